"""Abstraction into the template, every user value slotted, offline and with an LLM."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from veramem_core.errors import LLMError
from veramem_core.models import MemoryItem
from veramem_core.testing import FakeLLM
from veramem_share import abstraction

T = datetime(2026, 1, 1, tzinfo=UTC)


def memory(text: str, **metadata: Any) -> MemoryItem:
    return MemoryItem(
        id="mem_1", kind="experience", text=text, authority="authorized", user_id="alice",
        valid_from=T, created_at=T, metadata=metadata,
    )  # fmt: skip


def test_offline_template_slots_every_value() -> None:
    item = memory(
        "User fixed the Orion deploy on 2024-03-02 by setting workers to 12 and mailing ops@example.com",
        entities=["Orion"],
        dates=[{"text": "2024-03-02", "iso": "2024-03-02"}],
    )
    text = abstraction.abstract(item, None)
    lines = text.splitlines()
    assert [line.split(":")[0] for line in lines[1:]] == ["Applies when", "Inputs", "Procedure", "Caution"]
    assert lines[0].startswith("## ")
    for value in ("Orion", "2024-03-02", "12", "ops@example.com", "User"):
        assert value not in text
    inputs = next(line for line in lines if line.startswith("Inputs: "))
    assert sorted(inputs.removeprefix("Inputs: ").split(", ")) == [
        "{contact_1}",
        "{date_1}",
        "{name_1}",
        "{number_1}",
    ]
    assert "someone fixed the {name_1} deploy on {date_1}" in text


def test_the_same_value_keeps_one_slot_and_conditions_become_applies_when() -> None:
    text = abstraction.abstract(memory("When Kafka lags, restart Kafka before the batch at 9"), None)
    assert "Procedure: When {name_1} lags, restart {name_1} before the batch at {number_1}." in text
    assert "Applies when: When {name_1} lags, restart {name_1} before the batch at {number_1}" in text


def test_slot_values_stay_local() -> None:
    slotted = abstraction.slot("Paid 30 to Maria on Friday", [("name", "Maria")])
    assert slotted.text == "Paid {number_1} to {name_1} on {date_1}"
    assert slotted.slots == {"name_1": "Maria", "number_1": "30", "date_1": "Friday"}


def test_an_unusable_llm_reply_is_an_error() -> None:
    with pytest.raises(LLMError, match="template"):
        abstraction.abstract(memory("Restart the job"), FakeLLM(["not json"]))
