"""Switching a SQLite file to WAL when several processes open it for the first time at once.

``PRAGMA journal_mode = WAL`` needs the file's exclusive lock, and when another process holds any
lock on it SQLite answers ``database is locked`` at once, without calling the busy handler (a
documented case: waiting could deadlock). Four processes opening a new store together failed this
way, so the switch is retried here, with short sleeps, until the file is in WAL or the deadline
passes. Once the file is in WAL the pragma is a read and never waits.
"""

from __future__ import annotations

import sqlite3
import time

from .errors import StoreBusy


def enable(conn: sqlite3.Connection, path: str, timeout_s: float) -> None:
    """Put ``path`` (open on ``conn``) in WAL mode, waiting up to ``timeout_s`` for other openers."""
    deadline = time.monotonic() + timeout_s
    pause = 0.005
    while True:
        try:
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            mode = None
        if mode == "wal":
            return
        if time.monotonic() >= deadline:
            raise StoreBusy(
                f"{path!r} stayed locked by other processes for {timeout_s:g} s while switching to WAL"
            )
        time.sleep(pause)
        pause = min(pause * 2, 0.1)
