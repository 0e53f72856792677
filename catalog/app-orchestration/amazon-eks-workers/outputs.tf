# Outputs of the modules/services/eks-workers module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "managed_node_group_arns" {
  description = "Map from node group name to the ARN of each EKS managed node group that was created."
}

output "managed_node_group_worker_iam_role_arn" {
  description = "ARN of the IAM role of the managed node group workers, for example to attach more policies or to map it into Kubernetes."
}

output "managed_node_group_worker_iam_role_name" {
  description = "Identifies, by name, the IAM role that the managed node group workers use, so you can attach more IAM policies to it."
}

output "managed_node_group_worker_security_group_ids" {
  description = "Map from node group name to the ID of the security group of its Auto Scaling Group. The map is empty unless `cluster_instance_keypair_name` is set."
}

output "managed_node_group_worker_shared_security_group_id" {
  description = "ID of the security group shared by all managed node group workers, for writing rules that allow traffic to or from them."
}

output "metric_widget_managed_node_group_worker_cpu_usage" {
  description = "CloudWatch dashboard widget that plots the CPU usage, in percent, of the managed node group workers. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_managed_node_group_worker_disk_usage" {
  description = "CloudWatch dashboard widget that plots the disk usage, in percent, of the managed node group workers. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_managed_node_group_worker_memory_usage" {
  description = "CloudWatch dashboard widget that plots the memory usage, in percent, of the managed node group workers. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_self_managed_worker_cpu_usage" {
  description = "CloudWatch dashboard widget that plots the CPU usage, in percent, of the self-managed workers. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_self_managed_worker_disk_usage" {
  description = "CloudWatch dashboard widget that plots the disk usage, in percent, of the self-managed workers. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_self_managed_worker_memory_usage" {
  description = "CloudWatch dashboard widget that plots the memory usage, in percent, of the self-managed workers. Include it in the widget list of a CloudWatch dashboard."
}

output "self_managed_worker_iam_role_arn" {
  description = "ARN of the IAM role of the self-managed workers, for example to attach more policies or to map it into Kubernetes."
}

output "self_managed_worker_iam_role_name" {
  description = "Identifies, by name, the IAM role that the self-managed workers use, so you can attach more IAM policies to it."
}

output "self_managed_worker_security_group_id" {
  description = "ID of the security group of the self-managed workers, for writing rules that allow traffic to or from them."
}

output "worker_asg_names" {
  description = "Names of the Auto Scaling Groups created as self-managed EKS workers, for example for scaling or monitoring them outside this module."
}
