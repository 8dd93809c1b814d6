"""The lexical channel: the store's full-text search (BM25), access predicate applied by the store."""

from __future__ import annotations

import re

from veramem_core.access import Access
from veramem_core.stages import ChannelRanking, SearchRequest

from . import levels

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


def search(request: SearchRequest, view: Access, level: str, limit: int) -> list[tuple[str, float]]:
    """BM25 over the rows of ``level`` that ``view`` reads: (id, -bm25) best first."""
    words = terms(request.query)
    if not words:
        return []
    return request.store.text_search(
        levels.table(level), " ".join(words), view, limit, request.as_of, kinds=levels.kinds(level)
    )


def rank(request: SearchRequest, level: str, limit: int, weight: float = 1.0) -> ChannelRanking:
    """BM25 over the rows of ``level`` the caller may read; scores are ``-bm25`` (higher is better)."""
    hits = search(request, request.access, level, limit)
    return ChannelRanking("lexical", [i for i, _ in hits], [score for _, score in hits], weight)
