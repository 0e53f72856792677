# Inputs of the modules/networking/vpc-mgmt module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "aws_region" {
  description = "AWS region in which to create the management VPC, for example `us-east-1`."
  type        = string
}

variable "cidr_block" {
  description = "IPv4 range of the management VPC in CIDR notation, such as `10.10.0.0/16`. A `/16` is the recommended size, and the prefix must not be longer than `/27`. Pick a range that does not overlap the VPCs you plan to connect to."
  type        = string
}

variable "num_nat_gateways" {
  description = "How many NAT gateways to run for outbound traffic from the private subnets. One gateway keeps the cost down; add more if you want redundancy across Availability Zones."
  type        = number
}

variable "vpc_name" {
  description = "Name of the management VPC, conventionally `mgmt`."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "apply_default_nacl_rules" {
  description = "Whether to replace the rules of the VPC's default network ACL with those in `default_nacl_ingress_rules` and `default_nacl_egress_rules`. Every VPC has a default NACL; with `false`, it keeps the rules AWS gave it."
  type        = bool
  default     = false
}

variable "associate_default_nacl_to_subnets" {
  description = "Whether to associate the VPC's default NACL with the subnets this module creates. Only takes effect when `apply_default_nacl_rules` is `true`. A subnet can have only one NACL, so attaching a custom NACL to a subnet later replaces this association."
  type        = bool
  default     = true
}

variable "availability_zone_exclude_ids" {
  description = "IDs of Availability Zones (zone IDs such as `use1-az3`, not names) in which no subnets are created."
  type        = list(string)
  default     = []
}

variable "availability_zone_exclude_names" {
  description = "Names of Availability Zones, such as `us-east-1e`, in which no subnets are created."
  type        = list(string)
  default     = []
}

variable "availability_zone_state" {
  description = "Only use Availability Zones in this state: `available`, `information`, `impaired` or `unavailable`. When `null`, every zone the account can access is considered, whatever its state."
  type        = string
  default     = null
}

variable "create_flow_logs" {
  description = "Whether to create VPC Flow Logs and the resources they need. Set to `false` to skip flow logs entirely."
  type        = bool
  default     = true
}

variable "create_network_acls" {
  description = "Whether the module creates network ACLs for its subnets. Set to `false` if you do not use NACLs or manage them yourself outside this module."
  type        = bool
  default     = true
}

variable "custom_tags" {
  description = "Applies tags, given as a map of tag name to value, to the Internet Gateway, route tables, subnets and VPC. Although the module sets a `Name` tag automatically, a `Name` key in this map replaces it."
  type        = map(string)
  default     = {}
}

variable "custom_tags_vpc_only" {
  description = "Tags for the VPC resource alone, not for its subnets or other resources, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "default_nacl_egress_rules" {
  description = "Outbound rules for the VPC's default NACL, which applies to any subnet without a NACL of its own. A map from a unique rule name to an object with the fields of an `egress` block of the Terraform `aws_default_network_acl` resource (`rule_no`, `action`, `protocol`, `from_port`, `to_port`, `cidr_block`). Applied only when `apply_default_nacl_rules` is `true`."
  type        = any
  default     = {
    AllowAll = {
      action     = "allow"
      cidr_block = "0.0.0.0/0"
      from_port  = 0
      protocol   = "-1"
      rule_no    = 100
      to_port    = 0
    }
  }
}

variable "default_nacl_ingress_rules" {
  description = "Inbound rules for the VPC's default NACL, which applies to any subnet without a NACL of its own. A map from a unique rule name to an object with the fields of an `ingress` block of the Terraform `aws_default_network_acl` resource (`rule_no`, `action`, `protocol`, `from_port`, `to_port`, `cidr_block`). Applied only when `apply_default_nacl_rules` is `true`."
  type        = any
  default     = {
    AllowAll = {
      action     = "allow"
      cidr_block = "0.0.0.0/0"
      from_port  = 0
      protocol   = "-1"
      rule_no    = 100
      to_port    = 0
    }
  }
}

variable "default_security_group_egress_rules" {
  description = "Outbound rules for the VPC's default security group, which applies to resources launched without a security group of their own. A map from a unique rule name to an object with the fields of an `egress` block of the Terraform `aws_default_security_group` resource."
  type        = any
  default     = {
    AllowAllOutbound = {
      cidr_blocks      = ["0.0.0.0/0"]
      from_port        = 0
      ipv6_cidr_blocks = ["::/0"]
      protocol         = "-1"
      to_port          = 0
    }
  }
}

variable "default_security_group_ingress_rules" {
  description = "Inbound rules for the VPC's default security group, which applies to resources launched without a security group of their own. A map from a unique rule name to an object with the fields of an `ingress` block of the Terraform `aws_default_security_group` resource."
  type        = any
  default     = {
    AllowAllFromSelf = {
      from_port = 0
      protocol  = "-1"
      self      = true
      to_port   = 0
    }
  }
}

variable "enable_default_security_group" {
  description = "Whether the module creates the default security group. Set to `false` to skip it."
  type        = bool
  default     = false
}

variable "flow_log_cloudwatch_log_group_retention_in_days" {
  description = "CloudWatch Logs retains flow log events for this many days: 3653, 3288, 2922, 2557, 2192, 1827, 1096, 731, 545, 400, 365, 180, 150, 120, 90, 60, 30, 14, 7, 5, 3 or 1, or `0` so they never expire."
  type        = number
  default     = 0
}

variable "flow_log_max_aggregation_interval" {
  description = "Longest window, in seconds, over which packets of one flow are aggregated into a single flow log record. Either `60` (1 minute) or `600` (10 minutes)."
  type        = number
  default     = 600
}

variable "iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to attach as the permissions boundary of the IAM role the module creates."
  type        = string
  default     = null
}

variable "kms_key_arn" {
  description = "ARN of the KMS key that encrypts the VPC flow logs. When not set, the module creates a new key."
  type        = string
  default     = null
}

variable "kms_key_deletion_window_in_days" {
  description = "Waiting period, in days, between scheduling the KMS key for deletion and its actual removal. With `null`, the provider's default applies: 30 days, the longest period allowed."
  type        = number
  default     = null
}

variable "kms_key_user_iam_arns" {
  description = "ARNs of the IAM users who get access to the KMS key that encrypts the VPC flow logs."
  type        = list(string)
  default     = null
}

variable "nat_gateway_custom_tags" {
  description = "Tags for the NAT gateways only, as a map of tag name to value, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "num_availability_zones" {
  description = "Number of Availability Zones to create subnets in, with one public and one private subnet per zone. It cannot exceed the number of zones in the region; `null` means all of them."
  type        = number
  default     = null
}

variable "private_subnet_bits" {
  description = "Bits added to the VPC's CIDR prefix to size each private subnet, in the sense of Terraform's `cidrsubnet` function. If you change it, adjust the spacing inputs as well, or the subnet calculation may fail."
  type        = number
  default     = 4
}

variable "private_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the private subnets, keyed `AZ-0`, `AZ-1` and so on up to the number of Availability Zones. Leave empty to let the module compute suitable ranges."
  type        = map(string)
  default     = {}
}

variable "private_subnet_custom_tags" {
  description = "Tags for the private subnets, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "public_subnet_bits" {
  description = "Bits added to the VPC's CIDR prefix to size each public subnet, in the sense of Terraform's `cidrsubnet` function. If you change it, adjust the spacing inputs as well, or the subnet calculation may fail."
  type        = number
  default     = 4
}

variable "public_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the public subnets, keyed `AZ-0`, `AZ-1` and so on up to the number of Availability Zones. Leave empty to let the module compute suitable ranges."
  type        = map(string)
  default     = {}
}

variable "public_subnet_custom_tags" {
  description = "Tags for the public subnets, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "subnet_spacing" {
  description = "Spacing between the address ranges of the different subnet tiers."
  type        = number
  default     = 8
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
