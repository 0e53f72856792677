output "cloudtrail_trail_arn" {
  description = "ARN of the CloudTrail trail, or `null` when `enable_cloudtrail` is `false`."
  value       = one(module.cloudtrail[*].trail_arn)
}

output "config_recorder_names" {
  description = "Map of region to the name of the AWS Config recorder in that region."
  value       = module.config.recorder_names
}

output "guardduty_detector_ids" {
  description = "Map of region to the ID of the GuardDuty detector in that region."
  value       = module.guardduty.detector_ids
}

output "iam_access_analyzer_arns" {
  description = "Map of region to the ARN of the IAM Access Analyzer in that region."
  value       = module.iam_access_analyzer.analyzer_arns
}

output "kms_key_arns" {
  description = "Map of key name (from `kms_customer_master_keys`) to the ARN of the KMS key."
  value       = module.kms_cmks.key_arns
}

output "kms_key_aliases" {
  description = "Map of key name to the full alias, e.g. `alias/prod-app-secrets`."
  value       = module.kms_cmks.key_aliases
}

output "ebs_default_kms_key_arn" {
  description = "ARN of the KMS key used for EBS encryption by default."
  value       = module.ebs_encryption.default_kms_key_arn
}

output "allow_read_only_access_iam_role_arn" {
  description = "ARN of the read-only cross-account IAM role."
  value       = module.iam_cross_account_roles.read_only_role_arn
}

output "allow_dev_access_iam_role_arn" {
  description = "ARN of the developer cross-account IAM role."
  value       = module.iam_cross_account_roles.dev_role_arn
}

output "allow_full_access_iam_role_arn" {
  description = "ARN of the administrator cross-account IAM role."
  value       = module.iam_cross_account_roles.full_access_role_arn
}
