"""An aim said with a dummy "it" (``veramem_manage.frames``); the write path's rows are in
``test_standalone.HARD``."""

from __future__ import annotations

import pytest

from veramem_manage.frames import aspired

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
