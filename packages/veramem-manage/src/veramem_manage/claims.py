"""What a claim asserts, beyond its wording: polarity, numbers, dates and named values.

Two texts can sit at cosine 0.99 and say opposite things ("User is not allergic to penicillin" /
"User is allergic to penicillin") or different things ("visited city number 1" / "number 2"). An
embedding cannot be trusted to see that, so the guards compare these features before they call two
claims the same (``compare``), and the text-support check uses them to see that a memory's text
says nothing its quote does not (``support.py``).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Literal

from .dates import LOWER_MONTHS, MONTH_LEAD, MONTH_PART, MONTHS, SHORT_DAYS, find_dates
from .lexicon import CHAT_SHORTHAND, MISSPELLINGS
from .morphology import all_lemmas

# Attribution the authority stage puts before a lower-authority claim; the claim is what follows.
_ATTRIBUTION = re.compile(
    r"^\s*(?:According to (?:a |an )?(?:tool|document|shared source)\b[^:]{0,60}:|The assistant suggested:)\s*",
    re.IGNORECASE,
)
_TOKEN = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail
    r"|https?://[^\s,;]+"  # URL
    r"|\d+(?:[,.]\d+)*"  # number, with separators
    r"|[^\W\d_][\w'-]*"  # word (may carry digits: a code such as "hunter2")
    r"|[^\w\s]",
    re.UNICODE,
)
_DIGIT = re.compile(r"\d")
_FOLD = str.maketrans({"\u2019": "'", "\u2018": "'", "\u2013": "-", "\u2014": "-"})

NEGATION_CUES = frozenset(
    {
        "not",
        "no",
        "nope",
        "nah",
        "never",
        "none",
        "nobody",
        "nothing",
        "nowhere",
        "neither",
        "nor",
        "without",
        "cannot",
        "non",
    }
)
"""Words that negate what they govern; any word ending in "n't" counts too."""

NUMBER_WORDS = {
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "thirteen": "13",
    "fourteen": "14",
    "fifteen": "15",
    "sixteen": "16",
    "seventeen": "17",
    "eighteen": "18",
    "nineteen": "19",
    "twenty": "20",
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
    "sixty": "60",
    "seventy": "70",
    "eighty": "80",
    "ninety": "90",
    "hundred": "100",
    "thousand": "1000",
    "million": "1000000",
    "dozen": "12",
    "first": "1",
    "third": "3",
    "fourth": "4",
    "fifth": "5",
    "twice": "2",
}
"""Spelt numbers count as the numbers they name: "two kids" and "2 kids" state the same value.
("second" and "once" are left out: "wait a second", "at once" state no number.)"""


def words(listing: str) -> frozenset[str]:
    """The whitespace-separated words of ``listing``: how the word tables below are written."""
    return frozenset(listing.split())


# Capitalised words that are not names: function words at a sentence start, the user's stand-ins.
_NOT_NAMES = words(
    """i i'm i've i'd i'll a an the this that these those it it's its he she they we you your our my
    his her their there here and but or so if when while also just yes no oh user user's users the
    assistant according tool document source shared mr mrs ms dr on in at for to of with from by as
    after before since until then now today yesterday tomorrow last next"""
)
MONTHS_AND_DAYS = words(
    """january february march april may june july august september october november december jan feb
    mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday
    sunday"""
)
STOPWORDS = words(
    """a an the and or but so to of in on at for with from by as is am are was were be been being
    has have had do does did i me my we our us you your he she it its they them their his her this
    that these those there here just really very too also user users who whom which what when where
    will would can could should shall may might must about into onto over than then them s
    according tool document source shared assistant suggested"""
)
"""Words that carry no content of their own: ignored by the overlap measures."""

# Words a restatement may add or drop without changing the value it states.
_FILLER = frozenset(
    {
        "now",
        "currently",
        "actually",
        "still",
        "new",
        "really",
        "just",
        "then",
        "anymore",
        "longer",
        "any",
        "more",
    }
    | {"the", "a", "an"}
)
_COPULA = frozenset({"is", "are", "am", "was", "were", "be", "becomes", "became", ":", "=", "equals"})

Kind = Literal["same", "negation", "new value", "distinct"]


def strip_attribution(text: str) -> str:
    """``text`` without a leading "According to tool X: " or "The assistant suggested: "."""
    return _ATTRIBUTION.sub("", text, count=1)


def tokens(text: str) -> list[str]:
    """``text`` as word, number, code, e-mail and punctuation tokens, in their written case."""
    folded = unicodedata.normalize("NFKC", text).translate(_FOLD)
    return _TOKEN.findall(folded)


def number(token: str) -> str | None:
    """The normalised value of a numeric token or a spelt number ("1,000" → "1000", "two" → "2")."""
    low = token.lower()
    if low in NUMBER_WORDS:
        return NUMBER_WORDS[low]
    if not token[:1].isdigit():
        return None
    digits = token.replace(",", "")
    if re.fullmatch(r"0\d{2,}", digits):
        return digits  # a code: "0042" is not 42
    if "." in digits:
        whole, _, frac = digits.partition(".")
        frac = frac.rstrip("0")
        return f"{int(whole or '0')}.{frac}" if frac else str(int(whole or "0"))
    return str(int(digits)) if digits.isdigit() else digits


def is_named_value(token: str, first: bool) -> bool:
    """A proper name ("Paris", "Acme"), a code mixing letters and digits ("hunter2"), an e-mail or a
    URL. A capitalised function word, month or weekday is none of these."""
    if token.islower() and token.isalpha():
        return False  # the common case, decided at once
    if "@" in token or token.lower().startswith(("http://", "https://")):
        return True
    if not token[:1].isalpha():
        return False
    if _DIGIT.search(token):
        return True
    low = token.lower()
    base = low[:-2] if low.endswith("'s") else low
    if not token[:1].isupper() or base in _NOT_NAMES or base in MONTHS_AND_DAYS:
        return False
    return not (first and base in STOPWORDS)


def is_negation(token: str) -> bool:
    low = token.lower()
    # "would't" is a "wouldn't" typed short (``lexicon.MISSPELLINGS``), as the memory spells it.
    return low in NEGATION_CUES or low.endswith("n't") or MISSPELLINGS.get(low, "").endswith("n't")


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """A crude, symmetric stem: "lives"/"lived"/"living"/"live" meet at "liv", "agrees"/"agree" at
    "agr"... as long as both sides go through it."""
    word = word.lower()
    if word.endswith("'s"):
        word = word[:-2]
    if not word.endswith(("ed", "ing", "s")):
        # An irregular past meets its verb ("went"/"go", "grew"/"grow"): a question's "Where did you
        # go?" backs the answer's "I went to Bali".
        verbs = all_lemmas(word).get("VERB", ())
        if verbs and verbs[0] != word:
            word = verbs[0]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("oes") and (verbs := all_lemmas(word).get("VERB", ())):
        word = verbs[0]  # "goes"/"go", "does"/"do": not "goe"
    for suffix in ("ing", "ed", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix) and not word.endswith("ss"):
            word = word[: -len(suffix)]
            if suffix == "ed" and word.endswith("i"):
                word = word[:-1] + "y"  # "studied"/"study", "married"/"marry", as "studies" above
            break
    return word[:-1] if len(word) > 3 and word.endswith("e") else word


def content_words(words: list[str]) -> frozenset[str]:
    """Stems of the words that carry content: not stopwords, negation cues, numbers or punctuation.
    Chat shorthand is the word it stands for ("mins" is "minutes", as the memory writes it out)."""
    return frozenset(
        stem(CHAT_SHORTHAND.get(w.lower(), w))
        for w in words
        if w[:1].isalpha() and w.lower() not in STOPWORDS and not is_negation(w) and w.lower() not in _FILLER
    )


# Dates are compared as resolved against one fixed day: the same phrase resolves alike in both texts.
_ANCHOR = datetime(2000, 1, 1, tzinfo=UTC)
# Every pattern of ``dates.find_dates`` needs one of these: most texts need not be searched at all.
_DATE_HINT = re.compile(
    r"\d|(?i:day|week|month|year|tomorrow|tonight|morning|afternoon|evening|night|spring|summer|fall|autumn|winter)|\b(?:"
    + "|".join(sorted([*MONTHS, *LOWER_MONTHS], key=len, reverse=True))
    + rf")\b|\b(?:{SHORT_DAYS})\b"
    + rf"|(?i:\b(?:{MONTH_LEAD}|{MONTH_PART})[\s-]+(?:may|march)\b)"
)
# The write path's own ISO forms: "(2022)" after "last year", "(2024-05)" after "last month".
_ISO_ANNOTATION = re.compile(
    r"(?<=\()(?:19|20)\d\d(?:-(?:0[1-9]|1[0-2]))?(?=\))|\b(?:19|20)\d\d-(?:0[1-9]|1[0-2])\b(?!-\d)"
)


@dataclass(frozen=True)
class Claim:
    """The features of one claim's text that wording similarity cannot be trusted to compare."""

    words: tuple[str, ...]
    """Its tokens, lower-cased, attribution stripped."""
    negated: bool
    """An odd number of negation cues ("not", "never", "n't", ...)."""
    numbers: frozenset[str]
    dates: frozenset[str]
    """ISO forms of the dates it mentions."""
    names: frozenset[str]
    """Lower-cased proper names, codes, e-mails and URLs."""
    content: frozenset[str]
    vocabulary: frozenset[str]
    """Its words, with possessives dropped and stems added: what a name is looked up in."""

    @property
    def key(self) -> tuple[bool, frozenset[str], frozenset[str]]:
        """Claims with different keys are never the same claim (names need ``compare``)."""
        return self.negated, self.numbers, self.dates


def _vocabulary(toks: list[str]) -> frozenset[str]:
    plain = {w.lower()[:-2] if w.lower().endswith("'s") else w.lower() for w in toks}
    plain |= {part for w in plain if "-" in w for part in w.split("-") if part}
    return frozenset(plain | {stem(w) for w in plain})


@lru_cache(maxsize=16384)
def parse(text: str, ref: datetime = _ANCHOR) -> Claim:
    """The claim ``text`` makes; dates are resolved against ``ref`` (without one, only explicit dates
    count: "last Friday" means another day in each text, and the write path adds its ISO form)."""
    body = strip_attribution(text)
    mentions = find_dates(body, ref) if _DATE_HINT.search(body) else []
    spans = [(m.start, m.end) for m in mentions]
    isos = {m.iso for m in mentions if ref is not _ANCHOR or not m.relative}
    for m in _ISO_ANNOTATION.finditer(body):
        if not any(a < m.end() and m.start() < b for a, b in spans):
            spans.append((m.start(), m.end()))
            isos.add(m.group(0))
    dateless = body
    for start, end in sorted(spans, reverse=True):
        dateless = dateless[:start] + " " + dateless[end:]
    toks = tokens(body)
    first = {0} | {i + 1 for i, t in enumerate(toks) if t in ".!?;:"}
    names = frozenset(
        (t.lower()[:-2] if t.lower().endswith("'s") else t.lower())
        for i, t in enumerate(toks)
        if is_named_value(t, i in first)
    )
    numbers = frozenset(n for t in (tokens(dateless) if spans else toks) if (n := number(t)) is not None)
    # "I'll never forget the day ..." remembers it: an idiom, not a negated claim.
    cues = sum(
        1
        for i, t in enumerate(toks)
        if is_negation(t) and not (t.lower() == "never" and toks[i + 1 : i + 2] in (["forget"], ["forgot"]))
    )
    return Claim(
        words=tuple(t.lower() for t in toks),
        negated=cues % 2 == 1,
        numbers=numbers,
        dates=frozenset(isos),
        names=names,
        content=content_words(toks),
        vocabulary=_vocabulary(toks),
    )


@dataclass(frozen=True)
class Relation:
    """How a new claim relates to an earlier one, and why.

    ``same``: nothing but wording differs; ``negation``: the same statement with the opposite
    polarity; ``new value``: the same statement with another value after its verb ("code is 1234" /
    "code is 9876"); ``distinct``: different claims (another number, date or name in another role).
    """

    kind: Kind
    reason: str

    @property
    def replaces(self) -> bool:
        """True when the new claim contradicts the earlier one: it updates it (or conflicts with it)."""
        return self.kind in ("negation", "new value")


def absent(names: frozenset[str], claim: Claim, also: frozenset[str] = frozenset()) -> list[str]:
    """The ``names`` that ``claim`` (or ``also``) never mentions, compared by word and by stem."""
    known = claim.vocabulary | also

    def found(name: str) -> bool:
        # "Melanie-time" (the wording's "me-time") is known when each of its parts is.
        return name in known or stem(name) in known or ("-" in name and all(map(found, name.split("-"))))

    return sorted(n for n in names if not found(n))


def _differences(a: Claim, b: Claim) -> list[str]:
    found: list[str] = []
    if a.negated != b.negated:
        found.append("polarity (negated vs not)" if b.negated else "polarity (not negated vs negated)")
    if a.numbers != b.numbers:
        found.append(f"numbers {sorted(b.numbers)} vs {sorted(a.numbers)}")
    if a.dates != b.dates:
        found.append(f"dates {sorted(b.dates)} vs {sorted(a.dates)}")
    only_a, only_b = absent(a.names, b), absent(b.names, a)
    if only_a or only_b:
        found.append(f"names {sorted(only_b)} vs {sorted(only_a)}")
    return found


def _value(word: str) -> bool:
    return number(word) is not None or bool(_DIGIT.search(word)) or "@" in word


def _frame_change(a: Claim, b: Claim, names: frozenset[str]) -> bool:
    """True when ``a`` and ``b`` are one statement whose value after a copula changed."""

    def valued(w: str) -> bool:
        return _value(w) or w in names or (w.endswith("'s") and w[:-2] in names)

    if len(set(a.words) ^ set(b.words)) > 8:
        return False  # far more than a value apart: not worth aligning
    wa = [w for w in a.words if w not in _FILLER]
    wb = [w for w in b.words if w not in _FILLER]
    blocks = [
        op for op in difflib.SequenceMatcher(a=wa, b=wb, autojunk=False).get_opcodes() if op[0] != "equal"
    ]
    if len(blocks) != 1 or blocks[0][0] != "replace":
        return False
    _, i1, i2, j1, j2 = blocks[0]
    if not all(valued(w) for w in wa[i1:i2]) or not all(valued(w) for w in wb[j1:j2]):
        return False
    start = i1
    while start > 0 and valued(wa[start - 1]):
        start -= 1
    return start > 0 and wa[start - 1] in _COPULA


def compare(new: str, old: str) -> Relation:
    """How the claim ``new`` relates to the claim ``old`` (texts; attribution is ignored)."""
    a, b = parse(new), parse(old)
    differences = _differences(a, b)
    if not differences:
        return Relation("same", "same polarity, numbers, dates and names")
    reason = "differs in " + "; ".join(differences)
    union = a.content | b.content
    overlap = len(a.content & b.content) / len(union) if union else 1.0
    if a.negated != b.negated and len(differences) == 1 and overlap >= 0.75:
        return Relation("negation", f"contradicts it: {reason}")
    if a.negated == b.negated and _frame_change(a, b, a.names | b.names):
        return Relation("new value", f"a new value: {reason}")
    return Relation("distinct", reason)
