# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CLOUDWATCH ALARMS
# These variables live in their own file to keep alarm settings together.
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_cloudwatch_alarms" {
  description = "Create CloudWatch alarms for the service's CPU and memory utilization and, when it uses target groups, unhealthy hosts."
  type        = bool
  default     = true
}

variable "alarm_sns_topic_arns" {
  description = "ARNs of SNS topics notified when an alarm enters or leaves the `ALARM` state. See the [SNS Topics](/reference/services/networking/sns-topics) service."
  type        = list(string)
  default     = []
}

variable "high_cpu_utilization_threshold" {
  description = "Average service CPU utilization, in percent, above which the high-CPU alarm fires."
  type        = number
  default     = 90

  validation {
    condition     = var.high_cpu_utilization_threshold > 0 && var.high_cpu_utilization_threshold <= 100
    error_message = "high_cpu_utilization_threshold must be greater than 0 and at most 100."
  }
}

variable "high_memory_utilization_threshold" {
  description = "Average service memory utilization, in percent, above which the high-memory alarm fires."
  type        = number
  default     = 90

  validation {
    condition     = var.high_memory_utilization_threshold > 0 && var.high_memory_utilization_threshold <= 100
    error_message = "high_memory_utilization_threshold must be greater than 0 and at most 100."
  }
}

variable "alarm_evaluation_periods" {
  description = "Number of consecutive periods a metric must breach its threshold before an alarm fires."
  type        = number
  default     = 3
}

variable "alarm_period_seconds" {
  description = "Length in seconds of each evaluation period. ECS service metrics are published every 60 seconds, so use a multiple of 60."
  type        = number
  default     = 300

  validation {
    condition     = var.alarm_period_seconds >= 60 && var.alarm_period_seconds % 60 == 0
    error_message = "alarm_period_seconds must be a multiple of 60."
  }
}

variable "alarm_treat_missing_data" {
  description = "How alarms treat missing data points: `missing`, `ignore`, `breaching` or `notBreaching`."
  type        = string
  default     = "missing"

  validation {
    condition     = contains(["missing", "ignore", "breaching", "notBreaching"], var.alarm_treat_missing_data)
    error_message = "alarm_treat_missing_data must be missing, ignore, breaching or notBreaching."
  }
}
