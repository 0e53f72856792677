output "autoscaling_group_name" {
  description = "Name of the single-instance Auto Scaling Group running the server."
  value       = aws_autoscaling_group.openvpn.name
}

output "public_ip" {
  description = "The Elastic IP of the VPN server. Clients connect to it or to `domain_name`."
  value       = aws_eip.openvpn.public_ip
}

output "security_group_id" {
  description = "ID of the server's security group. Allow traffic from it on the private resources VPN users need."
  value       = aws_security_group.openvpn.id
}

output "iam_role_arn" {
  description = "ARN of the server's IAM role."
  value       = aws_iam_role.openvpn.arn
}

output "backup_bucket_name" {
  description = "Name of the S3 bucket holding the PKI backup."
  value       = aws_s3_bucket.backup.id
}

output "client_request_queue_url" {
  description = "URL of the SQS queue for certificate requests."
  value       = aws_sqs_queue.requests.url
}

output "client_revocation_queue_url" {
  description = "URL of the SQS queue for certificate revocations."
  value       = aws_sqs_queue.revocations.url
}

output "openvpn_users_group_name" {
  description = "IAM group whose members may request a VPN certificate for themselves."
  value       = aws_iam_group.openvpn_users.name
}

output "openvpn_admins_group_name" {
  description = "IAM group whose members may also revoke other users' certificates."
  value       = aws_iam_group.openvpn_admins.name
}

output "dns_name" {
  description = "DNS name of the VPN server, or `null` when `create_route53_entry` is `false`."
  value       = var.create_route53_entry ? var.domain_name : null
}
