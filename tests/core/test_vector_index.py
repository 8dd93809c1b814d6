"""The SQLite store's in-process vector index: exact masks, int8 candidates rescored, any writer seen."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from veramem_core.access import Access
from veramem_core.models import Episode, Evidence, Grant, MemoryItem
from veramem_core.store import SQLiteStore
from veramem_core.vector_index import int8_scores

T0 = datetime(2026, 1, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=1)
MODEL = "m"


def _item(n: int, user: str = "alice", **kw: object) -> MemoryItem:
    data = {
        "id": f"mem_{n:05d}",
        "kind": "fact",
        "text": f"memory {n}",
        "authority": "authorized",
        "user_id": user,
        "valid_from": T0,
        "created_at": T0,
        **kw,
    }
    return MemoryItem.model_validate(data)


def _fill(store: SQLiteStore, n: int, dim: int = 32, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    matrix = rng.standard_normal((n, dim)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    with store.transaction():
        for i in range(n):
            store.insert_memory(_item(i, user="alice" if i % 4 else "bob"))
    store.put_vectors("memory", [f"mem_{i:05d}" for i in range(n)], MODEL, matrix)
    return matrix


def test_int8_candidates_rescored_match_exact_search(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "q.db")
    store.quantise_from = 1  # every index quantises
    matrix = _fill(store, 3000)
    index = store.vector_index("memory", MODEL)
    assert index.int8 is not None, "the index keeps an int8 copy"
    alice = Access("alice", None, NOW)
    readable = np.array([i % 4 != 0 for i in range(3000)])
    rng = np.random.default_rng(1)
    recall = []
    for _ in range(30):
        q = rng.standard_normal(32).astype(np.float32)
        q /= np.linalg.norm(q)
        hits = store.vector_search("memory", MODEL, q, alice, 10)
        sims = np.where(readable, matrix @ q, -np.inf)
        exact = {f"mem_{i:05d}" for i in np.argsort(-sims)[:10]}
        recall.append(len(exact & {h for h, _ in hits}) / 10)
        for ident, score in hits:
            assert int(ident[4:]) % 4 != 0, "bob's rows never come back"
            assert score == pytest.approx(float(matrix[int(ident[4:])] @ q), abs=1e-5), "exact scores"
    assert np.mean(recall) >= 0.98
    store.close()


def test_int8_scores_without_simd_equal_the_dot_products() -> None:
    rng = np.random.default_rng(2)
    matrix = rng.integers(-127, 128, size=(100, 16), dtype=np.int8)
    q = rng.integers(-127, 128, size=16, dtype=np.int8)
    assert np.allclose(int8_scores(matrix, q), matrix.astype(np.int64) @ q.astype(np.int64))


def test_writes_from_another_connection_reach_the_mask(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    reader, writer = SQLiteStore(path), SQLiteStore(path)
    _fill(writer, 40)
    q = np.ones(32, dtype=np.float32) / np.sqrt(32)
    alice = Access("alice", None, NOW)
    before = {h for h, _ in reader.vector_search("memory", MODEL, q, alice, 100)}
    assert len(before) == 30
    writer.update_memory("mem_00001", "memory.retract", status="retracted")
    after = {h for h, _ in reader.vector_search("memory", MODEL, q, alice, 100)}
    assert after == before - {"mem_00001"}, "another process's retraction hides the row at once"
    writer.conn.execute("DELETE FROM vectors WHERE owner_id = 'mem_00002'")
    assert "mem_00002" not in {h for h, _ in reader.vector_search("memory", MODEL, q, alice, 100)}
    writer.insert_memory(_item(99, team_id="t1", visibility="team", user_id="bob"))
    writer.put_vectors("memory", ["mem_00099"], MODEL, q[None, :])
    assert "mem_00099" not in {h for h, _ in reader.vector_search("memory", MODEL, q, alice, 100)}
    writer.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    hits = reader.vector_search("memory", MODEL, q, alice, 100)
    assert hits[0][0] == "mem_00099", "a new grant opens the row in the very next query"
    reader.close()
    writer.close()


def test_resource_rule_follows_new_evidence(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "r.db")
    user_ep = Episode(id="ep_u", role="user", content="hi", user_id="alice", event_time=T0, created_at=T0)
    tool_ep = Episode(
        id="ep_t", role="tool", name="crm", content="crm says", user_id="alice", event_time=T0, created_at=T0
    )
    store.insert_episode(user_ep)
    store.insert_episode(tool_ep)
    item = store.insert_memory(_item(1, evidence=[Evidence(episode_id="ep_u", quote="hi")]))
    store.put_vectors("memory", [item.id], MODEL, np.full((1, 4), 0.5, dtype=np.float32))
    store.add_grant(Grant(kind="agent_resource", subject="a1", object="calendar", granted_at=T0))
    via_agent = Access("alice", "a1", NOW)
    q = np.full(4, 0.5, dtype=np.float32)
    assert [h for h, _ in store.vector_search("memory", MODEL, q, via_agent, 5)] == [item.id]
    store.add_evidence(item.id, Evidence(episode_id="ep_t", quote="crm"))
    assert store.vector_search("memory", MODEL, q, via_agent, 5) == [], "crm evidence needs a crm grant"
    assert store.allowed_ids("memories", via_agent) == [], "the SQL form agrees"
    store.close()


def test_the_index_drops_rows_deleted_by_another_connection(tmp_path: Path) -> None:
    # forget (or reembed --drop-old) in another process: no erased vector stays in this one's memory
    mine, theirs = SQLiteStore(tmp_path / "v.db"), SQLiteStore(tmp_path / "v.db")
    mine.put_vectors("memory", ["a", "b", "c"], "m", np.eye(3, dtype=np.float32))
    assert set(mine.vector_index("memory", "m").ids) == {"a", "b", "c"}
    with theirs.transaction():
        theirs.conn.execute("DELETE FROM vectors WHERE owner_id = 'b'")
    theirs.put_vectors("memory", ["d"], "m", np.ones((1, 3), dtype=np.float32))
    index = mine.vector_index("memory", "m")
    assert set(index.ids) == {"a", "c", "d"}
    found = index.search_ids(np.array([0, 1, 0], dtype=np.float32), ["a", "b", "c", "d"], 10)
    assert "b" not in [i for i, _ in found] and len(found) == 3
    mine.close()
    theirs.close()


def test_a_few_readable_rows_follow_every_write(tmp_path: Path) -> None:
    # Carol reads 10 of 410 rows: they are gathered once and kept with her mask, which a write (a new
    # row, a retraction) must replace before the next query.
    store = SQLiteStore(tmp_path / "few.db")
    _fill(store, 400)
    rng = np.random.default_rng(7)
    mine = rng.standard_normal((10, 32)).astype(np.float32)
    mine /= np.linalg.norm(mine, axis=1, keepdims=True)
    for n in range(400, 410):
        store.insert_memory(_item(n, user="carol"))
    store.put_vectors("memory", [f"mem_{n:05d}" for n in range(400, 410)], MODEL, mine)
    carol = Access("carol", None, NOW)
    q = mine[3]
    first = store.vector_search("memory", MODEL, q, carol, 5)
    assert first[0][0] == "mem_00403" and all(400 <= int(i[4:]) < 410 for i, _ in first)
    assert store.vector_search("memory", MODEL, q, carol, 5) == first, "the kept rows give the same hits"
    store.insert_memory(_item(410, user="carol"))
    store.put_vectors("memory", ["mem_00410"], MODEL, q[None, :])
    again = [i for i, _ in store.vector_search("memory", MODEL, q, carol, 5)]
    assert set(again[:2]) == {"mem_00403", "mem_00410"}, "the new row is in the very next query"
    store.update_memory("mem_00403", "memory.retract", status="retracted")
    assert "mem_00403" not in [i for i, _ in store.vector_search("memory", MODEL, q, carol, 5)]
    store.close()
