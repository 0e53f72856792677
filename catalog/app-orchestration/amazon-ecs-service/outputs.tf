# Outputs of the modules/services/ecs-service module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "all_metric_widgets" {
  description = "List of every CloudWatch dashboard metric widget this module defines, ready to pass to a CloudWatch dashboard."
}

output "aws_ecs_task_definition_arn" {
  description = "ARN of the task definition revision the service runs; a new revision is registered whenever the containers change."
}

output "aws_ecs_task_definition_canary_arn" {
  description = "ARN of the task definition used by the canary task."
}

output "canary_service_arn" {
  description = "ARN of the optional canary ECS service, used to try out a release candidate next to the main service."
}

output "capacity_provider_strategy" {
  description = "Capacity provider strategy of the service, which determines the infrastructure (EC2 instances or Fargate) its tasks run on."
}

output "ecs_node_port_mappings" {
  description = "Map of container ports to the host ports that should be open on the cluster instances for this service."
}

output "ecs_task_execution_iam_role_arn" {
  description = "ARN of the task execution IAM role created for the service."
}

output "ecs_task_execution_iam_role_name" {
  description = "Name of the task execution IAM role, which the ECS container agent uses for calls such as pulling images from ECR and writing logs. Attach extra permissions for task startup to this role."
}

output "ecs_task_iam_role_arn" {
  description = "ARN of the task IAM role that the service's containers run with."
}

output "ecs_task_iam_role_name" {
  description = "Name of the task IAM role, the identity of the application inside the containers (distinct from the execution role used by the ECS agent). Attach further policies for your code to this role."
}

output "metric_widget_ecs_service_cpu_usage" {
  description = "CloudWatch dashboard widget that graphs the service's CPU utilization, ready to add to a dashboard."
}

output "metric_widget_ecs_service_memory_usage" {
  description = "CloudWatch dashboard widget that graphs the service's memory utilization, ready to add to a dashboard."
}

output "route53_domain_name" {
  description = "If the optional Route 53 record exists, this is its domain name; the record targets the service's load balancer."
}

output "service_app_autoscaling_target_arn" {
  description = "ARN of the Application Auto Scaling target registered for the service."
}

output "service_app_autoscaling_target_resource_id" {
  description = "Resource ID of the service's Application Auto Scaling target; pass it to the scaling policies you attach to the service."
}

output "service_arn" {
  description = "ARN of the ECS service, for IAM policies or other resources that need to reference it."
}

output "service_iam_role_arn" {
  description = "ARN of the ECS service IAM role that lets ECS register the service with its load balancer."
}

output "service_iam_role_name" {
  description = "Name of the ECS service IAM role that lets ECS register the service with its load balancer."
}

output "target_group_arns" {
  description = "ARNs of the load balancer target groups created for the service, one per entry in `elb_target_groups`."
}

output "target_group_names" {
  description = "Names of the load balancer target groups created for the service, one per entry in `elb_target_groups`."
}
