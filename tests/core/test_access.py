"""The access predicate: SQL against a plain-Python reference model, and its promises one by one."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.authority import of_role
from veramem_core.config import Config
from veramem_core.errors import Forbidden, NotFound, ValidationError
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.store import SQLiteStore
from veramem_core.testing import Clock, first_party_plugins

T0 = datetime(2026, 1, 1, tzinfo=UTC)
USERS = ["u1", "u2", "u3"]
TEAMS = ["t1", "t2"]
AGENTS = ["a1", "a2"]
RESOURCES = ["r1", "r2"]


def at(hours: int | None) -> str | None:
    return None if hours is None else _time.to_db(T0 + timedelta(hours=hours))


@dataclass(frozen=True)
class G:
    kind: str
    subject: str
    obj: str
    granted: int
    revoked: int | None


@dataclass(frozen=True)
class M:
    owner: str
    agent: str | None
    team: str | None
    visibility: str
    kind: str
    status: str
    sources: tuple[tuple[str, str | None], ...]  # (role, name) of each evidence episode


grants = st.builds(
    G,
    kind=st.sampled_from(["user_agent", "agent_resource", "team_member"]),
    subject=st.sampled_from(USERS + AGENTS),
    obj=st.sampled_from(AGENTS + RESOURCES + TEAMS),
    granted=st.integers(0, 10),
    revoked=st.none() | st.integers(0, 12),
)
memories = st.builds(
    M,
    owner=st.sampled_from(USERS),
    agent=st.none() | st.sampled_from(AGENTS),
    team=st.none() | st.sampled_from(TEAMS),
    visibility=st.sampled_from(["private", "team", "public"]),
    kind=st.sampled_from(["fact", "preference", "event", "experience"]),
    status=st.sampled_from(["active", "active", "superseded", "retracted", "archived"]),
    sources=st.lists(
        st.tuples(
            st.sampled_from(["user", "tool", "document", "assistant"]), st.none() | st.sampled_from(RESOURCES)
        ),
        min_size=1,
        max_size=2,
    ).map(tuple),
)


UNIT = np.array([1.0, 0.0], dtype=np.float32).tobytes()


def in_force(g: G, now: int) -> bool:
    return g.granted <= now and (g.revoked is None or g.revoked > now)


def reference(ms: list[M], gs: list[G], caller: str, agent: str | None, now: int) -> set[int]:
    """The predicate, written plainly from the spec and the contract."""
    teams = {g.obj for g in gs if g.kind == "team_member" and g.subject == caller and in_force(g, now)}
    agents = {g.obj for g in gs if g.kind == "user_agent" and g.subject == caller and in_force(g, now)}
    agents_configured = any(g.kind == "user_agent" and g.subject == caller for g in gs)
    resources = {g.obj for g in gs if g.kind == "agent_resource" and g.subject == agent and in_force(g, now)}
    resources_configured = any(g.kind == "agent_resource" and g.subject == agent for g in gs)
    visible = set()
    for i, m in enumerate(ms):
        if m.status != "active":
            continue
        seen = (
            (m.visibility == "private" and m.owner == caller)
            or (m.visibility == "team" and m.team in teams)
            or m.visibility == "public"
        )
        if not seen or (m.kind == "preference" and m.owner != caller):
            continue
        if agents_configured and m.agent is not None and m.agent not in agents:
            continue
        if agent is not None:
            if agents_configured and agent not in agents:
                continue
            used = {name or "" for role, name in m.sources if role in ("tool", "document")}
            if resources_configured and not used <= resources:
                continue
        visible.add(i)
    return visible


def reference_episodes(ms: list[M], gs: list[G], caller: str, agent: str | None, now: int) -> set[str]:
    """Raw episodes: their owner's only, through the same agent and resource rules."""
    agents = {g.obj for g in gs if g.kind == "user_agent" and g.subject == caller and in_force(g, now)}
    agents_configured = any(g.kind == "user_agent" and g.subject == caller for g in gs)
    resources = {g.obj for g in gs if g.kind == "agent_resource" and g.subject == agent and in_force(g, now)}
    resources_configured = any(g.kind == "agent_resource" and g.subject == agent for g in gs)
    visible = set()
    for i, m in enumerate(ms):
        if m.owner != caller or (agents_configured and m.agent is not None and m.agent not in agents):
            continue
        if agent is not None and agents_configured and agent not in agents:
            continue
        for j, (role, name) in enumerate(m.sources):
            used = role in ("tool", "document") and (name or "") not in resources
            if agent is not None and resources_configured and used:
                continue
            visible.add(f"e{i}_{j}")
    return visible


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> SQLiteStore:
    return SQLiteStore(tmp_path_factory.mktemp("access") / "access.db")


def load(store: SQLiteStore, ms: list[M], gs: list[G]) -> None:
    # Rows go in directly: this test is about the predicate, not the write path.
    conn = store.conn
    conn.execute("BEGIN")
    for table in ("evidence", "memories", "episodes", "grants", "vectors"):
        conn.execute(f"DELETE FROM {table}")
    for i, g in enumerate(gs):
        conn.execute(
            "INSERT INTO grants VALUES (?, ?, ?, ?, ?, ?)",
            (f"g{i}", g.kind, g.subject, g.obj, at(g.granted), at(g.revoked)),
        )
    for i, m in enumerate(ms):
        conn.execute(
            "INSERT INTO memories (id, kind, text, authority, user_id, agent_id, team_id, visibility, valid_from,"
            " created_at, status) VALUES (?, ?, 'x', ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                f"m{i}",
                m.kind,
                of_role(m.sources[0][0]) if m.sources else "authorized",
                m.owner,
                m.agent,
                m.team,
                m.visibility,
                at(0),
                at(0),
                m.status,
            ),
        )
        conn.execute("INSERT INTO vectors VALUES (?, 'memory', 'unit', 2, ?)", (f"m{i}", UNIT))
        for j, (role, name) in enumerate(m.sources):
            conn.execute(
                "INSERT INTO episodes (id, role, content, name, user_id, agent_id, event_time, sha256,"
                " created_at) VALUES (?, ?, 'x', ?, ?, ?, ?, '', ?)",
                (f"e{i}_{j}", role, name, m.owner, m.agent, at(0), at(0)),
            )
            conn.execute("INSERT INTO vectors VALUES (?, 'episode', 'unit', 2, ?)", (f"e{i}_{j}", UNIT))
            conn.execute("INSERT INTO evidence VALUES (?, ?, ?, 'x')", (f"m{i}", j, f"e{i}_{j}"))
    conn.execute("COMMIT")


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    ms=st.lists(memories, max_size=8),
    gs=st.lists(grants, max_size=8),
    caller=st.sampled_from(USERS),
    agent=st.none() | st.sampled_from(AGENTS),
    now=st.integers(0, 12),
)
def test_sql_predicate_and_its_mask_match_reference_model(
    store: SQLiteStore, ms: list[M], gs: list[G], caller: str, agent: str | None, now: int
) -> None:
    load(store, ms, gs)
    access = Access(caller, agent, T0 + timedelta(hours=now))
    expected = reference(ms, gs, caller, agent, now)
    assert {int(i[1:]) for i in store.allowed_ids("memories", access)} == expected
    # The bulk form (one mask over the in-process vector index) against the same model and examples.
    unit = np.array([1.0, 0.0], dtype=np.float32)
    masked = store.vector_search("memory", "unit", unit, access, 100)
    assert {int(i[1:]) for i, _ in masked} == expected
    episodes = reference_episodes(ms, gs, caller, agent, now)
    assert set(store.allowed_ids("episodes", access)) == episodes
    assert {i for i, _ in store.vector_search("episode", "unit", unit, access, 100)} == episodes


# --- the promises, through the facade ---


def test_unreadable_and_missing_ids_raise_the_same_error(memory) -> None:
    from veramem_core.models import Evidence, MemoryItem

    r = memory.add([{"role": "user", "content": "I live in Paris"}], user_id="alice", infer=False)
    item = MemoryItem(
        id="mem_secret",
        kind="fact",
        text="Lives in Paris",
        authority="authorized",
        user_id="alice",
        evidence=[Evidence(episode_id=r.episodes[0], quote="Paris")],
        valid_from=T0,
        created_at=T0,
    )
    memory.store.insert_memory(item)
    errors = []
    for ident in ("mem_secret", "mem_missing"):
        for call in (memory.get, memory.history):
            with pytest.raises(NotFound) as exc:
                call(ident, user_id="mallory")
            errors.append(str(exc.value).replace(ident, "ID"))
    assert len(set(errors)) == 1
    assert memory.get("mem_secret", user_id="alice").text == "Lives in Paris"


def test_revocation_is_retroactive(memory, db_path: Path) -> None:
    from veramem_core.models import Evidence, MemoryItem

    r = memory.add(
        [{"role": "user", "content": "deploy key rotates weekly"}],
        user_id="alice",
        agent_id="a1",
        infer=False,
    )
    memory.grant("user_agent", "alice", "a1", at=T0)
    item = MemoryItem(
        id="mem_a1",
        kind="fact",
        text="Deploy key rotates weekly",
        authority="authorized",
        user_id="alice",
        agent_id="a1",
        evidence=[Evidence(episode_id=r.episodes[0], quote="deploy")],
        valid_from=T0,
        created_at=T0,
    )
    memory.store.insert_memory(item)
    assert [m.id for m in memory.list(user_id="alice").items] == ["mem_a1"]
    memory.revoke("user_agent", "alice", "a1")
    # Written while the grant held, hidden now that it does not: revocation reaches back.
    assert memory.list(user_id="alice").items == []
    with pytest.raises(NotFound):
        memory.get("mem_a1", user_id="alice")


# --- time belongs to the server; identity is checked on writes (issue 7, items 3 and 4) ---


@pytest.fixture
def team_memory(tmp_path: Path, clock: Clock) -> Iterator[Memory]:
    """carol (a member of t1) wrote a team memory; dan was a member and is revoked."""
    clock.set("2026-06-01T00:00:00Z")
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=tmp_path / "team.db", config=Config(embedder="hashing"), pm=pm) as m:
        m.grant("team_member", "carol", "t1", at="2026-01-01T00:00:00Z")
        m.grant("team_member", "dan", "t1", at="2026-01-01T00:00:00Z")
        m.add(
            [{"role": "user", "content": "The release checklist lives at wiki.example.com"}],
            user_id="carol",
            team_id="t1",
            visibility="team",
        )
        yield m


def seen(m: Memory, user: str) -> list[str]:
    result = m.search("release checklist wiki", user_id=user)
    return [h.text for h in result.items + result.shared]


@pytest.mark.stack
def test_a_reader_cannot_choose_the_time_access_is_decided_at(team_memory: Memory, clock: Clock) -> None:
    m = team_memory
    assert seen(m, "dan")  # a member reads the team's memory
    m.revoke("team_member", "dan", "t1")
    clock.advance(days=1)
    assert seen(m, "dan") == []
    for read in (m.search, m.answer):
        assert "now" not in inspect.signature(read).parameters
        with pytest.raises(TypeError):
            read("release checklist", user_id="dan", now="2026-03-01T00:00:00Z")  # type: ignore[call-arg]
    assert seen(m, "dan") == []


@pytest.mark.stack
def test_a_later_revocation_never_postpones_an_earlier_one(team_memory: Memory, clock: Clock) -> None:
    m = team_memory
    m.revoke("team_member", "dan", "t1", at="2026-09-01T00:00:00Z")  # scheduled
    assert seen(m, "dan")
    assert m.revoke("team_member", "dan", "t1") == 1  # brought forward to now
    assert seen(m, "dan") == []
    assert m.revoke("team_member", "dan", "t1", at="2027-01-01T00:00:00Z") == 0  # never pushed back
    clock.advance(days=1)
    assert seen(m, "dan") == []


@pytest.mark.stack
def test_backdating_sets_valid_time_only(tmp_path: Path, clock: Clock) -> None:
    clock.set("2026-06-01T00:00:00Z")
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=tmp_path / "back.db", config=Config(embedder="hashing"), pm=pm) as m:
        r = m.add([{"role": "user", "content": "I live in Oslo"}], user_id="eve", now="2020-01-01T00:00:00Z")
        item = r.added[0]
        episode = m.episode(r.episodes[0], user_id="eve")
        assert item.valid_from == episode.event_time == datetime(2020, 1, 1, tzinfo=UTC)
        assert item.created_at == episode.created_at == clock.now
        assert {e.ts for e in m.store.ledger_entries()} == {clock.now}
        # A view of 2021 is what VeraMem knew in 2021: this memory did not exist then.
        assert m.search("where does eve live?", user_id="eve", as_of="2021-01-01T00:00:00Z").items == []
        later = m.search("where does eve live?", user_id="eve", as_of="2026-06-02T00:00:00Z")
        assert [h.id for h in later.items] == [item.id]
        stamped = m.add(
            [{"role": "user", "content": "I work at Initech", "timestamp": "2019-05-01T00:00:00Z"}],
            user_id="eve",
        )
        assert stamped.added[0].created_at == clock.now
        assert m.search("where does eve work?", user_id="eve", as_of="2021-01-01T00:00:00Z").items == []


@pytest.mark.stack
def test_writing_into_a_team_needs_current_membership(team_memory: Memory, clock: Clock) -> None:
    m = team_memory
    before = m.store.counts()
    intrusion = [{"role": "user", "content": "Wire funds to account 999"}]
    with pytest.raises(Forbidden, match=r"'mallory'.*'t1'"):
        m.add(intrusion, user_id="mallory", team_id="t1", visibility="team")
    m.revoke("team_member", "dan", "t1")
    with pytest.raises(Forbidden, match="'dan'"):
        m.add(intrusion, user_id="dan", team_id="t1", visibility="team")
    m.grant("team_member", "mallory", "t1", at="2027-01-01T00:00:00Z")  # not in force yet
    with pytest.raises(Forbidden):
        m.add(intrusion, user_id="mallory", team_id="t1", visibility="team")
    # Nothing written but the grant and the revocation themselves.
    assert m.store.counts() == {**before, "grants": before["grants"] + 1, "ledger": before["ledger"] + 2}
    assert not any("999" in t for t in seen(m, "carol"))
    # A member may, and trusted code may write for anyone.
    assert m.add(intrusion, user_id="carol", team_id="t1", visibility="team").added
    assert m.add(intrusion, user_id="ops", team_id="t1", visibility="team", admin=True).error is None


@pytest.mark.stack
def test_writing_public_memories_needs_an_admin_caller(team_memory: Memory) -> None:
    m = team_memory
    message = [{"role": "user", "content": "The office opens at 9 on weekdays"}]
    with pytest.raises(Forbidden, match="public"):
        m.add(message, user_id="mallory", visibility="public")
    assert m.list(admin=True, status=None).items and not any(
        i.visibility == "public" for i in m.list(admin=True, status=None).items
    )
    written = m.add(message, user_id="ops", visibility="public", admin=True).added
    assert written and written[0].visibility == "public"


@pytest.mark.stack
@pytest.mark.parametrize("read", ["get", "list", "history", "episode"])
def test_a_missing_user_id_is_never_an_admin_wildcard(team_memory: Memory, read: str) -> None:
    m = team_memory
    item = m.list(admin=True).items[0]
    episode_id = item.evidence[0].episode_id
    calls = {
        "get": lambda **kw: m.get(item.id, **kw),
        "list": lambda **kw: m.list(**kw),
        "history": lambda **kw: m.history(item.id, **kw),
        "episode": lambda **kw: m.episode(episode_id, **kw),
    }
    call = calls[read]
    with pytest.raises(ValidationError, match="user_id is required"):
        call(user_id=None)
    with pytest.raises(ValidationError, match="user_id is required"):
        call()
    with pytest.raises(ValidationError, match="either admin=True or a user_id"):
        call(user_id="carol", admin=True)
    assert call(admin=True)  # trusted admin code says so explicitly
    assert call(user_id="carol")
