"""Migrations are named and append-only; an older database upgrades in place."""

import sqlite3
from pathlib import Path

from sqlite_utils import Database

from veramem_core import fts
from veramem_core.migrations import migrations
from veramem_core.store import SQLiteStore


def test_blank_database_gets_every_migration(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "blank.db")
    applied = [m.name for m in migrations.applied(store.db)]
    assert applied == [m.name for m in migrations._migrations]
    assert {
        "episodes",
        "memories",
        "evidence",
        "ledger",
        "grants",
        "vectors",
        "memories_fts",
    } <= set(store.db.table_names())
    assert "traces" not in store.db.table_names()  # they live in their own file (m005)
    assert Path(f"{tmp_path / 'blank.db'}-traces").is_file()
    pragmas = {
        p: store.conn.execute(f"PRAGMA {p}").fetchone()[0]
        for p in ("journal_mode", "foreign_keys", "secure_delete")
    }
    assert pragmas == {"journal_mode": "wal", "foreign_keys": 1, "secure_delete": 1}
    store.close()


def test_older_schema_upgrades(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = Database(sqlite3.connect(path))
    migrations.apply(db, stop_before="m002_fts")
    db.conn.execute(
        "INSERT INTO episodes (id, role, content, user_id, event_time, sha256, created_at)"
        " VALUES ('ep_old', 'user', 'written before full-text search existed', 'u', 't', 'h', 't')"
    )
    db.conn.commit()
    assert "memories_fts" not in db.table_names()
    db.conn.close()
    store = SQLiteStore(path)
    assert "memories_fts" in store.db.table_names()
    assert [c.name for c in store.db["episodes"].columns][:3] == ["id", "role", "content"]
    store.close()


def test_fts_follows_inserts_and_deletes(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "fts.db")
    conn = store.conn
    conn.execute(
        "INSERT INTO episodes (id, role, content, user_id, event_time, sha256, created_at)"
        " VALUES ('e1', 'user', 'the blue bicycle', 'u', 't', 'h', 't')"
    )
    assert (
        conn.execute("SELECT count(*) FROM episodes_fts WHERE episodes_fts MATCH 'bicycle'").fetchone()[0]
        == 1
    )
    conn.execute("DELETE FROM episodes WHERE id = 'e1'")
    assert (
        conn.execute("SELECT count(*) FROM episodes_fts WHERE episodes_fts MATCH 'bicycle'").fetchone()[0]
        == 0
    )
    store.close()


def _fts_count(store: SQLiteStore, table: str, match: str) -> int:
    return store.conn.execute(f"SELECT count(*) FROM {table} WHERE {table} MATCH ?", (match,)).fetchone()[0]


def test_blank_database_has_scoped_fts(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "blank.db")
    for table, text in (("memories_fts", "text"), ("episodes_fts", "content")):
        columns = [r[1] for r in store.conn.execute(f"PRAGMA table_info({table})")]
        assert columns == [text, "scope"]
    store.close()


def test_fts_scope_upgrade_indexes_existing_rows(tmp_path: Path) -> None:
    path = tmp_path / "m002.db"
    db = Database(sqlite3.connect(path))
    migrations.apply(db, stop_before="m003_fts_scope")
    db.conn.execute(
        "INSERT INTO episodes (id, role, content, user_id, event_time, sha256, created_at)"
        " VALUES ('ep_old', 'user', 'my blue bicycle', 'o''brien ü', 't', 'h', 't')"
    )
    for mid, user, visibility, team in (
        ("m_private", "o'brien ü", "private", None),
        ("m_team", "bob", "team", "team one"),
        ("m_public", "carol", "public", None),
    ):
        db.conn.execute(
            "INSERT INTO memories (id, kind, text, authority, user_id, team_id, visibility, valid_from,"
            " created_at, status) VALUES (?, 'fact', 'rides a blue bicycle', 'authorized', ?, ?, ?, 't',"
            " 't', 'active')",
            (mid, user, team, visibility),
        )
    db.conn.commit()
    db.conn.close()

    store = SQLiteStore(path)
    assert "m003_fts_scope" in {m.name for m in migrations.applied(store.db)}
    user, team = fts.user_token("o'brien ü"), fts.team_token("team one")
    assert _fts_count(store, "episodes_fts", f'scope:"{user}" AND content:bicycle') == 1
    for scope, expected in ((user, "m_private"), (team, "m_team"), ("public", "m_public")):
        rows = store.conn.execute(
            "SELECT m.id FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid"
            " WHERE memories_fts MATCH ?",
            (f'scope:"{scope}" AND text:bicycle',),
        ).fetchall()
        assert [r[0] for r in rows] == [expected]
    # The index stays consistent with its content after the rebuild (FTS5 checks every row).
    store.conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('integrity-check')")
    store.conn.execute("INSERT INTO episodes_fts(episodes_fts) VALUES ('integrity-check')")
    store.close()


def test_scoped_fts_follows_updates_and_deletes(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "fts.db")
    conn = store.conn
    conn.execute(
        "INSERT INTO memories (id, kind, text, authority, user_id, team_id, visibility, valid_from,"
        " created_at, status) VALUES ('m1', 'fact', 'red kite', 'authorized', 'u', 't1', 'private', 't',"
        " 't', 'active')"
    )
    conn.execute("UPDATE memories SET visibility = 'team', text = 'red kite flying' WHERE id = 'm1'")
    assert _fts_count(store, "memories_fts", f'scope:"{fts.user_token("u")}"') == 0
    assert _fts_count(store, "memories_fts", f'scope:"{fts.team_token("t1")}" AND text:flying') == 1
    conn.execute("DELETE FROM memories WHERE id = 'm1'")
    assert _fts_count(store, "memories_fts", "text:kite") == 0
    conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('integrity-check')")
    store.close()


def test_m009_share_upgrades_in_place(tmp_path: Path) -> None:
    path = tmp_path / "m008.db"
    db = Database(sqlite3.connect(path))
    migrations.apply(db, stop_before="m009_share")
    db.conn.execute("INSERT INTO vectors VALUES ('e1', 'episode', 'm', 1, x'00000000')")
    db.conn.commit()
    db.conn.close()
    store = SQLiteStore(path)
    columns = [c.name for c in store.db["gate_rejections"].columns]
    assert columns == ["id", "memory_id", "user_id", "detectors", "reason", "text_sha256", "created_at"]
    assert store.vector_epoch() == 0
    with store.transaction():
        store.conn.execute("DELETE FROM vectors")
    assert store.vector_epoch() == 1, "every vector deletion moves the epoch"


def test_traces_of_an_older_database_move_to_their_own_file(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = Database(sqlite3.connect(path))
    migrations.apply(db, stop_before="m005_access_hardening")
    db.conn.execute(
        "INSERT INTO traces (id, op, user_id, query, route, items, citations, created_at)"
        " VALUES ('tr_old', 'search', 'alice', 'where?', '[]', '[]', '[]', '2026-01-01T00:00:00.000000Z')"
    )
    db.conn.commit()
    db.conn.close()
    store = SQLiteStore(path)
    assert "traces" not in store.db.table_names()
    assert store.get_trace("tr_old").query == "where?"
    assert [t.id for t in store.recent_traces("alice")] == ["tr_old"]


def test_scale_upgrade_counts_existing_rows_and_stamps_new_writes(tmp_path: Path) -> None:
    path = tmp_path / "m003.db"
    db = Database(sqlite3.connect(path))
    migrations.apply(db, stop_before="m007_scale")
    for mid, user, visibility, team in (("m1", "alice", "private", None), ("m2", "bob", "team", "t1")):
        db.conn.execute(
            "INSERT INTO memories (id, kind, text, authority, user_id, team_id, visibility, valid_from,"
            " created_at, status) VALUES (?, 'fact', 'x', 'authorized', ?, ?, ?, 't', 't', 'active')",
            (mid, user, team, visibility),
        )
    db.conn.commit()
    db.conn.close()

    store = SQLiteStore(path)
    counts = {
        (r["scope"]): r["n"] for r in store.execute("SELECT scope, n FROM scope_rows WHERE tbl = 'memories'")
    }
    writers = {fts.writer_token("alice"): 1, fts.writer_token("bob"): 1}  # m011: each writer's rows
    assert counts == {"*": 2, fts.user_token("alice"): 1, fts.team_token("t1"): 1, **writers}
    assert store.execute("SELECT count(*) AS n FROM row_stamps")[0]["n"] == 0
    store.conn.execute("UPDATE memories SET visibility = 'public', team_id = NULL WHERE id = 'm2'")
    store.conn.execute("DELETE FROM memories WHERE id = 'm1'")
    counts = {
        (r["scope"]): r["n"] for r in store.execute("SELECT scope, n FROM scope_rows WHERE tbl = 'memories'")
    }
    writers = {fts.writer_token("alice"): 0, fts.writer_token("bob"): 1}
    assert counts == {"*": 1, fts.user_token("alice"): 0, fts.team_token("t1"): 0, "public": 1, **writers}
    stamps = store.execute("SELECT tbl, deleted FROM row_stamps ORDER BY seq")
    assert [(r["tbl"], r["deleted"]) for r in stamps] == [("memories", 0), ("memories", 1)]
    store.close()
