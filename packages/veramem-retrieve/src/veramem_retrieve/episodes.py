"""Raw-turn channels that read a turn with its neighbours, as the strongest plain baseline does.

In a conversation the words of a question are often split between the turn that holds the answer
and the turns around it ("what did you paint?" / "a sunset"). BM25 over a turn plus its session
neighbours as a down-weighted second field finds such answers; here the same idea is computed from
the turns' own BM25 scores: a turn scores ``bm25(turn) + w * (bm25(previous) + bm25(next))``, so a
turn that matches nothing itself still ranks when both its neighbours do. Every read goes through
the access predicate.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from veramem_core.stages import ChannelRanking, SearchRequest
from veramem_core.store import SQLiteStore

from ._sql import level_where
from .lexical import terms


@dataclass(frozen=True)
class Turn:
    id: str
    previous: str | None
    next: str | None


def session_turns(request: SearchRequest, ids: list[str]) -> dict[str, Turn]:
    """Every readable turn of the sessions ``ids`` belong to, with its neighbours in session order."""
    store = request.store
    if not ids or not isinstance(store, SQLiteStore):
        return {}
    table, where, params = level_where(request, "episodes")
    params["nb_ids"] = json.dumps(ids)
    rows = store.execute(
        "SELECT id, previous, next FROM ("
        "SELECT e.id AS id, lag(e.id) OVER w AS previous, lead(e.id) OVER w AS next"
        f" FROM {table} WHERE {where} AND e.session_id IN ("
        "SELECT s.session_id FROM episodes s WHERE s.id IN (SELECT value FROM json_each(:nb_ids)))"
        " WINDOW w AS (PARTITION BY e.session_id ORDER BY e.event_time, e.rowid))",
        params,
    )
    return {r["id"]: Turn(r["id"], r["previous"], r["next"]) for r in rows}


def lexical(request: SearchRequest, limit: int, weight: float, neighbours: float) -> ChannelRanking:
    """BM25 over turns, each turn's neighbours' scores added at ``neighbours`` weight."""
    words = terms(request.query)
    if not words:
        return ChannelRanking("lexical", [], [], weight)
    found = request.store.text_search("episodes", " ".join(words), request.access, limit, request.as_of)
    scores = dict(found)
    if neighbours > 0 and scores:
        turns = session_turns(request, list(scores))
        combined: dict[str, float] = {}
        for turn in turns.values():
            around = scores.get(turn.previous or "", 0.0) + scores.get(turn.next or "", 0.0)
            total = scores.get(turn.id, 0.0) + neighbours * around
            if total > 0:
                combined[turn.id] = total
        # Turns outside any session (no session_id) keep their own score.
        for doc, score in scores.items():
            combined.setdefault(doc, score)
        scores = combined
    ordered = sorted(scores, key=lambda d: -scores[d])[:limit]
    return ChannelRanking("lexical", ordered, [scores[d] for d in ordered], weight)
