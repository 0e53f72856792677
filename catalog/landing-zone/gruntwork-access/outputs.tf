# Outputs of the modules/landingzone/gruntwork-access module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "iam_role_arn" {
  description = "ARN of the IAM role; give it to the Gruntwork team so they can assume it."
}

output "iam_role_name" {
  description = "Name of the IAM role created for Gruntwork."
}
