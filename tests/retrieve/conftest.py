"""Fixtures for veramem-retrieve: a real SQLite file, the retrieve plugin, the hashing embedder."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

import veramem_retrieve.plugin as retrieve
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.models import MemoryItem
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import Clock

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def server_clock(clock: Clock) -> Clock:
    """Every retrieve test runs at NOW on the server's clock (reads take no time of their own)."""
    clock.set(NOW)
    return clock


def open_memory(path: Path, *plugins: object, retrieve_settings: dict[str, Any] | None = None) -> Memory:
    pm = make_plugin_manager(retrieve, *plugins, load_entry_points=False)
    config = Config(embedder="hashing", plugins={"retrieve": retrieve_settings or {}})
    return Memory(path=path, config=config, pm=pm)


@pytest.fixture
def make_memory(tmp_path: Path) -> Callable[..., Memory]:
    """Open a Memory on a fresh file with ``retrieve_settings`` as ``[plugins.retrieve]``."""
    return lambda **kw: open_memory(tmp_path / "made.db", retrieve_settings=kw or None)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with open_memory(tmp_path / "memory.db") as m:
        yield m


Put = Callable[..., MemoryItem]


@pytest.fixture
def put(mem: Memory) -> Put:
    """Insert a memory with its vector (as the write path would), returning it."""
    counter = iter(range(10_000))

    def _put(
        text: str, user_id: str = "alice", *, days_ago: float = 30, vector: Any = None, **fields: Any
    ) -> MemoryItem:
        at = NOW - timedelta(days=days_ago)
        item = MemoryItem(
            id=fields.pop("id", f"mem_{next(counter):04d}"),
            kind=fields.pop("kind", "fact"),
            text=text,
            authority=fields.pop("authority", "authorized"),
            user_id=user_id,
            valid_from=at,
            created_at=fields.pop("created_at", at),
            **fields,
        )
        mem.store.insert_memory(item)
        vec = mem.embedder.embed([text]) if vector is None else vector
        mem.store.put_vectors("memory", [item.id], mem.embedder.name, vec)
        return item

    return _put


@pytest.fixture
def writer(tmp_path: Path) -> Iterator[Memory]:
    """A Memory with the write path too (veramem-manage, and veramem-share's gate for team writes):
    memories come from ``add`` as a user's do."""
    import veramem_manage.plugin
    import veramem_share.plugin

    with open_memory(tmp_path / "writer.db", veramem_manage.plugin, veramem_share.plugin) as m:
        yield m
