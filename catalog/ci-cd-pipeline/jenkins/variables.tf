# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "ami_id" {
  description = "ID of the AMI to run Jenkins on. Build it with Packer so that Jenkins, Java and your build tools are baked in; the instance mounts the EBS volume at boot and starts Jenkins with `JENKINS_HOME` on it."
  type        = string

  validation {
    condition     = can(regex("^ami-[0-9a-f]{8,17}$", var.ami_id))
    error_message = "ami_id must look like ami-0123456789abcdef0."
  }
}

variable "vpc_id" {
  description = "ID of the VPC to deploy Jenkins and its load balancer into."
  type        = string
}

variable "jenkins_subnet_id" {
  description = "ID of the private subnet for the Jenkins instance. A single subnet, because the `JENKINS_HOME` EBS volume lives in one Availability Zone and the instance must run in that zone to attach it."
  type        = string
}

variable "alb_subnet_ids" {
  description = "IDs of the subnets for the Application Load Balancer, in at least two Availability Zones. Use private subnets for an internal ALB and public subnets if `is_internal_alb` is `false`."
  type        = list(string)

  validation {
    condition     = length(var.alb_subnet_ids) >= 2
    error_message = "An ALB needs subnets in at least two Availability Zones."
  }
}

variable "domain_name" {
  description = "Fully qualified domain name for Jenkins, such as `jenkins.mgmt.example.com`. Used for the Route 53 record and to find the ACM certificate."
  type        = string
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "name" {
  description = "Name of the Jenkins server. Used as a prefix for the instance, ALB, security groups, IAM role and EBS volume."
  type        = string
  default     = "jenkins"
}

variable "instance_type" {
  description = "EC2 instance type for the Jenkins controller. If builds run on the controller itself, size it for your heaviest concurrent builds."
  type        = string
  default     = "t3.medium"
}

variable "hosted_zone_id" {
  description = "ID of the Route 53 hosted zone in which to create an alias record for `domain_name`. If `null`, no DNS record is created and you point DNS at `alb_dns_name` yourself."
  type        = string
  default     = null
}

variable "acm_certificate_arn" {
  description = "ARN of the ACM certificate for the ALB's HTTPS listener. If `null`, the module looks up the most recent issued certificate for `domain_name` in the current region."
  type        = string
  default     = null
}

variable "is_internal_alb" {
  description = "If `true`, the ALB is only reachable from inside the VPC (over VPN, a bastion, or peered networks). Set to `false` only if webhooks from a hosted Git provider must reach Jenkins, and then restrict `allow_incoming_http_from_cidr_blocks`."
  type        = bool
  default     = true
}

variable "allow_incoming_http_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach the ALB on ports 80 and 443. Port 80 only redirects to HTTPS."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.allow_incoming_http_from_cidr_blocks : can(cidrhost(cidr, 0))])
    error_message = "Every entry in allow_incoming_http_from_cidr_blocks must be a valid CIDR block, such as 10.0.0.0/16."
  }
}

variable "allow_incoming_http_from_security_group_ids" {
  description = "Security group IDs allowed to reach the ALB on ports 80 and 443, for example the security group of your VPN server."
  type        = list(string)
  default     = []
}

variable "keypair_name" {
  description = "Name of an EC2 key pair for SSH access to the instance. `null` disables key-based SSH; prefer AWS Systems Manager Session Manager."
  type        = string
  default     = null
}

variable "root_volume_size" {
  description = "Size in GiB of the root volume, which holds the OS, Jenkins binaries and temporary build files (not `JENKINS_HOME`)."
  type        = number
  default     = 50
}

variable "jenkins_volume_size" {
  description = "Size in GiB of the EBS volume mounted as `JENKINS_HOME` (jobs, build history, plugins, credentials)."
  type        = number
  default     = 200

  validation {
    condition     = var.jenkins_volume_size >= 8 && var.jenkins_volume_size <= 16384
    error_message = "jenkins_volume_size must be between 8 and 16384 GiB."
  }
}

variable "jenkins_volume_type" {
  description = "EBS volume type for `JENKINS_HOME`."
  type        = string
  default     = "gp3"

  validation {
    condition     = contains(["gp2", "gp3", "io1", "io2"], var.jenkins_volume_type)
    error_message = "jenkins_volume_type must be one of gp2, gp3, io1, io2."
  }
}

variable "jenkins_volume_encrypted" {
  description = "Encrypt the `JENKINS_HOME` volume. It holds the Jenkins credential store, so leave this on."
  type        = bool
  default     = true
  nullable    = false
}

variable "jenkins_volume_kms_key_arn" {
  description = "ARN of the KMS key that encrypts the `JENKINS_HOME` volume. `null` uses the account's default EBS key (`aws/ebs`)."
  type        = string
  default     = null
}

variable "ebs_snapshot_backup" {
  description = "Backups of the `JENKINS_HOME` volume with a Data Lifecycle Manager (DLM) policy. `interval_hours` is one of 1, 2, 3, 4, 6, 8, 12 or 24; `times` is the UTC start time (`HH:MM`) of the first snapshot each day; `retain_count` is how many snapshots to keep."
  type = object({
    enabled        = optional(bool, true)
    interval_hours = optional(number, 24)
    times          = optional(list(string), ["03:00"])
    retain_count   = optional(number, 15)
  })
  default = {
    enabled        = true
    interval_hours = 24
    times          = ["03:00"]
    retain_count   = 15
  }
  nullable = false

  validation {
    condition     = contains([1, 2, 3, 4, 6, 8, 12, 24], var.ebs_snapshot_backup.interval_hours)
    error_message = "ebs_snapshot_backup.interval_hours must be 1, 2, 3, 4, 6, 8, 12 or 24."
  }

  validation {
    condition     = var.ebs_snapshot_backup.retain_count >= 1 && var.ebs_snapshot_backup.retain_count <= 1000
    error_message = "ebs_snapshot_backup.retain_count must be between 1 and 1000."
  }
}

variable "allow_assume_role_arns" {
  description = "ARNs of IAM roles (usually deploy roles in other accounts) that the Jenkins instance role may assume with `sts:AssumeRole`."
  type        = list(string)
  default     = []
}

variable "additional_iam_policy_arns" {
  description = "ARNs of managed IAM policies to attach to the Jenkins instance role, for permissions your builds need in this account."
  type        = set(string)
  default     = []
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of SNS topics to notify when a CloudWatch alarm fires (instance status check failed, high CPU, low disk space on `JENKINS_HOME`, unhealthy ALB target)."
  type        = list(string)
  default     = []
}

variable "enable_cloudwatch_log_aggregation" {
  description = "Ship the instance's syslog and the Jenkins log to CloudWatch Logs with the CloudWatch agent."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags applied to every resource the module creates, including the EBS volume and its snapshots."
  type        = map(string)
  default     = {}
  nullable    = false
}
