output "topic_arn" {
  description = "ARN of the SNS topic. Pass it to CloudWatch alarms, EventBridge rules or subscriptions."
  value       = aws_sns_topic.topic.arn
}

output "topic_name" {
  description = "Name of the SNS topic."
  value       = aws_sns_topic.topic.name
}

output "topic_policy_json" {
  description = "The access policy attached to the topic, as JSON."
  value       = data.aws_iam_policy_document.topic_policy.json
}

output "slack_lambda_function_arn" {
  description = "ARN of the Lambda function that forwards messages to Slack, or `null` when `slack_webhook_url` is not set."
  value       = one(aws_lambda_function.slack_notifier[*].arn)
}

output "slack_lambda_function_name" {
  description = "Name of the Slack notification Lambda function, or `null` when it is not deployed. Its CloudWatch Logs group is `/aws/lambda/<name>`."
  value       = one(aws_lambda_function.slack_notifier[*].function_name)
}
