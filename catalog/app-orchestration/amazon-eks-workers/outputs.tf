output "managed_node_group_arns" {
  description = "ARNs of the managed node groups, keyed by group name."
  value       = { for name, group in aws_eks_node_group.this : name => group.arn }
}

output "managed_node_group_asg_names" {
  description = "Names of the Auto Scaling Groups EKS created for the managed node groups, keyed by group name."
  value       = { for name, group in aws_eks_node_group.this : name => group.resources[0].autoscaling_groups[0].name }
}

output "self_managed_asg_names" {
  description = "Names of the self-managed Auto Scaling Groups, keyed by group name."
  value       = { for name, asg in aws_autoscaling_group.self_managed : name => asg.name }
}

output "self_managed_launch_template_ids" {
  description = "IDs of the launch templates of the self-managed groups, keyed by group name."
  value       = { for name, lt in aws_launch_template.self_managed : name => lt.id }
}

output "worker_iam_role_arn" {
  description = "ARN of the IAM role shared by all nodes."
  value       = aws_iam_role.worker.arn
}

output "worker_iam_role_name" {
  description = "Name of the IAM role shared by all nodes. Attach further policies to it from outside the module."
  value       = aws_iam_role.worker.name
}

output "worker_security_group_id" {
  description = "ID of the security group of the self-managed nodes."
  value       = aws_security_group.worker.id
}
