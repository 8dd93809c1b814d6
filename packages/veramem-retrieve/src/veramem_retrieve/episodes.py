"""Raw-turn channels that read a turn in its context, as the strongest plain baseline does.

In a conversation the words of a question are often split between the turn that holds the answer
and the turns around it ("what did you paint?" / "a sunrise"), and "when" questions are answered by
the day a turn was said. The ``episodes_ctx`` index (migration ``m006_slot_authority``) holds each
turn as said ("<name>: <content>"), its session neighbours and its day as three fields; BM25 weighs
the neighbours and the day down (``weights.context``, ``weights.day``). Every read goes through the
access predicate, in the same query.
"""

from __future__ import annotations

from veramem_core import fts
from veramem_core.stages import ChannelRanking, SearchRequest
from veramem_core.store import SQLiteStore

from ._sql import level_where
from .lexical import terms


def lexical(
    request: SearchRequest, limit: int, weight: float, neighbours: float, day: float
) -> ChannelRanking:
    """BM25 over turns read in context (``episodes_ctx``): the turn as said, its session neighbours at
    ``neighbours`` weight and the day it was said at ``day`` weight; scores are ``-bm25``."""
    words = terms(request.query)
    store = request.store
    if not words:
        return ChannelRanking("lexical", [], [], weight)
    if not isinstance(store, SQLiteStore):  # another backend: plain BM25 over the turns
        found = store.text_search("episodes", " ".join(words), request.access, limit, request.as_of)
        return ChannelRanking("lexical", [i for i, _ in found], [s for _, s in found], weight)
    table, where, params = level_where(request, "episodes")
    tokens = fts.scope_tokens("episodes", request.access, store.execute)
    text = "{said ctx day}: (" + fts.phrases(words) + ")"
    params["ctx_match"] = text if tokens is None else f"scope:({fts.phrases(tokens)}) AND {text}"
    params.update({"ctx_w": neighbours, "day_w": day, "ctx_limit": limit})
    rows = store.execute(
        "SELECT e.id AS id, bm25(episodes_ctx, 1.0, :ctx_w, :day_w, 0.0) AS rank FROM episodes_ctx"
        f" JOIN {table} ON e.rowid = episodes_ctx.rowid"
        f" WHERE episodes_ctx MATCH :ctx_match AND {where} ORDER BY rank LIMIT :ctx_limit",
        params,
    )
    return ChannelRanking("lexical", [r["id"] for r in rows], [-float(r["rank"]) for r in rows], weight)
