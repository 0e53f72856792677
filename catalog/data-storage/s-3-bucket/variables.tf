# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "bucket_name" {
  description = "Name of the bucket. Bucket names are global across all AWS accounts, cannot be changed after creation, and must be 3-63 characters of lowercase letters, digits, dots and hyphens."
  type        = string

  validation {
    condition     = can(regex("^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$", var.bucket_name)) && !can(regex("\\.\\.", var.bucket_name))
    error_message = "bucket_name must be 3-63 characters of lowercase letters, digits, dots and hyphens, start and end with a letter or digit, and not contain two adjacent dots."
  }
}

variable "access_logging_bucket_name" {
  description = "Name of a second bucket that the module creates to receive the server access logs of this bucket. Set to `null` to turn access logging off, which you should only do for buckets that hold nothing sensitive."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "access_logging_prefix" {
  description = "Key prefix for the log objects in the access logging bucket."
  type        = string
  default     = ""
}

variable "access_logging_retention_days" {
  description = "Days to keep access logs before a lifecycle rule deletes them."
  type        = number
  default     = 90
}

variable "enable_versioning" {
  description = "Keep every version of every object, so overwritten or deleted objects can be recovered. Required for replication. Once enabled, versioning can be suspended but never fully disabled."
  type        = bool
  default     = true
}

variable "sse_algorithm" {
  description = "Default server-side encryption for new objects: `aws:kms` (SSE-KMS), `aws:kms:dsse` (dual-layer SSE-KMS) or `AES256` (SSE-S3)."
  type        = string
  default     = "aws:kms"

  validation {
    condition     = contains(["aws:kms", "aws:kms:dsse", "AES256"], var.sse_algorithm)
    error_message = "sse_algorithm must be aws:kms, aws:kms:dsse or AES256."
  }
}

variable "kms_key_arn" {
  description = "ARN of the KMS key for SSE-KMS. `null` uses the AWS-managed `aws/s3` key, which other accounts cannot use: set a customer-managed key if other accounts read this bucket."
  type        = string
  default     = null
}

variable "bucket_key_enabled" {
  description = "Use an S3 Bucket Key with SSE-KMS, which cuts the number of KMS requests, and their cost, on busy buckets."
  type        = bool
  default     = true
}

variable "block_public_access" {
  description = "Turn on all four S3 Block Public Access settings for this bucket. Leave on unless the bucket must serve public content, and even then prefer CloudFront with origin access control."
  type        = bool
  default     = true
  nullable    = false
}

variable "object_ownership" {
  description = "Object ownership setting. `BucketOwnerEnforced` disables ACLs, so access is controlled only by policies."
  type        = string
  default     = "BucketOwnerEnforced"

  validation {
    condition     = contains(["BucketOwnerEnforced", "BucketOwnerPreferred", "ObjectWriter"], var.object_ownership)
    error_message = "object_ownership must be BucketOwnerEnforced, BucketOwnerPreferred or ObjectWriter."
  }
}

variable "enforce_tls" {
  description = "Add a bucket policy statement that denies every request not made over TLS (`aws:SecureTransport` is false)."
  type        = bool
  default     = true
}

variable "lifecycle_rules" {
  description = "Lifecycle rules. Each rule applies to objects under `prefix` (all objects if unset) and can move them to cheaper storage classes after some days, expire them, expire old versions, and clean up incomplete multipart uploads. The default rule only aborts multipart uploads left incomplete for 7 days."
  type = list(object({
    id                                     = string
    enabled                                = optional(bool, true)
    prefix                                 = optional(string)
    transitions                            = optional(list(object({ days = number, storage_class = string })), [])
    expiration_days                        = optional(number)
    noncurrent_version_expiration_days     = optional(number)
    abort_incomplete_multipart_upload_days = optional(number)
  }))
  default = [
    {
      id                                     = "abort-incomplete-multipart-uploads"
      abort_incomplete_multipart_upload_days = 7
    },
  ]

  validation {
    condition = alltrue(flatten([
      for rule in var.lifecycle_rules : [
        for t in rule.transitions : contains(["STANDARD_IA", "ONEZONE_IA", "INTELLIGENT_TIERING", "GLACIER_IR", "GLACIER", "DEEP_ARCHIVE"], t.storage_class)
      ]
    ]))
    error_message = "Transition storage_class must be STANDARD_IA, ONEZONE_IA, INTELLIGENT_TIERING, GLACIER_IR, GLACIER or DEEP_ARCHIVE."
  }
}

variable "replication" {
  description = "Replicate new objects to another bucket, in another region or account. Requires `enable_versioning` here and versioning on the destination. Objects that existed before replication was set up are not copied. `null` disables replication."
  type = object({
    destination_bucket_arn  = string
    destination_account_id  = optional(string)
    destination_kms_key_arn = optional(string)
    storage_class           = optional(string, "STANDARD")
    prefix                  = optional(string, "")
  })
  default = null
}

variable "bucket_policy_statements" {
  description = "Extra statements for the bucket policy, keyed by statement ID (`Sid`). `principals` maps a principal type (`AWS`, `Service`) to identifiers; `resources` default to the bucket and all its objects."
  type = map(object({
    effect     = optional(string, "Allow")
    actions    = list(string)
    principals = map(list(string))
    resources  = optional(list(string))
    conditions = optional(list(object({
      test     = string
      variable = string
      values   = list(string)
    })), [])
  }))
  default = {}
}

variable "additional_bucket_policy_json" {
  description = "A complete JSON policy document (for example from `jsonencode()` or a heredoc) whose statements are merged into the bucket policy, for cases `bucket_policy_statements` cannot express. `null` adds nothing."
  type        = string
  default     = null
}

variable "force_destroy" {
  description = "Let `terraform destroy` delete the bucket even if it still contains objects (all versions are deleted). Only for test environments."
  type        = bool
  default     = false
}

variable "tags" {
  description = "Tags applied to the bucket and the access logging bucket."
  type        = map(string)
  default     = {}
  nullable    = false
}
