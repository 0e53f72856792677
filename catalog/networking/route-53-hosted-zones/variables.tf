# Inputs of the modules/networking/route53 module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "private_zones" {
  description = "Private hosted zones to create, keyed by domain name. Each entry sets:\n\n- `comment`: optional free-text comment on the zone\n- `vpcs`: the VPCs to associate with the zone (at least one), each with an `id` and a `region` (`null` means the provider's region)\n- `tags`: tags for the zone\n- `force_destroy`: whether destroying the zone also deletes all of its records, including ones managed outside Terraform"
  type        = map(object({
      comment = string
      vpcs = list(object({
        id = string
        region = string
      }))
      tags = map(string)
      force_destroy = bool
    }))
  default     = {}
}

variable "public_zones" {
  description = "Public hosted zones to manage, keyed by domain name. The type is `any`, so attributes are checked loosely. Besides `comment`, `tags` and `force_destroy`, an entry can set `created_outside_terraform` to use a zone that already exists instead of creating one (with `base_domain_name_tags` to match it), the ACM certificate settings `subject_alternative_names`, `create_verification_record` and `verify_certificate`, `apex_records` for records on the domain itself, and `subdomains` for records below it, each with a `type` plus a `ttl` and `records` or an `alias` block. See the module's examples for the exact shape."
  type        = any
  default     = {}
}

variable "service_discovery_private_namespaces" {
  description = "Private AWS Cloud Map namespaces to create, keyed by domain name. Each entry gives the `vpc_id` of the VPC the namespace's private hosted zone is limited to, and a human-readable `description`."
  type        = map(object({
      vpc_id = string
      description = string
    }))
  default     = {}
}

variable "service_discovery_public_namespaces" {
  description = "Public AWS Cloud Map namespaces to create, keyed by domain name; the domain must be registered with Route 53. Entries are loosely typed and also hold certificate settings: `provision_certificates` to request an ACM certificate for the domain, and `create_verification_record` and `verify_certificate` to create the DNS validation record and validate through it. Turn the last two off if Route 53 is not your DNS provider."
  type        = any
  default     = {}
}
