"""Stored times are fixed-width and read back exactly, whatever the year."""

from datetime import UTC, datetime

from veramem_core import _time


def test_years_before_1000_keep_the_fixed_width_and_read_back() -> None:
    for value in (datetime(155, 3, 29, 7, 50, 15, tzinfo=UTC), datetime(2026, 11, 30, tzinfo=UTC)):
        stored = _time.to_db(value)
        assert stored is not None and len(stored) == 27
        assert _time.from_db(stored) == value
    early, late = (_time.to_db(datetime(y, 1, 1, tzinfo=UTC)) for y in (999, 1000))
    assert early is not None and late is not None and early < late
