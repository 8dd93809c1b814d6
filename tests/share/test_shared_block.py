"""Another person's item is unendorsed to its reader, in the labelled shared block only."""

from __future__ import annotations

from veramem_core.memory import Memory


def test_a_teammates_item_is_unendorsed_in_the_shared_block_only(mem: Memory) -> None:
    team = mem.add(
        [{"role": "user", "content": "The staging server restarts every night at midnight."}],
        user_id="alice",
        team_id="t1",
        visibility="team",
    ).added[0]
    assert team.authority == "authorized" and team.visibility == "team"
    for i in range(12):
        mem.add(
            [{"role": "user", "content": f"My staging server number {i} restarts on demand."}], user_id="bob"
        )
    result = mem.search("when does the staging server restart?", user_id="bob", k=5)
    assert team.id not in [h.id for h in result.items], "never in the reader's own results"
    assert len(result.items) == 5 and all(h.memory and h.memory.user_id == "bob" for h in result.items)
    [shared] = [h for h in result.shared if h.id == team.id]
    assert shared.memory is not None and shared.memory.authority == "unendorsed"
    assert shared.explain["block"] == "shared"
    assert mem.get(team.id, user_id="bob").authority == "unendorsed"
    assert [m.authority for m in mem.list(user_id="bob").items if m.id == team.id] == ["unendorsed"]
    # Its owner still sees their own label, in their own results.
    own = mem.search("when does the staging server restart?", user_id="alice")
    assert [h.memory.authority for h in own.items if h.memory and h.id == team.id] == ["authorized"]
    assert mem.get(team.id, user_id="alice").authority == "authorized"
    assert mem.may_authorise(team.id, "restart", user_id="bob") is False
