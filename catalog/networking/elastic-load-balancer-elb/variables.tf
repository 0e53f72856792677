# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "alb_name" {
  description = "Name of the ALB. AWS allows at most 32 characters: letters, digits and hyphens, not starting or ending with a hyphen."
  type        = string

  validation {
    condition     = can(regex("^[a-zA-Z0-9]([a-zA-Z0-9-]{0,30}[a-zA-Z0-9])?$", var.alb_name))
    error_message = "alb_name must be 1-32 characters of letters, digits and hyphens, and must not start or end with a hyphen."
  }
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the ALB into."
  type        = string
}

variable "vpc_subnet_ids" {
  description = "IDs of the subnets for the ALB, in at least two Availability Zones. Use public subnets for an internet-facing ALB and private-app subnets for an internal one."
  type        = list(string)

  validation {
    condition     = length(var.vpc_subnet_ids) >= 2
    error_message = "An ALB needs subnets in at least two Availability Zones."
  }
}

variable "is_internal_alb" {
  description = "If `true`, the ALB gets private IPs only and is reachable from inside the VPC (and connected networks). If `false`, it is internet-facing."
  type        = bool
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: LISTENERS
# ---------------------------------------------------------------------------------------------------------------------

variable "http_listener_ports" {
  description = "Ports to open plain HTTP listeners on, e.g. `[80]`."
  type        = list(number)
  default     = []
}

variable "redirect_http_to_https" {
  description = "Make every HTTP listener answer with a `301` redirect to HTTPS on port 443 instead of forwarding requests."
  type        = bool
  default     = false
}

variable "https_listener_ports_and_acm_ssl_certs" {
  description = "HTTPS listeners that use ACM certificates. For each, `port` is the listener port and `tls_domain_name` the domain of an issued ACM certificate in the same region, e.g. `*.example.com`."
  type = list(object({
    port            = number
    tls_domain_name = string
  }))
  default = []
}

variable "https_listener_ports_and_iam_ssl_certs" {
  description = "HTTPS listeners that use certificates uploaded to IAM, for regions or certificate types ACM does not support. `tls_arn` is the ARN of the IAM server certificate."
  type = list(object({
    port    = number
    tls_arn = string
  }))
  default = []
}

variable "ssl_policy" {
  description = "The [ELB security policy](https://docs.aws.amazon.com/elasticloadbalancing/latest/application/describe-ssl-policies.html) for HTTPS listeners, which sets the TLS versions and ciphers offered."
  type        = string
  default     = "ELBSecurityPolicy-TLS13-1-2-2021-06"

  validation {
    condition     = can(regex("^ELBSecurityPolicy-", var.ssl_policy))
    error_message = "ssl_policy must be the name of an ELB security policy, starting with ELBSecurityPolicy-."
  }
}

variable "default_fixed_response" {
  description = "Response the listeners return when no listener rule matches. Services you deploy behind the ALB add their own rules."
  type = object({
    content_type = optional(string, "text/plain")
    message_body = optional(string, "Not found")
    status_code  = optional(number, 404)
  })
  default = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: NETWORK ACCESS
# ---------------------------------------------------------------------------------------------------------------------

variable "allow_inbound_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach the listener ports. Use `[\"0.0.0.0/0\"]` for a public website."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for c in var.allow_inbound_from_cidr_blocks : can(cidrhost(c, 0))])
    error_message = "Every entry in allow_inbound_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_inbound_from_security_group_ids" {
  description = "Security groups allowed to reach the listener ports, typically for internal ALBs called by other services."
  type        = list(string)
  default     = []
}

variable "idle_timeout" {
  description = "Seconds a connection may be idle before the ALB closes it. Raise it for long polling or WebSocket connections."
  type        = number
  default     = 60

  validation {
    condition     = var.idle_timeout >= 1 && var.idle_timeout <= 4000
    error_message = "idle_timeout must be between 1 and 4000 seconds."
  }
}

variable "drop_invalid_header_fields" {
  description = "Drop HTTP headers with invalid names instead of passing them to targets."
  type        = bool
  default     = true
}

variable "enable_deletion_protection" {
  description = "Prevent the ALB from being deleted through the API (and therefore by `terraform destroy`) until this is turned off."
  type        = bool
  default     = false
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: ACCESS LOGS
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_access_logs" {
  description = "Write ALB access logs to S3."
  type        = bool
  default     = true
}

variable "access_logs_s3_bucket_name" {
  description = "Name of an existing S3 bucket for access logs. `null` makes the module create a bucket named `<alb_name>-alb-access-logs` with a bucket policy that lets Elastic Load Balancing write to it."
  type        = string
  default     = null
}

variable "num_days_after_which_archive_log_data" {
  description = "Days after which access logs move to S3 Glacier Flexible Retrieval. `0` never archives. Only applies to a bucket the module creates."
  type        = number
  default     = 30
}

variable "num_days_after_which_delete_log_data" {
  description = "Days after which access logs are deleted. `0` keeps them forever. Only applies to a bucket the module creates."
  type        = number
  default     = 0
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: DNS AND TAGS
# ---------------------------------------------------------------------------------------------------------------------

variable "create_route53_entry" {
  description = "Create Route 53 alias records that point `domain_names` at the ALB."
  type        = bool
  default     = false
}

variable "hosted_zone_id" {
  description = "ID of the Route 53 hosted zone to create the alias records in. Required when `create_route53_entry` is `true`."
  type        = string
  default     = null
}

variable "domain_names" {
  description = "Fully qualified domain names to point at the ALB, e.g. `[\"app.example.com\"]`."
  type        = set(string)
  default     = []
}

variable "custom_tags" {
  description = "Tags applied to the ALB, its security group and the access log bucket."
  type        = map(string)
  default     = {}
}
