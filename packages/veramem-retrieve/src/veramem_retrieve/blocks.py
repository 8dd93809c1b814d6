"""The caller's own block and the shared block, each with its own candidate depth.

Team and public memories someone else contributed come back in a separate, labelled block and never
take a place among the caller's own (ShareMem precedence). Splitting after the channels have filled
their depth is not enough: a team with many matching items would fill a channel's whole depth and
leave the caller's own memory out before fusion ever saw it. So every built-in memory channel fills
its depth once per block, and fusion ranks each block on its own.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection

from veramem_core.stages import ChannelRanking, SearchRequest
from veramem_core.store import SQLiteStore

from ._sql import LEVEL_KINDS, level_where


def owned(request: SearchRequest, level: str) -> set[str]:
    """Ids of ``level`` the caller may read and wrote themselves (episodes are always their own)."""
    store = request.store
    if not isinstance(store, SQLiteStore):
        return set()
    table, where, params = level_where(request, level)
    alias = table.split()[1]
    return {
        r["id"]
        for r in store.execute(
            f"SELECT {alias}.id AS id FROM {table} WHERE {alias}.user_id = :acc_caller AND {where}", params
        )
    }


def owned_among(request: SearchRequest, ids: Collection[str]) -> set[str]:
    """Which of the memory ``ids`` the caller wrote (any status; the predicate is applied elsewhere)."""
    store = request.store
    if not ids or not isinstance(store, SQLiteStore):
        return set()
    rows = store.execute(
        "SELECT m.id AS id FROM json_each(:own_ids) AS w CROSS JOIN memories m ON m.id = w.value"
        " WHERE m.user_id = :own_caller",
        {"own_ids": json.dumps(list(ids)), "own_caller": request.user_id},
    )
    return {r["id"] for r in rows}


def split(ranking: ChannelRanking, mine: Callable[[str], bool]) -> tuple[ChannelRanking, ChannelRanking]:
    """``ranking`` as two rankings, the caller's own ids and the others, each in the original order."""
    scored = len(ranking.scores) == len(ranking.ids)
    parts: tuple[ChannelRanking, ChannelRanking] = (
        ChannelRanking(ranking.channel, [], [], ranking.weight),
        ChannelRanking(ranking.channel, [], [], ranking.weight),
    )
    for i, doc in enumerate(ranking.ids):
        part = parts[0] if mine(doc) else parts[1]
        part.ids.append(doc)
        if scored:
            part.scores.append(ranking.scores[i])
    return parts


def lexical_memories(request: SearchRequest, level: str, depth: int, weight: float) -> ChannelRanking:
    """BM25 over the memories of ``level``: ``depth`` of the caller's own and ``depth`` shared ones.

    The store ranks both together, so the query deepens (four times, up to four rounds) until each
    block has its depth or nothing more matches.
    """
    from .lexical import terms

    words = terms(request.query)
    if not words:
        return ChannelRanking("lexical", [], [], weight)
    mine = owned(request, level)
    limit = depth
    found: list[tuple[str, float]] = []
    for _ in range(4):
        found = request.store.text_search(
            "memories", " ".join(words), request.access, limit, request.as_of, kinds=LEVEL_KINDS[level]
        )
        if len(found) < limit or sum(f[0] in mine for f in found) >= depth:
            break
        limit *= 4
    own = [f for f in found if f[0] in mine][:depth]
    shared = [f for f in found if f[0] not in mine][:depth]
    kept = own + shared
    return ChannelRanking("lexical", [i for i, _ in kept], [s for _, s in kept], weight)
