# Inputs of the modules/data-stores/rds module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allocated_storage" {
  description = "Storage, in GB, to allocate to the DB instance. If storage autoscaling is on (`max_allocated_storage`), RDS can grow the volume past this size."
  type        = number
}

variable "engine_version" {
  description = "Version of the engine chosen in `engine`, for example `8.0.17` for MySQL. With `auto_minor_version_upgrade` on, give only MAJOR.MINOR so that automatic upgrades don't show up as drift."
  type        = string
}

variable "name" {
  description = "Identifier of the DB instance, also used as the prefix for the other resources this module creates, for example `mysql-stage`. Use lowercase characters only, and a value no other RDS database in the region uses."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets the database is deployed into. Every subnet must be part of the VPC given in `vpc_id`."
  type        = list(string)
}

variable "vpc_id" {
  description = "ID of the VPC in which this module creates its resources."
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
  description = "CIDR blocks allowed to open network connections to the database. The database can only be reached if this list or `allow_connections_from_security_groups` has at least one entry."
  type        = list(string)
  default     = []
}

variable "allow_connections_from_security_groups" {
  description = "IDs of security groups whose members may connect to the database. Each group must live in `vpc_id` or in a VPC peered with it. If both this list and `allow_connections_from_cidr_blocks` are empty, nothing can reach the database."
  type        = list(string)
  default     = []
}

variable "allow_major_version_upgrade" {
  description = "Whether changing `engine_version` to a new major version (for example from 9.4.x to 9.5.x) is permitted. Major upgrades only happen when you change the version yourself; RDS never applies them automatically."
  type        = bool
  default     = true
}

variable "allow_manage_key_permissions_with_iam" {
  description = "Whether IAM policies, and not only the key policy, can grant permissions on the KMS customer master key (CMK). `false` keeps every grant in the key policy, which is the stricter choice; `true` is easier to work with."
  type        = bool
  default     = false
}

variable "apply_immediately" {
  description = "Whether changes to the database are applied right away instead of in the next maintenance window. Some changes degrade performance or cause downtime while they run."
  type        = bool
  default     = false
}

variable "auto_minor_version_upgrade" {
  description = "Whether RDS installs new minor engine versions automatically during the maintenance window. When `true`, set `engine_version` to MAJOR.MINOR only (`5.7`, not `5.7.11`); otherwise each automatic upgrade causes Terraform state drift."
  type        = bool
  default     = true
}

variable "aws_db_security_group_name" {
  description = "Name for the security group this module creates for the database. When `null`, the value of `name` is used."
  type        = string
  default     = null
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
  description = "Number of days RDS keeps automated backups before removing them. Read replicas need a value of 1 or more."
  type        = number
  default     = 30
}

variable "backup_window" {
  description = "UTC time range, such as `04:00-09:00`, in which the daily automated backup runs. Expect lower performance while it is in progress."
  type        = string
  default     = "06:00-07:00"
}

variable "ca_cert_identifier" {
  description = "Identifier of the certificate authority (CA) bundle that the DB instance's server certificate comes from, for example `rds-ca-rsa2048-g1`."
  type        = string
  default     = null
}

variable "cmk_administrator_iam_arns" {
  description = "Users or roles, by IAM ARN, that receive administrator rights on the KMS customer master key (CMK), such as `arn:aws:iam::111122223333:user/alice`. If `kms_key_arn` is `null` and nothing is listed, the identity running Terraform becomes the administrator."
  type        = list(string)
  default     = []
}

variable "cmk_external_user_iam_arns" {
  description = "IAM ARNs from other AWS accounts that may use the KMS customer master key (CMK), typically an account root such as `arn:aws:iam::111122223333:root`."
  type        = list(string)
  default     = []
}

variable "cmk_user_iam_arns" {
  description = "Grants use of the KMS customer master key (CMK) to principals. In every entry, `name` holds IAM ARNs as a list and `conditions` takes IAM condition blocks (`test`, `variable`, `values`) that narrow the grant, for instance to requests arriving through a single AWS service via `kms:ViaService`. An empty list combined with a `null` `kms_key_arn` falls back to the identity running Terraform."
  type        = list(object({
      name = list(string)
      conditions = list(object({
        test     = string
        variable = string
        values   = list(string)
      }))
    }))
  default     = []
}

variable "copy_tags_to_snapshot" {
  description = "Whether the tags of the DB instance are copied to its snapshots."
  type        = bool
  default     = false
}

variable "create_custom_kms_key" {
  description = "Whether to create a new KMS customer master key (CMK) that encrypts the database's data on disk. Its permissions come from `cmk_administrator_iam_arns`, `cmk_user_iam_arns`, `cmk_external_user_iam_arns` and `allow_manage_key_permissions_with_iam`. When `true`, `kms_key_arn` is ignored."
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

variable "custom_parameter_group" {
  description = "Settings for a DB parameter group that the module creates and attaches to the database; `null` keeps the engine's default parameter group. Set `name`, an optional `description`, `family` (such as `mysql8.0`) and `parameters`, a list of objects with `name`, `value` and `apply_method` (`immediate` or `pending-reboot`)."
  type        = object({
      name = string
      description = optional(string)
      family = string
      parameters = list(object({
        name = string
        value = string
        apply_method = string
      }))
    })
  default     = null
}

variable "custom_tags" {
  description = "Tags, as a map of names to values, added to the DB instance and to the security group created for it."
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

variable "db_config_secrets_manager_id" {
  description = "Points, by name or ARN, to a secret in AWS Secrets Manager whose JSON carries the database settings under the keys `port`, `dbname`, `engine`, `username` and `password`. The secret stands in for the `port`, `db_name`, `engine`, `master_username` and `master_password` inputs, though any of them set directly takes precedence. Even so, the values land in Terraform state as plain text."
  type        = string
  default     = null
}

variable "db_name" {
  description = "Name of an empty database to create on the DB instance. When neither this input nor the secret in `db_config_secrets_manager_id` provides a name, RDS creates no database."
  type        = string
  default     = null
}

variable "delete_automated_backups" {
  description = "Whether the automated backups are removed as soon as the DB instance is deleted. Set `false` to keep them."
  type        = bool
  default     = true
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
  description = "Whether to turn on deletion protection for the DB instance. While it is on, the database can't be deleted; turn it off first."
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
  description = "Selects the log types published to CloudWatch Logs, with an empty list exporting nothing. Valid types vary by engine: `trace`, `slowquery`, `listener`, `general`, `error`, `audit` and `alert`, plus `upgrade` and `postgresql` for PostgreSQL."
  type        = list(string)
  default     = []
}

variable "engine" {
  description = "Database engine to run, for example `mysql` or `postgres`. Can be supplied through `db_config_secrets_manager_id` instead."
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

variable "hosted_zone_id" {
  description = "Route 53 hosted zone, given by its zone ID, that receives the DNS record."
  type        = string
  default     = null
}

variable "iam_database_authentication_enabled" {
  description = "Whether IAM identities can be mapped to database accounts, so that users sign in to the database with AWS IAM credentials."
  type        = bool
  default     = false
}

variable "instance_type" {
  description = "DB instance class to run, for example `db.t3.micro`."
  type        = string
  default     = "db.t3.micro"
}

variable "iops" {
  description = "Provisioned IOPS for the primary instance; 0 turns it off. Only allowed when `storage_type` is `gp3` or `io1`."
  type        = number
  default     = 0
}

variable "kms_key_arn" {
  description = "The database's data is encrypted with this existing customer master key (CMK) in KMS, given by ARN. Leaving it `null` falls back to the account's default RDS key. With `create_custom_kms_key` set to `true` this value is ignored, because the module creates its own key and uses that instead."
  type        = string
  default     = null
}

variable "license_model" {
  description = "License model of the DB instance. The options depend on the engine, so check the RDS documentation for yours; an empty string selects the default."
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

variable "maintenance_window" {
  description = "Weekly time range, in UTC, in which RDS may carry out system maintenance, written like `wed:04:00-wed:04:30`. Expect reduced performance, and possibly downtime, while maintenance runs."
  type        = string
  default     = "sun:07:00-sun:08:00"
}

variable "master_password" {
  description = "Password of the database's master user. Can be supplied through `db_config_secrets_manager_id` instead."
  type        = string
  default     = null
  sensitive   = true
}

variable "master_username" {
  description = "User name of the database's master user. Can be supplied through `db_config_secrets_manager_id` instead."
  type        = string
  default     = null
}

variable "max_allocated_storage" {
  description = "Upper limit, in GB, up to which RDS storage autoscaling may grow the instance's storage; 0 turns autoscaling off. It must be at least `allocated_storage`. Once set, Terraform ignores differences in `allocated_storage`."
  type        = number
  default     = 0
}

variable "monitoring_interval" {
  description = "Seconds between Enhanced Monitoring data points for the DB instance: 0 (off), 1, 5, 10, 15, 30 or 60. Enhanced Monitoring shows, for example, how individual processes and threads use the CPU."
  type        = number
  default     = 0
}

variable "monitoring_role_arn" {
  description = "IAM role, by ARN, through which RDS delivers Enhanced Monitoring metrics into CloudWatch Logs. When `monitoring_interval` exceeds 0 and you supply no role, the module makes one."
  type        = string
  default     = null
}

variable "monitoring_role_arn_path" {
  description = "IAM path of the Enhanced Monitoring role that the module creates."
  type        = string
  default     = "/"
}

variable "monitoring_role_name" {
  description = "Name of the Enhanced Monitoring IAM role that the module creates. When `null`, the name is `name` followed by `-monitoring-role`."
  type        = string
  default     = null
}

variable "multi_az" {
  description = "Whether to run a standby instance in a second Availability Zone that takes over automatically when the primary fails."
  type        = bool
  default     = false
}

variable "num_read_replicas" {
  description = "How many read replicas to create alongside the primary instance."
  type        = number
  default     = 0
}

variable "option_group_name" {
  description = "Existing DB option group to attach to the instance, given by name. Option groups turn on extra engine features."
  type        = string
  default     = null
}

variable "performance_insights_enabled" {
  description = "Whether to turn on Performance Insights for the instance. Only some engine versions support it; see the [Performance Insights page](https://aws.amazon.com/rds/performance-insights/)."
  type        = bool
  default     = false
}

variable "port" {
  description = "Port the database listens on, for example 3306. Can be supplied through `db_config_secrets_manager_id` instead."
  type        = number
  default     = null
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

variable "replica_backup_retention_period" {
  description = "Number of days automated backups of the read replicas are kept; 0 turns automated backups off for the replicas."
  type        = number
  default     = 0
}

variable "replica_domain_name" {
  description = "Domain name of the Route 53 record that points at the read replicas. Used with `create_route53_entry`."
  type        = string
  default     = null
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
  description = "Whether to take snapshots of the database on a schedule and share them with the account in `share_snapshot_with_account_id`."
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
  description = "Whether to encrypt the data the DB instance stores. The key is the one in `kms_key_arn`, the one made by `create_custom_kms_key`, or otherwise the account's default RDS key."
  type        = bool
  default     = true
}

variable "storage_type" {
  description = "Kind of storage volume for the primary instance: `gp2` or `gp3` for general purpose SSD (with `gp3`, IOPS are set separately through `iops`), `io1` for provisioned IOPS SSD, or `standard` for magnetic storage."
  type        = string
  default     = "gp2"
}

variable "too_many_db_connections_threshold" {
  description = "Number of connections above which the too-many-connections alarm fires. There is no default because the connection limit depends on the engine, the instance class and your workload."
  type        = number
  default     = null
}

variable "too_many_db_connections_treat_missing_data" {
  description = "Tells the too-many-connections alarm what to do with evaluation periods lacking data. Use `notBreaching`, `breaching`, `ignore` or `missing`, which follow the meaning given for [CloudWatch alarms](https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html#alarms-and-missing-data)."
  type        = string
  default     = "missing"
}
