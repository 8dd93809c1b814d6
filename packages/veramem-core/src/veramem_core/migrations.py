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


@migrations(name="m004_ledger_binding")
def m004_ledger_binding(db: Database) -> None:
    # Each entry also records the hash of the row it replaces, so verify can check that every
    # version follows the one before it (``veramem_core.ledger``). Entries written before this
    # migration keep a NULL here, and their hashes are unchanged: the column enters the hashed body
    # only when it is set.
    db.conn.execute("ALTER TABLE ledger ADD COLUMN before_hash TEXT")


@migrations(name="m005_access_hardening")
def m005_access_hardening(db: Database) -> None:
    # Traces move to their own file (``veramem_core.tracelog``) so that a search never needs this
    # file's write lock; the store copied the rows over before this runs, in the same transaction.
    db.executescript("DROP TABLE IF EXISTS traces;")


@migrations(name="m007_scale")
def m007_scale(db: Database) -> None:
    # ``row_stamps``: a change feed for in-process indexes (``veramem_core.vector_index``). Triggers
    # stamp every inserted, updated or deleted memory, episode and vector (and a memory whose evidence
    # grows), so an index catches up with any writer, in this process or another, by reading the stamps
    # after its cursor. One row per (table, rowid, deleted): a new stamp replaces the old one, so the
    # feed stays as large as the tables, and a deletion is never hidden by a later insert that reuses
    # its rowid. ``scope_rows``: how many full-text rows each FTS scope token holds, the
    # cheap count by which text search picks its plan (``SQLiteStore.text_search``); scope ``*``
    # counts every row, so both counts a query needs are primary-key lookups.
    stamp = "INSERT OR REPLACE INTO row_stamps (tbl, rid, deleted) VALUES ('{t}', {rid}, {d})"
    mem_new, mem_old = _MEMORY_SCOPE.format(r="new"), _MEMORY_SCOPE.format(r="old")
    ep_new, ep_old = _EPISODE_SCOPE.format(r="new"), _EPISODE_SCOPE.format(r="old")
    count = (
        "INSERT INTO scope_rows (tbl, scope, n) VALUES ('{t}', {scope}, {d})"
        " ON CONFLICT (tbl, scope) DO UPDATE SET n = n + {d}"
    )
    evidence_owner = "(SELECT rowid FROM memories WHERE id = {r}.memory_id)"
    db.executescript(
        f"""
        CREATE TABLE row_stamps (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            tbl TEXT NOT NULL,
            rid INTEGER NOT NULL,
            deleted INTEGER NOT NULL DEFAULT 0,
            UNIQUE (tbl, rid, deleted)
        );
        CREATE TRIGGER memories_stamp_ai AFTER INSERT ON memories BEGIN
            {stamp.format(t="memories", rid="new.rowid", d=0)};
            {count.format(t="memories", scope=mem_new, d=1)};
            {count.format(t="memories", scope="'*'", d=1)};
        END;
        CREATE TRIGGER memories_stamp_au AFTER UPDATE ON memories BEGIN
            {stamp.format(t="memories", rid="new.rowid", d=0)};
            {count.format(t="memories", scope=mem_old, d=-1)};
            {count.format(t="memories", scope=mem_new, d=1)};
        END;
        CREATE TRIGGER memories_stamp_ad AFTER DELETE ON memories BEGIN
            {stamp.format(t="memories", rid="old.rowid", d=1)};
            {count.format(t="memories", scope=mem_old, d=-1)};
            {count.format(t="memories", scope="'*'", d=-1)};
        END;
        CREATE TRIGGER episodes_stamp_ai AFTER INSERT ON episodes BEGIN
            {stamp.format(t="episodes", rid="new.rowid", d=0)};
            {count.format(t="episodes", scope=ep_new, d=1)};
            {count.format(t="episodes", scope="'*'", d=1)};
        END;
        CREATE TRIGGER episodes_stamp_ad AFTER DELETE ON episodes BEGIN
            {stamp.format(t="episodes", rid="old.rowid", d=1)};
            {count.format(t="episodes", scope=ep_old, d=-1)};
            {count.format(t="episodes", scope="'*'", d=-1)};
        END;
        CREATE TRIGGER evidence_stamp_ai AFTER INSERT ON evidence
        WHEN {evidence_owner.format(r="new")} IS NOT NULL BEGIN
            {stamp.format(t="memories", rid=evidence_owner.format(r="new"), d=0)};
        END;
        CREATE TRIGGER evidence_stamp_ad AFTER DELETE ON evidence
        WHEN {evidence_owner.format(r="old")} IS NOT NULL BEGIN
            {stamp.format(t="memories", rid=evidence_owner.format(r="old"), d=0)};
        END;
        CREATE TRIGGER vectors_stamp_ai AFTER INSERT ON vectors BEGIN
            {stamp.format(t="vectors", rid="new.rowid", d=0)};
        END;
        CREATE TRIGGER vectors_stamp_ad AFTER DELETE ON vectors BEGIN
            {stamp.format(t="vectors", rid="old.rowid", d=1)};
        END;

        CREATE TABLE scope_rows (
            tbl TEXT NOT NULL,
            scope TEXT NOT NULL,
            n INTEGER NOT NULL,
            PRIMARY KEY (tbl, scope)
        );
        INSERT INTO scope_rows (tbl, scope, n)
            SELECT 'memories', {_MEMORY_SCOPE.format(r="memories")}, count(*) FROM memories GROUP BY 2;
        INSERT INTO scope_rows (tbl, scope, n)
            SELECT 'episodes', {_EPISODE_SCOPE.format(r="episodes")}, count(*) FROM episodes GROUP BY 2;
        INSERT INTO scope_rows (tbl, scope, n) SELECT 'memories', '*', count(*) FROM memories;
        INSERT INTO scope_rows (tbl, scope, n) SELECT 'episodes', '*', count(*) FROM episodes;
        """
    )


@migrations(name="m008_outcome")
def m008_outcome(db: Database) -> None:
    # One feedback per trace (a later one replaces it in place, keeping its rowid: the user's order).
    # No foreign key to traces: traces may live in their own file. ``feedback_credits`` indexes the
    # ``credited`` list (which the ledger vouches for) so a memory's counts can be recomputed.
    db.executescript(
        """
        CREATE TABLE feedback (
            id TEXT PRIMARY KEY,
            user_id TEXT NOT NULL,
            agent_id TEXT,
            reward REAL NOT NULL,
            baseline REAL NOT NULL,
            advantage REAL NOT NULL,
            credited TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            revision INTEGER NOT NULL DEFAULT 1
        );
        CREATE INDEX feedback_user ON feedback(user_id);
        CREATE TABLE feedback_credits (
            feedback_id TEXT NOT NULL,
            memory_id TEXT NOT NULL,
            PRIMARY KEY (feedback_id, memory_id)
        );
        CREATE INDEX feedback_credits_memory ON feedback_credits(memory_id);
        """
    )


@migrations(name="m009_share")
def m009_share(db: Database) -> None:
    # gate_rejections: what the sanitisation gate kept local, as a reason and a hash of the text (never
    # the text itself); each row is vouched for by the ledger like a memory.
    # vector_epoch: bumped by every vector deletion, so an in-process vector cache (veramem-retrieve)
    # sees that it must drop rows, also when another process deleted them (forget, reembed --drop-old).
    # The episode indexes serve forget(session_id=...), forget(source=...) and the shared pool's
    # provenance tags (kept in message_id of role='shared' episodes).
    db.executescript(
        """
        CREATE TABLE gate_rejections (
            id TEXT PRIMARY KEY,
            memory_id TEXT,
            user_id TEXT NOT NULL,
            detectors TEXT NOT NULL,
            reason TEXT NOT NULL,
            text_sha256 TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX gate_rejections_memory ON gate_rejections(memory_id);
        CREATE INDEX gate_rejections_user ON gate_rejections(user_id);

        CREATE TABLE vector_epoch (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
        INSERT INTO vector_epoch (id, n) VALUES (1, 0);
        CREATE TRIGGER vectors_epoch_ad AFTER DELETE ON vectors BEGIN
            UPDATE vector_epoch SET n = n + 1 WHERE id = 1;
        END;

        CREATE INDEX episodes_source ON episodes(role, name);
        CREATE INDEX episodes_sessions ON episodes(session_id);
        CREATE INDEX episodes_message ON episodes(message_id);
        """
    )


@migrations(name="m010_api_keys")
def m010_api_keys(db: Database) -> None:
    # veramem-server's API keys. Only the SHA-256 of a key is kept: a copy of the database never
    # hands out a usable key. A revoked key keeps its row (revoked_at), so ``keys list`` shows it.
    db.executescript(
        """
        CREATE TABLE api_keys (
            id TEXT PRIMARY KEY,
            key_hash TEXT NOT NULL UNIQUE,
            prefix TEXT NOT NULL,
            user_id TEXT NOT NULL,
            agent_id TEXT,
            admin INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            revoked_at TEXT
        );
        """
    )


# m006 is registered last although its number is lower: sqlite-utils applies pending migrations in
# the order they are registered and records each by name, so a new database runs m001..m010 and then
# m006, and a database upgraded from any earlier release runs m006 after whatever it had. Both end
# with the same schema; nothing registered before m006 reads what it adds.
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
    db.executescript(
        f"""
        DROP TRIGGER episodes_fts_ai;
        DROP TRIGGER episodes_fts_ad;
        DROP TABLE episodes_fts;
        DROP VIEW episodes_fts_source;
        CREATE VIEW episodes_fts_source AS
            SELECT rowid AS rid, {said.format(r="episodes")} AS content,
                   {_EPISODE_SCOPE.format(r="episodes")} AS scope
            FROM episodes;
        CREATE VIRTUAL TABLE episodes_fts USING fts5(
            content, scope, content='episodes_fts_source', content_rowid='rid', tokenize='porter unicode61'
        );
        CREATE TRIGGER episodes_fts_ai AFTER INSERT ON episodes BEGIN
            INSERT INTO episodes_fts(rowid, content, scope)
            VALUES (new.rowid, {said.format(r="new")}, {_EPISODE_SCOPE.format(r="new")});
        END;
        CREATE TRIGGER episodes_fts_ad AFTER DELETE ON episodes BEGIN
            INSERT INTO episodes_fts(episodes_fts, rowid, content, scope)
            VALUES ('delete', old.rowid, {said.format(r="old")}, {_EPISODE_SCOPE.format(r="old")});
        END;
        INSERT INTO episodes_fts(episodes_fts) VALUES ('rebuild');
        """
    )
    _episodes_in_context(db)


_MONTHS = [
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
]
_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def _episodes_in_context(db: Database) -> None:
    # A turn is read with its neighbours: in a conversation the words of a question are often split
    # between the turn that answers and the turns around it ("what did you paint?" / "a sunrise").
    # ``episodes_ctx`` indexes each turn as said, its session neighbours (the turns right before and
    # after it, in event-time order) and the day it was said, as three fields, plus the row's scope
    # token; the triggers keep the neighbours' field right when a turn is added or deleted (a
    # forgotten turn leaves no trace in its neighbours' rows). It stores its own text, so a delete of
    # the episode deletes it here too.
    said = "coalesce({r}.name || ': ', '') || {r}.content"
    same = "p.user_id = {r}.user_id AND p.session_id = {r}.session_id"
    before = same + (
        " AND (p.event_time < {r}.event_time OR (p.event_time = {r}.event_time AND p.rowid < {r}.rowid))"
    )
    after = same + (
        " AND (p.event_time > {r}.event_time OR (p.event_time = {r}.event_time AND p.rowid > {r}.rowid))"
    )
    last = " ORDER BY p.event_time DESC, p.rowid DESC LIMIT 1"
    first = " ORDER BY p.event_time, p.rowid LIMIT 1"
    prev_row = "SELECT p.rowid FROM episodes p WHERE " + before + last
    next_row = "SELECT p.rowid FROM episodes p WHERE " + after + first
    prev_said = "SELECT " + said.format(r="p") + " FROM episodes p WHERE " + before + last
    next_said = "SELECT " + said.format(r="p") + " FROM episodes p WHERE " + after + first
    context = "coalesce((" + prev_said + "), '') || ' ' || coalesce((" + next_said + "), '')"
    months = " ".join(f"WHEN '{i:02d}' THEN '{m}'" for i, m in enumerate(_MONTHS, 1))
    days = " ".join(f"WHEN '{i}' THEN '{d}'" for i, d in enumerate(_DAYS))
    day = (
        "ltrim(strftime('%d', {r}.event_time), '0') || ' ' || CASE strftime('%m', {r}.event_time) "
        + months
        + " END || ' ' || strftime('%Y', {r}.event_time) || ' ' || CASE strftime('%w', {r}.event_time) "
        + days
        + " END"
    )
    # One UPDATE per neighbour: an FTS5 table finds a row fast by ``rowid = x``, not by an OR of two.
    refresh = (
        "UPDATE episodes_ctx SET ctx = (SELECT {ctx} FROM episodes e WHERE e.rowid = episodes_ctx.rowid)"
        " WHERE rowid = ({row});"
    )
    ctx_e = context.format(r="e")

    def neighbours(r: str) -> str:
        return refresh.format(ctx=ctx_e, row=prev_row.format(r=r)) + refresh.format(
            ctx=ctx_e, row=next_row.format(r=r)
        )

    db.executescript(
        f"""
        CREATE VIRTUAL TABLE episodes_ctx USING fts5(said, ctx, day, scope, tokenize='porter unicode61');
        INSERT INTO episodes_ctx(rowid, said, ctx, day, scope)
            SELECT e.rowid, {said.format(r="e")}, {ctx_e}, {day.format(r="e")},
                   {_EPISODE_SCOPE.format(r="e")}
            FROM episodes e;
        CREATE TRIGGER episodes_ctx_ai AFTER INSERT ON episodes BEGIN
            INSERT INTO episodes_ctx(rowid, said, ctx, day, scope)
            VALUES (new.rowid, {said.format(r="new")}, {context.format(r="new")}, {day.format(r="new")},
                    {_EPISODE_SCOPE.format(r="new")});
            {neighbours("new")}
        END;
        CREATE TRIGGER episodes_ctx_ad AFTER DELETE ON episodes BEGIN
            DELETE FROM episodes_ctx WHERE rowid = old.rowid;
            {neighbours("old")}
        END;
        """
    )


@migrations(name="m011_writer_rows")
def m011_writer_rows(db: Database) -> None:
    # ``scope_rows`` also counts each writer's memories, whatever their visibility (scope ``w<hex
    # user>``): the caller's own block of a team pool they wrote 1% of is 1% of the pool's scope,
    # and text search picks that block's plan from this count (``sqlite_search.counts``).
    writer = "'w' || hex({r}.user_id)"
    count = (
        "INSERT INTO scope_rows (tbl, scope, n) VALUES ('memories', {scope}, {d})"
        " ON CONFLICT (tbl, scope) DO UPDATE SET n = n + {d}"
    )
    db.executescript(
        f"""
        CREATE TRIGGER memories_writer_ai AFTER INSERT ON memories BEGIN
            {count.format(scope=writer.format(r="new"), d=1)};
        END;
        CREATE TRIGGER memories_writer_au AFTER UPDATE OF user_id ON memories
        WHEN old.user_id IS NOT new.user_id BEGIN
            {count.format(scope=writer.format(r="old"), d=-1)};
            {count.format(scope=writer.format(r="new"), d=1)};
        END;
        CREATE TRIGGER memories_writer_ad AFTER DELETE ON memories BEGIN
            {count.format(scope=writer.format(r="old"), d=-1)};
        END;
        INSERT INTO scope_rows (tbl, scope, n)
            SELECT 'memories', {writer.format(r="memories")}, count(*) FROM memories GROUP BY 2;
        """
    )
