# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the Redis replication group, used as its ID (at most 40 characters: lowercase letters, digits and hyphens, starting with a letter)."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,39}$", var.name)) && !can(regex("(--|-$)", var.name))
    error_message = "name must start with a letter, contain only lowercase letters, digits and single hyphens, not end with a hyphen, and be at most 40 characters."
  }
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the replication group into."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets for the ElastiCache subnet group, usually the private-persistence tier. Use subnets in at least two Availability Zones so that primaries and replicas land in different zones."
  type        = list(string)
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "instance_type" {
  description = "Node type, such as `cache.r7g.large`. Redis keeps the whole data set in memory, so size nodes for the data plus about 25% headroom for replication buffers and forks during snapshots."
  type        = string
  default     = "cache.r7g.large"
}

variable "engine_version" {
  description = "Redis engine version, for example `7.1`."
  type        = string
  default     = "7.1"
}

variable "port" {
  description = "Port the nodes listen on."
  type        = number
  default     = 6379
}

variable "cluster_mode_enabled" {
  description = "Enable Redis Cluster mode, which shards keys across `num_node_groups` shards. Clients must support the Redis Cluster protocol. Cannot be switched off on an existing replication group."
  type        = bool
  default     = false
}

variable "num_node_groups" {
  description = "Number of shards. Only used when `cluster_mode_enabled` is `true`; without cluster mode there is exactly one shard."
  type        = number
  default     = 1

  validation {
    condition     = var.num_node_groups >= 1 && var.num_node_groups <= 500
    error_message = "num_node_groups must be between 1 and 500."
  }
}

variable "replicas_per_node_group" {
  description = "Number of read replicas in each shard. At least 1 is needed for automatic failover."
  type        = number
  default     = 1

  validation {
    condition     = var.replicas_per_node_group >= 0 && var.replicas_per_node_group <= 5
    error_message = "replicas_per_node_group must be between 0 and 5."
  }
}

variable "multi_az_enabled" {
  description = "Enable Multi-AZ with automatic failover: when a primary fails, ElastiCache promotes a replica in another Availability Zone. Requires `replicas_per_node_group` of at least 1."
  type        = bool
  default     = true
}

variable "parameter_group_name" {
  description = "Name of an existing parameter group, for settings such as `maxmemory-policy`. `null` uses the default group of the engine family (`default.redis7`, or `default.redis7.cluster.on` with cluster mode)."
  type        = string
  default     = null
}

variable "transit_encryption_enabled" {
  description = "Encrypt traffic between clients and nodes with TLS. Required for `auth_token`. Clients must connect with TLS (`rediss://`)."
  type        = bool
  default     = true
}

variable "auth_token" {
  description = "Password that clients send with the Redis `AUTH` command. Only used when `transit_encryption_enabled` is `true`. `null` disables authentication; rely on security groups alone only for non-sensitive data."
  type        = string
  default     = null
  sensitive   = true

  validation {
    condition     = var.auth_token == null ? true : (length(var.auth_token) >= 16 && length(var.auth_token) <= 128 && !can(regex("[@\"/ ]", var.auth_token)))
    error_message = "auth_token must be 16 to 128 printable characters and must not contain @, \", / or spaces."
  }
}

variable "at_rest_encryption_enabled" {
  description = "Encrypt data on disk (snapshots, swap, sync files). Only set at creation; changing it replaces the replication group."
  type        = bool
  default     = true
  nullable    = false
}

variable "kms_key_arn" {
  description = "ARN of a customer-managed KMS key for encryption at rest. `null` uses a key owned by ElastiCache."
  type        = string
  default     = null
}

variable "snapshot_retention_limit" {
  description = "Days to keep automatic daily snapshots. `0` disables snapshots."
  type        = number
  default     = 7

  validation {
    condition     = var.snapshot_retention_limit >= 0 && var.snapshot_retention_limit <= 35
    error_message = "snapshot_retention_limit must be between 0 and 35."
  }
}

variable "snapshot_window" {
  description = "Daily UTC time range (`hh24:mi-hh24:mi`) for the automatic snapshot. Must not overlap `maintenance_window`."
  type        = string
  default     = "05:00-06:00"
}

variable "snapshot_name" {
  description = "Name of a snapshot to restore the data from when the replication group is created. `null` starts empty."
  type        = string
  default     = null
}

variable "maintenance_window" {
  description = "Weekly UTC time range (`ddd:hh24:mi-ddd:hh24:mi`) in which ElastiCache may patch the nodes."
  type        = string
  default     = "sat:07:00-sat:08:00"
}

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to connect to the Redis port."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_connections_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_connections_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_connections_from_security_groups" {
  description = "Security group IDs allowed to connect to the Redis port."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of SNS topics to notify when a CloudWatch alarm fires (high engine CPU, high memory usage, evictions, replication lag)."
  type        = list(string)
  default     = []
}

variable "apply_immediately" {
  description = "Apply changes right away instead of in the next `maintenance_window`."
  type        = bool
  default     = false
}

variable "tags" {
  description = "Tags applied to the replication group and related resources."
  type        = map(string)
  default     = {}
  nullable    = false
}
