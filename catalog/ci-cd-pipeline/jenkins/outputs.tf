# Outputs of the modules/mgmt/jenkins module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "alb_arn" {
  description = "Identifies, by ARN, the Application Load Balancer that fronts Jenkins."
}

output "alb_dns_name" {
  description = "DNS name of the load balancer in front of Jenkins, for example to create your own DNS record for it."
}

output "alb_hosted_zone_id" {
  description = "Route 53 hosted zone ID of the load balancer in front of Jenkins, needed when you create an alias record for it."
}

output "alb_http_listener_arns" {
  description = "ARNs of only the HTTP listeners of the Jenkins load balancer."
}

output "alb_https_listener_acm_cert_arns" {
  description = "ARNs of only the HTTPS listeners of the Jenkins load balancer that use ACM certificates."
}

output "alb_https_listener_non_acm_cert_arns" {
  description = "ARNs of only the HTTPS listeners of the Jenkins load balancer that use certificates not issued by ACM."
}

output "alb_listener_arns" {
  description = "ARNs of all listeners of the Jenkins load balancer."
}

output "alb_name" {
  description = "Name of the load balancer that fronts Jenkins."
}

output "alb_security_group_id" {
  description = "Security group ID of the Jenkins load balancer."
}

output "backup_lambda_function_arn" {
  description = "ARN of the scheduled Lambda function that backs up the Jenkins server, created when `backup_using_lambda` is `true`."
}

output "backup_lambda_function_name" {
  description = "Name of the scheduled Lambda function that backs up the Jenkins server, created when `backup_using_lambda` is `true`."
}

output "jenkins_asg_name" {
  description = "The Jenkins server runs in the Auto Scaling group that has this name."
}

output "jenkins_domain_name" {
  description = "Host name set up for Jenkins in Route 53."
}

output "jenkins_ebs_volume_id" {
  description = "Volume ID of the EBS disk that holds `JENKINS_HOME`, useful for finding its snapshots."
}

output "jenkins_iam_role_arn" {
  description = "Identifies, by ARN, the IAM role that the Jenkins EC2 instance uses, so trust policies in other accounts can reference it."
}

output "jenkins_iam_role_id" {
  description = "Role ID of the instance profile role that Jenkins runs with; attach extra policies to it."
}

output "jenkins_security_group_id" {
  description = "Security group ID of the Jenkins EC2 instance; reference it in other rules or add your own rules to it."
}
