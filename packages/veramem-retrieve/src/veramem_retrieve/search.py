"""The retriever: channels per block → fusion over distinct evidence, per block → priors → temporal order.

Called through ``veramem_search``; each stage is a hook (``veramem_channels``, ``veramem_fuse``,
``veramem_priors``), so a third party adds a channel or a prior without replacing the retriever.
Every read goes through a ``Store`` method, which applies the access predicate first.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from veramem_core.access import Access
from veramem_core.authority import of_role
from veramem_core.models import Episode, Hit, MemoryItem
from veramem_core.stages import ChannelRanking, Route, SearchOutcome, SearchRequest

from . import blocks, entities, episodes, evidence, levels, lexical, priors, vectors
from .fusion import convex, rrf
from .settings import Settings, settings


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


def dense(
    request: SearchRequest, level: str, views: list[Access], limit: int, weight: float
) -> ChannelRanking:
    """Cosine over the readable rows of ``level`` with vectors of the request's embedder only;
    ``limit`` of the caller's own rows and ``limit`` shared ones (``blocks``)."""
    return blocks.ranking(views, "dense", weight, lambda view: vectors.search(request, view, level, limit))


def _lexical(
    request: SearchRequest, level: str, views: list[Access], conf: Settings, weight: float
) -> ChannelRanking:
    temporal = request.route.temporal
    if level == "episodes":
        around, day = conf.weight("context", temporal), conf.weight("day", temporal)
        return episodes.lexical(request, conf.depth("lexical"), weight, around, day)
    depth = conf.depth("lexical")
    return blocks.ranking(views, "lexical", weight, lambda view: lexical.search(request, view, level, depth))


def _entity(
    request: SearchRequest, level: str, views: list[Access], depth: int, weight: float
) -> ChannelRanking:
    return blocks.ranking(views, "entity", weight, lambda view: entities.search(request, view, level, depth))


def channels(request: SearchRequest) -> list[ChannelRanking]:
    """The built-in channels for every routed level: dense, lexical (raw turns read with their session
    neighbours and day) and entity overlap; each memory channel fills its depth once per block."""
    conf = settings(request.config)
    temporal = request.route.temporal
    out: list[ChannelRanking] = []
    for level in request.route.levels:
        views = blocks.views(request, level)  # one any_readable per level, not per channel
        for name in ("dense", "lexical", "entity"):
            weight = conf.weight(name, temporal, level)
            if weight <= 0:  # a zero weight switches the channel off (the benchmarks' single-channel runs)
                continue
            if name == "dense":
                found = dense(request, level, views, conf.depth(name), weight)
                out.append(found)
                around = conf.weight("context", temporal) * weight
                if level == "episodes" and conf.depth("around") > 0 and around > 0:
                    out.append(neighbours(request, found, conf.depth("around"), around))
            elif name == "lexical":
                out.append(_lexical(request, level, views, conf, weight))
            else:
                out.append(_entity(request, level, views, conf.depth(name), weight))
    return out


def neighbours(
    request: SearchRequest, ranking: ChannelRanking, parents: int, weight: float
) -> ChannelRanking:
    """The dense channel's view of a turn's context: the session neighbours of its ``parents`` best
    turns, each scored by its parent's cosine (the best parent's, when it has two), as BM25 reads a
    turn with its neighbours (``Store.context_search``). An answer often lies in the turn after the
    one that asked ("what did you paint?" / "a sunrise")."""
    scores = dict(zip(ranking.ids, ranking.scores, strict=False))
    top = ranking.ids[:parents]
    best: dict[str, float] = {}
    for doc, parent in request.store.neighbouring_episodes(top, request.access.only("own"), 1, request.as_of):
        best[doc] = max(best.get(doc, float("-inf")), scores[parent])
    ordered = sorted(best, key=lambda d: -best[d])
    return ChannelRanking(ranking.channel, ordered, [best[d] for d in ordered], weight)


def fuse(request: SearchRequest, rankings: list[ChannelRanking]) -> list[Hit]:
    """Fusion (convex, or weighted RRF) over pieces of evidence, each block (own, shared) ranked on
    its own; every candidate passes the access predicate (again) before it counts, and only the
    memories that lead a hit are loaded whole."""
    candidates = list(dict.fromkeys(doc for r in rankings for doc in r.ids))
    keyed = {c.id: c for c in request.store.candidate_keys(candidates, request.access, request.as_of)}
    rest = [doc for doc in candidates if doc not in keyed]
    loaded: dict[str, Episode] = {e.id: e for e in request.store.get_episodes(rest, request.access)}
    key = evidence.keys(keyed, loaded)
    caller = request.access.caller
    mine = {i for i, c in keyed.items() if caller is None or c.user_id == caller} | set(loaded)
    # Priors move a hit by at most lambda/2 + recency_weight, so only the head of each block's fused
    # list can reach the top k: build that head, not a hit for every candidate of every channel.
    head = 4 * request.k + 20
    conf = settings(request.config)

    def combine(ranked: list[ChannelRanking]) -> list[tuple[str, float, dict[str, int]]]:
        return convex(ranked) if conf.fusion == "convex" else rrf(ranked, request.config.rrf_k)

    readable = set(keyed) | set(loaded)
    parts = [blocks.split(_readable(r, readable), mine.__contains__) for r in rankings]
    heads: list[tuple[evidence.Group, float, dict[str, int]]] = []
    for block in (0, 1):  # the caller's own, then the shared: each ranked on its own
        ranked = [part[block] for part in parts]
        grouped = evidence.groups([doc for doc, _, _ in combine(ranked)], key, set(loaded))
        for doc, score, ranks in combine([evidence.by_evidence(r, key) for r in ranked])[:head]:
            group = grouped.get(doc)
            if group is not None:
                heads.append((group, score, ranks))
    leads = [lead for group, _, _ in heads if (lead := _lead(request, group)) in keyed]
    memories: dict[str, MemoryItem] = {m.id: m for m in _load_memories(request, leads)}
    hits: list[Hit] = []
    for group, score, ranks in heads:
        hit = _hit(request, group, memories, loaded, score, ranks)
        if hit is not None:
            hits.append(hit)
    return hits


def _readable(ranking: ChannelRanking, readable: set[str]) -> ChannelRanking:
    scored = len(ranking.scores) == len(ranking.ids)
    keep = [i for i, doc in enumerate(ranking.ids) if doc in readable]
    return ChannelRanking(
        ranking.channel,
        [ranking.ids[i] for i in keep],
        [ranking.scores[i] for i in keep] if scored else [],
        ranking.weight,
    )


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
    lead = _lead(request, group)
    if lead is None or (lead not in memories and lead not in loaded):  # unreadable since, or a bad row
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


def _lead(request: SearchRequest, group: evidence.Group) -> str | None:
    """The member a group's hit shows: its best memory, or the raw turn when the route is raw
    episodes only or no memory came from it."""
    facts = any(level != "episodes" for level in request.route.levels)
    first = group.memories[0] if group.memories else None
    return first if first is not None and facts else group.episode or first


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
    hit.authority = "unendorsed"
    return hit


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
        stale = request.store.superseded_episodes([h.id for h in hits if h.episode is not None])
        hits = [h for h in hits if h.id not in stale]
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
    return SearchOutcome(items=own, shared=shared, metadata=metadata, route=route)


def _sizes(rankings: list[ChannelRanking]) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for r in rankings:
        sizes[r.channel] = sizes.get(r.channel, 0) + len(r.ids)
    return sizes
