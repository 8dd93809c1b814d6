"""Subject, attribute and value of a clause: what lets the rules reconciler see that two statements
speak of the same thing ("I live in Paris" / "I moved to Berlin") and that one replaces the other."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from . import lexicon


def _alt(phrases: Iterable[str]) -> str:
    """A regex alternation of ``phrases`` (longest first, spaces as any whitespace)."""
    return "(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases) + ")"


_PARTNER = _alt(lexicon.PARTNER_WORDS)
_PET = _alt(lexicon.PET_KINDS)
_HOME = _alt(lexicon.HOME_WORDS)
# Before a statement, a condition, wish, hedge, reported speech or denial: no fact about the speaker.
_IRREALIS = re.compile(rf"(?i)\b{_alt(lexicon.IRREALIS)}\b")

_USER_WORDS = r"I|we|(?:the\s+)?(?:user|customer|client|passenger|traveller|traveler|guest)"
# A capitalised word is a subject unless it is a month, a weekday or a word that names no one
# ("Saturday works for me", "It works for me"); "We" is the speaker's group.
_NO_SUBJECT = "|".join(sorted(lexicon.MONTHS_AND_DAYS | (lexicon.NOT_NAMES - {"We", "User", "I"})))
SUBJECT = rf"(?P<subj>{_USER_WORDS}|(?!(?:{_NO_SUBJECT})\b)[A-Z][a-z]+)"
_ADV = (
    r"(?:\s+(?:really|absolutely|totally|also|still|just|actually|now|currently|definitely|truly|"
    r"recently|finally|kind of|sort of|do|did|does|have|has|had|always|usually|mostly))*"
)
_BE = r"(?:'m|'re|'s|\s+am|\s+are|\s+is|\s+was|\s+were)"
# A value runs to the clause's end; a dot after a lone capital ("U.S.", "J. K.") stays inside it.
_REST = r"(?P<value>(?:[^,.;!?]|(?<=\b[A-Z])\.)+)"

# Words that end a value: what follows them is a date, a reason or another clause.
_VALUE_STOP = re.compile(
    r"(?i)\s+(?:last|next|this|in\s+(?:19|20)\d\d|since|yesterday|today|tomorrow|ago|because|but|and|so|"
    r"in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)|"
    r"with|when|after|before|now|anymore|any more|too|a lot|so much|very much|these days|nowadays|"
    r"for\s+(?:\d+|a|an|the past|two|three|several|many|about|over)|on\s+[A-Z0-9]|right now|at the moment|"
    r"lately|again|already|though|instead|over|rather than|to\s+(?:[A-Z]|the))\b.*$"
)

_STATE: list[tuple[str, re.Pattern[str]]] = [
    # "I left Google last month and joined Microsoft": the new employer, which updates the old one.
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+(?:left|quit)\s+[^,.;!?]+?,?\s+and\s+(?:then\s+)?"
            rf"(?:joined|started (?:at|working (?:at|for))|went to work for)\s+{_REST}"
        ),
    ),
    # "I started a new job as a Financial Analyst", "I got a job at the bank".
    (
        "job",
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+{_alt(lexicon.JOB_STARTS)}\s+(?:a|an|my|the)\s+(?:new\s+|first\s+)?"
            rf"(?:job|position|role|gig)\s+as\s+(?:an?\s+)?{_REST}"
        ),
    ),
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+{_alt(lexicon.JOB_STARTS)}\s+(?:a|an|my|the)\s+(?:new\s+|first\s+)?"
            rf"(?:job|position|role|gig)\s+(?:at|with|for)\s+{_REST}"
        ),
    ),
    # "We got a new place in Lisbon", "I bought a house in Leeds": a new home names where one lives.
    (
        "location",
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+(?:got|bought|found|rented|moved into|moved in to)\s+(?:a|an|our|my)\s+"
            rf"(?:new\s+|own\s+|little\s+|bigger\s+|smaller\s+)*{_HOME}\s+in\s+(?P<value>[A-Z][^,.;!?]*)"
        ),
    ),
    (
        "partner",
        re.compile(
            # The name is capitalised whatever the case of the rest: "My girlfriend and I" names no one.
            # "My girlfriend, Toby and I": a name between a comma and "and" is one of a list.
            rf"(?i:\b(?:my|the user's)\s+{_PARTNER})(?:(?i:'s|\s+is)?\s+(?i:named\s+|called\s+)?"
            r"(?P<value>(?!(?:And|But|Or|So|The|I)\b)[A-Z][\w'-]+)|,\s+(?P<appos>[A-Z][\w'-]+)\b(?!\s+and\b))"
        ),
    ),
    (
        "partner",
        re.compile(
            rf"\b{SUBJECT}{_BE}?{_ADV}\s+(?:dating|seeing|married to|engaged to|going out with|together with)"
            rf"\s+(?P<value>[A-Z][\w'-]+)"
        ),
    ),
    (
        "location",
        re.compile(
            rf"\b{SUBJECT}{_BE}?(?:\s+(?:currently|now|still))?\s+(?:living|based|staying|located|residing)\s+in\s+{_REST}"
        ),
    ),
    ("location", re.compile(rf"\b{SUBJECT}{_ADV}\s+(?:live|lives|reside|resides)\s+in\s+{_REST}")),
    (
        "location",
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+(?:moved|relocated|moving|relocating)\s+(?:back\s+|over\s+)?to\s+{_REST}"
        ),
    ),
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{_BE}?{_ADV}\s+(?:work|works|working|started working|employed)\s+(?:at|for|by)\s+{_REST}"
        ),
    ),
    # "I joined Microsoft" names an employer; "I joined a gym" or "a support group" does not.
    (
        "employer",
        re.compile(rf"\b{SUBJECT}{_ADV}\s+(?:joined(?=\s+[A-Z])|got a job at|got hired (?:at|by))\s+{_REST}"),
    ),
    ("employer", re.compile(rf"(?i)\b(?:my|the user's)\s+(?:employer|company)\s+is\s+{_REST}")),
    ("job", re.compile(rf"\b{SUBJECT}{_ADV}\s+(?:work|works|working)\s+as\s+(?:an?\s+)?{_REST}")),
    (
        "job",
        re.compile(rf"(?i)\b(?:my|the user's)\s+(?:job|profession|occupation)\s+is\s+(?:an?\s+)?{_REST}"),
    ),
    ("name", re.compile(rf"(?i)\b(?:my|the user's)\s+name(?:'s|\s+is)\s+{_REST}")),
    (
        "name",
        re.compile(r"(?i)\b(?:call me|I'm called|I am called)\s+(?P<value>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"),
    ),
    ("age", re.compile(rf"\b{SUBJECT}{_BE}\s+(?P<value>\d{{1,3}})\s+years?\s+old\b")),
    ("age", re.compile(rf"\b{SUBJECT}{_ADV}\s+turned\s+(?P<value>\d{{1,3}})\b")),
    ("age", re.compile(r"(?i)\bmy age is\s+(?P<value>\d{1,3})\b")),
    (
        "phone",
        re.compile(
            r"(?i)\b(?:my|the user's)\s+(?:phone|phone number|mobile|mobile number|cell|cell number|number)"
            r"(?:'s|\s+is)\s+(?P<value>\+?\d[\d\s().-]{4,}\d)"
        ),
    ),
    (
        "email",
        re.compile(
            r"(?i)\b(?:my|the user's)\s+(?:e-?mail|e-?mail address)(?:'s|\s+is)\s+(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
        ),
    ),
    ("birthday", re.compile(rf"(?i)\b(?:my|the user's)\s+birthday(?:'s|\s+is)\s+(?:on\s+)?{_REST}")),
    ("birthday", re.compile(rf"\b{SUBJECT}\s+was\s+born\s+on\s+{_REST}")),
]
# "I have a dog called Rex", "my cat Tom", "I adopted a puppy named Luna", "I bought a Tesla".
_HAS = [
    re.compile(
        rf"\b{SUBJECT}{_ADV}\s+(?:have|has|own|owns|got|adopted|bought|rescued|have got)\s+(?:a|an|another)\s+"
        r"(?:new\s+|little\s+|young\s+|old\s+)?[a-z]+\s+(?:called|named)\s+(?P<value>[A-Z][\w'-]+)"
    ),
    re.compile(
        r"(?i:\b(?:my|the user's)\s+(?:new\s+|little\s+|old\s+)?)(?P<kind>dog|cat|puppy|kitten|horse|rabbit|"
        r"bunny|hamster|parrot|bird|fish|turtle|snake|pet|guinea pig)(?:,)?\s+(?:called\s+|named\s+)?"
        r"(?P<value>[A-Z][\w'-]+)"
    ),
    re.compile(
        rf"\b{SUBJECT}{_ADV}\s+(?:have|has|own|owns|bought|got)\s+(?:a|an)\s+(?:(?:new|used|old|little|second-hand|electric)\s+)?"
        r"(?P<value>[A-Za-z][\w-]+)(?=\s*(?:[.,;!?]|$|\s+(?:last|this|yesterday|today|recently|in\s)))"
    ),
]
_POSSESSION_STOP = {
    "lot",
    "bit",
    "feeling",
    "question",
    "idea",
    "good",
    "great",
    "few",
    "couple",
    "chance",
    "new",
}
_FAVOURITE = re.compile(
    r"(?i)\b(?:my|the user's|(?P<owner>[A-Z][a-z]+)'s)\s+(?:all-time\s+)?favou?rite\s+(?P<what>[\w\s-]+?)\s+"
    r"(?:is|are|was|has always been)\s+" + _REST
)
_POSITIVE = (
    r"love|loves|like|likes|enjoy|enjoys|adore|adores|prefer|prefers|am into|'m into|is into|"
    r"am a (?:big |huge )?fan of|'m a (?:big |huge )?fan of|is a (?:big |huge )?fan of|can't get enough of"
)
_NEGATIVE = (
    r"hate|hates|dislike|dislikes|detest|detests|despise|despises|can't stand|cannot stand|can't bear|"
    r"don't like|do not like|doesn't like|does not like|don't enjoy|doesn't enjoy|am not a fan of|"
    r"'m not a fan of|don't care for"
)
_OPINION = re.compile(rf"\b{SUBJECT}{_ADV}(?:\s+|(?='))(?P<verb>{_NEGATIVE}|{_POSITIVE})\s+{_REST}")
_NEGATIVE_RE = re.compile(rf"^(?:{_NEGATIVE})$")
_WANT = re.compile(
    rf"\b{SUBJECT}{_ADV}\s+(?:want|wants|wanna|would like|'d like|wish|wishes|hope to|hopes to|"
    r"plan to|plans to|am planning to|'m planning to|am thinking of|'m thinking of|can't wait to)\b"
)
_VAGUE = {
    *("it that this them those these you him her me us one so too much").split(),
}

_CESSATION: list[re.Pattern[str]] = [
    re.compile(rf"\b{SUBJECT}(?:\s+(?:can|could))?\s+no longer\s+(?P<rest>[^.;!?]+)"),
    re.compile(
        rf"\b{SUBJECT}\s+(?P<neg>don't|do not|doesn't|does not|can't|cannot|can not|couldn't)\s+"
        r"(?P<rest>[^.;!?]+?)\s+(?:anymore|any more)\b"
    ),
    re.compile(rf"\b{SUBJECT}(?P<be>'m|\s+am|\s+is)\s+not\s+(?P<rest>[^.;!?]+?)\s+(?:anymore|any more)\b"),
]
# An ending that names no one ("we broke up", "I got laid off") takes back whoever the slot holds.
ANYONE = "Anyone"
_NAME = r"(?P<x>[A-Z][\w'-]+)"
_OWN = r"(?:my|our|his|her|their)"
# Changes people phrase as an ending, by family: each maps to the statement it takes back.
_ENDINGS: list[tuple[re.Pattern[str], str]] = [
    # Job: "I lost my job at the bank", "I got laid off from Acme", "I quit my job as a nurse".
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+(?:{_alt(lexicon.JOB_ENDINGS)}\s+{_OWN}\s+(?:new\s+|old\s+)?job\s+"
            rf"(?:at|with)|{_alt(lexicon.JOB_ENDINGS_FROM)})\s+(?P<x>[^,.;!?]+)"
        ),
        "{s} work at {x}",
    ),
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+{_alt(lexicon.JOB_ENDINGS)}\s+{_OWN}\s+(?:new\s+|old\s+)?job\s+as\s+"
            r"(?:an?\s+)?(?P<x>[^,.;!?]+)"
        ),
        "{s} work as a {x}",
    ),
    (re.compile(rf"\b{SUBJECT}{_ADV}\s+{_alt(lexicon.JOB_ENDINGS_ALONE)}\b"), "{s} work at " + ANYONE),
    # "I left Google last month" (not "... and joined Microsoft": that names the new value).
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+(?:left|quit)\s+(?P<x>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)"
            r"(?![^.;!?]*\band\s+(?:then\s+)?(?:joined|started|moved|went|got))"
        ),
        "{s} work at {x}",
    ),
    # Relationship: "I broke up with Sam", "Alex and I broke up", "we split up", "I got divorced".
    (
        re.compile(rf"\b{SUBJECT}\s+{_alt(lexicon.BREAKUPS)}\s+(?:with|from)\s+{_NAME}"),
        "{s} am dating {x}",
    ),
    (re.compile(rf"\b{_NAME}\s+and\s+I\s+{_alt(lexicon.BREAKUPS)}"), "I am dating {x}"),
    (re.compile(r"\b(?:I|We|we)\s+(?:divorced|got divorced)\s+(?P<x>[A-Z][\w'-]+)"), "I am dating {x}"),
    (
        re.compile(
            rf"(?i)\b(?:we|I|(?:my|our)\s+{_PARTNER}\s+and\s+I)\s+{_alt(lexicon.BREAKUPS)}\b(?!\s+(?:with|from)\b)"
        ),
        "I am dating " + ANYONE,
    ),
    # Pet: "Tom passed away", "our dog Rex died", "we had to say goodbye to Max", "we put Rex down".
    (
        re.compile(rf"\b(?:(?i:{_OWN})\s+(?:[a-z]+\s+)?)?{_NAME}\s+{_alt(lexicon.PET_ENDINGS_AFTER)}\b"),
        "I have a pet called {x}",
    ),
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}(?:\s+had\s+to)?\s+{_alt(lexicon.PET_ENDINGS_BEFORE)}\s+"
            rf"(?:(?i:{_OWN})\s+(?:(?i:{_PET})\s+)?)?{_NAME}"
        ),
        "{s} have a pet called {x}",
    ),
    (
        re.compile(rf"\b{SUBJECT}{_ADV}(?:\s+had\s+to)?\s+put\s+{_NAME}\s+(?:down|to sleep)\b"),
        "{s} have a pet called {x}",
    ),
    # Possession: "I sold my car", "I donated my old bike to a shelter".
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+{_alt(lexicon.POSSESSION_ENDINGS)}\s+(?:my|our)\s+(?:old\s+|beloved\s+)?"
            r"(?P<x>[A-Za-z][\w-]+)"
        ),
        "{s} have a {x}",
    ),
    # Habit: "I stopped playing guitar", "I gave up smoking".
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+{_alt(lexicon.HABIT_ENDINGS)}\s+(?P<g>[a-z]+ing)\b(?P<x>[^,.;!?]*)"
        ),
        "{s} {g} {x}",
    ),
]
_FORGET = re.compile(r"(?i)^\s*(?:please\s+)?forget\s+(?:that\s+|about\s+)?(?P<rest>[^.;!?]+)")
_NOT_ANYMORE = re.compile(r"(?i)^(?P<rest>.+?),?\s+(?:not|no)\s+(?:anymore|any more)\s*[.!]?$")


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
    if re.fullmatch(_USER_WORDS, raw, flags=re.IGNORECASE) or low in ("my", "the user's"):
        return "user"
    return low


def clean_value(raw: str) -> str:
    """The value as said, cut before dates, reasons and trailing clauses."""
    value = _VALUE_STOP.sub("", raw.strip())
    return value.strip(" \"'").strip()


def norm_value(value: str) -> str:
    """A value in comparable form: lower case, no article, single spaces."""
    low = re.sub(r"\s+", " ", value.lower()).strip(" .")
    return re.sub(r"^(?:the|a|an|my)\s+", "", low)


def find_slot(clause: str, role: str, speaker: str | None = None) -> Slot | None:
    """The first state, favourite or opinion slot ``clause`` states as a fact, or None: a condition,
    a wish, a hedge, reported speech or a denial before it ("If I moved to Rome", "I never said I
    hate my job") states none. ``speaker``: the message's named speaker, whom "I" means."""
    for attribute, pattern in _STATE:
        m = pattern.search(clause)
        if m and _said_as_fact(clause, m):
            value = clean_value(m.group("value") or m.groupdict().get("appos") or "")
            if value and norm_value(value) not in _VAGUE:
                subj = subject_key(m.groupdict().get("subj"), role, speaker)
                return Slot(subj, attribute, norm_value(value), value)
        elif m:
            return None
    for pattern in _HAS:
        m = pattern.search(clause)
        if m and m.group("value").lower() not in _POSSESSION_STOP and _said_as_fact(clause, m):
            thing = m.group("value")
            subj = subject_key(m.groupdict().get("subj"), role, speaker)
            return Slot(subj, "has:" + thing.lower(), thing.lower(), thing)
    m = _FAVOURITE.search(clause)
    if m and _said_as_fact(clause, m):
        value = clean_value(m.group("value"))
        owner = m.group("owner")
        subj = owner.lower() if owner else subject_key("my", role, speaker)
        if value:
            return Slot(subj, "favourite " + norm_value(m.group("what")), norm_value(value), value)
    m = _OPINION.search(clause)
    if m and _said_as_fact(clause, m):
        obj = clean_value(re.sub(r"(?i)\s+(?:over|more than|rather than)\s+.*$", "", m.group("value")))
        obj = re.sub(r"(?i)^(?:to|the)\s+", "", obj)
        if obj and norm_value(obj) not in _VAGUE:
            polarity = "negative" if _NEGATIVE_RE.match(m.group("verb")) else "positive"
            subj = subject_key(m.group("subj"), role, speaker)
            return Slot(subj, "opinion:" + norm_value(obj), polarity, obj)
    return None


def is_preference(clause: str) -> bool:
    """True when ``clause`` states a like, dislike, want or preference of its subject."""
    slot = find_slot(clause, "user")
    if slot and (slot.attribute.startswith(("opinion:", "favourite "))):
        return True
    return bool(_WANT.search(clause))


@dataclass(frozen=True)
class Cessation:
    """A statement that something no longer holds; ``positive`` is the statement it cancels."""

    positive: str
    forget: bool


# The first words of the endings above: a clause opening with one has dropped its "I".
_DROPPED_I = re.compile(
    "^(?i:"
    + "|".join(
        sorted(
            {
                p.split()[0]
                for p in (
                    *lexicon.JOB_ENDINGS,
                    *lexicon.JOB_ENDINGS_FROM,
                    *lexicon.JOB_ENDINGS_ALONE,
                    *lexicon.POSSESSION_ENDINGS,
                    *lexicon.HABIT_ENDINGS,
                )
                if p[0].isalpha() and p.split()[0] not in ("was", "have", "had")
            }
        )
    )
    + r")\b(?=\s+(?:my|our|up|off|laid|fired|let|rid|\w+ing)\b)"
)


def _said_as_fact(clause: str, m: re.Match[str]) -> bool:
    """False when what precedes the match makes it no fact: "If I moved to Rome", "I never said"."""
    return _IRREALIS.search(clause[: m.start()]) is None


def _base(gerund: str) -> str:
    """ "playing" → "play": the verb a habit's ending names, through lemminflect's tables."""
    from lemminflect import getAllLemmas  # loaded on first use: the CLI's start-up stays light

    found = getAllLemmas(gerund, upos="VERB").get("VERB", ())
    return found[0] if found else gerund


def _ending(clause: str) -> Cessation | None:
    for pattern, positive in _ENDINGS:
        m = pattern.search(clause)
        if m is None:
            continue
        if not _said_as_fact(clause, m):
            return None
        groups = m.groupdict()
        x = (groups.get("x") or "").strip()
        if groups.get("g"):
            x = clean_value(x) if x.strip() else ""
        said = positive.format(s=groups.get("subj") or "I", x=x, g=_base(groups.get("g") or ""))
        return Cessation(" ".join(said.split()), forget=False)
    return None


def find_cessation(clause: str) -> Cessation | None:
    """ "I no longer live in Paris" → the positive "I live in Paris"; "forget that ..." likewise; an
    ending ("I sold my car", "Alex and I broke up") → the statement it takes back. A condition, a
    wish or a denial before it ("If I ever sold my car", "I never said I quit") is no ending."""
    m = _FORGET.match(clause)
    if m:
        return Cessation(m.group("rest").strip(), forget=True)
    ending = _ending(clause)
    if ending is None and _DROPPED_I.match(clause):
        ending = _ending("I " + clause[:1].lower() + clause[1:])  # chat drops the "I": "Lost my job"
    if ending is not None:
        return ending
    for pattern in _CESSATION:
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
    m = _NOT_ANYMORE.match(clause)
    if m:
        return Cessation(m.group("rest").strip(), forget=False)
    return None
