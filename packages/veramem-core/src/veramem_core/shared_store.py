"""``SharedStore``: what the SQLite store and the PostgreSQL store do the same way, written once.

Both stores speak the SQLite spelling of SQL with ``?`` / ``:name`` parameters (the PostgreSQL
store's ``PgConn`` renders it, ``sqltext.render``), read rows by column name and record every write
in the ledger inside its write transaction. The methods here are the ones whose SQL, rules and
ledger entries are the same for both, and the search rules both follow (``query_words``,
``check_context_weights``, ``ranked_by_count``). What a backend answers its own way (its search
plans, its vectors, its outermost transaction, its migrations) stays in ``store.py`` /
``sqlite_search.py`` and ``postgres.py``.

A backend that inherits ``SharedStore`` provides:

- ``conn``: its connection, ``execute(sql, params)`` giving a cursor with ``fetchall()``,
  ``fetchone()`` and ``rowcount``, and ``executemany(sql, rows)``;
- ``_release()``: close its connection (``close()`` calls it once, under ``_lock``);
- ``_outermost()``: the outermost write transaction: takes the write lock (``StoreBusy`` when it
  stays taken), COMMITs when its block ends, rolls back when the block raises. ``transaction()``
  runs it, joins nested calls to it, and stamps the anchor before it COMMITs;
- ``_rows(sql, params)``: rows read by column name (under ``_lock``);
- ``_one_of(column, name, values)``: the clause "``column`` is one of ``values``" and its named
  parameters (SQLite: ``IN (:name0, ...)``; PostgreSQL: ``= ANY(:name)``, one array parameter);
- ``_database()``: how an anchor's JSON names this database (a file path; a URL without its
  password);
- ``_derived_faults()``: what is wrong with its derived tables (vectors, entities, full text),
  for ``verify`` (``_verify_all``, which the backend's ``verify`` calls inside one read snapshot);
- ``_ROWID``: the column that numbers a table's rows in insertion order (SQLite's ``rowid``,
  PostgreSQL's ``rid``), and ``_IS``: equality that holds for two NULLs (SQLite's ``IS``,
  PostgreSQL's ``IS NOT DISTINCT FROM``, which SQLite reads only from 3.39);
- the attributes ``_lock`` (an ``RLock``), ``_closed`` (False), ``_depth`` (0), ``_start`` and
  ``_head`` (``None``), ``anchor_path`` and ``_key`` (the anchor file and its signing key, either
  may be ``None``).
"""

from __future__ import annotations

import json
import re
import threading
from abc import ABC, abstractmethod
from collections.abc import Generator, Iterable, Sequence
from contextlib import AbstractContextManager, contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from . import _time, anchor, authority, derived, erasure, ledger
from .access import Access
from .errors import NotFound, ValidationError
from .ids import new_id
from .models import Episode, Evidence, GateRejection, Grant, LedgerEntry, MemoryItem, Page, VerifyReport
from .outcome import FeedbackRecord
from .store_rows import (
    EPISODE_COLUMNS,
    MUTABLE_MEMORY_COLUMNS,
    Row,
    episode_columns,
    episode_of,
    feedback_of,
    feedback_row,
    grant_of,
    ledger_entry,
    memory_of,
    memory_row,
    seen_by,
    skip_unreadable,
    unreadable_rows,
)

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


class StoreCursor(Protocol):
    """What the shared methods read of a cursor: ``sqlite3.Cursor`` or psycopg's."""

    @property
    def rowcount(self) -> int: ...
    def fetchall(self) -> list[Any]: ...
    def fetchone(self) -> Any: ...


class StoreConn(Protocol):
    """What the shared methods need of a connection: ``sqlite3.Connection`` or ``PgConn``."""

    def execute(self, sql: str, parameters: Any = ..., /) -> StoreCursor: ...
    def executemany(self, sql: str, seq: Iterable[Any], /) -> Any: ...


_C = TypeVar("_C", bound=StoreConn)
_R = TypeVar("_R", bound=Row)


_WORD = re.compile(r"\w+")


def query_words(query: str) -> list[str]:
    """The distinct words of a search query, lowercased, in their order: what the full-text searches
    of both stores (``text_search``, ``context_search``) match."""
    return list(dict.fromkeys(_WORD.findall(query.lower())))


def check_context_weights(neighbours: float, day: float) -> None:
    """``ValidationError`` unless both ``context_search`` weights are numbers >= 0."""
    for name, weight in (("neighbours", neighbours), ("day", day)):
        if isinstance(weight, bool) or not weight >= 0:  # NaN fails ``>= 0`` too
            raise ValidationError(f"context_search {name} weight must be a number >= 0, got {weight!r}")


def ranked_by_count(batches: Iterable[Sequence[Row]], limit: int) -> list[tuple[str, float]]:
    """(id, how many batches hold it), most first, ties by ``rid`` (the row's insertion number); at
    most ``limit``. The entity search over episodes: one batch of rows (``id``, ``rid``) per entity,
    so an episode naming two entities counts two."""
    counts: dict[str, int] = {}
    order: dict[str, int] = {}
    for rows in batches:
        for r in rows:
            counts[r["id"]] = counts.get(r["id"], 0) + 1
            order[r["id"]] = r["rid"]
    ranked = sorted(counts, key=lambda d: (-counts[d], order[d]))[:limit]
    return [(d, float(counts[d])) for d in ranked]


def owner_table(owner_type: str) -> str:
    """The table of an ``owner_type`` (``memory`` or ``episode``); ``ValidationError`` otherwise."""
    if owner_type == "memory":
        return "memories"
    if owner_type == "episode":
        return "episodes"
    raise ValidationError(f"owner_type must be 'memory' or 'episode', got {owner_type!r}")


class SharedStore(ABC, Generic[_C, _R]):
    """The ``Store`` methods the two backends share; see the module docstring for what a backend
    provides. ``_C`` is its connection type, ``_R`` the type of the rows ``_rows`` returns."""

    # The dialect's spelling of insertion order and of NULL-safe equality (module docstring).
    _ROWID: ClassVar[str]
    _IS: ClassVar[str]
    conn: _C
    anchor_path: Path | None
    _key: Ed25519PrivateKey | None
    _lock: threading.RLock
    # The chain's head when this transaction first appended, and after its last append.
    _start: ledger.Head | None
    _head: ledger.Head | None
    _closed: bool
    # How many transaction() blocks are open on this store (0: none; more than 1: nested ones).
    _depth: int

    # --- what a backend provides ---

    @abstractmethod
    def _release(self) -> None: ...

    @abstractmethod
    def _outermost(self) -> AbstractContextManager[None]: ...

    @abstractmethod
    def _rows(self, sql: str, params: Any = ()) -> list[_R]: ...

    @abstractmethod
    def _derived_faults(self) -> list[str]: ...

    @abstractmethod
    def _database(self) -> str: ...

    @abstractmethod
    def _one_of(self, column: str, name: str, values: Sequence[Any]) -> tuple[str, dict[str, Any]]: ...

    def close(self) -> None:
        """Release the store's connection; closing twice is harmless."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._release()

    # --- the write transaction and the ledger inside it ---

    @contextmanager
    def transaction(self) -> Generator[_C, None, None]:
        """One write transaction holding the write lock to COMMIT; nested calls join the outer one.
        The anchor is stamped inside it, before COMMIT."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            self._depth = 1
            try:
                with self._outermost():
                    yield self.conn
                    self._stamp_anchor()
            finally:
                self._depth = 0
                self._start = self._head = None

    def _stamp_anchor(self) -> None:
        # Before COMMIT, under the write lock: anchors are ordered as commits are, and a crash in
        # between leaves the anchor one write ahead, which it records as its ``previous`` head.
        if self._start is not None and self._head is not None and self.anchor_path is not None:
            anchor.stamp(self.anchor_path, self._start, self._head, self._key)

    def _now(self) -> str:
        return _time.to_db(_time.utcnow())  # type: ignore[return-value]

    def _record(self, op: str, object_type: str, object_id: str, before: str = ledger.NO_ROW) -> None:
        if self._start is None:
            self._start = ledger.head(self.conn)
        self._head = ledger.record(self.conn, self._now(), op, object_type, object_id, before)

    def _before(self, object_type: str, object_id: str) -> str:
        """The row's hash before a change; ``IntegrityError`` if the ledger does not vouch for it."""
        return ledger.before_write(self.conn, object_type, object_id)

    def rows(self, sql: str, params: Any = ()) -> list[_R]:
        """Rows by column name, for SQLite-spelled SQL (rendered for PostgreSQL), for the store's own
        query modules (``sqlite_search``) and the migration between stores."""
        return self._rows(sql, params)

    def execute(self, sql: str, params: Any = ()) -> list[dict[str, Any]]:
        """Read-only SQL in the SQLite spelling (rendered for PostgreSQL), as plain dicts: for plugins
        and veramem-server's API keys. Their queries must include the access predicate."""
        return [dict(r) for r in self._rows(sql, params)]

    # --- episodes ---

    def get_episode(self, episode_id: str, access: Access) -> Episode:
        found = self.get_episodes([episode_id], access)
        if not found:
            raise NotFound("episode", episode_id)
        return found[0]

    def get_episodes(self, ids: Sequence[str], access: Access) -> list[Episode]:
        if not ids:
            return []
        where, params = access.episode_sql("e")
        among, listed = self._one_of("e.id", "ids", ids)
        rows = self._rows(
            f"SELECT {episode_columns('e')} FROM episodes e WHERE {among} AND {where}", {**params, **listed}
        )
        by_id = {e.id: e for e in skip_unreadable(rows, episode_of, "episode")}
        return [by_id[i] for i in ids if i in by_id]

    def session_episodes(
        self, user_id: str, session_id: str | None, before: datetime, limit: int = 20
    ) -> list[Episode]:
        rows = self._rows(
            f"SELECT {EPISODE_COLUMNS} FROM episodes WHERE user_id = ? AND session_id {self._IS} ?"
            f" AND event_time < ? ORDER BY event_time DESC, {self._ROWID} DESC LIMIT ?",
            (user_id, session_id, _time.to_db(before), limit),
        )
        return skip_unreadable(list(reversed(rows)), episode_of, "episode")

    def neighbouring_episodes(
        self, ids: Sequence[str], access: Access, around: int = 1, as_of: datetime | None = None
    ) -> list[tuple[str, str]]:
        """(neighbour id, parent id): up to ``around`` turns before and after each parent in its
        session, nearest first, readable ones only."""
        where, params = access.episode_sql("e", as_of=as_of)
        rowid = self._ROWID
        out: list[tuple[str, str]] = []
        for parent in dict.fromkeys(ids):
            for direction, order in (("<", "DESC"), (">", "ASC")):
                rows = self._rows(
                    "SELECT e.id AS id FROM episodes me JOIN episodes e ON e.user_id = me.user_id"
                    f" AND e.session_id {self._IS} me.session_id AND e.{rowid} {direction} me.{rowid}"
                    f" WHERE me.id = :nb_parent AND {where} ORDER BY e.{rowid} {order} LIMIT :nb_around",
                    {**params, "nb_parent": parent, "nb_around": around},
                )
                out.extend((r["id"], parent) for r in rows)
        return out

    # --- memories ---

    def insert_memory(self, item: MemoryItem, op: str = "memory.insert") -> MemoryItem:
        """Write a new memory with its evidence. Raises ``ValidationError`` when its authority is above
        what role-policy-v1 gives the strongest of its evidence (``veramem_core.authority``)."""
        row = memory_row(item)
        with self.transaction():
            roles = self._roles([ev.episode_id for ev in item.evidence])
            authority.refuse_above(item.id, item.authority, roles)
            self.conn.execute(
                f"INSERT INTO memories ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})", row
            )
            # Strongest evidence first: the ceiling trigger checks after each row.
            for i in authority.strongest_first(item.evidence, roles):
                self._write_evidence(item.id, [item.evidence[i]], start=i)
            self._record(op, "memory", item.id)
        return item

    def _write_evidence(self, memory_id: str, evidence: Sequence[Evidence], start: int = 0) -> None:
        self.conn.executemany(
            "INSERT INTO evidence (memory_id, position, episode_id, quote) VALUES (?, ?, ?, ?)",
            [(memory_id, p, ev.episode_id, ev.quote) for p, ev in enumerate(evidence, start=start)],
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
            before = self._before("memory", memory_id)
            current = self._memory_by_id(memory_id)
            authority.refuse_raise(
                memory_id, current.authority, str(changes.get("authority", current.authority))
            )
            merged = current.model_copy(update=changes)
            MemoryItem.parse(merged.model_dump())  # re-validate the whole item before writing
            row = memory_row(merged)
            sets = ", ".join(f"{k} = :{k}" for k in changes)
            self.conn.execute(
                f"UPDATE memories SET {sets} WHERE id = :id",
                {**{k: row[k] for k in changes}, "id": memory_id},
            )
            self._record(op, "memory", memory_id, before)
            return self._memory_by_id(memory_id)

    def add_evidence(self, memory_id: str, evidence: Evidence) -> MemoryItem:
        """Attach one more piece of evidence to a memory (nothing when it already has it). Raises
        ``ValidationError`` when the memory's authority is above what its evidence then carries."""
        with self.transaction():
            # Checked before anything else: evidence never attaches to a row the ledger disowns.
            before = self._before("memory", memory_id)
            current = self._memory_by_id(memory_id)
            if any(
                e.episode_id == evidence.episode_id and e.quote == evidence.quote for e in current.evidence
            ):
                return current
            cited = [*(e.episode_id for e in current.evidence), evidence.episode_id]
            authority.refuse_above(memory_id, current.authority, self._roles(cited))
            self._write_evidence(memory_id, [evidence], start=len(current.evidence))
            self._record("memory.evidence", "memory", memory_id, before)
            return self._memory_by_id(memory_id)

    def _roles(self, episode_ids: Sequence[str]) -> dict[str, str]:
        """Episode id -> role, of those of ``episode_ids`` that exist."""
        if not episode_ids:
            return {}
        among, listed = self._one_of("id", "ep", episode_ids)
        return {
            r["id"]: r["role"] for r in self._rows(f"SELECT id, role FROM episodes WHERE {among}", listed)
        }

    def _memory_by_id(self, memory_id: str) -> MemoryItem:
        items = self._load_memories(self._rows("SELECT * FROM memories WHERE id = ?", (memory_id,)))
        if not items:
            raise NotFound("memory", memory_id)
        return items[0]

    def _load_memories(self, rows: Sequence[_R]) -> list[MemoryItem]:
        """Memories read from ``memories`` rows, in row order, with their evidence."""
        if not rows:
            return []
        ids = [r["id"] for r in rows]
        among, listed = self._one_of("memory_id", "ev", ids)
        evidence: dict[str, list[Evidence]] = {i: [] for i in ids}
        for e in self._rows(
            f"SELECT memory_id, episode_id, quote FROM evidence WHERE {among} ORDER BY memory_id, position",
            listed,
        ):
            evidence[e["memory_id"]].append(Evidence(episode_id=e["episode_id"], quote=e["quote"]))
        return skip_unreadable(rows, lambda r: memory_of(r, evidence[r["id"]]), "memory")

    def _memory_rows(self, ids: Sequence[str]) -> list[MemoryItem]:
        """The memories of ``ids`` whatever their status, unfiltered (for the store's own reads)."""
        if not ids:
            return []
        among, listed = self._one_of("id", "ids", ids)
        return self._load_memories(self._rows(f"SELECT * FROM memories WHERE {among}", listed))

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
        among, listed = self._one_of("m.id", "ids", ids)
        rows = self._rows(f"SELECT m.* FROM memories m WHERE {among} AND {where}", {**params, **listed})
        by_id = {m.id: m for m in seen_by(self._load_memories(rows), access)}
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
        items = seen_by(self._load_memories(rows[:limit]), access)
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

    # --- entities and vectors ---

    def put_entities(self, owner_id: str, entities: Sequence[str]) -> None:
        with self.transaction():
            self.conn.executemany(
                "INSERT OR IGNORE INTO entities (owner_id, entity) VALUES (?, ?)",
                [(owner_id, e.lower()) for e in entities if e.strip()],
            )

    def missing_vectors(
        self, owner_type: str, model: str, limit: int, recent: int | None = None
    ) -> list[tuple[str, str]]:
        """(id, text) of up to ``limit`` memories or episodes without a vector of ``model``: a memory's
        text, an episode as said (``Episode.said``, "<name>: <content>"). With ``recent``, only the
        ``recent`` newest rows are looked at (a range of the row number, not a scan of the table)."""
        table = owner_table(owner_type)
        rowid = self._ROWID
        newest = (
            "" if recent is None else f"t.{rowid} > (SELECT max({rowid}) FROM {table}) - {int(recent)} AND "
        )
        rows = self._rows(
            f"SELECT t.id AS id, {derived.EMBEDDED_TEXT[table]} AS text FROM {table} t WHERE {newest}NOT EXISTS"
            f" (SELECT 1 FROM vectors v WHERE v.owner_id = t.id AND v.model = ?) ORDER BY t.{rowid} LIMIT ?",
            (model, limit),
        )
        return [(r["id"], r["text"]) for r in rows]

    def count_missing_vectors(self, owner_type: str, model: str) -> int:
        """How many memories or episodes have no vector of ``model``."""
        table = owner_table(owner_type)
        rows = self._rows(
            f"SELECT count(*) AS n FROM {table} t WHERE NOT EXISTS"
            " (SELECT 1 FROM vectors v WHERE v.owner_id = t.id AND v.model = ?)",
            (model,),
        )
        return int(rows[0]["n"])

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
            # Open grants, and ones whose revocation is scheduled later than ``at``: a revocation
            # only ever moves earlier, so a second revoke can never postpone access ending.
            # In id order: the revocations' ledger entries follow one order on every backend.
            rows = self.conn.execute(
                "SELECT id FROM grants WHERE kind = ? AND subject = ? AND object = ?"
                " AND (revoked_at IS NULL OR revoked_at > ?) ORDER BY id",
                (kind, subject, obj, _time.to_db(at)),
            ).fetchall()
            for row in rows:
                before = self._before("grant", row["id"])
                self.conn.execute(
                    "UPDATE grants SET revoked_at = ? WHERE id = ?", (_time.to_db(at), row["id"])
                )
                self._record("grant.revoke", "grant", row["id"], before)
        return len(rows)

    def grants(self) -> list[Grant]:
        return skip_unreadable(self._rows("SELECT * FROM grants ORDER BY granted_at, id"), grant_of, "grant")

    # --- ledger ---

    def ledger_entries(self) -> list[LedgerEntry]:
        return [ledger_entry(r) for r in self._rows("SELECT * FROM ledger ORDER BY seq")]

    def _verify_all(self, witness: dict[str, Any] | None, damaged: Sequence[str] = ()) -> VerifyReport:
        """``verify`` inside the backend's read snapshot: the ledger, authority recomputed from the
        evidence, unreadable rows, the head against the anchor (and ``witness``), the derived tables.
        ``damaged``: the backend's own findings that no entry can be trusted (SQLite's integrity
        check), reported first and making the first bad entry 1."""
        conn = self.conn
        # Authority is a function of evidence: recomputed for every memory (``veramem_core.authority``).
        report = authority.checked(ledger.verify(conn), conn)
        problems = [*damaged, *report.problems]
        bad = [report.first_bad] if report.first_bad is not None else []
        if damaged:
            bad.append(1)  # a damaged file: no entry can be trusted
        unreadable = unreadable_rows(conn)
        problems += unreadable
        if unreadable:
            bad.append(report.entries + 1)
        head = ledger.head(conn)

        def hash_at(seq: int) -> str | None:
            row = conn.execute("SELECT hash FROM ledger WHERE seq = ?", (seq,)).fetchone()
            return None if row is None else str(row["hash"])

        found = anchor.check(self.anchor_path, head, hash_at, self._key) if self.anchor_path else []
        if witness is not None:
            found += anchor.compare("witness", anchor.parse(witness, "witness").head, head, hash_at)
        problems += [p for p, _ in found]
        bad += [seq for _, seq in found]
        # Derived tables are not evidence: their faults break verify, never the chain's first_bad.
        problems += [f"derived: {p}" for p in self._derived_faults()]
        return VerifyReport(
            ok=not problems, entries=report.entries, first_bad=min(bad) if bad else None, problems=problems
        )

    def anchor_head(self) -> dict[str, Any]:
        """The chain's head as an anchor's JSON (signed when a key is configured), for a witness."""
        with self._lock:
            head = ledger.head(self.conn)
        return {**anchor.sign(head, self._key).to_json(), "database": self._database()}

    # --- the outcome loop ---

    def put_feedback(self, record: FeedbackRecord) -> None:
        """Write the feedback on ``record.trace_id`` (replacing an earlier one in place, so it keeps its
        place in the user's order) with its ledger entry."""
        row = feedback_row(record)
        with self.transaction():
            replaced = self.conn.execute(
                "SELECT 1 AS one FROM feedback WHERE id = ?", (record.trace_id,)
            ).fetchone()
            before = self._before("feedback", record.trace_id) if replaced else ledger.NO_ROW
            if replaced:
                sets = ", ".join(f"{k} = :{k}" for k in row if k != "id")
                self.conn.execute(f"UPDATE feedback SET {sets} WHERE id = :id", row)
                self.conn.execute("DELETE FROM feedback_credits WHERE feedback_id = ?", (record.trace_id,))
            else:
                self.conn.execute(
                    f"INSERT INTO feedback ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})", row
                )
            self.conn.executemany(
                "INSERT OR IGNORE INTO feedback_credits (feedback_id, memory_id) VALUES (?, ?)",
                [(record.trace_id, m) for m in record.credited],
            )
            self._record(
                "feedback.replace" if replaced else "feedback.give", "feedback", record.trace_id, before
            )

    def get_feedback(self, trace_id: str) -> FeedbackRecord | None:
        rows = self._rows("SELECT * FROM feedback WHERE id = ?", (trace_id,))
        return feedback_of(rows[0]) if rows else None

    def feedback_records(self, user_id: str | None = None) -> list[FeedbackRecord]:
        """Every feedback (of ``user_id``, if given) in the order it was first given."""
        if user_id is None:
            rows = self._rows(f"SELECT * FROM feedback ORDER BY {self._ROWID}")
        else:
            rows = self._rows(f"SELECT * FROM feedback WHERE user_id = ? ORDER BY {self._ROWID}", (user_id,))
        return [feedback_of(r) for r in rows]

    def feedback_crediting(self, memory_ids: Sequence[str]) -> dict[str, list[FeedbackRecord]]:
        """For each id, the feedback that credited it, in the order it was first given."""
        out: dict[str, list[FeedbackRecord]] = {i: [] for i in memory_ids}
        if not memory_ids:
            return out
        among, listed = self._one_of("c.memory_id", "credited", memory_ids)
        rows = self._rows(
            "SELECT c.memory_id AS credited_id, f.* FROM feedback_credits c JOIN feedback f"
            f" ON f.id = c.feedback_id WHERE {among} ORDER BY f.{self._ROWID}",
            listed,
        )
        for r in rows:
            out[r["credited_id"]].append(feedback_of(r))
        return out

    def sessions(self) -> list[tuple[str, str]]:
        """Every (user_id, session_id) that has episodes, oldest session first."""
        rows = self._rows(
            "SELECT user_id, session_id, min(event_time) AS first FROM episodes"
            " WHERE session_id IS NOT NULL GROUP BY user_id, session_id ORDER BY first, user_id, session_id"
        )
        return [(r["user_id"], r["session_id"]) for r in rows]

    # --- sharing and erasure ---

    def vector_epoch(self) -> int:
        """A counter every vector deletion bumps: an in-process vector cache reloads when it moves."""
        return int(self._rows("SELECT n FROM vector_epoch WHERE id = 1")[0]["n"])

    def record_rejection(self, rejection: GateRejection) -> None:
        """Keep what the gate refused as a reason and a hash, vouched for by the ledger."""
        with self.transaction():
            self.conn.execute(
                "INSERT INTO gate_rejections (id, memory_id, user_id, detectors, reason, text_sha256,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    rejection.id,
                    rejection.memory_id,
                    rejection.user_id,
                    json.dumps(rejection.detectors),
                    rejection.reason,
                    rejection.text_sha256,
                    _time.to_db(rejection.created_at),
                ),
            )
            self._record("rejection.insert", "rejection", rejection.id)

    def shared_episode_ids(self, tags: Sequence[str]) -> list[str]:
        """Role ``shared`` episodes whose provenance (``message_id``, parts joined by '.') holds a tag,
        in id order."""
        if not tags:
            return []
        rows = self._rows(
            "SELECT DISTINCT e.id AS id FROM episodes e, json_each(?) t WHERE e.role = 'shared'"
            " AND (e.message_id = t.value OR e.message_id LIKE t.value || '.%'"
            " OR e.message_id LIKE '%.' || t.value) ORDER BY e.id",
            (json.dumps(list(tags)),),
        )
        return [r["id"] for r in rows]

    def erasure_plan(self, target: erasure.ForgetTarget) -> erasure.ErasurePlan:
        with self._lock:
            return erasure.plan(self.conn, target)
