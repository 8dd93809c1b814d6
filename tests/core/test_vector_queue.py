"""Episode vectors written behind add(): found by the next search, kept through erasure and exits,
recovered after a crash, and a third-party embedder never entered twice at once."""

from __future__ import annotations

import logging
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from veramem_core.config import Config
from veramem_core.embedding import HashingEmbedder, Vectors
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins

SAID = "alice: the parcel code is 4417"
ASKED = "package whereabouts"  # no word in common with SAID: only the dense channel finds it


class Gated:
    """A hashing embedder whose calls on episode texts (``SAID``) wait for ``gate``: the queue's
    thread is still embedding when add() returns."""

    thread_safe = True

    def __init__(self, name: str = "gated-64") -> None:
        self.inner = HashingEmbedder(64)
        self.name = name
        self.dim = 64
        self.gate = threading.Event()

    def embed(self, texts: list[str]) -> Vectors:
        if SAID in texts:
            assert self.gate.wait(30), "the test never opened the gate"
        return self.inner.embed([SAID if t == ASKED else t for t in texts])


def _memory(path: Path, embedder: object, config: Config | None = None) -> Memory:
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    return Memory(path=path, config=config or Config(), pm=pm, embedder=embedder)  # type: ignore[arg-type]


def _open_later(gate: threading.Event, seconds: float = 0.3) -> threading.Timer:
    timer = threading.Timer(seconds, gate.set)
    timer.start()
    return timer


def _vector_rows(path: Path, episode_id: str) -> int:
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        return int(
            conn.execute("SELECT count(*) FROM vectors WHERE owner_id = ?", (episode_id,)).fetchone()[0]
        )
    finally:
        conn.close()


@pytest.mark.stack
def test_search_right_after_add_waits_for_the_episode_vector(tmp_path: Path) -> None:
    embedder = Gated()
    with _memory(tmp_path / "m.db", embedder) as m:
        r = m.add(
            [{"role": "user", "name": "alice", "content": "the parcel code is 4417"}], "alice", infer=False
        )
        assert m.store.count_missing_vectors("episode", embedder.name) == 1, "add() returned before the pass"
        timer = _open_later(embedder.gate)
        found = m.search(ASKED, user_id="alice", k=5)
        timer.join()
        assert r.episodes[0] in [h.id for h in found.items + found.shared], found


def test_forget_waits_so_no_vector_outlives_its_episode(tmp_path: Path) -> None:
    embedder = Gated()
    path = tmp_path / "m.db"
    with _memory(path, embedder) as m:
        r = m.add(
            [{"role": "user", "name": "alice", "content": "the parcel code is 4417"}], "alice", infer=False
        )
        timer = _open_later(embedder.gate)
        m.forget(user_id="alice")
        timer.join()
        time.sleep(0.1)  # a late write would land now
        assert _vector_rows(path, r.episodes[0]) == 0
        assert m.verify().ok


def test_flush_stores_what_add_queued(tmp_path: Path) -> None:
    embedder = Gated()
    with _memory(tmp_path / "m.db", embedder) as m:
        r = m.add(
            [{"role": "user", "name": "alice", "content": "the parcel code is 4417"}], "alice", infer=False
        )
        timer = _open_later(embedder.gate)
        m.flush()
        timer.join()
        _, ids, matrix = m.store.load_vectors("episode", embedder.name)
        assert ids == r.episodes
        assert np.allclose(matrix, embedder.inner.embed([SAID]))


def test_write_behind_false_stores_the_vector_inside_add(tmp_path: Path) -> None:
    embedder = Gated()
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "config.toml").write_text("write_behind = false\n", "utf-8")
    config = Config.load(tmp_path / "home" / "config.toml")
    with _memory(tmp_path / "m.db", embedder, config) as m:
        timer = _open_later(embedder.gate)
        r = m.add(
            [{"role": "user", "name": "alice", "content": "the parcel code is 4417"}], "alice", infer=False
        )
        assert embedder.gate.is_set(), "add() waited for the pass"
        timer.join()
        _, ids, _ = m.store.load_vectors("episode", embedder.name)
        assert ids == r.episodes


class Serial:
    """No ``thread_safe``: records how many calls are inside ``embed`` at once."""

    def __init__(self) -> None:
        self.inner = HashingEmbedder(64)
        self.name = "serial-64"
        self.dim = 64
        self.inside = 0
        self.most = 0
        self.calls = 0
        self._count = threading.Lock()

    def embed(self, texts: list[str]) -> Vectors:
        with self._count:
            self.inside += 1
            self.calls += 1
            self.most = max(self.most, self.inside)
        time.sleep(0.01)  # long enough for the other thread to arrive
        with self._count:
            self.inside -= 1
        return self.inner.embed(texts)


@pytest.mark.stack
def test_an_embedder_not_marked_thread_safe_is_never_entered_twice(tmp_path: Path) -> None:
    embedder = Serial()
    with _memory(tmp_path / "m.db", embedder) as m:
        for n in range(15):
            r = m.add(
                [{"role": "user", "content": f"I moved to city number {n} and I work as a baker."}], "bob"
            )
            assert r.added or r.updated, r
    assert embedder.calls >= 30, "episodes and wordings were embedded"
    assert embedder.most == 1


class Failing:
    thread_safe = True

    def __init__(self) -> None:
        self.inner = HashingEmbedder(64)
        self.name = "gated-64"  # the name the crash test's embedder uses: one model
        self.dim = 64

    def embed(self, texts: list[str]) -> Vectors:
        if any("4417" in t for t in texts):
            raise RuntimeError("model server went away")
        return self.inner.embed(texts)


def test_a_failed_pass_is_logged_and_the_next_session_embeds_the_episode(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "m.db"
    with caplog.at_level(logging.WARNING, logger="veramem"), _memory(path, Failing()) as m:
        r = m.add(
            [{"role": "user", "name": "alice", "content": "the parcel code is 4417"}], "alice", infer=False
        )
        m.flush()
        assert m.store.count_missing_vectors("episode", "gated-64") == 1
    assert r.episodes[0] in caplog.text and "model server went away" in caplog.text
    embedder = Gated()
    embedder.gate.set()
    with _memory(path, embedder) as m:
        m.flush()  # the first use of a queue embeds the newest episodes left without a vector
        assert m.store.count_missing_vectors("episode", embedder.name) == 0


CHILD = textwrap.dedent(
    """
    import sys, threading, time
    sys.path.insert(0, {tests!r})
    from test_vector_queue import Gated, _memory

    embedder = Gated()
    if {slow!r}:  # a daemon timer: it does not keep the process alive, only atexit would wait
        timer = threading.Timer(0.3, embedder.gate.set)
        timer.daemon = True
        timer.start()
    m = _memory({db!r}, embedder)
    m.add([{{"role": "user", "name": "alice", "content": "the parcel code is 4417"}}], "alice", infer=False)
    print("added", flush=True)
    if not {slow!r}:
        time.sleep(60)  # killed here, the pass still waiting
    """
)


def _child(db: Path, slow: bool) -> subprocess.Popen[str]:
    code = CHILD.format(tests=str(Path(__file__).parent), db=str(db), slow=slow)
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)


def test_a_process_that_exits_without_close_still_stores_its_vectors(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    child = _child(db, slow=True)
    out, _ = child.communicate(timeout=60)
    assert child.returncode == 0 and "added" in out
    with _memory(db, HashingEmbedder(64)) as m:  # another model: nothing of gated-64 is recovered
        assert m.store.count_missing_vectors("episode", "gated-64") == 0


def test_a_killed_process_leaves_the_vector_to_the_next_session(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    child = _child(db, slow=False)
    assert child.stdout is not None and child.stdout.readline().strip() == "added"
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    embedder = Gated()
    embedder.gate.set()
    with _memory(db, embedder) as m:
        assert m.store.count_missing_vectors("episode", embedder.name) == 1, "the kill lost the vector"
        m.flush()
        assert m.store.count_missing_vectors("episode", embedder.name) == 0
