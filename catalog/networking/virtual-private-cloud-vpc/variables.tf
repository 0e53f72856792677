# Inputs of the modules/networking/vpc module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "cidr_block" {
  description = "Primary IPv4 range of the VPC, in CIDR notation such as `10.100.0.0/18`. Every subnet tier is carved out of this range. A `/18` is a good size; the prefix must not be longer than `/27`."
  type        = string
}

variable "num_nat_gateways" {
  description = "How many NAT gateways to run for outbound internet traffic from the private subnets. In production, use one per Availability Zone (typically 3) so an AZ failure does not cut off the others; outside production, a single gateway is usually enough."
  type        = number
}

variable "vpc_name" {
  description = "Short name of the VPC, such as `prod`, `dev` or `mgmt`. Default names of related resources, such as the flow log group, are derived from it."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allow_private_persistence_internet_access" {
  description = "Whether the private-persistence subnets get outbound access to the internet. Leave it `false` to keep the data tier without any internet route."
  type        = bool
  default     = false
}

variable "allow_transit_internet_access" {
  description = "Whether to let the transit subnets send traffic out to the internet."
  type        = bool
  default     = false
}

variable "apply_default_nacl_rules" {
  description = "Whether to replace the rules of the VPC's default network ACL with those in `default_nacl_ingress_rules` and `default_nacl_egress_rules`. Every VPC has a default NACL; with `false`, it keeps the rules AWS gave it."
  type        = bool
  default     = false
}

variable "assign_generated_ipv6_cidr_block" {
  description = "Whether to request an Amazon-provided IPv6 block with a `/56` prefix for the VPC. AWS chooses the addresses and the size. Cannot be combined with `ipv6_ipam_pool_id`."
  type        = bool
  default     = null
}

variable "assign_ipv6_address_on_creation" {
  description = "Whether network interfaces created in the module's subnets automatically receive an IPv6 address."
  type        = bool
  default     = false
}

variable "associate_default_nacl_to_subnets" {
  description = "Whether to associate the VPC's default NACL with the subnets this module creates. Only takes effect when `apply_default_nacl_rules` is `true`. A subnet can have only one NACL, so attaching a custom NACL to a subnet later replaces this association."
  type        = bool
  default     = true
}

variable "availability_zone_exclude_names" {
  description = "Names of Availability Zones, such as `us-east-1e`, in which the module must not create subnets. Use it to skip a zone that lacks a feature or instance type you need."
  type        = list(string)
  default     = []
}

variable "aws_region" {
  description = "Deprecated and ignored. The module now reads the region through a data source; the input remains only so that existing configurations that set it keep working."
  type        = string
  default     = ""
}

variable "base_transit_nacl_rule_number" {
  description = "Rule number after which the transit-related rules are inserted into the private-app and private-persistence NACLs. Numbering them above this base keeps them from overwriting the other rules in those NACLs."
  type        = number
  default     = 1000
}

variable "blackhole_network_interface_custom_tags" {
  description = "Extra tags for the blackhole ENI, as a map of tag name to value. The module sets a `Name` tag itself; a `Name` key here overrides it."
  type        = map(string)
  default     = {}
}

variable "blackhole_network_interface_description" {
  description = "Description set on the blackhole ENI."
  type        = string
  default     = "Blackhole ENI - DO NOT ATTACH TO INSTANCES"
}

variable "blackhole_network_interface_host_num" {
  description = "Fixed host number for the blackhole ENI's address within its subnet, so that it always gets the same address (for example, always `x.x.x.4`). It is the fourth octet for IPv4 and the sixth hextet for IPv6. Leave `null` unless you need a stable address."
  type        = number
  default     = null
}

variable "blackhole_network_interface_name" {
  description = "Name given to the blackhole ENI."
  type        = string
  default     = "Blackhole ENI - DO NOT ATTACH TO INSTANCES"
}

variable "blackhole_routes" {
  description = "Blackhole routes to add, keyed by the subnet tier whose route tables receive them: `public`, `private-app`, `private-persistence` or `transit`. Each value lists the `destination_cidr_blocks` and the `destination_subnet_names` (tier names from the same list) whose traffic should be dropped."
  type        = map(object({
      destination_cidr_blocks  = list(string)
      destination_subnet_names = list(string)
    }))
  default     = {}
}

variable "create_default_route_table_route" {
  description = "Whether to add a route to the Internet Gateway in the VPC's default route table. That route matters for subnets that rely on the default route table; set `false` to leave it out."
  type        = bool
  default     = true
}

variable "create_dns_forwarder" {
  description = "Whether to set up Route 53 Resolver endpoints that forward DNS queries from the origin VPC (usually the management VPC) to this VPC, so private Route 53 names here resolve from there. A typical use is reaching a private EKS API endpoint from VPN or bastion servers in the management VPC. Configure the origin with the `origin_vpc_*` inputs."
  type        = bool
  default     = false
}

variable "create_flow_logs" {
  description = "Whether to create VPC Flow Logs and the resources they need. Set to `false` to skip flow logs entirely."
  type        = bool
  default     = true
}

variable "create_igw" {
  description = "Whether to create an Internet Gateway for the VPC. Set to `false` when the VPC must not be directly routable from the internet, for example when its public subnets reach the internet through another VPC that hosts the gateway."
  type        = bool
  default     = true
}

variable "create_network_acls" {
  description = "Whether the module creates network ACLs for its subnets. Set to `false` if you do not use NACLs or manage them yourself outside this module."
  type        = bool
  default     = true
}

variable "create_peering_connection" {
  description = "Whether to create a VPC peering connection between this VPC and the origin VPC described by the `origin_vpc_*` inputs."
  type        = bool
  default     = false
}

variable "create_private_app_subnet_nacls" {
  description = "Whether to create the network ACLs of the private-app subnet tier."
  type        = bool
  default     = true
}

variable "create_private_app_subnets" {
  description = "Controls if the module builds the private-app tier of subnets."
  type        = bool
  default     = true
}

variable "create_private_persistence_subnet_nacls" {
  description = "Whether to create the network ACLs of the private-persistence subnet tier."
  type        = bool
  default     = true
}

variable "create_private_persistence_subnets" {
  description = "Controls if the module builds the private-persistence tier of subnets."
  type        = bool
  default     = true
}

variable "create_public_subnet_nacls" {
  description = "Whether to create the network ACLs of the public subnet tier. Turn it off for VPCs that only have private subnets."
  type        = bool
  default     = true
}

variable "create_public_subnets" {
  description = "Whether to create the public subnet tier. With `false`, the module also skips the Internet Gateway and the NAT gateways, so any internet access, even outbound (for example to install packages), must come from elsewhere: VPC peering, a Transit Gateway, Direct Connect and so on."
  type        = bool
  default     = true
}

variable "create_transit_subnet_nacls" {
  description = "Whether to create the network ACLs of the transit subnet tier."
  type        = bool
  default     = false
}

variable "create_transit_subnets" {
  description = "Whether to create the transit subnet tier. Must be `true` to use `enable_private_nat`."
  type        = bool
  default     = false
}

variable "create_vpc_endpoints" {
  description = "Whether to add VPC endpoints for Amazon S3 and Amazon DynamoDB to the VPC."
  type        = bool
  default     = true
}

variable "custom_tags" {
  description = "Applies tags, given as a map of tag name to value, to the VPC and its subnets, route tables and Internet Gateway, plus the default NACL and default security group. Although the module sets a `Name` tag automatically, a `Name` key in this map replaces it."
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

variable "destination_vpc_resolver_name" {
  description = "Name of the inbound Route 53 Resolver endpoint in this (destination) VPC that receives queries forwarded from the origin VPC. When `null`, the name follows the pattern `DESTINATION_VPC_NAME-from-ORIGIN_VPC_NAME-in`."
  type        = string
  default     = null
}

variable "eks_cluster_names" {
  description = "Names of the EKS clusters that will run in this VPC. Used for the Kubernetes tags added when `tag_for_use_with_eks` is `true`."
  type        = list(string)
  default     = []
}

variable "enable_default_security_group" {
  description = "Whether the module creates the default security group. Set to `false` to skip it."
  type        = bool
  default     = true
}

variable "enable_ipv6" {
  description = "Whether to create the IPv6 resources of the VPC."
  type        = bool
  default     = false
}

variable "enable_private_nat" {
  description = "Whether to use a private NAT gateway. Turning it on disables the public NAT gateways. Private NAT gateways are placed in the transit subnets, so `create_transit_subnets` must also be `true`."
  type        = bool
  default     = false
}

variable "flow_log_additional_s3_bucket_policy_statements" {
  description = "Extra IAM policy statements for the S3 bucket that stores flow logs, for granting access beyond what flow log delivery needs. A map from a unique statement ID (SID) to an object shaped like the `statement` block of the Terraform `aws_iam_policy_document` data source, with optional `effect`, `actions`, `not_actions`, `principals`, `not_principals`, `keys` and `condition` (each condition takes `test`, `variable` and `values`)."
  type        = any
  default     = null
}

variable "flow_log_cloudwatch_iam_role_name" {
  description = "Name of the IAM role that writes flow logs to CloudWatch Logs. A fixed name helps when you deploy without admin rights and the deployment role's `iam:PassRole` permission has to name the role. When `null`, a name derived from the VPC name is used."
  type        = string
  default     = null
}

variable "flow_log_cloudwatch_log_group_name" {
  description = "Name of the CloudWatch Logs group that stores the flow logs. When `null`, a name derived from the VPC name is used."
  type        = string
  default     = null
}

variable "flow_log_cloudwatch_log_group_retention_in_days" {
  description = "CloudWatch Logs retains flow log events for this many days: 3653, 3288, 2922, 2557, 2192, 1827, 1096, 731, 545, 400, 365, 180, 150, 120, 90, 60, 30, 14, 7, 5, 3 or 1, or `0` so they never expire."
  type        = number
  default     = 0
}

variable "flow_log_destination_options" {
  description = "Delivery options for the flow log destination, as a map whose keys can be `file_format`, `hive_compatible_partitions` and `per_hour_partition`."
  type        = map(string)
  default     = null
}

variable "flow_log_destination_type" {
  description = "Where flow logs are delivered: `cloud-watch-logs` or `s3`."
  type        = string
  default     = "cloud-watch-logs"
}

variable "flow_log_enable_custom_s3_destination" {
  description = "Whether to deliver flow logs to an S3 bucket you supply instead of one the module creates. When `true`, set `flow_log_s3_bucket_arn`."
  type        = bool
  default     = false
}

variable "flow_log_force_destroy_bucket" {
  description = "Whether Terraform may delete the flow log S3 bucket together with the log files in it when the bucket is destroyed."
  type        = bool
  default     = false
}

variable "flow_log_max_aggregation_interval" {
  description = "Longest window, in seconds, over which packets of one flow are aggregated into a single flow log record. Either `60` (1 minute) or `600` (10 minutes)."
  type        = number
  default     = 600
}

variable "flow_log_s3_bucket_arn" {
  description = "ARN of an existing S3 bucket to receive the flow logs. When not set, the module creates a new bucket."
  type        = string
  default     = null
}

variable "flow_log_s3_bucket_name" {
  description = "Name of the S3 bucket that the module creates for flow logs."
  type        = string
  default     = null
}

variable "flow_log_s3_expiration_transition" {
  description = "Age, in days, at which flow log objects in S3 are permanently deleted. Applies to the `s3` destination."
  type        = number
  default     = 365
}

variable "flow_log_s3_glacier_transition" {
  description = "Age, in days, at which flow log objects in S3 move to the Glacier storage class. Applies to the `s3` destination."
  type        = number
  default     = 180
}

variable "flow_log_s3_infrequent_access_transition" {
  description = "Age, in days, at which flow log objects in S3 move to the Infrequent Access storage class. Applies to the `s3` destination."
  type        = number
  default     = 30
}

variable "flow_log_s3_subfolder" {
  description = "Optional folder inside the bucket to deliver flow logs to, used when `flow_log_destination_type` is `s3`."
  type        = string
  default     = ""
}

variable "flow_logs_traffic_type" {
  description = "Which traffic the flow log records: `ACCEPT`, `REJECT` or `ALL`. Only relevant when `create_flow_logs` is `true`."
  type        = string
  default     = "REJECT"
}

variable "global_subnet_spacing" {
  description = "Spacing between the address ranges of the subnet tiers, used when every tier is present, including the transit subnets."
  type        = number
  default     = 6
}

variable "iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to attach as the permissions boundary of the IAM role the module creates."
  type        = string
  default     = null
}

variable "ipv4_ipam_pool_filters" {
  description = "Filters that select the IPv4 IPAM pool from which this VPC's CIDR is allocated. Each entry has a filter `name` and a list of `values`."
  type        = list(object({
      name   = string
      values = list(string)
    }))
  default     = null
}

variable "ipv4_ipam_pool_id" {
  description = "The CIDR of this VPC is allocated from the IPv4 IPAM pool with this ID."
  type        = string
  default     = null
}

variable "ipv4_netmask_length" {
  description = "Netmask length of the IPv4 CIDR to request from IPAM. Requires `ipv4_ipam_pool_id`."
  type        = number
  default     = null
}

variable "ipv6_cidr_block" {
  description = "Specific IPv6 range to take from an IPAM pool. Instead of naming the range, you can give only its size in `ipv6_netmask_length` and let IPAM pick it. Leaving both unset means the VPC gets no IPv6 range this way."
  type        = string
  default     = null
}

variable "ipv6_cidr_block_network_border_group" {
  description = "Network border group in which the VPC's IPv6 CIDR is advertised. Without it, the VPC's region is used; set it to restrict public address advertisement to specific groups, such as Local Zones."
  type        = string
  default     = null
}

variable "ipv6_ipam_pool_filters" {
  description = "Filters that select the IPv6 IPAM pool for this VPC. Each entry has a filter `name` and a list of `values`."
  type        = list(object({
      name   = string
      values = list(string)
    }))
  default     = null
}

variable "ipv6_ipam_pool_id" {
  description = "ID of the IPv6 IPAM pool to allocate from. Cannot be combined with `assign_generated_ipv6_cidr_block`."
  type        = string
  default     = null
}

variable "ipv6_netmask_length" {
  description = "Netmask length to request from the IPv6 IPAM pool; the only valid value is `56`. Conflicts with `ipv6_cidr_block`, and can be left out when the pool sets `allocation_default_netmask_length`."
  type        = number
  default     = null
}

variable "ipv6_subnet_bits" {
  description = "Bits added to the VPC's IPv6 prefix to size each subnet. The result must fall between `/56` and `/64`: a `/56` VPC plus 8 bits gives `/64` subnets."
  type        = number
  default     = 8
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

variable "map_public_ip_on_launch" {
  description = "Whether instances launched into the public subnets receive a public IP address in addition to their private one."
  type        = bool
  default     = false
}

variable "nat_gateway_custom_tags" {
  description = "Tags for the NAT gateways only, as a map of tag name to value, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "nat_private_ip_host_num" {
  description = "Fixed host number for the NAT gateway's private IPv4 address within its subnet (the fourth octet), so that it always gets the same address, such as `x.x.x.4`. Leave `null` unless you need a stable address."
  type        = number
  default     = null
}

variable "num_availability_zones" {
  description = "Number of Availability Zones to spread the subnets across; each tier gets one subnet per zone. It cannot exceed the number of zones in the region, and `null` uses all of them."
  type        = number
  default     = null
}

variable "origin_vpc_cidr_block" {
  description = "Address range, in CIDR notation, of the origin VPC; routes and NACL rules for traffic from that VPC use it."
  type        = string
  default     = null
}

variable "origin_vpc_id" {
  description = "ID of the origin VPC, the other side of the peering connection and DNS forwarding."
  type        = string
  default     = null
}

variable "origin_vpc_name" {
  description = "The peering connection and DNS forwarding refer to the origin VPC by this name."
  type        = string
  default     = null
}

variable "origin_vpc_public_subnet_ids" {
  description = "Public subnets of the origin VPC in which the Route 53 Resolver endpoints are placed. Public subnets are used because of network ACL restrictions; although the forwarder is publicly addressable, security groups block access to it."
  type        = list(string)
  default     = null
}

variable "origin_vpc_resolver_name" {
  description = "Name of the outbound Route 53 Resolver endpoint in the origin VPC that forwards queries to this VPC. When `null`, the name follows the pattern `ORIGIN_VPC_NAME-to-DESTINATION_VPC_NAME-out`."
  type        = string
  default     = null
}

variable "origin_vpc_route_table_ids" {
  description = "Route tables of the origin VPC to which the module adds routes pointing at this VPC over the peering connection."
  type        = list(string)
  default     = []
}

variable "persistence_propagating_vgws" {
  description = "IDs of Virtual Private Gateways whose VPN routes are propagated into the route tables of the private-persistence subnets. An empty list propagates nothing."
  type        = list(string)
  default     = []
}

variable "persistence_subnet_bits" {
  description = "Bits added to the VPC's CIDR prefix to size each private-persistence subnet, in the sense of Terraform's `cidrsubnet` function. If you change it, adjust the spacing inputs as well, or the subnet calculation may fail."
  type        = number
  default     = 5
}

variable "persistence_subnet_spacing" {
  description = "Spacing between the address ranges of the private-persistence subnets. When `null`, twice `private_subnet_spacing` is used."
  type        = number
  default     = null
}

variable "private_app_allow_inbound_from_transit_network" {
  description = "Whether the private-app subnets accept traffic from the transit subnets. Only used when `create_transit_subnet_nacls` is `true`."
  type        = bool
  default     = true
}

variable "private_app_allow_inbound_ports_from_cidr" {
  description = "Extra inbound NACL rules for the private-app tier, keyed by a unique name, each opening a port range to a client CIDR block. Useful when an NLB exposes your service on a privileged port and client addresses arrive untranslated. Each entry gives a rule number (lower numbers take precedence; the module's own rules start at 100), a protocol (`tcp`, `udp`, `icmp` or `all`), the port range, and ICMP types when the protocol is ICMP."
  type        = map
  default     = {}
}

variable "private_app_allow_outbound_ports_to_destination_cidr" {
  description = "Extra outbound NACL rules for the private-app tier, keyed by a unique name, each allowing a port range to a destination CIDR block, such as a known partner network. Entries take the same settings as `private_app_allow_inbound_ports_from_cidr`: rule number, protocol, port range and, for ICMP, the ICMP types."
  type        = map
  default     = {}
}

variable "private_app_route_table_custom_tags" {
  description = "Tags for the private-app route tables, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "private_app_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the private-app subnets, keyed `AZ-0`, `AZ-1` and so on up to the number of Availability Zones. Leave empty to let the module compute suitable ranges."
  type        = map(string)
  default     = {}
}

variable "private_app_subnet_custom_tags" {
  description = "Tags for the private-app subnets, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "private_persistence_allow_inbound_from_transit_network" {
  description = "Whether the private-persistence subnets accept traffic from the transit subnets. Only used when `create_transit_subnet_nacls` is `true`."
  type        = bool
  default     = true
}

variable "private_persistence_route_table_custom_tags" {
  description = "Tags for the private-persistence route tables, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "private_persistence_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the private-persistence subnets, keyed `AZ-0`, `AZ-1` and so on up to the number of Availability Zones. Leave empty to let the module compute suitable ranges."
  type        = map(string)
  default     = {}
}

variable "private_persistence_subnet_custom_tags" {
  description = "Tags for the private-persistence subnets, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "private_persistence_subnet_name" {
  description = "Name of the private-persistence tier, used when tagging its subnets and related resources."
  type        = string
  default     = "private-persistence"
}

variable "private_propagating_vgws" {
  description = "IDs of Virtual Private Gateways whose VPN routes are propagated into the route tables of the private subnets. An empty list propagates nothing."
  type        = list(string)
  default     = []
}

variable "private_subnet_bits" {
  description = "Bits added to the VPC's CIDR prefix to size each private subnet, in the sense of Terraform's `cidrsubnet` function. If you change it, adjust the spacing inputs as well, or the subnet calculation may fail."
  type        = number
  default     = 5
}

variable "private_subnet_name" {
  description = "Name of the private-app tier, used when tagging its subnets and related resources."
  type        = string
  default     = "private-app"
}

variable "private_subnet_spacing" {
  description = "Spacing between the address ranges of the private-app subnets. When not set, the value of `subnet_spacing` applies."
  type        = number
  default     = null
}

variable "public_propagating_vgws" {
  description = "IDs of Virtual Private Gateways whose VPN routes are propagated into the route tables of the public subnets. An empty list propagates nothing."
  type        = list(string)
  default     = []
}

variable "public_route_table_custom_tags" {
  description = "Tags for the public route tables, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "public_subnet_bits" {
  description = "Bits added to the VPC's CIDR prefix to size each public subnet, in the sense of Terraform's `cidrsubnet` function. If you change it, adjust the spacing inputs as well, or the subnet calculation may fail."
  type        = number
  default     = 5
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

variable "public_subnet_ipv6_cidr_blocks" {
  description = "Explicit IPv6 CIDR blocks for the public subnets, keyed `AZ-0`, `AZ-1` and so on up to the number of Availability Zones. Leave empty to let the module compute suitable ranges."
  type        = map(string)
  default     = {}
}

variable "public_subnet_name" {
  description = "Name of the public tier, used when tagging its subnets and related resources."
  type        = string
  default     = "public"
}

variable "secondary_cidr_blocks" {
  description = "Additional IPv4 CIDR blocks to associate with the VPC besides the primary `cidr_block`."
  type        = set(string)
  default     = []
}

variable "security_group_tags" {
  description = "Tags for the default security group, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "subnet_spacing" {
  description = "Spacing between the address ranges of the different subnet tiers."
  type        = number
  default     = 10
}

variable "tag_for_use_with_eks" {
  description = "Whether to add the tags Kubernetes relies on to discover the VPC and its subnets, for features such as provisioning ALBs. List the clusters in `eks_cluster_names`."
  type        = bool
  default     = false
}

variable "tenancy" {
  description = "Sets which tenancy the VPC allows for instances launched in it: `host`, `dedicated` or `default`."
  type        = string
  default     = "default"
}

variable "transit_propagating_vgws" {
  description = "IDs of Virtual Private Gateways whose VPN routes are propagated into the route tables of the transit subnets. An empty list propagates nothing."
  type        = list(string)
  default     = []
}

variable "transit_subnet_bits" {
  description = "Bits added to the VPC's CIDR prefix to size each transit subnet, in the sense of Terraform's `cidrsubnet` function. If you change it, adjust the spacing inputs as well, or the subnet calculation may fail."
  type        = number
  default     = 5
}

variable "transit_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the transit subnets, keyed `AZ-0`, `AZ-1` and so on up to the number of Availability Zones. Leave empty to let the module compute suitable ranges."
  type        = map(string)
  default     = {}
}

variable "transit_subnet_custom_tags" {
  description = "Tags for the transit subnets, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}

variable "transit_subnet_name" {
  description = "Name of the transit tier, used when tagging its subnets and related resources."
  type        = string
  default     = "transit"
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}

variable "vpc_custom_tags" {
  description = "Tags for the VPC resource alone, not for the other resources, added on top of `custom_tags`. Where both set the same key, the value here wins."
  type        = map(string)
  default     = {}
}
