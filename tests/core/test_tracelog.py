"""Reads never wait on writers: a search records its trace in the trace file, not under the main
file's write lock, so it answers while another process holds a long write transaction."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from veramem_core.config import Config
from veramem_core.errors import StoreBusy
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins
from veramem_core.tracelog import path_for

# Holds a write transaction on FILE for SECONDS: says "locked" once it has it.
HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("ROLLBACK")
"""


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=tmp_path / "memory.db", config=Config(embedder="hashing"), pm=pm) as m:
        m.add([{"role": "user", "content": "I live in Lisbon"}], user_id="alice")
        yield m


def hold(path: str, seconds: float) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, path, str(seconds)], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


@pytest.mark.stack
@pytest.mark.slow
def test_search_and_answer_return_while_another_process_holds_the_write_lock(mem: Memory) -> None:
    writer = hold(mem.path, 20)
    try:
        listed = mem.list(user_id="alice").items
        result = mem.search("where does alice live?", user_id="alice")
        answer = mem.answer("where do I live?", user_id="alice")
        # Both answered, and their traces are stored, while the writer still holds the main file.
        assert writer.poll() is None
        assert [h.id for h in result.items] == [i.id for i in listed]
        assert mem.store.get_trace(result.trace_id).query == "where does alice live?"
        assert answer.trace_id in [t.id for t in mem.store.recent_traces("alice")]
    finally:
        writer.kill()
        writer.communicate()


@pytest.mark.stack
@pytest.mark.slow
def test_a_locked_trace_file_is_a_clean_store_busy(mem: Memory) -> None:
    writer = hold(path_for(mem.path), 20)
    try:
        with pytest.raises(StoreBusy, match="trace file"):
            mem.search("where does alice live?", user_id="alice")
        assert writer.poll() is None
    finally:
        writer.kill()
        writer.communicate()


@pytest.mark.stack
def test_an_in_memory_database_keeps_its_traces_in_memory() -> None:
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=":memory:", config=Config(embedder="hashing"), pm=pm) as m:
        m.add([{"role": "user", "content": "I live in Lisbon"}], user_id="alice")
        trace = m.search("Lisbon", user_id="alice").trace_id
        assert m.store.get_trace(trace).user_id == "alice"
    assert path_for(":memory:") == ":memory:"
