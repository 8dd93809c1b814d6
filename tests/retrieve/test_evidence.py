"""Distinct evidence: k hits cite k different turns; memories of one turn are one hit."""

from __future__ import annotations

from veramem_core.memory import Memory
from veramem_core.models import Hit


def cited(hit: Hit) -> set[str]:
    if hit.memory is not None:
        return {ev.episode_id for ev in hit.memory.evidence}
    assert hit.episode is not None
    return {hit.episode.id}


def test_memories_from_one_turn_are_one_hit(writer: Memory) -> None:
    busy = writer.add(
        [
            {
                "role": "user",
                "content": "I went hiking in the Alps. I loved hiking there. Hiking the Alps took a week.",
            }
        ],
        user_id="alice",
    )
    assert len(busy.added) >= 2  # several memories from one turn
    other = writer.add([{"role": "user", "content": "My sister goes hiking in Norway"}], user_id="alice")
    hits = writer.search("hiking", user_id="alice", k=2).items
    assert len(hits) == 2
    turns = [cited(h) for h in hits]
    assert turns[0].isdisjoint(turns[1])
    assert {busy.episodes[0], other.episodes[0]} == set().union(*turns)
    grouped = next(h for h in hits if busy.episodes[0] in cited(h)).explain["grouped"]
    assert set(grouped) >= {m.id for m in busy.added} - {h.id for h in hits}
