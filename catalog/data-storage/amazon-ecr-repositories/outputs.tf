# Outputs of the modules/data-stores/ecr-repos module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "ecr_deny_access_policies" {
  description = "ECR actions that the deny rules forbid."
}

output "ecr_deny_access_policies_strict" {
  description = "ECR actions that the strict deny rules forbid."
}

output "ecr_read_policy_actions" {
  description = "IAM actions needed for read (pull) access to ECR. Reuse it in IAM policies for the roles that pull images."
}

output "ecr_repo_arns" {
  description = "ARN of each repository, keyed by repository name."
}

output "ecr_repo_urls" {
  description = "Map of repository names to repository URLs, the addresses you tag, push and pull images with."
}

output "ecr_write_policy_actions" {
  description = "IAM actions needed for write (push) access to ECR, for example for the IAM role of a CI pipeline."
}
