# Inputs of the modules/networking/sns-topics module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name to give the topic when it is created."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allow_publish_accounts" {
  description = "IAM ARNs (for example of users, roles or accounts) that are allowed to publish to the topic."
  type        = list(string)
  default     = []
}

variable "allow_publish_services" {
  description = "AWS services allowed to publish to the topic, given as service principals such as `cloudwatch.amazonaws.com` or `events.amazonaws.com`."
  type        = list(string)
  default     = []
}

variable "allow_subscribe_accounts" {
  description = "IAM ARNs that are allowed to subscribe to the topic."
  type        = list(string)
  default     = []
}

variable "allow_subscribe_protocols" {
  description = "Protocols with which subscriptions to the topic may be created, such as `https`, `email`, `sqs` or `lambda`."
  type        = list(string)
  default     = [
    "http",
    "https",
    "email",
    "email-json",
    "sms",
    "sqs",
    "application",
    "lambda",
  ]
}

variable "create_resources" {
  description = "Whether the module creates anything. Set to `false` to turn the module into a no-op, which lets you switch it on or off per environment."
  type        = bool
  default     = true
}

variable "display_name" {
  description = "Optional human-friendly display name for the topic; an empty string sets none."
  type        = string
  default     = ""
}

variable "kms_master_key_id" {
  description = "ID of the KMS key used to encrypt the topic: either the AWS managed key for SNS or a customer managed key of your own."
  type        = string
  default     = "alias/aws/sns"
}

variable "slack_webhook_url_secrets_manager_arn" {
  description = "ARN of an AWS Secrets Manager secret whose value is a Slack incoming webhook URL (of the form `https://hooks.slack.com/services/...`). When set, messages published to the topic are forwarded to that webhook; when `null`, no Slack integration is created."
  type        = string
  default     = null
}
