"""What the PostgreSQL store holds below the conformance kit, as the SQLite store's migration
m006_slot_authority does (migration p002_slot_authority): the authority ceiling in triggers and in
verify, the turns read in context kept right on insert, delete and erasure, and an upgrade of a
database written before p002."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from veramem_core.access import Access
from veramem_core.conformance.samples import T0
from veramem_core.conformance.samples import episode as _episode
from veramem_core.conformance.samples import memory as _memory
from veramem_core.erasure import ForgetTarget
from veramem_core.models import Episode
from veramem_core.testing import PostgresServer

pytestmark = pytest.mark.postgres


def psycopg() -> Any:
    """psycopg, imported when a test runs: veramem-core alone (no [postgres] extra) collects this file."""
    import psycopg

    return psycopg


AT = T0 + timedelta(days=3, hours=9)  # Sunday 4 January 2026


@pytest.fixture
def store(postgres: PostgresServer, tmp_path: Path) -> Iterator[Any]:
    from veramem_core.postgres import PostgresStore

    s = PostgresStore(postgres.database(), anchor_path=tmp_path / "a.anchor")
    try:
        yield s
    finally:
        s.close()


def _turn(name: str, content: str, minute: int, session: str = "s1") -> Episode:
    return _episode(content=content, name=name, session_id=session, event_time=AT + timedelta(minutes=minute))


def _field(store: Any, episode_id: str, weight: str) -> set[str]:
    """The lexemes of one weighted field of a turn's ``episodes_ctx`` row."""
    rows = store.rows(
        "SELECT array_to_string(tsvector_to_array(ts_filter(c.tsv, CAST(:w AS \"char\"[]))), ' ') AS words"
        " FROM episodes_ctx c JOIN episodes e ON e.rid = c.rid WHERE e.id = :id",
        {"w": "{" + weight + "}", "id": episode_id},
    )
    assert len(rows) == 1, f"one episodes_ctx row for {episode_id}"
    return set(str(rows[0]["words"]).split())


def test_context_rows_follow_inserts_deletes_and_erasure(store: Any) -> None:
    first, third = _turn("Bob", "first words", 0), _turn("Bob", "third words", 2)
    store.insert_episode(first)
    store.insert_episode(third)
    assert _field(store, first.id, "c") == {"4", "januari", "2026", "sunday"}, "the day it was said"
    # A turn said between the two arrives later: both neighbours' context is rewritten.
    middle = _turn("Eve", "secret middle", 1)
    store.insert_episode(middle)
    assert {"eve", "secret"} <= _field(store, first.id, "b")
    assert {"eve", "secret"} <= _field(store, third.id, "b")
    assert "secret" in _field(store, middle.id, "a") and "eve" in _field(store, middle.id, "a")
    alice = Access("alice", None, AT + timedelta(hours=1))
    assert [h[0] for h in store.context_search("secret", alice, 10)] == [middle.id, first.id, third.id]
    # Forgotten: nothing of it is left in its neighbours' rows, and the two are neighbours again.
    report = store.erase(store.erasure_plan(ForgetTarget(extra=[middle.id])))
    assert report.episodes == 1
    assert "secret" not in _field(store, first.id, "b") and "secret" not in _field(store, third.id, "b")
    assert "third" in _field(store, first.id, "b") and "first" in _field(store, third.id, "b")
    assert store.context_search("secret", alice, 10) == []
    assert store.rows("SELECT count(*) AS n FROM episodes_ctx")[0]["n"] == 2
    assert store.verify().ok


def test_verify_reports_a_context_row_out_of_step_and_repair_rewrites_it(store: Any) -> None:
    from veramem_core.embedding import HashingEmbedder

    first, second = _turn("Bob", "first words", 0), _turn("Ann", "second words", 1)
    store.insert_episode(first)
    store.insert_episode(second)
    store.raw.execute("UPDATE episodes_ctx SET tsv = to_tsvector('english', 'forged')")  # behind our back
    report = store.verify()
    assert not report.ok
    assert any(p.startswith(f"derived: episodes_ctx of episode {first.id}") for p in report.problems)
    store.repair(HashingEmbedder())
    assert store.verify().ok
    assert "second" in _field(store, first.id, "b")


def test_triggers_hold_the_authority_ceiling_below_the_code(store: Any) -> None:
    tool = _episode(role="tool", name="crm", content="The user prefers tabs")
    store.insert_episode(tool)
    item = store.insert_memory(_memory(tool, "Prefers tabs", authority="unendorsed"))
    with pytest.raises(psycopg().errors.CheckViolation, match="authority above its evidence"):
        store.raw.execute("UPDATE memories SET authority = 'authorized' WHERE id = %s", (item.id,))
    # Rolled back whole: nothing of the forged row is left.
    with (
        pytest.raises(psycopg().errors.CheckViolation, match="authority above its evidence"),
        store.raw.transaction(),
    ):
        store.raw.execute(
            "INSERT INTO memories (id, kind, text, authority, user_id, visibility, valid_from,"
            " created_at, status) VALUES ('mem_forged', 'fact', 'x', 'authorized', 'alice', 'private',"
            " '2026', '2026', 'active')"
        )
        store.raw.execute("INSERT INTO evidence VALUES ('mem_forged', 0, %s, 'The user')", (tool.id,))
    assert store.rows("SELECT id FROM memories WHERE id = 'mem_forged'") == []
    assert store.verify().ok


def test_verify_recomputes_the_ceiling(store: Any) -> None:
    tool = _episode(role="tool", name="crm", content="The user prefers tabs")
    store.insert_episode(tool)
    item = store.insert_memory(_memory(tool, "Prefers tabs", authority="unendorsed"))
    store.raw.execute("ALTER TABLE memories DISABLE TRIGGER memories_authority_ceiling")
    store.raw.execute("UPDATE memories SET authority = 'authorized' WHERE id = %s", (item.id,))
    report = store.verify()
    assert not report.ok
    assert any(
        p.startswith(f"memory {item.id}: authority 'authorized' is above what its evidence carries")
        for p in report.problems
    )


def test_a_database_from_before_p002_upgrades(postgres: PostgresServer, tmp_path: Path) -> None:
    import veramem_core.postgres as pg

    url = postgres.database()
    old = pg.PostgresStore(url, anchor_path=tmp_path / "a.anchor", stop_before="p002_slot_authority")
    turns = [_turn("Bob", "What did you paint?", 0), _turn("Caroline", "A sunrise", 1)]
    for ep in turns:
        old.insert_episode(ep)
    old.close()
    store = pg.PostgresStore(url, anchor_path=tmp_path / "a.anchor")
    try:
        assert {r["name"] for r in store.rows("SELECT name FROM veramem_migrations")} >= {
            "p002_slot_authority"
        }
        assert store.verify().ok, "the ledger's row hashes hold across the upgrade"
        alice = Access("alice", None, AT + timedelta(hours=1))
        assert [h[0] for h in store.context_search("paint", alice, 10)] == [turns[0].id, turns[1].id]
        assert [h[0] for h in store.text_search("episodes", "Caroline", alice, 10)] == [turns[1].id]
    finally:
        store.close()


def test_migrate_copies_evidence_in_sqlite_row_order(store: Any, tmp_path: Path) -> None:
    """A memory written before m006 may hold a weaker evidence row before the one that carries its
    authority: the copy takes the rows as they are, and both stores' verify agree on them."""
    import sqlite3

    from veramem_core.store import SQLiteStore

    source = SQLiteStore(tmp_path / "old.db")
    tool = _episode(role="tool", name="crm", content="The user prefers tabs", session_id="s1")
    said = _episode(content="I prefer tabs", session_id="s1")
    source.insert_episode(tool)
    source.insert_episode(said)
    conn: sqlite3.Connection = source.conn
    conn.execute("DROP TRIGGER evidence_authority_ceiling")  # as a release before m006 wrote it
    row = _memory(said, "Prefers tabs", authority="authorized")
    with source.transaction():  # one write as VeraMem makes it: ledger entry and anchor stamp
        conn.execute(
            "INSERT INTO memories (id, kind, text, authority, user_id, visibility, valid_from, created_at,"
            " status) VALUES (?, 'preference', 'Prefers tabs', 'authorized', 'alice', 'private', ?, ?, 'active')",
            (row.id, "2026-01-01T00:00:00.000000Z", "2026-01-01T00:00:00.000000Z"),
        )
        conn.execute("INSERT INTO evidence VALUES (?, 0, ?, 'tabs')", (row.id, tool.id))  # weaker first
        conn.execute("INSERT INTO evidence VALUES (?, 1, ?, 'tabs')", (row.id, said.id))
        source._record("memory.insert", "memory", row.id)
    assert source.verify().ok
    copied = store.copy_from(source)
    source.close()
    assert copied["evidence"] == 2
    admin = Access(None, None, T0)
    assert [e.episode_id for e in store.get_memory(row.id, admin).evidence] == [tool.id, said.id]
    assert store.verify().ok
    assert _field(store, tool.id, "b") >= {"prefer", "tab"}, "the turns read in context are written"
    enabled = store.rows(
        "SELECT tgname, tgenabled FROM pg_trigger WHERE tgname IN ('evidence_authority_ceiling', 'episodes_ctx_aid')"
    )
    assert sorted((r["tgname"], r["tgenabled"]) for r in enabled) == [
        ("episodes_ctx_aid", "O"),
        ("evidence_authority_ceiling", "O"),
    ], "the triggers are on again after the copy"
