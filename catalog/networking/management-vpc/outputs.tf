output "vpc_id" {
  description = "ID of the management VPC."
  value       = aws_vpc.main.id
}

output "vpc_name" {
  description = "Name of the management VPC."
  value       = var.vpc_name
}

output "vpc_cidr_block" {
  description = "IPv4 CIDR block of the management VPC. Add it to the routes of peered VPCs and to the allowed CIDRs of their security groups."
  value       = aws_vpc.main.cidr_block
}

output "availability_zones" {
  description = "Availability Zones the subnets were created in."
  value       = local.availability_zones
}

output "public_subnet_ids" {
  description = "IDs of the public subnets. Deploy the bastion host and OpenVPN server here."
  value       = aws_subnet.public[*].id
}

output "private_subnet_ids" {
  description = "IDs of the private subnets. Deploy CI servers and other internal tools here."
  value       = aws_subnet.private[*].id
}

output "public_subnet_cidr_blocks" {
  description = "CIDR blocks of the public subnets."
  value       = aws_subnet.public[*].cidr_block
}

output "private_subnet_cidr_blocks" {
  description = "CIDR blocks of the private subnets."
  value       = aws_subnet.private[*].cidr_block
}

output "public_subnet_route_table_id" {
  description = "ID of the public route table."
  value       = aws_route_table.public.id
}

output "private_subnet_route_table_ids" {
  description = "IDs of the private route tables, one per AZ. Add peering routes to these."
  value       = aws_route_table.private[*].id
}

output "nat_gateway_public_ips" {
  description = "Public IPs of the NAT gateways, the source addresses of outbound traffic from the private subnets."
  value       = aws_eip.nat[*].public_ip
}
