"""The dense channel: cosine over the caller's readable rows, through ``Store.vector_search``.

The store applies the access predicate before scoring (the SQLite store as one boolean mask over its
in-process index, ``veramem_core.vector_index``), and scores a query only against vectors of the
model that embedded it: vectors of two models never mix.
"""

from __future__ import annotations

from veramem_core.access import Access
from veramem_core.embedding import Vectors
from veramem_core.stages import ChannelRanking, SearchRequest

from . import levels

_QUERY_CACHE: dict[tuple[int, str, str], Vectors] = {}


def query_vector(request: SearchRequest) -> Vectors:
    # Several levels (and the answer's retry ladder) embed the same query: do it once. Embedders are
    # deterministic, so a small bounded cache keyed by embedder and text is safe.
    key = (id(request.embedder), request.embedder.name, request.query)
    cached = _QUERY_CACHE.get(key)
    if cached is None:
        cached = request.embedder.embed([request.query])[0]
        if len(_QUERY_CACHE) >= 256:
            _QUERY_CACHE.pop(next(iter(_QUERY_CACHE)))
        _QUERY_CACHE[key] = cached
    return cached


def search(request: SearchRequest, view: Access, level: str, limit: int) -> list[tuple[str, float]]:
    """(id, cosine) over the rows of ``level`` that ``view`` reads, vectors of the request's embedder only."""
    return request.store.vector_search(
        "episode" if level == "episodes" else "memory",
        request.embedder.name,
        query_vector(request),
        view,
        limit,
        request.as_of,
        kinds=levels.kinds(level),
    )


def rank(request: SearchRequest, level: str, limit: int, weight: float = 1.0) -> ChannelRanking:
    """Cosine over the readable rows of ``level`` with vectors of the request's embedder only."""
    hits = search(request, request.access, level, limit)
    return ChannelRanking("dense", [i for i, _ in hits], [s for _, s in hits], weight)
