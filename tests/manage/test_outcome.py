"""Feedback and utility (veramem_manage.outcome) through ``Memory``, on real SQLite files."""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import pytest

from veramem_core.config import Config
from veramem_core.errors import NotFound, ValidationError
from veramem_core.hookspecs import hookimpl
from veramem_core.models import MemoryItem
from veramem_core.outcome import FeedbackContext, FeedbackRecord
from veramem_manage.outcome import utility

from ._loop import HELPFUL, MISLEADING, counts, open_loop, say


def test_hook_veramem_feedback(tmp_path: Path) -> None:
    seen: list[FeedbackContext] = []

    class Watcher:
        @hookimpl
        def veramem_feedback(self, context: FeedbackContext) -> FeedbackRecord | None:
            seen.append(context)
            return None  # pick-one: None lets the built-in answer

    with open_loop(tmp_path / "m.db", Watcher()) as m:
        item = say(m, "I live in Lisbon.")
        trace = m.search("where do I live", user_id="alice").trace_id
        record = m.feedback(trace, 1.0, user_id="alice")
    assert [c.trace_id for c in seen] == [trace] and seen[0].user_id == "alice"
    assert record.credited == [item.id] and record.advantage == 1.0


def test_cited_memories_get_the_contract_update(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        lisbon = say(m, "I live in Lisbon.")
        cat = say(m, "My cat is called Miso.")
        answer = m.answer("Where do I live?", user_id="alice")
        assert answer.citations == [lisbon.id]
        record = m.feedback(answer.trace_id, 0.5, user_id="alice")
        assert (record.baseline, record.advantage, record.credited) == (0.0, 0.5, [lisbon.id])
        assert counts(m, lisbon.id) == (1, 0.5, 0.0)
        assert counts(m, cat.id) == (0, 0.0, 0.0)


def test_without_citations_the_returned_memories_are_credited_never_episodes(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        lisbon = say(m, "I live in Lisbon.")
        m.add(
            [{"role": "user", "content": "Lisbon has the best custard tarts"}], user_id="alice", infer=False
        )
        result = m.search("what exactly did I say about Lisbon", user_id="alice")
        kinds = {h.kind for h in result.items}
        assert "episode" in kinds, "the fine-detail route returns raw episodes"
        record = m.feedback(result.trace_id, -1.0, user_id="alice")
        memory_hits = [h.id for h in result.items if h.kind != "episode"]
        assert record.credited == memory_hits
        assert all(i.startswith("mem_") for i in record.credited)
        if lisbon.id in memory_hits:
            assert counts(m, lisbon.id) == (1, 0.0, 1.0)


def test_the_baseline_is_the_users_mean_of_earlier_rewards(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        item = say(m, "I live in Lisbon.")
        say(m, "I live in Lisbon.", user_id="bob")
        rewards = [1.0, 0.0, 0.5]
        advantages = []
        for r in rewards:
            trace = m.search("where do I live", user_id="alice", k=1).trace_id
            advantages.append(m.feedback(trace, r, user_id="alice").advantage)
        # bob's rewards are his own: they never move alice's baseline
        bob_trace = m.search("where do I live", user_id="bob", k=1).trace_id
        assert m.feedback(bob_trace, -1.0, user_id="bob").baseline == 0.0
        assert advantages == [1.0, 0.0 - 1.0, 0.5 - 0.5]
        assert counts(m, item.id) == (3, 1.0, 1.0)


def _replay(path: Path, replace: bool) -> dict[str, tuple[int, float, float]]:
    with open_loop(path) as m:
        helpful, misleading = say(m, HELPFUL), say(m, MISLEADING)
        first = m.search("router reset button", user_id="alice", k=2).trace_id
        m.feedback(first, 0.3, user_id="alice")
        second = m.search("how do I reset the router", user_id="alice", k=2).trace_id
        if replace:
            m.feedback(second, 0.7, user_id="alice")
        final = m.feedback(second, -0.9, user_id="alice")
        assert final.revision == (2 if replace else 1)
        assert final.baseline == 0.3
        later = m.search("router power button", user_id="alice", k=1).trace_id
        assert m.feedback(later, 0.1, user_id="alice").baseline == (0.3 - 0.9) / 2
        assert m.verify().ok
        if replace:
            assert "feedback.replace" in [e.op for e in m.store.ledger_entries()]
        return {"helpful": counts(m, helpful.id), "misleading": counts(m, misleading.id)}


def test_a_replaced_feedback_leaves_the_counts_of_that_feedback_alone(tmp_path: Path) -> None:
    replaced = _replay(tmp_path / "replaced.db", replace=True)
    once = _replay(tmp_path / "once.db", replace=False)
    assert replaced == once  # exactly, not approximately
    assert replaced["helpful"][0] == 2


@pytest.mark.parametrize("reward", [1.5, -1.01, math.nan, math.inf, True, "1", None])
def test_a_bad_reward_is_refused_by_name_and_writes_nothing(tmp_path: Path, reward: object) -> None:
    with open_loop(tmp_path / "m.db") as m:
        say(m, "I live in Lisbon.")
        trace = m.search("where do I live", user_id="alice").trace_id
        before = m.verify().entries
        with pytest.raises(ValidationError, match="reward") as exc:
            m.feedback(trace, reward, user_id="alice")  # type: ignore[arg-type]
        assert repr(reward) in str(exc.value)
        assert m.verify().entries == before and m.store.get_feedback(trace) is None


def test_an_unknown_trace_and_another_users_trace_are_the_same_not_found(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        item = say(m, "I live in Lisbon.")
        trace = m.search("where do I live", user_id="alice").trace_id
        errors = []
        for trace_id, user in ((trace, "mallory"), ("tr_does_not_exist", "mallory")):
            with pytest.raises(NotFound) as exc:
                m.feedback(trace_id, 1.0, user_id=user)
            errors.append(str(exc.value).replace(trace_id, "<id>"))
        assert errors[0] == errors[1] == "trace not found: '<id>'"
        assert counts(m, item.id) == (0, 0.0, 0.0) and m.store.get_feedback(trace) is None


def test_every_feedback_is_a_ledger_entry_and_verify_holds(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        item = say(m, "I live in Lisbon.")
        trace = m.search("where do I live", user_id="alice").trace_id
        m.feedback(trace, 1.0, user_id="alice")
        m.feedback(trace, 0.5)
        ops = [(e.op, e.object_id) for e in m.store.ledger_entries()]
        assert ("feedback.give", trace) in ops and ("feedback.replace", trace) in ops
        assert ops.count(("memory.credit", item.id)) == 2
        assert m.verify().ok
        # the feedback row is vouched for like any other: changing it behind VeraMem's back is caught
        with sqlite3.connect(m.path) as raw:
            raw.execute("UPDATE feedback SET reward = -1 WHERE id = ?", (trace,))
        report = m.verify()
        assert not report.ok and any(trace in p for p in report.problems)


def test_positive_feedback_makes_the_helpful_twin_rank_first(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        misleading, helpful = say(m, MISLEADING), say(m, HELPFUL)
        paraphrase = "how can I reboot my router?"
        assert m.search(paraphrase, user_id="alice", k=2).items[0].id == misleading.id
        answer = m.answer("Which button resets the router, the reset button?", user_id="alice")
        assert answer.citations == [helpful.id]
        m.feedback(answer.trace_id, 1.0, user_id="alice")
        hits = m.search(paraphrase, user_id="alice", k=2).items
        assert [h.id for h in hits] == [helpful.id, misleading.id]
        assert hits[0].explain["priors"]["utility"] > 0 == hits[1].explain["priors"]["utility"]


def test_the_utility_prior_never_lifts_a_memory_the_caller_may_not_read(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        mine = say(m, MISLEADING)
        bobs = say(m, HELPFUL, user_id="bob")
        m.grant("team_member", "bob", "t1")
        m.grant("team_member", "alice", "t1")
        teams = say(
            m,
            # Worded apart from bob's private note: the gate's canary keeps a team item that repeats
            # two content words of its owner's private memories private.
            "Rebooting a router: unplug it, wait thirty seconds, plug it back in.",
            "bob",
            team_id="t1",
            visibility="team",
        )
        for _ in range(3):
            trace = m.search("reset the router", user_id="bob", k=3).trace_id
            m.feedback(trace, 1.0, user_id="bob")
        assert m.get(bobs.id, user_id="bob").successes > 0
        result = m.search("how can I reboot my router?", user_id="alice", k=5)
        assert [h.id for h in result.items] == [mine.id], "bob's private memory never shows, however useful"
        assert [h.id for h in result.shared] == [teams.id], "a team item stays in the shared block"
        shared_uses = m.get(teams.id, user_id="bob").uses
        assert m.feedback(result.trace_id, 1.0, user_id="alice").credited == [mine.id]
        assert m.get(teams.id, user_id="bob").uses == shared_uses, "the shared block is never credited"
        m.revoke("team_member", "alice", "t1")
        result = m.search("how can I reboot my router?", user_id="alice", k=5)
        assert [h.id for h in result.items + result.shared] == [mine.id]


def test_hook_veramem_utility(tmp_path: Path) -> None:
    class Pessimist:
        @hookimpl
        def veramem_utility(self, memory: MemoryItem, config: Config) -> float | None:
            return 0.0 if "power" in memory.text else None

    with open_loop(tmp_path / "m.db", Pessimist()) as m:
        misleading, helpful = say(m, MISLEADING), say(m, HELPFUL)
        hits = m.search("how can I reboot my router?", user_id="alice", k=2).items
        assert [h.id for h in hits] == [helpful.id, misleading.id]
        assert hits[1].explain["priors"]["utility"] == pytest.approx(-0.5 * m.config.utility_lambda)
        assert hits[0].explain["priors"]["utility"] == 0.0  # the built-in answered for the other


def test_utility_is_a_beta_smoothed_success_rate_with_configurable_prior() -> None:
    base = {"id": "mem_1", "kind": "fact", "text": "t", "authority": "authorized", "user_id": "u"}
    item = MemoryItem.parse(
        {
            **base,
            "valid_from": "2026-01-01T00:00:00Z",
            "created_at": "2026-01-01T00:00:00Z",
            "successes": 3.0,
            "failures": 1.0,
            "uses": 4,
        }
    )
    assert utility(item, Config()) == (3 + 1) / (4 + 2) == item.utility
    skeptical = Config(plugins={"outcome": {"prior_successes": 1, "prior_failures": 3}})
    assert utility(item, skeptical) == (3 + 1) / (4 + 4)
    with pytest.raises(ValidationError, match="prior_sucesses"):
        utility(item, Config(plugins={"outcome": {"prior_sucesses": 1}}))
    with pytest.raises(ValidationError, match="'many'"):
        utility(item, Config(plugins={"outcome": {"stale_days": "many"}}))
