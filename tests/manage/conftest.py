"""Fixtures for the write-path tests: a real SQLite file behind ``Memory``, plugins registered explicitly."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import veramem_manage.plugin
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager

MakeMemory = Callable[..., Memory]


def manage_pm(*extra: object) -> Any:
    """A plugin manager with the core built-ins and veramem-manage (plus ``extra``), no entry points."""
    return make_plugin_manager(veramem_manage.plugin, *extra, load_entry_points=False)


@pytest.fixture
def make_memory(tmp_path: Path) -> Iterator[MakeMemory]:
    """Open ``Memory`` objects on files under ``tmp_path``; all are closed after the test."""
    opened: list[Memory] = []

    def make(
        name: str = "memory.db",
        *,
        plugins: tuple[object, ...] = (),
        config: Config | None = None,
        **kwargs: Any,
    ) -> Memory:
        m = Memory(path=tmp_path / name, config=config or Config(), pm=manage_pm(*plugins), **kwargs)
        opened.append(m)
        return m

    yield make
    for m in opened:
        m.close()


# --- building reconcile inputs by hand, for the reconciler and guard tests ---

from datetime import UTC, datetime  # noqa: E402

import numpy as np  # noqa: E402

from veramem_core.models import Authority, Candidate, Episode, MemoryItem, Role, Slot  # noqa: E402
from veramem_core.stages import Neighbour, Proposal, ReconcileContext, Scope  # noqa: E402
from veramem_core.testing import FakeEmbedder  # noqa: E402

NOW = datetime(2024, 6, 1, tzinfo=UTC)
ROLE_AUTHORITY: dict[str, Role] = {"authorized": "user", "attested": "assistant", "unendorsed": "tool"}


def memory_item(
    mid: str, text: str, authority: Authority = "authorized", slot: tuple[str, str, str] | None = None
) -> MemoryItem:
    return MemoryItem(
        id=mid,
        kind="fact",
        text=text,
        authority=authority,
        user_id="alice",
        valid_from=NOW,
        created_at=NOW,
        slot=Slot(subject=slot[0], attribute=slot[1], value=slot[2]) if slot else None,
    )


def proposal(
    text: str,
    authority: Authority = "authorized",
    neighbours: tuple[tuple[MemoryItem, float], ...] | list[tuple[MemoryItem, float]] = (),
    slot: tuple[str, str, str] | None = None,
    negated: bool = False,
    embedder: FakeEmbedder | None = None,
    **metadata: Any,
) -> Proposal:
    role = ROLE_AUTHORITY[authority]
    episode = Episode(
        id=f"ep_{abs(hash(text))}",
        role=role,
        content=text,
        user_id="alice",
        event_time=NOW,
        created_at=NOW,
    )
    cand = Candidate(
        text=text,
        episode_id=episode.id,
        quote=text,
        negated=negated,
        subject=slot[0] if slot else None,
        attribute=slot[1] if slot else None,
        value=slot[2] if slot else None,
        metadata=metadata,
    )
    vector = (embedder or FakeEmbedder()).embed([text])[0]
    return Proposal(
        candidate=cand,
        episode=episode,
        authority=authority,
        text=text,
        vector=vector,
        neighbours=[Neighbour(memory=m, similarity=s) for m, s in neighbours],
    )


def reconcile_context(
    proposals: list[Proposal],
    embedder: FakeEmbedder | None = None,
    config: Config | None = None,
    llm: Any = None,
) -> ReconcileContext:
    return ReconcileContext(
        proposals=proposals,
        scope=Scope("alice"),
        llm=llm,
        config=config or Config(),
        now=NOW,
        embedder=embedder or FakeEmbedder(),
    )


def unit(*values: float, dim: int = 64) -> list[float]:
    """A ``dim``-vector starting with ``values`` (for pinned embeddings with a chosen cosine)."""
    out = np.zeros(dim)
    out[: len(values)] = values
    return list(out)
