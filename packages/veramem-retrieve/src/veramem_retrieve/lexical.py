"""The lexical channel: SQLite FTS5 BM25 (porter, unicode61), access predicate in the same query."""

from __future__ import annotations

import re

from veramem_core import fts
from veramem_core.stages import ChannelRanking, SearchRequest

from ._sql import level_where

_TOKEN = re.compile(r"\w+", re.UNICODE)
# Question furniture: matching it finds every turn that asks anything, not the answer.
_STOPWORDS_WORDS = (
    "a an the and or but if of to in on at by for with from about as into than then so is are was were be "
    "been being am do does did doing have has had having i me my we our you your he him his she her it its "
    "they them their this that these those what which who whom whose when where why how there here can "
    "could would should will shall may might must not no yes any some all each s t just very also too "
    "up down out over again ever tell know"
)
STOPWORDS = frozenset(_STOPWORDS_WORDS.split())


def terms(query: str) -> list[str]:
    """Content words of ``query``, lower-cased and unique; all words if every one is a stopword."""
    words = [w.lower() for w in _TOKEN.findall(query)]
    kept = [w for w in words if w not in STOPWORDS]
    return list(dict.fromkeys(kept or words))


def rank(request: SearchRequest, level: str, limit: int, weight: float = 1.0) -> ChannelRanking:
    """BM25 over the rows of ``level`` the caller may read; scores are ``-bm25`` (higher is better)."""
    words = terms(request.query)
    if not words:
        return ChannelRanking("lexical", [], [], weight)
    table, where, params = level_where(request, level)
    source, alias = ("episodes", "e") if level == "episodes" else ("memories", "m")
    fts_table = f"{source}_fts"
    store = request.store
    # The scoped MATCH keeps FTS5 from scoring other users' rows; the predicate (where) still decides.
    params["lex_match"] = fts.scoped_match(source, words, request.access, store.execute)  # type: ignore[attr-defined]
    params["lex_limit"] = limit
    rows = store.execute(  # type: ignore[attr-defined]
        f"SELECT {alias}.id AS id, bm25({fts_table}, 1.0, 0.0) AS score FROM {fts_table}"
        f" JOIN {table} ON {alias}.rowid = {fts_table}.rowid"
        f" WHERE {fts_table} MATCH :lex_match AND {where} ORDER BY score LIMIT :lex_limit",
        params,
    )
    return ChannelRanking("lexical", [r["id"] for r in rows], [-float(r["score"]) for r in rows], weight)
