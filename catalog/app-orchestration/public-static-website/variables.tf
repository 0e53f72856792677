# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "website_domain_name" {
  description = "Domain name the website is served on, e.g. `www.example.com`. Also the primary name on the ACM certificate and the base of the bucket name."
  type        = string

  validation {
    condition     = can(regex("^([a-z0-9]([-a-z0-9]*[a-z0-9])?\\.)+[a-z]{2,}$", var.website_domain_name))
    error_message = "website_domain_name must be a lowercase fully qualified domain name such as www.example.com."
  }
}

variable "hosted_zone_id" {
  description = "ID of the public Route 53 hosted zone that holds `website_domain_name`. The certificate validation and alias records are created here."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: DOMAINS AND TLS
# ---------------------------------------------------------------------------------------------------------------------

variable "subject_alternative_names" {
  description = "Additional domain names served by the same distribution and certificate, e.g. the apex `example.com`. Each must be in `hosted_zone_id`."
  type        = list(string)
  default     = []
}

variable "minimum_protocol_version" {
  description = "Minimum TLS version and cipher suite policy CloudFront accepts from viewers."
  type        = string
  default     = "TLSv1.2_2021"

  validation {
    condition     = contains(["TLSv1.2_2018", "TLSv1.2_2019", "TLSv1.2_2021"], var.minimum_protocol_version)
    error_message = "minimum_protocol_version must be TLSv1.2_2018, TLSv1.2_2019 or TLSv1.2_2021."
  }
}

variable "create_route53_records" {
  description = "Create `A` and `AAAA` alias records for every domain name. Turn off when DNS for the domain is managed elsewhere; the certificate validation records are still created."
  type        = bool
  default     = true
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CONTENT
# ---------------------------------------------------------------------------------------------------------------------

variable "index_document" {
  description = "Object served for `/` and, through the rewrite function, for every path ending in `/`."
  type        = string
  default     = "index.html"
}

variable "error_document" {
  description = "Object served with status 404 for paths that do not exist. Must be uploaded to the bucket."
  type        = string
  default     = "404.html"
}

variable "error_responses" {
  description = "Custom CloudFront error responses keyed by the HTTP error code from the origin. For a single-page application, map `403` and `404` to `/index.html` with `response_code = 200`."
  type = map(object({
    response_code         = optional(number)
    response_page_path    = optional(string)
    error_caching_min_ttl = optional(number, 10)
  }))
  default = {}

  validation {
    condition     = alltrue([for code in keys(var.error_responses) : contains(["400", "403", "404", "405", "414", "416", "500", "501", "502", "503", "504"], code)])
    error_message = "error_responses keys must be HTTP error codes CloudFront can customize, e.g. 403 or 404."
  }
}

variable "cors_rules" {
  description = "CORS rules for the bucket, needed only when other origins fetch files (e.g. web fonts) from the site."
  type = list(object({
    allowed_methods = list(string)
    allowed_origins = list(string)
    allowed_headers = optional(list(string), [])
    max_age_seconds = optional(number, 3600)
  }))
  default = []
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CACHING AND DISTRIBUTION
# ---------------------------------------------------------------------------------------------------------------------

variable "default_ttl" {
  description = "Seconds CloudFront caches objects that have no `Cache-Control` or `Expires` header."
  type        = number
  default     = 3600
}

variable "min_ttl" {
  description = "Lower bound in seconds on caching, even when the object's headers ask for less."
  type        = number
  default     = 0

  validation {
    condition     = var.min_ttl >= 0
    error_message = "min_ttl must be zero or greater."
  }
}

variable "max_ttl" {
  description = "Upper bound in seconds on caching, even when the object's headers ask for more."
  type        = number
  default     = 86400
}

variable "price_class" {
  description = "Which edge locations serve the site: `PriceClass_100` (North America, Europe and Israel), `PriceClass_200` (adds most of Asia, Middle East and Africa) or `PriceClass_All`."
  type        = string
  default     = "PriceClass_100"
  nullable    = false

  validation {
    condition     = contains(["PriceClass_100", "PriceClass_200", "PriceClass_All"], var.price_class)
    error_message = "price_class must be PriceClass_100, PriceClass_200 or PriceClass_All."
  }
}

variable "web_acl_id" {
  description = "ARN of an AWS WAF (WAFv2) web ACL, created in `us-east-1` with scope `CLOUDFRONT`, to attach to the distribution. `null` attaches none."
  type        = string
  default     = null
}

variable "access_log_bucket_domain_name" {
  description = "Domain name (`<bucket>.s3.amazonaws.com`) of an S3 bucket for CloudFront standard access logs. The bucket must have ACLs enabled. `null` disables logging."
  type        = string
  default     = null
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: BUCKET
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_versioning" {
  description = "Keep previous versions of every object, so a bad deploy can be rolled back from S3."
  type        = bool
  default     = true
}

variable "force_destroy" {
  description = "Allow `terraform destroy` to delete the bucket even if it contains objects. Leave `false` in production."
  type        = bool
  default     = false
}

variable "custom_tags" {
  description = "Tags to apply to the bucket, distribution and certificate."
  type        = map(string)
  default = {
    Website = "true"
  }
}
