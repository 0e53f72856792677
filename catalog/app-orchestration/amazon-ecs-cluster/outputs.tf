output "ecs_cluster_arn" {
  description = "ARN of the ECS cluster. Pass it to the ECS service module as `ecs_cluster_arn`."
  value       = aws_ecs_cluster.this.arn
}

output "ecs_cluster_name" {
  description = "Name of the ECS cluster."
  value       = aws_ecs_cluster.this.name
}

output "ecs_cluster_asg_name" {
  description = "Name of the Auto Scaling Group of container instances."
  value       = aws_autoscaling_group.ecs.name
}

output "ecs_cluster_asg_arn" {
  description = "ARN of the Auto Scaling Group of container instances."
  value       = aws_autoscaling_group.ecs.arn
}

output "ecs_cluster_launch_template_id" {
  description = "ID of the launch template used by the container instances."
  value       = aws_launch_template.ecs.id
}

output "ecs_instance_security_group_id" {
  description = "ID of the security group attached to the container instances. Add ingress rules to it so load balancers can reach dynamic host ports."
  value       = aws_security_group.ecs.id
}

output "ecs_instance_iam_role_name" {
  description = "Name of the IAM role of the container instances. Attach extra policies to it for agents that run on the host."
  value       = aws_iam_role.ecs_instance.name
}

output "ecs_instance_iam_role_arn" {
  description = "ARN of the IAM role of the container instances."
  value       = aws_iam_role.ecs_instance.arn
}

output "ecs_capacity_provider_name" {
  description = "Name of the ECS capacity provider linked to the ASG, or `null` when `capacity_provider_enabled` is `false`."
  value       = var.capacity_provider_enabled ? aws_ecs_capacity_provider.ecs[0].name : null
}

output "cluster_alarm_arns" {
  description = "ARNs of the CloudWatch alarms created for the cluster, keyed by alarm type."
  value       = { for key, alarm in aws_cloudwatch_metric_alarm.cluster : key => alarm.arn }
}
