"""Subject, attribute and value of a clause: what lets the rules reconciler see that two statements
speak of the same thing ("I live in Paris" / "I moved to Berlin") and that one replaces the other."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import lexicon
from .morphology import all_lemmas

ANYONE = lexicon.ANYONE


@dataclass(frozen=True)
class Slot:
    """What a clause says about whom: ``subject`` ("user" or a lower-cased name), an attribute
    ("location", "opinion:sushi", "favourite colour", ...) and its normalised value."""

    subject: str
    attribute: str
    value: str
    display: str


def subject_key(raw: str | None, role: str, speaker: str | None = None) -> str:
    """Whom a slot is about: the speaker's lower-cased name for "I", "we" and "my" when the message
    names its speaker (two people talking under one user id each keep their own slots), else
    "user" (also for the user as a tool names them); any other name lower-cased."""
    if raw is None:
        return speaker.lower() if speaker else "user"
    low = raw.lower()
    if low in ("i", "we") and role in ("assistant",):
        return "assistant"
    if speaker and low in ("i", "we", "my"):
        return speaker.lower()
    if re.fullmatch(lexicon.USER_WORDS, raw, flags=re.IGNORECASE) or low in ("my", "the user's"):
        return "user"
    if low.startswith("my "):
        # "my sister": the speaker's sister, keyed under whom "my" means.
        return f"{speaker.lower() if speaker else 'user'}'s {low.split()[-1]}"
    return low


def clean_value(raw: str) -> str:
    """The value as said, cut before dates, reasons and trailing clauses."""
    value = lexicon.VALUE_STOP.sub("", raw.strip())
    return value.strip(" \"'").strip()


def norm_value(value: str) -> str:
    """A value in comparable form: lower case, no article, single spaces."""
    low = re.sub(r"\s+", " ", value.lower()).strip(" .")
    return re.sub(r"^(?:the|a|an|my)\s+", "", low)


def find_slot(clause: str, role: str, speaker: str | None = None) -> Slot | None:
    """The first state, favourite or opinion slot ``clause`` states as a fact, or None: a condition,
    a wish, a hedge, reported speech or a denial before it ("If I moved to Rome", "I never said I
    hate my job") states none. ``speaker``: the message's named speaker, whom "I" means."""
    none = _has_none(clause, role, speaker) or _partnered(clause, role, speaker)
    if none is not None:
        return none
    for attribute, pattern in lexicon.STATE_PATTERNS:
        m = pattern.search(clause)
        if m and _said_as_fact(clause, m):
            value = clean_value(
                m.group("value")
                or m.groupdict().get("alone")
                or m.groupdict().get("appos")
                or m.groupdict().get("org")
                or ""
            )
            if value and norm_value(value) not in lexicon.VAGUE_VALUES:
                subj = subject_key(m.groupdict().get("subj"), role, speaker)
                return Slot(subj, attribute, norm_value(value), value)
        elif m:
            return None
    for pattern in lexicon.HAS_PATTERNS:
        m = pattern.search(clause)
        thing = (m.group("value") or m.groupdict().get("alone") or "") if m else ""
        if m and thing.lower() not in lexicon.POSSESSION_STOP and _said_as_fact(clause, m):
            subj = subject_key(m.groupdict().get("subj"), role, speaker)
            return Slot(subj, "has:" + thing.lower(), thing.lower(), thing)
    m = lexicon.FAVOURITE.search(clause)
    if m and _said_as_fact(clause, m):
        value = clean_value(m.group("value"))
        owner = m.group("owner")
        subj = owner.lower() if owner else subject_key("my", role, speaker)
        if value:
            return Slot(subj, "favourite " + norm_value(m.group("what")), norm_value(value), value)
    m = lexicon.OPINION.search(clause)
    if m and _said_as_fact(clause, m):
        obj = clean_value(re.sub(r"(?i)\s+(?:over|more than|rather than)\s+.*$", "", m.group("value")))
        obj = re.sub(r"(?i)^(?:to|the)\s+", "", obj)
        if obj and norm_value(obj) not in lexicon.VAGUE_VALUES:
            polarity = "negative" if lexicon.NEGATIVE_VERB.match(m.group("verb")) else "positive"
            subj = subject_key(m.group("subj"), role, speaker)
            return Slot(subj, "opinion:" + norm_value(obj), polarity, obj)
    return None


def _kind(word: str) -> str | None:
    """The kind ``word`` names in the singular ("pets" → "pet", "puppies" → "puppy"), when it is one
    a person can have none of and later get (``lexicon.OWNED_KINDS``); None otherwise."""
    low = word.lower()
    nouns = all_lemmas(low, upos="NOUN").get("NOUN", ())
    lemma = nouns[0] if nouns else low
    return lemma if lemma in lexicon.OWNED_KINDS else None


def _has_none(clause: str, role: str, speaker: str | None) -> Slot | None:
    """ "I don't have any pets", "I have no car" → the slot ("owns:pet", "none"): a state the speaker's
    later "I adopted a pup" changes (``acquired``). Only kinds one can get (``_kind``): "I have no
    idea" states no slot."""
    for pattern in lexicon.HAS_NONE_PATTERNS:
        m = pattern.search(clause)
        if m is None or not _said_as_fact(clause, m):
            continue
        kind = _kind(m.group("value"))
        if kind is not None:
            kind = lexicon.KIND_OF.get(kind, kind)
            return Slot(subject_key(m.group("subj"), role, speaker), "owns:" + kind, "none", "none")
    return None


def _partnered(clause: str, role: str, speaker: str | None) -> Slot | None:
    """ "I'm single" → the partner slot with the value "none"; "we're dating now", "I'm seeing
    someone" → a partner not named (``ANYONE``): so either is the next version of the other."""
    for pattern, value in ((lexicon.SINGLE, "None"), (lexicon.PARTNERED, ANYONE)):
        m = pattern.search(clause)
        if m is not None and _said_as_fact(clause, m):
            return Slot(subject_key(m.group("subj"), role, speaker), "partner", value.lower(), value)
    return None


def acquired(clause: str) -> frozenset[str]:
    """The kinds ``clause`` says its speaker got or has ("I adopted a puppy", "Toby is my puppy" →
    {"puppy", "dog", "pet"}): each ends a "has none" slot of that kind (``_has_none``). A wish or a
    condition before it ("I want to adopt a dog") gets nothing."""
    kinds: set[str] = set()
    for pattern in lexicon.ACQUIRED_PATTERNS:
        for m in pattern.finditer(clause):
            kind = _kind(m.group("kind"))
            if kind is None or not _said_as_fact(clause, m):
                continue
            kinds |= {kind, lexicon.KIND_OF.get(kind, kind)}
            if kind in lexicon.PET_KINDS:
                kinds.add("pet")
    return frozenset(kinds)


def is_preference(clause: str) -> bool:
    """True when ``clause`` states a like, dislike, want or preference of its subject."""
    slot = find_slot(clause, "user")
    if slot and (slot.attribute.startswith(("opinion:", "favourite "))):
        return True
    return bool(lexicon.WANT.search(clause))


@dataclass(frozen=True)
class Cessation:
    """A statement that something no longer holds; ``positive`` is the statement it cancels."""

    positive: str
    forget: bool


def _said_as_fact(clause: str, m: re.Match[str]) -> bool:
    """False when what precedes the match makes it no fact: "If I moved to Rome", "I never said"."""
    return lexicon.IRREALIS_BEFORE.search(clause[: m.start()]) is None


def _base(gerund: str) -> str:
    """ "playing" → "play": the verb a habit's ending names, through lemminflect's tables."""
    found = all_lemmas(gerund, upos="VERB").get("VERB", ())
    return found[0] if found else gerund


def _ending(clause: str) -> Cessation | None:
    for pattern, positive in lexicon.ENDING_PATTERNS:
        m = pattern.search(clause)
        if m is None:
            continue
        if not _said_as_fact(clause, m):
            return None
        groups = m.groupdict()
        # "I quit my job at the hospital last week": what ended is "the hospital", not when.
        x = clean_value(groups.get("x") or "")
        said = positive.format(s=groups.get("subj") or "I", x=x, g=_base(groups.get("g") or ""))
        return Cessation(" ".join(said.split()), forget=False)
    return None


@lru_cache(maxsize=4096)
def find_cessation(clause: str) -> Cessation | None:
    """ "I no longer live in Paris" → the positive "I live in Paris"; "forget that ..." likewise; an
    ending ("I sold my car", "Alex and I broke up") → the statement it takes back. A condition, a
    wish or a denial before it ("If I ever sold my car", "I never said I quit") is no ending."""
    m = lexicon.FORGET.match(clause)
    if m:
        return Cessation(m.group("rest").strip(), forget=True)
    ending = _ending(clause)
    if ending is None and lexicon.DROPPED_I.match(clause):
        ending = _ending("I " + clause[:1].lower() + clause[1:])  # chat drops the "I": "Lost my job"
    if ending is not None:
        return ending
    for pattern in lexicon.CESSATION_PATTERNS:
        m = pattern.search(clause)
        if not m:
            continue
        if not _said_as_fact(clause, m):
            return None
        subj = m.group("subj")
        groups = m.groupdict()
        if groups.get("be"):
            return Cessation(f"{subj}{groups['be']} {groups['rest'].strip()}", forget=False)
        return Cessation(f"{subj} {groups['rest'].strip()}", forget=False)
    m = lexicon.NOT_ANYMORE.match(clause)
    if m:
        return Cessation(m.group("rest").strip(), forget=False)
    return None
