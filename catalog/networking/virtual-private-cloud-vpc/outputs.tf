output "vpc_id" {
  description = "ID of the VPC."
  value       = aws_vpc.main.id
}

output "vpc_name" {
  description = "Name of the VPC."
  value       = var.vpc_name
}

output "vpc_cidr_block" {
  description = "IPv4 CIDR block of the VPC."
  value       = aws_vpc.main.cidr_block
}

output "vpc_ipv6_cidr_block" {
  description = "IPv6 CIDR block of the VPC, or `null` when `enable_ipv6` is `false`."
  value       = var.enable_ipv6 ? aws_vpc.main.ipv6_cidr_block : null
}

output "availability_zones" {
  description = "Availability Zones the subnets were created in, in AZ index order."
  value       = local.availability_zones
}

output "public_subnet_ids" {
  description = "IDs of the public subnets, one per Availability Zone."
  value       = aws_subnet.public[*].id
}

output "private_app_subnet_ids" {
  description = "IDs of the private-app subnets, one per Availability Zone."
  value       = aws_subnet.private_app[*].id
}

output "private_persistence_subnet_ids" {
  description = "IDs of the private-persistence subnets, one per Availability Zone."
  value       = aws_subnet.private_persistence[*].id
}

output "public_subnet_cidr_blocks" {
  description = "CIDR blocks of the public subnets."
  value       = aws_subnet.public[*].cidr_block
}

output "private_app_subnet_cidr_blocks" {
  description = "CIDR blocks of the private-app subnets."
  value       = aws_subnet.private_app[*].cidr_block
}

output "private_persistence_subnet_cidr_blocks" {
  description = "CIDR blocks of the private-persistence subnets."
  value       = aws_subnet.private_persistence[*].cidr_block
}

output "public_subnet_route_table_id" {
  description = "ID of the route table shared by the public subnets."
  value       = aws_route_table.public.id
}

output "private_app_subnet_route_table_ids" {
  description = "IDs of the private-app route tables, one per Availability Zone (each routes through the NAT gateway in its AZ when there is one)."
  value       = aws_route_table.private_app[*].id
}

output "nat_gateway_public_ips" {
  description = "Public IPs of the NAT gateways. Give these to partners who allow-list your outbound traffic."
  value       = aws_eip.nat[*].public_ip
}

output "flow_log_cloudwatch_log_group_name" {
  description = "Name of the CloudWatch Logs group holding the flow logs, or `null` when flow logs are off or go to S3."
  value       = one(aws_cloudwatch_log_group.flow_logs[*].name)
}
