"""Eligibility: consent or a team policy, experiences and facts about the world, utility at least tau."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from veramem_core.config import Config
from veramem_core.errors import ValidationError
from veramem_core.models import Evidence, MemoryItem, Slot
from veramem_share.eligibility import about_world, ineligible
from veramem_share.settings import Settings, settings

T = datetime(2026, 1, 1, tzinfo=UTC)


def item(
    text: str = "Clearing the cache fixes flaky tests", quote: str = "clearing the cache fixes it", **kw: Any
) -> MemoryItem:
    data: dict[str, Any] = {
        "id": "mem_1",
        "kind": "experience",
        "text": text,
        "authority": "authorized",
        "user_id": "alice",
        "evidence": [Evidence(episode_id="ep_1", quote=quote)],
        "valid_from": T,
        "created_at": T,
        "shareable": True,
        **kw,
    }
    return MemoryItem.model_validate(data)


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({}, None),
        ({"shareable": False}, "no consent"),
        ({"kind": "preference", "shareable": False}, "never shared"),
        ({"kind": "event"}, "kind 'event'"),
        ({"kind": "fact", "text": "User lives in Oslo"}, "about the user"),
        ({"kind": "fact", "quote": "my printer jams"}, "about the user"),
        ({"kind": "fact"}, None),
        ({"status": "retracted"}, "not active"),
        ({"visibility": "team", "team_id": "t1"}, "already team"),
        ({"successes": 0.0, "failures": 2.0}, "utility 0.25 below tau 0.50"),
    ],
)
def test_ineligible(fields: dict[str, Any], reason: str | None) -> None:
    found = ineligible(item(**fields), Settings(), "t1")
    assert found is None if reason is None else reason in (found or "")


def test_a_team_policy_stands_in_for_consent() -> None:
    assert ineligible(item(shareable=False), Settings(policy_teams=["t1"]), "t1") is None
    assert ineligible(item(shareable=False), Settings(policy_teams=["t1"]), "t2") is not None


def test_about_world() -> None:
    assert about_world(item(kind="fact"))
    assert not about_world(item(kind="fact", slot=Slot(subject="user", attribute="x")))


def test_settings_are_checked_by_name() -> None:
    assert settings(Config(plugins={"share": {"tau": 0.7, "policy_teams": ["t1"]}})).tau == 0.7
    with pytest.raises(ValidationError, match="tau"):
        settings(Config(plugins={"share": {"tau": 2}}))
    with pytest.raises(ValidationError, match="'taus'"):
        settings(Config(plugins={"share": {"taus": 0.5}}))
    with pytest.raises(ValidationError, match="policy_teams"):
        settings(Config(plugins={"share": {"policy_teams": "t1"}}))
