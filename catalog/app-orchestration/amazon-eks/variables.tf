# Inputs of the modules/services/eks-cluster module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "allow_inbound_api_access_from_cidr_blocks" {
  description = "IP address ranges, in CIDR notation, that are allowed to reach the Kubernetes API of the cluster. Access to the private endpoint inside the VPC is opened separately with `allow_private_api_access_from_cidr_blocks` and `allow_private_api_access_from_security_groups`."
  type        = list(string)
}

variable "cluster_name" {
  description = "Name to give the EKS cluster that this module creates. Other services, such as `amazon-eks-workers`, find the cluster by this name."
  type        = string
}

variable "control_plane_vpc_subnet_ids" {
  description = "IDs of the subnets in which EKS may place the network interfaces of the control plane. AWS requires at least two subnets in different Availability Zones."
  type        = list(string)
}

variable "vpc_id" {
  description = "ID of the VPC that hosts the cluster and the other EKS resources of this module."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_security_groups_for_control_plane" {
  description = "IDs of extra security groups to attach to the EKS control plane, next to the one the module manages."
  type        = list(string)
  default     = []
}

variable "additional_security_groups_for_workers" {
  description = "IDs of extra security groups to attach to the worker nodes, next to the groups the module creates for them."
  type        = list(string)
  default     = []
}

variable "alarms_sns_topic_arn" {
  description = "ARNs of the SNS topics that receive a notification whenever one of the CloudWatch alarms of this module (for example on CPU, memory or disk usage) changes state."
  type        = list(string)
  default     = []
}

variable "allow_inbound_ssh_from_cidr_blocks" {
  description = "CIDR blocks from which SSH connections to the worker nodes are accepted."
  type        = list(string)
  default     = []
}

variable "allow_inbound_ssh_from_security_groups" {
  description = "IDs of security groups whose members may open SSH connections to the worker nodes."
  type        = list(string)
  default     = []
}

variable "allow_private_api_access_from_cidr_blocks" {
  description = "CIDR blocks that may reach the private Kubernetes API endpoint, the one inside the VPC. It has no effect on the public endpoint."
  type        = list(string)
  default     = []
}

variable "allow_private_api_access_from_security_groups" {
  description = "IDs of security groups whose members may reach the private Kubernetes API endpoint inside the VPC. It has no effect on the public endpoint."
  type        = list(string)
  default     = []
}

variable "asg_default_enable_detailed_monitoring" {
  description = "Whether self-managed worker instances get detailed EC2 monitoring. Applies to every entry of `autoscaling_group_configurations` that does not set `enable_detailed_monitoring` itself."
  type        = bool
  default     = true
}

variable "asg_default_http_put_response_hop_limit" {
  description = "HTTP PUT response hop limit for instance metadata requests on self-managed workers, for entries of `autoscaling_group_configurations` without their own `http_put_response_hop_limit`. A larger number lets metadata requests travel across more network hops."
  type        = number
  default     = null
}

variable "asg_default_instance_root_volume_encryption" {
  description = "Whether the root volumes of self-managed workers are encrypted, for entries of `autoscaling_group_configurations` that leave out `asg_instance_root_volume_encryption`."
  type        = bool
  default     = true
}

variable "asg_default_instance_root_volume_iops" {
  description = "Provisioned IOPS of the root volume of self-managed workers, for entries of `autoscaling_group_configurations` that leave out `asg_instance_root_volume_iops`."
  type        = number
  default     = null
}

variable "asg_default_instance_root_volume_size" {
  description = "Size in GB of the root volume of self-managed workers, for entries of `autoscaling_group_configurations` that leave out `asg_instance_root_volume_size`."
  type        = number
  default     = 40
}

variable "asg_default_instance_root_volume_throughput" {
  description = "Throughput in MiB/s of the root volume of self-managed workers, for entries of `autoscaling_group_configurations` that leave out `asg_instance_root_volume_throughput`."
  type        = number
  default     = null
}

variable "asg_default_instance_root_volume_type" {
  description = "EBS volume type (for example `standard` or `gp3`) of the root volume of self-managed workers, for entries of `autoscaling_group_configurations` that leave out `asg_instance_root_volume_type`."
  type        = string
  default     = "standard"
}

variable "asg_default_instance_type" {
  description = "EC2 instance type of self-managed workers, used by each entry of `autoscaling_group_configurations` that does not set `asg_instance_type`."
  type        = string
  default     = "t3.medium"
}

variable "asg_default_max_pods_allowed" {
  description = "Maximum number of Pods the scheduler may place on one self-managed worker, for entries of `autoscaling_group_configurations` without `max_pods_allowed`. When null, the limit is derived from the number of IP addresses the instance type can hold."
  type        = number
  default     = null
}

variable "asg_default_max_size" {
  description = "Largest number of instances a self-managed worker ASG may scale to, for entries of `autoscaling_group_configurations` without `max_size`. Keeping it well above `min_size` leaves room for the extra instances used while rolling out updates."
  type        = number
  default     = 2
}

variable "asg_default_min_size" {
  description = "Smallest number of instances a self-managed worker ASG keeps, for entries of `autoscaling_group_configurations` without `min_size`."
  type        = number
  default     = 1
}

variable "asg_default_multi_instance_overrides" {
  description = "Instance type overrides for self-managed worker ASGs that use a multi-instances policy, applied to entries of `autoscaling_group_configurations` without `multi_instance_overrides`. Each element is an object with an `instance_type` and its `weighted_capacity`."
  type        = any
  default     = []
}

variable "asg_default_on_demand_allocation_strategy" {
  description = "How On-Demand instances are picked in a self-managed worker ASG that uses a multi-instances policy, for entries without `on_demand_allocation_strategy`. The only accepted value is `prioritized`."
  type        = string
  default     = null
}

variable "asg_default_on_demand_base_capacity" {
  description = "Absolute number of instances of the desired capacity that must always be On-Demand in a self-managed worker ASG with a multi-instances policy, for entries without `on_demand_base_capacity`."
  type        = number
  default     = null
}

variable "asg_default_on_demand_percentage_above_base_capacity" {
  description = "Percentage of the capacity above the On-Demand base that is On-Demand rather than Spot, in self-managed worker ASGs with a multi-instances policy, for entries without `on_demand_percentage_above_base_capacity`."
  type        = number
  default     = null
}

variable "asg_default_spot_allocation_strategy" {
  description = "How Spot capacity is spread over the Spot pools of a self-managed worker ASG with a multi-instances policy (`lowest-price` or `capacity-optimized`), for entries without `spot_allocation_strategy`."
  type        = string
  default     = null
}

variable "asg_default_spot_instance_pools" {
  description = "Number of Spot pools per Availability Zone over which EC2 Auto Scaling spreads Spot capacity, choosing the cheapest ones, in self-managed worker ASGs with a multi-instances policy. Used for entries without `spot_instance_pools`."
  type        = number
  default     = null
}

variable "asg_default_spot_max_price" {
  description = "Highest hourly price per instance you are willing to pay for Spot capacity in self-managed worker ASGs with a multi-instances policy, for entries without `spot_max_price`. An empty string caps it at the On-Demand price."
  type        = string
  default     = null
}

variable "asg_default_tags" {
  description = "Tags for the instances of self-managed worker ASGs whose entry in `autoscaling_group_configurations` has no `tags`. Each element sets `key`, `value` and `propagate_at_launch` (whether the tag is copied to instances when they launch)."
  type        = list(object({
      key                 = string
      value               = string
      propagate_at_launch = bool
    }))
  default     = []
}

variable "asg_default_use_multi_instances_policy" {
  description = "Whether self-managed worker ASGs use a multi-instances policy, which enables the instance type overrides and the On-Demand and Spot settings. Applies to entries of `autoscaling_group_configurations` without `use_multi_instances_policy`."
  type        = bool
  default     = false
}

variable "asg_iam_instance_profile_name" {
  description = "Overrides the name of the IAM instance profile that self-managed workers get. When it is null, the profile is named after the IAM role, and when `asg_use_resource_name_prefix` is `true` the value serves as a prefix instead of a complete name."
  type        = string
  default     = null
}

variable "asg_iam_permissions_boundary" {
  description = "Attaches the permissions boundary at this ARN to the IAM role that the module makes for self-managed workers."
  type        = string
  default     = null
}

variable "asg_security_group_tags" {
  description = "Tags for the security group of the self-managed worker ASGs, as a map from tag name to tag value."
  type        = map(string)
  default     = {}
}

variable "asg_use_resource_name_prefix" {
  description = "Whether the resources of the self-managed workers get unique generated names built from a name prefix, which lets `create_before_destroy` replace them. If you are coming from a release before 0.65.0, set it to `false` to avoid recreating the whole worker pool."
  type        = bool
  default     = true
}

variable "autoscaling_group_configurations" {
  description = "Self-managed worker Auto Scaling Groups to create, as a map whose keys are unique strings used as suffixes of the ASG names. Every entry must set `subnet_ids` (with a cluster autoscaler, keep each ASG in a single Availability Zone); any other attribute it omits, such as `min_size`, `max_size`, `asg_instance_type`, the root volume and Spot settings, `tags`, `max_pods_allowed`, `eks_kubelet_extra_args`, `eks_bootstrap_script_options` or `cloud_init_parts`, takes the value of the matching default input."
  type        = any
  default     = {}
}

variable "autoscaling_group_include_autoscaler_discovery_tags" {
  description = "Whether each ASG gets the extra tags that let a cluster autoscaler find it automatically."
  type        = bool
  default     = true
}

variable "aws_auth_merger_default_configmap_name" {
  description = "Name of the ConfigMap that the module writes into the aws-auth-merger Namespace as the starting content of `aws-auth`."
  type        = string
  default     = "main-aws-auth"
}

variable "aws_auth_merger_image" {
  description = "Container image of the aws-auth-merger, as an object with the image `repo` and the `tag` to deploy. You can build the image from the Dockerfile in terraform-aws-eks; it must be set when `enable_aws_auth_merger` is `true`."
  type        = object({
      repo = string
      tag = string
    })
  default     = null
}

variable "aws_auth_merger_namespace" {
  description = "The aws-auth-merger runs in this Namespace, watching the ConfigMaps placed there and combining them into the `aws-auth` ConfigMap."
  type        = string
  default     = "aws-auth-merger"
}

variable "cloud_init_parts" {
  description = "Extra cloud-init parts to run on worker nodes at boot, keyed by name. Each part has a `filename` unique among the parts, a MIME `content_type` such as `text/x-shellscript`, and the full script text in `content`; a part with the key `default` replaces the boot script the module installs."
  type        = map(object({
      filename = string
      content_type = string
      content = string
    }))
  default     = {}
}

variable "cluster_iam_role_permissions_boundary" {
  description = "Attaches the permissions boundary at this ARN to the IAM role that the module makes for the EKS cluster itself."
  type        = string
  default     = null
}

variable "cluster_instance_ami" {
  description = "ID of the AMI that self-managed worker instances run, for example one built with the `eks-node-al2.json` Packer template. Set either this or `cluster_instance_ami_filters` and set the other to null; when both are set, the filters win."
  type        = string
  default     = null
}

variable "cluster_instance_ami_filters" {
  description = "Lookup criteria for a prebuilt AMI for self-managed workers, as an alternative to `cluster_instance_ami`: `owners` limits the search to these accounts (null for no limit) and `filters` is a list of `name`/`values` pairs as accepted by EC2 `describe-images`. When both inputs are set, this one is used; set it to null when you pass an AMI ID."
  type        = object({
      owners = list(string)
      filters = list(object({
        name   = string
        values = list(string)
      }))
    })
  default     = null
}

variable "cluster_instance_associate_public_ip_address" {
  description = "Whether instances of the self-managed ASGs get a public IP address. This only works for instances launched in public subnets."
  type        = bool
  default     = false
}

variable "cluster_instance_keypair_name" {
  description = "Name of the EC2 Key Pair whose private key allows SSH access to each worker instance of the cluster."
  type        = string
  default     = null
}

variable "cluster_network_config_ip_family" {
  description = "IP family from which Kubernetes assigns Pod and Service addresses: `ipv4` or `ipv6`. It can only be chosen when the cluster is created; changing it later replaces the cluster."
  type        = string
  default     = "ipv4"
}

variable "cluster_network_config_service_ipv4_cidr" {
  description = "Kubernetes hands out IP addresses for Pods and Services from this CIDR block, falling back to either 10.100.0.0/16 or 172.20.0.0/16 when it is null. Set it at cluster creation only, since a later change forces the cluster to be replaced."
  type        = string
  default     = null
}

variable "control_plane_cloudwatch_log_group_kms_key_id" {
  description = "Customer managed KMS key (key ID, key ARN or alias ARN) that encrypts the CloudWatch log group holding the EKS control plane logs."
  type        = string
  default     = null
}

variable "control_plane_cloudwatch_log_group_retention_in_days" {
  description = "Number of days CloudWatch keeps the control plane log events; use one of the values CloudWatch Logs accepts for retention. When null, events never expire."
  type        = number
  default     = null
}

variable "control_plane_cloudwatch_log_group_tags" {
  description = "Tags for the CloudWatch log group of the control plane logs, as a map from tag key to tag value."
  type        = map(string)
  default     = null
}

variable "control_plane_disallowed_availability_zones" {
  description = "Availability Zones of the region in which the EKS control plane must not be placed, for example zones that have run out of capacity. An empty list allows every zone."
  type        = list(string)
  default     = ["us-east-1e"]
}

variable "create_default_fargate_iam_role" {
  description = "Whether to create a default Fargate execution IAM role and attach it to the control plane services that run on Fargate. It must be `true` when `schedule_control_plane_services_on_fargate` is `true`."
  type        = bool
  default     = true
}

variable "custom_default_fargate_iam_role_name" {
  description = "Name for the default Fargate execution role, which exists only if `create_default_fargate_iam_role` is `true`. Left null, the role is named after the cluster with the suffix `-fargate-role`."
  type        = string
  default     = null
}

variable "custom_worker_egress_security_group_rules" {
  description = "Additional outbound rules for the worker security group, as a map from a unique rule identifier to an object with `from_port`, `to_port`, `protocol` (`tcp`, `udp` or `all`) and a destination. Set exactly one destination, `target_security_group_id` or `cidr_blocks`, and set the other to null."
  type        = map(object({
      from_port = number
      to_port   = number
      protocol  = string
      target_security_group_id = string
      cidr_blocks              = list(string)
    }))
  default     = {}
}

variable "custom_worker_ingress_security_group_rules" {
  description = "Additional inbound rules for the worker security group, as a map from a unique rule identifier to an object with `from_port`, `to_port`, `protocol` (`tcp`, `udp` or `all`) and a source. Set exactly one source, `source_security_group_id` or `cidr_blocks`, and set the other to null."
  type        = map(object({
      from_port = number
      to_port   = number
      protocol  = string
      source_security_group_id = string
      cidr_blocks              = list(string)
    }))
  default     = {}
}

variable "dashboard_cpu_usage_widget_parameters" {
  description = "Settings of the worker CPU usage widget that the module outputs for CloudWatch dashboards: `period` is the sampling period in seconds, and `width` and `height` give the size in grid units of the 24-column dashboard grid (12 is half the width)."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_disk_usage_widget_parameters" {
  description = "Settings of the worker disk usage widget that the module outputs for CloudWatch dashboards: `period` is the sampling period in seconds, and `width` and `height` give the size in grid units of the 24-column dashboard grid (12 is half the width)."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "dashboard_memory_usage_widget_parameters" {
  description = "Settings of the worker memory usage widget that the module outputs for CloudWatch dashboards: `period` is the sampling period in seconds, and `width` and `height` give the size in grid units of the 24-column dashboard grid (12 is half the width)."
  type        = object({
      period = number
      width  = number
      height = number
    })
  default     = { height = 6, period = 60, width = 8 }
}

variable "ebs_csi_driver_addon_config" {
  description = "Settings of the EBS CSI Driver EKS add-on, such as `addon_version`, `configuration_values`, `preserve`, `resolve_conflicts` and `service_account_role_arn`. Any `configuration_values` must follow the configuration schema of the add-on version you deploy."
  type        = any
  default     = {}
}

variable "ebs_csi_driver_addon_tags" {
  description = "Tags for the EBS CSI Driver add-on, as a map from tag name to tag value."
  type        = map(string)
  default     = {}
}

variable "ebs_csi_driver_kms_key_arn" {
  description = "ARN of the KMS key that encrypts your EBS volumes, if you use one. The module attaches a policy so that the EBS CSI Driver can use the key."
  type        = string
  default     = null
}

variable "ebs_csi_driver_namespace" {
  description = "Kubernetes Namespace in which the EBS CSI Driver runs; in practice this is nearly always `kube-system`."
  type        = string
  default     = "kube-system"
}

variable "ebs_csi_driver_sa_name" {
  description = "The EBS CSI Driver runs under the Kubernetes service account with this name."
  type        = string
  default     = "ebs-csi-controller-sa"
}

variable "eks_addons" {
  description = "EKS add-ons to manage, as a map from add-on name (for example `coredns`, `kube-proxy` or `vpc-cni`) to its properties, such as `addon_version`, `resolve_conflicts` and `service_account_role_arn`; an empty map keeps the defaults of that add-on. Only used when `enable_eks_addons` is `true`."
  type        = any
  default     = {}
}

variable "eks_cluster_security_group_tags" {
  description = "Tags for the security group of the EKS control plane, as a map from tag name to tag value."
  type        = map(string)
  default     = {}
}

variable "eks_cluster_tags" {
  description = "Tags for the EKS cluster (the control plane), as a map from tag name to tag value."
  type        = map(string)
  default     = {}
}

variable "enable_aws_auth_merger" {
  description = "Whether to install the aws-auth-merger and let it manage the `aws-auth` ConfigMap. When `true`, `aws_auth_merger_image` must be set too."
  type        = bool
  default     = false
}

variable "enable_aws_auth_merger_fargate" {
  description = "Whether the aws-auth-merger runs on Fargate. This is the recommended setting: workers cannot authenticate before the merger has written their role mapping, whereas AWS sets up Fargate authentication itself when the Fargate profile is created, so running on Fargate avoids a deadlock."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_alarms" {
  description = "Whether to create a set of basic CloudWatch alarms on CPU, memory and disk space usage. When `true`, list the SNS topics that should be notified in `alarms_sns_topic_arn`."
  type        = bool
  default     = true
}

variable "enable_cloudwatch_metrics" {
  description = "Whether to give the instances IAM permissions to publish custom metrics to CloudWatch. Combined with the CloudWatch agent from terraform-aws-monitoring, this adds memory and disk metrics."
  type        = bool
  default     = true
}

variable "enable_ebs_csi_driver" {
  description = "Whether to install the EBS CSI Driver as a managed EKS add-on and configure it."
  type        = bool
  default     = false
}

variable "enable_eks_addons" {
  description = "Whether to manage the EKS add-ons listed in `eks_addons`. Customizing the VPC CNI through `use_vpc_cni_customize_script` is not fully compatible with add-ons, because the add-on lifecycle can undo those changes."
  type        = bool
  default     = false
}

variable "enable_fail2ban" {
  description = "Whether to install fail2ban on the instances to block repeated failed login attempts."
  type        = bool
  default     = true
}

variable "enable_worker_cloudwatch_log_aggregation" {
  description = "Whether to send the system logs of the worker instances to CloudWatch Logs, with the log aggregation scripts from terraform-aws-monitoring. Meant for system-level logs only; collect container logs with fluent-bit from the EKS core services instead."
  type        = bool
  default     = false
}

variable "enabled_control_plane_log_types" {
  description = "Control plane log types that EKS sends to CloudWatch Logs. The available types are `api`, `audit`, `authenticator`, `controllerManager` and `scheduler`."
  type        = list(string)
  default     = ["api", "audit", "authenticator"]
}

variable "endpoint_public_access" {
  description = "Whether the Kubernetes API gets a public endpoint that can be reached from outside the VPC. The private endpoint inside the VPC is always on."
  type        = bool
  default     = true
}

variable "external_account_ssh_grunt_role_arn" {
  description = "ARN of an IAM role in another AWS account that ssh-grunt assumes to read IAM group membership and public SSH keys, for setups where the IAM users and groups live in that account. Leave it as an empty string when not needed; null is rejected."
  type        = string
  default     = ""
}

variable "fargate_profile_executor_iam_role_arns_for_k8s_role_mapping" {
  description = "Fargate profile IAM roles, by ARN, to map to Kubernetes Nodes."
  type        = list(string)
  default     = []
}

variable "fargate_worker_disallowed_availability_zones" {
  description = "Availability Zones of the region in which Fargate workers must not run, for example zones that have run out of capacity. An empty list allows every zone."
  type        = list(string)
  default     = ["us-east-1d", "us-east-1e", "ca-central-1d"]
}

variable "high_worker_cpu_utilization_period" {
  description = "Length, in seconds, of the period over which the CPU utilization of the worker ASG is measured for the high CPU alarm."
  type        = number
  default     = 60
}

variable "high_worker_cpu_utilization_threshold" {
  description = "Average CPU utilization, in percent, of the worker ASG above which the high CPU alarm fires."
  type        = number
  default     = 90
}

variable "high_worker_cpu_utilization_treat_missing_data" {
  description = "How the high CPU alarm treats periods with missing data: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"
}

variable "high_worker_disk_utilization_period" {
  description = "Length, in seconds, of the period over which the root disk utilization of the worker ASG is measured for the high disk alarm."
  type        = number
  default     = 60
}

variable "high_worker_disk_utilization_threshold" {
  description = "Average root disk utilization, in percent, of the worker ASG above which the high disk alarm fires."
  type        = number
  default     = 90
}

variable "high_worker_disk_utilization_treat_missing_data" {
  description = "How the high disk alarm treats periods with missing data: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"
}

variable "high_worker_memory_utilization_period" {
  description = "Length, in seconds, of the period over which the memory utilization of the worker ASG is measured for the high memory alarm."
  type        = number
  default     = 60
}

variable "high_worker_memory_utilization_threshold" {
  description = "Average memory utilization, in percent, of the worker ASG above which the high memory alarm fires."
  type        = number
  default     = 90
}

variable "high_worker_memory_utilization_treat_missing_data" {
  description = "How the high memory alarm treats periods with missing data: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"
}

variable "iam_role_to_rbac_group_mapping" {
  description = "Map from IAM role ARNs to the Kubernetes RBAC groups that anyone using the role receives, for example an admin role mapped to `system:masters`."
  type        = map(list(string))
  default     = {}
}

variable "iam_user_to_rbac_group_mapping" {
  description = "Map from IAM user ARNs to the Kubernetes RBAC groups that grant that user permissions, for example an admin user mapped to `system:masters`."
  type        = map(list(string))
  default     = {}
}

variable "kubergrunt_download_url" {
  description = "Where to download kubergrunt from when it is not installed yet. Point it at a kubergrunt release that works with your `kubernetes_version`."
  type        = string
  default     = "https://github.com/gruntwork-io/kubergrunt/releases/download/v0.15.0/kubergrunt_<platform>"
}

variable "kubernetes_version" {
  description = "Kubernetes version the EKS cluster runs. The EKS documentation lists the versions currently available."
  type        = string
  default     = "1.29"
}

variable "managed_node_group_configurations" {
  description = "EKS managed node groups to create, as a map whose keys are unique strings used as suffixes of the node group names; an empty map creates none. Each entry can set attributes such as `subnet_ids`, `min_size`, `max_size`, `desired_size`, `instance_types`, `capacity_type` (`ON_DEMAND` or `SPOT`), `launch_template` (name or ID plus version), root volume settings, `labels`, `taints`, `tags`, `eks_kubelet_extra_args` and `cloud_init_parts`; anything an entry omits takes the matching `node_group_default_*` input."
  type        = any
  default     = {}
}

variable "node_group_default_capacity_type" {
  description = "Capacity type of managed node groups whose entry omits `capacity_type`: `ON_DEMAND` or `SPOT`."
  type        = string
  default     = "ON_DEMAND"
}

variable "node_group_default_desired_size" {
  description = "Desired number of instances in managed node groups whose entry omits `desired_size`."
  type        = number
  default     = 1
}

variable "node_group_default_enable_detailed_monitoring" {
  description = "Whether instances of managed node groups get detailed EC2 monitoring, for entries that omit `enable_detailed_monitoring`."
  type        = bool
  default     = true
}

variable "node_group_default_http_put_response_hop_limit" {
  description = "HTTP PUT response hop limit for instance metadata requests on managed node group instances, for entries of `managed_node_group_configurations` without `http_put_response_hop_limit`."
  type        = number
  default     = null
}

variable "node_group_default_instance_root_volume_encryption" {
  description = "Whether root volumes of managed node group instances are encrypted, for entries that omit `instance_root_volume_encryption`."
  type        = bool
  default     = true
}

variable "node_group_default_instance_root_volume_size" {
  description = "Size in GB of the root volume of managed node group instances, for entries that omit `instance_root_volume_size`."
  type        = number
  default     = 40
}

variable "node_group_default_instance_root_volume_type" {
  description = "EBS volume type of the root volume of managed node group instances, for entries that omit `instance_root_volume_type`."
  type        = string
  default     = "gp3"
}

variable "node_group_default_instance_types" {
  description = "Instance types EKS may choose from when it launches nodes, for managed node groups whose entry omits `instance_types`. With a launch template, this list takes precedence over the instance type in the template."
  type        = list(string)
  default     = null
}

variable "node_group_default_labels" {
  description = "Kubernetes labels for the nodes of managed node groups whose entry omits `labels`. An entry with its own `labels` does not receive these."
  type        = map(string)
  default     = {}
}

variable "node_group_default_max_pods_allowed" {
  description = "Maximum number of Pods on one managed node group instance, for entries of `managed_node_group_configurations` without `max_pods_allowed`. When null, the limit is derived from the number of IP addresses the instance type can hold."
  type        = number
  default     = null
}

variable "node_group_default_max_size" {
  description = "Largest number of instances a managed node group may scale to, for entries that omit `max_size`."
  type        = number
  default     = 1
}

variable "node_group_default_min_size" {
  description = "Smallest number of instances a managed node group keeps, for entries that omit `min_size`."
  type        = number
  default     = 1
}

variable "node_group_default_subnet_ids" {
  description = "Subnets in which managed node groups launch their instances when an entry omits `subnet_ids`; usually private subnets, one in each Availability Zone."
  type        = list(string)
  default     = null
}

variable "node_group_default_tags" {
  description = "Tags for the instances of managed node groups whose entry omits `tags`. An entry with its own `tags` does not receive these."
  type        = map(string)
  default     = {}
}

variable "node_group_default_taints" {
  description = "Kubernetes taints for the nodes of managed node groups whose entry omits `taints`."
  type        = list(map(string))
  default     = []
}

variable "node_group_iam_permissions_boundary" {
  description = "Attaches the permissions boundary at this ARN to the IAM role that the module makes for managed node groups."
  type        = string
  default     = null
}

variable "node_group_launch_template_instance_type" {
  description = "Instance type written into the launch template of managed node groups. It takes effect when an entry sets `instance_types` explicitly to null; an entry that simply omits `instance_types` uses `node_group_default_instance_types` instead."
  type        = string
  default     = null
}

variable "node_group_mirror_tags_to_asg" {
  description = "Whether the tags of each managed node group are copied to its underlying Auto Scaling Group. Only the first ASG of a node group gets them; to tag all of them, manage `aws_autoscaling_group_tag` resources in a separate Terraform state or apply in two stages."
  type        = bool
  default     = true
}

variable "node_group_security_group_tags" {
  description = "Tags for the security group of the managed node group ASGs, as a map from tag name to tag value."
  type        = map(string)
  default     = {}
}

variable "num_control_plane_vpc_subnet_ids" {
  description = "How many subnets `control_plane_vpc_subnet_ids` contains. Leave it null to count the list; set it when the subnets are created in the same Terraform run, because `count` and `for_each` cannot depend on values that are unknown at plan time."
  type        = number
  default     = null
}

variable "num_worker_vpc_subnet_ids" {
  description = "How many subnets `worker_vpc_subnet_ids` contains. Leave it null to count the list; set it when the subnets are created in the same Terraform run, because `count` and `for_each` cannot depend on values that are unknown at plan time."
  type        = number
  default     = null
}

variable "schedule_control_plane_services_on_fargate" {
  description = "Whether the control plane services are scheduled on Fargate, which lets the cluster operate with no worker nodes at all. Requires kubergrunt on the machine that runs Terraform, `create_default_fargate_iam_role` set to `true`, and subnets in `worker_vpc_subnet_ids`."
  type        = bool
  default     = false
}

variable "secret_envelope_encryption_kms_key_arn" {
  description = "ARN of a KMS key with which Kubernetes Secrets are envelope-encrypted, as an extra layer on top of the encryption at rest that EKS applies anyway. AWS does not let you turn secrets encryption off once it is on."
  type        = string
  default     = null
}

variable "should_create_control_plane_cloudwatch_log_group" {
  description = "Whether the module creates the CloudWatch log group for control plane logs in advance, so that its retention, KMS key and tags can be set with the `control_plane_cloudwatch_log_group_*` inputs. When `false`, EKS creates a basic log group itself. Logs arrive only for the types in `enabled_control_plane_log_types`."
  type        = bool
  default     = true
}

variable "ssh_grunt_iam_group" {
  description = "Name of the IAM group whose members ssh-grunt allows to connect to the EKS workers over SSH. Use an empty string, not null, to leave it out."
  type        = string
  default     = "ssh-grunt-users"
}

variable "ssh_grunt_iam_group_sudo" {
  description = "Name of the IAM group whose members ssh-grunt allows to connect to the EKS workers over SSH with sudo rights. Use an empty string, not null, to leave it out."
  type        = string
  default     = "ssh-grunt-sudo-users"
}

variable "tenancy" {
  description = "Tenancy of the EC2 instances: `default`, `dedicated` or `host`."
  type        = string
  default     = "default"
}

variable "use_exec_plugin_for_auth" {
  description = "Whether the Kubernetes provider authenticates with an exec plugin that fetches a fresh token whenever it needs one. EKS tokens are short-lived and can expire during a long apply or destroy; `use_kubergrunt_to_fetch_token` chooses the tool that fetches them."
  type        = bool
  default     = true
}

variable "use_imdsv1" {
  description = "Whether the launch template allows version 1 of the Instance Metadata Service. IMDSv2 is the more secure choice; turn this on only for AMIs that still depend on IMDSv1."
  type        = bool
  default     = false
}

variable "use_kubergrunt_sync_components" {
  description = "Whether kubergrunt upgrades the installed core EKS components to matching versions every time `kubernetes_version` changes."
  type        = bool
  default     = true
}

variable "use_kubergrunt_to_fetch_token" {
  description = "Whether the exec plugin gets EKS tokens from kubergrunt (`true`) or from the AWS CLI (`false`); the chosen tool must be installed and on your PATH. Has an effect only when `use_exec_plugin_for_auth` is `true`."
  type        = bool
  default     = true
}

variable "use_kubergrunt_verification" {
  description = "Whether kubergrunt waits until the Kubernetes API server answers before the apply completes. When `false`, the module waits a fixed 30 seconds instead."
  type        = bool
  default     = true
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}

variable "use_vpc_cni_customize_script" {
  description = "Whether kubergrunt, run as a local-exec provisioner, manages the configuration options of aws-vpc-cni. When `false`, the `vpc_cni_*` inputs are ignored."
  type        = bool
  default     = true
}

variable "vpc_cni_enable_prefix_delegation" {
  description = "Whether the AWS VPC CNI runs in prefix delegation mode, in which each ENI receives 16 IP addresses (a /28) instead of one, so more Pods fit on a node. The CNI preallocates a whole prefix, so a node with a single Pod can still hold up to 32 VPC addresses; `vpc_cni_warm_ip_target` adjusts this."
  type        = bool
  default     = true
}

variable "vpc_cni_minimum_ip_target" {
  description = "Minimum number of IP addresses, in use or free, that every node starts with. When null, the aws-vpc-cni default applies. In prefix delegation mode, a value of 25 makes each node allocate two prefixes (32 addresses) instead of one."
  type        = number
  default     = null
}

variable "vpc_cni_warm_ip_target" {
  description = "How many unused IP addresses every node keeps in reserve. When null, the aws-vpc-cni default applies. In prefix delegation mode it decides when a node preallocates another prefix: with a value of 5, a node running 9 Pods does not yet take another block of 16 addresses."
  type        = number
  default     = null
}

variable "worker_cloudwatch_log_group_kms_key_id" {
  description = "Customer managed KMS key (key ID, key ARN or alias ARN) that encrypts the worker system logs. Only used when `enable_worker_cloudwatch_log_aggregation` is `true`."
  type        = string
  default     = null
}

variable "worker_cloudwatch_log_group_name" {
  description = "Worker system logs are sent to the CloudWatch log group with this name. It applies only if `enable_worker_cloudwatch_log_aggregation` is `true`."
  type        = string
  default     = null
}

variable "worker_cloudwatch_log_group_retention_in_days" {
  description = "Number of days CloudWatch keeps the worker system log events; use one of the values CloudWatch Logs accepts for retention. When null, events never expire. Only used when `enable_worker_cloudwatch_log_aggregation` is `true`."
  type        = number
  default     = null
}

variable "worker_cloudwatch_log_group_tags" {
  description = "Tags for the CloudWatch log group of the worker system logs, as a map from tag key to tag value. Only used when `enable_worker_cloudwatch_log_aggregation` is `true`."
  type        = map(string)
  default     = null
}

variable "worker_iam_role_arns_for_k8s_role_mapping" {
  description = "ARNs of IAM roles of EC2 instances that should be mapped to Kubernetes Nodes, such as the worker roles output by `amazon-eks-workers`."
  type        = list(string)
  default     = []
}

variable "worker_name_prefix" {
  description = "String placed in front of the names of worker resources, which keeps the resources of several worker groups of one cluster apart. Empty by default so that names stay short."
  type        = string
  default     = ""
}

variable "worker_vpc_subnet_ids" {
  description = "Subnets in which the administrative Pods of the cluster run, normally private subnets with one per Availability Zone. Required when `schedule_control_plane_services_on_fargate` is `true`."
  type        = list(string)
  default     = []
}
