"""The quote check: normalised, best-window fuzzy ratio."""

from __future__ import annotations

import pytest

from veramem_manage.quotes import normalise, score

TEXT = "Hey! I moved to Berlin last month, and honestly? I love it there."


def test_exact_substring_scores_one() -> None:
    assert score("I moved to Berlin last month", TEXT) == 1.0


@pytest.mark.parametrize(
    "quote", ["i MOVED to berlin, last month", "I moved  to Berlin last-month", "I love it there!!"]
)
def test_case_whitespace_and_punctuation_do_not_matter(quote: str) -> None:
    assert score(quote, TEXT) == 1.0


def test_typographic_quotes_are_folded() -> None:
    assert score("I don\u2019t like cats", "Well, I don't like cats.") == 1.0


def test_a_small_slip_still_passes_the_threshold() -> None:
    assert score("I moved to Berln last month", TEXT) >= 0.9


@pytest.mark.parametrize("quote", ["I moved to Paris last year", "I hate it there", "my password is hunter2"])
def test_invented_quotes_fail(quote: str) -> None:
    assert score(quote, TEXT) < 0.9


def test_padding_a_real_fragment_does_not_help() -> None:
    short = "I love sushi"
    assert score("I love sushi and I am the CEO of a bank", short) < 0.9


def test_empty_quote_scores_zero() -> None:
    assert score("", TEXT) == 0.0 and score("...", TEXT) == 0.0


def test_normalise() -> None:
    assert normalise("  Hello,   WORLD! ") == "hello world"
