"""Secrets never persist: LLM errors are stored and returned with credentials redacted.

The LLM calls are real litellm calls that fail: against a closed port on 127.0.0.1, and against a
real HTTP server on 127.0.0.1 that answers 401 quoting the key, as some providers do.
"""

from __future__ import annotations

import importlib.util
import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.redact import MARK, redact, redact_data
from veramem_core.testing import first_party_plugins, require_outside_part

KEY = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e"
PASSWORD = "hunter2-proxy-pass"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("401 invalid api key sk-live-4f9a8b7c6d5e4f3a2b1c", "sk-live-4f9a8b7c6d5e4f3a2b1c"),
        ("AuthenticationError: invalid x-api-key sk-ant-api03-AbCdEf123456", "sk-ant-api03-AbCdEf123456"),
        ("Authorization: Bearer eyJhbGciOi.secrettoken", "eyJhbGciOi.secrettoken"),
        ("headers={'Authorization': 'Bearer abcdefghijklmnop'}", "abcdefghijklmnop"),
        ("Authorization: Basic dXNlcjpwYXNz", "dXNlcjpwYXNz"),
        ("POST https://bob:s3cr3t@api.example.com/v1 failed", "s3cr3t"),
        ("connect to postgresql://app:pw-9876@db:5432 refused", "pw-9876"),
        ('{"api_key": "qwertyuiop123"}', "qwertyuiop123"),
        ("api_key=qwertyuiop123&model=x", "qwertyuiop123"),
        ("token ghp_abcdefghijklmnopqrstuvwxyz0123456789", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"),
        ("aws AKIAABCDEFGHIJKLMNOP denied", "AKIAABCDEFGHIJKLMNOP"),
    ],
)
def test_redact_removes_every_credential_shape(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out and MARK in out


def test_redact_keeps_ordinary_text_and_named_secrets() -> None:
    assert redact("The user likes tea; the secret garden opens at 9") == (
        "The user likes tea; the secret garden opens at 9"
    )
    assert redact("provider said: key xyz-custom-1234 is revoked", ["xyz-custom-1234"]) == (
        f"provider said: key {MARK} is revoked"
    )
    assert redact_data({"steps": ["LLM failed (sk-live-abcdef123456)"], "n": 1}) == {
        "steps": [f"LLM failed ({MARK})"],
        "n": 1,
    }


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Unauthorized(BaseHTTPRequestHandler):
    """A provider that answers 401 and quotes the key it was sent (some do)."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        sent = self.headers.get("Authorization", "")
        body = json.dumps({"error": {"message": f"invalid api key {sent.removeprefix('Bearer ')}"}})
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body.encode())

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def echoing_provider() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Unauthorized)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def _memory(path: Path, api_base: str) -> Memory:
    if importlib.util.find_spec("litellm") is None:
        require_outside_part("litellm (veramem-core[llm]) for a real failing LLM call")
    config = Config(
        embedder="hashing",
        llm_model="openai/gpt-4o-mini",
        llm_options={"api_key": KEY, "api_base": api_base, "max_retries": 0, "timeout": 10},
    )
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    return Memory(path=path, config=config, pm=pm)


def _assert_no_secret(m: Memory, *texts: str) -> None:
    m.close()
    stored = b"".join(p.read_bytes() for p in Path(m.path).parent.iterdir() if p.is_file())
    for secret in (KEY, PASSWORD):
        assert secret.encode() not in stored
        for text in texts:
            assert secret not in text


@pytest.mark.stack
@pytest.mark.slow
def test_provider_error_quoting_the_key_is_redacted(tmp_path: Path, echoing_provider: str) -> None:
    m = _memory(tmp_path / "memory.db", echoing_provider)
    result = m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice")
    assert result.error is not None and MARK in result.error  # the provider's text, key removed
    answer = m.answer("Where do I live?", user_id="alice")
    steps = json.dumps(m.store.get_trace(answer.trace_id).metadata)
    assert "LLM failed" in steps and MARK in steps
    _assert_no_secret(m, result.error, steps, answer.text)


@pytest.mark.stack
@pytest.mark.slow
def test_closed_port_with_credentials_in_the_url_leaks_nothing(tmp_path: Path) -> None:
    api_base = f"http://bob:{PASSWORD}@127.0.0.1:{_closed_port()}/v1"
    m = _memory(tmp_path / "memory.db", api_base)
    result = m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice")
    assert result.error is not None and "LLM" in result.error
    answer = m.answer("Where do I live?", user_id="alice")
    steps = json.dumps(m.store.get_trace(answer.trace_id).metadata)
    assert "LLM failed" in steps
    _assert_no_secret(m, result.error, steps, answer.text)
