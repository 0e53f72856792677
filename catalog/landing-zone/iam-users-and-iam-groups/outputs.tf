# Outputs of the modules/landingzone/iam-users-and-groups module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "billing_iam_group_arn" {
  description = "ARN of the billing IAM group."
}

output "billing_iam_group_name" {
  description = "Name of the billing IAM group; use it in the `groups` list of a user."
}

output "cross_account_access_all_group_arn" {
  description = "ARN of the IAM group that grants access to all the external accounts in `iam_groups_for_cross_account_access`."
}

output "cross_account_access_all_group_name" {
  description = "Name of the IAM group that grants access to all the external accounts in `iam_groups_for_cross_account_access`."
}

output "cross_account_access_group_arns" {
  description = "ARNs of the IAM groups created from `iam_groups_for_cross_account_access`."
}

output "cross_account_access_group_names" {
  description = "Names of the IAM groups created from `iam_groups_for_cross_account_access`; add users to them through the `groups` list in `users`."
}

output "developers_iam_group_arn" {
  description = "ARN of the developers IAM group."
}

output "developers_iam_group_name" {
  description = "Name of the developers IAM group; use it in the `groups` list of a user."
}

output "full_access_iam_group_arn" {
  description = "ARN of the full-access IAM group."
}

output "full_access_iam_group_name" {
  description = "Name of the full-access IAM group; use it in the `groups` list of a user."
}

output "iam_admin_iam_group_arn" {
  description = "ARN of the IAM administrator IAM group."
}

output "iam_admin_iam_group_name" {
  description = "Name of the IAM administrator IAM group; use it in the `groups` list of a user."
}

output "iam_admin_iam_policy_arn" {
  description = "ARN of the IAM policy that grants IAM administrator permissions."
}

output "iam_self_mgmt_iam_group_arn" {
  description = "ARN of the user self-management IAM group."
}

output "iam_self_mgmt_iam_group_name" {
  description = "Name of the user self-management IAM group; use it in the `groups` list of a user."
}

output "iam_self_mgmt_iam_policy_arn" {
  description = "ARN of the IAM policy that lets users manage their own IAM user account."
}

output "logs_iam_group_arn" {
  description = "ARN of the logs IAM group."
}

output "logs_iam_group_name" {
  description = "Name of the logs IAM group; use it in the `groups` list of a user."
}

output "read_only_iam_group_arn" {
  description = "ARN of the read-only IAM group."
}

output "read_only_iam_group_name" {
  description = "Name of the read-only IAM group; use it in the `groups` list of a user."
}

output "require_mfa_policy" {
  description = "The IAM policy the module uses to require MFA for the permissions it grants (see `should_require_mfa`)."
}

output "ssh_grunt_sudo_users_group_arns" {
  description = "ARNs of the IAM groups that give ssh-grunt SSH access with sudo."
}

output "ssh_grunt_sudo_users_group_names" {
  description = "Names of the IAM groups that give ssh-grunt SSH access with sudo; configure ssh-grunt on your servers with these names."
}

output "ssh_grunt_users_group_arns" {
  description = "ARNs of the IAM groups that give ssh-grunt SSH access without sudo."
}

output "ssh_grunt_users_group_names" {
  description = "Names of the IAM groups that give ssh-grunt SSH access without sudo; configure ssh-grunt on your servers with these names."
}

output "support_iam_group_arn" {
  description = "ARN of the support IAM group."
}

output "support_iam_group_name" {
  description = "Name of the support IAM group; use it in the `groups` list of a user."
}

output "use_existing_iam_roles_iam_group_arn" {
  description = "ARN of the use-existing-IAM-roles IAM group."
}

output "use_existing_iam_roles_iam_group_name" {
  description = "Name of the use-existing-IAM-roles IAM group; use it in the `groups` list of a user."
}

output "user_access_keys" {
  description = "Access keys of the users created with `create_access_keys = true`, keyed by user name. Each value holds `access_key_id` and `secret_access_key`, the secret encrypted with the user's PGP key; decrypt it with, for example, `echo <secret_access_key> | base64 --decode | keybase pgp decrypt`."
}

output "user_arns" {
  description = "IAM user ARNs, keyed by user name."
}

output "user_passwords" {
  description = "Initial AWS Console passwords of the users created with `create_login_profile = true`, keyed by user name and encrypted with each user's PGP key. Decrypt one with, for example, `echo <password> | base64 --decode | keybase pgp decrypt`."
}
