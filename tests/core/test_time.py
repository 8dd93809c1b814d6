"""Times are held to years 1900..9999 and stored zero-padded; a stored time no reader can parse is
reported by verify and skipped by readers, never raised at every one (issue 7, item 6)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from _tamper import hostile, open_memory, says

from veramem_core import _time
from veramem_core.errors import ValidationError


@pytest.mark.parametrize(
    "stamp",
    ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59-01:00", "1899-12-31T23:59:59Z"],
)
def test_out_of_range_timestamps_are_refused_by_name(tmp_path: Path, stamp: str) -> None:
    with open_memory(tmp_path / "memory.db") as m:
        with pytest.raises(ValidationError, match=stamp[:4]):
            m.add([{"role": "user", "content": "I live in Paris.", "timestamp": stamp}], user_id="alice")
        assert m.store.counts()["episodes"] == 0, "nothing is written"
        assert m.verify().ok


def test_the_range_ends_are_kept_and_zero_padded(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    with open_memory(path) as m:
        for stamp in ("1900-01-01T00:00:00Z", "9999-12-31T22:59:59-01:00"):
            m.add(
                [{"role": "user", "content": f"said at {stamp}", "timestamp": stamp}],
                user_id="alice",
                infer=False,
            )
        assert m.verify().ok
    conn = sqlite3.connect(path)
    times = [r[0] for r in conn.execute("SELECT event_time FROM episodes ORDER BY event_time")]
    conn.close()
    assert times == ["1900-01-01T00:00:00.000000Z", "9999-12-31T23:59:59.000000Z"]
    assert _time.to_db(datetime(1900, 1, 2, tzinfo=UTC)) == "1900-01-02T00:00:00.000000Z"


@pytest.mark.stack
def test_an_unreadable_row_is_reported_not_raised_at_every_reader(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    with open_memory(path) as m:
        says(m, "I live in Paris.")
        says(m, "I play the cello.")
        by_text = {i.text: i for i in m.list("alice").items}
        paris, cello = by_text["User lives in Paris"], by_text["User plays the cello"]
    conn = hostile(path)
    # What an older VeraMem wrote for Go's zero time.
    conn.execute("UPDATE memories SET valid_from = '1-01-01T00:00:00.000000Z' WHERE id = ?", (paris.id,))
    conn.close()
    with open_memory(path) as m:
        assert [i.id for i in m.list("alice").items] == [cello.id]
        hits = m.search("what does alice play?", user_id="alice").items
        assert cello.id in [h.id for h in hits]
        report = m.verify()
    assert not report.ok
    assert any(
        p.startswith(f"memories {paris.id}: cannot be read") and "1-01-01" in p for p in report.problems
    )
