"""Search latency at 10k, 100k (and optionally 1M) memories against a raw numpy brute-force scan.

Synthetic memories (Zipf-distributed words, many users, 384-dim unit vectors stored under the
embedder's name) are bulk-inserted with SQL, so the FTS triggers run as in production. Each query
is timed end to end through ``Memory.search`` (query encoding, access predicate, dense + BM25 +
entity channels, RRF, priors, trace write) and compared with: query encoding + ``matrix @ q`` over
the same matrix (all N rows, no access control) + top-10.

    uv run python bench/search_latency.py [--sizes 10000,100000,1000000] [--queries 200] [--embedder minilm]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

import veramem_retrieve.plugin as retrieve
from veramem_core import _time
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager

PER_USER = 100  # many users: N / 100 of them


def vocabulary(rng: np.random.Generator, size: int = 5000) -> list[str]:
    letters = np.array(list("abcdefghijklmnopqrstuvwxyz"))
    return ["".join(rng.choice(letters, size=int(rng.integers(3, 9)))) for _ in range(size)]


def texts(rng: np.random.Generator, vocab: list[str], n: int) -> list[str]:
    ranks = np.minimum(rng.zipf(1.3, size=(n, 8)), len(vocab)) - 1
    return [" ".join(vocab[i] for i in row) for row in ranks]


def populate(m: Memory, n: int, dim: int, model: str, rng: np.random.Generator, vocab: list[str]) -> None:
    now = _time.to_db(_time.utcnow())
    conn = m.store.conn  # type: ignore[attr-defined]
    batch = 50_000
    for start in range(0, n, batch):
        count = min(batch, n - start)
        body = texts(rng, vocab, count)
        rows = [
            (
                f"mem_{start + i:09d}",
                "fact",
                body[i],
                "authorized",
                f"user{(start + i) // PER_USER}",
                "private",
                now,
                now,
                "active",
                "{}",
            )
            for i in range(count)
        ]
        vectors = rng.standard_normal((count, dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        with m.store.transaction():
            conn.executemany(
                "INSERT INTO memories (id, kind, text, authority, user_id, visibility, valid_from, created_at,"
                " status, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            conn.executemany(
                "INSERT INTO vectors (owner_id, owner_type, model, dim, vector) VALUES (?, 'memory', ?, ?, ?)",
                [(rows[i][0], model, dim, vectors[i].tobytes()) for i in range(count)],
            )


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(np.asarray(values), p))


def run(n: int, queries: int, embedder_name: str, workdir: Path) -> dict[str, float]:
    rng = np.random.default_rng(n)
    vocab = vocabulary(rng)
    pm = make_plugin_manager(retrieve, load_entry_points=False)
    with Memory(path=workdir / f"latency-{n}.db", config=Config(embedder=embedder_name), pm=pm) as m:
        embedder = m.embedder
        started = time.perf_counter()
        populate(m, n, embedder.dim, embedder.name, rng, vocab)
        insert_s = time.perf_counter() - started
        qs = [" ".join(t.split()[:4]) for t in texts(rng, vocab, queries)]
        users = [f"user{int(u)}" for u in rng.integers(0, max(1, n // PER_USER), size=queries)]
        started = time.perf_counter()
        m.search(qs[0], user_id=users[0])  # the first search loads the vector index
        load_s = time.perf_counter() - started
        _, _, matrix = m.store.load_vectors("memory", embedder.name)
        ours, raw = [], []
        for q, user in zip(qs, users, strict=True):
            t0 = time.perf_counter()
            m.search(q, user_id=user, k=10)
            ours.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            vec = embedder.embed([q])[0]
            sims = matrix @ vec
            top = np.argpartition(-sims, 10)[:10]
            top[np.argsort(-sims[top])]
            raw.append((time.perf_counter() - t0) * 1000)
    return {
        "n": n,
        "insert_s": insert_s,
        "index_load_s": load_s,
        "ours_p50": statistics.median(ours),
        "ours_p95": pct(ours, 95),
        "raw_p50": statistics.median(raw),
        "raw_p95": pct(raw, 95),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000", help="comma-separated; add 1000000 for the 1M row")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--embedder", default="minilm")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            rows.append(run(n, args.queries, args.embedder, Path(tmp)))
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(
        f"{'N':>9} | {'VeraMem p50':>11} {'p95':>7} | {'raw scan+encode p50':>19} {'p95':>7} | {'ratio p50':>9}"
        f" | {'insert s':>8} {'index load s':>12}"
    )
    for r in rows:
        print(
            f"{r['n']:>9} | {r['ours_p50']:>9.2f}ms {r['ours_p95']:>5.2f}ms | {r['raw_p50']:>17.2f}ms"
            f" {r['raw_p95']:>5.2f}ms | {r['ours_p50'] / r['raw_p50']:>8.2f}x | {r['insert_s']:>8.1f}"
            f" {r['index_load_s']:>12.2f}"
        )
    if len(rows) > 1:
        growth = rows[-1]["ours_p50"] / rows[0]["ours_p50"]
        raw_growth = rows[-1]["raw_p50"] / rows[0]["raw_p50"]
        print(
            f"\ngrowth {rows[0]['n']}→{rows[-1]['n']} (x{rows[-1]['n'] // rows[0]['n']} rows): VeraMem p50 x{growth:.2f},"
            f" raw scan x{raw_growth:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
