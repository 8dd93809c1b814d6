"""Every form of forget, through the full stack, reaches the bytes of every file in the data directory.

Memories come from the real write path, searches leave traces and fill the in-process vector index,
and an experience reaches a team pool; afterwards no distinctive string of the forgotten content is
left in ``memory.db``, ``-wal`` or ``-shm``, the ledger verifies, and the vector index holds no row of
what was erased.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from veramem_core.memory import Memory
from veramem_core.store import SQLiteStore
from veramem_core.testing import leftovers

from .conftest import STACK, open_memory
from .test_pool import Lessons

HOME = ["Quixotelburg", "Zyphrandel"]
CRM = ["Vorpalnik", "Brastovan"]
LESSON = "drained the Glimmerquartz queue"
POOLED = "queue first saved the release"


def populate(m: Memory) -> dict[str, str]:
    for user in ("alice", "bob"):
        m.grant("team_member", user, "t1")
    home = m.add(
        [{"role": "user", "content": "I live in Quixotelburg near the Zyphrandel canal."}],
        user_id="alice",
        session_id="s1",
    ).added[0]
    m.add(
        [
            {
                "role": "tool",
                "name": "crmzilla",
                "content": "Customer Vorpalnik renewed the Brastovan contract.",
            }
        ],
        user_id="alice",
        session_id="s2",
    )
    m.add(
        [{"role": "user", "content": f"Lesson: we {LESSON} and draining the queue first saved the release."}],
        user_id="alice",
        session_id="s3",
        shareable=True,
    )
    m.add([{"role": "user", "content": "I live in Oxtaliscope."}], user_id="bob")
    assert len(m.share_experiences("alice", team_id="t1").shared) == 1
    assert m.search("Quixotelburg canal", user_id="alice").items
    assert m.search("Vorpalnik contract", user_id="alice").items
    assert m.search("draining the queue", user_id="bob").shared
    return {"home": home.id}


@pytest.mark.parametrize(
    ("form", "gone", "kept"),
    [
        ("user", [*HOME, *CRM, LESSON, POOLED], ["Oxtaliscope"]),
        ("memory", HOME, [*CRM, "Oxtaliscope", POOLED]),
        ("session", HOME, [*CRM, "Oxtaliscope", POOLED]),
        ("source", CRM, [*HOME, "Oxtaliscope", POOLED]),
    ],
)
def test_each_form_of_forget_reaches_the_bytes(
    home: Path, form: str, gone: list[str], kept: list[str]
) -> None:
    with open_memory(home, Lessons(), *STACK) as m:
        ids = populate(m)
        before = {w for hits in leftovers(home, gone + kept).values() for w in hits}
        assert before == set(gone + kept), "every string is on disk before forget"
        assert isinstance(m.store, SQLiteStore)  # the in-process vector index is SQLiteStore's
        cached = set(m.store.vector_index("memory", m.embedder.name).ids)
        selector = {
            "user": {"user_id": "alice"},
            "memory": {"memory_id": ids["home"]},
            "session": {"session_id": "s1", "user_id": "alice"},
            "source": {"source": "crmzilla"},
        }[form]
        report = m.forget(**selector)
        assert report.memories >= 1 and report.tombstones > 0
        assert leftovers(home, gone) == {}, f"forget({selector}) left bytes behind"
        assert m.verify().ok, m.verify().problems
        survivors = set(m.store.allowed_ids("memories", _admin()))
        # the in-process index dropped the erased rows too (it rebuilds when a stamp says "deleted")
        assert set(m.store.vector_index("memory", m.embedder.name).ids) == cached & survivors
    assert leftovers(home, gone) == {}, "nothing comes back when the file is closed"
    found = {w for hits in leftovers(home, kept).values() for w in hits}
    assert found == set(kept), "what was not forgotten stays"


def _admin():
    from veramem_core import _time
    from veramem_core.access import Access

    return Access(None, None, _time.utcnow())
