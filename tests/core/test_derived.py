"""Derived tables (vectors, entities, full-text) are checked by verify, rebuilt by repair, and a
fault in one never takes search down for everyone; SQLite's own integrity check runs too."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from _tamper import flip_byte_in_page, hostile, open_memory, says
from click.testing import CliRunner

from veramem_core.cli import cli


def two_users(path: Path) -> tuple[str, str]:
    with open_memory(path) as m:
        says(m, "I live in Paris.", "alice")
        says(m, "I play the cello.", "bob")
        (alice,) = m.list("alice").items
        (bob,) = m.list("bob").items
    return alice.id, bob.id


@pytest.mark.stack
def test_a_malformed_vector_breaks_no_search_and_repair_fixes_it(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "memory.db"
    alice, bob = two_users(path)
    conn = hostile(path)
    conn.execute("UPDATE vectors SET vector = X'00000000' WHERE owner_id = ?", (bob,))
    conn.close()
    with open_memory(path) as m, caplog.at_level(logging.WARNING, logger="veramem"):
        hits = m.search("where does alice live?", user_id="alice").items
        assert alice in [h.id for h in hits]
        assert any(bob in r.getMessage() for r in caplog.records), "the skipped row is reported"
    runner = CliRunner()
    broken = runner.invoke(cli, ["verify", "--db", str(path)])
    assert broken.exit_code == 1
    assert "BROKEN\n" in broken.output, "a derived fault points at no ledger entry"
    assert f"derived: vector of memory {bob}" in broken.output and "4 bytes" in broken.output
    repaired = runner.invoke(cli, ["repair", "--db", str(path), "--json"])
    assert repaired.exit_code == 0, repaired.output
    assert '"vectors_dropped": 1' in repaired.output
    fixed = runner.invoke(cli, ["verify", "--db", str(path)])
    assert fixed.exit_code == 0, fixed.output
    with open_memory(path) as m:
        assert bob in [h.id for h in m.search("what does bob play?", user_id="bob").items]


@pytest.mark.stack
def test_a_vector_of_nans_is_skipped_beside_the_sound_ones_of_the_same_user(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # The scan checks all of a user's vectors at once; one bad row must still be found and skipped.
    path = tmp_path / "memory.db"
    with open_memory(path) as m:
        says(m, "I live in Paris.", "alice")
        says(m, "I play the cello.", "alice")
        by_text = {i.text: i.id for i in m.list("alice").items}
    cello = next(i for t, i in by_text.items() if "cello" in t)
    conn = hostile(path)
    (dim,) = conn.execute("SELECT dim FROM vectors WHERE owner_id = ?", (cello,)).fetchone()
    conn.execute("UPDATE vectors SET vector = ? WHERE owner_id = ?", (b"\xff" * (4 * dim), cello))
    conn.close()
    with open_memory(path) as m, caplog.at_level(logging.WARNING, logger="veramem"):
        says(m, "I play the piano too.", "alice")  # the write path scans alice's vectors
        warned = [r.getMessage() for r in caplog.records if cello in r.getMessage()]
        assert warned and all("NaN" in w for w in warned), warned
        hits = [h.id for h in m.search("where does alice live?", user_id="alice").items]
        assert next(i for t, i in by_text.items() if "Paris" in t) in hits


@pytest.mark.stack
def test_orphans_and_missing_entity_rows_are_reported_and_repaired(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    two_users(path)
    conn = hostile(path)
    conn.execute("INSERT INTO entities (owner_id, entity) VALUES ('mem_gone', 'eve')")
    conn.execute(
        "INSERT INTO vectors (owner_id, owner_type, model, dim, vector) VALUES ('mem_gone', 'memory', 'x', 1, X'0000803F')"
    )
    conn.close()
    with open_memory(path) as m:
        problems = m.verify().problems
        assert "derived: entity 'eve' of mem_gone: no memory records it" in problems
        assert any("vector of memory mem_gone (x): its owner does not exist" in p for p in problems)
        report = m.repair()
        assert report["entities_dropped"] == 1 and report["vectors_dropped"] == 1
        assert m.verify().ok


@pytest.mark.stack
def test_a_stale_full_text_index_is_reported_and_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    two_users(path)
    conn = hostile(path)
    conn.execute("DELETE FROM memories_fts")  # external content: this empties the index only
    conn.close()
    with open_memory(path) as m:
        assert "derived: memories_fts: the full-text index does not match its rows" in m.verify().problems
        assert m.repair()["fts_rebuilt"] == ["memories_fts"]
        assert m.verify().ok


@pytest.mark.stack
@pytest.mark.parametrize(
    ("page_of", "column"),
    [("grants", "id"), ("evidence", "memory_id")],
)
def test_a_flipped_byte_is_caught_by_the_integrity_check(tmp_path: Path, page_of: str, column: str) -> None:
    path = tmp_path / "memory.db"
    alice, _ = two_users(path)
    with open_memory(path) as m:
        gid = m.grant("team_member", "alice", "t1")
    needle = (gid if page_of == "grants" else alice).encode()
    flip_byte_in_page(path, page_of, needle)
    result = CliRunner().invoke(cli, ["verify", "--db", str(path)])
    assert result.exit_code == 1, result.output
    assert "sqlite: " in result.output, f"a flipped byte in {page_of}.{column} went unnoticed"
