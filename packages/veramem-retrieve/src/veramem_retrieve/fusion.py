"""Fusion: convex combination of normalised scores (the default), or weighted reciprocal rank fusion.

RRF (k = 60, as in Agent Zero Memory):

``score(d) = sum_c w_c / (k + rank_c(d))``, divided by ``sum_c w_c / (k + 1)`` so that 1.0 means
"first in every channel". The division keeps the fused score on the same scale as the priors
(``lambda * (utility - 0.5)``); without it a utility prior of 0.2 would swamp every relevance signal.
"""

from __future__ import annotations

import functools
import statistics

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


# A channel's scores are read on their natural scale when it ranks fewer candidates than this: the
# spread of two or three scores says nothing about how far apart good and bad candidates are.
MIN_SAMPLES = 10


def convex(rankings: list[ChannelRanking]) -> list[tuple[str, float, dict[str, int]]]:
    """Fuse by a weighted combination of normalised scores: ``sum_c w_c * norm_c(d) / sum_c w_c``.

    Unlike RRF it keeps how far ahead a channel's best candidates are, not only their order: when one
    channel is much stronger than the others (BM25 over turns in context, on conversations) a rank
    fusion lets weak channels' middling candidates tie with its clear winners (Bruch et al., "An
    Analysis of Fusion Functions for Hybrid Retrieval", 2023). Each channel's scores are shifted to
    start at 0 over its candidates and divided by their standard deviation (``normalised``), so a
    candidate far ahead of the rest of its channel counts for more than one barely ahead. A channel
    without scores counts by rank. Same output as ``rrf``; a candidate missing from a channel scores 0
    there.
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
        for (position, rank), value in zip(_ranks(ranking), normalised(ranking), strict=True):
            doc = ranking.ids[position]
            seen = ranks.setdefault(doc, {})
            seen[ranking.channel] = min(rank, seen.get(ranking.channel, rank))
            scores[doc] = scores.get(doc, 0.0) + ranking.weight * value
    order = sorted(scores, key=lambda d: -scores[d])
    return [(d, scores[d] / total, ranks[d]) for d in order]


def normalised(ranking: ChannelRanking) -> list[float]:
    """A channel's scores on a common scale: ``(s - min) / std`` over its candidates.

    With fewer than ``MIN_SAMPLES`` candidates the spread cannot be estimated, and the scores are
    read on their natural scale instead: a cosine (the ``dense`` channel, bounded by 1) as it is, any
    other score (BM25's ``-bm25``, an entity count) relative to the channel's best; so two
    near-identical candidates stay near-identical and the priors decide between them. Without
    scores: by rank.
    """
    n = len(ranking.ids)
    if len(ranking.scores) != n:
        return [1.0 - i / n for i in range(n)]
    return list(_normalised(ranking.channel == "dense", tuple(ranking.scores)))


@functools.lru_cache(maxsize=64)
def _normalised(dense: bool, scores: tuple[float, ...]) -> tuple[float, ...]:
    # Cached: fusion reads each block's rankings twice (by candidate, then by piece of evidence), and
    # they are mostly the same scores; ``statistics.pstdev`` is exact, and slow.
    n = len(scores)
    if n < MIN_SAMPLES:
        high = max(scores)
        unit = 1.0 if dense else high
        return tuple(max(s, 0.0) / unit if unit > 0 else 1.0 for s in scores)
    low = min(scores)
    spread = statistics.pstdev(scores)
    if spread <= 0:
        return (1.0,) * n
    return tuple((s - low) / spread for s in scores)
