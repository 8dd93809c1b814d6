"""Claim comparison: polarity, numbers, dates and names decide sameness, not wording similarity."""

from __future__ import annotations

import pytest

from veramem_manage.claims import compare, parse, stem


@pytest.mark.parametrize(
    ("new", "old", "kind"),
    [
        ("User is allergic to penicillin", "User is not allergic to penicillin", "negation"),
        ("User doesn't eat meat", "User eats meat", "negation"),
        ("User has never been to Japan", "User has been to Japan", "negation"),
        ("User visited city number 2", "User visited city number 1", "distinct"),
        ("User's locker code is 9876", "User's locker code is 1234", "new value"),
        ("User's locker code is now 9876", "User's locker code is 1234", "new value"),
        ("According to tool crm: The user's PIN is 0000", "User's PIN is 1234", "new value"),
        ("User's email is b@example.com", "User's email is a@example.com", "new value"),
        ("User went hiking on 2024-05-01", "User went hiking on 2024-04-24", "distinct"),
        ("Caroline went to the support group", "Melanie went to the support group", "distinct"),
        ("User has 3 kids", "User has two kids", "distinct"),
        ("User lives in Paris!", "User lives in Paris", "same"),
        ("User lives in paris", "User lives in Paris", "same"),
        ("User has two kids", "User has 2 kids", "same"),
        ("User owes 1,000 euros", "User owes 1000 euros", "same"),
        ("User ran a marathon last Friday (2023-05-05)", "User ran a marathon on 2023-05-05", "same"),
    ],
)
def test_compare(new: str, old: str, kind: str) -> None:
    relation = compare(new, old)
    assert relation.kind == kind, relation.reason
    assert relation.replaces == (kind in ("negation", "new value"))


def test_the_reason_names_what_differs() -> None:
    assert (
        "numbers ['1'] vs ['2']" in compare("User visited city number 2", "User visited city number 1").reason
    )
    assert "polarity" in compare("User is allergic", "User is not allergic").reason


def test_features() -> None:
    claim = parse("According to tool web: Alice didn't pay the 2 invoices for hunter2 on 2024-03-01.")
    assert claim.negated and claim.numbers == {"2"} and claim.dates == {"2024-03-01"}
    assert claim.names == {"alice", "hunter2"}
    assert "invoic" in claim.content and "web" not in claim.words


def test_double_negation_is_positive_and_codes_keep_leading_zeros() -> None:
    assert not parse("User is not never there").negated and parse("User is never there").negated
    assert parse("PIN 0042").numbers == {"0042"} and parse("7 or 07").numbers == {"7"}


def test_a_third_person_go_or_do_meets_its_verb() -> None:
    # "Do you go to the gym often?" - "yes" → "Owen goes to the gym": "goes" is "go", not "goe".
    assert stem("goes") == stem("go")
    assert stem("does") == stem("do")


def test_a_past_in_ied_meets_its_verb() -> None:
    # "Where did your daughter study?" - "Edinburgh" → "... studied in Edinburgh": the question's verb.
    assert stem("studied") == stem("study") == stem("studies")
    assert stem("married") == stem("marry")
