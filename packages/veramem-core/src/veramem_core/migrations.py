"""Named, append-only schema migrations. Never edit one that has shipped: add a new one below it."""

from __future__ import annotations

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

migrations = Migrations("veramem")


@migrations(name="m001_initial")
def m001_initial(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE episodes (
            id TEXT PRIMARY KEY,
            role TEXT NOT NULL,
            content TEXT NOT NULL,
            name TEXT,
            user_id TEXT NOT NULL,
            agent_id TEXT,
            session_id TEXT,
            team_id TEXT,
            event_time TEXT NOT NULL,
            message_id TEXT,
            sha256 TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX episodes_session ON episodes(user_id, session_id, event_time);
        CREATE TRIGGER episodes_immutable BEFORE UPDATE ON episodes
        BEGIN SELECT RAISE(ABORT, 'episodes are immutable'); END;

        CREATE TABLE memories (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            authority TEXT NOT NULL,
            user_id TEXT NOT NULL,
            agent_id TEXT,
            team_id TEXT,
            visibility TEXT NOT NULL,
            valid_from TEXT NOT NULL,
            valid_to TEXT,
            created_at TEXT NOT NULL,
            status TEXT NOT NULL,
            supersedes TEXT REFERENCES memories(id),
            uses INTEGER NOT NULL DEFAULT 0,
            successes REAL NOT NULL DEFAULT 0,
            failures REAL NOT NULL DEFAULT 0,
            shareable INTEGER NOT NULL DEFAULT 0,
            metadata TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX memories_scope ON memories(user_id, agent_id, team_id, status);
        CREATE INDEX memories_visibility ON memories(visibility, team_id, status);
        CREATE INDEX memories_supersedes ON memories(supersedes);

        CREATE TABLE evidence (
            memory_id TEXT NOT NULL REFERENCES memories(id),
            position INTEGER NOT NULL,
            episode_id TEXT NOT NULL REFERENCES episodes(id),
            quote TEXT NOT NULL,
            PRIMARY KEY (memory_id, position)
        );
        CREATE INDEX evidence_episode ON evidence(episode_id);

        CREATE TABLE entities (
            owner_id TEXT NOT NULL,
            entity TEXT NOT NULL,
            PRIMARY KEY (owner_id, entity)
        );
        CREATE INDEX entities_entity ON entities(entity);

        CREATE TABLE vectors (
            owner_id TEXT NOT NULL,
            owner_type TEXT NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (owner_id, model)
        );
        CREATE INDEX vectors_model ON vectors(model, owner_type);

        CREATE TABLE grants (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            subject TEXT NOT NULL,
            object TEXT NOT NULL,
            granted_at TEXT NOT NULL,
            revoked_at TEXT
        );
        CREATE INDEX grants_lookup ON grants(kind, subject, object);

        CREATE TABLE traces (
            id TEXT PRIMARY KEY,
            op TEXT NOT NULL,
            user_id TEXT NOT NULL,
            agent_id TEXT,
            query TEXT NOT NULL,
            route TEXT NOT NULL,
            items TEXT NOT NULL,
            citations TEXT NOT NULL,
            embedder TEXT,
            as_of TEXT,
            created_at TEXT NOT NULL,
            metadata TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX traces_user ON traces(user_id, created_at);

        CREATE TABLE ledger (
            seq INTEGER PRIMARY KEY,
            ts TEXT NOT NULL,
            op TEXT NOT NULL,
            object_type TEXT NOT NULL,
            object_id TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL
        );
        CREATE INDEX ledger_object ON ledger(object_id, seq);
        CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
        BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
        CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
        BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
        """
    )


@migrations(name="m002_fts")
def m002_fts(db: Database) -> None:
    # External-content FTS5 tables, kept in sync by triggers so no write path can forget them.
    db.executescript(
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            text, content='memories', content_rowid='rowid', tokenize='porter unicode61'
        );
        CREATE TRIGGER memories_fts_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, text) VALUES (new.rowid, new.text);
        END;
        CREATE TRIGGER memories_fts_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
        END;
        CREATE TRIGGER memories_fts_au AFTER UPDATE OF text ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
            INSERT INTO memories_fts(rowid, text) VALUES (new.rowid, new.text);
        END;

        CREATE VIRTUAL TABLE episodes_fts USING fts5(
            content, content='episodes', content_rowid='rowid', tokenize='porter unicode61'
        );
        CREATE TRIGGER episodes_fts_ai AFTER INSERT ON episodes BEGIN
            INSERT INTO episodes_fts(rowid, content) VALUES (new.rowid, new.content);
        END;
        CREATE TRIGGER episodes_fts_ad AFTER DELETE ON episodes BEGIN
            INSERT INTO episodes_fts(episodes_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
        END;
        """
    )
