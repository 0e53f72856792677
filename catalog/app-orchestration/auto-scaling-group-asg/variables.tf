# Inputs of the modules/services/asg-service module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "ami" {
  description = "ID of the AMI that every instance in the ASG boots from. The default user data runs `start_ec2_baseline`, so the AMI needs `ec2-baseline` installed. Set it to null to find the AMI through `ami_filters` instead."
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

variable "instance_type" {
  description = "EC2 instance type for the instances in the ASG, for example `t3.medium`."
  type        = string
}

variable "max_size" {
  description = "Largest number of EC2 instances the ASG may run."
  type        = number
}

variable "min_elb_capacity" {
  description = "Number of instances that must show up as healthy in the load balancer before Terraform considers a newly created ASG ready. Since every rollout creates a new ASG, the wait applies to each deployment."
  type        = number
}

variable "min_size" {
  description = "Smallest number of EC2 instances the ASG keeps running."
  type        = number
}

variable "name" {
  description = "Name of the ASG, also used as the base name of the other resources the module creates."
  type        = string
}

variable "subnet_ids" {
  description = "IDs of the subnets in which the ASG launches instances. All of them must belong to `vpc_id`."
  type        = list(string)
}

variable "vpc_id" {
  description = "ID of the VPC that holds the Auto Scaling Group and the resources created alongside it."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alarm_sns_topic_arns_us_east_1" {
  description = "ARNs of the SNS topics notified when a Route 53 health check alarm switches to `ALARM`, `OK` or `INSUFFICIENT_DATA`. They must be topics in `us-east-1`, the only region where Route 53 publishes health check metrics and therefore where the alarm lives."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive notifications from the CloudWatch alarms on the instances, such as those on CPU, memory and disk usage. In services that run a backup job, such as Jenkins, backup failure alarms go to these topics as well."
  type        = list(string)
  default     = []
}

variable "allow_inbound_from_cidr_blocks" {
  description = "CIDR blocks allowed to reach the instances on each port listed in `server_ports`."
  type        = list(string)
  default     = []
}

variable "allow_inbound_from_security_group_ids" {
  description = "IDs of security groups, such as the load balancer's, allowed to reach the instances on each port listed in `server_ports`."
  type        = list(string)
  default     = []
}

variable "allow_ssh_from_cidr_blocks" {
  description = "CIDR blocks allowed to connect to the instances over SSH on `ssh_port`."
  type        = list(string)
  default     = []
}

variable "allow_ssh_security_group_ids" {
  description = "IDs of security groups allowed to connect to the instances over SSH on `ssh_port`."
  type        = list(string)
  default     = []
}

variable "cloud_init_parts" {
  description = "Extra cloud-init parts to run when an instance boots, keyed by name, each with a `filename`, a `content_type` (for example `text/x-shellscript`) and the `content`. They are merged with the module's own part, which is stored under the key `default`; supplying that key replaces the built-in boot script."
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
  description = "Whether to create a Route 53 A record for `domain_name` in `hosted_zone_id` that points at the load balancer."
  type        = bool
  default     = false
}

variable "custom_tags" {
  description = "Extra tags for the ASG, as a list of objects with `key`, `value` and `propagate_at_launch`, the last deciding whether the tag is also copied onto the instances the ASG launches."
  type        = list(object({
      key                 = string
      value               = string
      propagate_at_launch = bool
    }))
  default     = []
}

variable "default_forward_target_group_arns" {
  description = "Additional target groups that forward listener rules send traffic to, on top of those the module creates from `server_ports`. Each entry has an `arn` and may set a `weight` from 0 to 999, which matters only when a rule forwards to more than one target group."
  type        = list(any)
  default     = []
}

variable "default_user" {
  description = "Default operating system user of the AMI, for example `ubuntu` on Ubuntu AMIs. This user keeps access to the EC2 instance metadata when ip-lockdown is enabled."
  type        = string
  default     = "ubuntu"
}

variable "desired_capacity" {
  description = "Number of instances the ASG starts with. Scaling policies may change it later, so leave it null if auto scaling policies resize the group."
  type        = number
  default     = null
}

variable "domain_name" {
  description = "Domain name, such as `foo.example.com`, of the record to create in `hosted_zone_id`. Used when `create_route53_entry` is true; the Route 53 health checks also probe it."
  type        = string
  default     = null
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
  description = "Whether to give the instances IAM permissions to publish custom CloudWatch metrics. Together with the CloudWatch agent from terraform-aws-monitoring, this adds memory and disk metrics for the ASG."
  type        = bool
  default     = true
}

variable "enable_fail2ban" {
  description = "Whether to run fail2ban on the instances to block brute-force login attempts."
  type        = bool
  default     = true
}

variable "enable_ip_lockdown" {
  description = "Controls whether ip-lockdown runs on the instances, cutting them off from the instance metadata endpoint."
  type        = bool
  default     = true
}

variable "enable_route53_health_check" {
  description = "Whether Route 53 health checks probe `domain_name`, with CloudWatch alarms that notify `alarm_sns_topic_arns_us_east_1`."
  type        = bool
  default     = false
}

variable "enabled_metrics" {
  description = "Turns on the listed ASG group metrics. Valid entries: `GroupTotalInstances`, `GroupTerminatingInstances`, `GroupStandbyInstances`, `GroupPendingInstances`, `GroupInServiceInstances`, `GroupDesiredCapacity`, `GroupMaxSize` and `GroupMinSize`."
  type        = list(string)
  default     = []
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another AWS account that ssh-grunt assumes to read IAM group membership and public SSH keys. Use it when your IAM users are defined in a separate account."
  type        = string
  default     = ""
}

variable "fixed_response_listener_rules" {
  description = "Listener rules that answer matching requests directly with a fixed response, as a map of rule names to rule settings. Each rule needs `content_type` (`text/plain`, `text/css`, `text/html`, `application/javascript` or `application/json`) and at least one condition (`path_patterns`, `host_headers`, `source_ips`, `http_request_methods` or `query_strings`). Optional settings are `message_body`, `status_code` (a `2XX`, `4XX` or `5XX` code), `priority` (1 to 50000, unique per listener; unset means after the highest existing rule) and a per-rule `listener_arns` list that overrides the module-level `listener_arns`."
  type        = map(any)
  default     = {}
}

variable "forward_listener_rules" {
  description = "Listener rules that forward matching requests, by default to the target groups created for `server_ports`, as a map of rule names to rule settings. Each rule needs at least one condition (`path_patterns`, `host_headers`, `source_ips`, `http_request_methods` or `query_strings`). Optional settings are `priority` (1 to 50000, unique per listener; unset means after the highest existing rule), `listener_arns` to use other listeners than the module's `listener_arns`, and `stickiness` for rules that forward to more than one target group."
  type        = any
  default     = {}
}

variable "health_check_grace_period" {
  description = "Delay, in seconds, between an instance entering service and the ASG's first health check of it, giving the application time to start."
  type        = number
  default     = 300
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
  description = "The module writes the A record for `domain_name` into the hosted zone in Route 53 with this ID. You only have to set it if `create_route53_entry` is true."
  type        = string
  default     = null
}

variable "iam_policy" {
  description = "Custom IAM policy statements for the IAM role that this module creates, as a map from statement ID (Sid) to an object with `effect` (`Allow` or `Deny`), `actions` and `resources`. Only used when the module creates the role; leave it null to add no statements."
  type        = map(object({
      resources = list(string)
      actions   = list(string)
      effect    = string
    }))
  default     = null
}

variable "key_pair_name" {
  description = "Name of an EC2 key pair whose private key can be used to SSH into the instances. Null turns key pair authentication off."
  type        = string
  default     = null
}

variable "lb_hosted_zone_id" {
  description = "Hosted zone ID that belongs to the load balancer itself (the zone ID AWS reports for the load balancer, not your own zone), used as the alias target of the A record. Needed only when `create_route53_entry` is true."
  type        = string
  default     = null
}

variable "listener_arns" {
  description = "Listeners of the load balancer that the listener rules can attach to, as a map from port number to the ARN of the listener on that port."
  type        = map(string)
  default     = {}
}

variable "listener_ports" {
  description = "Ports the ALB listens on for requests; the listener rules attach to the listeners for these ports, looked up in `listener_arns`."
  type        = list(number)
  default     = []
}

variable "load_balancers" {
  description = "Names of Classic Load Balancers (ELBs) to attach to the ASG. For an Application Load Balancer, use the target groups the module creates from `server_ports` instead."
  type        = list(string)
  default     = []
}

variable "metadata_users" {
  description = "Operating system users on the instances that keep access to the EC2 instance metadata when ip-lockdown (`enable_ip_lockdown`) blocks it for everyone else."
  type        = list(string)
  default     = []
}

variable "original_lb_dns_name" {
  description = "DNS name that AWS gave the load balancer when it was created. It is the alias target of the Route 53 record created when `create_route53_entry` is true."
  type        = string
  default     = null
}

variable "redirect_listener_rules" {
  description = "Listener rules that answer matching requests with an HTTP redirect, as a map of rule names to rule settings. Each rule sets `status_code` (`HTTP_301` for permanent or `HTTP_302` for temporary), the URL parts to change (`protocol`, `host`, `port`, `path`, `query`; change at least one of protocol, host, port or path to avoid a redirect loop) and at least one condition (`path_patterns`, `host_headers`, `source_ips`, `http_request_methods` or `query_strings`). `priority` and `listener_arns` are optional."
  type        = map(any)
  default     = {}
}

variable "route53_health_check_provider_external_id" {
  description = "Optional external ID for the role assumption done by the `us-east-1` AWS provider of the Route 53 health check alarm submodule. That submodule sets up its own provider so that its resources are always created in `us-east-1`."
  type        = string
  default     = null
}

variable "route53_health_check_provider_profile" {
  description = "Optional AWS CLI profile for the `us-east-1` AWS provider that the Route 53 health check alarm submodule configures for itself, so that its resources always land in `us-east-1`."
  type        = string
  default     = null
}

variable "route53_health_check_provider_role_arn" {
  description = "Optional ARN of an IAM role for the `us-east-1` AWS provider of the Route 53 health check alarm submodule to assume. The submodule brings its own provider because its resources must be created in `us-east-1`."
  type        = string
  default     = null
}

variable "route53_health_check_provider_session_name" {
  description = "Optional session name for the role assumption done by the `us-east-1` AWS provider of the Route 53 health check alarm submodule, which uses its own provider to create resources in `us-east-1`."
  type        = string
  default     = null
}

variable "route53_health_check_provider_shared_credentials_file" {
  description = "Optional path to an AWS shared credentials file for the `us-east-1` AWS provider that the Route 53 health check alarm submodule sets up to create its resources in `us-east-1`."
  type        = string
  default     = null
}

variable "secrets_access" {
  description = "ARNs of Secrets Manager secrets that the workload's IAM role (the ECS task role or the EC2 instance role, depending on the service) may read; the module grants `secretsmanager:GetSecretValue` on each. An ARN may omit the random suffix AWS appends, in which case the module looks up the complete ARN, which helps when the suffix is not known in advance."
  type        = list(string)
  default     = []
}

variable "server_ports" {
  description = "Ports the instances serve requests on, keyed by a name of your choice. For each entry the module creates a target group (named from `name` and the key unless `target_group_name` is set) that forward listener rules send traffic to. Each entry requires `server_port` and can set `protocol`, `health_check_path`, `tags`, the target group health check settings (`enable_lb_health_check`, `lb_healthy_threshold`, `lb_unhealthy_threshold`, `lb_request_interval`, `lb_timeout`) and the Route 53 health check settings (`r53_health_check_path`, `r53_health_check_type`, `r53_health_check_failure_threshold`, `r53_health_check_request_interval`)."
  type        = any
  default     = {}
}

variable "should_create_cloudwatch_log_group" {
  description = "When enabled, the module creates the CloudWatch Logs log group for instance logs up front, so you can customize options like retention and KMS encryption. With `false`, a basic log group gets set up by the CloudWatch agent on its own."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH into the instances. To leave it out, use an empty string; null makes Terraform fail."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "Name of the IAM group whose members ssh-grunt allows to SSH into the instances with sudo rights. To leave it out, use an empty string; null makes Terraform fail."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "ssh_port" {
  description = "Port number that the security group opens for SSH to the sources in `allow_ssh_from_cidr_blocks` and `allow_ssh_security_group_ids`."
  type        = string
  default     = 22
}

variable "tag_asg_id_key" {
  description = "Key of the tag that holds a unique identifier for this ASG. The identifier stays the same across deployments, even though each deployment deletes the underlying ASG and replaces it with a new one."
  type        = string
  default     = "AsgId"
}

variable "termination_policies" {
  description = "Rules the ASG follows to choose which instances to remove when it scales in, from `OldestInstance`, `NewestInstance`, `OldestLaunchConfiguration`, `ClosestToNextInstanceHour` and `Default`."
  type        = list(string)
  default     = []
}

variable "use_elb_health_checks" {
  description = "Whether the ASG uses load balancer health checks to decide whether an instance is healthy; this needs a load balancer attached through `load_balancers` or the target groups from `server_ports`. Turning it off helps when testing connectivity before the health check endpoints exist."
  type        = bool
  default     = true
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}

variable "wait_for_capacity_timeout" {
  description = "Longest time Terraform waits for the ASG's instances to become healthy before it gives up, as a duration such as `10m`."
  type        = string
  default     = "10m"
}
