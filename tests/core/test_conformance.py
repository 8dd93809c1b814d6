from collections.abc import Callable
from pathlib import Path

import pytest

from veramem_core.conformance import STORE_CHECKS
from veramem_core.store import SQLiteStore, Store


@pytest.mark.parametrize("check", STORE_CHECKS, ids=lambda c: c.__name__)
def test_sqlite_store_conformance(check: Callable[[Callable[[], Store]], None], tmp_path: Path) -> None:
    stores: list[SQLiteStore] = []

    def make() -> Store:
        store = SQLiteStore(tmp_path / f"s{len(stores)}.db")
        stores.append(store)
        return store

    try:
        check(make)
    finally:
        for store in stores:
            store.close()


def test_sqlite_store_satisfies_the_protocol(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "p.db")
    assert isinstance(store, Store)
    store.close()
