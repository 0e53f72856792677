output "namespace_name" {
  description = "Name of the namespace."
  value       = kubernetes_namespace_v1.this.metadata[0].name
}

output "rbac_access_all_role" {
  description = "Name of the full-access Role in the namespace, for extra RoleBindings created outside the module."
  value       = kubernetes_role_v1.full_access.metadata[0].name
}

output "rbac_access_read_only_role" {
  description = "Name of the read-only Role in the namespace."
  value       = kubernetes_role_v1.read_only.metadata[0].name
}

output "fargate_profile_arn" {
  description = "ARN of the EKS Fargate profile, or `null` when `schedule_pods_on_fargate` is `false`."
  value       = one(aws_eks_fargate_profile.this[*].arn)
}

output "fargate_pod_execution_iam_role_arn" {
  description = "ARN of the pod execution role used by the Fargate profile, or `null` when there is no profile."
  value       = var.schedule_pods_on_fargate ? coalesce(var.pod_execution_iam_role_arn, one(aws_iam_role.fargate_pod_execution[*].arn)) : null
}
