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

import json
from dataclasses import dataclass, field

from veramem_core.stages import ChannelRanking, SearchRequest
from veramem_core.store import SQLiteStore


def keys(request: SearchRequest, memory_ids: list[str]) -> dict[str, str]:
    """memory id → the episode it was established by (its first evidence); a memory without
    evidence is its own key."""
    store = request.store
    out = {m: m for m in memory_ids}
    if not memory_ids or not isinstance(store, SQLiteStore):
        for m in store.get_memories(memory_ids, request.access):  # another backend: the loaded items
            if m.evidence:
                out[m.id] = m.evidence[0].episode_id
        return out
    rows = store.execute(
        "SELECT ev.memory_id AS id, ev.episode_id AS key FROM json_each(:ev_ids) AS w"
        " CROSS JOIN evidence ev ON ev.memory_id = w.value AND ev.position = 0",
        {"ev_ids": json.dumps(memory_ids)},
    )
    out.update({r["id"]: r["key"] for r in rows})
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
    memories: list[str] = field(default_factory=list)
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


def outdated(request: SearchRequest, episode_ids: list[str]) -> set[str]:
    """Episodes whose every derived memory was superseded or retracted: evidence of an old state.

    "I live in Paris" stays a raw turn after "I moved to Lyon" superseded its fact; a search of the
    present ("where do I live?") must not bring it back as if it still held (``as_of`` searches of
    the past keep it).
    """
    store = request.store
    if not episode_ids or not isinstance(store, SQLiteStore):
        return set()
    rows = store.execute(
        "SELECT ev.episode_id AS id FROM json_each(:old_ids) AS w"
        " CROSS JOIN evidence ev ON ev.episode_id = w.value JOIN memories m ON m.id = ev.memory_id"
        " GROUP BY ev.episode_id HAVING sum(m.status IN ('superseded', 'retracted')) = count(*)",
        {"old_ids": json.dumps(episode_ids)},
    )
    return {r["id"] for r in rows}
