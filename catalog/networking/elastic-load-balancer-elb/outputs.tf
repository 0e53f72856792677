# Outputs of the modules/networking/alb module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "alb_access_logs_bucket" {
  description = "The ALB's access logs are kept in the S3 bucket with this name."
}

output "alb_arn" {
  description = "ARN of the ALB."
}

output "alb_dns_names" {
  description = "DNS names created for the ALB in Route 53, as listed in `domain_names`."
}

output "alb_hosted_zone_id" {
  description = "ID of the AWS-managed hosted zone of the ALB's DNS name. Use it together with `original_alb_dns_name` when you create alias records yourself."
}

output "alb_name" {
  description = "Name of the ALB."
}

output "alb_security_group_id" {
  description = "ID of the ALB's security group. Allow it in the security groups of your targets so the ALB can reach them."
}

output "http_listener_arns" {
  description = "Map from port to the ARN of the HTTP listener on that port, one for each entry in `http_listener_ports`."
}

output "https_listener_acm_cert_arns" {
  description = "Map from port to the ARN of the HTTPS listener on that port, one for each entry in `https_listener_ports_and_acm_ssl_certs`."
}

output "https_listener_non_acm_cert_arns" {
  description = "Map from port to the ARN of the HTTPS listener on that port, one for each entry in `https_listener_ports_and_ssl_certs`."
}

output "listener_arns" {
  description = "Map from port to listener ARN covering every HTTP and HTTPS listener. Pass it to the services that attach listener rules to this ALB."
}

output "original_alb_dns_name" {
  description = "The ALB's DNS name as assigned by AWS."
}
