# Inputs of the modules/mgmt/tailscale-subnet-router module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "ami" {
  description = "ID of the AMI for the Tailscale subnet router, normally built from the module's `tailscale-subnet-router-ubuntu.json` Packer template. Provide either this or `ami_filters`, and set this to `null` when the AMI is found with filters."
  type        = string
}

variable "ami_filters" {
  description = "Filters that find a prebuilt Tailscale subnet router AMI (for example one built from `tailscale-subnet-router-ubuntu.json`) when `ami` is `null`. `owners` limits the search to certain AMI owners (or `null` for any owner), and `filters` is a list of `name`/`values` pairs as accepted by EC2 `describe-images`. Set to `null` when you pass `ami` directly."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
}

variable "auth_key_secrets_manager_arn" {
  description = "ARN of the Secrets Manager secret that holds the Tailscale auth key the server uses to join the tailnet."
  type        = string
}

variable "name" {
  description = "Name of the server, used as a prefix for every resource the module creates."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets in which to launch the server."
  type        = list(string)
}

variable "vpc_id" {
  description = "ID of the VPC in which the subnet router runs."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_security_groups" {
  description = "IDs of extra security groups to attach to the subnet router instance."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive a notification whenever one of the CloudWatch alarms of this module (for example on CPU, memory or disk usage) changes state."
  type        = list(string)
  default     = []
}

variable "cloud_init_parts" {
  description = "Extra cloud-init parts to run when the subnet router boots, keyed by name. Each part has a `filename`, a `content_type` and the `content` itself, as in the part blocks of Terraform's `cloudinit_config` data source."
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

variable "default_user" {
  description = "The OS user that the subnet router AMI provides by default. `tailscale-subnet-router-ubuntu.json` builds on an Ubuntu AMI for AWS, where that user is `ubuntu`."
  type        = string
  default     = "ubuntu"
}

variable "ebs_optimized" {
  description = "Launches the EC2 instance with EBS optimization when enabled. Current instance types mostly provide it without additional charge, while certain previous-generation types add an hourly fee, as listed on [EC2 on-demand pricing](https://aws.amazon.com/ec2/pricing/on-demand/#EBS-Optimized_Instances)."
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
  description = "Whether to give the server IAM permissions to publish custom CloudWatch metrics. Together with Gruntwork's CloudWatch agent module this reports memory and disk usage of the subnet router."
  type        = bool
  default     = true
}

variable "enable_fail2ban" {
  description = "Whether to install fail2ban on the instances to block repeated failed login attempts."
  type        = bool
  default     = true
}

variable "enable_imds" {
  description = "Whether instances in the Auto Scaling group have the Instance Metadata Service endpoint turned on. IMDS supplies the user data script, the instance's IP address, its region and similar information."
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

variable "enable_tailscale_dns" {
  description = "Whether the instance uses the tailnet's DNS settings. It is off by default so that Amazon keeps managing DNS on the instance; turn it on when the router itself must talk to other services on the tailnet."
  type        = bool
  default     = false
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another AWS account that ssh-grunt assumes to read IAM group membership and public SSH keys, for setups where the IAM users and groups live in that account. Leave it as an empty string when not needed; null is rejected."
  type        = string
  default     = ""
}

variable "high_asg_cpu_utilization_period" {
  description = "Length, in seconds, of the window over which the high-CPU alarm measures the average CPU utilization of the ASG's instances."
  type        = number
  default     = 60
}

variable "high_asg_cpu_utilization_threshold" {
  description = "Average CPU utilization percentage across the ASG above which the high-CPU alarm fires."
  type        = number
  default     = 90
}

variable "high_asg_cpu_utilization_treat_missing_data" {
  description = "How the high-CPU CloudWatch alarm behaves when its metric has no data points: `missing`, `ignore`, `breaching` or `notBreaching`, as defined by CloudWatch's missing-data handling."
  type        = string
  default     = "missing"
}

variable "high_asg_disk_utilization_period" {
  description = "Length, in seconds, of the window over which the high-disk alarm measures root disk utilization across the ASG."
  type        = number
  default     = 60
}

variable "high_asg_disk_utilization_threshold" {
  description = "Average root disk utilization percentage across the ASG above which the high-disk alarm fires."
  type        = number
  default     = 90
}

variable "high_asg_disk_utilization_treat_missing_data" {
  description = "How the high-disk CloudWatch alarm behaves when its metric has no data points: `missing`, `ignore`, `breaching` or `notBreaching`, as defined by CloudWatch's missing-data handling."
  type        = string
  default     = "missing"
}

variable "high_asg_memory_utilization_period" {
  description = "Length, in seconds, of the window over which the high-memory alarm measures memory utilization across the ASG."
  type        = number
  default     = 60
}

variable "high_asg_memory_utilization_threshold" {
  description = "Average memory utilization percentage across the ASG above which the high-memory alarm fires."
  type        = number
  default     = 90
}

variable "high_asg_memory_utilization_treat_missing_data" {
  description = "How the high-memory CloudWatch alarm behaves when its metric has no data points: `missing`, `ignore`, `breaching` or `notBreaching`, as defined by CloudWatch's missing-data handling."
  type        = string
  default     = "missing"
}

variable "instance_type" {
  description = "EC2 instance type of the subnet router, for example `t3.nano`."
  type        = string
  default     = "t3.nano"
}

variable "instance_warmup" {
  description = "Time, in seconds, that an instance needs after launch to become configured and usable."
  type        = number
  default     = null
}

variable "keypair_name" {
  description = "EC2 Key Pair to install on the instance so that its private key opens SSH sessions. With null, Key Pair authentication is off."
  type        = string
  default     = null
}

variable "routes" {
  description = "CIDR blocks the router advertises to the tailnet. When null, it advertises the whole CIDR block of the VPC."
  type        = list(string)
  default     = null
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH to the subnet router. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH to the subnet router with sudo rights. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "tailnet_hostname" {
  description = "Host name under which the router appears on the tailnet. When null, the value of `name` is used."
  type        = string
  default     = null
}

variable "tailscale_advertise_tags" {
  description = "Tailscale tags the router advertises when it runs `tailscale up`, so that tag-based rules in your tailnet policy apply to it."
  type        = list(string)
  default     = []
}

variable "use_imdsv1" {
  description = "Whether the launch template allows version 1 of the Instance Metadata Service. IMDSv2 is the more secure choice; turn this on only for AMIs that still depend on IMDSv1."
  type        = bool
  default     = false
}
