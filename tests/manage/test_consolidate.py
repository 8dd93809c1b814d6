"""Offline consolidation (veramem_manage.consolidate) through ``Memory``: archive, merge, idempotence."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import numpy as np

from veramem_core import _time
from veramem_core.hookspecs import hookimpl
from veramem_core.memory import Memory
from veramem_core.outcome import ConsolidateContext, ConsolidationReport
from veramem_manage.consolidate import components, similar_pairs

from ._loop import MISLEADING, open_loop, say

MEETING = "The team meeting is on Friday at 10am."


def _rate(m: Memory, helpful_query: str, misleading_query: str, rounds: int) -> None:
    """The user rewards answers resting on the helpful memory and punishes the misleading one."""
    for _ in range(rounds):
        good = m.search(helpful_query, user_id="alice", k=1)
        m.feedback(good.trace_id, 1.0, user_id="alice")
        bad = m.search(misleading_query, user_id="alice", k=1)
        m.feedback(bad.trace_id, -1.0, user_id="alice")


def test_hook_veramem_consolidate(tmp_path: Path) -> None:
    class Janitor:
        @hookimpl
        def veramem_consolidate(self, context: ConsolidateContext) -> ConsolidationReport:
            return ConsolidationReport(notes=[f"janitor ran at {context.now.year}"])

    with open_loop(tmp_path / "m.db", Janitor()) as m:
        m.add([{"role": "user", "content": "I live in Lisbon."}], user_id="alice", session_id="s1")
        report = m.consolidate(now="2030-01-01T00:00:00Z")
    assert report.notes == ["janitor ran at 2030"]
    assert len(report.summaries) == 1, "the built-in passes ran too"


def test_repeated_negative_feedback_archives_and_history_keeps_it(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        helpful, misleading = say(m, "My cat is called Miso."), say(m, MISLEADING)
        _rate(m, "what is my cat called", "router power button", rounds=3)
        bad = m.get(misleading.id, user_id="alice")
        assert bad.uses == 3 and bad.utility < 0.3
        report = m.consolidate()
        assert report.archived == [misleading.id]
        hits = m.search("router power button", user_id="alice", k=5).items
        assert misleading.id not in [h.id for h in hits] and hits, "it left search; the rest did not"
        kept = m.get(misleading.id, user_id="alice")
        assert kept.status == "archived" and "after 3 uses" in kept.metadata["archived"]["reason"]
        assert [v.status for v in m.history(misleading.id, user_id="alice")] == ["archived"]
        assert misleading.id in [i.id for i in m.list("alice", status="archived").items]
        ops = [e.op for e in m.store.ledger_entries() if e.object_id == misleading.id]
        assert ops[0] == "memory.insert" and ops[-1] == "memory.archive"
        assert m.get(helpful.id, user_id="alice").status == "active"
        assert m.verify().ok


def test_unused_low_utility_memories_are_archived_after_n_days(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db", outcome={"stale_days": 30}) as m:
        doubtful, untouched = say(m, MISLEADING), say(m, "My cat is called Miso.")
        trace = m.search("router power button", user_id="alice", k=1).trace_id
        m.feedback(trace, -0.5, user_id="alice")
        assert m.consolidate().archived == [], "used today: kept"
        later = _time.utcnow() + timedelta(days=31)
        report = m.consolidate(now=later)
        assert report.archived == [doubtful.id], "unused for 31 days with utility below 0.5"
        assert "unused for 31 days" in m.get(doubtful.id, user_id="alice").metadata["archived"]["reason"]
        assert m.get(untouched.id, user_id="alice").status == "active", "never rated: utility 0.5 stays"


def test_a_merge_never_raises_authority(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db", outcome={"merge_similarity": 0.8}) as m:
        users = say(m, MEETING)
        tools = m.add([{"role": "tool", "name": "calendar", "content": MEETING}], user_id="alice").added[0]
        assistants = m.add([{"role": "assistant", "content": MEETING}], user_id="alice").added[0]
        bobs = say(m, MEETING, user_id="bob")
        other_day = say(m, "The team meeting is on Friday at 11am.")
        assert (users.authority, tools.authority, assistants.authority) == (
            "authorized",
            "unendorsed",
            "attested",
        )
        report = m.consolidate()
        assert len(report.merged) == 1 and sorted(report.absorbed) == sorted(
            [users.id, tools.id, assistants.id]
        )
        merged = m.get(report.merged[0], user_id="alice")
        assert merged.authority == "unendorsed", (
            "a tool's claim merged with the user's words is not authorized"
        )
        assert merged.text == tools.text, "the kept wording is attributed to its source"
        assert {e.episode_id for e in merged.evidence} == {
            e.episode_id for i in (users, tools, assistants) for e in i.evidence
        }
        assert merged.supersedes == tools.id
        assert [v.id for v in m.history(merged.id, user_id="alice")] == [tools.id, merged.id]
        for absorbed in (users, assistants):
            old = m.get(absorbed.id, user_id="alice")
            assert old.status == "superseded" and old.metadata["merged_into"] == merged.id
        # never across scopes, never across a different number
        assert m.get(bobs.id, user_id="bob").status == "active"
        assert m.get(other_day.id, user_id="alice").status == "active"
        found = {h.id for h in m.search("team meeting Friday", user_id="alice", k=5).items}
        assert found == {merged.id, other_day.id}, "the absorbed duplicates left search"
        assert m.verify().ok


def test_merged_counts_are_carried_and_feedback_keeps_adding(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db", outcome={"merge_similarity": 0.8}) as m:
        users = say(m, MEETING)
        tools = m.add([{"role": "tool", "name": "calendar", "content": MEETING}], user_id="alice").added[0]
        for query in ("team meeting", "when is the team meeting"):
            m.feedback(m.search(query, user_id="alice", k=2).trace_id, 1.0, user_id="alice")
        before = [m.get(i.id, user_id="alice") for i in (users, tools)]
        merged_id = m.consolidate().merged[0]
        merged = m.get(merged_id, user_id="alice")
        assert merged.uses == sum(b.uses for b in before) == 4
        assert merged.successes == sum(b.successes for b in before)
        m.feedback(m.search("team meeting", user_id="alice", k=1).trace_id, 1.0, user_id="alice")
        assert m.get(merged_id, user_id="alice").uses == 5


def test_consolidation_is_idempotent(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db", outcome={"merge_similarity": 0.8}) as m:
        m.add(
            [
                {"role": "user", "content": "I moved to Lisbon in March. The flat is near the river."},
                {"role": "assistant", "content": "Lisbon is lovely in spring. Do you like the new flat?"},
                {"role": "user", "content": "Yes, and my cat Miso loves the balcony."},
            ],
            user_id="alice",
            session_id="s1",
        )
        say(m, MEETING)
        m.add([{"role": "tool", "name": "calendar", "content": MEETING}], user_id="alice")
        say(m, "My cat is called Miso.")
        say(m, MISLEADING)
        _rate(m, "what is my cat called", "router power button", rounds=3)
        answer = m.answer("Where did I move to?", user_id="alice")
        m.feedback(answer.trace_id, 0.9, user_id="alice")
        first = m.consolidate()
        assert first.summaries and first.experiences and first.merged and first.archived
        entries = m.verify().entries
        listing = [(i.id, i.status, i.uses) for i in m.list("alice", status=None, limit=1000).items]
        second = m.consolidate()
        assert second.changes == 0, second
        assert m.verify().entries == entries, "no ledger entry either"
        assert [(i.id, i.status, i.uses) for i in m.list("alice", status=None, limit=1000).items] == listing
        assert m.consolidate().changes == 0
        assert m.verify().ok


def test_near_duplicate_pairs_across_blocks_and_their_components() -> None:
    rng = np.random.default_rng(7)
    base = rng.normal(size=(5, 16)).astype(np.float32)
    rows = np.concatenate([base, base[[0, 3]] + 0.01]).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    pairs = similar_pairs(rows, 0.99, block=2)  # row 5 twins row 0, row 6 twins row 3: other blocks
    assert sorted(pairs) == [(0, 5), (3, 6)]
    roots = components(7, pairs)
    assert roots[0] == roots[5] and roots[3] == roots[6] and len(set(roots)) == 5
