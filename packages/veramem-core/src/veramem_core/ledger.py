"""The hash-chained audit ledger: appended inside each write's transaction, recomputed by ``verify``.

``hash = sha256(prev_hash || canonical(entry))`` where the entry records the content hash of what the
write left behind (``content_hash``) and of the row it replaced (``before_hash``; 64 zeros when the
write created the row). A write refuses (``IntegrityError``) to append over a row that no longer
matches its latest entry, so a row changed behind VeraMem's back is never laundered into a new
version. ``verify`` walks the chain, checks that every entry's before-hash is the after-hash of the
previous entry for that row, and checks every live episode, memory and grant row against its latest
entry, so a row changed, deleted without a tombstone, or written without an entry is caught.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .errors import IntegrityError
from .models import VerifyReport, canonical, sha256_hex
from .sqltext import Conn

GENESIS = "0" * 64
# The before-hash of an entry that creates its row: there was no row before.
NO_ROW = "0" * 64
TOMBSTONE_OPS = frozenset(
    {"episode.forget", "memory.forget", "grant.forget", "feedback.forget", "rejection.forget"}
)

# Columns a store keeps for itself beside a row's content: the PostgreSQL store's insertion order
# (SQLite's rowid, which ``SELECT *`` never returns) and its full-text vector. Derived, never hashed.
STORE_COLUMNS = frozenset({"rid", "tsv"})

# The tables whose rows the ledger vouches for, and how each row's content hash is computed.
TRACKED = {
    "episode": "episodes",
    "memory": "memories",
    "grant": "grants",
    "feedback": "feedback",
    "rejection": "gate_rejections",
}


@dataclass(frozen=True)
class Head:
    """The chain's last link: how many entries there are and the hash of the last one."""

    entries: int
    hash: str


def chain_hash(prev_hash: str, body: dict[str, Any]) -> str:
    return hashlib.sha256((prev_hash + canonical(body)).encode("utf-8")).hexdigest()


def body_of(row: Any) -> dict[str, Any]:
    body = {k: row[k] for k in ("seq", "ts", "op", "object_type", "object_id", "content_hash")}
    before = row["before_hash"] if "before_hash" in row.keys() else None  # noqa: SIM118 (sqlite3.Row)
    if before is not None:  # entries from before m004_ledger_binding hash exactly as they did
        body["before_hash"] = before
    return body


def row_hash(row: dict[str, Any], evidence: Iterable[dict[str, Any]] = ()) -> str:
    """Content hash of a stored row exactly as SQLite returns it (plus a memory's evidence rows)."""
    data = {k: v for k, v in row.items() if k not in STORE_COLUMNS}
    ev = [dict(e) for e in evidence]
    if ev:
        data["__evidence__"] = ev
    return sha256_hex(canonical(data))


def memory_row_hash(conn: Conn, memory_id: str) -> str | None:
    row = conn.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
    if row is None:
        return None
    ev = conn.execute(
        "SELECT position, episode_id, quote FROM evidence WHERE memory_id = ? ORDER BY position",
        (memory_id,),
    ).fetchall()
    data = dict(row)
    if data.get("slot") is None:  # m006's column: rows without a slot hash as they did before it
        data.pop("slot", None)
    return row_hash(data, (dict(e) for e in ev))


def plain_row_hash(conn: Conn, table: str, ident: str) -> str | None:
    row = conn.execute(f"SELECT * FROM {table} WHERE id = ?", (ident,)).fetchone()
    return None if row is None else row_hash(dict(row))


def content_hash(conn: Conn, object_type: str, ident: str) -> str | None:
    if object_type == "memory":
        return memory_row_hash(conn, ident)
    return plain_row_hash(conn, TRACKED[object_type], ident)


def head(conn: Conn) -> Head:
    """The chain's head as the database holds it."""
    last = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
    return Head(0, GENESIS) if last is None else Head(int(last["seq"]), str(last["hash"]))


def append(
    conn: Conn,
    ts: str,
    op: str,
    object_type: str,
    object_id: str,
    content: str,
    before: str = NO_ROW,
) -> Head:
    """Append one entry. The caller holds the write transaction, so the chain cannot fork."""
    last = head(conn)
    body = {
        "seq": last.entries + 1,
        "ts": ts,
        "op": op,
        "object_type": object_type,
        "object_id": object_id,
        "content_hash": content,
        "before_hash": before,
    }
    new = Head(last.entries + 1, chain_hash(last.hash, body))
    conn.execute(
        "INSERT INTO ledger (seq, ts, op, object_type, object_id, content_hash, before_hash, prev_hash, hash)"
        " VALUES (:seq, :ts, :op, :object_type, :object_id, :content_hash, :before_hash, :prev_hash, :hash)",
        {**body, "prev_hash": last.hash, "hash": new.hash},
    )
    return new


def before_write(conn: Conn, object_type: str, object_id: str) -> str:
    """The hash of the row as it stands, to be recorded as the next entry's before-hash.

    Raises ``IntegrityError`` naming the row when it does not match its latest entry (changed behind
    VeraMem's back), exists without an entry (smuggled in), or is gone without a tombstone: a new
    entry must never vouch for a row the ledger did not.
    """
    latest = conn.execute(
        "SELECT seq, op, content_hash FROM ledger WHERE object_id = ? AND object_type = ?"
        " ORDER BY seq DESC LIMIT 1",
        (object_id, object_type),
    ).fetchone()
    current = content_hash(conn, object_type, object_id)
    if latest is None or latest["op"] in TOMBSTONE_OPS:
        if current is not None:
            raise IntegrityError(
                f"{object_type} {object_id!r} has no ledger entry; refusing to write over it"
                " (run `veramem verify`)"
            )
        return NO_ROW
    if current is None or current != latest["content_hash"]:
        state = "is missing" if current is None else "does not match"
        raise IntegrityError(
            f"{object_type} {object_id!r} {state} its ledger entry {latest['seq']}; refusing to write"
            " over it (run `veramem verify`)"
        )
    return current


def record(conn: Conn, ts: str, op: str, object_type: str, object_id: str, before: str = NO_ROW) -> Head:
    """Append an entry carrying the current content hash of the object (or of its id, if gone)
    and ``before``, the hash ``before_write`` returned for it before the change."""
    content = content_hash(conn, object_type, object_id)
    if content is None:  # a tombstone: only the id's hash, no content survives
        content = sha256_hex(object_id)
    return append(conn, ts, op, object_type, object_id, content, before)


# --- verify ---


@dataclass
class Findings:
    """Problems found so far, and the ledger entry each one points at."""

    problems: list[str] = field(default_factory=list[str])
    bad: list[int] = field(default_factory=list[int])

    def add(self, problem: str, seq: int) -> None:
        self.problems.append(problem)
        self.bad.append(seq)

    def report(self, entries: int) -> VerifyReport:
        return VerifyReport(
            ok=not self.problems,
            entries=entries,
            first_bad=min(self.bad) if self.bad else None,
            problems=self.problems,
        )


@dataclass
class Walk:
    """What walking the chain learnt: its length and the latest entry for each object."""

    count: int = 0
    prev: str = GENESIS
    expected_seq: int = 1
    bound: bool = False  # a before-hash has been seen: every later entry must carry one
    latest: dict[str, Any] = field(default_factory=dict[str, Any])


def verify(conn: Conn) -> VerifyReport:
    """Recompute the chain and check every tracked row; report the first broken entry."""
    found = Findings()
    walk = walk_chain(conn, found)
    check_rows(conn, walk, found)
    check_untracked(conn, walk, found)
    check_episode_hashes(conn, walk, found)
    return found.report(walk.count)


def walk_chain(conn: Conn, found: Findings) -> Walk:
    walk = Walk()
    for row in conn.execute("SELECT * FROM ledger ORDER BY seq"):
        walk.count += 1
        check_link(row, walk, found)
        if row["object_type"] not in TRACKED:
            found.add(f"entry {row['seq']}: unknown object type {row['object_type']!r}", row["seq"])
        else:
            check_binding(row, walk, found)
            walk.latest[str(row["object_id"])] = row
        walk.prev = row["hash"]
        seq = row["seq"]
        walk.expected_seq = (seq if isinstance(seq, int) else walk.expected_seq) + 1
    return walk


def check_link(row: Any, walk: Walk, found: Findings) -> None:
    """Sequence contiguous, prev_hash the previous entry's hash, hash recomputed from the entry."""
    seq = row["seq"]
    if seq != walk.expected_seq:
        found.add(f"entry {seq}: expected sequence number {walk.expected_seq}", min(seq, walk.expected_seq))
    if row["prev_hash"] != walk.prev:
        found.add(f"entry {seq}: prev_hash does not match the previous entry's hash", seq)
    try:
        recomputed = chain_hash(row["prev_hash"], body_of(row))
    except (TypeError, ValueError) as exc:  # a column turned into something unhashable
        recomputed = f"<{exc}>"
    if row["hash"] != recomputed:
        found.add(f"entry {seq}: hash does not match its content", seq)


def check_binding(row: Any, walk: Walk, found: Findings) -> None:
    """The entry's before-hash is what the previous entry for the same row left behind."""
    seq, before = row["seq"], row["before_hash"]
    if before is None:
        if walk.bound:
            found.add(f"entry {seq}: no before-hash, though earlier entries carry one", seq)
        return
    walk.bound = True
    previous = walk.latest.get(str(row["object_id"]))
    expected = NO_ROW if previous is None or previous["op"] in TOMBSTONE_OPS else previous["content_hash"]
    if before != expected:
        where = "a row that did not exist" if previous is None else f"entry {previous['seq']}"
        found.add(
            f"entry {seq}: {row['object_type']} {row['object_id']} was changed outside VeraMem before"
            f" this write (its before-hash does not follow {where})",
            seq,
        )


def check_rows(conn: Conn, walk: Walk, found: Findings) -> None:
    """Every object the ledger knows is, right now, what its latest entry says."""
    for object_id, row in walk.latest.items():
        current = content_hash(conn, row["object_type"], object_id)
        what = f"{row['object_type']} {object_id}"
        if row["op"] in TOMBSTONE_OPS:
            if current is not None:
                found.add(f"{what}: exists after its tombstone", row["seq"])
        elif current is None:
            found.add(f"{what}: row is missing (no tombstone)", row["seq"])
        elif current != row["content_hash"]:
            found.add(f"{what}: row does not match its ledger entry", row["seq"])


def check_untracked(conn: Conn, walk: Walk, found: Findings) -> None:
    """Every episode, memory and grant row has a ledger entry."""
    for object_type, table in TRACKED.items():
        for r in conn.execute(f"SELECT id FROM {table}"):
            ident = r["id"]
            if str(ident) not in walk.latest:
                found.add(f"{object_type} {ident}: row has no ledger entry", walk.count + 1)


def check_episode_hashes(conn: Conn, walk: Walk, found: Findings) -> None:
    """The hashes inside episodes vouch for their own content too."""
    for ep in conn.execute("SELECT * FROM episodes"):
        if ep["sha256"] != episode_sha256(dict(ep)):
            entry = walk.latest.get(str(ep["id"]))
            found.add(
                f"episode {ep['id']}: sha256 does not match its content",
                entry["seq"] if entry is not None else walk.count + 1,
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
