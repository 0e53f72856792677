# Inputs of the modules/landingzone/iam-users-and-groups module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "aws_account_id" {
  description = "ID of the AWS account the module is meant to operate on. Stating it explicitly protects against running against the wrong account because of credentials picked up from environment variables."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "auto_deploy_permissions" {
  description = "IAM actions (for example `ec2:*`) granted for automated deployments, through the auto-deploy IAM group and the auto-deploy IAM role wherever the module creates them. If the auto-deploy group is created, the list needs at least one entry, such as `*`."
  type        = list(string)
  default     = []
}

variable "cloudtrail_kms_key_arn" {
  description = "KMS key, by ARN, that protects your CloudTrail logs. Setting it adds decrypt rights for that key to the logs IAM group, so its members can read encrypted log files."
  type        = string
  default     = null
}

variable "cross_account_access_all_group_name" {
  description = "Name for the umbrella IAM group that combines every cross-account group defined in `iam_groups_for_cross_account_access`, so its members can reach all of those external accounts."
  type        = string
  default     = "_all-accounts"
}

variable "enable_iam_groups" {
  description = "Whether to create the IAM groups. With `false`, none of the groups are created, whatever the individual `should_create_iam_group_*` settings say."
  type        = bool
  default     = true
}

variable "force_destroy_users" {
  description = "Whether Terraform may delete an IAM user even when it has access keys, a login profile or MFA devices that Terraform does not manage. Without it, deleting such a user fails."
  type        = bool
  default     = false
}

variable "iam_group_developers_permitted_services" {
  description = "AWS services, by IAM service prefix (for example `ec2` or `machinelearning`), on which the developers IAM group gets full permissions. Do not include `iam`, which would amount to administrator access; users who need IAM rights belong in the full-access group instead."
  type        = list(string)
  default     = []
}

variable "iam_group_name_auto_deploy" {
  description = "Name for the IAM group used by automated deployment tooling; its members receive the actions listed in `auto_deploy_permissions`."
  type        = string
  default     = "_machine.ecs-auto-deploy"
}

variable "iam_group_name_billing" {
  description = "Name for the IAM group that can view and change every AWS billing feature."
  type        = string
  default     = "billing"
}

variable "iam_group_name_developers" {
  description = "Name of the IAM group that gives developers a reasonable working set of permissions, based on `iam_group_developers_permitted_services`."
  type        = string
  default     = "developers"
}

variable "iam_group_name_full_access" {
  description = "Name for the IAM group that may do anything to any AWS resource."
  type        = string
  default     = "full-access"
}

variable "iam_group_name_iam_admin" {
  description = "Name of the IAM group with IAM administration rights, which in practice amount to full administrator access."
  type        = string
  default     = "iam-admin"
}

variable "iam_group_name_iam_user_self_mgmt" {
  description = "Name of the IAM group that lets each member manage their own IAM user account."
  type        = string
  default     = "iam-user-self-mgmt"
}

variable "iam_group_name_logs" {
  description = "What to call the IAM group whose members may read CloudWatch, CloudTrail and AWS Config data."
  type        = string
  default     = "logs"
}

variable "iam_group_name_read_only" {
  description = "Name for the IAM group that can view, but not change, any AWS resource."
  type        = string
  default     = "read-only"
}

variable "iam_group_name_support" {
  description = "Name for the IAM group whose members may open and manage AWS Support cases."
  type        = string
  default     = "support"
}

variable "iam_group_name_use_existing_iam_roles" {
  description = "Name of the IAM group whose members may attach existing IAM roles to the AWS resources they launch. It does not allow creating new IAM roles."
  type        = string
  default     = "use-existing-iam-roles"
}

variable "iam_group_names_ssh_grunt_sudo_users" {
  description = "Names of the IAM groups whose members may SSH, with sudo rights, to servers configured with Gruntwork's ssh-grunt. Several names create several groups, so different servers can trust different groups; an empty list creates none."
  type        = list(string)
  default     = ["ssh-grunt-sudo-users"]
}

variable "iam_group_names_ssh_grunt_users" {
  description = "Names of the IAM groups whose members may SSH, without sudo rights, to servers configured with Gruntwork's ssh-grunt. Several names create several groups, so different servers can trust different groups; an empty list creates none."
  type        = list(string)
  default     = ["ssh-grunt-users"]
}

variable "iam_groups_for_cross_account_access" {
  description = "IAM groups whose members may assume roles in other AWS accounts. Each entry has a `group_name` and the `iam_role_arns` that members of that group may assume, and produces one group. This is how users defined once, in a users or security account, get into roles in stage, prod, audit and other accounts."
  type        = list(object({
      group_name    = string
      iam_role_arns = list(string)
    }))
  default     = []
}

variable "iam_policy_iam_user_self_mgmt" {
  description = "What to call the IAM policy through which users control the IAM user account that belongs to them."
  type        = string
  default     = "iam-user-self-mgmt"
}

variable "iam_role_tags" {
  description = "Tags to add to every IAM role the module creates."
  type        = map(string)
  default     = {}
}

variable "max_session_duration_human_users" {
  description = "Longest session, in seconds, for credentials obtained by assuming the IAM roles meant for people that the module creates, such as the read-only access role. Roles for machine users are governed by `max_session_duration_machine_users`."
  type        = number
  default     = 43200
}

variable "max_session_duration_machine_users" {
  description = "Longest session, in seconds, for credentials obtained by assuming the IAM roles meant for machine users that the module creates, such as the auto-deploy role. Roles for people are governed by `max_session_duration_human_users`."
  type        = number
  default     = 3600
}

variable "minimum_password_length" {
  description = "Length of the AWS Console password generated for each user that has `create_login_profile` set in `users`. It only sizes those generated passwords; this module does not set an account password policy."
  type        = number
  default     = 16
}

variable "password_reset_required" {
  description = "Whether users must choose a new password the first time they sign in. Only affects users that have `create_login_profile` set to `true`."
  type        = bool
  default     = true
}

variable "should_create_iam_group_auto_deploy" {
  description = "Whether to create the auto-deploy IAM group, which grants the permissions in `auto_deploy_permissions` for automated deployments."
  type        = bool
  default     = false
}

variable "should_create_iam_group_billing" {
  description = "Whether to create the billing IAM group, limited to read and write access to billing features."
  type        = bool
  default     = false
}

variable "should_create_iam_group_cross_account_access_all" {
  description = "Controls creation of an IAM group with access to every external account listed in `iam_groups_for_cross_account_access`."
  type        = bool
  default     = true
}

variable "should_create_iam_group_developers" {
  description = "Whether to create the developers IAM group, whose permissions are set by `iam_group_developers_permitted_services`."
  type        = bool
  default     = false
}

variable "should_create_iam_group_full_access" {
  description = "Whether to create the full-access IAM group, which can do anything with any AWS resource."
  type        = bool
  default     = true
}

variable "should_create_iam_group_iam_admin" {
  description = "Whether to create the IAM administrator group. Its members can manage every IAM entity, which effectively makes them administrators."
  type        = bool
  default     = false
}

variable "should_create_iam_group_logs" {
  description = "Set to `true` to create the logs IAM group, whose members can read CloudTrail, AWS Config and CloudWatch data. When `cloudtrail_kms_key_arn` is set, the group may also decrypt with that KMS key."
  type        = bool
  default     = false
}

variable "should_create_iam_group_read_only" {
  description = "Whether to create the read-only IAM group, which can view but not change any AWS resource."
  type        = bool
  default     = false
}

variable "should_create_iam_group_support" {
  description = "Whether to create the support IAM group, which has `AWSSupportAccess` permissions."
  type        = bool
  default     = false
}

variable "should_create_iam_group_use_existing_iam_roles" {
  description = "Whether to create the IAM group whose members can launch resources with existing IAM roles but cannot create new roles."
  type        = bool
  default     = false
}

variable "should_create_iam_group_user_self_mgmt" {
  description = "Whether to create the self-management IAM group, which lets users manage their own IAM user account but no one else's."
  type        = bool
  default     = true
}

variable "should_require_mfa" {
  description = "Whether multi-factor authentication is required, both in the AWS Console and for API calls, to use the permissions the module grants to IAM users. Where the module creates cross-account IAM roles, the requirement applies to assuming them too."
  type        = bool
  default     = true
}

variable "users" {
  description = "IAM users to create, keyed by user name. Each value is an object whose keys are all optional: `groups` (IAM groups to put the user in), `tags`, `path`, `permissions_boundary` (ARN of a boundary policy), `create_login_profile` (generate an AWS Console password), `create_access_keys` (generate API access keys) and `pgp_key` (a base64-encoded PGP public key or `keybase:username`, used to encrypt the generated credentials and required whenever either of them is created)."
  type        = any
  default     = {}
}
