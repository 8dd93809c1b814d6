"""The canary: runs of two or more content words of private memories, found verbatim."""

from __future__ import annotations

from veramem_share import canary

PRIVATE = ["User hides the spare key under the blue flowerpot", "User's sister Ingrid works nights"]


def spans(text: str) -> list[str]:
    return [text[slice(*f.span)] for f in canary.canary(text, PRIVATE)]


def test_a_verbatim_run_is_found_with_its_stop_words() -> None:
    assert spans("Procedure: keep the spare key under the blue flowerpot.") == [
        "spare key",
        "key under the blue",
        "blue flowerpot",
    ]
    assert spans("Ask Ingrid works nights") == ["Ingrid works", "works nights"]


def test_single_words_stop_words_and_slots_are_not_runs() -> None:
    assert spans("Put the key in the flowerpot.") == [], "no two content words in a row"
    assert spans("The user hides under the table.") == [], "'user' and stop words are not content"
    assert spans("spare {slot} key") == [], "a slot breaks a run"
    assert canary.canary("anything at all", []) == []


def test_case_does_not_hide_a_run() -> None:
    assert spans("SPARE KEY") == ["SPARE KEY"]
