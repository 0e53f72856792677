output "organization_id" {
  description = "ID of the AWS Organization, e.g. `o-a1b2c3d4e5`. Use it in `aws:PrincipalOrgID` conditions of resource policies."
  value       = local.organization_id
}

output "organization_arn" {
  description = "ARN of the AWS Organization."
  value       = local.organization_arn
}

output "organization_root_id" {
  description = "ID of the organization root, e.g. `r-ab12`."
  value       = local.organization_root_id
}

output "child_accounts" {
  description = "Map of account name to the `id`, `arn` and `email` of each member account."
  value = {
    for name, account in aws_organizations_account.child : name => {
      id    = account.id
      arn   = account.arn
      email = account.email
    }
  }
}

output "organizational_unit_ids" {
  description = "Map of OU name to OU ID."
  value       = { for name, ou in aws_organizations_organizational_unit.ou : name => ou.id }
}

output "service_control_policy_ids" {
  description = "Map of policy name to ID, for the baseline SCP and every entry in `service_control_policies`."
  value       = { for name, p in aws_organizations_policy.scp : name => p.id }
}

output "cloudtrail_trail_arn" {
  description = "ARN of the organization trail, or `null` when it is not created."
  value       = one(aws_cloudtrail.organization[*].arn)
}

output "cloudtrail_s3_bucket_name" {
  description = "Name of the S3 bucket that receives the organization trail's logs."
  value       = local.cloudtrail_s3_bucket_name
}

output "config_aggregator_arn" {
  description = "ARN of the organization Config aggregator, or `null` when it is not created."
  value       = one(aws_config_configuration_aggregator.organization[*].arn)
}
