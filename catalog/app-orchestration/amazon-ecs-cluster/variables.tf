# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "cluster_name" {
  description = "Name of the ECS cluster. Also used as a prefix for the ASG, launch template, IAM role and security group."
  type        = string

  validation {
    condition     = can(regex("^[a-zA-Z0-9_-]{1,255}$", var.cluster_name))
    error_message = "cluster_name may contain only letters, digits, hyphens and underscores, up to 255 characters."
  }
}

variable "cluster_instance_type" {
  description = "EC2 instance type for the container instances, e.g. `m6i.large`. Size it so several of your largest tasks fit on one instance."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC in which to run the container instances."
  type        = string
}

variable "vpc_subnet_ids" {
  description = "IDs of the subnets (normally the private-app subnets, one per Availability Zone) in which the ASG launches container instances."
  type        = list(string)

  validation {
    condition     = length(var.vpc_subnet_ids) > 0
    error_message = "Provide at least one subnet ID."
  }
}

variable "cluster_max_size" {
  description = "Maximum number of container instances in the ASG. The capacity provider never scales beyond this."
  type        = number
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "cluster_min_size" {
  description = "Minimum number of container instances in the ASG."
  type        = number
  default     = 1

  validation {
    condition     = var.cluster_min_size >= 0
    error_message = "cluster_min_size must be zero or greater."
  }
}

variable "cluster_instance_ami" {
  description = "ID of the AMI to run on the container instances. When `null`, the module looks up the latest ECS-optimized Amazon Linux 2023 AMI from the SSM parameter `/aws/service/ecs/optimized-ami/amazon-linux-2023/recommended/image_id`."
  type        = string
  default     = null
}

variable "cluster_instance_root_volume_size" {
  description = "Size in GiB of the encrypted gp3 root volume of each container instance. Docker images and container logs are stored here."
  type        = number
  default     = 40

  validation {
    condition     = var.cluster_instance_root_volume_size >= 30 && var.cluster_instance_root_volume_size <= 16384
    error_message = "cluster_instance_root_volume_size must be between 30 and 16384 GiB."
  }
}

variable "cluster_instance_keypair_name" {
  description = "Name of an EC2 key pair to install on the container instances. Leave `null` to disable key-based SSH and use AWS Systems Manager Session Manager instead."
  type        = string
  default     = null
}

variable "allow_ssh_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach port 22 on the container instances."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_ssh_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_ssh_from_cidr_blocks must be a valid CIDR block, e.g. 10.0.0.0/16."
  }
}

variable "allow_ssh_from_security_group_ids" {
  description = "IDs of security groups (e.g. a bastion host's) allowed to reach port 22 on the container instances."
  type        = set(string)
  default     = []
}

variable "capacity_provider_enabled" {
  description = "Create an ECS capacity provider with managed scaling for the ASG and make it the cluster's default capacity provider strategy."
  type        = bool
  default     = true
}

variable "capacity_provider_target" {
  description = "Target capacity utilization, in percent, that ECS managed scaling maintains on the ASG. 100 packs instances fully; lower values keep spare room for new tasks."
  type        = number
  default     = 100

  validation {
    condition     = var.capacity_provider_target >= 1 && var.capacity_provider_target <= 100
    error_message = "capacity_provider_target must be between 1 and 100."
  }
}

variable "capacity_provider_max_scale_step" {
  description = "Maximum number of instances ECS managed scaling adds or removes in one scaling action."
  type        = number
  default     = 10

  validation {
    condition     = var.capacity_provider_max_scale_step >= 1 && var.capacity_provider_max_scale_step <= 10000
    error_message = "capacity_provider_max_scale_step must be between 1 and 10000."
  }
}

variable "autoscaling_termination_protection" {
  description = "Enable managed termination protection: the ASG protects new instances from scale-in and ECS only removes instances that run no tasks. Requires `capacity_provider_enabled`."
  type        = bool
  default     = true
}

variable "enable_container_insights" {
  description = "Turn on CloudWatch Container Insights for the cluster. Adds per-task and per-service metrics at extra CloudWatch cost."
  type        = bool
  default     = true
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of SNS topics to notify when a CloudWatch alarm changes state. Leave empty to create alarms without notifications."
  type        = list(string)
  default     = []
}

variable "cluster_alarm_thresholds" {
  description = "Thresholds, in percent, for the cluster-level CloudWatch alarms. Any attribute you omit keeps its default."
  type = object({
    high_cpu_utilization    = optional(number, 90)
    high_memory_utilization = optional(number, 90)
    high_cpu_reservation    = optional(number, 90)
    high_memory_reservation = optional(number, 90)
    evaluation_periods      = optional(number, 3)
    period_seconds          = optional(number, 300)
  })
  default  = {}
  nullable = false
}

variable "custom_tags" {
  description = "Tags to apply to the cluster, ASG and every container instance (propagated at launch)."
  type        = map(string)
  default = {
    ManagedBy = "terraform"
  }
}
