# Outputs of the modules/services/lambda module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "alarm_actions" {
  description = "Actions run when the function's alarm enters the `ALARM` state from any other state."
}

output "alarm_arn" {
  description = "ARN of the function's CloudWatch alarm."
}

output "alarm_name" {
  description = "Name of the function's CloudWatch alarm."
}

output "cloudwatch_log_group_name" {
  description = "If the module creates a log group in CloudWatch for the function's logs, this is its name."
}

output "event_rule_arn" {
  description = "ARN of the CloudWatch Events rule that invokes the function on its schedule; `null` when `schedule_expression` is not set."
}

output "event_rule_schedule" {
  description = "Schedule expression of the CloudWatch Events rule; `null` when no schedule is configured."
}

output "function_arn" {
  description = "ARN of the Lambda function, for IAM policies and for services or rules that invoke it."
}

output "function_name" {
  description = "Name of the Lambda function, for example for `aws lambda invoke`."
}

output "iam_role_arn" {
  description = "The function runs with the IAM role identified by this ARN."
}

output "iam_role_id" {
  description = "Name of the function's IAM role; use it to attach further policies to the role."
}

output "insufficient_data_actions" {
  description = "Actions run when the function's alarm enters the `INSUFFICIENT_DATA` state from any other state."
}

output "invoke_arn" {
  description = "ARN used to invoke the function from other services, such as the integration URI of an API Gateway method."
}

output "ok_actions" {
  description = "Actions run when the function's alarm enters the `OK` state from any other state."
}

output "qualified_arn" {
  description = "ARN of the function that includes its version number."
}

output "security_group_id" {
  description = "Identifies the security group that the module sets up for the function."
}

output "version" {
  description = "Latest published version of the function."
}
