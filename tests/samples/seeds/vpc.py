"""Seeds the emulator with what the VPC walkthrough has created by each step.

The walkthrough deploys two catalog services with Terragrunt, which the sample checks cannot run:
the Management VPC service (`mgmt`, 10.0.0.0/16) and the VPC service (`dev`, 10.10.0.0/16, peered with
`mgmt`) in the dev account, and the VPC service again (`prod`, 10.30.0.0/16) in the prod account.
Each `step_NN` recreates what that step's `terragrunt apply` (or `destroy`) leaves in AWS, with the
names, ranges and documentation addresses the pages use, and records the units' outputs for
`terragrunt output`. Steps 1, 2 and 5 create nothing; step 7 creates its test instance with the AWS
CLI itself.
"""

import json

PROFILES = {"acme-dev": "555555555555", "acme-prod": "777777777777"}
DEFAULT_PROFILE = "acme-dev"
REGION = "us-east-1"
# The reader starts in the folder that holds infrastructure-live (step 1 creates it there).
START = ""
REPO = "infrastructure-live"

ZONES = ["us-east-1a", "us-east-1b", "us-east-1c"]
# Where each unit lives in the workspace.
MGMT_UNIT = "infrastructure-live/dev/us-east-1/mgmt-vpc"
DEV_UNIT = "infrastructure-live/dev/us-east-1/vpc"
PROD_UNIT = "infrastructure-live/prod/us-east-1/vpc"

# What the steps create, kept between steps so that later steps can change or delete it.
created = {}


def _tag(ec2, resource_id, name):
    ec2.create_tags(Resources=[resource_id], Tags=[{"Key": "Name", "Value": name}])


def _route_table(ec2, vpc_id, name, subnet_ids):
    """A route table associated with the given subnets."""
    rtb = ec2.create_route_table(VpcId=vpc_id)["RouteTable"]["RouteTableId"]
    _tag(ec2, rtb, name)
    for subnet_id in subnet_ids:
        ec2.associate_route_table(RouteTableId=rtb, SubnetId=subnet_id)
    return rtb


def _network_acl(ec2, vpc_id, name, subnet_ids, entries):
    """A network ACL that replaces the default ACL's association for the given subnets."""
    acl = ec2.create_network_acl(VpcId=vpc_id)["NetworkAcl"]["NetworkAclId"]
    _tag(ec2, acl, name)
    for number, egress, protocol, cidr, ports in entries:
        entry = {
            "NetworkAclId": acl,
            "RuleNumber": number,
            "Protocol": protocol,
            "RuleAction": "allow",
            "Egress": egress,
            "CidrBlock": cidr,
        }
        if ports:
            entry["PortRange"] = {"From": ports[0], "To": ports[1]}
        ec2.create_network_acl_entry(**entry)
    associations = ec2.describe_network_acls(
        Filters=[{"Name": "association.subnet-id", "Values": subnet_ids}]
    )["NetworkAcls"]
    for current in associations:
        for association in current["Associations"]:
            if association["SubnetId"] in subnet_ids:
                ec2.replace_network_acl_association(
                    AssociationId=association["NetworkAclAssociationId"], NetworkAclId=acl
                )
    return acl


def _flow_log(ctx, profile, vpc_id, vpc_name, traffic_type):
    """The flow-log resources both services create: KMS key, log group, IAM role and the flow log."""
    kms = ctx.client("kms", profile=profile)
    logs = ctx.client("logs", profile=profile)
    iam = ctx.client("iam", profile=profile)
    ec2 = ctx.client("ec2", profile=profile)
    key = kms.create_key(Description=f"Encrypts the flow logs of the {vpc_name} VPC")["KeyMetadata"]
    group = f"{vpc_name}-vpc-flow-logs"
    logs.create_log_group(logGroupName=group, kmsKeyId=key["Arn"])
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "vpc-flow-logs.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    role = iam.create_role(RoleName=f"{vpc_name}-vpc-flow-logs", AssumeRolePolicyDocument=json.dumps(trust))
    ec2.create_flow_logs(
        ResourceIds=[vpc_id],
        ResourceType="VPC",
        TrafficType=traffic_type,
        LogDestinationType="cloud-watch-logs",
        LogGroupName=group,
        DeliverLogsPermissionArn=role["Role"]["Arn"],
        MaxAggregationInterval=600,
    )
    return {"key_id": key["KeyId"], "log_group": group, "role": f"{vpc_name}-vpc-flow-logs"}


def _nat_gateways(ec2, vpc_name, public_subnets, addresses):
    """One Elastic IP and NAT gateway per address, in the public subnets in zone order."""
    nats, allocations = [], []
    for subnet_id, address in zip(public_subnets, addresses):
        allocation = ec2.allocate_address(Domain="vpc", Address=address)["AllocationId"]
        nat = ec2.create_nat_gateway(SubnetId=subnet_id, AllocationId=allocation)["NatGateway"]["NatGatewayId"]
        _tag(ec2, nat, f"{vpc_name}-nat-gateway-{len(nats)}")
        nats.append(nat)
        allocations.append(allocation)
    return nats, allocations


def _vpc_base(ec2, name, cidr):
    vpc = ec2.create_vpc(CidrBlock=cidr)["Vpc"]["VpcId"]
    _tag(ec2, vpc, name)
    igw = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=vpc)
    return vpc, igw


def _subnets(ec2, vpc_id, name, cidrs):
    ids = []
    for zone, cidr in zip(ZONES, cidrs):
        subnet = ec2.create_subnet(VpcId=vpc_id, CidrBlock=cidr, AvailabilityZone=zone)["Subnet"]["SubnetId"]
        _tag(ec2, subnet, f"{name}-{len(ids)}")
        ids.append(subnet)
    return ids


def _app_vpc(ctx, profile, name, second_octet, nat_addresses, traffic_type, peer=None):
    """What the VPC service creates: three tiers in three zones, NAT, endpoints, ACLs, flow log, peering."""
    ec2 = ctx.client("ec2", profile=profile)
    base = f"10.{second_octet}"
    cidr = f"{base}.0.0/16"
    vpc, igw = _vpc_base(ec2, name, cidr)
    # cidrsubnet(cidr, 5, n) for n in 0-2 (public), 10-12 (private-app), 20-22 (private-persistence).
    public = _subnets(ec2, vpc, f"{name}-public", [f"{base}.{8 * n}.0/21" for n in (0, 1, 2)])
    app = _subnets(ec2, vpc, f"{name}-private-app", [f"{base}.{8 * n}.0/21" for n in (10, 11, 12)])
    data = _subnets(ec2, vpc, f"{name}-private-persistence", [f"{base}.{8 * n}.0/21" for n in (20, 21, 22)])

    public_rtb = _route_table(ec2, vpc, f"{name}-public", public)
    ec2.create_route(RouteTableId=public_rtb, DestinationCidrBlock="0.0.0.0/0", GatewayId=igw)
    nats, allocations = _nat_gateways(ec2, name, public, nat_addresses)
    app_rtbs, data_rtbs = [], []
    for index in range(3):
        rtb = _route_table(ec2, vpc, f"{name}-private-app-{index}", [app[index]])
        # With fewer NAT gateways than zones, the zones share them in order.
        ec2.create_route(RouteTableId=rtb, DestinationCidrBlock="0.0.0.0/0", NatGatewayId=nats[index % len(nats)])
        app_rtbs.append(rtb)
        data_rtbs.append(_route_table(ec2, vpc, f"{name}-private-persistence-{index}", [data[index]]))
    all_rtbs = [public_rtb, *app_rtbs, *data_rtbs]

    endpoints = {}
    for service in ("s3", "dynamodb"):
        endpoints[service] = ec2.create_vpc_endpoint(
            VpcId=vpc,
            ServiceName=f"com.amazonaws.{REGION}.{service}",
            VpcEndpointType="Gateway",
            RouteTableIds=all_rtbs,
        )["VpcEndpoint"]["VpcEndpointId"]

    peering = None
    if peer:
        # The VPC service's peering module makes the origin (management) VPC the requester.
        peering = ec2.create_vpc_peering_connection(VpcId=peer["vpc_id"], PeerVpcId=vpc)["VpcPeeringConnection"][
            "VpcPeeringConnectionId"
        ]
        ec2.accept_vpc_peering_connection(VpcPeeringConnectionId=peering)
        for rtb in all_rtbs:
            ec2.create_route(
                RouteTableId=rtb, DestinationCidrBlock=peer["cidr"], VpcPeeringConnectionId=peering
            )
        for rtb in peer["route_tables"]:
            ec2.create_route(RouteTableId=rtb, DestinationCidrBlock=cidr, VpcPeeringConnectionId=peering)

    acl_rules = [
        # (rule number, egress, protocol, CIDR, port range)
        (100, False, "-1", cidr, None),
        (100, True, "-1", cidr, None),
    ]
    if peer:
        acl_rules += [(200, False, "-1", peer["cidr"], None), (200, True, "-1", peer["cidr"], None)]
    public_acl = _network_acl(
        ec2, vpc, f"{name}-public", public, [(100, False, "-1", "0.0.0.0/0", None), (100, True, "-1", "0.0.0.0/0", None)]
    )
    app_acl = _network_acl(
        ec2,
        vpc,
        f"{name}-private-app",
        app,
        acl_rules + [(300, False, "6", "0.0.0.0/0", (1024, 65535)), (300, True, "-1", "0.0.0.0/0", None)],
    )
    data_acl = _network_acl(ec2, vpc, f"{name}-private-persistence", data, acl_rules)

    flow = _flow_log(ctx, profile, vpc, name, traffic_type)
    created[name] = {"vpc_id": vpc, "nat_ids": nats, "allocations": allocations, "peering": peering, **flow}
    return {
        "availability_zones": ZONES,
        "dynamodb_vpc_endpoint_id": endpoints["dynamodb"],
        "nat_gateway_public_ip_count": len(nats),
        "nat_gateway_public_ips": nat_addresses,
        "num_availability_zones": 3,
        "private_app_subnet_cidr_blocks": [f"{base}.{8 * n}.0/21" for n in (10, 11, 12)],
        "private_app_subnet_ids": app,
        "private_app_subnet_route_table_ids": app_rtbs,
        "private_app_subnets_network_acl_id": app_acl,
        "private_persistence_route_table_ids": data_rtbs,
        "private_persistence_subnet_cidr_blocks": [f"{base}.{8 * n}.0/21" for n in (20, 21, 22)],
        "private_persistence_subnet_ids": data,
        "private_persistence_subnets_network_acl_id": data_acl,
        "public_subnet_cidr_blocks": [f"{base}.{8 * n}.0/21" for n in (0, 1, 2)],
        "public_subnet_ids": public,
        "public_subnet_route_table_id": public_rtb,
        "public_subnets_network_acl_id": public_acl,
        "s3_vpc_endpoint_id": endpoints["s3"],
        "vpc_cidr_block": cidr,
        "vpc_id": vpc,
        "vpc_name": name,
    }


def step_01(ctx):
    """Step 1 creates nothing in AWS: it checks credentials and quotas and writes the shared files."""


def step_02(ctx):
    """Step 2 creates nothing in AWS: it writes network.hcl and checks the plan against existing VPCs."""


def step_03(ctx):
    """Step 3 applies the management VPC in the dev account: 10.0.0.0/16, a public and a private /20 in
    each of three zones, one internet gateway, one public route table, one NAT gateway with its Elastic
    IP, a private route table per zone, network ACLs for both tiers, and the flow log with its KMS key,
    log group and IAM role."""
    ec2 = ctx.client("ec2", profile="acme-dev")
    vpc, igw = _vpc_base(ec2, "mgmt", "10.0.0.0/16")
    # cidrsubnet("10.0.0.0/16", 4, n) for n in 0-2 (public) and 8-10 (private).
    public_cidrs = ["10.0.0.0/20", "10.0.16.0/20", "10.0.32.0/20"]
    private_cidrs = ["10.0.128.0/20", "10.0.144.0/20", "10.0.160.0/20"]
    public = _subnets(ec2, vpc, "mgmt-public", public_cidrs)
    private = _subnets(ec2, vpc, "mgmt-private", private_cidrs)
    public_rtb = _route_table(ec2, vpc, "mgmt-public", public)
    ec2.create_route(RouteTableId=public_rtb, DestinationCidrBlock="0.0.0.0/0", GatewayId=igw)
    nats, allocations = _nat_gateways(ec2, "mgmt", public, ["203.0.113.10"])
    private_rtbs = []
    for index, subnet_id in enumerate(private):
        rtb = _route_table(ec2, vpc, f"mgmt-private-{index}", [subnet_id])
        ec2.create_route(RouteTableId=rtb, DestinationCidrBlock="0.0.0.0/0", NatGatewayId=nats[0])
        private_rtbs.append(rtb)
    _network_acl(
        ec2, vpc, "mgmt-public", public, [(100, False, "-1", "0.0.0.0/0", None), (100, True, "-1", "0.0.0.0/0", None)]
    )
    _network_acl(
        ec2, vpc, "mgmt-private", private, [(100, False, "-1", "10.0.0.0/16", None), (100, True, "-1", "0.0.0.0/0", None)]
    )
    # The Management VPC service has no traffic-type input; the pages do not state which one it records.
    flow = _flow_log(ctx, "acme-dev", vpc, "mgmt", "REJECT")
    created["mgmt"] = {
        "vpc_id": vpc,
        "nat_ids": nats,
        "allocations": allocations,
        "route_tables": [public_rtb, *private_rtbs],
        **flow,
    }
    ctx.outputs(
        MGMT_UNIT,
        {
            "nat_gateway_public_ips": ["203.0.113.10"],
            "num_availability_zones": 3,
            "private_subnet_cidr_blocks": private_cidrs,
            "private_subnet_ids": private,
            "private_subnet_route_table_ids": private_rtbs,
            "public_subnet_cidr_blocks": public_cidrs,
            "public_subnet_ids": public,
            "public_subnet_route_table_id": public_rtb,
            "vpc_cidr_block": "10.0.0.0/16",
            "vpc_id": vpc,
            "vpc_name": "mgmt",
        },
    )


def step_04(ctx):
    """Step 4 applies the dev VPC: 10.10.0.0/16 with public, private-app and private-persistence /21s in
    three zones, one NAT gateway, a route table per private subnet, S3 and DynamoDB gateway endpoints,
    an ACL per tier, a REJECT flow log, and the peering connection to the management VPC with routes on
    both sides."""
    mgmt = created["mgmt"]
    peer = {"vpc_id": mgmt["vpc_id"], "cidr": "10.0.0.0/16", "route_tables": mgmt["route_tables"]}
    outputs = _app_vpc(ctx, "acme-dev", "dev", 10, ["203.0.113.20"], "REJECT", peer=peer)
    ctx.outputs(DEV_UNIT, outputs)


def step_05(ctx):
    """Step 5 only reads what steps 3 and 4 created."""


def step_06(ctx):
    """Step 6 applies a 90-day retention to both flow-log groups."""
    logs = ctx.client("logs", profile="acme-dev")
    for name in ("mgmt", "dev"):
        logs.put_retention_policy(logGroupName=created[name]["log_group"], retentionInDays=90)


def step_07(ctx):
    """Step 7 applies nothing: its commands create the test instance, role and security group themselves."""


def step_08(ctx):
    """Step 8 applies the prod VPC in the prod account: the same tiers as dev in 10.30.0.0/16, three NAT
    gateways (one per zone), an ALL flow log kept for 365 days, and no peering."""
    outputs = _app_vpc(
        ctx, "acme-prod", "prod", 30, ["203.0.113.31", "203.0.113.32", "203.0.113.33"], "ALL"
    )
    ctx.client("logs", profile="acme-prod").put_retention_policy(
        logGroupName=created["prod"]["log_group"], retentionInDays=365
    )
    ctx.outputs(PROD_UNIT, outputs)


def _destroy_vpc(ctx, profile, name):
    """What `terragrunt destroy` of one VPC unit removes; its KMS key is only scheduled for deletion."""
    ec2 = ctx.client("ec2", profile=profile)
    state = created[name]
    vpc = state["vpc_id"]
    ec2.delete_flow_logs(
        FlowLogIds=[
            log["FlowLogId"]
            for log in ec2.describe_flow_logs(Filters=[{"Name": "resource-id", "Values": [vpc]}])["FlowLogs"]
        ]
    )
    ctx.client("logs", profile=profile).delete_log_group(logGroupName=state["log_group"])
    ctx.client("iam", profile=profile).delete_role(RoleName=state["role"])
    ctx.client("kms", profile=profile).schedule_key_deletion(KeyId=state["key_id"], PendingWindowInDays=30)
    if state.get("peering"):
        ec2.delete_vpc_peering_connection(VpcPeeringConnectionId=state["peering"])
        for rtb in created["mgmt"]["route_tables"]:
            ec2.delete_route(RouteTableId=rtb, DestinationCidrBlock="10.10.0.0/16")
    endpoints = ec2.describe_vpc_endpoints(Filters=[{"Name": "vpc-id", "Values": [vpc]}])["VpcEndpoints"]
    if endpoints:
        ec2.delete_vpc_endpoints(VpcEndpointIds=[endpoint["VpcEndpointId"] for endpoint in endpoints])
    for nat in state["nat_ids"]:
        ec2.delete_nat_gateway(NatGatewayId=nat)
    for address in ec2.describe_addresses(AllocationIds=state["allocations"])["Addresses"]:
        if address.get("AssociationId"):
            ec2.disassociate_address(AssociationId=address["AssociationId"])
        ec2.release_address(AllocationId=address["AllocationId"])
    acls = ec2.describe_network_acls(Filters=[{"Name": "vpc-id", "Values": [vpc]}])["NetworkAcls"]
    default_acl = next(acl["NetworkAclId"] for acl in acls if acl["IsDefault"])
    for acl in acls:
        if acl["IsDefault"]:
            continue
        # Deleting a tier ACL hands its subnets back to the default ACL.
        for association in acl["Associations"]:
            ec2.replace_network_acl_association(
                AssociationId=association["NetworkAclAssociationId"], NetworkAclId=default_acl
            )
        ec2.delete_network_acl(NetworkAclId=acl["NetworkAclId"])
    for table in ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc]}])["RouteTables"]:
        if any(association.get("Main") for association in table["Associations"]):
            continue
        for association in table["Associations"]:
            ec2.disassociate_route_table(AssociationId=association["RouteTableAssociationId"])
        ec2.delete_route_table(RouteTableId=table["RouteTableId"])
    for subnet in ec2.describe_subnets(Filters=[{"Name": "vpc-id", "Values": [vpc]}])["Subnets"]:
        ec2.delete_subnet(SubnetId=subnet["SubnetId"])
    for igw in ec2.describe_internet_gateways(Filters=[{"Name": "attachment.vpc-id", "Values": [vpc]}])[
        "InternetGateways"
    ]:
        ec2.detach_internet_gateway(InternetGatewayId=igw["InternetGatewayId"], VpcId=vpc)
        ec2.delete_internet_gateway(InternetGatewayId=igw["InternetGatewayId"])
    ec2.delete_vpc(VpcId=vpc)


def step_09(ctx):
    """Step 9 destroys the prod VPC, then the dev VPC and the management VPC (`run --all destroy`)."""
    _destroy_vpc(ctx, "acme-prod", "prod")
    _destroy_vpc(ctx, "acme-dev", "dev")
    _destroy_vpc(ctx, "acme-dev", "mgmt")
