"""Who an opening "They", "She" or "He" is, from the speaker's own "my X" just before."""

from __future__ import annotations

import pytest

from veramem_manage.lexicon import NOT_NAMES
from veramem_manage.referents import (
    antecedents,
    asked_object,
    referent_kinds,
    resolve,
    resolve_inner,
    resolve_there,
    shown,
    shown_mine,
    there_unresolved,
)


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


@pytest.mark.parametrize(
    ("own", "heard", "previous", "clause", "expected"),
    [
        # One fitting antecedent: said in the pronoun's place, possessives too.
        ("my dogs can come too.", "", None, "I made tags for them", "I made tags for my dogs"),
        ("my dogs can come too.", "", None, "I love their energy", "I love my dogs' energy"),
        ("", "Max looks peaceful. I remember him.", None, "we had him for years", "we had Max for years"),
        ("", "", "I got a new tattoo", "I show it to everyone", "I show the new tattoo to everyone"),
        # The clause names it itself: left as it is.
        ("", "", None, "I bought a bike and rode it to work", "I bought a bike and rode it to work"),
        ("", "", None, "I love pottery and it's so calming", "I love pottery and it's so calming"),
        (
            "",
            "",
            None,
            "dancing and running my biz need work, and they give me energy",
            "dancing and running my biz need work, and they give me energy",
        ),
        # Idioms and dummy subjects point at nothing.
        ("", "", None, "I'm determined to make it happen", "I'm determined to make it happen"),
        ("", "", None, "we hit it off right away", "we hit it off right away"),
        ("", "", None, "I went hiking and it was great", "I went hiking and it was great"),
        ("", "", None, "I think it's hard to say no", "I think it's hard to say no"),
        ("", "", None, "Man, it's been a tough week for me", "Man, it's been a tough week for me"),
        (
            "",
            "",
            None,
            "Check it out, my girl and I tried a new cafe",
            "Check it out, my girl and I tried a new cafe",
        ),
        # Nothing, or more than one thing, fits: withheld.
        ("", "", None, "my friends have played it", None),
        ("", "", None, "I did some research for it", None),
        ("", "", None, "I made a tattoo to remind me about it", None),
        ("my dogs and these tags.", "", None, "I made them myself", None),
        ("my books are old.", "", None, "I let them know", None),  # books are no one to tell
        ("I had a dog once.", "Her name is Tilly, she's sweet.", None, "we gave her away", None),
        ("", "Max is here, he's sweet.", None, "I named him Buddy", None),
        ("", "", None, "I respect you for that and more", None),
        ("", "", None, "Veggies are his fave", None),  # a capitalised plural opening is no name
        ("", "", None, "I should start doing that as well", None),
        (
            "",
            "",
            None,
            "I love dance and fashion so combining them is fun",
            "I love dance and fashion so combining them is fun",
        ),
        ("", "", None, "I love the freedom and connection it brings", None),  # a relative clause
        ("", "", None, "I want to pass it on to others", None),  # "want" is no thing here
        ("", "", None, "I can only imagine how tough it must be", None),
        ("", "", None, "I enjoy yoga, it keeps me calm", "I enjoy yoga, it keeps me calm"),
        (
            "",
            "",
            None,
            "honestly it would be great to have a pup",
            "honestly it would be great to have a pup",
        ),
    ],
)
def test_a_pronoun_inside_a_clause_is_resolved_or_withheld(
    own: str, heard: str, previous: str | None, clause: str, expected: str | None
) -> None:
    kinds = referent_kinds(antecedents(own), own, heard, previous, NOT_NAMES)
    assert resolve_inner(clause, kinds) == expected


def test_there_after_a_noun_is_a_place_even_before_was() -> None:
    said = resolve_there("The architecture there was so captivating", "It was in London. ", frozenset())
    assert said == "The architecture in London was so captivating"
    assert not there_unresolved("I know there was a dog at the park")


def test_like_this_at_the_very_end_points_and_does_not_fail() -> None:
    # "... You know what else inspires me? Somewhere like this": nothing follows "this" (it once
    # raised on the missing word, failing the whole add()).
    from veramem_manage.referents import resolve_inner

    assert resolve_inner("I want to live somewhere like this", {"It": ["a forest"]}) is None
    assert resolve_inner("I want to go somewhere like this?", {"It": ["a forest"]}) is None


@pytest.mark.parametrize(
    ("asked", "clause", "expected"),
    [
        # The question names its thing only by "they": the sentence before it named the flowers.
        (
            "Those flowers look great! What kind are they?",
            "They're called Peruvian Lilies",
            "The flowers are called Peruvian Lilies",
        ),
        # Two things before it: which one, the question does not say.
        (
            "Those flowers and those trees look great! What kind are they?",
            "They're called Peruvian Lilies",
            None,
        ),
        # The sentence before is a question of its own: no thing said for this one.
        ("Did you see those flowers? What kind are they?", "They're called Peruvian Lilies", None),
    ],
)
def test_a_question_by_pronoun_asks_about_the_thing_named_just_before(
    asked: str, clause: str, expected: str | None
) -> None:
    from veramem_manage.referents import resolve_asked

    assert resolve_asked(clause, asked, "", NOT_NAMES) == expected


def test_this_before_a_verb_in_s_is_a_pronoun_not_a_determiner() -> None:
    # "how this impacts neighborhoods": "this impacts" is no thing ("an impacts" was written); "this
    # class", "this series" and "this is Max" are not verbs after a pronoun.
    from veramem_manage.referents import resolve_demonstratives

    assert resolve_demonstratives("I know firsthand how this impacts neighborhoods", "") is None
    assert resolve_demonstratives("I took this class", "") == "I took a class"
    assert resolve_demonstratives("I got a new pup, this is Max", "") == "I got a new pup, this is Max"


@pytest.mark.parametrize(
    ("clause", "said"),
    [
        ("These are my lucky basketball shoes.", "I have lucky basketball shoes"),
        ("This is my garden!", "I have a garden"),
        ("Meet my new puppy!", "I have a new puppy"),
        ("Oh, this is my old guitar", "I have an old guitar"),
        ("Here are my kids", "I have kids"),
        ("This is my dog Max", "I have a dog Max"),  # the name as written
        # One of the speaker's things, where it is from; what the thing is, said after it.
        (
            "Here's one of my trophies from a dance contest, nice reminder of it",
            "I have a trophy from a dance contest",
        ),
        (
            "this is my prized possession, a basketball signed by my favorite player",
            "My prized possession is a basketball signed by my favorite player",
        ),
        ("this is my brother, the one who lives in Rome", None),  # a guard
        ("Here's one of my favorite photos", None),  # a guard
        # What the thing is to the speaker, not that they have it; or more than a thing shown.
        ("This is my favorite spot.", None),
        ("This is my dream car", None),
        ("This is my latest painting", None),
        ("This is my garden in Lisbon", None),
        ("That is my garden", None),
    ],
)
def test_a_thing_of_the_speakers_shown_is_one_they_have(clause: str, said: str | None) -> None:
    assert shown_mine(clause) == said


@pytest.mark.parametrize(
    ("asked", "kind", "expected"),
    [
        # The word that ends the phrase is its noun, after a plural too; after "did", a base verb
        # ends the thing instead.
        ("Are you still on the payments team?", "They", "the payments team"),
        ("What did the kids eat?", "They", "the kids"),  # a guard
        ("Do you still have that old guitar?", "It", "my old guitar"),  # a guard
    ],
)
def test_the_thing_a_question_asks_after(asked: str, kind: str, expected: str) -> None:
    assert asked_object(asked, kind) == expected
