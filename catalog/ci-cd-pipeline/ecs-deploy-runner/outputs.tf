output "ecs_cluster_arn" {
  description = "ARN of the ECS cluster the deploy tasks run in (created by the module or passed in through `ecs_cluster_arn`)."
  value       = local.ecs_cluster_arn
}

output "ecs_task_definition_arns" {
  description = "Map from container name (`docker-image-builder`, `ami-builder`, `terraform-planner`, `terraform-applier`) to the ARN of its task definition. Only enabled containers appear."
  value       = { for name, td in aws_ecs_task_definition.runner : name => td.arn }
}

output "ecs_task_iam_role_arns" {
  description = "Map from container name to the ARN of the IAM role its task assumes. Grant cross-account deploy permissions to these roles."
  value       = { for name, role in aws_iam_role.task : name => role.arn }
}

output "ecs_task_execution_role_arn" {
  description = "ARN of the task execution role, used by ECS to pull images, write logs and read the Secrets Manager secrets."
  value       = aws_iam_role.task_execution.arn
}

output "invoker_function_arn" {
  description = "ARN of the invoker Lambda function. Your CI server calls this function to start a deploy job."
  value       = aws_lambda_function.invoker.arn
}

output "invoker_function_name" {
  description = "Name of the invoker Lambda function."
  value       = aws_lambda_function.invoker.function_name
}

output "security_group_id" {
  description = "ID of the security group attached to every deploy task."
  value       = aws_security_group.runner.id
}

output "cloudwatch_log_group_name" {
  description = "Name of the CloudWatch Logs group holding the output of every deploy job."
  value       = aws_cloudwatch_log_group.runner.name
}
