# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the bastion host, used for the EC2 instance `Name` tag, the security group and the IAM role."
  type        = string
}

variable "ami" {
  description = "ID of the AMI to run, e.g. one built with Packer that has `ssh-grunt` installed. The bastion should run a minimal, regularly patched OS."
  type        = string

  validation {
    condition     = can(regex("^ami-[0-9a-f]{8,17}$", var.ami))
    error_message = "ami must be an AMI ID such as ami-0abcdef1234567890."
  }
}

variable "vpc_id" {
  description = "ID of the VPC to deploy the bastion host into."
  type        = string
}

variable "subnet_id" {
  description = "ID of a public subnet for the bastion host. It needs a route to an internet gateway to be reachable on its Elastic IP."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "instance_type" {
  description = "EC2 instance type. A bastion only forwards SSH sessions, so the smallest burstable types are enough."
  type        = string
  default     = "t3.micro"
}

variable "keypair_name" {
  type    = string
  default = null
}

variable "allow_ssh_from_cidr_list" {
  description = "CIDR blocks allowed to connect on `ssh_port`, e.g. your office's egress IPs. Avoid `0.0.0.0/0`."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for c in var.allow_ssh_from_cidr_list : can(cidrhost(c, 0))])
    error_message = "Every entry in allow_ssh_from_cidr_list must be a valid CIDR block."
  }
}

variable "allow_ssh_from_security_group_ids" {
  description = "Security groups allowed to connect on `ssh_port`, e.g. the security group of an OpenVPN server."
  type        = list(string)
  default     = []
}

variable "ssh_port" {
  description = "Port the SSH daemon listens on."
  type        = number
  default     = 22

  validation {
    condition     = var.ssh_port >= 1 && var.ssh_port <= 65535
    error_message = "ssh_port must be between 1 and 65535."
  }
}

variable "enable_ssh_grunt" {
  description = "Manage SSH access with [ssh-grunt](https://github.com/gruntwork-io/terraform-aws-security): members of the IAM groups below sign in with the SSH public keys they upload to their IAM user, and lose access when removed from the group. The AMI must have `ssh-grunt` installed."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "IAM group whose members can SSH to the bastion as ordinary users."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "IAM group whose members can SSH to the bastion with sudo permissions."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another account (usually the security account, where IAM users live) that `ssh-grunt` assumes to look up group members and their keys. `null` looks them up in this account."
  type        = string
  default     = null
}

variable "enable_ec2_instance_connect" {
  description = "Allow [EC2 Instance Connect](https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/connect-linux-inst-eic.html), which pushes a one-time SSH key through the AWS API (`ec2-instance-connect:SendSSHPublicKey`). The AMI must include the EC2 Instance Connect package."
  type        = bool
  default     = false
}

variable "root_volume_size" {
  description = "Size of the encrypted root EBS volume, in GiB."
  type        = number
  default     = 16
}

variable "create_dns_record" {
  description = "Create a Route 53 A record for the bastion's Elastic IP."
  type        = bool
  default     = false
}

variable "hosted_zone_id" {
  description = "ID of the Route 53 hosted zone for the DNS record. Required when `create_dns_record` is `true`."
  type        = string
  default     = null
}

variable "domain_name" {
  description = "Fully qualified domain name of the DNS record, e.g. `bastion.example.com`."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags applied to the instance, its volume, the Elastic IP and the security group."
  type        = map(string)
  default     = {}
}
