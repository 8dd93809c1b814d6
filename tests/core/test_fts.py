"""The scoped MATCH is only a pre-filter: results equal the unscoped query filtered by the predicate."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from veramem_core import fts
from veramem_core.access import Access
from veramem_core.models import Episode, Grant, MemoryItem
from veramem_core.store import SQLiteStore

T0 = datetime(2026, 1, 1, tzinfo=UTC)
LATER = T0 + timedelta(days=10)
WORDS = ["apple", "river", "stone", "cloud", "maple", "tiger", "violin", "harbor", "lemon", "orbit"]
# Awkward ids on purpose: quotes, spaces, underscores and non-ASCII must not break the tokens.
USERS = ["alice", "bob", 'o"brien ü', "user_1 two"]
TEAMS = ["t1", "team two", "Équipe_3"]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(tmp_path / "fts.db")
    yield s
    s.close()


def _memory(n: int, user: str, text: str, visibility: str = "private", team: str | None = None) -> MemoryItem:
    return MemoryItem(
        id=f"mem_{n:04d}",
        kind="fact",
        text=text,
        authority="authorized",
        user_id=user,
        team_id=team,
        visibility=visibility,  # type: ignore[arg-type]
        valid_from=T0,
        created_at=T0,
    )


def _episode(n: int, user: str, text: str) -> Episode:
    return Episode(id=f"ep_{n:04d}", role="user", content=text, user_id=user, event_time=T0, created_at=T0)


def _populate(store: SQLiteStore) -> None:
    rng = random.Random(7)
    for n in range(300):
        text = " ".join(rng.choices(WORDS, k=rng.randint(2, 7)))
        user = rng.choice(USERS)
        visibility = rng.choice(["private", "private", "team", "public"])
        team = rng.choice(TEAMS) if visibility == "team" else None
        store.insert_memory(_memory(n, user, text, visibility, team))
        store.insert_episode(_episode(n, rng.choice(USERS), text))
    store.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    store.add_grant(Grant(kind="team_member", subject="alice", object="Équipe_3", granted_at=T0))
    store.add_grant(Grant(kind="team_member", subject='o"brien ü', object="team two", granted_at=T0))


def _unscoped(store: SQLiteStore, table: str, query: str, access: Access) -> list[tuple[str, float]]:
    """What text_search returns, computed without the scope: every row matched, then the predicate."""
    alias = "m" if table == "memories" else "e"
    where, params = access.memory_sql("m") if table == "memories" else access.episode_sql("e")
    params["match"] = f"{fts.TEXT_COLUMN[table]}:({fts.phrases(query.split())})"
    rows = store.execute(
        f"SELECT {alias}.id AS id, bm25({table}_fts, 1.0, 0.0) AS rank FROM {table}_fts"
        f" JOIN {table} {alias} ON {alias}.rowid = {table}_fts.rowid"
        f" WHERE {table}_fts MATCH :match AND {where} ORDER BY rank",
        params,
    )
    return [(r["id"], -float(r["rank"])) for r in rows]


@pytest.mark.parametrize("table", ["memories", "episodes"])
@pytest.mark.parametrize("caller", [*USERS, None])
def test_scoped_results_equal_unscoped_filtered_by_predicate(
    store: SQLiteStore, table: str, caller: str | None
) -> None:
    _populate(store)
    access = Access(caller, None, LATER)
    for query in ("apple", "river stone", "maple tiger violin", "lemon orbit cloud harbor"):
        scoped = store.text_search(table, query, access, 1000)
        expected = _unscoped(store, table, query, access)
        assert scoped, "the fixture must give every caller something to find"
        assert dict(scoped) == pytest.approx(dict(expected)), "same rows, same BM25 scores"
        assert [s for _, s in scoped] == pytest.approx([s for _, s in expected]), "same order"


def test_another_users_rows_are_never_matched(store: SQLiteStore) -> None:
    store.insert_memory(_memory(1, "bob", "secret violin lessons"))
    store.insert_episode(_episode(1, "bob", "my secret violin lessons"))
    mine = store.insert_memory(_memory(2, "alice", "violin concert"))
    alice = Access("alice", None, LATER)
    assert [i for i, _ in store.text_search("memories", "secret violin", alice, 10)] == [mine.id]
    assert store.text_search("episodes", "secret violin", alice, 10) == []
    # The MATCH alone, before any predicate, already excludes Bob's rows.
    match = fts.scoped_match("memories", ["secret", "violin"], alice, store.execute)
    rows = store.execute(
        "SELECT m.id AS id FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid"
        " WHERE memories_fts MATCH :match",
        {"match": match},
    )
    assert [r["id"] for r in rows] == [mine.id]


def test_team_rows_match_only_while_the_grant_holds(store: SQLiteStore) -> None:
    team = store.insert_memory(_memory(1, "bob", "harbor lights", "team", "t1"))
    store.insert_memory(_memory(2, "bob", "harbor fog", "team", "t2"))
    store.add_grant(Grant(kind="team_member", subject="alice", object="t1", granted_at=T0))
    store.revoke_grant("team_member", "alice", "t1", LATER)
    before, after = Access("alice", None, LATER - timedelta(days=1)), Access("alice", None, LATER)
    assert [i for i, _ in store.text_search("memories", "harbor", before, 10)] == [team.id]
    assert store.text_search("memories", "harbor", after, 10) == []
    assert fts.team_token("t1") in (fts.scope_tokens("memories", before, store.execute) or [])
    assert fts.team_token("t1") not in (fts.scope_tokens("memories", after, store.execute) or [])


def test_query_words_never_match_scope_tokens(store: SQLiteStore) -> None:
    public = store.insert_memory(_memory(1, "bob", "a public library card", "public"))
    store.insert_memory(_memory(2, "carol", "orbit", "public"))
    alice = Access("alice", None, LATER)
    assert [i for i, _ in store.text_search("memories", "public", alice, 10)] == [public.id]
    assert store.text_search("memories", fts.user_token("bob"), alice, 10) == []
