"""Fusion: convex combination of normalised scores (the default), or weighted reciprocal rank fusion.

RRF (k = 60, as in Agent Zero Memory):

``score(d) = sum_c w_c / (k + rank_c(d))``, divided by ``sum_c w_c / (k + 1)`` so that 1.0 means
"first in every channel". The division keeps the fused score on the same scale as the priors
(``lambda * (utility - 0.5)``); without it a utility prior of 0.2 would swamp every relevance signal.
"""

from __future__ import annotations

from veramem_core.stages import ChannelRanking


def rrf(rankings: list[ChannelRanking], k: int = 60) -> list[tuple[str, float, dict[str, int]]]:
    """Fuse rankings into (id, score, {channel: rank}) best first; ties keep first-seen order.

    Ranks are 1-based. A channel may give equal scores equal ranks (competition ranking).
    """
    # A channel may rank several levels separately (facts, episodes): count its weight once.
    weights: dict[str, float] = {}
    for r in rankings:
        if r.ids and r.weight > 0:
            weights[r.channel] = max(weights.get(r.channel, 0.0), r.weight)
    best = sum(w / (k + 1) for w in weights.values()) or 1.0
    scores: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    for ranking in rankings:
        for position, rank in _ranks(ranking):
            doc = ranking.ids[position]
            ranks.setdefault(doc, {})[ranking.channel] = rank
            scores[doc] = scores.get(doc, 0.0) + ranking.weight / (k + rank)
    order = sorted(scores, key=lambda d: -scores[d])
    return [(d, scores[d] / best, ranks[d]) for d in order]


def _ranks(ranking: ChannelRanking) -> list[tuple[int, int]]:
    """(position, 1-based rank); equal raw scores share a rank when the channel marks ties."""
    if not ranking.scores or len(ranking.scores) != len(ranking.ids):
        return [(i, i + 1) for i in range(len(ranking.ids))]
    out: list[tuple[int, int]] = []
    rank = 1
    for i, score in enumerate(ranking.scores):
        if i and score != ranking.scores[i - 1]:
            rank = i + 1
        out.append((i, rank))
    return out


def convex(rankings: list[ChannelRanking]) -> list[tuple[str, float, dict[str, int]]]:
    """Fuse by a convex combination of min-max normalised scores: ``sum_c w_c * norm_c(d) / sum_c w_c``.

    Unlike RRF it keeps how far ahead a channel's best candidates are, not only their order: when one
    channel is much stronger than the others (BM25 over turns in context, on conversations) a rank
    fusion lets weak channels' middling candidates tie with its clear winners (Bruch et al., "An
    Analysis of Fusion Functions for Hybrid Retrieval", 2023). A channel without scores counts by rank.
    Same output as ``rrf``; a candidate missing from a channel scores 0 there.
    """
    weights: dict[str, float] = {}
    for r in rankings:
        if r.ids and r.weight > 0:
            weights[r.channel] = max(weights.get(r.channel, 0.0), r.weight)
    total = sum(weights.values()) or 1.0
    scores: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    for ranking in rankings:
        if not ranking.ids or ranking.weight <= 0:
            continue
        for (position, rank), value in zip(_ranks(ranking), _normalised(ranking), strict=True):
            doc = ranking.ids[position]
            seen = ranks.setdefault(doc, {})
            seen[ranking.channel] = min(rank, seen.get(ranking.channel, rank))
            scores[doc] = scores.get(doc, 0.0) + ranking.weight * value
    order = sorted(scores, key=lambda d: -scores[d])
    return [(d, scores[d] / total, ranks[d]) for d in order]


def _normalised(ranking: ChannelRanking) -> list[float]:
    n = len(ranking.ids)
    if len(ranking.scores) != n:
        return [1.0 - i / n for i in range(n)]
    low, high = min(ranking.scores), max(ranking.scores)
    if high <= low:
        return [1.0] * n
    return [(s - low) / (high - low) for s in ranking.scores]
