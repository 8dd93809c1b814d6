"""The retriever: channels → weighted RRF over distinct evidence, per block → priors → temporal order.

Called through ``veramem_search``; each stage is a hook (``veramem_channels``, ``veramem_fuse``,
``veramem_priors``), so a third party adds a channel or a prior without replacing the retriever.
"""

from __future__ import annotations

import dataclasses
import json
import time
from typing import Any

from veramem_core.access import Access
from veramem_core.authority import of_role
from veramem_core.models import Episode, Hit, MemoryItem
from veramem_core.stages import ChannelRanking, Route, SearchOutcome, SearchRequest
from veramem_core.store import SQLiteStore

from . import blocks, entities, episodes, evidence, priors
from ._sql import allowed, any_allowed
from .fusion import convex, rrf
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
    """Cosine over the allowed rows of ``level`` only, with vectors of the request's embedder only;
    ``limit`` of the caller's own rows and ``limit`` shared ones (``blocks``)."""
    index = index_for(request.store, "episode" if level == "episodes" else "memory", request.embedder.name)
    if not len(index):
        return ChannelRanking("dense", [], [], weight)
    query = _query_vector(request)
    rows = allowed(request, level)
    mine = set(rows) if level == "episodes" else blocks.owned(request, level)
    ids: list[str] = []
    scores: list[float] = []
    for part in ([r for r in rows if r in mine], [r for r in rows if r not in mine]):
        if part:
            found, sims, _ = index.score(query, part, limit)
            ids += found
            scores += sims
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
    """The built-in channels for every routed level: dense, lexical (on raw turns with their session
    neighbours) and entity overlap."""
    conf = settings(request.config)
    temporal = request.route.temporal
    out: list[ChannelRanking] = []
    for level in request.route.levels:
        for name in ("dense", "lexical", "entity"):
            weight = conf.weight(name, temporal, level)
            if weight <= 0:  # a zero weight switches the channel off (the benchmarks' single-channel runs)
                continue
            if name == "dense":
                out.append(dense(request, level, conf.depth(name), weight))
            elif name == "entity":
                out.append(entities.rank(request, level, conf.depth(name), weight))
            elif level == "episodes":
                around, day = conf.weight("context", temporal), conf.weight("day", temporal)
                out.append(episodes.lexical(request, conf.depth(name), weight, around, day))
            else:
                out.append(blocks.lexical_memories(request, level, conf.depth(name), weight))
    return out


def fuse(request: SearchRequest, rankings: list[ChannelRanking]) -> list[Hit]:
    """Fusion (convex, or weighted RRF) over pieces of evidence, each block (own, shared) ranked on
    its own; every fused id is loaded through the access predicate (again) into a hit."""
    candidates = list(dict.fromkeys(doc for r in rankings for doc in r.ids))
    memories: dict[str, MemoryItem] = {m.id: m for m in _load_memories(request, candidates)}
    rest = [doc for doc in candidates if doc not in memories]
    loaded: dict[str, Episode] = {e.id: e for e in request.store.get_episodes(rest, request.access)}
    key = evidence.keys(request, list(memories))
    key.update({e: e for e in loaded})
    mine = blocks.owned_among(request, list(memories)) | set(loaded)
    # Priors move a hit by at most lambda/2 + recency_weight, so only the head of each block's fused
    # list can reach the top k: build (and validate) that head, not every candidate of every channel.
    head = 4 * request.k + 20
    conf = settings(request.config)

    def combine(ranked: list[ChannelRanking]) -> list[tuple[str, float, dict[str, int]]]:
        return convex(ranked) if conf.fusion == "convex" else rrf(ranked, request.config.rrf_k)

    readable = set(memories) | set(loaded)
    parts = [
        blocks.split(ChannelRanking(r.channel, *_readable(r, readable), weight=r.weight), mine.__contains__)
        for r in rankings
    ]
    hits: list[Hit] = []
    for block in (0, 1):  # the caller's own, then the shared: each ranked on its own
        ranked = [part[block] for part in parts]
        member_order = [doc for doc, _, _ in combine(ranked)]
        grouped = evidence.groups(member_order, key, set(loaded))
        for doc, score, ranks in combine([evidence.by_evidence(r, key) for r in ranked])[:head]:
            group = grouped.get(doc)
            hit = _hit(request, group, memories, loaded, score, ranks) if group is not None else None
            if hit is not None:
                hits.append(hit)
    return hits


def _readable(ranking: ChannelRanking, readable: set[str]) -> tuple[list[str], list[float]]:
    scored = len(ranking.scores) == len(ranking.ids)
    keep = [i for i, doc in enumerate(ranking.ids) if doc in readable]
    return [ranking.ids[i] for i in keep], [ranking.scores[i] for i in keep] if scored else []


def _hit(
    request: SearchRequest,
    group: evidence.Group,
    memories: dict[str, MemoryItem],
    loaded: dict[str, Episode],
    score: float,
    ranks: dict[str, int],
) -> Hit | None:
    """The group's hit: its best memory, or the raw turn when the route is raw episodes only or no
    memory came from it. The other members go to ``explain["grouped"]``."""
    facts = any(level != "episodes" for level in request.route.levels)
    lead = group.memories[0] if group.memories and facts else group.episode or (group.memories or [None])[0]
    if lead is None:
        return None
    explain: dict[str, Any] = {"channels": ranks, "fused": round(score, 6)}
    others = [m for m in group.members() if m != lead]
    if others:
        explain["grouped"] = others
    if lead in memories:
        m = memories[lead]
        return Hit(
            id=lead, kind=m.kind, text=m.text, score=score, authority=m.authority, explain=explain, memory=m
        )
    e = loaded[lead]
    return Hit(
        id=lead,
        kind="episode",
        text=e.content,
        score=score,
        authority=of_role(e.role),
        explain=explain,
        episode=e,
    )


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
    return store.get_memories(passed, trusted, statuses=None)  # type: ignore[call-arg]


def is_shared(request: SearchRequest, hit: Hit) -> bool:
    """A team or public memory someone else contributed: it goes to the labelled shared block."""
    m = hit.memory
    return m is not None and m.visibility != "private" and m.user_id != request.user_id


def search(request: SearchRequest) -> SearchOutcome:
    started = time.perf_counter()
    route = effective_route(request)
    # The stages see the route actually searched; the caller's request is left as it was, and the
    # outcome says which route was used (the facade records that one).
    request = dataclasses.replace(request, route=route)
    rankings = [r for batch in request.pm.hook.veramem_channels(request=request) for r in batch or []]
    hits: list[Hit] = request.pm.hook.veramem_fuse(request=request, rankings=rankings) or []
    for hit in hits:
        applied: dict[str, float] = {}
        for adjustments in request.pm.hook.veramem_priors(request=request, hit=hit):
            applied.update(adjustments or {})
        hit.explain["priors"] = {k: round(v, 6) for k, v in applied.items()}
        hit.score = float(hit.explain["fused"] + sum(applied.values()))
    hits.sort(key=lambda h: -h.score)
    if request.as_of is None:
        # A raw turn whose every fact was superseded or retracted speaks for an old state.
        stale = evidence.outdated(request, [h.id for h in hits if h.episode is not None])
        hits = [h for h in hits if h.id not in stale]
    if route.temporal:
        hits = priors.newest_wins(hits)
    own = [h for h in hits if not is_shared(request, h)][: request.k]
    shared = [h for h in hits if is_shared(request, h)][: request.k]
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
    return SearchOutcome(items=own, shared=shared, metadata=metadata, route=route)


def _sizes(rankings: list[ChannelRanking]) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for r in rankings:
        sizes[r.channel] = sizes.get(r.channel, 0) + len(r.ids)
    return sizes
