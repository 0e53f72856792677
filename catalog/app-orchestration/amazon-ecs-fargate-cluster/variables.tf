# Inputs of the modules/services/ecs-fargate-cluster module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "cluster_name" {
  description = "Name of the ECS cluster to create."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "custom_tags" {
  description = "Tags for the ECS cluster, as a map from tag name to tag value."
  type        = map(string)
  default     = {}
}

variable "enable_container_insights" {
  description = "Whether CloudWatch Container Insights collects cluster, service and task metrics for the ECS cluster."
  type        = bool
  default     = true
}
