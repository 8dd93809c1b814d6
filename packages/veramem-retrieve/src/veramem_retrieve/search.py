"""The retriever: channels → weighted RRF → priors → temporal order → own and shared blocks.

Called through ``veramem_search``; each stage is a hook (``veramem_channels``, ``veramem_fuse``,
``veramem_priors``), so a third party adds a channel or a prior without replacing the retriever.
"""

from __future__ import annotations

import json
import time
from typing import Any

from veramem_core.access import Access
from veramem_core.models import Episode, Hit, MemoryItem
from veramem_core.stages import ChannelRanking, Route, SearchOutcome, SearchRequest
from veramem_core.store import SQLiteStore

from . import entities, lexical, priors
from ._sql import allowed, any_allowed, level_where
from .fusion import rrf
from .settings import settings
from .vectors import index_for


def effective_route(request: SearchRequest) -> Route:
    """The route, plus raw episodes when the caller has no derived memory at the routed levels.

    Without it a store of raw turns only (``add(..., infer=False)``) would answer every default
    question with nothing.
    """
    route = request.route
    if "episodes" in route.levels or any(any_allowed(request, level) for level in route.levels):
        return route
    return Route(
        levels=[*route.levels, "episodes"],
        temporal=route.temporal,
        reason=f"{route.reason}; no derived memories at {route.levels}: raw episodes",
    )


def dense(request: SearchRequest, level: str, limit: int, weight: float) -> ChannelRanking:
    """Cosine over the allowed rows of ``level`` only, with vectors of the request's embedder only."""
    index = index_for(request.store, "episode" if level == "episodes" else "memory", request.embedder.name)
    if not len(index):
        return ChannelRanking("dense", [], [], weight)
    query = _query_vector(request)
    ids, scores, _ = index.score(query, allowed(request, level), limit)
    return ChannelRanking("dense", ids, scores, weight)


_QUERY_CACHE: dict[tuple[int, str, str], Any] = {}


def _query_vector(request: SearchRequest) -> Any:
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
    if not parents or not isinstance(request.store, SQLiteStore):
        return ChannelRanking("context", [], [], weight)
    table, where, params = level_where(request, "episodes")
    marks = ", ".join(f":ctx_{i}" for i in range(len(parents)))
    params.update({f"ctx_{i}": p for i, p in enumerate(parents)})
    rows = request.store.execute(
        f"SELECT e.id AS id, me.id AS parent FROM episodes me JOIN {table} ON e.user_id = me.user_id"
        " AND e.session_id IS me.session_id AND e.rowid BETWEEN me.rowid - 1 AND me.rowid + 1"
        f" AND e.rowid != me.rowid WHERE me.id IN ({marks}) AND {where}",
        params,
    )
    position = {p: i for i, p in enumerate(parents)}
    best: dict[str, int] = {}
    for r in rows:
        best[r["id"]] = min(best.get(r["id"], 1 << 30), position[r["parent"]])
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
    """The readable memories among ``ids``, through the access predicate.

    Core's ``get_memories`` lets SQLite drive its query from the visibility index (a scan of every
    private row); here a CROSS JOIN makes it start from the ids and look each one up by primary key,
    with the same predicate (and ``as_of``) applied in the same query. Only ids that pass are loaded.
    """
    store = request.store
    statuses = None if request.as_of is not None else ("active",)
    if not ids or not isinstance(store, SQLiteStore):
        return store.get_memories(ids, request.access, statuses=statuses)  # type: ignore[call-arg]
    where, params = request.access.memory_sql("m", as_of=request.as_of)
    params["fuse_ids"] = json.dumps(ids)
    passed = [
        r["id"]
        for r in store.execute(
            "SELECT m.id AS id FROM json_each(:fuse_ids) AS w CROSS JOIN memories m ON m.id = w.value"
            f" WHERE {where}",
            params,
        )
    ]
    trusted = Access(None, None, request.access.now)  # the predicate was applied just above
    return store.get_memories(passed, trusted, statuses=None)


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
