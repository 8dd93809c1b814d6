from datetime import UTC, datetime, timedelta

from veramem_core.config import Config
from veramem_core.models import Slot
from veramem_retrieve.priors import chronological, newest_wins, priors

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def test_hook_veramem_priors(mem, put):
    put("Alice likes tea", successes=3.0, uses=3)
    request = mem._request("tea", "alice", None, 5, None)
    hit = mem.search("tea", user_id="alice").items[0]
    adjustments = mem.pm.hook.veramem_priors(request=request, hit=hit)
    merged = {k: v for d in adjustments for k, v in d.items()}
    assert merged["utility"] == Config().utility_lambda * (4 / 5 - 0.5)
    assert 0 < merged["recency"] <= Config().recency_weight


def test_utility_breaks_ties_in_ranking(mem, put):
    put("Alice drinks green tea", id="mem_low", failures=4.0, uses=4)
    put("Alice drinks green tea", id="mem_high", successes=4.0, uses=4)
    items = mem.search("green tea", user_id="alice").items
    assert [h.id for h in items] == ["mem_high", "mem_low"]
    assert items[0].explain["priors"]["utility"] > 0 > items[1].explain["priors"]["utility"]


def test_recency_is_mild(mem, put):
    old = put("Alice plays chess", days_ago=3000)
    hit = mem.search("chess", user_id="alice").items[0]
    assert hit.id == old.id
    assert priors(hit, Config(), NOW)["recency"] < 0.001


def test_temporal_newest_version_wins_and_time_order(mem, put):
    put("Alice lives in Porto", id="mem_old", days_ago=400, slot=Slot(subject="alice", attribute="city"))
    put("Alice lives in Lisbon", id="mem_new", days_ago=10, slot=Slot(subject="alice", attribute="city"))
    put("Alice started a job in Lisbon", id="mem_job", days_ago=200)
    result = mem.search("where does Alice live now? Lisbon Porto", user_id="alice")
    ids = [h.id for h in result.items]
    assert "mem_old" not in ids and "mem_new" in ids
    times = [h.memory.valid_from for h in result.items]
    assert times == sorted(times)
    assert all("relevance_rank" in h.explain for h in result.items)


def test_newest_wins_drops_superseded_in_pool(mem, put):
    a = put("Bob works at Acme", id="mem_a", days_ago=50)
    b = put("Bob works at Initech", id="mem_b", days_ago=5, supersedes=a.id)
    hits = mem.search(
        "when did Bob work at Acme or Initech", user_id="alice", as_of=NOW - timedelta(days=1)
    ).items
    assert b.id in [h.id for h in newest_wins(hits)]
    assert chronological([]) == []


def test_newest_version_of_a_slot_wins_through_add(writer):
    m = writer
    paris = m.add([{"role": "user", "content": "I live in Paris"}], user_id="u", now=NOW - timedelta(days=30))
    berlin = m.add(
        [{"role": "tool", "name": "crm", "content": "The user lives in Berlin"}], user_id="u", now=NOW
    )
    # A tool cannot update the user's own statement: both stay active, one slot, a conflict recorded.
    assert paris.added[0].slot == berlin.added[0].slot.model_copy(update={"value": "paris"})
    assert berlin.conflicts and not berlin.updated
    items = m.search("where do I live now?", user_id="u").items
    assert [h.id for h in items] == [berlin.added[0].id]
    assert items[0].explain["older_versions"] == [paris.added[0].id]
    moved = m.add([{"role": "user", "content": "I moved to Lyon"}], user_id="u", now=NOW + timedelta(days=1))
    assert [h.text for h in m.search("where do I live now?", user_id="u").items] == [moved.updated[0].text]
