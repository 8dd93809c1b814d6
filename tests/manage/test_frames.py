"""An aim said with a dummy "it", and how hard a doing was (``veramem_manage.frames``); the write
path's rows are in ``test_standalone.HARD``."""

from __future__ import annotations

import pytest

from veramem_manage.frames import aspired, found_hard

ASPIRED: list[tuple[str, str | None]] = [
    ("It's been my dream to adopt kids", "My dream has been to adopt kids"),
    ("It's been a dream to adopt kids", "My dream has been to adopt kids"),
    ("It’s always been my goal to run a marathon", "My goal has always been to run a marathon"),
    ("It has long been a dream of mine to visit Japan", "My dream has long been to visit Japan"),
    ("It's my biggest dream to open a bakery", "My biggest dream is to open a bakery"),
    ("It was my plan to move to Lisbon", "My plan was to move to Lisbon"),
    ("It had been our goal to buy a house", "Our goal had been to buy a house"),
    ("It's been a dream to work with you on the project", None),
    ("It's a dream come true to be here", None),
    ("It's been a long week", None),
    ("It's a good idea to rest", None),
    ("It's been a dream", None),
    ("It was always my dream to sing", None),
]


@pytest.mark.parametrize(("clause", "expected"), ASPIRED)
def test_an_aim_said_with_a_dummy_it_has_the_aim_as_subject(clause: str, expected: str | None) -> None:
    assert aspired(clause) == expected


FOUND_HARD: list[tuple[str, str | None]] = [
    ("Getting sponsors was difficult", "I found getting sponsors difficult"),
    (
        "Fitting into the new team's style of play was a challenge during pre-season",
        "I found fitting into the new team's style of play a challenge during pre-season",
    ),
    ("Searching for investors has been tough, but I'm hopeful", "I have found searching for investors tough"),
    ("Finding the right spot was tough but here we are", "I found finding the right spot tough"),
    ("Learning German has been tough but worth it", "I have found learning German tough but worth it"),
    ("Losing my job was a bummer", "I found losing my job a bummer"),
    # Said of anyone, or a reaction to a moment, or to the listener's doing: no doing of the speaker's.
    ("Losing a pet is tough", None),
    ("Seeing him leave was hard", None),
    ("Reading your message was tough", None),
    ("Winning was a huge confidence boost", None),
]


@pytest.mark.parametrize(("clause", "expected"), FOUND_HARD)
def test_how_hard_a_doing_was_is_what_the_speaker_found(clause: str, expected: str | None) -> None:
    assert found_hard(clause) == expected
