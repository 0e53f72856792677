# Outputs of the modules/mgmt/tailscale-subnet-router module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "autoscaling_group_arn" {
  description = "ARN of the Auto Scaling group that manages the subnet router."
}

output "autoscaling_group_name" {
  description = "Name of the Auto Scaling group that manages the subnet router, for example to start an instance refresh."
}

output "iam_role_arn" {
  description = "Role ARN of the subnet router instance, for trust or resource policies."
}

output "iam_role_id" {
  description = "Role ID of the subnet router instance; attach extra policies to it."
}

output "security_group_id" {
  description = "ID of the subnet router's primary security group, to reference in the rules of resources that tailnet users should reach."
}
