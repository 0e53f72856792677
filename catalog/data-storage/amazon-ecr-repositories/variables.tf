# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "repositories" {
  description = <<-EOT
    Map from repository name to its settings. Every attribute is optional and falls back to the matching
    `default_*` input when unset:

    - `external_account_ids_with_read_access`: AWS account IDs allowed to pull images.
    - `external_account_ids_with_write_access`: AWS account IDs allowed to push images.
    - `enable_automatic_image_scanning`: scan images for vulnerabilities on push.
    - `immutable_tags`: refuse to overwrite an existing tag.
    - `lifecycle_policy`: a JSON lifecycle policy document for this repository.
    - `encryption`: `AES256` or `KMS` with an optional `kms_key` ARN.
    - `tags`: extra tags for this repository.

    Repository names may contain lowercase letters, digits, `-`, `_`, `.` and `/` (for namespaces such as `team/app`).
  EOT
  type = map(object({
    external_account_ids_with_read_access  = optional(list(string))
    external_account_ids_with_write_access = optional(list(string))
    enable_automatic_image_scanning        = optional(bool)
    immutable_tags                         = optional(bool)
    lifecycle_policy                       = optional(string)
    encryption = optional(object({
      encryption_type = optional(string, "AES256")
      kms_key         = optional(string)
    }))
    tags = optional(map(string), {})
  }))
  nullable = false

  validation {
    condition     = alltrue([for name in keys(var.repositories) : can(regex("^[a-z0-9]+(?:[._-][a-z0-9]+)*(?:/[a-z0-9]+(?:[._-][a-z0-9]+)*)*$", name))])
    error_message = "Repository names must be lowercase and may contain digits, '.', '_', '-' and '/' separators."
  }
}

variable "default_external_account_ids_with_read_access" {
  description = "AWS account IDs allowed to pull from every repository that does not set its own list. Usually the IDs of your dev, stage and prod accounts when the repositories live in a shared-services account. Pass `[]` if all consumers run in this account."
  type        = list(string)

  validation {
    condition     = alltrue([for id in var.default_external_account_ids_with_read_access : can(regex("^[0-9]{12}$", id))])
    error_message = "AWS account IDs are 12 digits."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "default_external_account_ids_with_write_access" {
  description = "AWS account IDs allowed to push to every repository that does not set its own list, for example the account where your CI builds run."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for id in var.default_external_account_ids_with_write_access : can(regex("^[0-9]{12}$", id))])
    error_message = "AWS account IDs are 12 digits."
  }
}

variable "default_automatic_image_scanning" {
  description = "Scan every image on push (`scan_on_push`) unless a repository overrides it."
  type        = bool
  default     = true
}

variable "default_immutable_tags" {
  description = "Make tags immutable (`IMMUTABLE`) unless a repository overrides it. Immutable tags guarantee that `app:v1.2.3` always refers to the same image, which keeps deployments reproducible."
  type        = bool
  default     = true
}

variable "default_lifecycle_policy" {
  description = "JSON lifecycle policy applied to every repository that does not set its own. The default expires untagged images 14 days after they were pushed. Set to `null` for no lifecycle policy."
  type        = string
  default     = <<-EOT
    {
      "rules": [
        {
          "rulePriority": 1,
          "description": "Expire untagged images 14 days after push",
          "selection": {
            "tagStatus": "untagged",
            "countType": "sinceImagePushed",
            "countUnit": "days",
            "countNumber": 14
          },
          "action": {
            "type": "expire"
          }
        }
      ]
    }
  EOT
}

variable "default_encryption" {
  description = "Encryption for repositories that do not set their own. `AES256` uses Amazon S3-managed keys; `KMS` uses `kms_key`, or the AWS-managed `aws/ecr` key if `kms_key` is unset. Encryption can only be set when a repository is created."
  type = object({
    encryption_type = optional(string, "AES256")
    kms_key         = optional(string)
  })
  default  = {}
  nullable = false

  validation {
    condition     = contains(["AES256", "KMS"], var.default_encryption.encryption_type)
    error_message = "default_encryption.encryption_type must be AES256 or KMS."
  }
}

variable "registry_scan_type" {
  description = "Registry-wide scanning mode: `BASIC` (free, operating-system package CVEs) or `ENHANCED` (continuous scanning with Amazon Inspector, billed by Inspector)."
  type        = string
  default     = "BASIC"

  validation {
    condition     = contains(["BASIC", "ENHANCED"], var.registry_scan_type)
    error_message = "registry_scan_type must be BASIC or ENHANCED."
  }
}

variable "replication_regions" {
  description = "Regions of this account to replicate every repository's images to, for faster and region-independent pulls. Replication only copies images pushed after it is enabled."
  type        = set(string)
  default     = []
}

variable "force_delete" {
  description = "Allow Terraform to delete repositories that still contain images. Leave `false` outside of test environments."
  type        = bool
  default     = false
}

variable "global_tags" {
  description = "Tags applied to every repository, merged with each repository's own `tags`."
  type        = map(string)
  default     = {}
  nullable    = false
}
