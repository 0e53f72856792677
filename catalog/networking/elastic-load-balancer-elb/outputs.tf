output "alb_arn" {
  description = "ARN of the ALB."
  value       = aws_lb.alb.arn
}

output "alb_name" {
  description = "Name of the ALB."
  value       = aws_lb.alb.name
}

output "alb_dns_name" {
  description = "DNS name AWS assigned to the ALB. Point CNAME or alias records at it."
  value       = aws_lb.alb.dns_name
}

output "alb_hosted_zone_id" {
  description = "Route 53 hosted zone ID of the ALB, needed for alias records created outside this module."
  value       = aws_lb.alb.zone_id
}

output "alb_security_group_id" {
  description = "ID of the ALB's security group. Allow inbound traffic from it on your targets' security groups."
  value       = aws_security_group.alb.id
}

output "listener_arns" {
  description = "Map of listener port to listener ARN, for every HTTP and HTTPS listener. Services attach their listener rules here."
  value       = merge(local.http_listener_arns, local.https_listener_arns)
}

output "http_listener_arns" {
  description = "Map of port to ARN of the HTTP listeners."
  value       = local.http_listener_arns
}

output "https_listener_arns" {
  description = "Map of port to ARN of the HTTPS listeners (ACM and IAM certificates)."
  value       = local.https_listener_arns
}

output "access_logs_bucket_name" {
  description = "Name of the S3 bucket receiving access logs, or `null` when access logs are off."
  value       = var.enable_access_logs ? local.access_logs_bucket_name : null
}

output "fqdns" {
  description = "Domain names pointed at the ALB by this module."
  value       = [for r in aws_route53_record.alb : r.fqdn]
}
