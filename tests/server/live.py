"""A real uvicorn on 127.0.0.1 in a thread, and a Memory with the first-party stages on a real file."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def open_memory(path: Path, *plugins: object) -> Memory:
    pm = make_plugin_manager(*first_party_plugins(), *plugins, load_entry_points=False)
    return Memory(path=path, config=Config(embedder="hashing"), pm=pm)


@contextmanager
def serve(app: Any) -> Iterator[str]:
    """Run ``app`` on a free loopback port; yield its base URL; stop it after."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@contextmanager
def fake_http(routes: dict[str, Any]) -> Iterator[tuple[str, list[str]]]:
    """A loopback HTTP server answering GET or POST ``path`` with the JSON ``routes[path]`` (404 otherwise).

    Yields its base URL and the list of paths it was asked for.
    """
    import json
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    asked: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            asked.append(self.path)
            body = json.dumps(routes.get(self.path, {"error": "no such path"})).encode()
            self.send_response(200 if self.path in routes else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self.do_GET()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", asked
    finally:
        httpd.shutdown()
        httpd.server_close()


def run_async(fn: Any) -> None:
    """``anyio.run(fn)`` in a worker thread. In the main thread, asyncio.run would unset the event loop
    a library left there (litellm does), whose collection later warns as an unclosed loop."""
    import anyio

    errors: list[BaseException] = []

    def target() -> None:
        try:
            anyio.run(fn)
        except BaseException as exc:
            errors.append(exc)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if errors:
        raise errors[0]


@contextmanager
def serve_process(env: dict[str, str], *args: str) -> Iterator[tuple[str, list[str]]]:
    """A real ``veramem serve`` subprocess on a free loopback port, with ``args`` after the port: (its
    URL, the lines it printed until it answered ``/healthz``)."""
    port = free_port()
    proc = subprocess.Popen(
        [str(Path(sys.executable).with_name("veramem")), "serve", "--port", str(port), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    lines: list[str] = []
    try:
        while not any(line.startswith("VeraMem on ") for line in lines):
            line = proc.stdout.readline()
            assert line, f"serve exited: {''.join(lines)}"
            lines.append(line)
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/healthz", trust_env=False).json()["ok"] is True:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "serve never answered /healthz"
            time.sleep(0.1)
        yield url, lines
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        proc.stdout.close()
