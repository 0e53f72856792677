# Inputs of the modules/data-stores/redis module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "enable_automatic_failover" {
  description = "Whether ElastiCache automatically promotes a read replica to primary when the primary node fails. Requires `replication_group_size` greater than 1."
  type        = bool
}

variable "enable_multi_az" {
  description = "Whether Multi-AZ is on for the replication group, so that a read replica becomes the read-write primary if the primary fails. Requires `replication_group_size` greater than 1."
  type        = bool
}

variable "instance_type" {
  description = "Node type, which sets the compute and memory capacity of each cache node, for example `cache.m4.large`."
  type        = string
}

variable "name" {
  description = "Name of the ElastiCache cluster, also used as the prefix for the other resources this module creates, for example `rediscache`. Use lowercase characters only, and a value that is unique in the region."
  type        = string
}

variable "replication_group_size" {
  description = "Counts every node of the Redis replication group, primary included, so 1 gives only a primary and 2 gives a primary with one read replica."
  type        = number
}

variable "subnet_ids" {
  description = "IDs of the subnets in which the cache nodes run. All of them must be part of the VPC in `vpc_id`."
  type        = list(string)
}

variable "vpc_id" {
  description = "ID of the VPC in which this module creates its resources."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarm_low_memory_available_threshold" {
  description = "Freeable memory, in bytes, below which a node's low memory alarm fires. The default equals 100 MB."
  type        = number
  default     = 100000000
}

variable "alarm_treat_missing_data" {
  description = "Tells the module's CloudWatch alarms what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of the SNS topics that receive notifications from this module's CloudWatch alarms, such as the CPU and memory alarms."
  type        = list(string)
  default     = []
}

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to open network connections to the cache nodes. The nodes can only be reached if this list or `allow_connections_from_security_groups` has at least one entry."
  type        = list(string)
  default     = []
}

variable "allow_connections_from_security_groups" {
  description = "IDs of security groups whose members may connect to the cache nodes. Each group must be in `vpc_id` or in a VPC peered with it. With both this list and `allow_connections_from_cidr_blocks` empty, no client can connect."
  type        = list(string)
  default     = []
}

variable "apply_immediately" {
  description = "Whether changes are applied right away instead of in the next maintenance window."
  type        = bool
  default     = false
}

variable "auth_token" {
  description = "Password that clients must present to connect to the password-protected Redis server. Only allowed with `enable_transit_encryption`; 16 to 128 characters, letters, digits and symbols other than `@`, `\"` and `/`."
  type        = string
  default     = null
}

variable "auto_minor_version_upgrade" {
  description = "Whether ElastiCache applies minor engine upgrades to the nodes automatically during the maintenance window. Only supported for Redis 6 and later."
  type        = bool
  default     = false
}

variable "enable_at_rest_encryption" {
  description = "Whether data at rest is encrypted. ElastiCache only accepts this setting when the replication group is created."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create a set of basic CloudWatch alarms on CPU, memory and disk space usage. When `true`, list the SNS topics that should be notified in `alarms_sns_topic_arn`."
  type        = bool
  default     = true
}

variable "enable_transit_encryption" {
  description = "Whether traffic to and between the cache nodes is encrypted in transit. Required if you set `auth_token`."
  type        = bool
  default     = true
}

variable "engine_log_delivery_configuration" {
  description = "Sends the Redis engine log to a destination in a chosen format, or skips delivery when `null`. `destination` names a CloudWatch Logs group or a Kinesis Data Firehose delivery stream, `destination_type` is `cloudwatch-logs` or `kinesis-firehose`, and `log_format` is `text` or `json`; details are in the [Terraform documentation](https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/elasticache_replication_group#log-delivery-configuration)."
  type        = object({
      destination      = string
      destination_type = string
      log_format       = string
    })
  default     = null
}

variable "maintenance_window" {
  description = "Weekly time range for maintenance on the cache cluster, written `ddd:hh24:mi-ddd:hh24:mi` on a 24-hour UTC clock, for example `sun:05:00-sun:09:00`. It must be at least 60 minutes long."
  type        = string
  default     = "sat:07:00-sat:08:00"
}

variable "num_node_groups" {
  description = "How many shards (node groups) the Redis replication group has. A change triggers a resize that ElastiCache performs before other pending modifications."
  type        = number
  default     = null
}

variable "parameter_group_name" {
  description = "Name of an ElastiCache parameter group to associate with the cluster, for custom engine settings."
  type        = string
  default     = null
}

variable "port" {
  description = "Port on which every cache node accepts connections."
  type        = number
  default     = 6379
}

variable "redis_version" {
  description = "Redis engine version, for example `5.0.6`."
  type        = string
  default     = "5.0.6"
}

variable "replicas_per_node_group" {
  description = "How many replicas each shard has, from 0 to 5. A change triggers a resize that ElastiCache performs before other pending modifications."
  type        = number
  default     = null
}

variable "slow_log_delivery_configuration" {
  description = "Where to deliver the Redis SLOWLOG and in which format; leave `null` to skip delivery. Set `destination` (a CloudWatch Logs group or Kinesis Data Firehose delivery stream), `destination_type` (`cloudwatch-logs` or `kinesis-firehose`) and `log_format` (`text` or `json`)."
  type        = object({
      destination      = string
      destination_type = string
      log_format       = string
    })
  default     = null
}

variable "snapshot_arn" {
  description = "Restores from a snapshot file in Redis RDB format kept in Amazon S3, identified by ARN, when the snapshot was made outside ElastiCache. Snapshots taken by ElastiCache go in `snapshot_name` instead."
  type        = string
  default     = null
}

variable "snapshot_name" {
  description = "Name of an ElastiCache snapshot to restore the Redis cluster from. For an RDB file you created elsewhere, use `snapshot_arn`."
  type        = string
  default     = null
}

variable "snapshot_retention_limit" {
  description = "Number of days ElastiCache keeps automatic snapshots before deleting them; 0 turns automatic snapshots off."
  type        = number
  default     = 15
}

variable "snapshot_window" {
  description = "Daily time range, in UTC, in which automatic snapshots are taken, written like `04:00-09:00`. Performance may drop while a snapshot runs. An empty string turns snapshots off."
  type        = string
  default     = "06:00-07:00"
}

variable "sns_topic_for_notifications" {
  description = "ARN of an SNS topic that receives replication group events, such as an automatic failover. An empty string sends no notifications."
  type        = string
  default     = ""
}

variable "tags" {
  description = "Tags, as key-value pairs, attached to the replication group that holds the Redis nodes."
  type        = map(string)
  default     = {}
}
