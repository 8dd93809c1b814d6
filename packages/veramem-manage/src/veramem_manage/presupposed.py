"""What a speaker's words take as given about the listener, kept as a memory about the listener.

In a chat the listener's news often reaches the record only through the reply: "Congrats on the new
job!", "I hope you find a great apartment soon", "Your new place looks great". The speaker states
nothing of their own there, so the clause filters (``salience``, ``rules.skip_reason``) rightly drop
it; but a careful note-taker keeps what it takes for granted of the listener, in the speaker's
words: "Jon said congrats to Gina on the new job", "Andrew is looking for a great apartment",
"Audrey has a new place". Each is the speaker's claim (the quote is theirs), never a slot: it
cannot supersede what the listener said of themselves.

Only what names a thing is kept: "Congrats on your success", "... on how far you've come",
"... on finishing it" name nothing one could ask about later.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicon import ANIMALS, AUXILIARIES, COMPANIONS, EVALUATIONS, PRAISED_VAGUELY, VAGUE_NOUNS
from .morphology import all_lemmas
from .wording import to_listener

# Where what is praised, hoped for or new ends: a clause's punctuation, a dash, or "so/and then".
_END = r"(?=\s*(?:[,.;:!?()]|\s[-–—]\s|\s(?:so|and then|because|which|since|soon)\b|$))"
_CONGRATULATED = re.compile(
    rf"(?i)\b(?P<word>congrats|congratulations|kudos)\s+(?:to you\s+)?on\s+(?P<what>[^.!?,;:()]+?){_END}"
)
_HOPED_FOUND = re.compile(
    rf"(?i)\b(?:I\s+(?:really\s+)?hope|fingers crossed(?:\s+for you)?)\s+(?:that\s+)?(?:you\s+)?(?:to\s+)?"
    rf"(?:find|land)\s+(?P<what>[^.!?,;:()]+?){_END}"
)
_YOUR_NEW = re.compile(r"\b[Yy]our\s+new\s+(?P<what>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})")
_DETERMINER = re.compile(r"(?i)^(?:the|a|an|your|those|these|this|that|some)\s+")
_GERUND = re.compile(r"(?i)^[a-z]+ing\b")
# Words that point at a thing instead of naming it, and whose a thing is.
_POINTING = frozenset(
    ["it", "them", "him", "that", "this", "those", "these", "one", "ones", "something", "anything"]
)
_SOMEWHERE = frozenset(["spot", "place", "option", "solution"])
_POSSESSIVES = frozenset(["the", "a", "an", "your", "my", "their", "his", "her", "our"])


@dataclass(frozen=True)
class Presupposed:
    """A memory about the listener: ``text``, citing ``message[start:end]``."""

    text: str
    start: int
    end: int


def _names_a_thing(what: str) -> bool:
    """True when ``what`` ("the new fashion piece", "winning the tournament") names something one
    could ask about later: a noun after a determiner or a gerund, not a pronoun ("finishing it up")
    nor a vague word alone ("your success", "following your dreams")."""
    words = re.findall(r"[\w'’-]+", what.lower())
    if not words or words[0] in ("how", "what", "all", "everything"):
        return False
    rest = words[1:] if _DETERMINER.match(what) or _GERUND.match(what) else []
    if not rest or any(w in _POINTING for w in rest) or rest[-1] in PRAISED_VAGUELY:
        return False
    # "a great spot" says no more than "somewhere": praise aside, a word must say which.
    content = [w for w in rest if w not in _POSSESSIVES and w not in EVALUATIONS]
    return bool(content) and not all(w in VAGUE_NOUNS | _SOMEWHERE for w in content)


def _theirs(what: str, listener: str) -> str:
    """``what`` said of the listener: "your" their, "you" the listener, "those deals" the deals."""
    what = re.sub(r"(?i)^(?:those|these|that|this)\b", "the", what.strip())
    what = re.sub(r"\b[Yy]our\b", "their", what)
    return to_listener(what, listener)


def _verb_form(word: str) -> bool:
    """True for an inflected verb ("looks", "doing", "moved"), which ends a noun phrase before it."""
    verbs = all_lemmas(word).get("VERB", ()) + all_lemmas(word).get("AUX", ())
    return bool(verbs) and verbs[0] != word and word.endswith(("s", "ing", "ed"))


def _new_thing(what: str) -> str | None:
    """The noun phrase of "your new <what>" ("hair color looks amazing" → "hair color"), or None when
    it names no thing ("your new found confidence")."""
    kept: list[str] = []
    for w in what.split():
        low = w.lower()
        lemmas = all_lemmas(low)
        known = "NOUN" in lemmas or "ADJ" in lemmas or low in ANIMALS | COMPANIONS
        if not known or _verb_form(low) or low in AUXILIARIES:
            break
        kept.append(w)
    while (
        kept and "NOUN" not in all_lemmas(kept[-1].lower()) and kept[-1].lower() not in ANIMALS | COMPANIONS
    ):
        kept.pop()  # "your new furry" alone names no one
    if not kept or kept[-1].lower() in VAGUE_NOUNS:
        return None
    return " ".join(kept)


def about_listener(message: str, speaker: str, listener: str) -> list[Presupposed]:
    """What ``message``, said by ``speaker`` to ``listener``, takes as given about the listener."""
    found: list[Presupposed] = []
    for m in _CONGRATULATED.finditer(message):
        if _names_a_thing(m.group("what")):
            # The speaker's own word ("congrats"), which is what the quote backs (``support``).
            word = m.group("word").lower()
            said = f"{speaker} said {word} to {listener} on {_theirs(m.group('what'), listener)}"
            found.append(Presupposed(said, m.start(), m.end()))
    for m in _HOPED_FOUND.finditer(message):
        if _names_a_thing(m.group("what")):
            found.append(
                Presupposed(
                    f"{listener} is looking for {_theirs(m.group('what'), listener)}", m.start(), m.end()
                )
            )
    for m in _YOUR_NEW.finditer(message):
        thing = _new_thing(m.group("what"))
        if thing is None or any(p.start <= m.start() < p.end for p in found):
            continue  # "Congrats on your new addition": said once
        end = m.start("what") + len(thing)
        found.append(Presupposed(f"{listener} has a new {thing}", m.start(), end))
    return found
