"""The LLM reconciler: one call choosing ADD, UPDATE, DELETE or NOOP for every proposal of an ``add()``.

Neighbours are shown under short ids ("n1", ...); an operation naming anything outside the
candidate's own neighbours, or a candidate left without an operation, is a validation error that
gets one retry when the call budget allows. After that, valid operations are kept and the rest of
the candidates are rejected with their reasons. The guards run afterwards either way.
"""

from __future__ import annotations

from typing import Literal

import pydantic
from pydantic import BaseModel, ConfigDict

from veramem_core.models import Operation, Rejection
from veramem_core.stages import Proposal, ReconcileContext, Reconciliation

from . import budget
from . import reconcile as rules
from .llm_json import Invalid, ask, load_json, prompt


class Op(BaseModel):
    model_config = ConfigDict(extra="ignore")

    candidate: str
    op: Literal["ADD", "UPDATE", "DELETE", "NOOP"]
    target: str | None = None
    reason: str = ""


class Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    operations: list[dict[str, object]]


def _listing(proposals: list[Proposal]) -> tuple[str, dict[str, str]]:
    short: dict[str, str] = {}  # memory id -> "n<k>"
    lines: list[str] = []
    for i, p in enumerate(proposals):
        lines.append(f"[c{i + 1}] ({p.candidate.kind}, {p.authority}) {p.text}")
        if not p.neighbours:
            lines.append("    neighbours: none")
        for n in p.neighbours:
            key = short.setdefault(n.memory.id, f"n{len(short) + 1}")
            lines.append(
                f"    [{key}] ({n.memory.kind}, {n.memory.authority}, similarity {n.similarity:.2f}) "
                f"{n.memory.text}"
            )
    return "\n".join(lines), {v: k for k, v in short.items()}


def _parse(
    text: str, proposals: list[Proposal], ids: dict[str, str]
) -> tuple[list[Operation], dict[int, str]]:
    """Operations that are valid, and for every other candidate index the reason it has none."""
    try:
        reply = Reply.model_validate(load_json(text))
    except pydantic.ValidationError as exc:
        raise Invalid(f"the reply does not match the schema: {exc.errors()[0]['msg']}") from None
    ops: list[Operation] = []
    problems: dict[int, str] = {}
    chosen: set[int] = set()
    for n, raw in enumerate(reply.operations):
        try:
            item = Op.model_validate(raw)
        except pydantic.ValidationError as exc:
            problems[-1 - n] = f"operations[{n}]: " + "; ".join(e["msg"] for e in exc.errors())
            continue
        index = (
            int(item.candidate[1:]) - 1 if item.candidate[:1] == "c" and item.candidate[1:].isdigit() else -1
        )
        if not 0 <= index < len(proposals):
            problems[-1 - n] = f"operations[{n}] names unknown candidate {item.candidate!r}"
            continue
        proposal = proposals[index]
        allowed = {n.memory.id for n in proposal.neighbours}
        target = ids.get(item.target or "", item.target) if item.target else None
        if item.op in ("UPDATE", "DELETE") and target is None:
            problems[index] = f"{item.candidate}: {item.op} needs a target"
            continue
        if target is not None and target not in allowed:
            problems[index] = (
                f"{item.candidate}: target {item.target!r} is outside that candidate's neighbour set "
                f"({', '.join(k for k, v in ids.items() if v in allowed) or 'none'})"
            )
            continue
        chosen.add(index)
        ops.append(Operation(op=item.op, candidate=proposal.candidate, target_id=target, reason=item.reason))
    for i in range(len(proposals)):
        if i not in chosen and i not in problems:
            problems[i] = f"c{i + 1}: no operation was chosen"
    return ops, problems


def reconcile(context: ReconcileContext) -> Reconciliation:
    """One LLM call for every proposal, within the ``add()``'s call budget; the rules when it is spent."""
    assert context.llm is not None
    proposals = context.proposals
    left = budget.limit(context.config) - context.llm_calls_spent
    if not any(p.neighbours for p in proposals):
        # Nothing to compare against: every candidate is new, no call needed (repeats within the
        # add are caught by the guards).
        return rules.reconcile(context)
    if left <= 0:
        result = rules.reconcile(context)
        for op in result.operations:
            op.reason = f"{op.reason} (rules: the add()'s LLM call budget was spent)".strip()
        return result
    listing, ids = _listing(proposals)
    messages = [
        {"role": "system", "content": prompt("reconcile")},
        {"role": "user", "content": f"CANDIDATES AND THEIR NEIGHBOURS:\n{listing}"},
    ]
    last: list[tuple[list[Operation], dict[int, str]]] = []

    def validate(text: str) -> list[Operation]:
        last.clear()
        ops, problems = _parse(text, proposals, ids)
        last[:] = [(ops, problems)]
        if problems:
            raise Invalid("; ".join(problems[k] for k in sorted(problems)))
        return ops

    asked = ask(context.llm, messages, validate, min(2, left))
    if asked.value is not None:
        return Reconciliation(operations=asked.value, llm_calls=asked.calls, tokens=asked.tokens)
    if last:
        ops, problems = last[0]
    else:  # the last reply was not even JSON: nothing in it can be used
        ops, problems = (
            [],
            {i: asked.errors[-1] if asked.errors else "no reply" for i in range(len(proposals))},
        )
    rejected = [
        Rejection(
            text=p.candidate.text,
            episode_id=p.candidate.episode_id,
            quote=p.candidate.quote,
            reason=f"LLM reconciliation failed: {problems[i]}",
        )
        for i, p in enumerate(proposals)
        if i in problems
    ]
    return Reconciliation(operations=ops, rejected=rejected, llm_calls=asked.calls, tokens=asked.tokens)
