# Outputs of the modules/services/asg-service module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "asg_name" {
  description = "Name of the Auto Scaling Group that currently runs the instances; reference it when attaching scaling policies or querying the group with the AWS CLI."
}

output "asg_unique_id" {
  description = "Unique ID shared by every ASG that this module creates across deployments; it is used to look up the current desired capacity when a new deployment replaces the ASG."
}

output "fully_qualified_domain_name" {
  description = "Fully qualified domain name of the Route 53 record, formed from the hosted zone's domain and the record name."
}

output "launch_template_id" {
  description = "The ASG starts its instances from the launch template with this ID."
}

output "launch_template_name" {
  description = "The ASG starts its instances from the launch template carrying this name."
}

output "lb_listener_rule_fixed_response_arns" {
  description = "ARNs of the fixed-response listener rules, keyed like the rules in `fixed_response_listener_rules`."
}

output "lb_listener_rule_forward_arns" {
  description = "ARNs of the forward listener rules, keyed like the rules in `forward_listener_rules`."
}

output "lb_listener_rule_redirect_arns" {
  description = "ARNs of the redirect listener rules, keyed like the rules in `redirect_listener_rules`."
}

output "security_group_id" {
  description = "ID of the security group attached to the ASG's instances; add rules to it to open further access."
}
