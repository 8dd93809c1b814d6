"""Erasure in the SQLite store: which rows a ``forget`` reaches, and deleting them down to the bytes.

``plan`` closes the selection over derivation: every version of a memory, the episodes its evidence
cites, every memory that cites those episodes (their text came from the same words), and again until
nothing new is reached. ``erase`` deletes all of it with everything keyed by those ids (evidence,
vectors, entities, traces naming them, gate rejections, and a user's grants), writes a ledger
tombstone per erased row (the id's hash only), and merges the FTS5 indexes, whose segments keep old
terms until merged. ``secure_delete`` zeroes freed content; the caller checkpoints the WAL afterwards.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import ledger
from .models import ForgetReport
from .sqltext import Conn

# Up and down the supersedes links; one recursive term, as PostgreSQL requires.
_VERSIONS = """
WITH RECURSIVE chain(id) AS (
    SELECT value FROM json_each(:ids)
    UNION SELECT CASE WHEN m.id = chain.id THEN m.supersedes ELSE m.id END
    FROM memories m JOIN chain ON (m.id = chain.id AND m.supersedes IS NOT NULL) OR m.supersedes = chain.id
)
SELECT id FROM chain WHERE id IN (SELECT id FROM memories)
"""


@dataclass
class ForgetTarget:
    """What to forget. ``user_id`` alone is everything of that user; with ``session_id`` or ``source``
    it narrows them to that user's episodes; ``extra`` holds ids plugins named (memories or episodes)."""

    memory_id: str | None = None
    user_id: str | None = None
    session_id: str | None = None
    source: str | None = None
    extra: list[str] = field(default_factory=list[str])


@dataclass
class ErasurePlan:
    memory_ids: list[str] = field(default_factory=list[str])
    episode_ids: list[str] = field(default_factory=list[str])
    user_ids: list[str] = field(default_factory=list[str])

    def __bool__(self) -> bool:
        return bool(self.memory_ids or self.episode_ids or self.user_ids)


def _ids(conn: Conn, sql: str, params: Any = ()) -> set[str]:
    return {r[0] for r in conn.execute(sql, params)}


def _json(ids: Iterable[str]) -> str:
    return json.dumps(sorted(ids))


def _seed_episodes(conn: Conn, target: ForgetTarget) -> set[str]:
    clauses: list[str] = []
    params: dict[str, Any] = {}
    if target.user_id is not None:
        clauses.append("user_id = :user")
        params["user"] = target.user_id
    if target.session_id is not None:
        clauses.append("session_id = :session")
        params["session"] = target.session_id
    if target.source is not None:
        clauses.append("role IN ('tool', 'document') AND name = :source")
        params["source"] = target.source
    if not clauses:
        return set()
    return _ids(conn, f"SELECT id FROM episodes WHERE {' AND '.join(clauses)}", params)


def plan(conn: Conn, target: ForgetTarget) -> ErasurePlan:
    """Every memory and episode ``target`` reaches, closed over versions and shared evidence."""
    memories: set[str] = set()
    episodes: set[str] = set()
    users: list[str] = []
    narrowed = target.session_id is not None or target.source is not None
    if target.memory_id is not None:
        memories.add(target.memory_id)
    elif target.user_id is not None and not narrowed:
        users.append(target.user_id)
        memories |= _ids(conn, "SELECT id FROM memories WHERE user_id = ?", (target.user_id,))
    if target.memory_id is None:
        episodes |= _seed_episodes(conn, target)
    if target.extra:
        extra = _json(target.extra)
        memories |= _ids(
            conn, "SELECT id FROM memories WHERE id IN (SELECT value FROM json_each(?))", (extra,)
        )
        episodes |= _ids(
            conn, "SELECT id FROM episodes WHERE id IN (SELECT value FROM json_each(?))", (extra,)
        )
    while True:
        more_memories = _ids(conn, _VERSIONS, {"ids": _json(memories)}) | _ids(
            conn,
            "SELECT DISTINCT memory_id FROM evidence WHERE episode_id IN (SELECT value FROM json_each(?))",
            (_json(episodes),),
        )
        more_episodes = _ids(
            conn,
            "SELECT DISTINCT episode_id FROM evidence WHERE memory_id IN (SELECT value FROM json_each(?))",
            (_json(memories | more_memories),),
        )
        if more_memories <= memories and more_episodes <= episodes:
            break
        memories |= more_memories
        episodes |= more_episodes
    return ErasurePlan(memory_ids=sorted(memories), episode_ids=sorted(episodes), user_ids=users)


def _delete(conn: Conn, table: str, column: str, ids: str) -> int:
    return conn.execute(
        f"DELETE FROM {table} WHERE {column} IN (SELECT value FROM json_each(?))", (ids,)
    ).rowcount


# Appends one ledger entry: (op, object type, object id, the row's hash before the change).
Record = Callable[[str, str, str, str], None]


def _scrub_retractions(conn: Conn, episodes: str, memories: set[str], record: Record) -> list[str]:
    """Surviving memories retracted by a forgotten episode keep the fact of it, not its quote."""
    scrubbed: list[str] = []
    rows = conn.execute(
        "SELECT id, metadata FROM memories WHERE json_extract(metadata, '$.retracted_by.episode_id')"
        " IN (SELECT value FROM json_each(?))",
        (episodes,),
    ).fetchall()
    for row in rows:
        if row["id"] in memories:
            continue
        metadata = json.loads(row["metadata"])
        metadata["retracted_by"] = {"forgotten": True}
        before = ledger.before_write(conn, "memory", row["id"])
        conn.execute("UPDATE memories SET metadata = ? WHERE id = ?", (ledger.dumps(metadata), row["id"]))
        record("memory.scrub", "memory", row["id"], before)
        scrubbed.append(row["id"])
    return scrubbed


def erase(conn: Conn, erasure: ErasurePlan, record: Record, trace_ids: Sequence[str] = ()) -> ForgetReport:
    """Delete everything ``erasure`` names; the caller holds the write transaction, and ``record``
    appends each ledger entry (op, object type, id, the row's hash before) inside it."""
    memories, episodes = _json(erasure.memory_ids), _json(erasure.episode_ids)
    owners = _json([*erasure.memory_ids, *erasure.episode_ids])
    users = _json(erasure.user_ids)
    report = ForgetReport()
    _scrub_retractions(conn, episodes, set(erasure.memory_ids), record)
    # Feedback on an erased trace goes with it, and so does feedback from an erased user.
    feedback_ids = _ids(
        conn,
        "SELECT id FROM feedback WHERE id IN (SELECT value FROM json_each(:t))"
        " OR user_id IN (SELECT value FROM json_each(:u))",
        {"t": _json(list(trace_ids)), "u": users},
    )
    grant_ids = _ids(
        conn,
        "SELECT id FROM grants WHERE kind IN ('user_agent', 'team_member')"
        " AND subject IN (SELECT value FROM json_each(?))",
        (users,),
    )
    rejection_ids = _ids(
        conn,
        "SELECT id FROM gate_rejections WHERE memory_id IN (SELECT value FROM json_each(:m))"
        " OR user_id IN (SELECT value FROM json_each(:u))",
        {"m": memories, "u": users},
    )
    doomed = [
        ("memory", erasure.memory_ids),
        ("episode", erasure.episode_ids),
        ("grant", sorted(grant_ids)),
        ("rejection", sorted(rejection_ids)),
        ("feedback", sorted(feedback_ids)),
    ]
    # Each tombstone records the hash of the row it removes, taken before the delete: the chain stays
    # bound (a row changed behind VeraMem's back still shows as such in verify).
    befores = {
        (kind, ident): ledger.content_hash(conn, kind, ident) or ledger.NO_ROW
        for kind, ids in doomed
        for ident in ids
    }
    _delete(conn, "evidence", "memory_id", memories)
    report.memories = _delete(conn, "memories", "id", memories)
    report.episodes = _delete(conn, "episodes", "id", episodes)
    report.vectors = _delete(conn, "vectors", "owner_id", owners)
    _delete(conn, "entities", "owner_id", owners)
    conn.execute(
        "DELETE FROM feedback_credits WHERE feedback_id IN (SELECT value FROM json_each(:f))"
        " OR memory_id IN (SELECT value FROM json_each(:m))",
        {"f": _json(sorted(feedback_ids)), "m": memories},
    )
    _delete(conn, "feedback", "id", _json(sorted(feedback_ids)))
    report.grants = _delete(conn, "grants", "id", _json(grant_ids))
    report.rejections = _delete(conn, "gate_rejections", "id", _json(rejection_ids))
    for object_type, ids in doomed:
        for ident in ids:
            record(f"{object_type}.forget", object_type, ident, befores[(object_type, ident)])
            report.tombstones += 1
    # FTS5 leaves deleted terms in its segments until they are merged: merge everything now.
    if not isinstance(conn, sqlite3.Connection):  # PostgreSQL: tsvector columns, no segments
        return report
    for table in ("memories_fts", "episodes_fts", "episodes_ctx"):
        conn.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
    return report
