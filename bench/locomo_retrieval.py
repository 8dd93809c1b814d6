"""LoCoMo evidence retrieval: VeraMem's hybrid search against its dense-only and BM25-only channels.

Ingests every turn of ``locomo-dev.json`` as a raw episode (``add(..., infer=False)``; content
``"<speaker>: <text>"``, message id = ``dia_id``, one user per conversation, so each question's
search is restricted to its own conversation by the access predicate), then asks every question of
categories 1 to 4 with non-empty evidence and measures evidence recall@5, recall@10 and hit@10.

    uv run python bench/locomo_retrieval.py [--data PATH] [--embedder minilm|hashing] [--db PATH]

The three runs use the same store, the same embedder and the same code path (``Memory.search``);
only the channel weights differ. Tuned on this dev file only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import veramem_retrieve.plugin as retrieve
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo-dev.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
OFF = {"dense": 0.0, "lexical": 0.0, "entity": 0.0, "context": 0.0}
MODES: dict[str, dict[str, Any]] = {
    "hybrid": {},  # the shipped defaults
    "dense-only": {"weights": {**OFF, "dense": 1.0}, "depths": {"dense": 100}},
    "bm25-only": {"weights": {**OFF, "lexical": 1.0}, "depths": {"lexical": 100}},
}
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


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


def ingest(m: Memory, samples: list[dict[str, Any]]) -> dict[str, set[str]]:
    known: dict[str, set[str]] = {}
    for sample in samples:
        conv = sample["conversation"]
        user = sample["sample_id"]
        known[user] = set()
        n = 1
        while f"session_{n}" in conv:
            start = session_time(conv[f"session_{n}_date_time"])
            messages = []
            for i, turn in enumerate(conv[f"session_{n}"]):
                text = turn.get("text", "")
                if turn.get("blip_caption"):
                    text = f"{text} [shares a photo of {turn['blip_caption']}]"
                messages.append(
                    {
                        "role": "user",
                        "name": turn["speaker"],
                        "id": turn["dia_id"],
                        "content": f"{turn['speaker']}: {text}",
                        "timestamp": start + timedelta(seconds=30 * i),
                    }
                )
                known[user].add(turn["dia_id"])
            m.add(messages, user_id=user, session_id=f"{user}-s{n}", infer=False)
            n += 1
    return known


def questions(samples: list[dict[str, Any]], known: dict[str, set[str]]) -> list[dict[str, Any]]:
    out = []
    for sample in samples:
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            ev = evidence_ids(qa.get("evidence", []), known[sample["sample_id"]])
            if ev:
                out.append(
                    {"user": sample["sample_id"], "q": qa["question"], "cat": qa["category"], "ev": ev}
                )
    return out


def evaluate(m: Memory, qs: list[dict[str, Any]], settings: dict[str, Any]) -> dict[str, dict[str, float]]:
    """recall@5, recall@10, hit@10 per category and overall, for one ``[plugins.retrieve]`` setting."""
    if settings:
        table = {**settings, "temporal_weights": settings["weights"]}
        m.config = m.config.model_copy(update={"plugins": {"retrieve": table}})
    else:
        m.config = m.config.model_copy(update={"plugins": {}})
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    for q in qs:
        result = m.search(q["q"], user_id=q["user"], k=10)
        # Temporal results come in time order; recall@5 is over the 5 most relevant (= a k=5 search).
        by_relevance = sorted(result.items, key=lambda h: h.explain.get("relevance_rank", 0))
        got = [h.episode.message_id if h.episode else None for h in by_relevance]
        ev = set(q["ev"])
        r5 = len(ev & set(got[:5])) / len(ev)
        r10 = len(ev & set(got[:10])) / len(ev)
        h10 = float(bool(ev & set(got[:10])))
        for key in (CATEGORIES[q["cat"]], "overall"):
            s = sums[key]
            s[0] += r5
            s[1] += r10
            s[2] += h10
            s[3] += 1
    return {
        k: {"r@5": v[0] / v[3], "r@10": v[1] / v[3], "hit@10": v[2] / v[3], "n": v[3]}
        for k, v in sums.items()
    }


def table(results: dict[str, dict[str, dict[str, float]]]) -> str:
    modes = list(results)
    head = f"{'category':<12} {'n':>4} | " + " | ".join(f"{m + ' r@5/r@10/hit@10':^30}" for m in modes)
    lines = [head, "-" * len(head)]
    for cat in [*CATEGORIES.values(), "overall"]:
        n = int(results[modes[0]][cat]["n"])
        cells = [
            f"{results[m][cat]['r@5']:.3f} / {results[m][cat]['r@10']:.3f} / {results[m][cat]['hit@10']:.3f}"
            for m in modes
        ]
        lines.append(f"{cat:<12} {n:>4} | " + " | ".join(f"{c:^30}" for c in cells))
    return "\n".join(lines)


def open_memory(db: Path, embedder: str) -> Memory:
    pm = make_plugin_manager(retrieve, load_entry_points=False)
    return Memory(path=db, config=Config(embedder=embedder), pm=pm)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--embedder", default="minilm")
    parser.add_argument("--db", type=Path, default=None, help="reuse (or create) this ingested database")
    args = parser.parse_args(argv)
    samples = json.loads(args.data.read_text("utf-8"))
    db = args.db or Path(tempfile.mkdtemp()) / "locomo.db"
    fresh = not db.exists()
    with open_memory(db, args.embedder) as m:
        started = time.perf_counter()
        if fresh:
            known = ingest(m, samples)
        else:
            known = {
                s["sample_id"]: {
                    t["dia_id"]
                    for k, v in s["conversation"].items()
                    if k.startswith("session_") and isinstance(v, list)
                    for t in v
                }
                for s in samples
            }
        ingest_s = time.perf_counter() - started
        qs = questions(samples, known)
        print(
            f"{len(samples)} conversations, {sum(len(k) for k in known.values())} turns, {len(qs)} questions"
            f" (categories 1-4, non-empty evidence); embedder {m.embedder.name};"
            f" ingest {ingest_s:.1f} s{'' if fresh else ' (reused db)'}"
        )
        results = {}
        for mode, weights in MODES.items():
            started = time.perf_counter()
            results[mode] = evaluate(m, qs, weights)
            print(
                f"  {mode}: {(time.perf_counter() - started) / len(qs) * 1000:.1f} ms/question",
                file=sys.stderr,
            )
    print(table(results))
    hybrid = results["hybrid"]["overall"]["r@10"]
    print(
        f"\nhybrid recall@10 {hybrid:.3f} (bar 0.66); vs bm25-only {results['bm25-only']['overall']['r@10']:.3f},"
        f" dense-only {results['dense-only']['overall']['r@10']:.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
