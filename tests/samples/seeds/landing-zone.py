"""Seeds the emulator with what the landing-zone walkthrough creates, step by step.

Each step_NN(ctx) recreates what the Terraform and Terragrunt commands of walkthrough step NN leave in
the accounts (the check cannot run them), with the names, IDs and regions the pages use. Only the home
region, us-east-1, is seeded: the pages' runnable checks look there, and the loops over every region of
`opt_in_regions` need tools the check does not run.

Two things AWS does that the emulator cannot be asked to do through its API are set directly in moto's
in-process backends: the root user's MFA flag (step 1 turns it on in the console) and the name of the
management account in the organization (AWS takes it from the account; moto calls it "master").
"""

import json

# aws-vault profile -> account ID, as the guide's account.hcl files and ~/.aws/config name them.
PROFILES = {
    "acme-management": "111111111111",
    "acme-security": "222222222222",
    "acme-logs": "333333333333",
    "acme-shared": "444444444444",
    "acme-dev": "555555555555",
    "acme-stage": "666666666666",
    "acme-prod": "777777777777",
}
DEFAULT_PROFILE = "acme-management"
REGION = "us-east-1"
# The reader starts in the folder that will hold infrastructure-live (step 2 creates it).
START = ""
REPO = "infrastructure-live"

MANAGEMENT = "111111111111"
SECURITY = "222222222222"
LOGS = "333333333333"
WORKLOADS = {"shared": "444444444444", "dev": "555555555555", "stage": "666666666666", "prod": "777777777777"}
MEMBERS = {"logs": LOGS, "security": SECURITY, **WORKLOADS}

CLOUDTRAIL_BUCKET = "acme-111111111111-cloudtrail"
CONFIG_BUCKET = "acme-111111111111-config"
TRAIL_NAME = "acme-management"
CROSS_ACCOUNT_ROLES = ["allow-full-access-from-other-accounts", "allow-read-only-access-from-other-accounts"]
DAY = "2026/11/28"


def unit(account):
    """The folder of an account's baseline unit in the live repository."""
    return f"{REPO}/{account}/_global/account-baseline"


def profile(account):
    return f"acme-{account}"


def state_bucket(ctx, account_id, account):
    """What `terragrunt backend bootstrap` creates: a versioned, encrypted, private bucket that requires TLS."""
    s3 = ctx.client("s3", profile=profile(account))
    bucket = f"acme-{account_id}-tfstate"
    s3.create_bucket(Bucket=bucket)
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    s3.put_bucket_encryption(
        Bucket=bucket,
        ServerSideEncryptionConfiguration={
            "Rules": [{"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "aws:kms"}}]
        },
    )
    s3.put_public_access_block(
        Bucket=bucket,
        PublicAccessBlockConfiguration={
            "BlockPublicAcls": True,
            "IgnorePublicAcls": True,
            "BlockPublicPolicy": True,
            "RestrictPublicBuckets": True,
        },
    )
    s3.put_bucket_policy(
        Bucket=bucket,
        Policy=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Sid": "EnforcedTLS",
                        "Effect": "Deny",
                        "Principal": "*",
                        "Action": "s3:*",
                        "Resource": [f"arn:aws:s3:::{bucket}", f"arn:aws:s3:::{bucket}/*"],
                        "Condition": {"Bool": {"aws:SecureTransport": "false"}},
                    }
                ],
            }
        ),
    )


def account_controls(ctx, account_id, account):
    """AWS Config delivering to the central bucket, a GuardDuty detector and EBS encryption by default."""
    config = ctx.client("config", profile=profile(account))
    config.put_configuration_recorder(
        ConfigurationRecorder={
            "name": "default",
            "roleARN": f"arn:aws:iam::{account_id}:role/acme-{account}-config",
            "recordingGroup": {"allSupported": True, "includeGlobalResourceTypes": True},
        }
    )
    channel = {"name": "default", "s3BucketName": CONFIG_BUCKET}
    if account_id != MANAGEMENT:
        channel["snsTopicARN"] = f"arn:aws:sns:{REGION}:{LOGS}:ConfigTopic"
    config.put_delivery_channel(DeliveryChannel=channel)
    config.start_configuration_recorder(ConfigurationRecorderName="default")
    ctx.client("guardduty", profile=profile(account)).create_detector(Enable=True)
    ctx.client("ec2", profile=profile(account)).enable_ebs_encryption_by_default()


def delete_account_controls(ctx, account):
    config = ctx.client("config", profile=profile(account))
    config.stop_configuration_recorder(ConfigurationRecorderName="default")
    config.delete_delivery_channel(DeliveryChannelName="default")
    config.delete_configuration_recorder(ConfigurationRecorderName="default")
    guardduty = ctx.client("guardduty", profile=profile(account))
    for detector in guardduty.list_detectors()["DetectorIds"]:
        guardduty.delete_detector(DetectorId=detector)


def delivered(ctx, org_id, *account_ids):
    """Files the organization trail and the accounts' Config recorders have delivered to the archive."""
    s3 = ctx.client("s3", profile="acme-logs")
    for account_id in account_ids:
        stamp = "20261128T1200Z"
        s3.put_object(
            Bucket=CLOUDTRAIL_BUCKET,
            Key=f"AWSLogs/{org_id}/{account_id}/CloudTrail/{REGION}/{DAY}/"
            f"{account_id}_CloudTrail_{REGION}_{stamp}_0aB1cD2eF3gH4iJ5.json.gz",
            Body=b"{}",
        )
        s3.put_object(
            Bucket=CONFIG_BUCKET,
            Key=f"AWSLogs/{account_id}/Config/{REGION}/{DAY}/ConfigHistory/"
            f"{account_id}_Config_{REGION}_ConfigHistory_AWS::IAM::Role_{stamp}_{stamp}_1.json.gz",
            Body=b"{}",
        )


def organization_id(ctx):
    return ctx.client("organizations", profile="acme-management").describe_organization()["Organization"]["Id"]


def cross_account_roles(ctx, account_id, account):
    """The app baseline's read-only and full-access roles, trusting the security account with MFA."""
    iam = ctx.client("iam", profile=profile(account))
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{SECURITY}:root"},
                "Action": "sts:AssumeRole",
                "Condition": {"Bool": {"aws:MultiFactorAuthPresent": "true"}},
            }
        ],
    }
    for role in CROSS_ACCOUNT_ROLES:
        iam.create_role(RoleName=role, AssumeRolePolicyDocument=json.dumps(trust), MaxSessionDuration=43200)
    ctx.outputs(
        unit(account),
        {
            "allow_full_access_from_other_accounts_iam_role_arn": f"arn:aws:iam::{account_id}:role/{CROSS_ACCOUNT_ROLES[0]}",
            "allow_full_access_sign_in_url": "https://signin.aws.amazon.com/switchrole?account="
            f"{account_id}&roleName={CROSS_ACCOUNT_ROLES[0]}",
            "allow_read_only_access_from_other_accounts_iam_role_arn": f"arn:aws:iam::{account_id}:role/{CROSS_ACCOUNT_ROLES[1]}",
            "allow_read_only_access_sign_in_url": "https://signin.aws.amazon.com/switchrole?account="
            f"{account_id}&roleName={CROSS_ACCOUNT_ROLES[1]}",
        },
    )


def step_01(ctx):
    """Step 1 works in the console: the root user gets an MFA device and keeps no access keys.

    IAM offers no API call for the root user's MFA device, so the seed sets the flag that
    `iam get-account-summary` reports as AccountMFAEnabled in moto's backend.
    """
    from moto.iam.models import iam_backends

    iam_backends[MANAGEMENT]["global"].account_summary._account_mfa_enabled = 1


def step_02(ctx):
    """Step 2 only writes the repository's shared files (the check saves the files the page shows);
    nothing exists in AWS yet."""


def step_03(ctx):
    """Step 3 runs `terragrunt backend bootstrap`, which creates the management account's state bucket."""
    state_bucket(ctx, MANAGEMENT, "management")


def step_04(ctx):
    """Step 4 applies the root baseline: the organization with SCPs and trusted access, six member accounts,
    the log buckets and CloudTrail key in the logs account, the organization trail, and the management
    account's own Config recorder, GuardDuty detector, IAM groups and password policy."""
    from moto.organizations.models import organizations_backends

    org = ctx.client("organizations", profile="acme-management")
    org.create_organization(FeatureSet="ALL")
    for account in organizations_backends[MANAGEMENT]["aws"].accounts:
        if account.id == MANAGEMENT:
            account.name = "acme-management"
    root = org.list_roots()["Roots"][0]["Id"]
    org.enable_policy_type(RootId=root, PolicyType="SERVICE_CONTROL_POLICY")
    for principal in [
        "cloudtrail.amazonaws.com",
        "config-multiaccountsetup.amazonaws.com",
        "config.amazonaws.com",
        "access-analyzer.amazonaws.com",
    ]:
        org.enable_aws_service_access(ServicePrincipal=principal)
    # for_each over child_accounts creates the accounts in the order of the map's keys.
    created = {}
    names = sorted(MEMBERS)
    with ctx.account_ids(*(MEMBERS[name] for name in names)):
        for name in names:
            status = org.create_account(
                Email=f"aws+{name}@acme.example",
                AccountName=name,
                IamUserAccessToBilling="DENY" if name in ("logs", "security") else "ALLOW",
            )["CreateAccountStatus"]
            created[name] = status["AccountId"]
    org_id = organization_id(ctx)
    accounts = {account["Id"]: account for account in org.list_accounts()["Accounts"]}

    # The central archive in the logs account, created through OrganizationAccountAccessRole.
    s3 = ctx.client("s3", profile="acme-logs")
    for bucket in (CLOUDTRAIL_BUCKET, CONFIG_BUCKET):
        s3.create_bucket(Bucket=bucket)
        s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    key_arn = ctx.client("kms", profile="acme-logs").create_key(
        Description="Encrypts the organization trail's log files"
    )["KeyMetadata"]["Arn"]

    # The organization trail and the management account's own baseline.
    logs = ctx.client("logs", profile="acme-management")
    logs.create_log_group(logGroupName="cloudtrail-logs")
    logs.put_retention_policy(logGroupName="cloudtrail-logs", retentionInDays=90)
    trail = ctx.client("cloudtrail", profile="acme-management")
    trail.create_trail(
        Name=TRAIL_NAME,
        S3BucketName=CLOUDTRAIL_BUCKET,
        IsMultiRegionTrail=True,
        IsOrganizationTrail=True,
        IncludeGlobalServiceEvents=True,
        EnableLogFileValidation=True,
        KmsKeyId=key_arn,
    )
    trail.start_logging(Name=TRAIL_NAME)
    account_controls(ctx, MANAGEMENT, "management")
    iam = ctx.client("iam", profile="acme-management")
    for group in ("full-access", "billing", "support"):
        iam.create_group(GroupName=group)
    iam.update_account_password_policy(MinimumPasswordLength=16, PasswordReusePrevention=24)
    delivered(ctx, org_id, MANAGEMENT, LOGS)

    ctx.outputs(
        unit("management"),
        {
            "organization_id": org_id,
            "organization_root_id": root,
            "child_accounts": {
                name: {
                    "arn": accounts[account_id]["Arn"],
                    "email": f"aws+{name}@acme.example",
                    "iam_user_access_to_billing": "DENY" if name in ("logs", "security") else "ALLOW",
                    "id": account_id,
                    "joined_method": "CREATED",
                    "name": name,
                    "parent_id": root,
                    "role_name": "OrganizationAccountAccessRole",
                    "status": "ACTIVE",
                }
                for name, account_id in created.items()
            },
            "cloudtrail_kms_key_arn": key_arn,
            "cloudtrail_s3_bucket_name": CLOUDTRAIL_BUCKET,
            "config_s3_bucket_name": CONFIG_BUCKET,
        },
    )


def step_05(ctx):
    """Step 5 changes nothing in AWS: it writes the account.hcl files and profiles. The
    OrganizationAccountAccessRole it assumes in each member account exists since step 4 (moto creates it
    with the account, as AWS Organizations does)."""


def step_06(ctx):
    """Step 6 bootstraps the security account's state bucket and applies the security baseline: the IAM
    groups (full-access, iam-user-self-mgmt and two cross-account groups per target account), the user
    alice, the password policy, AWS Config delivering to the central bucket and a GuardDuty detector."""
    state_bucket(ctx, SECURITY, "security")
    iam = ctx.client("iam", profile="acme-security")
    groups = ["full-access", "iam-user-self-mgmt"]
    targets = ["logs", "shared", "dev", "stage", "prod"]
    cross_account = [f"{name}-full-access" for name in targets] + [f"{name}-read-only" for name in targets]
    for group in groups + cross_account:
        iam.create_group(GroupName=group)
    iam.create_user(UserName="alice")
    iam.create_login_profile(UserName="alice", Password="Initial-Password-1234", PasswordResetRequired=True)
    for group in ["iam-user-self-mgmt", "dev-full-access", "stage-read-only", "prod-read-only"]:
        iam.add_user_to_group(GroupName=group, UserName="alice")
    iam.update_account_password_policy(
        MinimumPasswordLength=16, PasswordReusePrevention=24, HardExpiry=False, MaxPasswordAge=30
    )
    account_controls(ctx, SECURITY, "security")
    delivered(ctx, organization_id(ctx), SECURITY)
    ctx.outputs(
        unit("security"),
        {
            "cross_account_access_group_names": sorted(cross_account),
            "user_arns": {"alice": f"arn:aws:iam::{SECURITY}:user/alice"},
            "user_passwords": {"alice": "wcFMA0example0encrypted0password0base64"},
        },
    )


def step_07(ctx):
    """Step 7 bootstraps the logs account's state bucket and applies the app baseline there: AWS Config
    writing to the bucket next door, the ConfigTopic SNS topic, a GuardDuty detector and the two
    cross-account roles. It also sees the organization trail, which AWS shows in every member account;
    moto lists only an account's own trails, so the seed adds the trail's view in the logs account."""
    state_bucket(ctx, LOGS, "logs")
    ctx.client("sns", profile="acme-logs").create_topic(Name="ConfigTopic")
    account_controls(ctx, LOGS, "logs")
    cross_account_roles(ctx, LOGS, "logs")
    ctx.client("cloudtrail", profile="acme-logs").create_trail(
        Name=TRAIL_NAME, S3BucketName=CLOUDTRAIL_BUCKET, IsMultiRegionTrail=True, IsOrganizationTrail=True
    )
    # The plan the reader saved with `terragrunt run -- plan -no-color | tee /tmp/logs-plan.txt`.
    with open("/tmp/logs-plan.txt", "w", encoding="utf-8") as plan:
        plan.write(
            '  # module.config.aws_sns_topic.config["us-east-1"] will be created\n'
            '  # module.guardduty.aws_guardduty_detector.guardduty["us-east-1"] will be created\n'
            "Plan: 118 to add, 0 to change, 0 to destroy.\n"
        )


def step_08(ctx):
    """Step 8 applies the same app baseline to shared, dev, stage and prod, each after bootstrapping the
    account's state bucket; from then on every account delivers trail files and Config data."""
    for account, account_id in WORKLOADS.items():
        state_bucket(ctx, account_id, account)
        account_controls(ctx, account_id, account)
        cross_account_roles(ctx, account_id, account)
    delivered(ctx, organization_id(ctx), *WORKLOADS.values())


def step_09(ctx):
    """Step 9 only reads what steps 4 to 8 created; its GuardDuty sample findings need an operation the
    emulator lacks, so that block's output is an example."""


def step_10(ctx):
    """Step 10 tears down what the check cannot run: the member baselines are destroyed, the organization and
    accounts leave the root baseline's state, the rest of the root baseline is destroyed (trail, Config,
    GuardDuty, groups, both log buckets, the CloudTrail key scheduled for deletion), and every state bucket
    is deleted. The page's own `close-account` loop then closes the accounts in the emulator."""
    for account in ["prod", "stage", "dev", "shared", "logs"]:
        delete_account_controls(ctx, account)
        iam = ctx.client("iam", profile=profile(account))
        for role in CROSS_ACCOUNT_ROLES:
            iam.delete_role(RoleName=role)
    ctx.client("sns", profile="acme-logs").delete_topic(TopicArn=f"arn:aws:sns:{REGION}:{LOGS}:ConfigTopic")
    ctx.client("cloudtrail", profile="acme-logs").delete_trail(Name=TRAIL_NAME)
    delete_account_controls(ctx, "security")
    iam = ctx.client("iam", profile="acme-security")
    iam.delete_login_profile(UserName="alice")
    for group in iam.list_groups_for_user(UserName="alice")["Groups"]:
        iam.remove_user_from_group(GroupName=group["GroupName"], UserName="alice")
    iam.delete_user(UserName="alice")
    for group in iam.list_groups()["Groups"]:
        iam.delete_group(GroupName=group["GroupName"])

    trail = ctx.client("cloudtrail", profile="acme-management")
    trail.stop_logging(Name=TRAIL_NAME)
    trail.delete_trail(Name=TRAIL_NAME)
    ctx.client("logs", profile="acme-management").delete_log_group(logGroupName="cloudtrail-logs")
    delete_account_controls(ctx, "management")
    iam = ctx.client("iam", profile="acme-management")
    for group in ("full-access", "billing", "support"):
        iam.delete_group(GroupName=group)
    iam.delete_account_password_policy()
    kms = ctx.client("kms", profile="acme-logs")
    for key in kms.list_keys()["Keys"]:
        kms.schedule_key_deletion(KeyId=key["KeyId"], PendingWindowInDays=7)

    # Every bucket the walkthrough created, with every object version: the log buckets through
    # force_destroy, the state buckets through tools/delete-versioned-bucket.sh.
    buckets = [("logs", CLOUDTRAIL_BUCKET), ("logs", CONFIG_BUCKET), ("management", f"acme-{MANAGEMENT}-tfstate")]
    buckets += [(account, f"acme-{account_id}-tfstate") for account, account_id in MEMBERS.items()]
    for account, bucket in buckets:
        s3 = ctx.client("s3", profile=profile(account))
        versions = s3.list_object_versions(Bucket=bucket)
        for entry in versions.get("Versions", []) + versions.get("DeleteMarkers", []):
            s3.delete_object(Bucket=bucket, Key=entry["Key"], VersionId=entry["VersionId"])
        s3.delete_bucket(Bucket=bucket)
