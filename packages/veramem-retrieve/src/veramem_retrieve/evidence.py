"""Distinct evidence: ``k`` hits cite up to ``k`` different turns.

The write path derives several memories from one turn ("Caroline went to a support group",
"Caroline found it powerful", ...). Ranked one by one they fill the list with the same evidence, and
an agent's budget of ``k`` buys fewer than ``k`` facts. So fusion ranks pieces of evidence: a memory
counts as its establishing turn (its first evidence episode), a raw episode as itself, and every
channel's ranking is read at that level, each turn at the rank of its best member. A turn becomes one
hit, represented by its best-ranked memory (or by the raw turn when no memory came from it, or when
the route asked for raw episodes only); the other members are listed in ``explain["grouped"]``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from veramem_core.stages import CandidateKey, ChannelRanking

# Kinds derived from one turn. A summary or an experience is distilled from many memories or turns:
# it is a piece of evidence of its own, never grouped under the first turn it cites.
TURN_KINDS = frozenset({"fact", "preference", "event"})


def keys(memories: Mapping[str, CandidateKey], episodes: Collection[str] = ()) -> dict[str, str]:
    """Candidate id → its piece of evidence. A memory counts as the episode that established it (its
    first evidence; a memory without evidence, a summary or an experience is its own key); a raw
    episode as itself, unless it is
    only a later piece of evidence of a candidate memory (a merged duplicate's turn, say): then it is
    that memory's, since the memory already cites it. ``memories`` in candidate order."""
    out = {i: (m.episodes[0] if m.episodes and m.kind in TURN_KINDS else i) for i, m in memories.items()}
    first = set(out.values())
    for i, m in memories.items():
        for episode in m.episodes[1:]:
            if episode not in first:
                out.setdefault(episode, out[i])
    for e in episodes:
        out.setdefault(e, e)
    return out


def by_evidence(ranking: ChannelRanking, key: dict[str, str]) -> ChannelRanking:
    """``ranking`` over evidence keys: each key at the position of its first (best) member."""
    scored = len(ranking.scores) == len(ranking.ids)
    out = ChannelRanking(ranking.channel, [], [], ranking.weight)
    seen: set[str] = set()
    for i, doc in enumerate(ranking.ids):
        k = key.get(doc, doc)
        if k in seen:
            continue
        seen.add(k)
        out.ids.append(k)
        if scored:
            out.scores.append(ranking.scores[i])
    return out


@dataclass
class Group:
    """One piece of evidence: the memories and the raw episode among the candidates that share it."""

    key: str
    memories: list[str] = field(default_factory=list[str])
    episode: str | None = None

    def members(self) -> list[str]:
        return [*self.memories, *([self.episode] if self.episode else [])]


def groups(candidates: list[str], key: dict[str, str], episodes: set[str]) -> dict[str, Group]:
    """The candidates grouped by evidence key; ``candidates`` in member rank order."""
    out: dict[str, Group] = {}
    for doc in candidates:
        k = key.get(doc, doc)
        group = out.setdefault(k, Group(k))
        if doc in episodes:
            group.episode = doc
        elif doc not in group.memories:
            group.memories.append(doc)
    return out
