"""The SQLite store's retrieval queries: both text-search plans agree, corpus stopwords, candidates."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from veramem_core import sqlite_search
from veramem_core.access import Access
from veramem_core.models import Episode, Grant, MemoryItem
from veramem_core.store import SQLiteStore

T0 = datetime(2026, 1, 1, tzinfo=UTC)
LATER = T0 + timedelta(days=10)
WORDS = ["apple", "river", "stone", "cloud", "maple", "tiger", "violin", "harbor", "lemon", "orbit"]
USERS = ["alice", "bob", "carol"]
QUERIES = ("apple", "river stone", "maple tiger violin", "lemon orbit cloud harbor", "zebra", "apple zebra")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(tmp_path / "search.db")
    rng = random.Random(11)
    for n in range(400):
        # Many rows share a word and a length, so BM25 ties are common: the plans must break them alike.
        text = " ".join(rng.choices(WORDS, k=rng.randint(1, 4)))
        if n % 97 == 0:
            text += " zebra"
        user = rng.choice(USERS)
        visibility = rng.choice(["private", "private", "private", "team", "public"])
        s.insert_memory(
            MemoryItem(
                id=f"mem_{n:04d}",
                kind=rng.choice(["fact", "event", "summary"]),
                text=text,
                authority="authorized",
                user_id=user,
                team_id="t1" if visibility == "team" else None,
                visibility=visibility,  # type: ignore[arg-type]
                valid_from=T0 + timedelta(hours=n % 5),
                created_at=T0,
                status=rng.choice(["active", "active", "active", "superseded"]),
            )
        )
        s.insert_episode(
            Episode(
                id=f"ep_{n:04d}",
                role="user",
                content=text,
                user_id=user,
                event_time=T0 + timedelta(hours=n % 7),
                created_at=T0,
            )
        )
    s.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    yield s
    s.close()


CASES = [
    {},
    {"kinds": ["fact", "event"]},
    {"as_of": T0 + timedelta(hours=3)},
]


@pytest.mark.parametrize("block", ["all", "own", "shared"])
@pytest.mark.parametrize("caller", [*USERS, None])
def test_both_plans_return_the_same_hits(store: SQLiteStore, caller: str | None, block: str) -> None:
    # A block view passes few of the best matches (the shared block of a private-heavy store), so the
    # filter plan hands over to the join part way: the hits must not change.
    access = Access(caller, None, LATER).only(block)  # type: ignore[arg-type]
    compared = 0
    for table in ("memories", "episodes"):
        for query in QUERIES:
            for limit in (1, 5, 1000):
                for case in CASES if table == "memories" else CASES[::2]:
                    join = store.text_search(table, query, access, limit, plan="join", **case)
                    filtered = store.text_search(table, query, access, limit, plan="filter", **case)
                    assert join == filtered, (table, query, limit, case)
                    compared += bool(join)
    assert compared > (10 if block == "shared" else 50), "the fixture gives every caller plenty to find"


def test_auto_filters_when_the_caller_reads_most_rows(store: SQLiteStore) -> None:
    admin = Access(None, None, LATER)
    mine, total = sqlite_search.scope_counts(store, "memories", admin)
    assert mine == total == 400
    alice = Access("alice", None, LATER)
    mine, total = sqlite_search.scope_counts(store, "memories", alice)
    assert 0 < mine < total, "alice's scopes: her private rows, team t1 and public"
    assert store.text_search("memories", "river", alice, 7) == store.text_search(
        "memories", "river", alice, 7, plan="join"
    )


def test_common_words_leave_the_match_of_a_large_table(store: SQLiteStore) -> None:
    admin = Access(None, None, LATER)
    everything = store.text_search("memories", "apple zebra", admin, 1000)
    assert any("zebra" not in store.get_memory(i, admin).text for i, _ in everything)
    # Pretend the table is large: "apple" (in far more than 10% of rows) becomes a stopword.
    store.common_from, store.common_share = 100, 0.1
    pruned = store.text_search("memories", "apple zebra", admin, 1000)
    assert pruned and all("zebra" in store.get_memory(i, admin).text for i, _ in pruned)
    # Every word common: only the rows holding all of them are ranked.
    both = store.text_search("memories", "apple river", admin, 1000)
    assert both and all({"apple", "river"} <= set(store.get_memory(i, admin).text.split()) for i, _ in both)
    for caller in USERS:
        access = Access(caller, None, LATER)
        for query in QUERIES:
            join = store.text_search("memories", query, access, 10, plan="join")
            assert join == store.text_search("memories", query, access, 10, plan="filter")


def test_bad_plan_and_table_name_the_value(store: SQLiteStore) -> None:
    from veramem_core.errors import ValidationError

    with pytest.raises(ValidationError, match="'sideways'"):
        store.text_search("memories", "apple", Access("alice", None, LATER), 5, plan="sideways")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="'traces'"):
        store.text_search("traces", "apple", Access("alice", None, LATER), 5)


def test_the_own_block_of_a_pool_checks_the_writers_rows_first(tmp_path: Path) -> None:
    # Dana wrote 12 of a team pool's 300 rows: her scopes hold the whole pool, so her own block's
    # join checks each match against the rows she wrote (scope_rows counts them) before scoring.
    store = SQLiteStore(tmp_path / "pool.db")
    rng = random.Random(5)
    for n in range(300):
        user = "dana" if n % 25 == 0 else f"mate{n % 7}"
        store.insert_memory(
            MemoryItem(
                id=f"mem_{n:04d}",
                kind="fact",
                text=" ".join(rng.choices(WORDS, k=rng.randint(1, 4))),
                authority="authorized",
                user_id=user,
                team_id="pool",
                visibility="team",
                valid_from=T0,
                created_at=T0,
            )
        )
    store.add_grant(Grant(kind="team_member", subject="dana", object="pool", granted_at=T0))
    dana = Access("dana", None, LATER)
    found = sqlite_search.counts(store, "memories", dana.only("own"))
    assert (found.wrote, found.scoped, found.total) == (12, 300, 300)
    assert found.by_writer() and not found.narrows()
    assert sqlite_search.scope_counts(store, "memories", dana.only("own")) == (12, 300)
    assert sqlite_search.scope_counts(store, "memories", dana.only("shared")) == (288, 300)
    compared = 0
    for query in QUERIES:
        for limit in (1, 5, 1000):
            own = store.text_search("memories", query, dana.only("own"), limit)
            assert own == store.text_search("memories", query, dana.only("own"), limit, plan="filter")
            assert own == store.text_search("memories", query, dana.only("own"), limit, plan="join")
            every = store.text_search("memories", query, dana, 1000)
            mine = [hit for hit in every if store.get_memory(hit[0], dana).user_id == "dana"]
            assert own == mine[:limit], "the own block: the caller's rows of the full ranking, in order"
            compared += bool(own)
    assert compared > 5
    store.close()
