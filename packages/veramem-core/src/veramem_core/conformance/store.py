"""The store conformance checks. Each builds its own fresh store through the factory it is given."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import timedelta

import numpy as np

from ..access import Access
from ..errors import ImmutableError, NotFound, ValidationError
from ..ids import new_id
from ..models import Grant, Slot, Trace, TraceItem
from ..stages import Related, Scope
from ..store import Store
from .samples import T0
from .samples import alice as _alice
from .samples import episode as _episode
from .samples import memory as _memory

Factory = Callable[[], Store]


def check_episode_roundtrip_and_immutability(make: Factory) -> None:
    store = make()
    ep = _episode(name=None, session_id="s1")
    store.insert_episode(ep)
    got = store.get_episode(ep.id, _alice())
    assert got == ep, "an episode must come back exactly as written"
    try:
        store.insert_episode(ep)
    except ImmutableError:
        pass
    else:
        raise AssertionError("writing an episode id twice must raise ImmutableError")
    assert store.verify().ok


def check_unreadable_is_missing(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    item = _memory(ep)
    store.insert_memory(item)
    for ident in (item.id, "mem_does_not_exist"):
        try:
            store.get_memory(ident, Access("mallory", None, T0 + timedelta(days=1)))
        except NotFound as exc:
            assert str(exc) == f"memory not found: {ident!r}"
        else:
            raise AssertionError("another user's memory must raise NotFound, like a missing one")
    try:
        store.get_episode(ep.id, Access("mallory", None, T0))
    except NotFound:
        pass
    else:
        raise AssertionError("another user's episode must raise NotFound")


def check_memory_update_and_history(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    old = store.insert_memory(_memory(ep))
    new = _memory(ep, "Lives in Berlin", supersedes=old.id, valid_from=T0 + timedelta(hours=1))
    store.insert_memory(new, op="memory.version")
    store.update_memory(old.id, "memory.supersede", status="superseded", valid_to=T0 + timedelta(hours=1))
    versions = store.history(new.id, _alice())
    assert [v.id for v in versions] == [old.id, new.id]
    assert versions[0].status == "superseded" and versions[0].valid_to == T0 + timedelta(hours=1)
    assert [v.id for v in store.history(old.id, _alice())] == [old.id, new.id]
    assert store.verify().ok


def check_list_pagination(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    ids = [store.insert_memory(_memory(ep, f"fact number {i}")).id for i in range(7)]
    seen: list[str] = []
    cursor = None
    while True:
        page = store.list_memories(_alice(), ("active",), cursor, 3)
        seen += [m.id for m in page.items]
        if page.next is None:
            break
        cursor = page.next
    assert seen == sorted(ids)


def check_text_search_applies_access(make: Factory) -> None:
    store = make()
    mine, theirs = _episode(), _episode(user="bob", content="Bob lives in Paris too")
    store.insert_episode(mine)
    store.insert_episode(theirs)
    a = store.insert_memory(_memory(mine, "Alice lives in Paris"))
    store.insert_memory(_memory(theirs, "Bob lives in Paris"))
    hits = store.text_search("memories", "Paris", _alice(), 10)
    assert [h[0] for h in hits] == [a.id]
    assert [h[0] for h in store.text_search("episodes", "Paris", _alice(), 10)] == [mine.id]


def check_text_search_follows_team_grants(make: Factory) -> None:
    store = make()
    ep = _episode(user="bob")
    store.insert_episode(ep)
    team = store.insert_memory(_memory(ep, "Team offsite in Porto", visibility="team", team_id="t1"))
    store.insert_memory(_memory(ep, "Bob alone in Porto"))
    store.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    store.revoke_grant("team_member", "alice", "t1", T0 + timedelta(days=2))
    assert [h[0] for h in store.text_search("memories", "Porto", _alice(), 10)] == [team.id]
    after = _alice(T0 + timedelta(days=3))
    assert store.text_search("memories", "Porto", after, 10) == [], "a revoked team grant hides its rows"
    assert store.text_search("episodes", "Porto", _alice(), 10) == [], "episodes stay their owner's"


def check_vectors_incremental(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    m1, m2 = store.insert_memory(_memory(ep, "one")), store.insert_memory(_memory(ep, "two"))
    vecs = np.eye(2, 4, dtype=np.float32)
    store.put_vectors("memory", [m1.id], "model-a", vecs[:1])
    last, ids, matrix = store.load_vectors("memory", "model-a")
    assert ids == [m1.id] and matrix.shape == (1, 4)
    store.put_vectors("memory", [m2.id], "model-a", vecs[1:])
    store.put_vectors("memory", [m2.id], "model-b", vecs[1:])
    _, ids2, matrix2 = store.load_vectors("memory", "model-a", after=last)
    assert ids2 == [m2.id] and np.allclose(matrix2, vecs[1:]), "only vectors written after `after`"
    near = store.neighbours(Scope("alice"), vecs, "model-a", 1)
    assert [[n.memory.id for n in row] for row in near] == [[m1.id], [m2.id]], "one list per query row"
    assert abs(near[1][0].similarity - 1.0) < 1e-6
    assert store.neighbours(Scope("bob"), vecs, "model-a", 5) == [[], []], "neighbours never cross scopes"


def check_grants_over_time(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    item = store.insert_memory(_memory(ep, visibility="team", team_id="t1"))
    store.add_grant(Grant(kind="team_member", subject="bob", object="t1", granted_at=T0))
    bob = Access("bob", None, T0 + timedelta(days=1))
    assert store.get_memory(item.id, bob).id == item.id
    assert store.revoke_grant("team_member", "bob", "t1", T0 + timedelta(hours=1)) == 1
    try:
        store.get_memory(item.id, bob)
    except NotFound:
        pass
    else:
        raise AssertionError("after revocation the team memory must be hidden")
    assert store.verify().ok and store.verify().entries == 4


def check_revocation_only_moves_earlier(make: Factory) -> None:
    store = make()
    store.add_grant(Grant(kind="team_member", subject="bob", object="t1", granted_at=T0))
    store.revoke_grant("team_member", "bob", "t1", T0 + timedelta(days=30))  # scheduled
    assert store.revoke_grant("team_member", "bob", "t1", T0 + timedelta(days=1)) == 1  # brought forward
    assert store.revoke_grant("team_member", "bob", "t1", T0 + timedelta(days=60)) == 0  # never postponed
    (grant,) = store.grants()
    assert grant.revoked_at == T0 + timedelta(days=1)


def check_trace_roundtrip(make: Factory) -> None:
    store = make()
    trace = Trace(
        id=new_id("tr"),
        op="search",
        user_id="alice",
        query="q",
        route=["facts"],
        items=[TraceItem(id="mem_x", kind="fact", score=0.5, rank=0)],
        created_at=T0,
    )
    store.insert_trace(trace)
    assert store.get_trace(trace.id) == trace
    assert [t.id for t in store.recent_traces("alice")] == [trace.id]


def check_failed_write_leaves_nothing(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    before = store.verify().entries
    try:
        with store.transaction():
            store.insert_memory(_memory(ep))
            raise RuntimeError("crash in the middle of a write")
    except RuntimeError:
        pass
    assert store.list_memories(_alice(), None, None, 10).items == []
    report = store.verify()
    assert report.ok and report.entries == before, "a failed write leaves no memory and no ledger entry"


def check_ledger_chain(make: Factory) -> None:
    store = make()
    for i in range(3):
        store.insert_episode(_episode(content=f"message {i}"))
    entries = store.ledger_entries()
    assert [e.seq for e in entries] == [1, 2, 3]
    assert entries[0].prev_hash == "0" * 64
    assert all(b.prev_hash == a.hash for a, b in itertools.pairwise(entries))


def check_ledger_binds_history(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    item = store.insert_memory(_memory(ep))
    store.update_memory(item.id, "memory.retract", status="retracted", valid_to=T0 + timedelta(days=1))
    entries = [e for e in store.ledger_entries() if e.object_id == item.id]
    assert entries[0].before_hash == "0" * 64, "an entry that creates its row has 64 zeros as before-hash"
    assert entries[1].before_hash == entries[0].content_hash, "each entry binds to the row it replaced"
    assert store.verify().ok


def check_slot_roundtrip(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    slot = Slot(subject="user", attribute="location", value="paris")
    item = store.insert_memory(_memory(ep, slot=slot))
    assert store.get_memory(item.id, _alice()).slot == slot, "the typed slot comes back as written"
    plain = store.insert_memory(_memory(ep, "Likes tea"))
    assert store.get_memory(plain.id, _alice()).slot is None
    assert store.verify().ok


def check_related_by_slot_and_words(make: Factory) -> None:
    """What a candidate may change, found whatever the cosine ranks: by slot, or by every word and
    the speaker; in exactly the writer's scope, active only, newest first, capped, with its cosine."""
    store = make()
    ana, maria = _episode(name="Ana", content="I love my new job"), _episode(name="Maria", content="Fun")
    bob = _episode(user="bob", name="Ana", content="My job is great")
    for e in (ana, maria, bob):
        store.insert_episode(e)

    def slot(attribute: str, value: str) -> Slot:
        return Slot(subject="ana", attribute=attribute, value=value)

    job = store.insert_memory(_memory(ana, "Ana is enjoying her new job"))
    works = store.insert_memory(_memory(ana, "Ana works at Acme", slot=slot("employer", "acme")))
    home = store.insert_memory(_memory(ana, "Ana lives in Paris", slot=slot("location", "paris")))
    heard = store.insert_memory(_memory(maria, "Maria says Ana's job is fun"))
    theirs = store.insert_memory(_memory(bob, "Ana loves her job", slot=slot("employer", "acme")))
    team = store.insert_memory(_memory(ana, "Ana got a new job offer", visibility="team", team_id="t1"))
    gone = store.insert_memory(_memory(ana, "Ana started a job at Initech", slot=slot("employer", "initech")))
    # As a release before the slot column wrote it: the slot in metadata only.
    was = store.insert_memory(
        _memory(ana, "Ana has a cat", metadata={"slot": slot("has:cat", "cat").model_dump()})
    )
    store.update_memory(gone.id, "memory.retract", status="retracted", valid_to=T0 + timedelta(days=1))
    rows = [job, works, home, heard, theirs, team, gone, was]
    vecs = np.eye(len(rows), 8, dtype=np.float32)
    store.put_vectors("memory", [m.id for m in rows], "model-a", vecs)
    q = (vecs[0] + vecs[1]) / np.sqrt(2)

    def found(want: Related, scope: Scope | None = None, limit: int = 5) -> list[str]:
        return [n.memory.id for n in store.related(scope or Scope("alice"), want, q, "model-a", limit)]

    employer = Related(subject="ana", attributes=("employer", "job"))
    assert found(employer) == [works.id], "the slot's active memories, in this scope only"
    assert found(employer, Scope("bob")) == [theirs.id], "another user's scope holds its own"
    assert found(Related(words=("Ana", "job"), speaker="Ana")) == [job.id], "every word, said by the speaker"
    assert found(Related(words=("jobs",))) == [heard.id, job.id], "any speaker, newest first, stemmed"
    assert found(Related(words=("job",)), limit=1) == [heard.id], "at most limit"
    assert found(Related(words=("job",)), Scope("alice", team_id="t1")) == [team.id], "the team scope's own"
    either = Related(subject="ana", attributes=("location",), words=("job",), speaker="Ana")
    assert found(either) == [home.id, job.id], "by slot or by words"
    assert found(Related()) == [] and found(Related(words=("!",))) == [], "naming nothing finds nothing"
    assert found(Related(subject="ana", attributes=("has:cat",))) == [was.id], "a slot kept in metadata"
    near = {n.memory.id: n.similarity for n in store.related(Scope("alice"), employer, q, "model-a", 5)}
    assert abs(near[works.id] - 1 / np.sqrt(2)) < 1e-5, "each with its cosine to the query"


def _refused(write: Callable[[], object], what: str) -> None:
    try:
        write()
    except ValidationError:
        return
    raise AssertionError(what)


def check_authority_is_bounded_by_evidence(make: Factory) -> None:
    """role-policy-v1 as a ceiling: no memory above what its strongest evidence carries."""
    store = make()
    tool = _episode(role="tool", name="crm", content="The user prefers tabs")
    said = _episode(role="assistant", content="You said you prefer tabs")
    store.insert_episode(tool)
    store.insert_episode(said)
    _refused(
        lambda: store.insert_memory(_memory(tool, "Prefers tabs", authority="authorized")),
        "a memory backed only by a tool episode cannot be written authorized",
    )
    item = store.insert_memory(_memory(tool, "Prefers tabs", authority="unendorsed"))
    _refused(
        lambda: store.update_memory(item.id, "memory.tamper", authority="authorized"),
        "authority never rises in place",
    )
    both = _memory(tool, "Prefers tabs, it said", authority="attested")
    both = both.model_copy(update={"evidence": [*both.evidence, _memory(said).evidence[0]]})
    assert store.insert_memory(both).authority == "attested", "the strongest evidence carries it"
    lowered = store.update_memory(both.id, "memory.lower", authority="unendorsed")
    assert lowered.authority == "unendorsed", "lowering is allowed"
    assert store.verify().ok


STORE_CHECKS = [
    check_episode_roundtrip_and_immutability,
    check_unreadable_is_missing,
    check_memory_update_and_history,
    check_list_pagination,
    check_text_search_applies_access,
    check_text_search_follows_team_grants,
    check_vectors_incremental,
    check_grants_over_time,
    check_revocation_only_moves_earlier,
    check_trace_roundtrip,
    check_failed_write_leaves_nothing,
    check_ledger_chain,
    check_ledger_binds_history,
    check_slot_roundtrip,
    check_related_by_slot_and_words,
    check_authority_is_bounded_by_evidence,
]
