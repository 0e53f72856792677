# Outputs of the modules/mgmt/bastion-host module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "bastion_host_iam_role_arn" {
  description = "ARN of the IAM role attached to the bastion host, for policies that should grant the bastion access to other resources."
}

output "bastion_host_instance_id" {
  description = "Identifier of the EC2 instance running as the bastion host."
}

output "bastion_host_private_ip" {
  description = "The bastion host's address within the VPC (its private IP)."
}

output "bastion_host_public_ip" {
  description = "Public IP address of the bastion host, the address to SSH to when you do not use its DNS name."
}

output "bastion_host_security_group_id" {
  description = "ID of the bastion host's security group. Allow it as a source in the security groups of private instances so the bastion can reach them."
}

output "dns_name" {
  description = "The bastion host's DNS record, as a fully qualified domain name."
}
