"""Stand-in for `aws` in the walkthrough checks: hands the command to the warm AWS CLI host.

The walkthrough runner installs it as `aws`, behind a shebang naming the interpreter that runs the
checks (started with -S: it needs only the standard library).

Sends its arguments, working directory and environment, with its stdin, stdout and stderr, to the host
listening on $SAMPLE_AWS_SOCKET (scripts/lib/samples/awscli_host.py), which runs the real CLI on them,
and exits with the CLI's exit code.
"""
import json
import os
import socket
import struct
import sys

request = json.dumps({"argv": sys.argv[1:], "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
    connection.connect(os.environ["SAMPLE_AWS_SOCKET"])
    socket.send_fds(connection, [struct.pack(">I", len(request)) + request], [0, 1, 2])
    answer = b""
    while len(answer) < 4:
        chunk = connection.recv(4 - len(answer))
        if not chunk:
            sys.exit(1)
        answer += chunk
sys.exit(struct.unpack(">i", answer)[0])
