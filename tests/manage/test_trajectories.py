"""Trajectory export (veramem_manage.trajectories): JSONL validated against the shipped JSON Schema."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from veramem_core.hookspecs import hookimpl
from veramem_core.outcome import TrajectoryContext
from veramem_manage.trajectories import advantages, schema

from ._loop import open_loop, say


def _records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def test_every_exported_record_validates_against_the_schema(tmp_path: Path) -> None:
    validator = jsonschema.Draft202012Validator(schema(), format_checker=jsonschema.FormatChecker())
    out = tmp_path / "trajectories.jsonl"
    with open_loop(tmp_path / "m.db") as m:
        paris = say(m, "I live in Paris.")
        berlin = m.add(
            [{"role": "user", "content": "I moved to Berlin last month."}], user_id="alice"
        ).updated[0]
        m.add([{"role": "user", "content": "Berlin is cold in winter"}], user_id="alice", infer=False)
        answer = m.answer("Where do I live?", user_id="alice")
        m.feedback(answer.trace_id, 1.0, user_id="alice")
        detail = m.search("what exactly did I say about Berlin", user_id="alice")
        m.feedback(detail.trace_id, -0.5, user_id="alice")
        m.search("unrated search", user_id="alice")
        assert m.export_trajectories(out) == 2
    records = _records(out)
    for record in records:
        validator.validate(record)
    first = records[0]
    assert first["trace_id"] == answer.trace_id and first["op"] == "answer"
    assert first["state"]["query"] == "Where do I live?"
    assert first["actions"]["citations"] == answer.citations == [berlin.id]
    ops = {(o["memory_id"], o["op"]) for o in first["actions"]["manager"]}
    assert (berlin.id, "UPDATE") in ops, "the add() that produced the item, read from the ledger"
    assert next(o for o in first["actions"]["manager"] if o["op"] == "UPDATE")["supersedes"] == paris.id
    assert {r["text"] for r in records[1]["state"]["retrieved"]} >= {"Berlin is cold in winter"}
    assert [r["advantage"] for r in records] == [1.0, -1.0], "normalised within the user's group"
    assert [r["baseline_advantage"] for r in records] == [1.0, -1.5]


def test_the_schema_refuses_a_broken_record(tmp_path: Path) -> None:
    out = tmp_path / "t.jsonl"
    with open_loop(tmp_path / "m.db") as m:
        say(m, "I live in Paris.")
        m.feedback(m.search("where do I live", user_id="alice").trace_id, 0.5, user_id="alice")
        m.export_trajectories(out)
    record = _records(out)[0]
    del record["state"]["retrieved"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(record, schema())


def test_group_normalised_advantage() -> None:
    from datetime import UTC, datetime

    from veramem_core.outcome import FeedbackRecord

    at = datetime(2026, 1, 1, tzinfo=UTC)

    def fb(trace: str, user: str, reward: float) -> FeedbackRecord:
        return FeedbackRecord(trace_id=trace, user_id=user, reward=reward, created_at=at, updated_at=at)

    out = advantages([fb("a", "u", 1.0), fb("b", "u", 0.0), fb("c", "u", 0.5), fb("d", "v", 0.3)])
    assert out["c"] == 0.0 and out["a"] == pytest.approx(-out["b"]) and out["a"] > 0
    assert out["d"] == 0.0, "a group of one has no spread"


def test_hook_veramem_trajectories(tmp_path: Path) -> None:
    class Minimal:
        @hookimpl
        def veramem_trajectories(self, context: TrajectoryContext) -> list[dict[str, Any]]:
            return [{"trace_id": r.trace_id, "reward": r.reward} for r in context.store.feedback_records()]

    out = tmp_path / "t.jsonl"
    with open_loop(tmp_path / "m.db", Minimal()) as m:
        say(m, "I live in Paris.")
        trace = m.search("where do I live", user_id="alice").trace_id
        m.feedback(trace, 0.25, user_id="alice")
        assert m.export_trajectories(out) == 1
    assert _records(out) == [{"trace_id": trace, "reward": 0.25}]
