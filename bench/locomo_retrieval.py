"""LoCoMo evidence retrieval, measured the caller's way, beside two BM25 baselines in the same run.

VeraMem is used exactly as a new user would use it, through the public SDK only: one
``Memory.add`` per LoCoMo session (the speaker as the message's ``name``, the session's date as its
timestamp, one user per conversation; the default write path extracts memories), then for every
question of categories 1 to 4 with evidence ``Memory.search(question, user_id, k=5)`` and ``k=10``.
Each hit is mapped to the turns it cites (an episode hit cites itself, a memory its evidence; the
episode ids come from ``AddResult.episodes``), duplicates dropped, and recall is the share of the
question's evidence turns among them. R@5 is a ``k=5`` search (on temporal questions results come
in time order, so the first 5 of a ``k=10`` list are not what a caller asking for 5 would get).

The baselines index the same raw turns (``"<speaker>: <text>"``) in plain SQLite FTS5 (porter):
- ``bm25``: BM25 over the turns, the question's words OR-ed;
- ``bm25+ctx``: the same with each turn's session neighbours (one either side) as a second field
  at weight 0.3 and the session's date as a third.

    uv run python bench/locomo_retrieval.py [--data PATH] [--embedder minilm|hashing] [--limit N]

``--limit N`` keeps the first N conversations (for iterating); the figures that count use all.
Nothing is cached across runs: every run ingests into a fresh temporary data home.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from veramem import Memory, SearchResult

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo-dev.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")
_WORD = re.compile(r"\w+", re.UNICODE)


def session_time(text: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" → an aware datetime."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def evidence_ids(raw: list[str], known: set[str]) -> list[str]:
    """Normalise the dataset's evidence ids (split "D8:6; D9:17", fix "D30:05", "D:11:26"); drop unknown ones."""
    out: list[str] = []
    for item in raw:
        for token in re.split(r"[;\s,]+", str(item)):
            match = _EVIDENCE.fullmatch(token.strip())
            if match:
                dia = f"D{int(match.group(1))}:{int(match.group(2))}"
                if dia in known and dia not in out:
                    out.append(dia)
    return out


def turn_text(turn: dict[str, Any]) -> str:
    text = turn.get("text", "")
    if turn.get("blip_caption"):
        text = f"{text} [shares a photo of {turn['blip_caption']}]"
    return text


def sessions(sample: dict[str, Any]) -> Iterator[tuple[int, datetime, list[dict[str, Any]]]]:
    conv = sample["conversation"]
    n = 1
    while f"session_{n}" in conv:
        yield n, session_time(conv[f"session_{n}_date_time"]), conv[f"session_{n}"]
        n += 1


# --- VeraMem, the caller's way ---


def ingest(m: Memory, samples: list[dict[str, Any]]) -> dict[str, str]:
    """One ``add()`` per session; returns episode id → dia_id (from ``AddResult.episodes``)."""
    turn_of: dict[str, str] = {}
    for sample in samples:
        user = sample["sample_id"]
        for n, start, turns in sessions(sample):
            messages = [
                {
                    "role": "user",
                    "name": turn["speaker"],
                    "id": turn["dia_id"],
                    "content": turn_text(turn),
                    "timestamp": start + timedelta(seconds=30 * i),
                }
                for i, turn in enumerate(turns)
            ]
            result = m.add(messages, user_id=user, session_id=f"{user}-s{n}", now=messages[-1]["timestamp"])
            if result.error:
                raise SystemExit(f"add failed for {user} session {n}: {result.error}")
            turn_of.update(zip(result.episodes, (t["dia_id"] for t in turns), strict=True))
    return turn_of


def cited(result: SearchResult, turn_of: dict[str, str]) -> list[str]:
    """The turns the hits cite, in hit order, duplicates dropped."""
    out: list[str] = []
    for hit in result.items:
        episodes = [hit.episode.id] if hit.episode is not None else []
        if hit.memory is not None:
            episodes = [ev.episode_id for ev in hit.memory.evidence]
        for ep in episodes:
            dia = turn_of.get(ep)
            if dia is not None and dia not in out:
                out.append(dia)
    return out


# --- the baselines: plain FTS5 over the same raw turns ---


class Baselines:
    """Both BM25 baselines over one in-memory FTS5 index of every conversation's turns."""

    def __init__(self, samples: list[dict[str, Any]]) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute(
            "CREATE VIRTUAL TABLE turns USING fts5(text, ctx, date, conv UNINDEXED, dia UNINDEXED,"
            " tokenize='porter unicode61')"
        )
        rows = []
        for sample in samples:
            for _, start, turns in sessions(sample):
                texts = [f"{t['speaker']}: {turn_text(t)}" for t in turns]
                date = start.strftime("%d %B %Y %A")
                for i, turn in enumerate(turns):
                    ctx = " ".join(texts[max(i - 1, 0) : i] + texts[i + 1 : i + 2])
                    rows.append((texts[i], ctx, date, sample["sample_id"], turn["dia_id"]))
        self.db.executemany("INSERT INTO turns VALUES (?, ?, ?, ?, ?)", rows)

    def search(self, question: str, user: str, k: int, weights: tuple[float, float, float]) -> list[str]:
        words = list(dict.fromkeys(w.lower() for w in _WORD.findall(question)))
        if not words:
            return []
        match = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
        fields = "{text ctx date}" if weights[1] or weights[2] else "{text}"
        rows = self.db.execute(
            "SELECT dia FROM turns WHERE turns MATCH ? AND conv = ? ORDER BY bm25(turns, ?, ?, ?) LIMIT ?",
            (f"{fields}: ({match})", user, *weights, k),
        ).fetchall()
        return [r[0] for r in rows]


# --- measuring ---


def questions(samples: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for sample in samples:
        known = {t["dia_id"] for _, _, turns in sessions(sample) for t in turns}
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            ev = evidence_ids(qa.get("evidence", []), known)
            if ev:
                out.append(
                    {"user": sample["sample_id"], "q": qa["question"], "cat": qa["category"], "ev": ev}
                )
    return out


Searcher = Callable[[str, str, int], list[str]]


def evaluate(qs: list[dict[str, Any]], search: Searcher) -> dict[str, dict[str, float]]:
    """R@5 (a k=5 search), R@10 (a k=10 search) and the p50 of the k=10 search, per category."""
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    times: list[float] = []
    for q in qs:
        ev = set(q["ev"])
        top5 = search(q["q"], q["user"], 5)
        started = time.perf_counter()
        top10 = search(q["q"], q["user"], 10)
        times.append(time.perf_counter() - started)
        for key in (CATEGORIES[q["cat"]], "overall"):
            s = sums[key]
            s[0] += len(ev & set(top5[:5])) / len(ev)  # a hit may cite several turns: count 5 hits' turns
            s[1] += len(ev & set(top10)) / len(ev)
            s[2] += 1
    out = {k: {"r@5": v[0] / v[2], "r@10": v[1] / v[2], "n": v[2]} for k, v in sums.items()}
    out["overall"]["p50_ms"] = statistics.median(times) * 1000
    return out


def table(results: dict[str, dict[str, dict[str, float]]]) -> str:
    names = list(results)
    head = f"{'category':<12} {'n':>4} | " + " | ".join(f"{n + ' R@5 / R@10':^24}" for n in names)
    lines = [head, "-" * len(head)]
    for cat in [*CATEGORIES.values(), "overall"]:
        if cat not in results[names[0]]:
            continue
        n = int(results[names[0]][cat]["n"])
        cells = [f"{results[m][cat]['r@5']:.3f} / {results[m][cat]['r@10']:.3f}" for m in names]
        lines.append(f"{cat:<12} {n:>4} | " + " | ".join(f"{c:^24}" for c in cells))
    lines.append(
        f"{'p50 (k=10)':<17} | "
        + " | ".join(f"{results[m]['overall']['p50_ms']:>9.2f} ms{'':<11}" for m in names)
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--embedder", default="minilm")
    parser.add_argument("--limit", type=int, default=None, help="only the first N conversations")
    args = parser.parse_args(argv)
    samples = json.loads(args.data.read_text("utf-8"))[: args.limit]
    qs = questions(samples)
    home = Path(tempfile.mkdtemp())
    # The user's way of choosing an embedder: config.toml in the data home.
    (home / "config.toml").write_text(f'embedder = "{args.embedder}"\n', "utf-8")
    os.environ["VERAMEM_HOME"] = str(home)
    baselines = Baselines(samples)
    with Memory() as m:
        started = time.perf_counter()
        turn_of = ingest(m, samples)
        ingest_s = time.perf_counter() - started
        print(
            f"{len(samples)} conversations, {len(turn_of)} turns, {len(qs)} questions (categories 1-4 with"
            f" evidence); embedder {m.embedder.name}; ingest through Memory.add {ingest_s:.1f} s",
            flush=True,
        )
        encode: list[float] = []
        for q in qs[:200]:
            started = time.perf_counter()
            m.embedder.embed([q["q"] + " "])  # a fresh text: no cache between this and the search
            encode.append(time.perf_counter() - started)

        def veramem(question: str, user: str, k: int) -> list[str]:
            return cited(m.search(question, user_id=user, k=k), turn_of)

        results = {
            "bm25": evaluate(qs, lambda q, u, k: baselines.search(q, u, k, (1.0, 0.0, 0.0))),
            "bm25+ctx": evaluate(qs, lambda q, u, k: baselines.search(q, u, k, (1.0, 0.3, 0.3))),
            "veramem": evaluate(qs, veramem),
        }
    print(table(results))
    encode_ms = statistics.median(encode) * 1000
    ours, ctx = results["veramem"], results["bm25+ctx"]
    budget = 3 * (results["bm25"]["overall"]["p50_ms"] + encode_ms)
    behind = [c for c in CATEGORIES.values() if c in ours and ours[c]["r@5"] < ctx[c]["r@5"]]
    print(
        f"\nquery encoding p50 {encode_ms:.2f} ms; VeraMem p50 {ours['overall']['p50_ms']:.2f} ms"
        f" (budget 3 x (bm25 + encoding) = {budget:.2f} ms)\n"
        f"bars: R@5 {ours['overall']['r@5']:.3f} >= 0.65, R@10 {ours['overall']['r@10']:.3f} >= 0.75,"
        f" categories behind bm25+ctx at R@5: {behind or 'none'}",
        file=sys.stdout,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
