# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the SNS topic. Up to 256 letters, digits, hyphens and underscores; FIFO topics must end in `.fifo`."
  type        = string

  validation {
    condition     = length(var.name) <= 256 && can(regex("^[a-zA-Z0-9_-]+(\\.fifo)?$", var.name))
    error_message = "name must be 1-256 characters of letters, digits, hyphens and underscores, optionally ending in .fifo."
  }
}

variable "display_name" {
  description = "Display name of the topic, used as the sender name of email notifications. Up to 100 characters."
  type        = string

  validation {
    condition     = length(var.display_name) <= 100
    error_message = "display_name must be at most 100 characters."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "kms_master_key_id" {
  description = "ID, ARN or alias of the KMS key used to encrypt messages at rest, e.g. `alias/aws/sns` for the AWS managed key. `null` leaves the topic unencrypted. Publishers such as CloudWatch alarms need `kms:GenerateDataKey` and `kms:Decrypt` on a customer managed key, which the AWS managed key cannot grant."
  type        = string
  default     = null
}

variable "allow_publish_accounts" {
  description = "ARNs of AWS accounts or IAM principals allowed to publish to the topic, e.g. `arn:aws:iam::111122223333:root`."
  type        = list(string)
  default     = []
}

variable "allow_publish_services" {
  description = "AWS service principals allowed to publish to the topic, e.g. `cloudwatch.amazonaws.com` for alarms or `events.amazonaws.com` for EventBridge rules."
  type        = list(string)
  default     = []
}

variable "allow_subscribe_accounts" {
  description = "ARNs of AWS accounts or IAM principals allowed to subscribe to the topic."
  type        = list(string)
  default     = []
}

variable "allow_subscribe_protocols" {
  description = "Protocols that the accounts in `allow_subscribe_accounts` may subscribe with."
  type        = list(string)
  default = [
    "https",
    "email",
    "email-json",
    "sqs",
    "lambda",
  ]

  validation {
    condition     = alltrue([for p in var.allow_subscribe_protocols : contains(["http", "https", "email", "email-json", "sms", "sqs", "application", "lambda", "firehose"], p)])
    error_message = "allow_subscribe_protocols may only contain http, https, email, email-json, sms, sqs, application, lambda and firehose."
  }
}

variable "fifo_topic" {
  description = "Create a FIFO topic, which preserves message order and deduplicates messages. FIFO topics only deliver to SQS queues."
  type        = bool
  default     = false
}

variable "content_based_deduplication" {
  description = "For FIFO topics, deduplicate messages on a SHA-256 hash of their body instead of requiring a deduplication ID."
  type        = bool
  default     = false
}

variable "delivery_policy" {
  description = "JSON delivery policy for HTTP and HTTPS subscriptions: how often and how fast SNS retries failed deliveries. The default retries three times, 20 seconds apart."
  type        = string
  default     = <<-EOT
    {
      "http": {
        "defaultHealthyRetryPolicy": {
          "minDelayTarget": 20,
          "maxDelayTarget": 20,
          "numRetries": 3,
          "numMaxDelayRetries": 0,
          "numNoDelayRetries": 0,
          "numMinDelayRetries": 0,
          "backoffFunction": "linear"
        },
        "disableSubscriptionOverrides": false
      }
    }
  EOT
}

variable "slack_webhook_url" {
  description = "URL of a Slack [incoming webhook](https://api.slack.com/messaging/webhooks). When set, the module deploys a Lambda function subscribed to the topic that posts every message to the webhook's channel. Treat it as a secret: anyone with the URL can post to your channel."
  type        = string
  default     = null
  sensitive   = true
}

variable "slack_lambda_timeout" {
  description = "Timeout in seconds of the Slack notification Lambda function."
  type        = number
  default     = 10

  validation {
    condition     = var.slack_lambda_timeout >= 1 && var.slack_lambda_timeout <= 900
    error_message = "slack_lambda_timeout must be between 1 and 900 seconds."
  }
}

variable "tags" {
  description = "Tags applied to the topic and, when created, the Slack Lambda function and its IAM role."
  type        = map(string)
  default     = {}
}
