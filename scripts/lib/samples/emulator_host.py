"""Hosts the moto AWS emulator for the walkthrough checks, and runs the guides' seed scripts in it.

Starts moto in server mode on 127.0.0.1 (a free port), prints {"endpoint": ...} on one line, then answers
one JSON request per line on stdin with one JSON reply per line on stdout:

  {"op": "reset"}                                   forget every resource
  {"op": "profiles", "seed": path, "home": dir}     write AWS CLI credentials for the seed's profiles
  {"op": "seed", "seed": path, "step": "03", "workspace": dir}
                                                     run the seed's step_03(ctx), if it has one

A seed script (tests/samples/seeds/<guide>.py) recreates what a walkthrough's Terraform and Terragrunt
would have created by that step, which the emulator cannot run: see tests/samples/README.md.
The TypeScript runner (scripts/lib/samples/walkthroughs.ts) drives this process.
"""
import contextlib
import importlib.util
import json
import os
import sys
import traceback

sys.dont_write_bytecode = True  # the seeds live in the repository; leave no __pycache__ beside them
# Pages attach AWS managed policies (AmazonSSMManagedInstanceCore); moto knows them only when asked to.
os.environ.setdefault("MOTO_IAM_LOAD_MANAGED_POLICIES", "true")

import boto3  # noqa: E402 - after the bytecode switch
import requests  # noqa: E402
from moto.moto_server.threaded_moto_server import ThreadedMotoServer  # noqa: E402
from moto.organizations import utils as organizations_utils  # noqa: E402

BASE_CREDENTIALS = {"aws_access_key_id": "AKIAIOSFODNN7EXAMPLE", "aws_secret_access_key": "sample-check"}
# The role every profile assumes: AWS Organizations creates it in each new member account.
PROFILE_ROLE = "OrganizationAccountAccessRole"

_pending_account_ids = []
_random_account_id = organizations_utils.make_random_account_id


def _next_account_id():
    """Gives a created account the ID its walkthrough names, when a seed asked for one."""
    return _pending_account_ids.pop(0) if _pending_account_ids else _random_account_id()


organizations_utils.make_random_account_id = _next_account_id


class SeedContext:
    """What a seed step may do: call AWS as a profile, and leave what Terragrunt would leave."""

    def __init__(self, seed, endpoint, workspace):
        self._seed = seed
        self._endpoint = endpoint
        self.workspace = workspace
        self.exports = {}

    def account_of(self, profile):
        return self._seed.PROFILES[profile]

    def client(self, service, profile=None, region=None):
        """A boto3 client acting in the account of `profile` (the seed's DEFAULT_PROFILE if omitted)."""
        credentials = credentials_for(self._seed, self._endpoint, profile or self._seed.DEFAULT_PROFILE)
        return boto3.client(
            service,
            region_name=region or getattr(self._seed, "REGION", "us-east-1"),
            endpoint_url=self._endpoint,
            **credentials,
        )

    @contextlib.contextmanager
    def account_ids(self, *ids):
        """Makes the next CreateAccount calls return these IDs, in order."""
        _pending_account_ids.extend(ids)
        try:
            yield
        finally:
            _pending_account_ids.clear()

    def outputs(self, unit, values):
        """Records a unit's outputs, as `terragrunt output` in that folder prints them."""
        folder = os.path.join(self.workspace, unit)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, ".terragrunt-outputs.json"), "w", encoding="utf-8") as file:
            json.dump(values, file, indent=2)

    def mkdir(self, path):
        os.makedirs(os.path.join(self.workspace, path), exist_ok=True)

    def env(self, name, value):
        """A shell variable the page's commands expect an earlier, unrunnable command to have set."""
        self.exports[name] = value


_credentials = {}


def credentials_for(seed, endpoint, profile):
    """Credentials of an assumed role in the profile's account, which moto then treats as that account."""
    account = seed.PROFILES[profile]
    if account not in _credentials:
        sts = boto3.client("sts", region_name="us-east-1", endpoint_url=endpoint, **BASE_CREDENTIALS)
        assumed = sts.assume_role(
            RoleArn=f"arn:aws:iam::{account}:role/{PROFILE_ROLE}", RoleSessionName=profile
        )["Credentials"]
        _credentials[account] = {
            "aws_access_key_id": assumed["AccessKeyId"],
            "aws_secret_access_key": assumed["SecretAccessKey"],
            "aws_session_token": assumed["SessionToken"],
        }
    return _credentials[account]


_seeds = {}


def load_seed(path):
    if path not in _seeds:
        spec = importlib.util.spec_from_file_location(f"seed_{len(_seeds)}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _seeds[path] = module
    return _seeds[path]


def write_profiles(seed, endpoint, home):
    """The AWS CLI files for every profile of the seed; `default` is the seed's DEFAULT_PROFILE."""
    os.makedirs(os.path.join(home, ".aws"), exist_ok=True)
    region = getattr(seed, "REGION", "us-east-1")
    credentials, config = [], []
    for profile in [*seed.PROFILES, "default"]:
        values = credentials_for(seed, endpoint, seed.DEFAULT_PROFILE if profile == "default" else profile)
        credentials.append(f"[{profile}]\n" + "".join(f"{key} = {value}\n" for key, value in values.items()))
        header = "default" if profile == "default" else f"profile {profile}"
        # AWS CLI v2 prints timestamps in ISO 8601; v1, which the checks run, needs to be told. The
        # emulator never throttles, so a retry would only repeat an error it answers every time.
        config.append(
            f"[{header}]\nregion = {region}\noutput = json\ncli_timestamp_format = iso8601\nmax_attempts = 1\n"
        )
    with open(os.path.join(home, ".aws", "credentials"), "w", encoding="utf-8") as file:
        file.write("\n".join(credentials))
    with open(os.path.join(home, ".aws", "config"), "w", encoding="utf-8") as file:
        file.write("\n".join(config))
    return {
        "profiles": list(seed.PROFILES),
        "start": getattr(seed, "START", ""),
        "repo": getattr(seed, "REPO", "infrastructure-live"),
    }


def handle(request, endpoint):
    op = request["op"]
    if op == "reset":
        requests.post(f"{endpoint}/moto-api/reset", timeout=30)
        _credentials.clear()
        return {}
    seed = load_seed(request["seed"])
    if op == "profiles":
        return write_profiles(seed, endpoint, request["home"])
    if op == "seed":
        step = getattr(seed, f"step_{request['step']}", None)
        context = SeedContext(seed, endpoint, request["workspace"])
        if step is not None:
            step(context)
        return {"seeded": step is not None, "env": context.exports}
    raise ValueError(f"unknown op {op}")


def main():
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    print(json.dumps({"endpoint": endpoint}), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            reply = {"ok": True, **handle(json.loads(line), endpoint)}
        except Exception:  # noqa: BLE001 - every failure goes back to the runner as text
            reply = {"ok": False, "error": traceback.format_exc()}
        print(json.dumps(reply), flush=True)
    server.stop()


if __name__ == "__main__":
    main()
