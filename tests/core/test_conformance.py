"""The store conformance kit against both stores: SQLite, and PostgreSQL + pgvector (skipped when no
server is configured, a failure under VERAMEM_REQUIRE_ALL=1; see docs/scaling.md)."""

from collections.abc import Callable
from pathlib import Path

import pytest

from veramem_core.conformance import STORE_CHECKS
from veramem_core.store import SQLiteStore, Store
from veramem_core.testing import PostgresServer


@pytest.mark.parametrize("check", STORE_CHECKS, ids=lambda c: c.__name__)
def test_store_conformance(
    check: Callable[[Callable[[], Store]], None], make_store: Callable[[], Store]
) -> None:
    check(make_store)


def test_sqlite_store_satisfies_the_protocol(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "p.db")
    assert isinstance(store, Store)
    store.close()


@pytest.mark.postgres
def test_postgres_store_satisfies_the_protocol(postgres: PostgresServer, tmp_path: Path) -> None:
    from veramem_core.postgres import PostgresStore

    store = PostgresStore(postgres.database(), anchor_path=tmp_path / "a.anchor")
    assert isinstance(store, Store)
    store.close()
