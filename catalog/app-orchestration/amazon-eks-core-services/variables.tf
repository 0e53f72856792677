# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "aws_region" {
  description = "AWS region of the EKS cluster. The controllers call regional AWS APIs (ELB, Route 53, Auto Scaling, CloudWatch Logs) here."
  type        = string
}

variable "eks_cluster_name" {
  description = "Name of the EKS cluster to install the core services on."
  type        = string
}

variable "vpc_id" {
  description = "ID of the cluster's VPC. The AWS Load Balancer Controller needs it when it cannot read it from instance metadata."
  type        = string
}

variable "eks_iam_role_for_service_accounts_config" {
  description = "OIDC provider of the cluster, used to create the IRSA roles. Pass the `eks_iam_role_for_service_accounts_config` output of the EKS cluster module."
  type = object({
    openid_connect_provider_arn = string
    openid_connect_provider_url = string
  })
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: AWS LOAD BALANCER CONTROLLER
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_aws_load_balancer_controller" {
  description = "Install the AWS Load Balancer Controller."
  type        = bool
  default     = true
}

variable "aws_load_balancer_controller_chart_version" {
  description = "Version of the `aws-load-balancer-controller` Helm chart from the `eks-charts` repository."
  type        = string
  default     = "1.8.1"
}

variable "aws_load_balancer_controller_extra_values" {
  description = "Additional Helm values for the AWS Load Balancer Controller chart, merged over the module's values. Any structure the chart accepts."
  type        = any
  default     = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: EXTERNAL-DNS
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_external_dns" {
  description = "Install external-dns to manage Route 53 records for Ingresses and Services."
  type        = bool
  default     = true
}

variable "external_dns_chart_version" {
  description = "Version of the `external-dns` Helm chart from the kubernetes-sigs repository."
  type        = string
  default     = "1.14.5"
}

variable "external_dns_route53_hosted_zone_domain_filters" {
  description = "Domains whose Route 53 hosted zones external-dns may change, e.g. `[\"example.com\"]`. Empty allows every zone the IAM role can reach."
  type        = list(string)
  default     = []
}

variable "external_dns_policy" {
  description = "How external-dns changes records: `sync` creates, updates and deletes them, `upsert-only` creates and updates but never deletes, `create-only` only creates."
  type        = string
  default     = "upsert-only"

  validation {
    condition     = contains(["sync", "upsert-only", "create-only"], var.external_dns_policy)
    error_message = "external_dns_policy must be sync, upsert-only or create-only."
  }
}

variable "external_dns_txt_owner_id" {
  description = "Owner ID written into the TXT ownership records. `null` uses the cluster name. Must be unique per cluster sharing a hosted zone."
  type        = string
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CLUSTER AUTOSCALER
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_cluster_autoscaler" {
  description = "Install the Kubernetes cluster autoscaler."
  type        = bool
  default     = true
}

variable "cluster_autoscaler_chart_version" {
  description = "Version of the `cluster-autoscaler` Helm chart from the kubernetes autoscaler repository."
  type        = string
  default     = "9.37.0"
}

variable "cluster_autoscaler_version" {
  description = "Image tag of the cluster autoscaler. Keep its minor version equal to the cluster's Kubernetes version."
  type        = string
  default     = "v1.31.0"

  validation {
    condition     = can(regex("^v1\\.[0-9]+\\.[0-9]+$", var.cluster_autoscaler_version))
    error_message = "cluster_autoscaler_version must look like v1.31.0."
  }
}

variable "cluster_autoscaler_scaling_strategy" {
  description = "Expander that picks which node group to grow: `least-waste`, `most-pods`, `random`, `price` or `priority`."
  type        = string
  default     = "least-waste"

  validation {
    condition     = contains(["least-waste", "most-pods", "random", "price", "priority"], var.cluster_autoscaler_scaling_strategy)
    error_message = "cluster_autoscaler_scaling_strategy must be least-waste, most-pods, random, price or priority."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: FLUENT BIT
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_fluent_bit" {
  description = "Install Fluent Bit as a DaemonSet that ships container logs to CloudWatch Logs."
  type        = bool
  default     = true
}

variable "fluent_bit_chart_version" {
  description = "Version of the `aws-for-fluent-bit` Helm chart from the `eks-charts` repository."
  type        = string
  default     = "0.1.34"
}

variable "fluent_bit_log_group_name" {
  description = "CloudWatch log group for container logs. `null` creates `/eks/<eks_cluster_name>/containers`."
  type        = string
  default     = null
}

variable "fluent_bit_log_retention_days" {
  description = "Retention in days of the container log group."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.fluent_bit_log_retention_days)
    error_message = "fluent_bit_log_retention_days must be a retention period CloudWatch Logs supports."
  }
}

variable "fluent_bit_additional_filters" {
  description = "Extra Fluent Bit `[FILTER]` sections, in Fluent Bit's classic configuration format, applied before logs are sent. The default drops kubelet health probe lines."
  type        = string
  default     = <<-EOT
    [FILTER]
        Name    grep
        Match   kube.*
        Exclude log kube-probe
  EOT
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: SCHEDULING
# ---------------------------------------------------------------------------------------------------------------------

variable "pod_tolerations" {
  description = "Tolerations added to every controller's pods, e.g. to run them on tainted system nodes."
  type = list(object({
    key      = string
    operator = optional(string, "Equal")
    value    = optional(string)
    effect   = string
  }))
  default = []
}

variable "pod_node_selector" {
  description = "Node labels the controller deployments must match. The Fluent Bit DaemonSet ignores it and runs on every node."
  type        = map(string)
  default     = {}
}
