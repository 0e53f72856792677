# Outputs of the modules/services/eks-cluster module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "aws_auth_merger_namespace" {
  description = "Namespace of the aws-auth-merger, when the module deployed it. Pass it to `aws_auth_merger_namespace` of `amazon-eks-workers` so that the worker role mapping is merged into `aws-auth`."
}

output "eks_cluster_arn" {
  description = "ARN of the EKS cluster, for IAM policies and other resources that refer to the cluster."
}

output "eks_cluster_endpoint" {
  description = "URL of the Kubernetes API server, for configuring kubectl or the Kubernetes and Helm providers of Terraform."
}

output "eks_cluster_name" {
  description = "Name of the EKS cluster, to pass to services that deploy into it, such as `amazon-eks-workers`, `amazon-eks-core-services` or `kubernetes-namespace`."
}

output "eks_default_fargate_execution_role_arn" {
  description = "ARN of a basic IAM role that can only pull images from ECR. Use it as the Fargate Pod execution role for Pods that do not call other AWS services."
}

output "eks_iam_role_for_service_accounts_config" {
  description = "Settings for IAM roles for service accounts, as a map with `openid_connect_provider_arn` (ARN of the OpenID Connect provider EKS uses to hand out IAM credentials) and `openid_connect_provider_url` (its URL). Pass it to services such as `amazon-eks-core-services` and `kubernetes-service`."
}

output "eks_kubeconfig" {
  description = "Minimal kubeconfig with which kubectl can authenticate to the new cluster."
}

output "eks_worker_asg_names" {
  description = "Names of the Auto Scaling Groups created as EKS workers."
}

output "managed_node_group_worker_iam_role_arn" {
  description = "ARN of the IAM role of the managed node group workers, for example to attach more policies or to map it into Kubernetes."
}

output "managed_node_group_worker_iam_role_name" {
  description = "Identifies, by name, the IAM role that the managed node group workers use, so you can attach more IAM policies to it."
}

output "managed_node_group_worker_shared_security_group_id" {
  description = "ID of the security group shared by all managed node group workers, for writing rules that allow traffic to or from them."
}

output "metric_widget_worker_cpu_usage" {
  description = "CloudWatch dashboard widget plotting the CPU usage, in percent, of every worker in the cluster, whether in a self-managed ASG or a managed node group. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_worker_disk_usage" {
  description = "CloudWatch dashboard widget plotting the disk usage, in percent, of every worker in the cluster, whether in a self-managed ASG or a managed node group. Include it in the widget list of a CloudWatch dashboard."
}

output "metric_widget_worker_memory_usage" {
  description = "CloudWatch dashboard widget plotting the memory usage, in percent, of every worker in the cluster, whether in a self-managed ASG or a managed node group. Include it in the widget list of a CloudWatch dashboard."
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
