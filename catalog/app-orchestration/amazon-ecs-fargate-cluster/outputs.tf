output "ecs_cluster_arn" {
  description = "ARN of the ECS cluster. Pass it to the ECS service module as `ecs_cluster_arn`."
  value       = aws_ecs_cluster.fargate.arn
}

output "ecs_cluster_name" {
  description = "Name of the ECS cluster."
  value       = aws_ecs_cluster.fargate.name
}

output "ecs_cluster_id" {
  description = "ID of the ECS cluster (the same value as its ARN)."
  value       = aws_ecs_cluster.fargate.id
}

output "capacity_providers" {
  description = "Capacity providers associated with the cluster."
  value       = aws_ecs_cluster_capacity_providers.fargate.capacity_providers
}

output "exec_log_group_name" {
  description = "Name of the CloudWatch log group that receives ECS Exec session logs, or `null` when none is used."
  value       = var.exec_logging == "OVERRIDE" ? coalesce(var.exec_log_group_name, one(aws_cloudwatch_log_group.exec[*].name)) : null
}

output "service_connect_namespace_arn" {
  description = "ARN of the Cloud Map namespace used as the Service Connect default, or `null` when not created."
  value       = one(aws_service_discovery_http_namespace.this[*].arn)
}
