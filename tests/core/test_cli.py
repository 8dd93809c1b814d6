"""The CLI: fast start, the contract's commands, --db and --json."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from veramem_core.cli import cli

HEAVY = ("litellm", "starlette", "mcp", "uvicorn", "numpy", "pydantic", "sqlite_utils", "tokenizers")


def test_help_imports_nothing_heavy() -> None:
    # Timing in a unit test is flaky; what makes --help slow is importing heavy modules, so check that.
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from veramem_core.cli import cli\n"
        "result = CliRunner().invoke(cli, ['--help'])\n"
        "assert result.exit_code == 0, result.output\n"
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": "/usr/bin:/bin"},
    )  # every installed plugin loads
    assert out.stdout.strip() == "", f"--help imported: {out.stdout.strip()}"


def test_help_lists_the_commands() -> None:
    result = CliRunner().invoke(cli, ["--help"])
    for command in (
        "add",
        "search",
        "answer",
        "history",
        "verify",
        "grant",
        "revoke",
        "plugins",
        "demo",
        "init",
    ):
        assert f"  {command} " in result.output


def test_raw_add_list_and_verify_json(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    runner = CliRunner()
    added = runner.invoke(cli, ["add", "I live in Paris", "--user", "alice", "--raw", "--db", db, "--json"])
    assert added.exit_code == 0, added.output
    assert len(json.loads(added.output)["episodes"]) == 1
    verify = runner.invoke(cli, ["verify", "--db", db, "--json"])
    assert json.loads(verify.output)["entries"] == 1


def test_messages_file_and_bad_json(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    runner = CliRunner()
    good = runner.invoke(
        cli,
        ["add", "--messages", "-", "--user", "bob", "--raw", "--db", db],
        input=json.dumps([{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}]),
    )
    assert good.exit_code == 0 and "2 episode(s) stored" in good.output
    bad = runner.invoke(cli, ["add", "--messages", "-", "--user", "bob", "--db", db], input="{nope")
    assert bad.exit_code == 2 and "not JSON" in bad.output
    invalid = runner.invoke(
        cli,
        ["add", "--messages", "-", "--user", "bob", "--raw", "--db", db],
        input=json.dumps([{"role": "robot", "content": "a"}]),
    )
    assert invalid.exit_code == 2 and "'robot'" in invalid.output


def test_grant_and_revoke(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["grant", "team_member", "alice", "t1", "--db", db]).output.startswith("gr_")
    assert (
        runner.invoke(cli, ["revoke", "team_member", "alice", "t1", "--db", db]).output
        == "1 grant(s) revoked\n"
    )
    assert runner.invoke(cli, ["grant", "friend", "a", "b", "--db", db]).exit_code == 2


def test_plugins_json() -> None:
    result = CliRunner().invoke(cli, ["plugins", "--json"])
    names = [row["name"] for row in json.loads(result.output)]
    assert "veramem_core.builtins" in names


def test_init_writes_config_offline(tmp_path: Path, monkeypatch) -> None:
    for var in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OLLAMA_HOST"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("VERAMEM_HOME", str(tmp_path / "home"))
    result = CliRunner().invoke(cli, ["init"])
    assert result.exit_code == 0, result.output
    assert "offline engines" in result.output
    assert (tmp_path / "home" / "config.toml").read_text() == "[veramem]\n"
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:11434")
    again = CliRunner().invoke(cli, ["init", "--force"])
    assert "Ollama" in again.output
    assert 'llm_model = "ollama/' in (tmp_path / "home" / "config.toml").read_text()


def test_demo_runs_offline(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("VERAMEM_HOME", str(tmp_path))
    result = CliRunner().invoke(cli, ["demo"])
    assert result.exit_code == 0, result.output
    assert "verify: " in result.output and "ok" in result.output
    assert "BROKEN at entry" in result.output, "the demo shows tampering being caught"


@pytest.mark.slow
@pytest.mark.stack
def test_demo_runs_again_on_its_own_store(tmp_path: Path) -> None:
    # The README's first command, run twice as a user runs it (a process, every installed plugin):
    # the second run starts a fresh store, its anchor included (a stale anchor made the new, empty
    # ledger refuse every write).
    run = [sys.executable, "-c", "from veramem_core.cli import cli; cli(['demo'])"]
    env = {"PATH": "/usr/bin:/bin", "VERAMEM_HOME": str(tmp_path), "OMP_NUM_THREADS": "1"}
    for _ in range(2):
        out = subprocess.run(run, capture_output=True, text=True, env=env, timeout=600)
        assert out.returncode == 0, out.stdout + out.stderr
        assert re.search(r"verify: \d+ entries, ok", out.stdout), out.stdout
