# Outputs of the modules/services/public-static-website module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "cloudfront_access_logs_bucket_arn" {
  description = "Identifies, by ARN, the S3 bucket where CloudFront access logs are stored."
}

output "cloudfront_domain_names" {
  description = "The CloudFront distribution answers to these domain names, which usually match `website_domain_name`."
}

output "cloudfront_id" {
  description = "ID of the CloudFront distribution, for example to create cache invalidations."
}

output "website_access_logs_bucket_arn" {
  description = "ARN of the S3 bucket that receives the access logs of the website bucket."
}

output "website_s3_bucket_arn" {
  description = "ARN of the S3 bucket that holds the website's files, for IAM policies of whatever uploads the site."
}
