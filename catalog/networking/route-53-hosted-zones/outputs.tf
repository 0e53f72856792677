output "public_hosted_zone_ids" {
  description = "Map of domain name to hosted zone ID for every public zone."
  value       = { for name, zone in local.public_zones : name => zone.zone_id }
}

output "public_hosted_zone_name_servers" {
  description = "Map of domain name to the four name servers of each public zone. Set these as the NS records at your registrar or in the parent zone."
  value       = { for name, zone in local.public_zones : name => zone.name_servers }
}

output "private_hosted_zone_ids" {
  description = "Map of domain name to hosted zone ID for every private zone."
  value       = { for name, zone in aws_route53_zone.private : name => zone.zone_id }
}

output "private_hosted_zone_name_servers" {
  description = "Map of domain name to the name servers of each private zone."
  value       = { for name, zone in aws_route53_zone.private : name => zone.name_servers }
}

output "wildcard_certificate_arns" {
  description = "Map of domain name to the ARN of its wildcard ACM certificate, for zones with `provision_wildcard_certificate = true`. Use it in the HTTPS listeners of your ALBs."
  value       = { for name, cert in aws_acm_certificate.wildcard : name => cert.arn }
}

output "subdomain_delegation_fqdns" {
  description = "Fully qualified names of the NS records created for subdomain delegations."
  value       = [for r in aws_route53_record.delegation : r.fqdn]
}
