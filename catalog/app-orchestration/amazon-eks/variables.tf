# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "cluster_name" {
  description = "Name of the EKS cluster. Changing it replaces the cluster."
  type        = string

  validation {
    condition     = can(regex("^[0-9A-Za-z][A-Za-z0-9_-]{0,99}$", var.cluster_name))
    error_message = "cluster_name must start with a letter or digit and contain up to 100 letters, digits, hyphens and underscores."
  }
}

variable "vpc_id" {
  description = "ID of the VPC in which to create the control plane's network interfaces and security group."
  type        = string
}

variable "control_plane_vpc_subnet_ids" {
  description = "IDs of the subnets for the control plane's network interfaces. Must span at least two Availability Zones; use private subnets."
  type        = list(string)

  validation {
    condition     = length(var.control_plane_vpc_subnet_ids) >= 2
    error_message = "EKS needs subnets in at least two Availability Zones."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: VERSION AND ENDPOINT
# ---------------------------------------------------------------------------------------------------------------------

variable "kubernetes_version" {
  description = "Kubernetes minor version of the control plane, e.g. `1.31`. EKS upgrades one minor version at a time and cannot downgrade."
  type        = string
  default     = "1.31"

  validation {
    condition     = can(regex("^1\\.[0-9]{2}$", var.kubernetes_version))
    error_message = "kubernetes_version must be a minor version such as 1.31."
  }
}

variable "upgrade_policy_support_type" {
  description = "What happens when `kubernetes_version` reaches the end of standard support: `EXTENDED` keeps it running at the extended-support price, `STANDARD` lets EKS upgrade it automatically."
  type        = string
  default     = "EXTENDED"

  validation {
    condition     = contains(["STANDARD", "EXTENDED"], var.upgrade_policy_support_type)
    error_message = "upgrade_policy_support_type must be STANDARD or EXTENDED."
  }
}

variable "endpoint_public_access" {
  description = "Expose the Kubernetes API endpoint on the internet (still authenticated with IAM). The private endpoint is always on."
  type        = bool
  default     = false
}

variable "endpoint_public_access_cidrs" {
  description = "CIDR blocks allowed to reach the public endpoint when `endpoint_public_access` is `true`."
  type        = list(string)
  default     = ["0.0.0.0/0"]

  validation {
    condition     = alltrue([for cidr in var.endpoint_public_access_cidrs : can(cidrhost(cidr, 0))])
    error_message = "Every entry in endpoint_public_access_cidrs must be a valid CIDR block."
  }
}

variable "allow_inbound_api_access_from_cidr_blocks" {
  description = "CIDR blocks inside your network (e.g. the VPN or bastion subnets) allowed to reach the private endpoint on port 443."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_inbound_api_access_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_inbound_api_access_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_inbound_api_access_from_security_group_ids" {
  description = "Security groups (e.g. of a CI runner) allowed to reach the private endpoint on port 443."
  type        = set(string)
  default     = []
}

variable "service_ipv4_cidr" {
  description = "CIDR block from which Kubernetes assigns Service cluster IPs. `null` lets EKS pick `10.100.0.0/16` or `172.20.0.0/16`. Must not overlap the VPC. Cannot be changed after creation."
  type        = string
  default     = null

  validation {
    condition     = var.service_ipv4_cidr == null || can(cidrhost(var.service_ipv4_cidr, 0))
    error_message = "service_ipv4_cidr must be a valid CIDR block, e.g. 172.20.0.0/16."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: LOGGING AND ENCRYPTION
# ---------------------------------------------------------------------------------------------------------------------

variable "enabled_control_plane_log_types" {
  description = "Control plane log types to send to CloudWatch Logs."
  type        = set(string)
  default     = ["api", "audit", "authenticator"]

  validation {
    condition     = length(setsubtract(var.enabled_control_plane_log_types, ["api", "audit", "authenticator", "controllerManager", "scheduler"])) == 0
    error_message = "Allowed log types are api, audit, authenticator, controllerManager and scheduler."
  }
}

variable "control_plane_log_retention_days" {
  description = "Retention in days of the control plane log group `/aws/eks/<cluster_name>/cluster`."
  type        = number
  default     = 90
}

variable "secret_envelope_encryption_kms_key_arn" {
  description = "ARN of a customer-managed KMS key for envelope encryption of Kubernetes Secrets. `null` keeps the EKS default encryption with an AWS-owned key. Once set, it cannot be removed."
  type        = string
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: AUTHENTICATION
# ---------------------------------------------------------------------------------------------------------------------

variable "authentication_mode" {
  description = "Source of authenticated IAM principals: `CONFIG_MAP` (the `aws-auth` ConfigMap), `API` (access entries) or `API_AND_CONFIG_MAP`. You can only move towards `API`."
  type        = string
  default     = "API_AND_CONFIG_MAP"

  validation {
    condition     = contains(["CONFIG_MAP", "API", "API_AND_CONFIG_MAP"], var.authentication_mode)
    error_message = "authentication_mode must be CONFIG_MAP, API or API_AND_CONFIG_MAP."
  }
}

variable "bootstrap_cluster_creator_admin_permissions" {
  description = "Give the IAM principal that runs `terraform apply` cluster-admin access through an access entry. Only read at creation."
  type        = bool
  default     = true
}

variable "access_entries" {
  description = "EKS access entries, keyed by a name of your choice. Associate an EKS access policy such as `arn:aws:eks::aws:cluster-access-policy/AmazonEKSViewPolicy` cluster-wide or to a list of namespaces."
  type = map(object({
    principal_arn     = string
    kubernetes_groups = optional(list(string), [])
    type              = optional(string, "STANDARD")
    policy_associations = optional(map(object({
      policy_arn        = string
      access_scope_type = optional(string, "cluster")
      namespaces        = optional(list(string), [])
    })), {})
  }))
  default = {}

  validation {
    condition = alltrue(flatten([
      for entry in values(var.access_entries) : [
        for assoc in values(entry.policy_associations) : contains(["cluster", "namespace"], assoc.access_scope_type)
      ]
    ]))
    error_message = "access_scope_type must be cluster or namespace."
  }
}

variable "iam_role_to_rbac_group_mappings" {
  description = "Legacy `aws-auth` ConfigMap entries: IAM role ARN to the Kubernetes RBAC groups its sessions belong to. Only used when `authentication_mode` includes `CONFIG_MAP`."
  type        = map(list(string))
  default     = {}
}

variable "create_oidc_provider" {
  description = "Create an IAM OIDC identity provider for the cluster's issuer URL so pods can assume IAM roles through IRSA."
  type        = bool
  default     = true
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: ADD-ONS AND TAGS
# ---------------------------------------------------------------------------------------------------------------------

variable "cluster_addons" {
  description = "Managed EKS add-ons to install, keyed by add-on name. `version = null` installs the default version for the cluster's Kubernetes version. `configuration_values` is a JSON string validated against the add-on's schema."
  type = map(object({
    version                     = optional(string)
    resolve_conflicts_on_update = optional(string, "OVERWRITE")
    configuration_values        = optional(string)
    service_account_role_arn    = optional(string)
  }))
  default = {
    "vpc-cni"    = {}
    "coredns"    = {}
    "kube-proxy" = {}
  }
}

variable "custom_tags" {
  description = "Tags to apply to the cluster and every other resource the module creates."
  type        = map(string)
  default     = {}
}
