# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the OpenVPN server. Used for the Auto Scaling Group, security group, IAM role and, by default, the SQS queues and backup bucket."
  type        = string
}

variable "ami" {
  description = "ID of an AMI with OpenVPN and the Gruntwork OpenVPN tooling installed, typically built with Packer."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the server into."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the public subnets the server's Auto Scaling Group may launch into. The server runs as a single instance; several subnets let it come back in another AZ."
  type        = list(string)
}

variable "vpn_route_cidr_blocks" {
  description = "CIDR blocks that VPN clients route through the tunnel, e.g. the CIDR of this VPC and of every peered VPC. Traffic to other destinations bypasses the VPN (split tunnel)."
  type        = list(string)

  validation {
    condition     = length(var.vpn_route_cidr_blocks) > 0 && alltrue([for c in var.vpn_route_cidr_blocks : can(cidrhost(c, 0))])
    error_message = "vpn_route_cidr_blocks must contain at least one valid CIDR block."
  }
}

variable "ca_cert_fields" {
  description = "Subject fields of the certificate authority the server creates on first boot. They appear in every client certificate; they cannot be changed without reissuing every certificate."
  type = object({
    country      = string
    state        = string
    locality     = string
    organization = string
    org_unit     = string
    email        = string
  })

  validation {
    condition     = length(var.ca_cert_fields.country) == 2
    error_message = "ca_cert_fields.country must be a two-letter ISO 3166 country code, such as US."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: SERVER
# ---------------------------------------------------------------------------------------------------------------------

variable "instance_type" {
  description = "EC2 instance type. OpenVPN is single-threaded per process; network performance matters more than vCPUs."
  type        = string
  default     = "t3.small"
}

variable "vpn_subnet" {
  description = "CIDR block from which VPN clients get their tunnel addresses. It must not overlap with any network clients reach through the VPN or sit on locally."
  type        = string
  default     = "172.16.1.0/24"

  validation {
    condition     = can(cidrhost(var.vpn_subnet, 0))
    error_message = "vpn_subnet must be a valid CIDR block."
  }
}

variable "vpn_protocol" {
  description = "Transport protocol of the VPN: `udp` performs better; `tcp` passes through restrictive firewalls that block UDP."
  type        = string
  default     = "udp"

  validation {
    condition     = contains(["udp", "tcp"], var.vpn_protocol)
    error_message = "vpn_protocol must be udp or tcp."
  }
}

variable "vpn_port" {
  description = "Port the VPN listens on. `1194` is OpenVPN's registered port; `443` with `tcp` gets through most corporate firewalls."
  type        = number
  default     = 1194

  validation {
    condition     = var.vpn_port >= 1 && var.vpn_port <= 65535
    error_message = "vpn_port must be between 1 and 65535."
  }
}

variable "allow_vpn_from_cidr_list" {
  description = "CIDR blocks allowed to connect to the VPN port. Clients authenticate with certificates, so opening this to the internet is common."
  type        = list(string)
  default     = ["0.0.0.0/0"]
}

variable "allow_ssh_from_cidr_list" {
  description = "CIDR blocks allowed to SSH to the server for maintenance. Empty means no SSH access."
  type        = list(string)
  default     = []
}

variable "key_size" {
  description = "RSA key size, in bits, of the CA and of the certificates it issues."
  type        = number
  default     = 4096

  validation {
    condition     = contains([2048, 3072, 4096], var.key_size)
    error_message = "key_size must be 2048, 3072 or 4096."
  }
}

variable "ca_expiration_days" {
  description = "Validity of the CA certificate, in days. When it expires, every client certificate stops working."
  type        = number
  default     = 3650
}

variable "cert_expiration_days" {
  description = "Validity of client and server certificates, in days."
  type        = number
  default     = 365
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: BACKUP, CERTIFICATE REQUESTS AND DNS
# ---------------------------------------------------------------------------------------------------------------------

variable "backup_bucket_name" {
  description = "Name of the S3 bucket where the server backs up its PKI (CA, server keys and issued certificates), so a replacement instance restores the same CA. `null` uses `<name>-openvpn-backup`."
  type        = string
  default     = null
}

variable "backup_bucket_force_destroy" {
  description = "Delete the backup bucket even if it holds objects when the module is destroyed. Losing the backup means reissuing every client certificate."
  type        = bool
  default     = false
}

variable "kms_key_arn" {
  description = "ARN of the KMS key that encrypts the backup bucket. `null` uses SSE-S3."
  type        = string
  default     = null
}

variable "request_queue_name" {
  description = "Name of the SQS queue where users post certificate requests. `null` uses `<name>-requests`."
  type        = string
  default     = null
}

variable "revocation_queue_name" {
  description = "Name of the SQS queue where administrators post certificate revocations. `null` uses `<name>-revocations`."
  type        = string
  default     = null
}

variable "external_account_arns" {
  description = "ARNs of other AWS accounts whose IAM users may request and revoke certificates, for landing zones where users live in a security account."
  type        = list(string)
  default     = []
}

variable "create_route53_entry" {
  description = "Create a Route 53 A record for the server's Elastic IP."
  type        = bool
  default     = false
}

variable "hosted_zone_id" {
  description = "ID of the hosted zone for the DNS record."
  type        = string
  default     = null
}

variable "domain_name" {
  description = "Fully qualified domain name of the VPN server, e.g. `vpn.example.com`. Client configuration files point at it."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags applied to every resource the module creates."
  type        = map(string)
  default     = {}
}
