"""Own results first: the caller's own block and the shared block each fill their own depth."""

from __future__ import annotations

from veramem_core.memory import Memory


def test_joining_a_busy_team_never_pushes_own_memory_out(writer: Memory) -> None:
    m = writer
    own = m.add([{"role": "user", "content": "I live in Lyon"}], user_id="alice").added[0]
    before = m.search("where does the team live? Lyon", user_id="alice", k=5)
    assert own.id in [h.id for h in before.items]

    for i in range(3):
        m.grant("team_member", f"mate{i}", "t1")
    for i in range(150):  # teammates who are members write many matching team items
        m.add(
            [{"role": "user", "content": f"Our office {i} in Lyon: the team lives in Lyon near site {i}"}],
            user_id=f"mate{i % 3}",
            team_id="t1",
            visibility="team",
        )
    m.grant("team_member", "alice", "t1")
    after = m.search("where does the team live? Lyon", user_id="alice", k=5)
    assert own.id in [h.id for h in after.items]
    assert len(after.shared) == 5 and all(h.memory and h.memory.user_id != "alice" for h in after.shared)
    assert all(h.explain["block"] == "own" for h in after.items)
