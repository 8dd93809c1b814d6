"""Experiences distilled from successful traces (veramem_manage.experiences)."""

from __future__ import annotations

from pathlib import Path

from ._loop import open_loop, say


def test_a_trace_rated_at_least_tau_becomes_one_experience_citing_its_episodes(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        lisbon = say(m, "I live in Lisbon.")
        tool = m.add(
            [{"role": "tool", "name": "crm", "content": "Customer address: Rua Augusta 10, Lisbon."}],
            user_id="alice",
        ).added[0]
        good = m.search("Lisbon address", user_id="alice", k=2)
        m.feedback(good.trace_id, 0.9, user_id="alice")
        meh = m.search("where do I live", user_id="alice", k=1)
        m.feedback(meh.trace_id, 0.7, user_id="alice")
        report = m.consolidate()
        assert len(report.experiences) == 1
        experience = m.get(report.experiences[0], user_id="alice")
        assert experience.kind == "experience" and experience.metadata["trace_id"] == good.trace_id
        lines = experience.text.splitlines()
        assert lines[0].startswith("## ")
        assert [line.split(":")[0] for line in lines[1:]] == [
            "Applies when",
            "Inputs",
            "Procedure",
            "Caution",
        ]
        assert "{" in lines[2] and "Lisbon address" in lines[1]
        assert {e.episode_id for e in experience.evidence} == {
            e.episode_id for i in (lisbon, tool) for e in i.evidence
        }, "it cites the episodes behind the memories that answered"
        assert experience.authority == "unendorsed" and "verify them" in lines[4]
        assert m.consolidate().experiences == []


def test_an_experience_whose_feedback_fell_below_tau_is_archived(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        say(m, "I live in Lisbon.")
        trace = m.search("where do I live", user_id="alice", k=1).trace_id
        m.feedback(trace, 1.0, user_id="alice")
        made = m.consolidate().experiences
        m.feedback(trace, 0.2, user_id="alice")
        report = m.consolidate()
        assert made and made[0] in report.archived and report.experiences == []
        assert m.get(made[0], user_id="alice").status == "archived"
