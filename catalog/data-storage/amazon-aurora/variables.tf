# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the Aurora cluster. Used as the cluster identifier and as a prefix for instance identifiers, the subnet group and the security group."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,61}[a-z0-9]$", var.name)) && !can(regex("--", var.name))
    error_message = "name must start with a lowercase letter, contain only lowercase letters, digits and single hyphens, end with a letter or digit, and be at most 63 characters."
  }
}

variable "engine" {
  description = "Aurora engine: `aurora-mysql` (MySQL-compatible) or `aurora-postgresql` (PostgreSQL-compatible). Changing it later replaces the cluster."
  type        = string

  validation {
    condition     = contains(["aurora-mysql", "aurora-postgresql"], var.engine)
    error_message = "engine must be aurora-mysql or aurora-postgresql."
  }
}

variable "engine_version" {
  description = "Engine version, for example `8.0.mysql_aurora.3.05.2` for Aurora MySQL 3 or `15.4` for Aurora PostgreSQL. List valid versions with `aws rds describe-db-engine-versions --engine <engine>`."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the cluster into."
  type        = string
}

variable "aurora_subnet_ids" {
  description = "IDs of the subnets for the DB subnet group, usually the private-persistence tier. Aurora stores data across three Availability Zones regardless; list subnets in at least two AZs so instances can be placed in more than one."
  type        = list(string)

  validation {
    condition     = length(var.aurora_subnet_ids) >= 2
    error_message = "A DB subnet group needs subnets in at least two Availability Zones."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "instance_count" {
  description = "Number of DB instances in the cluster: one writer plus `instance_count - 1` Aurora Replicas. Use at least 2 in production so a failover has somewhere to go."
  type        = number
  default     = 2

  validation {
    condition     = var.instance_count >= 1 && var.instance_count <= 16
    error_message = "instance_count must be between 1 and 16 (one writer and up to 15 replicas)."
  }
}

variable "instance_type" {
  description = "Instance class of every DB instance, such as `db.r6g.large`. Use `db.serverless` together with `serverless_v2_scaling` for Aurora Serverless v2."
  type        = string
  default     = "db.r6g.large"
}

variable "serverless_v2_scaling" {
  description = "Capacity range in Aurora capacity units (ACUs) for Aurora Serverless v2 instances, in steps of 0.5. Only used when `instance_type` is `db.serverless`. The allowed minimum and maximum depend on the engine version; check the Aurora documentation for yours."
  type = object({
    min_capacity = number
    max_capacity = number
  })
  default = null

  validation {
    condition = var.serverless_v2_scaling == null ? true : (
      var.serverless_v2_scaling.min_capacity >= 0 &&
      var.serverless_v2_scaling.max_capacity <= 256 &&
      var.serverless_v2_scaling.min_capacity <= var.serverless_v2_scaling.max_capacity
    )
    error_message = "serverless_v2_scaling needs 0 <= min_capacity <= max_capacity <= 256."
  }
}

variable "db_name" {
  description = "Name of a database to create when the cluster is created. `null` creates no database besides the engine defaults."
  type        = string
  default     = null
}

variable "master_username" {
  description = "Username of the master user."
  type        = string
  default     = "dbadmin"
}

variable "master_password" {
  description = "Password of the master user (Aurora MySQL accepts at most 41 characters). If `null`, Aurora generates the password and stores and rotates it in AWS Secrets Manager (`manage_master_user_password`); read its ARN from the `master_user_secret_arn` output."
  type        = string
  default     = null
  sensitive   = true

  validation {
    condition     = var.master_password == null ? true : (length(var.master_password) >= 8 && !can(regex("[/@\" ]", var.master_password)))
    error_message = "master_password must be at least 8 characters and must not contain /, @, \" or spaces."
  }
}

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to connect to the cluster port."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_connections_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_connections_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_connections_from_security_groups" {
  description = "Security group IDs allowed to connect to the cluster port. Prefer this over CIDR blocks: list the security groups of the apps that use the database."
  type        = list(string)
  default     = []
}

variable "backup_retention_period" {
  description = "Days to keep automated backups, which also sets how far back point-in-time restore can go."
  type        = number
  default     = 21

  validation {
    condition     = var.backup_retention_period >= 1 && var.backup_retention_period <= 35
    error_message = "backup_retention_period must be between 1 and 35 days."
  }
}

variable "preferred_backup_window" {
  description = "Daily UTC time range (`hh24:mi-hh24:mi`) for automated backups. Must not overlap `preferred_maintenance_window`."
  type        = string
  default     = "06:00-07:00"
}

variable "preferred_maintenance_window" {
  description = "Weekly UTC time range (`ddd:hh24:mi-ddd:hh24:mi`) in which RDS may apply patches and pending modifications."
  type        = string
  default     = "sun:07:00-sun:08:00"
}

variable "storage_encrypted" {
  description = "Encrypt the cluster storage, snapshots and backups. It can only be chosen at creation: changing it replaces the cluster."
  type        = bool
  default     = true
  nullable    = false
}

variable "kms_key_arn" {
  description = "ARN of the KMS key for storage encryption. `null` uses the AWS-managed `aws/rds` key, which cannot be shared with other accounts."
  type        = string
  default     = null
}

variable "snapshot_identifier" {
  description = "Identifier or ARN of a cluster snapshot to create the cluster from. Only read at creation; `null` creates an empty cluster."
  type        = string
  default     = null
}

variable "skip_final_snapshot" {
  description = "If `true`, deleting the cluster does not take a final snapshot. Keep `false` for anything holding real data."
  type        = bool
  default     = false
}

variable "deletion_protection" {
  description = "Prevent the cluster from being deleted, by Terraform or anyone else, until this is set back to `false`."
  type        = bool
  default     = true
}

variable "performance_insights" {
  description = "Performance Insights settings applied to every instance. `retention_period` is in days: 7 (free tier), a multiple of 31 up to 713 (whole months), or 731 (two years)."
  type = object({
    enabled          = optional(bool, false)
    retention_period = optional(number, 7)
    kms_key_id       = optional(string)
  })
  default  = {}
  nullable = false

  validation {
    condition     = contains([7, 731], var.performance_insights.retention_period) || (var.performance_insights.retention_period % 31 == 0 && var.performance_insights.retention_period <= 713)
    error_message = "performance_insights.retention_period must be 7, 731, or a multiple of 31 up to 713."
  }
}

variable "enabled_cloudwatch_logs_exports" {
  description = "Log types to export to CloudWatch Logs. Aurora MySQL: `audit`, `error`, `general`, `slowquery`. Aurora PostgreSQL: `postgresql`."
  type        = set(string)
  default     = []
}

variable "tags" {
  description = "Tags applied to the cluster, its instances and related resources."
  type        = map(string)
  default     = {}
  nullable    = false
}
