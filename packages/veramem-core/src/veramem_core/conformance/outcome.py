"""Store checks for the outcome loop: feedback rows, the credit index, vectors by id, sessions."""

from __future__ import annotations

from datetime import datetime, timedelta

import numpy as np

from ..ids import new_id
from ..models import Episode, Evidence, MemoryItem
from ..outcome import FeedbackRecord
from .samples import T0
from .store import Factory


def _episode(user: str = "alice", session_id: str | None = None, at: datetime = T0) -> Episode:
    return Episode(
        id=new_id("ep"),
        role="user",
        content=f"{user} said something at {at.isoformat()}",
        user_id=user,
        session_id=session_id,
        event_time=at,
        created_at=T0,
    )


def _memory(episode: Episode, text: str) -> MemoryItem:
    return MemoryItem(
        id=new_id("mem"),
        kind="fact",
        text=text,
        authority="authorized",
        user_id=episode.user_id,
        evidence=[Evidence(episode_id=episode.id, quote=episode.content[:10])],
        valid_from=T0,
        created_at=T0,
    )


def _feedback(
    trace_id: str, user: str, reward: float, credited: list[str], revision: int = 1
) -> FeedbackRecord:
    at = T0 + timedelta(minutes=revision)
    return FeedbackRecord(
        trace_id=trace_id,
        user_id=user,
        reward=reward,
        baseline=0.0,
        advantage=reward,
        credited=credited,
        created_at=T0,
        updated_at=at,
        revision=revision,
    )


def check_feedback_roundtrip_and_replacement(make: Factory) -> None:
    store = make()
    assert store.get_feedback("tr_1") is None
    first = _feedback("tr_1", "alice", 0.5, ["mem_a", "mem_b"])
    store.put_feedback(first)
    store.put_feedback(_feedback("tr_2", "bob", -1.0, ["mem_b"]))
    store.put_feedback(_feedback("tr_3", "alice", 1.0, ["mem_a"]))
    assert store.get_feedback("tr_1") == first, "feedback comes back exactly as written"
    replaced = _feedback("tr_1", "alice", -0.25, ["mem_b"], revision=2)
    store.put_feedback(replaced)
    assert store.get_feedback("tr_1") == replaced
    assert [f.trace_id for f in store.feedback_records()] == ["tr_1", "tr_2", "tr_3"], (
        "a replacement keeps the place of the feedback it replaces"
    )
    assert [f.trace_id for f in store.feedback_records("alice")] == ["tr_1", "tr_3"]
    crediting = store.feedback_crediting(["mem_a", "mem_b", "mem_c"])
    assert [f.trace_id for f in crediting["mem_a"]] == ["tr_3"], (
        "the replaced feedback no longer credits mem_a"
    )
    assert [f.trace_id for f in crediting["mem_b"]] == ["tr_1", "tr_2"]
    assert crediting["mem_c"] == []
    ops = [(e.op, e.object_id) for e in store.ledger_entries() if e.object_type == "feedback"]
    assert ops == [
        ("feedback.give", "tr_1"),
        ("feedback.give", "tr_2"),
        ("feedback.give", "tr_3"),
        ("feedback.replace", "tr_1"),
    ]
    assert store.verify().ok


def check_memory_vectors_and_sessions(make: Factory) -> None:
    store = make()
    episodes: list[Episode] = [
        _episode(session_id="s2", at=T0 + timedelta(hours=1)),
        _episode(session_id="s1"),
        _episode(user="bob", session_id="s1"),
        _episode(),
    ]
    for ep in episodes:
        store.insert_episode(ep)
    assert store.sessions() == [("alice", "s1"), ("bob", "s1"), ("alice", "s2")], (
        "oldest first, no session-less"
    )
    m1 = store.insert_memory(_memory(episodes[0], "one"))
    m2 = store.insert_memory(_memory(episodes[0], "two"))
    vecs = np.eye(2, 4, dtype=np.float32)
    store.put_vectors("memory", [m1.id, m2.id], "model-a", vecs)
    got = store.memory_vectors([m2.id, m1.id, "mem_none"], "model-a")
    assert set(got) == {m1.id, m2.id} and np.allclose(got[m2.id], vecs[1])
    assert store.memory_vectors([m1.id], "model-b") == {}


OUTCOME_CHECKS = [check_feedback_roundtrip_and_replacement, check_memory_vectors_and_sessions]
