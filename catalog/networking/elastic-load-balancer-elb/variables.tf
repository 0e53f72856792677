# Inputs of the modules/networking/alb module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alb_name" {
  description = "Name of the Application Load Balancer; AWS allows at most 32 characters. When `access_logs_s3_bucket_name` is `null`, the access log bucket name is generated from it."
  type        = string
}

variable "is_internal_alb" {
  description = "Whether the ALB is internal. `true` accepts traffic only from within the VPC; `false` makes the ALB reachable from the public internet."
  type        = bool
}

variable "num_days_after_which_archive_log_data" {
  description = "Age, in days, at which access log files in S3 are moved to Glacier. `0` disables archiving."
  type        = number
}

variable "num_days_after_which_delete_log_data" {
  description = "Age, in days, at which access log files are deleted from S3. `0` keeps them forever."
  type        = number
}

variable "vpc_id" {
  description = "ID of the VPC in which to deploy the ALB."
  type        = string
}

variable "vpc_subnet_ids" {
  description = "IDs of the subnets from which the ALB takes its IP addresses: typically public subnets for an internet-facing ALB and private subnets for an internal one."
  type        = list(string)
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "access_logs_s3_bucket_name" {
  description = "Name of the S3 bucket that stores the ALB's access logs. When `null`, a name is generated from `alb_name`."
  type        = string
  default     = null
}

variable "acm_cert_statuses" {
  description = "Filter on certificate status for the ACM lookups behind `https_listener_ports_and_acm_ssl_certs`: only certificates in one of these states are matched. Possible states: `PENDING_VALIDATION`, `ISSUED`, `INACTIVE`, `EXPIRED`, `VALIDATION_TIMED_OUT`, `REVOKED`, `FAILED`."
  type        = list(string)
  default     = ["ISSUED"]
}

variable "acm_cert_types" {
  description = "Filter on certificate type for the ACM lookups behind `https_listener_ports_and_acm_ssl_certs`: only certificates of these types are matched. Possible types: `AMAZON_ISSUED` and `IMPORTED`."
  type        = list(string)
  default     = ["AMAZON_ISSUED", "IMPORTED"]
}

variable "additional_ssl_certs_for_ports" {
  description = "Extra TLS certificates to bind to HTTPS listeners, as a map from listener port to a list of certificates. In each entry, set exactly one of `tls_domain_name` (the domain of an ACM certificate to look up) or `tls_arn` (the certificate's ARN) and leave the other `null`. Do not repeat certificates already given in `https_listener_ports_and_ssl_certs` or `https_listener_ports_and_acm_ssl_certs`."
  type        = map(list(object({
      tls_domain_name = string
      tls_arn = string
    })))
  default     = {}
}

variable "allow_all_outbound" {
  description = "Whether the ALB's security group allows all outbound traffic. With `false` it has no outbound rule, which leaves the ALB unable to reach its targets until other code adds one."
  type        = bool
  default     = true
}

variable "allow_inbound_from_cidr_blocks" {
  description = "CIDR blocks from which the ALB accepts requests. For an internet-facing ALB, list the ranges that should reach it (`0.0.0.0/0` for everyone); for an internal ALB, use the VPC's CIDR block or something narrower."
  type        = list(string)
  default     = []
}

variable "allow_inbound_from_security_group_ids" {
  description = "IDs of security groups whose members may send traffic to the ALB."
  type        = list(string)
  default     = []
}

variable "create_route53_entry" {
  description = "Whether to create Route 53 DNS A records that point at the ALB, one per entry in `domain_names`, in the zone given by `hosted_zone_id`."
  type        = bool
  default     = false
}

variable "custom_alb_access_logs_s3_prefix" {
  description = "Prefix (folder) inside the access log bucket under which this ALB's logs are written. Only used when `enable_custom_alb_access_logs_s3_prefix` is `true`."
  type        = string
  default     = null
}

variable "custom_tags" {
  description = "Tags for the ALB and its security group, as a map of tag name to value."
  type        = map(string)
  default     = {}
}

variable "default_action" {
  description = "What the ALB does with a request that matches none of your listener rules. Only `fixed-response` and `redirect` actions are supported, keyed by action type, with settings matching the `default_action` block of the Terraform `aws_lb_listener` resource. Out of the box it answers with a plain-text 404."
  type        = map(any)
  default     = {
    fixed-response = {
      content_type = "text/plain"
      message_body = null
      status_code  = 404
    }
  }
}

variable "default_action_body" {
  description = "Body of the fixed response returned to requests that match none of your listener rules."
  type        = string
  default     = null
}

variable "default_action_status_code" {
  description = "HTTP status code of the fixed response returned to requests that match none of your listener rules."
  type        = number
  default     = 404
}

variable "domain_names" {
  description = "Domain names, such as `alb.example.com`, for which to create DNS A records pointing at the ALB. Only used when `create_route53_entry` is `true`."
  type        = list(string)
  default     = []
}

variable "drop_invalid_header_fields" {
  description = "Whether the ALB removes HTTP headers with invalid names. Elastic Load Balancing only accepts header names made of alphanumeric characters and hyphens."
  type        = bool
  default     = false
}

variable "enable_custom_alb_access_logs_s3_prefix" {
  description = "Whether to use `custom_alb_access_logs_s3_prefix` as the prefix of the access logs. With `false`, the prefix is `alb_name`. Turning it on also lets you do without a prefix."
  type        = bool
  default     = false
}

variable "enable_deletion_protection" {
  description = "Whether to turn on deletion protection. While it is on, the load balancer cannot be deleted; turn it off first."
  type        = bool
  default     = false
}

variable "force_destroy" {
  description = "Whether `terraform destroy` may delete the access log bucket even when it still holds log files. Leave it `false` unless the bucket is only for testing."
  type        = bool
  default     = false
}

variable "hosted_zone_id" {
  description = "The ALB's DNS A records are created in the Route 53 hosted zone with this ID. It matters only if `create_route53_entry` is `true`."
  type        = string
  default     = null
}

variable "http_listener_ports" {
  description = "Ports on which the ALB gets a plain HTTP listener. When you add listener rules, make sure each listener has at least one rule matching the `*` path, otherwise some requests are not routed to any target group."
  type        = list(string)
  default     = []
}

variable "https_listener_ports_and_acm_ssl_certs" {
  description = "HTTPS listeners that use a certificate from ACM. Each entry gives the `port` to listen on and the `tls_domain_name` of the ACM certificate to look up (see `acm_cert_statuses` and `acm_cert_types`). For certificates not issued by ACM, use `https_listener_ports_and_ssl_certs`. As with HTTP listeners, give each listener a rule matching the `*` path."
  type        = list(object({
      port            = number
      tls_domain_name = string
    }))
  default     = []
}

variable "https_listener_ports_and_ssl_certs" {
  description = "HTTPS listeners that use a certificate referenced by ARN, such as an IAM server certificate. Each entry gives the `port` to listen on and the `tls_arn` of the certificate. For ACM certificates, use `https_listener_ports_and_acm_ssl_certs` instead. As with HTTP listeners, give each listener a rule matching the `*` path."
  type        = list(object({
      port    = number
      tls_arn = string
    }))
  default     = []
}

variable "idle_timeout" {
  description = "Seconds a client's TCP connection may stay idle before the ALB closes it."
  type        = number
  default     = 60
}

variable "ip_address_type" {
  description = "Type of IP addresses the ALB's subnets use: `ipv4` or `dualstack`."
  type        = string
  default     = null
}

variable "should_create_access_logs_bucket" {
  description = "Whether to create the access log bucket named in `access_logs_s3_bucket_name`. With `false`, the module assumes the bucket exists, and you must make sure its bucket policy lets Elastic Load Balancing write access logs to it."
  type        = bool
  default     = true
}

variable "ssl_policy" {
  description = "Chooses the predefined security policy that determines which TLS protocols and ciphers the HTTPS listeners accept. `ELBSecurityPolicy-2016-08`, the default, still permits TLS 1.0, whereas newer policies like `ELBSecurityPolicy-TLS13-1-2-2021-06` support TLS 1.3 and 1.2. The full list is in [Security policies for your Application Load Balancer](https://docs.aws.amazon.com/elasticloadbalancing/latest/application/describe-ssl-policies.html)."
  type        = string
  default     = "ELBSecurityPolicy-2016-08"
}
