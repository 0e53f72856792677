"""Seeds the emulator with what the EKS walkthrough has created by each step.

The guide builds on the landing-zone and VPC guides, so step 1 starts from their end state: the dev
account with its cross-account roles, and the management and dev VPCs of the VPC guide. Each later
function adds what that step's Terragrunt apply (or the reader's own AWS CLI commands that the check
cannot run) leaves in the dev account, with the names, CIDRs and tags the pages use.

Two things AWS owns are written into the emulator directly, because its API refuses them to callers:
the public `/aws/service/...` SSM parameter that names the Amazon Linux 2 EKS image, and the
`accessConfig` that EKS gives every cluster created through its API (moto 5.2 omits it).
"""
import datetime
import json

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
# The walkthrough starts at the root of the live repository.
START = "infrastructure-live"
REPO = "infrastructure-live"

DEV = "555555555555"
UNITS = "infrastructure-live/dev/us-east-1"
CLUSTER = "dev-eks"
ZONES = ["us-east-1a", "us-east-1b", "us-east-1c"]
# The dev VPC's address plan from the VPC guide (02-plan-the-address-space).
SUBNETS = {
    "public": ["10.10.0.0/21", "10.10.8.0/21", "10.10.16.0/21"],
    "private-app": ["10.10.80.0/21", "10.10.88.0/21", "10.10.96.0/21"],
    "private-persistence": ["10.10.160.0/21", "10.10.168.0/21", "10.10.176.0/21"],
}
CONTROL_PLANE_LOGS = f"/aws/eks/{CLUSTER}/cluster"
OIDC_ID = "5E1D0C3B9A8F7E6D5C4B3A2F1E0D9C8B"
WORKER_ROLE = "dev-eks-workers"
NODE_GROUP = "dev-eks-general"
LB_POLICY = "dev-eks-lb-controller-v2-13-4"
LB_NAME = "k8s-sampleap-sampleap-4f1c2b9e7a"
NODE_PORT = 31542
# Names the worker AMIs get from the Packer template: ami_name-version_tag-{{isotime | clean_resource_name}}.
WORKER_AMI_NAMES = {
    "v1": "eks-workers-v1-2026-11-28t09-14-03z",
    "v2": "eks-workers-v2-2026-11-28t13-02-47z",
}
# The last Amazon Linux 2 EKS image for Kubernetes 1.32 (December 2025), as the public parameter names it.
AL2_PARAMETER = "/aws/service/eks/optimized-ami/1.32/amazon-linux-2/recommended/image_id"
AL2_BASE_AMI = "ami-0a1f3c5e7b9d2f4a6"

# Resource IDs one step creates and a later step needs, keyed by name.
state = {}


def _tags(pairs):
    return [{"Key": key, "Value": value} for key, value in pairs.items()]


def _trust(service=None, federated=None):
    principal = {"Service": service} if service else {"Federated": federated}
    action = "sts:AssumeRole" if service else "sts:AssumeRoleWithWebIdentity"
    return json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Principal": principal, "Action": action}]}
    )


def _publish_public_parameter(name, value):
    """AWS publishes /aws/service/... parameters itself; the emulator's API refuses those names to callers."""
    from moto.ssm.models import Parameter, ssm_backends

    backend = ssm_backends[DEV][REGION]
    backend._parameters[name].append(
        Parameter(
            account_id=DEV,
            name=name,
            value=value,
            parameter_type="String",
            description=None,
            allowed_pattern=None,
            keyid=None,
            last_modified_date=datetime.datetime(2025, 12, 10).timestamp(),
            version=1,
            data_type="text",
        )
    )


def _build_worker_ami(ctx, version):
    """What `packer build` leaves: an AMI in the dev account whose root snapshot Packer created."""
    ec2 = ctx.client("ec2")
    volume = ec2.create_volume(AvailabilityZone=ZONES[0], Size=40, VolumeType="gp3")["VolumeId"]
    snapshot = ec2.create_snapshot(VolumeId=volume)["SnapshotId"]
    ec2.delete_volume(VolumeId=volume)
    image = ec2.register_image(
        Name=WORKER_AMI_NAMES[version],
        Description="An Amazon EKS-optimized AMI that is meant to be run as part of an EKS cluster.",
        Architecture="x86_64",
        RootDeviceName="/dev/xvda",
        VirtualizationType="hvm",
        BlockDeviceMappings=[{"DeviceName": "/dev/xvda", "Ebs": {"SnapshotId": snapshot, "VolumeSize": 40}}],
    )["ImageId"]
    ec2.create_tags(Resources=[image], Tags=_tags({"service": "eks-workers", "version": version}))
    state[f"ami_{version}"] = image
    return image


def _launch_nodes(ctx, image, addresses):
    """The managed node group's instances, zone -> private address, tagged by EKS with cluster and node group."""
    ec2 = ctx.client("ec2")
    ids = []
    for zone, address in addresses.items():
        subnet = state["subnets"]["private-app"][ZONES.index(zone)]
        ids += [
            instance["InstanceId"]
            for instance in ec2.run_instances(
                ImageId=image,
                InstanceType="t3.medium",
                MinCount=1,
                MaxCount=1,
                SubnetId=subnet,
                PrivateIpAddress=address,
                TagSpecifications=[
                    {
                        "ResourceType": "instance",
                        "Tags": _tags({"eks:cluster-name": CLUSTER, "eks:nodegroup-name": NODE_GROUP}),
                    }
                ],
            )["Instances"]
        ]
    return ids


def step_01(ctx):
    """Step 1 starts from the VPC guide's end state and applies the Kubernetes tags to the dev VPC.

    Already there: the landing zone's cross-account roles in the dev account, the management VPC
    (10.0.0.0/16) and the dev VPC (10.10.0.0/16) with nine subnets, a NAT gateway and the peering
    connection between them. Step 1's apply adds `kubernetes.io/cluster/dev-eks = shared` to the VPC
    and every subnet, `kubernetes.io/role/elb = 1` to the public subnets and
    `kubernetes.io/role/internal-elb = 1` to the private-app subnets.
    """
    iam = ctx.client("iam")
    for role in ["allow-full-access-from-other-accounts", "allow-read-only-access-from-other-accounts"]:
        iam.create_role(
            RoleName=role,
            AssumeRolePolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"AWS": "arn:aws:iam::222222222222:root"},
                            "Action": "sts:AssumeRole",
                        }
                    ],
                }
            ),
        )

    ec2 = ctx.client("ec2")
    mgmt = ec2.create_vpc(CidrBlock="10.0.0.0/16")["Vpc"]["VpcId"]
    ec2.create_tags(Resources=[mgmt], Tags=_tags({"Name": "mgmt"}))
    cluster_tag = {f"kubernetes.io/cluster/{CLUSTER}": "shared"}
    dev = ec2.create_vpc(CidrBlock="10.10.0.0/16")["Vpc"]["VpcId"]
    ec2.create_tags(Resources=[dev], Tags=_tags({"Name": "dev", **cluster_tag}))

    role_tags = {"public": {"kubernetes.io/role/elb": "1"}, "private-app": {"kubernetes.io/role/internal-elb": "1"}}
    subnets = {}
    for tier, cidrs in SUBNETS.items():
        subnets[tier] = []
        for zone, cidr in zip(ZONES, cidrs):
            subnet = ec2.create_subnet(VpcId=dev, CidrBlock=cidr, AvailabilityZone=zone)["Subnet"]["SubnetId"]
            ec2.create_tags(
                Resources=[subnet],
                Tags=_tags({"Name": f"dev-{tier}-{ZONES.index(zone)}", **cluster_tag, **role_tags.get(tier, {})}),
            )
            subnets[tier].append(subnet)
    state.update(mgmt_vpc=mgmt, vpc=dev, subnets=subnets)

    igw = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=dev)
    eip = ec2.allocate_address(Domain="vpc")["AllocationId"]
    ec2.create_nat_gateway(SubnetId=subnets["public"][0], AllocationId=eip)
    ec2.create_vpc_peering_connection(VpcId=dev, PeerVpcId=mgmt)

    ctx.outputs(
        f"{UNITS}/mgmt-vpc",
        {"vpc_id": mgmt, "vpc_name": "mgmt", "vpc_cidr_block": "10.0.0.0/16"},
    )
    ctx.outputs(
        f"{UNITS}/vpc",
        {
            "vpc_id": dev,
            "vpc_name": "dev",
            "vpc_cidr_block": "10.10.0.0/16",
            "public_subnet_ids": subnets["public"],
            "private_app_subnet_ids": subnets["private-app"],
            "private_persistence_subnet_ids": subnets["private-persistence"],
        },
    )


def step_02(ctx):
    """Step 2 applies the eks-cluster unit: the control plane and what the Amazon EKS service creates with it.

    The cluster `dev-eks` (Kubernetes 1.32) in the private-app subnets, with a public endpoint limited to
    203.0.113.25/32 and the private endpoint on, the api, audit and authenticator logs in the log group
    /aws/eks/dev-eks/cluster (kept 30 days), the cluster's IAM role and the OpenID Connect provider.
    """
    iam = ctx.client("iam")
    role = iam.create_role(RoleName=f"{CLUSTER}-cluster", AssumeRolePolicyDocument=_trust(service="eks.amazonaws.com"))
    eks = ctx.client("eks")
    eks.create_cluster(
        name=CLUSTER,
        version="1.32",
        roleArn=role["Role"]["Arn"],
        resourcesVpcConfig={
            "subnetIds": state["subnets"]["private-app"],
            "endpointPublicAccess": True,
            "endpointPrivateAccess": True,
            "publicAccessCidrs": ["203.0.113.25/32"],
        },
        logging={"clusterLogging": [{"types": ["api", "audit", "authenticator"], "enabled": True}]},
    )
    # EKS sets CONFIG_MAP on every cluster created through its API without an accessConfig.
    from moto.eks.models import eks_backends

    eks_backends[DEV][REGION].clusters[CLUSTER].access_config = {
        "authenticationMode": "CONFIG_MAP",
        "bootstrapClusterCreatorAdminPermissions": True,
    }

    # The control plane writes each enabled log type to streams of its own, one per API server instance.
    logs = ctx.client("logs")
    logs.create_log_group(logGroupName=CONTROL_PLANE_LOGS)
    logs.put_retention_policy(logGroupName=CONTROL_PLANE_LOGS, retentionInDays=30)
    for kind in ["kube-apiserver", "kube-apiserver-audit", "authenticator"]:
        for instance in ["0a4c9e2b7d1f8a3c5e6b9d0f2a4c6e8b", "7f3e1d5c9b2a8e4d6c0b3a9f5e1d7c2a"]:
            logs.create_log_stream(logGroupName=CONTROL_PLANE_LOGS, logStreamName=f"{kind}-{instance}")

    issuer = f"oidc.eks.{REGION}.amazonaws.com/id/{OIDC_ID}"
    provider = iam.create_open_id_connect_provider(
        Url=f"https://{issuer}",
        ClientIDList=["sts.amazonaws.com"],
        ThumbprintList=["9e99a48a9960b14926bb7f3b02e22da2b0ab7280"],
    )["OpenIDConnectProviderArn"]
    cluster = eks.describe_cluster(name=CLUSTER)["cluster"]
    state.update(oidc_provider=provider, oidc_issuer=issuer)
    ctx.outputs(
        f"{UNITS}/eks-cluster",
        {
            "eks_cluster_arn": cluster["arn"],
            "eks_cluster_endpoint": cluster["endpoint"],
            "eks_cluster_name": CLUSTER,
            "eks_iam_role_for_service_accounts_config": {
                "openid_connect_provider_arn": provider,
                "openid_connect_provider_url": issuer,
            },
        },
    )


def step_03(ctx):
    """Step 3 builds the v1 worker AMI with Packer and applies the eks-workers unit.

    The Amazon Linux 2 EKS image the template starts from is the one AWS's public parameter names.
    The apply creates the role `dev-eks-workers`, a launch template that runs the v1 AMI, and the
    managed node group `general` with two t3.medium nodes; EKS adds the node group's Auto Scaling
    Group with the cluster autoscaler's discovery tags and launches the two instances.
    """
    _publish_public_parameter(AL2_PARAMETER, AL2_BASE_AMI)
    image = _build_worker_ami(ctx, "v1")

    iam = ctx.client("iam")
    role = iam.create_role(RoleName=WORKER_ROLE, AssumeRolePolicyDocument=_trust(service="ec2.amazonaws.com"))
    ec2 = ctx.client("ec2")
    template = ec2.create_launch_template(
        LaunchTemplateName=f"{CLUSTER}20261128094410",
        LaunchTemplateData={"ImageId": image},
    )["LaunchTemplate"]
    state["launch_template"] = template["LaunchTemplateId"]

    eks = ctx.client("eks")
    eks.create_nodegroup(
        clusterName=CLUSTER,
        nodegroupName=NODE_GROUP,
        nodeRole=role["Role"]["Arn"],
        subnets=state["subnets"]["private-app"],
        instanceTypes=["t3.medium"],
        scalingConfig={"minSize": 2, "maxSize": 4, "desiredSize": 2},
        launchTemplate={"id": template["LaunchTemplateId"], "version": "1"},
    )

    group = eks.describe_nodegroup(clusterName=CLUSTER, nodegroupName=NODE_GROUP)["nodegroup"]
    asg_name = f"eks-{NODE_GROUP}-{group['nodegroupArn'].rsplit('/', 1)[-1]}"
    # The emulator would launch an Auto Scaling Group's instances itself, all in one zone; the group is
    # created empty and the two nodes are launched below, in two zones as EKS spreads them.
    autoscaling = ctx.client("autoscaling")
    autoscaling.create_auto_scaling_group(
        AutoScalingGroupName=asg_name,
        LaunchTemplate={"LaunchTemplateId": template["LaunchTemplateId"], "Version": "1"},
        MinSize=0,
        MaxSize=4,
        DesiredCapacity=0,
        VPCZoneIdentifier=",".join(state["subnets"]["private-app"]),
        Tags=[
            {"ResourceId": asg_name, "ResourceType": "auto-scaling-group", "Key": key, "Value": value,
             "PropagateAtLaunch": False}
            for key, value in {
                "k8s.io/cluster-autoscaler/enabled": "true",
                f"k8s.io/cluster-autoscaler/{CLUSTER}": "owned",
                "eks:cluster-name": CLUSTER,
                "eks:nodegroup-name": NODE_GROUP,
            }.items()
        ],
    )
    state["asg"] = asg_name
    state["nodes"] = _launch_nodes(ctx, image, {"us-east-1a": "10.10.83.45", "us-east-1b": "10.10.90.112"})
    ctx.outputs(
        f"{UNITS}/eks-workers",
        {
            "managed_node_group_arns": {"general": group["nodegroupArn"]},
            "managed_node_group_worker_iam_role_arn": role["Role"]["Arn"],
            "managed_node_group_worker_iam_role_name": WORKER_ROLE,
        },
    )


def step_04(ctx):
    """Step 4 applies eks-core-services and attaches the load balancer controller's published IAM policy.

    The apply creates an IAM role for each component's service account (load balancer controller,
    cluster autoscaler, Fluent Bit), each trusting the cluster's OIDC provider, the module's own policy
    for the controller, and the container log group, named after the cluster and kept 7 days, which
    Fluent Bit fills with one stream per container. The reader's commands then create the customer
    managed policy dev-eks-lb-controller-v2-13-4 and attach it to the controller's role.
    """
    iam = ctx.client("iam")
    roles = {}
    for component in ["alb-ingress-controller", "cluster-autoscaler", "fluent-bit"]:
        roles[component] = iam.create_role(
            RoleName=f"{CLUSTER}-{component}",
            AssumeRolePolicyDocument=_trust(federated=state["oidc_provider"]),
        )["Role"]["Arn"]
    module_policy = iam.create_policy(
        PolicyName=f"{CLUSTER}-alb-ingress-controller",
        PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "elasticloadbalancing:*", "Resource": "*"}]}
        ),
    )["Policy"]["Arn"]
    iam.attach_role_policy(RoleName=f"{CLUSTER}-alb-ingress-controller", PolicyArn=module_policy)

    logs = ctx.client("logs")
    logs.create_log_group(logGroupName=CLUSTER)
    logs.put_retention_policy(logGroupName=CLUSTER, retentionInDays=7)
    containers = [
        ("aws-node-4xkq9", "kube-system", "aws-node"),
        ("aws-node-4xkq9", "kube-system", "aws-eks-nodeagent"),
        ("aws-node-m7d2p", "kube-system", "aws-node"),
        ("aws-node-m7d2p", "kube-system", "aws-eks-nodeagent"),
        ("kube-proxy-8hn4c", "kube-system", "kube-proxy"),
        ("kube-proxy-t2w6z", "kube-system", "kube-proxy"),
        ("coredns-6b9575c64c-2lmqv", "kube-system", "coredns"),
        ("coredns-6b9575c64c-wx8rj", "kube-system", "coredns"),
        ("aws-load-balancer-controller-5d8f7c9b6d-k4p2n", "kube-system", "aws-load-balancer-controller"),
        ("aws-load-balancer-controller-5d8f7c9b6d-r9v7x", "kube-system", "aws-load-balancer-controller"),
        ("cluster-autoscaler-aws-cluster-autoscaler-7f6d5c4b8-q3z5m", "kube-system", "aws-cluster-autoscaler"),
        ("aws-for-fluent-bit-6jq2h", "kube-system", "aws-for-fluent-bit"),
        ("aws-for-fluent-bit-zb8tw", "kube-system", "aws-for-fluent-bit"),
    ]
    for index, (pod, namespace, container) in enumerate(containers):
        logs.create_log_stream(
            logGroupName=CLUSTER,
            logStreamName=f"fluentbit-kube.var.log.containers.{pod}_{namespace}_{container}-{index:064x}.log",
        )

    # The reader's commands: the controller's published policy for v2.13.4, attached to its role.
    policy = iam.create_policy(
        PolicyName=LB_POLICY,
        PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "ec2:DescribeRouteTables", "Resource": "*"}]}
        ),
    )["Policy"]["Arn"]
    iam.attach_role_policy(RoleName=f"{CLUSTER}-alb-ingress-controller", PolicyArn=policy)
    ctx.env("LBC_ROLE_ARN", roles["alb-ingress-controller"])
    ctx.env("POLICY_ARN", policy)
    ctx.outputs(
        f"{UNITS}/eks-core-services",
        {"container_logs_cloudwatch_log_group_name": CLUSTER, "kubernetes_priority_class_names": []},
    )


def step_06(ctx):
    """Step 6 applies the sample-app-namespace and sample-app units; the controller builds the load balancer.

    Terraform creates the access logs bucket. The load balancer controller turns the Ingress into an
    internet-facing Application Load Balancer in the three public subnets, with its own security groups
    (tagged elbv2.k8s.aws/cluster), a target group that sends port 80 traffic to the Service's node
    port on both nodes, and a listener on port 80.
    """
    s3 = ctx.client("s3")
    s3.create_bucket(Bucket=f"acme-{DEV}-sample-app-alb-logs")

    ec2 = ctx.client("ec2")
    controller_tags = {"elbv2.k8s.aws/cluster": CLUSTER, "ingress.k8s.aws/stack": "sample-app/sample-app"}
    groups = []
    for name in [LB_NAME, f"k8s-traffic-{CLUSTER.replace('-', '')}-7b3e5a1c9d"]:
        group = ec2.create_security_group(GroupName=name, Description="[k8s] Managed SecurityGroup for LoadBalancer", VpcId=state["vpc"])["GroupId"]
        ec2.create_tags(Resources=[group], Tags=_tags(controller_tags))
        groups.append(group)

    elbv2 = ctx.client("elbv2")
    balancer = elbv2.create_load_balancer(
        Name=LB_NAME,
        Subnets=state["subnets"]["public"],
        SecurityGroups=groups,
        Scheme="internet-facing",
        Type="application",
        Tags=_tags(controller_tags),
    )["LoadBalancers"][0]
    target_group = elbv2.create_target_group(
        Name="k8s-sampleap-sampleap-9c2d4e6f8a",
        Protocol="HTTP",
        Port=NODE_PORT,
        VpcId=state["vpc"],
        TargetType="instance",
        HealthCheckPath="/",
    )["TargetGroups"][0]["TargetGroupArn"]
    elbv2.register_targets(
        TargetGroupArn=target_group, Targets=[{"Id": node, "Port": NODE_PORT} for node in state["nodes"]]
    )
    elbv2.create_listener(
        LoadBalancerArn=balancer["LoadBalancerArn"],
        Protocol="HTTP",
        Port=80,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": target_group}],
    )
    state.update(load_balancer=balancer["LoadBalancerArn"], target_group=target_group, lb_security_groups=groups)
    # The reader's `ALB=$(kubectl get ingress ...)` reads this name from the Ingress's status.
    ctx.env("ALB", balancer["DNSName"])


def step_07(ctx):
    """Step 7 changes nothing that lasts; the pod it deletes leaves an audit event in the control plane logs."""
    event = {
        "kind": "Event",
        "apiVersion": "audit.k8s.io/v1",
        "level": "Metadata",
        "auditID": "3f6b2c1e-8d4a-4f7e-9b5c-2a1d0e9f8c7b",
        "stage": "ResponseComplete",
        "requestURI": "/api/v1/namespaces/sample-app/pods/sample-app-7c9d8f6b5d-x2kq4",
        "verb": "delete",
        "user": {"username": "kubernetes-admin", "groups": ["system:masters", "system:authenticated"]},
        "objectRef": {"resource": "pods", "namespace": "sample-app", "name": "sample-app-7c9d8f6b5d-x2kq4", "apiVersion": "v1"},
        "responseStatus": {"metadata": {}, "code": 200},
    }
    logs = ctx.client("logs")
    logs.put_log_events(
        logGroupName=CONTROL_PLANE_LOGS,
        logStreamName="kube-apiserver-audit-0a4c9e2b7d1f8a3c5e6b9d0f2a4c6e8b",
        logEvents=[
            {
                "timestamp": int(datetime.datetime.now(datetime.timezone.utc).timestamp() * 1000),
                "message": json.dumps(event, separators=(",", ":")),
            }
        ],
    )


def step_08(ctx):
    """Step 8 builds the v2 worker AMI and applies eks-workers with worker_ami_version = "v2".

    The launch template gets version 2 with the new image, the node group moves to that version, and
    EKS's rolling update replaces both nodes with instances of the v2 AMI in the same two zones; the
    load balancer controller moves the targets to the new instances.
    """
    image = _build_worker_ami(ctx, "v2")
    ec2 = ctx.client("ec2")
    ec2.create_launch_template_version(
        LaunchTemplateId=state["launch_template"], SourceVersion="1", LaunchTemplateData={"ImageId": image}
    )
    # The emulator has no UpdateNodegroupVersion; set the version the update leaves on the node group.
    from moto.eks.models import eks_backends

    eks_backends[DEV][REGION].clusters[CLUSTER].nodegroups[NODE_GROUP].launch_template["version"] = "2"

    old = state["nodes"]
    state["nodes"] = _launch_nodes(ctx, image, {"us-east-1a": "10.10.86.201", "us-east-1b": "10.10.93.17"})
    elbv2 = ctx.client("elbv2")
    elbv2.register_targets(
        TargetGroupArn=state["target_group"], Targets=[{"Id": node, "Port": NODE_PORT} for node in state["nodes"]]
    )
    elbv2.deregister_targets(
        TargetGroupArn=state["target_group"], Targets=[{"Id": node, "Port": NODE_PORT} for node in old]
    )
    ec2.terminate_instances(InstanceIds=old)


def step_09(ctx):
    """Step 9 tears down everything the walkthrough created, leaving the VPCs of the VPC guide.

    In the order the page destroys them: the load balancer and its security groups (deleted by the
    controller when the Ingress goes) and the access logs bucket; the controller policy from step 4
    and the core services' roles and log group; the node group, its instances, Auto Scaling Group,
    launch template and role; the cluster with its role, OIDC provider and log group; the Kubernetes
    tags on the dev VPC; and the worker AMIs with their snapshots, which Packer created.
    """
    elbv2 = ctx.client("elbv2")
    elbv2.delete_load_balancer(LoadBalancerArn=state["load_balancer"])
    elbv2.delete_target_group(TargetGroupArn=state["target_group"])
    ec2 = ctx.client("ec2")
    for group in state["lb_security_groups"]:
        ec2.delete_security_group(GroupId=group)
    ctx.client("s3").delete_bucket(Bucket=f"acme-{DEV}-sample-app-alb-logs")

    iam = ctx.client("iam")
    for role in iam.list_roles()["Roles"]:
        name = role["RoleName"]
        if not name.startswith(CLUSTER):
            continue
        for attached in iam.list_attached_role_policies(RoleName=name)["AttachedPolicies"]:
            iam.detach_role_policy(RoleName=name, PolicyArn=attached["PolicyArn"])
        iam.delete_role(RoleName=name)
    for policy in iam.list_policies(Scope="Local")["Policies"]:
        if policy["PolicyName"].startswith(CLUSTER):
            iam.delete_policy(PolicyArn=policy["Arn"])
    iam.delete_open_id_connect_provider(OpenIDConnectProviderArn=state["oidc_provider"])
    logs = ctx.client("logs")
    logs.delete_log_group(logGroupName=CLUSTER)
    logs.delete_log_group(logGroupName=CONTROL_PLANE_LOGS)

    eks = ctx.client("eks")
    eks.delete_nodegroup(clusterName=CLUSTER, nodegroupName=NODE_GROUP)
    eks.delete_cluster(name=CLUSTER)
    ctx.client("autoscaling").delete_auto_scaling_group(AutoScalingGroupName=state["asg"], ForceDelete=True)
    ec2.terminate_instances(InstanceIds=state["nodes"])
    ec2.delete_launch_template(LaunchTemplateId=state["launch_template"])

    cluster_tag = [{"Key": f"kubernetes.io/cluster/{CLUSTER}"}]
    ec2.delete_tags(Resources=[state["vpc"]], Tags=cluster_tag)
    for tier, subnets in state["subnets"].items():
        role = {"public": "kubernetes.io/role/elb", "private-app": "kubernetes.io/role/internal-elb"}.get(tier)
        ec2.delete_tags(Resources=subnets, Tags=cluster_tag + ([{"Key": role}] if role else []))

    for version in ["v1", "v2"]:
        image = ec2.describe_images(ImageIds=[state[f"ami_{version}"]])["Images"][0]
        ec2.deregister_image(ImageId=image["ImageId"])
        for mapping in image["BlockDeviceMappings"]:
            ec2.delete_snapshot(SnapshotId=mapping["Ebs"]["SnapshotId"])
