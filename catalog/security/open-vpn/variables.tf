# Inputs of the modules/mgmt/openvpn-server module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allow_vpn_from_cidr_list" {
  description = "CIDR blocks from which clients may connect to the VPN. Connection attempts from any other address are blocked."
  type        = list(string)
}

variable "ami" {
  description = "ID of the AMI for the OpenVPN server, normally built from the module's `openvpn-server-ubuntu.pkr.hcl` Packer template. Provide either this or `ami_filters`, and set this to `null` when the AMI is found with filters."
  type        = string
}

variable "ami_filters" {
  description = "Filters that find a prebuilt OpenVPN server AMI (for example one built from `openvpn-server-ubuntu.pkr.hcl`) when `ami` is `null`. `owners` limits the search to certain AMI owners (or `null` for any owner), and `filters` is a list of `name`/`values` pairs as accepted by EC2 `describe-images`. Set to `null` when you pass `ami` directly."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
}

variable "backup_bucket_name" {
  description = "Name of the S3 bucket that stores the backup of the server's PKI secrets. You must choose it because S3 bucket names are globally unique."
  type        = string
}

variable "ca_cert_fields" {
  description = "Subject fields of the OpenVPN certificate authority certificate: `ca_country`, `ca_state`, `ca_locality`, `ca_org`, `ca_org_unit` and `ca_email`."
  type        = object({
      ca_country  = string
      ca_state    = string
      ca_locality = string
      ca_org      = string
      ca_org_unit = string
      ca_email    = string
    })
}

variable "subnet_ids" {
  description = "IDs of the subnets in which to launch the server."
  type        = list(string)
}

variable "vpc_id" {
  description = "Identifies the VPC where the OpenVPN server lives."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive a notification whenever one of the CloudWatch alarms of this module (for example on CPU, memory or disk usage) changes state."
  type        = list(string)
  default     = []
}

variable "allow_manage_key_permissions_with_iam" {
  description = "Whether IAM policies, and not only the key policy, can grant permissions on the KMS customer master key (CMK). `false` keeps every grant in the key policy, which is the stricter choice; `true` is easier to work with."
  type        = bool
  default     = false
}

variable "allow_ssh_from_cidr_list" {
  description = "CIDR blocks allowed to open SSH connections to the OpenVPN server."
  type        = list(string)
  default     = []
}

variable "allow_ssh_from_security_group_ids" {
  description = "IDs of security groups whose members may open SSH connections to the OpenVPN server."
  type        = list(string)
  default     = []
}

variable "base_domain_name" {
  description = "Base domain used to look up the Route 53 hosted zone for the server's DNS record. Only used when `create_route53_entry` is `true`."
  type        = string
  default     = null
}

variable "base_domain_name_tags" {
  description = "Tags that narrow down which Route 53 hosted zones can match the domain when the zone is looked up."
  type        = map(string)
  default     = {}
}

variable "cloud_init_parts" {
  description = "Extra cloud-init parts to run when the OpenVPN server boots, keyed by name. Each part has a `filename`, a `content_type` and the `content` itself, as in the part blocks of Terraform's `cloudinit_config` data source."
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

variable "cmk_administrator_iam_arns" {
  description = "Users or roles, by IAM ARN, that receive administrator rights on the KMS customer master key (CMK), such as `arn:aws:iam::111122223333:user/alice`. If `kms_key_arn` is `null` and nothing is listed, the identity running Terraform becomes the administrator."
  type        = list(string)
  default     = []
}

variable "cmk_external_user_iam_arns" {
  description = "IAM ARNs from other AWS accounts that may use the KMS customer master key (CMK), typically an account root such as `arn:aws:iam::111122223333:root`."
  type        = list(string)
  default     = []
}

variable "cmk_user_iam_arns" {
  description = "IAM principals allowed to use the KMS key that the module creates, for example `arn:aws:iam::1234567890:user/foo`. Each entry has a `name` list of ARNs and a `conditions` list of `test`, `variable` and `values` objects that restrict the grant."
  type        = list(object({
      name = list(string)
      conditions = list(object({
        test     = string
        variable = string
        values   = list(string)
      }))
    }))
  default     = []
}

variable "create_route53_entry" {
  description = "Whether the module adds an A record in Route 53, named by `domain_name`, that points at the server."
  type        = bool
  default     = false
}

variable "default_user" {
  description = "The OS user that the OpenVPN AMI provides by default. `openvpn-server-ubuntu.pkr.hcl` builds on an Ubuntu AMI for AWS, where that user is `ubuntu`."
  type        = string
  default     = "ubuntu"
}

variable "domain_name" {
  description = "Domain name of the server's DNS record when `create_route53_entry` is `true`. When null, it is built as `name` followed by `base_domain_name` (`<name>.<base_domain_name>`)."
  type        = string
  default     = null
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
  description = "Whether to give the server IAM permissions to publish custom CloudWatch metrics. Together with Gruntwork's CloudWatch agent module this reports memory and disk usage of the OpenVPN server."
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

variable "external_account_arns" {
  description = "Other AWS accounts, by ARN, that hold your IAM users. The module creates assumable IAM roles for the users in those accounts, giving them access to the queues for certificate requests and revocations."
  type        = list(string)
  default     = []
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another AWS account that ssh-grunt assumes to read IAM group membership and public SSH keys. Use it when your IAM users are defined in a separate account."
  type        = string
  default     = ""
}

variable "force_destroy" {
  description = "Whether `terraform destroy` deletes the backup S3 bucket even when it still holds files. Use `true` only for testing and development."
  type        = bool
  default     = false
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

variable "hosted_zone_id" {
  description = "ID of the Route 53 hosted zone for the server's DNS record when `create_route53_entry` is `true`. When null, the zone is looked up from `base_domain_name`."
  type        = string
  default     = null
}

variable "instance_type" {
  description = "EC2 instance type of the OpenVPN server."
  type        = string
  default     = "t3.micro"
}

variable "keypair_name" {
  description = "EC2 Key Pair to install on the instance so that its private key opens SSH sessions. With null, Key Pair authentication is off."
  type        = string
  default     = null
}

variable "kms_key_arn" {
  description = "ARN of an existing KMS key that encrypts and decrypts the backup files. When null, the module creates a key whose permissions come from `cmk_administrator_iam_arns`, `cmk_user_iam_arns`, `cmk_external_user_iam_arns` and `allow_manage_key_permissions_with_iam`."
  type        = string
  default     = null
}

variable "list_queue_name" {
  description = "Name of the SQS queue that receives requests to list certificates. The module puts `openvpn-lists-` in front of it."
  type        = string
  default     = "queue"
}

variable "name" {
  description = "Name of the OpenVPN server, also used to name the other resources the module creates."
  type        = string
  default     = "vpn"
}

variable "openvpn_server_tags" {
  description = "The underlying openvpn-server module puts these tags on each resource it creates."
  type        = map(string)
  default     = {}
}

variable "request_queue_name" {
  description = "Name of the SQS queue that receives requests for new certificates."
  type        = string
  default     = "queue"
}

variable "revocation_queue_name" {
  description = "Name of the SQS queue that receives certificate revocation requests."
  type        = string
  default     = "queue"
}

variable "root_volume_size" {
  description = "How many GB the root volume of the OpenVPN instance holds."
  type        = number
  default     = 8
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH to the OpenVPN server. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH to the OpenVPN server with sudo rights. Only used when `enable_ssh_grunt` is `true`."
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

variable "use_strong_prime" {
  description = "Whether to generate the Diffie-Hellman parameters with strong primes. They are stronger on paper, but the real-world security gain is known to be negligible."
  type        = bool
  default     = false
}

variable "vpn_route_cidr_blocks" {
  description = "CIDR blocks whose traffic clients send through the VPN."
  type        = list(string)
  default     = []
}

variable "vpn_search_domains" {
  description = "Domains the server pushes to clients so that names under them are resolved through the VPN instead of the client's local resolver. Each domain covers its subdomains too: `mydomain.local` also sends `example.mydomain.local` through the VPN."
  type        = list(string)
  default     = []
}

variable "vpn_subnet" {
  description = "VPN clients receive addresses from this network, given as address and mask, for example `172.16.1.0 255.255.255.0`. Because the network lives only between the server and its clients, keep it clear of the VPC's address ranges; an overlap leaves clients unable to reach VPC addresses."
  type        = string
  default     = "172.16.1.0 255.255.255.0"
}
