"""The storage interface (a Protocol another backend can implement) and the SQLite store.

Every write runs in one ``BEGIN IMMEDIATE`` transaction together with its ledger entry, so a crash
leaves the whole write or none of it, and concurrent writers never fork the chain.
"""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np
from sqlite_utils import Database

from . import _time, authority, fts, ledger
from .access import Access
from .embedding import Vectors
from .errors import ImmutableError, NotFound, ValidationError
from .ids import new_id
from .migrations import migrations
from .models import (
    Episode,
    Evidence,
    Grant,
    LedgerEntry,
    MemoryItem,
    Page,
    Slot,
    Trace,
    TraceItem,
    VerifyReport,
)
from .stages import Neighbour, Scope

MEMORY_COLUMNS = [
    "id",
    "kind",
    "text",
    "authority",
    "user_id",
    "agent_id",
    "team_id",
    "visibility",
    "valid_from",
    "valid_to",
    "created_at",
    "status",
    "supersedes",
    "uses",
    "successes",
    "failures",
    "shareable",
    "metadata",
    "slot",
]
MUTABLE_MEMORY_COLUMNS = frozenset(
    {"status", "valid_to", "authority", "uses", "successes", "failures", "shareable", "metadata"}
)
_FTS_TOKEN = re.compile(r"[\w]+", re.UNICODE)


@runtime_checkable
class Store(Protocol):
    """What the facade and the stages need of a store. ``veramem_core.conformance`` checks it."""

    def close(self) -> None: ...
    def transaction(self) -> Any: ...

    def insert_episode(self, episode: Episode) -> None: ...
    def get_episode(self, episode_id: str, access: Access) -> Episode: ...
    def get_episodes(self, ids: Sequence[str], access: Access) -> list[Episode]: ...
    def session_episodes(
        self, user_id: str, session_id: str | None, before: datetime, limit: int = 20
    ) -> list[Episode]: ...

    def insert_memory(self, item: MemoryItem, op: str = "memory.insert") -> MemoryItem: ...
    def update_memory(self, memory_id: str, op: str, **changes: Any) -> MemoryItem: ...
    def add_evidence(self, memory_id: str, evidence: Evidence) -> MemoryItem: ...
    def get_memory(self, memory_id: str, access: Access) -> MemoryItem: ...
    def get_memories(self, ids: Sequence[str], access: Access) -> list[MemoryItem]: ...
    def list_memories(
        self, access: Access, statuses: tuple[str, ...] | None, cursor: str | None, limit: int
    ) -> Page: ...
    def history(self, memory_id: str, access: Access) -> list[MemoryItem]: ...
    def neighbours(self, scope: Scope, vectors: Vectors, model: str, k: int) -> list[list[Neighbour]]: ...

    def put_vectors(self, owner_type: str, ids: Sequence[str], model: str, matrix: Vectors) -> None: ...
    def load_vectors(self, owner_type: str, model: str, after: int = 0) -> tuple[int, list[str], Vectors]: ...
    def put_entities(self, owner_id: str, entities: Sequence[str]) -> None: ...
    def text_search(
        self,
        table: str,
        query: str,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]: ...
    def allowed_ids(self, table: str, access: Access, as_of: datetime | None = None) -> list[str]: ...

    def add_grant(self, grant: Grant) -> str: ...
    def revoke_grant(self, kind: str, subject: str, obj: str, at: datetime) -> int: ...
    def grants(self) -> list[Grant]: ...

    def insert_trace(self, trace: Trace) -> None: ...
    def get_trace(self, trace_id: str) -> Trace: ...
    def recent_traces(self, user_id: str, limit: int = 20) -> list[Trace]: ...

    def ledger_entries(self) -> list[LedgerEntry]: ...
    def verify(self) -> VerifyReport: ...
    def counts(self) -> dict[str, int]: ...


def _connect(path: str) -> sqlite3.Connection:
    if path != ":memory:":
        Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
    # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so Python never opens a deferred one.
    conn = sqlite3.connect(path, timeout=60.0, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA busy_timeout = 60000")
    if path != ":memory:":
        conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA secure_delete = ON")
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


class SQLiteStore:
    """The embedded default: one SQLite file, WAL, foreign keys and secure_delete on."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.conn = _connect(self.path)
        self.db = Database(self.conn)
        self._lock = threading.RLock()
        self._depth = 0
        self._closed = False
        self._migrate()

    # --- lifecycle ---

    def _migrate(self) -> None:
        if not migrations.pending(self.db):
            return
        # Take the write lock first, so concurrent first opens migrate once, one after the other.
        with self.transaction():
            migrations.apply(self.db)

    def close(self) -> None:
        """Checkpoint the WAL into the file and release it; closing twice is harmless."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            if self.path != ":memory:":
                # Another process may hold the file; its own close checkpoints then.
                with contextlib.suppress(sqlite3.OperationalError):
                    self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self.conn.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``); nested calls join the outer one."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            self.conn.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield self.conn
            except BaseException:
                self._depth = 0
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise
            else:
                self._depth = 0
                self.conn.execute("COMMIT")

    def _now(self) -> str:
        return _time.to_db(_time.utcnow())  # type: ignore[return-value]

    def _record(self, op: str, object_type: str, object_id: str) -> None:
        ledger.record(self.conn, self._now(), op, object_type, object_id)

    def _rows(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self.conn.execute(sql, params).fetchall()

    def execute(self, sql: str, params: Any = ()) -> list[dict[str, Any]]:
        """Read-only SQL for SQLite-specific plugins (their queries must include the access predicate)."""
        return [dict(r) for r in self._rows(sql, params)]

    # --- episodes ---

    def insert_episode(self, episode: Episode) -> None:
        row = _episode_row(episode)
        with self.transaction():
            try:
                self.conn.execute(
                    f"INSERT INTO episodes ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})",
                    row,
                )
            except sqlite3.IntegrityError as exc:
                raise ImmutableError(f"episode {episode.id!r} already exists and cannot change") from exc
            self._record("episode.insert", "episode", episode.id)

    def get_episode(self, episode_id: str, access: Access) -> Episode:
        found = self.get_episodes([episode_id], access)
        if not found:
            raise NotFound("episode", episode_id)
        return found[0]

    def get_episodes(self, ids: Sequence[str], access: Access) -> list[Episode]:
        if not ids:
            return []
        where, params = access.episode_sql("e")
        marks = ", ".join(f":id{i}" for i in range(len(ids)))
        params.update({f"id{i}": v for i, v in enumerate(ids)})
        rows = self._rows(f"SELECT e.* FROM episodes e WHERE e.id IN ({marks}) AND {where}", params)
        by_id = {r["id"]: _episode(r) for r in rows}
        return [by_id[i] for i in ids if i in by_id]

    def session_episodes(
        self, user_id: str, session_id: str | None, before: datetime, limit: int = 20
    ) -> list[Episode]:
        rows = self._rows(
            "SELECT * FROM episodes WHERE user_id = ? AND session_id IS ? AND event_time < ?"
            " ORDER BY event_time DESC, rowid DESC LIMIT ?",
            (user_id, session_id, _time.to_db(before), limit),
        )
        return [_episode(r) for r in reversed(rows)]

    # --- memories ---

    def insert_memory(self, item: MemoryItem, op: str = "memory.insert") -> MemoryItem:
        """Write a new memory with its evidence. Raises ``ValidationError`` when its authority is above
        what role-policy-v1 gives the strongest of its evidence (``veramem_core.authority``)."""
        row = _memory_row(item)
        with self.transaction():
            roles = self._check_ceiling(item.id, item.authority, [ev.episode_id for ev in item.evidence])
            self.conn.execute(
                f"INSERT INTO memories ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})", row
            )
            # Strongest evidence first: the ceiling trigger checks after each row, so the row that
            # carries the memory's authority must already be there when a weaker one follows.
            order = sorted(
                range(len(item.evidence)),
                key=lambda i: (
                    -authority.strength(authority.of_role(roles.get(item.evidence[i].episode_id, "")))
                ),
            )
            for i in order:
                self._write_evidence(item.id, [item.evidence[i]], start=i)
            self._record(op, "memory", item.id)
        return item

    def _check_ceiling(self, memory_id: str, label: str, episode_ids: Sequence[str]) -> dict[str, str]:
        """The evidence episodes' roles; ``ValidationError`` when ``label`` is above what they carry."""
        marks = ", ".join("?" for _ in episode_ids)
        roles = {
            r["id"]: r["role"]
            for r in self._rows(f"SELECT id, role FROM episodes WHERE id IN ({marks})", list(episode_ids))
        }
        if authority.above(label, roles.values()):
            raise ValidationError(
                f"memory {memory_id!r}: authority {label!r} is above what its evidence carries"
                f" ({authority.ceiling(roles.values())!r} under {authority.POLICY},"
                f" roles {sorted(set(roles.values()))})"
            )
        return roles

    def _write_evidence(self, memory_id: str, evidence: Sequence[Evidence], start: int = 0) -> None:
        for position, ev in enumerate(evidence, start=start):
            self.conn.execute(
                "INSERT INTO evidence (memory_id, position, episode_id, quote) VALUES (?, ?, ?, ?)",
                (memory_id, position, ev.episode_id, ev.quote),
            )

    def update_memory(self, memory_id: str, op: str, **changes: Any) -> MemoryItem:
        """Change mutable columns of one memory (status, validity end, counts, metadata) and record it.

        Text, kind, scope and evidence never change in place: a new version is a new row. Authority
        may only be lowered: a raise is refused with ``ValidationError``, whatever the evidence.
        """
        bad = set(changes) - MUTABLE_MEMORY_COLUMNS
        if bad:
            raise ValidationError(f"memory columns cannot change in place: {sorted(bad)}")
        with self.transaction():
            current = self._memory_by_id(memory_id)
            wanted = changes.get("authority", current.authority)
            if authority.strength(wanted) > authority.strength(current.authority):
                raise ValidationError(
                    f"authority of memory {memory_id!r} cannot rise from {current.authority!r} to {wanted!r}"
                )
            merged = current.model_copy(update=changes)
            MemoryItem.parse(merged.model_dump())  # re-validate the whole item before writing
            row = _memory_row(merged)
            sets = ", ".join(f"{k} = :{k}" for k in changes)
            self.conn.execute(
                f"UPDATE memories SET {sets} WHERE id = :id",
                {**{k: row[k] for k in changes}, "id": memory_id},
            )
            self._record(op, "memory", memory_id)
            return self._memory_by_id(memory_id)

    def add_evidence(self, memory_id: str, evidence: Evidence) -> MemoryItem:
        with self.transaction():
            current = self._memory_by_id(memory_id)
            if any(
                e.episode_id == evidence.episode_id and e.quote == evidence.quote for e in current.evidence
            ):
                return current
            self._write_evidence(memory_id, [evidence], start=len(current.evidence))
            self._record("memory.evidence", "memory", memory_id)
            return self._memory_by_id(memory_id)

    def _memory_by_id(self, memory_id: str) -> MemoryItem:
        items = self._load_memories(self._rows("SELECT * FROM memories WHERE id = ?", (memory_id,)))
        if not items:
            raise NotFound("memory", memory_id)
        return items[0]

    def _load_memories(self, rows: Sequence[sqlite3.Row]) -> list[MemoryItem]:
        if not rows:
            return []
        ids = [r["id"] for r in rows]
        marks = ", ".join("?" for _ in ids)
        evidence: dict[str, list[Evidence]] = {i: [] for i in ids}
        for e in self._rows(
            f"SELECT memory_id, episode_id, quote FROM evidence WHERE memory_id IN ({marks})"
            " ORDER BY memory_id, position",
            ids,
        ):
            evidence[e["memory_id"]].append(Evidence(episode_id=e["episode_id"], quote=e["quote"]))
        return [_memory(r, evidence[r["id"]]) for r in rows]

    def get_memory(self, memory_id: str, access: Access) -> MemoryItem:
        found = self.get_memories([memory_id], access, statuses=None)
        if not found:
            raise NotFound("memory", memory_id)
        return found[0]

    def get_memories(
        self, ids: Sequence[str], access: Access, statuses: tuple[str, ...] | None = None
    ) -> list[MemoryItem]:
        if not ids:
            return []
        where, params = access.memory_sql("m", statuses=statuses)
        marks = ", ".join(f":id{i}" for i in range(len(ids)))
        params.update({f"id{i}": v for i, v in enumerate(ids)})
        rows = self._rows(f"SELECT m.* FROM memories m WHERE m.id IN ({marks}) AND {where}", params)
        by_id = {m.id: m for m in self._load_memories(rows)}
        return [by_id[i] for i in ids if i in by_id]

    def list_memories(
        self, access: Access, statuses: tuple[str, ...] | None, cursor: str | None, limit: int
    ) -> Page:
        where, params = access.memory_sql("m", statuses=statuses)
        if cursor:
            where += " AND m.id > :cursor"
            params["cursor"] = cursor
        params["limit"] = limit + 1
        rows = self._rows(f"SELECT m.* FROM memories m WHERE {where} ORDER BY m.id LIMIT :limit", params)
        items = self._load_memories(rows[:limit])
        return Page(items=items, next=items[-1].id if len(rows) > limit else None)

    def history(self, memory_id: str, access: Access) -> list[MemoryItem]:
        """Every version of the memory, oldest first, as far as the caller may read them."""
        self.get_memory(memory_id, access)  # NotFound for unreadable ids, before anything leaks
        rows = self._rows(
            """
            WITH RECURSIVE
              up(id, supersedes) AS (
                SELECT id, supersedes FROM memories WHERE id = :id
                UNION SELECT m.id, m.supersedes FROM memories m JOIN up ON m.id = up.supersedes),
              root(id) AS (SELECT id FROM up WHERE supersedes IS NULL),
              down(id) AS (
                SELECT id FROM root UNION SELECT m.id FROM memories m JOIN down ON m.supersedes = down.id)
            SELECT id FROM down
            """,
            {"id": memory_id},
        )
        versions = self.get_memories([r["id"] for r in rows], access, statuses=None)
        return sorted(versions, key=lambda m: (m.created_at, m.id))

    def neighbours(self, scope: Scope, vectors: Vectors, model: str, k: int) -> list[list[Neighbour]]:
        """For each row of ``vectors``, the top-k active memories by cosine in exactly this scope
        (dedup never crosses users). One scan of the scope serves every row."""
        queries = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
        rows = self._rows(
            "SELECT m.id, v.vector FROM memories m JOIN vectors v ON v.owner_id = m.id AND v.model = ?"
            " WHERE m.status = 'active' AND m.user_id = ? AND m.agent_id IS ? AND m.team_id IS ?",
            (model, scope.user_id, scope.agent_id, scope.team_id),
        )
        if not rows:
            return [[] for _ in queries]
        matrix = np.frombuffer(b"".join(r["vector"] for r in rows), dtype=np.float32).reshape(len(rows), -1)
        sims = queries @ matrix.T
        orders = [np.argsort(-row)[:k] for row in sims]
        wanted = list(dict.fromkeys(rows[i]["id"] for order in orders for i in order))
        items = {m.id: m for m in self._memory_rows(wanted)}
        return [
            [Neighbour(memory=items[rows[i]["id"]], similarity=float(sims[q, i])) for i in order]
            for q, order in enumerate(orders)
        ]

    def _memory_rows(self, ids: Sequence[str]) -> list[MemoryItem]:
        if not ids:
            return []
        return self._load_memories(
            self._rows(f"SELECT * FROM memories WHERE id IN ({', '.join('?' for _ in ids)})", list(ids))
        )

    # --- vectors, entities, text ---

    def put_vectors(self, owner_type: str, ids: Sequence[str], model: str, matrix: Vectors) -> None:
        matrix = np.asarray(matrix, dtype=np.float32)
        with self.transaction():
            self.conn.executemany(
                "INSERT OR REPLACE INTO vectors (owner_id, owner_type, model, dim, vector) VALUES (?, ?, ?, ?, ?)",
                [(i, owner_type, model, matrix.shape[1], matrix[n].tobytes()) for n, i in enumerate(ids)],
            )

    def load_vectors(self, owner_type: str, model: str, after: int = 0) -> tuple[int, list[str], Vectors]:
        """Vectors written after rowid ``after``: lets an in-process index catch up incrementally."""
        rows = self._rows(
            "SELECT rowid, owner_id, dim, vector FROM vectors WHERE model = ? AND owner_type = ? AND rowid > ?"
            " ORDER BY rowid",
            (model, owner_type, after),
        )
        if not rows:
            return after, [], np.zeros((0, 0), dtype=np.float32)
        matrix = np.frombuffer(b"".join(r["vector"] for r in rows), dtype=np.float32).reshape(len(rows), -1)
        return rows[-1]["rowid"], [r["owner_id"] for r in rows], matrix

    def put_entities(self, owner_id: str, entities: Sequence[str]) -> None:
        with self.transaction():
            self.conn.executemany(
                "INSERT OR IGNORE INTO entities (owner_id, entity) VALUES (?, ?)",
                [(owner_id, e.lower()) for e in entities if e.strip()],
            )

    def text_search(
        self,
        table: str,
        query: str,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]:
        """FTS5 BM25 over ``memories`` (of ``kinds``, if given) or ``episodes``, the access predicate in
        the same query; with ``as_of``, the memories valid then and the episodes said by then.

        Returns (id, score) best first, score = -bm25 (higher is better).
        """
        terms = [t for t in _FTS_TOKEN.findall(query.lower()) if t]
        if not terms:
            return []
        if table not in fts.TEXT_COLUMN:
            raise ValidationError(f"text_search table must be 'memories' or 'episodes', got {table!r}")
        # The scoped MATCH only narrows what FTS5 scores; the predicate below decides what is read.
        match = fts.scoped_match(table, terms, access, self.execute)
        if table == "memories":
            where, params = access.memory_sql("m", as_of=as_of)
            if kinds is not None:
                where += f" AND m.kind IN ({', '.join(f':kind{i}' for i in range(len(kinds)))})"
                params.update({f"kind{i}": kind for i, kind in enumerate(kinds)})
            sql = (
                "SELECT m.id AS id, bm25(memories_fts, 1.0, 0.0) AS rank FROM memories_fts"
                " JOIN memories m ON m.rowid = memories_fts.rowid"
                f" WHERE memories_fts MATCH :match AND {where} ORDER BY rank LIMIT :limit"
            )
        else:
            where, params = access.episode_sql("e")
            if as_of is not None:  # the past as it was known then: nothing said after as_of
                where += " AND e.event_time <= :as_of"
                params["as_of"] = _time.to_db(as_of)
            sql = (
                "SELECT e.id AS id, bm25(episodes_fts, 1.0, 0.0) AS rank FROM episodes_fts"
                " JOIN episodes e ON e.rowid = episodes_fts.rowid"
                f" WHERE episodes_fts MATCH :match AND {where} ORDER BY rank LIMIT :limit"
            )
        params.update({"match": match, "limit": limit})
        return [(r["id"], -float(r["rank"])) for r in self._rows(sql, params)]

    def allowed_ids(self, table: str, access: Access, as_of: datetime | None = None) -> list[str]:
        """Ids the caller may read in ``table``: the set a dense scan is restricted to."""
        if table == "memories":
            where, params = access.memory_sql("m", as_of=as_of)
            return [r["id"] for r in self._rows(f"SELECT m.id FROM memories m WHERE {where}", params)]
        if table == "episodes":
            where, params = access.episode_sql("e")
            return [r["id"] for r in self._rows(f"SELECT e.id FROM episodes e WHERE {where}", params)]
        raise ValidationError(f"allowed_ids table must be 'memories' or 'episodes', got {table!r}")

    # --- grants ---

    def add_grant(self, grant: Grant) -> str:
        gid = new_id("gr")
        with self.transaction():
            self.conn.execute(
                "INSERT INTO grants (id, kind, subject, object, granted_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    gid,
                    grant.kind,
                    grant.subject,
                    grant.object,
                    _time.to_db(grant.granted_at),
                    _time.to_db(grant.revoked_at),
                ),
            )
            self._record("grant.insert", "grant", gid)
        return gid

    def revoke_grant(self, kind: str, subject: str, obj: str, at: datetime) -> int:
        with self.transaction():
            rows = self.conn.execute(
                "SELECT id FROM grants WHERE kind = ? AND subject = ? AND object = ? AND revoked_at IS NULL",
                (kind, subject, obj),
            ).fetchall()
            for row in rows:
                self.conn.execute(
                    "UPDATE grants SET revoked_at = ? WHERE id = ?", (_time.to_db(at), row["id"])
                )
                self._record("grant.revoke", "grant", row["id"])
        return len(rows)

    def grants(self) -> list[Grant]:
        return [
            Grant(
                kind=r["kind"],
                subject=r["subject"],
                object=r["object"],
                granted_at=_time.from_db(r["granted_at"]),  # type: ignore[arg-type]
                revoked_at=_time.from_db(r["revoked_at"]),
            )
            for r in self._rows("SELECT * FROM grants ORDER BY granted_at, id")
        ]

    # --- traces ---

    def insert_trace(self, trace: Trace) -> None:
        with self.transaction():
            self.conn.execute(
                "INSERT INTO traces (id, op, user_id, agent_id, query, route, items, citations, embedder,"
                " as_of, created_at, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    trace.id,
                    trace.op,
                    trace.user_id,
                    trace.agent_id,
                    trace.query,
                    json.dumps(trace.route),
                    json.dumps([i.model_dump() for i in trace.items]),
                    json.dumps(trace.citations),
                    trace.embedder,
                    _time.to_db(trace.as_of),
                    _time.to_db(trace.created_at),
                    ledger.dumps(trace.metadata),
                ),
            )

    def get_trace(self, trace_id: str) -> Trace:
        rows = self._rows("SELECT * FROM traces WHERE id = ?", (trace_id,))
        if not rows:
            raise NotFound("trace", trace_id)
        return _trace(rows[0])

    def recent_traces(self, user_id: str, limit: int = 20) -> list[Trace]:
        rows = self._rows(
            "SELECT * FROM traces WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?",
            (user_id, limit),
        )
        return [_trace(r) for r in rows]

    # --- ledger ---

    def ledger_entries(self) -> list[LedgerEntry]:
        return [
            LedgerEntry(**{**dict(r), "ts": _time.from_db(r["ts"])})
            for r in self._rows("SELECT * FROM ledger ORDER BY seq")
        ]

    def verify(self) -> VerifyReport:
        with self._lock:
            # One read transaction: a consistent snapshot even while other processes write.
            self.conn.execute("BEGIN")
            try:
                return authority.checked(ledger.verify(self.conn), self.conn)
            finally:
                self.conn.execute("ROLLBACK")

    def counts(self) -> dict[str, int]:
        out = {}
        for table in ("episodes", "memories", "ledger", "grants", "traces"):
            out[table] = self._rows(f"SELECT count(*) AS n FROM {table}")[0]["n"]
        return out


# --- row <-> model ---


def _trace(r: sqlite3.Row) -> Trace:
    return Trace(
        id=r["id"],
        op=r["op"],
        user_id=r["user_id"],
        agent_id=r["agent_id"],
        query=r["query"],
        route=json.loads(r["route"]),
        items=[TraceItem(**i) for i in json.loads(r["items"])],
        citations=json.loads(r["citations"]),
        embedder=r["embedder"],
        as_of=_time.from_db(r["as_of"]),
        created_at=_time.from_db(r["created_at"]),  # type: ignore[arg-type]
        metadata=json.loads(r["metadata"]),
    )


def _episode_row(ep: Episode) -> dict[str, Any]:
    return {
        "id": ep.id,
        "role": ep.role,
        "content": ep.content,
        "name": ep.name,
        "user_id": ep.user_id,
        "agent_id": ep.agent_id,
        "session_id": ep.session_id,
        "team_id": ep.team_id,
        "event_time": _time.to_db(ep.event_time),
        "message_id": ep.message_id,
        "sha256": ep.sha256,
        "created_at": _time.to_db(ep.created_at),
    }


def _episode(row: sqlite3.Row) -> Episode:
    data = dict(row)
    data["event_time"] = _time.from_db(data["event_time"])
    data["created_at"] = _time.from_db(data["created_at"])
    return Episode.model_validate(data)


def _memory_row(item: MemoryItem) -> dict[str, Any]:
    return {
        "id": item.id,
        "kind": item.kind,
        "text": item.text,
        "authority": item.authority,
        "user_id": item.user_id,
        "agent_id": item.agent_id,
        "team_id": item.team_id,
        "visibility": item.visibility,
        "valid_from": _time.to_db(item.valid_from),
        "valid_to": _time.to_db(item.valid_to),
        "created_at": _time.to_db(item.created_at),
        "status": item.status,
        "supersedes": item.supersedes,
        "uses": item.uses,
        "successes": float(item.successes),
        "failures": float(item.failures),
        "shareable": int(item.shareable),
        "metadata": ledger.dumps(item.metadata),
        "slot": ledger.dumps(item.slot.model_dump()) if item.slot is not None else None,
    }


def _memory(row: sqlite3.Row, evidence: list[Evidence]) -> MemoryItem:
    data = {k: row[k] for k in MEMORY_COLUMNS}
    for key in ("valid_from", "valid_to", "created_at"):
        data[key] = _time.from_db(data[key])
    data["shareable"] = bool(data["shareable"])
    data["metadata"] = json.loads(data["metadata"])
    data["slot"] = _slot(data["slot"], data["metadata"])
    data["evidence"] = evidence
    return MemoryItem.model_validate(data)


def _slot(raw: str | None, metadata: dict[str, Any]) -> Slot | None:
    """The typed slot; a row written before ``m006_slot_authority`` kept it in ``metadata["slot"]``."""
    found: Any = json.loads(raw) if raw else metadata.get("slot")
    if not isinstance(found, dict) or not found.get("subject") or not found.get("attribute"):
        return None
    value = found.get("value")
    return Slot(
        subject=str(found["subject"]),
        attribute=str(found["attribute"]),
        value=None if value is None else str(value),
    )
