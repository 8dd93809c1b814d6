from datetime import UTC, datetime, timedelta

from veramem_core.access import Access
from veramem_core.stages import ChannelRanking
from veramem_core.store import SQLiteStore
from veramem_core.vector_index import VectorIndex


def index_for(store: object, owner_type: str, model: str) -> VectorIndex:
    assert isinstance(store, SQLiteStore)
    return store.vector_index(owner_type, model)


NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def test_hook_veramem_search(mem, put):
    put("Alice lives in Lisbon")
    request = mem._request("where does alice live? Lisbon", "alice", None, 5, None)
    outcome = mem.pm.hook.veramem_search(request=request)
    assert [h.text for h in outcome.items] == ["Alice lives in Lisbon"]
    assert outcome.metadata["levels"] == ["facts", "episodes"]


def test_hook_veramem_channels(mem, put):
    put("Alice lives in Lisbon")
    request = mem._request("Lisbon", "alice", None, 5, None)
    rankings = [r for batch in mem.pm.hook.veramem_channels(request=request) for r in batch]
    assert {r.channel for r in rankings} >= {"dense", "lexical", "entity"}
    assert all(isinstance(r, ChannelRanking) for r in rankings)


def test_another_users_memory_never_appears_even_as_nearest_vector(mem, put):
    secret = put("Bob's bank PIN is 4321", user_id="bob")
    put("Alice likes hiking")
    result = mem.search("Bob's bank PIN is 4321", user_id="alice")
    assert secret.id not in [h.id for h in result.items + result.shared]
    # The dense index holds bob's vector, but only the allowed rows are scored.
    index = index_for(mem.store, "memory", mem.embedder.name)
    assert secret.id in index.row_of
    query = mem.embedder.embed(["Bob's bank PIN is 4321"])[0]
    hits = mem.store.vector_search("memory", mem.embedder.name, query, Access("alice", None, NOW), 10)
    assert [i for i, _ in hits] == ["mem_0001"]


def test_explain_has_channel_ranks_and_priors(mem, put):
    put("Alice lives in Lisbon")
    hit = mem.search("Lisbon", user_id="alice").items[0]
    assert hit.explain["channels"]["lexical"] == 1 and hit.explain["channels"]["dense"] == 1
    assert set(hit.explain["priors"]) == {"utility", "recency"}
    assert hit.explain["block"] == "own"


def test_trace_records_query_route_ids_scores(mem, put):
    put("Alice lives in Lisbon")
    result = mem.search("Lisbon", user_id="alice")
    trace = mem.store.get_trace(result.trace_id)
    assert trace.query == "Lisbon" and trace.route == ["facts", "episodes"]
    assert [i.id for i in trace.items] == [h.id for h in result.items]
    assert trace.items[0].score == result.items[0].score
    assert trace.metadata["explain"][result.items[0].id]["channels"]["lexical"] == 1


def test_as_of_searches_the_past(mem, put):
    old = put("Alice lives in Porto", id="mem_old", days_ago=400)
    mem.store.update_memory(
        old.id, "memory.supersede", status="superseded", valid_to=NOW - timedelta(days=10)
    )
    put("Alice lives in Lisbon", id="mem_new", days_ago=10)
    now_ids = [h.id for h in mem.search("Alice lives", user_id="alice").items]
    past_ids = [
        h.id for h in mem.search("Alice lives", user_id="alice", as_of=NOW - timedelta(days=100)).items
    ]
    assert now_ids == ["mem_new"]
    assert past_ids == ["mem_old"]


def test_shared_block_never_displaces_own(mem, put):
    mem.grant("team_member", "alice", "t1", at=NOW - timedelta(days=100))
    own = [put(f"Alice deploy checklist step {i}") for i in range(3)]
    team = put(
        "Deploy checklist: run migrations first",
        user_id="carol",
        visibility="team",
        team_id="t1",
        kind="experience",
        authority="unendorsed",
    )
    public = put(
        "Deploy checklist: tag the release",
        user_id="pool",
        visibility="public",
        kind="experience",
        authority="unendorsed",
    )
    result = mem.search("deploy checklist", user_id="alice", k=3)
    assert sorted(h.id for h in result.items) == sorted(m.id for m in own)
    assert {h.id for h in result.shared} == {team.id, public.id}
    assert all(h.explain["block"] == "shared" for h in result.shared)
    trace = mem.store.get_trace(result.trace_id)
    assert set(trace.metadata["shared"]) == {team.id, public.id}


def test_raw_episodes_when_nothing_derived(mem):
    mem.add([{"role": "user", "content": "My dog is called Rex", "id": "m1"}], user_id="alice", infer=False)
    mem.add([{"role": "user", "content": "My dog is called Fido", "id": "m2"}], user_id="bob", infer=False)
    result = mem.search("what is my dog called?", user_id="alice")
    assert result.route == ["facts", "episodes"]
    assert [h.episode.message_id for h in result.items] == ["m1"]
    assert result.items[0].kind == "episode"


def test_episode_route_finds_neighbouring_turn(mem):
    mem.add(
        [
            {"role": "user", "content": "Bob: what did you adopt last week?"},
            {"role": "user", "content": "Alice: a small grey kitten from the shelter"},
            {"role": "user", "content": "Bob: nice, unrelated, the weather is great"},
        ],
        user_id="alice",
        infer=False,
        session_id="s1",
    )
    items = mem.search("What exactly did Alice adopt?", user_id="alice").items
    # The answer shares only "Alice" with the question; "adopt" is in the turn before it.
    assert any("kitten" in h.text and "lexical" in h.explain["channels"] for h in items[:2])


def test_lexical_channel_applies_access_in_sql(mem, put):
    from veramem_retrieve import lexical

    put("zebra crossing notes", user_id="bob")
    mine = put("zebra stripes", user_id="alice")
    request = mem._request("zebra", "alice", None, 5, None)
    assert lexical.rank(request, "facts", 10).ids == [mine.id]


def test_vectors_of_two_models_never_mix(mem, put):
    item = put("Alice lives in Lisbon")
    mem.store.put_vectors("memory", [item.id], "other-model", mem.embedder.embed(["unrelated"]) * 0 + 1)
    index = index_for(mem.store, "memory", mem.embedder.name)
    assert len(index) == 1
    other = index_for(mem.store, "memory", "other-model")
    assert len(other) == 1 and other.model == "other-model"


def test_index_syncs_incrementally(mem, put):
    put("first memory")
    index = index_for(mem.store, "memory", mem.embedder.name)
    assert len(index) == 1
    put("second memory")
    assert len(index_for(mem.store, "memory", mem.embedder.name)) == 2


def test_lexical_channel_sees_team_rows_only_while_the_grant_holds(mem, put):
    from veramem_retrieve import lexical

    mem.grant("team_member", "alice", "t1", at=NOW - timedelta(days=10))
    team = put("quarterly zebra census", user_id="bob", visibility="team", team_id="t1")
    put("zebra census draft", user_id="bob")
    request = mem._request("zebra census", "alice", None, 5, None)
    assert lexical.rank(request, "facts", 10).ids == [team.id]
    mem.revoke("team_member", "alice", "t1", at=NOW - timedelta(days=1))
    request = mem._request("zebra census", "alice", None, 5, None)
    assert lexical.rank(request, "facts", 10).ids == []


def test_search_reports_the_route_it_used_without_rewriting_the_request(mem):
    mem.add([{"role": "user", "content": "My dog is called Rex"}], user_id="alice", infer=False)
    request = mem._request("summarise my dog", "alice", None, 5, None)
    outcome = mem.pm.hook.veramem_search(request=request)
    assert request.route.levels == ["summaries", "facts"]  # no summary or fact yet: raw episodes too
    assert outcome.route.levels == ["summaries", "facts", "episodes"]
    result = mem.search("summarise my dog", user_id="alice")
    assert result.route == ["summaries", "facts", "episodes"]
    assert mem.store.get_trace(result.trace_id).route == ["summaries", "facts", "episodes"]
