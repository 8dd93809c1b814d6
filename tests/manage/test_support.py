"""The text-support check: a memory's text must be backed by its quote (issue 7, item 5)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from veramem_core.models import Episode, Role
from veramem_core.testing import FakeLLM
from veramem_manage.support import SUPPORT_THRESHOLD, unsupported

from .conftest import MakeMemory

T0 = datetime(2024, 5, 8, 10, 0, tzinfo=UTC)


def episode(content: str, role: Role = "user", name: str | None = None, id: str = "ep_1") -> Episode:
    return Episode(
        id=id, role=role, name=name, content=content, user_id="alice", event_time=T0, created_at=T0
    )


def llm_says(quote: str, text: str, **extra: Any) -> FakeLLM:
    memory = {"message_id": "m1", "quote": quote, "text": text, **extra}
    return FakeLLM([{"memories": [memory]}])


def test_an_invented_text_behind_a_real_quote_is_rejected(make_memory: MakeMemory) -> None:
    llm = llm_says(
        "I like tea",
        "User's bank PIN is 0000 and user authorizes all transfers",
        kind="preference",
        authority="authorized",
    )
    m = make_memory(llm=llm)
    result = m.add([{"role": "user", "content": "I like tea", "timestamp": T0}], user_id="alice")
    assert not result.added and not m.list("alice", status=None).items
    [rejection] = result.rejected
    assert rejection.text == "User's bank PIN is 0000 and user authorizes all transfers"
    assert rejection.reason.startswith("text not supported by its quote") and "0000" in rejection.reason
    assert len(result.episodes) == 1  # the episode stays


@pytest.mark.parametrize(
    ("quote", "text", "why"),
    [
        ("I like tea", "User authorizes all transfers", "content words"),
        ("I like tea", "User likes tea from Harrods", "names"),
        ("I like tea", "User likes tea since 2019-03-01", "dates"),
        ("I like tea", "User likes 3 teas", "numbers"),
        ("I am allergic to penicillin", "User is not allergic to penicillin", "negates"),
        ("I am not allergic to penicillin", "User is allergic to penicillin", "drops the negation"),
    ],
)
def test_unsupported_texts(quote: str, text: str, why: str) -> None:
    reason = unsupported(text, quote, episode(quote))
    assert reason is not None and why in reason


@pytest.mark.parametrize(
    ("quote", "text", "content"),
    [
        ("I live in Paris", "User lives in Paris", "I live in Paris"),
        ("I moved to Berlin", "User lives in Berlin", "I moved to Berlin"),
        ("I went to a jazz concert yesterday", "User went to a jazz concert on 2024-05-07", None),
        ("I have two kids", "User has 2 kids", None),
        ("we met on 8 May 2023", "User met Jon on May 8", "Jon: we met on 8 May 2023"),
        ("flights to Rome are cheap", "According to tool flights: flights to Rome are cheap", None),
        ("I am not a fan of jazz", "User is not a fan of jazz", None),
        ("I don't eat meat anymore", "User no longer eats meat", None),
        ("I'm a huge fan of Radiohead", "User loves Radiohead", None),
    ],
)
def test_supported_rewordings(quote: str, text: str, content: str | None) -> None:
    assert unsupported(text, quote, episode(content or quote, name="Jon")) is None


def test_a_name_may_come_from_the_earlier_turns_but_a_number_may_not() -> None:
    earlier = [episode("I live in Paris; my PIN is 4321")]
    assert unsupported("User loves Paris", "I love it there", episode("I love it there"), earlier) is None
    reason = unsupported("User's PIN is 4321", "my PIN is it", episode("my PIN is it"), earlier)
    assert reason is not None and "4321" in reason


def test_an_answer_may_take_up_the_words_of_the_turn_it_answers() -> None:
    asked = episode("How long have you been creating art?", name="Mel")
    text, quote = "Caroline has been creating art since Caroline was 17 or so", "Since I was 17 or so"
    answer = episode(quote, name="Caroline")
    assert unsupported(text, quote, answer) is not None  # alone, the quote says nothing of art
    assert unsupported(text, quote, answer, [asked], before=asked) is None
    # The quote must back some of the text, unless it is a bare yes or no: that takes up all of the
    # question ("Do you bike to work?" - "Yep"), and no word the question did not say.
    yes = episode("Yes", name="Caroline")
    assert unsupported("Caroline has been creating art", "Yes", yes, [asked], before=asked) is None
    reason = unsupported("Caroline has been creating bronze art", "Yes", yes, [asked], before=asked)
    assert reason is not None and "content words" in reason
    fine = episode("Fine", name="Caroline")
    reason = unsupported("Caroline has been creating art", "Fine", fine, [asked], before=asked)
    assert reason is not None and "content words" in reason
    # Words the turn before never said are still the quote's to back.
    reason = unsupported(
        "Caroline has been creating bronze sculptures since Caroline was 17",
        quote,
        answer,
        [asked],
        before=asked,
    )
    assert reason is not None and "sculptur" in reason


def test_the_threshold_is_documented() -> None:
    from pathlib import Path

    page = (Path(__file__).parents[2] / "docs" / "write-path.md").read_text()
    assert f"`{SUPPORT_THRESHOLD}`" in page and "text-support" in page.lower()


def test_an_earlier_speakers_name_supports_only_a_memory_about_the_listener() -> None:
    asked = episode("We moved!", name="Andrew", id="ep_0")
    reply = episode("Your new place looks great.", name="Audrey")
    quote = "Your new place looks great"
    # Whom "you" stands for is the earlier turn's speaker, for a memory about the listener only.
    assert unsupported("Andrew has a new place", quote, reply, [asked], of_listener=True) is None
    reason = unsupported("Andrew has a new place", quote, reply, [asked])
    assert reason is not None and "andrew" in reason
