output "ecr_repo_arns" {
  description = "Map from repository name to repository ARN."
  value       = { for name, repo in aws_ecr_repository.repos : name => repo.arn }
}

output "ecr_repo_urls" {
  description = "Map from repository name to repository URL (`<account>.dkr.ecr.<region>.amazonaws.com/<name>`), the prefix for `docker push` and `docker pull`."
  value       = { for name, repo in aws_ecr_repository.repos : name => repo.repository_url }
}

output "ecr_repo_names" {
  description = "Names of all repositories the module manages."
  value       = keys(aws_ecr_repository.repos)
}

output "registry_id" {
  description = "ID of the registry (the AWS account ID) that holds the repositories."
  value       = data.aws_caller_identity.current.account_id
}

output "replication_configuration_registry_id" {
  description = "Registry ID of the replication configuration, or `null` if `replication_regions` is empty."
  value       = try(aws_ecr_replication_configuration.this[0].registry_id, null)
}
