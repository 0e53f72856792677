output "eks_cluster_arn" {
  description = "ARN of the EKS cluster."
  value       = aws_eks_cluster.this.arn
}

output "eks_cluster_name" {
  description = "Name of the EKS cluster. Pass it to the EKS workers and EKS core services modules."
  value       = aws_eks_cluster.this.name
}

output "eks_cluster_endpoint" {
  description = "URL of the Kubernetes API server."
  value       = aws_eks_cluster.this.endpoint
}

output "eks_cluster_certificate_authority" {
  description = "Base64-encoded certificate authority data of the cluster, used by clients to verify the API server."
  value       = aws_eks_cluster.this.certificate_authority[0].data
}

output "eks_cluster_version" {
  description = "Kubernetes version the control plane runs."
  value       = aws_eks_cluster.this.version
}

output "eks_cluster_platform_version" {
  description = "EKS platform version of the control plane, e.g. `eks.8`."
  value       = aws_eks_cluster.this.platform_version
}

output "eks_control_plane_security_group_id" {
  description = "ID of the additional security group the module attached to the control plane."
  value       = aws_security_group.control_plane.id
}

output "eks_cluster_primary_security_group_id" {
  description = "ID of the cluster security group EKS created; managed node groups use it by default."
  value       = aws_eks_cluster.this.vpc_config[0].cluster_security_group_id
}

output "eks_control_plane_iam_role_arn" {
  description = "ARN of the IAM role the control plane uses."
  value       = aws_iam_role.cluster.arn
}

output "eks_iam_role_for_service_accounts_config" {
  description = "OIDC provider ARN and issuer URL (without `https://`), the inputs other modules need to create IRSA roles."
  value = {
    openid_connect_provider_arn = one(aws_iam_openid_connect_provider.this[*].arn)
    openid_connect_provider_url = replace(aws_eks_cluster.this.identity[0].oidc[0].issuer, "https://", "")
  }
}

output "kubeconfig" {
  description = "A kubeconfig file for the cluster that authenticates with `aws eks get-token`. Marked sensitive so it is not printed in plan output."
  value       = local.kubeconfig
  sensitive   = true
}
