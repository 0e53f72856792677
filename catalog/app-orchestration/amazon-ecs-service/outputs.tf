output "service_arn" {
  description = "ARN of the ECS service."
  value       = aws_ecs_service.this.id
}

output "service_name" {
  description = "Name of the ECS service."
  value       = aws_ecs_service.this.name
}

output "task_definition_arn" {
  description = "ARN, including the revision, of the task definition the service currently runs."
  value       = aws_ecs_task_definition.this.arn
}

output "task_definition_family" {
  description = "Family of the task definition."
  value       = aws_ecs_task_definition.this.family
}

output "task_definition_revision" {
  description = "Revision number of the latest task definition."
  value       = aws_ecs_task_definition.this.revision
}

output "ecs_task_iam_role_arn" {
  description = "ARN of the IAM role the application containers run with."
  value       = aws_iam_role.task.arn
}

output "ecs_task_iam_role_name" {
  description = "Name of the task IAM role. Attach extra policies to it from outside the module."
  value       = aws_iam_role.task.name
}

output "ecs_task_execution_iam_role_arn" {
  description = "ARN of the IAM role ECS uses to pull images, write logs and read secrets."
  value       = aws_iam_role.task_execution.arn
}

output "service_security_group_id" {
  description = "ID of the security group attached to the tasks, or `null` when `network_mode` is not `awsvpc`."
  value       = one(aws_security_group.service[*].id)
}

output "target_group_arns" {
  description = "ARNs of the ALB target groups, keyed like `elb_target_groups`."
  value       = { for key, tg in aws_lb_target_group.this : key => tg.arn }
}

output "cloudwatch_log_group_name" {
  description = "Name of the CloudWatch log group the containers write to."
  value       = aws_cloudwatch_log_group.this.name
}

output "alarm_arns" {
  description = "ARNs of the CloudWatch alarms, keyed by alarm name."
  value       = { for key, alarm in aws_cloudwatch_metric_alarm.service : key => alarm.arn }
}
