# Inputs of the modules/services/ec2-instance module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allow_port_from_cidr_blocks" {
  description = "Extra inbound rules for the instance's security group that open port ranges to IPv4 CIDR blocks. Each map entry sets `from_port`, `to_port`, `protocol` and the `cidr_blocks` that may connect; pass `{}` when you need none."
  type        = map(object({
      from_port   = number
      to_port     = number
      protocol    = string
      cidr_blocks = list(string)
    }))
}

variable "allow_port_from_security_group_ids" {
  description = "Extra inbound rules that open port ranges to traffic coming from other security groups. Each map entry sets `from_port`, `to_port`, `protocol` and one `source_security_group_id`; pass `{}` when you need none."
  type        = map(object({
      from_port                = number
      to_port                  = number
      protocol                 = string
      source_security_group_id = string
    }))
}

variable "allow_ssh_from_cidr_blocks" {
  description = "IPv4 CIDR blocks from which the instance's security group admits SSH connections."
  type        = list(string)
}

variable "allow_ssh_from_security_group_ids" {
  description = "IDs of security groups whose members may open SSH connections to the instance."
  type        = list(string)
}

variable "ami" {
  description = "ID of the AMI to launch, normally one built with the module's `ec2-instance.json` Packer template. Set either this or `ami_filters`, and set it to `null` when the AMI is found through `ami_filters`."
  type        = string
}

variable "ami_filters" {
  description = "Search criteria for finding a prebuilt AMI (for example one made with the `ec2-instance.json` Packer template), used only when `ami` is `null`. `owners` limits the search to those AMI owners (`null` for no limit) and `filters` is a list of `name`/`values` pairs as accepted by `aws ec2 describe-images`. Set to `null` when you pass `ami` directly."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
}

variable "dns_zone_is_private" {
  description = "Whether the Route 53 hosted zone used for the instance's DNS record is a private zone (`true`) or a public one (`false`)."
  type        = bool
}

variable "ebs_volumes" {
  description = "Map of additional EBS volumes to create and attach to the instance, keyed by a name for each volume. The type is `any`: each entry typically gives the volume's `type`, `size`, `device_name`, `mount_point` and `owner`, and the module's `variables.tf` lists every accepted key. Pass `{}` for no extra volumes."
  type        = any
}

variable "instance_type" {
  description = "EC2 instance type to launch, for example `t3.medium`."
  type        = string
}

variable "name" {
  description = "Name of the EC2 instance; the module also uses it to name the related resources it creates."
  type        = string
}

variable "route53_lookup_domain_name" {
  description = "Locates the hosted zone in Route 53 for the instance's DNS record by searching for this domain, for example `example.com`, which usually is a parent of `fully_qualified_domain_name`. Use either this input or `route53_zone_id`, never both."
  type        = string
}

variable "route53_zone_id" {
  description = "ID of the Route 53 hosted zone in which to create the instance's DNS record, as an alternative to finding the zone through `route53_lookup_domain_name`. Set this or `route53_lookup_domain_name`, not both."
  type        = string
}

variable "subnet_id" {
  description = "ID of the subnet to launch the instance in; it must belong to `vpc_id`. Set it to `null` when you supply the primary network interface yourself through `default_network_interface_id`."
  type        = string
}

variable "vpc_id" {
  description = "Identifies the VPC that the EC2 instance runs in."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_security_group_ids" {
  description = "IDs of existing security groups to attach to the instance next to the one this module creates. Ignored when `default_network_interface_id` is set."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive a notification whenever one of the CloudWatch alarms of this module (for example on CPU, memory or disk usage) changes state."
  type        = list(string)
  default     = []
}

variable "allow_port_from_ipv6_cidr_blocks" {
  description = "Extra inbound rules that open port ranges to IPv6 CIDR blocks. Each map entry sets `from_port`, `to_port`, `protocol` and the `ipv6_cidr_blocks` that may connect."
  type        = map(object({
      from_port        = number
      to_port          = number
      protocol         = string
      ipv6_cidr_blocks = list(string)
    }))
  default     = {}
}

variable "allow_ssh_from_ipv6_cidr_blocks" {
  description = "IPv6 CIDR blocks from which the instance's security group admits SSH connections."
  type        = list(string)
  default     = []
}

variable "attach_eip" {
  description = "Whether to allocate an Elastic IP address and associate it with the instance."
  type        = bool
  default     = true
}

variable "base_domain_name_tags" {
  description = "Tags that the Route 53 hosted zone must carry. Use them to pick the right zone when several public hosted zones have the same domain name."
  type        = map(string)
  default     = {}
}

variable "cloud_init_parts" {
  description = "Additional cloud-init parts to run while the instance boots, keyed by a name of your choice. Each part has a `filename`, a `content_type` (for example `text/x-shellscript`) and its `content`, in the same form as the `part` blocks of Terraform's `cloudinit_config` data source."
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
  description = "Whether to create a Route 53 record that points at the instance. When `true`, also set `fully_qualified_domain_name` and identify the hosted zone with `route53_zone_id` or `route53_lookup_domain_name`."
  type        = bool
  default     = true
}

variable "create_iam_role" {
  description = "Whether the module creates a new IAM role for the instance. Set to `false` to bring an existing role, named in `iam_role_name`. A role created in the AWS console already comes with an instance profile of the same name, so in that case also set `create_instance_profile` to `false`, or the apply fails."
  type        = bool
  default     = true
}

variable "create_instance_profile" {
  description = "Whether the module creates an instance profile that passes the IAM role (its own or an existing one) to the instance. Set to `false` when a suitable instance profile already exists."
  type        = bool
  default     = true
}

variable "default_network_interface_id" {
  description = "ID of an existing network interface to attach as the instance's primary interface (`eth0`, device index 0) in place of the default one. When you set it, set `subnet_id` to `null`; `additional_security_group_ids` is then ignored."
  type        = string
  default     = null
}

variable "default_user" {
  description = "Default operating system user of the AMI. The Ubuntu-based AMI built from `ec2-instance.json` uses `ubuntu`; change it if your AMI is built on a distribution with another default user."
  type        = string
  default     = "ubuntu"
}

variable "dns_ttl" {
  description = "Time to live of the instance's DNS record, in seconds."
  type        = number
  default     = 300
}

variable "ebs_optimized" {
  description = "Whether to launch the instance as EBS-optimized."
  type        = bool
  default     = true
}

variable "ec2_detailed_monitoring" {
  description = "Whether to turn on detailed CloudWatch monitoring for the instance."
  type        = bool
  default     = false
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
  description = "Whether to give the instance IAM permissions to publish custom CloudWatch metrics, such as the memory and disk usage reported by Gruntwork's `cloudwatch-memory-disk-metrics-scripts` module."
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

variable "fully_qualified_domain_name" {
  description = "Domain under which the instance's DNS record is created, such as `example.com`: the hostname becomes `name` followed by this domain (for example `my-server.example.com`). Only used when `create_dns_record` is `true`."
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

variable "iam_role_name" {
  description = "Names both the IAM role and the instance profile of the instance, falling back to `name` when left as an empty string. You must provide it if `create_iam_role` is `false`."
  type        = string
  default     = ""
}

variable "keypair_name" {
  description = "Name of an EC2 key pair installed for SSH access. Treat it as a fallback: where `ssh-grunt` runs on the instance, people should log in with their own IAM user name and SSH key instead."
  type        = string
  default     = null
}

variable "metadata_http_endpoint" {
  description = "Turns the instance metadata service on or off for the instance; accepts `enabled` or `disabled`."
  type        = string
  default     = "enabled"
}

variable "metadata_http_put_response_hop_limit" {
  description = "Hop limit for instance metadata PUT responses, an integer from 1 to 64. A higher value lets metadata requests travel across more network hops."
  type        = number
  default     = 1
}

variable "metadata_http_tokens" {
  description = "Whether the instance metadata service requires session tokens (IMDSv2): `required` makes them mandatory, `optional` does not."
  type        = string
  default     = "optional"
}

variable "metadata_tags" {
  description = "Whether the instance's tags can be read through the instance metadata service: `enabled` or `disabled`."
  type        = string
  default     = "disabled"
}

variable "root_volume_delete_on_termination" {
  description = "Controls if terminating the instance also deletes its root volume."
  type        = bool
  default     = true
}

variable "root_volume_encrypted" {
  description = "Whether to encrypt the instance's root volume."
  type        = bool
  default     = false
}

variable "root_volume_size" {
  description = "Size of the root volume, in GiB."
  type        = number
  default     = 8
}

variable "root_volume_type" {
  description = "EBS volume type of the root volume: `standard`, `gp2` or `io1`."
  type        = string
  default     = "standard"
}

variable "secondary_private_ips" {
  description = "Extra private IPv4 addresses for the instance's primary network interface (`eth0`), on top of its main private IP."
  type        = list(string)
  default     = null
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "When `ssh-grunt` is in use, the IAM group whose members may SSH to the instance. To leave it unset, use an empty string, not `null`."
  type        = string
  default     = ""
}

variable "ssh_grunt_iam_group_sudo" {
  description = "When `ssh-grunt` is in use, the IAM group whose members may SSH to the instance with sudo rights. To leave it unset, use an empty string, not `null`."
  type        = string
  default     = ""
}

variable "tags" {
  description = "Tags, as a map of keys to values, applied to the EC2 instance and the other resources the module tags."
  type        = map(string)
  default     = {}
}

variable "tenancy" {
  description = "Sets the instance's tenancy to `host`, `dedicated` or `default`."
  type        = string
  default     = "default"
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
