# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "aws_account_id" {
  description = "ID of the AWS account to create the users and groups in. The module refuses to run against any other account."
  type        = string

  validation {
    condition     = can(regex("^[0-9]{12}$", var.aws_account_id))
    error_message = "aws_account_id must be a 12-digit AWS account ID."
  }
}

variable "users" {
  description = <<-EOT
    IAM users to create, keyed by user name (up to 64 characters).

    - `groups`: names of IAM groups to add the user to, from this module or existing ones.
    - `pgp_key`: base64-encoded PGP public key or `keybase:<username>`; overrides `default_pgp_key`.
    - `create_login_profile`: give the user a console password, to be changed at first sign-in.
    - `create_access_keys`: create an access key pair for the CLI and SDKs.
    - `permissions_boundary`: ARN of a policy that caps the user's permissions.
  EOT
  type = map(object({
    groups               = list(string)
    pgp_key              = optional(string)
    create_login_profile = optional(bool, false)
    create_access_keys   = optional(bool, false)
    path                 = optional(string, "/")
    permissions_boundary = optional(string)
    tags                 = optional(map(string), {})
  }))
  nullable = false

  validation {
    condition     = alltrue([for name in keys(var.users) : length(name) <= 64])
    error_message = "IAM user names must be at most 64 characters."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "default_pgp_key" {
  description = "PGP key used to encrypt passwords and secret keys of users without their own `pgp_key`. With it, an administrator decrypts the credentials and hands them over; per-user keys are better, because then only the user can read them."
  type        = string
  default     = null
}

variable "group_names" {
  description = "Names of the standard groups. Override them to match an existing naming convention."
  type = object({
    full_access    = optional(string, "full-access")
    billing        = optional(string, "billing")
    developers     = optional(string, "developers")
    read_only      = optional(string, "read-only")
    user_self_mgmt = optional(string, "iam-user-self-mgmt")
  })
  default = {}
}

variable "groups_to_create" {
  description = "Which of the standard groups to create (keys of `group_names`)."
  type        = set(string)
  default = [
    "full_access",
    "billing",
    "developers",
    "read_only",
    "user_self_mgmt",
  ]

  validation {
    condition     = alltrue([for g in var.groups_to_create : contains(["full_access", "billing", "developers", "read_only", "user_self_mgmt"], g)])
    error_message = "groups_to_create may only contain full_access, billing, developers, read_only and user_self_mgmt."
  }
}

variable "iam_group_developers_permitted_services" {
  description = "AWS services (IAM service prefixes such as `ec2` or `s3`) members of the developers group get full access to."
  type        = list(string)
  default     = ["ec2", "s3", "lambda", "logs", "cloudwatch"]
}

variable "iam_groups_for_cross_account_access" {
  description = "Groups whose members may assume IAM roles in other accounts. Map of group name to the role ARNs the group may assume."
  type        = map(list(string))
  default     = {}
}

variable "should_require_mfa" {
  description = "Require MFA for all permissions granted through the groups, except what users need to set up their own MFA device."
  type        = bool
  default     = true
}

variable "force_destroy_users" {
  description = "When removing a user, also delete their login profile, access keys and MFA devices created outside Terraform."
  type        = bool
  default     = false
}

variable "password_policy" {
  description = "The account password policy. `null` leaves the existing policy untouched."
  type = object({
    minimum_password_length        = optional(number, 16)
    require_lowercase_characters   = optional(bool, true)
    require_uppercase_characters   = optional(bool, true)
    require_numbers                = optional(bool, true)
    require_symbols                = optional(bool, true)
    allow_users_to_change_password = optional(bool, true)
    max_password_age               = optional(number, 90)
    password_reuse_prevention      = optional(number, 5)
  })
  default = {}
}

variable "tags" {
  description = "Tags applied to every user and to the policies the module creates."
  type        = map(string)
  default     = {}
}
