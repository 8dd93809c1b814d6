"""Migrations are named and append-only; an older database upgrades in place."""

import sqlite3
from pathlib import Path

from sqlite_utils import Database

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
        "traces",
        "vectors",
        "memories_fts",
    } <= set(store.db.table_names())
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
