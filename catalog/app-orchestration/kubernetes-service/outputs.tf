output "helm_release_name" {
  description = "Name of the Helm release."
  value       = helm_release.application.name
}

output "helm_release_revision" {
  description = "Revision of the Helm release; it increases with every apply that changes the values or the chart."
  value       = helm_release.application.metadata[0].revision
}

output "helm_release_chart_version" {
  description = "Version of the chart the release runs."
  value       = helm_release.application.metadata[0].version
}

output "kubernetes_service_name" {
  description = "Name of the Kubernetes Service. Other pods reach the application at `<name>.<namespace>.svc.cluster.local`."
  value       = var.application_name
}

output "service_account_name" {
  description = "Name of the Kubernetes service account the pods run as."
  value       = var.application_name
}

output "ingress_hostname" {
  description = "DNS name of the ALB serving the Ingress, or `null` when `expose_type` is `cluster-internal` or the ALB is not ready yet."
  value       = try(data.kubernetes_ingress_v1.application[0].status[0].load_balancer[0].ingress[0].hostname, null)
}

output "secret_env_vars_secret_name" {
  description = "Name of the Kubernetes Secret holding `secret_env_vars`, or `null` when it is empty."
  value       = length(var.secret_env_vars) > 0 ? "${var.application_name}-env" : null
  sensitive   = true
}
