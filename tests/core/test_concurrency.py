"""Several processes on one file lose nothing; a SIGKILL mid-write leaves the whole write or none."""

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from veramem_core.store import SQLiteStore

WRITER = Path(__file__).with_name("_writer.py")


def spawn(db: Path, user: str, count: int, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WRITER), str(db), user, str(count), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def counts(db: Path) -> dict[str, int]:
    store = SQLiteStore(db)
    try:
        return store.counts()
    finally:
        store.close()


@pytest.mark.slow
def test_four_processes_lose_nothing(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    procs = [spawn(db, f"user{i}", 15) for i in range(4)]
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        assert out.strip().endswith("done")
    store = SQLiteStore(db)
    report = store.verify()
    rows = store.execute("SELECT user_id, count(*) AS n FROM episodes GROUP BY user_id ORDER BY user_id")
    store.close()
    assert report.ok, report.problems
    assert [(r["user_id"], r["n"]) for r in rows] == [(f"user{i}", 30) for i in range(4)]
    assert report.entries >= 4 * 30


@pytest.mark.slow
@pytest.mark.parametrize("die_at", [1, 2, 3, 5, 8])
def test_sigkill_inside_a_write_leaves_all_or_nothing(tmp_path: Path, die_at: int) -> None:
    db = tmp_path / "crash.db"
    warm = spawn(db, "warm", 2)  # something committed before the crash
    warm.communicate(timeout=120)
    assert warm.returncode == 0
    before = counts(db)
    victim = spawn(db, "victim", 5, "--die-at-ledger-entry", str(die_at))
    victim.communicate(timeout=120)
    assert victim.returncode == -signal.SIGKILL
    store = SQLiteStore(db)
    report = store.verify()
    after = store.counts()
    (victim_episodes,) = [
        r["n"] for r in store.execute("SELECT count(*) AS n FROM episodes WHERE user_id = 'victim'")
    ]
    store.close()
    assert report.ok, report.problems
    # The write in flight is gone entirely: its entry and the rows it had inserted were rolled back.
    assert victim_episodes % 2 == 0, "both messages of an add() or neither"
    assert after["ledger"] - before["ledger"] < die_at


@pytest.mark.slow
def test_sigkill_at_random_moments(tmp_path: Path) -> None:
    db = tmp_path / "random.db"
    for delay in (0.05, 0.2, 0.35, 0.5):
        proc = spawn(db, "loop", 1000)
        assert proc.stdout is not None
        proc.stdout.readline()  # "ready": the store is open and adds are under way
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
        store = SQLiteStore(db)
        report = store.verify()
        store.close()
        assert report.ok, (delay, report.problems)


# Imports everything, says so, then opens the store the moment the test writes a line to stdin.
OPENER = """
import sys
from veramem_core.memory import Memory
print("ready", flush=True)
sys.stdin.readline()
with Memory(path=sys.argv[1]) as m:
    m.add([{"role": "user", "content": "first open"}], user_id="u", infer=False)
print("opened", flush=True)
"""


@pytest.mark.slow
def test_first_opens_at_the_same_instant_all_succeed(tmp_path: Path) -> None:
    # Switching a new file to WAL fails at once ("database is locked", no busy wait) while another
    # process holds it; four processes opening a new store together lost one most times.
    for round_ in range(5):
        db = tmp_path / f"new-{round_}.db"
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", OPENER, str(db)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(4)
        ]
        for p in procs:
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
        for p in procs:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        for p in procs:
            out, err = p.communicate(timeout=120)
            assert p.returncode == 0, err
            assert out.strip() == "opened"
        store = SQLiteStore(db)
        assert store.counts()["episodes"] == 4
        assert store.verify().ok
        store.close()
