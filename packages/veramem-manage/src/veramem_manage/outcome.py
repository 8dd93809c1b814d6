"""Feedback and utility: the contract's credit rule, and the Beta-smoothed success rate built on it.

``feedback(trace, r)`` credits the memories the trace's answer cited (or, without citations, the
memory hits it returned in the caller's own block) with ``a = r - b``, ``b`` the user's mean reward
over their earlier feedback: ``uses += 1``, ``successes += max(a, 0)``, ``failures += max(-a, 0)``.

A memory's counts are a function of the feedback rows that credited it (plus what a merge carried
over), recomputed in the order the feedback was first given. So a replaced feedback leaves exactly
the counts that feedback alone would have left: nothing is subtracted, nothing drifts in floating point.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pluggy

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.config import Config
from veramem_core.errors import NotFound
from veramem_core.models import MemoryItem, Trace
from veramem_core.outcome import FeedbackContext, FeedbackRecord
from veramem_core.store import Store

from .outcome_settings import outcome_settings

CARRIED = "outcome_carried"
"""Metadata key of the counts a merged version carried over from the duplicates it absorbed."""
LAST_USED = "last_used"
"""Metadata key of when feedback last credited the memory (ISO time)."""


def utility(memory: MemoryItem, config: Config) -> float:
    """``(successes + alpha) / (successes + failures + alpha + beta)``: the posterior mean of a
    Beta(alpha, beta) prior (default Beta(1, 1): 0.5 for an unused memory)."""
    s = outcome_settings(config)
    return (memory.successes + s.prior_successes) / (
        memory.successes + memory.failures + s.prior_successes + s.prior_failures
    )


def utility_of(pm: pluggy.PluginManager, memory: MemoryItem, config: Config) -> float:
    """The utility as the installed ``veramem_utility`` computes it (this module's, unless replaced)."""
    value = pm.hook.veramem_utility(memory=memory, config=config)
    return float(value) if value is not None else memory.utility


def credited_ids(trace: Trace) -> list[str]:
    """What a trace's feedback credits: its cited memories, or without citations the memory hits of its
    own block (never the shared block). Episodes are immutable and have no counts, so an episode
    citation credits nothing."""
    kinds = {i.id: i.kind for i in trace.items}
    if trace.citations:
        return [c for c in dict.fromkeys(trace.citations) if kinds.get(c, "episode") != "episode"]
    shared = set(trace.metadata.get("shared", []))
    return [i.id for i in trace.items if i.kind != "episode" and i.id not in shared]


def give(context: FeedbackContext) -> FeedbackRecord:
    """Record the feedback on ``context.trace_id`` (replacing an earlier one) and recount what it credits.

    Raises ``NotFound`` alike for a missing trace and for another user's trace.
    """
    store = context.store
    trace = store.get_trace(context.trace_id)
    if context.user_id is not None and trace.user_id != context.user_id:
        raise NotFound("trace", context.trace_id)
    admin = Access(None, None, context.now)
    with store.transaction():
        earlier = store.get_feedback(trace.id)
        if earlier is None:
            rewards = [f.reward for f in store.feedback_records(trace.user_id)]
            baseline = sum(rewards) / len(rewards) if rewards else 0.0
        else:
            # The baseline is the one this trace was first rated against: a replacement then leaves
            # the counts the second reward alone would have left at that point.
            baseline = earlier.baseline
        existing = [m.id for m in store.get_memories(credited_ids(trace), admin)]
        record = FeedbackRecord(
            trace_id=trace.id,
            user_id=trace.user_id,
            agent_id=trace.agent_id,
            reward=context.reward,
            baseline=baseline,
            advantage=context.reward - baseline,
            credited=existing,
            created_at=earlier.created_at if earlier else context.now,
            updated_at=context.now,
            revision=earlier.revision + 1 if earlier else 1,
        )
        store.put_feedback(record)
        recount(store, list(dict.fromkeys([*(earlier.credited if earlier else []), *existing])), context.now)
    return record


def recount(store: Store, memory_ids: list[str], now: datetime) -> list[MemoryItem]:
    """Recompute the counts of ``memory_ids`` from the feedback that credited them; write the changed ones."""
    credits = store.feedback_crediting(memory_ids)
    changed: list[MemoryItem] = []
    for memory in store.get_memories(memory_ids, Access(None, None, now)):
        counts, last = counts_from(memory.metadata.get(CARRIED), credits.get(memory.id, []))
        metadata = dict(memory.metadata)
        if last is not None:
            metadata[LAST_USED] = _time.to_db(last)
        if counts == (memory.uses, memory.successes, memory.failures) and metadata == memory.metadata:
            continue
        uses, successes, failures = counts
        changed.append(
            store.update_memory(
                memory.id,
                "memory.credit",
                uses=uses,
                successes=successes,
                failures=failures,
                metadata=metadata,
            )
        )
    return changed


def counts_from(
    carried: dict[str, Any] | None, feedback: list[FeedbackRecord]
) -> tuple[tuple[int, float, float], datetime | None]:
    """(uses, successes, failures) and the last use, summed in the order the feedback was first given."""
    carried = carried or {}
    uses = int(carried.get("uses", 0))
    successes = float(carried.get("successes", 0.0))
    failures = float(carried.get("failures", 0.0))
    last = _time.from_db(carried["last_used"]) if carried.get("last_used") else None
    for record in feedback:
        uses += 1
        successes += max(record.advantage, 0.0)
        failures += max(-record.advantage, 0.0)
        last = record.created_at if last is None else max(last, record.created_at)
    return (uses, successes, failures), last
