"""Seeds the emulator with what the pipelines walkthrough has created, step by step.

The walkthrough works in the dev account (555555555555) of the landing-zone guide and starts from the two
VPCs of the VPC guide. Terragrunt applies the deploy runner (step 2) and the OIDC roles (step 3), which the
checks cannot run, so the functions below create what those applies leave behind. Steps 4 to 7 change only
GitHub, which the emulator does not model, so they have no function.

Names the private ECS deploy runner module derives from its `name` input (ecs-deploy-runner) are stand-ins
here: the cluster is named after `name` (the module's EC2 worker boot script joins a cluster of that name),
and the task log group is `/ecs/` plus `name`, as the module's `ecs_task_cloudwatch_log_group_name` input
documents. The pages never print the other derived names (roles, task families, the invoker function), so
the stand-ins cannot leak into an expected output.
"""
import io
import json
import os
import zipfile

# aws-vault profile -> account ID, as the landing zone's account.hcl files name them.
PROFILES = {
    "acme-management": "111111111111",
    "acme-security": "222222222222",
    "acme-logs": "333333333333",
    "acme-shared": "444444444444",
    "acme-dev": "555555555555",
    "acme-stage": "666666666666",
    "acme-prod": "777777777777",
}
DEFAULT_PROFILE = "acme-dev"
REGION = "us-east-1"
# Step 1 starts at the root of the reader's local clone of the live repository.
START = "infrastructure-live"
REPO = "infrastructure-live"

DEV = "555555555555"
STATE_BUCKET = f"acme-{DEV}-tfstate"
ZONES = ["us-east-1a", "us-east-1b", "us-east-1c"]
GITHUB_HOST = "token.actions.githubusercontent.com"
OIDC_PROVIDER_ARN = f"arn:aws:iam::{DEV}:oidc-provider/{GITHUB_HOST}"
# The immutable subject prefix built from the owner and repository IDs the walkthrough records in step 1.
SUBJECT_PREFIX = "repo:acme@123456/infrastructure-live@456789"
RUNNER_NAME = "ecs-deploy-runner"
RUNNER_IMAGE = f"{DEV}.dkr.ecr.{REGION}.amazonaws.com/ecs-deploy-runner:v1"
RUNNER_CONTAINERS = ["terraform-planner", "terraform-applier"]
PIPELINE_TAG = {"Key": "ManagedBy", "Value": "infrastructure-live-pipeline"}


def _tags(**tags):
    return [{"Key": key, "Value": value} for key, value in tags.items()]


def _vpc(ec2, name, cidr, tiers):
    """One VPC of the catalog's VPC service: the VPC, an internet gateway and one subnet per tier and zone."""
    vpc_id = ec2.create_vpc(
        CidrBlock=cidr,
        TagSpecifications=[{"ResourceType": "vpc", "Tags": _tags(Name=name)}],
    )["Vpc"]["VpcId"]
    igw = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id)
    subnets = {}
    for tier, cidrs in tiers.items():
        subnets[tier] = [
            ec2.create_subnet(
                VpcId=vpc_id,
                CidrBlock=block,
                AvailabilityZone=zone,
                TagSpecifications=[{"ResourceType": "subnet", "Tags": _tags(Name=f"{name}-{tier}-{index}")}],
            )["Subnet"]["SubnetId"]
            for index, (block, zone) in enumerate(zip(cidrs, ZONES))
        ]
    public_rt = ec2.create_route_table(VpcId=vpc_id)["RouteTable"]["RouteTableId"]
    for subnet in subnets["public"]:
        ec2.associate_route_table(RouteTableId=public_rt, SubnetId=subnet)
    private_rts = []
    for tier, ids in subnets.items():
        if tier == "public":
            continue
        for subnet in ids:
            table = ec2.create_route_table(VpcId=vpc_id)["RouteTable"]["RouteTableId"]
            ec2.associate_route_table(RouteTableId=table, SubnetId=subnet)
            private_rts.append(table)
    return vpc_id, igw, subnets, public_rt, private_rts


def step_01(ctx):
    """Where the walkthrough starts: the state the landing-zone and VPC guides left in the dev account.

    Their Terraform created the dev account's state bucket and, in us-east-1, the management VPC
    (10.0.0.0/16, public and private subnets in three zones) and the dev application VPC (10.10.0.0/16,
    public, private-app and private-persistence subnets in three zones). The live repository holds their
    units under dev/us-east-1 and the account baseline under dev/_global.
    """
    s3 = ctx.client("s3")
    s3.create_bucket(Bucket=STATE_BUCKET)
    s3.put_bucket_versioning(Bucket=STATE_BUCKET, VersioningConfiguration={"Status": "Enabled"})

    ec2 = ctx.client("ec2")
    mgmt_id, _, mgmt_subnets, mgmt_public_rt, mgmt_private_rts = _vpc(
        ec2,
        "mgmt",
        "10.0.0.0/16",
        {
            "public": ["10.0.0.0/20", "10.0.16.0/20", "10.0.32.0/20"],
            "private": ["10.0.128.0/20", "10.0.144.0/20", "10.0.160.0/20"],
        },
    )
    ctx.outputs(
        "infrastructure-live/dev/us-east-1/mgmt-vpc",
        {
            "vpc_id": mgmt_id,
            "vpc_name": "mgmt",
            "vpc_cidr_block": "10.0.0.0/16",
            "public_subnet_ids": mgmt_subnets["public"],
            "private_subnet_ids": mgmt_subnets["private"],
            "public_subnet_route_table_id": mgmt_public_rt,
            "private_subnet_route_table_ids": mgmt_private_rts,
        },
    )

    dev_id, _, dev_subnets, dev_public_rt, _ = _vpc(
        ec2,
        "dev",
        "10.10.0.0/16",
        {
            "public": ["10.10.0.0/21", "10.10.8.0/21", "10.10.16.0/21"],
            "private-app": ["10.10.80.0/21", "10.10.88.0/21", "10.10.96.0/21"],
            "private-persistence": ["10.10.160.0/21", "10.10.168.0/21", "10.10.176.0/21"],
        },
    )
    ctx.outputs(
        "infrastructure-live/dev/us-east-1/vpc",
        {
            "vpc_id": dev_id,
            "vpc_name": "dev",
            "vpc_cidr_block": "10.10.0.0/16",
            "availability_zones": ZONES,
            "public_subnet_ids": dev_subnets["public"],
            "private_app_subnet_ids": dev_subnets["private-app"],
            "private_persistence_subnet_ids": dev_subnets["private-persistence"],
            "public_subnet_route_table_id": dev_public_rt,
        },
    )
    ctx.mkdir("infrastructure-live/dev/_global/account-baseline")


def _outputs(ctx, unit):
    """The outputs an earlier step recorded for a unit of the live repository."""
    with open(os.path.join(ctx.workspace, REPO, unit, ".terragrunt-outputs.json"), encoding="utf-8") as file:
        return json.load(file)


def _trust(statement_sid, principal, action, condition=None):
    statement = {"Sid": statement_sid, "Effect": "Allow", "Action": action, "Principal": principal}
    if condition:
        statement["Condition"] = condition
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def step_02(ctx):
    """Step 2 applies the ECS deploy runner in the dev VPC's private-app subnets.

    The reader created /tmp/ci-catalog-key with ssh-keygen in step 1, which the checks cannot run; the
    step stores it in Secrets Manager and deletes it. Terraform then creates the ECS cluster, a task
    definition and a task role for the planner and the applier, the execution role, the invoker Lambda
    function in the three private-app subnets with an outbound-only security group, the invoke policy,
    and the two log groups with 90 days of retention.
    """
    with open("/tmp/ci-catalog-key", "w", encoding="utf-8") as key:
        key.write("-----BEGIN OPENSSH PRIVATE KEY-----\nsample-check\n-----END OPENSSH PRIVATE KEY-----\n")
    ec2 = ctx.client("ec2")
    iam = ctx.client("iam")
    ecs = ctx.client("ecs")
    logs = ctx.client("logs")
    lam = ctx.client("lambda")

    vpc = _outputs(ctx, "dev/us-east-1/vpc")
    vpc_id, app_subnets = vpc["vpc_id"], vpc["private_app_subnet_ids"]
    group = ec2.create_security_group(
        GroupName=RUNNER_NAME, Description="ECS deploy runner: outbound only", VpcId=vpc_id
    )["GroupId"]

    ecs_tasks = {"Service": "ecs-tasks.amazonaws.com"}
    execution_role = iam.create_role(
        RoleName=f"{RUNNER_NAME}-task-execution",
        AssumeRolePolicyDocument=_trust("EcsTasks", ecs_tasks, "sts:AssumeRole"),
    )["Role"]["Arn"]
    cluster = ecs.create_cluster(clusterName=RUNNER_NAME)["cluster"]["clusterArn"]
    logs.create_log_group(logGroupName=f"/ecs/{RUNNER_NAME}")
    logs.put_retention_policy(logGroupName=f"/ecs/{RUNNER_NAME}", retentionInDays=90)

    task_roles, families, revisions, task_arns = {}, {}, {}, {}
    for container in RUNNER_CONTAINERS:
        role = iam.create_role(
            RoleName=f"{RUNNER_NAME}-{container}",
            AssumeRolePolicyDocument=_trust("EcsTasks", ecs_tasks, "sts:AssumeRole"),
        )["Role"]
        pipeline_role = "pipeline-plan" if container == "terraform-planner" else "pipeline-apply"
        iam.put_role_policy(
            RoleName=role["RoleName"],
            PolicyName="access-to-services",
            PolicyDocument=json.dumps({
                "Version": "2012-10-17",
                "Statement": [{
                    "Effect": "Allow",
                    "Action": "sts:AssumeRole",
                    "Resource": f"arn:aws:iam::{DEV}:role/{pipeline_role}",
                }],
            }),
        )
        task_roles[container] = {"arn": role["Arn"], "name": role["RoleName"]}
        definition = ecs.register_task_definition(
            family=f"{RUNNER_NAME}-{container}",
            taskRoleArn=role["Arn"],
            executionRoleArn=execution_role,
            networkMode="awsvpc",
            requiresCompatibilities=["FARGATE"],
            cpu="1024",
            memory="2048",
            containerDefinitions=[{
                "name": container,
                "image": RUNNER_IMAGE,
                "essential": True,
                "logConfiguration": {
                    "logDriver": "awslogs",
                    "options": {
                        "awslogs-group": f"/ecs/{RUNNER_NAME}",
                        "awslogs-region": REGION,
                        "awslogs-stream-prefix": container,
                    },
                },
            }],
        )["taskDefinition"]
        families[container] = definition["family"]
        revisions[container] = definition["revision"]
        task_arns[container] = definition["taskDefinitionArn"]

    invoker_role = iam.create_role(
        RoleName=f"{RUNNER_NAME}-invoker",
        AssumeRolePolicyDocument=_trust("Lambda", {"Service": "lambda.amazonaws.com"}, "sts:AssumeRole"),
    )["Role"]["Arn"]
    code = io.BytesIO()
    with zipfile.ZipFile(code, "w") as archive:
        archive.writestr("invoker.py", "def handler(event, context):\n    return None\n")
    function_name = f"{RUNNER_NAME}-invoker"
    function = lam.create_function(
        FunctionName=function_name,
        Runtime="python3.12",
        Role=invoker_role,
        Handler="invoker.handler",
        Code={"ZipFile": code.getvalue()},
        VpcConfig={"SubnetIds": app_subnets, "SecurityGroupIds": [group]},
    )["FunctionArn"]
    logs.create_log_group(logGroupName=f"/aws/lambda/{function_name}")
    logs.put_retention_policy(logGroupName=f"/aws/lambda/{function_name}", retentionInDays=90)
    invoke_policy = iam.create_policy(
        PolicyName=f"invoke-{RUNNER_NAME}",
        PolicyDocument=json.dumps({
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "lambda:InvokeFunction", "Resource": function}],
        }),
    )["Policy"]["Arn"]

    ctx.outputs(
        "infrastructure-live/dev/us-east-1/ecs-deploy-runner",
        {
            "cloudwatch_log_group_name": f"/ecs/{RUNNER_NAME}",
            "default_ecs_task_arn": task_arns["terraform-planner"],
            "ecs_cluster_arn": cluster,
            "ecs_task_arns": task_arns,
            "ecs_task_execution_role_arn": execution_role,
            "ecs_task_families": families,
            "ecs_task_iam_roles": task_roles,
            "ecs_task_revisions": revisions,
            "invoke_policy_arn": invoke_policy,
            "invoker_function_arn": function,
            "invoker_function_name": function_name,
            "security_group_allow_all_outbound_id": group,
        },
    )


def _pipeline_trust(sid, subjects):
    return _trust(
        sid,
        {"Federated": OIDC_PROVIDER_ARN},
        "sts:AssumeRoleWithWebIdentity",
        {
            "StringEquals": {
                f"{GITHUB_HOST}:aud": "sts.amazonaws.com",
                f"{GITHUB_HOST}:sub": subjects[0] if len(subjects) == 1 else subjects,
            }
        },
    )


def step_03(ctx):
    """Step 3 applies the github-oidc unit in dev/_global.

    Terraform creates the IAM OIDC provider for GitHub Actions (audience sts.amazonaws.com, no
    thumbprint), the pipeline-plan role (ReadOnlyAccess plus the state lock files, trusted by pull
    requests and main) and the pipeline-apply role (AdministratorAccess with a deny on the pipeline's
    own identity, trusted by the dev environment only): seven resources.
    """
    iam = ctx.client("iam")
    iam.create_open_id_connect_provider(Url=f"https://{GITHUB_HOST}", ClientIDList=["sts.amazonaws.com"])

    plan = iam.create_role(
        RoleName="pipeline-plan",
        Description="terragrunt plan from CI: read-only, plus Terraform state lock files",
        AssumeRolePolicyDocument=_pipeline_trust(
            "GitHubActionsPlan", [f"{SUBJECT_PREFIX}:pull_request", f"{SUBJECT_PREFIX}:ref:refs/heads/main"]
        ),
        MaxSessionDuration=3600,
    )["Role"]["Arn"]
    # The emulator does not load AWS managed policies, so ReadOnlyAccess and AdministratorAccess are not
    # attached here; no page reads the attachments back.
    iam.put_role_policy(
        RoleName="pipeline-plan",
        PolicyName="terraform-state-locks",
        PolicyDocument=json.dumps({
            "Version": "2012-10-17",
            "Statement": [{
                "Sid": "StateLockFiles",
                "Effect": "Allow",
                "Action": ["s3:PutObject", "s3:DeleteObject"],
                "Resource": f"arn:aws:s3:::{STATE_BUCKET}/*.tflock",
            }],
        }),
    )

    apply = iam.create_role(
        RoleName="pipeline-apply",
        Description="terragrunt apply from CI, after approval in the dev environment",
        AssumeRolePolicyDocument=_pipeline_trust("GitHubActionsApply", [f"{SUBJECT_PREFIX}:environment:dev"]),
        MaxSessionDuration=3600,
    )["Role"]["Arn"]
    iam.put_role_policy(
        RoleName="pipeline-apply",
        PolicyName="pipeline-identity-guardrails",
        PolicyDocument=json.dumps({
            "Version": "2012-10-17",
            "Statement": [{
                "Sid": "DenyChangesToPipelineIdentity",
                "Effect": "Deny",
                "Action": "iam:*",
                "Resource": [plan, apply, OIDC_PROVIDER_ARN],
            }],
        }),
    )
    ctx.outputs(
        "infrastructure-live/dev/_global/github-oidc",
        {
            "apply_role_arn": apply,
            "oidc_provider_arn": OIDC_PROVIDER_ARN,
            "plan_role_arn": plan,
            "subject_prefix": SUBJECT_PREFIX,
        },
    )
    ctx.mkdir("infrastructure-live/modules/github-oidc-roles")


def step_08(ctx):
    """Step 8's approved apply adds custom_tags to the dev VPC unit.

    The VPC service tags the VPC, its nine subnets, its route tables and internet gateway, and its
    default network ACL and security group with ManagedBy = infrastructure-live-pipeline, in place.
    """
    ec2 = ctx.client("ec2")
    vpc_id = _outputs(ctx, "dev/us-east-1/vpc")["vpc_id"]
    by_vpc = [{"Name": "vpc-id", "Values": [vpc_id]}]
    resources = [vpc_id]
    resources += [subnet["SubnetId"] for subnet in ec2.describe_subnets(Filters=by_vpc)["Subnets"]]
    resources += [table["RouteTableId"] for table in ec2.describe_route_tables(Filters=by_vpc)["RouteTables"]]
    resources += [acl["NetworkAclId"] for acl in ec2.describe_network_acls(Filters=by_vpc + [
        {"Name": "default", "Values": ["true"]}])["NetworkAcls"]]
    resources += [group["GroupId"] for group in ec2.describe_security_groups(Filters=by_vpc + [
        {"Name": "group-name", "Values": ["default"]}])["SecurityGroups"]]
    resources += [gateway["InternetGatewayId"] for gateway in ec2.describe_internet_gateways(
        Filters=[{"Name": "attachment.vpc-id", "Values": [vpc_id]}])["InternetGateways"]]
    ec2.create_tags(Resources=resources, Tags=[PIPELINE_TAG])


def step_09(ctx):
    """Step 9 destroys the deploy runner unit and the github-oidc unit with Terragrunt.

    The destroy removes everything step 2's and step 3's Terraform created; ECS keeps the deleted cluster
    visible as INACTIVE. The secret and the ECR repository, which step 2 created with the AWS CLI, are
    deleted by the step's own commands, so they stay here. The units' outputs stay readable for the
    command that records them before the destroy.
    """
    iam = ctx.client("iam")
    ecs = ctx.client("ecs")
    logs = ctx.client("logs")
    lam = ctx.client("lambda")
    ec2 = ctx.client("ec2")

    runner = _outputs(ctx, "dev/us-east-1/ecs-deploy-runner")
    lam.delete_function(FunctionName=runner["invoker_function_name"])
    logs.delete_log_group(logGroupName=f"/aws/lambda/{runner['invoker_function_name']}")
    logs.delete_log_group(logGroupName=runner["cloudwatch_log_group_name"])
    for arn in runner["ecs_task_arns"].values():
        ecs.deregister_task_definition(taskDefinition=arn)
    ecs.delete_cluster(cluster=runner["ecs_cluster_arn"])
    ec2.delete_security_group(GroupId=runner["security_group_allow_all_outbound_id"])
    iam.delete_policy(PolicyArn=runner["invoke_policy_arn"])
    for role in [*runner["ecs_task_iam_roles"].values(), {"name": f"{RUNNER_NAME}-task-execution"},
                 {"name": f"{RUNNER_NAME}-invoker"}]:
        for policy in iam.list_role_policies(RoleName=role["name"])["PolicyNames"]:
            iam.delete_role_policy(RoleName=role["name"], PolicyName=policy)
        iam.delete_role(RoleName=role["name"])

    for role in ["pipeline-plan", "pipeline-apply"]:
        for policy in iam.list_role_policies(RoleName=role)["PolicyNames"]:
            iam.delete_role_policy(RoleName=role, PolicyName=policy)
        iam.delete_role(RoleName=role)
    iam.delete_open_id_connect_provider(OpenIDConnectProviderArn=OIDC_PROVIDER_ARN)
