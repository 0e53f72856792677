# Outputs of the modules/networking/vpc module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "availability_zones" {
  description = "Availability Zones in which the VPC's subnets were created."
}

output "blackhole_route_eni_id" {
  description = "ID of the ENI that serves as the target of blackhole routes (see `blackhole_routes`). Only has a value when the module creates that ENI."
}

output "default_security_group_id" {
  description = "Identifier of the VPC's own default security group."
}

output "dynamodb_vpc_endpoint_id" {
  description = "ID of the DynamoDB VPC endpoint, created when `create_vpc_endpoints` is `true`."
}

output "ipv6_cidr_block" {
  description = "IPv6 CIDR block assigned to the VPC, if it has one."
}

output "nat_gateway_public_ip_count" {
  description = "Number of public IP addresses used by the NAT gateways."
}

output "nat_gateway_public_ips" {
  description = "Public IP addresses of the NAT gateways. Outbound traffic from the private subnets leaves through them, so these are the addresses to give partners who allowlist your traffic."
}

output "num_availability_zones" {
  description = "Number of Availability Zones the VPC spans."
}

output "private_app_subnet_cidr_blocks" {
  description = "CIDR blocks of the private-app subnets."
}

output "private_app_subnet_ids" {
  description = "IDs of the private-app subnets, where services such as ECS clusters, EKS workers or EC2 instances run."
}

output "private_app_subnet_route_table_ids" {
  description = "IDs of the route tables of the private-app subnets, for adding routes such as peering or VPN routes."
}

output "private_app_subnets" {
  description = "Map of the private-app subnets, keyed by subnet name, with every attribute of the `aws_subnet` resource as the value."
}

output "private_app_subnets_network_acl_id" {
  description = "ID of the network ACL of the private-app subnets."
}

output "private_persistence_route_table_ids" {
  description = "IDs of the route tables of the private-persistence subnets."
}

output "private_persistence_subnet_cidr_blocks" {
  description = "CIDR blocks of the private-persistence subnets."
}

output "private_persistence_subnet_ids" {
  description = "IDs of the private-persistence subnets, where data stores such as RDS databases and ElastiCache clusters go."
}

output "private_persistence_subnet_route_table_ids" {
  description = "IDs of the route tables that serve the private-persistence subnets."
}

output "private_persistence_subnets" {
  description = "Map of the private-persistence subnets, keyed by subnet name, with every attribute of the `aws_subnet` resource as the value."
}

output "private_persistence_subnets_network_acl_id" {
  description = "ID of the network ACL of the private-persistence subnets."
}

output "public_subnet_cidr_blocks" {
  description = "CIDR blocks of the public subnets."
}

output "public_subnet_ids" {
  description = "IDs of the public subnets, for internet-facing resources such as public load balancers."
}

output "public_subnet_ipv6_cidr_blocks" {
  description = "IPv6 CIDR blocks of the public subnets."
}

output "public_subnet_route_table_id" {
  description = "ID of the route table shared by the public subnets."
}

output "public_subnets" {
  description = "Map of the public subnets, keyed by subnet name, with every attribute of the `aws_subnet` resource as the value."
}

output "public_subnets_network_acl_id" {
  description = "ID of the network ACL of the public subnets."
}

output "s3_vpc_endpoint_id" {
  description = "ID of the S3 VPC endpoint, created when `create_vpc_endpoints` is `true`."
}

output "transit_subnet_cidr_blocks" {
  description = "CIDR blocks of the transit subnets."
}

output "transit_subnet_ids" {
  description = "IDs of the transit subnets."
}

output "transit_subnet_route_table_ids" {
  description = "IDs of the route tables of the transit subnets."
}

output "transit_subnets" {
  description = "Map of the transit subnets, keyed by subnet ID, with every attribute of the `aws_subnet` resource as the value."
}

output "transit_subnets_network_acl_id" {
  description = "ID of the network ACL of the transit subnets."
}

output "vpc_cidr_block" {
  description = "Primary IPv4 CIDR block of the VPC."
}

output "vpc_id" {
  description = "ID of the VPC, which the services you deploy into it take as their `vpc_id`."
}

output "vpc_name" {
  description = "Name of the VPC, as set in `vpc_name`."
}

output "vpc_ready" {
  description = "Signals that the VPC has finished creating. Reference it from resources that must wait until the VPC is fully set up."
}
