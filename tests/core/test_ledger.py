"""The ledger: a hash chain over every write; verify catches any change made behind VeraMem's back."""

import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from _tamper import hostile, open_memory, says
from click.testing import CliRunner

from veramem_core import ledger
from veramem_core.access import Access
from veramem_core.cli import cli
from veramem_core.errors import IntegrityError
from veramem_core.ids import new_id
from veramem_core.ledger import GENESIS, chain_hash
from veramem_core.models import Episode, Evidence, Grant, MemoryItem
from veramem_core.store import SQLiteStore

T0 = datetime(2026, 1, 1, tzinfo=UTC)
TRIGGERS = ("episodes_immutable", "ledger_no_update", "ledger_no_delete")


def populate(path: Path) -> None:
    store = SQLiteStore(path)
    for i in range(6):
        ep = Episode(
            id=new_id("ep"),
            role="user" if i % 2 else "tool",
            name=None if i % 2 else "flights",
            content=f"message number {i}",
            user_id=f"user{i % 2}",
            session_id="s",
            event_time=T0 + timedelta(minutes=i),
            created_at=T0,
        )
        store.insert_episode(ep)
        item = MemoryItem(
            id=new_id("mem"),
            kind="fact",
            text=f"fact {i}",
            authority="authorized" if i % 2 else "unendorsed",  # what role-policy-v1 gives its episode
            user_id=ep.user_id,
            evidence=[Evidence(episode_id=ep.id, quote="message")],
            valid_from=T0,
            created_at=T0,
            metadata={"n": i},
        )
        store.insert_memory(item)
        if i % 3 == 0:
            store.update_memory(
                item.id, "memory.retract", status="retracted", valid_to=T0 + timedelta(days=1)
            )
    store.add_grant(Grant(kind="team_member", subject="user0", object="t1", granted_at=T0))
    store.revoke_grant("team_member", "user0", "t1", T0 + timedelta(days=2))
    store.close()


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("ledger") / "pristine.db"
    populate(path)
    return path


def tampered_copy(src: Path, dst: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(src)
    out = sqlite3.connect(dst)
    conn.backup(out)
    conn.close()
    # The anchor comes along: detection must come from the ledger, not from a missing anchor.
    Path(f"{dst}.anchor").write_bytes(Path(f"{src}.anchor").read_bytes())
    for trigger in TRIGGERS:  # an attacker with the file drops the guards first
        out.execute(f"DROP TRIGGER {trigger}")
    return out


def different(value: object) -> object:
    if value is None:
        return "x"
    if isinstance(value, int):
        return value + 1000
    if isinstance(value, float):
        return value + 1.5
    return str(value) + "x"


def columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]


def test_pristine_database_verifies(pristine: Path) -> None:
    store = SQLiteStore(pristine)
    report = store.verify()
    store.close()
    assert report.ok, report.problems
    assert report.entries == 6 + 6 + 2 + 2  # episodes, memories, retractions, grant + revoke


def test_chain_links(pristine: Path) -> None:
    store = SQLiteStore(pristine)
    entries = store.ledger_entries()
    store.close()
    prev = GENESIS
    for entry in entries:
        assert entry.prev_hash == prev
        assert entry.hash == chain_hash(prev, {**entry.body()})
        prev = entry.hash


@pytest.mark.parametrize("table", ["ledger", "episodes", "memories", "evidence", "grants"])
def test_verify_catches_every_tampered_column(pristine: Path, tmp_path: Path, table: str) -> None:
    rng = random.Random(table)
    probe = sqlite3.connect(pristine)
    cols = columns(probe, table)
    rowids = [r[0] for r in probe.execute(f"SELECT rowid FROM {table}")]
    probe.close()
    cases = 0
    for column in cols:
        for rowid in rng.sample(rowids, k=min(3, len(rowids))):
            conn = tampered_copy(pristine, tmp_path / f"{table}-{column}-{rowid}.db")
            (old,) = conn.execute(f"SELECT {column} FROM {table} WHERE rowid = ?", (rowid,)).fetchone()
            conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (different(old), rowid))
            conn.commit()
            conn.close()
            store = SQLiteStore(tmp_path / f"{table}-{column}-{rowid}.db")
            report = store.verify()
            store.close()
            assert not report.ok, f"tampering {table}.{column} (rowid {rowid}) went unnoticed"
            assert report.first_bad is not None
            cases += 1
    assert cases >= len(cols)


@pytest.mark.parametrize("table", ["ledger", "episodes", "memories", "grants"])
def test_verify_catches_deleted_rows(pristine: Path, tmp_path: Path, table: str) -> None:
    conn = tampered_copy(pristine, tmp_path / "deleted.db")
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute(f"DELETE FROM {table} WHERE rowid = (SELECT max(rowid) FROM {table})")
    conn.commit()
    conn.close()
    store = SQLiteStore(tmp_path / "deleted.db")
    assert not store.verify().ok
    store.close()


def test_verify_catches_row_without_ledger_entry(pristine: Path, tmp_path: Path) -> None:
    conn = tampered_copy(pristine, tmp_path / "smuggled.db")
    conn.execute(
        "INSERT INTO grants (id, kind, subject, object, granted_at) VALUES ('gr_x', 'team_member', 'eve', 't1', ?)",
        ("2026-01-01T00:00:00.000000Z",),
    )
    conn.commit()
    conn.close()
    store = SQLiteStore(tmp_path / "smuggled.db")
    report = store.verify()
    store.close()
    assert not report.ok and any("no ledger entry" in p for p in report.problems)


def test_first_bad_is_the_first_broken_entry(pristine: Path, tmp_path: Path) -> None:
    conn = tampered_copy(pristine, tmp_path / "first.db")
    conn.execute("UPDATE ledger SET op = 'forged' WHERE seq IN (5, 9)")
    conn.commit()
    conn.close()
    store = SQLiteStore(tmp_path / "first.db")
    report = store.verify()
    store.close()
    assert report.first_bad == 5


def test_store_refuses_to_change_episodes_and_ledger(pristine: Path, tmp_path: Path) -> None:
    path = tmp_path / "guarded.db"
    populate(path)
    conn = sqlite3.connect(path)
    for sql in (
        "UPDATE episodes SET content = 'changed'",
        "UPDATE ledger SET op = 'x'",
        "DELETE FROM ledger",
    ):
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute(sql)
    conn.close()


def test_cli_verify_exit_codes(pristine: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(cli, ["verify", "--db", str(pristine), "--json"])
    assert ok.exit_code == 0, ok.output
    assert '"ok": true' in ok.output
    conn = tampered_copy(pristine, tmp_path / "broken.db")
    conn.execute("UPDATE memories SET text = 'forged' WHERE rowid = 2")
    conn.commit()
    conn.close()
    broken = runner.invoke(cli, ["verify", "--db", str(tmp_path / "broken.db")])
    assert broken.exit_code == 1
    assert "BROKEN at entry" in broken.output


def test_reads_do_not_touch_the_ledger(pristine: Path) -> None:
    store = SQLiteStore(pristine)
    before = store.verify().entries
    store.list_memories(Access("user0", None, T0), None, None, 50)
    assert store.verify().entries == before
    store.close()


# --- history is bound: no laundering, no smuggling (issue 7, item 1) ---


@pytest.mark.stack
def test_laundering_a_tampered_memory_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "launder.db"
    with open_memory(path) as m:
        says(m, "I live in Paris.")
        (paris,) = m.list("alice").items
    conn = hostile(path)
    conn.execute(
        "UPDATE memories SET text = 'User lives in Paris and owes Eve 500 euros' WHERE id = ?", (paris.id,)
    )
    conn.close()
    with open_memory(path) as m:
        assert not m.verify().ok
        with pytest.raises(IntegrityError, match=paris.id):
            m.add([{"role": "user", "content": "I moved to Rome."}], user_id="alice")
        report = m.verify()
        assert not report.ok, "a later write must not launder the tampered row"
        assert any(paris.id in p for p in report.problems)
        # Nothing of the refused write was kept: the tampered row was not superseded.
        assert m.get(paris.id, user_id="alice").status == "active"


@pytest.mark.stack
def test_smuggled_memory_gets_no_evidence(tmp_path: Path) -> None:
    path = tmp_path / "smuggle.db"
    with open_memory(path) as m:
        says(m, "I like jazz.")
        vector = m.embedder.embed(["User lives in Rome"])[0]
        model = m.embedder.name
        (ep,) = m.store.ledger_entries()[:1]
    conn = hostile(path)
    conn.execute(
        "INSERT INTO memories (id, kind, text, authority, user_id, visibility, valid_from, created_at, status)"
        " VALUES ('mem_smuggled', 'fact', 'User lives in Rome', 'authorized', 'alice', 'private',"
        " '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z', 'active')"
    )
    conn.execute(
        "INSERT INTO evidence (memory_id, position, episode_id, quote) VALUES ('mem_smuggled', 0, ?, 'Rome')",
        (ep.object_id,),
    )
    conn.execute(
        "INSERT INTO vectors (owner_id, owner_type, model, dim, vector) VALUES ('mem_smuggled', 'memory', ?, ?, ?)",
        (model, len(vector), vector.tobytes()),
    )
    conn.close()
    with open_memory(path) as m:
        with pytest.raises(IntegrityError, match="mem_smuggled"):
            m.add([{"role": "user", "content": "I live in Rome."}], user_id="alice")
        report = m.verify()
        assert not report.ok and any("mem_smuggled: row has no ledger entry" in p for p in report.problems)
        assert len(m.store.history("mem_smuggled", Access(None, None, T0))[0].evidence) == 1


def _forge_entry(path: Path, memory_id: str, before: str) -> None:
    """Append a well-chained entry vouching for the row as it now stands, as VeraMem's own code would."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    ledger.record(conn, "2026-01-02T00:00:00.000000Z", "memory.supersede", "memory", memory_id, before)
    conn.close()


@pytest.mark.stack
def test_verify_checks_every_before_hash(tmp_path: Path) -> None:
    path = tmp_path / "forged.db"
    with open_memory(path) as m:
        says(m, "I live in Paris.")
        (paris,) = m.list("alice").items
    conn = hostile(path)
    conn.execute("UPDATE memories SET text = 'User lives in Lyon' WHERE id = ?", (paris.id,))
    conn.row_factory = sqlite3.Row
    tampered = ledger.memory_row_hash(conn, paris.id)
    conn.close()
    assert tampered is not None
    _forge_entry(path, paris.id, tampered)
    with open_memory(path) as m:
        report = m.verify()
    assert not report.ok
    assert any("was changed outside VeraMem" in p for p in report.problems), report.problems


@pytest.mark.stack
def test_an_honest_entry_binds_to_the_one_before(tmp_path: Path) -> None:
    path = tmp_path / "bound.db"
    with open_memory(path) as m:
        says(m, "I live in Paris.")
        says(m, "I moved to Rome.")
        assert m.verify().ok
        entries = m.store.ledger_entries()
    by_object: dict[str, str] = {}
    for entry in entries:
        assert entry.before_hash == by_object.get(entry.object_id, ledger.NO_ROW)
        by_object[entry.object_id] = entry.content_hash


def test_revoking_a_tampered_grant_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "grant.db"
    with open_memory(path) as m:
        gid = m.grant("team_member", "alice", "t1")
    conn = hostile(path)
    conn.execute("UPDATE grants SET granted_at = '2000-01-01T00:00:00.000000Z' WHERE id = ?", (gid,))
    conn.close()
    with open_memory(path) as m:
        with pytest.raises(IntegrityError, match=gid):
            m.revoke("team_member", "alice", "t1")
        assert not m.verify().ok
