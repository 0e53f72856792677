# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the database. Used as the DB instance identifier and as a prefix for the replicas, subnet group, parameter group and security group."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,61}[a-z0-9]$", var.name)) && !can(regex("--", var.name))
    error_message = "name must start with a lowercase letter, contain only lowercase letters, digits and single hyphens, end with a letter or digit, and be at most 63 characters."
  }
}

variable "engine" {
  description = "Database engine. Changing it replaces the instance."
  type        = string

  validation {
    condition = contains([
      "mysql", "postgres", "mariadb",
      "sqlserver-ee", "sqlserver-se", "sqlserver-ex", "sqlserver-web",
      "oracle-ee", "oracle-ee-cdb", "oracle-se2", "oracle-se2-cdb",
    ], var.engine)
    error_message = "engine must be one of mysql, postgres, mariadb, sqlserver-ee, sqlserver-se, sqlserver-ex, sqlserver-web, oracle-ee, oracle-ee-cdb, oracle-se2, oracle-se2-cdb."
  }
}

variable "engine_version" {
  description = "Engine version, for example `8.0.39` for MySQL or `16.4` for PostgreSQL. A major version alone (`16`) lets RDS pick that major version's default minor version. List the options with `aws rds describe-db-engine-versions --engine <engine>`."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the database into."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets for the DB subnet group, usually the private-persistence tier, in at least two Availability Zones (required for Multi-AZ)."
  type        = list(string)

  validation {
    condition     = length(var.subnet_ids) >= 2
    error_message = "A DB subnet group needs subnets in at least two Availability Zones."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: INSTANCE AND STORAGE
# ---------------------------------------------------------------------------------------------------------------------

variable "instance_type" {
  description = "Instance class, such as `db.t4g.medium` for small workloads or `db.m6g.large` / `db.r6g.large` for production. Not every class supports every engine and version."
  type        = string
  default     = "db.t4g.medium"
}

variable "allocated_storage" {
  description = "Initial storage in GiB. Storage can grow but never shrink."
  type        = number
  default     = 20

  validation {
    condition     = var.allocated_storage >= 20 && var.allocated_storage <= 65536
    error_message = "allocated_storage must be between 20 and 65536 GiB."
  }
}

variable "max_allocated_storage" {
  description = "Upper limit in GiB for storage autoscaling. When free space runs low, RDS grows storage up to this size. `0` disables autoscaling; otherwise it must be larger than `allocated_storage`."
  type        = number
  default     = 0
}

variable "storage_type" {
  description = "Storage type. `gp3` is the general-purpose SSD default; `io1`/`io2` provision IOPS for sustained, latency-sensitive I/O; `standard` (magnetic) is a legacy type."
  type        = string
  default     = "gp3"

  validation {
    condition     = contains(["gp2", "gp3", "io1", "io2", "standard"], var.storage_type)
    error_message = "storage_type must be one of gp2, gp3, io1, io2, standard."
  }
}

variable "iops" {
  description = "Provisioned IOPS. Required for `io1`/`io2`; optional for `gp3` above the baseline. `null` leaves the engine default."
  type        = number
  default     = null
}

variable "multi_az" {
  description = "Run a synchronous standby in another Availability Zone. RDS fails over to it automatically if the primary or its zone fails. Recommended for production."
  type        = bool
  default     = true
}

variable "port" {
  description = "Port the database listens on. `null` uses the engine default: 3306 (MySQL, MariaDB), 5432 (PostgreSQL), 1433 (SQL Server), 1521 (Oracle)."
  type        = number
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: DATABASE AND CREDENTIALS
# ---------------------------------------------------------------------------------------------------------------------

variable "db_name" {
  description = "Name of a database to create with the instance. Not supported for SQL Server. `null` creates none."
  type        = string
  default     = null
}

variable "master_username" {
  description = "Username of the master user."
  type        = string
  default     = "dbadmin"
}

variable "master_password" {
  description = "Password of the master user. If `null`, the module generates a random password; read it from the sensitive `master_password` output and store it in Secrets Manager."
  type        = string
  default     = null
  sensitive   = true

  validation {
    condition     = var.master_password == null ? true : (length(var.master_password) >= 8 && !can(regex("[/@\" ]", var.master_password)))
    error_message = "master_password must be at least 8 characters and must not contain /, @, \" or spaces."
  }
}

variable "iam_database_authentication_enabled" {
  description = "Let IAM users and roles log in with short-lived authentication tokens instead of passwords. MySQL, MariaDB and PostgreSQL only."
  type        = bool
  default     = false
}

variable "parameter_group_family" {
  description = "Family of the custom parameter group, such as `mysql8.0` or `postgres16`. Required when `parameters` is not empty; it must match the major version in `engine_version`."
  type        = string
  default     = null
}

variable "parameters" {
  description = "Engine parameters for a custom parameter group. `apply_method` is `immediate` (dynamic parameters only) or `pending-reboot` (applied at the next reboot). Empty uses the engine's default parameter group."
  type = list(object({
    name         = string
    value        = string
    apply_method = optional(string, "pending-reboot")
  }))
  default = []

  validation {
    condition     = alltrue([for p in var.parameters : contains(["immediate", "pending-reboot"], p.apply_method)])
    error_message = "Each parameter's apply_method must be immediate or pending-reboot."
  }
}

variable "ca_cert_identifier" {
  description = "Certificate authority of the server certificate that clients verify when they connect with TLS."
  type        = string
  default     = "rds-ca-rsa2048-g1"

  validation {
    condition     = contains(["rds-ca-rsa2048-g1", "rds-ca-rsa4096-g1", "rds-ca-ecc384-g1"], var.ca_cert_identifier)
    error_message = "ca_cert_identifier must be rds-ca-rsa2048-g1, rds-ca-rsa4096-g1 or rds-ca-ecc384-g1."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: NETWORK ACCESS
# ---------------------------------------------------------------------------------------------------------------------

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to connect to the database port."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_connections_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_connections_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_connections_from_security_groups" {
  description = "Security group IDs allowed to connect to the database port, typically those of your applications."
  type        = list(string)
  default     = []
}

variable "publicly_accessible" {
  description = "Give the instance a public IP address. Requires public subnets in `subnet_ids`. Keep `false` for nearly every use case."
  type        = bool
  default     = false
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: BACKUPS, ENCRYPTION, PROTECTION
# ---------------------------------------------------------------------------------------------------------------------

variable "backup_retention_period" {
  description = "Days to keep automated backups, which also bounds point-in-time restore. `0` disables backups and also prevents read replicas."
  type        = number
  default     = 21

  validation {
    condition     = var.backup_retention_period >= 0 && var.backup_retention_period <= 35
    error_message = "backup_retention_period must be between 0 and 35 days."
  }
}

variable "backup_window" {
  description = "Daily UTC time range (`hh24:mi-hh24:mi`) for automated backups. Must not overlap `maintenance_window`."
  type        = string
  default     = "06:00-07:00"
}

variable "maintenance_window" {
  description = "Weekly UTC time range (`ddd:hh24:mi-ddd:hh24:mi`) for patches and pending modifications."
  type        = string
  default     = "sun:07:00-sun:08:00"
}

variable "storage_encrypted" {
  description = "Encrypt storage, backups, snapshots and replicas. Only set at creation; changing it replaces the instance."
  type        = bool
  default     = true
  nullable    = false
}

variable "kms_key_arn" {
  description = "ARN of the KMS key for storage encryption. `null` uses the AWS-managed `aws/rds` key. Use a customer-managed key if you set `share_snapshots`: snapshots encrypted with `aws/rds` cannot be shared."
  type        = string
  default     = null
}

variable "deletion_protection" {
  description = "Prevent the instance from being deleted until this is set back to `false`."
  type        = bool
  default     = true
}

variable "skip_final_snapshot" {
  description = "If `true`, deleting the instance does not take a final snapshot."
  type        = bool
  default     = false
}

variable "snapshot_identifier" {
  description = "Identifier or ARN of a DB snapshot to create the instance from. Only read at creation."
  type        = string
  default     = null
}

variable "share_snapshots" {
  description = "Periodically copy the latest automated snapshot to a manual snapshot and share it with other AWS accounts, for example a backup account. Runs a Lambda function on the EventBridge `schedule_expression` and keeps at most `max_snapshots` copies."
  type = object({
    enabled             = optional(bool, false)
    account_ids         = optional(list(string), [])
    schedule_expression = optional(string, "rate(1 day)")
    max_snapshots       = optional(number, 30)
  })
  default  = {}
  nullable = false

  validation {
    condition     = alltrue([for id in var.share_snapshots.account_ids : can(regex("^[0-9]{12}$", id))])
    error_message = "share_snapshots.account_ids must contain 12-digit AWS account IDs."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: READ REPLICAS, MONITORING, UPDATES
# ---------------------------------------------------------------------------------------------------------------------

variable "num_read_replicas" {
  description = "Number of read replicas. They replicate asynchronously and get their own endpoints. Requires `backup_retention_period` greater than 0. RDS allows up to 15 for MySQL, MariaDB and PostgreSQL and fewer for Oracle and SQL Server."
  type        = number
  default     = 0

  validation {
    condition     = var.num_read_replicas >= 0 && var.num_read_replicas <= 15
    error_message = "num_read_replicas must be between 0 and 15."
  }
}

variable "read_replica_instance_type" {
  description = "Instance class of the read replicas. `null` uses `instance_type`."
  type        = string
  default     = null
}

variable "performance_insights_enabled" {
  description = "Enable Performance Insights, which records database load by wait event, SQL statement, host and user."
  type        = bool
  default     = false
}

variable "performance_insights_retention_period" {
  description = "Days to keep Performance Insights data: 7 (free tier), a multiple of 31 up to 713, or 731."
  type        = number
  default     = 7

  validation {
    condition     = contains([7, 731], var.performance_insights_retention_period) || (var.performance_insights_retention_period % 31 == 0 && var.performance_insights_retention_period <= 713)
    error_message = "performance_insights_retention_period must be 7, 731, or a multiple of 31 up to 713."
  }
}

variable "enabled_cloudwatch_logs_exports" {
  description = "Log types to publish to CloudWatch Logs, for example `[\"postgresql\", \"upgrade\"]` for PostgreSQL or `[\"error\", \"slowquery\"]` for MySQL."
  type        = set(string)
  default     = []
}

variable "auto_minor_version_upgrade" {
  description = "Let RDS apply new minor engine versions during the maintenance window. If you pin a full version in `engine_version`, Terraform will show drift after such an upgrade; pin only the major version to avoid that."
  type        = bool
  default     = true
}

variable "allow_major_version_upgrade" {
  description = "Allow a change of `engine_version` to a new major version. Keep `false` except in the change that performs the upgrade."
  type        = bool
  default     = false
}

variable "apply_immediately" {
  description = "Apply modifications right away instead of in the next `maintenance_window`. Some modifications (instance class, storage type) cause downtime or a failover."
  type        = bool
  default     = false
}

variable "tags" {
  description = "Tags applied to the instance, replicas, snapshots and related resources."
  type        = map(string)
  default     = {}
  nullable    = false
}
