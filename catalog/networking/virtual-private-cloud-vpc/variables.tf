# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "vpc_name" {
  description = "Name of the VPC. Used as the `Name` tag of the VPC and as a prefix in the names of every subnet, route table, NAT gateway and NACL this module creates."
  type        = string

  validation {
    condition     = length(var.vpc_name) > 0 && length(var.vpc_name) <= 64
    error_message = "vpc_name must be between 1 and 64 characters long."
  }
}

variable "cidr_block" {
  description = "The IPv4 CIDR block of the VPC, e.g. `10.0.0.0/16`. AWS accepts netmasks from `/16` to `/28`. Pick a range that does not overlap with any VPC or on-premises network you may peer or connect with later."
  type        = string

  validation {
    condition     = can(cidrhost(var.cidr_block, 0))
    error_message = "cidr_block must be a valid IPv4 CIDR block, such as 10.0.0.0/16."
  }
}

variable "num_nat_gateways" {
  description = "How many NAT gateways to create in the public subnets. Use one per Availability Zone in production so that losing one AZ does not cut outbound internet access from the others; `1` saves cost in pre-production. Set to `0` for a VPC without outbound internet access from private subnets."
  type        = number

  validation {
    condition     = var.num_nat_gateways >= 0 && var.num_nat_gateways <= 6
    error_message = "num_nat_gateways must be between 0 and 6."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: AVAILABILITY ZONES AND SUBNET LAYOUT
# ---------------------------------------------------------------------------------------------------------------------

variable "num_availability_zones" {
  description = "How many Availability Zones to spread the subnets across. Each tier gets one subnet per AZ. `null` uses every AZ available in the region (minus `availability_zone_exclude_names`)."
  type        = number
  default     = null

  validation {
    condition     = var.num_availability_zones == null || (try(var.num_availability_zones >= 1 && var.num_availability_zones <= 6, false))
    error_message = "num_availability_zones must be null or between 1 and 6."
  }
}

variable "availability_zone_exclude_names" {
  description = "Names of Availability Zones to skip, e.g. `[\"us-east-1e\"]`. Useful for AZs that do not offer the instance types you need."
  type        = list(string)
  default     = []
}

variable "public_subnet_bits" {
  description = "Number of bits added to the VPC netmask to size each public subnet. With a `/16` VPC, `5` gives `/21` subnets of 2,048 addresses."
  type        = number
  default     = 5
}

variable "private_subnet_bits" {
  description = "Number of bits added to the VPC netmask to size each private-app subnet."
  type        = number
  default     = 5
}

variable "persistence_subnet_bits" {
  description = "Number of bits added to the VPC netmask to size each private-persistence subnet."
  type        = number
  default     = 5
}

variable "subnet_spacing" {
  description = "How many subnet-sized blocks to leave between the start of one tier and the start of the next when CIDRs are computed. With the default `10`, public subnets use indexes 0-5, private-app subnets 10-15 and private-persistence subnets 20-25, which leaves room to add AZs later without renumbering."
  type        = number
  default     = 10
}

variable "private_subnet_spacing" {
  description = "Overrides `subnet_spacing` for the offset of the private-app tier only. `null` uses `subnet_spacing`."
  type        = number
  default     = null
}

variable "persistence_subnet_spacing" {
  description = "Overrides the offset of the private-persistence tier (by default `2 * subnet_spacing`). `null` uses the default."
  type        = number
  default     = null
}

variable "public_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the public subnets, keyed by AZ index (`AZ-0`, `AZ-1`, ...). Any AZ missing from the map gets a computed CIDR. Leave empty to compute every CIDR from `cidr_block`."
  type        = map(string)
  default     = {}
}

variable "private_app_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the private-app subnets, keyed by AZ index (`AZ-0`, `AZ-1`, ...)."
  type        = map(string)
  default     = {}
}

variable "private_persistence_subnet_cidr_blocks" {
  description = "Explicit CIDR blocks for the private-persistence subnets, keyed by AZ index (`AZ-0`, `AZ-1`, ...)."
  type        = map(string)
  default     = {}
}

variable "create_public_subnets" {
  description = "Create the public subnet tier, its route table and the internet gateway. Setting this to `false` also means no NAT gateways can be created."
  type        = bool
  default     = true
}

variable "create_private_app_subnets" {
  description = "Create the private-app subnet tier, for application workloads (ECS tasks, EKS nodes, EC2 instances)."
  type        = bool
  default     = true
}

variable "create_private_persistence_subnets" {
  description = "Create the private-persistence subnet tier, for data stores (RDS, ElastiCache, OpenSearch)."
  type        = bool
  default     = true
}

variable "allow_private_persistence_internet_access" {
  description = "Route the private-persistence subnets' outbound traffic through the NAT gateways. Off by default: databases rarely need the internet, and keeping this tier without a default route limits data exfiltration paths."
  type        = bool
  default     = false
}

variable "nat_eip_allocation_ids" {
  description = "Allocation IDs of existing Elastic IPs to attach to the NAT gateways, one per gateway, in order. Use this when partners allow-list your egress IPs. Empty means new EIPs are allocated."
  type        = list(string)
  default     = []
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: NETWORK ACLS AND ENDPOINTS
# ---------------------------------------------------------------------------------------------------------------------

variable "create_public_subnet_nacls" {
  description = "Create a network ACL for the public subnets that allows all traffic in and out (security groups stay the main control)."
  type        = bool
  default     = true
}

variable "create_private_app_subnet_nacls" {
  description = "Create a network ACL for the private-app subnets that allows traffic from within the VPC and return traffic (ephemeral ports `1024-65535`) from the internet."
  type        = bool
  default     = true
}

variable "create_private_persistence_subnet_nacls" {
  description = "Create a network ACL for the private-persistence subnets that only allows traffic to and from the private-app subnets."
  type        = bool
  default     = true
}

variable "vpc_endpoints" {
  description = "Gateway VPC endpoints to create and attach to every route table. Gateway endpoints for S3 and DynamoDB are free and keep that traffic off the NAT gateways."
  type        = set(string)
  default = [
    "s3",
    "dynamodb",
  ]

  validation {
    condition     = alltrue([for e in var.vpc_endpoints : contains(["s3", "dynamodb"], e)])
    error_message = "vpc_endpoints may only contain \"s3\" and \"dynamodb\"."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: VPC SETTINGS AND TAGS
# ---------------------------------------------------------------------------------------------------------------------

variable "tenancy" {
  description = "Default tenancy of instances launched into the VPC. `dedicated` runs every instance on single-tenant hardware and costs significantly more."
  type        = string
  default     = "default"

  validation {
    condition     = contains(["default", "dedicated"], var.tenancy)
    error_message = "tenancy must be \"default\" or \"dedicated\"."
  }
}

variable "enable_ipv6" {
  description = "Request an Amazon-provided `/56` IPv6 CIDR block for the VPC and give each subnet a `/64` from it, with an egress-only internet gateway for the private tiers."
  type        = bool
  default     = false
}

variable "enable_dns_hostnames" {
  description = "Give instances with public IPs public DNS hostnames. Required for private hosted zones and for interface VPC endpoints with private DNS."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags applied to every resource the module creates."
  type        = map(string)
  default     = {}
}

variable "custom_tags" {
  description = "Extra tags per resource type, merged over `tags`. For example, EKS needs `kubernetes.io/role/elb = 1` on public subnets and `kubernetes.io/role/internal-elb = 1` on private-app subnets."
  type = object({
    vpc                         = optional(map(string), {})
    public_subnets              = optional(map(string), {})
    private_app_subnets         = optional(map(string), {})
    private_persistence_subnets = optional(map(string), {})
    nat_gateways                = optional(map(string), {})
  })
  default  = {}
  nullable = false
}
