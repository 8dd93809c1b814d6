"""Test doubles for VeraMem and its plugin authors, and a pytest plugin with fixtures.

``FakeLLM`` answers from a script and records every call; ``FakeEmbedder`` is deterministic and lets
a test pin the vector of chosen texts. Both are plugins: register them, or pass them to ``Memory``.
Load the fixtures with ``-p veramem_core.testing``; under it, installed entry points are not loaded.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any, NoReturn

import numpy as np

from . import _time
from .embedding import HashingEmbedder, Vectors, normalise
from .errors import LLMError
from .hookspecs import hookimpl
from .llm import LLMResponse

Reply = str | dict[str, Any] | list[Any] | Exception | Callable[[list[dict[str, str]]], Any]

# First-party stage plugins, registered explicitly by tests when installed.
FIRST_PARTY = (
    "veramem_manage.plugin",
    "veramem_retrieve.plugin",
    "veramem_share.plugin",
    "veramem_server.plugin",
)


class FakeLLM:
    """A scripted LLM. Each call consumes the next reply: a string, a JSON-able value (dumped), an
    exception (raised as ``LLMError``) or a callable of the messages. Runs out → ``LLMError``."""

    def __init__(
        self, replies: Sequence[Reply] = (), *, name: str = "fake-llm", default: Reply | None = None
    ) -> None:
        self.name = name
        self.replies = list(replies)
        self.default = default
        self.calls: list[list[dict[str, str]]] = []

    def complete(self, messages: list[dict[str, str]], *, json_mode: bool = False) -> LLMResponse:
        self.calls.append(messages)
        if self.replies:
            reply = self.replies.pop(0)
        elif self.default is not None:
            reply = self.default
        else:
            raise LLMError(f"{self.name}: no scripted reply left for call {len(self.calls)}")
        if callable(reply) and not isinstance(reply, Exception):
            reply = reply(messages)
        if isinstance(reply, Exception):
            raise LLMError(f"{self.name}: {reply}") from reply
        text = reply if isinstance(reply, str) else json.dumps(reply)
        prompt = sum(len(m.get("content", "")) for m in messages)
        return LLMResponse(text=text, tokens=(prompt + len(text)) // 4 + 1)

    @hookimpl
    def veramem_llm(self, config: Any) -> FakeLLM:
        return self


class FakeEmbedder:
    """Deterministic vectors: ``pinned`` texts get the given vector, others a hashing embedding."""

    def __init__(self, pinned: dict[str, Sequence[float]] | None = None, dim: int = 64) -> None:
        self.dim = dim
        self.name = f"fake-{dim}"
        self._hash = HashingEmbedder(dim)
        self.pinned = {k: np.asarray(v, dtype=np.float32) for k, v in (pinned or {}).items()}
        for text, vec in self.pinned.items():
            if vec.shape != (dim,):
                raise ValueError(f"pinned vector for {text!r} has shape {vec.shape}, expected ({dim},)")
        self.calls = 0

    def embed(self, texts: list[str]) -> Vectors:
        self.calls += 1
        out = self._hash.embed(texts)
        for i, text in enumerate(texts):
            if text in self.pinned:
                out[i] = self.pinned[text]
        return normalise(out)

    @hookimpl
    def veramem_embedder(self, config: Any) -> FakeEmbedder:
        return self


class Clock:
    """A settable stand-in for the server's clock. While installed (``with Clock(t):`` or the ``clock``
    fixture), access is decided at its time and ``created_at`` and the ledger record it; the public
    read API takes no time, so this is how a test moves through time."""

    def __init__(self, start: datetime | str = "2026-01-01T00:00:00Z") -> None:
        self.now = _time.parse(start, "clock")
        self._previous: Callable[[], datetime] | None = None

    def __call__(self) -> datetime:
        return self.now

    def set(self, when: datetime | str) -> datetime:
        self.now = _time.parse(when, "clock")
        return self.now

    def advance(self, **delta: float) -> datetime:
        """Move forward by ``timedelta(**delta)`` (``days=1``, ``seconds=30``, ...)."""
        self.now += timedelta(**delta)
        return self.now

    def __enter__(self) -> Clock:
        self._previous = _time.set_clock(self)
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        _time.set_clock(self._previous)


def first_party_plugins() -> list[object]:
    """The first-party stage plugins that are installed here (a core-only install has none)."""
    found: list[object] = []
    for name in FIRST_PARTY:
        try:
            found.append(importlib.import_module(name))
        except ModuleNotFoundError:
            continue
    return found


def leftovers(directory: Path, words: list[str]) -> dict[str, list[str]]:
    """Which of ``words`` (case-insensitive) each file of ``directory`` still holds, read as raw
    bytes: how an erasure test shows that ``forget`` reached the database, its WAL and its traces."""
    found: dict[str, list[str]] = {}
    for path in sorted(directory.iterdir()):
        data = path.read_bytes().lower()
        hits = [w for w in words if w.lower().encode("utf-8") in data]
        if hits:
            found[path.name] = hits
    return found


def require_outside_part(reason: str) -> NoReturn:
    """Skip a test whose outside part (weights, Chromium, PostgreSQL) is missing; fail in CI instead.

    CI sets ``VERAMEM_REQUIRE_ALL=1``: there nothing may skip.
    """
    import pytest

    if os.environ.get("VERAMEM_REQUIRE_ALL") == "1":
        pytest.fail(f"required in CI but missing: {reason}")
    pytest.skip(reason)


POSTGRES_ENV = "VERAMEM_TEST_POSTGRES_URL"


class PostgresServer:
    """A PostgreSQL server the tests may create databases on (``$VERAMEM_TEST_POSTGRES_URL``, which
    ``.ci/postgres.sh`` exports): each ``database()`` is new and dropped again by ``drop_all``."""

    def __init__(self, admin_url: str) -> None:
        self.admin_url = admin_url
        self.created: list[str] = []

    def database(self) -> str:
        """The URL of a new, empty database (pgvector is created in it by the store)."""
        import psycopg
        from psycopg import sql

        name = f"veramem_test_{os.getpid()}_{len(self.created)}_{os.urandom(3).hex()}"
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        self.created.append(name)
        base, _, _ = self.admin_url.rpartition("/")
        return f"{base}/{name}"

    def drop_all(self) -> None:
        import psycopg
        from psycopg import sql

        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            for name in self.created:
                conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        self.created.clear()


def postgres_server() -> PostgresServer:
    """The test server, or a skip naming what is missing (a failure when ``VERAMEM_REQUIRE_ALL=1``)."""
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        require_outside_part(f"no PostgreSQL server: set {POSTGRES_ENV} (make test-postgres does)")
    try:
        import pgvector.psycopg  # noqa: F401  # pyright: ignore[reportUnusedImport]
        import psycopg
    except ImportError as exc:
        require_outside_part(f"the PostgreSQL store needs veramem-core[postgres] ({exc.name} is missing)")
        raise
    try:
        psycopg.connect(url, connect_timeout=5).close()
    except psycopg.Error as exc:
        require_outside_part(f"the PostgreSQL server at {url} does not answer: {exc}")
    return PostgresServer(url)


# --- pytest plugin ---


def pytest_configure(config: Any) -> None:
    # Tests register the plugins they need; installed entry points stay out (see plugins.py).
    sys._veramem_under_tests = True  # type: ignore[attr-defined]
    config.addinivalue_line("markers", "slow: takes seconds (concurrency, crashes, subprocesses)")
    config.addinivalue_line(
        "markers",
        "stack: a core guarantee exercised through the stage packages (veramem-manage, veramem-retrieve,"
        " litellm); deselected (-m 'not stack') where veramem-core is tested alone",
    )
    config.addinivalue_line(
        "markers",
        "postgres: needs a PostgreSQL server with pgvector ($VERAMEM_TEST_POSTGRES_URL) and"
        " veramem-core[postgres]; deselected (-m 'not postgres') where veramem-core is tested alone",
    )


try:
    import pytest
except ImportError:  # pragma: no cover - the library works without pytest
    pass
else:

    @pytest.fixture
    def clock() -> Iterator[Clock]:
        """The server's clock, frozen at 2026-01-01T00:00:00Z; ``clock.set(...)``/``clock.advance(...)``."""
        with Clock() as c:
            yield c

    @pytest.fixture
    def postgres(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PostgresServer]:
        """A PostgreSQL server to create fresh databases on (dropped afterwards); skips, or fails
        under ``VERAMEM_REQUIRE_ALL=1``, when there is none. Anchors go under ``tmp_path``."""
        server = postgres_server()
        monkeypatch.setenv("VERAMEM_HOME", str(tmp_path / "home"))
        try:
            yield server
        finally:
            server.drop_all()

    @pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
    def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Any]]:
        """A factory of fresh stores, once for each backend: SQLite files, PostgreSQL databases."""
        stores: list[Any] = []
        server: PostgresServer | None = None
        if request.param == "postgres":
            server = request.getfixturevalue("postgres")
        from .store import SQLiteStore

        def make() -> Any:
            n = len(stores)
            if server is None:
                store: Any = SQLiteStore(tmp_path / f"s{n}.db")
            else:
                from .postgres import PostgresStore

                store = PostgresStore(server.database(), anchor_path=tmp_path / f"pg{n}.anchor")
            stores.append(store)
            return store

        try:
            yield make
        finally:
            for store in stores:
                store.close()

    @pytest.fixture
    def db_path(tmp_path: Path) -> Path:
        """A fresh SQLite file."""
        return tmp_path / "memory.db"

    @pytest.fixture
    def memory(db_path: Path) -> Iterator[Any]:
        """A ``Memory`` on a fresh file with the installed first-party stages, offline."""
        from .config import Config
        from .memory import Memory
        from .plugins import make_plugin_manager

        pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
        with Memory(path=db_path, config=Config(), pm=pm) as m:
            yield m
