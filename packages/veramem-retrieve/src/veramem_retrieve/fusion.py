"""Weighted reciprocal rank fusion (k = 60, as in Agent Zero Memory).

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
