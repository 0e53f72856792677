# Outputs of the modules/services/ecs-cluster module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "all_metric_widgets" {
  description = "List of every CloudWatch dashboard metric widget this module defines, ready to pass to a CloudWatch dashboard."
}

output "ecs_cluster_arn" {
  description = "ARN of the ECS cluster, which Terraform also uses as the cluster's ID."
}

output "ecs_cluster_asg_name" {
  description = "Name of the Auto Scaling Group that runs the cluster instances."
}

output "ecs_cluster_asg_names" {
  description = "Names of all the cluster's Auto Scaling Groups, for setups that create more than one."
}

output "ecs_cluster_capacity_provider_names" {
  description = "Names of all the cluster's capacity providers, for setups that create more than one."
}

output "ecs_cluster_launch_template_id" {
  description = "The launch template, by ID, that the Auto Scaling Group of the cluster uses to start instances."
}

output "ecs_cluster_name" {
  description = "Name of the ECS cluster; pass it to the ECS services that should run on this cluster."
}

output "ecs_cluster_vpc_id" {
  description = "Identifies the VPC hosting the ECS cluster."
}

output "ecs_cluster_vpc_subnet_ids" {
  description = "Subnet IDs within the VPC that are available to the ECS cluster for launching resources."
}

output "ecs_instance_iam_role_arn" {
  description = "Identifies, by ARN, the IAM role attached to the cluster instances."
}

output "ecs_instance_iam_role_id" {
  description = "Identifies, by ID, the IAM role attached to the cluster instances."
}

output "ecs_instance_iam_role_name" {
  description = "Name of the IAM role attached to the cluster instances; attach extra IAM policies to it when the instances need more permissions."
}

output "ecs_instance_security_group_id" {
  description = "ID of the security group attached to the cluster instances; reference it to add your own ingress rules."
}

output "metric_widget_ecs_cluster_cpu_usage" {
  description = "CloudWatch dashboard widget that charts the CPU utilization of the cluster's worker instances."
}

output "metric_widget_ecs_cluster_memory_usage" {
  description = "CloudWatch dashboard widget that charts the memory utilization of the cluster's worker instances."
}
