"""The PostgreSQL + pgvector store: the ``Store`` Protocol on a server several processes share.

Installed with ``veramem-core[postgres]`` (psycopg 3 and pgvector); chosen by a ``postgresql://``
URL (``VERAMEM_DATABASE_URL``, ``database_url`` in config.toml, or ``Memory(path=url)``). The same
guarantees as the SQLite store, on a server:

- the access predicate is the SQLite store's own text (``Access.memory_sql``/``episode_sql``,
  rendered by ``sqltext.render``), part of every query, before any ranking;
- full text through a ``tsvector`` column (GIN index) ranked by ``ts_rank_cd``; turns read in context
  (``context_search``) through ``episodes_ctx``, one tsvector of three weighted fields kept right by
  a trigger (migration ``p002_slot_authority``);
- role-policy-v1 as a ceiling on authority, in code and in triggers, recomputed by ``verify``;
- vectors through pgvector, one HNSW index per model; a filtered search runs the predicate in the
  same query (``vector_plan``: pgvector's iterative index scan, or an exact scan over the readable
  rows; see docs/scaling.md for the measurements);
- every write transaction takes one advisory lock (``pg_advisory_xact_lock``) first and holds it to
  COMMIT, so ledger appends from any number of processes form one chain; the anchor file is stamped
  under that lock before COMMIT, as on SQLite.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Generator, Iterable, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, LiteralString, cast
from urllib.parse import urlsplit

import numpy as np
import psycopg
from pgvector import Vector
from pgvector.psycopg import register_vector
from psycopg import sql as pgsql
from psycopg.rows import RowMaker

from . import anchor, derived, erasure, ledger, tracelog
from .access import Access
from .config import home
from .embedding import Embedder, Vectors
from .errors import CorruptDatabase, ImmutableError, NotFound, StoreBusy, ValidationError, VeraMemError
from .models import (
    Episode,
    ForgetReport,
    MemoryItem,
    Trace,
    VerifyReport,
)
from .pg_schema import MIGRATIONS
from .shared_store import SharedStore, check_context_weights, query_words, ranked_by_count
from .sqlite_search import COMMON_FROM, COMMON_SHARE, Plan, readable_source, readable_where
from .sqltext import render
from .stages import CandidateKey, Neighbour, Related, Scope
from .store import SQLiteStore
from .store_rows import (
    episode_row,
)

# The one lock every write transaction takes first (``VERM`` in ASCII).
WRITE_LOCK = 0x5645524D
VectorPlan = Literal["auto", "index", "exact"]
COMMON_STATS_S = 300.0
_TOKEN = __import__("re").compile(r"\w+", __import__("re").UNICODE)


class PgRow(dict[str, Any]):
    """A row read by column name (``row["id"]``) and by position (``row[0]``), as ``sqlite3.Row``."""

    def __missing__(self, key: str | int) -> Any:  # only a position gets here: names are dict lookups
        if isinstance(key, int):
            return list(self.values())[key]
        raise KeyError(key)


def _row_factory(cursor: psycopg.Cursor[Any]) -> RowMaker[PgRow]:
    names = [c.name for c in cursor.description or []]

    def make(values: Sequence[Any]) -> PgRow:
        return PgRow(zip(names, values, strict=True))

    return make


class PgConn:
    """The connection as the ledger, erasure and API keys use it: SQLite-spelled SQL, rendered."""

    def __init__(self, conn: psycopg.Connection[PgRow]) -> None:
        self.raw = conn

    def execute(self, sql: str, parameters: Any = None, /) -> psycopg.Cursor[PgRow]:
        return self.raw.execute(cast(LiteralString, render(sql, "postgres")), parameters or None)

    def executemany(self, sql: str, seq: Iterable[Any]) -> None:
        rows = list(seq)
        if rows:
            with self.raw.cursor() as cur:
                cur.executemany(cast(LiteralString, render(sql, "postgres")), rows)


def default_anchor_path(url: str) -> Path:
    """``$VERAMEM_HOME/anchors/<host>_<port>_<database>.anchor``: one per database, shared by every
    process of this machine (each stamps it under the write lock)."""
    parts = urlsplit(url)
    name = f"{parts.hostname or 'local'}_{parts.port or 5432}_{(parts.path or '/').strip('/') or 'postgres'}"
    safe = "".join(c if c.isalnum() or c in "._-" else "_" for c in name)
    return home() / "anchors" / f"{safe}.anchor"


class PostgresStore(SharedStore[PgConn, PgRow]):
    """A ``Store`` on PostgreSQL with pgvector."""

    _ROWID = "rid"
    _IS = "IS NOT DISTINCT FROM"

    def __init__(
        self,
        url: str,
        anchor_key: str | Path | None = None,
        anchor_path: str | Path | None = None,
        *,
        stop_before: str | None = None,
    ) -> None:
        """``stop_before`` names a migration to stop at, leaving the schema an older release left (as
        ``migrations.apply(stop_before=...)`` does for SQLite): for upgrade tests."""
        if not url.startswith(("postgresql://", "postgres://")):
            raise ValidationError(f"a PostgreSQL URL starts with postgresql://, got {url!r}")
        self.url = url
        self.path = url
        self._key = anchor.load_key(anchor_key) if anchor_key else None
        self.anchor_path: Path | None = Path(anchor_path) if anchor_path else default_anchor_path(url)
        self._start: ledger.Head | None = None
        self._head: ledger.Head | None = None
        self._lock = threading.RLock()
        self._depth = 0
        self._closed = False
        # How a filtered vector search runs (see ``vector_search``); the bench measures each.
        self.vector_plan: VectorPlan = "auto"
        # HNSW's candidate list per search (pgvector's ``hnsw.ef_search``, at least ``limit``): 200
        # rather than pgvector's 40 for recall@10 of 0.93 instead of 0.77 at 100k random vectors, for
        # about 0.6 ms more (docs/scaling.md).
        self.ef_search = 200
        self._session_ef: int | None = None
        # Full text leaves out words common to more than ``common_share`` of a table of at least
        # ``common_from`` rows, as the SQLite store does (``_distinctive``).
        self.common_from = COMMON_FROM
        self.common_share = COMMON_SHARE
        self._common: dict[str, tuple[float, dict[str, float]]] = {}
        try:
            raw = psycopg.Connection[PgRow].connect(
                url, autocommit=True, row_factory=_row_factory, prepare_threshold=None
            )
        except psycopg.Error as exc:
            raise ValidationError(
                f"cannot connect to the PostgreSQL database {_safe(url)!r}: {exc}"
            ) from None
        self.raw: psycopg.Connection[PgRow] = raw
        self.conn = PgConn(raw)
        try:
            self._migrate(stop_before)
            register_vector(raw)
            # pgvector's iterative index scan: an HNSW scan reads on until LIMIT rows pass the filter.
            raw.execute("SET hnsw.iterative_scan = strict_order")
        except psycopg.Error as exc:
            raw.close()
            raise CorruptDatabase(f"{_safe(url)!r} is not a usable VeraMem database: {exc}") from exc

    # --- lifecycle ---

    def _migrate(self, stop_before: str | None = None) -> None:
        with self.raw.transaction():
            self.raw.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            self.raw.execute(
                "CREATE TABLE IF NOT EXISTS veramem_migrations (name text PRIMARY KEY, applied_at text NOT NULL)"
            )
            done = {r["name"] for r in self.raw.execute("SELECT name FROM veramem_migrations")}
            fresh = not done
            for name, script in MIGRATIONS:
                if name == stop_before:
                    break
                if name in done:
                    continue
                self.raw.execute(cast(LiteralString, script))
                self.raw.execute(
                    "INSERT INTO veramem_migrations (name, applied_at) VALUES (%s, %s)", (name, self._now())
                )
            if fresh and self.anchor_path is not None:
                self.anchor_path.parent.mkdir(parents=True, exist_ok=True)
                anchor.create(self.anchor_path, ledger.head(self.conn), self._key)

    def _release(self) -> None:
        self.raw.close()

    @contextmanager
    def _outermost(self) -> Generator[None, None, None]:
        """A PostgreSQL transaction that takes the write lock (``pg_advisory_xact_lock``) first and
        holds it to COMMIT; ``StoreBusy`` when another writer keeps it past 60 s."""
        with self.raw.transaction():
            try:  # waits as long as SQLite's busy timeout, then StoreBusy
                self.raw.execute("SET LOCAL lock_timeout = '60s'")
                self.raw.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            except psycopg.errors.LockNotAvailable as exc:
                raise StoreBusy(f"the write lock of {_safe(self.url)!r} stayed taken: {exc}") from None
            yield

    def _one_of(self, column: str, name: str, values: Sequence[Any]) -> tuple[str, dict[str, Any]]:
        return f"{column} = ANY(:{name})", {name: list(values)}

    def _rows(self, sql: str, params: Any = None) -> list[PgRow]:
        with self._lock:
            return self.conn.execute(sql, params).fetchall()

    # --- episodes ---

    def insert_episode(self, episode: Episode) -> None:
        row = episode_row(episode)
        with self.transaction():
            try:
                with self.raw.transaction():  # a savepoint: a duplicate leaves the outer write usable
                    self.conn.execute(
                        f"INSERT INTO episodes ({', '.join(row)}) VALUES ({', '.join(':' + k for k in row)})",
                        row,
                    )
            except psycopg.errors.UniqueViolation as exc:
                raise ImmutableError(f"episode {episode.id!r} already exists and cannot change") from exc
            self._record("episode.insert", "episode", episode.id)

    # --- memories ---

    def neighbours(self, scope: Scope, vectors: Vectors, model: str, k: int) -> list[list[Neighbour]]:
        """Per query row, the top-k active memories of exactly this scope by cosine (an exact scan of
        the scope's rows: dedup never crosses users)."""
        queries = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
        out: list[list[Neighbour]] = []
        for q in queries:
            rows = self._rows(
                "SELECT m.id AS id, 1 - (v.vector <=> :q) AS sim FROM memories m JOIN vectors v"
                " ON v.owner_id = m.id AND v.model = :model WHERE m.status = 'active' AND m.user_id = :user"
                " AND m.agent_id IS NOT DISTINCT FROM :agent AND m.team_id IS NOT DISTINCT FROM :team"
                " AND v.dim = :dim ORDER BY v.vector <=> :q, m.rid LIMIT :k",
                {
                    "q": q,
                    "model": model,
                    "user": scope.user_id,
                    "agent": scope.agent_id,
                    "team": scope.team_id,
                    "dim": len(q),
                    "k": k,
                },
            )
            items = {m.id: m for m in self._memory_rows([r["id"] for r in rows])}
            out.append(
                [
                    Neighbour(memory=items[r["id"]], similarity=float(r["sim"]))
                    for r in rows
                    if r["id"] in items
                ]
            )
        return out

    def related(
        self, scope: Scope, want: Related, vector: Vectors, model: str, limit: int
    ) -> list[Neighbour]:
        """The active memories of exactly ``scope`` that ``want`` names (by slot, or by every word
        through the ``tsv`` column and the speaker), whatever their cosine ranks: newest first, at
        most ``limit``, each with its cosine to ``vector`` under ``model`` (the SQLite store's rule)."""
        # A row written before p002 keeps its slot in metadata: parsed only when it may hold one.
        slot = (
            "(CASE WHEN m.slot IS NOT NULL THEN m.slot::jsonb"
            " WHEN m.metadata LIKE '%\"slot\"%' THEN m.metadata::jsonb -> 'slot' END)"
        )
        words = [t for w in want.words for t in _TOKEN.findall(w.lower())]
        named: list[str] = []
        if want.subject and want.attributes:
            named.append(f"({slot} ->> 'subject' = :subject AND {slot} ->> 'attribute' = ANY(:attributes))")
        if words:
            said = (
                " AND EXISTS (SELECT 1 FROM evidence ev JOIN episodes ep ON ep.id = ev.episode_id"
                " WHERE ev.memory_id = m.id AND ep.name = :speaker)"
            )
            named.append(f"(m.tsv @@ to_tsquery('english', :tsq){said if want.speaker else ''})")
        if not named or limit <= 0:
            return []
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        rows = self._rows(
            "SELECT m.id AS id, 1 - (v.vector <=> :q) AS sim FROM memories m JOIN vectors v"
            " ON v.owner_id = m.id AND v.model = :model WHERE m.status = 'active' AND m.user_id = :user"
            " AND m.agent_id IS NOT DISTINCT FROM :agent AND m.team_id IS NOT DISTINCT FROM :team"
            f" AND v.dim = :dim AND ({' OR '.join(named)}) ORDER BY m.rid DESC LIMIT :limit",
            {
                "q": query,
                "model": model,
                "user": scope.user_id,
                "agent": scope.agent_id,
                "team": scope.team_id,
                "dim": len(query),
                "subject": want.subject,
                "attributes": list(want.attributes),
                "tsq": " & ".join(_lexeme(w) for w in words),
                "speaker": want.speaker,
                "limit": limit,
            },
        )
        items = {m.id: m for m in self._memory_rows([r["id"] for r in rows])}
        return [
            Neighbour(memory=items[r["id"]], similarity=float(r["sim"])) for r in rows if r["id"] in items
        ]

    # --- vectors, entities, text ---

    def put_vectors(self, owner_type: str, ids: Sequence[str], model: str, matrix: Vectors) -> None:
        matrix = np.asarray(matrix, dtype=np.float32)
        if not len(ids):
            return
        with self.transaction():
            self.ensure_vector_index(model, int(matrix.shape[1]))
            self.conn.execute("DELETE FROM vectors WHERE owner_id = ANY(?) AND model = ?", (list(ids), model))
            self.conn.executemany(
                "INSERT INTO vectors (owner_id, owner_type, model, dim, vector) VALUES (?, ?, ?, ?, ?)",
                [(i, owner_type, model, matrix.shape[1], matrix[n]) for n, i in enumerate(ids)],
            )

    def ensure_vector_index(self, model: str, dim: int) -> None:
        name = "vectors_hnsw_" + hashlib.sha256(f"{model}\0{dim}".encode()).hexdigest()[:16]
        self.raw.execute(
            pgsql.SQL(
                "CREATE INDEX IF NOT EXISTS {} ON vectors USING hnsw ((vector::vector({})) vector_cosine_ops)"
                " WHERE model = {} AND dim = {}"
            ).format(pgsql.Identifier(name), pgsql.Literal(dim), pgsql.Literal(model), pgsql.Literal(dim))
        )

    def load_vectors(self, owner_type: str, model: str, after: int = 0) -> tuple[int, list[str], Vectors]:
        rows = self._rows(
            "SELECT rid, owner_id, dim, vector FROM vectors WHERE model = ? AND owner_type = ? AND rid > ?"
            " ORDER BY rid",
            (model, owner_type, after),
        )
        if not rows:
            return after, [], np.zeros((0, 0), dtype=np.float32)
        dim = int(rows[0]["dim"])
        sound = [r for r in rows if int(r["dim"]) == dim]
        matrix = np.stack([_vec(r["vector"]) for r in sound])
        return int(rows[-1]["rid"]), [r["owner_id"] for r in sound], matrix

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
        """``ts_rank_cd`` over the ``tsv`` column, any query word matching, through the predicate in
        the same query; (id, score) best first, ties by insertion order. ``plan`` is SQLite's (one plan
        here: PostgreSQL's planner picks between the GIN index and the predicate's indexes)."""
        if plan not in ("auto", "join", "filter"):
            raise ValidationError(f"text_search plan must be 'auto', 'join' or 'filter', got {plan!r}")
        where, params = readable_where(table, access, as_of, kinds)
        terms = query_words(query)
        if not terms or limit <= 0:
            return []
        alias = "m" if table == "memories" else "e"
        kept = self._distinctive(table, terms)
        # The tsquery is one parameter the planner sees, so it can weigh the words' frequencies
        # against the predicate's indexes (a caller's own hundred rows beat a common word's GIN list).
        params.update(
            {"tsq": (" | " if kept else " & ").join(_lexeme(t) for t in kept or terms), "tsq_limit": limit}
        )
        rows = self._rows(
            f"SELECT {alias}.id AS id, ts_rank_cd({alias}.tsv, to_tsquery('english', :tsq)) AS score"
            f" FROM {readable_source(table)} WHERE {alias}.tsv @@ to_tsquery('english', :tsq) AND {where}"
            f" ORDER BY score DESC, {alias}.rid LIMIT :tsq_limit",
            params,
        )
        return [(r["id"], float(r["score"])) for r in rows]

    def _distinctive(self, table: str, terms: list[str]) -> list[str]:
        """SQLite's rule (``sqlite_search.text_match``): in a table of at least ``common_from`` rows,
        a word found in more than ``common_share`` of them is this corpus's stopword and is left out.
        Here the share is PostgreSQL's own statistics of the ``tsv`` column (``most_common_elems``,
        kept by ANALYZE and autovacuum): no count at search time. Empty when every word is that
        common: the search then asks for rows holding all of them."""
        total = int(
            self._rows("SELECT reltuples::bigint AS n FROM pg_class WHERE relname = ?", (table,))[0]["n"]
        )
        if total < self.common_from:
            return terms
        shares = self._common_lexemes(table)
        rows = self._rows(
            "SELECT w.word AS word, tsvector_to_array(to_tsvector('english', w.word)) AS lexemes"
            " FROM unnest(CAST(:words AS text[])) AS w(word)",
            {"words": terms},
        )
        common = {
            r["word"] for r in rows if any(shares.get(x, 0.0) > self.common_share for x in r["lexemes"])
        }
        return [t for t in terms if t not in common]

    def _common_lexemes(self, table: str) -> dict[str, float]:
        """The ``tsv`` column's most common lexemes and the share of rows holding each, from
        ``pg_stats``; read at most every ``COMMON_STATS_S`` seconds (statistics move slowly)."""
        cached = self._common.get(table)
        if cached is not None and time.monotonic() - cached[0] < COMMON_STATS_S:
            return cached[1]
        rows = self._rows(
            "SELECT most_common_elems::text::text[] AS lexemes, most_common_elem_freqs AS shares FROM pg_stats"
            " WHERE schemaname = current_schema() AND tablename = ? AND attname = 'tsv'",
            (table,),
        )
        shares = dict(zip(rows[0]["lexemes"] or [], rows[0]["shares"] or [], strict=False)) if rows else {}
        self._common[table] = (time.monotonic(), shares)
        return shares

    def allowed_ids(
        self, table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
    ) -> list[str]:
        where, params = readable_where(table, access, as_of, kinds)
        alias = "m" if table == "memories" else "e"
        return [
            r["id"]
            for r in self._rows(
                f"SELECT {alias}.id AS id FROM {readable_source(table)} WHERE {where}", params
            )
        ]

    def any_readable(
        self, table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
    ) -> bool:
        where, params = readable_where(table, access, as_of, kinds)
        return bool(
            self._rows(f"SELECT 1 AS one FROM {readable_source(table)} WHERE {where} LIMIT 1", params)
        )

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

        The predicate is part of the query either way. ``index``: the model's HNSW index, with
        pgvector's iterative scan (``strict_order``) reading on until ``limit`` rows pass the predicate;
        ``exact``: the distance of every readable row, sorted. ``auto`` runs ``index`` and falls back to
        ``exact`` when the index ran out before ``limit`` rows passed (a caller who reads few rows).
        """
        if limit <= 0:
            return []
        table = "memories" if owner_type == "memory" else "episodes"
        if owner_type not in ("memory", "episode"):
            raise ValidationError(f"owner_type must be 'memory' or 'episode', got {owner_type!r}")
        q = np.asarray(query, dtype=np.float32).reshape(-1)
        plan = self.vector_plan
        if plan in ("auto", "index"):
            hits = self._vector_query(table, owner_type, model, q, access, limit, as_of, kinds, index=True)
            if plan == "index" or len(hits) >= limit:
                return hits
        return self._vector_query(table, owner_type, model, q, access, limit, as_of, kinds, index=False)

    def _vector_query(
        self,
        table: str,
        owner_type: str,
        model: str,
        q: np.ndarray[Any, np.dtype[np.float32]],
        access: Access,
        limit: int,
        as_of: datetime | None,
        kinds: Sequence[str] | None,
        *,
        index: bool,
    ) -> list[tuple[str, float]]:
        where, params = readable_where(table, access, as_of, kinds)
        alias = "m" if table == "memories" else "e"
        dim = len(q)
        # The indexed expression is the vector cast to the model's dimension; the exact plan orders by
        # the plain column, which no index serves.
        column = f"(v.vector::vector({dim}))" if index else "v.vector"
        params.update({"vq": q, "vq_model": model, "vq_type": owner_type, "vq_limit": limit})
        # The dimension is a literal, as in the partial index's predicate (which the planner must prove);
        # the index yields distance order only, so only the exact plan breaks ties by insertion order.
        tie = "" if index else f", {alias}.rid"
        sql = (
            f"SELECT {alias}.id AS id, 1 - ({column} <=> CAST(:vq AS vector({dim}))) AS sim"
            f" FROM vectors v JOIN {readable_source(table)} ON {alias}.id = v.owner_id"
            f" WHERE v.model = :vq_model AND v.dim = {dim} AND v.owner_type = :vq_type AND {where}"
            f" ORDER BY {column} <=> CAST(:vq AS vector({dim})){tie} LIMIT :vq_limit"
        )
        with self._lock:
            # Session settings, set once and again only when they change: no transaction and no
            # extra round trips per search. They act on HNSW index scans only, never on the exact plan.
            ef = max(self.ef_search, min(limit, 1000))
            if index and ef != self._session_ef:
                self.raw.execute(pgsql.SQL("SET hnsw.ef_search = {}").format(pgsql.Literal(ef)))
                self._session_ef = ef
            rows = self.conn.execute(sql, params).fetchall()
        return [(r["id"], float(r["sim"])) for r in rows]

    def entity_search(
        self,
        table: str,
        entities: Sequence[str],
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]:
        found = list(dict.fromkeys(e.lower() for e in entities if e.strip()))
        where, params = readable_where(table, access, as_of, kinds)
        if not found or limit <= 0:
            return []
        if table == "memories":
            params.update({"ents": found, "ent_limit": limit})
            rows = self._rows(
                "SELECT m.id AS id, COUNT(*) AS n FROM entities en JOIN memories m ON m.id = en.owner_id"
                f" WHERE en.entity = ANY(:ents) AND {where} GROUP BY m.id, m.rid ORDER BY n DESC, m.rid"
                " LIMIT :ent_limit",
                params,
            )
            return [(r["id"], float(r["n"])) for r in rows]

        def hits(entity: str) -> list[PgRow]:
            return self._rows(
                "SELECT e.id AS id, e.rid AS rid FROM episodes e WHERE (e.tsv @@ plainto_tsquery('english', :ent)"
                f" OR lower(e.name) = :ent) AND {where}",
                {**params, "ent": entity},
            )

        return ranked_by_count((hits(e) for e in found), limit)

    def context_search(
        self,
        query: str,
        access: Access,
        limit: int,
        as_of: datetime | None = None,
        neighbours: float = 0.5,
        day: float = 0.5,
    ) -> list[tuple[str, float]]:
        """The readable turns read in context (``episodes_ctx``): each turn as said ("<name>: <content>",
        weight A), its session neighbours (the turns right before and after it, weight B) and the day
        it was said ("8 May 2023 Monday", weight C), ranked by ``ts_rank_cd`` with the weights 1,
        ``neighbours`` and ``day`` (all scaled by the largest when one is above 1: PostgreSQL takes
        weights up to 1; the order is the same). (id, score) best first, ties by insertion order. The
        same query words as ``text_search`` (any distinctive word; all of them when none is)."""
        check_context_weights(neighbours, day)
        terms = query_words(query)
        if not terms or limit <= 0:
            return []
        kept = self._distinctive("episodes", terms)
        top = max(1.0, float(neighbours), float(day))
        where, params = readable_where("episodes", access, as_of)
        params.update(
            {
                "cx_tsq": (" | " if kept else " & ").join(_lexeme(t) for t in kept or terms),
                # ts_rank_cd's weights of the D, C, B, A labels
                "cx_w": [0.0, float(day) / top, float(neighbours) / top, 1.0 / top],
                "cx_limit": limit,
            }
        )
        rows = self._rows(
            "SELECT e.id AS id, ts_rank_cd(CAST(:cx_w AS real[]), c.tsv, to_tsquery('english', :cx_tsq))"
            " AS score FROM episodes_ctx c JOIN episodes e ON e.rid = c.rid"
            f" WHERE c.tsv @@ to_tsquery('english', :cx_tsq) AND {where}"
            " ORDER BY score DESC, e.rid LIMIT :cx_limit",
            params,
        )
        return [(r["id"], float(r["score"])) for r in rows]

    def superseded_episodes(self, ids: Sequence[str]) -> set[str]:
        """The episodes among ``ids`` all of whose derived memories were superseded or retracted
        (an episode no memory came from is never among them)."""
        if not ids:
            return set()
        rows = self._rows(
            "SELECT ev.episode_id AS id FROM evidence ev JOIN memories m ON m.id = ev.memory_id"
            " WHERE ev.episode_id = ANY(?) GROUP BY ev.episode_id"
            " HAVING bool_and(m.status IN ('superseded', 'retracted'))",
            (list(dict.fromkeys(ids)),),
        )
        return {r["id"] for r in rows}

    def load_candidates(
        self, ids: Sequence[str], access: Access, as_of: datetime | None = None
    ) -> list[MemoryItem]:
        if not ids:
            return []
        where, params = readable_where("memories", access, as_of)
        params["cand_ids"] = list(ids)
        readable = {
            r["id"]
            for r in self._rows(
                f"SELECT m.id AS id FROM memories m WHERE m.id = ANY(:cand_ids) AND {where}", params
            )
        }
        passed = [i for i in dict.fromkeys(ids) if i in readable]
        trusted = Access(None, None, access.now)  # the predicate was applied just above
        return self.get_memories(passed, trusted, statuses=None)

    def candidate_keys(
        self, ids: Sequence[str], access: Access, as_of: datetime | None = None
    ) -> list[CandidateKey]:
        """``load_candidates`` without the rows: owner, kind and evidence episodes, in ``ids`` order."""
        if not ids:
            return []
        where, params = readable_where("memories", access, as_of)
        params["cand_ids"] = list(ids)
        found = {
            r["id"]: r
            for r in self._rows(
                "SELECT m.id AS id, m.user_id AS user_id, m.kind AS kind FROM memories m"
                f" WHERE m.id = ANY(:cand_ids) AND {where}",
                params,
            )
        }
        passed = [i for i in dict.fromkeys(ids) if i in found]
        cited: dict[str, list[str]] = {i: [] for i in passed}
        for e in self._rows(
            "SELECT memory_id, episode_id FROM evidence WHERE memory_id = ANY(?) ORDER BY memory_id, position",
            (passed,),
        ):
            cited[e["memory_id"]].append(e["episode_id"])
        return [CandidateKey(i, found[i]["user_id"], found[i]["kind"], tuple(cited[i])) for i in passed]

    def drop_vectors(self, keep_model: str) -> int:
        with self.transaction():
            return self.conn.execute("DELETE FROM vectors WHERE model != ?", (keep_model,)).rowcount

    # --- traces (a table of the database; written outside the write lock) ---

    def insert_trace(self, trace: Trace) -> None:
        cols = ", ".join(tracelog.COLUMNS)
        self._rows(
            f"INSERT INTO traces ({cols}) VALUES ({', '.join('?' for _ in tracelog.COLUMNS)})"
            " ON CONFLICT DO NOTHING RETURNING id",
            tracelog.to_row(trace),
        )

    def get_trace(self, trace_id: str) -> Trace:
        rows = self._rows("SELECT * FROM traces WHERE id = ?", (trace_id,))
        if not rows:
            raise NotFound("trace", trace_id)
        return tracelog.from_row(rows[0])

    def recent_traces(self, user_id: str, limit: int = 20) -> list[Trace]:
        rows = self._rows(
            "SELECT * FROM traces WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?",
            (user_id, limit),
        )
        return [tracelog.from_row(r) for r in rows]

    def _traces_naming(self, ids: Sequence[str], users: Sequence[str]) -> list[str]:
        rows = self._rows(
            tracelog.NAMING_SQL, {"ids": json.dumps(list(ids)), "users": json.dumps(list(users))}
        )
        return sorted(str(r["id"]) for r in rows)

    # --- ledger ---

    def verify(self, witness: dict[str, Any] | None = None) -> VerifyReport:
        """The ledger, unreadable rows, and the chain's head against the anchor (and ``witness``).
        Holds the write lock while it reads: the anchor and the chain are compared at one point."""
        with self._lock, self.raw.transaction():
            self.raw.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            return self._verify_all(witness)

    def _database(self) -> str:
        return _safe(self.url)

    def _derived_faults(self) -> list[str]:
        """Derived rows that do not match what they derive from: vectors of a wrong dimension, entity
        rows missing or left over (``derived.entity_faults``; ``veramem repair`` rebuilds both)."""
        conn = self.conn
        out = [
            f"vector of {r['owner_id']}: dimension {r['dim']} recorded, {r['n']} stored"
            for r in conn.execute(
                "SELECT owner_id, dim, vector_dims(vector) AS n FROM vectors WHERE dim != vector_dims(vector)"
            )
        ]
        out += [
            f"episodes_ctx of episode {r['id']}: does not match the episode and its neighbours"
            for r in conn.execute(
                "SELECT e.id AS id FROM episodes e LEFT JOIN episodes_ctx c ON c.rid = e.rid"
                " WHERE c.tsv IS DISTINCT FROM veramem_episode_ctx(e.rid) ORDER BY e.rid"
            )
        ]
        out += [
            f"episodes_ctx row {r['rid']}: no episode"
            for r in conn.execute(
                "SELECT c.rid AS rid FROM episodes_ctx c WHERE NOT EXISTS"
                " (SELECT 1 FROM episodes e WHERE e.rid = c.rid) ORDER BY c.rid"
            )
        ]
        extra, missing = derived.entity_faults(conn)
        out += [f"entity {e!r} of {o}: no memory records it" for o, e in extra]
        out += [f"entity {e!r} of memory {o}: missing from the entities table" for o, e in missing]
        return out

    def repair(self, embedder: Embedder) -> derived.RepairReport:
        """Re-embed rows without a vector of ``embedder``'s model, drop vectors of a wrong dimension,
        rebuild the entity rows from the memories' recorded entities and the turns read in context
        (``episodes_ctx``) from the episodes (``tsv`` is generated)."""
        report = derived.RepairReport()
        with self.transaction():
            report.vectors_dropped = self.conn.execute(
                "DELETE FROM vectors WHERE dim != vector_dims(vector)"
            ).rowcount
            for owner_type in ("memory", "episode"):
                while missing := self.missing_vectors(owner_type, embedder.name, 256):
                    self.put_vectors(
                        owner_type,
                        [i for i, _ in missing],
                        embedder.name,
                        embedder.embed([t for _, t in missing]),
                    )
                    report.vectors_embedded[owner_type] = report.vectors_embedded.get(owner_type, 0) + len(
                        missing
                    )
            extra, missing_entities = derived.entity_faults(self.conn)
            self.conn.executemany("DELETE FROM entities WHERE owner_id = ? AND entity = ?", extra)
            self.conn.executemany(
                "INSERT OR IGNORE INTO entities (owner_id, entity) VALUES (?, ?)", missing_entities
            )
            report.entities_dropped, report.entities_added = len(extra), len(missing_entities)
            # The turns read in context, recomputed from the episodes (the trigger keeps them so).
            self.conn.execute(
                "DELETE FROM episodes_ctx c WHERE NOT EXISTS (SELECT 1 FROM episodes e WHERE e.rid = c.rid)"
            )
            self.conn.execute(
                "INSERT INTO episodes_ctx (rid, tsv) SELECT rid, veramem_episode_ctx(rid) FROM episodes"
                " ON CONFLICT (rid) DO UPDATE SET tsv = excluded.tsv WHERE episodes_ctx.tsv IS DISTINCT FROM excluded.tsv"
            )
        return report

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for table in ("episodes", "memories", "ledger", "grants", "traces"):
            out[table] = int(self._rows(f"SELECT count(*) AS n FROM {table}")[0]["n"])
        return out

    # --- the outcome loop ---

    def memory_vectors(self, ids: Sequence[str], model: str) -> dict[str, Vectors]:
        if not ids:
            return {}
        rows = self._rows(
            "SELECT owner_id, vector FROM vectors WHERE model = ? AND owner_id = ANY(?)", (model, list(ids))
        )
        return {r["owner_id"]: _vec(r["vector"]) for r in rows}

    # --- sharing and erasure ---

    def private_texts(self, user_id: str, exclude: Sequence[str] = ()) -> list[str]:
        rows = self._rows(
            "SELECT text FROM memories WHERE user_id = ? AND visibility = 'private' AND NOT (id = ANY(?))",
            (user_id, list(exclude)),
        )
        return [r["text"] for r in rows]

    def erase(self, plan: erasure.ErasurePlan) -> ForgetReport:
        """Hard-delete ``plan`` with ledger tombstones, and the traces naming what it erases, in one
        transaction (a VACUUM of the tables reclaims the freed pages; see docs/scaling.md)."""
        with self.transaction():
            trace_ids = self._traces_naming([*plan.memory_ids, *plan.episode_ids], plan.user_ids)
            report = erasure.erase(self.conn, plan, self._record, trace_ids)
            if trace_ids:
                report.traces = self.conn.execute(
                    "DELETE FROM traces WHERE id = ANY(?)", (trace_ids,)
                ).rowcount
        return report

    # --- migration from SQLite (``veramem migrate --to``) ---

    def copy_from(self, source: SQLiteStore, batch: int = 2000) -> dict[str, int]:
        """Copy every row of the SQLite store ``source`` into this empty store in one transaction:
        the same ids, versions, evidence, grants, feedback, vectors, traces and ledger entries (so the
        chain and every row hash carry over), then advance the anchor to the copied head."""
        if self.counts()["ledger"] or self.counts()["episodes"] or self.counts()["memories"]:
            raise ValidationError(
                f"{_safe(self.url)!r} already holds a VeraMem store: migrate into an empty database"
            )
        copied: dict[str, int] = {}
        with self.transaction():
            # Evidence is copied as SQLite holds it, in its row order: the ceiling trigger, which checks
            # after each row, is off for this transaction only (SQLite's own trigger never re-checked
            # rows written before m006; ``verify`` recomputes the ceiling for every memory either way).
            # The turns read in context are written once after the copy, not rewritten per turn.
            self.conn.execute("ALTER TABLE evidence DISABLE TRIGGER evidence_authority_ceiling")
            self.conn.execute("ALTER TABLE episodes DISABLE TRIGGER episodes_ctx_aid")
            for table, order in _COPY_ORDER:
                copied[table] = self._copy_table(source, table, order, batch)
            self.conn.execute(
                "INSERT INTO episodes_ctx (rid, tsv) SELECT rid, veramem_episode_ctx(rid) FROM episodes"
            )
            self.conn.execute("ALTER TABLE episodes ENABLE TRIGGER episodes_ctx_aid")
            self.conn.execute("ALTER TABLE evidence ENABLE TRIGGER evidence_authority_ceiling")
            n = source.rows("SELECT n FROM vector_epoch WHERE id = 1")
            self.conn.execute("UPDATE vector_epoch SET n = ? WHERE id = 1", (int(n[0]["n"]) if n else 0,))
            copied["traces"] = self._copy_traces(source, batch)
            for model, dim in {
                (r["model"], int(r["dim"]))
                for r in self.conn.execute("SELECT DISTINCT model, dim FROM vectors")
            }:
                self.ensure_vector_index(model, dim)
            # The anchor moves from the empty chain to the copied head before COMMIT, as for a write.
            self._start = ledger.Head(0, ledger.GENESIS)
            self._head = ledger.head(self.conn)
        return copied

    def _copy_table(self, source: SQLiteStore, table: str, order: str, batch: int) -> int:
        columns = [r["name"] for r in source.rows(f"SELECT name FROM pragma_table_info('{table}')")]
        insert = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
        total, last = 0, None
        while True:
            where = "" if last is None else f"WHERE {order} > ?"
            rows = source.rows(
                f"SELECT {order} AS copy_key, * FROM {table} {where} ORDER BY {order} LIMIT {batch}",
                () if last is None else (last,),
            )
            if not rows:
                return total
            values = [
                tuple(_vector_value(r[c]) if (table, c) == ("vectors", "vector") else r[c] for c in columns)
                for r in rows
            ]
            self.conn.executemany(insert, values)
            total += len(rows)
            last = rows[-1]["copy_key"]

    def _copy_traces(self, source: SQLiteStore, batch: int) -> int:
        path = tracelog.path_for(source.path)
        if path == ":memory:" or not Path(path).exists():
            return 0
        conn = sqlite3.connect(path)
        conn.row_factory = sqlite3.Row
        try:
            rows = conn.execute(f"SELECT {', '.join(tracelog.COLUMNS)} FROM traces ORDER BY rowid").fetchall()
        finally:
            conn.close()
        insert = f"INSERT INTO traces ({', '.join(tracelog.COLUMNS)}) VALUES ({', '.join('?' for _ in tracelog.COLUMNS)})"
        for start in range(0, len(rows), batch):
            self.conn.executemany(insert, [tuple(r) for r in rows[start : start + batch]])
        return len(rows)


# Tables in an order their references allow, each with the key that keeps SQLite's row order.
_COPY_ORDER = (
    ("episodes", "rowid"),
    ("memories", "rowid"),
    ("evidence", "rowid"),
    ("entities", "rowid"),
    ("vectors", "rowid"),
    ("grants", "rowid"),
    ("ledger", "seq"),
    ("feedback", "rowid"),
    ("feedback_credits", "rowid"),
    ("gate_rejections", "rowid"),
    ("api_keys", "rowid"),
)


def _vector_value(blob: Any) -> np.ndarray[Any, np.dtype[np.float32]]:
    return np.frombuffer(bytes(blob), dtype=np.float32)


def _lexeme(word: str) -> str:
    """One query word as a quoted tsquery operand (never an operator)."""
    return "'" + word.replace("\\", "\\\\").replace("'", "''") + "'"


def _vec(value: Any) -> np.ndarray[Any, np.dtype[np.float32]]:
    """A stored vector as float32 (pgvector reads ``vector`` columns as ``Vector``)."""
    raw = value.to_numpy() if isinstance(value, Vector) else value
    return np.asarray(raw, dtype=np.float32)


def _safe(url: str) -> str:
    """The URL without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    return url.replace(f":{parts.password}@", ":***@", 1)


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


__all__ = ["PgConn", "PgRow", "PostgresStore", "VeraMemError", "is_postgres_url"]
