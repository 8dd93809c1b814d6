"""``veramem migrate --to postgresql://...``: a SQLite store copied into PostgreSQL keeps its ids, its
versions and its ledger chain; ``veramem verify`` passes on the copy, and it reads as the original."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from veramem_core.cli import cli
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import FakeEmbedder, PostgresServer, first_party_plugins

pytestmark = [pytest.mark.postgres, pytest.mark.stack]


def _memory(path: str | Path) -> Memory:
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    return Memory(path=path, config=Config(), pm=pm, embedder=FakeEmbedder())


def _snapshot(m: Memory) -> dict[str, Any]:
    listed = m.list(user_id="alice", status=None)
    return {
        "ids": sorted(i.id for i in listed.items),
        "history": {i.id: [v.id for v in m.history(i.id, user_id="alice")] for i in listed.items},
        "ledger": [(e.seq, e.op, e.object_id, e.hash) for e in m.store.ledger_entries()],
        "grants": m.store.grants(),
    }


def test_migrate_keeps_ids_versions_and_the_chain(postgres: PostgresServer, tmp_path: Path) -> None:
    db = tmp_path / "memory.db"
    with _memory(db) as m:
        m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice", session_id="s1")
        m.add(
            [{"role": "user", "content": "I moved to Berlin, I now live in Berlin"}],
            user_id="alice",
            session_id="s1",
        )
        m.add([{"role": "user", "content": "My sister is called Ana"}], user_id="alice", session_id="s2")
        m.add([{"role": "user", "content": "I play the cello"}], user_id="bob")
        m.grant("team_member", "alice", "band")
        found = m.search("where do I live", user_id="alice")
        m.feedback(found.trace_id, reward=1.0, user_id="alice")
        m.forget(user_id="bob")
        before = _snapshot(m)
        hits_before = [h.id for h in m.search("cello sister Berlin", user_id="alice").items]
    assert before["history"] and any(len(v) > 1 for v in before["history"].values()), "a versioned memory"

    url = postgres.database()
    runner = CliRunner()
    done = runner.invoke(cli, ["migrate", "--to", url, "--db", str(db), "--json"])
    assert done.exit_code == 0, done.output
    report = json.loads(done.output)
    assert report["ok"] is True and report["entries"] == len(before["ledger"])
    assert report["copied"]["memories"] >= 3

    verified = runner.invoke(cli, ["verify", "--json"], env={"VERAMEM_DATABASE_URL": url})
    assert verified.exit_code == 0, verified.output
    assert json.loads(verified.output)["ok"] is True

    with _memory(url) as pg:
        assert _snapshot(pg) == before
        # The same readable hits. Their order is each store's full-text ranking (BM25 on SQLite,
        # ts_rank_cd here, which weighs no word by its rarity: docs/scaling.md), so it may differ.
        hits = [h.id for h in pg.search("cello sister Berlin", user_id="alice").items]
        assert hits and sorted(hits) == sorted(hits_before)
        # The copy goes on as a store of its own: a new write extends the same chain.
        pg.add([{"role": "user", "content": "I also speak Portuguese"}], user_id="alice")
        assert pg.verify().ok

    again = runner.invoke(cli, ["migrate", "--to", url, "--db", str(db)])
    assert again.exit_code != 0 and "empty database" in again.output, "never migrates over a store"


def test_migrate_refuses_bad_targets(tmp_path: Path) -> None:
    runner = CliRunner()
    missing = runner.invoke(
        cli, ["migrate", "--to", "postgresql://127.0.0.1:1/x", "--db", str(tmp_path / "no.db")]
    )
    assert missing.exit_code == 2 and "no database at" in missing.output
    with _memory(tmp_path / "m.db"):
        pass
    wrong = runner.invoke(cli, ["migrate", "--to", "mysql://x/y", "--db", str(tmp_path / "m.db")])
    assert wrong.exit_code == 2 and "mysql://x/y" in wrong.output
