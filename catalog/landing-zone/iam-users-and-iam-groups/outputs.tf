output "user_arns" {
  description = "Map of user name to IAM user ARN."
  value       = { for name, user in aws_iam_user.user : name => user.arn }
}

output "user_passwords" {
  description = "Map of user name to the initial console password, PGP-encrypted and base64-encoded."
  value       = { for name, profile in aws_iam_user_login_profile.user : name => profile.encrypted_password }
  sensitive   = true
}

output "user_access_key_ids" {
  description = "Map of user name to access key ID."
  value       = { for name, key in aws_iam_access_key.user : name => key.id }
}

output "user_secret_access_keys" {
  description = "Map of user name to secret access key, PGP-encrypted and base64-encoded."
  value       = { for name, key in aws_iam_access_key.user : name => key.encrypted_secret }
  sensitive   = true
}

output "iam_group_arns" {
  description = "Map of standard group key (e.g. `read_only`) to the group's ARN."
  value       = { for key, group in aws_iam_group.standard : key => group.arn }
}

output "iam_group_names" {
  description = "Map of standard group key to the group's name."
  value       = { for key, group in aws_iam_group.standard : key => group.name }
}

output "cross_account_access_group_arns" {
  description = "Map of cross-account group name to the group's ARN."
  value       = { for name, group in aws_iam_group.cross_account : name => group.arn }
}
