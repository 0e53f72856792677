# Inputs of the modules/data-stores/aurora module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "aurora_subnet_ids" {
  description = "IDs of the subnets in which the Aurora cluster's instances run. All of them must belong to the VPC in `vpc_id`."
  type        = list(string)
}

variable "name" {
  description = "Name of the Aurora cluster, also used as the prefix for its instances and the other resources this module creates, for example `drupaldb`. Use lowercase characters only, and a value that is unique in the region."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC that hosts the Aurora cluster."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarms_sns_topic_arns" {
  description = "ARNs of the SNS topics that receive notifications from this module's CloudWatch alarms, such as the CPU, memory and disk space alarms and the alarm that reports a failed snapshot-sharing backup job."
  type        = list(string)
  default     = []
}

variable "allow_connections_from_cidr_blocks" {
  description = "CIDR blocks allowed to open network connections to the service. Unless this list or `allow_connections_from_security_groups` has at least one entry, nothing can reach it."
  type        = list(string)
  default     = []
}

variable "allow_connections_from_security_groups" {
  description = "IDs of security groups whose members may connect to the service. Each group must be in the VPC given by `vpc_id` or in a VPC peered with it. With both this list and `allow_connections_from_cidr_blocks` empty, nothing can connect."
  type        = list(string)
  default     = []
}

variable "allow_major_version_upgrade" {
  description = "Whether a change of `engine_version` may move the cluster to a new major version. Must be `true` for a major engine upgrade to go through."
  type        = bool
  default     = false
}

variable "apply_immediately" {
  description = "Whether changes to the database are applied right away instead of in the next maintenance window. Some changes degrade performance or cause downtime while they run."
  type        = bool
  default     = false
}

variable "auto_minor_version_upgrade" {
  description = "Whether the cluster instances may be upgraded to new minor engine versions automatically."
  type        = bool
  default     = true
}

variable "backup_job_alarm_period" {
  description = "Expected time, in seconds, between runs of the snapshot job, which must match `share_snapshot_schedule_expression`. An alarm fires when the job's CloudWatch metric (in `create_snapshot_cloudwatch_metric_namespace`) is not reported within this time, since that means the job did not run."
  type        = number
  default     = 3600
}

variable "backup_job_alarm_treat_missing_data" {
  description = "Tells the backup job alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "backup_retention_period" {
  description = "Number of days Aurora keeps automated backups before deleting them, at most 35."
  type        = number
  default     = 30
}

variable "ca_cert_identifier" {
  description = "Chooses the certificate authority (CA) bundle used for the server certificates of the DB instances in the cluster. Options include `rds-ca-ecc384-g1`, `rds-ca-rsa4096-g1`, `rds-ca-rsa2048-g1` and `rds-ca-2019`; if it is left unset, AWS uses its own default."
  type        = string
  default     = null
}

variable "copy_tags_to_snapshot" {
  description = "Whether the tags of the Aurora cluster are copied to its snapshots."
  type        = bool
  default     = false
}

variable "create_route53_entry" {
  description = "Whether to create Route 53 DNS records that point at the database endpoints. The records go into `hosted_zone_id`, under the names given in the domain name inputs such as `primary_domain_name`."
  type        = bool
  default     = false
}

variable "create_snapshot_cloudwatch_metric_namespace" {
  description = "CloudWatch namespace of the custom metric reported each time the snapshot job creates a snapshot. An alarm on this metric tells you when the job stops running. When `null`, the value of `name` is used."
  type        = string
  default     = null
}

variable "custom_tags" {
  description = "Tags, as a map of names to values, added to the cluster and to every related resource the module creates for it."
  type        = map(string)
  default     = {}
}

variable "dashboard_cpu_usage_widget_parameters" {
  description = "Sampling period and size of the CloudWatch dashboard widget that graphs CPU usage. `period` is in seconds; `width` and `height` are grid units on a 24-column dashboard, so a width of 12 takes half a row."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_db_connections_widget_parameters" {
  description = "Sampling period and size of the CloudWatch dashboard widget that graphs the number of database connections. `period` is in seconds; `width` and `height` are grid units on a 24-column dashboard, so a width of 12 takes half a row."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_disk_space_widget_parameters" {
  description = "Sampling period and size of the CloudWatch dashboard widget that graphs free disk space. `period` is in seconds; `width` and `height` are grid units on a 24-column dashboard, so a width of 12 takes half a row."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_memory_widget_parameters" {
  description = "Sampling period and size of the CloudWatch dashboard widget that graphs free memory. `period` is in seconds; `width` and `height` are grid units on a 24-column dashboard, so a width of 12 takes half a row."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_read_latency_widget_parameters" {
  description = "Sampling period and size of the CloudWatch dashboard widget that graphs read latency. `period` is in seconds; `width` and `height` are grid units on a 24-column dashboard, so a width of 12 takes half a row."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_write_latency_widget_parameters" {
  description = "Sampling period and size of the CloudWatch dashboard widget that graphs write latency. `period` is in seconds; `width` and `height` are grid units on a 24-column dashboard, so a width of 12 takes half a row."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "db_cluster_custom_parameter_group" {
  description = "Settings for a DB cluster parameter group that the module creates and attaches to the cluster; `null` keeps the default group. Set `name`, `family` and `parameters`, a list of objects with `name`, `value` and `apply_method` (`immediate` or `pending-reboot`)."
  type        = object({
      name = string
      family = string
      parameters = list(object({
        name = string
        value = string
        apply_method = string
      }))
    })
  default     = null
}

variable "db_config_secrets_manager_id" {
  description = "Points, by name or ARN, to a secret in AWS Secrets Manager whose JSON carries the database settings under the keys `port`, `dbname`, `engine`, `username` and `password`. The secret stands in for the `port`, `db_name`, `engine`, `master_username` and `master_password` inputs, though any of them set directly takes precedence. Even so, the values land in Terraform state as plain text."
  type        = string
  default     = null
}

variable "db_instance_custom_parameter_group" {
  description = "Settings for a DB parameter group that the module creates and applies to the cluster's instances; `null` keeps the default group. Takes `name`, `family` and `parameters`, each parameter with `name`, `value` and `apply_method` (`immediate` or `pending-reboot`)."
  type        = object({
      name = string
      family = string
      parameters = list(object({
        name = string
        value = string
        apply_method = string
      }))
    })
  default     = null
}

variable "db_name" {
  description = "Name of a database to create in the cluster. When neither this input nor the secret in `db_config_secrets_manager_id` provides one, Aurora creates no database. A value here takes precedence over the secret."
  type        = string
  default     = null
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create a set of basic CloudWatch alarms on CPU, memory and disk space usage. When `true`, list the SNS topics that should be notified in `alarms_sns_topic_arn`."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_metrics" {
  description = "Whether the snapshot job reports a CloudWatch metric for each manual snapshot it creates for sharing with another account. The backup job alarm watches this metric."
  type        = bool
  default     = true
}

variable "enable_deletion_protection" {
  description = "Whether to turn on deletion protection, which prevents the database from being deleted while it is on."
  type        = bool
  default     = false
}

variable "enable_perf_alarms" {
  description = "Whether to create the performance alarms, such as the read and write latency alarms. Turn them off when you don't know what normal values look like for your database or when they vary too much to alarm on."
  type        = bool
  default     = true
}

variable "enable_share_snapshot_cloudwatch_alarms" {
  description = "Whether to add CloudWatch alarms that watch the snapshots made for cross-account sharing. Takes effect only if `share_snapshot_with_another_account` is `true`."
  type        = bool
  default     = true
}

variable "enabled_cloudwatch_logs_exports" {
  description = "Log types the cluster publishes to CloudWatch Logs, such as `audit`, `error`, `general` and `slowquery`. An empty list exports nothing."
  type        = list(string)
  default     = []
}

variable "engine" {
  description = "Aurora engine of the cluster: `aurora-mysql` (MySQL-compatible), `aurora-postgresql` (PostgreSQL-compatible) or the legacy `aurora` (MySQL 5.6-compatible). Can also come from `db_config_secrets_manager_id`; a value here takes precedence."
  type        = string
  default     = null
}

variable "engine_mode" {
  description = "Capacity mode of the cluster: `provisioned`, with instances you size yourself, or `serverless` for Aurora Serverless v1. Aurora Serverless v2 also uses `provisioned`, together with `instance_type = \"db.serverless\"`."
  type        = string
  default     = "provisioned"
}

variable "engine_version" {
  description = "Version of the database engine, matching the chosen `engine` and `engine_mode`. For Aurora MySQL, the version string joins the MySQL version with the Aurora version, for example `5.7.mysql_aurora.2.08.1`."
  type        = string
  default     = null
}

variable "global_cluster_identifier" {
  description = "Identifier of the Aurora global database that this cluster joins as a secondary cluster."
  type        = string
  default     = null
}

variable "high_cpu_utilization_period" {
  description = "Length, in seconds, of the period over which the high CPU alarm evaluates CPU utilization."
  type        = number
  default     = 60
}

variable "high_cpu_utilization_threshold" {
  description = "CPU utilization, in percent, above which the high CPU alarm fires."
  type        = number
  default     = 90
}

variable "high_cpu_utilization_treat_missing_data" {
  description = "Tells the high CPU alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "high_read_latency_period" {
  description = "Length, in seconds, of the period over which the read latency alarm evaluates read latency."
  type        = number
  default     = 60
}

variable "high_read_latency_threshold" {
  description = "Read latency, in seconds, above which the alarm fires. Read latency is the average time each disk read I/O operation takes."
  type        = number
  default     = 5
}

variable "high_read_latency_treat_missing_data" {
  description = "Tells the read latency alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "high_write_latency_period" {
  description = "Length, in seconds, of the period over which the write latency alarm evaluates write latency."
  type        = number
  default     = 60
}

variable "high_write_latency_threshold" {
  description = "Write latency, in seconds, above which the alarm fires. Write latency is the average time each disk write I/O operation takes."
  type        = number
  default     = 5
}

variable "high_write_latency_treat_missing_data" {
  description = "Tells the write latency alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "hosted_zone_id" {
  description = "ID of the Route 53 hosted zone in which the module writes the DNS records for the cluster (see `create_route53_entry`)."
  type        = string
  default     = null
}

variable "iam_database_authentication_enabled" {
  description = "Whether IAM identities can be mapped to database accounts, so that users sign in to the database with AWS IAM credentials."
  type        = bool
  default     = false
}

variable "instance_count" {
  description = "How many DB instances the cluster runs, counting the primary (writer). It takes effect only if `engine_mode` is `provisioned`."
  type        = number
  default     = 1
}

variable "instance_type" {
  description = "DB instance class of the cluster instances, for example `db.r5.large`, or `db.serverless` for Aurora Serverless v2. Only applies when `engine_mode` is `provisioned`; see the [Aurora DB instance classes](https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/Concepts.DBInstanceClass.html) for what each engine supports."
  type        = string
  default     = "db.t3.medium"
}

variable "kms_key_arn" {
  description = "ARN of the KMS key that encrypts the cluster's data at rest. Only used when `storage_encrypted` is `true`; with `null`, the account's default RDS key is used."
  type        = string
  default     = null
}

variable "low_disk_space_available_period" {
  description = "Length, in seconds, of the period over which the low disk space alarm evaluates free storage."
  type        = number
  default     = 60
}

variable "low_disk_space_available_threshold" {
  description = "Free storage space, in bytes, below which the low disk space alarm fires. The default equals 1 GB."
  type        = number
  default     = 1000000000
}

variable "low_disk_space_available_treat_missing_data" {
  description = "Tells the low disk space alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "low_memory_available_period" {
  description = "Length, in seconds, of the period over which the low memory alarm evaluates freeable memory."
  type        = number
  default     = 60
}

variable "low_memory_available_threshold" {
  description = "Freeable memory, in bytes, below which the low memory alarm fires. The default equals 100 MB."
  type        = number
  default     = 100000000
}

variable "low_memory_available_treat_missing_data" {
  description = "Tells the low memory alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}

variable "master_password" {
  description = "Password of the master database user. Can also come from `db_config_secrets_manager_id`; a value here takes precedence."
  type        = string
  default     = null
  sensitive   = true
}

variable "master_username" {
  description = "User name of the master database user. Can also come from `db_config_secrets_manager_id`; a value here takes precedence."
  type        = string
  default     = null
}

variable "performance_insights_enabled" {
  description = "Whether to turn on Performance Insights. Aurora MySQL doesn't support it on the db.t2 and db.t3 instance classes."
  type        = bool
  default     = false
}

variable "performance_insights_kms_key_id" {
  description = "KMS key, given by ARN, used to encrypt the data that Performance Insights collects."
  type        = string
  default     = null
}

variable "port" {
  description = "Port the database listens on, for example 3306. Can also come from `db_config_secrets_manager_id`; a value here takes precedence."
  type        = number
  default     = null
}

variable "preferred_backup_window" {
  description = "UTC time range, such as `04:00-09:00`, in which the daily automated backup of the cluster runs. Expect lower performance while it is in progress."
  type        = string
  default     = "06:00-07:00"
}

variable "preferred_maintenance_window" {
  description = "Weekly time range, in UTC, in which cluster maintenance may take place, written like `wed:04:00-wed:04:30`. Performance can degrade, and the cluster can be unavailable, during maintenance."
  type        = string
  default     = "sun:07:00-sun:08:00"
}

variable "primary_domain_name" {
  description = "The Route 53 record aimed at the database's primary endpoint gets this domain name; it goes together with `create_route53_entry`."
  type        = string
  default     = null
}

variable "publicly_accessible" {
  description = "Whether the database gets an address that can be reached from the public internet. Keep `false`, which limits access to the VPC, unless you have a strong reason; it must be `false` in serverless mode."
  type        = bool
  default     = false
}

variable "reader_domain_name" {
  description = "Domain name of the Route 53 record that points at the cluster's reader endpoint. Ignored when `engine_mode` is `serverless`, because Aurora Serverless has no reader endpoint."
  type        = string
  default     = null
}

variable "replication_source_identifier" {
  description = "To create this cluster as a read replica, the ARN of the source DB cluster or DB instance to replicate from."
  type        = string
  default     = null
}

variable "restore_source_cluster_identifier" {
  description = "Identifies an existing source cluster; the cluster is restored from it to its latest restorable time through [point-in-time recovery](https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/USER_PIT.html). Setting it rules out `snapshot_identifier`."
  type        = string
  default     = null
}

variable "restore_type" {
  description = "Picks the restore method used with `restore_source_cluster_identifier`: `copy-on-write` makes a [clone](https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/Aurora.Managing.Clone.html), while `full-copy` does a full copy."
  type        = string
  default     = null
}

variable "scaling_configuration_auto_pause" {
  description = "Whether an idle Aurora Serverless v1 cluster (one with no connections) pauses. A cluster paused for more than seven days may be backed up with a snapshot and restored when a connection request arrives. Only used when `engine_mode` is `serverless`."
  type        = bool
  default     = true
}

variable "scaling_configuration_max_capacity" {
  description = "Highest capacity an Aurora Serverless v1 cluster may scale to: 2, 4, 8, 16, 32, 64, 128 or 256, and no lower than `scaling_configuration_min_capacity`. Only used when `engine_mode` is `serverless`."
  type        = number
  default     = 256
}

variable "scaling_configuration_max_capacity_V2" {
  description = "Maximum capacity of each Aurora Serverless v2 instance, in Aurora capacity units (ACUs), in steps of 0.5. Applies to a `provisioned` cluster whose instances use `instance_type = \"db.serverless\"`, and must not be lower than `scaling_configuration_min_capacity_V2`. The allowed range depends on the engine version."
  type        = number
  default     = null
}

variable "scaling_configuration_min_capacity" {
  description = "Lowest capacity an Aurora Serverless v1 cluster may scale down to: 2, 4, 8, 16, 32, 64, 128 or 256, and no higher than `scaling_configuration_max_capacity`. Only used when `engine_mode` is `serverless`."
  type        = number
  default     = 2
}

variable "scaling_configuration_min_capacity_V2" {
  description = "Minimum capacity of each Aurora Serverless v2 instance, in Aurora capacity units (ACUs), in steps of 0.5. Applies to a `provisioned` cluster whose instances use `instance_type = \"db.serverless\"`, and must not exceed `scaling_configuration_max_capacity_V2`. The allowed range depends on the engine version."
  type        = number
  default     = null
}

variable "scaling_configuration_seconds_until_auto_pause" {
  description = "Idle time, in seconds, after which an Aurora Serverless v1 cluster pauses; from 300 to 86400. Only used when `engine_mode` is `serverless`."
  type        = number
  default     = 300
}

variable "share_snapshot_max_snapshots" {
  description = "Upper bound on the number of snapshots kept for cross-account sharing. Once the count goes over it, a Lambda function removes the oldest ones. Only relevant when `share_snapshot_with_another_account` is `true`."
  type        = number
  default     = 30
}

variable "share_snapshot_schedule_expression" {
  description = "How often the Lambda function takes a snapshot to share, as a schedule expression such as `cron(0 20 * * ? *)` or `rate(5 minutes)`. Must be set when `share_snapshot_with_another_account` is `true`."
  type        = string
  default     = null
}

variable "share_snapshot_with_account_id" {
  description = "Account that receives the shared snapshots, given as its 12-digit AWS account ID. Must be set when `share_snapshot_with_another_account` is `true`."
  type        = string
  default     = null
}

variable "share_snapshot_with_another_account" {
  description = "Whether to take snapshots of the Aurora cluster on a schedule and share them with the AWS account in `share_snapshot_with_account_id`."
  type        = bool
  default     = false
}

variable "skip_final_snapshot" {
  description = "Whether to skip the final snapshot when the database is deleted. With `true`, deleting the database leaves no backup of its data, so reserve it for test environments."
  type        = bool
  default     = false
}

variable "snapshot_identifier" {
  description = "ID of a snapshot to restore the database from, as shown in the RDS console (for example `rds:production-2015-06-26-06-05`). When `null`, a new, empty database is created."
  type        = string
  default     = null
}

variable "storage_encrypted" {
  description = "Whether to encrypt the cluster's storage at rest, including its automated backups, read replicas and snapshots. The key is `kms_key_arn`, or the account's default `aws/rds` key when that is `null`."
  type        = bool
  default     = true
}

variable "too_many_db_connections_threshold" {
  description = "Number of connections above which the too-many-connections alarm fires. There is no default because the connection limit depends on the engine, the instance class and your workload."
  type        = number
  default     = null
}
