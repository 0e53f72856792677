# Inputs of the modules/services/k8s-service module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "application_name" {
  description = "Name of the application, such as `my-service-stage`. It labels the Kubernetes resources and also names the Helm release."
  type        = string
}

variable "container_image" {
  description = "Container image to run, as an object with `repository` (for example `gruntwork/frontend-service`), `tag` (the image tag to deploy) and `pull_policy` (`IfNotPresent`, `Always` or `Never`)."
  type        = object({
      repository = string
      tag = string
      pull_policy = string
    })
}

variable "container_port" {
  description = "Port on which the application container listens for incoming traffic."
  type        = number
}

variable "desired_number_of_pods" {
  description = "Number of pod replicas of the application to run in the cluster."
  type        = number
}

variable "namespace" {
  description = "The application gets deployed into this Kubernetes namespace."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_ports" {
  description = "Extra container ports to expose, as a map keyed by port name whose values set `port` and `protocol`; for example, a `prometheus` entry with port 9102 over `TCP`."
  type        = map(object({
      port : number
      protocol : string
    }))
  default     = null
}

variable "alb_acm_certificate_arns" {
  description = "ACM certificates, given by ARN, that get attached to the ALB; whichever ARN comes first serves as the default certificate."
  type        = list(string)
  default     = []
}

variable "alb_health_check_healthy_threshold" {
  description = "Number of health checks in a row that must succeed before the ALB considers an unhealthy target healthy again."
  type        = number
  default     = 2
}

variable "alb_health_check_interval" {
  description = "Time, in seconds, between two ALB health checks."
  type        = number
  default     = 30
}

variable "alb_health_check_path" {
  description = "The path in the URL that ALB health checks send their requests to."
  type        = string
  default     = "/"
}

variable "alb_health_check_port" {
  description = "Port that the ALB health check probes. `traffic-port` means the port that receives the traffic (the NodePort or the port of the service); a Kubernetes named port or a port number also works."
  type        = string
  default     = "traffic-port"
}

variable "alb_health_check_protocol" {
  description = "Protocol the ALB health check uses to reach the application: `HTTP` or `HTTPS`."
  type        = string
  default     = "HTTP"
}

variable "alb_health_check_success_codes" {
  description = "HTTP status codes that count as a successful health check: a single code (`200`), a comma-separated list (`200,201`) or a range (`200-300`)."
  type        = string
  default     = "200"
}

variable "alb_health_check_timeout" {
  description = "Time, in seconds, the ALB waits for a health check response before counting the check as failed."
  type        = number
  default     = 10
}

variable "canary_image" {
  description = "Container image for the canary pods, with the same `repository`, `tag` and `pull_policy` attributes as `container_image`. Required when `desired_number_of_canary_pods` is greater than 0."
  type        = object({
      repository = string
      tag = string
      pull_policy = string
    })
  default     = null
}

variable "cleanup_on_fail" {
  description = "Whether Helm may delete resources that a failed upgrade created."
  type        = bool
  default     = null
}

variable "configmaps_as_env_vars" {
  description = "ConfigMaps whose entries are passed to the container as environment variables. The outer key is the ConfigMap name and the inner map goes from ConfigMap key to environment variable name, so `myconfig = { foo = \"MY_CONFIG\" }` sets `MY_CONFIG` from the `foo` key."
  type        = map(map(string))
  default     = {}
}

variable "configmaps_as_volumes" {
  description = "ConfigMaps mounted into the container as volumes, keyed by ConfigMap name. Each value sets `mount_path` (where the ConfigMap appears in the container) and, optionally, `sub_path` (a single entry of the ConfigMap to mount at that path)."
  type        = map(any)
  default     = {}
}

variable "container_protocol" {
  description = "Protocol on which the application container accepts traffic. It must be a protocol that Kubernetes Services support, such as `TCP`, `UDP` or `SCTP`."
  type        = string
  default     = "TCP"
}

variable "custom_resources" {
  description = "Additional Kubernetes resources to install together with the chart, as a map from a name you choose to the YAML manifest of one resource, for example a ConfigMap written inline or a Secret read with `file()`."
  type        = map(string)
  default     = {}
}

variable "deployment_annotations" {
  description = "Annotations to add to the Deployment, as a map of key to value, for example `prometheus.io/scrape = \"true\"`."
  type        = map(string)
  default     = {}
}

variable "desired_number_of_canary_pods" {
  description = "Number of canary pods to run for the application. Any value above 0 requires `canary_image`."
  type        = number
  default     = 0
}

variable "domain_name" {
  description = "Hostname bound to the service's Ingress, such as `service.foo.com`. If external-dns runs in the cluster and is configured for the zone, it also creates the matching DNS record, for example in Route 53."
  type        = string
  default     = null
}

variable "domain_propagation_ttl" {
  description = "TTL of the DNS record that points at the Ingress. It takes effect only when `domain_name` is set and external-dns runs in the cluster."
  type        = number
  default     = null
}

variable "eks_iam_role_for_service_accounts_config" {
  description = "OpenID Connect provider of the EKS cluster, used to create an IAM role that the pods assume through their service account (IRSA). Set `openid_connect_provider_arn` and `openid_connect_provider_url`, or leave both as empty strings if you do not use IRSA."
  type        = object({
      openid_connect_provider_arn = string
      openid_connect_provider_url = string
    })
  default     = {
    openid_connect_provider_arn = ""
    openid_connect_provider_url = ""
  }
}

variable "enable_liveness_probe" {
  description = "Whether to add an HTTP liveness probe to the container. When the probe keeps failing, Kubernetes restarts the container."
  type        = bool
  default     = false
}

variable "enable_readiness_probe" {
  description = "Whether to add an HTTP readiness probe to the container. While the probe fails, the pod receives no traffic from the Service; it is added back once the probe passes."
  type        = bool
  default     = false
}

variable "env_vars" {
  description = "Environment variables for the application container, as a map from variable name to value."
  type        = map(string)
  default     = {}
}

variable "expose_type" {
  description = "How the application can be reached: `external` from the public internet, `internal` only from inside the cluster's VPC, `cluster-internal` only from inside the Kubernetes network, and `none` as a headless Service without a service IP."
  type        = string
  default     = "cluster-internal"
}

variable "force_destroy_ingress_access_logs" {
  description = "Whether `terraform destroy` may delete the Ingress access log bucket even when it still contains log files. Keep it `false` unless the bucket holds only test data."
  type        = bool
  default     = false
}

variable "helm_chart_version" {
  description = "Which release of Gruntwork's `k8s-service` Helm chart the module installs."
  type        = string
  default     = "v0.2.18"
}

variable "horizontal_pod_autoscaler" {
  description = "Configures a HorizontalPodAutoscaler for the Deployment, or turns autoscaling off when set to null. The pod count stays between `min_replicas` and `max_replicas`, and `avg_cpu_utilization` and `avg_mem_utilization` give the target average CPU and memory use as percentages. A metrics provider such as [metrics-server](https://github.com/kubernetes-sigs/metrics-server) must run in the cluster."
  type        = object({
      min_replicas = number
      max_replicas = number
      avg_cpu_utilization = number
      avg_mem_utilization = number
    })
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

variable "iam_role_exists" {
  description = "Whether the IAM role named in `iam_role_name` already exists. With `true` the module uses that role; with `false` it creates it."
  type        = bool
  default     = false
}

variable "iam_role_name" {
  description = "Name of the IAM role the pods use to call AWS APIs through IRSA. The module creates the role unless `iam_role_exists` is `true`. Leave it empty to skip IRSA."
  type        = string
  default     = ""
}

variable "ingress_access_logs_s3_bucket_already_exists" {
  description = "Use `true` to indicate that something other than this module manages the S3 bucket holding Ingress access logs, so the module skips creating it."
  type        = bool
  default     = false
}

variable "ingress_access_logs_s3_bucket_name" {
  description = "Name of the S3 bucket that stores the Ingress access logs. When empty, the module generates a name from `application_name`."
  type        = string
  default     = ""
}

variable "ingress_access_logs_s3_prefix" {
  description = "Key prefix under which the ALB stores its access logs in the bucket. When null, `application_name` is used."
  type        = string
  default     = null
}

variable "ingress_annotations" {
  description = "Adds custom annotations, for example health check or TLS settings, to the Ingress resource as a key-value map. Supported keys appear in the [AWS Load Balancer Controller annotation reference](https://kubernetes-sigs.github.io/aws-load-balancer-controller/v2.4/guide/ingress/annotations/)."
  type        = map(string)
  default     = {}
}

variable "ingress_backend_protocol" {
  description = "Protocol the ALB uses to talk to the Service: `HTTP` or `HTTPS`."
  type        = string
  default     = "HTTP"
}

variable "ingress_configure_ssl_redirect" {
  description = "Whether the ALB redirects plain HTTP requests to HTTPS. Applies only when `expose_type` is `external` or `internal`."
  type        = bool
  default     = true
}

variable "ingress_group" {
  description = "Puts the Ingress into an IngressGroup, so that the rules of all Ingresses in the group share one ALB. `name` is the group to join and `priority` orders this Ingress's rules within the group, with lower numbers evaluated first."
  type        = object({
      name = string
      priority = number
    })
  default     = null
}

variable "ingress_listener_protocol_ports" {
  description = "Listeners the ALB opens, as a list of objects that each give a `protocol` and a `port`."
  type        = list(object({
      protocol = string
      port     = number
    }))
  default     = [
    { port = 80, protocol = "HTTP" },
    { port = 443, protocol = "HTTPS" },
  ]
}

variable "ingress_path" {
  description = "Path prefix that routes requests to the service. To match every path, use `/` with `ingress_path_type` set to `Prefix` on Kubernetes 1.19 and later, or `/*` on older versions."
  type        = string
  default     = "/"
}

variable "ingress_path_type" {
  description = "Sets how the Ingress rule matches paths, using a Kubernetes path type like `Prefix`, `Exact` or `ImplementationSpecific`; see [Ingress path types](https://kubernetes.io/docs/concepts/services-networking/ingress/#path-types)."
  type        = string
  default     = "Prefix"
}

variable "ingress_ssl_redirect_rule_already_exists" {
  description = "Set to `true` when the HTTP-to-HTTPS redirect rule is managed elsewhere, so this service does not add it. Useful with Ingress groups, where one service should own the redirect. Only relevant when `ingress_configure_ssl_redirect` is `true`."
  type        = bool
  default     = false
}

variable "ingress_ssl_redirect_rule_requires_path_type" {
  description = "Whether the redirect rule sets a path type; use `true` on Kubernetes 1.19 and later. Only relevant when `ingress_configure_ssl_redirect` is `true`."
  type        = bool
  default     = true
}

variable "ingress_target_type" {
  description = "How the ALB sends traffic to the pods. `instance` targets the NodePort on every worker node and relies on Kubernetes Service networking to reach the pods; `ip` sends traffic straight to the pod IPs, works only with the AWS VPC CNI, and is required on Fargate. Ignored when `expose_type` is `cluster-internal`."
  type        = string
  default     = "instance"
}

variable "liveness_probe_grace_period_seconds" {
  description = "Delay, in seconds, between pod creation and the point where the liveness probe starts to matter. Probe failures within that window are disregarded."
  type        = number
  default     = 15
}

variable "liveness_probe_interval_seconds" {
  description = "Approximate number of seconds between two liveness checks."
  type        = number
  default     = 30
}

variable "liveness_probe_path" {
  description = "URL path that the liveness probe requests."
  type        = string
  default     = "/"
}

variable "liveness_probe_port" {
  description = "Container port the liveness probe connects to."
  type        = number
  default     = 80
}

variable "liveness_probe_protocol" {
  description = "Protocol of the liveness probe: `HTTP` or `HTTPS`."
  type        = string
  default     = "HTTP"
}

variable "min_number_of_pods_available" {
  description = "Smallest number of pods that must stay available at any time, enforced with a PodDisruptionBudget so that disruptions such as node drains happen gracefully."
  type        = number
  default     = 0
}

variable "num_days_after_which_archive_ingress_log_data" {
  description = "Age, in days, after which Ingress access log files move from S3 to Glacier. 0 disables archiving."
  type        = number
  default     = 0
}

variable "num_days_after_which_delete_ingress_log_data" {
  description = "Age, in days, after which Ingress access log files are deleted from S3. 0 keeps them forever."
  type        = number
  default     = 0
}

variable "override_chart_inputs" {
  description = "Values that override the chart inputs the module computes; the map is shallow-merged over them before the Helm release is installed. Meant as a stopgap for chart values that the module does not expose as inputs yet."
  type        = any
  default     = {}
}

variable "pod_annotations" {
  description = "Annotations to add to the pods, as a map of key to value, for example `prometheus.io/scrape = \"true\"`."
  type        = map(string)
  default     = {}
}

variable "readiness_probe_grace_period_seconds" {
  description = "Seconds to wait after the pod is created before the readiness probe starts checking."
  type        = number
  default     = 15
}

variable "readiness_probe_interval_seconds" {
  description = "Approximate number of seconds between two readiness checks."
  type        = number
  default     = 30
}

variable "readiness_probe_path" {
  description = "URL path that the readiness probe requests."
  type        = string
  default     = "/"
}

variable "readiness_probe_port" {
  description = "Container port the readiness probe connects to."
  type        = number
  default     = 80
}

variable "readiness_probe_protocol" {
  description = "Protocol of the readiness probe: `HTTP` or `HTTPS`."
  type        = string
  default     = "HTTP"
}

variable "scratch_paths" {
  description = "Paths in the container to back with `tmpfs` volumes, as a map from a volume name you choose to the mount path; for example, `foo = \"/mnt/scratch\"` mounts a volume named `foo` at `/mnt/scratch`."
  type        = map(string)
  default     = {}
}

variable "secrets_as_env_vars" {
  description = "Kubernetes Secrets whose entries are passed to the container as environment variables. The outer key is the Secret name and the inner map goes from Secret key to environment variable name, so `mysecret = { foo = \"MY_SECRET\" }` sets `MY_SECRET` from the `foo` key."
  type        = map(map(string))
  default     = {}
}

variable "secrets_as_volumes" {
  description = "Kubernetes Secrets mounted into the container as volumes, keyed by Secret name. Each value sets `mount_path` (where the Secret appears in the container) and, optionally, `sub_path` (a single entry of the Secret to mount at that path)."
  type        = map(any)
  default     = {}
}

variable "service_account_exists" {
  description = "When `true` and `service_account_name` is set, the pods use that existing ServiceAccount from the namespace instead of a new one."
  type        = bool
  default     = false
}

variable "service_account_name" {
  description = "Name of the ServiceAccount to create for the pods, unique within the namespace. It is bound to the IAM role in `iam_role_name` so the pods can call AWS APIs. Leave it empty to run the pods without their own ServiceAccount."
  type        = string
  default     = ""
}

variable "service_annotations" {
  description = "Annotations to add to the Kubernetes Service, as a map of key to value, for example `prometheus.io/scrape = \"true\"`."
  type        = map(string)
  default     = {}
}

variable "service_port" {
  description = "Port the Kubernetes Service exposes. It matters mainly when other workloads in the cluster call the Service; the Ingress does not use it."
  type        = number
  default     = 80
}

variable "sidecar_containers" {
  description = "Additional sidecar containers for the pods, as a map from a name to a container definition. Each definition is placed unchanged in the pod spec's container list, so it uses Kubernetes container fields such as `image` and `env`."
  type        = any
  default     = {}
}

variable "termination_grace_period_seconds" {
  description = "Seconds Kubernetes waits before terminating a pod that is shutting down. The countdown starts together with the preStop hook and the SIGTERM signal, so it does not wait for the preStop hook to finish first."
  type        = number
  default     = null
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}

variable "values_file_path" {
  description = "Local path of a file to which the module writes the Helm chart values, for debugging. When null, no file is written."
  type        = string
  default     = null
}

variable "wait" {
  description = "Whether Terraform waits until the pods are up and healthy, for at most `wait_timeout` seconds, before finishing."
  type        = bool
  default     = true
}

variable "wait_timeout" {
  description = "Maximum time, in seconds, to wait for healthy pods; when it runs out, the deployment counts as failed."
  type        = number
  default     = 300
}
