"""The canary check: no run of two or more content words of the owner's private memories may appear
verbatim in text bound for other readers.

Any verbatim shared run with two content words contains a shorter one that starts at one content
word and ends at the next (with only stop words between), so checking those "links" is exact and
linear. Words are compared lower-cased; the template's own headings and ``{slot}`` names are not
words of the text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from veramem_core.hookspecs import hookimpl

from .pii import findings

if TYPE_CHECKING:
    from veramem_core.stages import Finding

_WORD = re.compile(r"\{[^{}]*\}|[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)

STOP_WORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "user",
        "users",
        "user's",
        "s",
        "t",
        "also",
        "get",
        "got",
        "one",
        "two",
        "via",
        "per",
        "then",
        "applies",
        "inputs",
        "input",
        "procedure",
        "caution",
        "name",
        "steps",
        "step",
        "first",
        "next",
        "finally",
    ]
)
"""Words that never make a run on their own: function words, the owner's label ("User", which the
write path puts in every private memory) and the template's headings."""


Token = tuple[str, int, int]


def tokens(text: str) -> list[Token]:
    """Lower-cased word tokens with their spans; a ``{slot}`` is a token that matches nothing."""
    return [(m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(text)]


def is_content(word: str) -> bool:
    return not word.startswith("{") and word not in STOP_WORDS and len(word) > 1


def runs(toks: list[Token]) -> list[tuple[tuple[str, ...], int, int]]:
    """Every token run from one content word to the next (stop words between), with its span."""
    out: list[tuple[tuple[str, ...], int, int]] = []
    previous: int | None = None
    for i, (word, _, end) in enumerate(toks):
        if word.startswith("{"):
            previous = None
            continue
        if is_content(word):
            if previous is not None:
                out.append((tuple(t[0] for t in toks[previous : i + 1]), toks[previous][1], end))
            previous = i
    return out


def leaks(text: str, private_texts: list[str]) -> list[tuple[int, int]]:
    """Spans of ``text`` that repeat a run of ``private_texts`` verbatim, in order."""
    private = {run for p in private_texts for run, _, _ in runs(tokens(p))}
    if not private:
        return []
    return [(start, end) for run, start, end in runs(tokens(text)) if run in private]


@hookimpl(specname="veramem_canary")
def canary(text: str, private_texts: list[str]) -> list[Finding]:
    """One finding per private run found; the reason says what it is, never which words."""
    return findings(
        "canary", "a run of content words from the owner's private memories", leaks(text, private_texts)
    )
