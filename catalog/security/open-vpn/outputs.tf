# Outputs of the modules/mgmt/openvpn-server module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

output "allow_certificate_requests_for_external_accounts_iam_role_arn" {
  description = "Users in external accounts request certificates by assuming the IAM role with this ARN."
}

output "allow_certificate_requests_for_external_accounts_iam_role_id" {
  description = "Users in external accounts request certificates by assuming the IAM role with this name."
}

output "allow_certificate_revocations_for_external_accounts_iam_role_arn" {
  description = "Users in external accounts revoke certificates by assuming the IAM role with this ARN."
}

output "allow_certificate_revocations_for_external_accounts_iam_role_id" {
  description = "Users in external accounts revoke certificates by assuming the IAM role with this name."
}

output "autoscaling_group_id" {
  description = "ID of the Auto Scaling group that runs the OpenVPN server."
}

output "backup_bucket_name" {
  description = "Name of the S3 bucket that holds the backup of the OpenVPN PKI."
}

output "client_request_queue" {
  description = "SQS queue that the `openvpn-admin` tool uses to request certificates."
}

output "client_revocation_queue" {
  description = "SQS queue that the `openvpn-admin` tool uses to revoke certificates."
}

output "elastic_ip" {
  description = "Elastic IP attached to the OpenVPN server, which keeps its public address stable when the instance is replaced."
}

output "iam_role_id" {
  description = "Identifies the OpenVPN server's IAM role so you can attach further policies to it."
}

output "openvpn_admins_group_name" {
  description = "OpenVPN administrators, who may both request certificates and revoke them, belong to the IAM group with this name."
}

output "openvpn_users_group_name" {
  description = "OpenVPN users, who may request certificates, belong to the IAM group with this name."
}

output "private_ip" {
  description = "The OpenVPN server's address within the VPC."
}

output "public_ip" {
  description = "Public IPv4 address at which the OpenVPN server is reached."
}

output "security_group_id" {
  description = "ID of the OpenVPN server's security group, to reference in the rules of resources VPN users should reach."
}
