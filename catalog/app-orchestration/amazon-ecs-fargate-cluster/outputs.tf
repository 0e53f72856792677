# Outputs of the modules/services/ecs-fargate-cluster module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "arn" {
  description = "ARN of the ECS cluster, to give to the Amazon ECS Service service as the cluster its services run in."
}

output "name" {
  description = "Name of the ECS cluster, to give to the Amazon ECS Service service or to use with the AWS CLI."
}
