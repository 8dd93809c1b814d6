"""The derived tables (vectors, entities, full-text indexes): checked against the rows they come from,
and rebuilt from them.

None of these tables is evidence: each can be recomputed from the episodes and memories the ledger
vouches for. So ``verify`` reports a fault in them apart from the chain (it never breaks search for
everyone, since readers skip a malformed row), and ``veramem repair`` rebuilds them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .sqltext import Conn

_OWNER_TABLES = {"memory": "memories", "episode": "episodes"}
_FTS = ("memories_fts", "episodes_fts", "episodes_ctx")
# What a row's vector embeds: a memory's text; an episode as said (``Episode.said``).
EMBEDDED_TEXT = {"memories": "t.text", "episodes": "coalesce(t.name || ': ', '') || t.content"}

# texts -> one float32 row per text; ``Embedder.embed`` fits.
Embed = Callable[[list[str]], Any]


def vector_fault(dim: object, blob: object) -> str | None:
    """Why a stored vector cannot be used, or None: the blob must hold ``dim`` finite float32s."""
    if not isinstance(dim, int) or dim <= 0:
        return f"dimension {dim!r} is not a positive integer"
    if not isinstance(blob, bytes):
        return f"vector is {type(blob).__name__}, not a float32 blob"
    if len(blob) != 4 * dim:
        return f"vector holds {len(blob)} bytes, {4 * dim} expected for dimension {dim}"
    if not np.isfinite(np.frombuffer(blob, dtype=np.float32)).all():
        return "vector holds NaN or infinite values"
    return None


def bad_vectors(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    """(rowid, reason) for every vector row that is malformed, of an unknown owner type, or orphaned."""
    out: list[tuple[int, str]] = []
    rows = conn.execute(
        "SELECT v.rowid AS rid, v.owner_id, v.owner_type, v.model, v.dim, v.vector,"
        " (SELECT 1 FROM memories m WHERE m.id = v.owner_id) AS is_memory,"
        " (SELECT 1 FROM episodes e WHERE e.id = v.owner_id) AS is_episode FROM vectors v"
    )
    for r in rows:
        what = f"vector of {r['owner_type']} {r['owner_id']} ({r['model']})"
        fault = vector_fault(r["dim"], r["vector"])
        if fault is None and r["owner_type"] not in _OWNER_TABLES:
            fault = f"unknown owner type {r['owner_type']!r}"
        if fault is None and not r[f"is_{r['owner_type']}"]:
            fault = "its owner does not exist"
        if fault is not None:
            out.append((r["rid"], f"{what}: {fault}"))
    return out


def _expected_entities(conn: Conn) -> dict[str, set[str]]:
    """The entity rows each memory's recorded entities call for (what the write path wrote)."""
    want: dict[str, set[str]] = {}
    for r in conn.execute("SELECT id, metadata FROM memories"):
        try:
            entities: list[object] = json.loads(r["metadata"]).get("entities") or []
        except (TypeError, ValueError, AttributeError):
            continue  # an unreadable row is the ledger's to report
        names = {e.lower() for e in entities if isinstance(e, str) and e.strip()}
        if names:
            want[r["id"]] = names
    return want


def entity_faults(conn: Conn) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(extra rows, missing rows) of the entities table, as (owner id, entity)."""
    want = _expected_entities(conn)
    have: dict[str, set[str]] = {}
    for r in conn.execute("SELECT owner_id, entity FROM entities"):
        have.setdefault(str(r["owner_id"]), set()).add(str(r["entity"]))
    extra = [(o, e) for o, names in have.items() for e in sorted(names - want.get(o, set()))]
    missing = [(o, e) for o, names in want.items() for e in sorted(names - have.get(o, set()))]
    return extra, missing


def fts_faults(conn: sqlite3.Connection) -> list[str]:
    """Full-text indexes that do not match the rows they index (FTS5's own integrity check)."""
    return [
        f"{table}: the full-text index does not match its rows"
        for table in _FTS
        if fts_faults_of(conn, table)
    ]


def check(conn: sqlite3.Connection) -> list[str]:
    """Every fault in the derived tables, one line each."""
    problems = [reason for _, reason in bad_vectors(conn)]
    extra, missing = entity_faults(conn)
    problems += [f"entity {e!r} of {o}: no memory records it" for o, e in extra]
    problems += [f"entity {e!r} of memory {o}: missing from the entities table" for o, e in missing]
    return problems + fts_faults(conn)


@dataclass
class RepairReport:
    """What ``repair`` changed, table by table."""

    vectors_dropped: int = 0
    vectors_embedded: dict[str, int] = field(default_factory=dict[str, int])
    entities_dropped: int = 0
    entities_added: int = 0
    fts_rebuilt: list[str] = field(default_factory=list[str])


def repair(conn: sqlite3.Connection, model: str, embed: Embed, batch: int = 64) -> RepairReport:
    """Rebuild the derived tables from their rows. The caller holds the write transaction.

    Malformed and orphaned vectors are dropped, and every memory and episode without a vector of
    ``model`` is embedded again with ``embed``; entity rows follow each memory's recorded entities;
    the full-text indexes are rebuilt.
    """
    report = RepairReport()
    dropped = [rid for rid, _ in bad_vectors(conn)]
    conn.executemany("DELETE FROM vectors WHERE rowid = ?", [(rid,) for rid in dropped])
    report.vectors_dropped = len(dropped)
    for owner_type, table in _OWNER_TABLES.items():
        report.vectors_embedded[owner_type] = _embed_missing(conn, owner_type, table, model, embed, batch)
    extra, missing = entity_faults(conn)
    conn.executemany("DELETE FROM entities WHERE owner_id = ? AND entity = ?", extra)
    conn.executemany("INSERT OR IGNORE INTO entities (owner_id, entity) VALUES (?, ?)", missing)
    report.entities_dropped, report.entities_added = len(extra), len(missing)
    for table in _FTS:
        if fts_faults_of(conn, table):
            conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")
            report.fts_rebuilt.append(table)
    return report


def fts_faults_of(conn: sqlite3.Connection, table: str) -> bool:
    """True when FTS5's integrity check (rank 1: against the content too) finds ``table`` stale."""
    try:
        conn.execute(f"INSERT INTO {table}({table}, rank) VALUES ('integrity-check', 1)")
    except sqlite3.DatabaseError:
        return True
    return False


def _embed_missing(
    conn: sqlite3.Connection, owner_type: str, table: str, model: str, embed: Embed, batch: int
) -> int:
    done = 0
    while True:
        rows = conn.execute(
            f"SELECT t.id AS id, {EMBEDDED_TEXT[table]} AS text FROM {table} t WHERE NOT EXISTS"
            " (SELECT 1 FROM vectors v WHERE v.owner_id = t.id AND v.model = ?) LIMIT ?",
            (model, batch),
        ).fetchall()
        if not rows:
            return done
        matrix = np.asarray(embed([r["text"] for r in rows]), dtype=np.float32)
        conn.executemany(
            "INSERT OR REPLACE INTO vectors (owner_id, owner_type, model, dim, vector) VALUES (?, ?, ?, ?, ?)",
            [(r["id"], owner_type, model, matrix.shape[1], matrix[n].tobytes()) for n, r in enumerate(rows)],
        )
        done += len(rows)
