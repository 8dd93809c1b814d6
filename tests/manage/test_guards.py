"""Each guard of spec steps 11 to 16, alone, then the wrapper applied over a third-party reconciler."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from veramem_core.embedding import Vectors
from veramem_core.hookspecs import hookimpl
from veramem_core.models import Operation
from veramem_core.stages import ReconcileContext, Reconciliation
from veramem_core.testing import FakeEmbedder
from veramem_manage import guards

from .conftest import MakeMemory, memory_item, proposal, reconcile_context, unit


def run(context: ReconcileContext, *ops: Operation) -> Reconciliation:
    result = guards.apply(context, Reconciliation(operations=list(ops)))
    assert result is not None
    return result


def test_delete_plus_similar_add_becomes_update() -> None:
    paris = memory_item("mem_paris", "User lives in Paris")
    embedder = FakeEmbedder({"User lives in Paris": unit(1, 0), "User lives in Berlin": unit(0.8, 0.6)})
    add = proposal("User lives in Berlin", neighbours=[(paris, 0.8)], embedder=embedder)
    context = reconcile_context([add], embedder=embedder)
    result = run(
        context,
        Operation(op="DELETE", candidate=add.candidate, target_id="mem_paris"),
        Operation(op="ADD", candidate=add.candidate),
    )
    assert [(o.op, o.target_id) for o in result.operations] == [("UPDATE", "mem_paris")]
    assert "merged into UPDATE" in result.operations[0].reason and not result.rejected


def test_delete_plus_dissimilar_add_stays_apart() -> None:
    paris = memory_item("mem_paris", "User lives in Paris")
    embedder = FakeEmbedder({"User lives in Paris": unit(1, 0), "User adopted a cat": unit(0.6, 0.8)})
    add = proposal("User adopted a cat", neighbours=[(paris, 0.6)], embedder=embedder)
    result = run(
        reconcile_context([add], embedder=embedder),
        Operation(op="DELETE", candidate=add.candidate, target_id="mem_paris"),
        Operation(op="ADD", candidate=add.candidate),
    )
    assert sorted(o.op for o in result.operations) == ["ADD", "DELETE"]  # cos 0.6 <= 0.75


def test_an_endings_delete_becomes_the_memorys_next_version() -> None:
    """Whoever reconciled, an ending that takes a memory back is kept as its next version; only
    "forget that ..." retracts."""
    paris = memory_item("mem_paris", "User lives in Paris")
    ending = proposal("User no longer lives in Paris", neighbours=[(paris, 0.8)], negated=True)
    forget = proposal("User lives in Paris", neighbours=[(paris, 0.9)], negated=True, forget=True)
    for p, want in ((ending, "UPDATE"), (forget, "DELETE")):
        result = run(
            reconcile_context([p]), Operation(op="DELETE", candidate=p.candidate, target_id="mem_paris")
        )
        assert [(o.op, o.target_id) for o in result.operations] == [(want, "mem_paris")]
        assert result.operations[0].candidate is p.candidate and not result.rejected


def test_an_ending_from_a_weaker_source_stays_a_separate_claim() -> None:
    paris = memory_item("mem_paris", "User lives in Paris", "authorized")
    tool = proposal(
        "According to tool crm: user no longer lives in Paris",
        "unendorsed",
        neighbours=[(paris, 0.8)],
        negated=True,
    )
    result = run(
        reconcile_context([tool]), Operation(op="DELETE", candidate=tool.candidate, target_id="mem_paris")
    )
    [op] = result.operations
    assert op.op == "ADD" and op.conflicts_with == ["mem_paris"]


def test_lower_authority_cannot_update_a_stronger_memory() -> None:
    paris = memory_item("mem_paris", "User lives in Paris", "authorized")
    tool = proposal("According to tool crm: user lives in London", "unendorsed", neighbours=[(paris, 0.7)])
    result = run(
        reconcile_context([tool]), Operation(op="UPDATE", candidate=tool.candidate, target_id="mem_paris")
    )
    [op] = result.operations
    assert op.op == "ADD" and op.conflicts_with == ["mem_paris"] and op.target_id is None
    assert "cannot UPDATE" in op.reason


def test_lower_authority_cannot_delete_a_stronger_memory() -> None:
    paris = memory_item("mem_paris", "User lives in Paris", "attested")
    tool = proposal("According to tool crm: user moved out of Paris", "unendorsed", neighbours=[(paris, 0.7)])
    result = run(
        reconcile_context([tool]), Operation(op="DELETE", candidate=tool.candidate, target_id="mem_paris")
    )
    assert [(o.op, o.conflicts_with) for o in result.operations] == [("ADD", ["mem_paris"])]


def test_equal_authority_may_update() -> None:
    paris = memory_item("mem_paris", "User lives in Paris", "unendorsed")
    tool = proposal("According to tool crm: user lives in London", "unendorsed", neighbours=[(paris, 0.7)])
    result = run(
        reconcile_context([tool]), Operation(op="UPDATE", candidate=tool.candidate, target_id="mem_paris")
    )
    assert [o.op for o in result.operations] == ["UPDATE"]


def test_weaker_add_contradicting_a_stronger_slot_records_the_conflict() -> None:
    paris = memory_item("mem_paris", "User lives in Paris", slot=("user", "location", "paris"))
    tool = proposal(
        "According to tool crm: user lives in London",
        "unendorsed",
        neighbours=[(paris, 0.5)],
        slot=("user", "location", "london"),
    )
    result = run(reconcile_context([tool]), Operation(op="ADD", candidate=tool.candidate))
    assert result.operations[0].conflicts_with == ["mem_paris"]


def test_near_duplicate_becomes_noop_with_evidence() -> None:
    paris = memory_item("mem_paris", "User lives in Paris")
    again = proposal("User lives in Paris!", neighbours=[(paris, 0.97)])
    result = run(reconcile_context([again]), Operation(op="ADD", candidate=again.candidate))
    assert [(o.op, o.target_id) for o in result.operations] == [("NOOP", "mem_paris")]


def test_duplicate_threshold_is_the_configured_value() -> None:
    from veramem_core.config import Config

    paris = memory_item("mem_paris", "User lives in Paris")
    again = proposal("User lives in Paris!", neighbours=[(paris, 0.97)])
    context = reconcile_context([again], config=Config(duplicate_threshold=0.99))
    result = run(context, Operation(op="ADD", candidate=again.candidate))
    assert [o.op for o in result.operations] == ["ADD"]


def test_update_to_a_new_value_is_not_swallowed_as_duplicate() -> None:
    phone = memory_item("mem_phone", "User's phone is 555 1234", slot=("user", "phone", "555 1234"))
    new = proposal("User's phone is 555 1235", neighbours=[(phone, 0.99)], slot=("user", "phone", "555 1235"))
    result = run(
        reconcile_context([new]), Operation(op="UPDATE", candidate=new.candidate, target_id="mem_phone")
    )
    assert [o.op for o in result.operations] == ["UPDATE"]


def test_operations_outside_the_neighbour_set_are_rejected() -> None:
    paris = memory_item("mem_paris", "User lives in Paris")
    cand = proposal("User lives in Berlin", neighbours=[(paris, 0.7)])
    other = proposal("User works at Acme")
    result = run(
        reconcile_context([cand, other]),
        Operation(op="UPDATE", candidate=cand.candidate, target_id="mem_of_bob"),
        Operation(op="DELETE", candidate=other.candidate),
    )
    assert not result.operations
    reasons = sorted(r.reason for r in result.rejected)
    assert "outside the candidate's neighbours" in reasons[1] and "without a target" in reasons[0]


def test_candidates_without_an_operation_are_reported() -> None:
    a, b = proposal("User lives in Paris"), proposal("User works at Acme")
    result = run(
        reconcile_context([a, b]),
        Operation(op="ADD", candidate=a.candidate),
        Operation(op="ADD", candidate=a.candidate),
    )
    assert len(result.operations) == 1
    assert sorted(r.reason for r in result.rejected) == [
        "a repeated operation (ADD) for the same candidate",
        "the reconciler chose no operation for it",
    ]


def test_update_is_a_new_version_and_the_old_one_is_superseded(make_memory: MakeMemory) -> None:
    m = make_memory()
    t0, t1 = datetime(2024, 1, 1, tzinfo=UTC), datetime(2024, 2, 1, tzinfo=UTC)
    old = m.add([{"role": "user", "content": "My email is a@example.com"}], user_id="alice", now=t0).added[0]
    new = m.add([{"role": "user", "content": "My email is b@example.com"}], user_id="alice", now=t1).updated[
        0
    ]
    assert new.supersedes == old.id and new.id != old.id
    before = m.get(old.id, user_id="alice")
    assert (before.status, before.valid_to, before.text) == ("superseded", t1, old.text)


def test_delete_is_a_retraction_not_an_erase(make_memory: MakeMemory) -> None:
    m = make_memory()
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    old = m.add([{"role": "user", "content": "I work at Acme"}], user_id="alice", now=t0).added[0]
    result = m.add([{"role": "user", "content": "Forget that I work at Acme"}], user_id="alice", now=t0)
    assert [r.id for r in result.retracted] == [old.id]
    kept = m.get(old.id, user_id="alice")
    assert kept.status == "retracted" and kept.text == "User works at Acme" and kept.evidence


def test_merged_memory_keeps_the_weakest_authority(make_memory: MakeMemory) -> None:
    text = "According to tool crm: User lives in Paris"
    embedder = FakeEmbedder({text: unit(1, 0), "User lives in Paris": unit(1, 0.01)})
    m = make_memory(embedder=embedder)
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    claim = m.add(
        [{"role": "tool", "name": "crm", "content": "User lives in Paris"}], user_id="alice", now=t0
    )
    merged = m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice", now=t0)
    assert [n.id for n in merged.noop] == [claim.added[0].id]
    item = merged.noop[0]
    # The user's evidence joins, but the memory does not rise above its weakest evidence.
    assert item.authority == "unendorsed" and len(item.evidence) == 2


def test_every_change_goes_to_the_ledger(make_memory: MakeMemory) -> None:
    m = make_memory()
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    a = m.add([{"role": "user", "content": "I love tea"}], user_id="alice", now=t0).added[0]
    b = m.add([{"role": "user", "content": "I hate tea"}], user_id="alice", now=t0).updated[0]
    entries = [(e.op, e.object_id) for e in m.store.ledger_entries() if e.object_type == "memory"]
    assert entries == [("memory.insert", a.id), ("memory.version", b.id), ("memory.supersede", a.id)]
    assert m.verify().ok


class Overwriter:
    """A third-party reconciler that tries to let a tool overwrite the user's memory."""

    @hookimpl
    def veramem_reconcile(self, context: ReconcileContext) -> Reconciliation:
        ops = []
        for p in context.proposals:
            target = p.neighbours[0].memory.id if p.neighbours else None
            ops.append(Operation(op="UPDATE" if target else "ADD", candidate=p.candidate, target_id=target))
        return Reconciliation(operations=ops)


def test_guards_wrap_a_third_party_reconciler(make_memory: MakeMemory) -> None:
    m = make_memory(plugins=(Overwriter(),))
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    paris = m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice", now=t0).added[0]
    result = m.add(
        [{"role": "tool", "name": "crm", "content": "user lives in London"}], user_id="alice", now=t0
    )
    assert not result.updated and len(result.added) == 1
    assert result.added[0].metadata["conflicts_with"] == [paris.id]
    assert m.get(paris.id, user_id="alice").status == "active"


# --- claims before sameness: polarity, numbers, dates and names (issue 7, item 5) ---


def test_repeat_within_one_add_is_rejected() -> None:
    first, again = proposal("User lives in Paris"), proposal("User lives in Paris")
    result = run(
        reconcile_context([first, again]),
        Operation(op="ADD", candidate=first.candidate),
        Operation(op="ADD", candidate=again.candidate),
    )
    assert [o.candidate for o in result.operations] == [first.candidate]
    assert [r.reason for r in result.rejected] == [
        "repeats another candidate of this add(): 'User lives in Paris'"
    ]


def test_a_near_duplicate_with_the_opposite_polarity_is_an_update() -> None:
    no = memory_item("mem_no", "User is not allergic to penicillin")
    yes = proposal("User is allergic to penicillin", neighbours=[(no, 0.97)])
    result = run(reconcile_context([yes]), Operation(op="ADD", candidate=yes.candidate))
    [op] = result.operations
    assert (op.op, op.target_id) == ("UPDATE", "mem_no") and "polarity" in op.reason


def test_a_reconciler_noop_on_a_changed_value_becomes_an_update() -> None:
    old = memory_item("mem_code", "User's locker code is 1234")
    new = proposal("User's locker code is 9876", neighbours=[(old, 0.98)])
    result = run(
        reconcile_context([new]), Operation(op="NOOP", candidate=new.candidate, target_id="mem_code")
    )
    [op] = result.operations
    assert (op.op, op.target_id) == ("UPDATE", "mem_code") and "1234" in op.reason


def test_a_reconciler_noop_on_another_number_becomes_an_add() -> None:
    old = memory_item("mem_1", "User visited city number 1")
    new = proposal("User visited city number 2", neighbours=[(old, 0.98)])
    result = run(reconcile_context([new]), Operation(op="NOOP", candidate=new.candidate, target_id="mem_1"))
    assert [(o.op, o.target_id) for o in result.operations] == [("ADD", None)]


def test_negation_then_affirmation_updates_and_answer_uses_the_newer(make_memory: MakeMemory) -> None:
    import veramem_retrieve.plugin

    m = make_memory(plugins=(veramem_retrieve.plugin,))
    first = m.add([{"role": "user", "content": "I am not allergic to penicillin."}], user_id="alice")
    second = m.add([{"role": "user", "content": "I am allergic to penicillin."}], user_id="alice")
    assert not second.noop
    [new] = second.updated
    assert new.text == "User is allergic to penicillin" and new.supersedes == first.added[0].id
    [active] = m.list("alice").items
    assert active.id == new.id
    answer = m.answer("Am I allergic to penicillin?", user_id="alice")
    assert not answer.abstained and "not" not in answer.text.lower()
    assert "allergic to penicillin" in answer.text
    for cited in answer.citations:
        quotes = [e.quote for e in m.get(cited, user_id="alice").evidence]
        assert all("not" not in q for q in quotes), quotes  # no contradicting quote cited as support


class DigitBlindEmbedder(FakeEmbedder):
    """Vectors that barely see digits, as a semantic embedder's (MiniLM puts "city number 1" and
    "number 2" above 0.95): the guards must not lean on the embedding to tell numbers apart."""

    def embed(self, texts: list[str]) -> Vectors:
        return super().embed([re.sub(r"\d", "", t) for t in texts])


def test_facts_differing_only_by_a_number_are_all_kept(make_memory: MakeMemory) -> None:
    m = make_memory(embedder=DigitBlindEmbedder())
    messages = [{"role": "user", "content": f"I visited city number {i}."} for i in range(1, 1001)]
    result = m.add(messages, user_id="alice")
    assert not result.rejected and not result.noop
    assert len(result.added) == 1000
    assert {i.text for i in result.added} == {f"User visited city number {i}" for i in range(1, 1001)}
    later = m.add([{"role": "user", "content": "I visited city number 1001."}], user_id="alice")
    assert [i.text for i in later.added] == ["User visited city number 1001"] and not later.noop


def test_a_new_code_updates_the_old_one_with_history(make_memory: MakeMemory) -> None:
    m = make_memory()
    old = m.add([{"role": "user", "content": "My locker code is 1234"}], user_id="alice").added[0]
    result = m.add([{"role": "user", "content": "My locker code is 9876"}], user_id="alice")
    [new] = result.updated
    assert not result.added and new.supersedes == old.id
    assert [i.text for i in m.list("alice").items] == ["User's locker code is 9876"]
    history = m.history(new.id, user_id="alice")
    assert [(v.text, v.status) for v in history] == [
        ("User's locker code is 1234", "superseded"),
        ("User's locker code is 9876", "active"),
    ]


def test_the_same_code_restated_is_still_a_noop(make_memory: MakeMemory) -> None:
    m = make_memory()
    old = m.add([{"role": "user", "content": "My locker code is 1234"}], user_id="alice").added[0]
    result = m.add([{"role": "user", "content": "My locker code is 1234!"}], user_id="alice")
    assert [i.id for i in result.noop] == [old.id] and not result.added and not result.updated


def test_an_llm_reconciler_noop_on_a_new_code_is_an_update(make_memory: MakeMemory) -> None:
    from veramem_core.testing import FakeLLM

    def said(quote: str, text: str) -> dict[str, object]:
        return {"memories": [{"message_id": "m1", "quote": quote, "text": text}]}

    llm = FakeLLM(
        [
            said("My locker code is 1234", "User's locker code is 1234"),
            said("My locker code is 9876", "User's locker code is 9876"),
            {"operations": [{"candidate": "c1", "op": "NOOP", "target": "n1"}]},
        ]
    )
    m = make_memory(llm=llm)
    m.add([{"role": "user", "content": "My locker code is 1234"}], user_id="alice")
    result = m.add([{"role": "user", "content": "My locker code is 9876"}], user_id="alice")
    assert len(llm.calls) == 3 and not result.noop
    assert [i.text for i in result.updated] == ["User's locker code is 9876"]
    assert [i.text for i in m.list("alice").items] == ["User's locker code is 9876"]


def test_a_weaker_source_with_a_new_value_conflicts_instead(make_memory: MakeMemory) -> None:
    m = make_memory()
    m.add([{"role": "user", "content": "My locker code is 1234"}], user_id="alice")
    tool = {"role": "tool", "name": "crm", "content": "The user's locker code is 5555."}
    result = m.add([tool], user_id="alice")
    assert not result.updated
    [claim] = result.added
    assert claim.authority == "unendorsed" and result.conflicts
    assert "User's locker code is 1234" in [i.text for i in m.list("alice").items]


def test_a_new_value_wins_over_an_ending_of_the_old_one_in_one_add(make_memory: MakeMemory) -> None:
    m = make_memory()
    t0 = datetime(2023, 5, 8, tzinfo=UTC)
    m.add([{"role": "user", "content": "I work at Deloitte as an auditor"}], user_id="alice", now=t0)
    # The ending is said last, the new employer first, its "I" dropped: the new employer is the version.
    said = "started at KPMG last week, finally left Deloitte"
    result = m.add([{"role": "user", "content": said}], user_id="alice", now=t0)
    assert [i.text for i in result.updated] == ["User started at KPMG last week (1 May 2023)"]
    assert "replaced in this add() by the new value" in result.rejected[0].reason
    assert [i.text for i in m.list("alice").items] == ["User started at KPMG last week (1 May 2023)"]


def test_two_new_values_in_one_add_leave_the_later_one_active(make_memory: MakeMemory) -> None:
    m = make_memory()
    m.add([{"role": "user", "content": "My locker code is 1234"}], user_id="alice")
    result = m.add(
        [{"role": "user", "content": "My locker code is 1111. My locker code is 2222."}], user_id="alice"
    )
    assert [i.text for i in result.updated] == ["User's locker code is 2222"]
    assert "replaced later in this add()" in result.rejected[0].reason
    assert [i.text for i in m.list("alice").items] == ["User's locker code is 2222"]
    m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice")
    m.add([{"role": "user", "content": "I moved to Rome. I moved to Milan."}], user_id="alice")
    assert [i.text for i in m.list("alice").items if "lives in" in i.text] == [
        "User moved to Milan; lives in Milan"
    ]


def test_a_partner_named_in_the_same_add_is_the_one_memory(make_memory: MakeMemory) -> None:
    m = make_memory()
    result = m.add([{"role": "user", "content": "I'm dating someone new, his name is Leo"}], user_id="alice")
    assert [i.text for i in result.added] == ["User is dating Leo"]
    assert "said with its name in this add() by 'User is dating Leo'" in result.rejected[0].reason
    # Not named in the message, being with someone is kept: it is the partner slot's next version.
    m.add([{"role": "user", "content": "I'm single"}], user_id="bob")
    after = m.add([{"role": "user", "content": "I'm seeing someone"}], user_id="bob")
    assert [i.text for i in after.updated] == ["User is seeing someone"]


def test_guards_hand_back_the_proposals_own_candidates() -> None:
    """A reconciler may answer with copies (rebuilt from JSON, say): the guards match each to its
    proposal, once, and core then acts on identity alone."""
    add = proposal("User lives in Berlin")
    copy = add.candidate.model_copy()
    result = run(reconcile_context([add]), Operation(op="ADD", candidate=copy))
    [op] = result.operations
    assert op.candidate is add.candidate


class Copier:
    """A third-party reconciler that answers with copies of the candidates."""

    @hookimpl
    def veramem_reconcile(self, context: ReconcileContext) -> Reconciliation:
        return Reconciliation(
            operations=[Operation(op="ADD", candidate=p.candidate.model_copy()) for p in context.proposals]
        )


def test_a_reconcilers_copies_are_written_through_the_guards(make_memory: MakeMemory) -> None:
    m = make_memory(plugins=(Copier(),))
    result = m.add([{"role": "user", "content": "I live in Paris"}], user_id="alice")
    assert [i.text for i in result.added] == ["User lives in Paris"] and not result.rejected


def test_a_change_never_crosses_people(make_memory: MakeMemory) -> None:
    """Whoever reconciled (here a reconciler that UPDATEs the first neighbour): a fact about Bob,
    said by Ana, never replaces Ana's own."""
    m = make_memory(plugins=(Overwriter(),))
    [paris] = m.add([{"role": "user", "name": "Ana", "content": "I live in Paris"}], user_id="u").added
    r = m.add([{"role": "user", "name": "Ana", "content": "Bob moved to Oslo"}], user_id="u")
    assert not r.updated and len(r.added) == 1
    assert "never a change of ana's memory" in r.added[0].metadata["reason"]
    assert m.get(paris.id, user_id="u").status == "active"


def test_the_same_person_may_still_change(make_memory: MakeMemory) -> None:
    m = make_memory(plugins=(Overwriter(),))
    [paris] = m.add([{"role": "user", "name": "Ana", "content": "I live in Paris"}], user_id="u").added
    r = m.add([{"role": "user", "name": "Ana", "content": "I moved to Oslo"}], user_id="u")
    assert [i.supersedes for i in r.updated] == [paris.id]
