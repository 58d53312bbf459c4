#!/usr/bin/env python3
"""smoke_client: drive a running Jupyter server as a browser would (stdlib only).

  smoke_client.py PORT TOKEN [--wait SECONDS]

Used by scripts/smoke-server. Against http://127.0.0.1:PORT it
  1. polls /api/kernelspecs with the token until the server answers,
  2. checks that the same request without the token is refused,
  3. checks that the kernel list holds "gonb",
  4. starts a gonb kernel (POST /api/kernels), opens its websocket channel,
     executes a Go cell that imports the library with no setup cell (the
     kernel's go.work) and checks the printed line and the reply status,
  5. deletes the kernel.
Every wait is bounded by --wait seconds (default 120); loopback only.
"""

import argparse
import base64
import json
import os
import socket
import struct
import sys
import time
import urllib.error
import urllib.request
import uuid

# A cell that uses the library with no setup cell before it: the kernel
# that scripts/setup installs starts with a go.work on this checkout
# (GoNB's --go_work), so a user's first cell works in a new notebook.
CELL = ('import "github.com/grundylab/grundylab/gamelib"\n\n%%\n'
        'fmt.Printf("smoke: mex{0, 1, 3} = %d\\n", gamelib.Mex([]int{0, 1, 3}))\n')
WANT = "smoke: mex{0, 1, 3} = 2"


def log(msg):
    print("smoke-server: " + msg, file=sys.stderr)


def fail(msg):
    log("error: " + msg)
    sys.exit(1)


class Server:
    def __init__(self, port, token, deadline):
        self.port, self.token, self.deadline = port, token, deadline

    def left(self):
        return max(0.1, self.deadline - time.monotonic())

    def api(self, method, path, body=None, token=True):
        req = urllib.request.Request("http://127.0.0.1:%d%s" % (self.port, path), method=method,
                                     data=None if body is None else json.dumps(body).encode())
        if token:
            req.add_header("Authorization", "token " + self.token)
        with urllib.request.urlopen(req, timeout=min(10, self.left())) as r:
            data = r.read()
        return json.loads(data) if data else None


class WebSocket:
    """A minimal RFC 6455 client: text frames out (masked), frames in."""

    def __init__(self, port, path, timeout):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n" % (path, port, key)).encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("websocket handshake: connection closed")
            head += chunk
        status = head.split(b"\r\n", 1)[0].decode()
        if " 101 " not in status + " ":
            raise ConnectionError("websocket handshake: " + status)

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("websocket closed")
            data += chunk
        return data

    def send_text(self, text):
        payload = text.encode()
        n = len(payload)
        if n < 126:
            head = struct.pack("!BB", 0x81, 0x80 | n)
        elif n < 1 << 16:
            head = struct.pack("!BBH", 0x81, 0x80 | 126, n)
        else:
            head = struct.pack("!BBQ", 0x81, 0x80 | 127, n)
        mask = os.urandom(4)
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def recv_text(self):
        """Returns the next text message; answers pings, skips binary messages."""
        message, opcode = b"", None
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._read(8))[0]
            mask = self._read(4) if b1 & 0x80 else None
            data = self._read(n)
            if mask:
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
            op = b0 & 0x0F
            if op == 8:
                raise ConnectionError("websocket closed by the server")
            if op == 9:
                self.sock.sendall(struct.pack("!BB", 0x8A, 0x80) + os.urandom(4))
                continue
            if op in (1, 2):
                opcode, message = op, data
            elif op == 0:
                message += data
            if b0 & 0x80 and opcode is not None:
                if opcode == 1:
                    return message.decode()
                message, opcode = b"", None

    def close(self):
        try:
            self.sock.sendall(struct.pack("!BB", 0x88, 0x80) + os.urandom(4))
        except OSError:
            pass
        self.sock.close()


def execute(server, kernel_id):
    """Runs CELL in the kernel; returns (stream text, reply status)."""
    session = uuid.uuid4().hex
    ws = WebSocket(server.port, "/api/kernels/%s/channels?session_id=%s&token=%s"
                   % (kernel_id, session, server.token), server.left())
    try:
        msg_id = uuid.uuid4().hex
        ws.send_text(json.dumps({
            "header": {"msg_id": msg_id, "username": "smoke", "session": session,
                       "msg_type": "execute_request", "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
            "content": {"code": CELL, "silent": False, "store_history": False,
                        "user_expressions": {}, "allow_stdin": False, "stop_on_error": True},
        }))
        # The reply comes on the shell channel and the output on iopub, in no
        # fixed order; the output is complete when iopub reports idle.
        out, status, idle = "", None, False
        while status is None or not idle:
            ws.sock.settimeout(server.left())
            msg = json.loads(ws.recv_text())
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = msg.get("msg_type") or msg.get("header", {}).get("msg_type")
            if kind == "stream":
                out += msg["content"].get("text", "")
            elif kind == "error":
                out += "\n".join(msg["content"].get("traceback", []))
            elif kind == "execute_reply":
                status = msg["content"].get("status")
            elif kind == "status" and msg["content"].get("execution_state") == "idle":
                idle = True
        return out, status
    finally:
        ws.close()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("port", type=int)
    p.add_argument("token")
    p.add_argument("--wait", type=float, default=120)
    args = p.parse_args()
    server = Server(args.port, args.token, time.monotonic() + args.wait)

    specs = None
    while specs is None:
        try:
            specs = server.api("GET", "/api/kernelspecs")
        except (urllib.error.URLError, ConnectionError, OSError):
            if time.monotonic() > server.deadline:
                fail("no answer from 127.0.0.1:%d within %gs" % (args.port, args.wait))
            time.sleep(0.5)

    try:
        server.api("GET", "/api/kernelspecs", token=False)
        fail("the server answered /api/kernelspecs without a token")
    except urllib.error.HTTPError as e:
        if e.code not in (401, 403):
            fail("without a token: HTTP %d, want 401 or 403" % e.code)

    names = sorted(specs.get("kernelspecs", {}))
    log("kernels offered: " + ", ".join(names))
    if "gonb" not in names:
        fail("kernel gonb missing from /api/kernelspecs")

    kernel = server.api("POST", "/api/kernels", {"name": "gonb"})
    try:
        out, status = execute(server, kernel["id"])
    except (OSError, ConnectionError, ValueError) as e:
        fail("running a cell in the gonb kernel: %s" % e)
    finally:
        try:
            server.api("DELETE", "/api/kernels/" + kernel["id"])
        except (urllib.error.URLError, OSError):
            pass
    if status != "ok" or WANT not in out:
        fail("the gonb kernel ran a cell with status %r and output %r, want %r" % (status, out, WANT))
    log("cell executed through the server: %r" % out.strip())


if __name__ == "__main__":
    main()
