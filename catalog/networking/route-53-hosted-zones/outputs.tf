# Outputs of the modules/networking/route53 module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "acm_tls_certificates" {
  description = "Lists the ARNs of the ACM certificates, covering wildcard and service-discovery certificates, that are requested together with the zones."
}

output "private_domain_names" {
  description = "Domain names of the private hosted zones."
}

output "private_zones_ids" {
  description = "IDs of the private hosted zones."
}

output "private_zones_name_servers" {
  description = "Name servers of the private hosted zones."
}

output "public_domain_names" {
  description = "Domain names of the public hosted zones."
}

output "public_hosted_zone_map" {
  description = "Map from each domain in `public_zones` to its hosted zone ID: the ID of the existing zone for domains you marked as created outside Terraform, otherwise the ID of the zone this module created."
}

output "public_hosted_zones_ids" {
  description = "IDs of the public hosted zones."
}

output "public_hosted_zones_name_servers" {
  description = "Name servers of the public hosted zones. Publish them as NS records at your registrar or in the parent zone to delegate each domain to Route 53."
}

output "service_discovery_private_namespaces" {
  description = "Map from domain to the ARN and hosted zone of each private Cloud Map namespace the module created."
}

output "service_discovery_public_namespaces" {
  description = "Map from domain to the ARN and hosted zone of each public Cloud Map namespace the module created."
}
