# Inputs of the modules/services/k8s-namespace module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the Kubernetes Namespace to create."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "annotations" {
  description = "Attaches arbitrary metadata to the Namespace and its RBAC roles as string key-value pairs; the [Kubernetes documentation on annotations](https://kubernetes.io/docs/concepts/overview/working-with-objects/annotations/) has details."
  type        = map(string)
  default     = {}
}

variable "eks_cluster_name" {
  description = "The Namespace gets created in the EKS cluster with this name, which you must set if `schedule_pods_on_fargate` is `true`."
  type        = string
  default     = null
}

variable "full_access_rbac_entities" {
  description = "Users, groups and service accounts that get full access to the Namespace. Each element sets `kind` (`User`, `Group` or `ServiceAccount`), `name` (the user, group or service account name) and `namespace` (where the service account lives; ignored for other kinds)."
  type        = list(object({
      kind = string
      name = string
      namespace = string
    }))
  default     = []
}

variable "labels" {
  description = "Attaches string key-value pairs to the Namespace and its RBAC roles so they can be organized and selected; the [Kubernetes documentation on labels](https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/) has details."
  type        = map(string)
  default     = {}
}

variable "pod_execution_iam_role_arn" {
  description = "Fargate takes the IAM role at this ARN as its Pod execution role; it must be set if `schedule_pods_on_fargate` is `true`."
  type        = string
  default     = null
}

variable "read_only_access_rbac_entities" {
  description = "Users, groups and service accounts allowed to view, but not change, the resources of the Namespace. Each element sets `kind` (`User`, `Group` or `ServiceAccount`), `name` (the user, group or service account name) and `namespace` (where the service account lives; ignored for other kinds)."
  type        = list(object({
      kind = string
      name = string
      namespace = string
    }))
  default     = []
}

variable "schedule_pods_on_fargate" {
  description = "Whether to create a Fargate profile that selects every Pod of the Namespace, so that all of them run on Fargate. Fargate profiles exist only for EKS clusters; also set `eks_cluster_name`, `pod_execution_iam_role_arn` and `worker_vpc_subnet_ids`."
  type        = bool
  default     = false
}

variable "worker_vpc_subnet_ids" {
  description = "Subnets in which Fargate runs the Pods of the Namespace. At least one is needed when `schedule_pods_on_fargate` is `true`, and Fargate accepts only private subnets."
  type        = list(string)
  default     = []
}
