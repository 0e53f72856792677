output "bastion_host_instance_id" {
  description = "ID of the bastion EC2 instance."
  value       = aws_instance.bastion.id
}

output "bastion_host_public_ip" {
  description = "The Elastic IP of the bastion host. It stays the same when the instance is replaced."
  value       = aws_eip.bastion.public_ip
}

output "bastion_host_private_ip" {
  description = "Private IP of the bastion host inside the VPC."
  value       = aws_instance.bastion.private_ip
}

output "bastion_host_security_group_id" {
  description = "ID of the bastion's security group. Allow SSH from it on the instances you reach through the bastion."
  value       = aws_security_group.bastion.id
}

output "bastion_host_iam_role_arn" {
  description = "ARN of the bastion's IAM role. Attach extra policies to it if tools on the bastion need AWS access."
  value       = aws_iam_role.bastion.arn
}

output "dns_name" {
  description = "The DNS name of the bastion, or `null` when `create_dns_record` is `false`."
  value       = var.create_dns_record ? var.domain_name : null
}
