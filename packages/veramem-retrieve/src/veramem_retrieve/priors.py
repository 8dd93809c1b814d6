"""Priors added to the fused score, and the temporal ordering of results.

- utility (Gap A): ``lambda * (utility - 0.5)``, zero for a memory never credited;
- mild recency: ``recency_weight * 0.5 ** (age_days / half_life)``, at most ``recency_weight``;
- temporal queries: among versions of one memory (a ``supersedes`` chain, or one typed ``slot``: the
  same subject and attribute) the newest valid one wins, and the results are returned in time order,
  oldest first, not by relevance.
"""

from __future__ import annotations

from datetime import UTC, datetime

from veramem_core.config import Config
from veramem_core.models import Hit

_MIN = datetime.min.replace(tzinfo=UTC)


def when(hit: Hit) -> datetime | None:
    """The time a hit speaks about: a memory's ``valid_from``, an episode's ``event_time``."""
    if hit.memory is not None:
        return hit.memory.valid_from
    if hit.episode is not None:
        return hit.episode.event_time
    return None


def priors(hit: Hit, config: Config, now: datetime, utility: float | None = None) -> dict[str, float]:
    """Named adjustments for one hit; each is recorded in ``hit.explain["priors"]``. ``utility`` is
    the memory's as ``veramem_utility`` computes it (default: ``MemoryItem.utility``)."""
    out: dict[str, float] = {}
    if hit.memory is not None:
        value = hit.memory.utility if utility is None else utility
        out["utility"] = config.utility_lambda * (value - 0.5)
    at = when(hit)
    if at is not None and config.recency_weight > 0:
        age_days = max((now - at).total_seconds() / 86400.0, 0.0)
        out["recency"] = config.recency_weight * 0.5 ** (age_days / config.recency_half_life_days)
    return out


def _version_key(hit: Hit) -> str:
    """Hits with the same key are versions of one thing; only the newest is kept on temporal queries.

    The key is the memory's typed ``slot`` (subject and attribute, as the write path stored them)
    within its owner's memories; a memory without a slot is a version only of itself.
    """
    memory = hit.memory
    if memory is None:
        return hit.id
    if memory.slot is not None:
        return f"{memory.user_id}|{memory.slot.key()}"
    return f"id|{memory.id}"


def newest_wins(hits: list[Hit]) -> list[Hit]:
    """Drop hits that an equally-keyed newer hit supersedes (relevance order of the rest is kept).

    The winner lists the versions it displaced in ``explain["older_versions"]``: a newer claim (say a
    tool's) never hides silently what an older one (the user's own words) said.
    """
    newest: dict[str, Hit] = {}
    superseded: set[str] = set()
    for hit in hits:
        if hit.memory is not None and hit.memory.supersedes:
            superseded.add(hit.memory.supersedes)
    for hit in hits:
        key = _version_key(hit)
        held = newest.get(key)
        if held is None or (when(hit) or _MIN) > (when(held) or _MIN):
            newest[key] = hit
    keep = {h.id for h in newest.values()} - superseded
    for hit in hits:
        if hit.id not in keep:
            winner = newest.get(_version_key(hit))
            if winner is not None and winner.id != hit.id:
                winner.explain.setdefault("older_versions", []).append(hit.id)
    return [h for h in hits if h.id in keep]


def chronological(hits: list[Hit]) -> list[Hit]:
    """Oldest first; the original relevance rank stays in ``explain["relevance_rank"]``."""
    for rank, hit in enumerate(hits, start=1):
        hit.explain["relevance_rank"] = rank
    return sorted(hits, key=lambda h: (when(h) is None, when(h) or _MIN, h.explain["relevance_rank"]))
