"""The access predicate: SQL against a plain-Python reference model, and its promises one by one."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.authority import of_role
from veramem_core.errors import NotFound
from veramem_core.store import SQLiteStore

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


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> SQLiteStore:
    return SQLiteStore(tmp_path_factory.mktemp("access") / "access.db")


def load(store: SQLiteStore, ms: list[M], gs: list[G]) -> None:
    # Rows go in directly: this test is about the predicate, not the write path.
    conn = store.conn
    conn.execute("BEGIN")
    for table in ("evidence", "memories", "episodes", "grants"):
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
        for j, (role, name) in enumerate(m.sources):
            conn.execute(
                "INSERT INTO episodes (id, role, content, name, user_id, event_time, sha256, created_at)"
                " VALUES (?, ?, 'x', ?, ?, ?, '', ?)",
                (f"e{i}_{j}", role, name, m.owner, at(0), at(0)),
            )
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
def test_sql_predicate_matches_reference_model(
    store: SQLiteStore, ms: list[M], gs: list[G], caller: str, agent: str | None, now: int
) -> None:
    load(store, ms, gs)
    access = Access(caller, agent, T0 + timedelta(hours=now))
    got = {int(i[1:]) for i in store.allowed_ids("memories", access)}
    assert got == reference(ms, gs, caller, agent, now)


# --- the promises, through the facade ---


def test_unreadable_and_missing_ids_raise_the_same_error(memory) -> None:  # type: ignore[no-untyped-def]
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


def test_revocation_is_retroactive(memory, db_path: Path) -> None:  # type: ignore[no-untyped-def]
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
