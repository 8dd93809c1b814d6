"""The offline rules reconciler: NOOP when a slot restates its value, UPDATE for a new value of the
same subject and attribute, DELETE when the user says a fact no longer holds, ADD otherwise.

Near-duplicates and repeats within one ``add()`` are matched by the guards (``guards.py``, with
``claims.py``), whichever reconciler answered: they are not decided here."""

from __future__ import annotations

from veramem_core.embedding import cosine
from veramem_core.models import Candidate, MemoryItem, Operation, Rejection
from veramem_core.stages import Neighbour, Proposal, ReconcileContext, Reconciliation


def slot_of(item: Candidate | MemoryItem) -> tuple[str, str, str | None] | None:
    """(subject, attribute, value) of a candidate or a stored memory, or None when it states no slot."""
    if isinstance(item, Candidate):
        return (item.subject, item.attribute, item.value) if item.subject and item.attribute else None
    # The typed slot (m006_slot_authority); the store reads a pre-m006 row's from its metadata.
    return (item.slot.subject, item.slot.attribute, item.slot.value) if item.slot is not None else None


def same_slot(a: Candidate | MemoryItem, b: Candidate | MemoryItem) -> bool:
    sa, sb = slot_of(a), slot_of(b)
    return sa is not None and sb is not None and sa[:2] == sb[:2]


def _best(neighbours: list[Neighbour]) -> Neighbour | None:
    return max(neighbours, key=lambda n: n.similarity, default=None)


def cancelled(proposal: Proposal, context: ReconcileContext) -> Neighbour | None:
    """The neighbour a negated candidate takes back: same slot (and value, when it names one), or
    else the neighbour closest to the statement it cancels, above ``merge_threshold``."""
    cand = proposal.candidate
    mine = slot_of(cand)
    if mine is not None:
        matching = [
            n
            for n in proposal.neighbours
            if (s := slot_of(n.memory)) is not None
            and s[:2] == mine[:2]
            and (mine[2] is None or s[2] == mine[2])
        ]
        if matching:
            return _best(matching)
    positive = cand.metadata.get("cancels")
    if not isinstance(positive, str) or not proposal.neighbours:
        return None
    vectors = context.embedder.embed([positive] + [n.memory.text for n in proposal.neighbours])
    scored = [(cosine(vectors[0], vectors[i + 1]), n) for i, n in enumerate(proposal.neighbours)]
    similarity, best = max(scored, key=lambda t: t[0])
    return best if similarity > context.config.merge_threshold else None


def decide(proposal: Proposal, context: ReconcileContext) -> Operation | Rejection:
    """The rules' operation for one proposal (or a rejection when there is nothing to forget)."""
    cand = proposal.candidate
    if cand.negated:
        target = cancelled(proposal, context)
        if target is not None:
            return Operation(
                op="DELETE",
                candidate=cand,
                target_id=target.memory.id,
                reason="the user says it no longer holds",
            )
        if cand.metadata.get("forget"):
            return Rejection(
                text=cand.text,
                episode_id=cand.episode_id,
                quote=cand.quote,
                reason="asked to forget something no memory in this scope says",
            )
        return Operation(op="ADD", candidate=cand, reason="nothing to take back; kept as said")
    mine = slot_of(cand)
    if mine is not None:
        same = [n for n in proposal.neighbours if same_slot(cand, n.memory)]
        if same:
            target = _best(same)
            assert target is not None
            theirs = slot_of(target.memory)
            if theirs is not None and theirs[2] == mine[2]:
                return Operation(
                    op="NOOP", candidate=cand, target_id=target.memory.id, reason="restates the same value"
                )
            return Operation(
                op="UPDATE",
                candidate=cand,
                target_id=target.memory.id,
                reason=f"new value for {mine[0]}'s {mine[1]}",
            )
    return Operation(op="ADD", candidate=cand, reason="new")


def reconcile(context: ReconcileContext) -> Reconciliation:
    """One operation (or a rejection) per proposal."""
    operations: list[Operation] = []
    rejected: list[Rejection] = []
    for proposal in context.proposals:
        decision = decide(proposal, context)
        if isinstance(decision, Operation):
            operations.append(decision)
        else:
            rejected.append(decision)
    return Reconciliation(operations=operations, rejected=rejected)
