# Inputs of the modules/landingzone/gruntwork-access module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "grant_security_account_access" {
  description = "Whether your security account, identified by `security_account_id`, may also assume the role. Reference Architecture deployments need this."
  type        = bool
}

variable "security_account_id" {
  description = "Identifies the security account that holds your IAM users. A Reference Architecture deployment depends on it, because Gruntwork launches an EC2 instance there that assumes this role, gains access to each remaining child account, and bootstraps the deployment."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "gruntwork_aws_account_id" {
  description = "ID of the AWS account whose principals may assume the role; the default is the account the Gruntwork team uses."
  type        = string
  default     = "583800379690"
}

variable "iam_role_name" {
  description = "Name of the IAM role to create."
  type        = string
  default     = "GruntworkAccountAccessRole"
}

variable "managed_policy_name" {
  description = "Name of the AWS managed policy attached to the role. The default, `AdministratorAccess`, is what the Gruntwork team needs to deploy a Reference Architecture."
  type        = string
  default     = "AdministratorAccess"
}

variable "require_mfa" {
  description = "Whether principals from the Gruntwork account must have authenticated with MFA to assume the role."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags applied to every resource the module creates."
  type        = map(string)
  default     = {}
}
