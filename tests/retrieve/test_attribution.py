"""Naming the source of a claim an answer draws on."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from veramem_core.models import Episode, Hit, MemoryItem
from veramem_retrieve.attribution import attribute, source, strip_lead

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def memory_hit(text: str, authority: str = "unendorsed", **metadata: Any) -> Hit:
    item = MemoryItem(
        id=f"mem_{abs(hash(text))}",
        kind="fact",
        text=text,
        authority=authority,  # type: ignore[arg-type]
        user_id="alice",
        valid_from=NOW,
        created_at=NOW,
        metadata=metadata,
    )
    return Hit(id=item.id, kind="fact", text=text, score=1.0, memory=item)


def episode_hit(content: str, role: str, name: str | None = None) -> Hit:
    episode = Episode(
        id=f"ep_{abs(hash(content))}",
        role=role,  # type: ignore[arg-type]
        name=name,
        content=content,
        user_id="alice",
        event_time=NOW,
        created_at=NOW,
    )
    return Hit(id=episode.id, kind="episode", text=content, score=1.0, episode=episode)


def test_source_of_each_kind_of_hit() -> None:
    assert source(memory_hit("User lives in Paris", "authorized")) is None
    assert source(memory_hit("x", source={"role": "tool", "name": "web"})) == "tool web"
    assert source(memory_hit("x", source={"role": "document", "name": "a<b>.pdf"})) == "document ab.pdf"
    assert source(memory_hit("According to shared source t1: x")) == "shared source t1"
    assert source(memory_hit("The assistant suggested: x", "attested")) == "the assistant"
    assert source(episode_hit("x", "tool")) == "a tool"
    assert source(episode_hit("x", "user")) is None


def test_attribute() -> None:
    web = memory_hit("According to tool web: it rains", source={"role": "tool", "name": "web"})
    docs = episode_hit("it rains", "document", "notes")
    user = memory_hit("User says it rains", "authorized")
    assert attribute("It rains.", [web]) == "According to tool web: It rains."
    assert attribute("According to tool web: It rains.", [web]) == "According to tool web: It rains."
    assert attribute("It rains.", [web, docs]) == "According to tool web and document notes: It rains."
    assert attribute("It rains.", [user, web]) == "It rains. (in part according to tool web)"
    assert attribute("It rains.", [user]) == "It rains."
    assert attribute("It rains.", []) == "It rains."
    assert strip_lead("The assistant suggested: try sushi") == "try sushi"
