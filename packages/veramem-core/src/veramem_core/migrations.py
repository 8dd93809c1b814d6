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


# A row's scope token: who could possibly read it. ``veramem_core.fts`` builds the same tokens in
# Python; hex() keeps any id tokenizer-safe (letters and digits only, so FTS5 never splits it).
_MEMORY_SCOPE = (
    "CASE {r}.visibility WHEN 'private' THEN 'u' || hex({r}.user_id)"
    " WHEN 'team' THEN 't' || hex({r}.team_id) WHEN 'public' THEN 'public' ELSE 'none' END"
)
_EPISODE_SCOPE = "'u' || hex({r}.user_id)"


@migrations(name="m003_fts_scope")
def m003_fts_scope(db: Database) -> None:
    # FTS5 scored every user's matching rows before the access join. A ``scope`` column lets the
    # MATCH itself keep to the rows a caller could read (``veramem_core.fts``); the access predicate
    # still runs in the same query. The external content is a view, so the base tables stay as they
    # are and 'rebuild' fills the index for rows written before this migration.
    mem_new, mem_old = _MEMORY_SCOPE.format(r="new"), _MEMORY_SCOPE.format(r="old")
    ep_new, ep_old = _EPISODE_SCOPE.format(r="new"), _EPISODE_SCOPE.format(r="old")
    db.executescript(
        f"""
        DROP TRIGGER memories_fts_ai;
        DROP TRIGGER memories_fts_ad;
        DROP TRIGGER memories_fts_au;
        DROP TABLE memories_fts;
        DROP TRIGGER episodes_fts_ai;
        DROP TRIGGER episodes_fts_ad;
        DROP TABLE episodes_fts;

        CREATE VIEW memories_fts_source AS
            SELECT rowid AS rid, text, {_MEMORY_SCOPE.format(r="memories")} AS scope FROM memories;
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            text, scope, content='memories_fts_source', content_rowid='rid', tokenize='porter unicode61'
        );
        CREATE TRIGGER memories_fts_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, text, scope) VALUES (new.rowid, new.text, {mem_new});
        END;
        CREATE TRIGGER memories_fts_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, text, scope)
            VALUES ('delete', old.rowid, old.text, {mem_old});
        END;
        CREATE TRIGGER memories_fts_au AFTER UPDATE OF text, visibility, user_id, team_id ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, text, scope)
            VALUES ('delete', old.rowid, old.text, {mem_old});
            INSERT INTO memories_fts(rowid, text, scope) VALUES (new.rowid, new.text, {mem_new});
        END;
        INSERT INTO memories_fts(memories_fts) VALUES ('rebuild');

        CREATE VIEW episodes_fts_source AS
            SELECT rowid AS rid, content, {_EPISODE_SCOPE.format(r="episodes")} AS scope FROM episodes;
        CREATE VIRTUAL TABLE episodes_fts USING fts5(
            content, scope, content='episodes_fts_source', content_rowid='rid', tokenize='porter unicode61'
        );
        CREATE TRIGGER episodes_fts_ai AFTER INSERT ON episodes BEGIN
            INSERT INTO episodes_fts(rowid, content, scope) VALUES (new.rowid, new.content, {ep_new});
        END;
        CREATE TRIGGER episodes_fts_ad AFTER DELETE ON episodes BEGIN
            INSERT INTO episodes_fts(episodes_fts, rowid, content, scope)
            VALUES ('delete', old.rowid, old.content, {ep_old});
        END;
        INSERT INTO episodes_fts(episodes_fts) VALUES ('rebuild');
        """
    )


@migrations(name="m006_slot_authority")
def m006_slot_authority(db: Database) -> None:
    # ``slot``: a memory's subject, attribute and value as a typed field (JSON), written by the write
    # path and read by the reconciler and the temporal prior alike. Rows written before it keep the
    # slot they recorded in metadata (the store reads it from there when the column is NULL).
    # The triggers hold role-policy-v1 as a ceiling below any code: no evidence row may leave its
    # memory above what its strongest evidence carries, and no update may raise a memory's authority
    # above it (the store's code refuses any raise at all). The SQL is spelled out here, not
    # imported, so this migration stays as it shipped (``veramem_core.authority`` has the same policy).
    # A memory with no evidence row has nothing to bound it (coalesce to the top).
    strength = "(CASE {a} WHEN 'authorized' THEN 2 WHEN 'attested' THEN 1 ELSE 0 END)"
    best = (
        "(SELECT coalesce(max(CASE ep.role WHEN 'user' THEN 2 WHEN 'system' THEN 2"
        " WHEN 'assistant' THEN 1 ELSE 0 END), 2)"
        " FROM evidence ev JOIN episodes ep ON ep.id = ev.episode_id WHERE ev.memory_id = {m})"
    )
    db.executescript(
        f"""
        ALTER TABLE memories ADD COLUMN slot TEXT;

        CREATE TRIGGER evidence_authority_ceiling AFTER INSERT ON evidence
        WHEN (SELECT {strength.format(a="m.authority")} FROM memories m WHERE m.id = new.memory_id)
             > {best.format(m="new.memory_id")}
        BEGIN SELECT RAISE(ABORT, 'authority above its evidence (role-policy-v1)'); END;

        CREATE TRIGGER memories_authority_ceiling BEFORE UPDATE OF authority ON memories
        WHEN {strength.format(a="new.authority")} > {best.format(m="new.id")}
        BEGIN SELECT RAISE(ABORT, 'authority above its evidence (role-policy-v1)'); END;
        """
    )
    # Who said a turn is part of it: "what did Caroline paint?" asks about Caroline's turns, but the
    # speaker (``name``) was not in the indexed text. A turn is indexed as "<name>: <content>", as a
    # transcript reads, so BM25 weighs the speaker like any other word of the turn (by its idf).
    said = "coalesce({r}.name || ': ', '') || {r}.content"
    scope = "'u' || hex({r}.user_id)"
    db.executescript(
        f"""
        DROP TRIGGER episodes_fts_ai;
        DROP TRIGGER episodes_fts_ad;
        DROP TABLE episodes_fts;
        DROP VIEW episodes_fts_source;
        CREATE VIEW episodes_fts_source AS
            SELECT rowid AS rid, {said.format(r="episodes")} AS content, {scope.format(r="episodes")} AS scope
            FROM episodes;
        CREATE VIRTUAL TABLE episodes_fts USING fts5(
            content, scope, content='episodes_fts_source', content_rowid='rid', tokenize='porter unicode61'
        );
        CREATE TRIGGER episodes_fts_ai AFTER INSERT ON episodes BEGIN
            INSERT INTO episodes_fts(rowid, content, scope)
            VALUES (new.rowid, {said.format(r="new")}, {scope.format(r="new")});
        END;
        CREATE TRIGGER episodes_fts_ad AFTER DELETE ON episodes BEGIN
            INSERT INTO episodes_fts(episodes_fts, rowid, content, scope)
            VALUES ('delete', old.rowid, {said.format(r="old")}, {scope.format(r="old")});
        END;
        INSERT INTO episodes_fts(episodes_fts) VALUES ('rebuild');
        """
    )
    _episodes_in_context(db)


def _episodes_in_context(db: Database) -> None:
    # A turn is read with its neighbours: in a conversation the words of a question are often split
    # between the turn that answers and the turns around it ("what did you paint?" / "a sunrise").
    # ``episodes_ctx`` indexes each turn as said, its session neighbours (the turns right before and
    # after it, in event-time order) and the day it was said, as three fields; the triggers keep the
    # neighbours' field right when a turn is added or deleted (a forgotten turn leaves no trace in its
    # neighbours' rows). It stores its own text, so a delete of the episode deletes it here too.
    said = "coalesce({r}.name || ': ', '') || {r}.content"
    before = (
        "p.user_id = {r}.user_id AND p.session_id = {r}.session_id"
        " AND (p.event_time < {r}.event_time OR (p.event_time = {r}.event_time AND p.rowid < {r}.rowid))"
    )
    after = (
        "p.user_id = {r}.user_id AND p.session_id = {r}.session_id"
        " AND (p.event_time > {r}.event_time OR (p.event_time = {r}.event_time AND p.rowid > {r}.rowid))"
    )
    prev_row = (
        "SELECT p.rowid FROM episodes p WHERE " + before + " ORDER BY p.event_time DESC, p.rowid DESC LIMIT 1"
    )
    next_row = "SELECT p.rowid FROM episodes p WHERE " + after + " ORDER BY p.event_time, p.rowid LIMIT 1"
    prev_said = f"SELECT {said.format(r='p')} FROM episodes p WHERE {before} ORDER BY p.event_time DESC, p.rowid DESC LIMIT 1"
    next_said = (
        f"SELECT {said.format(r='p')} FROM episodes p WHERE {after} ORDER BY p.event_time, p.rowid LIMIT 1"
    )
    context = "coalesce((" + prev_said + "), '') || ' ' || coalesce((" + next_said + "), '')"
    months = " ".join(
        f"WHEN '{i:02d}' THEN '{m}'"
        for i, m in enumerate(
            [
                "January",
                "February",
                "March",
                "April",
                "May",
                "June",
                "July",
                "August",
                "September",
                "October",
                "November",
                "December",
            ],
            1,
        )
    )
    days = " ".join(
        f"WHEN '{i}' THEN '{d}'"
        for i, d in enumerate(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    )
    day = (
        "ltrim(strftime('%d', {r}.event_time), '0') || ' ' || CASE strftime('%m', {r}.event_time) "
        + months
        + " END || ' ' || strftime('%Y', {r}.event_time) || ' ' || CASE strftime('%w', {r}.event_time) "
        + days
        + " END"
    )
    scope = "'u' || hex({r}.user_id)"
    refresh = (
        "UPDATE episodes_ctx SET ctx = (SELECT {ctx} FROM episodes e WHERE e.rowid = episodes_ctx.rowid)"
        " WHERE rowid = ({prev}) OR rowid = ({next});"
    )
    db.executescript(
        f"""
        CREATE VIRTUAL TABLE episodes_ctx USING fts5(said, ctx, day, scope, tokenize='porter unicode61');
        INSERT INTO episodes_ctx(rowid, said, ctx, day, scope)
            SELECT e.rowid, {said.format(r="e")}, {context.format(r="e")}, {day.format(r="e")},
                   {scope.format(r="e")}
            FROM episodes e;
        CREATE TRIGGER episodes_ctx_ai AFTER INSERT ON episodes BEGIN
            INSERT INTO episodes_ctx(rowid, said, ctx, day, scope)
            VALUES (new.rowid, {said.format(r="new")}, {context.format(r="new")}, {day.format(r="new")},
                    {scope.format(r="new")});
            {refresh.format(ctx=context.format(r="e"), prev=prev_row.format(r="new"), next=next_row.format(r="new"))}
        END;
        CREATE TRIGGER episodes_ctx_ad AFTER DELETE ON episodes BEGIN
            DELETE FROM episodes_ctx WHERE rowid = old.rowid;
            {refresh.format(ctx=context.format(r="e"), prev=prev_row.format(r="old"), next=next_row.format(r="old"))}
        END;
        """
    )
