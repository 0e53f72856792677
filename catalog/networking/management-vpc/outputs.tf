# Outputs of the modules/networking/vpc-mgmt module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "nat_gateway_public_ips" {
  description = "Public IP addresses of the management VPC's NAT gateways, the source addresses of outbound traffic from its private subnets."
}

output "num_availability_zones" {
  description = "How many Availability Zones the management VPC spans."
}

output "private_subnet_arns" {
  description = "ARNs of the management VPC's private subnets."
}

output "private_subnet_cidr_blocks" {
  description = "CIDR blocks of the management VPC's private subnets."
}

output "private_subnet_ids" {
  description = "IDs of the management VPC's private subnets, for tools that should not be reachable from the internet."
}

output "private_subnet_route_table_ids" {
  description = "IDs of the route tables of the management VPC's private subnets, for adding peering or VPN routes."
}

output "public_subnet_arns" {
  description = "ARNs of the management VPC's public subnets."
}

output "public_subnet_cidr_blocks" {
  description = "CIDR blocks of the management VPC's public subnets."
}

output "public_subnet_ids" {
  description = "IDs of the management VPC's public subnets, for entry points such as a bastion host or VPN server."
}

output "public_subnet_route_table_id" {
  description = "Identifies the route table that the public subnets of the management VPC use."
}

output "vpc_cidr_block" {
  description = "IPv4 CIDR block of the management VPC."
}

output "vpc_id" {
  description = "ID of the management VPC."
}

output "vpc_name" {
  description = "Name of the management VPC."
}

output "vpc_ready" {
  description = "Signals that the VPC has finished creating. Reference it from resources that must wait until the VPC is fully set up."
}
