"""What a hostile user with the database file does, and the honest user's path around it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins

GUARDS = ("episodes_immutable", "ledger_no_update", "ledger_no_delete")


def open_memory(path: Path, config: Config | None = None) -> Memory:
    """``Memory`` on ``path`` with the installed first-party stages, offline."""
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    return Memory(path=path, config=config or Config(), pm=pm)


def says(m: Memory, text: str, user_id: str = "alice") -> None:
    result = m.add([{"role": "user", "content": text}], user_id=user_id)
    assert result.error is None, result.error


def hostile(path: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection with VeraMem's guard triggers dropped, as an attacker would."""
    conn = sqlite3.connect(path, isolation_level=None)
    for trigger in GUARDS:
        conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
    return conn


def flip_byte_in_page(path: Path, page_of: str, needle: bytes) -> None:
    """Flip one byte of ``needle`` where it is stored in the b-tree page of table or index
    ``page_of``, as a disk fault or a hex editor would (no SQL involved)."""
    conn = sqlite3.connect(path)
    (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (page_of,)).fetchone()
    (size,) = conn.execute("PRAGMA page_size").fetchone()
    conn.close()
    data = bytearray(path.read_bytes())
    start = (root - 1) * size
    at = data.index(needle, start, start + size)
    data[at + len(needle) - 1] ^= 0x01
    path.write_bytes(bytes(data))
