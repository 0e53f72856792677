output "replication_group_id" {
  description = "ID of the Redis replication group."
  value       = aws_elasticache_replication_group.redis.id
}

output "replication_group_arn" {
  description = "ARN of the Redis replication group."
  value       = aws_elasticache_replication_group.redis.arn
}

output "primary_endpoint_address" {
  description = "Address of the primary node, for writes. Empty when cluster mode is enabled; use `configuration_endpoint_address` then."
  value       = aws_elasticache_replication_group.redis.primary_endpoint_address
}

output "reader_endpoint_address" {
  description = "Address that spreads read connections across the replicas. Empty when cluster mode is enabled."
  value       = aws_elasticache_replication_group.redis.reader_endpoint_address
}

output "configuration_endpoint_address" {
  description = "Configuration endpoint for Redis Cluster clients. Only set when cluster mode is enabled."
  value       = aws_elasticache_replication_group.redis.configuration_endpoint_address
}

output "port" {
  description = "Port the nodes listen on."
  value       = aws_elasticache_replication_group.redis.port
}

output "member_clusters" {
  description = "IDs of the individual nodes (cache clusters) in the replication group."
  value       = aws_elasticache_replication_group.redis.member_clusters
}

output "security_group_id" {
  description = "ID of the replication group's security group."
  value       = aws_security_group.redis.id
}

output "connection_url" {
  description = "`rediss://` URL including the auth token, for applications that take a single connection string. Sensitive: store it in a secret, never in logs."
  value       = var.auth_token == null ? null : "rediss://:${var.auth_token}@${aws_elasticache_replication_group.redis.primary_endpoint_address}:${aws_elasticache_replication_group.redis.port}"
  sensitive   = true
}
