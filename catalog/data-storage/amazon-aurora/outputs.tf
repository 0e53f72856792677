output "cluster_id" {
  description = "Identifier of the Aurora cluster."
  value       = aws_rds_cluster.cluster.id
}

output "cluster_arn" {
  description = "ARN of the Aurora cluster."
  value       = aws_rds_cluster.cluster.arn
}

output "cluster_resource_id" {
  description = "Region-unique, immutable identifier of the cluster, used in IAM database authentication policies (`rds-db:connect`)."
  value       = aws_rds_cluster.cluster.cluster_resource_id
}

output "primary_endpoint" {
  description = "Writer endpoint of the cluster. It always points at the current writer, also after a failover."
  value       = aws_rds_cluster.cluster.endpoint
}

output "reader_endpoint" {
  description = "Reader endpoint, which load-balances connections across the Aurora Replicas."
  value       = aws_rds_cluster.cluster.reader_endpoint
}

output "port" {
  description = "Port the cluster listens on (3306 for Aurora MySQL, 5432 for Aurora PostgreSQL)."
  value       = aws_rds_cluster.cluster.port
}

output "database_name" {
  description = "Name of the database created with the cluster, if any."
  value       = aws_rds_cluster.cluster.database_name
}

output "instance_ids" {
  description = "Identifiers of the DB instances in the cluster."
  value       = aws_rds_cluster_instance.instances[*].id
}

output "instance_endpoints" {
  description = "Endpoints of the individual DB instances. Connect to the cluster endpoints instead unless you need a specific instance."
  value       = aws_rds_cluster_instance.instances[*].endpoint
}

output "security_group_id" {
  description = "ID of the cluster's security group."
  value       = aws_security_group.cluster.id
}

output "master_user_secret_arn" {
  description = "ARN of the Secrets Manager secret holding the master password, when Aurora manages it (`master_password` left `null`)."
  value       = try(aws_rds_cluster.cluster.master_user_secret[0].secret_arn, null)
}
