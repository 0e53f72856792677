output "user_arns" {
  description = "Map of user name to IAM user ARN."
  value       = { for name, user in aws_iam_user.user : name => user.arn }
}

output "user_passwords" {
  description = "Map of user name to the initial console password, encrypted with the user's PGP key and base64-encoded. Decrypt with `base64 --decode | gpg --decrypt`."
  value       = { for name, profile in aws_iam_user_login_profile.user : name => profile.encrypted_password }
  sensitive   = true
}

output "user_access_key_ids" {
  description = "Map of user name to access key ID, for users with `create_access_keys = true`."
  value       = { for name, key in aws_iam_access_key.user : name => key.id }
}

output "user_secret_access_keys" {
  description = "Map of user name to secret access key, encrypted with the user's PGP key and base64-encoded."
  value       = { for name, key in aws_iam_access_key.user : name => key.encrypted_secret }
  sensitive   = true
}

output "iam_group_names" {
  description = "Names of the IAM groups this module created."
  value       = local.iam_group_names
}

output "cross_account_access_group_arns" {
  description = "Map of group name to ARN for the groups in `iam_groups_for_cross_account_access`."
  value       = { for name, group in aws_iam_group.cross_account : name => group.arn }
}

output "guardduty_detector_ids" {
  description = "Map of region to GuardDuty detector ID."
  value       = module.guardduty.detector_ids
}

output "config_recorder_names" {
  description = "Map of region to AWS Config recorder name."
  value       = module.config.recorder_names
}
