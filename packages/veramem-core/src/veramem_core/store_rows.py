"""Rows <-> models, the same for both stores: what a ``memories``, ``episodes``, ``grants``,
``feedback`` or ``ledger`` row holds and how it is read back (``sqlite3.Row`` or the PostgreSQL
store's ``PgRow``: both read by column name), and how a reader skips a row it cannot read.

Both stores write the same column values (timestamps as ``_time.to_db`` text, JSON as text), so one
function each way serves both; ``store.SQLiteStore`` and ``postgres.PostgresStore`` import them.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from . import _time, ledger
from .access import Access
from .errors import VeraMemError
from .inputs import json_object
from .models import Episode, Evidence, Grant, LedgerEntry, MemoryItem, Slot
from .outcome import FeedbackRecord
from .sqltext import Conn

MEMORY_COLUMNS = [
    "id",
    "kind",
    "text",
    "authority",
    "user_id",
    "agent_id",
    "team_id",
    "visibility",
    "valid_from",
    "valid_to",
    "created_at",
    "status",
    "supersedes",
    "uses",
    "successes",
    "failures",
    "shareable",
    "metadata",
    "slot",
]
# An episode row's columns, what ``episode_of`` reads: PostgreSQL's table has more (``rid``, ``tsv``).
EPISODE_COLUMNS = (
    "id, role, content, name, user_id, agent_id, session_id, team_id, event_time, message_id, sha256,"
    " created_at"
)
MUTABLE_MEMORY_COLUMNS = frozenset(
    {"status", "valid_to", "authority", "uses", "successes", "failures", "shareable", "metadata"}
)

log = logging.getLogger("veramem")
_T = TypeVar("_T")
# A row read by column name: ``sqlite3.Row``, or the PostgreSQL store's ``PgRow`` (a dict).
Row = sqlite3.Row | Mapping[str, Any]
_R = TypeVar("_R", bound=Row)


def episode_columns(alias: str) -> str:
    """``EPISODE_COLUMNS``, each prefixed with ``alias``."""
    return ", ".join(f"{alias}.{c.strip()}" for c in EPISODE_COLUMNS.split(","))


def seen_by(items: list[MemoryItem], access: Access) -> list[MemoryItem]:
    """Items as ``access.caller`` sees them: whatever its owner's label, another person's item is
    ``unendorsed`` to them (it can inform, never authorise). Trusted admin reads see the stored label."""
    if access.caller is None:
        return items
    return [
        m
        if m.user_id == access.caller or m.authority == "unendorsed"
        else m.model_copy(update={"authority": "unendorsed"})
        for m in items
    ]


def skip_unreadable(rows: Sequence[_R], convert: Callable[[_R], _T], kind: str) -> list[_T]:
    """Convert each row, skipping (and logging) one that cannot be read: one bad row must never make
    every reader of the table raise. ``veramem verify`` names it."""
    out: list[_T] = []
    for r in rows:
        try:
            out.append(convert(r))
        except (VeraMemError, ValueError, TypeError, KeyError, OverflowError) as exc:
            log.warning("skipping unreadable %s row: %s", kind, str(exc).splitlines()[0])
    return out


def parse_problem(convert: Callable[[], object]) -> str | None:
    try:
        convert()
    except (VeraMemError, ValueError, TypeError, KeyError, OverflowError) as exc:
        return str(exc).splitlines()[0]
    return None


def unreadable_rows(conn: Conn) -> list[str]:
    """Rows whose stored values no reader can turn into a model (a year-1 timestamp, say), for
    ``verify``: the episodes, grants and memories that ``skip_unreadable`` would pass over."""
    out: list[str] = []
    convert: Callable[[Any], object]
    for table, cols, convert in (("episodes", EPISODE_COLUMNS, episode_of), ("grants", "*", grant_of)):
        for r in conn.execute(f"SELECT {cols} FROM {table}"):
            problem = parse_problem(lambda r=r, convert=convert: convert(r))
            if problem:
                out.append(f"{table} {r['id']}: cannot be read ({problem})")
    for r in conn.execute("SELECT * FROM memories"):
        problem = parse_problem(lambda r=r: memory_of(r, []))
        if problem:
            out.append(f"memories {r['id']}: cannot be read ({problem})")
    return out


def ledger_entry(r: Row) -> LedgerEntry:
    fields: dict[str, Any] = dict(r)
    fields["ts"] = _time.from_db(r["ts"])
    return LedgerEntry(**fields)


# --- row <-> model ---


def feedback_row(record: FeedbackRecord) -> dict[str, Any]:
    return {
        "id": record.trace_id,
        "user_id": record.user_id,
        "agent_id": record.agent_id,
        "reward": record.reward,
        "baseline": record.baseline,
        "advantage": record.advantage,
        "credited": json.dumps(record.credited),
        "created_at": _time.to_db(record.created_at),
        "updated_at": _time.to_db(record.updated_at),
        "revision": record.revision,
    }


def feedback_of(r: Row) -> FeedbackRecord:
    return FeedbackRecord(
        trace_id=r["id"],
        user_id=r["user_id"],
        agent_id=r["agent_id"],
        reward=r["reward"],
        baseline=r["baseline"],
        advantage=r["advantage"],
        credited=json.loads(r["credited"]),
        created_at=_time.from_db(r["created_at"]),  # type: ignore[arg-type]
        updated_at=_time.from_db(r["updated_at"]),  # type: ignore[arg-type]
        revision=r["revision"],
    )


def grant_of(r: Row) -> Grant:
    return Grant(
        kind=r["kind"],
        subject=r["subject"],
        object=r["object"],
        granted_at=_time.from_db(r["granted_at"]),  # type: ignore[arg-type]
        revoked_at=_time.from_db(r["revoked_at"]),
    )


def episode_row(ep: Episode) -> dict[str, Any]:
    return {
        "id": ep.id,
        "role": ep.role,
        "content": ep.content,
        "name": ep.name,
        "user_id": ep.user_id,
        "agent_id": ep.agent_id,
        "session_id": ep.session_id,
        "team_id": ep.team_id,
        "event_time": _time.to_db(ep.event_time),
        "message_id": ep.message_id,
        "sha256": ep.sha256,
        "created_at": _time.to_db(ep.created_at),
    }


def episode_of(row: Row) -> Episode:
    data = dict(row)
    data["event_time"] = _time.from_db(data["event_time"])
    data["created_at"] = _time.from_db(data["created_at"])
    return Episode.model_validate(data)


def memory_row(item: MemoryItem) -> dict[str, Any]:
    return {
        "id": item.id,
        "kind": item.kind,
        "text": item.text,
        "authority": item.authority,
        "user_id": item.user_id,
        "agent_id": item.agent_id,
        "team_id": item.team_id,
        "visibility": item.visibility,
        "valid_from": _time.to_db(item.valid_from),
        "valid_to": _time.to_db(item.valid_to),
        "created_at": _time.to_db(item.created_at),
        "status": item.status,
        "supersedes": item.supersedes,
        "uses": item.uses,
        "successes": float(item.successes),
        "failures": float(item.failures),
        "shareable": int(item.shareable),
        "metadata": ledger.dumps(item.metadata),
        "slot": ledger.dumps(item.slot.model_dump()) if item.slot is not None else None,
    }


def memory_of(row: Row, evidence: list[Evidence]) -> MemoryItem:
    # A sqlite3.Row looked up by name scans its columns for each key: read it once, by position.
    values = dict(zip(row.keys(), tuple(row), strict=True)) if isinstance(row, sqlite3.Row) else row
    data = {k: values[k] for k in MEMORY_COLUMNS}
    for key in ("valid_from", "valid_to", "created_at"):
        data[key] = _time.from_db(data[key])
    data["shareable"] = bool(data["shareable"])
    metadata: dict[str, Any] = {} if data["metadata"] == "{}" else json.loads(data["metadata"])
    data["metadata"] = metadata
    data["slot"] = _slot(data["slot"], metadata)
    data["evidence"] = evidence
    return MemoryItem.model_validate(data)


def _slot(raw: str | None, metadata: dict[str, Any]) -> Slot | None:
    """The typed slot; a row written before ``m006_slot_authority`` kept it in ``metadata["slot"]``."""
    found = json_object(json.loads(raw) if raw else metadata.get("slot"))
    if found is None or not found.get("subject") or not found.get("attribute"):
        return None
    value = found.get("value")
    return Slot(
        subject=str(found["subject"]),
        attribute=str(found["attribute"]),
        value=None if value is None else str(value),
    )
