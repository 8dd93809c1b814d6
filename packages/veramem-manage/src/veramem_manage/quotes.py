"""Locating a cited quote in its episode: normalised, fuzzy, best window (spec step 3)."""

from __future__ import annotations

import re
import unicodedata

from rapidfuzz import fuzz

_PUNCT = re.compile(r"[^\w\s]", re.UNICODE)
_SPACE = re.compile(r"\s+")
# Typographic variants a model (or a keyboard) swaps freely; they must not cost a quote its score.
_FOLD = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}
)


def normalise(text: str) -> str:
    """Lower case, Unicode NFKC, punctuation dropped, whitespace collapsed: what a quote is compared on."""
    text = unicodedata.normalize("NFKC", text).translate(_FOLD).casefold()
    text = _PUNCT.sub(" ", text)
    return _SPACE.sub(" ", text).strip()


def score(quote: str, text: str) -> float:
    """How well ``quote`` is found in ``text``, in [0, 1]: the best window's normalised similarity.

    A quote longer than the text is compared whole: otherwise a quote padded with invented words
    around a real fragment would score as if it were found.
    """
    q, t = normalise(quote), normalise(text)
    if not q or not t:
        return 0.0
    if q in t:
        return 1.0
    if len(q) > len(t):
        return fuzz.ratio(q, t) / 100.0
    return fuzz.partial_ratio(q, t) / 100.0


def contains(haystack: str, needle: str, threshold: float = 0.9) -> bool:
    """True when ``needle`` is found in ``haystack`` at ``threshold`` or better."""
    return score(needle, haystack) >= threshold
