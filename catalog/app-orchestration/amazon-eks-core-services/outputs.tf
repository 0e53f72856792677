output "aws_load_balancer_controller_iam_role_arn" {
  description = "ARN of the IAM role the AWS Load Balancer Controller assumes through IRSA, or `null` when it is disabled."
  value       = one(aws_iam_role.aws_load_balancer_controller[*].arn)
}

output "external_dns_iam_role_arn" {
  description = "ARN of the IAM role external-dns assumes, or `null` when it is disabled."
  value       = one(aws_iam_role.external_dns[*].arn)
}

output "cluster_autoscaler_iam_role_arn" {
  description = "ARN of the IAM role the cluster autoscaler assumes, or `null` when it is disabled."
  value       = one(aws_iam_role.cluster_autoscaler[*].arn)
}

output "fluent_bit_iam_role_arn" {
  description = "ARN of the IAM role Fluent Bit assumes, or `null` when it is disabled."
  value       = one(aws_iam_role.fluent_bit[*].arn)
}

output "container_logs_cloudwatch_log_group_name" {
  description = "Name of the CloudWatch log group that receives container logs."
  value       = var.enable_fluent_bit ? coalesce(var.fluent_bit_log_group_name, one(aws_cloudwatch_log_group.containers[*].name)) : null
}

output "helm_release_versions" {
  description = "Chart version of every Helm release the module installed, keyed by release name."
  value       = { for name, release in helm_release.core_service : name => release.version }
}
