# Outputs of the modules/mgmt/ecs-deploy-runner module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "cloudwatch_log_group_name" {
  description = "Log group in which the deploy runner's ECS tasks write their output."
}

output "default_ecs_task_arn" {
  description = "Task definition ARN of the default container, for starting that task directly without the invoker."
}

output "ecs_cluster_arn" {
  description = "ARN of the ECS cluster on which the deploy runner tasks run."
}

output "ecs_task_arns" {
  description = "Holds the ECS task definition ARNs in a map with one entry per standard container: `terraform-applier`, `terraform-planner`, `ami-builder` and `docker-image-builder`."
}

output "ecs_task_execution_role_arn" {
  description = "ARN of the ECS task execution role."
}

output "ecs_task_families" {
  description = "Map of the families of the live ECS task definitions, one per standard container."
}

output "ecs_task_iam_roles" {
  description = "Map of the IAM roles, with ARN and name, that give each standard container its AWS permissions; every container has its own role. Reference these roles in the trust policies of deploy roles in other accounts."
}

output "ecs_task_revisions" {
  description = "Map of the revisions of the live ECS task definitions, one per standard container."
}

output "invoke_policy_arn" {
  description = "ARN of the IAM policy that allows invoking the deploy runner; attach it to the identity your CI server uses."
}

output "invoker_function_arn" {
  description = "ARN of the invoker Lambda function that starts deployments."
}

output "invoker_function_name" {
  description = "Deployments are started by the invoker Lambda function with this name."
}

output "security_group_allow_all_outbound_id" {
  description = "ID of the security group attached to the deploy runner's ECS tasks."
}
