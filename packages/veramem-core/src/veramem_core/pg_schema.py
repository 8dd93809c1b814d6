"""The PostgreSQL store's schema, as an ordered list of named migrations.

Each migration runs once, in order, inside one transaction that holds the store's advisory lock, and
is recorded in ``veramem_migrations``. To change the schema, append a new ``(name, sql)`` pair to
``MIGRATIONS``; never edit one that has shipped. The tables mirror the SQLite store's columns and
value types (text timestamps in the same fixed-width ISO form, so the access predicate compares them
identically, and so the ledger's row hashes agree between the stores; see ``veramem migrate``).
Two columns are the store's own and never part of a row's hash (``ledger.STORE_COLUMNS``): ``rid``,
the insertion order (SQLite's rowid), and ``tsv``, the full-text vector (FTS5 in SQLite). The
turns read in context (``episodes_ctx``, keyed by ``rid``) are derived, never hashed.
"""

from __future__ import annotations

# Every text column compares bytewise (COLLATE "C"), as SQLite does: ids, and timestamps in their
# fixed-width ISO form, sort and compare identically in both stores, whatever the database's locale.
P001_INITIAL = """
CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE episodes (
    rid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    id text COLLATE "C" PRIMARY KEY,
    role text COLLATE "C" NOT NULL,
    content text COLLATE "C" NOT NULL,
    name text COLLATE "C",
    user_id text COLLATE "C" NOT NULL,
    agent_id text COLLATE "C",
    session_id text COLLATE "C",
    team_id text COLLATE "C",
    event_time text COLLATE "C" NOT NULL,
    message_id text COLLATE "C",
    sha256 text COLLATE "C" NOT NULL,
    created_at text COLLATE "C" NOT NULL,
    tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
);
CREATE INDEX episodes_session ON episodes(user_id, session_id, event_time);
CREATE INDEX episodes_source ON episodes(role, name);
CREATE INDEX episodes_sessions ON episodes(session_id);
CREATE INDEX episodes_message ON episodes(message_id);
CREATE INDEX episodes_name ON episodes(lower(name));
CREATE INDEX episodes_tsv ON episodes USING gin(tsv);
CREATE FUNCTION veramem_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME; END $$;
CREATE TRIGGER episodes_immutable BEFORE UPDATE ON episodes
    FOR EACH ROW EXECUTE FUNCTION veramem_immutable();

CREATE TABLE memories (
    rid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    id text COLLATE "C" PRIMARY KEY,
    kind text COLLATE "C" NOT NULL,
    text text COLLATE "C" NOT NULL,
    authority text COLLATE "C" NOT NULL,
    user_id text COLLATE "C" NOT NULL,
    agent_id text COLLATE "C",
    team_id text COLLATE "C",
    visibility text COLLATE "C" NOT NULL,
    valid_from text COLLATE "C" NOT NULL,
    valid_to text COLLATE "C",
    created_at text COLLATE "C" NOT NULL,
    status text COLLATE "C" NOT NULL,
    supersedes text COLLATE "C" REFERENCES memories(id),
    uses bigint NOT NULL DEFAULT 0,
    successes double precision NOT NULL DEFAULT 0,
    failures double precision NOT NULL DEFAULT 0,
    shareable bigint NOT NULL DEFAULT 0,
    metadata text COLLATE "C" NOT NULL DEFAULT '{}',
    tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED
);
CREATE INDEX memories_scope ON memories(user_id, agent_id, team_id, status);
CREATE INDEX memories_visibility ON memories(visibility, team_id, status);
CREATE INDEX memories_supersedes ON memories(supersedes);
CREATE INDEX memories_tsv ON memories USING gin(tsv);

CREATE TABLE evidence (
    memory_id text COLLATE "C" NOT NULL REFERENCES memories(id),
    position bigint NOT NULL,
    episode_id text COLLATE "C" NOT NULL REFERENCES episodes(id),
    quote text COLLATE "C" NOT NULL,
    PRIMARY KEY (memory_id, position)
);
CREATE INDEX evidence_episode ON evidence(episode_id);

CREATE TABLE entities (
    owner_id text COLLATE "C" NOT NULL,
    entity text COLLATE "C" NOT NULL,
    PRIMARY KEY (owner_id, entity)
);
CREATE INDEX entities_entity ON entities(entity);

-- One HNSW index per model (partial, on the vector cast to the model's dimension) is created when a
-- model's first vectors are written (``PostgresStore.put_vectors``).
CREATE TABLE vectors (
    rid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    owner_id text COLLATE "C" NOT NULL,
    owner_type text COLLATE "C" NOT NULL,
    model text COLLATE "C" NOT NULL,
    dim bigint NOT NULL,
    vector vector NOT NULL,
    PRIMARY KEY (owner_id, model)
);
CREATE INDEX vectors_model ON vectors(model, owner_type);

CREATE TABLE grants (
    id text COLLATE "C" PRIMARY KEY,
    kind text COLLATE "C" NOT NULL,
    subject text COLLATE "C" NOT NULL,
    object text COLLATE "C" NOT NULL,
    granted_at text COLLATE "C" NOT NULL,
    revoked_at text COLLATE "C"
);
CREATE INDEX grants_lookup ON grants(kind, subject, object);

CREATE TABLE ledger (
    seq bigint PRIMARY KEY,
    ts text COLLATE "C" NOT NULL,
    op text COLLATE "C" NOT NULL,
    object_type text COLLATE "C" NOT NULL,
    object_id text COLLATE "C" NOT NULL,
    content_hash text COLLATE "C" NOT NULL,
    prev_hash text COLLATE "C" NOT NULL,
    hash text COLLATE "C" NOT NULL,
    before_hash text COLLATE "C"
);
CREATE INDEX ledger_object ON ledger(object_id, seq);
CREATE INDEX ledger_closed ON ledger(object_id, ts) WHERE op IN ('memory.supersede', 'memory.retract');
CREATE TRIGGER ledger_no_update BEFORE UPDATE OR DELETE ON ledger
    FOR EACH ROW EXECUTE FUNCTION veramem_immutable();

CREATE TABLE feedback (
    rid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    id text COLLATE "C" PRIMARY KEY,
    user_id text COLLATE "C" NOT NULL,
    agent_id text COLLATE "C",
    reward double precision NOT NULL,
    baseline double precision NOT NULL,
    advantage double precision NOT NULL,
    credited text COLLATE "C" NOT NULL,
    created_at text COLLATE "C" NOT NULL,
    updated_at text COLLATE "C" NOT NULL,
    revision bigint NOT NULL DEFAULT 1
);
CREATE INDEX feedback_user ON feedback(user_id);
CREATE TABLE feedback_credits (
    feedback_id text COLLATE "C" NOT NULL,
    memory_id text COLLATE "C" NOT NULL,
    PRIMARY KEY (feedback_id, memory_id)
);
CREATE INDEX feedback_credits_memory ON feedback_credits(memory_id);

CREATE TABLE gate_rejections (
    id text COLLATE "C" PRIMARY KEY,
    memory_id text COLLATE "C",
    user_id text COLLATE "C" NOT NULL,
    detectors text COLLATE "C" NOT NULL,
    reason text COLLATE "C" NOT NULL,
    text_sha256 text COLLATE "C" NOT NULL,
    created_at text COLLATE "C" NOT NULL
);
CREATE INDEX gate_rejections_memory ON gate_rejections(memory_id);
CREATE INDEX gate_rejections_user ON gate_rejections(user_id);

CREATE TABLE vector_epoch (id bigint PRIMARY KEY CHECK (id = 1), n bigint NOT NULL);
INSERT INTO vector_epoch (id, n) VALUES (1, 0);
CREATE FUNCTION veramem_vector_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE vector_epoch SET n = n + 1 WHERE id = 1; RETURN NULL; END $$;
CREATE TRIGGER vectors_epoch_ad AFTER DELETE ON vectors
    FOR EACH STATEMENT EXECUTE FUNCTION veramem_vector_epoch();

CREATE TABLE api_keys (
    id text COLLATE "C" PRIMARY KEY,
    key_hash text COLLATE "C" NOT NULL UNIQUE,
    prefix text COLLATE "C" NOT NULL,
    user_id text COLLATE "C" NOT NULL,
    agent_id text COLLATE "C",
    admin bigint NOT NULL DEFAULT 0,
    created_at text COLLATE "C" NOT NULL,
    revoked_at text COLLATE "C"
);

-- Traces live in the database here (SQLite keeps them in a file of their own).
CREATE TABLE traces (
    id text COLLATE "C" PRIMARY KEY,
    op text COLLATE "C" NOT NULL,
    user_id text COLLATE "C" NOT NULL,
    agent_id text COLLATE "C",
    query text COLLATE "C" NOT NULL,
    route text COLLATE "C" NOT NULL,
    items text COLLATE "C" NOT NULL,
    citations text COLLATE "C" NOT NULL,
    embedder text COLLATE "C",
    as_of text COLLATE "C",
    created_at text COLLATE "C" NOT NULL,
    metadata text COLLATE "C" NOT NULL DEFAULT '{}'
);
CREATE INDEX traces_user ON traces(user_id, created_at);
"""

# The SQLite store's migration m006_slot_authority, on PostgreSQL (see migrations.py for the why):
# - ``memories.slot``, the typed slot as JSON text;
# - role-policy-v1 as a ceiling below any code (``veramem_core.authority`` has the same policy): no
#   evidence row may leave its memory above what its strongest evidence carries, no update may raise a
#   memory's authority above it; a memory with no evidence row has nothing to bound it;
# - a turn's full text is "<name>: <content>", as said;
# - ``episodes_ctx``: each turn read in context, one tsvector of three weighted fields (A: the turn as
#   said, B: its session neighbours, the turns right before and after it by event time then insertion
#   order, same user and session; C: the day it was said, "7 May 2023 Sunday"), kept right by a
#   trigger on insert and delete (a forgotten turn leaves no trace in its neighbours' rows).
P002_SLOT_AUTHORITY = """
ALTER TABLE memories ADD COLUMN slot text COLLATE "C";

CREATE FUNCTION veramem_authority_strength(text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE $1 WHEN 'authorized' THEN 2 WHEN 'attested' THEN 1 ELSE 0 END $$;
CREATE FUNCTION veramem_evidence_ceiling(text) RETURNS integer LANGUAGE sql STABLE AS $$
    SELECT coalesce(max(CASE ep.role WHEN 'user' THEN 2 WHEN 'system' THEN 2 WHEN 'assistant' THEN 1
                        ELSE 0 END), 2)
    FROM evidence ev JOIN episodes ep ON ep.id = ev.episode_id WHERE ev.memory_id = $1 $$;
CREATE FUNCTION veramem_evidence_authority() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT veramem_authority_strength(m.authority) FROM memories m WHERE m.id = NEW.memory_id)
       > veramem_evidence_ceiling(NEW.memory_id) THEN
        RAISE EXCEPTION 'authority above its evidence (role-policy-v1)' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER evidence_authority_ceiling AFTER INSERT ON evidence
    FOR EACH ROW EXECUTE FUNCTION veramem_evidence_authority();
CREATE FUNCTION veramem_memory_authority() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF veramem_authority_strength(NEW.authority) > veramem_evidence_ceiling(NEW.id) THEN
        RAISE EXCEPTION 'authority above its evidence (role-policy-v1)' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER memories_authority_ceiling BEFORE UPDATE OF authority ON memories
    FOR EACH ROW EXECUTE FUNCTION veramem_memory_authority();

ALTER TABLE episodes DROP COLUMN tsv;
ALTER TABLE episodes ADD COLUMN tsv tsvector
    GENERATED ALWAYS AS (to_tsvector('english', coalesce(name || ': ', '') || content)) STORED;
CREATE INDEX episodes_tsv ON episodes USING gin(tsv);

-- The turn (by rid) said right before / after the turn ``r`` in its session.
CREATE FUNCTION veramem_episode_prev(r episodes) RETURNS bigint LANGUAGE sql STABLE AS $$
    SELECT p.rid FROM episodes p
    WHERE p.user_id = r.user_id AND p.session_id = r.session_id
      AND (p.event_time < r.event_time OR (p.event_time = r.event_time AND p.rid < r.rid))
    ORDER BY p.event_time DESC, p.rid DESC LIMIT 1 $$;
CREATE FUNCTION veramem_episode_next(r episodes) RETURNS bigint LANGUAGE sql STABLE AS $$
    SELECT p.rid FROM episodes p
    WHERE p.user_id = r.user_id AND p.session_id = r.session_id
      AND (p.event_time > r.event_time OR (p.event_time = r.event_time AND p.rid > r.rid))
    ORDER BY p.event_time, p.rid LIMIT 1 $$;
CREATE FUNCTION veramem_said(r episodes) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(r.name || ': ', '') || r.content $$;
-- What ``episodes_ctx`` holds for the turn of rid ``$1``, computed from the episodes as they are.
CREATE FUNCTION veramem_episode_ctx(bigint) RETURNS tsvector LANGUAGE sql STABLE AS $$
    SELECT setweight(to_tsvector('english', veramem_said(e)), 'A')
        || setweight(to_tsvector('english',
               coalesce((SELECT veramem_said(p) FROM episodes p WHERE p.rid = veramem_episode_prev(e)), '')
               || ' ' ||
               coalesce((SELECT veramem_said(p) FROM episodes p WHERE p.rid = veramem_episode_next(e)), '')),
           'B')
        || setweight(to_tsvector('english',
               to_char(CAST(e.event_time AS timestamp), 'FMDD FMMonth YYYY FMDay')), 'C')
    FROM episodes e WHERE e.rid = $1 $$;

CREATE TABLE episodes_ctx (rid bigint PRIMARY KEY, tsv tsvector NOT NULL);
CREATE INDEX episodes_ctx_tsv ON episodes_ctx USING gin(tsv);
CREATE FUNCTION veramem_episodes_ctx() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r episodes;
BEGIN
    IF TG_OP = 'INSERT' THEN
        r := NEW;
        INSERT INTO episodes_ctx (rid, tsv) VALUES (NEW.rid, veramem_episode_ctx(NEW.rid));
    ELSE
        r := OLD;
        DELETE FROM episodes_ctx WHERE rid = OLD.rid;
    END IF;
    -- After the statement: the neighbours as they are now, read again from the episodes left.
    UPDATE episodes_ctx c SET tsv = veramem_episode_ctx(c.rid)
    WHERE c.rid IN (veramem_episode_prev(r), veramem_episode_next(r));
    RETURN NULL;
END $$;
CREATE TRIGGER episodes_ctx_aid AFTER INSERT OR DELETE ON episodes
    FOR EACH ROW EXECUTE FUNCTION veramem_episodes_ctx();
INSERT INTO episodes_ctx (rid, tsv) SELECT rid, veramem_episode_ctx(rid) FROM episodes;
"""

# (name, SQL), applied in this order; append only.
MIGRATIONS: list[tuple[str, str]] = [
    ("p001_initial", P001_INITIAL),
    ("p002_slot_authority", P002_SLOT_AUTHORITY),
]
