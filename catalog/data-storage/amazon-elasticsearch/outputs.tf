# Outputs of the modules/data-stores/elasticsearch module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "cluster_arn" {
  description = "ARN of the Elasticsearch domain, for use in IAM policies that grant access to it."
}

output "cluster_domain_id" {
  description = "Unique ID that AWS assigned to the Elasticsearch domain."
}

output "cluster_domain_name" {
  description = "The name the Elasticsearch domain was created with."
}

output "cluster_endpoint" {
  description = "Endpoint that clients use to send requests to the Elasticsearch cluster."
}

output "cluster_security_group_id" {
  description = "ID of the security group that the module creates for a domain placed in a VPC. Reference it in other security group rules."
}

output "kibana_endpoint" {
  description = "The Kibana endpoint for this specific domain, given with no `https://` scheme."
}
