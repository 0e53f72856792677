# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "aws_account_id" {
  description = "ID of the root (management) account of the AWS Organization. The module refuses to run against any other account."
  type        = string

  validation {
    condition     = can(regex("^[0-9]{12}$", var.aws_account_id))
    error_message = "aws_account_id must be a 12-digit AWS account ID."
  }
}

variable "aws_region" {
  description = "Home region of the organization trail and the Config aggregator, e.g. `us-east-1`."
  type        = string
}

variable "name_prefix" {
  description = "Prefix for the names of the resources this module creates, e.g. `acme-root`."
  type        = string
}

variable "child_accounts" {
  description = <<-EOT
    Member accounts to create in the organization, keyed by account name (e.g. `logs`, `security`, `dev`, `prod`).

    - `email`: root user email of the account; must be unique across all of AWS.
    - `parent_ou_name`: key of an entry in `organizational_units` to place the account in; `null` places it under the root.
    - `role_name`: IAM role AWS Organizations creates in the account for administrators of the root account.
    - `iam_user_access_to_billing`: `ALLOW` or `DENY` IAM users access to the account's billing pages.
    - `close_on_deletion`: close the account (instead of only removing it from the organization) when it is removed from this map.
    - `is_logs_account`: the account that receives CloudTrail and Config data; exactly one account should set it.
  EOT
  type = map(object({
    email                      = string
    parent_ou_name             = optional(string)
    role_name                  = optional(string, "OrganizationAccountAccessRole")
    iam_user_access_to_billing = optional(string, "DENY")
    close_on_deletion          = optional(bool, false)
    is_logs_account            = optional(bool, false)
    tags                       = optional(map(string), {})
  }))
  nullable = false

  validation {
    condition     = alltrue([for a in values(var.child_accounts) : can(regex("^[^@\\s]+@[^@\\s]+$", a.email))])
    error_message = "Every child account needs a valid email address."
  }

  validation {
    condition     = alltrue([for a in values(var.child_accounts) : contains(["ALLOW", "DENY"], a.iam_user_access_to_billing)])
    error_message = "iam_user_access_to_billing must be ALLOW or DENY."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: AWS ORGANIZATIONS
# ---------------------------------------------------------------------------------------------------------------------

variable "create_organization" {
  description = "Create the AWS Organization. Set to `false` if this account already manages an organization; the module then reads the existing organization and manages accounts, OUs and policies in it."
  type        = bool
  default     = true
}

variable "organizations_feature_set" {
  description = "`ALL` enables every Organizations feature, including service control policies. `CONSOLIDATED_BILLING` only shares billing."
  type        = string
  default     = "ALL"

  validation {
    condition     = contains(["ALL", "CONSOLIDATED_BILLING"], var.organizations_feature_set)
    error_message = "organizations_feature_set must be ALL or CONSOLIDATED_BILLING."
  }
}

variable "organizations_aws_service_access_principals" {
  description = "AWS services trusted to act across the organization (service principals)."
  type        = list(string)
  default = [
    "cloudtrail.amazonaws.com",
    "config.amazonaws.com",
    "config-multiaccountsetup.amazonaws.com",
    "guardduty.amazonaws.com",
    "access-analyzer.amazonaws.com",
    "sso.amazonaws.com",
  ]
}

variable "organizations_enabled_policy_types" {
  description = "Policy types to enable in the organization root."
  type        = list(string)
  default     = ["SERVICE_CONTROL_POLICY"]

  validation {
    condition     = alltrue([for t in var.organizations_enabled_policy_types : contains(["SERVICE_CONTROL_POLICY", "TAG_POLICY", "BACKUP_POLICY", "AISERVICES_OPT_OUT_POLICY"], t)])
    error_message = "Allowed policy types are SERVICE_CONTROL_POLICY, TAG_POLICY, BACKUP_POLICY and AISERVICES_OPT_OUT_POLICY."
  }
}

variable "organizational_units" {
  description = "Organizational units to create, keyed by name. `parent_ou_name` nests an OU under another one from this map; `null` places it under the root."
  type = map(object({
    parent_ou_name = optional(string)
    tags           = optional(map(string), {})
  }))
  default = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: SERVICE CONTROL POLICIES
# ---------------------------------------------------------------------------------------------------------------------

variable "attach_baseline_scp" {
  description = "Attach `baseline_scp_json` to the organization root, so it applies to every member account (SCPs never restrict the management account itself)."
  type        = bool
  default     = true
}

variable "baseline_scp_json" {
  description = "The baseline service control policy. The default stops member accounts from leaving the organization and from turning off CloudTrail, GuardDuty and Config."
  type        = string
  default     = <<-EOT
    {
      "Version": "2012-10-17",
      "Statement": [
        {
          "Sid": "DenyLeaveOrganization",
          "Effect": "Deny",
          "Action": "organizations:LeaveOrganization",
          "Resource": "*"
        },
        {
          "Sid": "ProtectAuditServices",
          "Effect": "Deny",
          "Action": [
            "cloudtrail:StopLogging",
            "cloudtrail:DeleteTrail",
            "guardduty:DeleteDetector",
            "guardduty:DisassociateFromMasterAccount",
            "config:StopConfigurationRecorder",
            "config:DeleteConfigurationRecorder",
            "config:DeleteDeliveryChannel"
          ],
          "Resource": "*"
        }
      ]
    }
  EOT
}

variable "service_control_policies" {
  description = "Additional service control policies, keyed by policy name, each attached to the OUs and accounts (keys of `organizational_units` and `child_accounts`) listed."
  type = map(object({
    description          = optional(string, "Managed by Terraform")
    policy_json          = string
    target_ou_names      = optional(list(string), [])
    target_account_names = optional(list(string), [])
  }))
  default = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CLOUDTRAIL AND CONFIG
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_organization_trail" {
  description = "Create an organization trail that records management events of every account in the organization."
  type        = bool
  default     = true
}

variable "cloudtrail_s3_bucket_name" {
  description = "Name of the S3 bucket in the logs account for the organization trail. `null` uses `<name_prefix>-cloudtrail`."
  type        = string
  default     = null
}

variable "cloudtrail_num_days_after_which_archive_log_data" {
  description = "Days after which CloudTrail log files move to S3 Glacier Flexible Retrieval. `0` never archives."
  type        = number
  default     = 30
}

variable "cloudtrail_num_days_after_which_delete_log_data" {
  description = "Days after which CloudTrail log files are deleted. `0` keeps them forever. Check your compliance requirements; many require one year or more."
  type        = number
  default     = 365
}

variable "enable_config_aggregator" {
  description = "Create an organization-wide AWS Config aggregator, so you can query the configuration and compliance of every account from one place."
  type        = bool
  default     = true
}

variable "config_aggregator_all_regions" {
  description = "Aggregate Config data from all regions, including regions enabled in the future."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags applied to every resource that supports them."
  type        = map(string)
  default     = {}
}
