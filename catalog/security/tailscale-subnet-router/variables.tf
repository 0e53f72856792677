# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the subnet router. Used for the Auto Scaling Group, launch template, security group and IAM role."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC whose networks the router advertises."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets the router's Auto Scaling Group may launch into. Private subnets with a NAT gateway work: Tailscale only needs outbound internet access."
  type        = list(string)
}

variable "tailscale_auth_key_secrets_manager_arn" {
  description = "ARN of the Secrets Manager secret holding a Tailscale auth key (plain string value). Use a reusable, pre-approved key tagged for subnet routers, so replacement instances can join the tailnet unattended."
  type        = string

  validation {
    condition     = can(regex("^arn:aws[a-zA-Z-]*:secretsmanager:", var.tailscale_auth_key_secrets_manager_arn))
    error_message = "tailscale_auth_key_secrets_manager_arn must be the ARN of a Secrets Manager secret."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "tailscale_hostname" {
  description = "Name of the device in the tailnet. `null` uses `name`. With more than one instance, each gets a numeric suffix."
  type        = string
  default     = null
}

variable "advertise_routes" {
  description = "CIDR blocks to advertise to the tailnet. Empty advertises the CIDR block of the VPC in `vpc_id`."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for c in var.advertise_routes : can(cidrhost(c, 0))])
    error_message = "Every entry in advertise_routes must be a valid CIDR block."
  }
}

variable "tailscale_tags" {
  description = "Tailscale ACL tags for the device, e.g. `[\"tag:subnet-router\"]`. The auth key must be allowed to apply them (see `tagOwners` in your tailnet policy)."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for t in var.tailscale_tags : startswith(t, "tag:")])
    error_message = "Every Tailscale tag must start with \"tag:\"."
  }
}

variable "advertise_exit_node" {
  description = "Also offer the router as an exit node, so tailnet devices can send all their internet traffic through this VPC's NAT gateways."
  type        = bool
  default     = false
}

variable "enable_tailscale_ssh" {
  description = "Turn on Tailscale SSH on the router, so administrators can SSH to it through the tailnet, authorized by your tailnet policy, without SSH keys."
  type        = bool
  default     = false
}

variable "desired_capacity" {
  description = "Number of router instances. With two or more, Tailscale fails over between routers advertising the same routes."
  type        = number
  default     = 1

  validation {
    condition     = var.desired_capacity >= 1 && var.desired_capacity <= 3
    error_message = "desired_capacity must be between 1 and 3."
  }
}

variable "instance_type" {
  description = "EC2 instance type. Throughput through the router depends mostly on the instance's network bandwidth."
  type        = string
  default     = "t3.micro"
}

variable "ami" {
  description = "ID of the AMI to run. `null` uses the latest Amazon Linux 2023 AMI for x86_64, and the user data installs Tailscale at boot."
  type        = string
  default     = null
}

variable "secrets_manager_kms_key_arn" {
  description = "ARN of the KMS key that encrypts the auth key secret, if it is not the AWS managed key. The router's IAM role gets `kms:Decrypt` on it."
  type        = string
  default     = null
}

variable "additional_user_data" {
  description = "Shell commands appended to the instance's user data, run as root after Tailscale is up."
  type        = string
  default     = <<-EOT
    # Commands below run after `tailscale up` has succeeded.
    echo "tailscale subnet router $(hostname) ready" >> /var/log/tailscale-bootstrap.log
  EOT
}

variable "tags" {
  description = "Tags applied to the Auto Scaling Group, its instances and the other resources."
  type        = map(string)
  default     = {}
}
