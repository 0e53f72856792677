# Inputs of the modules/data-stores/s3-bucket module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "primary_bucket" {
  description = "Name of the S3 bucket to create. S3 bucket names are global across all AWS accounts, so the name must not already be taken by anyone."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "access_logging_bucket" {
  description = "Name of the S3 bucket that stores the server access logs of the primary bucket. `null` turns access logging off."
  type        = string
  default     = null
}

variable "access_logging_bucket_lifecycle_rules" {
  description = "Lifecycle rules applied to the access log bucket; they use the same structure as `lifecycle_rules`."
  type        = any
  default     = {}
}

variable "access_logging_bucket_ownership" {
  description = "Decides who owns objects written to the access log bucket by default: `ObjectWriter` gives each object to the account that uploaded it, `BucketOwnerPreferred` gives it to the bucket owner. The setting affects only uploads that carry the `bucket-owner-full-control` canned ACL, as [Object Ownership](https://docs.aws.amazon.com/AmazonS3/latest/userguide/about-object-ownership.html) explains."
  type        = string
  default     = "ObjectWriter"
}

variable "access_logging_bucket_policy_statements" {
  description = "Bucket policy statements for the access log bucket, for example to grant read access. Same format as `bucket_policy_statements`."
  type        = any
  default     = {}
}

variable "access_logging_prefix" {
  description = "Folder-like key prefix for the log objects written to `access_logging_bucket`. Ignored unless that bucket is set."
  type        = string
  default     = null
}

variable "acl" {
  description = "Canned ACL to apply to the bucket. When it is not `null`, `bucket_ownership` can't be `BucketOwnerEnforced`."
  type        = string
  default     = null
}

variable "bucket_key_enabled" {
  description = "Whether the bucket's SSE-KMS encryption uses S3 Bucket Keys."
  type        = bool
  default     = false
}

variable "bucket_kms_key_arn" {
  description = "ARN of the KMS key that encrypts the bucket's data. With `null`, the AWS managed `aws/s3` key is used. A key you supply must have a key policy that lets everyone who writes to the bucket use it."
  type        = string
  default     = null
}

variable "bucket_ownership" {
  description = "Decides who owns, by default, the objects uploaded to the bucket: `ObjectWriter` gives each object to the account that uploaded it, `BucketOwnerPreferred` gives it to the bucket owner. The setting affects only uploads that carry the `bucket-owner-full-control` canned ACL, as [Object Ownership](https://docs.aws.amazon.com/AmazonS3/latest/userguide/about-object-ownership.html) explains."
  type        = string
  default     = "ObjectWriter"
}

variable "bucket_policy_statements" {
  description = "Statements for the bucket policy, for example to grant read or write access. A map from a unique statement ID (SID) to an object with fields such as `effect`, `actions` and `principals`, for example `ReadForAnn = { effect = \"Allow\", actions = [\"s3:GetObject\"], principals = { AWS = [\"arn:aws:iam::111111111111:user/ann\"] } }`."
  type        = any
  default     = {}
}

variable "bucket_sse_algorithm" {
  description = "Chooses `aws:kms` or `AES256` as the bucket's server-side encryption algorithm. Encryption is switched off through `enable_sse` set to `false`, not through this input."
  type        = string
  default     = "aws:kms"
}

variable "cors_rules" {
  description = "CORS rules for the bucket, as a list of objects. Each rule needs `allowed_origins` and `allowed_methods` (from `GET`, `PUT`, `POST`, `DELETE` and `HEAD`) and may set `allowed_headers`, `expose_headers` and `max_age_seconds`, the time in seconds a browser may cache the preflight response."
  type        = any
  default     = []
}

variable "enable_sse" {
  description = "Whether objects in the bucket are encrypted on the server side; `bucket_sse_algorithm` chooses the algorithm."
  type        = bool
  default     = true
}

variable "enable_versioning" {
  description = "Whether versioning is on for the bucket. S3 then keeps every version of an object instead of overwriting it, so earlier values remain available."
  type        = bool
  default     = true
}

variable "force_destroy_logs" {
  description = "Whether `terraform destroy` first deletes every object in the access log bucket so that the bucket itself can be deleted. Those objects can't be recovered afterwards."
  type        = bool
  default     = false
}

variable "force_destroy_primary" {
  description = "Whether `terraform destroy` first deletes every object in the primary bucket so that the bucket itself can be deleted. Those objects can't be recovered afterwards."
  type        = bool
  default     = false
}

variable "force_destroy_replica" {
  description = "Whether `terraform destroy` first deletes every object in the replica bucket so that the bucket itself can be deleted. Those objects can't be recovered afterwards."
  type        = bool
  default     = false
}

variable "lifecycle_rules" {
  description = "Lifecycle rules that move objects to other storage classes or delete them. A map from a unique rule ID to the rule's settings, such as which objects it applies to and its transitions and expirations."
  type        = any
  default     = {}
}

variable "mfa_delete" {
  description = "Whether MFA delete is on, which requires MFA to change the bucket's versioning state or to permanently delete an object version. This input can't switch the setting; it lets a managed bucket reflect what is already set in AWS. Only used when `enable_versioning` is `true`."
  type        = bool
  default     = false
}

variable "object_lock_days" {
  description = "Default Object Lock retention period, in days. Set either this or `object_lock_years`, not both. Only used when `object_lock_enabled` and `object_lock_default_retention_enabled` are `true`."
  type        = number
  default     = null
}

variable "object_lock_default_retention_enabled" {
  description = "Whether to set a default Object Lock retention period for new objects. With `false`, an object is only locked if a retention setting is given when it is uploaded. Only used when `object_lock_enabled` is `true`."
  type        = bool
  default     = true
}

variable "object_lock_enabled" {
  description = "Whether to turn on S3 Object Lock, which keeps objects from being deleted for a retention period. Set it when the bucket is created. Object Lock turns on versioning, and once a bucket has it, it can't be turned off."
  type        = bool
  default     = false
}

variable "object_lock_mode" {
  description = "Retention mode given by default to new objects, either `GOVERNANCE` or `COMPLIANCE`. Requires both `object_lock_enabled` and `object_lock_default_retention_enabled` to be `true`."
  type        = string
  default     = null
}

variable "object_lock_years" {
  description = "Default Object Lock retention period, in years. Set either this or `object_lock_days`, not both. Only used when `object_lock_enabled` and `object_lock_default_retention_enabled` are `true`."
  type        = number
  default     = null
}

variable "replica_bucket" {
  description = "Name of the S3 bucket that receives copies of the primary bucket's objects. `null` turns replication off."
  type        = string
  default     = null
}

variable "replica_bucket_acl" {
  description = "Canned ACL to apply to the replica bucket. When it is not `null`, `replica_bucket_ownership` can't be `BucketOwnerEnforced`."
  type        = string
  default     = null
}

variable "replica_bucket_already_exists" {
  description = "Whether the replica bucket exists already. With `true`, the module expects to find it rather than create it."
  type        = bool
  default     = false
}

variable "replica_bucket_key_enabled" {
  description = "Whether the replica bucket's SSE-KMS encryption uses S3 Bucket Keys."
  type        = bool
  default     = false
}

variable "replica_bucket_lifecycle_rules" {
  description = "Lifecycle rules applied to the replica bucket; they use the same structure as `lifecycle_rules`."
  type        = any
  default     = {}
}

variable "replica_bucket_ownership" {
  description = "Decides who owns, by default, the objects that land in the replica bucket: `ObjectWriter` gives each object to the account that uploaded it, `BucketOwnerPreferred` gives it to the bucket owner. The setting affects only uploads that carry the `bucket-owner-full-control` canned ACL."
  type        = string
  default     = "ObjectWriter"
}

variable "replica_bucket_policy_statements" {
  description = "Bucket policy statements for the replica bucket, for example to grant read access. Same format as `bucket_policy_statements`."
  type        = any
  default     = {}
}

variable "replica_enable_sse" {
  description = "Whether objects in the replica bucket are encrypted on the server side; `replica_sse_algorithm` chooses the algorithm."
  type        = bool
  default     = true
}

variable "replica_region" {
  description = "Region in which the replica bucket is created or, with `replica_bucket_already_exists`, already lives."
  type        = string
  default     = null
}

variable "replica_sse_algorithm" {
  description = "Chooses `aws:kms` or `AES256` as the replica bucket's server-side encryption algorithm. Encryption is switched off through `replica_enable_sse` set to `false`, not through this input."
  type        = string
  default     = "aws:kms"
}

variable "replication_role" {
  description = "IAM role, by ARN, that S3 assumes to copy objects to the replica. Ignored unless `replica_bucket` is set."
  type        = string
  default     = null
}

variable "replication_rules" {
  description = "Replication rules, used when `replica_bucket` is set. A map from a unique rule ID to the rule's settings, for example `Reports = { prefix = \"reports/\", status = \"Enabled\", destination_bucket = \"arn:aws:s3:::acme-reports-replica\", destination_storage_class = \"STANDARD\" }`."
  type        = any
  default     = {}
}

variable "tags" {
  description = "Tags for the S3 bucket, as a map of tag names to values. The access log and replica buckets, if the module manages them, receive the same tags."
  type        = map(string)
  default     = {}
}
