"""``veramem mcp``: the contract's tools, for one identity fixed at start, in process and over stdio."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import mcp
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.types import TextContent

from veramem_core.hookspecs import hookimpl
from veramem_server.mcp_tools import build

from .live import open_memory, run_async

CONTRACT_TOOLS = {
    "add_memories",
    "search_memory",
    "answer",
    "feedback",
    "list_memories",
    "memory_history",
    "forget_memory",
}
ALWAYS = {"add_memories", "search_memory", "answer", "list_memories", "memory_history"}


def text(result: Any) -> str:
    block = result.content[0]
    assert isinstance(block, TextContent)
    return block.text


def data(result: Any) -> Any:
    assert not result.is_error, result.content
    return result.structured_content if result.structured_content is not None else json.loads(text(result))


def test_tools_act_for_the_fixed_user_only(tmp_path: Path) -> None:
    with open_memory(tmp_path / "m.db") as memory:
        memory.add([{"role": "user", "content": "My safe code is QX7391."}], user_id="bob")
        app = build(memory, "alice")

        async def session() -> None:
            async with mcp.Client(app) as c:
                names = {t.name for t in (await c.list_tools()).tools}
                assert names >= ALWAYS and names <= CONTRACT_TOOLS
                for tool in (await c.list_tools()).tools:
                    props = tool.input_schema.get("properties", {})
                    assert not {"user_id", "agent_id", "user", "agent"} & set(props), tool.name
                added = data(
                    await c.call_tool(
                        "add_memories", {"messages": [{"role": "user", "content": "I live in Paris."}]}
                    )
                )
                assert added["added"][0]["user_id"] == "alice"
                # An argument naming another user is not an identity: the search is still alice's.
                posed = await c.call_tool("search_memory", {"query": "safe code", "user_id": "bob"})
                assert "QX7391" not in json.dumps(posed.structured_content or text(posed))
                assert memory.store.get_trace(data(posed)["trace_id"]).user_id == "alice"
                found = data(await c.call_tool("search_memory", {"query": "where does alice live?"}))
                assert "Paris" in found["items"][0]["text"]
                answered = data(await c.call_tool("answer", {"question": "where does alice live?"}))
                assert "Paris" in answered["text"]
                listed = data(await c.call_tool("list_memories", {}))
                assert [m["user_id"] for m in listed["items"]] == ["alice"]
                mid = listed["items"][0]["id"]
                assert data(await c.call_tool("memory_history", {"memory_id": mid}))["items"][0]["id"] == mid
                bobs = memory.list(user_id="bob").items[0].id
                refused = await c.call_tool("memory_history", {"memory_id": bobs})
                missing = await c.call_tool("memory_history", {"memory_id": "mem_missing"})
                assert refused.is_error and missing.is_error
                assert text(refused) == text(missing).replace("mem_missing", bobs)

        run_async(session)


def test_hook_veramem_register_mcp_tools_reaches_the_server(tmp_path: Path) -> None:
    class Extra:
        @hookimpl
        def veramem_register_mcp_tools(self, register: Any) -> None:
            def ping() -> str:
                return "pong"

            register(ping, name="ping")

    with open_memory(tmp_path / "m.db", Extra()) as memory:

        async def session() -> None:
            async with mcp.Client(build(memory, "alice")) as c:
                result = await c.call_tool("ping", {})
                assert not result.is_error and "pong" in text(result)

        run_async(session)


def test_stdio_server_over_a_real_client_session(tmp_path: Path) -> None:
    db = tmp_path / "stdio.db"
    env = {**os.environ, "VERAMEM_HOME": str(tmp_path / "home")}
    params = StdioServerParameters(
        command=str(Path(sys.executable).with_name("veramem")),
        args=["mcp", "--user", "alice", "--agent", "a1", "--db", str(db)],
        env=env,
    )

    async def session() -> None:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
            await s.initialize()
            names = {t.name for t in (await s.list_tools()).tools}
            assert names >= ALWAYS
            added = data(
                await s.call_tool(
                    "add_memories", {"messages": [{"role": "user", "content": "I love green tea."}]}
                )
            )
            assert added["added"][0]["user_id"] == "alice" and added["added"][0]["agent_id"] == "a1"
            found = data(await s.call_tool("search_memory", {"query": "what does alice drink?"}))
            assert "green tea" in found["items"][0]["text"]

    run_async(session)
    with open_memory(db) as memory:
        assert [m.user_id for m in memory.list(user_id="alice").items] == ["alice"]
