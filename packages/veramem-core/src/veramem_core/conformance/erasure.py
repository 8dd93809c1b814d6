"""Conformance checks for sharing and erasure: what every store must do for ``forget`` and the gate."""

from __future__ import annotations

from datetime import timedelta

import numpy as np

from ..access import Access
from ..erasure import ForgetTarget
from ..errors import NotFound
from ..ids import new_id
from ..models import Evidence, GateRejection, Grant

# The kit's shared row builders (samples), under the short private names its checks use.
from .samples import T0
from .samples import episode as _episode
from .samples import memory as _memory
from .store import Factory


def check_other_readers_see_unendorsed(make: Factory) -> None:
    store = make()
    ep = _episode(team_id="t1")
    store.insert_episode(ep)
    item = _memory(ep, visibility="team", team_id="t1")
    store.insert_memory(item)
    for member in ("alice", "bob"):
        store.add_grant(Grant(kind="team_member", subject=member, object="t1", granted_at=T0))
    now = T0 + timedelta(days=1)
    assert store.get_memory(item.id, Access("alice", None, now)).authority == "authorized"
    assert store.get_memory(item.id, Access("bob", None, now)).authority == "unendorsed", (
        "another person's item must read as unendorsed"
    )
    listed = store.list_memories(Access("bob", None, now), ("active",), None, 10).items
    assert [m.authority for m in listed] == ["unendorsed"]


def check_erasure_closes_over_versions_and_evidence(make: Factory) -> None:
    store = make()
    first, second, other = _episode(), _episode(content="I moved to Rome"), _episode(content="I like tea")
    for ep in (first, second, other):
        store.insert_episode(ep)
    old = _memory(first)
    store.insert_memory(old)
    new = _memory(second, text="Lives in Rome", supersedes=old.id)
    new = new.model_copy(update={"evidence": [*new.evidence, Evidence(episode_id=first.id, quote="I live")]})
    store.insert_memory(new)
    kept = _memory(other, text="Likes tea")
    store.insert_memory(kept)
    store.put_vectors("memory", [old.id, new.id, kept.id], "m", np.eye(3, dtype=np.float32))
    store.record_rejection(
        GateRejection(
            id=new_id("rej"),
            memory_id=new.id,
            user_id="alice",
            detectors=["email"],
            reason="email at 0-5",
            text_sha256="0" * 64,
            created_at=T0,
        )
    )
    epoch = store.vector_epoch()
    plan = store.erasure_plan(ForgetTarget(memory_id=old.id))
    assert set(plan.memory_ids) == {old.id, new.id}, "every version is reached"
    assert set(plan.episode_ids) == {first.id, second.id}, "every cited episode is reached"
    report = store.erase(plan)
    assert (report.memories, report.episodes, report.rejections) == (2, 2, 1)
    admin = Access(None, None, T0 + timedelta(days=1))
    for ident in (old.id, new.id):
        try:
            store.get_memory(ident, admin)
        except NotFound:
            continue
        raise AssertionError(f"{ident} survived its erasure")
    assert store.get_memory(kept.id, admin).text == "Likes tea"
    assert store.vector_epoch() > epoch, "deleting vectors must move the vector epoch"
    _, ids, _ = store.load_vectors("memory", "m")
    assert ids == [kept.id]
    report_ok = store.verify()
    assert report_ok.ok, report_ok.problems
    tombstones = [e for e in store.ledger_entries() if e.op.endswith(".forget")]
    assert len(tombstones) == 5 and all(len(e.content_hash) == 64 for e in tombstones)


def check_shared_episode_tags(make: Factory) -> None:
    store = make()
    tagged = _episode(user="veramem:pool", role="shared", message_id="aaa.bbb")
    store.insert_episode(tagged)
    store.insert_episode(_episode(message_id="aaa.bbb"))  # not role shared: never a pool episode
    assert store.shared_episode_ids(["aaa"]) == [tagged.id]
    assert store.shared_episode_ids(["bbb"]) == [tagged.id]
    assert store.shared_episode_ids(["ccc", "aa"]) == []


ERASURE_CHECKS = [
    check_other_readers_see_unendorsed,
    check_erasure_closes_over_versions_and_evidence,
    check_shared_episode_tags,
]
