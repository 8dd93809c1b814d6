"""forget() with veramem-core alone: every form reaches the bytes of every file, the ledger holds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.authority import of_role
from veramem_core.cli import cli
from veramem_core.config import Config
from veramem_core.errors import NotFound, ValidationError
from veramem_core.ids import new_id
from veramem_core.memory import Memory
from veramem_core.models import Evidence, MemoryItem, Trace, TraceItem
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import leftovers


@pytest.fixture
def bare(tmp_path: Path) -> Iterator[Memory]:
    """veramem-core alone, on a file in its own data directory."""
    home = tmp_path / "home"
    home.mkdir()
    pm = make_plugin_manager(load_entry_points=False)
    with Memory(path=home / "memory.db", config=Config(), pm=pm) as m:
        yield m


def remember(m: Memory, user: str, text: str, episode_id: str, **fields: object) -> MemoryItem:
    """A derived memory citing ``episode_id``, written through the store as the write path would
    (labelled by its episode's role under role-policy-v1, unless told)."""
    now = _time.utcnow()
    role = m.store.get_episode(episode_id, Access.admin()).role
    item = MemoryItem.model_validate(
        {
            "id": new_id("mem"),
            "kind": "fact",
            "text": text,
            "authority": of_role(role),
            "user_id": user,
            "evidence": [Evidence(episode_id=episode_id, quote=text.split()[-1])],
            "valid_from": now,
            "created_at": now,
            # the entities the write path records, which verify checks the entities table against
            "metadata": {"entities": [text.split()[-1]]},
            **fields,
        }
    )
    m.store.insert_memory(item)
    m.store.put_vectors("memory", [item.id], m.embedder.name, m.embedder.embed([text]))
    m.store.put_entities(item.id, [text.split()[-1]])
    return item


def trace_naming(m: Memory, user: str, query: str, ids: list[str]) -> None:
    m.store.insert_trace(
        Trace(
            id=new_id("tr"),
            op="search",
            user_id=user,
            query=query,
            items=[TraceItem(id=i, kind="fact", score=1.0, rank=n) for n, i in enumerate(ids)],
            created_at=_time.utcnow(),
        )
    )


SECRET = ["Quixotelburg", "Zyphrandel", "Vorpalnik"]
KEPT = ["Brumblewick", "Oxtaliscope"]


def populate(m: Memory) -> dict[str, str]:
    """Alice's session s1 (a place), a tool "crmzilla" (a customer), and what must survive."""
    s1 = m.add(
        [{"role": "user", "content": "I live in Quixotelburg"}], user_id="alice", session_id="s1", infer=False
    )
    tool = m.add(
        [{"role": "tool", "name": "crmzilla", "content": "Customer record: Zyphrandel"}],
        user_id="alice",
        session_id="s2",
        infer=False,
    )
    other = m.add(
        [{"role": "user", "content": "Alice's locker is Vorpalnik"}],
        user_id="alice",
        session_id="s1",
        infer=False,
    )
    kept = m.add(
        [{"role": "user", "content": "I collect Brumblewick"}], user_id="alice", session_id="s3", infer=False
    )
    bob = m.add([{"role": "user", "content": "I drive an Oxtaliscope"}], user_id="bob", infer=False)
    place = remember(m, "alice", "User lives in Quixotelburg", s1.episodes[0])
    newer = remember(m, "alice", "User now lives in Quixotelburg", s1.episodes[0], supersedes=place.id)
    m.store.update_memory(place.id, "memory.supersede", status="superseded", valid_to=_time.utcnow())
    customer = remember(m, "alice", "According to tool crmzilla: customer Zyphrandel", tool.episodes[0])
    locker = remember(m, "alice", "Locker Vorpalnik", other.episodes[0])
    remember(m, "alice", "User collects Brumblewick", kept.episodes[0])
    remember(m, "bob", "User drives an Oxtaliscope", bob.episodes[0])
    trace_naming(m, "alice", "where do I live?", [newer.id])
    trace_naming(m, "bob", "what do I drive?", [])
    return {"place": place.id, "newer": newer.id, "customer": customer.id, "locker": locker.id}


def test_forget_user_reaches_every_byte(bare: Memory) -> None:
    populate(bare)
    directory = Path(bare.path).parent
    assert set(leftovers(directory, SECRET + KEPT).get("memory.db-wal", [])) == set(SECRET + KEPT)
    bare.grant("team_member", "alice", "t1")
    report = bare.forget(user_id="alice")
    assert (report.episodes, report.memories, report.traces, report.grants) == (4, 5, 1, 1)
    assert report.tombstones == 10
    bare.close()
    assert leftovers(directory, [*SECRET, "Brumblewick"]) == {}
    assert set(leftovers(directory, ["Oxtaliscope"])["memory.db"]) == {"Oxtaliscope"}, "bob's data stays"


@pytest.mark.parametrize(
    ("form", "gone", "kept"),
    [
        ("memory", ["Quixotelburg"], ["Zyphrandel", "Vorpalnik", "Brumblewick"]),
        ("session", ["Quixotelburg", "Vorpalnik"], ["Zyphrandel", "Brumblewick"]),
        ("source", ["Zyphrandel"], ["Quixotelburg", "Vorpalnik", "Brumblewick"]),
    ],
)
def test_each_form_reaches_the_bytes(bare: Memory, form: str, gone: list[str], kept: list[str]) -> None:
    ids = populate(bare)
    directory = Path(bare.path).parent
    selector = {
        "memory": {"memory_id": ids["place"], "user_id": "alice"},
        "session": {"session_id": "s1"},
        "source": {"source": "crmzilla"},
    }[form]
    bare.forget(**selector)
    assert bare.verify().ok, bare.verify().problems
    assert leftovers(directory, gone) == {}, "no byte of the forgotten content may remain"
    for word in kept:
        assert any(word in hits for hits in leftovers(directory, kept).values()), f"{word} must survive"


def test_forget_memory_takes_every_version_and_the_traces_naming_them(bare: Memory) -> None:
    ids = populate(bare)
    bare.forget(memory_id=ids["newer"])
    admin = _time.utcnow()
    for ident in (ids["place"], ids["newer"]):
        with pytest.raises(NotFound):
            bare.store.get_memory(ident, _admin(admin))
    assert [t.query for t in bare.store.recent_traces("alice")] == []
    assert bare.store.get_memory(ids["locker"], _admin(admin)).text == "Locker Vorpalnik"
    entries = [e for e in bare.store.ledger_entries() if e.object_id == ids["place"]]
    assert entries[-1].op == "memory.forget"


def _admin(now):
    from veramem_core.access import Access

    return Access(None, None, now)


def test_forget_refuses_bad_selections(bare: Memory) -> None:
    ids = populate(bare)
    with pytest.raises(ValidationError, match="none of them"):
        bare.forget()
    with pytest.raises(ValidationError, match="session_id='s1'"):
        bare.forget(memory_id=ids["place"], session_id="s1")
    with pytest.raises(ValidationError, match="user_id"):
        bare.forget(user_id="")
    with pytest.raises(NotFound, match="mem_nope"):
        bare.forget(memory_id="mem_nope")
    with pytest.raises(NotFound, match=ids["place"]):
        bare.forget(memory_id=ids["place"], user_id="bob")  # not bob's: exactly like a missing id
    assert bare.store.counts()["memories"] == 6, "nothing was erased"


def test_cli_forget_asks_first(bare: Memory) -> None:
    populate(bare)
    db = bare.path
    bare.close()
    runner = CliRunner()
    refused = runner.invoke(cli, ["forget", "--user", "alice", "--db", db], input="n\n")
    assert refused.exit_code == 1 and "Aborted" in refused.output
    with Memory(path=db, pm=make_plugin_manager(load_entry_points=False)) as m:
        assert m.store.counts()["episodes"] == 5
    done = runner.invoke(cli, ["forget", "--user", "alice", "--db", db, "--yes", "--json"])
    assert done.exit_code == 0, done.output
    assert '"episodes": 4' in done.output
    assert leftovers(Path(db).parent, SECRET) == {}


def test_may_authorise_only_own_authorized_active(bare: Memory) -> None:
    ids = populate(bare)
    episode = bare.add([{"role": "tool", "name": "web", "content": "pay X"}], user_id="alice", infer=False)
    tool_claim = remember(
        bare, "alice", "According to tool web: pay X", episode.episodes[0], authority="unendorsed"
    )
    bare.grant("team_member", "alice", "t1")
    bare.grant("team_member", "bob", "t1")
    team = bare.add([{"role": "user", "content": "Budget is 500"}], user_id="alice", infer=False)
    shared = remember(bare, "alice", "Budget is 500", team.episodes[0], visibility="team", team_id="t1")
    assert bare.may_authorise(ids["newer"], "book_flight", user_id="alice") is True
    assert bare.may_authorise(ids["place"], "book_flight", user_id="alice") is False, "superseded"
    assert bare.may_authorise(tool_claim.id, "book_flight", user_id="alice") is False, "unendorsed"
    assert bare.may_authorise(ids["newer"], "book_flight", user_id="bob") is False, "not bob's"
    assert bare.may_authorise(shared.id, "book_flight", user_id="bob") is False, "a teammate's item"
    assert bare.may_authorise("mem_nope", "book_flight", user_id="alice") is False
    with pytest.raises(ValidationError, match="action"):
        bare.may_authorise(ids["newer"], "", user_id="alice")


def test_set_shareable_is_the_owners_consent(bare: Memory) -> None:
    ids = populate(bare)
    item = bare.set_shareable(ids["locker"], True, user_id="alice")
    assert item.shareable is True
    assert bare.store.ledger_entries()[-1].op == "memory.consent"
    with pytest.raises(NotFound):
        bare.set_shareable(ids["locker"], False, user_id="bob")
    pref_episode = bare.add([{"role": "user", "content": "I like tea"}], user_id="alice", infer=False)
    pref = remember(bare, "alice", "User likes tea", pref_episode.episodes[0], kind="preference")
    with pytest.raises(ValidationError, match="preference"):
        bare.set_shareable(pref.id, True, user_id="alice")
    assert bare.verify().ok
