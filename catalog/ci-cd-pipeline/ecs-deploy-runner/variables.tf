# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "vpc_id" {
  description = "ID of the VPC in which the Fargate tasks run. Pick the VPC of your management (CI/CD) account, which usually has peering or Transit Gateway routes to the environments it deploys into."
  type        = string
}

variable "private_subnet_ids" {
  description = "IDs of the private subnets for the Fargate tasks. The tasks need outbound internet access (through a NAT gateway or VPC endpoints) to clone Git repositories, pull container images and call AWS APIs."
  type        = list(string)

  validation {
    condition     = length(var.private_subnet_ids) > 0
    error_message = "private_subnet_ids must contain at least one subnet ID."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CONTAINER CONFIGURATIONS
# Each container is only deployed when its configuration is not null.
# ---------------------------------------------------------------------------------------------------------------------

variable "docker_image_builder_config" {
  description = <<-EOT
    Configuration of the `docker-image-builder` container, which builds Docker images from Git repositories and pushes
    them to Amazon ECR. Set to `null` to skip this container.

    - `container_image`: the image (repository and tag) that runs the build.
    - `allowed_repos` / `allowed_repos_regex`: Git URLs the container may clone; anything else is rejected.
    - `allowed_ecr_repo_arns`: ECR repositories the task role may push to.
    - `secrets_manager_env_vars`: environment variable name to Secrets Manager ARN, injected at task start.
  EOT
  type = object({
    container_image = object({
      docker_image = string
      docker_tag   = string
    })
    allowed_repos                           = list(string)
    allowed_repos_regex                     = optional(list(string), [])
    allowed_ecr_repo_arns                   = optional(list(string), [])
    repo_access_ssh_key_secrets_manager_arn = optional(string)
    secrets_manager_env_vars                = optional(map(string), {})
    environment_vars                        = optional(map(string), {})
    cpu                                     = optional(number, 2048)
    memory                                  = optional(number, 4096)
  })
  default = null

  validation {
    condition     = var.docker_image_builder_config == null ? true : contains([256, 512, 1024, 2048, 4096, 8192, 16384], var.docker_image_builder_config.cpu)
    error_message = "docker_image_builder_config.cpu must be a Fargate CPU value: 256, 512, 1024, 2048, 4096, 8192 or 16384."
  }
}

variable "ami_builder_config" {
  description = "Configuration of the `ami-builder` container, which runs `packer build` on templates from the allowed repositories. `iam_policy` holds the statements Packer needs (launching builder instances, creating AMIs and snapshots). Set to `null` to skip this container."
  type = object({
    container_image = object({
      docker_image = string
      docker_tag   = string
    })
    allowed_repos                           = list(string)
    allowed_repos_regex                     = optional(list(string), [])
    repo_access_ssh_key_secrets_manager_arn = optional(string)
    secrets_manager_env_vars                = optional(map(string), {})
    environment_vars                        = optional(map(string), {})
    iam_policy = optional(map(object({
      effect    = optional(string, "Allow")
      actions   = list(string)
      resources = list(string)
    })), {})
    cpu    = optional(number, 1024)
    memory = optional(number, 2048)
  })
  default = null
}

variable "terraform_planner_config" {
  description = "Configuration of the `terraform-planner` container, which runs read-only commands (`plan`, `validate`, `show`) with Terraform or Terragrunt. Give its IAM policy read-only permissions: it runs on every pull request, including unreviewed code. `allowed_commands` maps each binary to the subcommands it may run. Set to `null` to skip this container."
  type = object({
    container_image = object({
      docker_image = string
      docker_tag   = string
    })
    allowed_repos       = list(string)
    allowed_repos_regex = optional(list(string), [])
    allowed_commands = optional(map(list(string)), {
      terraform  = ["plan", "validate", "show"]
      terragrunt = ["plan", "validate", "run-all plan"]
    })
    repo_access_ssh_key_secrets_manager_arn = optional(string)
    secrets_manager_env_vars                = optional(map(string), {})
    environment_vars                        = optional(map(string), {})
    iam_policy = optional(map(object({
      effect    = optional(string, "Allow")
      actions   = list(string)
      resources = list(string)
    })), {})
    cpu    = optional(number, 1024)
    memory = optional(number, 2048)
  })
  default = null
}

variable "terraform_applier_config" {
  description = "Configuration of the `terraform-applier` container, which runs `apply` with Terraform or Terragrunt. It only applies code from the Git refs listed in `allowed_apply_git_refs` (by default `main`), so unmerged branches cannot change infrastructure. Set to `null` to skip this container."
  type = object({
    container_image = object({
      docker_image = string
      docker_tag   = string
    })
    allowed_repos          = list(string)
    allowed_repos_regex    = optional(list(string), [])
    allowed_apply_git_refs = optional(list(string), ["main"])
    allowed_commands = optional(map(list(string)), {
      terraform  = ["apply"]
      terragrunt = ["apply", "run-all apply"]
    })
    repo_access_ssh_key_secrets_manager_arn = optional(string)
    secrets_manager_env_vars                = optional(map(string), {})
    environment_vars                        = optional(map(string), {})
    iam_policy = optional(map(object({
      effect    = optional(string, "Allow")
      actions   = list(string)
      resources = list(string)
    })), {})
    cpu    = optional(number, 2048)
    memory = optional(number, 4096)
  })
  default = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: GENERAL
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name used for the ECS cluster, task definitions, invoker Lambda function, IAM roles and log group."
  type        = string
  default     = "ecs-deploy-runner"
  nullable    = false

  validation {
    condition     = can(regex("^[a-zA-Z0-9-_]{1,40}$", var.name))
    error_message = "name may only contain letters, digits, hyphens and underscores, up to 40 characters."
  }
}

variable "ecs_cluster_arn" {
  description = "ARN of an existing ECS cluster to run the tasks in. If `null`, the module creates a dedicated Fargate-only cluster."
  type        = string
  default     = null
}

variable "invoker_iam_principals" {
  description = "IAM principals allowed to call `lambda:InvokeFunction` on the invoker function, grouped by kind. Valid keys: `iam_roles`, `iam_users`, `iam_groups`; values are lists of ARNs (roles, users) or names (groups). Typically the role your CI server (GitHub Actions OIDC role, GitLab runner, CircleCI context) assumes."
  type        = map(list(string))
  default = {
    iam_roles  = []
    iam_users  = []
    iam_groups = []
  }

  validation {
    condition     = alltrue([for k in keys(var.invoker_iam_principals) : contains(["iam_roles", "iam_users", "iam_groups"], k)])
    error_message = "invoker_iam_principals keys must be iam_roles, iam_users or iam_groups."
  }
}

variable "invoker_lambda_timeout_seconds" {
  description = "Timeout of the invoker Lambda function. The function starts the Fargate task and streams its logs back until it finishes or this timeout is reached; the task itself keeps running after a timeout."
  type        = number
  default     = 900

  validation {
    condition     = var.invoker_lambda_timeout_seconds >= 1 && var.invoker_lambda_timeout_seconds <= 900
    error_message = "Lambda timeouts must be between 1 and 900 seconds."
  }
}

variable "invoker_lambda_reserved_concurrent_executions" {
  description = "Reserved concurrency of the invoker function, which caps how many deploy jobs can start at once. `null` leaves the function on the account's unreserved pool."
  type        = number
  default     = null
}

variable "secrets_manager_kms_key_arn" {
  description = "ARN of the customer-managed KMS key that encrypts the Secrets Manager secrets referenced in the container configurations. The task execution role gets `kms:Decrypt` on it. `null` if the secrets use the AWS-managed `aws/secretsmanager` key."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_retention_in_days" {
  description = "Days to keep the task logs in CloudWatch Logs. `0` keeps them forever."
  type        = number
  default     = 30

  validation {
    condition     = contains([0, 1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.cloudwatch_log_group_retention_in_days)
    error_message = "cloudwatch_log_group_retention_in_days must be one of the values CloudWatch Logs accepts (0, 1, 3, 5, 7, 14, 30, 60, 90, ... 3653)."
  }
}

variable "cloudwatch_log_group_kms_key_id" {
  description = "ARN of a KMS key to encrypt the log group. Deploy logs can contain plan output with resource attributes, so consider encrypting them. `null` uses CloudWatch Logs' default encryption."
  type        = string
  default     = null
}

variable "additional_security_group_ids" {
  description = "Extra security groups to attach to every task, on top of the one the module creates (which allows all outbound traffic and no inbound traffic). Use it to reach private endpoints such as an internal Git server."
  type        = set(string)
  default     = []
}

variable "tags" {
  description = "Tags applied to every resource the module creates."
  type        = map(string)
  default     = {}
  nullable    = false
}
