"""Runs the walkthroughs' `aws` commands in forks of one warm Python process.

A fresh `aws` process spends most of its second importing botocore and reading service models. The
walkthrough checks run a few hundred commands, so this host imports the AWS CLI once, reads the models
of the services the walkthroughs call, and forks for each command. The `aws` stand-in
(shims/aws) connects to the host's Unix socket and hands over its arguments, working directory,
environment and its stdin, stdout and stderr; the fork runs the CLI on them exactly as `aws` would and
answers with the exit code. Usage: awscli_host.py <socket path> <service,service,...>
"""
import json
import os
import signal
import socket
import struct
import sys
import traceback

import botocore.loaders
import botocore.session
from awscli import clidriver

_models = {}
_load = botocore.loaders.Loader.load_data_with_path


def _load_once(self, name):
    """Every fork inherits the models the host has read, instead of parsing them again."""
    key = (tuple(self.search_paths), name)
    if key not in _models:
        _models[key] = _load(self, name)
    return _models[key]


botocore.loaders.Loader.load_data_with_path = _load_once


def warm(services):
    session = botocore.session.get_session()
    for service in services:
        try:
            session.get_service_model(service)
            session.get_paginator_model(service)
            session.get_waiter_model(service)
        except Exception:  # noqa: BLE001 - a service without waiters or paginators is fine
            pass
    clidriver.create_clidriver()._get_command_table()


def receive(connection):
    """The request's JSON header and the caller's three standard file descriptors."""
    data, fds, _flags, _address = socket.recv_fds(connection, 65536, 3)
    size = struct.unpack(">I", data[:4])[0]
    body = data[4:]
    while len(body) < size:
        chunk = connection.recv(size - len(body))
        if not chunk:
            break
        body += chunk
    return json.loads(body), fds


def run(connection):
    request, fds = receive(connection)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    data_path = os.environ.get("AWS_DATA_PATH")
    os.environ.clear()
    os.environ.update(request["env"])
    if data_path is not None:
        # Importing awscli put its own data folder on this path; the caller's environment lacks it.
        os.environ["AWS_DATA_PATH"] = data_path
    sys.argv = ["aws", *request["argv"]]
    try:
        code = clidriver.main()
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else 1
    sys.stdout.flush()
    sys.stderr.flush()
    connection.sendall(struct.pack(">i", code or 0))


def main():
    path, services = sys.argv[1], [name for name in sys.argv[2].split(",") if name]
    warm(services)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(16)
    print("ready", flush=True)
    while True:
        connection, _ = server.accept()
        if os.fork() == 0:
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            server.close()
            try:
                run(connection)
            except BaseException:  # noqa: BLE001 - report on the caller's stderr, then answer 255
                traceback.print_exc()
                sys.stderr.flush()
                connection.sendall(struct.pack(">i", 255))
            finally:
                os._exit(0)
        connection.close()


if __name__ == "__main__":
    main()
