# Inputs of the modules/landingzone/account-baseline-app module of terraform-aws-service-catalog at v0.112.5.
# Interface only: the resources live in the module repository. Descriptions are written for these docs.

# ----------------------------------------------------------------------------------------------------
# REQUIRED INPUTS
# ----------------------------------------------------------------------------------------------------

variable "aws_account_id" {
  description = "ID of the AWS account the module is meant to operate on. Stating it explicitly protects against running against the wrong account because of credentials picked up from environment variables."
  type        = string
}

variable "aws_region" {
  description = "Home region of the baseline: AWS Config uses it as the global recorder region (where global resources such as IAM are recorded), and GuardDuty uses it as its seed region."
  type        = string
}

variable "config_opt_in_regions" {
  description = "Regions in which AWS Config is turned on. The list must not be empty or `null`, because the module only uses and authenticates to the regions named here; best practice is to include every region enabled in the account (run `aws ec2 describe-regions` to list them)."
  type        = list(string)
}

variable "ebs_opt_in_regions" {
  description = "Regions in which EBS encryption by default is configured. The list must not be empty or `null`; include every region enabled in the account (see `aws ec2 describe-regions`), and make sure the region in `aws_region` is one of them."
  type        = list(string)
}

variable "guardduty_opt_in_regions" {
  description = "Regions in which GuardDuty detectors are created. The list must not be empty or `null`; covering every region enabled in the account is the recommended practice (see `aws ec2 describe-regions`), and the region in `aws_region` must be included."
  type        = list(string)
}

variable "iam_access_analyzer_opt_in_regions" {
  description = "Regions in which IAM Access Analyzer is set up. The list must not be empty or `null`; ideally it names every region enabled in the account (see `aws ec2 describe-regions`), including the one in `aws_region`."
  type        = list(string)
}

variable "kms_cmk_opt_in_regions" {
  description = "Regions in which the KMS keys defined in `kms_customer_master_keys` may be created. The list must not be empty or `null`, since the module only uses and authenticates to these regions; it must also contain the region in `aws_region`. Use `aws ec2 describe-regions` to see which regions the account has enabled."
  type        = list(string)
}

variable "name_prefix" {
  description = "Short string that starts the names of everything the module creates for AWS Config and CloudTrail, S3 buckets and SNS topics included."
  type        = string
}

# ----------------------------------------------------------------------------------------------------
# OPTIONAL INPUTS
# ----------------------------------------------------------------------------------------------------

variable "additional_config_rules" {
  description = "Extra AWS Config managed rules to create, keyed by a rule name such as `acm-certificate-expiration-check`. Each value sets a `description`, the managed rule `identifier` (for example `ACM_CERTIFICATE_EXPIRATION_CHECK`), a `trigger_type` of `CONFIG_CHANGE` or `PERIODIC`, the rule's `input_parameters` (an empty map when it takes none), and `applies_to_global_resources`, which marks rules that evaluate global resources such as IAM so they are switched off whenever global-resource rules are disabled."
  type        = map(object({
      description : string
      identifier : string
      trigger_type : string
      input_parameters : map(string)
      applies_to_global_resources = bool
    }))
  default     = {}
}

variable "allow_auto_deploy_from_github_actions_for_sources" {
  description = "GitHub repositories, written as `org/repo-name`, mapped to the list of branches whose GitHub Actions workflows may assume the auto-deploy IAM role through the OpenID Connect provider. Only takes effect when `enable_github_actions_access` is `true`, and cannot be combined with `allow_auto_deploy_from_other_account_arns`."
  type        = map(list(string))
  default     = {}
}

variable "allow_auto_deploy_from_other_account_arns" {
  description = "Principals (IAM ARNs) from other AWS accounts, such as a CI server's role, that may assume the auto-deploy role; that role's permissions are the actions in `auto_deploy_permissions`."
  type        = list(string)
  default     = []
}

variable "allow_auto_deploy_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the auto-deploy IAM role. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "allow_billing_access_from_other_account_arns" {
  description = "Principals (IAM ARNs) from other AWS accounts that may assume the billing role, which can view and change this account's billing information."
  type        = list(string)
  default     = []
}

variable "allow_billing_access_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the billing access IAM role. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "allow_cloudtrail_access_with_iam" {
  description = "Whether IAM policies are honored when granting access to the CloudTrail logs. With `false`, only the ARNs in `cloudtrail_kms_key_user_iam_arns` get access, and any access granted through IAM policies has no effect."
  type        = bool
  default     = true
}

variable "allow_dev_access_from_other_account_arns" {
  description = "IAM ARNs of principals in other AWS accounts who can assume the dev role. That role carries unrestricted read-write access, limited to the services listed in `dev_permitted_services`."
  type        = list(string)
  default     = []
}

variable "allow_dev_access_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the dev access IAM role. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "allow_full_access_from_other_account_arns" {
  description = "Principals (IAM ARNs) from other AWS accounts that may assume the full-access role, which can read and change everything in this account."
  type        = list(string)
  default     = []
}

variable "allow_full_access_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the full access IAM role. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "allow_logs_access_from_other_account_arns" {
  description = "IAM ARNs in other AWS accounts that may assume a role with read access to this account's CloudTrail, AWS Config and CloudWatch logs. When `cloudtrail_kms_key_arn` is set, the role can also decrypt with that key."
  type        = list(string)
  default     = []
}

variable "allow_read_only_access_from_other_account_arns" {
  description = "Principals (IAM ARNs) from other AWS accounts that may assume the read-only role, which can view but not change anything in this account."
  type        = list(string)
  default     = []
}

variable "allow_read_only_access_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the read-only access IAM role. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "allow_ssh_grunt_access_from_other_account_arns" {
  description = "IAM ARNs in other AWS accounts that may assume the role used by ssh-grunt, which grants read access to IAM groups and SSH keys so servers can decide who may log in."
  type        = list(string)
  default     = []
}

variable "allow_support_access_from_other_account_arns" {
  description = "IAM ARNs in other AWS accounts that may assume a role for working with AWS Support on behalf of this account."
  type        = list(string)
  default     = []
}

variable "allow_support_access_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the support access IAM role. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "auto_deploy_permissions" {
  description = "IAM actions (for example `ec2:*`) granted for automated deployments, through the auto-deploy IAM group and the auto-deploy IAM role wherever the module creates them. If the auto-deploy group is created, the list needs at least one entry, such as `*`."
  type        = list(string)
  default     = []
}

variable "aws_config_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the IAM role that AWS Config uses. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "cloudtrail_additional_bucket_policy_statements" {
  description = "Extra statements for the CloudTrail S3 bucket policy, for access beyond what CloudTrail itself needs. Keys are unique statement IDs (SIDs); each value may set `effect` (`Allow` or `Deny`), `actions`, `not_actions`, `principals`, `not_principals`, `keys` (the object keys in the bucket the statement covers) and `condition`, a map of objects with `test`, `variable` and `values`. The fields follow the `statement` block of the `aws_iam_policy_document` data source."
  type        = any
  default     = null
}

variable "cloudtrail_allow_kms_describe_key_to_external_aws_accounts" {
  description = "Whether external AWS accounts that can write to the CloudTrail bucket may call `kms:DescribeKey` on the CloudTrail KMS key. That lets those accounts look the key up (for example by alias) during deployment instead of needing its ARN handed to them."
  type        = bool
  default     = false
}

variable "cloudtrail_cloudwatch_logs_group_name" {
  description = "Name of the CloudWatch Logs group, in this account, that receives a copy of the CloudTrail logs. Set `null` to skip publishing to CloudWatch Logs. A common layout keeps the long-term copy in a central S3 bucket (such as one in a logs account) and a short local window in CloudWatch for debugging."
  type        = string
  default     = "cloudtrail-logs"
}

variable "cloudtrail_data_logging_enabled" {
  description = "Whether the trail records data events as well as management events. Choose the resources with `cloudtrail_data_logging_resources`."
  type        = bool
  default     = false
}

variable "cloudtrail_data_logging_include_management_events" {
  description = "Whether the trail's event selector for data events also captures management events."
  type        = bool
  default     = true
}

variable "cloudtrail_data_logging_read_write_type" {
  description = "Which data events the trail records: `ReadOnly`, `WriteOnly` or `All`."
  type        = string
  default     = "All"
}

variable "cloudtrail_data_logging_resources" {
  description = "Resources whose data events are logged, as a map from data resource type (`AWS::S3::Object`, `AWS::Lambda::Function` or `AWS::DynamoDB::Table`) to a list of resource values, such as full or partial ARNs. It mirrors the `data_resource` block of the Terraform `aws_cloudtrail` resource."
  type        = map(list(string))
  default     = {}
}

variable "cloudtrail_external_aws_account_ids_with_write_access" {
  description = "IDs of AWS accounts allowed to send their CloudTrail logs to this account. Only needed when this account collects CloudTrail logs from others, as a logs account does."
  type        = list(string)
  default     = []
}

variable "cloudtrail_force_destroy" {
  description = "Whether `terraform destroy` first deletes every object in the CloudTrail S3 bucket so the bucket itself can be removed. The deleted logs cannot be recovered, so turn this on only when you really intend to discard them."
  type        = bool
  default     = false
}

variable "cloudtrail_iam_role_permissions_boundary" {
  description = "ARN of an IAM policy to use as the permissions boundary of the IAM role CloudTrail uses to deliver logs to CloudWatch Logs. Leave `null` for no boundary."
  type        = string
  default     = null
}

variable "cloudtrail_kms_key_administrator_iam_arns" {
  description = "IAM ARNs that get administrator rights on the CloudTrail KMS key, including control over who may use it and read the logs it protects. If this account creates the key (for example, it is the logs account), list at least one; if logs go to a key that already exists elsewhere (for example, from a stage or prod account), leave the list empty."
  type        = list(string)
  default     = []
}

variable "cloudtrail_kms_key_arn" {
  description = "ARN of an existing KMS key for encrypting CloudTrail logs, such as the logs account's key when this is a stage or prod account. Leave `null` to create a new key in this account, as the logs account would."
  type        = string
  default     = null
}

variable "cloudtrail_kms_key_arn_is_alias" {
  description = "Set to `true` when `cloudtrail_kms_key_arn` holds a key alias or alias ARN instead of a key ARN, so the module resolves the alias to the real key ARN. When the key belongs to another account, `cloudtrail_allow_kms_describe_key_to_external_aws_accounts` must be `true` as well."
  type        = bool
  default     = false
}

variable "cloudtrail_kms_key_service_principals" {
  description = "AWS service principals, in addition to CloudTrail, that get access to the KMS key encrypting the logs, for example so a service can read the logs to build metric filters. Each entry sets the principal `name` (such as `s3.amazonaws.com`), the KMS `actions` it may perform (such as `kms:GenerateDataKey`), and `conditions`: a list of IAM conditions, each with `test` (operator), `variable` (context key) and `values` (any one of which matches), for example to allow only certain encryption contexts."
  type        = list(object({
      name = string
      actions = list(string)
      conditions = list(object({
        test = string
        variable = string
        values = list(string)
      }))
    }))
  default     = []
}

variable "cloudtrail_kms_key_user_iam_arns" {
  description = "IAM ARNs allowed to use the CloudTrail KMS key to read the logs. If this account creates the key (for example, it is the logs account), list at least one; if logs go to a key in another account (for example, from a stage or prod account), leave the list empty."
  type        = list(string)
  default     = []
}

variable "cloudtrail_num_days_after_which_archive_log_data" {
  description = "Age, in days, at which CloudTrail log files in S3 are moved to Glacier. `0` disables archiving."
  type        = number
  default     = 30
}

variable "cloudtrail_num_days_after_which_delete_log_data" {
  description = "Age, in days, at which CloudTrail log files are deleted from S3. `0` keeps them forever."
  type        = number
  default     = 365
}

variable "cloudtrail_num_days_to_retain_cloudwatch_logs" {
  description = "How many days CloudWatch Logs holds the copy of CloudTrail data: 3653, 1827, 731, 545, 400, 365, 180, 150, 120, 90, 60, 30, 14, 7, 5, 3 or 1, or `0` to keep it with no expiry at all."
  type        = number
  default     = 0
}

variable "cloudtrail_s3_bucket_already_exists" {
  description = "Whether the bucket in `cloudtrail_s3_bucket_name` already exists in another account, as it does when a stage or prod account writes to the logs account. Set `false` to create the bucket in this account, for example when this is the logs account."
  type        = bool
  default     = true
}

variable "cloudtrail_s3_bucket_key_enabled" {
  description = "Controls if SSE-KMS encryption of the CloudTrail bucket relies on Amazon S3 Bucket Keys."
  type        = bool
  default     = false
}

variable "cloudtrail_s3_bucket_name" {
  description = "Name of the S3 bucket for CloudTrail logs: a bucket in this account (when this is the logs account) or a bucket in another account that receives them (such as the logs account's bucket, for a stage or prod account)."
  type        = string
  default     = null
}

variable "cloudtrail_s3_mfa_delete" {
  description = "Whether MFA delete is on for the CloudTrail S3 bucket, meaning MFA is needed to change its versioning state or permanently delete object versions. Terraform cannot switch the setting itself; the input only lets the managed bucket match what is already set in AWS. The README of the `private-s3-bucket` module in terraform-aws-security explains how to enable it."
  type        = bool
  default     = false
}

variable "cloudtrail_tags" {
  description = "Tags added to the resources the module creates for CloudTrail, as tag name to value."
  type        = map(string)
  default     = {}
}

variable "config_aggregate_config_data_in_external_account" {
  description = "Whether AWS Config data is sent to another account, such as a logs account, for aggregation; that account's ID goes in `config_central_account_id`. The flag exists separately because the ID may not be known until apply (for a newly created account, for instance), and Terraform cannot base `count` or `for_each` on such values."
  type        = bool
  default     = false
}

variable "config_central_account_id" {
  description = "ID of the account that holds the S3 bucket and SNS topic for AWS Config when they are elsewhere, for example the logs account's ID when this is a stage or prod account. Leave `null` when they are in this account, as in the logs account itself. Only read when `config_aggregate_config_data_in_external_account` is `true`."
  type        = string
  default     = null
}

variable "config_create_account_rules" {
  description = "Whether to create AWS Config rules at the account level in this account. Set `false` to create no rules here, for example because organization-level rules already cover the account. Account-level rules are recommended, since organization-level rules cause a chicken-and-egg problem when new accounts are created."
  type        = bool
  default     = true
}

variable "config_delivery_channel_kms_key_arn" {
  description = "ARN of a KMS key that AWS Config uses to encrypt the objects it delivers to an S3 bucket managed outside this module; the key must be in that bucket's region. With `null`, AWS Config uses AES-256 encryption. Ignored when the module creates the bucket (`config_should_create_s3_bucket` is `true`), in which case `config_s3_bucket_kms_key_arn` applies."
  type        = string
  default     = null
}

variable "config_delivery_channel_kms_key_by_name" {
  description = "Alternative to `config_delivery_channel_kms_key_arn` that picks a key created by this module from `kms_customer_master_keys`: `name` is the key's name in that map and `region` is the delivery region whose copy of the key is used. If both inputs are set, `config_delivery_channel_kms_key_arn` takes precedence."
  type        = object({
      name   = string
      region = string
    })
  default     = null
}

variable "config_force_destroy" {
  description = "Whether `terraform destroy` first deletes every object in the AWS Config S3 bucket so the bucket itself can be removed. The deleted data cannot be recovered, so turn this on only when you really intend to discard it."
  type        = bool
  default     = false
}

variable "config_linked_accounts" {
  description = "Account IDs whose AWS Config data this account may receive. Set it only if this account, usually the logs account, aggregates Config data from other accounts."
  type        = list(string)
  default     = []
}

variable "config_num_days_after_which_archive_log_data" {
  description = "Age, in days, at which AWS Config data in S3 is moved to Glacier. `0` disables archiving."
  type        = number
  default     = 365
}

variable "config_num_days_after_which_delete_log_data" {
  description = "Age, in days, at which AWS Config data is deleted from S3. `0` keeps it forever."
  type        = number
  default     = 730
}

variable "config_s3_bucket_kms_key_arn" {
  description = "ARN of a KMS key that encrypts objects in the AWS Config bucket when this module creates the bucket (`config_should_create_s3_bucket` is `true`). With `null`, the default `aws/s3` key is used. The key must be in the region set by `aws_region`, and its key policy must let the AWS Config IAM role use it. For a bucket managed elsewhere, use `config_delivery_channel_kms_key_arn`."
  type        = string
  default     = null
}

variable "config_s3_bucket_kms_key_by_name" {
  description = "Alternative to `config_s3_bucket_kms_key_arn` that names a key defined in `kms_customer_master_keys`; the module uses the copy of that key created in the `aws_region` region. If both inputs are set, `config_s3_bucket_kms_key_arn` takes precedence."
  type        = string
  default     = null
}

variable "config_s3_bucket_name" {
  description = "AWS Config keeps its configuration items in the S3 bucket with this name, which may live in this account or a different one."
  type        = string
  default     = null
}

variable "config_s3_mfa_delete" {
  description = "Whether MFA delete is on for the AWS Config S3 bucket, meaning MFA is needed to change its versioning state or permanently delete object versions. Terraform cannot switch the setting itself; the input only lets the managed bucket match what is already set in AWS. The README of the `private-s3-bucket` module in terraform-aws-security explains how to enable it."
  type        = bool
  default     = false
}

variable "config_should_create_s3_bucket" {
  description = "Whether to create the AWS Config bucket named in `config_s3_bucket_name` in this account, as the logs account would. With `false`, the bucket is expected to exist in another account, which is the case for stage or prod accounts writing to the logs account."
  type        = bool
  default     = false
}

variable "config_should_create_sns_topic" {
  description = "Whether to create the SNS topic for AWS Config notifications in this account, as the logs account would. With `false`, the topic in `config_sns_topic_name` is expected to exist in another account, such as the logs account when this is stage or prod."
  type        = bool
  default     = false
}

variable "config_sns_topic_kms_key_by_name_region_map" {
  description = "Like `config_sns_topic_kms_key_region_map`, but each region maps to the name of a key defined in `kms_customer_master_keys`, and the key the module created in that region is used. For a region present in both maps, the ARN from `config_sns_topic_kms_key_region_map` wins."
  type        = map(string)
  default     = null
}

variable "config_sns_topic_kms_key_region_map" {
  description = "Map from region (for example `us-east-1`) to the ARN of the KMS key used for default encryption of the AWS Config SNS topic in that region. If the map is `null` or a region is missing, the topic in that region is left without encryption settings."
  type        = map(string)
  default     = null
}

variable "config_sns_topic_name" {
  description = "SNS topic, by name, that receives AWS Config notifications. The topic can live in this account or in another one, such as the logs account."
  type        = string
  default     = "ConfigTopic"
}

variable "config_tags" {
  description = "Tags for the AWS Config S3 bucket, as a map of tag name to value."
  type        = map(string)
  default     = {}
}

variable "configrules_maximum_execution_frequency" {
  description = "Upper bound on how often AWS Config evaluates the `PERIODIC` rules: `One_Hour`, `Three_Hours`, `Six_Hours`, `Twelve_Hours` or `TwentyFour_Hours`."
  type        = string
  default     = "TwentyFour_Hours"
}

variable "custom_cloudtrail_trail_name" {
  description = "Name for the CloudTrail trail. When `null`, the trail takes the value of `name_prefix`."
  type        = string
  default     = null
}

variable "dev_permitted_services" {
  description = "AWS services, by IAM service prefix (for example `ec2` or `machinelearning`), on which the dev access role for `allow_dev_access_from_other_account_arns` gets full permissions. Never add `iam`: that would effectively turn developers into administrators."
  type        = list(string)
  default     = []
}

variable "ebs_enable_encryption" {
  description = "Whether EBS encryption by default is turned on, so that every new EBS volume is encrypted."
  type        = bool
  default     = true
}

variable "ebs_kms_key_name" {
  description = "Name of the KMS key, as given in `kms_customer_master_keys`, that becomes the default key for EBS encryption. Only used when both `ebs_enable_encryption` and `ebs_use_existing_kms_keys` are `true`."
  type        = string
  default     = ""
}

variable "ebs_use_existing_kms_keys" {
  description = "Set to `true` to make the customer managed key named in `ebs_kms_key_name` the account's default EBS encryption key; otherwise EBS keeps using the AWS managed `aws/ebs` key."
  type        = bool
  default     = false
}

variable "enable_cloudtrail" {
  description = "Whether to turn on CloudTrail in this account; with `false`, every other CloudTrail input is ignored. Set `false` when an organization trail created in the root account already covers this account, since such a trail logs member accounts automatically."
  type        = bool
  default     = true
}

variable "enable_config" {
  description = "Whether to turn on AWS Config in this account; with `false`, every other AWS Config input is ignored."
  type        = bool
  default     = true
}

variable "enable_encrypted_volumes" {
  description = "Whether to add the AWS Config rule that checks that attached EBS volumes are encrypted (see `encrypted_volumes_kms_id` to require a specific key)."
  type        = bool
  default     = true
}

variable "enable_github_actions_access" {
  description = "Whether to create an IAM OpenID Connect provider for GitHub Actions, so that workflows can assume IAM roles in this account without stored credentials."
  type        = bool
  default     = false
}

variable "enable_guardduty" {
  description = "Whether to turn on GuardDuty in this account; with `false`, every other GuardDuty input is ignored. Set `false` when organization-level GuardDuty, managed from the root account, already enables it in member accounts."
  type        = bool
  default     = true
}

variable "enable_iam_access_analyzer" {
  description = "Whether to set up IAM Access Analyzer in the regions listed in `iam_access_analyzer_opt_in_regions`."
  type        = bool
  default     = false
}

variable "enable_iam_cross_account_roles" {
  description = "Whether to create the cross-account IAM roles (read-only, billing, support, logs, dev, full access, auto-deploy and so on) that principals in other accounts can assume."
  type        = bool
  default     = true
}

variable "enable_iam_password_policy" {
  description = "Whether to add the AWS Config rule that checks the account's IAM password policy against the `iam_password_policy_*` requirements. In the root and security baselines, which have no separate switch for it, this flag also controls whether the account password policy itself is created."
  type        = bool
  default     = true
}

variable "enable_iam_user_password_policy" {
  description = "Whether to set the account's IAM password policy, using the `iam_password_policy_*` inputs. With `false`, no password policy is managed; the Config rule that checks the policy is controlled separately by `enable_iam_password_policy`."
  type        = bool
  default     = true
}

variable "enable_insecure_sg_rules" {
  description = "Whether to add the AWS Config rule that checks that security groups open to `0.0.0.0/0` allow inbound traffic only on the ports in `insecure_sg_rules_authorized_tcp_ports` and `insecure_sg_rules_authorized_udp_ports`."
  type        = bool
  default     = true
}

variable "enable_rds_storage_encrypted" {
  description = "Whether to add the AWS Config rule that checks that RDS DB instances have storage encryption enabled."
  type        = bool
  default     = true
}

variable "enable_root_account_mfa" {
  description = "Whether to add the AWS Config rule that checks that signing in with the account's root user requires an MFA device."
  type        = bool
  default     = true
}

variable "enable_s3_bucket_public_read_prohibited" {
  description = "Whether to add the AWS Config rule that checks that no S3 bucket allows public read access."
  type        = bool
  default     = true
}

variable "enable_s3_bucket_public_write_prohibited" {
  description = "Whether to add the AWS Config rule that checks that no S3 bucket allows public write access."
  type        = bool
  default     = true
}

variable "encrypted_volumes_kms_id" {
  description = "The encrypted-volumes Config rule checks that attached EBS volumes use the KMS key given here, by ID or ARN. Leaving it `null` makes the rule accept any encryption key."
  type        = string
  default     = null
}

variable "github_actions_openid_connect_provider_thumbprint_list" {
  description = "Fixed list of certificate thumbprints for the GitHub Actions OpenID Connect provider, used instead of looking them up dynamically. Pinning thumbprints obtained through a trusted channel limits the damage of a hijacked GitHub domain, at the cost of having to update the list when the certificates are renewed."
  type        = list(string)
  default     = null
}

variable "guardduty_accept_invite" {
  description = "Set to `true` to accept the GuardDuty invitation sent by the administrator (master) account, for detectors that are not enrolled automatically."
  type        = bool
  default     = false
}

variable "guardduty_admin_account_id" {
  description = "Account ID of the GuardDuty delegated administrator account (called the master account in older GuardDuty terminology)."
  type        = string
  default     = null
}

variable "guardduty_cloudwatch_event_rule_name" {
  description = "Name of the CloudWatch event rules that route GuardDuty findings to SNS when `guardduty_publish_findings_to_sns` is `true`."
  type        = string
  default     = "guardduty-finding-events"
}

variable "guardduty_detector_features" {
  description = "GuardDuty detector features to turn on, keyed by feature name. Each value sets a `status` and an `additional_configuration` list of `name` and `status` pairs, as in the Terraform `aws_guardduty_detector_feature` resource. When GuardDuty is run from an AWS Organizations delegated administrator account, configure organization-wide features in that account instead."
  type        = map(object({
      status = string
      additional_configuration = list(object({
        name   = string
        status = string
      }))
    }))
  default     = {}
}

variable "guardduty_finding_publishing_frequency" {
  description = "How often GuardDuty sends notifications about repeat occurrences of a finding: `FIFTEEN_MINUTES`, `ONE_HOUR` or `SIX_HOURS`. In a member account the administrator account decides and this value has no effect. Standalone and administrator accounts fall back to `SIX_HOURS`, but need the value set in Terraform for drift detection to work."
  type        = string
  default     = null
}

variable "guardduty_findings_allow_kms_access_with_iam" {
  description = "Whether IAM policies are honored when granting access to the KMS key for GuardDuty findings. With `false`, only the ARNs in `guardduty_findings_kms_key_user_iam_arns` can use the key, and IAM policy grants are ignored."
  type        = bool
  default     = true
}

variable "guardduty_findings_allowed_regions" {
  description = "Lists the regions permitted to put objects into the S3 bucket holding GuardDuty findings. The bucket policy and key policy use it to accept findings coming from opt-in (manually enabled) regions."
  type        = list(string)
  default     = []
}

variable "guardduty_findings_enable_key_rotation" {
  description = "Whether AWS rotates the KMS key for GuardDuty findings automatically once a year."
  type        = bool
  default     = true
}

variable "guardduty_findings_external_aws_account_ids_with_write_access" {
  description = "IDs of other AWS accounts allowed to write GuardDuty findings into this account's findings bucket, for collecting the findings of several accounts in one place."
  type        = list(string)
  default     = []
}

variable "guardduty_findings_force_destroy" {
  description = "Whether `terraform destroy` first deletes every object in the GuardDuty findings bucket so the bucket itself can be removed. The deleted findings cannot be recovered, so turn this on only when you really intend to discard them."
  type        = bool
  default     = false
}

variable "guardduty_findings_kms_key_administrator_iam_arns" {
  description = "IAM ARNs (typically IAM users) that get administrator rights on the KMS key encrypting GuardDuty findings, including control over who may access the findings."
  type        = list(string)
  default     = []
}

variable "guardduty_findings_kms_key_already_exists" {
  description = "Set to `true` when the KMS key for GuardDuty findings already exists, so the module does not create one."
  type        = bool
  default     = false
}

variable "guardduty_findings_kms_key_arn" {
  description = "KMS key, by ARN, for encrypting the findings GuardDuty exports to S3 (GuardDuty does not export findings unencrypted). Only read when `guardduty_publish_findings_to_s3` is `true`."
  type        = string
  default     = null
}

variable "guardduty_findings_kms_key_user_iam_arns" {
  description = "IAM ARNs (typically IAM users) that may use the findings KMS key to read, but not manage, the GuardDuty findings."
  type        = list(string)
  default     = []
}

variable "guardduty_findings_num_days_after_which_archive_findings_data" {
  description = "Age, in days, at which GuardDuty findings in S3 are moved to Glacier. `0` disables archiving."
  type        = number
  default     = 30
}

variable "guardduty_findings_num_days_after_which_delete_findings_data" {
  description = "Age, in days, at which GuardDuty findings are deleted from S3. `0` keeps them forever."
  type        = number
  default     = 365
}

variable "guardduty_findings_s3_bucket_additional_policy_statements" {
  description = "Extra statements for the bucket policy of the GuardDuty findings bucket, for example to give other principals read or write access. Keys are unique statement IDs (SIDs); each value is an object with fields such as `effect`, `actions`, `principals` and an optional `condition` map whose entries set `test`, `variable` and `values`, following the `statement` block of the `aws_iam_policy_document` data source."
  type        = any
  default     = {}
}

variable "guardduty_findings_s3_bucket_arn" {
  description = "ARN of the S3 bucket that GuardDuty exports findings to."
  type        = string
  default     = null
}

variable "guardduty_findings_s3_bucket_name" {
  description = "Name of the S3 bucket that stores GuardDuty findings. Required when `guardduty_findings_should_create_bucket` is `true`."
  type        = string
  default     = null
}

variable "guardduty_findings_s3_bucket_prefix" {
  description = "Optional folder prefix to create in the findings bucket; it must end with `/`. If findings are published under a prefix, the prefix has to exist in the bucket beforehand, because of a known Terraform AWS provider issue."
  type        = string
  default     = null
}

variable "guardduty_findings_s3_mfa_delete" {
  description = "Whether MFA delete is on for the GuardDuty findings bucket, meaning MFA is needed to change its versioning state or permanently delete object versions. Terraform cannot switch the setting itself; the input only lets the managed bucket match what is already set in AWS. The README of the `private-s3-bucket` module in terraform-aws-security explains how to enable it."
  type        = bool
  default     = false
}

variable "guardduty_findings_s3_prefix" {
  description = "Prefix, without a trailing `/`, under which findings are exported to the bucket. When not set, the path is `AWSLogs/[Account-ID]/GuardDuty/[Region]/`."
  type        = string
  default     = null
}

variable "guardduty_findings_should_create_bucket" {
  description = "Set to `true` to have the module create the S3 bucket for GuardDuty findings, in which case `guardduty_findings_s3_bucket_name` is required."
  type        = bool
  default     = false
}

variable "guardduty_findings_sns_topic_name" {
  description = "Name of the SNS topics created for publishing GuardDuty findings. Only used when `guardduty_publish_findings_to_sns` is `true`."
  type        = string
  default     = "guardduty-findings"
}

variable "guardduty_findings_tags" {
  description = "Tags for the resources that store GuardDuty findings: the S3 bucket and its KMS key."
  type        = map(string)
  default     = {}
}

variable "guardduty_publish_findings_to_s3" {
  description = "Set to `true` to export GuardDuty findings to an S3 bucket."
  type        = bool
  default     = false
}

variable "guardduty_publish_findings_to_sns" {
  description = "Whether GuardDuty findings are published to the SNS topics named by `guardduty_findings_sns_topic_name`."
  type        = bool
  default     = false
}

variable "iam_access_analyzer_name" {
  description = "The IAM Access Analyzer analyzers receive this name."
  type        = string
  default     = "baseline_app-iam_access_analyzer"
}

variable "iam_access_analyzer_type" {
  description = "Sets the IAM Access Analyzer zone of trust. With `ORGANIZATION` the whole organization is analyzed, covering resource policies that point at linked resources like SQS, Lambda, IAM and S3; with `ACCOUNT` only this account is examined."
  type        = string
  default     = "ORGANIZATION"
}

variable "iam_password_policy_allow_users_to_change_password" {
  description = "Whether the account password policy lets IAM users change their own passwords."
  type        = bool
  default     = true
}

variable "iam_password_policy_hard_expiry" {
  description = "Whether an expired password locks the user out until an administrator resets it, instead of letting the user pick a new one."
  type        = bool
  default     = true
}

variable "iam_password_policy_max_password_age" {
  description = "Number of days an IAM user password stays valid before it expires."
  type        = number
  default     = 30
}

variable "iam_password_policy_minimum_password_length" {
  description = "Minimum number of characters in an IAM user password. In the baselines that create IAM users, the same number sets the length of the console passwords generated for them."
  type        = number
  default     = 16
}

variable "iam_password_policy_password_reuse_prevention" {
  description = "Number of a user's previous passwords that cannot be reused."
  type        = number
  default     = 5
}

variable "iam_password_policy_require_lowercase_characters" {
  description = "Whether passwords must contain at least one lowercase letter."
  type        = bool
  default     = true
}

variable "iam_password_policy_require_numbers" {
  description = "Whether passwords must contain at least one digit."
  type        = bool
  default     = true
}

variable "iam_password_policy_require_symbols" {
  description = "Whether passwords must contain at least one symbol."
  type        = bool
  default     = true
}

variable "iam_password_policy_require_uppercase_characters" {
  description = "Whether passwords must contain at least one uppercase letter."
  type        = bool
  default     = true
}

variable "iam_role_tags" {
  description = "Tags to add to every IAM role the module creates."
  type        = map(string)
  default     = {}
}

variable "insecure_sg_rules_authorized_tcp_ports" {
  description = "TCP ports that security groups may open to `0.0.0.0/0` without failing the insecure security group rule, as a comma-separated string in which a dash marks a range (for example `443,1020-1025`)."
  type        = string
  default     = "443"
}

variable "insecure_sg_rules_authorized_udp_ports" {
  description = "UDP ports that security groups may open to `0.0.0.0/0` without failing the insecure security group rule, as a comma-separated string in which a dash marks a range (for example `500,1020-1025`)."
  type        = string
  default     = null
}

variable "kms_cmk_global_tags" {
  description = "Tags added to every KMS key the module creates, as a map of tag name to value."
  type        = map(string)
  default     = {}
}

variable "kms_customer_master_keys" {
  description = "Account-level KMS customer master keys to create, keyed by key name; each value is an object of optional settings that fall back to module defaults. Placement: `region` creates the key in one region (`null` creates a separate key in every enabled region, and invalid regions end up in the `invalid_cmk_inputs` output), while `replica_regions` turns it into a multi-region key replicated to the listed regions (`*` means all enabled ones). Access and lifecycle: `cmk_administrator_iam_arns`, `cmk_user_iam_arns`, `cmk_read_only_user_iam_arns`, `cmk_describe_only_user_iam_arns`, `cmk_external_user_iam_arns`, `cmk_service_principals`, `allow_manage_key_permissions_with_iam`, `deletion_window_in_days`, `enable_key_rotation`, `spec` (such as `SYMMETRIC_DEFAULT` or an RSA or ECC key type) and `tags`."
  type        = any
  default     = {}
}

variable "kms_grant_regions" {
  description = "Map from the name of each KMS grant to the region of the key it applies to, with exactly one entry per entry in `kms_grants`. It exists because Terraform does not allow `for_each` to depend on resource attributes."
  type        = map(string)
  default     = {}
}

variable "kms_grants" {
  description = "KMS grants to create, keyed by a grant name that must be unique in the account. A grant lets a principal use a key without changing the key policy or IAM, which some AWS services (Auto Scaling, for example) need in order to encrypt and decrypt with customer managed keys. Each value sets `kms_cmk_arn` (the key; its region is read from the ARN), `grantee_principal` (an ARN) and `granted_operations`, chosen from `Decrypt`, `Encrypt`, `GenerateDataKey`, `GenerateDataKeyWithoutPlaintext`, `ReEncryptFrom`, `ReEncryptTo`, `CreateGrant`, `RetireGrant` and `DescribeKey`."
  type        = map(object({
      kms_cmk_arn = string
      grantee_principal = string
      granted_operations = list(string)
    }))
  default     = {}
}

variable "max_session_duration_human_users" {
  description = "Longest session, in seconds, for credentials obtained by assuming the IAM roles meant for people that the module creates, such as the read-only access role. Roles for machine users are governed by `max_session_duration_machine_users`."
  type        = number
  default     = 43200
}

variable "max_session_duration_machine_users" {
  description = "Longest session, in seconds, for credentials obtained by assuming the IAM roles meant for machine users that the module creates, such as the auto-deploy role. Roles for people are governed by `max_session_duration_human_users`."
  type        = number
  default     = 3600
}

variable "rds_storage_encrypted_kms_id" {
  description = "KMS key ID or ARN that the RDS storage encryption Config rule expects DB instances to be encrypted with."
  type        = string
  default     = null
}

variable "service_linked_roles" {
  description = "Services to create service-linked roles for, given as the service host name without a protocol, for example `elasticbeanstalk.amazonaws.com` or `es.amazonaws.com`. These roles are defined by the service, which is usually the only principal able to assume them, and an account can typically hold only one per service, which is why the baseline manages them."
  type        = set(string)
  default     = []
}

variable "should_require_mfa" {
  description = "Whether multi-factor authentication is required, both in the AWS Console and for API calls, to use the permissions the module grants to IAM users. Where the module creates cross-account IAM roles, the requirement applies to assuming them too."
  type        = bool
  default     = true
}

variable "use_managed_iam_policies" {
  description = "Whether the module's IAM permissions are created as standalone managed policies instead of inline policies embedded in the IAM roles. Automated policy checkers, which often evaluate one resource at a time, handle managed policies better, so keep this on when you target compliance standards."
  type        = bool
  default     = true
}
