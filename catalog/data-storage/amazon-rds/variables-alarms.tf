# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CLOUDWATCH ALARMS
# The module creates these alarms for the primary and for every read replica.
# ---------------------------------------------------------------------------------------------------------------------

variable "enable_cloudwatch_alarms" {
  description = "Create CloudWatch alarms for CPU, free storage, freeable memory and (for replicas) replication lag."
  type        = bool
  default     = true
}

variable "alarms_sns_topic_arns" {
  description = "ARNs of SNS topics to notify when an alarm fires or returns to OK."
  type        = list(string)
  default     = []
}

variable "high_cpu_utilization_threshold" {
  description = "Alarm when average `CPUUtilization` is above this percentage for `high_cpu_utilization_period` seconds."
  type        = number
  default     = 90

  validation {
    condition     = var.high_cpu_utilization_threshold > 0 && var.high_cpu_utilization_threshold <= 100
    error_message = "high_cpu_utilization_threshold must be a percentage between 0 and 100."
  }
}

variable "high_cpu_utilization_period" {
  description = "Period in seconds over which `CPUUtilization` is averaged."
  type        = number
  default     = 300
}

variable "low_free_storage_space_threshold_bytes" {
  description = "Alarm when `FreeStorageSpace` drops below this many bytes. The default is 5 GiB."
  type        = number
  default     = 5368709120
}

variable "low_freeable_memory_threshold_bytes" {
  description = "Alarm when `FreeableMemory` drops below this many bytes. The default is 100 MiB."
  type        = number
  default     = 104857600
}

variable "high_replica_lag_threshold_seconds" {
  description = "Alarm when a read replica's `ReplicaLag` is above this many seconds."
  type        = number
  default     = 300
}
