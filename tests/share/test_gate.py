"""The sanitisation gate on everything another person can read: team and public writes."""

from __future__ import annotations

from pathlib import Path

import pytest

import veramem_manage.plugin as manage
import veramem_retrieve.plugin as retrieve
from veramem_core import hookimpl
from veramem_core.errors import MissingStage
from veramem_core.memory import Memory
from veramem_core.models import sha256_hex
from veramem_core.plugins import make_plugin_manager
from veramem_core.stages import Finding, GateRequest
from veramem_share import gate

from .conftest import open_memory


def test_public_add_with_an_email_stays_private_with_a_reason(mem: Memory) -> None:
    result = mem.add(
        [{"role": "user", "content": "My email is alice@example.com."}],
        user_id="alice",
        visibility="public",
        admin=True,
    )
    [item] = result.added
    assert item.visibility == "private"
    [rejection] = result.rejected
    assert rejection.reason.startswith("kept private, not public: email at ")
    assert "alice@example.com" not in rejection.reason
    with pytest.raises(Exception, match="not found"):
        mem.get(item.id, user_id="bob")
    rows = mem.store.execute("SELECT * FROM gate_rejections")  # type: ignore[attr-defined]
    assert len(rows) == 1 and rows[0]["memory_id"] == item.id
    assert rows[0]["text_sha256"] == sha256_hex(item.text)
    assert "example.com" not in " ".join(str(v) for v in rows[0].values()), "the reason never holds the text"
    assert [e.op for e in mem.store.ledger_entries()][-1] == "rejection.insert"
    assert mem.verify().ok


def test_a_clean_team_write_is_shared(mem: Memory) -> None:
    result = mem.add(
        [{"role": "user", "content": "The staging server restarts every night."}],
        user_id="alice",
        team_id="t1",
        visibility="team",
    )
    assert [i.visibility for i in result.added] == ["team"] and result.rejected == []


def test_the_canary_keeps_a_private_run_out_of_the_team(mem: Memory) -> None:
    mem.add([{"role": "user", "content": "My daughter studies at Lycée Fénelon."}], user_id="alice")
    result = mem.add(
        [{"role": "user", "content": "The parents' evening at Lycée Fénelon is on the third floor."}],
        user_id="alice",
        team_id="t1",
        visibility="team",
    )
    assert [i.visibility for i in result.added] == ["private"]
    assert "canary" in result.rejected[0].reason


def test_without_veramem_share_a_team_write_is_refused_and_nothing_written(home: Path) -> None:
    with open_memory(home, manage, retrieve) as m:
        m.grant("team_member", "alice", "t1")
        with pytest.raises(MissingStage, match="veramem-share"):
            m.add([{"role": "user", "content": "x is y"}], user_id="alice", team_id="t1", visibility="team")
        assert m.store.counts()["episodes"] == 0
        assert m.add([{"role": "user", "content": "I live in Oslo."}], user_id="alice").added


def test_gate_check_collects_every_detector(mem: Memory) -> None:
    mem.add([{"role": "user", "content": "I keep my bike at Gare du Nord."}], user_id="alice")
    request = GateRequest(
        text="Write to bob@example.org, the bike is at Gare du Nord.",
        user_id="alice",
        store=mem.store,
        pm=mem.pm,
        config=mem.config,
    )
    found = gate.check(request)
    assert [f.detector for f in found] == ["email", "canary", "canary"], "in text order, every finding"
    assert [request.text[slice(*f.span)] for f in found[1:]] == ["Gare du", "du Nord"]
    request.user_id = "bob"  # bob's private memories hold no such run
    assert [f.detector for f in gate.check(request)] == ["email"]


def test_hook_veramem_gate(home: Path) -> None:
    class Strict:
        """A stricter gate, as a third party would install one: nothing with digits is shared."""

        @hookimpl
        def veramem_gate(self, request: GateRequest) -> list[Finding]:
            return [Finding("digits", (0, 1), "digits")] if any(c.isdigit() for c in request.text) else []

    pm = make_plugin_manager(manage, retrieve, Strict(), load_entry_points=False)
    from veramem_core.config import Config

    with Memory(path=home / "memory.db", config=Config(embedder="hashing"), pm=pm) as m:
        m.grant("team_member", "alice", "t1")
        kept = m.add(
            [{"role": "user", "content": "Room 12 is free."}],
            user_id="alice",
            team_id="t1",
            visibility="team",
        )
        shared = m.add(
            [{"role": "user", "content": "The lab is free."}],
            user_id="alice",
            team_id="t1",
            visibility="team",
        )
    assert [i.visibility for i in kept.added] == ["private"] and "digits" in kept.rejected[0].reason
    assert [i.visibility for i in shared.added] == ["team"]
