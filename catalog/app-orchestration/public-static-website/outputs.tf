output "website_url" {
  description = "HTTPS URL of the website."
  value       = "https://${var.website_domain_name}"
}

output "website_bucket_name" {
  description = "Name of the S3 bucket to upload the site's files to."
  value       = aws_s3_bucket.website.id
}

output "website_bucket_arn" {
  description = "ARN of the website bucket, for granting a CI role `s3:PutObject` and `s3:DeleteObject`."
  value       = aws_s3_bucket.website.arn
}

output "cloudfront_distribution_id" {
  description = "ID of the CloudFront distribution, needed for `aws cloudfront create-invalidation`."
  value       = aws_cloudfront_distribution.website.id
}

output "cloudfront_distribution_arn" {
  description = "ARN of the CloudFront distribution, for granting a CI role `cloudfront:CreateInvalidation`."
  value       = aws_cloudfront_distribution.website.arn
}

output "cloudfront_domain_name" {
  description = "Domain name CloudFront assigned to the distribution, e.g. `d111111abcdef8.cloudfront.net`."
  value       = aws_cloudfront_distribution.website.domain_name
}

output "cloudfront_hosted_zone_id" {
  description = "Route 53 hosted zone ID of CloudFront, for alias records created outside the module."
  value       = aws_cloudfront_distribution.website.hosted_zone_id
}

output "acm_certificate_arn" {
  description = "ARN of the ACM certificate in `us-east-1`."
  value       = aws_acm_certificate_validation.website.certificate_arn
}
