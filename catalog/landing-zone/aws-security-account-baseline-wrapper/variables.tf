# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "aws_account_id" {
  description = "ID of the security account. The module refuses to run against any other account."
  type        = string

  validation {
    condition     = can(regex("^[0-9]{12}$", var.aws_account_id))
    error_message = "aws_account_id must be a 12-digit AWS account ID."
  }
}

variable "name_prefix" {
  description = "Prefix for the names of the resources this module creates, e.g. `security`."
  type        = string
}

variable "cloudtrail_s3_bucket_name" {
  description = "Name of the S3 bucket in the logs account that receives this account's CloudTrail logs."
  type        = string
}

variable "config_s3_bucket_name" {
  description = "Name of the S3 bucket in the logs account that receives this account's AWS Config data."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: IAM USERS AND GROUPS
# ---------------------------------------------------------------------------------------------------------------------

variable "users" {
  description = <<-EOT
    IAM users to create, keyed by user name. The security account is the only account where people have IAM users; they reach the other accounts through `iam_groups_for_cross_account_access`.

    - `groups`: IAM groups to add the user to.
    - `pgp_key`: a base64-encoded PGP public key or `keybase:<username>`, used to encrypt the console password and secret access key in the outputs. Required when `create_login_profile` or `create_access_keys` is `true`.
    - `create_login_profile`: give the user a console password (which must be changed at first sign-in).
    - `create_access_keys`: create an access key pair for CLI and API use.
  EOT
  type = map(object({
    groups               = optional(list(string), [])
    pgp_key              = optional(string)
    create_login_profile = optional(bool, false)
    create_access_keys   = optional(bool, false)
    path                 = optional(string, "/")
    tags                 = optional(map(string), {})
  }))
  default  = {}
  nullable = false
}

variable "should_create_iam_group_full_access" {
  description = "Create the `full-access` IAM group with the `AdministratorAccess` policy."
  type        = bool
  default     = true
}

variable "should_create_iam_group_billing" {
  description = "Create the `billing` IAM group with access to the Billing and Cost Management console."
  type        = bool
  default     = true
}

variable "should_create_iam_group_read_only" {
  description = "Create the `read-only` IAM group with the `ReadOnlyAccess` policy."
  type        = bool
  default     = true
}

variable "should_create_iam_group_user_self_mgmt" {
  description = "Create the `iam-user-self-mgmt` group, which lets users change their own password, access keys and MFA devices. Put every human user in it."
  type        = bool
  default     = true
}

variable "iam_groups_for_cross_account_access" {
  description = "IAM groups whose members may assume the listed IAM roles in other accounts, e.g. a `prod-read-only` group for `arn:aws:iam::111122223333:role/allow-read-only-access-from-other-accounts`."
  type = list(object({
    group_name    = string
    iam_role_arns = list(string)
  }))
  default = []
}

variable "should_require_mfa" {
  description = "Require MFA for every permission granted through the groups this module creates, except the self-management permissions users need to set up MFA in the first place."
  type        = bool
  default     = true
}

variable "force_destroy_users" {
  description = "When destroying a user, also delete login profiles, access keys and MFA devices not managed by Terraform. Without it, removing a user who added an MFA device fails."
  type        = bool
  default     = false
}

variable "password_policy" {
  description = "The account password policy for IAM users. Unset attributes take the defaults shown in the type."
  type = object({
    minimum_password_length        = optional(number, 16)
    require_lowercase_characters   = optional(bool, true)
    require_uppercase_characters   = optional(bool, true)
    require_numbers                = optional(bool, true)
    require_symbols                = optional(bool, true)
    allow_users_to_change_password = optional(bool, true)
    max_password_age               = optional(number, 90)
    password_reuse_prevention      = optional(number, 5)
    hard_expiry                    = optional(bool, false)
  })
  default  = {}
  nullable = false

  validation {
    condition     = var.password_policy.minimum_password_length >= 6 && var.password_policy.minimum_password_length <= 128
    error_message = "minimum_password_length must be between 6 and 128."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: AUDIT AND THREAT DETECTION
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_guardduty" {
  description = "Enable a GuardDuty detector in every region in `opt_in_regions`."
  type        = bool
  default     = true
}

variable "guardduty_finding_publishing_frequency" {
  description = "How often GuardDuty sends updates of existing findings to EventBridge. New findings are always sent within about five minutes."
  type        = string
  default     = "FIFTEEN_MINUTES"

  validation {
    condition     = contains(["FIFTEEN_MINUTES", "ONE_HOUR", "SIX_HOURS"], var.guardduty_finding_publishing_frequency)
    error_message = "guardduty_finding_publishing_frequency must be FIFTEEN_MINUTES, ONE_HOUR or SIX_HOURS."
  }
}

variable "enable_config" {
  description = "Turn on AWS Config recording in every region in `opt_in_regions`."
  type        = bool
  default     = true
}

variable "config_central_account_id" {
  description = "ID of the account that aggregates Config data for the organization. `null` keeps Config data in this account only."
  type        = string
  default     = null
}

variable "opt_in_regions" {
  description = "Regions in which to enable GuardDuty and Config."
  type        = list(string)
  default = [
    "us-east-1",
    "us-east-2",
    "us-west-1",
    "us-west-2",
    "eu-west-1",
    "eu-central-1",
  ]
}

variable "tags" {
  description = "Tags applied to every resource that supports them."
  type        = map(string)
  default     = {}
}
