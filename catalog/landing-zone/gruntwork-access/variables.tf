# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "gruntwork_aws_account_id" {
  description = "ID of the AWS account Gruntwork engineers sign in to. Only IAM entities in this account can assume the role. Get the current ID from Gruntwork support; do not guess it."
  type        = string

  validation {
    condition     = can(regex("^[0-9]{12}$", var.gruntwork_aws_account_id))
    error_message = "gruntwork_aws_account_id must be a 12-digit AWS account ID."
  }
}

variable "managed_policy_name" {
  description = "Name of the AWS managed policy attached to the role, which sets what Gruntwork engineers can do: `AdministratorAccess` to deploy and fix infrastructure for you, `PowerUserAccess` for everything but IAM and Organizations, `ReadOnlyAccess` or `SecurityAudit` to review only."
  type        = string

  validation {
    condition     = contains(["AdministratorAccess", "PowerUserAccess", "ReadOnlyAccess", "SecurityAudit"], var.managed_policy_name)
    error_message = "managed_policy_name must be AdministratorAccess, PowerUserAccess, ReadOnlyAccess or SecurityAudit."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "iam_role_name" {
  description = "Name of the IAM role Gruntwork engineers assume."
  type        = string
  default     = "GruntworkAccountAccessRole"
}

variable "require_mfa" {
  description = "Require the assuming principal to have signed in with MFA (`aws:MultiFactorAuthPresent`) in the role's trust policy."
  type        = bool
  default     = true
}

variable "max_session_duration" {
  description = "Maximum session duration of the role, in seconds."
  type        = number
  default     = 3600

  validation {
    condition     = var.max_session_duration >= 3600 && var.max_session_duration <= 43200
    error_message = "max_session_duration must be between 3600 (1 hour) and 43200 (12 hours)."
  }
}

variable "additional_policy_arns" {
  description = "ARNs of extra IAM policies to attach to the role, e.g. a customer managed policy that denies access to a data bucket."
  type        = list(string)
  default     = []
}

variable "permissions_boundary_arn" {
  description = "ARN of a policy to set as the role's permissions boundary, capping what the role can do whatever its policies say. `null` sets no boundary."
  type        = string
  default     = null
}

variable "grant_security_account_access" {
  description = "Also create a role in the security account from which Gruntwork engineers can create and manage IAM users and groups for themselves. Only set this in the security account."
  type        = bool
  default     = false
}

variable "security_account_iam_role_name" {
  description = "Name of the additional role created when `grant_security_account_access` is `true`."
  type        = string
  default     = "GruntworkSecurityAccountAccessRole"
}

variable "role_path" {
  description = "Path of the IAM role, e.g. `/vendors/`."
  type        = string
  default     = "/"

  validation {
    condition     = can(regex("^/(.*/)?$", var.role_path))
    error_message = "role_path must begin and end with a slash."
  }
}

variable "tags" {
  description = "Tags applied to the IAM roles."
  type        = map(string)
  default     = {}
}
