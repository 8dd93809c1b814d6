"""Helpers for the outcome-loop tests: a ``Memory`` with the write path and the retriever, offline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import veramem_manage.plugin as manage
import veramem_retrieve.plugin as retrieve
import veramem_share.plugin as share
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.models import MemoryItem
from veramem_core.plugins import make_plugin_manager

HELPFUL = "To reset the router, hold the reset button for ten seconds."
MISLEADING = "To reset the router, hold the power button for ten seconds."


def open_loop(path: Path, *plugins: object, outcome: dict[str, Any] | None = None, **kwargs: Any) -> Memory:
    """``Memory`` on ``path`` with veramem-manage, -retrieve, -share and ``plugins``; hashing embedder."""
    pm = make_plugin_manager(manage, retrieve, share, *plugins, load_entry_points=False)
    config = Config(embedder="hashing", plugins={"outcome": outcome or {}})
    return Memory(path=path, config=config, pm=pm, **kwargs)


def say(m: Memory, text: str, user_id: str = "alice", **kwargs: Any) -> MemoryItem:
    """Add one user message and return the one memory it wrote."""
    result = m.add([{"role": "user", "content": text}], user_id=user_id, **kwargs)
    assert result.error is None and len(result.added) == 1, (result.added, result.rejected, result.error)
    return result.added[0]


def counts(m: Memory, memory_id: str, user_id: str = "alice") -> tuple[int, float, float]:
    item = m.get(memory_id, user_id=user_id)
    return item.uses, item.successes, item.failures
