"""``veramem share`` and ``veramem forget``: the real command in a subprocess, on one data directory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from veramem_core.testing import leftovers

from .conftest import STACK, open_memory
from .test_pool import LESSON, Lessons

VERAMEM = str(Path(sys.executable).parent / "veramem")


def run(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    # The stages are named explicitly (VERAMEM_LOAD_PLUGINS): no other installed plugin is loaded.
    env = {**os.environ, "VERAMEM_HOME": str(home), "VERAMEM_LOAD_PLUGINS": "manage,retrieve,share"}
    return subprocess.run([VERAMEM, *args], input=stdin, capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.slow
def test_share_and_forget_commands(home: Path) -> None:
    (home / "config.toml").write_text('[veramem]\nembedder = "hashing"\n', encoding="utf-8")
    with open_memory(home, Lessons(), *STACK) as m:
        m.grant("team_member", "alice", "t1")
        m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True)
    shared = run(home, "share", "--user", "alice", "--team", "t1", "--json")
    assert shared.returncode == 0, shared.stderr
    [pooled] = json.loads(shared.stdout)["shared"]
    assert pooled["authority"] == "unendorsed" and "Orion" not in pooled["text"]
    again = run(home, "share", "--user", "alice", "--team", "t1")
    assert "0 shared, 0 unchanged, 0 kept local" in again.stdout
    withdrawn = run(home, "share", "--user", "alice", "--withdraw", "--json")
    assert json.loads(withdrawn.stdout) == {"withdrawn": 1}, withdrawn.stderr
    assert run(home, "share", "--user", "alice", "--team", "t1").stdout.startswith("0 shared")
    refused = run(home, "forget", "--user", "alice", stdin="n\n")
    assert refused.returncode == 1 and "Aborted" in refused.stderr
    assert leftovers(home, ["Orion"]) != {}, "refusing the confirmation erases nothing"
    done = run(home, "forget", "--user", "alice", "--yes")
    assert done.returncode == 0 and "ledger tombstones" in done.stdout, done.stderr
    assert leftovers(home, ["Orion", "drained the queue"]) == {}
    assert run(home, "verify").returncode == 0
