# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the Memcached cluster, used as the cluster ID. ElastiCache cluster IDs are at most 50 characters: lowercase letters, digits and hyphens, starting with a letter."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,49}$", var.name)) && !can(regex("(--|-$)", var.name))
    error_message = "name must start with a letter, contain only lowercase letters, digits and single hyphens, not end with a hyphen, and be at most 50 characters."
  }
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the cluster into."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets for the ElastiCache subnet group, usually the private-persistence tier. Nodes are spread over the subnets' Availability Zones."
  type        = list(string)
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "instance_type" {
  description = "Node type, such as `cache.t4g.micro` for development or `cache.r7g.large` for memory-heavy production caches. Every node in the cluster has the same type."
  type        = string
  default     = "cache.t4g.micro"
}

variable "num_cache_nodes" {
  description = "Number of cache nodes. Memcached partitions keys across nodes and does not replicate them, so losing one node loses roughly `1 / num_cache_nodes` of the cache."
  type        = number
  default     = 2

  validation {
    condition     = var.num_cache_nodes >= 1 && var.num_cache_nodes <= 40
    error_message = "num_cache_nodes must be between 1 and 40."
  }
}

variable "memcached_version" {
  description = "Memcached engine version. Changing it upgrades the nodes in place, which empties the cache."
  type        = string
  default     = "1.6.22"
}

variable "port" {
  description = "Port the nodes listen on."
  type        = number
  default     = 11211
}

variable "az_mode" {
  description = "`cross-az` spreads nodes across Availability Zones; `single-az` puts all of them in one. `cross-az` needs `num_cache_nodes` of at least 2."
  type        = string
  default     = "cross-az"

  validation {
    condition     = contains(["single-az", "cross-az"], var.az_mode)
    error_message = "az_mode must be single-az or cross-az."
  }
}

variable "preferred_availability_zones" {
  description = "Availability Zone for each node, in order. Its length must equal `num_cache_nodes`. Empty lets ElastiCache choose."
  type        = list(string)
  default     = []
}

variable "parameters" {
  description = "Memcached parameters to set in a custom parameter group, as name to value, for example `max_item_size = \"10485760\"`. Empty uses the default parameter group of the engine family."
  type        = map(string)
  default     = {}
}

variable "transit_encryption_enabled" {
  description = "Enable TLS between clients and nodes. Requires Memcached 1.6.12 or later and clients that support TLS; it can only be set at creation."
  type        = bool
  default     = false
}

variable "maintenance_window" {
  description = "Weekly UTC time range (`ddd:hh24:mi-ddd:hh24:mi`) in which ElastiCache may patch the nodes."
  type        = string
  default     = "sat:07:00-sat:08:00"
}

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to connect to the Memcached port."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_connections_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_connections_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_connections_from_security_groups" {
  description = "Security group IDs allowed to connect to the Memcached port, typically those of your application servers or ECS services."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of SNS topics to notify when a CloudWatch alarm fires (high CPU, low freeable memory, high evictions)."
  type        = list(string)
  default     = []
}

variable "apply_immediately" {
  description = "Apply changes right away instead of in the next `maintenance_window`. Changes that restart nodes empty their part of the cache."
  type        = bool
  default     = false
}

variable "tags" {
  type     = map(string)
  default  = {}
  nullable = false
}
