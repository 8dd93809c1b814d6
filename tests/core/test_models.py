"""Bad input is refused with an error naming the field and the value."""

from datetime import UTC, datetime

import pytest

from veramem_core.errors import ValidationError
from veramem_core.models import Episode, Feedback, Grant, MemoryItem, Message, weakest

NOW = datetime(2026, 1, 1, tzinfo=UTC)
BASE = {
    "id": "mem_1",
    "kind": "fact",
    "text": "Lives in Paris",
    "authority": "authorized",
    "user_id": "alice",
    "valid_from": NOW,
    "created_at": NOW,
}


@pytest.mark.parametrize(
    ("model", "data", "names"),
    [
        (Message, {"role": "user", "content": "   "}, ["content", "'   '"]),
        (Message, {"role": "robot", "content": "hi"}, ["role", "'robot'"]),
        (
            Message,
            {"role": "user", "content": "hi", "timestamp": datetime(2026, 1, 1)},
            ["timestamp", "naive"],
        ),
        (Feedback, {"trace_id": "tr_1", "reward": 1.5}, ["reward", "1.5"]),
        (Feedback, {"trace_id": "tr_1", "reward": -2}, ["reward", "-2"]),
        (MemoryItem, {**BASE, "visibility": "galaxy"}, ["visibility", "'galaxy'"]),
        (
            MemoryItem,
            {**BASE, "kind": "preference", "visibility": "team", "team_id": "t"},
            ["preference", "'team'"],
        ),
        (MemoryItem, {**BASE, "kind": "preference", "visibility": "public"}, ["preference", "'public'"]),
        (MemoryItem, {**BASE, "text": ""}, ["text"]),
        (MemoryItem, {**BASE, "authority": "supreme"}, ["authority", "'supreme'"]),
        (MemoryItem, {**BASE, "valid_from": datetime(2026, 1, 1)}, ["valid_from", "naive"]),
        (Grant, {"kind": "friend", "subject": "a", "object": "b", "granted_at": NOW}, ["kind", "'friend'"]),
    ],
)
def test_refusals_name_field_and_value(model: type, data: dict[str, object], names: list[str]) -> None:
    with pytest.raises(ValidationError) as exc:
        model.parse(data)
    for name in names:
        assert name in str(exc.value)


def test_episode_hash_covers_every_identifying_field() -> None:
    ep = Episode(id="ep_1", role="user", content="hi", user_id="alice", event_time=NOW, created_at=NOW)
    for change in (
        {"content": "ho"},
        {"role": "tool"},
        {"name": "x"},
        {"user_id": "bob"},
        {"agent_id": "a"},
        {"session_id": "s"},
        {"event_time": datetime(2026, 1, 2, tzinfo=UTC)},
    ):
        other = Episode.model_validate({**ep.model_dump(), **change, "sha256": ""})
        assert other.sha256 != ep.sha256, change
    with pytest.raises(ValidationError, match="sha256"):
        Episode.parse({**ep.model_dump(), "content": "ho"})


def test_weakest_authority_never_rises() -> None:
    assert weakest(["authorized", "attested"]) == "attested"
    assert weakest(["authorized", "unendorsed", "attested"]) == "unendorsed"
    assert weakest(["authorized"]) == "authorized"


def test_utility_is_smoothed() -> None:
    item = MemoryItem.parse(BASE)
    assert item.utility == 0.5
    assert MemoryItem.parse({**BASE, "successes": 3, "uses": 3}).utility == 0.8
