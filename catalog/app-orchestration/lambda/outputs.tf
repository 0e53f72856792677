output "function_name" {
  description = "Name of the Lambda function."
  value       = aws_lambda_function.this.function_name
}

output "function_arn" {
  description = "ARN of the Lambda function (unqualified: always the `$LATEST` version)."
  value       = aws_lambda_function.this.arn
}

output "invoke_arn" {
  description = "ARN to use as the integration URI in API Gateway."
  value       = aws_lambda_function.this.invoke_arn
}

output "version" {
  description = "Latest published version of the function, or `$LATEST` when publishing is off."
  value       = aws_lambda_function.this.version
}

output "iam_role_arn" {
  description = "ARN of the function's execution role."
  value       = aws_iam_role.lambda.arn
}

output "iam_role_name" {
  description = "Name of the function's execution role, for attaching extra policies from outside the module."
  value       = aws_iam_role.lambda.name
}

output "cloudwatch_log_group_name" {
  description = "Name of the function's CloudWatch log group."
  value       = aws_cloudwatch_log_group.lambda.name
}

output "schedule_rule_arn" {
  description = "ARN of the EventBridge rule that runs the function, or `null` without `schedule_expression`."
  value       = one(aws_cloudwatch_event_rule.schedule[*].arn)
}
