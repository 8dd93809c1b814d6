"""Two ``veramem serve`` processes on different ports against one PostgreSQL database: what one writes
the other reads, a concurrent load of adds through both loses nothing, and the ledger verifies."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from veramem_core.testing import PostgresServer

from .live import serve_process as serve

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

VERAMEM = str(Path(sys.executable).with_name("veramem"))
ADDS_PER_SERVER = 24


def test_two_servers_share_one_postgres(postgres: PostgresServer, tmp_path: Path) -> None:
    url = postgres.database()
    home = tmp_path / "home"  # both processes: one config, one anchor file for the database
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text('[veramem]\nembedder = "hashing"\n', encoding="utf-8")
    env = {**os.environ, "VERAMEM_HOME": str(home), "VERAMEM_DATABASE_URL": url}

    with serve(env) as (a, printed_a), serve(env) as (b, printed_b):
        admin_lines = [ln for ln in printed_a + printed_b if ln.startswith("admin key")]
        assert len(admin_lines) == 1, "the first server creates the admin key, the second finds it"
        admin = {"Authorization": f"Bearer {admin_lines[0].rsplit(' ', 1)[1].strip()}"}

        # A key made while both run works on both: the keys live in the database.
        made = subprocess.run(
            [VERAMEM, "keys", "create", "--user", "alice", "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        alice = {"Authorization": f"Bearer {json.loads(made.stdout)['key']}"}
        for base in (a, b):
            me = httpx.get(f"{base}/v1/me", headers=alice, trust_env=False).json()
            assert me["user_id"] == "alice"

        wrote = httpx.post(
            f"{a}/v1/memories",
            json={"messages": [{"role": "user", "content": "I live in Lisbon and I keep bees"}]},
            headers=alice,
            trust_env=False,
            timeout=60,
        )
        assert wrote.status_code == 200, wrote.text
        added = [m["id"] for m in wrote.json()["added"]]
        assert added
        seen = httpx.get(f"{b}/v1/memories", headers=alice, trust_env=False).json()["items"]
        assert added[0] in [m["id"] for m in seen], "a write through one server is read through the other"
        found = httpx.post(
            f"{b}/v1/search", json={"query": "where do I live", "k": 3}, headers=alice, trust_env=False
        )
        assert added[0] in [h["id"] for h in found.json()["items"]]

        def add(job: tuple[str, int]) -> int:
            base, n = job
            r = httpx.post(
                f"{base}/v1/memories",
                json={"messages": [{"role": "user", "content": f"Note {n}: my locker code is {1000 + n}"}]},
                headers=alice,
                trust_env=False,
                timeout=120,
            )
            return r.status_code

        jobs = [(a if n % 2 else b, n) for n in range(2 * ADDS_PER_SERVER)]
        with ThreadPoolExecutor(max_workers=6) as pool:
            codes = list(pool.map(add, jobs))
        assert codes == [200] * len(jobs), codes

        for base in (a, b):
            report = httpx.get(f"{base}/v1/verify", headers=admin, trust_env=False, timeout=120).json()
            assert report["ok"] is True, report["problems"]

    # Nothing lost: every episode is there, once, and the ledger counts each write.
    from veramem_core.postgres import PostgresStore

    store = PostgresStore(url)
    try:
        contents = [r["content"] for r in store.rows("SELECT content FROM episodes")]
        for n in range(2 * ADDS_PER_SERVER):
            assert contents.count(f"Note {n}: my locker code is {1000 + n}") == 1, n
        assert store.verify().ok
    finally:
        store.close()
    # And the CLI, as an operator runs it, agrees.
    done = subprocess.run([VERAMEM, "verify"], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok" in done.stdout
