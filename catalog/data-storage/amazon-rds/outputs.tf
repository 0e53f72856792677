# Outputs of the modules/data-stores/rds module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "all_metric_widgets" {
  description = "List of every CloudWatch dashboard metric widget this module defines, ready to pass to a CloudWatch dashboard."
}

output "db_name" {
  description = "Name of the database that RDS created inside the instance at launch, when `db_name` or the configuration secret asked for one."
}

output "metric_widget_rds_cpu_usage" {
  description = "Widget for a CloudWatch dashboard that charts each DB instance's CPU utilization as a percentage."
}

output "metric_widget_rds_db_connections" {
  description = "Widget for a CloudWatch dashboard that charts how many database connections each DB instance has open."
}

output "metric_widget_rds_disk_space" {
  description = "Widget for a CloudWatch dashboard that charts each DB instance's remaining free storage, in bytes."
}

output "metric_widget_rds_memory" {
  description = "Widget for a CloudWatch dashboard that charts each DB instance's freeable memory, in bytes."
}

output "metric_widget_rds_read_latency" {
  description = "Widget for a CloudWatch dashboard that charts read latency: how long one disk read I/O operation takes on average."
}

output "metric_widget_rds_write_latency" {
  description = "Widget for a CloudWatch dashboard that charts write latency: how long one disk write I/O operation takes on average."
}

output "name" {
  description = "Name that the DB instance was created with."
}

output "num_read_replicas" {
  description = "How many read replicas the module created for the DB instance."
}

output "port" {
  description = "Port on which the DB instance accepts connections."
}

output "primary_arn" {
  description = "Amazon Resource Name of the primary DB instance, for IAM policies and other references."
}

output "primary_endpoint" {
  description = "Endpoint of the primary DB instance, in `host:port` form. Point your applications at it."
}

output "primary_host" {
  description = "Host name part of `primary_endpoint`, without the port."
}

output "primary_id" {
  description = "Identifier of the primary DB instance, as used by the RDS API and in CloudWatch metrics."
}

output "read_replica_arns" {
  description = "Amazon Resource Names of the read replicas, one per replica."
}

output "read_replica_endpoints" {
  description = "Endpoints of the read replicas, for sending read-only queries."
}

output "read_replica_ids" {
  description = "Identifiers of the read replicas, one per replica."
}

output "security_group_id" {
  description = "Identifies the security group governing network access to the DB instance; use it to attach rules of your own."
}
