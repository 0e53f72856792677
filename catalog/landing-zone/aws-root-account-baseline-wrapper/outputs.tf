# Outputs of the modules/landingzone/account-baseline-root module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "allow_auto_deploy_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the auto-deploy IAM role that principals from other AWS accounts can assume."
}

output "allow_auto_deploy_access_from_other_accounts_iam_role_id" {
  description = "ID of the auto-deploy IAM role that principals from other AWS accounts can assume."
}

output "allow_billing_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the billing access IAM role that principals from other AWS accounts can assume."
}

output "allow_billing_access_from_other_accounts_iam_role_id" {
  description = "ID of the billing access IAM role that principals from other AWS accounts can assume."
}

output "allow_billing_access_sign_in_url" {
  description = "AWS Console URL for switching into the billing access IAM role; hand it to the people allowed to use that role."
}

output "allow_dev_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the dev access IAM role that principals from other AWS accounts can assume."
}

output "allow_dev_access_from_other_accounts_iam_role_id" {
  description = "ID of the dev access IAM role that principals from other AWS accounts can assume."
}

output "allow_dev_access_sign_in_url" {
  description = "AWS Console URL for switching into the dev access IAM role; hand it to the people allowed to use that role."
}

output "allow_full_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the full access IAM role that principals from other AWS accounts can assume."
}

output "allow_full_access_from_other_accounts_iam_role_id" {
  description = "ID of the full access IAM role that principals from other AWS accounts can assume."
}

output "allow_full_access_sign_in_url" {
  description = "AWS Console URL for switching into the full access IAM role; hand it to the people allowed to use that role."
}

output "allow_iam_admin_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the IAM admin access IAM role that principals from other AWS accounts can assume."
}

output "allow_iam_admin_access_from_other_accounts_iam_role_id" {
  description = "ID of the IAM admin access IAM role that principals from other AWS accounts can assume."
}

output "allow_iam_admin_access_sign_in_url" {
  description = "AWS Console URL for switching into the IAM admin access IAM role; hand it to the people allowed to use that role."
}

output "allow_logs_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the logs access IAM role that principals from other AWS accounts can assume."
}

output "allow_logs_access_from_other_accounts_iam_role_id" {
  description = "ID of the logs access IAM role that principals from other AWS accounts can assume."
}

output "allow_logs_access_sign_in_url" {
  description = "AWS Console URL for switching into the logs access IAM role; hand it to the people allowed to use that role."
}

output "allow_read_only_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the read-only access IAM role that principals from other AWS accounts can assume."
}

output "allow_read_only_access_from_other_accounts_iam_role_id" {
  description = "ID of the read-only access IAM role that principals from other AWS accounts can assume."
}

output "allow_read_only_access_sign_in_url" {
  description = "AWS Console URL for switching into the read-only access IAM role; hand it to the people allowed to use that role."
}

output "allow_ssh_grunt_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the ssh-grunt access IAM role that principals from other AWS accounts can assume."
}

output "allow_ssh_grunt_access_from_other_accounts_iam_role_id" {
  description = "ID of the ssh-grunt access IAM role that principals from other AWS accounts can assume."
}

output "allow_ssh_grunt_access_sign_in_url" {
  description = "AWS Console URL for switching into the ssh-grunt access IAM role; hand it to the people allowed to use that role."
}

output "allow_support_access_from_other_accounts_iam_role_arn" {
  description = "ARN of the support access IAM role that principals from other AWS accounts can assume."
}

output "allow_support_access_from_other_accounts_iam_role_id" {
  description = "ID of the support access IAM role that principals from other AWS accounts can assume."
}

output "allow_support_access_sign_in_url" {
  description = "AWS Console URL for switching into the support access IAM role; hand it to the people allowed to use that role."
}

output "aws_ebs_encryption_by_default_enabled" {
  description = "Keyed by region, each boolean shows whether EBS encryption by default is active in that region."
}

output "aws_ebs_encryption_default_kms_key" {
  description = "For each region, the ARN of the KMS key new EBS volumes are encrypted with by default."
}

output "billing_iam_group_arn" {
  description = "ARN of the billing IAM group."
}

output "billing_iam_group_name" {
  description = "Name of the billing IAM group; use it in the `groups` list of a user."
}

output "child_accounts" {
  description = "Map from account name to the attributes of each child account the module created (as exported by the `aws_organizations_account` resource). The root account itself is not included."
}

output "cloudtrail_cloudwatch_group_arn" {
  description = "ARN of the CloudWatch Logs group that receives the CloudTrail logs."
}

output "cloudtrail_cloudwatch_group_name" {
  description = "Name of the CloudWatch Logs group that receives the CloudTrail logs."
}

output "cloudtrail_iam_role_arn" {
  description = "CloudTrail writes to the CloudWatch Logs group using the IAM role with this ARN."
}

output "cloudtrail_iam_role_name" {
  description = "CloudTrail writes to the CloudWatch Logs group using the IAM role with this name."
}

output "cloudtrail_kms_key_alias_name" {
  description = "Alias of the KMS key that encrypts CloudTrail logs in the S3 bucket."
}

output "cloudtrail_kms_key_arn" {
  description = "ARN of the KMS key that encrypts CloudTrail logs in the S3 bucket; other accounts writing to the same bucket need it for their own baselines."
}

output "cloudtrail_kms_key_arn_with_dependency" {
  description = "ARN of the KMS key that encrypts CloudTrail logs in the S3 bucket, provided as a second output next to `cloudtrail_kms_key_arn`."
}

output "cloudtrail_s3_access_logging_bucket_arn" {
  description = "Server access logs of the CloudTrail bucket are stored in the S3 bucket with this ARN."
}

output "cloudtrail_s3_access_logging_bucket_name" {
  description = "Server access logs of the CloudTrail bucket are stored in the S3 bucket with this name."
}

output "cloudtrail_s3_bucket_arn" {
  description = "CloudTrail sends its logs to the S3 bucket with this ARN."
}

output "cloudtrail_s3_bucket_name" {
  description = "CloudTrail sends its logs to the S3 bucket with this name."
}

output "cloudtrail_s3_bucket_name_with_dependency" {
  description = "Name of the S3 bucket CloudTrail delivers logs to, read through a data source rather than taken from the input."
}

output "cloudtrail_trail_arn" {
  description = "ARN of the trail that CloudTrail uses to record this account's API activity."
}

output "config_iam_role_arns" {
  description = "ARNs of the IAM roles that the AWS Config recorders run with."
}

output "config_recorder_names" {
  description = "Names of the AWS Config configuration recorders, one per opted-in region."
}

output "config_s3_bucket_arn" {
  description = "AWS Config delivers its configuration items to the bucket identified by this ARN."
}

output "config_s3_bucket_name" {
  description = "Name of the S3 bucket in which AWS Config stores configuration items; pass it to the baselines of the other accounts."
}

output "config_s3_bucket_name_with_dependency" {
  description = "Name of the AWS Config S3 bucket, read through a data source rather than taken from the input."
}

output "config_sns_topic_arns" {
  description = "ARNs of the SNS topics AWS Config sends its notifications to."
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

output "guardduty_cloudwatch_event_rule_arns" {
  description = "If `guardduty_publish_findings_to_sns` is `true`, these CloudWatch event rules, listed by ARN, pass GuardDuty findings on to SNS."
}

output "guardduty_cloudwatch_event_target_arns" {
  description = "If `guardduty_publish_findings_to_sns` is `true`, these CloudWatch event targets, listed by ARN, hand GuardDuty findings over to SNS."
}

output "guardduty_detector_ids" {
  description = "IDs of the GuardDuty detectors created in the opted-in regions."
}

output "guardduty_findings_kms_key_alias_name" {
  description = "Alias of the KMS key that encrypts GuardDuty findings in the S3 bucket."
}

output "guardduty_findings_kms_key_arn" {
  description = "ARN of the KMS key that encrypts GuardDuty findings in the S3 bucket."
}

output "guardduty_findings_s3_bucket_arn" {
  description = "GuardDuty findings land in the S3 bucket identified by this ARN."
}

output "guardduty_findings_s3_bucket_name" {
  description = "GuardDuty findings land in the S3 bucket that has this name."
}

output "guardduty_findings_sns_topic_arns" {
  description = "ARNs of the SNS topics that GuardDuty findings are published to when `guardduty_publish_findings_to_sns` is `true`; subscribe your alerting to them."
}

output "guardduty_findings_sns_topic_names" {
  description = "Names of the SNS topics that GuardDuty findings are published to when `guardduty_publish_findings_to_sns` is `true`."
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

output "master_account_arn" {
  description = "ARN of the organization's management (master) account."
}

output "master_account_email" {
  description = "Email address of the organization's management (master) account."
}

output "master_account_id" {
  description = "ID of the organization's management (master) account."
}

output "organization_arn" {
  description = "ARN identifying the AWS Organization this module manages."
}

output "organization_id" {
  description = "ID of the AWS Organization (it starts with `o-`)."
}

output "organization_root_id" {
  description = "ID of the organization root, the parent of top-level accounts and OUs."
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
