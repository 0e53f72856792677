# Outputs of the modules/services/eks-core-services module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "container_logs_cloudwatch_log_group_name" {
  description = "Name of the CloudWatch Logs log group that stores container logs; use it to find the logs or to attach metric filters and subscriptions."
}

output "kubernetes_priority_class_names" {
  description = "Names of the PriorityClass objects the module created; reference them in the `priorityClassName` of your pod specs."
}
