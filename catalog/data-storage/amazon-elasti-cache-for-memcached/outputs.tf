output "cache_cluster_id" {
  description = "ID of the Memcached cluster."
  value       = aws_elasticache_cluster.memcached.cluster_id
}

output "cache_cluster_arn" {
  description = "ARN of the Memcached cluster."
  value       = aws_elasticache_cluster.memcached.arn
}

output "configuration_endpoint" {
  description = "Configuration endpoint (`host:port`). ElastiCache cluster clients with Auto Discovery use it to find every node."
  value       = aws_elasticache_cluster.memcached.configuration_endpoint
}

output "cache_node_addresses" {
  description = "DNS names of the individual nodes, for clients without Auto Discovery."
  value       = aws_elasticache_cluster.memcached.cache_nodes[*].address
}

output "port" {
  description = "Port the nodes listen on."
  value       = var.port
}

output "security_group_id" {
  description = "ID of the cluster's security group."
  value       = aws_security_group.memcached.id
}
