# Outputs of the modules/data-stores/redis module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "cache_cluster_ids" {
  description = "IDs of the cache clusters in the replication group; each one is a single Redis node."
}

output "cache_node_id" {
  description = "Identifier of the single node in each cache cluster; because every Redis cache cluster contains just one node, it is always `0001`."
}

output "cache_port" {
  description = "Port the Redis nodes listen on, for example 6379; pair it with the endpoint outputs."
}

output "configuration_endpoint" {
  description = "Endpoint for all operations when cluster mode is enabled; Redis routes each request to the right node."
}

output "primary_endpoint" {
  description = "Writes go to this DNS name, which keeps pointing at whichever node is currently primary in the Redis cluster."
}

output "reader_endpoint" {
  description = "Endpoint for read operations when cluster mode is disabled."
}

output "security_group_id" {
  description = "ID of the security group attached to the Redis cluster."
}
