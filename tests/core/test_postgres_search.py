"""The PostgreSQL store's own search behaviour beyond the conformance kit: corpus-common words are
left out of a large table's full-text match (as on SQLite), and filtered vector search gives the same
rows by either plan."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from veramem_core.access import Access
from veramem_core.conformance.samples import T0
from veramem_core.conformance.samples import episode as _episode
from veramem_core.conformance.samples import memory as _memory
from veramem_core.testing import PostgresServer

pytestmark = pytest.mark.postgres


def test_common_words_leave_the_match_and_plans_agree(postgres: PostgresServer, tmp_path: Path) -> None:
    from veramem_core.postgres import PostgresStore

    store = PostgresStore(postgres.database(), anchor_path=tmp_path / "a.anchor")
    try:
        owners = ("alice", "bob")
        episodes = {u: _episode(user=u) for u in owners}
        for ep in episodes.values():
            store.insert_episode(ep)
        rng = np.random.default_rng(7)
        ids: list[str] = []
        for i in range(120):
            words = ["apple", "river" if i % 3 == 0 else "stone", "zebra" if i % 40 == 0 else "cloud"]
            item = store.insert_memory(_memory(episodes[owners[i % 2]], " ".join(words) + f" number{i}"))
            ids.append(item.id)
        vectors = rng.standard_normal((len(ids), 8)).astype(np.float32)
        store.put_vectors("memory", ids, "m8", vectors / np.linalg.norm(vectors, axis=1, keepdims=True))
        store.raw.execute("ANALYZE memories")
        admin = Access(None, None, T0)
        text = {i: store.get_memory(i, admin).text for i in ids}

        everything = store.text_search("memories", "apple zebra", admin, 1000)
        assert any("zebra" not in text[i] for i, _ in everything)
        store.common_from, store.common_share = 100, 0.1  # "apple" is in every row: a stopword now
        pruned = store.text_search("memories", "apple zebra", admin, 1000)
        assert pruned and all("zebra" in text[i] for i, _ in pruned)
        both = store.text_search("memories", "apple river", admin, 1000)
        assert both and all({"apple", "river"} <= set(text[i].split()) for i, _ in both)
        alice = Access("alice", None, T0)
        assert {i for i, _ in store.text_search("memories", "apple zebra", alice, 1000)} <= {
            i for i in ids if store.get_memory(i, admin).user_id == "alice"
        }

        query = vectors[5] / np.linalg.norm(vectors[5])
        found = {}
        for plan in ("index", "exact", "auto"):
            store.vector_plan = plan
            found[plan] = store.vector_search("memory", "m8", query, alice, 10)
            assert all(store.get_memory(i, admin).user_id == "alice" for i, _ in found[plan])
        assert [i for i, _ in found["exact"]] == [i for i, _ in found["auto"]]
        assert {i for i, _ in found["index"]} == {i for i, _ in found["exact"]}
    finally:
        store.close()
