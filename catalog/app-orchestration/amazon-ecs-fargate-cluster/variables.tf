# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "cluster_name" {
  description = "Name of the ECS cluster. Renaming it replaces the cluster."
  type        = string

  validation {
    condition     = can(regex("^[a-zA-Z0-9_-]{1,255}$", var.cluster_name))
    error_message = "cluster_name may contain only letters, digits, hyphens and underscores, up to 255 characters."
  }
}

variable "container_insights_mode" {
  description = "CloudWatch Container Insights level for the cluster: `disabled`, `enabled`, or `enhanced` (adds task- and container-level metrics)."
  type        = string

  validation {
    condition     = contains(["disabled", "enabled", "enhanced"], var.container_insights_mode)
    error_message = "container_insights_mode must be one of: disabled, enabled, enhanced."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "default_capacity_provider_strategy" {
  description = "Default capacity provider strategy for services and tasks that do not set their own. `base` is the number of tasks placed on that provider first; `weight` splits the remaining tasks proportionally. Only one entry may have a `base` above 0."
  type = list(object({
    capacity_provider = string
    weight            = optional(number, 1)
    base              = optional(number, 0)
  }))
  default = [
    {
      capacity_provider = "FARGATE"
      weight            = 1
      base              = 1
    },
  ]
  nullable = false

  validation {
    condition     = alltrue([for s in var.default_capacity_provider_strategy : contains(["FARGATE", "FARGATE_SPOT"], s.capacity_provider)])
    error_message = "capacity_provider must be FARGATE or FARGATE_SPOT."
  }

  validation {
    condition     = length([for s in var.default_capacity_provider_strategy : s if s.base > 0]) <= 1
    error_message = "Only one capacity provider in the strategy may have a base greater than 0."
  }
}

variable "enable_execute_command_config" {
  description = "Configure ECS Exec at the cluster level (KMS key and session logging). Services still have to set `enable_execute_command` to allow `aws ecs execute-command`."
  type        = bool
  default     = false
}

variable "exec_kms_key_arn" {
  description = "ARN of a KMS key used to encrypt ECS Exec session data between the client and the container. `null` uses TLS only."
  type        = string
  default     = null
}

variable "exec_logging" {
  description = "Where ECS Exec session output goes: `NONE`, `DEFAULT` (the awslogs configuration of the task definition), or `OVERRIDE` (the log group in `exec_log_group_name`)."
  type        = string
  default     = "DEFAULT"

  validation {
    condition     = contains(["NONE", "DEFAULT", "OVERRIDE"], var.exec_logging)
    error_message = "exec_logging must be NONE, DEFAULT or OVERRIDE."
  }
}

variable "exec_log_group_name" {
  description = "Name of the CloudWatch log group for ECS Exec session logs when `exec_logging` is `OVERRIDE`. When `null`, the module creates `/ecs/exec/<cluster_name>`."
  type        = string
  default     = null
}

variable "exec_log_retention_days" {
  description = "Retention in days for the ECS Exec log group the module creates."
  type        = number
  default     = 90

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.exec_log_retention_days)
    error_message = "exec_log_retention_days must be a retention period CloudWatch Logs supports, e.g. 30, 90 or 365."
  }
}

variable "service_connect_namespace_name" {
  description = "Name of an AWS Cloud Map HTTP namespace to create and set as the cluster's default for ECS Service Connect, e.g. `internal`. `null` skips Service Connect defaults."
  type        = string
  default     = null
}

variable "custom_tags" {
  description = "Tags to apply to every resource the module creates."
  type        = map(string)
  default     = {}
}
