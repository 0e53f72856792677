output "bucket_name" {
  description = "Name of the bucket."
  value       = aws_s3_bucket.bucket.id
}

output "bucket_arn" {
  description = "ARN of the bucket, for IAM policies (`<arn>` for the bucket, `<arn>/*` for its objects)."
  value       = aws_s3_bucket.bucket.arn
}

output "bucket_domain_name" {
  description = "Global domain name of the bucket (`<name>.s3.amazonaws.com`)."
  value       = aws_s3_bucket.bucket.bucket_domain_name
}

output "bucket_regional_domain_name" {
  description = "Regional domain name of the bucket, which is what a CloudFront origin should use."
  value       = aws_s3_bucket.bucket.bucket_regional_domain_name
}

output "access_logging_bucket_name" {
  description = "Name of the access logging bucket, or `null` if access logging is off."
  value       = try(aws_s3_bucket.access_logs[0].id, null)
}

output "replication_role_arn" {
  description = "ARN of the IAM role S3 assumes to replicate objects, or `null` without replication. Destination buckets in other accounts must allow this role."
  value       = try(aws_iam_role.replication[0].arn, null)
}

output "bucket_policy_json" {
  description = "The bucket policy document the module attached, after merging all statements."
  value       = data.aws_iam_policy_document.bucket.json
}
