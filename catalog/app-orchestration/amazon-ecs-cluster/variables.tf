# Inputs of the modules/services/ecs-cluster module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "cluster_instance_ami" {
  description = "ID of the AMI that every cluster instance runs, for example one built from the module's `ecs-node-al2.json` Packer template. Set either this or `cluster_instance_ami_filters`."
  type        = string
}

variable "cluster_instance_ami_filters" {
  description = "Criteria for looking up a prebuilt AMI for the cluster instances, used when `cluster_instance_ami` is null (set this to null when you set that input instead). `owners` limits the search to the given AMI owners, or null for any owner; `filters` is a list of `name` and `values` pairs as accepted by the EC2 `describe-images` API."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
}

variable "cluster_instance_type" {
  description = "EC2 instance type of the cluster instances, such as `t3.medium`."
  type        = string
}

variable "cluster_max_size" {
  description = "Largest number of EC2 instances the cluster can run."
  type        = number
}

variable "cluster_min_size" {
  description = "Smallest number of EC2 instances the cluster keeps running."
  type        = number
}

variable "cluster_name" {
  description = "Name of the ECS cluster to create."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC that the cluster's instances are launched in."
  type        = string
}

variable "vpc_subnet_ids" {
  description = "IDs of the subnets in which the cluster instances are launched. Subnets in zones listed in `disallowed_availability_zones` are left out."
  type        = list(string)
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive notifications from the cluster's CloudWatch alarms, such as those on CPU, memory and disk space usage."
  type        = list(string)
  default     = []
}

variable "allow_ssh_from_cidr_blocks" {
  description = "CIDR blocks from which SSH connections to the cluster instances are allowed."
  type        = list(string)
  default     = []
}

variable "allow_ssh_from_security_group_ids" {
  description = "Lists the security group IDs permitted to open SSH connections to the cluster instances."
  type        = list(string)
  default     = []
}

variable "autoscaling_termination_protection" {
  description = "Whether to protect instances that run ECS tasks from being terminated by scale-in; Spot Instances do not support this. With a capacity provider, only instances running no tasks are scaled in, whatever `capacity_provider_target` says; without one, no instance is scaled in at all."
  type        = bool
  default     = false
}

variable "capacity_provider_enabled" {
  description = "Whether to create an ECS capacity provider that scales the cluster's EC2 Auto Scaling Group."
  type        = bool
  default     = false
}

variable "capacity_provider_max_scale_step" {
  description = "Largest change the capacity provider makes to the Auto Scaling Group's desired instance count in one step, from 1 to 10000."
  type        = number
  default     = null
}

variable "capacity_provider_min_scale_step" {
  description = "Smallest change the capacity provider makes to the Auto Scaling Group's desired instance count in one step, from 1 to 10000."
  type        = number
  default     = null
}

variable "capacity_provider_target" {
  description = "Target cluster utilization, in percent from 1 to 100, that the capacity provider aims for; it decides when instances are added and when they are removed. With 90, for example, new instances start once the running ones are 90% utilized."
  type        = number
  default     = null
}

variable "cloud_init_parts" {
  description = "Additional cloud-init parts to run on the cluster instances at boot, as a map whose values set `filename`, `content_type` and `content`, like the `part` blocks of Terraform's `cloudinit_config` data source."
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

variable "cloudwatch_log_group_name" {
  description = "Name of the CloudWatch Logs log group to create. When empty, the name is the value of `cluster_name` followed by `-logs`."
  type        = string
  default     = ""
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

variable "cluster_access_from_sgs" {
  description = "IDs of security groups to allow into the cluster instances. Works together with `enable_cluster_access_ports`: each listed port is opened to each of these groups."
  type        = list(any)
  default     = []
}

variable "cluster_instance_associate_public_ip_address" {
  description = "Whether each cluster instance gets a public IP address."
  type        = bool
  default     = false
}

variable "cluster_instance_ebs_delete_on_termination" {
  description = "Whether an instance's EBS volume is deleted when the instance terminates."
  type        = bool
  default     = false
}

variable "cluster_instance_keypair_name" {
  description = "EC2 key pair, given by name, to install on each cluster instance for SSH logins."
  type        = string
  default     = null
}

variable "cluster_instance_root_volume_type" {
  description = "Chooses the EBS type for every instance's root volume, one of `gp3`, `gp2`, `io2`, `io1`, `st1`, `sc1` or `standard`."
  type        = string
  default     = "gp2"
}

variable "custom_tags_ec2_instances" {
  description = "Extra tags for the EC2 instances in the Auto Scaling Group, as a list of maps that each set `key`, `value` and `propagate_at_launch`."
  type        = list
  default     = []
}

variable "custom_tags_ecs_cluster" {
  description = "Extra tags for the ECS cluster, as a map of tag key to tag value."
  type        = map(string)
  default     = {}
}

variable "custom_tags_security_group" {
  description = "Extra tags for the cluster's security group, as a map of tag key to tag value."
  type        = map(string)
  default     = {}
}

variable "default_user" {
  description = "Default operating system user of the AMI the cluster instances run. Amazon Linux AMIs, which the `ecs-node-al2.json` Packer template uses, come with `ec2-user`."
  type        = string
  default     = "ec2-user"
}

variable "disallowed_availability_zones" {
  description = "Availability zones in which the cluster must not launch instances, for example zones where the chosen instance type is not offered. An empty list allows every zone."
  type        = list(string)
  default     = []
}

variable "enable_cloudwatch_log_aggregation" {
  description = "Whether the cluster instances send their logs to CloudWatch Logs."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_metrics" {
  description = "Whether to collect CloudWatch metrics from the cluster instances, including measurements such as memory and disk usage that EC2 does not report by default."
  type        = bool
  default     = true
}

variable "enable_cluster_access_ports" {
  description = "Ports on the cluster instances to open to the security groups listed in `cluster_access_from_sgs`."
  type        = list(any)
  default     = []
}

variable "enable_ecs_cloudwatch_alarms" {
  description = "Whether to create basic CloudWatch alarms on the cluster's CPU, memory and disk space usage. When enabled, set `alarms_sns_topic_arn` so the alarms reach someone."
  default     = true
}

variable "enable_fail2ban" {
  description = "Whether to run fail2ban on the instances to block brute-force login attempts."
  type        = bool
  default     = true
}

variable "enable_imds" {
  description = "Whether the Instance Metadata Service (IMDS) endpoint is turned on for the instances the Auto Scaling Group launches. Instances use it to read data such as user data scripts, their IP address and region; set `false` to turn it off."
  type        = bool
  default     = true
}

variable "enable_ip_lockdown" {
  description = "Controls whether ip-lockdown runs on the instances, cutting them off from the instance metadata endpoint."
  type        = bool
  default     = true
}

variable "enable_ssh_grunt" {
  description = "Lets you control SSH access to the instances through IAM groups by granting the IAM permissions that [ssh-grunt](https://github.com/gruntwork-io/terraform-aws-security/tree/master/modules/ssh-grunt) requires."
  type        = bool
  default     = true
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another AWS account that ssh-grunt assumes to read IAM group membership and public SSH keys. Use it when your IAM users are defined in a separate account."
  type        = string
  default     = ""
}

variable "high_cpu_utilization_evaluation_periods" {
  description = "How many periods of CPU data the alarm compares against `high_cpu_utilization_threshold` before its state changes."
  type        = number
  default     = 2
}

variable "high_cpu_utilization_period" {
  description = "Length, in seconds, of each period over which the cluster's CPU utilization is measured for the alarm. Only used when `enable_ecs_cloudwatch_alarms` is `true`."
  type        = number
  default     = 300
}

variable "high_cpu_utilization_statistic" {
  description = "Statistic the high CPU alarm applies to its metric: `SampleCount`, `Average`, `Sum`, `Minimum` or `Maximum`."
  type        = string
  default     = "Average"
}

variable "high_cpu_utilization_threshold" {
  description = "CPU utilization, in percent, above which the cluster's high CPU alarm fires. Only used when `enable_ecs_cloudwatch_alarms` is `true`."
  type        = number
  default     = 90
}

variable "high_cpu_utilization_treat_missing_data" {
  description = "How the high CPU alarm handles missing data, which would otherwise put it in the `INSUFFICIENT_DATA` state: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"
}

variable "high_memory_utilization_evaluation_periods" {
  description = "How many periods of memory data the alarm compares against `high_memory_utilization_threshold` before its state changes."
  type        = number
  default     = 2
}

variable "high_memory_utilization_period" {
  description = "Length, in seconds, of each period over which the cluster's memory utilization is measured for the alarm. Only used when `enable_ecs_cloudwatch_alarms` is `true`."
  type        = number
  default     = 300
}

variable "high_memory_utilization_statistic" {
  description = "Statistic the high memory alarm applies to its metric: `SampleCount`, `Average`, `Sum`, `Minimum` or `Maximum`."
  type        = string
  default     = "Average"
}

variable "high_memory_utilization_threshold" {
  description = "Memory utilization, in percent, above which the cluster's high memory alarm fires. Only used when `enable_ecs_cloudwatch_alarms` is `true`."
  type        = number
  default     = 90
}

variable "high_memory_utilization_treat_missing_data" {
  description = "How the high memory alarm handles missing data, which would otherwise put it in the `INSUFFICIENT_DATA` state: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"
}

variable "http_put_response_hop_limit" {
  description = "Hop limit that the worker instances apply to HTTP PUT responses of instance metadata requests."
  type        = number
  default     = null
}

variable "internal_alb_sg_ids" {
  description = "Security group IDs of the internal ALB that sends traffic to the cluster instances. They are combined with `public_alb_sg_ids` and given access to the instances."
  type        = list(string)
  default     = []
}

variable "multi_az_capacity_provider" {
  description = "Whether to use a multi-AZ capacity provider setup that autoscales several EC2 Auto Scaling Groups for the cluster; their names appear in `ecs_cluster_asg_names` and `ecs_cluster_capacity_provider_names`. Only takes effect when `capacity_provider_enabled` is `true`."
  type        = bool
  default     = false
}

variable "public_alb_sg_ids" {
  description = "Security group IDs of the public ALB that sends traffic to the cluster instances. They are combined with `internal_alb_sg_ids` and given access to the instances."
  type        = list(string)
  default     = []
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "Name of the IAM group whose members ssh-grunt lets SSH into the cluster instances. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "Name of the IAM group whose members ssh-grunt lets SSH into the cluster instances with sudo rights. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "tenancy" {
  description = "Tenancy of the EC2 instances: `default`, `dedicated` or `host`."
  type        = string
  default     = "default"
}

variable "use_imdsv1" {
  description = "Whether the launch template allows version 1 of the Instance Metadata Service. IMDSv2 is the more secure choice; turn this on only for AMIs that still depend on IMDSv1."
  type        = bool
  default     = true
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
