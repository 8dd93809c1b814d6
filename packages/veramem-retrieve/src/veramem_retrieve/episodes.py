"""The raw-turn lexical channel: a turn read in its context, as the strongest plain baseline reads it.

In a conversation the words of a question are often split between the turn that holds the answer
and the turns around it ("what did you paint?" / "a sunrise"), and "when" questions are answered by
the day a turn was said. The store's ``context_search`` ranks each turn as said ("<name>: <content>"),
with its session neighbours and its day as two down-weighted fields (``weights.context``,
``weights.day``), through the access predicate.
"""

from __future__ import annotations

from veramem_core.stages import ChannelRanking, SearchRequest

from .lexical import terms


def lexical(
    request: SearchRequest, limit: int, weight: float, neighbours: float, day: float
) -> ChannelRanking:
    """BM25 over the caller's turns read in context; scores are ``-bm25`` (higher is better)."""
    words = terms(request.query)
    if not words:
        return ChannelRanking("lexical", [], [], weight)
    found = request.store.context_search(
        " ".join(words), request.access.only("own"), limit, request.as_of, neighbours=neighbours, day=day
    )
    return ChannelRanking("lexical", [i for i, _ in found], [s for _, s in found], weight)
