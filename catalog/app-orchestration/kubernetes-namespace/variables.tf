# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the namespace. Must be a valid DNS label: lowercase letters, digits and hyphens, at most 63 characters."
  type        = string

  validation {
    condition     = can(regex("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$", var.name))
    error_message = "name must be a DNS-1123 label: lowercase alphanumerics and hyphens, 1-63 characters, starting and ending with an alphanumeric."
  }
}

variable "full_access_rbac_entities" {
  description = "Subjects bound to the full-access role. `kind` is `User`, `Group` or `ServiceAccount`; `namespace` is only used for service accounts and defaults to this namespace."
  type = list(object({
    kind      = string
    name      = string
    namespace = optional(string)
  }))

  validation {
    condition     = alltrue([for e in var.full_access_rbac_entities : contains(["User", "Group", "ServiceAccount"], e.kind)])
    error_message = "kind must be User, Group or ServiceAccount."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: NAMESPACE AND RBAC
# ---------------------------------------------------------------------------------------------------------------------

variable "read_only_access_rbac_entities" {
  description = "Subjects bound to the read-only role (`get`, `list`, `watch` on everything except Secrets)."
  type = list(object({
    kind      = string
    name      = string
    namespace = optional(string)
  }))
  default = []

  validation {
    condition     = alltrue([for e in var.read_only_access_rbac_entities : contains(["User", "Group", "ServiceAccount"], e.kind)])
    error_message = "kind must be User, Group or ServiceAccount."
  }
}

variable "labels" {
  description = "Labels to add to the namespace. The Pod Security Admission label is set from `pod_security_standard`; do not set it here."
  type        = map(string)
  default     = {}
}

variable "annotations" {
  description = "Annotations to add to the namespace."
  type        = map(string)
  default     = {}
}

variable "pod_security_standard" {
  description = "Pod Security Standard enforced in the namespace through Pod Security Admission: `privileged`, `baseline` or `restricted`."
  type        = string
  default     = "baseline"
  nullable    = false

  validation {
    condition     = contains(["privileged", "baseline", "restricted"], var.pod_security_standard)
    error_message = "pod_security_standard must be privileged, baseline or restricted."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: RESOURCE LIMITS
# ---------------------------------------------------------------------------------------------------------------------

variable "resource_quota" {
  description = "Hard limits for the namespace as a whole, in Kubernetes quantity notation (e.g. `\"8\"` CPUs, `\"16Gi\"`). `null` creates no ResourceQuota."
  type = object({
    requests_cpu            = optional(string)
    requests_memory         = optional(string)
    limits_cpu              = optional(string)
    limits_memory           = optional(string)
    pods                    = optional(number)
    services_load_balancers = optional(number, 0)
  })
  default = null
}

variable "default_container_resources" {
  description = "Default requests and limits applied by a LimitRange to containers that declare none. `null` creates no LimitRange."
  type = object({
    default_request_cpu    = optional(string, "100m")
    default_request_memory = optional(string, "128Mi")
    default_limit_cpu      = optional(string)
    default_limit_memory   = optional(string, "512Mi")
  })
  default = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: FARGATE
# ---------------------------------------------------------------------------------------------------------------------

variable "schedule_pods_on_fargate" {
  description = "Create an EKS Fargate profile that runs the pods of this namespace on AWS Fargate."
  type        = bool
  default     = false
}

variable "eks_cluster_name" {
  description = "Name of the EKS cluster for the Fargate profile. Required when `schedule_pods_on_fargate` is `true`."
  type        = string
  default     = null
}

variable "fargate_subnet_ids" {
  description = "Private subnets for Fargate pods. Required when `schedule_pods_on_fargate` is `true`."
  type        = list(string)
  default     = []
}

variable "fargate_pod_selector_labels" {
  description = "Only pods with all of these labels run on Fargate. Empty selects every pod in the namespace."
  type        = map(string)
  default     = {}
}

variable "pod_execution_iam_role_arn" {
  description = "ARN of an existing Fargate pod execution role. `null` makes the module create one."
  type        = string
  default     = null
}
