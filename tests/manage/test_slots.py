"""Slots and endings: real changes, phrased the ways people phrase them, become versions through add()."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from veramem_manage.slots import find_cessation, find_slot

from .conftest import MakeMemory

T0 = datetime(2024, 1, 10, 9, 0, tzinfo=UTC)

CHANGES: list[tuple[str, str, str, str | None]] = [
    # (first statement, the change, the memory it takes back, what is active after it or None)
    (
        "I work at Google",
        "I left Google last month and joined Microsoft.",
        "User works at Google",
        "Microsoft",
    ),
    ("I have a cat called Tom", "Tom passed away in March.", "User has a cat called Tom", None),
    ("My boyfriend is Alex.", "Alex and I broke up in April.", "User's boyfriend is Alex", None),
    ("I'm dating Sam", "We broke up last week.", "User is dating Sam", None),
    ("I'm dating Sam", "I broke up with Sam.", "User is dating Sam", None),
    ("I live in Berlin", "We finally relocated to Lisbon in May.", "User lives in Berlin", "Lisbon"),
    ("I have a Tesla", "I sold my Tesla.", "User has a Tesla", None),
    ("I live in Paris", "I don't live in Paris anymore", "User lives in Paris", None),
]


@pytest.mark.parametrize(("first", "change", "old", "now_active"), CHANGES)
def test_a_change_updates_or_retracts_with_history(
    make_memory: MakeMemory, first: str, change: str, old: str, now_active: str | None
) -> None:
    m = make_memory()
    before = m.add([{"role": "user", "content": first, "timestamp": T0}], user_id="u", now=T0)
    [kept] = before.added
    assert kept.text == old
    later = T0 + timedelta(days=200)
    after = m.add([{"role": "user", "content": change, "timestamp": later}], user_id="u", now=later)
    assert after.error is None
    assert m.history(kept.id, user_id="u")[0].status in ("superseded", "retracted")
    active = [i.text for i in m.list("u", status="active").items]
    assert old not in active
    if now_active is None:
        assert [i.id for i in after.retracted] == [kept.id]
    else:
        assert len(after.updated) == 1 and now_active in after.updated[0].text


def test_two_pets_never_replace_each_other(make_memory: MakeMemory) -> None:
    m = make_memory()
    m.add([{"role": "user", "content": "I have a cat called Tom"}], user_id="u")
    r = m.add([{"role": "user", "content": "I adopted a dog called Rex."}], user_id="u")
    assert [i.text for i in r.added] == ["User adopted a dog called Rex"]
    assert len(m.list("u", status="active").items) == 2


def test_someone_elses_move_or_a_hypothetical_never_supersedes_the_speakers(make_memory: MakeMemory) -> None:
    m = make_memory()
    m.add([{"role": "user", "content": "I live in Paris"}], user_id="u")
    m.add([{"role": "user", "content": "My sister moved to Oslo."}], user_id="u")
    m.add([{"role": "user", "content": "If I moved to Rome, I would open a bakery."}], user_id="u")
    active = sorted(i.text for i in m.list("u", status="active").items)
    assert active == ["User lives in Paris", "User's sister moved to Oslo"]


@pytest.mark.parametrize(
    ("clause", "attribute", "value"),
    [
        ("I moved to the U.S. last year", "location", "u.s"),
        ("I work at the U.N. in Geneva", "employer", "u.n. in geneva"),
        ("We finally relocated to Berlin in May", "location", "berlin"),
        ("my dog Rex loves the beach", "has:rex", "rex"),
        ("I'm married to Jordan", "partner", "jordan"),
        ("My wife is Priya", "partner", "priya"),
    ],
)
def test_slot_values_keep_abbreviations_and_drop_dates(clause: str, attribute: str, value: str) -> None:
    slot = find_slot(clause, "user")
    assert slot is not None and (slot.attribute, slot.value) == (attribute, value)


@pytest.mark.parametrize(
    "clause", ["I joined a gym last week", "I just joined a fire-fighting brigade", "We joined the book club"]
)
def test_joining_a_club_or_a_gym_is_no_employer(clause: str) -> None:
    slot = find_slot(clause, "user")
    assert slot is None or slot.attribute != "employer"


def test_joining_a_named_company_is_an_employer() -> None:
    slot = find_slot("I joined Microsoft in March", "user")
    assert slot is not None and (slot.attribute, slot.value) == ("employer", "microsoft")


def test_an_ending_names_the_statement_it_takes_back() -> None:
    ending = find_cessation("Alex and I broke up in April")
    assert ending is not None and ending.positive == "I am dating Alex"
    assert find_cessation("I broke my arm") is None
