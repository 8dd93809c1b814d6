"""Nothing leaves the machine unless configured: add, search, answer, consolidate, the server and
MCP run with outbound connections guarded; only loopback and the configured endpoint are allowed."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from veramem_core.memory import Memory
from veramem_server.app import create_app
from veramem_server.keys import KeyStore

from . import netguard
from .live import fake_http, open_memory, run_async, serve

HERE = Path(__file__).parent
VERAMEM = str(Path(sys.executable).with_name("veramem"))
CHAT = {
    "id": "chatcmpl-1",
    "object": "chat.completion",
    "created": 0,
    "model": "local-model",
    "choices": [
        {"index": 0, "message": {"role": "assistant", "content": '{"memories": []}'}, "finish_reason": "stop"}
    ],
    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
}


@pytest.fixture
def guarded() -> Iterator[list[str]]:
    netguard.blocked.clear()
    netguard.install()
    try:
        yield netguard.blocked
    finally:
        netguard.uninstall()


def exercise(memory: Memory) -> None:
    memory.add([{"role": "user", "content": "I live in Paris and I love green tea."}], user_id="alice")
    memory.search("where does alice live?", user_id="alice")
    memory.answer("what does alice drink?", user_id="alice")
    consolidate = getattr(memory, "consolidate", None)
    if consolidate is not None:
        consolidate()


def test_the_guard_refuses_the_outside(guarded: list[str]) -> None:
    # Without this the other tests could pass with a guard that guards nothing.
    with pytest.raises(OSError, match="refused"), socket.socket() as s:
        s.connect(("192.0.2.1", 443))
    with pytest.raises(socket.gaierror, match="refused"):
        socket.getaddrinfo("example.com", 443)
    assert guarded == ["blocked 192.0.2.1:443", "blocked lookup example.com"]


def test_offline_engines_and_the_server_stay_on_loopback(tmp_path: Path, guarded: list[str]) -> None:
    with open_memory(tmp_path / "m.db") as memory:
        exercise(memory)
        key, _ = KeyStore(memory.store).create("alice")
        with serve(create_app(memory)) as url, httpx.Client(base_url=url, trust_env=False) as c:
            c.headers["Authorization"] = f"Bearer {key}"
            assert c.post(
                "/v1/memories", json={"messages": [{"role": "user", "content": "I moved to Rome."}]}
            ).is_success
            assert c.post("/v1/search", json={"query": "where does alice live?"}).is_success
            assert c.post("/v1/answer", json={"question": "where does alice live?"}).is_success
            assert c.get("/").is_success and c.get("/ui/app.js").is_success
    assert guarded == []


SDK_RUN = """
from veramem import Memory
with Memory() as m:
    m.add([{"role": "user", "content": "I live in Paris and I love green tea."}], user_id="alice")
    m.search("where does alice live?", user_id="alice")
    m.answer("what does alice drink?", user_id="alice")
    if hasattr(m, "consolidate"):
        m.consolidate()
    print(m.llm.name)
"""


def guarded_env(tmp_path: Path, config: str) -> tuple[dict[str, str], Path]:
    """Environment for a subprocess with the guard armed by sitecustomize, logging to the returned file."""
    log = tmp_path / "net.log"
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "config.toml").write_text(config)
    env = {
        **os.environ,
        "VERAMEM_HOME": str(tmp_path / "home"),
        "PYTHONPATH": os.pathsep.join([str(HERE / "netguard_site"), os.environ.get("PYTHONPATH", "")]),
        "VERAMEM_NET_GUARD": str(HERE / "netguard.py"),
        "VERAMEM_NET_LOG": str(log),
    }
    return env, log


def run_cli(env: dict[str, str], *commands: list[str]) -> None:
    for args in commands:
        done = subprocess.run([VERAMEM, *args], env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


def guard_log(log: Path, armed: int) -> list[str]:
    lines = log.read_text().splitlines()
    assert sum(line.startswith("armed") for line in lines) == armed, lines
    return [line for line in lines if line.startswith("blocked")]


def test_a_configured_endpoint_is_the_only_one_reached(tmp_path: Path) -> None:
    # In subprocesses: litellm (imported only when an LLM is configured) stays out of the test process.
    with fake_http({"/v1/chat/completions": CHAT}) as (base, asked):
        config = (
            '[veramem]\nllm_model = "openai/local-model"\nembedder = "hashing"\n\n'
            f'[veramem.llm_options]\napi_base = "{base}/v1"\napi_key = "not-a-real-key"\n'
        )
        env, log = guarded_env(tmp_path, config)
        # One process (litellm's import is the slow part): the SDK's add, search, answer, consolidate.
        done = subprocess.run([sys.executable, "-c", SDK_RUN], env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "openai/local-model"
    assert guard_log(log, armed=1) == []
    assert "/v1/chat/completions" in asked


def test_mcp_and_cli_subprocesses_stay_on_loopback(tmp_path: Path) -> None:
    env, log = guarded_env(tmp_path, '[veramem]\nembedder = "hashing"\n')
    params = StdioServerParameters(command=VERAMEM, args=["mcp", "--user", "alice"], env=env)

    async def session() -> None:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
            await s.initialize()
            messages: list[dict[str, Any]] = [{"role": "user", "content": "I live in Paris."}]
            for tool, args in [
                ("add_memories", {"messages": messages}),
                ("search_memory", {"query": "where does alice live?"}),
                ("answer", {"question": "where does alice live?"}),
                ("list_memories", {}),
            ]:
                assert not (await s.call_tool(tool, args)).is_error, tool

    run_async(session)
    run_cli(
        env, ["add", "--user", "bob", "I work at Acme."], ["answer", "--user", "bob", "where does bob work?"]
    )
    assert guard_log(log, armed=3) == []
