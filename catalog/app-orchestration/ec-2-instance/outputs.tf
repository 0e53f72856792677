output "instance_id" {
  description = "ID of the EC2 instance."
  value       = aws_instance.this.id
}

output "private_ip" {
  description = "Private IP address of the instance."
  value       = aws_instance.this.private_ip
}

output "public_ip" {
  description = "Public IP of the instance: the Elastic IP when `attach_eip` is `true`, otherwise the auto-assigned address (which changes on stop and start), or `null`."
  value       = var.attach_eip ? aws_eip.this[0].public_ip : aws_instance.this.public_ip
}

output "fqdn" {
  description = "Fully qualified domain name of the Route 53 record, or `null` when none was created."
  value       = one(aws_route53_record.this[*].fqdn)
}

output "availability_zone" {
  description = "Availability Zone of the instance and its EBS volumes."
  value       = aws_instance.this.availability_zone
}

output "security_group_id" {
  description = "ID of the instance's security group."
  value       = aws_security_group.this.id
}

output "iam_role_arn" {
  description = "ARN of the instance's IAM role."
  value       = aws_iam_role.this.arn
}

output "ebs_volume_ids" {
  description = "IDs of the data volumes, keyed like `ebs_volumes`."
  value       = { for name, volume in aws_ebs_volume.this : name => volume.id }
}
