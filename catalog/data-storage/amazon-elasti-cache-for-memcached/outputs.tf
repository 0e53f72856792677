# Outputs of the modules/data-stores/memcached module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "cache_addresses" {
  description = "Addresses of the individual Memcached nodes, as host names without a port; combine them with `cache_port`."
}

output "cache_cluster_id" {
  description = "Identifier of the Memcached cluster in ElastiCache, as used by the AWS CLI and in CloudWatch metrics."
}

output "cache_node_ids" {
  description = "IDs of the cache nodes, one per Memcached node."
}

output "cache_port" {
  description = "Port the Memcached nodes listen on, for example 11211; pair it with `cache_addresses` or `configuration_endpoint`."
}

output "configuration_endpoint" {
  description = "Configuration endpoint that clients use to discover the cluster's nodes."
}
