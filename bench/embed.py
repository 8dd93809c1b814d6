"""Embedder benchmark: texts per second of each embedder, the way the write path calls it.

    uv run python bench/embed.py [--data PATH] [--limit TURNS] [--embedder minilm --embedder hashing]

Embeds the first ``--limit`` LoCoMo dev turns as they are said ("<speaker>: <text>", as an
``add()`` embeds a turn) three ways: one text per call (a query, or an ``add()`` of one message
that yields no memory), two per call (a turn and its memory, the most common ``add()``), and 32 per
call (a bulk ``reembed``). Reports texts per second (wall clock) and milliseconds of process CPU per
text: the CPU figure holds when other processes share the machine, the wall figure shows what a
pass gains from the cores left idle. Only the public API is used: each embedder is chosen the user's
way, in ``config.toml`` of a fresh data home.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from veramem import Memory

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT / ".." / "shared" / "data" / "locomo-dev.json"
BATCHES = (1, 2, 32)


def said(data: list[dict[str, object]], limit: int) -> list[str]:
    """The first ``limit`` turns, session by session, as "<speaker>: <text>"."""
    texts: list[str] = []
    for sample in data:
        conv = sample["conversation"]
        assert isinstance(conv, dict)
        sessions = sorted(int(k.split("_")[1]) for k in conv if k.startswith("session_") and k[8:].isdigit())
        for n in sessions:
            texts.extend(f"{t['speaker']}: {t['text']}" for t in conv[f"session_{n}"])
    return texts[:limit]


def measure(embedder: str, texts: list[str], home: Path) -> dict[str, float]:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f'embedder = "{embedder}"\n', "utf-8")
    os.environ["VERAMEM_HOME"] = str(home)
    results: dict[str, float] = {}
    with Memory(path=home / "m.db") as m:
        m.embedder.embed(["warm up"])  # weights load once, outside the timing
        for size in BATCHES:
            cpu, wall = time.process_time(), time.perf_counter()
            for i in range(0, len(texts), size):
                m.embedder.embed(texts[i : i + size])
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            results[f"{embedder}, {size} per call: texts / second"] = len(texts) / wall
            results[f"{embedder}, {size} per call: CPU ms / text"] = 1000 * cpu / len(texts)
    return results


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="locomo-dev.json")
    parser.add_argument("--limit", type=int, default=1000, help="embed the first N turns")
    parser.add_argument("--embedder", action="append", help="minilm, hashing, litellm:<model> (repeatable)")
    args = parser.parse_args(argv)
    if not args.data.exists():
        raise SystemExit(f"no data at {args.data} (use --data)")
    texts = said(json.loads(args.data.read_text("utf-8")), args.limit)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", file=sys.stderr)
    results: dict[str, float] = {"texts": float(len(texts))}
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.embedder or ["minilm", "hashing"]:
            results.update(measure(name, texts, Path(tmp) / name.replace(":", "_")))
    width = max(len(k) for k in results)
    for key, value in results.items():
        print(f"{key:<{width}}  {value:.2f}")


if __name__ == "__main__":
    main()
