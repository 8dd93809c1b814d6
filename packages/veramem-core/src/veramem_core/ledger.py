"""The hash-chained audit ledger: appended inside each write's transaction, recomputed by ``verify``.

``hash = sha256(prev_hash || canonical(entry))`` where the entry records the content hash of what the
write left behind. ``verify`` walks the chain and also checks every live episode, memory and grant
row against the content hash its latest entry recorded, so a row changed behind VeraMem's back, a
row deleted without a tombstone, or a row written without an entry is caught.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable
from typing import Any

from .models import VerifyReport, canonical, sha256_hex

GENESIS = "0" * 64
TOMBSTONE_OPS = frozenset({"episode.forget", "memory.forget", "grant.forget"})

# The tables whose rows the ledger vouches for, and how each row's content hash is computed.
TRACKED = {"episode": "episodes", "memory": "memories", "grant": "grants"}


def chain_hash(prev_hash: str, body: dict[str, Any]) -> str:
    return hashlib.sha256((prev_hash + canonical(body)).encode("utf-8")).hexdigest()


def body_of(row: sqlite3.Row | dict[str, Any]) -> dict[str, Any]:
    return {k: row[k] for k in ("seq", "ts", "op", "object_type", "object_id", "content_hash")}


def row_hash(row: dict[str, Any], evidence: Iterable[dict[str, Any]] = ()) -> str:
    """Content hash of a stored row exactly as SQLite returns it (plus a memory's evidence rows)."""
    data = dict(row)
    ev = [dict(e) for e in evidence]
    if ev:
        data["__evidence__"] = ev
    return sha256_hex(canonical(data))


def memory_row_hash(conn: sqlite3.Connection, memory_id: str) -> str | None:
    row = conn.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
    if row is None:
        return None
    ev = conn.execute(
        "SELECT position, episode_id, quote FROM evidence WHERE memory_id = ? ORDER BY position",
        (memory_id,),
    ).fetchall()
    data = dict(row)
    if data.get("slot") is None:  # m006's column: rows entered before it hash as they did then
        data.pop("slot", None)
    return row_hash(data, (dict(e) for e in ev))


def plain_row_hash(conn: sqlite3.Connection, table: str, ident: str) -> str | None:
    row = conn.execute(f"SELECT * FROM {table} WHERE id = ?", (ident,)).fetchone()
    return None if row is None else row_hash(dict(row))


def content_hash(conn: sqlite3.Connection, object_type: str, ident: str) -> str | None:
    if object_type == "memory":
        return memory_row_hash(conn, ident)
    return plain_row_hash(conn, TRACKED[object_type], ident)


def append(conn: sqlite3.Connection, ts: str, op: str, object_type: str, object_id: str, content: str) -> int:
    """Append one entry. The caller holds the write transaction, so the chain cannot fork."""
    last = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
    seq = 1 if last is None else last["seq"] + 1
    prev = GENESIS if last is None else last["hash"]
    body = {
        "seq": seq,
        "ts": ts,
        "op": op,
        "object_type": object_type,
        "object_id": object_id,
        "content_hash": content,
    }
    conn.execute(
        "INSERT INTO ledger (seq, ts, op, object_type, object_id, content_hash, prev_hash, hash)"
        " VALUES (:seq, :ts, :op, :object_type, :object_id, :content_hash, :prev_hash, :hash)",
        {**body, "prev_hash": prev, "hash": chain_hash(prev, body)},
    )
    return seq


def record(conn: sqlite3.Connection, ts: str, op: str, object_type: str, object_id: str) -> int:
    """Append an entry carrying the current content hash of the object (or of its id, if gone)."""
    content = content_hash(conn, object_type, object_id)
    if content is None:  # a tombstone: only the id's hash, no content survives
        content = sha256_hex(object_id)
    return append(conn, ts, op, object_type, object_id, content)


def verify(conn: sqlite3.Connection) -> VerifyReport:
    """Recompute the chain and check every tracked row; report the first broken entry."""
    problems: list[str] = []
    bad: list[int] = []
    prev = GENESIS
    expected_seq = 1
    latest: dict[str, sqlite3.Row] = {}
    count = 0
    for row in conn.execute("SELECT * FROM ledger ORDER BY seq"):
        count += 1
        seq = row["seq"]
        if seq != expected_seq:
            problems.append(f"entry {seq}: expected sequence number {expected_seq}")
            bad.append(min(seq, expected_seq))
        if row["prev_hash"] != prev:
            problems.append(f"entry {seq}: prev_hash does not match the previous entry's hash")
            bad.append(seq)
        try:
            recomputed = chain_hash(row["prev_hash"], body_of(row))
        except (TypeError, ValueError) as exc:  # a column turned into something unhashable
            recomputed = f"<{exc}>"
        if row["hash"] != recomputed:
            problems.append(f"entry {seq}: hash does not match its content")
            bad.append(seq)
        if row["object_type"] not in TRACKED:
            problems.append(f"entry {seq}: unknown object type {row['object_type']!r}")
            bad.append(seq)
        else:
            latest[str(row["object_id"])] = row
        prev = row["hash"]
        expected_seq = (seq if isinstance(seq, int) else expected_seq) + 1

    for object_id, row in latest.items():
        current = content_hash(conn, row["object_type"], object_id)
        if row["op"] in TOMBSTONE_OPS:
            if current is not None:
                problems.append(f"{row['object_type']} {object_id}: exists after its tombstone")
                bad.append(row["seq"])
        elif current is None:
            problems.append(f"{row['object_type']} {object_id}: row is missing (no tombstone)")
            bad.append(row["seq"])
        elif current != row["content_hash"]:
            problems.append(f"{row['object_type']} {object_id}: row does not match its ledger entry")
            bad.append(row["seq"])

    for object_type, table in TRACKED.items():
        for (ident,) in conn.execute(f"SELECT id FROM {table}"):
            if str(ident) not in latest:
                problems.append(f"{object_type} {ident}: row has no ledger entry")
                bad.append(count + 1)

    # The hashes inside episodes vouch for their own content too.
    for ep in conn.execute("SELECT * FROM episodes"):
        if ep["sha256"] != episode_sha256(dict(ep)):
            problems.append(f"episode {ep['id']}: sha256 does not match its content")
            entry = latest.get(str(ep["id"]))
            bad.append(entry["seq"] if entry is not None else count + 1)

    return VerifyReport(
        ok=not problems, entries=count, first_bad=min(bad) if bad else None, problems=problems
    )


def episode_sha256(row: dict[str, Any]) -> str:
    """The episode hash over its stored columns; must agree with ``Episode.compute_sha256``."""
    return sha256_hex(
        canonical(
            {k: row[k] for k in ("content", "role", "name", "user_id", "agent_id", "session_id")}
            | {"event_time": row["event_time"]}
        )
    )


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
