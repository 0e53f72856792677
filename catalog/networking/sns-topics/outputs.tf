# Outputs of the modules/networking/sns-topics module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "topic_arn" {
  description = "ARN of the SNS topic. Use it as the notification target of alarms and other publishers, and when subscribing endpoints."
}
