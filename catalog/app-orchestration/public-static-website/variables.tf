# Inputs of the modules/services/public-static-website module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "acm_certificate_domain_name" {
  description = "Domain name of an existing, issued ACM certificate for serving the site over HTTPS, such as `*.example.com`. CloudFront only uses ACM certificates from `us-east-1`. Used only when `create_route53_entry` is `true`; set it to an empty string otherwise."
  type        = string
}

variable "website_domain_name" {
  description = "Domain name of the website, such as `static.example.com`. It also names the S3 bucket that holds the site, unless `s3_bucket_override_bucket_name` is set."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "base_domain_name" {
  description = "Domain name of the Route 53 hosted zone used for the CloudFront distribution, usually the parent domain of `website_domain_name` (for example `example.com`). When `create_route53_entry` is `true`, set this or `hosted_zone_id`."
  type        = string
  default     = null
}

variable "base_domain_name_tags" {
  description = "Tags of the hosted zone for `base_domain_name`, used to find the right zone when several hosted zones have that same name."
  type        = map(any)
  default     = {}
}

variable "cors_rule" {
  description = "CORS configuration for the website's S3 bucket. Leave empty to keep the AWS default; for custom rules, pass objects shaped like the `cors_rule` blocks of Terraform's S3 bucket resource."
  type        = any
  default     = []
}

variable "create_route53_entry" {
  description = "Whether to create DNS A records for the site in Route 53. When `true`, set `base_domain_name` or `hosted_zone_id`."
  type        = bool
  default     = true
}

variable "custom_tags" {
  description = "Tags to apply to the website's S3 bucket and its CloudFront distribution, as a map of tag keys to values."
  type        = map(string)
  default     = {}
}

variable "default_function_associations" {
  description = "Existing CloudFront Functions to attach to the distribution's default cache behavior. Each item gives the `event_type` that triggers the function and its `function_arn`."
  type        = list(object({
      event_type   = string
      function_arn = string
    }))
  default     = []
}

variable "default_lambda_associations" {
  description = "Existing Lambda@Edge functions to attach to the distribution's default cache behavior. Each item gives the `event_type`, the `lambda_arn` of a published version (not `$LATEST`) and `include_body`, which decides whether the request body is passed to the function."
  type        = list(object({
      event_type   = string
      lambda_arn   = string
      include_body = bool
    }))
  default     = []
}

variable "default_ttl" {
  description = "Time, in seconds, that CloudFront caches an object before asking the origin again, for responses without a `Cache-Control: max-age` or `Expires` header."
  type        = number
  default     = 30
}

variable "disable_cloudfront_logging" {
  description = "Stops CloudFront from delivering its access logs to S3 when enabled. Turn it on in any region where CloudFront has no way to write logs into an S3 bucket."
  type        = bool
  default     = false
}

variable "enable_default_directory_index_function" {
  description = "Whether to deploy a CloudFront Function that serves the `index.html` of an S3 folder when a request path ends in `/`. Only relevant when `restrict_bucket_access_to_cloudfront` is `true`."
  type        = bool
  default     = false
}

variable "enable_versioning" {
  description = "Whether to turn on versioning for the website bucket, which keeps every old version of every file. That lets you roll back, at the cost of extra storage."
  type        = bool
  default     = true
}

variable "error_document" {
  description = "Path, inside the S3 bucket, of the error page, for example `error.html`."
  type        = string
  default     = "error.html"
}

variable "error_responses" {
  description = "Custom error responses that CloudFront returns to viewers, keyed by HTTP error code. Each entry sets the `response_code` to return, the `response_page_path` to serve and `error_caching_min_ttl`, the minimum time in seconds that CloudFront caches the error."
  type        = map(object({
      response_code         = number
      response_page_path    = string
      error_caching_min_ttl = number
    }))
  default     = {
    "404" = {
      error_caching_min_ttl = 0
      response_code         = 404
      response_page_path    = "404.html"
    }
    "500" = {
      error_caching_min_ttl = 0
      response_code         = 500
      response_page_path    = "500.html"
    }
  }
}

variable "force_destroy" {
  description = "Whether `terraform destroy` may delete the website, redirect and access log buckets even when they still contain objects. Intended for testing; keep it `false` in production."
  type        = bool
  default     = false
}

variable "forward_headers" {
  description = "Request headers CloudFront forwards to the origin; `*` forwards all of them."
  type        = list(string)
  default     = []
}

variable "geo_locations_list" {
  description = "Two-letter ISO 3166-1 country codes that `geo_restriction_type` acts on: the only countries served with `whitelist`, or the countries refused with `blacklist`."
  type        = list(string)
  default     = []
}

variable "geo_restriction_type" {
  description = "How CloudFront restricts the site by country: `none`, `whitelist` (serve only the countries in `geo_locations_list`) or `blacklist` (serve every country except those)."
  type        = string
  default     = "none"
}

variable "hosted_zone_id" {
  description = "The A records for `website_domain_name` go into the hosted zone in Route 53 that has this ID. If `create_route53_entry` is `true`, provide either this or `base_domain_name`."
  type        = string
  default     = null
}

variable "index_document" {
  description = "Path, inside the S3 bucket, of the index page, for example `index.html`."
  type        = string
  default     = "index.html"
}

variable "max_ttl" {
  description = "Caps, in seconds, how long CloudFront holds an object before asking the origin whether a newer version exists. It applies only to responses that include `Expires`, `Cache-Control: s-maxage` or `Cache-Control: max-age` headers."
  type        = number
  default     = 60
}

variable "min_ttl" {
  description = "Lower limit, in seconds, on how long objects stay in CloudFront caches before CloudFront checks the origin for updates."
  type        = number
  default     = 0
}

variable "minimum_protocol_version" {
  description = "Oldest SSL/TLS protocol version CloudFront accepts for HTTPS connections, for example `TLSv1.2_2021`. The Terraform `aws_cloudfront_distribution` documentation lists the valid values."
  type        = string
  default     = "TLSv1"
}

variable "restrict_bucket_access_to_cloudfront" {
  description = "When enabled, the S3 bucket can be reached through CloudFront only, never directly. It has been confirmed to work only for a bucket located in `us-east-1`."
  type        = bool
  default     = false
}

variable "routing_rule" {
  description = "Redirect rule for the bucket's website configuration (`aws_s3_website_configuration`), as a map describing the redirect and the condition that triggers it. Conflicts with `routing_rules`; use that input instead when a rule contains empty string values."
  type        = any
  default     = {}
}

variable "routing_rules" {
  description = "Redirect rules for the bucket's website configuration, given as a JSON array in a string. Conflicts with `routing_rule`; use this form when rules contain empty string values."
  type        = string
  default     = null
}

variable "s3_bucket_override_bucket_name" {
  description = "Name to give the website's S3 bucket instead of the default, which is the website's domain name."
  type        = string
  default     = null
}

variable "security_header_content_security_policy" {
  description = "Value of the `Content-Security-Policy` header that CloudFront adds to responses, listing the policy directives. Set to `null` to leave the header out."
  type        = string
  default     = "default-src 'self'; base-uri 'self'; block-all-mixed-content; font-src 'self' https: data:; form-action 'self'; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' https: 'unsafe-inline'; upgrade-insecure-requests"
}

variable "security_header_enable_nosniff_content_type_options" {
  description = "Whether CloudFront adds the `X-Content-Type-Options: nosniff` header to responses."
  type        = bool
  default     = true
}

variable "security_header_frame_option" {
  description = "Value of the `X-Frame-Options` header that CloudFront adds to responses, such as `SAMEORIGIN` or `DENY`. Set to `null` to leave the header out."
  type        = string
  default     = "SAMEORIGIN"
}

variable "security_header_hsts" {
  description = "Settings of the `Strict-Transport-Security` header that CloudFront adds to responses, or `null` to leave it out. `max_age` is how many seconds browsers keep insisting on HTTPS, `include_subdomains` extends the policy to subdomains, and `preload` adds the `preload` directive."
  type        = object({
      max_age = number
      include_subdomains = bool
      preload = bool
    })
  default     = {
    include_subdomains = true
    max_age            = 15552000
    preload            = false
  }
}

variable "security_header_referrer_policy" {
  description = "Value of the `Referrer-Policy` header that CloudFront adds to responses. Set to `null` to leave the header out."
  type        = string
  default     = "no-referrer"
}

variable "security_header_xss_protection" {
  description = "Settings of the `X-XSS-Protection` header that CloudFront adds to responses, or `null` to leave it out. `protection` sets the header to `1` (`true`) or `0` (`false`), `mode_block` adds `mode=block`, and `report_uri` adds a `report` directive, which cannot be combined with `mode_block`."
  type        = object({
      mode_block = bool
      protection = bool
      report_uri = string
    })
  default     = {
    mode_block = false
    protection = false
    report_uri = null
  }
}

variable "use_cloudfront_arn_for_bucket_policy" {
  description = "Which identity of the CloudFront log delivery account the access log bucket policy names: `true` uses its ARN, which older AWS accounts require, and `false` its CanonicalUser ID, which newer accounts require. The wrong choice shows up as a diff on the policy in every plan."
  type        = bool
  default     = false
}

variable "viewer_protocol_policy" {
  description = "Decides which protocols viewers can use to fetch the site: `https-only`, `allow-all`, or `redirect-to-https`, the last of which redirects HTTP requests to HTTPS."
  type        = string
  default     = "allow-all"
}

variable "web_acl_id" {
  description = "ID of an AWS WAF web ACL to associate with the distribution when you filter its requests with WAF."
  type        = string
  default     = null
}
