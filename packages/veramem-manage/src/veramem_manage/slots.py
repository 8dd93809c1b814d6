"""Subject, attribute and value of a clause: what lets the rules reconciler see that two statements
speak of the same thing ("I live in Paris" / "I moved to Berlin") and that one replaces the other."""

from __future__ import annotations

import re
from dataclasses import dataclass

_USER_WORDS = r"I|we|(?:the\s+)?(?:user|customer|client|passenger|traveller|traveler|guest)"
SUBJECT = rf"(?P<subj>{_USER_WORDS}|[A-Z][a-z]+)"
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
    (
        "partner",
        re.compile(
            r"(?i)\b(?:my|the user's)\s+(?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?|spouse)"
            r"(?:'s|,|\s+is)?\s+(?:named\s+|called\s+)?(?P<value>[A-Z][\w'-]+)"
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
        rf"\b{SUBJECT}{_ADV}\s+(?:have|has|own|owns|bought|got)\s+(?:a|an)\s+(?:new\s+|used\s+)?"
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
_VAGUE = {"it", "that", "this", "them", "those", "these", "you", "him", "her", "one", "so", "too", "much"}

_CESSATION: list[re.Pattern[str]] = [
    re.compile(rf"\b{SUBJECT}\s+no longer\s+(?P<rest>[^.;!?]+)"),
    re.compile(
        rf"\b{SUBJECT}\s+(?P<neg>don't|do not|doesn't|does not)\s+(?P<rest>[^.;!?]+?)\s+(?:anymore|any more)\b"
    ),
    re.compile(rf"\b{SUBJECT}(?P<be>'m|\s+am|\s+is)\s+not\s+(?P<rest>[^.;!?]+?)\s+(?:anymore|any more)\b"),
    re.compile(
        rf"\b{SUBJECT}\s+(?:quit|left)\s+(?:my|his|her)\s+job\s+(?:at|with)\s+(?P<employer>[^,.;!?]+)"
    ),
]
# An ending that names no one ("we broke up") takes back whoever the slot holds.
ANYONE = "Anyone"
# Changes people phrase as an ending: each maps to the statement it takes back.
_ENDINGS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(rf"\b{SUBJECT}\s+(?:broke up|split up|separated|divorced)\s+with\s+(?P<x>[A-Z][\w'-]+)"),
        "{s} am dating {x}",
    ),
    (
        re.compile(
            r"\b(?P<x>[A-Z][\w'-]+)\s+and\s+I\s+(?:broke up|split up|separated|divorced|got divorced)"
        ),
        "I am dating {x}",
    ),
    (re.compile(r"\b(?:I|We|we)\s+(?:divorced|got divorced)\s+(?P<x>[A-Z][\w'-]+)"), "I am dating {x}"),
    (re.compile(r"(?i)\bwe\s+(?:broke up|split up|separated|got divorced)\b"), "I am dating " + ANYONE),
    (
        re.compile(
            r"\b(?:(?i:my|our)\s+(?:[a-z]+\s+)?)?(?P<x>[A-Z][\w'-]+)\s+(?:passed away|died|passed|ran away)\b"
        ),
        "I have a pet called {x}",
    ),
    (
        re.compile(
            rf"\b{SUBJECT}{_ADV}\s+(?:sold|gave away|lost|got rid of)\s+(?:my|our)\s+(?:old\s+)?(?P<x>[A-Za-z][\w-]+)"
        ),
        "{s} have a {x}",
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


def subject_key(raw: str | None, role: str) -> str:
    """ "user" for the speaker (or the user as a tool names them), otherwise the lower-cased name."""
    if raw is None:
        return "user"
    low = raw.lower()
    if low in ("i", "we") and role in ("assistant",):
        return "assistant"
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


def find_slot(clause: str, role: str) -> Slot | None:
    """The first state, favourite or opinion slot ``clause`` states, or None."""
    for attribute, pattern in _STATE:
        m = pattern.search(clause)
        if m:
            value = clean_value(m.group("value"))
            if value and norm_value(value) not in _VAGUE:
                subj = subject_key(m.groupdict().get("subj"), role)
                return Slot(subj, attribute, norm_value(value), value)
    for pattern in _HAS:
        m = pattern.search(clause)
        if m and m.group("value").lower() not in _POSSESSION_STOP:
            thing = m.group("value")
            subj = subject_key(m.groupdict().get("subj"), role)
            return Slot(subj, "has:" + thing.lower(), thing.lower(), thing)
    m = _FAVOURITE.search(clause)
    if m:
        value = clean_value(m.group("value"))
        subj = (m.group("owner") or "user").lower()
        if value:
            return Slot(subj, "favourite " + norm_value(m.group("what")), norm_value(value), value)
    m = _OPINION.search(clause)
    if m:
        obj = clean_value(re.sub(r"(?i)\s+(?:over|more than|rather than)\s+.*$", "", m.group("value")))
        obj = re.sub(r"(?i)^(?:to|the)\s+", "", obj)
        if obj and norm_value(obj) not in _VAGUE:
            polarity = "negative" if _NEGATIVE_RE.match(m.group("verb")) else "positive"
            subj = subject_key(m.group("subj"), role)
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


def find_cessation(clause: str) -> Cessation | None:
    """ "I no longer live in Paris" → the positive "I live in Paris"; "forget that ..." likewise."""
    m = _FORGET.match(clause)
    if m:
        return Cessation(m.group("rest").strip(), forget=True)
    for pattern, positive in _ENDINGS:
        m = pattern.search(clause)
        if m:
            groups = m.groupdict()
            subj = groups.get("subj") or "I"
            return Cessation(positive.format(s=subj, x=groups.get("x") or ""), forget=False)
    for pattern in _CESSATION:
        m = pattern.search(clause)
        if not m:
            continue
        subj = m.group("subj")
        groups = m.groupdict()
        if groups.get("employer"):
            return Cessation(f"{subj} work at {groups['employer'].strip()}", forget=False)
        if groups.get("be"):
            return Cessation(f"{subj}{groups['be']} {groups['rest'].strip()}", forget=False)
        return Cessation(f"{subj} {groups['rest'].strip()}", forget=False)
    m = _NOT_ANYMORE.match(clause)
    if m:
        return Cessation(m.group("rest").strip(), forget=False)
    return None
