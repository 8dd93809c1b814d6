"""Conformance checks for what retrieval asks of a store: every answer through the access predicate.

The search stage reaches a store through these methods only (``readable ids``, vector, text and entity
search, neighbouring turns, candidate loading, re-embedding), so a backend that passes them serves
the retriever unchanged.
"""

from __future__ import annotations

from datetime import timedelta

import numpy as np

from ..access import Access
from ..errors import ValidationError
from ..models import Episode, Evidence, Grant, MemoryItem
from ..store import Store
from .samples import T0
from .samples import alice as _alice
from .samples import episode as _episode
from .samples import memory as _memory
from .store import Factory

MODEL = "model-x"


def _vec(*values: float) -> np.ndarray:
    v = np.asarray(values, dtype=np.float32)
    return (v / np.linalg.norm(v)).astype(np.float32)


def _alice_and_bob(store: Store) -> tuple[Episode, Episode, MemoryItem, MemoryItem, MemoryItem]:
    """Alice's episode and Bob's, "lives in Paris" from each, and Bob's memory in team t1."""
    mine, theirs = _episode(), _episode(user="bob")
    store.insert_episode(mine)
    store.insert_episode(theirs)
    a = store.insert_memory(_memory(mine, "Alice lives in Paris"))
    b = store.insert_memory(_memory(theirs, "Bob lives in Paris"))
    team = store.insert_memory(_memory(theirs, "Team offsite in Porto", visibility="team", team_id="t1"))
    return mine, theirs, a, b, team


def check_vector_search_applies_access(make: Factory) -> None:
    store = make()
    mine, theirs, a, b, team = _alice_and_bob(store)
    store.put_vectors(
        "memory", [a.id, b.id, team.id], MODEL, np.stack([_vec(1, 0), _vec(1, 0.01), _vec(0, 1)])
    )
    store.put_vectors("episode", [mine.id, theirs.id], MODEL, np.stack([_vec(1, 0), _vec(1, 0)]))
    query = _vec(1, 0)
    hits = store.vector_search("memory", MODEL, query, _alice(), 10)
    assert [h[0] for h in hits] == [a.id], "another user's nearest vector is never returned"
    assert abs(hits[0][1] - 1.0) < 1e-5, "the score is the exact cosine"
    assert [h[0] for h in store.vector_search("episode", MODEL, query, _alice(), 10)] == [mine.id]
    assert store.vector_search("memory", "another-model", query, _alice(), 10) == []
    store.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    hits = store.vector_search("memory", MODEL, query, _alice(), 10)
    assert [h[0] for h in hits] == [a.id, team.id], "a team grant opens the team's rows, best first"
    store.revoke_grant("team_member", "alice", "t1", T0 + timedelta(days=2))
    later = _alice(T0 + timedelta(days=3))
    assert [h[0] for h in store.vector_search("memory", MODEL, query, later, 10)] == [a.id]
    assert store.vector_search("memory", MODEL, query, _alice(), 10, kinds=["summary"]) == []


def check_vector_search_follows_updates_and_as_of(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    old = store.insert_memory(_memory(ep, "Lives in Paris"))
    store.put_vectors("memory", [old.id], MODEL, _vec(1, 0)[None, :])
    assert [h[0] for h in store.vector_search("memory", MODEL, _vec(1, 0), _alice(), 5)] == [old.id]
    store.update_memory(old.id, "memory.retract", status="retracted", valid_to=T0 + timedelta(hours=2))
    assert store.vector_search("memory", MODEL, _vec(1, 0), _alice(), 5) == [], "a retracted row drops out"
    then = store.vector_search("memory", MODEL, _vec(1, 0), _alice(), 5, as_of=T0 + timedelta(hours=1))
    assert [h[0] for h in then] == [old.id], "as_of finds the row valid then"


def check_readable_ids_and_any(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    fact = store.insert_memory(_memory(ep, "Alice lives in Paris"))
    summary = store.insert_memory(_memory(ep, "Alice, in short", kind="summary"))
    assert sorted(store.allowed_ids("memories", _alice())) == sorted([fact.id, summary.id])
    assert store.allowed_ids("memories", _alice(), kinds=["summary"]) == [summary.id]
    assert store.allowed_ids("episodes", _alice()) == [ep.id]
    assert store.allowed_ids("episodes", _alice(), as_of=T0 - timedelta(days=1)) == [], "said after as_of"
    assert store.any_readable("memories", _alice(), kinds=["fact"])
    assert not store.any_readable("memories", Access("bob", None, T0 + timedelta(days=1)))


def check_text_search_plans_agree(make: Factory) -> None:
    store = make()
    eps = [_episode(content=f"turn {i} about the red kite") for i in range(3)]
    eps.append(_episode(user="bob", content="bob saw a red kite"))
    for ep in eps:
        store.insert_episode(ep)
    for i, ep in enumerate(eps):
        store.insert_memory(_memory(ep, f"kite note {i} red" + " kite" * (i % 2)))
    for table in ("memories", "episodes"):
        for limit in (1, 2, 10):
            join = store.text_search(table, "red kite", _alice(), limit, plan="join")
            assert join == store.text_search(table, "red kite", _alice(), limit, plan="filter")
            assert join == store.text_search(table, "red kite", _alice(), limit)
            assert len(join) == min(limit, 3), "bob's rows never count"


def check_entity_search(make: Factory) -> None:
    store = make()
    ep = _episode(content="Caroline met Melanie in Paris")
    other = _episode(user="bob", content="Caroline and Melanie again")
    store.insert_episode(ep)
    store.insert_episode(other)
    both = store.insert_memory(_memory(ep, "Caroline met Melanie"))
    one = store.insert_memory(_memory(ep, "Caroline in Paris"))
    hidden = store.insert_memory(_memory(other, "Caroline and Melanie"))
    store.put_entities(both.id, ["Caroline", "Melanie"])
    store.put_entities(one.id, ["Caroline"])
    store.put_entities(hidden.id, ["Caroline", "Melanie"])
    hits = store.entity_search("memories", ["caroline", "melanie"], _alice(), 10)
    assert hits == [(both.id, 2.0), (one.id, 1.0)]
    assert store.entity_search("episodes", ["caroline", "melanie"], _alice(), 10) == [(ep.id, 2.0)]


def check_neighbouring_episodes(make: Factory) -> None:
    store = make()
    turns = [_episode(content=f"turn {i}", session_id="s1") for i in range(5)]
    for ep in turns:
        store.insert_episode(ep)
    store.insert_episode(_episode(user="bob", content="bob's turn", session_id="s1"))
    got = store.neighbouring_episodes([turns[2].id], _alice(), around=1)
    assert sorted(got) == sorted([(turns[1].id, turns[2].id), (turns[3].id, turns[2].id)])
    got = store.neighbouring_episodes([turns[4].id], _alice(), around=2)
    assert [g[0] for g in got] == [turns[3].id, turns[2].id], "nearest first, within the session"
    assert store.neighbouring_episodes([turns[2].id], Access("bob", None, T0), around=2) == []


def check_load_candidates(make: Factory) -> None:
    store = make()
    ep, _, a, b, _ = _alice_and_bob(store)
    old = store.insert_memory(_memory(ep, "Alice lived in Rome"))
    store.update_memory(old.id, "memory.supersede", status="superseded", valid_to=T0 + timedelta(hours=1))
    ids = [old.id, b.id, a.id, "mem_missing"]
    assert [m.id for m in store.load_candidates(ids, _alice())] == [a.id], "active and readable only"
    then = store.load_candidates(ids, _alice(), as_of=T0 + timedelta(minutes=30))
    assert [m.id for m in then] == [old.id, a.id], "with as_of, the versions valid then, in order"


def check_candidate_keys(make: Factory) -> None:
    """``candidate_keys``: the very memories ``load_candidates`` returns, with owner, kind and evidence."""
    store = make()
    ep, theirs, a, b, team = _alice_and_bob(store)
    store.add_evidence(team.id, Evidence(episode_id=ep.id, quote=ep.content[:5]))
    old = store.insert_memory(_memory(ep, "Alice lived in Rome"))
    store.update_memory(old.id, "memory.supersede", status="superseded", valid_to=T0 + timedelta(hours=1))
    store.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    ids = [team.id, old.id, b.id, a.id, "mem_missing"]
    for view in (_alice(), _alice().only("own"), _alice().only("shared")):
        for as_of in (None, T0 + timedelta(minutes=30)):
            loaded = store.load_candidates(ids, view, as_of)
            keys = store.candidate_keys(ids, view, as_of)
            want = [(m.id, m.user_id, m.kind, tuple(e.episode_id for e in m.evidence)) for m in loaded]
            assert [(k.id, k.user_id, k.kind, k.episodes) for k in keys] == want, (view.block, as_of)
    keys = store.candidate_keys(ids, _alice())
    assert [k.id for k in keys] == [team.id, a.id]
    assert keys[0].user_id == "bob" and keys[0].episodes == (theirs.id, ep.id), "evidence in order"


def check_missing_vectors_and_drop(make: Factory) -> None:
    store = make()
    ep = _episode()
    store.insert_episode(ep)
    item = store.insert_memory(_memory(ep, "Alice lives in Paris"))
    assert store.count_missing_vectors("memory", MODEL) == 1
    assert store.missing_vectors("memory", MODEL, 10) == [(item.id, item.text)]
    assert store.missing_vectors("episode", MODEL, 10) == [(ep.id, ep.content)]
    named = _episode(content="I paint", name="Caroline")
    store.insert_episode(named)
    assert (named.id, "Caroline: I paint") in store.missing_vectors("episode", MODEL, 10), (
        "an episode is embedded as said"
    )
    # ``recent``: only the newest rows are looked at (what a restarted vector queue checks).
    assert store.missing_vectors("episode", MODEL, 10, recent=1) == [(named.id, "Caroline: I paint")]
    store.put_vectors("episode", [named.id], MODEL, _vec(1, 0)[None, :])
    assert store.missing_vectors("episode", MODEL, 10, recent=1) == []
    assert store.missing_vectors("episode", MODEL, 10, recent=2) == [(ep.id, ep.content)]
    store.put_vectors("memory", [item.id], MODEL, _vec(1, 0)[None, :])
    store.put_vectors("memory", [item.id], "old-model", _vec(0, 1)[None, :])
    assert store.count_missing_vectors("memory", MODEL) == 0
    assert store.drop_vectors(MODEL) == 1
    assert store.vector_search("memory", "old-model", _vec(0, 1), _alice(), 5) == []
    assert [h[0] for h in store.vector_search("memory", MODEL, _vec(1, 0), _alice(), 5)] == [item.id]


def check_blocks_split_own_and_shared(make: Factory) -> None:
    """``Access.block``: the caller's own rows and the others' readable ones, in every search."""
    store = make()
    mine, theirs = _episode(content="kite flying in Lyon"), _episode(user="bob", content="kite in Lyon")
    store.insert_episode(mine)
    store.insert_episode(theirs)
    own = store.insert_memory(_memory(mine, "Alice flies a kite in Lyon"))
    team = store.insert_memory(_memory(theirs, "Bob flies a kite in Lyon", visibility="team", team_id="t1"))
    mine_shared = store.insert_memory(
        _memory(mine, "Alice shared: kite club in Lyon", visibility="team", team_id="t1")
    )
    store.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    store.put_entities(own.id, ["Lyon"])
    store.put_entities(team.id, ["Lyon"])
    store.put_vectors(
        "memory", [own.id, team.id, mine_shared.id], MODEL, np.stack([_vec(1, 0), _vec(1, 0.1), _vec(1, 0.2)])
    )
    store.put_vectors("episode", [mine.id], MODEL, _vec(1, 0)[None, :])
    alice = _alice()
    views = {"own": alice.only("own"), "shared": alice.only("shared")}
    want = {"own": {own.id, mine_shared.id}, "shared": {team.id}}
    for block, view in views.items():
        assert set(store.allowed_ids("memories", view)) == want[block], block
        assert {h[0] for h in store.text_search("memories", "kite Lyon", view, 10)} == want[block], block
        assert {h[0] for h in store.vector_search("memory", MODEL, _vec(1, 0), view, 10)} == want[block], (
            block
        )
        found = {h[0] for h in store.entity_search("memories", ["lyon"], view, 10)}
        assert found == want[block] - {mine_shared.id}, block
        assert store.any_readable("memories", view)
    assert store.allowed_ids("episodes", views["own"]) == [mine.id]
    assert store.allowed_ids("episodes", views["shared"]) == [], "an episode is never in the shared block"
    assert store.text_search("episodes", "kite", views["shared"], 10) == []
    assert store.vector_search("episode", MODEL, _vec(1, 0), views["shared"], 10) == []
    assert store.context_search("kite", views["shared"], 10) == []
    assert [h[0] for h in store.context_search("kite", views["own"], 10)] == [mine.id]


def check_context_search(make: Factory) -> None:
    """Turns read in context: as said, with their session neighbours and their day, kept on delete."""
    store = make()
    at = T0 + timedelta(hours=9)
    said = [
        ("Bob", "What did you paint last weekend?"),
        ("Caroline", "A sunrise over the lake"),
        ("Bob", "Lovely"),
    ]
    turns = [
        _episode(content=text, name=name, session_id="s1", event_time=at + timedelta(minutes=i))
        for i, (name, text) in enumerate(said)
    ]
    for ep in turns:
        store.insert_episode(ep)
    for i in range(6):  # another session, other words: the query's words are rare
        store.insert_episode(_episode(content=f"errand {i} at the bank", session_id="s2", event_time=T0))
    store.insert_episode(_episode(user="bob", content="I paint sunrises too", session_id="s1", event_time=at))
    alice = _alice()
    hits = store.context_search("paint", alice, 10)
    assert [h[0] for h in hits] == [turns[0].id, turns[1].id], "the answer is found through its neighbour"
    assert store.context_search("Caroline", alice, 10)[0][0] == turns[1].id, "the speaker is said"
    on_day = store.context_search("Thursday", alice, 10)
    assert {turns[0].id, turns[1].id, turns[2].id} <= {h[0] for h in on_day}, "found by the day it was said"
    assert store.context_search("paint", alice, 10, as_of=T0) == [], "as_of: not said yet"
    try:
        store.context_search("paint", alice, 10, neighbours=-1.0)
    except ValidationError:
        pass
    else:
        raise AssertionError("a negative weight is refused")


def check_superseded_episodes(make: Factory) -> None:
    store = make()
    old, new, plain = _episode(content="I live in Paris"), _episode(content="I moved to Lyon"), _episode()
    for ep in (old, new, plain):
        store.insert_episode(ep)
    paris = store.insert_memory(_memory(old, "Lives in Paris"))
    store.insert_memory(_memory(new, "Lives in Lyon"))
    assert store.superseded_episodes([old.id, new.id, plain.id]) == set()
    store.update_memory(paris.id, "memory.supersede", status="superseded", valid_to=T0 + timedelta(hours=1))
    assert store.superseded_episodes([old.id, new.id, plain.id]) == {old.id}


RETRIEVAL_CHECKS = [
    check_vector_search_applies_access,
    check_vector_search_follows_updates_and_as_of,
    check_readable_ids_and_any,
    check_text_search_plans_agree,
    check_entity_search,
    check_neighbouring_episodes,
    check_load_candidates,
    check_candidate_keys,
    check_missing_vectors_and_drop,
    check_blocks_split_own_and_shared,
    check_context_search,
    check_superseded_episodes,
]
