# Inputs of the modules/data-stores/elasticsearch module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "domain_name" {
  description = "Name of the Elasticsearch domain, which must be unique within your account and region. Use 3 to 28 characters: lowercase letters a-z, digits 0-9 and hyphens, starting with a lowercase letter."
  type        = string
}

variable "instance_count" {
  description = "Number of data nodes in the cluster. When `zone_awareness_enabled` is `true`, use an even number."
  type        = number
}

variable "instance_type" {
  description = "Data nodes run on this instance type, which carries the `.elasticsearch` suffix, for example `m4.large.elasticsearch` or `t2.small.elasticsearch`. The [supported instance types](https://docs.aws.amazon.com/elasticsearch-service/latest/developerguide/aes-supported-instance-types.html) for each region are listed by AWS."
  type        = string
}

variable "volume_size" {
  description = "Each node gets an EBS volume of this many GiB, such as `512` or `10`. How large it can be depends on the instance type, per the [service limits](https://docs.aws.amazon.com/elasticsearch-service/latest/developerguide/aes-limits.html)."
  type        = number
}

variable "volume_type" {
  description = "Selects the kind of EBS volume backing the nodes' storage, choosing from `st1`, `sc1`, `io1`, `gp2` and `standard`."
  type        = string
}

variable "zone_awareness_enabled" {
  description = "Whether to spread the nodes over several Availability Zones instead of keeping them in one. When `true`, `instance_count` must be even and `availability_zone_count` sets how many zones are used."
  type        = bool
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "advanced_options" {
  description = "Map of advanced Elasticsearch configuration options to set on the domain. Every value must be a quoted string, even for numbers and booleans."
  type        = map(any)
  default     = {}
}

variable "advanced_security_options" {
  description = "Whether to turn on fine-grained access control for the domain. The master user settings (`internal_user_database_enabled`, `master_user_arn`, `master_user_name`, `master_user_password`) only take effect when this is `true`."
  type        = bool
  default     = false
}

variable "alarm_sns_topic_arns" {
  description = "The cluster's CloudWatch alarms send notifications to the SNS topics with these ARNs."
  type        = list(string)
  default     = []
}

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to open network connections to the service. Unless this list or `allow_connections_from_security_groups` has at least one entry, nothing can reach it."
  type        = set(string)
  default     = []
}

variable "allow_connections_from_security_groups" {
  description = "IDs of security groups whose members may connect to the service. Each group must be in the VPC given by `vpc_id` or in a VPC peered with it. With both this list and `allow_connections_from_cidr_blocks` empty, nothing can connect."
  type        = set(string)
  default     = []
}

variable "automated_snapshot_start_hour" {
  description = "Hour of the day at which the service starts the automated daily snapshot of the domain's indices. Ignored by Elasticsearch 5.3 and later."
  type        = number
  default     = 0
}

variable "availability_zone_count" {
  description = "How many Availability Zones the domain uses when `zone_awareness_enabled` is `true`: `2` or `3`."
  type        = number
  default     = 2
}

variable "cluster_high_cpu_utilization_period" {
  description = "Length, in seconds, of the window over which the high CPU alarm measures the cluster's CPU utilization."
  type        = number
  default     = 60
}

variable "cluster_high_cpu_utilization_threshold" {
  description = "CPU utilization, in percent, above which the high CPU alarm for the cluster fires."
  type        = number
  default     = 90
}

variable "cluster_high_cpu_utilization_treat_missing_data" {
  description = "Determines how the high CPU utilization alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_high_jvm_memory_pressure_period" {
  description = "Length, in seconds, of the window over which the JVM memory pressure alarm measures heap usage."
  type        = number
  default     = 60
}

variable "cluster_high_jvm_memory_pressure_threshold" {
  description = "JVM heap usage, in percent, above which the memory pressure alarm fires."
  type        = number
  default     = 90
}

variable "cluster_high_jvm_memory_pressure_treat_missing_data" {
  description = "Determines how the JVM memory pressure alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_index_writes_blocked_period" {
  description = "Number of seconds the `ClusterIndexWritesBlocked` metric may stay red before its alarm fires."
  type        = number
  default     = 300
}

variable "cluster_index_writes_blocked_treat_missing_data" {
  description = "Determines how the blocked index writes alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_low_cpu_credit_balance_period" {
  description = "Length, in seconds, of the window over which the low CPU credit alarm measures the credit balance."
  type        = number
  default     = 60
}

variable "cluster_low_cpu_credit_balance_threshold" {
  description = "CPU credit balance below which the low credit alarm fires. Only relevant when `instance_type` is a t2 type."
  type        = number
  default     = 10
}

variable "cluster_low_cpu_credit_balance_treat_missing_data" {
  description = "Determines how the low CPU credit balance alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_low_free_storage_space_period" {
  description = "Length, in seconds, of the window over which the low storage alarm measures free storage space."
  type        = number
  default     = 60
}

variable "cluster_low_free_storage_space_threshold" {
  description = "Free storage space, in megabytes, below which the low storage alarm for the cluster fires."
  type        = number
  default     = 1024
}

variable "cluster_low_free_storage_space_treat_missing_data" {
  description = "Determines how the low free storage space alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_snapshot_period" {
  description = "Number of seconds the `AutomatedSnapshotFailure` metric may stay red before the snapshot alarm fires."
  type        = number
  default     = 60
}

variable "cluster_snapshot_treat_missing_data" {
  description = "Determines how the automated snapshot failure alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_status_red_period" {
  description = "Number of seconds the cluster may report red status before the red status alarm fires."
  type        = number
  default     = 300
}

variable "cluster_status_red_treat_missing_data" {
  description = "Determines how the red cluster status alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "cluster_status_yellow_period" {
  description = "Number of seconds the cluster may report yellow status before the yellow status alarm fires."
  type        = number
  default     = 300
}

variable "cluster_status_yellow_treat_missing_data" {
  description = "Determines how the yellow cluster status alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "create_service_linked_role" {
  description = "Whether this module creates the Elasticsearch service-linked role. AWS creates that role automatically only when you create a domain in the console, not through the API, so set this to `true` when the role does not exist yet and nothing else, such as a console-created domain or your landing zone modules, provides it."
  type        = bool
  default     = false
}

variable "custom_endpoint" {
  description = "Fully qualified domain name to serve the domain on as a custom endpoint. Used when `custom_endpoint_enabled` is `true`."
  type        = string
  default     = null
}

variable "custom_endpoint_certificate_arn" {
  description = "ARN of the ACM certificate that covers `custom_endpoint`."
  type        = string
  default     = null
}

variable "custom_endpoint_enabled" {
  description = "Whether to serve the domain on the custom host name in `custom_endpoint`, using the certificate in `custom_endpoint_certificate_arn`."
  type        = bool
  default     = false
}

variable "custom_tags" {
  description = "Tags to add to the Elasticsearch domain, as a map from tag key to tag value."
  type        = map(string)
  default     = {}
}

variable "dedicated_master_count" {
  description = "How many dedicated master nodes to run when `dedicated_master_enabled` is `true`. Three is the recommended count for production."
  type        = number
  default     = null
}

variable "dedicated_master_enabled" {
  description = "Whether to run dedicated master nodes that only manage the cluster (tracking nodes, monitoring health, propagating changes) and hold no data. This makes large clusters more stable, and clusters with more than 10 nodes need it."
  type        = bool
  default     = false
}

variable "dedicated_master_type" {
  description = "Instance type of the dedicated master nodes, which may differ from the data nodes' `instance_type`. Only used when `dedicated_master_enabled` is `true`."
  type        = string
  default     = null
}

variable "ebs_enabled" {
  description = "Whether the nodes use EBS volumes for storage. Set to `false` for instance types with optimized local instance storage, such as the i3 family."
  type        = bool
  default     = true
}

variable "elasticsearch_version" {
  description = "Elasticsearch version the domain runs."
  type        = string
  default     = "7.7"
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create the module's basic CloudWatch alarms on CPU, memory and disk space. When `true`, list the SNS topics that should receive notifications in `alarm_sns_topic_arns`."
  type        = bool
  default     = true
}

variable "enable_encryption_at_rest" {
  description = "Whether to encrypt the domain's storage at rest with the KMS key in `encryption_kms_key_id`. A customer managed key gives you more control than the shared service key; note that the AWS free tier does not include encryption at rest."
  type        = bool
  default     = true
}

variable "enable_node_to_node_encryption" {
  description = "Whether traffic between the nodes of the cluster is encrypted."
  type        = bool
  default     = true
}

variable "encryption_kms_key_id" {
  description = "ID of the KMS key that encrypts the domain's storage when `enable_encryption_at_rest` is `true`. When null, the AWS managed `aws/es` key is used."
  type        = string
  default     = null
}

variable "iam_principal_arns" {
  description = "ARNs of the IAM users and roles that the domain's access policy grants full access to. Narrow this list down from the default when the domain is publicly accessible."
  type        = list(string)
  default     = ["*"]
}

variable "internal_user_database_enabled" {
  description = "Whether to use the domain's internal user database, which lets you log in with a master user name and password. Only applies when `advanced_security_options` is `true`."
  type        = bool
  default     = false
}

variable "iops" {
  description = "Baseline I/O operations per second for the data nodes' EBS volumes, between 1000 and 4000. Only used when `volume_type` is `io1`."
  type        = number
  default     = null
}

variable "is_public" {
  description = "Whether the domain gets a public endpoint instead of being placed in the VPC."
  type        = bool
  default     = false
}

variable "kms_key_error_period" {
  description = "Number of seconds the `KMSKeyError` metric may stay red before its alarm fires."
  type        = number
  default     = 60
}

variable "kms_key_error_treat_missing_data" {
  description = "Determines how the KMS key error alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "kms_key_inaccessible_period" {
  description = "Number of seconds the `KMSKeyInaccessible` metric may stay red before its alarm fires."
  type        = number
  default     = 60
}

variable "kms_key_inaccessible_treat_missing_data" {
  description = "Determines how the inaccessible KMS key alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "master_cpu_utilization_period" {
  description = "Length, in seconds, of the window over which the alarm measures CPU utilization of the dedicated master nodes."
  type        = number
  default     = 900
}

variable "master_cpu_utilization_threshold" {
  description = "CPU utilization, in percent, of the dedicated master nodes above which their alarm fires."
  type        = number
  default     = 50
}

variable "master_cpu_utilization_treat_missing_data" {
  description = "Determines how the master node CPU utilization alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "master_jvm_memory_pressure_period" {
  description = "Length, in seconds, of the window over which the alarm measures JVM memory pressure on the dedicated master nodes."
  type        = number
  default     = 900
}

variable "master_jvm_memory_pressure_threshold" {
  description = "JVM memory pressure, in percent, on the dedicated master nodes above which their alarm fires."
  type        = number
  default     = 80
}

variable "master_jvm_memory_pressure_treat_missing_data" {
  description = "Determines how the master node JVM memory pressure alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "master_user_arn" {
  description = "ARN of the IAM principal to use as the master user of fine-grained access control. Applies only when both `advanced_security_options` and `internal_user_database_enabled` are `true`."
  type        = string
  default     = null
}

variable "master_user_name" {
  description = "User name of the master account in the internal user database. Applies only when both `advanced_security_options` and `internal_user_database_enabled` are `true`."
  type        = string
  default     = null
}

variable "master_user_password" {
  description = "Password of the master account in the internal user database. Applies only when both `advanced_security_options` and `internal_user_database_enabled` are `true`; Terraform keeps the value in its state, so protect the state accordingly."
  type        = string
  default     = null
  sensitive   = true
}

variable "monitor_kms_key" {
  description = "Whether to add CloudWatch alarms on the statistics of the domain's KMS key."
  type        = bool
  default     = false
}

variable "monitor_master_nodes" {
  description = "Whether to add CloudWatch alarms on the statistics of the dedicated master nodes."
  type        = bool
  default     = false
}

variable "node_count_period" {
  description = "Period, in seconds, used by the alarm on the cluster's node count."
  type        = number
  default     = 86400
}

variable "node_count_treat_missing_data" {
  description = "Determines how the node count alarm treats periods with missing data points. Accepts `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "subnet_ids" {
  description = "IDs of the VPC subnets in which the domain's endpoints are created. With `zone_awareness_enabled`, the first two or three subnets are used, matching `availability_zone_count`; otherwise only the first one."
  type        = list(string)
  default     = []
}

variable "tls_security_policy" {
  description = "Applies either `Policy-Min-TLS-1-2-2019-07` or `Policy-Min-TLS-1-0-2019-07` as the TLS security policy on the domain's HTTPS endpoint. Drift on this value is detected by Terraform."
  type        = string
  default     = "Policy-Min-TLS-1-2-2019-07"
}

variable "update_timeout" {
  description = "How long Terraform waits for an update of the domain to finish before it reports an error, as a duration string such as `90m`."
  type        = string
  default     = "90m"
}

variable "vpc_id" {
  description = "ID of the VPC for the domain. The VPC must be in the domain's region and use default tenancy. The domain gets an endpoint in one subnet, or in several when `zone_awareness_enabled` is `true`."
  type        = string
  default     = null
}
