# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "vpc_name" {
  description = "Name of the management VPC, e.g. `mgmt`. Used as a prefix in the names of its subnets, route tables and NAT gateways."
  type        = string
}

variable "cidr_block" {
  description = "The IPv4 CIDR block of the management VPC, e.g. `10.10.0.0/18`. It must not overlap with the application VPCs you peer it with, or the peering routes cannot be created."
  type        = string

  validation {
    condition     = can(cidrhost(var.cidr_block, 0))
    error_message = "cidr_block must be a valid IPv4 CIDR block, such as 10.10.0.0/18."
  }
}

variable "num_nat_gateways" {
  description = "How many NAT gateways to create. Management tools tolerate short outages, so `1` is usually enough; use one per AZ if CI jobs running here must keep working when an AZ fails."
  type        = number

  validation {
    condition     = var.num_nat_gateways >= 0 && var.num_nat_gateways <= 6
    error_message = "num_nat_gateways must be between 0 and 6."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "num_availability_zones" {
  description = "How many Availability Zones to use. Each AZ gets one public and one private subnet. `null` uses every AZ in the region."
  type        = number
  default     = null
}

variable "availability_zone_exclude_names" {
  description = "Names of Availability Zones to skip, e.g. `[\"us-east-1e\"]`."
  type        = list(string)
  default     = []
}

variable "public_subnet_bits" {
  description = "Bits added to the VPC netmask to size each public subnet. With an `/18` VPC, `4` gives `/22` subnets of 1,024 addresses."
  type        = number
  default     = 4
}

variable "private_subnet_bits" {
  description = "Bits added to the VPC netmask to size each private subnet."
  type        = number
  default     = 4
}

variable "subnet_spacing" {
  description = "How many subnet-sized blocks separate the start of the public tier from the start of the private tier when CIDRs are computed."
  type        = number
  default     = 8
}

variable "tenancy" {
  description = "Default tenancy of instances in the VPC: `default` or `dedicated`."
  type        = string
  default     = "default"

  validation {
    condition     = contains(["default", "dedicated"], var.tenancy)
    error_message = "tenancy must be \"default\" or \"dedicated\"."
  }
}

variable "create_flow_logs" {
  description = "Capture VPC Flow Logs to a CloudWatch Logs group. Management VPCs carry SSH and VPN traffic into your network, so keep this on."
  type        = bool
  default     = true
}

variable "flow_log_retention_in_days" {
  description = "How many days CloudWatch Logs keeps flow log events. `0` keeps them forever."
  type        = number
  default     = 30

  validation {
    condition     = contains([0, 1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.flow_log_retention_in_days)
    error_message = "flow_log_retention_in_days must be a retention period CloudWatch Logs supports, such as 7, 14, 30, 90 or 365."
  }
}

variable "kms_key_arn" {
  description = "ARN of a KMS key to encrypt the flow log group. `null` uses CloudWatch Logs' default encryption."
  type        = string
  default     = null
}

variable "custom_tags" {
  description = "Tags applied to every resource the module creates."
  type        = map(string)
  default     = {}
}

variable "subnet_custom_tags" {
  description = "Extra tags for the subnets, per tier, merged over `custom_tags`."
  type        = map(map(string))
  default = {
    public  = {}
    private = {}
  }
}
