# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "eks_cluster_name" {
  description = "Name of the EKS cluster the nodes join (the `eks_cluster_name` output of the EKS cluster module)."
  type        = string
}

variable "vpc_id" {
  description = "ID of the cluster's VPC."
  type        = string
}

variable "default_subnet_ids" {
  description = "Private subnets in which node groups launch nodes unless a group sets its own `subnet_ids`. Use one subnet per Availability Zone."
  type        = list(string)

  validation {
    condition     = length(var.default_subnet_ids) > 0
    error_message = "Provide at least one subnet ID."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: NODE GROUPS
# ---------------------------------------------------------------------------------------------------------------------

variable "managed_node_groups" {
  description = "EKS managed node groups, keyed by group name. `ami_type` is an EKS AMI type such as `AL2023_x86_64_STANDARD`, `AL2023_ARM_64_STANDARD` or `BOTTLEROCKET_x86_64`. Taint effects use the EKS spelling: `NO_SCHEDULE`, `NO_EXECUTE`, `PREFER_NO_SCHEDULE`."
  type = map(object({
    instance_types     = optional(list(string), ["m6i.large"])
    capacity_type      = optional(string, "ON_DEMAND")
    ami_type           = optional(string, "AL2023_x86_64_STANDARD")
    kubernetes_version = optional(string)
    min_size           = optional(number, 1)
    max_size           = optional(number, 3)
    desired_size       = optional(number, 1)
    disk_size          = optional(number, 50)
    subnet_ids         = optional(list(string))
    labels             = optional(map(string), {})
    taints = optional(list(object({
      key    = string
      value  = optional(string)
      effect = string
    })), [])
    max_unavailable = optional(number, 1)
  }))
  default = {
    general = {
      instance_types = ["m6i.large", "m5.large"]
      min_size       = 2
      max_size       = 6
      desired_size   = 2
      labels = {
        workload = "general"
      }
    }
  }

  validation {
    condition     = alltrue([for g in values(var.managed_node_groups) : contains(["ON_DEMAND", "SPOT"], g.capacity_type)])
    error_message = "capacity_type must be ON_DEMAND or SPOT."
  }

  validation {
    condition     = alltrue(flatten([for g in values(var.managed_node_groups) : [for t in g.taints : contains(["NO_SCHEDULE", "NO_EXECUTE", "PREFER_NO_SCHEDULE"], t.effect)]]))
    error_message = "Taint effect must be NO_SCHEDULE, NO_EXECUTE or PREFER_NO_SCHEDULE."
  }

  validation {
    condition     = alltrue([for g in values(var.managed_node_groups) : g.min_size <= g.desired_size && g.desired_size <= g.max_size])
    error_message = "Each managed node group needs min_size <= desired_size <= max_size."
  }
}

variable "self_managed_node_groups" {
  description = "Self-managed Auto Scaling Groups, keyed by group name. `ami_id = null` uses the EKS-optimized Amazon Linux 2023 AMI for the cluster's version. `node_labels` and `node_taints` are passed to the kubelet at boot."
  type = map(object({
    instance_type              = string
    ami_id                     = optional(string)
    min_size                   = optional(number, 1)
    max_size                   = optional(number, 3)
    subnet_ids                 = optional(list(string))
    root_volume_size           = optional(number, 50)
    root_volume_type           = optional(string, "gp3")
    node_labels                = optional(map(string), {})
    node_taints                = optional(list(string), [])
    enable_detailed_monitoring = optional(bool, false)
  }))
  default = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: NODE CONFIGURATION
# ---------------------------------------------------------------------------------------------------------------------

variable "node_iam_role_additional_policy_arns" {
  description = "Managed IAM policies to attach to the node role in addition to the three EKS requires."
  type        = list(string)
  default = [
    "arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore",
  ]
}

variable "keypair_name" {
  description = "EC2 key pair for SSH access to the nodes. `null` disables key-based SSH; use Session Manager instead."
  type        = string
  default     = null
}

variable "allow_ssh_from_security_group_ids" {
  description = "Security groups allowed to reach port 22 on self-managed nodes. Ignored when `keypair_name` is `null`."
  type        = set(string)
  default     = []
}

variable "imds_hop_limit" {
  description = "IMDSv2 PUT response hop limit on every node. `1` stops pods that are not on the host network from reading the node's IAM credentials; raise it to `2` only if a pod must call the instance metadata service."
  type        = number
  default     = 1

  validation {
    condition     = var.imds_hop_limit >= 1 && var.imds_hop_limit <= 64
    error_message = "imds_hop_limit must be between 1 and 64."
  }
}

variable "enable_cluster_autoscaler_tags" {
  description = "Tag the self-managed ASGs with `k8s.io/cluster-autoscaler/enabled` and `k8s.io/cluster-autoscaler/<cluster name>` so the cluster autoscaler manages them. EKS tags managed node groups itself."
  type        = bool
  default     = true
}

variable "custom_tags" {
  description = "Tags to apply to the node groups, ASGs, launch templates and, through them, to the EC2 instances and volumes."
  type        = map(string)
  default     = {}
}
