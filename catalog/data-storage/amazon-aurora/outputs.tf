# Outputs of the modules/data-stores/aurora module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "all_metric_widgets" {
  description = "List of every CloudWatch dashboard metric widget this module defines, ready to pass to a CloudWatch dashboard."
}

output "cleanup_snapshots_lambda_arn" {
  description = "ARN of the Lambda function that removes the oldest manual snapshots made for cross-account sharing."
}

output "cluster_arn" {
  description = "Amazon Resource Name of the Aurora cluster, for IAM policies and other references."
}

output "cluster_id" {
  description = "Identifier of the Aurora cluster."
}

output "cluster_resource_id" {
  description = "Unique resource ID of the cluster, such as `cluster-POBCBQUFQC56EBAAWXGFJ77GRU`. Use it in IAM policies that allow IAM database authentication."
}

output "create_snapshot_lambda_arn" {
  description = "ARN of the Lambda function that takes scheduled snapshots for sharing with another account."
}

output "instance_endpoints" {
  description = "Endpoints of the individual DB instances in the cluster."
}

output "metric_widget_aurora_cpu_usage" {
  description = "A widget you can place on a CloudWatch dashboard to chart CPU utilization, in percent, across the Aurora cluster's instances."
}

output "metric_widget_aurora_db_connections" {
  description = "Widget for a CloudWatch dashboard that charts how many database connections the Aurora cluster has open."
}

output "metric_widget_aurora_disk_space" {
  description = "Widget for a CloudWatch dashboard that charts the Aurora cluster's remaining free disk space, in bytes."
}

output "metric_widget_aurora_memory" {
  description = "A widget you can place on a CloudWatch dashboard to chart freeable memory, in bytes, across the Aurora cluster's instances."
}

output "metric_widget_aurora_read_latency" {
  description = "Widget for a CloudWatch dashboard that charts read latency: how long one disk read I/O operation takes on average."
}

output "metric_widget_aurora_write_latency" {
  description = "Widget for a CloudWatch dashboard that charts write latency: how long one disk write I/O operation takes on average."
}

output "port" {
  description = "Port on which the Aurora cluster accepts database connections."
}

output "primary_endpoint" {
  description = "Primary (writer) endpoint of the Aurora cluster; send writes here."
}

output "primary_host" {
  description = "Host name part of `primary_endpoint`, without the port."
}

output "reader_endpoint" {
  description = "Read-only endpoint of the cluster, which balances connections across the replicas."
}

output "security_group_id" {
  description = "ID of the security group that controls network access to the Aurora cluster. Add your own rules to it if needed."
}

output "share_snapshot_lambda_arn" {
  description = "ARN of the Lambda function that makes each manual snapshot available to the other AWS account."
}
