# Inputs of the modules/mgmt/ecs-deploy-runner module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "ami_builder_config" {
  description = "Settings of the `ami-builder` container, which builds AMIs with Packer in the pipeline; `null` leaves this container out. Main attributes:\n- `container_image`: `docker_image` and `docker_tag` of an image based on the `deploy-runner` Dockerfile in terraform-aws-ci.\n- `iam_policy`: map of statement IDs to `actions`, `resources` and `effect` for the task's IAM role (read access to the secrets configured here is added for you).\n- `allowed_repos` and `allowed_repos_regex`: SSH Git URLs, exact or as regular expressions, of the repositories allowed to build AMIs.\n- `repo_access_ssh_key_secrets_manager_arn` and `repo_access_https_tokens`: Secrets Manager entries with the SSH key, or the GitHub, GitLab or Bitbucket tokens, used to clone those repositories.\n- `secrets_manager_env_vars` and `environment_vars`: environment variables for the Packer process, from Secrets Manager entries or plain values (never secrets in the latter)."
  type        = object({
      container_image = object({
        docker_image = string
        docker_tag   = string
      })
      iam_policy = map(object({
        resources = list(string)
        actions   = list(string)
        effect    = string
      }))
      allowed_repos = list(string)
      allowed_repos_regex = list(string)
      repo_access_ssh_key_secrets_manager_arn = string
      repo_access_https_tokens = map(string)
      secrets_manager_env_vars = map(string)
      environment_vars = map(string)
    })
}

variable "docker_image_builder_config" {
  description = "Settings of the `docker-image-builder` container, which builds Docker images in the pipeline; `null` leaves this container out. Main attributes:\n- `container_image`: `docker_image` and `docker_tag` of an image based on the `kaniko` Dockerfile in terraform-aws-ci.\n- `iam_policy`: map of statement IDs to `actions`, `resources` and `effect` for the task's IAM role.\n- `allowed_repos` and `allowed_repos_regex`: HTTPS Git URLs, exact or as regular expressions, of the repositories allowed to build images.\n- `git_config`: Secrets Manager ARNs for the user name and password used to clone over HTTPS (for GitHub a token in the user name and a null password; for Bitbucket a user name and app password; for GitLab `oauth2` and a token).\n- `secrets_manager_env_vars` and `environment_vars`: environment variables for the build, from Secrets Manager entries (usable as build args) or plain values (never secrets in the latter)."
  type        = object({
      container_image = object({
        docker_image = string
        docker_tag   = string
      })
      iam_policy = map(object({
        resources = list(string)
        actions   = list(string)
        effect    = string
      }))
      allowed_repos = list(string)
      allowed_repos_regex = list(string)
      git_config = object({
        username_secrets_manager_arn = string
        password_secrets_manager_arn = string
      })
      secrets_manager_env_vars = map(string)
      environment_vars = map(string)
    })
}

variable "private_subnet_ids" {
  description = "IDs of the private subnets in which the ECS tasks and the invoker Lambda function run."
  type        = list(string)
}

variable "terraform_applier_config" {
  description = "Settings of the `terraform-applier` container, which runs Terraform and Terragrunt deployments, including automated variable updates; `null` leaves this container out. Main attributes:\n- `container_image` and `iam_policy`: the image (based on the `deploy-runner` Dockerfile) and the statements of the task's IAM role.\n- `infrastructure_live_repositories` and `infrastructure_live_repositories_regex`: SSH Git URLs of the live infrastructure repositories it may deploy (a single repository is also passed as a hardcoded option).\n- `allowed_apply_git_refs`: branches or tags on which `apply` and `apply-all` may run; `null` allows every ref.\n- `allowed_update_variable_names` and `machine_user_git_info`: variables the pipeline may update, and the name and email used for those commits.\n- `repo_access_ssh_key_secrets_manager_arn`, `repo_access_https_tokens`, `additional_allowed_options`, `secrets_manager_env_vars` and `environment_vars`: Git credentials (the SSH key needs write access for variable updates), extra allowed Terraform options, and environment variables."
  type        = object({
      container_image = object({
        docker_image = string
        docker_tag   = string
      })
      iam_policy = map(object({
        resources = list(string)
        actions   = list(string)
        effect    = string
      }))
      infrastructure_live_repositories = list(string)
      infrastructure_live_repositories_regex = list(string)
      allowed_update_variable_names = list(string)
      allowed_apply_git_refs = list(string)
      machine_user_git_info = object({
        name  = string
        email = string
      })
      repo_access_ssh_key_secrets_manager_arn = string
      repo_access_https_tokens = map(string)
      additional_allowed_options = list(string)
      secrets_manager_env_vars = map(string)
      environment_vars = map(string)
    })
}

variable "terraform_planner_config" {
  description = "Settings of the `terraform-planner` container, which runs `plan` and `validate` with Terraform or Terragrunt; `null` leaves this container out. Main attributes:\n- `container_image` and `iam_policy`: the image (based on the `deploy-runner` Dockerfile) and the statements of the task's IAM role.\n- `infrastructure_live_repositories` and `infrastructure_live_repositories_regex`: SSH Git URLs of the live infrastructure repositories it may plan (a single repository is also passed as a hardcoded option).\n- `repo_access_ssh_key_secrets_manager_arn` and `repo_access_https_tokens`: Secrets Manager entries with the credentials used to clone those repositories.\n- `additional_allowed_options`: extra options it may pass to `terraform plan`, such as `-var`.\n- `secrets_manager_env_vars` and `environment_vars`: environment variables for Terraform or Terragrunt, from Secrets Manager entries or plain values (never secrets in the latter)."
  type        = object({
      container_image = object({
        docker_image = string
        docker_tag   = string
      })
      iam_policy = map(object({
        resources = list(string)
        actions   = list(string)
        effect    = string
      }))
      infrastructure_live_repositories = list(string)
      infrastructure_live_repositories_regex = list(string)
      repo_access_ssh_key_secrets_manager_arn = string
      repo_access_https_tokens = map(string)
      additional_allowed_options = list(string)
      secrets_manager_env_vars = map(string)
      environment_vars = map(string)
    })
}

variable "vpc_id" {
  description = "Identifies the VPC hosting both the ECS tasks and the invoker Lambda function."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_container_images" {
  description = "Extra containers to register with the deploy runner besides the standard four, keyed by container name. Each entry sets `docker_image` and `docker_tag`, environment variables (`secrets_manager_env_vars`, `environment_vars`), `additional_secrets_manager_arns` the container may read through the API, a `script_config` map that controls which options and arguments each trigger script accepts, and `default`, which marks the container used when an invocation names none."
  type        = map(object({
      docker_image = string
      docker_tag   = string
      secrets_manager_env_vars = map(string)
      environment_vars = map(string)
      additional_secrets_manager_arns = list(string)
      script_config = map(object({
        hardcoded_options = map(list(string))
        hardcoded_args = list(string)
        allow_positional_args = bool
        allowed_options = list(string)
        allowed_options_without_args = list(string)
        restricted_options = list(string)
        restricted_options_regex = map(string)
      }))
      default = bool
    }))
  default     = {}
}

variable "artifact_config" {
  description = "Where to store the output of the commands the runner executes. When set, stdout, stderr and the interleaved output go to the S3 bucket in `bucket_name` and `region`, under `default_key_prefix` unless the invocation gives another prefix (existing objects are overwritten). `allow_runtime_selection` makes storage opt-in per run instead of always on; `null` stores nothing and removes the storage arguments."
  type        = object({
      allow_runtime_selection = bool
      bucket_name = string
      region      = string
      default_key_prefix = string
    })
  default     = null
}

variable "cloudwatch_log_group_for_ec2_kms_key_id" {
  description = "ID, ARN or alias ARN of a customer managed KMS key that encrypts the log data in the log group of the EC2 worker instances."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_for_ec2_retention_in_days" {
  description = "Number of days the log group of the EC2 worker instances keeps log events; null keeps them forever. The accepted values are those of CloudWatch Logs retention settings."
  type        = number
  default     = null
}

variable "cloudwatch_log_group_for_ec2_tags" {
  description = "Tags for the log group of the EC2 worker instances, as a map of tag key to tag value."
  type        = map(string)
  default     = null
}

variable "container_cpu" {
  description = "Default number of CPU units for a deploy runner task, applied whenever an invocation requests no other value. Together with `container_memory`, it must form a task size Fargate supports (see [task sizes](https://docs.aws.amazon.com/AmazonECS/latest/developerguide/AWS_Fargate.html#fargate-tasks-size))."
  type        = number
  default     = 1024
}

variable "container_default_launch_type" {
  description = "Launch type of the deploy runner tasks unless the Lambda invocation overrides it: `FARGATE` or `EC2`."
  type        = string
  default     = "FARGATE"
}

variable "container_max_cpu" {
  description = "Upper limit on the CPU units a caller may request when invoking the deploy runner through the Lambda function."
  type        = number
  default     = 8192
}

variable "container_max_memory" {
  description = "Upper limit on the memory a caller may request when invoking the deploy runner through the Lambda function."
  type        = number
  default     = 32768
}

variable "container_memory" {
  description = "Memory given to a deploy runner task when the invocation does not ask for a different value. Combine it with `container_cpu` into a task size that Fargate supports."
  type        = number
  default     = 2048
}

variable "docker_image_builder_hardcoded_args" {
  description = "Positional arguments always appended, after the caller's arguments, to the docker-image-builder's command line."
  type        = list(string)
  default     = ["--idempotent"]
}

variable "docker_image_builder_hardcoded_options" {
  description = "Options always passed to the docker-image-builder before the caller's arguments, as a map of option name to a list of values; each value is passed as a separate occurrence of the option."
  type        = map(list(string))
  default     = {}
}

variable "ec2_worker_pool_configuration" {
  description = "Settings for an Auto Scaling pool of EC2 workers in the ECS cluster, which can cache Docker images and so speed builds up; `null` keeps the runner in Fargate-only mode. Attributes include `ami` or `ami_filters` (one is required), `min_size`, `max_size`, `instance_type`, `cloud_init_parts`, toggles for CloudWatch logs, metrics, alarms, fail2ban and ip-lockdown, `alarms_sns_topic_arn` and `default_user`."
  type        = any
  default     = null
}

variable "ecs_deploy_runner_tags" {
  description = "Applies tags, given as a map from tag key to tag value, to the invoker Lambda function, the tasks and the ECS cluster of the deploy runner."
  type        = map(string)
  default     = {}
}

variable "ecs_task_cloudwatch_log_group_kms_key_id" {
  description = "ID, ARN or alias ARN of a customer managed KMS key that encrypts the log data in the log group of the ECS tasks."
  type        = string
  default     = null
}

variable "ecs_task_cloudwatch_log_group_name" {
  description = "Overrides the name of the CloudWatch log group into which the container logs flow. Left null, the group gets the name `/ecs/` plus the value of `name`."
  type        = string
  default     = null
}

variable "ecs_task_cloudwatch_log_group_retention_in_days" {
  description = "Number of days the log group of the ECS tasks keeps log events; null keeps them forever. The accepted values are those of CloudWatch Logs retention settings."
  type        = number
  default     = null
}

variable "ecs_task_cloudwatch_log_group_subscription_destination_arn" {
  description = "ARN of a Kinesis stream or Lambda function that receives matching events from the task log group through a subscription filter. Only applies when `ecs_task_should_create_cloudwatch_log_group` is `true`."
  type        = string
  default     = null
}

variable "ecs_task_cloudwatch_log_group_subscription_distribution" {
  description = "How log data is distributed to a Kinesis stream destination: `Random` or `ByLogStream`. Only used when `ecs_task_cloudwatch_log_group_subscription_destination_arn` is a Kinesis stream."
  type        = string
  default     = null
}

variable "ecs_task_cloudwatch_log_group_subscription_filter_pattern" {
  description = "CloudWatch Logs filter pattern that selects which events of the task log group are sent to the subscription destination."
  type        = string
  default     = ""
}

variable "ecs_task_cloudwatch_log_group_subscription_role_arn" {
  description = "IAM role, by ARN, that gives CloudWatch Logs permission to push events to the subscription destination. It matters only if `ecs_task_cloudwatch_log_group_subscription_destination_arn` points to a Kinesis stream."
  type        = string
  default     = null
}

variable "ecs_task_cloudwatch_log_group_tags" {
  description = "Tags for the log group of the ECS tasks, as a map of tag key to tag value."
  type        = map(string)
  default     = null
}

variable "ecs_task_should_create_cloudwatch_log_group" {
  description = "Whether the module creates the log group for the ECS task output in advance, which lets you set retention and KMS encryption. When `false`, ECS creates a basic log group itself."
  type        = bool
  default     = true
}

variable "iam_groups" {
  description = "IAM groups whose members may invoke the deploy runner."
  type        = list(string)
  default     = []
}

variable "iam_roles" {
  description = "Lists the IAM roles permitted to call the deploy runner."
  type        = list(string)
  default     = []
}

variable "iam_users" {
  description = "User names of IAM users who may invoke the deploy runner."
  type        = list(string)
  default     = []
}

variable "invoke_schedule" {
  description = "Recurring deploy runner jobs, such as a periodic `plan` to detect drift, keyed by a unique schedule name. Each entry gives the `container_name` to invoke (for example `terraform-planner`), the `script` inside it (for example `infrastructure-deploy-script`), its `args`, and a `schedule_expression` such as `rate(5 minutes)` or a cron expression."
  type        = map(object({
      container_name = string
      script = string
      args = string
      schedule_expression = string
    }))
  default     = {}
}

variable "invoker_lambda_cloudwatch_log_group_kms_key_id" {
  description = "Log data in the invoker Lambda function's log group is encrypted with this customer managed KMS key, given as an ID, ARN or alias ARN."
  type        = string
  default     = null
}

variable "invoker_lambda_cloudwatch_log_group_retention_in_days" {
  description = "Number of days the log group of the invoker Lambda function keeps log events; null keeps them forever. The accepted values are those of CloudWatch Logs retention settings."
  type        = number
  default     = null
}

variable "invoker_lambda_cloudwatch_log_group_tags" {
  description = "Tags for the log group of the invoker Lambda function, as a map of tag key to tag value."
  type        = map(string)
  default     = null
}

variable "invoker_lambda_should_create_cloudwatch_log_group" {
  description = "Whether the module creates the invoker Lambda function's log group in advance, which lets you set retention and KMS encryption. When `false`, Lambda creates a basic log group itself."
  type        = bool
  default     = true
}

variable "kms_grant_opt_in_regions" {
  description = "Regions in which the module creates its multi-region resources, such as KMS grants. Must not be null or empty; list the regions enabled in your account, which `aws ec2 describe-regions` shows. The default leaves out regions that most accounts do not enable (opt-in, GovCloud and China regions)."
  type        = list(string)
  default     = [
    "eu-north-1",
    "ap-south-1",
    "eu-west-3",
    "eu-west-2",
    "eu-west-1",
    "ap-northeast-2",
    "ap-northeast-1",
    "sa-east-1",
    "ca-central-1",
    "ap-southeast-1",
    "ap-southeast-2",
    "eu-central-1",
    "us-east-1",
    "us-east-2",
    "us-west-1",
    "us-west-2",
  ]
}

variable "name" {
  description = "All resources of this deploy runner stack are prefixed with this name."
  type        = string
  default     = "ecs-deploy-runner"
}

variable "outbound_security_group_name" {
  description = "Name for the security group of the deploy runner's ECS tasks. When null, Terraform generates a unique name, which avoids conflicts between several deploy runners."
  type        = string
  default     = null
}

variable "shared_secrets_enabled" {
  description = "Whether to create KMS grants on the key that shares Secrets Manager secrets between accounts. Requires `shared_secrets_kms_cmk_arn`."
  type        = bool
  default     = false
}

variable "shared_secrets_kms_cmk_arn" {
  description = "Cross-account sharing of Secrets Manager secrets relies on the KMS key with this ARN. It comes into play when `shared_secrets_enabled` is `true`."
  type        = string
  default     = null
}

variable "should_create_cloudwatch_log_group_for_ec2" {
  description = "When enabled, the module creates the log group for the EC2 worker instances up front, so you can configure retention and KMS encryption. With `false`, the CloudWatch agent sets up a basic log group by itself."
  type        = bool
  default     = true
}

variable "snapshot_encryption_kms_cmk_arns" {
  description = "KMS keys that encrypt snapshots and AMIs, as a map of an arbitrary label to the key ARN. The module creates KMS grants so that the deploy containers can work with snapshots encrypted by these keys."
  type        = map(string)
  default     = {}
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
