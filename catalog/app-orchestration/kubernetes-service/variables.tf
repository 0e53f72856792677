# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "application_name" {
  description = "Name of the application. Used as the Helm release name and as the name of the Deployment, Service and Ingress."
  type        = string

  validation {
    condition     = can(regex("^[a-z0-9]([-a-z0-9]{0,51}[a-z0-9])?$", var.application_name))
    error_message = "application_name must be lowercase alphanumerics and hyphens, at most 53 characters (the Helm release name limit)."
  }
}

variable "namespace" {
  description = "Kubernetes namespace to deploy into. It must already exist."
  type        = string
}

variable "container_image" {
  description = "Image to run. Use an immutable `tag` (a version or Git SHA), not `latest`."
  type = object({
    repository  = string
    tag         = string
    pull_policy = optional(string, "IfNotPresent")
  })

  validation {
    condition     = contains(["Always", "IfNotPresent", "Never"], var.container_image.pull_policy)
    error_message = "pull_policy must be Always, IfNotPresent or Never."
  }
}

variable "container_port" {
  description = "Port the application listens on inside the container."
  type        = number

  validation {
    condition     = var.container_port >= 1 && var.container_port <= 65535
    error_message = "container_port must be between 1 and 65535."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: WORKLOAD
# ---------------------------------------------------------------------------------------------------------------------

variable "desired_number_of_pods" {
  description = "Number of pod replicas. The starting count when `horizontal_pod_autoscaler` is set."
  type        = number
  default     = 1
}

variable "container_resources" {
  description = "CPU and memory requests and limits of the application container, in Kubernetes quantity notation. `limits_cpu = null` leaves CPU unthrottled."
  type = object({
    requests_cpu    = optional(string, "250m")
    requests_memory = optional(string, "256Mi")
    limits_cpu      = optional(string)
    limits_memory   = optional(string, "512Mi")
  })
  default  = {}
  nullable = false
}

variable "liveness_probe" {
  description = "HTTP liveness probe. Kubernetes restarts the container after `failure_threshold` consecutive failures. `null` disables it."
  type = object({
    path                  = optional(string, "/health")
    initial_delay_seconds = optional(number, 15)
    period_seconds        = optional(number, 10)
    failure_threshold     = optional(number, 3)
  })
  default = {}
}

variable "readiness_probe" {
  description = "HTTP readiness probe. Pods receive traffic only while it passes. `null` disables it."
  type = object({
    path              = optional(string, "/health")
    period_seconds    = optional(number, 5)
    failure_threshold = optional(number, 3)
  })
  default = {}
}

variable "horizontal_pod_autoscaler" {
  description = "HorizontalPodAutoscaler settings. `null` creates no HPA. Utilization targets are percentages of the container's requests."
  type = object({
    min_replicas                         = number
    max_replicas                         = number
    target_cpu_utilization_percentage    = optional(number, 75)
    target_memory_utilization_percentage = optional(number)
  })
  default = null

  validation {
    condition     = var.horizontal_pod_autoscaler == null ? true : var.horizontal_pod_autoscaler.min_replicas <= var.horizontal_pod_autoscaler.max_replicas
    error_message = "min_replicas must not exceed max_replicas."
  }
}

variable "min_number_of_pods_available" {
  description = "Minimum pods kept available during voluntary disruptions such as node drains. 0 creates no PodDisruptionBudget."
  type        = number
  default     = 0
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: EXPOSURE
# ---------------------------------------------------------------------------------------------------------------------

variable "expose_type" {
  description = "How the service is reachable: `cluster-internal` (Service only), `internal` (internal ALB in the VPC) or `external` (internet-facing ALB)."
  type        = string
  default     = "cluster-internal"

  validation {
    condition     = contains(["cluster-internal", "internal", "external"], var.expose_type)
    error_message = "expose_type must be cluster-internal, internal or external."
  }
}

variable "domain_name" {
  description = "Hostname for the Ingress rule, e.g. `api.example.com`. external-dns creates the record and the ALB controller looks up a matching ACM certificate. `null` matches any host."
  type        = string
  default     = null
}

variable "ingress_path" {
  description = "Path prefix routed to the service by the Ingress."
  type        = string
  default     = "/"
}

variable "ingress_group" {
  description = "Join an ALB Ingress group so several services share one ALB. Lower `priority` values are evaluated first. `null` gives the service its own ALB."
  type = object({
    name     = string
    priority = optional(number, 0)
  })
  default = null
}

variable "acm_certificate_arn" {
  description = "ARN of the ACM certificate for the HTTPS listener. `null` lets the ALB controller discover a certificate that matches `domain_name`."
  type        = string
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CONFIGURATION AND IDENTITY
# ---------------------------------------------------------------------------------------------------------------------

variable "env_vars" {
  description = "Plain environment variables for the container. Do not put secrets here: they end up in the Helm release and the Deployment in clear text."
  type        = map(string)
  default     = {}
}

variable "secrets_as_env_vars" {
  description = "Environment variables read from existing Kubernetes Secrets: Secret name to a map of Secret key to variable name, e.g. `{ db-creds = { password = \"DB_PASSWORD\" } }`."
  type        = map(map(string))
  default     = {}
}

variable "secret_env_vars" {
  description = "Sensitive environment variables the module stores in a new Kubernetes Secret and injects into the container. Values are hidden in plan output but still stored in Terraform state."
  type        = map(string)
  default     = {}
  sensitive   = true
}

variable "iam_role_arn" {
  description = "ARN of an IAM role for the pods, set as the `eks.amazonaws.com/role-arn` annotation of the service account (IRSA). `null` means the pods get no AWS permissions of their own."
  type        = string
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: HELM
# ---------------------------------------------------------------------------------------------------------------------

variable "helm_chart_version" {
  description = "Version of the `k8s-service` chart from the Gruntwork Helm repository."
  type        = string
  default     = "v0.2.12"
}

variable "helm_chart_values_override" {
  description = "Extra chart values deep-merged over the ones the module computes. Any structure the chart's `values.yaml` accepts."
  type        = any
  default     = {}
}

variable "wait_for_rollout" {
  description = "Wait until all pods of the release are ready before `terraform apply` finishes, and fail if they are not ready within `helm_timeout_seconds`."
  type        = bool
  default     = true
}

variable "helm_timeout_seconds" {
  description = "Seconds Helm waits for the release to become ready."
  type        = number
  default     = 300
}
