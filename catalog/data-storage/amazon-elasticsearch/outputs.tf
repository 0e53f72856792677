output "domain_name" {
  description = "Name of the domain."
  value       = aws_opensearch_domain.cluster.domain_name
}

output "domain_arn" {
  description = "ARN of the domain, for IAM policies (`es:ESHttpGet`, `es:ESHttpPost` and so on on `<arn>/*`)."
  value       = aws_opensearch_domain.cluster.arn
}

output "domain_id" {
  description = "Unique ID of the domain."
  value       = aws_opensearch_domain.cluster.domain_id
}

output "domain_endpoint" {
  description = "Hostname of the domain's HTTPS endpoint, reachable from inside the VPC."
  value       = aws_opensearch_domain.cluster.endpoint
}

output "dashboards_endpoint" {
  description = "Hostname and path of OpenSearch Dashboards (`/_dashboards`)."
  value       = aws_opensearch_domain.cluster.dashboard_endpoint
}

output "security_group_id" {
  description = "ID of the domain's security group."
  value       = aws_security_group.cluster.id
}

output "cloudwatch_log_group_arns" {
  description = "Map from log type to the ARN of the CloudWatch Logs group it is published to."
  value       = { for type, group in aws_cloudwatch_log_group.domain : type => group.arn }
}
