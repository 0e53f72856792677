# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "service_name" {
  description = "Name of the ECS service. Also used as the task definition family and as a prefix for the IAM roles, log group and target groups."
  type        = string

  validation {
    condition     = can(regex("^[a-zA-Z0-9_-]{1,255}$", var.service_name))
    error_message = "service_name may contain only letters, digits, hyphens and underscores, up to 255 characters."
  }
}

variable "ecs_cluster_arn" {
  description = "ARN of the ECS cluster to run the service in (the `ecs_cluster_arn` output of the ECS cluster or ECS Fargate cluster module)."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC the tasks and the ALB target groups belong to."
  type        = string
}

variable "container_definitions" {
  description = "The containers of the task. Each needs a `name` and an `image`; `secrets` maps an environment variable name to the ARN of a Secrets Manager secret or SSM parameter. Ignored when `container_definitions_json` is set."
  type = list(object({
    name               = string
    image              = string
    cpu                = optional(number)
    memory             = optional(number)
    memory_reservation = optional(number)
    essential          = optional(bool, true)
    command            = optional(list(string))
    entry_point        = optional(list(string))
    port_mappings = optional(list(object({
      container_port = number
      host_port      = optional(number)
      protocol       = optional(string, "tcp")
      name           = optional(string)
    })), [])
    environment = optional(map(string), {})
    secrets     = optional(map(string), {})
    health_check = optional(object({
      command      = list(string)
      interval     = optional(number, 30)
      timeout      = optional(number, 5)
      retries      = optional(number, 3)
      start_period = optional(number, 0)
    }))
    readonly_root_filesystem = optional(bool, false)
  }))

  validation {
    condition     = length(var.container_definitions) > 0 && anytrue([for c in var.container_definitions : c.essential])
    error_message = "Define at least one container, and mark at least one container as essential."
  }

  validation {
    condition     = length(distinct([for c in var.container_definitions : c.name])) == length(var.container_definitions)
    error_message = "Container names must be unique within the task definition."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: TASK DEFINITION
# ---------------------------------------------------------------------------------------------------------------------

variable "container_definitions_json" {
  description = <<-EOT
    Raw container definitions as a JSON array, in the format of the ECS `RegisterTaskDefinition` API
    (camelCase keys such as `portMappings` and `logConfiguration`). Use it when you need a container
    setting that `container_definitions` does not model, e.g. `dependsOn`, `ulimits` or `linuxParameters`.

    When set, it replaces `container_definitions` entirely and the module no longer injects the
    `awslogs` log configuration: include your own. Typically built with `jsonencode(...)` or read
    from a file with `file("containers.json")`.
  EOT
  type        = string
  default     = null
}

variable "launch_type" {
  description = "Launch type of the service: `FARGATE`, `EC2` or `EXTERNAL` (ECS Anywhere). Ignored when `capacity_provider_strategy` is not empty."
  type        = string
  default     = "FARGATE"

  validation {
    condition     = contains(["FARGATE", "EC2", "EXTERNAL"], var.launch_type)
    error_message = "launch_type must be FARGATE, EC2 or EXTERNAL."
  }
}

variable "capacity_provider_strategy" {
  description = "Capacity provider strategy for the service, e.g. a mix of `FARGATE` and `FARGATE_SPOT`, or the capacity provider of an EC2-backed cluster. Empty means use `launch_type`."
  type = list(object({
    capacity_provider = string
    weight            = optional(number, 1)
    base              = optional(number, 0)
  }))
  default  = []
  nullable = false
}

variable "task_cpu" {
  description = "CPU units reserved for the whole task (1024 = 1 vCPU). Required on Fargate, where it must be one of the supported values and paired with a compatible `task_memory`."
  type        = number
  default     = 256

  validation {
    condition     = var.task_cpu == null || contains([256, 512, 1024, 2048, 4096, 8192, 16384], var.task_cpu)
    error_message = "task_cpu must be one of 256, 512, 1024, 2048, 4096, 8192 or 16384."
  }
}

variable "task_memory" {
  description = "Memory in MiB reserved for the whole task. On Fargate, 256 CPU units allow 512-2048 MiB, 512 allow 1024-4096 MiB, and larger sizes allow proportionally more."
  type        = number
  default     = 512
}

variable "cpu_architecture" {
  description = "CPU architecture of the task: `X86_64` or `ARM64` (Graviton). Your images must be built for it."
  type        = string
  default     = "X86_64"

  validation {
    condition     = contains(["X86_64", "ARM64"], var.cpu_architecture)
    error_message = "cpu_architecture must be X86_64 or ARM64."
  }
}

variable "network_mode" {
  description = "Docker network mode of the task. Fargate requires `awsvpc`; EC2 also supports `bridge` (dynamic host ports) and `host`."
  type        = string
  default     = "awsvpc"

  validation {
    condition     = contains(["awsvpc", "bridge", "host", "none"], var.network_mode)
    error_message = "network_mode must be awsvpc, bridge, host or none."
  }
}

variable "iam_policy" {
  description = "IAM permissions for the task role, keyed by statement ID. The application code in the containers runs with these permissions."
  type = map(object({
    actions   = list(string)
    resources = list(string)
    effect    = optional(string, "Allow")
  }))
  default = {}
}

variable "secrets_kms_key_arns" {
  description = "ARNs of customer-managed KMS keys that encrypt the secrets referenced in `container_definitions`. The task execution role gets `kms:Decrypt` on them."
  type        = list(string)
  default     = []
}

variable "cloudwatch_log_retention_days" {
  description = "Retention in days of the service's CloudWatch log group."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.cloudwatch_log_retention_days)
    error_message = "cloudwatch_log_retention_days must be a retention period CloudWatch Logs supports."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: SERVICE AND NETWORKING
# ---------------------------------------------------------------------------------------------------------------------

variable "desired_number_of_tasks" {
  description = "Number of tasks to run. Used as the initial count when `auto_scaling` is set."
  type        = number
  default     = 1

  validation {
    condition     = var.desired_number_of_tasks >= 0
    error_message = "desired_number_of_tasks must be zero or greater."
  }
}

variable "subnet_ids" {
  description = "Subnets for the tasks' network interfaces when `network_mode` is `awsvpc`. Use private subnets with a route to a NAT gateway or VPC endpoints for ECR, S3 and CloudWatch Logs."
  type        = list(string)
  default     = []
}

variable "assign_public_ip" {
  description = "Give each Fargate task a public IP. Only needed when tasks run in public subnets without a NAT gateway."
  type        = bool
  default     = false
}

variable "additional_security_group_ids" {
  description = "Security groups to attach to the tasks in addition to the one the module creates (`awsvpc` only)."
  type        = set(string)
  default     = []
}

variable "deployment_minimum_healthy_percent" {
  description = "Lower limit, as a percentage of the desired count, of running tasks during a deployment."
  type        = number
  default     = 100
}

variable "deployment_maximum_percent" {
  description = "Upper limit, as a percentage of the desired count, of running tasks during a deployment."
  type        = number
  default     = 200

  validation {
    condition     = var.deployment_maximum_percent >= 100
    error_message = "deployment_maximum_percent must be at least 100."
  }
}

variable "deployment_circuit_breaker" {
  description = "ECS deployment circuit breaker settings. With `rollback = true`, a failed deployment returns the service to the last task definition that reached a steady state."
  type = object({
    enable   = optional(bool, true)
    rollback = optional(bool, true)
  })
  default  = {}
  nullable = false
}

variable "enable_execute_command" {
  description = "Allow `aws ecs execute-command` into running containers. Adds the required `ssmmessages` permissions to the task role."
  type        = bool
  default     = false
}

variable "wait_for_steady_state" {
  description = "Make `terraform apply` wait until the service reaches a steady state, so a failed deployment fails the apply."
  type        = bool
  default     = true
}

variable "propagate_tags" {
  description = "Copy tags to the tasks from the `SERVICE` or the `TASK_DEFINITION`, or `NONE`."
  type        = string
  default     = "SERVICE"

  validation {
    condition     = contains(["SERVICE", "TASK_DEFINITION", "NONE"], var.propagate_tags)
    error_message = "propagate_tags must be SERVICE, TASK_DEFINITION or NONE."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: LOAD BALANCING
# ---------------------------------------------------------------------------------------------------------------------

variable "elb_target_groups" {
  description = "ALB target groups to create and register the service with, keyed by a short name you reference in `forward_rules`."
  type = map(object({
    container_name       = string
    container_port       = number
    protocol             = optional(string, "HTTP")
    deregistration_delay = optional(number, 30)
    health_check = optional(object({
      path                = optional(string, "/")
      matcher             = optional(string, "200-399")
      interval            = optional(number, 30)
      timeout             = optional(number, 5)
      healthy_threshold   = optional(number, 3)
      unhealthy_threshold = optional(number, 3)
    }), {})
  }))
  default = {}
}

variable "default_listener_arns" {
  description = "ARNs of the ALB listeners that `forward_rules` attach to, keyed by a name such as `http` or `https`."
  type        = map(string)
  default     = {}
}

variable "forward_rules" {
  description = "ALB listener rules that forward matching requests to a target group. Each rule needs at least one path pattern or host header. Lower `priority` values are evaluated first."
  type = map(object({
    priority         = number
    listener_keys    = list(string)
    target_group_key = string
    path_patterns    = optional(list(string), [])
    host_headers     = optional(list(string), [])
  }))
  default = {}

  validation {
    condition     = alltrue([for r in values(var.forward_rules) : r.priority >= 1 && r.priority <= 50000])
    error_message = "Listener rule priority must be between 1 and 50000."
  }
}

variable "health_check_grace_period_seconds" {
  description = "Seconds after a task starts during which ECS ignores failing ALB health checks. Only valid when the service uses a load balancer; `null` leaves it unset."
  type        = number
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: AUTO SCALING AND TAGS
# ---------------------------------------------------------------------------------------------------------------------

variable "auto_scaling" {
  description = "Target tracking auto scaling for the task count. `null` disables auto scaling. Set at least one of the utilization targets (percent)."
  type = object({
    min_capacity              = number
    max_capacity              = number
    target_cpu_utilization    = optional(number)
    target_memory_utilization = optional(number)
    scale_in_cooldown         = optional(number, 300)
    scale_out_cooldown        = optional(number, 60)
  })
  default = null

  validation {
    condition     = var.auto_scaling == null ? true : var.auto_scaling.min_capacity <= var.auto_scaling.max_capacity
    error_message = "auto_scaling.min_capacity must not exceed auto_scaling.max_capacity."
  }
}

variable "custom_tags" {
  description = "Tags to apply to every resource the module creates."
  type        = map(string)
  default     = {}
}
