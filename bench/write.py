"""Write-path benchmark: offline ingest of LoCoMo (dev) through ``Memory.add``, then LLM cost per add.

    uv run python bench/write.py [--data PATH] [--limit TURNS] [--llm-adds N] [--embedder minilm]
    uv run python bench/write.py --long 300 --embedder minilm   # long assistant answers

``--long N`` ingests N generated chat turns instead, alternating a short user question and an
assistant answer of 200 to 500 words (a LongMemEval-style haystack), one ``add()`` per turn, and
reports messages per second.

Each turn is one ``add()`` (as an agent would call it), under one user per conversation, with the
speaker's name and the session's date. The offline part uses the rules engines and the chosen
embedder (hashing, a plain install's default, unless told); the LLM part replays turns with the
scripted ``FakeLLM`` (one valid memory per message, ADD for every candidate) and counts the calls and
tokens reported by ``AddResult``. Only the public API is used: the embedder is chosen the user's way,
in ``config.toml`` of a fresh data home.

The ingest runs twice: on the machine as it is ("idle"), then with ``--busy`` busy background
processes (pure-Python loops, two by default, stopped right after). With ``--threads-ref`` it runs a
third and a fourth time (by default for any embedder but hashing), idle and with the busy processes,
in a subprocess that runs on one thread (BLAS and MiniLM's own threads through
``VERAMEM_EMBED_THREADS``, and ``write_behind = false`` so no worker thread embeds the turns): the
reference each of the first two, under the same load, may not fall below.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from veramem import Memory
from veramem_core.testing import FakeLLM

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT / ".." / "shared" / "data" / "locomo-dev.json"


def session_time(raw: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" → an aware datetime (UTC)."""
    return datetime.strptime(raw.replace(",", ""), "%I:%M %p on %d %B %Y").replace(tzinfo=UTC)


def turns(data: list[dict[str, Any]]) -> Iterator[tuple[str, str, str, datetime]]:
    """(conversation id, speaker, text, time) for every turn, in order."""
    for sample in data:
        conv = sample["conversation"]
        sessions = sorted((int(m.group(1)), k) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
        for n, key in sessions:
            at = session_time(conv[f"session_{n}_date_time"])
            for turn in conv[key]:
                yield sample["sample_id"], turn["speaker"], turn["text"], at


def use_home(home: Path, embedder: str, write_behind: bool = True) -> None:
    """A fresh data home whose config.toml picks ``embedder`` (and whether episode vectors are
    written behind ``add()``): how a user chooses them."""
    home.mkdir(parents=True, exist_ok=True)
    text = f'embedder = "{embedder}"\nwrite_behind = {str(write_behind).lower()}\n'
    (home / "config.toml").write_text(text, "utf-8")
    os.environ["VERAMEM_HOME"] = str(home)


def offline(
    rows: list[tuple[str, str, str, datetime]], db: Path, embedder: str, write_behind: bool = True
) -> dict[str, float]:
    use_home(db.parent / "home", embedder, write_behind)
    written = rejected = candidates = 0
    with Memory(path=db) as m:
        m.embedder.embed(["warm up"])  # weights load once, outside the timing
        start = time.perf_counter()
        for conv, speaker, text, at in rows:
            r = m.add(
                [{"role": "user", "name": speaker, "content": text, "timestamp": at}],
                user_id=conv,
                session_id=f"{conv}:{at.date()}",
                now=at,
            )
            if r.error:
                raise SystemExit(f"add failed: {r.error}")
            written += len(r.added) + len(r.updated)
            rejected += len(r.rejected)
            candidates += len(r.added) + len(r.updated) + len(r.retracted) + len(r.noop) + len(r.rejected)
        m.flush()  # the episode vectors written behind the adds are stored: the ingest is done
        elapsed = time.perf_counter() - start
        active = sum(_count_active(m, user) for user in dict.fromkeys(r[0] for r in rows))
    return {
        "turns (adds)": len(rows),
        "seconds": elapsed,
        "messages / second": len(rows) / elapsed,
        "memories written / message": written / len(rows),
        "active memories / message": active / len(rows),
        "candidates / message": candidates / len(rows),
        "share rejected": rejected / candidates if candidates else 0.0,
    }


def _count_active(m: Memory, user: str) -> int:
    count, cursor = 0, None
    while True:
        page = m.list(user_id=user, status="active", cursor=cursor, limit=1000)
        count += len(page.items)
        if page.next is None:
            return count
        cursor = page.next


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def busy_ingest(rows: list[tuple[str, str, str, datetime]], db: Path, embedder: str, busy: int) -> float:
    """Messages per second while ``busy`` processes keep the cores busy (bounded, stopped after)."""
    procs = [multiprocessing.Process(target=_spin, args=(900.0,), daemon=True) for _ in range(busy)]
    for p in procs:
        p.start()
    try:
        return offline(rows, db, embedder)["messages / second"]
    finally:
        for p in procs:
            p.terminate()
            p.join()


def one_thread_ingest(args: argparse.Namespace, busy: int = 0) -> float:
    """The same ingest in a subprocess on one thread (BLAS and the embedder's own), with ``busy``
    busy background processes: the reference for the run under the same load."""
    env = {**os.environ, "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    env["VERAMEM_EMBED_THREADS"] = "1"  # MiniLM splits a pass across idle cores itself
    # and no worker thread embeds the turns (write_behind = false): one thread in all
    cmd = [
        sys.executable,
        __file__,
        "--data",
        str(args.data),
        "--embedder",
        args.embedder,
        "--one-thread-ingest",
    ]
    if args.limit:
        cmd += ["--limit", str(args.limit)]
    procs = [multiprocessing.Process(target=_spin, args=(900.0,), daemon=True) for _ in range(busy)]
    for p in procs:
        p.start()
    try:
        out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True).stdout
    finally:
        for p in procs:
            p.terminate()
            p.join()
    return float(out.strip().splitlines()[-1])


_SUBJECTS = [
    "the plan",
    "your schedule",
    "the recipe",
    "this approach",
    "the budget",
    "the trip",
    "your garden",
    "the project",
    "the team",
    "the library",
]
_VERBS = [
    "works",
    "helps",
    "changes",
    "depends on",
    "improves",
    "requires",
    "includes",
    "covers",
    "affects",
    "supports",
]
_OBJECTS = [
    "the morning routine",
    "a weekly review",
    "fresh vegetables",
    "the train to Porto",
    "a quiet workspace",
    "two extra days",
    "the spare bedroom",
    "a shared calendar",
    "the old laptop",
    "regular breaks",
    "a local guide",
    "the summer months",
]
_TAILS = [
    "in most cases",
    "if you keep it simple",
    "as long as you plan ahead",
    "which many people find useful",
    "especially at the start",
    "without much extra cost",
    "once the basics are in place",
    "according to most guides",
]


def long_turns(n: int, seed: int = 7) -> list[tuple[str, str, str, datetime]]:
    """(conversation, role, text, time): user questions and 200-500-word assistant answers."""
    rng = random.Random(seed)
    start = datetime(2024, 1, 1, 9, tzinfo=UTC)
    rows = []
    for i in range(n):
        at = start + timedelta(minutes=i)
        if i % 2 == 0:
            text = f"Can you help me think about {rng.choice(_OBJECTS)} for {rng.choice(_SUBJECTS)}?"
            rows.append(("longmem", "user", text, at))
            continue
        words: list[str] = []
        target = rng.randint(200, 500)
        while len(words) < target:
            sentence = f"{rng.choice(_SUBJECTS).capitalize()} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} {rng.choice(_TAILS)}."
            words.extend(sentence.split())
        rows.append(("longmem", "assistant", " ".join(words), at))
    return rows


def long_messages(n: int, db: Path, embedder: str) -> dict[str, float]:
    use_home(db.parent / "home-long", embedder)
    rows = long_turns(n)
    with Memory(path=db) as m:
        m.embedder.embed(["warm up"])  # weights load once, outside the timing
        start = time.perf_counter()
        for conv, role, text, at in rows:
            r = m.add(
                [{"role": role, "content": text, "timestamp": at}], user_id=conv, session_id=conv, now=at
            )
            if r.error:
                raise SystemExit(f"add failed: {r.error}")
        m.flush()
        elapsed = time.perf_counter() - start
    answers = [len(t.split()) for _, role, t, _ in rows if role == "assistant"]
    return {
        "long turns (adds)": len(rows),
        "assistant words (mean)": sum(answers) / max(1, len(answers)),
        "seconds": elapsed,
        "messages / second": len(rows) / elapsed,
    }


def scripted(messages: list[dict[str, str]]) -> dict[str, Any]:
    """FakeLLM reply: one memory per new message (quoting its first words), ADD for every candidate."""
    prompt = messages[-1]["content"]
    if prompt.startswith("CANDIDATES"):
        count = len(re.findall(r"^\[c\d+\]", prompt, flags=re.M))
        return {"operations": [{"candidate": f"c{i + 1}", "op": "ADD"} for i in range(count)]}
    new = prompt.split("NEW MESSAGES (cite these):", 1)[1]
    out = []
    for m in re.finditer(r"^\[(m\d+)\] .*? at \S+: (.*)$", new, flags=re.M):
        words = m.group(2).split()[:8]
        if words:
            out.append({"message_id": m.group(1), "quote": " ".join(words), "text": " ".join(words)})
    return {"memories": out}


def with_llm(
    rows: list[tuple[str, str, str, datetime]], db: Path, adds: int, per_add: int
) -> dict[str, float]:
    use_home(db.parent / "home-llm", "hashing")
    llm = FakeLLM(default=scripted)
    calls = tokens = most = 0
    batches = [rows[i : i + per_add] for i in range(0, min(len(rows), adds * per_add), per_add)]
    with Memory(path=db, llm=llm) as m:
        for batch in batches:
            r = m.add(
                [{"role": "user", "name": s, "content": t, "timestamp": at} for _, s, t, at in batch],
                user_id="llm-" + batch[0][0],
                now=batch[-1][3],
            )
            calls += r.llm_calls
            most = max(most, r.llm_calls)
            tokens += r.tokens
    return {
        "adds with FakeLLM": len(batches),
        "messages / add": per_add,
        "LLM calls / add": calls / len(batches),
        "max LLM calls in one add": most,
        "tokens / add": tokens / len(batches),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="locomo-dev.json")
    parser.add_argument("--limit", type=int, default=None, help="ingest only the first N turns")
    parser.add_argument("--llm-adds", type=int, default=50, help="adds replayed with the FakeLLM")
    parser.add_argument("--per-add", type=int, default=4, help="messages per add() in the FakeLLM part")
    parser.add_argument(
        "--embedder", default="hashing", help="hashing (a plain install's default), minilm, litellm:<model>"
    )
    parser.add_argument("--long", type=int, default=0, help="ingest N generated long chat turns instead")
    parser.add_argument("--busy", type=int, default=2, help="busy background processes in the second run")
    parser.add_argument(
        "--threads-ref",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="also ingest with BLAS pinned to 1 thread, the reference (default: on unless hashing)",
    )
    parser.add_argument("--one-thread-ingest", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.long:
        with tempfile.TemporaryDirectory() as tmp:
            results = {
                "embedder": args.embedder,
                **long_messages(args.long, Path(tmp) / "long.db", args.embedder),
            }
        _print(results)
        return
    if not args.data.exists():
        raise SystemExit(f"no data at {args.data} (use --data)")
    rows = list(turns(json.loads(args.data.read_text("utf-8"))))[: args.limit]
    with tempfile.TemporaryDirectory() as tmp:
        if args.one_thread_ingest:  # the reference's subprocess: the ingest alone, no worker thread
            one = offline(rows, Path(tmp) / "offline.db", args.embedder, write_behind=False)
            print(one["messages / second"])
            return
        print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", file=sys.stderr)
        results: dict[str, Any] = {
            "embedder": args.embedder,
            **offline(rows, Path(tmp) / "offline.db", args.embedder),
        }
        if args.busy:
            results[f"messages / second, {args.busy} busy processes"] = busy_ingest(
                rows, Path(tmp) / "busy" / "offline.db", args.embedder, args.busy
            )
        if args.threads_ref or (args.threads_ref is None and args.embedder != "hashing"):
            results["messages / second, 1 thread"] = one_thread_ingest(args)
            if args.busy:
                results[f"messages / second, 1 thread, {args.busy} busy processes"] = one_thread_ingest(
                    args, args.busy
                )
        if args.llm_adds > 0:  # 0: the offline ingest only
            results.update(with_llm(rows, Path(tmp) / "llm" / "llm.db", args.llm_adds, args.per_add))
    _print(results)


def _print(results: dict[str, Any]) -> None:
    width = max(len(k) for k in results)
    print(f"{'metric':<{width}}  value")
    print(f"{'-' * width}  ---------")
    for key, value in results.items():
        shown = f"{value:.3f}" if isinstance(value, float) else str(value)
        print(f"{key:<{width}}  {shown}")


if __name__ == "__main__":
    sys.exit(main())
