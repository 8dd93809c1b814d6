"""The example third-party PII plugin (examples/veramem-pii-employee-id), loaded from its entry point."""

from __future__ import annotations

from importlib.metadata import entry_points
from pathlib import Path

from veramem_core.stages import GateRequest

from .conftest import STACK, open_memory

TEXT = "The badge of the new hire is EMP-204518."


def employee_id_plugin() -> object:
    """Loaded explicitly: tests never load installed entry points implicitly."""
    [ep] = [e for e in entry_points(group="veramem") if e.name == "employee_id"]
    assert ep.dist is not None and ep.dist.name == "veramem-pii-employee-id"
    return ep.load()


def test_the_example_plugin_blocks_its_pattern(home: Path) -> None:
    with open_memory(home, *STACK, employee_id_plugin()) as m:
        m.grant("team_member", "alice", "t1")
        team = m.add([{"role": "user", "content": TEXT}], user_id="alice", team_id="t1", visibility="team")
        assert [i.visibility for i in team.added] == ["private"]
        assert "employee_id at" in team.rejected[0].reason and "EMP-" not in team.rejected[0].reason
        request = GateRequest(
            text="Ask EMP-204518 for the key.", user_id="bob", store=m.store, pm=m.pm, config=m.config
        )
        assert [f.detector for f in m.pm.hook.veramem_gate(request=request)] == ["employee_id"]
    with open_memory(home, *STACK) as m:  # without the plugin, the same text reaches the team
        m.grant("team_member", "bob", "t1")
        team = m.add([{"role": "user", "content": TEXT}], user_id="bob", team_id="t1", visibility="team")
        assert [i.visibility for i in team.added] == ["team"] and team.rejected == []
