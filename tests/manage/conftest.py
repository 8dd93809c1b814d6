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
