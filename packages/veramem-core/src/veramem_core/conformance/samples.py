"""Sample rows and access shared by the conformance kits (store, retrieval, erasure): one episode, one
memory it supports, and the reader ``alice``, all dated from ``T0``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ..access import Access
from ..ids import new_id
from ..models import Episode, Evidence, MemoryItem

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def episode(user: str = "alice", content: str = "I live in Paris", **kw: object) -> Episode:
    data = {
        "id": new_id("ep"),
        "role": "user",
        "content": content,
        "user_id": user,
        "event_time": T0,
        "created_at": T0,
        **kw,
    }
    return Episode.model_validate(data)


def memory(episode: Episode, text: str = "Lives in Paris", **kw: object) -> MemoryItem:
    data = {
        "id": new_id("mem"),
        "kind": "fact",
        "text": text,
        "authority": "authorized",
        "user_id": episode.user_id,
        "evidence": [Evidence(episode_id=episode.id, quote=episode.content[:10])],
        "valid_from": T0,
        "created_at": T0,
        **kw,
    }
    return MemoryItem.model_validate(data)


def alice(now: datetime = T0 + timedelta(days=1)) -> Access:
    return Access("alice", None, now)
