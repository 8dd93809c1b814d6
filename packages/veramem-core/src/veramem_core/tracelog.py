"""Traces in their own SQLite file beside the database (``<db>-traces``), on their own connection.

A search writes a trace, and SQLite has one writer per file: with traces in the main file, a search
waited behind any long write (another process's ``add``, a re-embed) and failed with a raw
``database is locked``. Here a trace insert takes only this file's lock, held for one row, so
search stays as available as ``list``; if even that lock stays taken past a short timeout, the
caller gets a clean ``StoreBusy``. Traces are not ledger entries (reads are not writes), so nothing
needs them in the main file's transactions. Only ``Store`` methods touch this file.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from . import _time, ledger, sqlite_wal
from .errors import NotFound, StoreBusy
from .models import Trace, TraceItem

BUSY_TIMEOUT_S = 2.0
SETUP_TIMEOUT_S = 60.0
COLUMNS = (
    "id",
    "op",
    "user_id",
    "agent_id",
    "query",
    "route",
    "items",
    "citations",
    "embedder",
    "as_of",
    "created_at",
    "metadata",
)
# The traces that returned or cited any of :ids (a JSON array), or belong to any of :users.
NAMING_SQL = (
    "SELECT t.id FROM traces t, json_each(t.items) i"
    " WHERE json_extract(i.value, '$.id') IN (SELECT value FROM json_each(:ids))"
    " UNION SELECT t.id FROM traces t, json_each(t.citations) c"
    " WHERE c.value IN (SELECT value FROM json_each(:ids))"
    " UNION SELECT id FROM traces WHERE user_id IN (SELECT value FROM json_each(:users))"
)
_SCHEMA = """
CREATE TABLE IF NOT EXISTS traces (
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
CREATE INDEX IF NOT EXISTS traces_user ON traces(user_id, created_at);
"""


def path_for(db_path: str) -> str:
    """Where the traces of ``db_path`` live (in memory for an in-memory database)."""
    return ":memory:" if db_path == ":memory:" else f"{db_path}-traces"


class TraceLog:
    """The trace file: short transactions, a short busy timeout, ``StoreBusy`` when it runs out."""

    def __init__(self, db_path: str) -> None:
        self.path = path_for(db_path)
        self._lock = threading.Lock()
        self.conn = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
        )
        self.conn.row_factory = sqlite3.Row
        self._run(self._setup)

    def _setup(self) -> None:
        # Creating the file is a one-time write that several processes opening one store at once
        # race for: it waits as long as the main database would (60 s). Trace writes after it keep
        # the short timeout, so a search never waits long on the trace file.
        self.conn.execute(f"PRAGMA busy_timeout = {int(SETUP_TIMEOUT_S * 1000)}")
        self.conn.execute("PRAGMA secure_delete = ON")
        self.conn.execute("PRAGMA synchronous = NORMAL")
        # Only the first open writes (WAL mode, the table): later opens, however many processes at
        # once, only read, so opening never waits on the trace file's lock.
        if self.path != ":memory:":
            sqlite_wal.enable(self.conn, self.path, timeout_s=SETUP_TIMEOUT_S)
        if not self.conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'traces'").fetchone():
            self.conn.executescript(_SCHEMA)
        self.conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")

    def _run(self, action: Any, *args: Any) -> Any:
        with self._lock:
            try:
                return action(*args)
            except sqlite3.OperationalError as exc:
                if "locked" in str(exc) or "busy" in str(exc):
                    raise StoreBusy(
                        f"the trace file {self.path!r} stayed locked for {BUSY_TIMEOUT_S:g} s: {exc}"
                    ) from None
                raise

    def insert(self, traces: Iterable[Trace]) -> None:
        rows = [_row(t) for t in traces]
        sql = (
            f"INSERT OR IGNORE INTO traces ({', '.join(COLUMNS)}) VALUES ({', '.join('?' for _ in COLUMNS)})"
        )
        self._run(self._insert_rows, sql, rows)

    def _insert_rows(self, sql: str, rows: Sequence[tuple[Any, ...]]) -> None:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            self.conn.executemany(sql, rows)
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def import_rows(self, rows: Iterable[sqlite3.Row]) -> None:
        """Rows of the old ``traces`` table of the main file (before ``m005_access_hardening``)."""
        sql = (
            f"INSERT OR IGNORE INTO traces ({', '.join(COLUMNS)}) VALUES ({', '.join('?' for _ in COLUMNS)})"
        )
        self._run(self._insert_rows, sql, [tuple(r[c] for c in COLUMNS) for r in rows])

    def get(self, trace_id: str) -> Trace:
        rows = self._query("SELECT * FROM traces WHERE id = ?", (trace_id,))
        if not rows:
            raise NotFound("trace", trace_id)
        return _trace(rows[0])

    def recent(self, user_id: str, limit: int) -> list[Trace]:
        rows = self._query(
            "SELECT * FROM traces WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?",
            (user_id, limit),
        )
        return [_trace(r) for r in rows]

    def naming(self, ids: Sequence[str], users: Sequence[str]) -> list[str]:
        """Ids of the traces that returned or cited any of ``ids``, or belong to any of ``users``."""
        rows = self._query(
            NAMING_SQL,
            {"ids": json.dumps(list(ids)), "users": json.dumps(list(users))},
        )
        return sorted(str(r["id"]) for r in rows)

    def erase(self, trace_ids: Sequence[str]) -> int:
        """Delete ``trace_ids`` for good (secure_delete is on) and checkpoint the file's WAL."""
        if not trace_ids:
            return 0
        deleted = self._run(self._delete, json.dumps(list(trace_ids)))
        if self.path != ":memory:":
            self._run(lambda: self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)"))
        return int(deleted)

    def _delete(self, ids: str) -> int:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            n = self.conn.execute(
                "DELETE FROM traces WHERE id IN (SELECT value FROM json_each(?))", (ids,)
            ).rowcount
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")
        return n

    def count(self) -> int:
        return int(self._query("SELECT count(*) AS n FROM traces")[0]["n"])

    def _query(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        return self._run(lambda: self.conn.execute(sql, params).fetchall())

    def close(self) -> None:
        with self._lock:
            if self.path != ":memory:":
                with contextlib.suppress(sqlite3.OperationalError):
                    self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self.conn.close()


def _row(trace: Trace) -> tuple[Any, ...]:
    return (
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
    )


def _trace(r: sqlite3.Row | Mapping[str, Any]) -> Trace:
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


# The row <-> trace conversions, shared with the PostgreSQL store's ``traces`` table.
to_row = _row
from_row = _trace
