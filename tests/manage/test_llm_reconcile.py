"""The LLM reconciler: one call for all proposals, neighbour-set validation, retry, fallback, guards."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from veramem_core.config import Config
from veramem_core.testing import FakeLLM

from .conftest import MakeMemory

T0 = datetime(2024, 5, 8, 10, 0, tzinfo=UTC)


def extraction(*items: tuple[str, str, str]) -> dict[str, Any]:
    return {"memories": [{"message_id": mid, "quote": q, "text": t} for mid, q, t in items]}


def seed(m: Any) -> str:
    """Store "User lives in Paris" through the rules (no LLM) and return its id."""
    return (
        m.add([{"role": "user", "content": "I live in Paris", "timestamp": T0}], user_id="alice", now=T0)
        .added[0]
        .id
    )


def with_llm(
    make_memory: MakeMemory, replies: list[Any], config: Config | None = None
) -> tuple[Any, FakeLLM]:
    seed(make_memory("shared.db"))  # the same file, opened twice: the rules wrote, the LLM reads
    llm = FakeLLM(replies)
    return make_memory("shared.db", llm=llm, config=config), llm


def test_update_chosen_by_the_llm(make_memory: MakeMemory) -> None:
    m, llm = with_llm(
        make_memory,
        [
            extraction(("m1", "I moved to Berlin", "User lives in Berlin")),
            {"operations": [{"candidate": "c1", "op": "UPDATE", "target": "n1", "reason": "moved"}]},
        ],
    )
    result = m.add([{"role": "user", "content": "I moved to Berlin"}], user_id="alice", now=T0)
    assert result.llm_calls == 2 and len(llm.calls) == 2
    assert "[n1] (fact, authorized" in llm.calls[1][1]["content"]
    assert [i.text for i in result.updated] == ["User lives in Berlin"]


def test_target_outside_the_neighbour_set_is_rejected_within_the_budget(make_memory: MakeMemory) -> None:
    m, llm = with_llm(
        make_memory,
        [
            extraction(("m1", "I moved to Berlin", "User lives in Berlin")),
            {"operations": [{"candidate": "c1", "op": "DELETE", "target": "mem_of_bob"}]},
        ],
    )
    result = m.add([{"role": "user", "content": "I moved to Berlin"}], user_id="alice", now=T0)
    assert len(llm.calls) == 2 and not result.added and not result.retracted
    assert "outside that candidate's neighbour set" in result.rejected[0].reason
    assert len(m.list("alice").items) == 1


def test_one_retry_when_the_budget_allows(make_memory: MakeMemory) -> None:
    config = Config(plugins={"manage": {"max_llm_calls": 4}})
    m, llm = with_llm(
        make_memory,
        [
            extraction(("m1", "I moved to Berlin", "User lives in Berlin")),
            {"operations": [{"candidate": "c1", "op": "DELETE", "target": "n7"}]},
            {"operations": [{"candidate": "c1", "op": "UPDATE", "target": "n1"}]},
        ],
        config=config,
    )
    result = m.add([{"role": "user", "content": "I moved to Berlin"}], user_id="alice", now=T0)
    assert len(llm.calls) == 3 and result.llm_calls == 3
    assert "n7" in llm.calls[2][-1]["content"]
    assert [i.text for i in result.updated] == ["User lives in Berlin"]


def test_extraction_retry_leaves_the_rules_to_reconcile(make_memory: MakeMemory) -> None:
    m, llm = with_llm(
        make_memory,
        [
            "not json",
            extraction(("m1", "I live in Paris", "User lives in Paris")),
        ],
    )
    result = m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice", now=T0)
    assert len(llm.calls) == 2 and result.llm_calls == 2
    assert len(result.noop) == 1  # the rules saw the near-duplicate


def test_llm_cannot_let_a_tool_overwrite_the_user(make_memory: MakeMemory) -> None:
    m, _ = with_llm(
        make_memory,
        [
            extraction(("m1", "user lives in London", "User lives in London")),
            {"operations": [{"candidate": "c1", "op": "UPDATE", "target": "n1"}]},
        ],
    )
    result = m.add(
        [{"role": "tool", "name": "crm", "content": "user lives in London"}], user_id="alice", now=T0
    )
    assert not result.updated and len(result.added) == 1 and len(result.conflicts) == 1
    assert result.added[0].text == "According to tool crm: User lives in London"
    assert [i.status for i in m.list("alice", status=None).items].count("active") == 2


def test_missing_operation_is_rejected(make_memory: MakeMemory) -> None:
    m, _ = with_llm(
        make_memory,
        [
            extraction(
                ("m1", "I moved to Berlin", "User lives in Berlin"), ("m1", "I got a dog", "User got a dog")
            ),
            {"operations": [{"candidate": "c1", "op": "UPDATE", "target": "n1"}]},
        ],
    )
    result = m.add(
        [{"role": "user", "content": "I moved to Berlin and I got a dog"}], user_id="alice", now=T0
    )
    assert [i.text for i in result.updated] == ["User lives in Berlin"]
    assert [r.text for r in result.rejected] == ["User got a dog"]
    assert "no operation was chosen" in result.rejected[0].reason


def test_no_neighbours_needs_no_reconcile_call(make_memory: MakeMemory) -> None:
    llm = FakeLLM([extraction(("m1", "I got a dog", "User got a dog"))])
    m = make_memory(llm=llm)
    result = m.add([{"role": "user", "content": "I got a dog"}], user_id="alice", now=T0)
    assert len(llm.calls) == 1 and [i.text for i in result.added] == ["User got a dog"]
