# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the service. Used for the ASG, launch template, security group, IAM role and target groups (target group names are truncated to AWS's 32-character limit)."
  type        = string
}

variable "ami" {
  description = "ID of the AMI to run. Changing it rolls out new instances through an instance refresh."
  type        = string

  validation {
    condition     = can(regex("^ami-[0-9a-f]{8,17}$", var.ami))
    error_message = "ami must be an AMI ID such as ami-0123456789abcdef0."
  }
}

variable "instance_type" {
  description = "EC2 instance type, e.g. `t3.medium` or `m7g.large` (Graviton, needs an arm64 AMI)."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC for the instances and target groups."
  type        = string
}

variable "subnet_ids" {
  description = "Subnets in which the ASG launches instances, normally the private-app subnets of every Availability Zone."
  type        = list(string)
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CAPACITY AND INSTANCES
# ---------------------------------------------------------------------------------------------------------------------

variable "min_size" {
  description = "Minimum number of instances."
  type        = number
  default     = 2
}

variable "max_size" {
  description = "Maximum number of instances. Leave room above `min_size` for instance refresh and scaling."
  type        = number
  default     = 4
}

variable "desired_capacity" {
  description = "Number of instances to start with. `null` starts with `min_size`. Leave it `null` when scaling policies manage the group."
  type        = number
  default     = null
}

variable "user_data" {
  description = "Shell script cloud-init runs as root on first boot, in plain text. The default only records the boot time; replace it with the commands that configure and start your application."
  type        = string
  default     = <<-EOT
    #!/bin/bash
    set -euo pipefail
    echo "user data finished at $(date -u +%Y-%m-%dT%H:%M:%SZ)" >> /var/log/user-data.log
  EOT
}

variable "root_volume" {
  description = "Root EBS volume of each instance. Attributes you omit keep their defaults."
  type = object({
    size      = optional(number, 20)
    type      = optional(string, "gp3")
    encrypted = optional(bool, true)
  })
  default  = {}
  nullable = false
}

variable "key_pair_name" {
  description = "EC2 key pair for SSH access. `null` disables key-based SSH; connect with Session Manager instead."
  type        = string
  default     = null
}

variable "allow_ssh_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach port 22 on the instances."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_ssh_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_ssh_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "iam_policy_statements" {
  description = "IAM permissions for the instance role, keyed by statement ID."
  type = map(object({
    effect    = optional(string, "Allow")
    actions   = list(string)
    resources = list(string)
  }))
  default = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: LOAD BALANCING AND HEALTH CHECKS
# ---------------------------------------------------------------------------------------------------------------------

variable "alb_target_groups" {
  description = "ALB target groups to create and attach to the ASG, keyed by a short name used in `listener_rules`."
  type = map(object({
    port                 = number
    protocol             = optional(string, "HTTP")
    health_check_path    = optional(string, "/health")
    health_check_matcher = optional(string, "200")
    deregistration_delay = optional(number, 60)
  }))
  default = {}
}

variable "alb_listener_arns" {
  description = "ARNs of ALB listeners, keyed by a name (e.g. `https`) used in `listener_rules`."
  type        = map(string)
  default     = {}
}

variable "listener_rules" {
  description = "Listener rules that forward requests to a target group by path pattern and/or host header."
  type = map(object({
    listener_key     = string
    target_group_key = string
    priority         = number
    path_patterns    = optional(list(string), [])
    host_headers     = optional(list(string), [])
  }))
  default = {}
}

variable "allow_inbound_from_security_group_ids" {
  description = "Security groups (normally the ALB's) allowed to reach the target group ports on the instances."
  type        = set(string)
  default     = []
}

variable "allow_inbound_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach the target group ports on the instances."
  type        = list(string)
  default     = []
}

variable "health_check_type" {
  description = "`ELB` replaces instances that fail target group health checks; `EC2` only replaces instances whose EC2 status checks fail."
  type        = string
  default     = "ELB"

  validation {
    condition     = contains(["EC2", "ELB"], var.health_check_type)
    error_message = "health_check_type must be EC2 or ELB."
  }
}

variable "health_check_grace_period" {
  description = "Seconds after launch before the ASG acts on health checks. Cover boot time plus application start-up."
  type        = number
  default     = 300
}

variable "instance_refresh" {
  description = "Rolling deployment settings used when the launch template changes. `instance_warmup = null` uses `health_check_grace_period`."
  type = object({
    min_healthy_percentage = optional(number, 90)
    max_healthy_percentage = optional(number, 100)
    instance_warmup        = optional(number)
    auto_rollback          = optional(bool, true)
  })
  default  = {}
  nullable = false

  validation {
    condition     = var.instance_refresh.min_healthy_percentage >= 0 && var.instance_refresh.min_healthy_percentage <= 100
    error_message = "instance_refresh.min_healthy_percentage must be between 0 and 100."
  }
}

variable "termination_policies" {
  description = "Order in which the ASG picks instances to terminate on scale-in."
  type        = list(string)
  default     = ["OldestLaunchTemplate", "Default"]

  validation {
    condition = alltrue([
      for p in var.termination_policies : contains(["OldestInstance", "NewestInstance", "OldestLaunchConfiguration", "OldestLaunchTemplate", "ClosestToNextInstanceHour", "AllocationStrategy", "Default"], p)
    ])
    error_message = "Unknown termination policy."
  }
}

variable "enabled_metrics" {
  description = "ASG group metrics to publish to CloudWatch at one-minute granularity."
  type        = list(string)
  default = [
    "GroupMinSize",
    "GroupMaxSize",
    "GroupDesiredCapacity",
    "GroupInServiceInstances",
    "GroupTotalInstances",
  ]
}

variable "custom_tags" {
  description = "Tags to apply to every resource, propagated to the instances at launch."
  type        = map(string)
  default     = {}
}
