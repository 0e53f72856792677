# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the Lambda function. Also used for its IAM role, log group and alarms."
  type        = string

  validation {
    condition     = can(regex("^[a-zA-Z0-9_-]{1,64}$", var.name))
    error_message = "name may contain letters, digits, hyphens and underscores, up to 64 characters."
  }
}

variable "runtime" {
  description = "Lambda managed runtime identifier. See the Lambda runtimes page for deprecation dates."
  type        = string

  validation {
    condition = contains([
      "nodejs20.x", "nodejs22.x",
      "python3.10", "python3.11", "python3.12", "python3.13",
      "java11", "java17", "java21",
      "dotnet8",
      "ruby3.3", "ruby3.4",
      "provided.al2", "provided.al2023",
    ], var.runtime)
    error_message = "runtime must be a Lambda runtime this module supports, e.g. python3.12 or nodejs20.x."
  }
}

variable "handler" {
  description = "Entry point in your code, e.g. `app.handler` for the `handler` function in `app.py`. For `provided.*` runtimes, any value (commonly `bootstrap`)."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CODE
# ---------------------------------------------------------------------------------------------------------------------

variable "description" {
  description = "Free-text description of the function, shown in the Lambda console."
  type        = string
  default     = null
}

variable "source_path" {
  description = "Path to a directory or a .zip file with the function code. A directory is zipped at plan time. Set this or `s3_bucket`, not both."
  type        = string
  default     = null
}

variable "s3_bucket" {
  description = "S3 bucket holding the deployment package. Must be in the same region as the function."
  type        = string
  default     = null
}

variable "s3_key" {
  description = "Key of the .zip deployment package in `s3_bucket`."
  type        = string
  default     = null
}

variable "s3_object_version" {
  description = "Version ID of the S3 object, on a versioned bucket. Setting it lets Terraform detect new builds uploaded under the same key."
  type        = string
  default     = null
}

variable "layers" {
  description = "ARNs, including version, of up to five Lambda layers."
  type        = list(string)
  default     = []

  validation {
    condition     = length(var.layers) <= 5
    error_message = "A function can use at most five layers."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: RESOURCES
# ---------------------------------------------------------------------------------------------------------------------

variable "architecture" {
  description = "Instruction set of the function: `x86_64` or `arm64`. Native dependencies must be built for it."
  type        = string
  default     = "x86_64"

  validation {
    condition     = contains(["x86_64", "arm64"], var.architecture)
    error_message = "architecture must be x86_64 or arm64."
  }
}

variable "memory_size" {
  description = "Memory in MB. CPU is allocated in proportion to memory; at 1,769 MB a function gets one full vCPU."
  type        = number
  default     = 128

  validation {
    condition     = var.memory_size >= 128 && var.memory_size <= 10240
    error_message = "memory_size must be between 128 and 10240 MB."
  }
}

variable "timeout" {
  description = "Maximum run time of one invocation, in seconds."
  type        = number
  default     = 30

  validation {
    condition     = var.timeout >= 1 && var.timeout <= 900
    error_message = "timeout must be between 1 and 900 seconds."
  }
}

variable "ephemeral_storage_size" {
  description = "Size of the `/tmp` directory in MB."
  type        = number
  default     = 512

  validation {
    condition     = var.ephemeral_storage_size >= 512 && var.ephemeral_storage_size <= 10240
    error_message = "ephemeral_storage_size must be between 512 and 10240 MB."
  }
}

variable "reserved_concurrent_executions" {
  description = "Concurrency reserved for this function. `-1` means unreserved; `0` stops all invocations."
  type        = number
  default     = -1
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CONFIGURATION, NETWORK AND PERMISSIONS
# ---------------------------------------------------------------------------------------------------------------------

variable "environment_variables" {
  description = "Environment variables for the function (4 KB in total). Marked sensitive so values stay out of plan output; they are still readable in the Lambda console and Terraform state."
  type        = map(string)
  default     = {}
  sensitive   = true
  nullable    = false
}

variable "kms_key_arn" {
  description = "ARN of a customer-managed KMS key to encrypt the environment variables at rest. `null` uses the AWS-managed `aws/lambda` key."
  type        = string
  default     = null
}

variable "vpc_config" {
  description = "Run the function in a VPC. `null` runs it outside any VPC, with internet access but no access to private resources."
  type = object({
    subnet_ids         = list(string)
    security_group_ids = list(string)
  })
  default = null
}

variable "iam_policy" {
  description = "IAM permissions for the function's role, keyed by statement ID."
  type = map(object({
    effect    = optional(string, "Allow")
    actions   = list(string)
    resources = list(string)
  }))
  default = {}
}

variable "tracing_mode" {
  description = "X-Ray tracing mode: `PassThrough` or `Active`."
  type        = string
  default     = "PassThrough"

  validation {
    condition     = contains(["PassThrough", "Active"], var.tracing_mode)
    error_message = "tracing_mode must be PassThrough or Active."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: SCHEDULE, LOGS AND ALARMS
# ---------------------------------------------------------------------------------------------------------------------

variable "schedule_expression" {
  description = "Run the function on a schedule with an EventBridge rule, e.g. `rate(5 minutes)` or `cron(0 6 * * ? *)` (UTC). `null` creates no schedule."
  type        = string
  default     = null

  validation {
    condition     = var.schedule_expression == null || can(regex("^(rate|cron)\\(.+\\)$", var.schedule_expression))
    error_message = "schedule_expression must be a rate(...) or cron(...) expression."
  }
}

variable "log_retention_days" {
  description = "Retention in days of the function's log group."
  type        = number
  default     = 30
}

variable "alarm_sns_topic_arns" {
  description = "SNS topics notified by the error and throttle alarms."
  type        = list(string)
  default     = []
}

variable "alarm_config" {
  description = "Thresholds of the alarms: number of errors or throttles per `period_seconds` that triggers them."
  type = object({
    errors_threshold    = optional(number, 1)
    throttles_threshold = optional(number, 1)
    evaluation_periods  = optional(number, 1)
    period_seconds      = optional(number, 300)
  })
  default  = {}
  nullable = false
}

variable "tags" {
  description = "Tags to apply to the function and every other resource the module creates."
  type        = map(string)
  default     = {}
}
