"""Fixtures for veramem-server: a live server over a real SQLite file, and keys for its users."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette

from veramem_core.memory import Memory
from veramem_core.store import SQLiteStore
from veramem_server.app import create_app
from veramem_server.keys import KeyStore

from .live import open_memory, serve


@dataclass
class Live:
    """A running server: its URL, the Memory behind it, and an HTTP client per key."""

    url: str
    app: Starlette
    memory: Memory
    keys: KeyStore
    clients: list[httpx.Client] = field(default_factory=list)

    @property
    def sqlite(self) -> SQLiteStore:
        """The store's SQLite side, for tests that look at or tamper with rows directly."""
        assert isinstance(self.memory.store, SQLiteStore)
        return self.memory.store

    def client(self, user: str | None = None, agent: str | None = None, admin: bool = False) -> httpx.Client:
        headers = {}
        if user is not None:
            key, _ = self.keys.create(user, agent, admin)
            headers["Authorization"] = f"Bearer {key}"
        c = httpx.Client(base_url=self.url, headers=headers, timeout=30, trust_env=False)
        self.clients.append(c)
        return c


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Live]:
    memory = open_memory(tmp_path / "server.db")
    keys = KeyStore(memory.store)
    app = create_app(memory, keys)
    with serve(app) as url:
        env = Live(url, app, memory, keys)
        try:
            yield env
        finally:
            for c in env.clients:
                c.close()
    memory.close()
