"""Who an opening "They", "She" or "He" is, from the speaker's own "my X" just before."""

from __future__ import annotations

import pytest

from veramem_manage.referents import antecedents, resolve, shown


def test_antecedents_are_possessed_noun_phrases_with_their_pronoun() -> None:
    found = antecedents(
        "My dogs go nuts on hikes. This is from my grandma in my home country. Our lives are busy."
    )
    assert found == [("They", "my dogs"), ("She", "my grandma")]


@pytest.mark.parametrize(
    ("clause", "earlier", "expected"),
    [
        ("They love exploring new scents", [("They", "my dogs")], "My dogs love exploring new scents"),
        ("She's been a nurse for years", [("She", "my sister")], "My sister has been a nurse for years"),
        ("She's a nurse", [("She", "my sister")], "My sister is a nurse"),
        ("They've been there for me", [("They", "my friends")], "My friends have been there for me"),
        ("He lives in Oslo", [("She", "my sister")], None),
        ("It was fun", [("They", "my dogs")], None),
    ],
)
def test_resolve_takes_the_latest_agreeing_antecedent(
    clause: str, earlier: list[tuple[str, str]], expected: str | None
) -> None:
    assert resolve(clause, earlier) == expected


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("Here's a photo of my family at the beach", "I shared a photo of my family at the beach"),
        ("Here's a pic from our hike", "I shared a photo from our hike"),
        ("Here's a self-portrait I made last week", "I made a self-portrait last week"),
        ("Here's another recipe that I like", "I like another recipe"),
        ("It's a yoga studio I go to often", "I go to a yoga studio often"),
        ("That's the dress I wore at my wedding", "I wore the dress at my wedding"),
        ("Here's a pic I got from my walk", "I got a pic from my walk"),
        ("It's the best thing I ever did", None),
        ("Here's my latest one", None),
        ("Here is a list I was given", None),
        ("Check it out", None),
    ],
)
def test_what_the_speaker_shows_becomes_their_act(clause: str, expected: str | None) -> None:
    assert shown(clause) == expected
