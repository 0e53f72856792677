# Outputs of the modules/services/ec2-instance module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "dns_name" {
  description = "Fully qualified domain name of the DNS record that points at the instance."
}

output "ec2_instance_iam_role_arn" {
  description = "ARN of the instance's IAM role, for policies that grant the instance access to other resources."
}

output "ec2_instance_iam_role_id" {
  description = "ID of the instance's IAM role."
}

output "ec2_instance_iam_role_name" {
  description = "Name of the instance's IAM role; use it to attach additional IAM policies."
}

output "ec2_instance_instance_id" {
  description = "ID of the EC2 instance."
}

output "ec2_instance_private_ip" {
  description = "Private IP address of the instance inside the VPC."
}

output "ec2_instance_public_ip" {
  description = "Public IP address of the instance."
}

output "ec2_instance_security_group_id" {
  description = "ID of the security group created for the instance. Add rules to it, or reference it as a source in other security groups."
}

output "ec2_instance_volume_info" {
  description = "Details of the EBS volumes created from `ebs_volumes`, such as their IDs."
}

output "ec2_instance_volume_parameters" {
  description = "The `ebs_volumes` map as passed to the module, handy for reading back values such as a volume's device name or mount point."
}
