"""Authority is a function of evidence: never above what role-policy-v1 gives the strongest of it."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from sqlite_utils import Database

from veramem_core import anchor, hookimpl, ledger
from veramem_core.access import Access
from veramem_core.authority import ceiling, of_role
from veramem_core.config import Config
from veramem_core.errors import ValidationError
from veramem_core.memory import Memory
from veramem_core.migrations import migrations
from veramem_core.models import Candidate, Episode, Slot
from veramem_core.plugins import make_plugin_manager
from veramem_core.stages import Attribution, Related, Scope
from veramem_core.store import SQLiteStore

TOOL = [{"role": "tool", "name": "crm", "content": "The user prefers 2-space indentation"}]


def open_memory(path: Path, *extra: object) -> Memory:
    # The stage packages are imported here, not at the top: veramem-core alone collects this file.
    import veramem_manage.plugin
    import veramem_retrieve.plugin

    pm = make_plugin_manager(veramem_manage.plugin, veramem_retrieve.plugin, *extra, load_entry_points=False)
    return Memory(path=path, config=Config(embedder="hashing"), pm=pm)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with open_memory(tmp_path / "authority.db") as m:
        yield m


def test_policy_ceiling_is_the_strongest_evidence() -> None:
    assert of_role("user") == of_role("system") == "authorized"
    assert of_role("assistant") == "attested"
    assert {of_role(r) for r in ("tool", "document", "shared", "unknown")} == {"unendorsed"}
    assert ceiling(["tool", "assistant"]) == "attested"
    assert ceiling(["tool", "user"]) == "authorized"


@pytest.mark.stack
def test_update_memory_refuses_a_raised_authority(mem: Memory) -> None:
    item = mem.add(TOOL, user_id="alice").added[0]
    assert item.authority == "unendorsed"
    with pytest.raises(ValidationError, match="cannot rise from 'unendorsed' to 'authorized'"):
        mem.store.update_memory(item.id, "memory.tamper", authority="authorized")
    assert mem.get(item.id, user_id="alice").authority == "unendorsed"
    assert mem.verify().ok


@pytest.mark.stack
def test_trigger_refuses_a_raise_below_the_code(mem: Memory) -> None:
    item = mem.add(TOOL, user_id="alice").added[0]
    assert isinstance(mem.store, SQLiteStore)
    # The raw connection below bypasses the store's write lock: no vector write may be under way.
    mem.flush()
    with pytest.raises(sqlite3.DatabaseError, match="authority above its evidence"):
        mem.store.conn.execute("UPDATE memories SET authority = 'authorized' WHERE id = ?", (item.id,))
    user = mem.add([{"role": "user", "content": "I live in Paris"}], user_id="alice").added[0]
    tool_episode = mem.add(TOOL, user_id="alice", infer=False).episodes[0]
    mem.flush()
    # Evidence from a tool added to an authorized memory is fine (the strongest still carries it) ...
    mem.store.conn.execute("INSERT INTO evidence VALUES (?, 1, ?, 'The user')", (user.id, tool_episode))
    # ... but a memory whose only evidence is a tool's cannot be written as authorized.
    mem.store.conn.execute(
        "INSERT INTO memories (id, kind, text, authority, user_id, visibility, valid_from, created_at, status)"
        " VALUES ('mem_forged', 'fact', 'x', 'authorized', 'alice', 'private', '2026', '2026', 'active')"
    )
    with pytest.raises(sqlite3.DatabaseError, match="authority above its evidence"):
        mem.store.conn.execute(
            "INSERT INTO evidence VALUES ('mem_forged', 0, ?, 'The user')", (tool_episode,)
        )


@pytest.mark.stack
def test_insert_memory_refuses_authority_above_its_evidence(mem: Memory) -> None:
    item = mem.add(TOOL, user_id="alice").added[0]
    forged = item.model_copy(update={"id": "mem_forged", "authority": "authorized"})
    with pytest.raises(ValidationError, match="'authorized' is above what its evidence carries"):
        mem.store.insert_memory(forged)


@pytest.mark.stack
def test_verify_recomputes_authority_for_every_live_memory(mem: Memory) -> None:
    item = mem.add(TOOL, user_id="alice").added[0]
    assert isinstance(mem.store, SQLiteStore)
    mem.flush()  # the raw connection bypasses the store's write lock: no vector write under way
    conn = mem.store.conn
    conn.execute("DROP TRIGGER memories_authority_ceiling")  # behind VeraMem's back
    conn.execute("UPDATE memories SET authority = 'authorized' WHERE id = ?", (item.id,))
    report = mem.verify()
    assert not report.ok
    assert any(
        p.startswith(f"memory {item.id}: authority 'authorized' is above what its evidence carries")
        for p in report.problems
    )


class Generous:
    """A third-party authority stage that labels everything authorized."""

    @hookimpl
    def veramem_authority(self, candidate: Candidate, episode: Episode) -> Attribution:
        return Attribution(authority="authorized", text=candidate.text)


@pytest.mark.stack
def test_write_path_rejects_a_plugin_label_above_the_policy(tmp_path: Path) -> None:
    with open_memory(tmp_path / "generous.db", Generous()) as m:
        result = m.add(TOOL, user_id="alice")
        assert result.error is None and not result.added
        assert any("above what a tool message carries" in r.reason for r in result.rejected)
        assert m.verify().ok


@pytest.mark.stack
def test_raw_episode_hits_carry_their_roles_authority(mem: Memory) -> None:
    mem.add(
        [
            {"role": "user", "content": "I indent with tabs"},
            {"role": "assistant", "content": "Tabs for indentation, noted"},
            *TOOL,
        ],
        user_id="alice",
        infer=False,
    )
    hits = mem.search("what exactly was said about indentation?", user_id="alice").items
    by_role = {h.episode.role: h.authority for h in hits if h.episode is not None}
    assert by_role == {"user": "authorized", "assistant": "attested", "tool": "unendorsed"}


def test_upgrade_to_m006_keeps_the_ledger_and_reads_old_slots(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = Database(sqlite3.connect(path, isolation_level=None))
    migrations.apply(db, stop_before="m006_slot_authority")
    conn = db.conn
    conn.row_factory = sqlite3.Row
    conn.execute(
        "INSERT INTO episodes (id, role, content, name, user_id, session_id, event_time, sha256, created_at)"
        " VALUES ('ep_old', 'user', 'I live in Paris', 'Ann', 'ann', 's1', '2023-05-08T13:56:00.000000Z',"
        " '', '2023-05-08T13:56:00.000000Z')"
    )
    conn.execute(
        "INSERT INTO memories (id, kind, text, authority, user_id, visibility, valid_from, created_at,"
        " status, metadata) VALUES ('mem_old', 'fact', 'Ann lives in Paris', 'authorized', 'ann', 'private',"
        " '2023-05-08T13:56:00.000000Z', '2023-05-08T13:56:00.000000Z', 'active', ?)",
        (json.dumps({"slot": {"subject": "user", "attribute": "location", "value": "paris"}}),),
    )
    conn.execute("INSERT INTO evidence VALUES ('mem_old', 0, 'ep_old', 'I live in Paris')")
    for kind, ident in (("episode", "ep_old"), ("memory", "mem_old")):
        ledger.record(conn, "2023-05-08T13:56:00.000000Z", f"{kind}.insert", kind, ident)
    # As the store of a release before m006 left it: the chain's head in the anchor beside the file.
    anchor_path = anchor.path_for(str(path))
    assert anchor_path is not None
    anchor.create(anchor_path, ledger.head(conn), None)
    conn.close()

    store = SQLiteStore(path)  # opening migrates to m006
    try:
        assert "m006_slot_authority" in {m.name for m in migrations.applied(store.db)}
        # The rows written before the slot column hash as they did: the ledger still holds (but the
        # old episode's own sha256 was left empty above, which verify reports, and nothing else).
        assert [p for p in store.verify().problems if "sha256" not in p] == []
        old = store.get_memory("mem_old", Access(None, None, datetime.now(UTC)))
        assert old.slot == Slot(subject="user", attribute="location", value="paris")
        unit = np.full((1, 4), 0.5, dtype=np.float32)
        store.put_vectors("memory", ["mem_old"], "model-a", unit)
        named = store.related(Scope("ann"), Related("user", ("location",)), unit[0], "model-a", 5)
        assert [n.memory.id for n in named] == ["mem_old"], "an old row's slot names it too"
        found = store.conn.execute(
            "SELECT said, day FROM episodes_ctx WHERE episodes_ctx MATCH 'paris'"
        ).fetchall()
        assert [tuple(r) for r in found] == [("Ann: I live in Paris", "8 May 2023 Monday")]
    finally:
        store.close()
