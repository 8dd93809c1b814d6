"""SQLite against PostgreSQL + pgvector, side by side in one run: ingest and search p50/p95 at N memories.

For each size N and each store, a fresh database is filled with N synthetic memories (Zipf words,
unit vectors under the embedder's name) in bulk (SQLite: ``executemany``; PostgreSQL: ``COPY``, then
the model's HNSW index is built), in one of two modes:

- ``many``: users of ``--per-user`` rows each (default 100); a caller reads their own rows;
- ``team``: every row is team-visible in one pool written by 100 users; the caller, a member, reads all N.

Then, through the public API only (``Memory.add`` and ``Memory.search`` of veramem-core with the
first-party stages): ``--ops`` adds of one new message each (episode, rules extraction, dedup against
the scope, vectors, entities, ledger entries, anchor) and ``--queries`` searches (access predicate,
dense + lexical + entity channels, fusion, trace), each timed end to end. The PostgreSQL dense channel
is also timed alone, by plan (``index``: HNSW with the iterative scan, at ``ef_search`` 40 and 200;
``exact``: the distance of every readable row), with the index's recall@10 against the exact top-10:
how ``vector_plan="auto"`` was picked.

The embedder is the hashing embedder at 384 dimensions (MiniLM's width), so the figures are the
stores', not a model's. BLAS is capped at one thread.

    uv run python bench/store_compare.py [--sizes 100000,1000000] [--modes many,team] [--ops 200]
        [--queries 200] [--postgres postgresql://postgres@127.0.0.1:5432/postgres] [--json]

``--postgres`` (default ``$VERAMEM_TEST_POSTGRES_URL``) is a server the bench may create databases on;
``make test-postgres`` prints one, or source ``.ci/postgres.sh``.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

# The same synthetic corpus as the latency bench (a script beside this one).
from search_latency import texts, vocabulary  # noqa: E402

from veramem_core import _time  # noqa: E402
from veramem_core.access import Access  # noqa: E402
from veramem_core.config import Config  # noqa: E402
from veramem_core.memory import Memory  # noqa: E402
from veramem_core.plugins import make_plugin_manager  # noqa: E402
from veramem_core.postgres import PostgresStore  # noqa: E402
from veramem_core.store import SQLiteStore  # noqa: E402
from veramem_core.testing import PostgresServer, first_party_plugins  # noqa: E402

MODES = ("many", "team")
POOL = "pool"
WRITERS = 100
EMBEDDER = "hashing-384"
BATCH = 50_000


def owner(mode: str, i: int, per_user: int) -> str:
    return f"user{i % WRITERS}" if mode == "team" else f"user{i // per_user}"


def batches(mode: str, n: int, per_user: int, dim: int, rng: np.random.Generator):
    """(rows, vectors) per batch of BATCH memories: row = (id, kind, text, authority, user, team, visibility)."""
    vocab = vocabulary(rng)
    visibility, team = ("team", POOL) if mode == "team" else ("private", None)
    for start in range(0, n, BATCH):
        count = min(BATCH, n - start)
        matrix = rng.standard_normal((count, dim), dtype=np.float32)
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
        body = texts(rng, vocab, count)
        rows = [
            (
                f"mem_{start + i:09d}",
                "fact",
                body[i],
                "authorized",
                owner(mode, start + i, per_user),
                team,
                visibility,
            )
            for i in range(count)
        ]
        yield rows, matrix


def fill_sqlite(store: SQLiteStore, mode: str, n: int, per_user: int, model: str, dim: int) -> None:
    now = _time.to_db(_time.utcnow())
    for rows, matrix in batches(mode, n, per_user, dim, np.random.default_rng(n)):
        with store.transaction():
            store.conn.executemany(
                "INSERT INTO memories (id, kind, text, authority, user_id, team_id, visibility, valid_from,"
                " created_at, status, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', '{}')",
                [(*r, now, now) for r in rows],
            )
            store.conn.executemany(
                "INSERT INTO vectors (owner_id, owner_type, model, dim, vector) VALUES (?, 'memory', ?, ?, ?)",
                [(r[0], model, dim, matrix[i].tobytes()) for i, r in enumerate(rows)],
            )


def fill_postgres(store: PostgresStore, mode: str, n: int, per_user: int, model: str, dim: int) -> None:
    now = _time.to_db(_time.utcnow())
    for rows, matrix in batches(mode, n, per_user, dim, np.random.default_rng(n)):
        with store.transaction(), store.raw.cursor() as cur:
            with cur.copy(
                "COPY memories (id, kind, text, authority, user_id, team_id, visibility, valid_from,"
                " created_at, status, metadata) FROM STDIN"
            ) as copy:
                for r in rows:
                    copy.write_row((*r, now, now, "active", "{}"))
            with cur.copy(
                "COPY vectors (owner_id, owner_type, model, dim, vector) FROM STDIN WITH (FORMAT BINARY)"
            ) as copy:
                copy.set_types(["text", "text", "text", "int8", "vector"])
                for i, r in enumerate(rows):
                    copy.write_row((r[0], "memory", model, dim, matrix[i]))
    with store.transaction():
        store.raw.execute("SET LOCAL maintenance_work_mem = '4GB'")
        store.ensure_vector_index(model, dim)
    store.raw.execute("VACUUM ANALYZE memories")
    store.raw.execute("VACUUM ANALYZE vectors")


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(np.asarray(values), p))


def timed(action: Callable[[], Any]) -> float:
    t0 = time.perf_counter()
    action()
    return (time.perf_counter() - t0) * 1000


def run(kind: str, mode: str, n: int, args: argparse.Namespace, where: str) -> dict[str, Any]:
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    rng = np.random.default_rng(n + 1)
    with Memory(path=where, config=Config(embedder=EMBEDDER), pm=pm) as m:
        embedder = m.embedder
        started = time.perf_counter()
        if isinstance(m.store, SQLiteStore):
            fill_sqlite(m.store, mode, n, args.per_user, embedder.name, embedder.dim)
        else:
            assert isinstance(m.store, PostgresStore)
            fill_postgres(m.store, mode, n, args.per_user, embedder.name, embedder.dim)
        fill_s = time.perf_counter() - started
        if mode == "team":
            m.grant("team_member", "user0", POOL)
        users = max(1, n // args.per_user) if mode == "many" else 1
        who = [f"user{int(u)}" for u in rng.integers(0, users, size=max(args.ops, args.queries))]
        vocab = vocabulary(np.random.default_rng(n))
        qs = [" ".join(t.split()[:4]) for t in texts(rng, vocab, args.queries)]
        m.search(qs[0], user_id=who[0])  # warm: SQLite loads its vector index here
        search = [timed(lambda q=q, u=u: m.search(q, user_id=u, k=10)) for q, u in zip(qs, who, strict=False)]
        adds = texts(rng, vocab, args.ops)
        ingest = [
            timed(lambda t=t, u=u: m.add([{"role": "user", "content": f"I like {t}"}], user_id=u))
            for t, u in zip(adds, who, strict=False)
        ]
        row: dict[str, Any] = {
            "store": kind,
            "mode": mode,
            "n": n,
            "fill_s": round(fill_s, 1),
            "ingest_p50": statistics.median(ingest),
            "ingest_p95": pct(ingest, 95),
            "search_p50": statistics.median(search),
            "search_p95": pct(search, 95),
        }
        if isinstance(m.store, PostgresStore):
            row.update(dense_plans(m.store, embedder, qs, who))
    return row


def dense_plans(store: PostgresStore, embedder: Any, qs: list[str], who: list[str]) -> dict[str, float]:
    """The dense channel alone, per plan, and the index plan's recall@10 against the exact plan."""
    out: dict[str, float] = {}
    results: dict[str, list[set[str]]] = {}
    for plan, ef in (("index", 40), ("index200", 200), ("exact", 40)):
        store.vector_plan = "index" if plan.startswith("index") else "exact"
        store.ef_search = ef
        times, found = [], []
        for q, u in zip(qs, who, strict=False):
            vec = embedder.embed([q])[0]
            access = Access(u, None, _time.utcnow())
            t0 = time.perf_counter()
            hits = store.vector_search("memory", embedder.name, vec, access, 10)
            times.append((time.perf_counter() - t0) * 1000)
            found.append({h for h, _ in hits})
        out[f"dense_{plan}_p50"] = statistics.median(times)
        out[f"dense_{plan}_p95"] = pct(times, 95)
        results[plan] = found
    store.vector_plan, store.ef_search = "auto", 200
    for plan in ("index", "index200"):
        pairs = zip(results[plan], results["exact"], strict=True)
        out[f"{plan}_recall@10"] = float(np.mean([len(a & b) / max(1, len(b)) for a, b in pairs]))
    return out


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        f"{'mode':>5} {'N':>8} {'store':>8} | {'ingest p50':>10} {'p95':>8} | {'search p50':>10} {'p95':>8}"
        f" | {'fill s':>7} | dense p50/p95: index ef40 (recall), ef200 (recall), exact"
    ]
    for r in rows:
        dense = ""
        if "dense_index_p50" in r:
            dense = (
                f" | {r['dense_index_p50']:.2f}/{r['dense_index_p95']:.2f}ms ({r['index_recall@10']:.3f}),"
                f" {r['dense_index200_p50']:.2f}/{r['dense_index200_p95']:.2f}ms ({r['index200_recall@10']:.3f}),"
                f" {r['dense_exact_p50']:.2f}/{r['dense_exact_p95']:.2f}ms"
            )
        lines.append(
            f"{r['mode']:>5} {r['n']:>8} {r['store']:>8} | {r['ingest_p50']:>8.2f}ms {r['ingest_p95']:>6.2f}ms"
            f" | {r['search_p50']:>8.2f}ms {r['search_p95']:>6.2f}ms | {r['fill_s']:>7.1f}{dense}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--sizes", default="100000,1000000", help="comma-separated memory counts")
    parser.add_argument("--modes", default=",".join(MODES), help="comma-separated: many, team")
    parser.add_argument("--stores", default="sqlite,postgres", help="comma-separated: sqlite, postgres")
    parser.add_argument("--per-user", type=int, default=100)
    parser.add_argument("--ops", type=int, default=200, help="timed adds per store and size")
    parser.add_argument("--queries", type=int, default=200, help="timed searches per store and size")
    parser.add_argument("--postgres", default=os.environ.get("VERAMEM_TEST_POSTGRES_URL"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    stores = [s for s in args.stores.split(",") if s]
    if "postgres" in stores and not args.postgres:
        parser.error("--postgres URL (or $VERAMEM_TEST_POSTGRES_URL) is needed for the PostgreSQL store")
    rows: list[dict[str, Any]] = []
    server = PostgresServer(args.postgres) if args.postgres else None
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["VERAMEM_HOME"] = tmp  # anchors of the bench's databases stay in here
        try:
            for mode in (m for m in args.modes.split(",") if m):
                for n in (int(s) for s in args.sizes.split(",")):
                    for kind in stores:
                        if kind == "sqlite":
                            where = str(Path(tmp) / f"compare-{mode}-{n}.db")
                        else:
                            assert server is not None
                            where = server.database()
                        rows.append(run(kind, mode, n, args, where))
                        if kind == "sqlite":
                            for leftover in Path(tmp).glob(f"compare-{mode}-{n}.db*"):
                                leftover.unlink()
                        elif server is not None:
                            server.drop_all()
                        if not args.json:
                            print(table(rows[-1:]).splitlines()[1], flush=True)
        finally:
            if server is not None:
                server.drop_all()
    print(json.dumps(rows, indent=2) if args.json else "\n" + table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
