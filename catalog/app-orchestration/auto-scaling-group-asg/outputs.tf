output "asg_name" {
  description = "Name of the Auto Scaling Group."
  value       = aws_autoscaling_group.this.name
}

output "asg_arn" {
  description = "ARN of the Auto Scaling Group."
  value       = aws_autoscaling_group.this.arn
}

output "launch_template_id" {
  description = "ID of the launch template."
  value       = aws_launch_template.this.id
}

output "launch_template_latest_version" {
  description = "Latest version of the launch template; it increases with every change to the AMI, instance type or user data."
  value       = aws_launch_template.this.latest_version
}

output "security_group_id" {
  description = "ID of the instances' security group."
  value       = aws_security_group.asg.id
}

output "iam_role_arn" {
  description = "ARN of the instances' IAM role."
  value       = aws_iam_role.instance.arn
}

output "iam_role_name" {
  description = "Name of the instances' IAM role, for attaching extra policies from outside the module."
  value       = aws_iam_role.instance.name
}

output "target_group_arns" {
  description = "ARNs of the ALB target groups, keyed like `alb_target_groups`."
  value       = { for key, tg in aws_lb_target_group.this : key => tg.arn }
}
