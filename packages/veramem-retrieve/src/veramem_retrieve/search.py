"""The retriever: channels → weighted RRF → priors → temporal order → own and shared blocks.

Called through ``veramem_search``; each stage is a hook (``veramem_channels``, ``veramem_fuse``,
``veramem_priors``), so a third party adds a channel or a prior without replacing the retriever.
"""

from __future__ import annotations

import time
from typing import Any

from veramem_core.models import Episode, Hit, MemoryItem
from veramem_core.stages import ChannelRanking, Route, SearchOutcome, SearchRequest

from . import entities, levels, lexical, priors, vectors
from .fusion import rrf
from .settings import settings


def effective_route(request: SearchRequest) -> Route:
    """The route, plus raw episodes when the caller has no derived memory at the routed levels.

    Without it a store of raw turns only (``add(..., infer=False)``) would answer every default
    question with nothing.
    """
    route = request.route
    if "episodes" in route.levels or any(_any_readable(request, level) for level in route.levels):
        return route
    return Route(
        levels=[*route.levels, "episodes"],
        temporal=route.temporal,
        reason=f"{route.reason}; no derived memories at {route.levels}: raw episodes",
    )


def _any_readable(request: SearchRequest, level: str) -> bool:
    return request.store.any_readable(levels.table(level), request.access, request.as_of, levels.kinds(level))


def dense(request: SearchRequest, level: str, limit: int, weight: float) -> ChannelRanking:
    """Cosine over the allowed rows of ``level`` only, with vectors of the request's embedder only."""
    return vectors.rank(request, level, limit, weight)


def channels(request: SearchRequest) -> list[ChannelRanking]:
    """The built-in channels (dense, lexical, entity) for every routed level."""
    conf = settings(request.config)
    temporal = request.route.temporal
    out: list[ChannelRanking] = []
    builtin = (("dense", dense), ("lexical", lexical.rank), ("entity", entities.rank))
    for level in request.route.levels:
        for name, channel in builtin:
            weight = conf.weight(name, temporal)
            if weight > 0:  # a zero weight switches the channel off (the benchmarks' single-channel runs)
                out.append(channel(request, level, conf.depth(name), weight))
        weight = conf.weight("context", temporal)
        if level == "episodes" and weight > 0:
            lexical_top = next((r for r in reversed(out) if r.channel == "lexical"), None)
            if lexical_top is not None:
                out.append(context(request, lexical_top.ids[: conf.depth("context")], weight))
    return out


def context(request: SearchRequest, parents: list[str], weight: float) -> ChannelRanking:
    """The turns right before and after ``parents`` in the same session, ranked by their parent's rank.

    An answer usually follows the turn that asks, and BM25 finds the asking turn: this lets the
    answer in. Neighbours are read through the access predicate like everything else.
    """
    if not parents:
        return ChannelRanking("context", [], [], weight)
    rows = request.store.neighbouring_episodes(parents, request.access, 1, request.as_of)
    position = {p: i for i, p in enumerate(parents)}
    best: dict[str, int] = {}
    for doc, parent in rows:
        best[doc] = min(best.get(doc, 1 << 30), position[parent])
    ordered = sorted(best, key=lambda d: best[d])
    return ChannelRanking("context", ordered, [-float(best[d]) for d in ordered], weight)


def fuse(request: SearchRequest, rankings: list[ChannelRanking]) -> list[Hit]:
    """Weighted RRF, then load every fused id through the access predicate (again) into a hit."""
    # Priors move a hit by at most lambda/2 + recency_weight, so only the head of the fused list can
    # reach the top k: load (and validate) that head, not every candidate of every channel.
    fused = rrf(rankings, request.config.rrf_k)[: 4 * request.k + 20]
    ids = [doc for doc, _, _ in fused]
    memories: dict[str, MemoryItem] = {m.id: m for m in _load_memories(request, ids)}
    rest = [doc for doc in ids if doc not in memories]
    episodes: dict[str, Episode] = {e.id: e for e in request.store.get_episodes(rest, request.access)}
    hits: list[Hit] = []
    for doc, score, ranks in fused:
        explain: dict[str, Any] = {"channels": ranks, "fused": round(score, 6)}
        if doc in memories:
            m = memories[doc]
            hits.append(Hit(id=doc, kind=m.kind, text=m.text, score=score, explain=explain, memory=m))
        elif doc in episodes:
            e = episodes[doc]
            hits.append(Hit(id=doc, kind="episode", text=e.content, score=score, explain=explain, episode=e))
    return hits


def _load_memories(request: SearchRequest, ids: list[str]) -> list[MemoryItem]:
    """The readable memories among ``ids``, through the access predicate (and ``as_of``)."""
    return request.store.load_candidates(ids, request.access, request.as_of)


def is_shared(request: SearchRequest, hit: Hit) -> bool:
    """A team or public memory someone else contributed: it goes to the labelled shared block."""
    m = hit.memory
    return m is not None and m.visibility != "private" and m.user_id != request.user_id


def unendorsed(hit: Hit) -> Hit:
    """Another person's item informs, never authorises: its reader sees it ``unendorsed``."""
    if hit.memory is not None and hit.memory.authority != "unendorsed":
        hit.memory = hit.memory.model_copy(update={"authority": "unendorsed"})
    return hit


def search(request: SearchRequest) -> SearchOutcome:
    started = time.perf_counter()
    route = effective_route(request)
    if route is not request.route:
        # The facade records request.route in the trace and the result: report what was searched.
        request.route = route
    rankings = [r for batch in request.pm.hook.veramem_channels(request=request) for r in batch or []]
    hits: list[Hit] = request.pm.hook.veramem_fuse(request=request, rankings=rankings) or []
    for hit in hits:
        applied: dict[str, float] = {}
        for adjustments in request.pm.hook.veramem_priors(request=request, hit=hit):
            applied.update(adjustments or {})
        hit.explain["priors"] = {k: round(v, 6) for k, v in applied.items()}
        hit.score = float(hit.explain["fused"] + sum(applied.values()))
    hits.sort(key=lambda h: -h.score)
    if route.temporal:
        hits = priors.newest_wins(hits)
    own = [h for h in hits if not is_shared(request, h)][: request.k]
    shared = [unendorsed(h) for h in hits if is_shared(request, h)][: request.k]
    for block, label in ((own, "own"), (shared, "shared")):
        for hit in block:
            hit.explain["block"] = label
    if route.temporal:
        own, shared = priors.chronological(own), priors.chronological(shared)
    metadata = {
        "levels": list(route.levels),
        "reason": route.reason,
        "channels": _sizes(rankings),
        "explain": {h.id: h.explain for h in own + shared},
        "ms": round((time.perf_counter() - started) * 1000, 2),
    }
    return SearchOutcome(items=own, shared=shared, metadata=metadata)


def _sizes(rankings: list[ChannelRanking]) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for r in rankings:
        sizes[r.channel] = sizes.get(r.channel, 0) + len(r.ids)
    return sizes
