# Inputs of the modules/services/eks-core-services module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "aws_region" {
  description = "AWS region in which the module creates its resources."
  type        = string
}

variable "eks_cluster_name" {
  description = "Identifies, by name, the already existing EKS cluster that receives the core services."
  type        = string
}

variable "eks_iam_role_for_service_accounts_config" {
  description = "OpenID Connect provider of the EKS cluster, used to give the core services AWS permissions through IAM roles for service accounts (IRSA). Set `openid_connect_provider_arn` to the provider's ARN and `openid_connect_provider_url` to its URL, or pass null if you do not use IRSA."
  type        = object({
      openid_connect_provider_arn = string
      openid_connect_provider_url = string
    })
}

variable "pod_execution_iam_role_arn" {
  description = "ARN of the IAM role Fargate uses as the pod execution role for core services scheduled on Fargate. Needed when any `schedule_*_on_fargate` input is `true`; set it to null otherwise."
  type        = string
}

variable "vpc_id" {
  description = "ID of the VPC that the EKS cluster runs in. The AWS Load Balancer Controller is configured with it."
  type        = string
}

variable "worker_vpc_subnet_ids" {
  description = "Subnet IDs in which Fargate runs the pods of core services you schedule on Fargate; subnets in zones listed in `fargate_worker_disallowed_availability_zones` are skipped. Pass an empty list when no core service runs on Fargate."
  type        = list(string)
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "alb_ingress_controller_alb_iam_role_arn" {
  description = "ARN of an IAM role that the AWS Load Balancer Controller assumes to create and manage load balancers. Use it when load balancers have to be managed from another AWS account, for example when the cluster's VPC is shared from that account."
  type        = string
  default     = null
}

variable "alb_ingress_controller_chart_version" {
  description = "Selects the `aws-load-balancer-controller` Helm chart release that gets installed."
  type        = string
  default     = "1.4.1"
}

variable "alb_ingress_controller_default_tags" {
  description = "Tags that the AWS Load Balancer Controller applies to every AWS resource it manages, as a map of tag key to value."
  type        = map(string)
  default     = {}
}

variable "alb_ingress_controller_docker_image_repo" {
  description = "Container image repository from which the AWS Load Balancer Controller image is pulled."
  type        = string
  default     = "602401143452.dkr.ecr.us-west-2.amazonaws.com/amazon/aws-load-balancer-controller"
}

variable "alb_ingress_controller_docker_image_tag" {
  description = "Picks which container image tag of the AWS Load Balancer Controller runs."
  type        = string
  default     = "v2.4.1"
}

variable "alb_ingress_controller_pod_node_affinity" {
  description = "Node affinity rules that limit which nodes the AWS Load Balancer Controller pods can be scheduled on. Each item becomes one `matchExpressions` entry (`key`, `operator`, `values`) under `requiredDuringSchedulingIgnoredDuringExecution`, and a node qualifies only if it matches every item."
  type        = list(object({
      key      = string
      values   = list(string)
      operator = string
    }))
  default     = []
}

variable "alb_ingress_controller_pod_tolerations" {
  description = "Tolerations that allow the AWS Load Balancer Controller pods to run on tainted nodes. Each list item is one Kubernetes toleration, written as a map with fields such as `key`, `operator`, `effect` and `tolerationSeconds`."
  type        = list(map(any))
  default     = []
}

variable "autoscaler_down_delay_after_add" {
  description = "How long the cluster autoscaler waits after a scale-up before it considers any node for removal, as a duration string such as `10m`."
  type        = string
  default     = "10m"
}

variable "autoscaler_log_level_verbosity" {
  description = "Log verbosity level of the cluster autoscaler; higher numbers produce more detailed logs, lower numbers less."
  type        = number
  default     = 4
}

variable "autoscaler_scale_down_unneeded_time" {
  description = "How long a node has to stay unused before the cluster autoscaler considers removing it, as a duration string such as `10m`."
  type        = string
  default     = "10m"
}

variable "autoscaler_skip_nodes_with_local_storage" {
  description = "Whether the cluster autoscaler protects nodes that run pods with local storage, such as `emptyDir` or `hostPath` volumes. When `true`, it never removes those nodes."
  type        = bool
  default     = true
}

variable "aws_cloudwatch_agent_image_repository" {
  description = "Container repository to pull the CloudWatch agent image from. When null, the Helm chart's default repository is used. Affects only EC2 workers, not Fargate."
  type        = string
  default     = null
}

variable "aws_cloudwatch_agent_pod_node_affinity" {
  description = "Node affinity rules that limit which nodes the CloudWatch agent pods can be scheduled on. Each item becomes one `matchExpressions` entry (`key`, `operator`, `values`) under `requiredDuringSchedulingIgnoredDuringExecution`, and a node qualifies only if it matches every item."
  type        = list(object({
      key      = string
      values   = list(string)
      operator = string
    }))
  default     = []
}

variable "aws_cloudwatch_agent_pod_resources" {
  description = "CPU and memory requests and limits for the CloudWatch agent pods, written as a map in the shape of a Kubernetes container `resources` block (`requests` and `limits`, each with `cpu` and `memory`)."
  type        = any
  default     = null
}

variable "aws_cloudwatch_agent_pod_tolerations" {
  description = "Tolerations that allow the CloudWatch agent pods to run on tainted nodes. Each list item is one Kubernetes toleration, written as a map with fields such as `key`, `operator`, `effect` and `tolerationSeconds`."
  type        = list(map(any))
  default     = []
}

variable "aws_cloudwatch_agent_version" {
  description = "Version of the `amazon/cloudwatch-agent` image to install. When null, the version pinned by the Helm chart is used. Affects only EC2 workers, not Fargate."
  type        = string
  default     = null
}

variable "cluster_autoscaler_pod_annotations" {
  description = "Annotations added to the cluster autoscaler pods, as a map of key to value."
  type        = map(string)
  default     = {}
}

variable "cluster_autoscaler_pod_labels" {
  description = "Labels added to the cluster autoscaler pods, as a map of key to value."
  type        = map(string)
  default     = {}
}

variable "cluster_autoscaler_pod_node_affinity" {
  description = "Node affinity rules that limit which nodes the cluster autoscaler pods can be scheduled on. Each item becomes one `matchExpressions` entry (`key`, `operator`, `values`) under `requiredDuringSchedulingIgnoredDuringExecution`, and a node qualifies only if it matches every item."
  type        = list(object({
      key      = string
      values   = list(string)
      operator = string
    }))
  default     = []
}

variable "cluster_autoscaler_pod_resources" {
  description = "CPU and memory requests and limits for the cluster autoscaler pods, in the shape of a Kubernetes container `resources` block. It matters most when the autoscaler runs on Fargate: the autoscaler is known to fail with Fargate's default sizing, which is why the module sets larger values by default."
  type        = any
  default     = {
    limits   = { cpu = "250m", memory = "1024Mi" }
    requests = { cpu = "250m", memory = "1024Mi" }
  }
}

variable "cluster_autoscaler_pod_tolerations" {
  description = "Tolerations that allow the cluster autoscaler pods to run on tainted nodes. Each list item is one Kubernetes toleration, written as a map with fields such as `key`, `operator`, `effect` and `tolerationSeconds`."
  type        = list(map(any))
  default     = []
}

variable "cluster_autoscaler_release_name" {
  description = "Name of the Helm release of the cluster autoscaler. Changing it forces the component to be deployed again."
  type        = string
  default     = "cluster-autoscaler"
}

variable "cluster_autoscaler_repository" {
  description = "Container image repository to install the cluster autoscaler from. The repositories you can use are listed with the [Kubernetes autoscaler releases](https://github.com/kubernetes/autoscaler/releases)."
  type        = string
  default     = "registry.k8s.io/autoscaling/cluster-autoscaler"
}

variable "cluster_autoscaler_scaling_strategy" {
  description = "Expander the cluster autoscaler uses to choose which Auto Scaling Group to grow when the cluster needs more capacity."
  type        = string
  default     = "least-waste"
}

variable "cluster_autoscaler_version" {
  description = "Version of the cluster autoscaler to install. Keep its major and minor version (for example `v1.29`) in line with the Kubernetes version of the cluster."
  type        = string
  default     = "v1.29.0"
}

variable "enable_alb_ingress_controller" {
  description = "Whether to install the AWS Load Balancer Controller, which turns Ingress resources into AWS load balancers."
  type        = bool
  default     = true
}

variable "enable_aws_cloudwatch_agent" {
  description = "Whether to install the AWS CloudWatch agent as a DaemonSet on EC2 worker nodes (self-managed Auto Scaling Groups or managed node groups) to report container and node metrics."
  type        = bool
  default     = true
}

variable "enable_cluster_autoscaler" {
  description = "Whether to install the Kubernetes cluster autoscaler, which resizes the EKS worker node groups to match pod demand."
  type        = bool
  default     = true
}

variable "enable_external_dns" {
  description = "Whether to install external-dns, which keeps Route 53 records in step with the hostnames of Services and Ingresses."
  type        = bool
  default     = true
}

variable "enable_fargate_fluent_bit" {
  description = "Whether to set up Fluent Bit log aggregation for pods that run on EKS Fargate. Requires `fargate_fluent_bit_execution_iam_role_arns`."
  type        = bool
  default     = true
}

variable "enable_fluent_bit" {
  description = "Whether to deploy Fluent Bit to collect container logs and ship them to CloudWatch Logs."
  type        = bool
  default     = true
}

variable "external_dns_batch_change_interval" {
  description = "Pause between two batches of Route 53 changes made by external-dns, as a duration string such as `1m`. When null, the chart default (`1s`) applies."
  type        = string
  default     = null
}

variable "external_dns_batch_change_size" {
  description = "Largest number of record changes external-dns sends to Route 53 in a single batch. When null, the chart default (1000) applies."
  type        = number
  default     = null
}

variable "external_dns_chart_name" {
  description = "Name of the external-dns Helm chart. Leave it as `external-dns` unless the repository set in `external_dns_chart_repository_url` publishes the chart under another name."
  type        = string
  default     = "external-dns"
}

variable "external_dns_chart_repository_url" {
  description = "URL of the Helm repository that serves the external-dns chart. Change it when you need an older Bitnami chart version that Bitnami's retention policy has removed from its main index."
  type        = string
  default     = "https://charts.bitnami.com/bitnami"
}

variable "external_dns_chart_version" {
  description = "Version of the external-dns Helm chart. This is the chart's own version, not the version of the external-dns application or container."
  type        = string
  default     = "6.12.2"
}

variable "external_dns_image_registry" {
  description = "Container registry from which the external-dns image is pulled."
  type        = string
  default     = null
}

variable "external_dns_pod_node_affinity" {
  description = "Node affinity rules that limit which nodes the external-dns pods can be scheduled on. Each item becomes one `matchExpressions` entry (`key`, `operator`, `values`) under `requiredDuringSchedulingIgnoredDuringExecution`, and a node qualifies only if it matches every item."
  type        = list(object({
      key      = string
      values   = list(string)
      operator = string
    }))
  default     = []
}

variable "external_dns_pod_tolerations" {
  description = "Tolerations that allow the external-dns pods to run on tainted nodes. Each list item is one Kubernetes toleration, written as a map with fields such as `key`, `operator`, `effect` and `tolerationSeconds`."
  type        = list(map(any))
  default     = []
}

variable "external_dns_poll_interval" {
  description = "How often external-dns synchronizes domains, as a duration string such as `1m`. When null, the chart default (`1m`) applies."
  type        = string
  default     = null
}

variable "external_dns_route53_hosted_zone_domain_filters" {
  description = "Domain names that limit which Route 53 hosted zones external-dns may write records to; an empty list allows every zone. A zone must also pass `external_dns_route53_hosted_zone_id_filters` and `external_dns_route53_hosted_zone_tag_filters`."
  type        = list(string)
  default     = []
}

variable "external_dns_route53_hosted_zone_id_filters" {
  description = "Hosted zone IDs that limit which Route 53 zones external-dns may write records to; an empty list allows every zone. A zone must also pass `external_dns_route53_hosted_zone_domain_filters` and `external_dns_route53_hosted_zone_tag_filters`."
  type        = list(string)
  default     = []
}

variable "external_dns_route53_hosted_zone_tag_filters" {
  description = "Tags a Route 53 hosted zone must carry before external-dns writes records to it, each given as an object with `key` and `value`; an empty list allows every zone. A zone must also pass `external_dns_route53_hosted_zone_domain_filters` and `external_dns_route53_hosted_zone_id_filters`."
  type        = list(object({
      key   = string
      value = string
    }))
  default     = []
}

variable "external_dns_route53_zones_cache_duration" {
  description = "How long external-dns caches the list of hosted zones, as a duration string such as `1m`. When null, the chart default applies, which is no caching."
  type        = string
  default     = null
}

variable "external_dns_sources" {
  description = "Kinds of Kubernetes resources that external-dns watches for hostnames to publish. If you use Istio gateways, add `istio-gateway` to the list."
  type        = list(string)
  default     = ["ingress", "service"]
}

variable "external_dns_trigger_loop_on_event" {
  description = "Whether external-dns also runs a synchronization whenever a watched resource is created, updated or deleted, on top of its regular polling."
  type        = bool
  default     = false
}

variable "fargate_fluent_bit_execution_iam_role_arns" {
  description = "Fargate pod execution IAM roles, given as ARNs, that are granted permission to send logs through Fluent Bit. You must set it whenever `enable_fargate_fluent_bit` is `true`."
  type        = list(string)
  default     = []
}

variable "fargate_fluent_bit_extra_filters" {
  description = "Extra Fluent Bit filter configuration for Fargate pod logs, as a string in Fluent Bit's configuration file syntax."
  type        = string
  default     = ""
}

variable "fargate_fluent_bit_extra_parsers" {
  description = "Extra Fluent Bit parser configuration for Fargate pod logs, as a string in Fluent Bit's configuration file syntax."
  type        = string
  default     = ""
}

variable "fargate_fluent_bit_include_kubernetes_metadata" {
  description = "Controls if log records from pods on Fargate get enriched with Kubernetes metadata."
  type        = bool
  default     = true
}

variable "fargate_fluent_bit_log_stream_prefix" {
  description = "Text that starts the name of the CloudWatch log stream created for every Fargate pod."
  type        = string
  default     = "fargate"
}

variable "fargate_worker_disallowed_availability_zones" {
  description = "Availability Zones of the region in which Fargate workers must not run, for example zones that have run out of capacity. An empty list allows every zone."
  type        = list(string)
  default     = ["us-east-1d", "us-east-1e", "ca-central-1d"]
}

variable "fluent_bit_additional_filters" {
  description = "Extra filter sections for Fluent Bit, as a string in Fluent Bit configuration syntax; it is inserted as is into `fluent-bit.conf`."
  type        = string
  default     = ""
}

variable "fluent_bit_additional_inputs" {
  description = "Extra input sections for Fluent Bit, as a string in Fluent Bit configuration syntax."
  type        = string
  default     = ""
}

variable "fluent_bit_default_input_configuration" {
  description = "Settings of the default Fluent Bit input that tails the container log files; set it to null to leave this input out. `enabled` switches it off while keeping the block, `tag` labels its records, `path` is the glob of log files to read, `db` is the file that records read positions, and `parser`, `dockerMode`, `memBufLimit`, `skipLongLines` and `refreshInterval` set the Fluent Bit options of the same names."
  type        = object({
      enabled = bool
      tag = string
      path = string
      db = string
      parser = string
      dockerMode = string
      memBufLimit = string
      skipLongLines = string
      refreshInterval = string
    })
  default     = {
    db              = "/var/log/flb_kube.db"
    dockerMode      = "On"
    enabled         = true
    memBufLimit     = "5MB"
    parser          = "docker"
    path            = "/var/log/containers/*.log"
    refreshInterval = "10"
    skipLongLines   = "On"
    tag             = "kube.*"
  }
}

variable "fluent_bit_extra_filters" {
  description = "Extra parameters for the Kubernetes filter that the `aws-for-fluent-bit` Helm chart configures by default, in Fluent Bit configuration syntax. They are appended to that filter's settings."
  type        = string
  default     = ""
}

variable "fluent_bit_extra_inputs" {
  description = "Configuration to append to the existing Fluent Bit input, in Fluent Bit configuration syntax; it is inserted as is into `fluent-bit.conf`."
  type        = string
  default     = ""
}

variable "fluent_bit_extra_outputs" {
  description = "Additional Fluent Bit output sections, so logs can also go to other destinations, as a string in Fluent Bit configuration syntax."
  type        = string
  default     = ""
}

variable "fluent_bit_extra_parsers" {
  description = "Additional log parser definitions for Fluent Bit, in Fluent Bit configuration syntax; they are inserted as is into `fluent-bit.conf`."
  type        = string
  default     = ""
}

variable "fluent_bit_image_repository" {
  description = "Container repository to pull the `aws-for-fluent-bit` image from. When null, the Helm chart's default repository is used. Affects only EC2 workers, not Fargate."
  type        = string
  default     = null
}

variable "fluent_bit_log_group_already_exists" {
  description = "Set to `true` when the CloudWatch Logs log group that Fluent Bit writes to already exists, so the module does not create it."
  type        = bool
  default     = false
}

variable "fluent_bit_log_group_kms_key_id" {
  description = "ARN of the KMS key that encrypts the CloudWatch Logs log group holding container logs shipped by Fluent Bit. When null, no KMS key is used."
  type        = string
  default     = null
}

variable "fluent_bit_log_group_name" {
  description = "Sets the CloudWatch Logs log group that receives the logs Fluent Bit streams. Leaving it null names the group after `eks_cluster_name`."
  type        = string
  default     = null
}

variable "fluent_bit_log_group_retention" {
  description = "How many days CloudWatch Logs keeps the container log events. Accepted values are 3653, 1827, 731, 545, 400, 365, 180, 150, 120, 90, 60, 30, 14, 7, 5, 3 and 1, plus 0, which means the events are kept forever."
  type        = number
  default     = 0
}

variable "fluent_bit_log_group_subscription_arn" {
  description = "ARN of a Lambda function that a CloudWatch Logs subscription on the Fluent Bit log group invokes as new events come in."
  type        = string
  default     = null
}

variable "fluent_bit_log_group_subscription_filter" {
  description = "Filter pattern of the CloudWatch Logs subscription that sends events to the function in `fluent_bit_log_group_subscription_arn`. Used only when that input is set."
  type        = string
  default     = ""
}

variable "fluent_bit_log_stream_prefix" {
  description = "Text that starts the name of each pod's CloudWatch log stream. When null, `fluentbit` is used."
  type        = string
  default     = null
}

variable "fluent_bit_pod_node_affinity" {
  description = "Node affinity rules that limit which nodes the Fluent Bit pods can be scheduled on. Each item becomes one `matchExpressions` entry (`key`, `operator`, `values`) under `requiredDuringSchedulingIgnoredDuringExecution`, and a node qualifies only if it matches every item."
  type        = list(object({
      key      = string
      values   = list(string)
      operator = string
    }))
  default     = []
}

variable "fluent_bit_pod_tolerations" {
  description = "Tolerations that allow the Fluent Bit pods to run on tainted nodes. Each list item is one Kubernetes toleration, written as a map with fields such as `key`, `operator`, `effect` and `tolerationSeconds`."
  type        = list(map(any))
  default     = []
}

variable "fluent_bit_use_cri_parser_conf" {
  description = "Whether Fluent Bit parses container logs with a CRI parser rather than the Docker parser. Use `true` for EKS 1.24 and later."
  type        = bool
  default     = true
}

variable "fluent_bit_version" {
  description = "Chooses the `aws-for-fluent-bit` release to deploy; null falls back to whatever version the Helm chart pins. The setting matters for EC2 workers only and has no effect on Fargate."
  type        = string
  default     = null
}

variable "kubernetes_priority_classes" {
  description = "Defines the PriorityClass objects the module creates, keyed by the name each PriorityClass gets. In every entry, `value` holds the priority number, `global_default` decides whether pods lacking a priority class are given this one, and `description` supplies its description. Background is in [Pod priority and preemption](https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/#priorityclass)."
  type        = map(object({
      description    = string
      global_default = bool
      value          = number
    }))
  default     = {}
}

variable "route53_record_update_policy" {
  description = "How external-dns synchronizes records with Route 53: `sync` also deletes records whose source is gone, while `upsert-only` creates and updates records but never deletes them."
  type        = string
  default     = "sync"
}

variable "schedule_alb_ingress_controller_on_fargate" {
  description = "When `true`, the AWS Load Balancer Controller pods run on Fargate. Requires `pod_execution_iam_role_arn` and `worker_vpc_subnet_ids`."
  type        = bool
  default     = false
}

variable "schedule_cluster_autoscaler_on_fargate" {
  description = "When `true`, the cluster autoscaler pods run on Fargate, so a scale-down can never remove the node the autoscaler itself runs on. It is off by default because Fargate is not offered in every region. Requires `pod_execution_iam_role_arn` and `worker_vpc_subnet_ids`."
  type        = bool
  default     = false
}

variable "schedule_external_dns_on_fargate" {
  description = "Set to `true` to place the external-dns pods on Fargate; this needs `pod_execution_iam_role_arn` and `worker_vpc_subnet_ids` as well."
  type        = bool
  default     = false
}

variable "service_dns_mappings" {
  description = "Kubernetes Services that give an external DNS name, such as an RDS endpoint, a friendly name inside the cluster. The map key is the Service name; each value sets `target_dns` (the DNS name requests are routed to), `target_port` (the port) and `namespace` (where the Service is created)."
  type        = map(object({
      target_dns = string
      target_port = number
      namespace = string
    }))
  default     = {}
}

variable "use_exec_plugin_for_auth" {
  description = "Whether the Kubernetes provider authenticates with an exec plugin that fetches a fresh token whenever it needs one. EKS tokens are short-lived and can expire during a long apply or destroy; `use_kubergrunt_to_fetch_token` chooses the tool that fetches them."
  type        = bool
  default     = true
}

variable "use_kubergrunt_to_fetch_token" {
  description = "Whether the exec plugin gets EKS tokens from kubergrunt (`true`) or from the AWS CLI (`false`); the chosen tool must be installed and on your PATH. Has an effect only when `use_exec_plugin_for_auth` is `true`."
  type        = bool
  default     = true
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
