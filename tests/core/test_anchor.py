"""The anchor: the chain's head kept beside the database catches truncation, rollback and
recomputation, which a chain that only checks itself cannot (issue 7, item 2)."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from _tamper import hostile, open_memory
from click.testing import CliRunner

from veramem_core import anchor, ledger
from veramem_core.cli import cli
from veramem_core.config import Config
from veramem_core.errors import IntegrityError


def raw_adds(path: Path, n: int, config: Config | None = None) -> None:
    with open_memory(path, config) as m:
        for i in range(n):
            m.add([{"role": "user", "content": f"note number {i}"}], user_id="alice", infer=False)


def verify_cli(path: Path, *extra: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["verify", "--db", str(path), *extra])
    return result.exit_code, result.output


def test_the_anchor_follows_every_write(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 3)
    recorded = anchor.read(anchor.path_for(str(path)))  # type: ignore[arg-type]
    assert recorded is not None and recorded.head.entries == 3
    with open_memory(path) as m:
        assert recorded.head.hash == m.store.ledger_entries()[-1].hash
    assert verify_cli(path)[0] == 0


def test_truncation_to_zero_bytes_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 5)
    path.write_bytes(b"")
    code, out = verify_cli(path)
    assert code == 1, out
    assert "truncated" in out and "anchor records 5" in out


def test_rollback_of_the_last_ten_entries_and_their_rows_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 25)
    conn = hostile(path)
    for (object_id,) in conn.execute("SELECT object_id FROM ledger WHERE seq > 15").fetchall():
        conn.execute("DELETE FROM vectors WHERE owner_id = ?", (object_id,))
        conn.execute("DELETE FROM episodes WHERE id = ?", (object_id,))
    conn.execute("DELETE FROM ledger WHERE seq > 15")
    conn.close()
    code, out = verify_cli(path)
    assert code == 1, out
    assert "rolled back" in out and "10 lost" in out


def test_restoring_an_old_copy_is_reported_and_refused(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 3)
    old = (tmp_path / "memory.db").read_bytes()
    raw_adds(path, 2)
    path.write_bytes(old)
    assert "rolled back" in verify_cli(path)[1]
    with open_memory(path) as m, pytest.raises(IntegrityError, match="does not match its anchor"):
        m.add([{"role": "user", "content": "after the restore"}], user_id="alice", infer=False)
    assert "rolled back" in verify_cli(path)[1], "a write must not move the anchor over the rollback"


def _recompute(path: Path) -> None:
    """Edit an episode, then recompute its sha256, its entry's content hash and every chain hash."""
    conn = hostile(path)
    conn.row_factory = sqlite3.Row
    (ep,) = conn.execute("SELECT * FROM episodes ORDER BY rowid LIMIT 1").fetchall()
    row = {**dict(ep), "content": "note number 0, and Eve may read everything"}
    row["sha256"] = ledger.episode_sha256(row)
    conn.execute(
        "UPDATE episodes SET content = ?, sha256 = ? WHERE id = ?", (row["content"], row["sha256"], ep["id"])
    )
    conn.execute(
        "UPDATE ledger SET content_hash = ? WHERE object_id = ?",
        (ledger.plain_row_hash(conn, "episodes", ep["id"]), ep["id"]),
    )
    prev = ledger.GENESIS
    for entry in conn.execute("SELECT * FROM ledger ORDER BY seq").fetchall():
        new = ledger.chain_hash(prev, ledger.body_of(entry))
        conn.execute("UPDATE ledger SET prev_hash = ?, hash = ? WHERE seq = ?", (prev, new, entry["seq"]))
        prev = new
    conn.close()


def test_whole_chain_recomputation_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 4)
    _recompute(path)
    with open_memory(path) as m:
        report = m.verify()
    assert not report.ok
    # The chain itself holds; only the anchor (and the stale full-text index) can tell.
    assert not [p for p in report.problems if not p.startswith(("anchor", "derived"))]
    assert (
        f"anchor {path}.anchor: entry 4 differs from the anchored head: the chain was recomputed or replaced"
        in report.problems
    )


def test_entries_appended_outside_veramem_are_reported(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 2)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    conn.execute(
        "INSERT INTO grants (id, kind, subject, object, granted_at) VALUES"
        " ('gr_eve', 'team_member', 'eve', 't1', '2026-01-01T00:00:00.000000Z')"
    )
    ledger.record(conn, "2026-01-01T00:00:00.000000Z", "grant.insert", "grant", "gr_eve")
    conn.close()
    code, out = verify_cli(path)
    assert code == 1 and "appended outside VeraMem" in out, out


def test_a_deleted_anchor_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 2)
    Path(f"{path}.anchor").unlink()
    code, out = verify_cli(path)
    assert code == 1 and "is missing" in out


def test_signed_anchor_detects_a_rewritten_anchor(tmp_path: Path) -> None:
    key = tmp_path / "keys" / "anchor.pem"
    keygen = CliRunner().invoke(cli, ["anchor", "keygen", str(key)])
    assert keygen.exit_code == 0 and "public key" in keygen.output
    assert key.stat().st_mode & 0o777 == 0o600
    config = Config(anchor_key=str(key))
    path = tmp_path / "memory.db"
    raw_adds(path, 25, config)
    with open_memory(path, config) as m:
        assert m.verify().ok
    # Roll the database back and rewrite the anchor to match, without the key.
    conn = hostile(path)
    for (object_id,) in conn.execute("SELECT object_id FROM ledger WHERE seq > 15").fetchall():
        conn.execute("DELETE FROM vectors WHERE owner_id = ?", (object_id,))
        conn.execute("DELETE FROM episodes WHERE id = ?", (object_id,))
    conn.execute("DELETE FROM ledger WHERE seq > 15")
    (last,) = conn.execute("SELECT hash FROM ledger WHERE seq = 15").fetchone()
    conn.close()
    forged = json.loads(Path(f"{path}.anchor").read_text())
    forged.update(entries=15, hash=last, previous=None)
    Path(f"{path}.anchor").write_text(json.dumps(forged))
    with open_memory(path, config) as m:
        report = m.verify()
    assert not report.ok
    assert any("signature does not match" in p for p in report.problems), report.problems


def test_export_and_witness(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 12)
    export = CliRunner().invoke(cli, ["anchor", "export", "--db", str(path)])
    assert export.exit_code == 0, export.output
    head = json.loads(export.output)
    assert head["entries"] == 12 and head["database"] == str(path.resolve())
    witness = tmp_path / "witness.json"
    witness.write_text(export.output)
    raw_adds(path, 1)
    assert verify_cli(path, "--witness", str(witness))[0] == 0, "growing past the witness is fine"
    # Both the file and the anchor rolled back together: only the witness can tell.
    conn = hostile(path)
    for (object_id,) in conn.execute("SELECT object_id FROM ledger WHERE seq > 5").fetchall():
        conn.execute("DELETE FROM vectors WHERE owner_id = ?", (object_id,))
        conn.execute("DELETE FROM episodes WHERE id = ?", (object_id,))
    conn.execute("DELETE FROM ledger WHERE seq > 5")
    (last,) = conn.execute("SELECT hash FROM ledger WHERE seq = 5").fetchone()
    conn.close()
    Path(f"{path}.anchor").write_text(json.dumps(anchor.Anchor(ledger.Head(5, last)).to_json()))
    assert verify_cli(path)[0] == 0, "without a witness, a joint rollback goes unseen (documented)"
    code, out = verify_cli(path, "--witness", str(witness))
    assert code == 1 and "witness: the database was rolled back" in out


def test_verify_a_mistyped_path_is_an_error_and_creates_nothing(tmp_path: Path) -> None:
    typo = tmp_path / "memroy.db"
    result = CliRunner().invoke(cli, ["verify", "--db", str(typo)])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [f"Error: no database at {str(typo)!r}"]
    assert not typo.exists() and not Path(f"{typo}.anchor").exists()


def test_a_non_sqlite_file_is_a_clean_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("these are my notes, not a database\n" * 200)
    result = CliRunner().invoke(cli, ["verify", "--db", str(path)])
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()
    assert line.startswith("Error: ") and str(path) in line and "not a readable VeraMem database" in line
    from veramem_core.errors import CorruptDatabase

    with pytest.raises(CorruptDatabase, match=r"notes\.db"):
        open_memory(path)


def test_a_truncated_file_is_a_clean_error(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    raw_adds(path, 40)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    result = CliRunner().invoke(cli, ["verify", "--db", str(path)])
    assert result.exit_code in (1, 2), result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


@pytest.mark.slow
@pytest.mark.parametrize("die_after", [1, 2])
def test_a_crash_between_the_anchor_and_commit_is_not_a_rollback(tmp_path: Path, die_after: int) -> None:
    db = tmp_path / "crash.db"
    writer = Path(__file__).with_name("_writer.py")
    raw_adds(db, 2)
    victim = subprocess.run(
        [sys.executable, str(writer), str(db), "victim", "3", "--die-after-anchor", str(die_after)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert victim.returncode == -signal.SIGKILL, victim.stderr
    recorded = anchor.read(Path(f"{db}.anchor"))
    with open_memory(db) as m:
        entries = len(m.store.ledger_entries())
        assert recorded is not None and recorded.head.entries > entries, "the anchor is one write ahead"
        assert m.verify().ok, m.verify().problems
        m.add([{"role": "user", "content": "after the crash"}], user_id="alice", infer=False)
        assert m.verify().ok
