"""The storage interface (a Protocol another backend can implement) and the SQLite store.

Every write runs in one ``BEGIN IMMEDIATE`` transaction together with its ledger entry, so a crash
leaves the whole write or none of it, and concurrent writers never fork the chain.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np
from sqlite_utils import Database

from . import anchor, derived, erasure, fts, ledger, sqlite_search, sqlite_wal
from .access import Access
from .access_mask import ResolvedGrants
from .embedding import Embedder, Vectors
from .errors import CorruptDatabase, ImmutableError, StoreBusy, ValidationError
from .inputs import db_path
from .migrations import migrations
from .models import (
    Episode,
    Evidence,
    ForgetReport,
    GateRejection,
    Grant,
    LedgerEntry,
    MemoryItem,
    Page,
    Trace,
    VerifyReport,
)
from .outcome import FeedbackRecord
from .shared_store import SharedStore
from .sqlite_search import Plan
from .stages import CandidateKey, Neighbour, Related, Scope
from .store_rows import episode_row
from .tracelog import TraceLog
from .vector_index import QUANTISE_FROM, VectorIndex

log = logging.getLogger("veramem")


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
    def related(
        self, scope: Scope, want: Related, vector: Vectors, model: str, limit: int
    ) -> list[Neighbour]: ...

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
        plan: Plan = "auto",
    ) -> list[tuple[str, float]]: ...
    def allowed_ids(
        self, table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
    ) -> list[str]: ...

    # --- what retrieval asks of a store (each applies the access predicate before anything else) ---

    def any_readable(
        self, table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
    ) -> bool: ...
    def vector_search(
        self,
        owner_type: str,
        model: str,
        query: Vectors,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]: ...
    def entity_search(
        self,
        table: str,
        entities: Sequence[str],
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]: ...
    def neighbouring_episodes(
        self, ids: Sequence[str], access: Access, around: int = 1, as_of: datetime | None = None
    ) -> list[tuple[str, str]]: ...
    def context_search(
        self,
        query: str,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        neighbours: float = 0.5,
        day: float = 0.5,
    ) -> list[tuple[str, float]]: ...
    def superseded_episodes(self, ids: Sequence[str]) -> set[str]: ...
    def load_candidates(
        self, ids: Sequence[str], access: Access, as_of: datetime | None = None
    ) -> list[MemoryItem]: ...
    def candidate_keys(
        self, ids: Sequence[str], access: Access, as_of: datetime | None = None
    ) -> list[CandidateKey]: ...
    def missing_vectors(
        self, owner_type: str, model: str, limit: int, recent: int | None = None
    ) -> list[tuple[str, str]]: ...
    def count_missing_vectors(self, owner_type: str, model: str) -> int: ...
    def drop_vectors(self, keep_model: str) -> int: ...

    def add_grant(self, grant: Grant) -> str: ...
    def revoke_grant(self, kind: str, subject: str, obj: str, at: datetime) -> int: ...
    def grants(self) -> list[Grant]: ...

    def insert_trace(self, trace: Trace) -> None: ...
    def get_trace(self, trace_id: str) -> Trace: ...
    def recent_traces(self, user_id: str, limit: int = 20) -> list[Trace]: ...

    def ledger_entries(self) -> list[LedgerEntry]: ...
    def verify(self, witness: dict[str, Any] | None = None) -> VerifyReport: ...
    def anchor_head(self) -> dict[str, Any]: ...
    def repair(self, embedder: Embedder) -> derived.RepairReport: ...
    def counts(self) -> dict[str, int]: ...

    # the outcome loop (veramem_core.outcome)
    def put_feedback(self, record: FeedbackRecord) -> None: ...
    def get_feedback(self, trace_id: str) -> FeedbackRecord | None: ...
    def feedback_records(self, user_id: str | None = None) -> list[FeedbackRecord]: ...
    def feedback_crediting(self, memory_ids: Sequence[str]) -> dict[str, list[FeedbackRecord]]: ...
    def memory_vectors(self, ids: Sequence[str], model: str) -> dict[str, Vectors]: ...
    def sessions(self) -> list[tuple[str, str]]: ...
    # sharing and erasure
    def vector_epoch(self) -> int: ...
    def private_texts(self, user_id: str, exclude: Sequence[str] = ()) -> list[str]: ...
    def record_rejection(self, rejection: GateRejection) -> None: ...
    def shared_episode_ids(self, tags: Sequence[str]) -> list[str]: ...
    def erasure_plan(self, target: erasure.ForgetTarget) -> erasure.ErasurePlan: ...
    def erase(self, plan: erasure.ErasurePlan) -> ForgetReport: ...


def _connect(path: str) -> sqlite3.Connection:
    if path != ":memory:":
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ValidationError(f"cannot create the folder of {path!r}: {exc.strerror}") from None
    # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so Python never opens a deferred one.
    try:
        conn = sqlite3.connect(path, timeout=60.0, isolation_level=None, check_same_thread=False)
    except sqlite3.OperationalError as exc:
        raise ValidationError(f"cannot open the database {path!r}: {exc}") from None
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA busy_timeout = 60000")
    if path != ":memory:":
        sqlite_wal.enable(conn, path, timeout_s=60.0)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA secure_delete = ON")
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


class SQLiteStore(SharedStore[sqlite3.Connection, sqlite3.Row]):
    """The embedded default: one SQLite file, WAL, foreign keys and secure_delete on."""

    _ROWID = "rowid"
    _IS = "IS"

    def __init__(self, path: str | Path, anchor_key: str | Path | None = None) -> None:
        self.path = db_path(path)
        # Loaded before the file is opened: a bad key is refused without touching the database.
        self._key = anchor.load_key(anchor_key) if anchor_key else None
        self.anchor_path = anchor.path_for(self.path)
        # The chain's head when this transaction first appended, and after its last append.
        self._start: ledger.Head | None = None
        self._head: ledger.Head | None = None
        self._lock = threading.RLock()
        self._depth = 0
        self._closed = False
        try:
            self.conn = _connect(self.path)
        except sqlite3.DatabaseError as exc:
            raise CorruptDatabase(f"{self.path!r} is not a readable VeraMem database: {exc}") from exc
        self.db = Database(self.conn)
        self.traces = TraceLog(self.path)
        self._indexes: dict[tuple[str, str], VectorIndex] = {}
        # Indexes of at least this many rows scan an int8 copy first (``vector_index``).
        self.quantise_from = QUANTISE_FROM
        # Full-text tables of at least ``common_from`` rows drop query words found in more than
        # ``common_share`` of their rows (``sqlite_search.text_match``).
        self.common_from = sqlite_search.COMMON_FROM
        self.common_share = sqlite_search.COMMON_SHARE
        # (table, word, cap, change-feed position) -> whether the word is that common; see
        # ``sqlite_search.text_match``. Any write to memories or episodes moves the position.
        self.common_words: dict[tuple[str, str, int, int], bool] = {}
        try:
            self._migrate()
        except sqlite3.DatabaseError as exc:
            self.conn.close()
            raise CorruptDatabase(f"{self.path!r} is not a readable VeraMem database: {exc}") from exc

    # --- lifecycle ---

    def _migrate(self) -> None:
        pending = {m.name for m in migrations.pending(self.db)}
        if not pending:
            return
        # Take the write lock first, so concurrent first opens migrate once, one after the other.
        with self.transaction():
            if self.db["traces"].exists():  # m005 moves traces to their own file: copy them first
                self.traces.import_rows(self.conn.execute("SELECT * FROM traces").fetchall())
            migrations.apply(self.db)
            if "m004_ledger_binding" in pending and self.anchor_path is not None:
                # A new database, or one from before anchors: its first anchor is the chain as it is.
                anchor.create(self.anchor_path, ledger.head(self.conn), self._key)

    def _release(self) -> None:
        """Checkpoint the WAL into the file and release it (and the traces' file)."""
        self.traces.close()
        if self.path != ":memory:":
            # Another process may hold the file; its own close checkpoints then.
            with contextlib.suppress(sqlite3.OperationalError):
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.conn.close()

    @contextmanager
    def _outermost(self) -> Generator[None, None, None]:
        """``BEGIN IMMEDIATE`` (``StoreBusy`` when another writer keeps the lock past the busy
        timeout), then COMMIT, or ROLLBACK on any exception."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            raise StoreBusy(f"the database {self.path!r} stayed locked by another writer: {exc}") from None
        try:
            yield
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")

    def _one_of(self, column: str, name: str, values: Sequence[Any]) -> tuple[str, dict[str, Any]]:
        marks = ", ".join(f":{name}{i}" for i in range(len(values)))
        return f"{column} IN ({marks})", {f"{name}{i}": v for i, v in enumerate(values)}

    def _rows(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.DatabaseError as exc:
                # Exactly DatabaseError is a damaged file (SQLITE_CORRUPT, SQLITE_NOTADB); its
                # subclasses (locked, bad SQL) are other failures and keep their type.
                if type(exc) is sqlite3.DatabaseError:
                    raise CorruptDatabase(f"{self.path!r} is damaged: {exc} (run `veramem verify`)") from exc
                raise

    # --- episodes ---

    def insert_episode(self, episode: Episode) -> None:
        row = episode_row(episode)
        with self.transaction():
            try:
                self.conn.execute(
                    f"INSERT INTO episodes ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})",
                    row,
                )
            except sqlite3.IntegrityError as exc:
                raise ImmutableError(f"episode {episode.id!r} already exists and cannot change") from exc
            self._record("episode.insert", "episode", episode.id)

    # --- memories ---

    def memories_of(self, rows: Sequence[sqlite3.Row]) -> list[MemoryItem]:
        """Memories read from ``memories`` rows (``SELECT m.*``) the caller's predicate already passed,
        in row order, with their evidence and stored authority labels."""
        return self._load_memories(rows)

    def neighbours(self, scope: Scope, vectors: Vectors, model: str, k: int) -> list[list[Neighbour]]:
        """For each row of ``vectors``, the top-k active memories by cosine in exactly this scope
        (dedup never crosses users). One scan of the scope serves every row."""
        queries = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
        rows = self._rows(
            "SELECT m.id, m.id AS owner_id, v.dim, v.vector FROM memories m JOIN vectors v ON v.owner_id = m.id AND v.model = ?"
            " WHERE m.status = 'active' AND m.user_id = ? AND m.agent_id IS ? AND m.team_id IS ?",
            (model, scope.user_id, scope.agent_id, scope.team_id),
        )
        rows, matrix = _vector_matrix(rows, queries.shape[1])
        if not rows:
            return [[] for _ in queries]
        sims = queries @ matrix.T
        orders: list[list[int]] = [np.argsort(-row)[:k].tolist() for row in sims]
        wanted = list(dict.fromkeys(rows[i]["id"] for order in orders for i in order))
        items = {m.id: m for m in self._memory_rows(wanted)}
        return [
            [Neighbour(memory=items[rows[i]["id"]], similarity=float(sims[q, i])) for i in order]
            for q, order in enumerate(orders)
        ]

    def related(
        self, scope: Scope, want: Related, vector: Vectors, model: str, limit: int
    ) -> list[Neighbour]:
        """The active memories of exactly ``scope`` that ``want`` names (by slot, or by words and
        speaker), whatever their cosine ranks: newest first, at most ``limit``, each with its cosine
        to ``vector`` under ``model``. Like ``neighbours``, only memories with a vector of ``model``
        (the write path embeds every memory it writes); empty when ``want`` names nothing."""
        # A row written before m006 keeps its slot in metadata: parsed only when it may hold one.
        slot = (
            "(CASE WHEN m.slot IS NOT NULL THEN m.slot"
            " WHEN m.metadata LIKE '%\"slot\"%' THEN json_extract(m.metadata, '$.slot') END)"
        )
        attributes = {f"a{i}": a for i, a in enumerate(want.attributes)}
        match = fts.owned_match(want.words, scope.user_id, scope.team_id) if want.words else None
        named: list[str] = []
        if want.subject and attributes:
            named.append(
                f"(json_extract({slot}, '$.subject') = :subject"
                f" AND json_extract({slot}, '$.attribute') IN ({', '.join(':' + k for k in attributes)}))"
            )
        if match:
            said = (
                " AND EXISTS (SELECT 1 FROM evidence ev JOIN episodes ep ON ep.id = ev.episode_id"
                " WHERE ev.memory_id = m.id AND ep.name = :speaker)"
            )
            named.append(
                "(m.rowid IN (SELECT rowid FROM memories_fts WHERE memories_fts MATCH :match)"
                f"{said if want.speaker else ''})"
            )
        if not named or limit <= 0:
            return []
        rows = self._rows(
            "SELECT m.id, m.id AS owner_id, v.dim, v.vector FROM memories m JOIN vectors v"
            " ON v.owner_id = m.id AND v.model = :model WHERE m.status = 'active' AND m.user_id = :user"
            f" AND m.agent_id IS :agent AND m.team_id IS :team AND ({' OR '.join(named)})"
            " ORDER BY m.rowid DESC LIMIT :limit",
            {
                "model": model,
                "user": scope.user_id,
                "agent": scope.agent_id,
                "team": scope.team_id,
                "subject": want.subject,
                "match": match,
                "speaker": want.speaker,
                "limit": limit,
                **attributes,
            },
        )
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        rows, matrix = _vector_matrix(rows, query.shape[0])
        items = {m.id: m for m in self._memory_rows([r["id"] for r in rows])}
        sims = matrix @ query if rows else np.zeros(0, dtype=np.float32)
        return [Neighbour(memory=items[r["id"]], similarity=float(sims[i])) for i, r in enumerate(rows)]

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
        last = rows[-1]["rowid"]
        # A model has one dimension: its first stored row's. A row of another is malformed.
        first = self._rows(
            "SELECT dim FROM vectors WHERE model = ? AND owner_type = ? ORDER BY rowid LIMIT 1",
            (model, owner_type),
        )
        sound, matrix = _vector_matrix(rows, first[0]["dim"] if first else None)
        if not sound:
            return last, [], np.zeros((0, 0), dtype=np.float32)
        return last, [r["owner_id"] for r in sound], matrix

    def text_search(
        self,
        table: str,
        query: str,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
        plan: Plan = "auto",
    ) -> list[tuple[str, float]]:
        """FTS5 BM25 over ``memories`` (of ``kinds``, if given) or ``episodes``, through the access
        predicate; with ``as_of``, the memories valid then and the episodes said by then.

        Returns (id, score) best first, score = -bm25 (higher is better). ``plan`` forces one of the
        two query plans (``sqlite_search.text_search``); both return the same hits.
        """
        return sqlite_search.text_search(self, table, query, access, limit, as_of, kinds, plan)

    def allowed_ids(
        self, table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
    ) -> list[str]:
        """Ids the caller may read in ``table`` (memories of ``kinds``; with ``as_of``, as then)."""
        return sqlite_search.readable_ids(self, table, access, as_of, kinds)

    def any_readable(
        self, table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
    ) -> bool:
        return sqlite_search.any_readable(self, table, access, as_of, kinds)

    def vector_search(
        self,
        owner_type: str,
        model: str,
        query: Vectors,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]:
        """(id, cosine) of the best ``limit`` readable rows with a vector of ``model``, best first.

        The access predicate runs first, as one mask over the in-process index (``vector_index``).
        """
        index = self.vector_index(owner_type, model)
        if as_of is not None:
            # A look into the past reads what the SQL predicate allowed then (valid, written and not yet
            # closed by then): the one definition of time-travel reads, not a second one in the mask.
            ids = sqlite_search.readable_ids(
                self, "memories" if owner_type == "memory" else "episodes", access, as_of, kinds
            )
            return index.search_ids(query, ids, limit)
        sql, params = access.grants_sql()
        grants = ResolvedGrants.from_rows(access, self._rows(sql, params))
        return index.search(query, grants, limit, as_of, kinds)

    def vector_index(self, owner_type: str, model: str) -> VectorIndex:
        """The in-process index of (owner type, model), synced to the latest write of any process."""
        with self._lock:
            index = self._indexes.get((owner_type, model))
            if index is None:
                index = self._indexes[(owner_type, model)] = VectorIndex(
                    self._rows, owner_type, model, self.quantise_from
                )
        index.sync()
        return index

    def entity_search(
        self,
        table: str,
        entities: Sequence[str],
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]:
        return sqlite_search.entity_search(self, table, entities, access, limit, as_of, kinds)

    def context_search(
        self,
        query: str,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        neighbours: float = 0.5,
        day: float = 0.5,
    ) -> list[tuple[str, float]]:
        """BM25 over the readable turns read in context: each turn as said ("<name>: <content>"), its
        session neighbours (the turns right before and after it) at weight ``neighbours``, the day it
        was said ("8 May 2023 Monday") at weight ``day``. (id, -bm25) best first."""
        return sqlite_search.context_search(self, query, access, limit, as_of, neighbours, day)

    def superseded_episodes(self, ids: Sequence[str]) -> set[str]:
        """The episodes among ``ids`` all of whose derived memories were superseded or retracted
        (an episode no memory came from is never among them)."""
        return sqlite_search.superseded_episodes(self, ids)

    def load_candidates(
        self, ids: Sequence[str], access: Access, as_of: datetime | None = None
    ) -> list[MemoryItem]:
        return sqlite_search.load_candidates(self, ids, access, as_of)

    def candidate_keys(
        self, ids: Sequence[str], access: Access, as_of: datetime | None = None
    ) -> list[CandidateKey]:
        """The readable memories among ``ids``, as ``load_candidates`` would return them, in the order
        of ``ids``, but only whose each is, its kind and its evidence episodes: what fusion ranks
        every candidate by before it loads the few it returns."""
        return sqlite_search.candidate_keys(self, ids, access, as_of)

    def drop_vectors(self, keep_model: str) -> int:
        """Delete the vectors of every model but ``keep_model``; returns how many."""
        with self.transaction():
            dropped = self.conn.execute("DELETE FROM vectors WHERE model != ?", (keep_model,)).rowcount
        with self._lock:
            self._indexes.clear()
        return dropped

    # --- traces (their own file: a search never waits for the main file's write lock) ---

    def insert_trace(self, trace: Trace) -> None:
        self.traces.insert([trace])

    def get_trace(self, trace_id: str) -> Trace:
        return self.traces.get(trace_id)

    def recent_traces(self, user_id: str, limit: int = 20) -> list[Trace]:
        return self.traces.recent(user_id, limit)

    # --- ledger ---

    def verify(self, witness: dict[str, Any] | None = None) -> VerifyReport:
        """The ledger (``ledger.verify``), SQLite's own integrity check, rows that cannot be read, the
        derived tables, and the chain's head against the anchor (and a ``witness``'s exported head)."""
        with self._lock:
            # One read transaction: a consistent snapshot even while other processes write.
            self.conn.execute("BEGIN")
            try:
                checks = [r[0] for r in self.conn.execute("PRAGMA integrity_check")]
                return self._verify_all(witness, [f"sqlite: {c}" for c in checks if c != "ok"])
            except sqlite3.DatabaseError as exc:  # too damaged to walk: that is the finding
                return VerifyReport(ok=False, entries=0, first_bad=1, problems=[f"sqlite: {exc}"])
            finally:
                self.conn.execute("ROLLBACK")

    def _derived_faults(self) -> list[str]:
        return derived.check(self.conn)

    def _database(self) -> str:
        return str(Path(self.path).resolve())

    def repair(self, embedder: Embedder) -> derived.RepairReport:
        """Rebuild vectors (re-embedding with ``embedder``), entities and the full-text indexes."""
        with self.transaction():
            return derived.repair(self.conn, embedder.name, embedder.embed)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for table in ("episodes", "memories", "ledger", "grants"):
            out[table] = self._rows(f"SELECT count(*) AS n FROM {table}")[0]["n"]
        out["traces"] = self.traces.count()
        return out

    # --- the outcome loop ---

    def memory_vectors(self, ids: Sequence[str], model: str) -> dict[str, Vectors]:
        """The stored vectors of ``model`` for those of ``ids`` that have one."""
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = self._rows(
            f"SELECT owner_id, vector FROM vectors WHERE model = ? AND owner_id IN ({marks})", [model, *ids]
        )
        return {r["owner_id"]: np.frombuffer(r["vector"], dtype=np.float32) for r in rows}

    # --- sharing and erasure ---

    def private_texts(self, user_id: str, exclude: Sequence[str] = ()) -> list[str]:
        """The texts of ``user_id``'s private memories (any status), for the canary check."""
        rows = self._rows(
            "SELECT text FROM memories WHERE user_id = ? AND visibility = 'private'"
            " AND id NOT IN (SELECT value FROM json_each(?))",
            (user_id, json.dumps(list(exclude))),
        )
        return [r["text"] for r in rows]

    def erase(self, plan: erasure.ErasurePlan) -> ForgetReport:
        """Hard-delete ``plan`` with ledger tombstones, then checkpoint the WAL so no copy survives."""
        trace_ids = self.traces.naming([*plan.memory_ids, *plan.episode_ids], plan.user_ids)
        with self.transaction():
            report = erasure.erase(self.conn, plan, self._record, trace_ids)
        # Traces live in their own file: erased after the main write commits (a trace is only ever
        # a record of what was returned, so the main file's erasure never waits on it).
        report.traces = self.traces.erase(trace_ids)
        if self.path != ":memory:":
            with self._lock:
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return report


def _vector_matrix(rows: Sequence[sqlite3.Row], dim: int | None) -> tuple[list[sqlite3.Row], Vectors]:
    """The sound rows of ``rows`` and their vectors as one matrix; a malformed row is skipped and
    logged (``veramem verify`` reports it, ``veramem repair`` re-embeds it), so one bad row never
    takes search down for every user."""
    whole = _whole_matrix(rows, dim)
    if whole is not None:
        return list(rows), whole
    sound: list[sqlite3.Row] = []
    for r in rows:
        fault = derived.vector_fault(r["dim"], r["vector"])
        if fault is None and dim is not None and r["dim"] != dim:
            fault = f"dimension {r['dim']}, the query has {dim}"
        if fault is None and dim is None:
            dim = r["dim"]
        if fault is not None:
            log.warning("skipping vector of %s: %s", r["owner_id"], fault)
            continue
        sound.append(r)
    if not sound:
        return [], np.zeros((0, dim or 0), dtype=np.float32)
    matrix = np.frombuffer(b"".join(r["vector"] for r in sound), dtype=np.float32).reshape(len(sound), -1)
    return sound, matrix


def _whole_matrix(rows: Sequence[sqlite3.Row], dim: int | None) -> Vectors | None:
    """Every row's vector as one matrix when all of them are sound (the usual case), checked in one
    numpy pass; None when any is not, for ``_vector_matrix`` to find which. The write path scans a
    user's memories on every ``add()``, and a check of each row in Python cost more than the scan."""
    if not rows:
        return None
    want = rows[0]["dim"] if dim is None else dim
    if not isinstance(want, int) or isinstance(want, bool) or want <= 0:
        return None
    size = 4 * want
    blobs = [r["vector"] for r in rows]
    if any(r["dim"] != want for r in rows) or any(type(b) is not bytes or len(b) != size for b in blobs):
        return None
    matrix = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(blobs), want)
    return matrix if np.isfinite(matrix).all() else None
