# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the instance. Set as its `Name` tag and used as a prefix for the security group, IAM role and volumes."
  type        = string
}

variable "instance_type" {
  description = "EC2 instance type, e.g. `t3.medium`. Changing it stops and starts the instance."
  type        = string
}

variable "ami" {
  description = "ID of the AMI to launch. Changing it replaces the instance and its root volume."
  type        = string

  validation {
    condition     = can(regex("^ami-[0-9a-f]{8,17}$", var.ami))
    error_message = "ami must be an AMI ID such as ami-0123456789abcdef0."
  }
}

variable "vpc_id" {
  description = "ID of the VPC for the instance's security group."
  type        = string
}

variable "subnet_id" {
  description = "ID of the subnet to launch the instance in. Its Availability Zone is also where the EBS volumes are created."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: ACCESS
# ---------------------------------------------------------------------------------------------------------------------

variable "keypair_name" {
  description = "Name of an EC2 key pair to install for the default user. `null` installs no key."
  type        = string
  default     = null
}

variable "enable_ec2_instance_connect" {
  description = "Allow SSH through [EC2 Instance Connect](https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/connect-linux-inst-eic.html). You still need `ec2-instance-connect:SendSSHPublicKey` permission and network access to port 22."
  type        = bool
  default     = false
}

variable "allow_ssh_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach port 22."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_ssh_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_ssh_from_cidr_blocks must be a valid CIDR block."
  }
}

variable "allow_ssh_from_security_group_ids" {
  description = "Security groups allowed to reach port 22, e.g. a bastion host's."
  type        = set(string)
  default     = []
}

variable "additional_ingress_rules" {
  description = "Extra inbound rules for the instance's security group, keyed by a description such as `https`."
  type = map(object({
    from_port   = number
    to_port     = number
    protocol    = optional(string, "tcp")
    cidr_blocks = list(string)
  }))
  default = {}
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: STORAGE
# ---------------------------------------------------------------------------------------------------------------------

variable "root_volume_size" {
  description = "Size in GiB of the encrypted root volume."
  type        = number
  default     = 20
}

variable "root_volume_type" {
  description = "EBS volume type of the root volume."
  type        = string
  default     = "gp3"

  validation {
    condition     = contains(["gp2", "gp3", "io1", "io2", "standard"], var.root_volume_type)
    error_message = "root_volume_type must be gp2, gp3, io1, io2 or standard."
  }
}

variable "ebs_volumes" {
  description = "Data volumes to create and attach, keyed by name. `iops` applies to `gp3`, `io1` and `io2`; `throughput` (MiB/s) only to `gp3`. Volumes are separate resources and survive replacement of the instance."
  type = map(object({
    device_name = string
    size        = number
    type        = optional(string, "gp3")
    iops        = optional(number)
    throughput  = optional(number)
    encrypted   = optional(bool, true)
    kms_key_id  = optional(string)
    snapshot_id = optional(string)
  }))
  default = {}

  validation {
    condition     = alltrue([for v in values(var.ebs_volumes) : can(regex("^/dev/(sd|xvd)[f-p]$", v.device_name))])
    error_message = "device_name must be /dev/sdf through /dev/sdp (or the xvd equivalents)."
  }

  validation {
    condition     = alltrue([for v in values(var.ebs_volumes) : contains(["gp2", "gp3", "io1", "io2", "st1", "sc1", "standard"], v.type)])
    error_message = "Volume type must be gp2, gp3, io1, io2, st1, sc1 or standard."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: ADDRESSING AND DNS
# ---------------------------------------------------------------------------------------------------------------------

variable "private_ip" {
  type    = string
  default = null
}

variable "attach_eip" {
  description = "Allocate an Elastic IP and associate it with the instance. Only useful in a public subnet."
  type        = bool
  default     = false
}

variable "route53_zone_id" {
  description = "ID of the Route 53 hosted zone in which to create a DNS record for the instance. `null` creates no record."
  type        = string
  default     = null
}

variable "dns_name" {
  description = "Fully qualified name of the `A` record, e.g. `jenkins.example.com`. Required when `route53_zone_id` is set."
  type        = string
  default     = null
}

variable "dns_uses_private_ip" {
  description = "Point the DNS record at the private IP instead of the public or Elastic IP. Use it with private hosted zones."
  type        = bool
  default     = false
}

variable "dns_ttl" {
  description = "TTL in seconds of the DNS record."
  type        = number
  default     = 300
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: OPERATIONS
# ---------------------------------------------------------------------------------------------------------------------

variable "user_data" {
  description = "Script cloud-init runs on first boot, in plain text. `null` runs nothing."
  type        = string
  default     = null
}

variable "enable_cloudwatch_metrics" {
  description = "Grant the instance role `CloudWatchAgentServerPolicy` so a CloudWatch agent on the AMI can publish memory and disk metrics."
  type        = bool
  default     = true
}

variable "enable_detailed_monitoring" {
  description = "Publish EC2 metrics every minute instead of every five minutes (billed per metric)."
  type        = bool
  default     = false
}

variable "enable_termination_protection" {
  description = "Set `disable_api_termination` on the instance so it cannot be terminated, including by `terraform destroy`, until this is turned off."
  type        = bool
  default     = true
}

variable "custom_tags" {
  description = "Tags to apply to the instance, its volumes and every other resource."
  type        = map(string)
  default     = {}
}
