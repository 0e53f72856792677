# Outputs of the modules/services/k8s-namespace module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "namespace_name" {
  description = "Name of the Namespace that was created, for the manifests, Helm releases or services (such as `kubernetes-service`) that deploy into it."
}

output "namespace_rbac_access_all_role" {
  description = "Name of the RBAC Role with admin-level rights in the Namespace, for binding further subjects to it."
}

output "namespace_rbac_access_read_only_role" {
  description = "Name of the RBAC Role with read-only rights in the Namespace, for binding further subjects to it."
}
