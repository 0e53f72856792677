# Inputs of the modules/mgmt/jenkins module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "acm_ssl_certificate_domain" {
  description = "Domain name of the ACM-issued TLS certificate that the load balancer in front of Jenkins uses for HTTPS."
  type        = string
}

variable "alb_subnet_ids" {
  description = "IDs of the subnets for the Application Load Balancer in front of Jenkins. They must belong to `vpc_id`."
  type        = list(string)
}

variable "ami" {
  description = "ID of the AMI to run Jenkins on, normally built from the Jenkins Packer template that ships with this module. Provide either this or `ami_filters`, and set this to `null` when the AMI is found with filters."
  type        = string
}

variable "ami_filters" {
  description = "Filters that find a prebuilt Jenkins AMI (for example one built from the module's Packer template) when `ami` is `null`. `owners` limits the search to certain AMI owners (or `null` for any owner), and `filters` is a list of `name`/`values` pairs as accepted by EC2 `describe-images`. Set to `null` when you pass `ami` directly."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
}

variable "domain_name" {
  description = "Domain name, such as `jenkins.example.com`, for the DNS A record that points at Jenkins. It must belong to the zone in `hosted_zone_id`."
  type        = string
}

variable "hosted_zone_id" {
  description = "Route 53 zone, by ID, in which the Jenkins A record is created."
  type        = string
}

variable "instance_type" {
  description = "EC2 instance type of the Jenkins server, for example `t2.medium`."
  type        = string
}

variable "jenkins_subnet_id" {
  description = "ID of the single subnet, inside `vpc_id`, in which the Jenkins server runs."
  type        = string
}

variable "memory" {
  description = "Memory to give the Jenkins JVM, written like `1g` or `512m`. It sets both `-Xms` and `-Xmx`."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC that hosts Jenkins and its load balancer."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive notifications from the CloudWatch alarms on the instances, such as those on CPU, memory and disk usage. In services that run a backup job, such as Jenkins, backup failure alarms go to these topics as well."
  type        = list(string)
  default     = []
}

variable "allow_incoming_http_from_cidr_blocks" {
  description = "CIDR blocks allowed to send web requests to Jenkins through its load balancer."
  type        = list(string)
  default     = []
}

variable "allow_incoming_http_from_security_group_ids" {
  description = "IDs of security groups whose members may send web requests to Jenkins through its load balancer."
  type        = list(string)
  default     = []
}

variable "allow_ssh_from_cidr_blocks" {
  description = "CIDR blocks allowed to open SSH connections to the Jenkins server."
  type        = list(string)
  default     = []
}

variable "allow_ssh_from_security_group_ids" {
  description = "IDs of security groups whose members may open SSH connections to the Jenkins server."
  type        = list(string)
  default     = []
}

variable "backup_job_alarm_period" {
  description = "Expected interval, in seconds, between runs of the Lambda backup job; keep it consistent with `backup_job_schedule_expression`, since Terraform cannot convert a rate expression to seconds. A CloudWatch alarm fires when the metric named by `backup_job_metric_name` and `backup_job_metric_namespace` is not updated within this period, which signals a failed backup."
  type        = number
  default     = 86400
}

variable "backup_job_metric_name" {
  description = "Name of the CloudWatch metric that the Lambda backup job increments after each successful run."
  type        = string
  default     = "jenkins-backup-job"
}

variable "backup_job_metric_namespace" {
  description = "CloudWatch namespace of the metric that the Lambda backup job increments after each successful run."
  type        = string
  default     = "Custom/Jenkins"
}

variable "backup_job_schedule_expression" {
  description = "Controls how frequently the Lambda backup job snapshots the Jenkins server, written as a rate or cron expression in the [CloudWatch Events schedule expressions](https://docs.aws.amazon.com/AmazonCloudWatch/latest/events/ScheduledEvents.html) syntax."
  type        = string
  default     = "rate(1 day)"
}

variable "backup_using_dlm" {
  description = "Whether to back up the Jenkins server with an AWS Data Lifecycle Manager policy."
  type        = bool
  default     = true
}

variable "backup_using_lambda" {
  description = "Whether to back up the Jenkins server with a Lambda function that runs on a schedule."
  type        = bool
  default     = false
}

variable "build_permission_actions" {
  description = "IAM actions, such as `ec2:*` or `s3:*`, that Jenkins needs to run builds in this account. They are added to the server's IAM role on all resources (`*`)."
  type        = list(string)
  default     = []
}

variable "cloud_init_parts" {
  description = "Extra cloud-init parts to run when the Jenkins server boots, keyed by name. Each part has a `filename`, a `content_type` and the `content` itself, as in the part blocks of Terraform's `cloudinit_config` data source."
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

variable "create_route53_entry" {
  description = "Whether the module adds a DNS A record for Jenkins, named `domain_name`, to the Route 53 zone in `hosted_zone_id`."
  type        = bool
  default     = true
}

variable "custom_tags" {
  description = "Tags to apply to the Jenkins server and all other resources the module creates, as a map of key to value."
  type        = map(string)
  default     = {}
}

variable "default_user" {
  description = "Default OS user of the Jenkins AMI. Ubuntu AMIs on AWS, which the module's Packer template uses, come with the `ubuntu` user."
  type        = string
  default     = "ubuntu"
}

variable "dlm_backup_job_schedule_interval" {
  description = "Interval, in hours, at which the Data Lifecycle Manager policy is evaluated."
  type        = number
  default     = 24
}

variable "dlm_backup_job_schedule_name" {
  description = "Name of the schedule in the Data Lifecycle Manager policy."
  type        = string
  default     = "daily-last-two-weeks"
}

variable "dlm_backup_job_schedule_number_of_snapshots_to_retain" {
  description = "Number of snapshots the Data Lifecycle Manager policy keeps, from 1 to 1000."
  type        = number
  default     = 15
}

variable "dlm_backup_job_schedule_times" {
  description = "Time of day, in 24-hour `HH:MM` format, at which the Data Lifecycle Manager policy is evaluated. The list takes at most one entry."
  type        = list(string)
  default     = ["03:00"]
}

variable "ebs_kms_key_arn" {
  description = "The Jenkins EBS volume is encrypted with the KMS key at this ARN, and the module lets the Jenkins server use that key."
  type        = string
  default     = null
}

variable "ebs_kms_key_arn_is_alias" {
  description = "Whether `ebs_kms_key_arn` is a key alias rather than a key ARN. Leave it `false` when you pass the key itself."
  type        = bool
  default     = false
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create a set of basic CloudWatch alarms on CPU, memory and disk space usage. When `true`, list the SNS topics that should be notified in `alarms_sns_topic_arn`."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_log_aggregation" {
  description = "Whether to give the instances IAM permissions to send their logs to CloudWatch Logs. Pair it with Gruntwork's CloudWatch log aggregation scripts from terraform-aws-monitoring to collect the logs."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_metrics" {
  description = "Whether to give the server IAM permissions to publish custom CloudWatch metrics. Together with Gruntwork's CloudWatch agent module this reports memory and disk usage of the Jenkins server."
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

variable "external_account_auto_deploy_iam_role_arns" {
  description = "ARNs of IAM roles in other AWS accounts that Jenkins may assume to run automated deployments there."
  type        = list(string)
  default     = []
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

variable "is_internal_alb" {
  description = "Whether the load balancer in front of Jenkins is internal, so that it cannot be reached from the public internet. Keeping it internal is strongly recommended."
  type        = bool
  default     = true
}

variable "jenkins_device_name" {
  description = "The Jenkins EBS volume attaches under this device name in the OS."
  type        = string
  default     = "xvdh"
}

variable "jenkins_mount_point" {
  description = "The Jenkins EBS volume gets mounted at this path in the OS."
  type        = string
  default     = "/jenkins"
}

variable "jenkins_user" {
  description = "OS user that runs the Jenkins process."
  type        = string
  default     = "jenkins"
}

variable "jenkins_volume_alarm_treat_missing_data" {
  description = "How the backup job alarm handles missing data points: one of `missing`, `ignore`, `breaching` or `notBreaching`, as described in the CloudWatch alarm documentation."
  type        = string
  default     = "missing"
}

variable "jenkins_volume_encrypted" {
  description = "Whether the Jenkins EBS volume is encrypted."
  type        = bool
  default     = true
}

variable "jenkins_volume_size" {
  description = "Size, in GB, of the EBS volume that holds the Jenkins data."
  type        = number
  default     = 200
}

variable "jenkins_volume_type" {
  description = "EBS volume type of the Jenkins data volume: `standard`, `gp2`, `io1`, `sc1` or `st1`."
  type        = string
  default     = "gp2"
}

variable "keypair_name" {
  description = "EC2 Key Pair to install on the Jenkins server so that its private key opens SSH sessions. With null, Key Pair authentication is off."
  type        = string
  default     = null
}

variable "name" {
  description = "Name of the Jenkins server, used to name the resources this module creates."
  type        = string
  default     = "jenkins"
}

variable "root_block_device_volume_type" {
  description = "EBS volume type of the Jenkins server's root disk: `standard`, `gp2`, `io1`, `sc1` or `st1`."
  type        = string
  default     = "gp2"
}

variable "root_volume_size" {
  description = "Size, in GB, of the server's root volume. Jenkins data lives on the separate volume sized by `jenkins_volume_size`, so the root volume mostly holds the OS, applications and temporary files."
  type        = number
  default     = 100
}

variable "server_iam_role_allow_self_assume" {
  description = "Lets the server's IAM role assume itself when enabled. Background is in the AWS announcement about the [IAM role trust policy behavior change](https://aws.amazon.com/blogs/security/announcing-an-update-to-iam-role-trust-policy-behavior/)."
  type        = bool
  default     = false
}

variable "server_iam_role_max_session_duration" {
  description = "Maximum session duration, in seconds, for the server's IAM role, between one hour (3600) and twelve hours."
  type        = number
  default     = 3600
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "skip_health_check" {
  description = "Whether to start a rolling deployment of Jenkins without first waiting for the server to become healthy. Useful to force a deployment when the server group is broken."
  type        = bool
  default     = false
}

variable "ssh_grunt_iam_group" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH to the Jenkins server. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH to the Jenkins server with sudo rights. Only used when `enable_ssh_grunt` is `true`."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "tenancy" {
  description = "Tenancy of the EC2 instances: `default`, `dedicated` or `host`."
  type        = string
  default     = "default"
}

variable "use_imdsv1" {
  description = "Whether the Jenkins server uses version 1 of the Instance Metadata Service. Set to `false` to require IMDSv2, which is better hardened; the default stays on IMDSv1 to ease migrations of older setups."
  type        = bool
  default     = true
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
