"""lemminflect's lemmas and inflections, looked up once per word.

The rules engine asks the same few hundred words again and again (every clause asks whether its first
word is a verb, what its lemma is, what its past form is); lemminflect recomputes each answer from its
tables, which made these lookups the largest share of an offline ``add``. The answers are pure
functions of the word, so they are cached here, and lemminflect itself (its tables load in about
0.7 s) is imported on first use, not when the CLI starts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from .lexicon import AUXILIARIES, LINKING_VERBS, PREPOSITIONS, STATUSES

# Verbs newer than lemminflect's tables ("I vape", "she vlogs", "we homeschool"), or missing from
# them as verbs ("Tom texted me"): read as verbs.
_NEWER_VERBS = [
    "text",
    "whatsapp",
    "snapchat",
    "unfriend",
    "venmo",
    "vape",
    "vlog",
    "livestream",
    "facetime",
    "skype",
    "doomscroll",
    "upcycle",
    "podcast",
    "boulder",
    "paddleboard",
    "geocache",
    "homeschool",
    "carpool",
    "bikepack",
    "rollerblade",
]


@lru_cache(maxsize=65536)
def all_lemmas(word: str, upos: str | None = None) -> Mapping[str, tuple[str, ...]]:
    """Every lemma of ``word`` by part of speech ("fell" → VERB: fall, fell; NOUN: fell); empty when
    lemminflect does not know the word. Read-only: the same mapping is shared by every caller."""
    from lemminflect import getAllLemmas

    found = getAllLemmas(word, upos=upos)
    newer = _newer_forms().get(word) if not found and upos in (None, "VERB") else None
    return MappingProxyType({"VERB": (newer,)} if newer else found)


@lru_cache(maxsize=1)
def _newer_forms() -> dict[str, str]:
    """Each form of ``_NEWER_VERBS`` ("vapes", "vaped", "vaping") → its verb, by lemminflect's suffix rules."""
    from lemminflect import getInflection

    tags = ("VB", "VBZ", "VBD", "VBG", "VBN")
    return {
        form: verb
        for verb in _NEWER_VERBS
        for tag in tags
        for form in getInflection(verb, tag, inflect_oov=True)
    }


@lru_cache(maxsize=65536)
def inflection(lemma: str, tag: str) -> tuple[str, ...]:
    """The forms of ``lemma`` for the Penn tag ``tag`` ("go", "VBD" → ("went",)); a word lemminflect
    does not know is inflected by its suffix rules (lemminflect's ``inflect_oov``)."""
    from lemminflect import getInflection

    return tuple(getInflection(lemma, tag, inflect_oov=True))


def finite_form(word: str) -> bool:
    """True when ``word`` is a verb's -s or past form ("helps", "made"), not its base or a noun."""
    verbs = all_lemmas(word).get("VERB", ())
    return (
        bool(verbs) and word != verbs[0] and word in inflection(verbs[0], "VBZ") + inflection(verbs[0], "VBD")
    )


def past_as_base(word: str) -> bool:
    """True when ``word`` is a verb whose past form is its base ("quit", "cut", "set"): after one
    person ("Tom quit his job"), the past, since the present would be "quits"."""
    verbs = all_lemmas(word).get("VERB", ())
    return bool(verbs) and word == verbs[0] and word in inflection(word, "VBD")


def is_after_s(nxt: str, beyond: str = "") -> bool:
    """True when a "'s" before the word ``nxt`` (then ``beyond``) is "is" by that word: a way of life
    ("my partner's vegan"; "vegan recipes" are the partner's) or an adjective, then what it is of
    ("my sister's due in August")."""
    nxt, beyond = nxt.lower(), beyond.lower()
    if nxt in STATUSES:
        return not (beyond and "NOUN" in all_lemmas(beyond))
    return "ADJ" in all_lemmas(nxt) and beyond in PREPOSITIONS


def gerund_form(word: str) -> bool:
    """True when ``word``, in -ing, is a verb's: "hiking", or a word the lexicon does not know
    ("vlogging"); not a noun or a verb that ends so ("last spring", "the morning", "a ring")."""
    lemmas = all_lemmas(word)
    return not lemmas or lemmas.get("VERB", (word,))[0] != word


def tensed(text: str) -> bool:
    """True when ``text`` holds a verb with a tense ("is", "helps", "made"), not only gerunds,
    infinitives and base forms ("trying to make the desserts")."""
    return any(
        w in AUXILIARIES or w in LINKING_VERBS or finite_form(w) for w in re.findall(r"[a-z']+", text.lower())
    )


def a_or_an(word: str) -> str:
    """The indefinite article before ``word`` by its first letter: "an old Peugeot", "a trophy"."""
    return "an" if word[:1].lower() in "aeiou" else "a"
