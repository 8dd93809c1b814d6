"""``veramem feedback``, ``veramem consolidate``, ``veramem export-trajectories``: in process and as
real subprocesses of the installed ``veramem`` command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

import veramem_manage.plugin as manage
import veramem_retrieve.plugin as retrieve
from veramem_core import plugins
from veramem_core.cli import VeraMemGroup, cli

from ._loop import HELPFUL, MISLEADING, open_loop


@pytest.fixture
def veramem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> click.Group:
    """The ``veramem`` group with the stage commands, on a home whose config picks the hashing embedder."""
    monkeypatch.setenv("VERAMEM_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text('[veramem]\nembedder = "hashing"\n', "utf-8")
    pm = plugins.make_plugin_manager(manage, retrieve, load_entry_points=False)
    monkeypatch.setattr(plugins, "_pm", pm)
    group = VeraMemGroup("veramem", commands=dict(cli.commands))
    group._loaded = True  # the stage commands come from this test's plugin manager, just below
    pm.hook.veramem_register_commands(cli=group)
    return group


def _invoke(group: click.Group, *args: str) -> str:
    result = CliRunner().invoke(group, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_feedback_consolidate_export_through_the_cli(veramem: click.Group, tmp_path: Path) -> None:
    db = str(tmp_path / "memory.db")
    for text in (MISLEADING, HELPFUL):
        _invoke(veramem, "add", text, "--user", "alice", "--session", "s1", "--db", db)
    found = json.loads(
        _invoke(veramem, "search", "router reset button", "--user", "alice", "-k", "1", "--db", db, "--json")
    )
    given = json.loads(
        _invoke(veramem, "feedback", found["trace_id"], "1", "--user", "alice", "--db", db, "--json")
    )
    assert given["credited"] == [found["items"][0]["id"]] and given["advantage"] == 1.0
    # a negative reward is an argument, not an option
    again = _invoke(veramem, "feedback", found["trace_id"], "-0.5", "--user", "alice", "--db", db)
    assert "reward -0.50" in again and "replaces revision 1" in again
    summary = _invoke(veramem, "consolidate", "--db", db)
    assert "consolidated: 1 session summary" in summary
    assert "nothing to change" in _invoke(veramem, "consolidate", "--db", db)
    out = tmp_path / "t.jsonl"
    assert "1 trajectorie(s) written" in _invoke(veramem, "export-trajectories", str(out), "--db", db)
    assert json.loads(out.read_text("utf-8"))["reward"] == -0.5


def test_bad_feedback_exits_with_the_reason(veramem: click.Group, tmp_path: Path) -> None:
    db = str(tmp_path / "memory.db")
    _invoke(veramem, "add", "I live in Lisbon.", "--user", "alice", "--db", db)
    trace = json.loads(_invoke(veramem, "search", "Lisbon", "--user", "alice", "--db", db, "--json"))[
        "trace_id"
    ]
    # bad input exits 2, like a usage error; a missing (or another user's) trace exits 1
    for args, message, code in (
        ((trace, "2"), "reward must be a number in [-1, 1], got 2.0", 2),
        ((trace, "1", "--user", "mallory"), f"trace not found: '{trace}'", 1),
        (("tr_nope", "1"), "trace not found: 'tr_nope'", 1),
    ):
        result = CliRunner().invoke(veramem, ["feedback", *args, "--db", db])
        assert result.exit_code == code and message in result.output, result.output
    bad = CliRunner().invoke(veramem, ["feedback", trace, "lots", "--db", db])
    assert bad.exit_code == 2 and "'lots' is not a valid float" in bad.output


def test_consolidate_shows_a_progress_bar_on_long_runs(veramem: click.Group, tmp_path: Path) -> None:
    db = tmp_path / "memory.db"
    with open_loop(db) as m:
        for i in range(60):
            m.add(
                [{"role": "user", "content": f"Note {i} of the long run."}],
                user_id="alice",
                session_id=f"s{i}",
                infer=False,
            )
    output = _invoke(veramem, "consolidate", "--db", str(db))
    assert "summarise sessions" in output, "a pass over 60 sessions gets a bar"
    assert "consolidated: 60 session summaries" in output


@pytest.mark.slow
def test_the_installed_command_runs_the_outcome_loop(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text('[veramem]\nembedder = "hashing"\n', "utf-8")
    db = tmp_path / "memory.db"
    with open_loop(db) as m:
        m.add([{"role": "user", "content": HELPFUL}], user_id="alice", session_id="s1")
        trace = m.search("router reset button", user_id="alice").trace_id
    command = Path(sys.executable).with_name("veramem")
    env = {**os.environ, "VERAMEM_HOME": str(tmp_path)}

    def run(*args: str) -> str:
        done = subprocess.run([str(command), *args, "--db", str(db)], capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    assert "advantage +1.000" in run("feedback", trace, "1.0", "--user", "alice")
    assert "1 session summary" in run("consolidate")
    assert "1 trajectorie(s)" in run("export-trajectories", str(tmp_path / "t.jsonl"))
