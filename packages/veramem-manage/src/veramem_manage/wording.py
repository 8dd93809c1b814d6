"""Turning a speaker's first-person clause into a third-person memory ("I love sushi" → "User loves sushi")."""

from __future__ import annotations

import re

_FIXED = [
    (r"\bI'm\b|\bI am\b", "{s} is"),
    (r"\bI was\b", "{s} was"),
    (r"\bI've\b|\bI have\b", "{s} has"),
    (r"\bI'd\b", "{s} would"),
    (r"\bI'll\b|\bI will\b", "{s} will"),
    (r"\bI don't\b", "{s} doesn't"),
    (r"\bI do not\b", "{s} does not"),
    (r"\bI haven't\b", "{s} hasn't"),
    (r"\bI have not\b", "{s} has not"),
    (r"\bI do\b", "{s} does"),
    (r"\bmyself\b", "{s}"),
    (r"\b[Mm]y\b|\b[Mm]ine\b", "{s}'s"),
]
_ADVERBS = frozenset(
    [
        "no longer",
        "never",
        "also",
        "just",
        "really",
        "still",
        "always",
        "often",
        "usually",
        "sometimes",
        "recently",
        "finally",
        "actually",
        "already",
        "even",
        "only",
        "probably",
        "definitely",
        "totally",
        "absolutely",
    ]
)
# Words after "I" that must not take a third-person "s": modals, past forms, and the adverbs.
_KEEP = _ADVERBS | frozenset(
    [
        "I",
        "s",
        "can",
        "could",
        "would",
        "should",
        "might",
        "must",
        "may",
        "shall",
        "will",
        "went",
        "got",
        "had",
        "made",
        "saw",
        "took",
        "came",
        "found",
        "gave",
        "felt",
        "thought",
        "knew",
        "told",
        "left",
        "bought",
        "brought",
        "ran",
        "met",
        "began",
        "wrote",
        "read",
        "said",
        "heard",
        "kept",
        "lost",
        "won",
        "ate",
        "drank",
        "sang",
        "swam",
        "grew",
        "drew",
        "flew",
        "became",
        "spent",
        "sent",
        "built",
        "taught",
        "caught",
        "fought",
        "sold",
        "held",
        "stood",
        "understood",
        "paid",
        "put",
        "set",
        "cut",
        "hit",
        "let",
        "quit",
        "did",
        "was",
        "were",
        "once",
        "broke",
        "woke",
        "spoke",
        "chose",
        "drove",
        "rode",
        "wore",
        "tore",
        "threw",
        "hurt",
        "lent",
        "lit",
        "slept",
        "swept",
        "wept",
        "dug",
        "hung",
        "shot",
        "shut",
        "sat",
        "forgot",
        "forgave",
        "not",
        "no",
    ]
)
# Not before an apostrophe: "I couldn't" must not become "User couldns't".
_I_VERB = re.compile(
    r"\bI((?:\s+(?:" + "|".join(sorted(_ADVERBS, key=len, reverse=True)) + r"))*)\s+([a-z]+)\b(?!['\u2019])"
)


def third_person_verb(verb: str) -> str:
    """``verb`` in the third person singular present ("go" → "goes", "try" → "tries")."""
    if verb in ("have",):
        return "has"
    if verb in ("do", "go"):
        return verb + "es"
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def _verb(match: re.Match[str], speaker: str) -> str:
    adverbs, word = match.group(1), match.group(2)
    if word in _KEEP or word.endswith("ed"):
        return f"{speaker}{adverbs} {word}"
    return f"{speaker}{adverbs} {third_person_verb(word)}"


def third_person(clause: str, speaker: str = "User") -> str:
    """The clause with the speaker's I/my/me rewritten as ``speaker``; other words unchanged."""
    # "I broke my arm": once the speaker is named, a later "my" reads "their", not "User's".
    first_i = re.search(r"\bI\b", clause)
    text = clause
    if first_i is not None:
        text = clause[: first_i.end()] + re.sub(r"\b[Mm]y\b", "their", clause[first_i.end() :])
    for pattern, replacement in _FIXED:
        text = re.sub(pattern, replacement.format(s=speaker), text)
    text = _I_VERB.sub(lambda m: _verb(m, speaker), text)
    text = re.sub(r"\bI\b", speaker, text)
    text = re.sub(r"\bme\b", speaker, text)
    return text[:1].upper() + text[1:]


def second_to_user(clause: str) -> str:
    """An assistant's "you"/"your" refer to the user: say so, so the memory reads on its own."""
    text = re.sub(r"\b[Yy]our\b", "the user's", clause)
    return re.sub(r"\b[Yy]ou\b", "the user", text)
