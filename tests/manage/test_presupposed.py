"""``presupposed``: what a speaker's reply takes as given about the listener, kept about the listener."""

from __future__ import annotations

import pytest

from veramem_manage.presupposed import about_listener

from .conftest import MakeMemory
from .test_standalone import said


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "Hey Gina! Congrats on the new fashion piece!",
            ["Jon said congrats to Gina on the new fashion piece"],
        ),
        ("Congrats on finishing your degree, Gina!", ["Jon said congrats to Gina on finishing their degree"]),
        (
            "Wow, Congrats on those deals with Nike and Gatorade!",
            ["Jon said congrats to Gina on the deals with Nike and Gatorade"],
        ),
        (
            "Congrats on winning the tournament - that's awesome!",
            ["Jon said congrats to Gina on winning the tournament"],
        ),
        (
            "Congratulations on your victory in the tournament!",
            ["Jon said congratulations to Gina on their victory in the tournament"],
        ),
        ("Congrats on your new addition!", ["Jon said congrats to Gina on their new addition"]),
        ("I hope you find a quiet flat soon!", ["Gina is looking for a quiet flat"]),
        # Praise aside, "a great spot" says no more than somewhere: which one, the chat said before.
        ("I hope you find a great spot soon!", []),
        ("Congrats on the successful night!", ["Jon said congrats to Gina on the successful night"]),
        (
            "I'm keeping my fingers crossed for you to find a great furry friend and an apartment.",
            ["Gina is looking for a great furry friend and an apartment"],
        ),
        ("Wow, your new hair color looks amazing!", ["Gina has a new hair color"]),
        ("How is your new pup doing?", ["Gina has a new pup"]),
        # Nothing one could ask about later is named: no memory.
        ("Congrats on your success!", []),
        ("Congrats on following your dreams!", []),
        ("Congrats on how far you've come.", []),
        ("Congrats on winning!", []),
        ("Congrats on finishing it up!", []),
        ("Congrats on the win!", []),
        ("I hope you find it.", []),
        ("Your new found confidence is great.", []),
    ],
)
def test_what_the_reply_takes_as_given(message: str, expected: list[str]) -> None:
    assert [p.text for p in about_listener(message, "Jon", "Gina")] == expected


def test_the_quote_is_the_words_that_say_it() -> None:
    message = "Yep! I hope you find the perfect dog-friendly spot soon so you can make memories."
    [found] = about_listener(message, "Audrey", "Andrew")
    assert message[found.start : found.end] == "I hope you find the perfect dog-friendly spot"


def test_the_listener_is_whom_the_session_says(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Andrew", "We moved into a bigger place last week."),
            ("Audrey", "That's awesome! Your new place looks great."),
            ("Andrew", "Thanks! Still looking for a dog though."),
            ("Audrey", "Yep! I hope you find the perfect dog-friendly spot soon."),
        ],
    )
    assert got[1] == ["Andrew has a new place"]
    assert got[3] == ["Andrew is looking for the perfect dog-friendly spot"]


def test_without_a_listener_nothing_is_presupposed(make_memory: MakeMemory) -> None:
    # Whom "you" stands for, nothing says: no memory about anyone.
    assert said(make_memory(), [("Audrey", "I hope you find a great spot soon!")]) == [[]]
