"""Trajectory export: one GRPO-ready record per trace with feedback (the schema: docs/trajectories.md).

A record is the state (the query and the items retrieved, as the model saw them), the actions (the
manager operations of the ``add()`` calls that produced those items, read back from the ledger,
and the citations chosen), the reward, and the advantage normalised within its group: the same
user's rated traces, ``(r - mean) / std``, 0 for a group of one or with no spread.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from importlib import resources
from typing import Any

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.errors import NotFound
from veramem_core.models import Episode, LedgerEntry, MemoryItem, Trace
from veramem_core.outcome import FeedbackRecord, TrajectoryContext

SCHEMA_ID = "veramem.trajectory/1"

# The ledger's operation on a memory row, as the manager operation it records.
MANAGER_OPS = {
    "memory.insert": "ADD",
    "memory.version": "UPDATE",
    "memory.evidence": "NOOP",
    "memory.retract": "DELETE",
    "memory.supersede": "SUPERSEDED",
    "memory.merge": "MERGE",
    "memory.summary": "SUMMARISE",
    "memory.experience": "DISTIL",
}


def schema() -> dict[str, Any]:
    """The JSON Schema every exported record validates against (shipped in the package)."""
    text = resources.files("veramem_manage").joinpath("schemas", "trajectory.schema.json").read_text("utf-8")
    return json.loads(text)


def advantages(records: list[FeedbackRecord]) -> dict[str, float]:
    """Group-normalised advantage per trace: within each user's rated traces, ``(r - mean) / std``."""
    by_user: dict[str, list[FeedbackRecord]] = defaultdict(list)
    for r in records:
        by_user[r.user_id].append(r)
    out: dict[str, float] = {}
    for group in by_user.values():
        mean = sum(r.reward for r in group) / len(group)
        std = math.sqrt(sum((r.reward - mean) ** 2 for r in group) / len(group))
        for r in group:
            out[r.trace_id] = (r.reward - mean) / std if std > 1e-9 else 0.0
    return out


def build(context: TrajectoryContext) -> list[dict[str, Any]]:
    """Every trace with feedback, in the order the feedback was first given."""
    store = context.store
    records = store.feedback_records()
    normalised = advantages(records)
    group_sizes: dict[str, int] = defaultdict(int)
    for r in records:
        group_sizes[r.user_id] += 1
    ledger: dict[str, list[LedgerEntry]] = defaultdict(list)
    for entry in store.ledger_entries():
        if entry.object_type == "memory":
            ledger[entry.object_id].append(entry)
    out: list[dict[str, Any]] = []
    for record in records:
        try:
            trace = store.get_trace(record.trace_id)
        except NotFound:
            continue  # forgotten since
        out.append(
            _record(context, trace, record, ledger, normalised[record.trace_id], group_sizes[record.user_id])
        )
    return out


def _record(
    context: TrajectoryContext,
    trace: Trace,
    record: FeedbackRecord,
    ledger: dict[str, list[LedgerEntry]],
    advantage: float,
    group_size: int,
) -> dict[str, Any]:
    store = context.store
    admin = Access(None, None, _time.utcnow())
    ids = [i.id for i in trace.items]
    memories = {m.id: m for m in store.get_memories(ids, admin)}
    episodes = {e.id: e for e in store.get_episodes([i for i in ids if i not in memories], admin)}
    retrieved: list[dict[str, object]] = []
    for item in trace.items:
        seen = memories.get(item.id) or episodes.get(item.id)
        if seen is not None:  # a forgotten item is left out: its text is gone
            retrieved.append(_retrieved(item.id, item.kind, item.rank, item.score, seen))
    return {
        "schema": SCHEMA_ID,
        "trace_id": trace.id,
        "op": trace.op,
        "user_id": trace.user_id,
        "agent_id": trace.agent_id,
        "created_at": _time.to_db(trace.created_at),
        "state": {"query": trace.query, "route": list(trace.route), "retrieved": retrieved},
        "actions": {
            "manager": [
                _op(e, memories[i])
                for i in ids
                if i in memories
                for e in ledger.get(i, [])
                if e.op in MANAGER_OPS and e.ts <= trace.created_at  # what had happened when it was seen
            ],
            "citations": list(trace.citations),
            "answer": trace.metadata.get("answer") if trace.op == "answer" else None,
            "abstained": bool(trace.metadata.get("abstained", False)) if trace.op == "answer" else None,
        },
        "reward": record.reward,
        "baseline": record.baseline,
        "baseline_advantage": record.advantage,
        "advantage": advantage,
        "group": {"by": "user_id", "key": trace.user_id, "size": group_size},
        "credited": list(record.credited),
    }


def _retrieved(ident: str, kind: str, rank: int, score: float, seen: MemoryItem | Episode) -> dict[str, Any]:
    if isinstance(seen, MemoryItem):
        return {
            "id": ident,
            "kind": kind,
            "rank": rank,
            "score": score,
            "text": seen.text,
            "authority": seen.authority,
            "evidence": [e.model_dump() for e in seen.evidence],
        }
    return {
        "id": ident,
        "kind": "episode",
        "rank": rank,
        "score": score,
        "text": seen.content,
        "role": seen.role,
    }


def _op(entry: LedgerEntry, memory: MemoryItem) -> dict[str, Any]:
    """One ledger entry on a retrieved memory, as the manager operation it records."""
    return {
        "memory_id": entry.object_id,
        "op": MANAGER_OPS[entry.op],
        "ledger_op": entry.op,
        "seq": entry.seq,
        "ts": _time.to_db(entry.ts),
        "supersedes": memory.supersedes if entry.op in ("memory.version", "memory.merge") else None,
        "reason": memory.metadata.get("reason") if entry.op in ("memory.insert", "memory.version") else None,
    }
