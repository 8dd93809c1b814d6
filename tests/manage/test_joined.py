"""Two sentences that go on about the speaker, kept as one memory (``veramem_manage.joined``)."""

from __future__ import annotations

import pytest

from .conftest import MakeMemory
from .test_standalone import said

JOINED: list[tuple[list[tuple[str, str]], list[str]]] = [
    (
        [
            (
                "John",
                "By the way, I've been trying out cooking recipes. Made this tasty soup recently - it was real good!",
            )
        ],
        ["John has been trying out cooking recipes and made a tasty soup recently"],
    ),
    (
        [("Mia", "I'm learning the violin. I practice every night.")],
        ["Mia is learning the violin and practices every night"],
    ),
    # The same others both times: "we" after "my GF and I".
    (
        [("Ana", "My GF and I volunteered at a pet shelter. We loved the cats at the shelter.")],
        ["Ana and their girlfriend volunteered at a pet shelter and loved the cats at the shelter"],
    ),
    # What happened on a day, and how it felt: the event, dated.
    (
        [
            (
                "Nate",
                "I won my fourth video game tournament on Friday! It was awesome competing and showing off my skills.",
            )
        ],
        [
            "Nate won their fourth video game tournament on Friday (5 May 2023) and found competing "
            "and showing off their skills awesome"
        ],
    ),
    # "we", the speaker and the company the sentence before named, goes on doing in the same tense:
    # the speaker's doing, its verb agreeing.
    (
        [("Ines", "I went to Rome with my sister last month. We ate so much pasta.")],
        ["Ines went to Rome with their sister last month (April 2023) and ate so much pasta"],
    ),
    (
        [("Ines", "I'm cycling with some friends on Saturday. We're riding the coast road to Brighton.")],
        [
            "Ines is cycling with some friends on Saturday (13 May 2023) and is riding the coast road to Brighton"
        ],
    ),
    # Two to a memory, no more.
    (
        [("Tim", "I joined a travel club. I went to my first meetup. I met a pilot named Sue.")],
        ["Tim joined a travel club and went to their first meetup", "Tim met a pilot named Sue"],
    ),
]

# Each row but the last would be one memory without the rule its comment names.
APART: list[tuple[list[tuple[str, str]], list[str]]] = [
    # "also": another thing.
    (
        [
            (
                "John",
                "I just signed up Nike for a basketball shoe deal. I'm also in talks with Gatorade about a sponsorship.",
            )
        ],
        [
            "John just signed up Nike for a basketball shoe deal",
            "John is also in talks with Gatorade about a sponsorship",
        ],
    ),
    # What was done, then what holds now.
    (
        [("Julia", "I sold my old bike. I walk to work every day now.")],
        ["Julia sold their old bike", "Julia walks to work every day now"],
    ),
    # A bare answer is read from the question, and stays its own memory.
    (
        [
            ("Ollie", "are you a morning person or a night owl?"),
            ("Yara", "night owl 100%. I do my best writing after midnight"),
        ],
        ["Yara is a night owl", "Yara does their best writing after midnight"],
    ),
    # A job is a slot: a later job replaces it alone.
    (
        [("Jon", "I work at a bakery. I bake bread every morning.")],
        ["Jon works at a bakery", "Jon bakes bread every morning"],
    ),
    # A sentence between them that was not kept.
    (
        [("Joanna", "I'm reading a new book. Can't wait to see you! I'm learning to swim.")],
        ["Joanna is reading a new book", "Joanna is learning to swim"],
    ),
    # One sentence: its clauses were split on purpose.
    (
        [("Nate", "I'm learning the violin, I practice every night.")],
        ["Nate is learning the violin", "Nate practices every night"],
    ),
    # After what happened on a day, another deed is another memory.
    (
        [("Raj", "I went to the park yesterday. I just finished Dune.")],
        ["Raj went to the park yesterday (7 May 2023)", "Raj just finished Dune"],
    ),
    # A preference is private, a fact need not be: two kinds, two memories.
    (
        [("Ana", "I hate mornings. I'm reading a new book.")],
        ["Ana hates mornings", "Ana is reading a new book"],
    ),
    # The company's "we" in another tense: another time, another doing.
    (
        [("Ines", "I'm going to Lisbon with my sister in June. We went to Porto last year.")],
        [
            "Ines is going to Lisbon with their sister in June 2023",
            "Ines and their sister went to Porto last year (2022)",
        ],
    ),
    # Someone else.
    (
        [("Ana", "I adopted a dog named Rex. Rex sleeps on my bed.")],
        ["Ana adopted a dog named Rex", "Rex sleeps on Ana's bed"],
    ),
]


@pytest.mark.parametrize(("turns", "expected"), JOINED + APART)
def test_two_sentences_about_the_speaker_are_one_memory_unless_they_say_two_things(
    make_memory: MakeMemory, turns: list[tuple[str, str]], expected: list[str]
) -> None:
    assert said(make_memory(), turns)[-1] == expected


def test_the_joined_memory_quotes_both_sentences_verbatim(make_memory: MakeMemory) -> None:
    m = make_memory()
    message = (
        "By the way, I've been trying out cooking recipes. Made this tasty soup recently - it was real good!"
    )
    [item] = m.add([{"role": "user", "name": "John", "content": message}], user_id="u").added
    [evidence] = item.evidence
    assert evidence.quote == "I've been trying out cooking recipes. Made this tasty soup recently"
    assert evidence.quote in message
