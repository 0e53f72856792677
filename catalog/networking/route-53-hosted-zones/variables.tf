# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "public_zones" {
  description = <<-EOT
    Public hosted zones to create, keyed by domain name (e.g. `example.com`). Pass `{}` if you need none.

    - `comment`: description of the zone shown in the Route 53 console.
    - `provision_wildcard_certificate`: request an ACM certificate for `*.<domain>` and the apex, validated through DNS records in this zone.
    - `subject_alternative_names`: extra names for that certificate.
    - `created_outside_terraform`: the zone already exists (e.g. created by Route 53 Domains on registration); look it up instead of creating it.
    - `force_destroy`: delete all records in the zone when the zone is destroyed.
  EOT
  type = map(object({
    comment                        = optional(string, "Managed by Terraform")
    provision_wildcard_certificate = optional(bool, false)
    subject_alternative_names      = optional(list(string), [])
    created_outside_terraform      = optional(bool, false)
    force_destroy                  = optional(bool, false)
    tags                           = optional(map(string), {})
  }))
}

variable "private_zones" {
  description = "Private hosted zones to create, keyed by domain name (e.g. `internal.example.com`), each associated with the VPCs in `vpcs`. Records in a private zone resolve only inside those VPCs. Pass `{}` if you need none."
  type = map(object({
    comment = optional(string, "Managed by Terraform")
    vpcs = list(object({
      vpc_id     = string
      vpc_region = optional(string)
    }))
    force_destroy = optional(bool, false)
    tags          = optional(map(string), {})
  }))
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "subdomain_delegations" {
  description = "NS records that delegate a subdomain to a zone in another account, keyed by subdomain (e.g. `dev.example.com`). `parent_zone` is the key of the public zone in `public_zones` that holds the record; `name_servers` are the four name servers of the child zone."
  type = map(object({
    parent_zone  = string
    name_servers = list(string)
    ttl          = optional(number, 172800)
  }))
  default = {}
}

variable "wait_for_certificate_validation" {
  description = "Wait until ACM has validated the wildcard certificates before finishing the apply. Turn off if the zone is not yet delegated to from your registrar, because validation cannot succeed until it is."
  type        = bool
  default     = true
}

variable "certificate_tags" {
  description = "Tags applied to every ACM certificate the module requests."
  type        = map(string)
  default     = {}
}

variable "enable_query_logging" {
  description = "Log DNS queries for the public zones to CloudWatch Logs. Route 53 only writes query logs to log groups in `us-east-1`, so the module creates the group there."
  type        = bool
  default     = false
}

variable "query_log_retention_in_days" {
  description = "How many days CloudWatch Logs keeps DNS query logs."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.query_log_retention_in_days)
    error_message = "query_log_retention_in_days must be a retention period CloudWatch Logs supports, such as 7, 30, 90 or 365."
  }
}

variable "global_tags" {
  description = "Tags applied to every hosted zone, merged under each zone's own `tags`."
  type        = map(string)
  default     = {}
}
