output "autoscaling_group_name" {
  description = "Name of the router's Auto Scaling Group."
  value       = aws_autoscaling_group.router.name
}

output "launch_template_id" {
  description = "ID of the launch template the Auto Scaling Group uses."
  value       = aws_launch_template.router.id
}

output "security_group_id" {
  description = "ID of the router's security group. Allow traffic from it on the resources tailnet users should reach."
  value       = aws_security_group.router.id
}

output "iam_role_arn" {
  description = "ARN of the router's IAM role."
  value       = aws_iam_role.router.arn
}

output "iam_role_name" {
  description = "Name of the router's IAM role, for attaching extra policies (e.g. for SSM Session Manager)."
  value       = aws_iam_role.router.name
}

output "advertised_routes" {
  description = "CIDR blocks the router advertises to the tailnet."
  value       = local.advertise_routes
}
