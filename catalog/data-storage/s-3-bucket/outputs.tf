# Outputs of the modules/data-stores/s3-bucket module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "access_logging_bucket_name" {
  description = "Name of the S3 bucket that stores the access logs."
}

output "hosted_zone_id" {
  description = "ID of the Route 53 hosted zone that S3 uses in the bucket's region. Useful when creating Route 53 alias records for the bucket."
}

output "primary_bucket_arn" {
  description = "ARN of the primary S3 bucket, for use in IAM and bucket policies."
}

output "primary_bucket_domain_name" {
  description = "Domain name of the bucket, in the form `bucketname.s3.amazonaws.com`."
}

output "primary_bucket_name" {
  description = "The bucket's name, as given in `primary_bucket`. Use it in AWS CLI and SDK calls."
}

output "primary_bucket_regional_domain_name" {
  description = "Region-specific domain name of the bucket. Use it when the bucket is a CloudFront S3 origin to avoid redirect problems between CloudFront and S3."
}

output "replica_bucket_name" {
  description = "Name of the bucket that holds the replicated objects, as given in `replica_bucket`."
}
