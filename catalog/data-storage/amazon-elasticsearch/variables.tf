# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "domain_name" {
  description = "Name of the OpenSearch Service domain: 3 to 28 characters, lowercase letters, digits and hyphens, starting with a letter. It cannot be changed after creation."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{2,27}$", var.domain_name))
    error_message = "domain_name must be 3-28 characters of lowercase letters, digits and hyphens, starting with a lowercase letter."
  }
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the domain into. The domain gets no public endpoint."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the private subnets for the domain's network interfaces. Give exactly one subnet per Availability Zone used, so 2 or 3 subnets with zone awareness, or 1 without it."
  type        = list(string)

  validation {
    condition     = length(var.subnet_ids) >= 1 && length(var.subnet_ids) <= 3
    error_message = "subnet_ids must contain 1 to 3 subnets."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CLUSTER
# ---------------------------------------------------------------------------------------------------------------------

variable "engine_version" {
  description = "Engine and version, written `OpenSearch_X.Y` or `Elasticsearch_X.Y`, for example `OpenSearch_2.11`. Upgrades are in place and one-way."
  type        = string
  default     = "OpenSearch_2.11"

  validation {
    condition     = can(regex("^(OpenSearch|Elasticsearch)_[0-9]+\\.[0-9]+$", var.engine_version))
    error_message = "engine_version must look like OpenSearch_2.11 or Elasticsearch_7.10."
  }
}

variable "instance_type" {
  description = "Instance type of the data nodes, such as `r6g.large.search`. Memory-optimized types suit most log analytics workloads."
  type        = string
  default     = "r6g.large.search"
}

variable "instance_count" {
  description = "Number of data nodes. With zone awareness, use a multiple of `zone_awareness.availability_zone_count` so shards spread evenly."
  type        = number
  default     = 2

  validation {
    condition     = var.instance_count >= 1
    error_message = "instance_count must be at least 1."
  }
}

variable "dedicated_master" {
  description = "Dedicated master nodes, which manage cluster state so data nodes only index and search. Recommended for production domains; use 3 so the masters keep a quorum when one fails."
  type = object({
    enabled       = optional(bool, false)
    instance_type = optional(string, "m6g.large.search")
    count         = optional(number, 3)
  })
  default  = {}
  nullable = false

  validation {
    condition     = contains([3, 5], var.dedicated_master.count)
    error_message = "dedicated_master.count must be 3 or 5."
  }
}

variable "zone_awareness" {
  description = "Spread nodes and shard replicas across 2 or 3 Availability Zones, so the domain survives the loss of a zone. Indexes need at least one replica for this to protect data."
  type = object({
    enabled                 = optional(bool, true)
    availability_zone_count = optional(number, 2)
  })
  default  = {}
  nullable = false

  validation {
    condition     = contains([2, 3], var.zone_awareness.availability_zone_count)
    error_message = "zone_awareness.availability_zone_count must be 2 or 3."
  }
}

variable "ebs_options" {
  description = "EBS storage per data node. `volume_size` is in GiB; `iops` and `throughput` (MiB/s) only apply to `gp3` and `io1` and are left to the AWS defaults when unset."
  type = object({
    volume_type = optional(string, "gp3")
    volume_size = optional(number, 100)
    iops        = optional(number)
    throughput  = optional(number)
  })
  default = {
    volume_type = "gp3"
    volume_size = 100
  }
  nullable = false

  validation {
    condition     = contains(["gp2", "gp3", "io1", "standard"], var.ebs_options.volume_type)
    error_message = "ebs_options.volume_type must be gp2, gp3, io1 or standard."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: ACCESS AND SECURITY
# ---------------------------------------------------------------------------------------------------------------------

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach the domain on port 443."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_connections_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_connections_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_connections_from_security_groups" {
  description = "Security group IDs allowed to reach the domain on port 443, such as those of log shippers and of your VPN server."
  type        = list(string)
  default     = []
}

variable "fine_grained_access_control" {
  description = "Fine-grained access control (the OpenSearch Security plugin): users, roles, and index-, document- and field-level permissions. With `internal_user_database_enabled`, the master user is a username and password (`master_user_name`, `master_user_password`); otherwise set `master_user_arn` to an IAM role. Once enabled it cannot be turned off."
  type = object({
    enabled                        = optional(bool, true)
    internal_user_database_enabled = optional(bool, true)
    master_user_arn                = optional(string)
  })
  default  = {}
  nullable = false
}

variable "master_user_name" {
  description = "Username of the master user in the internal user database. Only used when `fine_grained_access_control.internal_user_database_enabled` is `true`."
  type        = string
  default     = "admin"
}

variable "master_user_password" {
  description = "Password of the master user in the internal user database: at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character. Required when the internal user database is enabled."
  type        = string
  default     = null
  sensitive   = true

  validation {
    condition = var.master_user_password == null ? true : (
      length(var.master_user_password) >= 8 &&
      can(regex("[A-Z]", var.master_user_password)) &&
      can(regex("[a-z]", var.master_user_password)) &&
      can(regex("[0-9]", var.master_user_password)) &&
      can(regex("[^A-Za-z0-9]", var.master_user_password))
    )
    error_message = "master_user_password needs at least 8 characters, including an uppercase letter, a lowercase letter, a digit and a special character."
  }
}

variable "encrypt_at_rest" {
  description = "Encrypt indexes, logs, swap and automated snapshots at rest. Required by fine-grained access control."
  type        = bool
  default     = true
  nullable    = false
}

variable "kms_key_id" {
  description = "ARN of the KMS key for encryption at rest. `null` uses the AWS-managed `aws/es` key."
  type        = string
  default     = null
}

variable "node_to_node_encryption" {
  description = "Encrypt traffic between nodes with TLS. Required by fine-grained access control."
  type        = bool
  default     = true
  nullable    = false
}

variable "tls_security_policy" {
  description = "TLS policy of the HTTPS endpoint. HTTPS is always enforced."
  type        = string
  default     = "Policy-Min-TLS-1-2-2019-07"

  validation {
    condition     = contains(["Policy-Min-TLS-1-0-2019-07", "Policy-Min-TLS-1-2-2019-07"], var.tls_security_policy)
    error_message = "tls_security_policy must be Policy-Min-TLS-1-0-2019-07 or Policy-Min-TLS-1-2-2019-07."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: LOGS, ALARMS, TAGS
# ---------------------------------------------------------------------------------------------------------------------

variable "log_publishing_types" {
  description = "Domain logs to publish to CloudWatch Logs, one log group each. `AUDIT_LOGS` requires fine-grained access control."
  type        = set(string)
  default     = ["ES_APPLICATION_LOGS"]

  validation {
    condition     = alltrue([for t in var.log_publishing_types : contains(["INDEX_SLOW_LOGS", "SEARCH_SLOW_LOGS", "ES_APPLICATION_LOGS", "AUDIT_LOGS"], t)])
    error_message = "log_publishing_types may only contain INDEX_SLOW_LOGS, SEARCH_SLOW_LOGS, ES_APPLICATION_LOGS and AUDIT_LOGS."
  }
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of SNS topics to notify when a CloudWatch alarm fires."
  type        = list(string)
  default     = []
}

variable "alarm_thresholds" {
  description = "Thresholds of the CloudWatch alarms. The module also alarms, without a threshold, on red or yellow cluster status and on blocked index writes."
  type = object({
    free_storage_space_mb       = optional(number, 20480)
    cpu_utilization_percent     = optional(number, 80)
    jvm_memory_pressure_percent = optional(number, 80)
  })
  default  = {}
  nullable = false
}

variable "tags" {
  description = "Tags applied to the domain and related resources."
  type        = map(string)
  default     = {}
  nullable    = false
}
