# Inputs of the modules/mgmt/bastion-host module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allow_ssh_from_cidr_list" {
  description = "IPv4 CIDR blocks allowed to connect to the bastion host over SSH; the module's security group turns away SSH from every other address."
  type        = list(string)
}

variable "ami" {
  description = "ID of the AMI to launch, normally built from the module's bastion host Packer template. Set either this or `ami_filters`, and use `null` here when the AMI is found through `ami_filters`."
  type        = string
}

variable "ami_filters" {
  description = "Search criteria for a prebuilt AMI, used only when `ami` is null: `owners` (account IDs or aliases to limit the search to, or null for no limit) and `filters` (name and values pairs, with the filter names accepted by `aws ec2 describe-images`). Set either `ami` or this input, and null for the other."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
}

variable "subnet_id" {
  description = "The bastion host launches into the subnet with this ID, which has to belong to `vpc_id`."
  type        = string
}

variable "vpc_id" {
  description = "Identifies the VPC where the bastion host runs."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_security_group_ids" {
  description = "IDs of existing security groups to attach to the bastion host in addition to the one the module creates."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive a notification whenever one of the CloudWatch alarms of this module (for example on CPU, memory or disk usage) changes state."
  type        = list(string)
  default     = []
}

variable "base_domain_name_tags" {
  description = "Tags that the Route 53 hosted zone must carry. Use them to pick the right zone when several public hosted zones have the same domain name."
  type        = map(string)
  default     = {}
}

variable "cloud_init_parts" {
  description = "Additional cloud-init parts to run while the bastion host boots, keyed by a name of your choice. Each part has a `filename`, a `content_type` (for example `text/x-shellscript`) and its `content`, in the same form as the `part` blocks of Terraform's `cloudinit_config` data source."
  type        = map(object({
      filename     = string
      content_type = string
      content      = string
    }))
  default     = {}
}

variable "cloudwatch_log_group_kms_key_id" {
  description = "Customer managed KMS key that encrypts the log data in the CloudWatch Logs log group, given as a key ARN, alias ARN or key ID."
  type        = string
  default     = null
}

variable "cloudwatch_log_group_retention_in_days" {
  description = "Number of days CloudWatch Logs keeps events in the log group; use one of the values CloudWatch Logs accepts. When null, events are kept forever."
  type        = number
  default     = null
}

variable "cloudwatch_log_group_tags" {
  description = "Tags for the CloudWatch Logs log group, as a map of tag key to tag value."
  type        = map(string)
  default     = null
}

variable "create_dns_record" {
  description = "Whether to create a Route 53 record that points at the bastion host. When `true`, also set `domain_name`."
  type        = bool
  default     = true
}

variable "default_user" {
  description = "Default operating system user of the bastion AMI. `ubuntu` matches the Ubuntu AMIs that the module's Packer template builds."
  type        = string
  default     = "ubuntu"
}

variable "domain_name" {
  description = "Apex domain of the bastion's hostname, such as `example.com`; the full hostname is `name` followed by this domain (for example `bastion.example.com`). Only used when `create_dns_record` is `true`."
  type        = string
  default     = ""
}

variable "ebs_optimized" {
  description = "Whether to launch the instance as EBS-optimized."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create a set of basic CloudWatch alarms on CPU, memory and disk space usage. When `true`, list the SNS topics that should be notified in `alarms_sns_topic_arn`."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_log_aggregation" {
  description = "Whether to ship the server's logs to CloudWatch Logs. It is meant to work with the `cloudwatch-log-aggregation-scripts` module of Gruntwork's terraform-aws-monitoring repository."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_metrics" {
  description = "Whether to give the instances IAM permissions to publish custom metrics to CloudWatch. Combined with the CloudWatch agent from terraform-aws-monitoring, this adds memory and disk metrics."
  type        = bool
  default     = true
}

variable "enable_fail2ban" {
  description = "Whether to install fail2ban on the instances to block repeated failed login attempts."
  type        = bool
  default     = true
}

variable "enable_ip_lockdown" {
  description = "Whether to run `ip-lockdown` on the server to lock down access to the EC2 instance metadata endpoint."
  type        = bool
  default     = true
}

variable "enable_ssh_grunt" {
  description = "Lets you control SSH access to the instances through IAM groups by granting the IAM permissions that [ssh-grunt](https://github.com/gruntwork-io/terraform-aws-security/tree/master/modules/ssh-grunt) requires."
  type        = bool
  default     = true
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another AWS account that ssh-grunt assumes to read IAM group membership and public SSH keys, for setups where the IAM users and groups live in that account. Leave it as an empty string when not needed; null is rejected."
  type        = string
  default     = ""
}

variable "high_instance_cpu_utilization_period" {
  description = "Length, in seconds, of each period over which the instance's CPU utilization is measured for the high-CPU alarm."
  type        = number
  default     = 60
}

variable "high_instance_cpu_utilization_threshold" {
  description = "CPU utilization, in percent, above which the high-CPU alarm for the instance fires."
  type        = number
  default     = 90
}

variable "high_instance_cpu_utilization_treat_missing_data" {
  description = "How the high-CPU alarm treats periods with no data: one of `missing`, `ignore`, `breaching` or `notBreaching`, as defined in the CloudWatch documentation on missing data."
  type        = string
  default     = "missing"
}

variable "high_instance_disk_utilization_period" {
  description = "Length, in seconds, of each period over which the instance's root disk usage is measured for the high-disk alarm."
  type        = number
  default     = 60
}

variable "high_instance_disk_utilization_threshold" {
  description = "Root disk utilization, in percent, above which the high-disk alarm for the instance fires."
  type        = number
  default     = 90
}

variable "high_instance_disk_utilization_treat_missing_data" {
  description = "How the high-disk alarm treats periods with no data: one of `missing`, `ignore`, `breaching` or `notBreaching`, as defined in the CloudWatch documentation on missing data."
  type        = string
  default     = "missing"
}

variable "high_instance_memory_utilization_period" {
  description = "Length, in seconds, of each period over which the instance's memory usage is measured for the high-memory alarm."
  type        = number
  default     = 60
}

variable "high_instance_memory_utilization_threshold" {
  description = "Memory utilization, in percent, above which the high-memory alarm for the instance fires."
  type        = number
  default     = 90
}

variable "high_instance_memory_utilization_treat_missing_data" {
  description = "How the high-memory alarm treats periods with no data: one of `missing`, `ignore`, `breaching` or `notBreaching`, as defined in the CloudWatch documentation on missing data."
  type        = string
  default     = "missing"
}

variable "instance_type" {
  description = "EC2 instance type for the bastion host."
  type        = string
  default     = "t3.micro"
}

variable "keypair_name" {
  description = "Name of an EC2 key pair to install on the bastion host, so that whoever holds its private key can log in over SSH."
  type        = string
  default     = null
}

variable "name" {
  description = "Name of the bastion host; the module also uses it to name the related resources it creates."
  type        = string
  default     = "bastion-host"
}

variable "root_volume_delete_on_termination" {
  description = "Controls if terminating the instance also deletes its root volume."
  type        = bool
  default     = true
}

variable "root_volume_size" {
  description = "Size of the root volume, in GiB."
  type        = number
  default     = 8
}

variable "root_volume_tags" {
  description = "Tags to add to the bastion host's root volume."
  type        = map(string)
  default     = {}
}

variable "root_volume_type" {
  description = "EBS volume type of the root volume: `standard`, `gp2` or `io1`."
  type        = string
  default     = "standard"
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "IAM group whose members `ssh-grunt` lets SSH to the bastion host. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "IAM group whose members `ssh-grunt` lets SSH to the bastion host with sudo rights. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "tenancy" {
  description = "Tenancy of the EC2 instances: `default`, `dedicated` or `host`."
  type        = string
  default     = "default"
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
