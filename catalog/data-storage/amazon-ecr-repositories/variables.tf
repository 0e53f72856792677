# Inputs of the modules/data-stores/ecr-repos module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "repositories" {
  description = "Map of repository names to their settings; each key creates one repository. Every attribute is optional and falls back to the matching `default_*` input: `external_account_ids_with_read_access`, `external_account_ids_with_write_access`, `external_account_ids_with_lambda_access`, `users_or_roles_to_allow_deny_all_else`, `strict_deny_rules_enabled`, `enable_automatic_image_scanning`, `encryption_config` (`encryption_type` of `AES256` or `KMS`, plus `kms_key`), `image_tag_mutability` and `lifecycle_policy_rules`. A repository's `tags` are merged with `global_tags`."
  type        = any
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "default_automatic_image_scanning" {
  description = "Whether images are scanned for vulnerabilities in every repository. A repository's `enable_automatic_image_scanning` overrides it."
  type        = bool
  default     = true
}

variable "default_encryption_config" {
  description = "Encryption at rest for repositories that don't set `encryption_config`. `encryption_type` is `AES256` or `KMS`; `kms_key` only applies to `KMS` and, when omitted, the AWS managed key for ECR is used. With `null`, the module sets no encryption configuration and ECR falls back to its default AES-256 encryption."
  type        = object({
      encryption_type = string
      kms_key = string
    })
  default     = { encryption_type = "AES256", kms_key = null }
}

variable "default_external_account_ids_with_lambda_access" {
  description = "IDs of other AWS accounts allowed to create Lambda functions from the container images in these repositories. A repository's `external_account_ids_with_lambda_access` overrides it."
  type        = list(string)
  default     = []
}

variable "default_external_account_ids_with_read_access" {
  description = "IDs of other AWS accounts allowed to pull images from these repositories. A repository's `external_account_ids_with_read_access` overrides it."
  type        = list(string)
  default     = []
}

variable "default_external_account_ids_with_write_access" {
  description = "IDs of other AWS accounts allowed to both pull images from and push images to these repositories. A repository's `external_account_ids_with_write_access` overrides it."
  type        = list(string)
  default     = []
}

variable "default_image_tag_mutability" {
  description = "Tag mutability of the repositories: `MUTABLE` lets a tag be moved to a new image, `IMMUTABLE` prevents it. A repository's `image_tag_mutability` overrides it."
  type        = string
  default     = "MUTABLE"
}

variable "default_lifecycle_policy_rules" {
  description = "Lifecycle policy rules for repositories that don't set `lifecycle_policy_rules`, for example to expire untagged or old images. Each rule follows the [ECR lifecycle policy](https://docs.aws.amazon.com/AmazonECR/latest/userguide/LifecyclePolicies.html) rule format (`rulePriority`, `selection`, `action`)."
  type        = any
  default     = []
}

variable "default_strict_deny_rules_enabled" {
  description = "Whether the repositories get strict deny rules, which among other things deny changes to the repository policy. A repository's `strict_deny_rules_enabled` overrides it."
  type        = bool
  default     = false
}

variable "default_users_or_roles_to_allow_deny_all_else" {
  description = "Limits actions on these repositories to the IAM users or roles with the listed unique IDs and denies all others. Each ID has 21 characters and begins with `AIDA` for a user or `AROA` for a role, as described in [IAM unique identifiers](https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids). Setting `users_or_roles_to_allow_deny_all_else` on a repository overrides this list for that repository."
  type        = list(string)
  default     = []
}

variable "global_tags" {
  description = "Tags, as a map of keys to values, assigned to every ECR repository and merged with each repository's own `tags`."
  type        = map(string)
  default     = {}
}

variable "replication_regions" {
  description = "Regions, such as `us-east-1`, to which the repositories are replicated."
  type        = list(string)
  default     = []
}
