# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "aws_account_id" {
  description = "ID of the AWS account this baseline is applied to. The module refuses to run against any other account, which protects you from applying with the wrong credentials."
  type        = string

  validation {
    condition     = can(regex("^[0-9]{12}$", var.aws_account_id))
    error_message = "aws_account_id must be a 12-digit AWS account ID."
  }
}

variable "aws_region" {
  description = "The region where region-agnostic resources (IAM roles, the CloudTrail trail's home region) are managed, e.g. `us-east-1`."
  type        = string
}

variable "name_prefix" {
  description = "Prefix for the names of the resources this module creates, usually the account name, e.g. `prod`."
  type        = string
}

variable "cloudtrail_s3_bucket_name" {
  description = "Name of the S3 bucket in the logs account that receives CloudTrail logs. The bucket and its policy are created by the logs account baseline; this account only writes to it."
  type        = string
}

variable "config_s3_bucket_name" {
  description = "Name of the S3 bucket in the logs account that receives AWS Config snapshots and history."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CLOUDTRAIL AND CONFIG
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_cloudtrail" {
  description = "Create a multi-region CloudTrail trail in this account. Turn off if the organization trail from the root account already covers it and you do not want a second copy."
  type        = bool
  default     = true
}

variable "cloudtrail_kms_key_arn" {
  description = "ARN of the KMS key in the logs account that encrypts CloudTrail log files. `null` uses SSE-S3 encryption of the bucket."
  type        = string
  default     = null
}

variable "enable_config" {
  description = "Turn on AWS Config recording of every supported resource type in each enabled region."
  type        = bool
  default     = true
}

variable "config_central_account_id" {
  description = "ID of the account that aggregates Config data for the organization (usually the logs or security account). `null` keeps Config data in this account only."
  type        = string
  default     = null
}

variable "opt_in_regions" {
  description = "Regions in which to enable Config, GuardDuty and IAM Access Analyzer. Include every region your organization can use; a region without GuardDuty is a blind spot. Regions that are disabled for the account must not be listed."
  type        = list(string)
  default = [
    "us-east-1",
    "us-east-2",
    "us-west-1",
    "us-west-2",
    "eu-west-1",
    "eu-central-1",
    "ap-southeast-1",
    "ap-southeast-2",
    "ap-northeast-1",
  ]
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: THREAT DETECTION AND ENCRYPTION
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_guardduty" {
  description = "Enable an Amazon GuardDuty detector in every region in `opt_in_regions`."
  type        = bool
  default     = true
}

variable "guardduty_findings_sns_topic_name" {
  description = "Name of an SNS topic, created in each region, that receives GuardDuty findings through an EventBridge rule. `null` skips the topic."
  type        = string
  default     = null
}

variable "enable_iam_access_analyzer" {
  description = "Create an IAM Access Analyzer in every region in `opt_in_regions` to report resources shared outside the account."
  type        = bool
  default     = true
}

variable "iam_access_analyzer_type" {
  description = "Zone of trust of the analyzer: `ACCOUNT` reports access from outside this account, `ORGANIZATION` only from outside the organization (requires this account to be the delegated administrator)."
  type        = string
  default     = "ACCOUNT"

  validation {
    condition     = contains(["ACCOUNT", "ORGANIZATION"], var.iam_access_analyzer_type)
    error_message = "iam_access_analyzer_type must be ACCOUNT or ORGANIZATION."
  }
}

variable "ebs_enable_encryption" {
  description = "Turn on EBS encryption by default in every region in `opt_in_regions`, so new volumes and snapshot copies are always encrypted."
  type        = bool
  default     = true
}

variable "ebs_kms_key_name" {
  description = "Key of an entry in `kms_customer_master_keys` to use as the default EBS encryption key. `null` uses the AWS managed key `aws/ebs`."
  type        = string
  default     = null
}

variable "kms_customer_master_keys" {
  description = "KMS customer managed keys to create, keyed by alias name (without the `alias/` prefix). Administrators can manage the key; users can encrypt and decrypt with it; service principals (e.g. `logs.us-east-1.amazonaws.com`) can use it on your behalf."
  type = map(object({
    cmk_administrator_iam_arns = list(string)
    cmk_user_iam_arns          = optional(list(string), [])
    cmk_service_principals     = optional(list(string), [])
    deletion_window_in_days    = optional(number, 30)
    enable_key_rotation        = optional(bool, true)
    region                     = optional(string)
    tags                       = optional(map(string), {})
  }))
  default  = {}
  nullable = false
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CROSS-ACCOUNT IAM ROLES
# ---------------------------------------------------------------------------------------------------------------------

variable "allow_read_only_access_from_other_account_arns" {
  description = "ARNs of accounts or IAM entities (usually the security account) allowed to assume a read-only IAM role in this account."
  type        = list(string)
  default     = []
}

variable "allow_dev_access_from_other_account_arns" {
  description = "ARNs of accounts or IAM entities allowed to assume a developer role with full access to the services in `dev_permitted_services`."
  type        = list(string)
  default     = []
}

variable "dev_permitted_services" {
  description = "AWS services (IAM service prefixes) the developer role has full access to."
  type        = list(string)
  default = [
    "ec2",
    "ecs",
    "s3",
    "rds",
    "elasticache",
    "dynamodb",
  ]
}

variable "allow_full_access_from_other_account_arns" {
  description = "ARNs of accounts or IAM entities allowed to assume an administrator role in this account. Keep this list short."
  type        = list(string)
  default     = []
}

variable "max_session_duration_human_users" {
  description = "Maximum session duration, in seconds, of the roles humans assume."
  type        = number
  default     = 43200

  validation {
    condition     = var.max_session_duration_human_users >= 3600 && var.max_session_duration_human_users <= 43200
    error_message = "max_session_duration_human_users must be between 3600 (1 hour) and 43200 (12 hours)."
  }
}

variable "tags" {
  description = "Tags applied to every resource that supports them."
  type        = map(string)
  default     = {}
}
