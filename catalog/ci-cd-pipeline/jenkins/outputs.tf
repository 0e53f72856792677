output "jenkins_url" {
  description = "HTTPS URL of the Jenkins web UI."
  value       = "https://${var.domain_name}"
}

output "jenkins_domain_name" {
  description = "Domain name of the Route 53 record pointing at the ALB (`null` if `hosted_zone_id` was not set)."
  value       = try(aws_route53_record.jenkins[0].fqdn, null)
}

output "jenkins_asg_name" {
  description = "Name of the single-instance Auto Scaling group that runs the Jenkins controller."
  value       = aws_autoscaling_group.jenkins.name
}

output "jenkins_security_group_id" {
  description = "ID of the Jenkins instance's security group. Add rules to it if build agents must connect to the controller."
  value       = aws_security_group.jenkins.id
}

output "jenkins_iam_role_arn" {
  description = "ARN of the IAM role of the Jenkins instance. Trust this ARN in the deploy roles of your other accounts."
  value       = aws_iam_role.jenkins.arn
}

output "jenkins_iam_role_name" {
  description = "Name of the IAM role of the Jenkins instance, for attaching extra policies outside this module."
  value       = aws_iam_role.jenkins.name
}

output "jenkins_ebs_volume_id" {
  description = "ID of the EBS volume that holds `JENKINS_HOME`."
  value       = aws_ebs_volume.jenkins.id
}

output "alb_arn" {
  description = "ARN of the Application Load Balancer in front of Jenkins."
  value       = aws_lb.jenkins.arn
}

output "alb_dns_name" {
  description = "DNS name of the ALB."
  value       = aws_lb.jenkins.dns_name
}

output "alb_security_group_id" {
  description = "ID of the ALB's security group."
  value       = aws_security_group.alb.id
}

output "dlm_lifecycle_policy_id" {
  description = "ID of the DLM policy that snapshots the `JENKINS_HOME` volume (`null` if backups are disabled)."
  value       = try(aws_dlm_lifecycle_policy.jenkins_backup[0].id, null)
}
