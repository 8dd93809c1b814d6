"""``veramem mcp``: the memory as MCP tools over stdio, for one user (and agent) fixed at start.

No tool takes a user or agent argument: the identity is closed over when the server is built, so
nothing a model writes into a tool call can change whose memory it reads or writes.
"""

from __future__ import annotations

import threading
from typing import Any

from mcp.server.mcpserver import MCPServer

from veramem_core.errors import NotFound
from veramem_core.memory import Memory

from .http import dump

INSTRUCTIONS = (
    "Long-term memory. Call search_memory before answering from memory, add_memories after learning "
    "something worth keeping, and feedback with the search's trace_id once you know whether it helped."
)


def build(memory: Memory, user_id: str, agent_id: str | None = None) -> MCPServer:
    """An MCP server whose tools act as ``user_id`` (through ``agent_id``) and no one else."""
    app = MCPServer("veramem", instructions=INSTRUCTIONS)
    lock = threading.Lock()

    def add_memories(
        messages: list[dict[str, Any]], session_id: str | None = None, shareable: bool = False
    ) -> dict[str, Any]:
        """Store messages ({"role", "content", "name"?, "timestamp"?}) and derive memories from them."""
        with lock:
            result = memory.add(
                messages, user_id=user_id, agent_id=agent_id, session_id=session_id, shareable=shareable
            )
        return dump(result)

    def search_memory(query: str, k: int = 10) -> dict[str, Any]:
        """Search the memories this user may read; the result's trace_id is what feedback rewards."""
        with lock:
            return dump(memory.search(query, user_id=user_id, agent_id=agent_id, k=k))

    def answer(question: str) -> dict[str, Any]:
        """Answer from memory only, citing memory ids, or abstain."""
        with lock:
            return dump(memory.answer(question, user_id=user_id, agent_id=agent_id))

    def list_memories(status: str = "active", cursor: str | None = None, limit: int = 50) -> dict[str, Any]:
        """This user's memories ("any" for every status), a page at a time (pass back `next`)."""
        with lock:
            page = memory.list(
                user_id=user_id,
                agent_id=agent_id,
                status=None if status == "any" else status,
                cursor=cursor,
                limit=limit,
            )
        return dump(page)

    def memory_history(memory_id: str) -> dict[str, Any]:
        """Every version of a memory, oldest first."""
        with lock:
            return {"items": dump(memory.history(memory_id, user_id=user_id, agent_id=agent_id))}

    def feedback(trace_id: str, reward: float) -> dict[str, Any]:
        """Reward (in [-1, 1]) the memories a search or answer of this user returned."""
        with lock:
            # With user_id the facade answers another user's trace exactly like a missing one.
            result = memory.feedback(trace_id, reward=reward, user_id=user_id)
        return {"trace_id": trace_id, "reward": reward, "result": dump(result)}

    def forget_memory(memory_id: str) -> dict[str, Any]:
        """Forget one of this user's memories (erased, with a tombstone in the ledger)."""
        with lock:
            item = memory.get(memory_id, user_id=user_id, agent_id=agent_id)
            if item.user_id != user_id:
                raise NotFound("memory", memory_id)
            result = memory.forget(memory_id=memory_id, user_id=user_id)
        return {"id": memory_id, "forgotten": True, "result": dump(result)}

    tools = [add_memories, search_memory, answer, list_memories, memory_history]
    # These stand on facade methods that arrive with the outcome and sharing stages.
    tools += [t for t, needs in ((feedback, "feedback"), (forget_memory, "forget")) if hasattr(memory, needs)]
    for tool in tools:
        app.add_tool(tool, name=tool.__name__)

    def register(fn: Any, name: str | None = None) -> None:
        app.add_tool(fn, name=name)

    memory.pm.hook.veramem_register_mcp_tools(register=register)
    return app
