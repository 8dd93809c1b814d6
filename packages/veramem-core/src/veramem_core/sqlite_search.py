"""The SQLite store's retrieval queries: what the search stage asks of a store, answered in SQL.

Each function backs one ``Store`` method (see ``veramem_core.store.Store``); the access predicate
(``Access.memory_sql`` / ``episode_sql``) is part of every query, so nothing is ranked or returned
that the caller may not read.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from . import fts
from .access import Access
from .errors import ValidationError
from .shared_store import check_context_weights, query_words, ranked_by_count
from .stages import CandidateKey
from .store_rows import Row

if TYPE_CHECKING:
    from .models import MemoryItem
    from .store import SQLiteStore

Plan = Literal["auto", "join", "filter"]
TABLES = ("memories", "episodes")
# Text search filters instead of joining when the caller's scopes hold at least this share of the
# full-text rows: the predicate then passes most of the best-ranked rows anyway.
FILTER_FROM_SHARE = 0.5
# The filter plan hands over to the join when fewer than 1 in this many of its ranked rows pass.
FILTER_GIVE_UP = 8
# In a table of at least COMMON_FROM full-text rows, a query word found in more than COMMON_SHARE of
# them is a stopword of this corpus: its IDF is a fraction of a rare word's, and ranking every row it
# matches is most of a search's cost. It is left out of the MATCH unless every query word is that
# common. Smaller tables rank every word: there a full ranking costs little.
COMMON_SHARE = 0.01
COMMON_FROM = 50_000


def _table(table: str, what: str) -> None:
    if table not in TABLES:
        raise ValidationError(f"{what} table must be 'memories' or 'episodes', got {table!r}")


def readable_where(
    table: str, access: Access, as_of: datetime | None = None, kinds: Sequence[str] | None = None
) -> tuple[str, dict[str, Any]]:
    """(WHERE clause over alias ``m`` or ``e``, params): rows of ``table`` the caller may read.

    Memories: active ones (with ``as_of``, those valid then) of ``kinds``; episodes: said by ``as_of``.
    """
    _table(table, "readable")
    if table == "episodes":
        # The past as it was known then: nothing said, or stored, after as_of.
        return access.episode_sql("e", as_of=as_of)
    where, params = access.memory_sql("m", as_of=as_of)
    if kinds is not None:
        where += f" AND m.kind IN ({', '.join(f':rd_kind{i}' for i in range(len(kinds)))})"
        params.update({f"rd_kind{i}": kind for i, kind in enumerate(kinds)})
    return where, params


def readable_source(table: str) -> str:
    """``table`` under the alias ``readable_where`` speaks of: ``memories m`` or ``episodes e``."""
    if table == "memories":
        return "memories m"
    if table == "episodes":
        return "episodes e"
    raise ValidationError(f"table must be 'memories' or 'episodes', got {table!r}")


def readable_ids(
    store: SQLiteStore,
    table: str,
    access: Access,
    as_of: datetime | None = None,
    kinds: Sequence[str] | None = None,
) -> list[str]:
    where, params = readable_where(table, access, as_of, kinds)
    if table == "memories" and access.caller is not None:
        # The full predicate stays in every branch; the extra conjunct only lets SQLite use an index
        # per branch instead of scanning every memory (the OR of visibilities defeats the planner);
        # the unary + keeps it off the low-selectivity visibility index for the caller's own rows.
        branches = (
            "m.user_id = :acc_caller AND +m.visibility = 'private'",
            "m.visibility = 'team'",
            "m.visibility = 'public'",
        )
        sql = " UNION ALL ".join(f"SELECT m.id AS id FROM memories m WHERE {b} AND {where}" for b in branches)
        return [r["id"] for r in store.rows(sql, params)]
    alias = "m" if table == "memories" else "e"
    return [
        r["id"]
        for r in store.rows(f"SELECT {alias}.id AS id FROM {readable_source(table)} WHERE {where}", params)
    ]


def any_readable(
    store: SQLiteStore,
    table: str,
    access: Access,
    as_of: datetime | None = None,
    kinds: Sequence[str] | None = None,
) -> bool:
    where, params = readable_where(table, access, as_of, kinds)
    return bool(store.rows(f"SELECT 1 FROM {readable_source(table)} WHERE {where} LIMIT 1", params))


def _execute(store: SQLiteStore) -> fts.Execute:
    def run(sql: str, params: Mapping[str, Any]) -> Sequence[Mapping[str, Any]]:
        return [dict(r) for r in store.rows(sql, params)]

    return run


@dataclass(frozen=True)
class Counts:
    """What picks a text-search plan, from a few rows of ``scope_rows`` (kept by triggers): the
    full-text rows in the caller's scope tokens, about how many the view may read, the rows the
    caller wrote (``fts.writer_token``), and all rows of the table. Only the plan depends on them,
    never the hits."""

    scoped: int
    view: int
    wrote: int
    total: int

    def narrows(self) -> bool:
        """The scope tokens keep out most rows: worth ANDing into the MATCH."""
        return self.scoped < FILTER_FROM_SHARE * self.total

    def by_writer(self) -> bool:
        """The caller wrote far fewer rows than their scopes hold (their own block of a pool): check
        each match against the rows they wrote before scoring it."""
        return self.wrote * FILTER_GIVE_UP < self.scoped


def counts(store: SQLiteStore, table: str, access: Access) -> Counts:
    """The ``Counts`` of ``access``'s view of ``table``: the view's rows lie in the caller's scope
    tokens; the ``own`` block of memories is also at most the rows the caller wrote, and the
    ``shared`` block the team and public rows less those the caller wrote there."""
    tokens = fts.scope_tokens(table, access, _execute(store))
    writer = fts.writer_token(access.caller) if access.caller is not None else "*"
    wanted = ["*", writer, *(tokens or [])]
    marks = ", ".join(f":tok{i}" for i in range(len(wanted)))
    found = {
        r["scope"]: int(r["n"])
        for r in store.rows(
            f"SELECT scope, n FROM scope_rows WHERE tbl = :tbl AND scope IN ({marks})",
            {"tbl": table, **{f"tok{i}": t for i, t in enumerate(wanted)}},
        )
    }
    total = found.get("*", 0)
    if tokens is None or access.caller is None:
        return Counts(total, total, total, total)
    scoped = sum(found.get(t, 0) for t in tokens)
    if table == "episodes":  # every episode is its speaker's own
        return Counts(scoped, 0 if access.block == "shared" else scoped, scoped, total)
    private = found.get(fts.user_token(access.caller), 0)
    wrote = found.get(writer, 0)
    view = scoped
    if access.block == "own":
        view = min(scoped, wrote)
    elif access.block == "shared":
        view = max(0, scoped - private - max(0, wrote - private))
    return Counts(scoped, view, wrote, total)


def scope_counts(store: SQLiteStore, table: str, access: Access) -> tuple[int, int]:
    """(about how many full-text rows the view may read, all full-text rows of ``table``)."""
    found = counts(store, table, access)
    return found.view, found.total


def text_match(store: SQLiteStore, table: str, terms: list[str], total: int) -> str:
    """The MATCH over the text column: ``terms`` OR-ed, without this corpus's stopwords (see
    ``SQLiteStore.common_share``); when every word is that common, the rows holding all of them.

    Each word's row count is counted only up to the threshold, so a common word costs a short walk
    of its posting list, never a ranking of it.
    """
    column = fts.TEXT_COLUMN[table]
    kept = _distinctive(store, table, terms, total)
    if kept:
        return f"{column}:({fts.phrases(kept)})"
    return f"{column}:({' AND '.join(fts.phrases([t]) for t in terms)})"


def _distinctive(store: SQLiteStore, table: str, terms: list[str], total: int) -> list[str]:
    if total < store.common_from:
        return terms
    cap = int(total * store.common_share)
    # Each block of a search, and the next search, asks about the same words: remember the answer
    # until the next write to memories or episodes (every one moves the change feed, ``row_stamps``).
    at = int(store.rows("SELECT coalesce(max(seq), 0) AS seq FROM row_stamps")[0]["seq"])
    known = store.common_words
    if len(known) > 4096:
        known.clear()
    kept: list[str] = []
    for t in terms:
        key = (table, t, cap, at)
        common = known.get(key)
        if common is None:
            common = known[key] = _counted_over(store, table, t, cap)
        if not common:
            kept.append(t)
    return kept


def _counted_over(store: SQLiteStore, table: str, term: str, cap: int) -> bool:
    column = fts.TEXT_COLUMN[table]
    return (
        store.rows(
            f"SELECT count(*) AS n FROM (SELECT 1 FROM {table}_fts WHERE {table}_fts MATCH ? LIMIT ?)",
            (f"{column}:{fts.phrases([term])}", cap + 1),
        )[0]["n"]
        > cap
    )


def text_search(
    store: SQLiteStore,
    table: str,
    query: str,
    access: Access,
    limit: int,
    as_of: datetime | None = None,
    kinds: Sequence[str] | None = None,
    plan: Plan = "auto",
) -> list[tuple[str, float]]:
    """FTS5 BM25, best first, score = -bm25; ties by row order. Two plans, same results:

    ``join`` matches within the caller's scope tokens and joins the predicate to every match (cheap
    when the caller reads few rows); ``filter`` ranks the text matches alone and applies the
    predicate to the best-ranked rows only, widening until ``limit`` pass (cheap when the caller
    reads most rows). ``auto`` picks by ``scope_counts``. Words common to more than ``store.common_share``
    of a large table are left out first (``text_match``), the same for both plans.
    """
    _table(table, "text_search")
    terms = query_words(query)
    if not terms or limit <= 0:
        return []
    found = counts(store, table, access)
    text = text_match(store, table, terms, found.total)
    if plan == "auto":
        plan = "filter" if not found.total or found.view >= FILTER_FROM_SHARE * found.total else "join"
    if plan == "join":
        return _joined(store, table, text, access, limit, as_of, kinds, found)
    if plan == "filter":
        return _filtered(store, table, text, access, limit, as_of, kinds, found)
    raise ValidationError(f"text_search plan must be 'auto', 'join' or 'filter', got {plan!r}")


def _joined(
    store: SQLiteStore,
    table: str,
    text: str,
    access: Access,
    limit: int,
    as_of: datetime | None,
    kinds: Sequence[str] | None,
    found: Counts,
) -> list[tuple[str, float]]:
    # The scoped MATCH and the writer's rows only narrow what FTS5 scores; the predicate decides
    # what is read. A query word never matches a scope token: the text filter names its column.
    tokens = fts.scope_tokens(table, access, _execute(store))
    scoped = tokens is not None and found.narrows()
    match = f"scope:({fts.phrases(tokens)}) AND {text}" if tokens is not None and scoped else text
    where, params = readable_where(table, access, as_of, kinds)
    alias = "m" if table == "memories" else "e"
    owner = ""
    if table == "memories" and access.caller is not None and access.block == "own" and found.by_writer():
        # The caller's own block of a pool they share: the scope tokens keep every row of the pool,
        # so FTS5 checks each match against the row numbers the caller wrote (one pass of an index,
        # held as a set) and scores, and joins, only those.
        owner = f" AND +{table}_fts.rowid IN (SELECT rowid FROM memories WHERE user_id = :acc_caller)"
    sql = (
        f"SELECT {alias}.id AS id, bm25({table}_fts, 1.0, 0.0) AS score FROM {table}_fts"
        f" JOIN {readable_source(table)} ON {alias}.rowid = {table}_fts.rowid"
        f" WHERE {table}_fts MATCH :match{owner} AND {where} ORDER BY score, {alias}.rowid LIMIT :limit"
    )
    params.update({"match": match, "limit": limit})
    return [(r["id"], -float(r["score"])) for r in store.rows(sql, params)]


def _filtered(
    store: SQLiteStore,
    table: str,
    match: str,
    access: Access,
    limit: int,
    as_of: datetime | None,
    kinds: Sequence[str] | None,
    found: Counts,
) -> list[tuple[str, float]]:
    where, params = readable_where(table, access, as_of, kinds)
    alias = "m" if table == "memories" else "e"
    batch = max(4 * limit, 64)
    while True:
        ranked = store.rows(
            f"SELECT rowid AS rid, bm25({table}_fts, 1.0, 0.0) AS score FROM {table}_fts"
            f" WHERE {table}_fts MATCH :match ORDER BY score, rowid LIMIT :batch",
            {"match": match, "batch": batch},
        )
        passed = {
            r["rid"]: r["id"]
            for r in store.rows(
                f"SELECT {alias}.rowid AS rid, {alias}.id AS id FROM json_each(:rids) AS w"
                f" CROSS JOIN {readable_source(table)} ON {alias}.rowid = w.value WHERE {where}",
                {**params, "rids": json.dumps([r["rid"] for r in ranked])},
            )
        }
        hits = [(passed[r["rid"]], -float(r["score"])) for r in ranked if r["rid"] in passed]
        if len(hits) >= limit or len(ranked) < batch:
            return hits[:limit]
        if len(hits) * FILTER_GIVE_UP < len(ranked):
            # Few of the best matches are readable in this view (the caller's own block in a pool
            # they also write to): widening would rank most of the matches, so join instead.
            return _joined(store, table, match, access, limit, as_of, kinds, found)
        batch *= 4


def context_search(
    store: SQLiteStore,
    query: str,
    access: Access,
    limit: int,
    as_of: datetime | None = None,
    neighbours: float = 0.5,
    day: float = 0.5,
) -> list[tuple[str, float]]:
    """BM25 over the turns read in context (``episodes_ctx``, migration ``m006_slot_authority``): the
    turn as said at weight 1, its session neighbours at ``neighbours`` and the day it was said at
    ``day``. Best first, score = -bm25. The MATCH keeps to the caller's scope token and the access
    predicate is joined in the same query (episodes are always their speaker's own, so the scoped
    match is what the caller reads). Words common to more than ``store.common_share`` of a large
    table are left out, as in ``text_search``."""
    check_context_weights(neighbours, day)
    terms = query_words(query)
    if not terms or limit <= 0:
        return []
    _, total = scope_counts(store, "episodes", access)
    kept = _distinctive(store, "episodes", terms, total)
    fields = "{said ctx day}"
    text = (
        f"{fields}: ({fts.phrases(kept)})"
        if kept
        else " AND ".join(f"{fields}: {fts.phrases([t])}" for t in terms)
    )
    tokens = fts.scope_tokens("episodes", access, _execute(store))
    match = text if tokens is None else f"scope:({fts.phrases(tokens)}) AND ({text})"
    where, params = readable_where("episodes", access, as_of)
    params.update({"cx_match": match, "cx_limit": limit, "cx_ctx": float(neighbours), "cx_day": float(day)})
    rows = store.rows(
        "SELECT e.id AS id, bm25(episodes_ctx, 1.0, :cx_ctx, :cx_day, 0.0) AS score FROM episodes_ctx"
        " JOIN episodes e ON e.rowid = episodes_ctx.rowid"
        f" WHERE episodes_ctx MATCH :cx_match AND {where} ORDER BY score, e.rowid LIMIT :cx_limit",
        params,
    )
    return [(r["id"], -float(r["score"])) for r in rows]


def superseded_episodes(store: SQLiteStore, ids: Sequence[str]) -> set[str]:
    """The episodes among ``ids`` that established memories, every one of which has since been
    superseded or retracted: evidence of an old state."""
    if not ids:
        return set()
    rows = store.rows(
        "SELECT ev.episode_id AS id FROM json_each(:old_ids) AS w"
        " CROSS JOIN evidence ev ON ev.episode_id = w.value JOIN memories m ON m.id = ev.memory_id"
        " GROUP BY ev.episode_id HAVING sum(m.status IN ('superseded', 'retracted')) = count(*)",
        {"old_ids": json.dumps(list(dict.fromkeys(ids)))},
    )
    return {r["id"] for r in rows}


def entity_search(
    store: SQLiteStore,
    table: str,
    entities: Sequence[str],
    access: Access,
    limit: int,
    as_of: datetime | None = None,
    kinds: Sequence[str] | None = None,
) -> list[tuple[str, float]]:
    """(id, how many of ``entities`` it is about), most first. Memories: their recorded entities;
    episodes: an entity named in the text (full-text match) or as the speaker (``name``)."""
    _table(table, "entity_search")
    found = list(dict.fromkeys(e.lower() for e in entities if e.strip()))
    if not found or limit <= 0:
        return []
    where, params = readable_where(table, access, as_of, kinds)
    if table == "memories":
        marks = ", ".join(f":ent_{i}" for i in range(len(found)))
        params.update({f"ent_{i}": e for i, e in enumerate(found)})
        params["ent_limit"] = limit
        rows = store.rows(
            "SELECT m.id AS id, COUNT(*) AS n FROM entities en JOIN memories m ON m.id = en.owner_id"
            f" WHERE en.entity IN ({marks}) AND {where} GROUP BY m.id ORDER BY n DESC, m.rowid LIMIT :ent_limit",
            params,
        )
        return [(r["id"], float(r["n"])) for r in rows]

    def hits(entity: str) -> Sequence[Row]:
        match = fts.scoped_match("episodes", [entity], access, _execute(store))
        return store.rows(
            "SELECT e.id AS id, e.rowid AS rid FROM episodes_fts JOIN episodes e ON e.rowid = episodes_fts.rowid"
            f" WHERE episodes_fts MATCH :ent_match AND {where}"
            f" UNION SELECT e.id AS id, e.rowid AS rid FROM episodes e WHERE lower(e.name) = :ent AND {where}",
            {**params, "ent": entity, "ent_match": match},
        )

    # One lookup per entity, so an episode naming two entities counts two.
    return ranked_by_count((hits(e) for e in found), limit)


def load_candidates(
    store: SQLiteStore, ids: Sequence[str], access: Access, as_of: datetime | None = None
) -> list[MemoryItem]:
    """The readable memories among ``ids`` (active ones, or with ``as_of`` the ones valid then),
    in the order of ``ids``, with their stored authority labels.

    ``get_memories`` lets SQLite drive its query from the visibility index (a scan of every private
    row); here a CROSS JOIN makes it start from the ids and look each one up by primary key, with the
    predicate applied in the same query that reads the rows. Only rows that pass are read.
    """
    if not ids:
        return []
    where, params = readable_where("memories", access, as_of)
    params["cand_ids"] = json.dumps(list(dict.fromkeys(ids)))
    rows = store.rows(
        f"SELECT m.* FROM json_each(:cand_ids) AS w CROSS JOIN memories m ON m.id = w.value WHERE {where}",
        params,
    )
    return store.memories_of(rows)


def candidate_keys(
    store: SQLiteStore, ids: Sequence[str], access: Access, as_of: datetime | None = None
) -> list[CandidateKey]:
    """``load_candidates`` without the rows: for each readable memory among ``ids`` (in their order),
    its owner, kind and evidence episodes, through the same predicate."""
    if not ids:
        return []
    where, params = readable_where("memories", access, as_of)
    params["cand_ids"] = json.dumps(list(dict.fromkeys(ids)))
    rows = store.rows(
        "SELECT m.id AS id, m.user_id AS user_id, m.kind AS kind FROM json_each(:cand_ids) AS w"
        f" CROSS JOIN memories m ON m.id = w.value WHERE {where}",
        params,
    )
    cited: dict[str, list[str]] = {r["id"]: [] for r in rows}
    for e in store.rows(
        "SELECT ev.memory_id AS id, ev.episode_id AS episode FROM json_each(:ids) AS w"
        " CROSS JOIN evidence ev ON ev.memory_id = w.value ORDER BY ev.memory_id, ev.position",
        {"ids": json.dumps(list(cited))},
    ):
        cited[e["id"]].append(e["episode"])
    return [CandidateKey(r["id"], r["user_id"], r["kind"], tuple(cited[r["id"]])) for r in rows]
