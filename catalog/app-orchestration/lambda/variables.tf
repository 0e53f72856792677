# Inputs of the modules/services/lambda module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarm_sns_topic_arns" {
  description = "ARNs of the SNS topics to notify whenever the function's CloudWatch alarm changes state (to `ALARM`, `OK` or `INSUFFICIENT_DATA`)."
  type        = list(string)
}

variable "memory_size" {
  description = "Memory available to the function at runtime, in MB. Lambda allocates CPU power in proportion to this value; AWS accepts 128 to 10,240 MB in 1 MB steps."
  type        = number
}

variable "name" {
  description = "Name of the Lambda function; the module also uses it to name the other resources it creates."
  type        = string
}

variable "timeout" {
  description = "Longest time one invocation of the function may run, in seconds, from 1 to 900."
  type        = number
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_security_group_ids" {
  description = "IDs of extra security groups to attach to the function when it runs in a VPC. Only used when `run_in_vpc` is `true`."
  type        = list(string)
  default     = []
}

variable "architecture" {
  description = "Instruction set architecture the function runs on: `x86_64` or `arm64`. `null` means `x86_64`."
  type        = string
  default     = null
}

variable "assume_role_policy" {
  description = "Custom trust policy (assume role policy) for the function's IAM role. When unset, the role trusts the Lambda service, which is what most functions need; override it for special cases such as a function that rotates AWS Secrets Manager secrets."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_kms_key_id" {
  description = "Customer managed KMS key that encrypts the log data in the CloudWatch Logs log group, given as a key ARN, alias ARN or key ID."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_retention_in_days" {
  description = "Number of days CloudWatch Logs keeps events in the log group; use one of the values CloudWatch Logs accepts. When null, events are kept forever."
  type        = number
  default     = null
}

variable "cloudwatch_log_group_subscription_destination_arn" {
  description = "ARN of a Kinesis stream or Lambda function that receives matching events from the function's log group through a subscription. Only applies when `should_create_cloudwatch_log_group` is `true`."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_subscription_distribution" {
  description = "How the subscription spreads log data over a Kinesis stream destination: `Random` or `ByLogStream`. Only applies when `cloudwatch_log_group_subscription_destination_arn` is a Kinesis stream."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_subscription_filter_pattern" {
  description = "CloudWatch Logs filter pattern that selects which log events the subscription forwards to its destination."
  type        = string
  default     = ""
}

variable "cloudwatch_log_group_subscription_role_arn" {
  description = "Role that CloudWatch Logs uses to put log events into the subscription destination, given as an ARN. Needed only when `cloudwatch_log_group_subscription_destination_arn` points at a Kinesis stream."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_tags" {
  description = "Tags for the CloudWatch Logs log group, as a map of tag key to tag value."
  type        = map(string)
  default     = null
}

variable "command" {
  description = "Command (`CMD`) for the container image. Only used when the function is deployed from an image through `image_uri`."
  type        = list(string)
  default     = []
}

variable "comparison_operator" {
  description = "Operator that compares the alarm's statistic (the left operand) with `threshold`: `GreaterThanOrEqualToThreshold`, `GreaterThanThreshold`, `LessThanThreshold` or `LessThanOrEqualToThreshold`. `LessThanLowerOrGreaterThanUpperThreshold`, `LessThanLowerThreshold` and `GreaterThanUpperThreshold` apply only to alarms based on anomaly detection models."
  type        = string
  default     = "GreaterThanThreshold"
}

variable "create_resources" {
  description = "Whether the module creates anything at all. Set to `false` to switch the whole module off, for example conditionally per environment."
  type        = bool
  default     = true
}

variable "datapoints_to_alarm" {
  description = "Number of breaching data points needed to put the alarm into the `ALARM` state."
  type        = number
  default     = 1
}

variable "dead_letter_target_arn" {
  description = "ARN of an SNS topic or SQS queue to notify when an invocation of the function fails. You must grant the function's IAM role (named in the `iam_role_id` output) `sns:Publish` or `sqs:SendMessage` on that target, depending on its type."
  default     = null
}

variable "description" {
  description = "Free text explaining the function's purpose."
  type        = string
  default     = null
}

variable "enable_versioning" {
  description = "Whether to publish numbered versions of the function, so that aliases can point different environments at different versions."
  type        = bool
  default     = false
}

variable "entry_point" {
  description = "Entry point (`ENTRYPOINT`) for the container image. Only used when the function is deployed from an image through `image_uri`."
  type        = list(string)
  default     = []
}

variable "environment_variables" {
  description = "Environment variables for the function, as a map of names to values. AWS encrypts them with KMS (see `kms_key_arn`) and decrypts them when the function runs. The default holds a placeholder entry because Lambda does not accept an empty map here."
  type        = map(string)
  default     = { EnvVarPlaceHolder = "Placeholder" }
}

variable "ephemeral_storage" {
  description = "Size of the function's ephemeral `/tmp` storage, in MB, to raise it above the 512 MB that Lambda provides by default; AWS allows up to 10,240 MB."
  type        = number
  default     = null
}

variable "evaluation_periods" {
  description = "Number of periods over which the alarm compares the metric with `threshold`."
  type        = number
  default     = 1
}

variable "file_system_access_point_arn" {
  description = "The function reaches the file system through the Amazon EFS access point with this ARN. It has an effect only if `mount_to_file_system` is `true`."
  type        = string
  default     = null
}

variable "file_system_mount_path" {
  description = "Path at which the function sees the EFS file system; it must start with `/mnt/`. Only used when `mount_to_file_system` is `true`."
  type        = string
  default     = null
}

variable "handler" {
  description = "Entry point in your code that Lambda calls when the function is triggered, usually the name of a function or method."
  type        = string
  default     = null
}

variable "iam_policy" {
  description = "Custom IAM policy statements for the IAM role that this module creates, as a map from statement ID (Sid) to an object with `effect` (`Allow` or `Deny`), `actions` and `resources`. Only used when the module creates the role; leave it null to add no statements."
  type        = map(object({
      resources = list(string)
      actions   = list(string)
      effect    = string
    }))
  default     = null
}

variable "image_uri" {
  description = "URI of a container image in Amazon ECR to deploy as the function's code, for example `111122223333.dkr.ecr.us-east-1.amazonaws.com/my-function:v1`."
  type        = string
  default     = null
}

variable "kms_key_arn" {
  description = "Encrypts and decrypts the function's environment variables with the KMS key at this ARN; when unset, your account's AWS-provided default key does the job."
  type        = string
  default     = null
}

variable "lambda_role_permissions_boundary_arn" {
  description = "Points to the IAM policy, by ARN, that acts as permissions boundary on the function's IAM role."
  type        = string
  default     = null
}

variable "layers" {
  description = "ARNs of Lambda layer versions to attach to the function; a function can have at most five layers."
  type        = list(string)
  default     = []
}

variable "metric_name" {
  description = "Name of the CloudWatch metric the function's alarm watches, for example `Errors`."
  type        = string
  default     = "Errors"
}

variable "mount_to_file_system" {
  description = "Whether to mount an Amazon EFS file system in the function, configured through `file_system_access_point_arn` and `file_system_mount_path`. Has no effect unless `run_in_vpc` is also `true`."
  type        = bool
  default     = false
}

variable "namespace" {
  description = "Name for the resources that run the function on a schedule (see `schedule_expression`). When unset, the function's name with a `-scheduled` suffix is used."
  type        = string
  default     = null
}

variable "period" {
  description = "Length, in seconds, of each period over which the alarm applies `statistic` to the metric."
  type        = number
  default     = 60
}

variable "reserved_concurrent_executions" {
  description = "Number of concurrent executions reserved for the function; `-1` leaves it unreserved."
  type        = number
  default     = null
}

variable "run_in_vpc" {
  description = "Whether to connect the function to a VPC so it can reach resources inside it. Set `vpc_id` and `subnet_ids` along with it."
  type        = bool
  default     = false
}

variable "runtime" {
  description = "Identifier of the Lambda runtime the function uses, such as a Python, Node.js or Java version. The `Runtime` parameter of the Lambda `CreateFunction` API reference lists the valid values."
  type        = string
  default     = null
}

variable "s3_bucket" {
  description = "S3 bucket that holds the function's deployment package. Deploy either from S3 (this input with `s3_key` and, optionally, `s3_object_version`) or from `source_path`, never both."
  type        = string
  default     = null
}

variable "s3_key" {
  description = "Key of the deployment package object in `s3_bucket`. Use the `s3_*` inputs or `source_path`, not both."
  type        = string
  default     = null
}

variable "s3_object_version" {
  description = "Version of the `s3_key` object to deploy. Use the `s3_*` inputs or `source_path`, not both."
  type        = string
  default     = null
}

variable "schedule_expression" {
  description = "Defines when the function is invoked, as a `cron(...)` or `rate(...)` expression such as `rate(5 minutes)` or `cron(0 20 * * ? *)`. With `null`, no schedule is created."
  type        = string
  default     = null
}

variable "set_source_code_hash" {
  description = "Whether to set the function's `source_code_hash`, which is how the module notices and uploads changes to the package built from `source_path`. Set to `false` if something outside this module updates the function's code and you want to avoid a plan diff. Only used when `source_path` is set."
  type        = bool
  default     = true
}

variable "should_create_cloudwatch_log_group" {
  description = "Whether the module creates the function's CloudWatch log group ahead of time, so you can control settings such as retention and KMS encryption. When `false`, Lambda creates a basic log group by itself."
  type        = bool
  default     = true
}

variable "should_create_outbound_rule" {
  description = "Whether to add an egress rule to the function's security group that allows all outbound traffic to the internet (`0.0.0.0/0`)."
  type        = bool
  default     = false
}

variable "skip_zip" {
  description = "Set to `true` when `source_path` already points at a zip archive, so the module uploads that file as it is instead of zipping a directory."
  type        = bool
  default     = false
}

variable "source_path" {
  description = "Local path to the directory with the function's source code, which the module zips and uploads as the deployment package. With `skip_zip` set to `true` it is instead the path of a ready-made zip file. Use this or the `s3_*` inputs, not both."
  type        = string
  default     = null
}

variable "statistic" {
  description = "Statistic the alarm applies to the metric in each period, for example `Sum` or `Average`."
  type        = string
  default     = "Sum"
}

variable "subnet_ids" {
  description = "IDs of the VPC subnets the function connects to. Only used when `run_in_vpc` is `true`."
  type        = list(string)
  default     = []
}

variable "tags" {
  description = "Tags to apply to the Lambda function, as a map of keys to values."
  type        = map(string)
  default     = {}
}

variable "threshold" {
  description = "Value the alarm compares the statistic with. Needed for static-threshold alarms and not used by alarms based on anomaly detection models."
  type        = number
  default     = 0
}

variable "treat_missing_data" {
  description = "How the alarm treats periods with no data: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}

variable "vpc_id" {
  description = "Identifies the VPC that the function gets connected to; it matters only if `run_in_vpc` is `true`."
  type        = string
  default     = null
}

variable "working_directory" {
  description = "Working directory for the container image. Only used when the function is deployed from an image through `image_uri`."
  type        = string
  default     = null
}

variable "zip_output_path" {
  description = "Full path, including the file name, where the zip archive built from `source_path` is written. When empty, the archive goes in the module's directory."
  type        = string
  default     = null
}
