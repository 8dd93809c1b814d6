"""The guards applied after any reconciler, LLM, rules or third party (spec steps 11 to 16): the one
home of candidate matching (``Plan.proposal``) and of the reconcile rules.

Each guard is a function from the operations to the operations; ``apply`` runs them in order. They
are wired as a ``wrapper=True`` implementation of ``veramem_reconcile`` in ``plugin.py``, so whoever
chose the operations, what reaches the store has been through here. Core (``WritePath._apply``)
decides nothing of its own: it acts on the proposals' own candidates and neighbours only, and refuses
an authority raise, the two safeties it keeps when veramem-manage is not installed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from veramem_core.authority import weaker
from veramem_core.embedding import cosine
from veramem_core.models import Candidate, MemoryItem, Operation, Rejection
from veramem_core.stages import Neighbour, Proposal, ReconcileContext, Reconciliation

from .claims import compare, parse
from .reconcile import slot_of, speaker_of


@dataclass
class Plan:
    """The operations under review, with what each guard rejected and why."""

    context: ReconcileContext
    operations: list[Operation]
    rejected: list[Rejection] = field(default_factory=list[Rejection])
    reported: set[tuple[str | None, str | None, str]] = field(
        default_factory=set[tuple[str | None, str | None, str]]
    )
    """Candidates the reconciler itself already rejected (they need no operation)."""
    absorbed: set[int] = field(default_factory=set[int])
    """Proposals (by id) whose operation a guard merged into another one's."""
    index: dict[int, Proposal] = field(default_factory=dict[int, Proposal], repr=False)
    """The proposals by their candidate's identity (built on first use: adds can be long)."""

    def proposal(self, cand: Candidate | None) -> Proposal | None:
        """The proposal ``cand`` is (by identity, or by episode, quote and text as core matches)."""
        if cand is None:
            return None
        if not self.index:
            self.index.update((id(p.candidate), p) for p in self.context.proposals)
        found = self.index.get(id(cand))
        if found is not None and found.candidate is cand:
            return found
        key = (cand.episode_id, cand.quote, cand.text)
        return next(
            (
                p
                for p in self.context.proposals
                if (p.candidate.episode_id, p.candidate.quote, p.candidate.text) == key
            ),
            None,
        )

    def target(self, op: Operation) -> MemoryItem | None:
        proposal = self.proposal(op.candidate)
        if proposal is None or op.target_id is None:
            return None
        return next((n.memory for n in proposal.neighbours if n.memory.id == op.target_id), None)

    def reject(self, op: Operation, reason: str) -> None:
        cand = op.candidate
        text = cand.text if cand else f"{op.op} {op.target_id}"
        self.rejected.append(
            Rejection(
                text=text,
                reason=reason,
                episode_id=cand.episode_id if cand else None,
                quote=cand.quote if cand else None,
            )
        )


def only_known_targets(plan: Plan) -> None:
    """An operation must name a candidate of this add(); UPDATE, DELETE and a targeted NOOP must name
    one of that candidate's own neighbours. Anything else is rejected with its reason."""
    kept: list[Operation] = []
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        if proposal is None:
            plan.reject(op, f"{op.op} names no candidate of this add()")
        elif op.op in ("UPDATE", "DELETE") and op.target_id is None:
            plan.reject(op, f"{op.op} without a target memory")
        elif op.target_id is not None and plan.target(op) is None:
            plan.reject(
                op, f"{op.op} targets {op.target_id!r}, outside the candidate's neighbours in this scope"
            )
        else:
            kept.append(op)
    plan.operations = kept


def delete_add_is_update(plan: Plan) -> None:
    """DELETE m paired with ADD f where cos(m, f) > merge_threshold becomes UPDATE m with f."""
    deletes = [op for op in plan.operations if op.op == "DELETE"]
    adds = [op for op in plan.operations if op.op == "ADD"]
    if not deletes or not adds:
        return
    threshold = plan.context.config.merge_threshold
    targets = [plan.target(op) for op in deletes]
    texts = [t.text for t in targets if t is not None]
    vectors = dict(zip(texts, plan.context.embedder.embed(texts), strict=True)) if texts else {}
    used: set[int] = set()
    for delete, target in zip(deletes, targets, strict=True):
        if target is None:
            continue
        best, best_sim = None, threshold
        for add in adds:
            proposal = plan.proposal(add.candidate)
            if id(add) in used or proposal is None:
                continue
            sim = cosine(vectors[target.text], proposal.vector)
            if sim > best_sim:
                best, best_sim = add, sim
        if best is None:
            continue
        used.add(id(best))
        absorbed = plan.proposal(delete.candidate)
        if absorbed is not None:
            plan.absorbed.add(id(absorbed))
        update = Operation(
            op="UPDATE",
            candidate=best.candidate,
            target_id=target.id,
            reason=f"DELETE + ADD merged into UPDATE (cos {best_sim:.2f} > {threshold})",
        )
        plan.operations = [update if op is best else op for op in plan.operations if op is not delete]


def endings_are_versions(plan: Plan) -> None:
    """An ending that takes a memory back ("I lost my job at X", "Alex and I broke up") is a fact of
    its own ("When did John lose his job?"): a DELETE by a negated candidate becomes an UPDATE, so
    the ending is stored as the new version of what it ends and ``Memory.history`` reads the old fact,
    then the ending. Only "forget that ..." retracts without a trace in the memories."""
    plan.operations = [
        op.model_copy(update={"op": "UPDATE"})
        if op.op == "DELETE"
        and (proposal := plan.proposal(op.candidate)) is not None
        and proposal.candidate.negated
        and not proposal.candidate.metadata.get("forget")
        else op
        for op in plan.operations
    ]


def repeats_are_rejected(plan: Plan) -> None:
    """A candidate repeating an earlier candidate of the same ``add()`` (cosine above
    ``duplicate_threshold`` and the same claim: polarity, numbers, dates and names) is rejected: it
    would write the same memory twice. "visited city number 2" does not repeat "number 1"."""
    threshold = plan.context.config.duplicate_threshold
    ops: dict[int, list[Operation]] = {}
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        if proposal is not None:
            ops.setdefault(id(proposal), []).append(op)
    # Only claims with the same polarity, numbers and dates can repeat each other: compare within those.
    kept: dict[object, list[Proposal]] = {}
    repeats: set[int] = set()
    for proposal in plan.context.proposals:
        if id(proposal) not in ops:
            continue
        group = kept.setdefault(parse(proposal.text).key, [])
        twin = next(
            (
                p
                for p in group
                if cosine(p.vector, proposal.vector) > threshold
                and compare(proposal.text, p.text).kind == "same"
            ),
            None,
        )
        if twin is None:
            group.append(proposal)
            continue
        repeats.add(id(proposal))
        plan.reject(ops[id(proposal)][0], f"repeats another candidate of this add(): {twin.candidate.text!r}")
    plan.operations = [op for op in plan.operations if id(plan.proposal(op.candidate)) not in repeats]


def _same_slot_value(proposal: Proposal, target: MemoryItem) -> bool:
    mine, theirs = slot_of(proposal.candidate), slot_of(target)
    return mine is not None and theirs is not None and mine == theirs


def _replaced(proposal: Proposal) -> tuple[Neighbour, str] | None:
    """The neighbour whose claim ``proposal`` contradicts or gives a new value for, with the reason."""
    for n in sorted(proposal.neighbours, key=lambda n: n.similarity, reverse=True):
        relation = compare(proposal.text, n.memory.text)
        if relation.replaces:
            return n, relation.reason
    return None


def changed_claims_are_not_repeats(plan: Plan) -> None:
    """Before a candidate is called a restatement, its claim is compared with the memory's: a NOOP on
    a memory whose polarity, numbers, dates or names differ is no NOOP. A candidate that contradicts
    a neighbour ("not allergic" / "allergic") or gives a new value for it ("code is 1234" / "code is
    9876") becomes an UPDATE of it (which the authority guard turns into a conflict for a weaker
    source); one that merely differs ("city number 1" / "number 2") is an ADD."""
    out: list[Operation] = []
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        target = plan.target(op)
        if proposal is None or op.conflicts_with or op.op not in ("ADD", "NOOP"):
            out.append(op)
            continue
        if op.op == "NOOP" and target is not None and not _same_slot_value(proposal, target):
            relation = compare(proposal.text, target.text)
            if relation.kind != "same":
                change = "UPDATE" if relation.replaces else "ADD"
                out.append(
                    Operation(
                        op=change,
                        candidate=op.candidate,
                        target_id=target.id if change == "UPDATE" else None,
                        reason=f"not a restatement of {target.id}: {relation.reason}",
                    )
                )
                continue
        if op.op == "ADD" and not proposal.candidate.negated and (found := _replaced(proposal)) is not None:
            neighbour, reason = found
            out.append(
                Operation(op="UPDATE", candidate=op.candidate, target_id=neighbour.memory.id, reason=reason)
            )
            continue
        out.append(op)
    plan.operations = out


def _person(subject: str, speaker: str | None) -> str | None:
    """Whom a slot subject names: the speaker's own "user" is the speaker (when named), another name
    that person; None when it cannot be told ("user" of an unnamed message)."""
    if subject == "user":
        return speaker.lower() if speaker else None
    return subject


def _kin_not_named(subject: str, text: str) -> bool:
    """True when ``subject`` is one of someone's family ("john's brother", ``slots.subject_key``)
    whom ``text`` never names ("John is enjoying their new job")."""
    kin = subject.partition("'s ")[2]
    return bool(kin) and re.search(rf"(?i)\b{re.escape(kin)}\b", text) is None


def changes_stay_with_their_subject(plan: Plan) -> None:
    """An UPDATE or DELETE never crosses people: a candidate about one person ("Bob moved to Oslo",
    said by Ana) never replaces or takes back a memory about another ("Ana lives in Paris"); it is
    kept as an ADD of its own. People are told by the slots' subjects (and the speaker a "user"
    subject stands for); whoever reconciled, LLM or rules."""
    out: list[Operation] = []
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        target = plan.target(op)
        if op.op not in ("UPDATE", "DELETE") or proposal is None or target is None:
            out.append(op)
            continue
        mine, theirs = slot_of(proposal.candidate), slot_of(target)
        if mine is not None and theirs is None and _kin_not_named(mine[0], target.text):
            # "My brother lost his job" never ends "John is enjoying his new job", which has no slot
            # to tell whose it is: the brother is not in it.
            reason = f"about {mine[0]}, whom memory {op.target_id} does not name: never a change of it"
            out.append(Operation(op="ADD", candidate=op.candidate, reason=reason))
            continue
        if mine is None or theirs is None:
            out.append(op)
            continue
        who = _person(mine[0], proposal.episode.name)
        whom = _person(theirs[0], speaker_of(target))
        if who is None or whom is None or who == whom:
            out.append(op)
            continue
        out.append(
            Operation(
                op="ADD",
                candidate=op.candidate,
                reason=f"about {who}, not {whom}: never a change of {whom}'s memory {op.target_id}",
            )
        )
    plan.operations = out


def near_duplicate_is_noop(plan: Plan) -> None:
    """An ADD (or an UPDATE that changes no value) with a neighbour above ``duplicate_threshold``
    that makes the same claim (``claims.compare``) becomes NOOP on that neighbour: the evidence is
    added instead of a second copy."""
    threshold = plan.context.config.duplicate_threshold
    out: list[Operation] = []
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        if proposal is None or op.op not in ("ADD", "UPDATE") or op.conflicts_with:
            out.append(op)
            continue
        pool = proposal.neighbours
        if op.op == "UPDATE":
            target = plan.target(op)
            mine, theirs = slot_of(proposal.candidate), slot_of(target) if target else None
            if mine and theirs and mine[:2] == theirs[:2] and mine[2] != theirs[2]:
                out.append(op)  # a new value, however similar the wording
                continue
            pool = [n for n in pool if n.memory.id == op.target_id]
        same = [
            n
            for n in pool
            if n.similarity > threshold and compare(proposal.text, n.memory.text).kind == "same"
        ]
        best = max(same, key=lambda n: n.similarity, default=None)
        if best is not None:
            out.append(
                Operation(
                    op="NOOP",
                    candidate=op.candidate,
                    target_id=best.memory.id,
                    reason=f"near-duplicate (cos {best.similarity:.2f} > {threshold}); evidence added",
                )
            )
        else:
            out.append(op)
    plan.operations = out


def authority_cannot_override(plan: Plan) -> None:
    """A lower-authority candidate cannot UPDATE or DELETE a higher-authority memory: it becomes a
    separate, attributed memory with ``conflicts_with``. An ADD whose slot contradicts a stronger
    neighbour records the conflict too."""
    out: list[Operation] = []
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        assert proposal is not None  # only_known_targets ran first
        target = plan.target(op)
        if (
            op.op in ("UPDATE", "DELETE")
            and target is not None
            and weaker(proposal.authority, target.authority)
        ):
            out.append(
                Operation(
                    op="ADD",
                    candidate=op.candidate,
                    conflicts_with=[target.id],
                    reason=f"a {proposal.authority} source cannot {op.op} an {target.authority} memory; "
                    "kept as a separate attributed claim",
                )
            )
            continue
        if op.op == "ADD" and not op.conflicts_with:
            mine = slot_of(proposal.candidate)
            clashes = [
                n.memory.id
                for n in proposal.neighbours
                if mine is not None
                and weaker(proposal.authority, n.memory.authority)
                and (s := slot_of(n.memory)) is not None
                and s[:2] == mine[:2]
                and s[2] != mine[2]
            ]
            if clashes:
                op = Operation(
                    op="ADD",
                    candidate=op.candidate,
                    conflicts_with=clashes,
                    reason=op.reason or f"contradicts a stronger memory ({proposal.authority} source)",
                )
        out.append(op)
    plan.operations = out


def one_change_per_target(plan: Plan) -> None:
    """Two UPDATEs (or DELETEs) of one memory in the same ``add()`` ("my code is 1111. my code is
    2222", "I moved to Rome. I moved to Milan.") would leave two active versions: the later statement
    wins, the earlier one is rejected with the reason (its episode stays). A new value wins over an
    ending of the old one, whichever is said last ("started at KPMG last week, finally left
    Deloitte": the KPMG job is the next version, not the leaving)."""
    order = {id(p): i for i, p in enumerate(plan.context.proposals)}

    def rank(op: Operation) -> tuple[bool, int]:
        proposal = plan.proposal(op.candidate)
        return (not (op.candidate is not None and op.candidate.negated), order[id(proposal)])

    last: dict[str, Operation] = {}
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        if op.op not in ("UPDATE", "DELETE") or op.target_id is None or proposal is None:
            continue
        held = last.get(op.target_id)
        if held is None or rank(op) >= rank(held):
            last[op.target_id] = op
    dropped = [
        op
        for op in plan.operations
        if op.op in ("UPDATE", "DELETE") and op.target_id in last and last[op.target_id] is not op
    ]
    for op in dropped:
        held = last[op.target_id or ""]
        winner = held.candidate
        when = "later in this add() by" if rank(held)[1] > rank(op)[1] else "in this add() by the new value"
        plan.reject(op, f"{op.op} of {op.target_id} replaced {when} {winner.text if winner else ''!r}")
    plan.operations = [op for op in plan.operations if not any(op is d for d in dropped)]


def a_name_beats_anyone(plan: Plan) -> None:
    """An ADD of a slot whose value names no one ("I've been seeing someone") is rejected when the
    same message fills that slot by name ("..., her name is Ana"): one memory, the named one."""
    named = {
        (slot[0], slot[1], op.candidate.episode_id): op.candidate
        for op in plan.operations
        if op.op in ("ADD", "UPDATE")
        and op.candidate is not None
        and (slot := slot_of(op.candidate)) is not None
        and slot[2] not in (None, "none")
    }
    kept: list[Operation] = []
    for op in plan.operations:
        cand = op.candidate if op.op == "ADD" else None
        slot = slot_of(cand) if cand is not None else None
        # (a slot that names no one has no value: ``rules`` leaves ``ANYONE`` out of it)
        unnamed = cand is not None and slot is not None and slot[2] is None and not cand.negated
        winner = named.get((slot[0], slot[1], cand.episode_id)) if cand is not None and slot else None
        if unnamed and winner is not None:
            plan.reject(op, f"said with its name in this add() by {winner.text!r}")
        else:
            kept.append(op)
    plan.operations = kept


def one_operation_each(plan: Plan) -> None:
    """Every proposal gets an operation; a proposal the reconciler skipped is reported, and a repeated
    operation (the same op on the same target, or a second ADD) is rejected: it would write twice."""
    seen: set[tuple[int, str, str | None]] = set()
    covered: set[int] = set()
    out: list[Operation] = []
    for op in plan.operations:
        proposal = plan.proposal(op.candidate)
        if proposal is None:
            continue
        key = (id(proposal), op.op, None if op.op == "ADD" else op.target_id)
        if key in seen:
            plan.reject(op, f"a repeated operation ({op.op}) for the same candidate")
            continue
        seen.add(key)
        covered.add(id(proposal))
        out.append(op)
    plan.operations = out
    reported = plan.reported | {(r.episode_id, r.quote, r.text) for r in plan.rejected}
    for proposal in plan.context.proposals:
        c = proposal.candidate
        if id(proposal) in covered or id(proposal) in plan.absorbed:
            continue
        if (c.episode_id, c.quote, c.text) not in reported:
            plan.rejected.append(
                Rejection(
                    text=c.text,
                    episode_id=c.episode_id,
                    quote=c.quote,
                    reason="the reconciler chose no operation for it",
                )
            )


def _own_candidate(plan: Plan, op: Operation) -> Operation:
    """``op`` naming its proposal's own candidate object: a reconciler may hand back a copy (rebuilt
    from JSON, say); matching it to its proposal happens here, once, and core acts on identity."""
    proposal = plan.proposal(op.candidate)
    if proposal is None or op.candidate is proposal.candidate:
        return op
    return op.model_copy(update={"candidate": proposal.candidate})


GUARDS = (
    only_known_targets,
    repeats_are_rejected,
    delete_add_is_update,
    endings_are_versions,
    changed_claims_are_not_repeats,
    changes_stay_with_their_subject,
    near_duplicate_is_noop,
    authority_cannot_override,
    one_change_per_target,
    a_name_beats_anyone,
    one_operation_each,
)


def apply(context: ReconcileContext, result: Reconciliation | None) -> Reconciliation | None:
    """Run every guard over ``result`` (None passes through: there was no reconciler)."""
    if result is None:
        return None
    plan = Plan(
        context=context,
        operations=list(result.operations),
        reported={(r.episode_id, r.quote, r.text) for r in result.rejected},
    )
    for guard in GUARDS:
        guard(plan)
    return Reconciliation(
        operations=[_own_candidate(plan, op) for op in plan.operations],
        rejected=[*result.rejected, *plan.rejected],
        llm_calls=result.llm_calls,
        tokens=result.tokens,
    )
