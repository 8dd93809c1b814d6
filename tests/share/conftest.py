"""Fixtures for veramem-share: the full stack on a real SQLite file in its own data directory."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import veramem_manage.plugin as manage
import veramem_retrieve.plugin as retrieve
import veramem_share.plugin as share
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager

STACK = (manage, retrieve, share)


def open_memory(home: Path, *plugins: object, llm: Any = None, **share_settings: Any) -> Memory:
    """A Memory on ``home/memory.db`` with ``plugins`` (the full stack by default), offline."""
    pm = make_plugin_manager(*(plugins or STACK), load_entry_points=False)
    config = Config(embedder="hashing", plugins={"share": share_settings} if share_settings else {})
    return Memory(path=home / "memory.db", config=config, pm=pm, llm=llm)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path


@pytest.fixture
def mem(home: Path) -> Iterator[Memory]:
    with open_memory(home) as m:
        m.grant("team_member", "alice", "t1")
        m.grant("team_member", "bob", "t1")
        yield m


@pytest.fixture
def make(home: Path) -> Callable[..., Memory]:
    return lambda *plugins, **kw: open_memory(home, *plugins, **kw)
