# Inputs of the modules/data-stores/memcached module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "az_mode" {
  description = "Whether the Memcached nodes run in one Availability Zone (`single-az`) or are spread over the region's zones (`cross-az`). `cross-az` needs `num_cache_nodes` greater than 1."
  type        = string
}

variable "instance_type" {
  description = "Node type, which sets the compute and memory capacity of each cache node, for example `cache.m4.large`."
  type        = string
}

variable "name" {
  description = "Name of the ElastiCache cluster, also used as the prefix for the other resources this module creates. Use lowercase characters only, and a value that is unique in the region."
  type        = string
}

variable "num_cache_nodes" {
  description = "How many cache nodes the cluster has at launch, from 1 up to 20."
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
  description = "Whether modifications take effect right away rather than in the next maintenance window."
  type        = bool
  default     = false
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create a set of basic CloudWatch alarms on CPU, memory and disk space usage. When `true`, list the SNS topics that should be notified in `alarms_sns_topic_arn`."
  type        = bool
  default     = true
}

variable "maintenance_window" {
  description = "Weekly time range for maintenance on the cache cluster, written `ddd:hh24:mi-ddd:hh24:mi` on a 24-hour UTC clock, for example `sun:05:00-sun:09:00`. It must be at least 60 minutes long."
  type        = string
  default     = "sat:07:00-sat:08:00"
}

variable "memcached_version" {
  description = "Memcached engine version, for example `1.5.16`."
  type        = string
  default     = "1.5.16"
}

variable "port" {
  description = "Port on which every cache node accepts connections."
  type        = number
  default     = 11211
}
