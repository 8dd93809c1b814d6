"""The facade: episodes first, clear errors, nothing half-written."""

from pathlib import Path

import pytest

from veramem_core.config import Config
from veramem_core.errors import MissingStage, ValidationError
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager


@pytest.fixture
def bare(db_path: Path):
    """Only veramem-core: no stage packages registered."""
    with Memory(path=db_path, config=Config(), pm=make_plugin_manager(load_entry_points=False)) as m:
        yield m


def test_missing_stage_names_the_package_and_writes_nothing(bare: Memory) -> None:
    with pytest.raises(MissingStage, match="veramem-manage"):
        bare.add([{"role": "user", "content": "I live in Paris"}], user_id="alice")
    assert bare.store.counts()["episodes"] == 0
    with pytest.raises(MissingStage, match="veramem-retrieve"):
        bare.search("where?", user_id="alice")


def test_raw_add_stores_hashed_episodes_in_order(bare: Memory) -> None:
    result = bare.add(
        [
            {"role": "user", "content": "first", "id": "c-1", "timestamp": "2026-01-01T10:00:00Z"},
            {"role": "tool", "name": "flights", "content": "second"},
        ],
        user_id="alice",
        session_id="s1",
        infer=False,
    )
    episodes = [bare.episode(e, user_id="alice") for e in result.episodes]
    assert [e.content for e in episodes] == ["first", "second"]
    assert episodes[0].message_id == "c-1" and episodes[1].name == "flights"
    assert all(e.sha256 == e.compute_sha256() for e in episodes)
    assert bare.verify().entries == 2


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"messages": [], "user_id": "alice"}, "messages must not be empty"),
        ({"messages": "hello", "user_id": "alice"}, "messages must be a list"),
        ({"messages": [{"role": "user", "content": "x"}], "user_id": ""}, "user_id"),
        ({"messages": [{"role": "user", "content": "x"}], "user_id": "a", "visibility": "world"}, "'world'"),
        ({"messages": [{"role": "user", "content": "x"}], "user_id": "a", "visibility": "team"}, "team_id"),
        (
            {
                "messages": [{"role": "user", "content": "ok"}, {"role": "user", "content": ""}],
                "user_id": "a",
            },
            "messages[1]",
        ),
        (
            {"messages": [{"role": "user", "content": "x", "timestamp": "yesterday"}], "user_id": "a"},
            "'yesterday'",
        ),
    ],
)
def test_bad_input_is_refused_and_nothing_is_written(bare: Memory, kwargs: dict, message: str) -> None:
    with pytest.raises(ValidationError) as exc:
        bare.add(**kwargs, infer=False)
    assert message in str(exc.value)
    assert bare.store.counts()["episodes"] == 0
    assert bare.verify().ok


def test_grants_validate_kind(bare: Memory) -> None:
    with pytest.raises(ValidationError, match="'friend'"):
        bare.grant("friend", "alice", "bob")
    bare.grant("team_member", "alice", "t1")
    assert bare.revoke("team_member", "alice", "t1") == 1
    assert bare.verify().entries == 2


def test_memory_in_memory_database() -> None:
    with Memory(path=":memory:", config=Config(), pm=make_plugin_manager(load_entry_points=False)) as m:
        m.add([{"role": "user", "content": "hello"}], user_id="u", infer=False)
        assert m.verify().ok


def test_close_checkpoints_the_wal(db_path: Path) -> None:
    m = Memory(path=db_path, config=Config(), pm=make_plugin_manager(load_entry_points=False))
    m.add([{"role": "user", "content": "hello"}], user_id="u", infer=False)
    m.close()
    wal = Path(f"{db_path}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
