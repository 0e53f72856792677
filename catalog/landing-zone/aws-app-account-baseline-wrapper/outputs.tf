# Outputs of the modules/landingzone/account-baseline-app module of terraform-aws-service-catalog at v0.112.5.
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

output "cloudtrail_s3_access_logging_bucket_name" {
  description = "Name of the S3 bucket that receives the server access logs of the CloudTrail bucket."
}

output "cloudtrail_s3_bucket_name" {
  description = "CloudTrail sends its logs to the S3 bucket with this name."
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

output "config_s3_bucket_names" {
  description = "Names of the buckets where AWS Config delivers configuration items."
}

output "config_sns_topic_arns" {
  description = "ARNs of the SNS topics AWS Config sends its notifications to."
}

output "github_actions_iam_openid_connect_provider_arn" {
  description = "ARN of the OpenID Connect provider for GitHub Actions; reference it in the trust policy of IAM roles that workflows should assume."
}

output "github_actions_iam_openid_connect_provider_url" {
  description = "URL of the OpenID Connect provider for GitHub Actions, for use in the trust conditions of IAM roles that workflows assume."
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

output "invalid_cmk_inputs" {
  description = "Entries of `kms_customer_master_keys` that were not created because their `region` is invalid: not a real region identifier, not enabled in the account, or missing from `kms_cmk_opt_in_regions`. The map has the same structure as that input."
}

output "kms_key_aliases" {
  description = "Aliases of the KMS keys created from `kms_customer_master_keys`, as a map from region to a map of key name to alias."
}

output "kms_key_arns" {
  description = "ARNs of the KMS keys created from `kms_customer_master_keys`, as a map from region to a map of key name to ARN."
}

output "kms_key_ids" {
  description = "IDs of the KMS keys created from `kms_customer_master_keys`, as a map from region to a map of key name to key ID."
}

output "service_linked_role_arns" {
  description = "Map of the service-linked roles created for the services in `service_linked_roles`, with their ARNs."
}
