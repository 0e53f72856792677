# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: VPC FLOW LOGS
# ---------------------------------------------------------------------------------------------------------------------

variable "create_flow_logs" {
  description = "Capture VPC Flow Logs for every network interface in the VPC. Flow logs are the record you need when investigating a security incident; keep them on in production."
  type        = bool
  default     = true
}

variable "flow_logs_traffic_type" {
  description = "Which traffic to log: `ACCEPT` (allowed by security groups and NACLs), `REJECT` (denied) or `ALL`."
  type        = string
  default     = "ALL"

  validation {
    condition     = contains(["ACCEPT", "REJECT", "ALL"], var.flow_logs_traffic_type)
    error_message = "flow_logs_traffic_type must be ACCEPT, REJECT or ALL."
  }
}

variable "flow_log_destination_type" {
  description = "Where to deliver flow logs: `cloud-watch-logs` (queryable with CloudWatch Logs Insights) or `s3` (cheaper for long retention, queryable with Athena)."
  type        = string
  default     = "cloud-watch-logs"

  validation {
    condition     = contains(["cloud-watch-logs", "s3"], var.flow_log_destination_type)
    error_message = "flow_log_destination_type must be \"cloud-watch-logs\" or \"s3\"."
  }
}

variable "flow_log_cloudwatch_log_group_name" {
  description = "Name of the CloudWatch Logs group for flow logs when `flow_log_destination_type` is `cloud-watch-logs`. `null` uses `<vpc_name>-vpc-flow-logs`."
  type        = string
  default     = null
}

variable "flow_log_retention_in_days" {
  description = "How many days CloudWatch Logs keeps flow log events. `0` keeps them forever. Only applies to the `cloud-watch-logs` destination; for S3, use a lifecycle rule on the bucket."
  type        = number
  default     = 14

  validation {
    condition     = contains([0, 1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.flow_log_retention_in_days)
    error_message = "flow_log_retention_in_days must be one of the retention periods CloudWatch Logs supports (0, 1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653)."
  }
}

variable "flow_log_s3_bucket_arn" {
  description = "ARN of an existing S3 bucket to deliver flow logs to when `flow_log_destination_type` is `s3`, typically the central bucket in your logs account."
  type        = string
  default     = null
}

variable "flow_logs_kms_key_arn" {
  description = "ARN of a KMS key to encrypt the flow log CloudWatch Logs group. `null` uses CloudWatch Logs' default encryption. The key policy must allow the `logs.<region>.amazonaws.com` service principal."
  type        = string
  default     = null
}

variable "flow_log_max_aggregation_interval" {
  description = "Maximum seconds over which packets are aggregated into one flow log record: `60` or `600`."
  type        = number
  default     = 600

  validation {
    condition     = contains([60, 600], var.flow_log_max_aggregation_interval)
    error_message = "flow_log_max_aggregation_interval must be 60 or 600."
  }
}
