output "iam_role_arn" {
  description = "ARN of the role Gruntwork engineers assume. Send it to Gruntwork support with the account ID."
  value       = aws_iam_role.gruntwork_access.arn
}

output "iam_role_name" {
  description = "Name of the role Gruntwork engineers assume."
  value       = aws_iam_role.gruntwork_access.name
}

output "managed_policy_arn" {
  description = "ARN of the AWS managed policy attached to the role."
  value       = data.aws_iam_policy.managed.arn
}

output "security_account_iam_role_arn" {
  description = "ARN of the security account role, or `null` when `grant_security_account_access` is `false`."
  value       = one(aws_iam_role.security_account_access[*].arn)
}

output "assume_role_policy_json" {
  description = "The role's trust policy as JSON, for review by your security team."
  value       = aws_iam_role.gruntwork_access.assume_role_policy
}
