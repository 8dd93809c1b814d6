"""Dates in a message: explicit ones normalised to ISO, relative ones resolved against the message time.

Facts are written with absolute dates (the AMA constructor's rule): "yesterday" means nothing a month
later, "yesterday (7 May 2023)" still does.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Literal

from .morphology import all_lemmas, inflection

Granularity = Literal["day", "month", "year", "winter"]

MONTHS = {
    name: i
    for i, full in enumerate(calendar.month_name)
    if full
    for name in (full, full[:3], "Sept" if full == "September" else full[:3])
}
# Days written short, capitalised as a name is ("last Tues", "on Fri"; never the verb "sat").
WEEKDAY_SHORT = {
    short: i
    for i, names in enumerate(["Mon", "Tue Tues", "Wed Weds", "Thu Thur Thurs", "Fri", "Sat", "Sun"])
    for short in names.split()
}
SHORT_DAYS = "|".join(sorted(WEEKDAY_SHORT, key=len, reverse=True))
WEEKDAYS = {name.lower(): i for i, name in enumerate(calendar.day_name)} | {
    short.lower(): i for short, i in WEEKDAY_SHORT.items()
}
NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a few": 3,
}


@dataclass(frozen=True)
class DateMention:
    """One date found in a text: where, what it resolved to, how precisely, and whether it was relative."""

    text: str
    start: int
    end: int
    value: date
    granularity: Granularity
    relative: bool

    @property
    def iso(self) -> str:
        """``YYYY-MM-DD``, ``YYYY-MM`` or ``YYYY`` depending on the granularity; a winter, which spans
        two years, is the ISO 8601 interval of its months, ``YYYY-12/YYYY-02``."""
        if self.granularity == "winter":
            return f"{self.value.year:04d}-12/{self.value.year + 1:04d}-02"
        if self.granularity == "year":
            return f"{self.value.year:04d}"
        if self.granularity == "month":
            return f"{self.value.year:04d}-{self.value.month:02d}"
        return self.value.isoformat()

    @property
    def spoken(self) -> str:
        """The date as a reader says it: "7 May 2023", "May 2023", "2023" or "winter 2022-23"."""
        if self.granularity == "winter":
            return f"winter {self.value.year}-{(self.value.year + 1) % 100:02d}"
        if self.granularity == "year":
            return f"{self.value.year}"
        month = calendar.month_name[self.value.month]
        if self.granularity == "month":
            return f"{month} {self.value.year}"
        return f"{self.value.day} {month} {self.value.year}"

    @property
    def start_of(self) -> datetime:
        """The first instant of the mentioned period, in UTC."""
        return datetime(self.value.year, self.value.month, self.value.day, tzinfo=UTC)


# A full month name in lower case too ("starts in august", as chat writes it), but for "may" and
# "march", far more often a verb.
LOWER_MONTHS = [m.lower() for m in calendar.month_name[1:] if m not in ("May", "March")]
_MONTH = r"(?P<month>" + "|".join(sorted([*MONTHS, *LOWER_MONTHS], key=len, reverse=True)) + r")\.?"
# After "in", "since", "by" ...: "may" and "march" too ("due in march", as chat writes it).
_MONTH_IN = _MONTH.replace(r")\.?", r"|may|march)\.?", 1)
# The words a month follows as a time ("in March", "since May", "by june"), and the parts of it.
MONTH_LEAD = "in|since|during|last|this|next|starting|until|till|through|by"
MONTH_PART = "early|mid|late"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
# What opens "on the 14th", "since the 3rd", "last day's the 30th": a day of the month said alone.
_ORDINAL_LEAD = "on|is|['’]s|by|until|till|since"
_YEAR = r"(?P<year>(?:19|20)\d{2})"
_NUM = r"(?P<n>\d+|a couple of|a few|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_UNIT = r"(?P<unit>day|week|month|year)s?"
_DAY_NAMES = "|".join(calendar.day_name)
_WEEKDAY = rf"(?P<weekday>{_DAY_NAMES}|(?-i:{SHORT_DAYS}))"

_ANY_CASE_WEEKDAY = rf"(?P<weekday>(?i:{_DAY_NAMES})|(?-i:{SHORT_DAYS}))"

# Month names must be capitalised, but for the full names ``_MONTH`` takes in lower case.
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("iso", re.compile(r"\b(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})\b")),
    ("slash", re.compile(r"\b(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<year>\d{4})\b")),
    ("day_month", re.compile(rf"\b{_DAY}(?:\s+of)?\s+{_MONTH}(?:,?\s+{_YEAR})?\b")),
    ("month_day", re.compile(rf"\b{_MONTH}\s+{_DAY}(?:,?\s+{_YEAR})?\b(?!\s*(?:am|pm|:))")),
    ("month_year", re.compile(rf"\b{_MONTH}\s+{_YEAR}\b")),
    # "winter 2022-23": how a winter is written back (``DateMention.spoken``), an explicit date.
    ("winter_of", re.compile(rf"(?i)\bwinter\s+{_YEAR}[-–](?P<next>\d{{2}})\b")),
    (
        "in_month",
        re.compile(
            rf"\b(?:(?i:{MONTH_LEAD})\s+"
            # "mid-June", "early August", "late in June": a part of the month, dated as the month.
            rf"|(?i:{MONTH_PART})(?:-|\s+(?:in\s+)?))(?:{_MONTH_IN})\b(?!\s+\d)"
        ),
    ),
    ("year", re.compile(rf"(?i:\b(?:in|since|during|by|of|from|until)\s+){_YEAR}\b")),
    ("day_before", re.compile(r"(?i)\bthe day before yesterday\b")),
    ("day_after", re.compile(r"(?i)\bthe day after tomorrow\b")),
    # "a year ago today": that very day, a year back.
    ("ago", re.compile(rf"(?i)\b{_NUM}\s+{_UNIT}\s+(?:ago|back)(?P<today>\s+today)?\b")),
    # "two Saturdays ago": the Saturday before the last one.
    ("weekdays_ago", re.compile(rf"(?i)\b{_NUM}\s+{_WEEKDAY}s\s+ago\b")),
    # "two weekends ago": the Saturday of the weekend before the last one.
    ("weekends_ago", re.compile(rf"(?i)\b{_NUM}\s+weekends?\s+ago\b")),
    # "the Monday after next": the Monday a week after the coming one.
    ("weekday_after_next", re.compile(rf"(?i)\bthe\s+{_WEEKDAY}\s+after\s+next\b")),
    ("in_n", re.compile(rf"(?i)\bin\s+{_NUM}\s+{_UNIT}\b")),
    (
        "weekday",
        re.compile(rf"(?i)\b(?P<which>last|this past|past|next|this|coming|this coming)\s+{_WEEKDAY}\b"),
    ),
    # "We volunteered on Monday", "on friday" as chat writes it: a weekday after "on", dated by tense.
    ("on_weekday", re.compile(r"\b(?i:on)\s+" + _ANY_CASE_WEEKDAY + r"\b(?!s)")),
    # "I fly out Wednesday", "The funeral is Friday": a weekday alone, capitalised as a name is.
    (
        "on_weekday",
        re.compile(
            r"(?<![\w-])(?<!\bBlack )(?<!\bother )(?<!\bsecond )(?<!\bthird )(?<!\bfirst )(?<!\bfourth )(?<!\balternate )"
            + _WEEKDAY
            + r"(?!\s+\w+['’]s)(?:\s+(?:night|morning|afternoon|evening))?\b(?![s'’-])"
        ),
    ),
    # "We fly out on the 14th": a day of the month alone, dated by tense; not "on the 3rd floor".
    (
        "on_ordinal",
        re.compile(
            rf"(?i)\b(?:{_ORDINAL_LEAD})\s+the\s+(?P<ordinal>\d{{1,2}})(?:st|nd|rd|th)\b"
            r"(?!\s+(?:of|floor|try|day|time|place|round|lap|grade|anniversary|birthday)\b)"
        ),
    ),
    # "I moved my appointment to the 16th", "from the 14th to the 16th": a day a span or a move
    # ends on, with nothing after it ("to the 5th arrondissement" names no day).
    (
        "on_ordinal",
        re.compile(
            r"(?i)\b(?:to|from)\s+the\s+(?P<ordinal>\d{1,2})(?:st|nd|rd|th)\b"
            r"(?=\s*(?:$|[,.;!?)]|(?:at|instead|now|because|and|or|but|to)\b))"
        ),
    ),
    ("weekend", re.compile(r"(?i)\b(?P<which>last|this past|next|this)\s+weekend\b")),
    (
        "season",
        re.compile(
            r"(?i)\b(?P<which>last|this past|past|next|this)\s+(?P<season>spring|summer|fall|autumn|winter)\b"
        ),
    ),
    # "We moved in the spring", "I start in the fall": the season tense points to (none when the
    # clause tells neither, as a habit: "I swim in the summer").
    (
        "season",
        re.compile(r"(?i)\b(?:in|over|during)\s+the\s+(?P<season>spring|summer|fall|autumn|winter)\b"),
    ),
    ("period", re.compile(r"(?i)\b(?P<which>last|next|this|past)\s+(?P<unit>week|month|year)\b")),
    # "the week after next": two on.
    ("period", re.compile(r"(?i)\bthe\s+(?P<unit>week|month|year)\s+(?P<which>after\s+next)\b")),
    ("yesterday", re.compile(r"(?i)\b(?:yesterday|last night)\b")),
    ("tomorrow", re.compile(r"(?i)\btomorrow\b")),
    ("today", re.compile(r"(?i)\b(?:today|tonight|this morning|this afternoon|this evening)\b")),
]


def add_months(day: date, months: int) -> date:
    """``day`` moved by ``months`` calendar months, the day clamped to the target month's length."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def _number(raw: str) -> int:
    raw = raw.lower()
    return int(raw) if raw.isdigit() else NUMBERS[raw]


def _shift(ref: date, n: int, unit: str) -> tuple[date, Granularity]:
    unit = unit.lower()
    if unit == "day":
        return ref + timedelta(days=n), "day"
    if unit == "week":
        return ref + timedelta(weeks=n), "day"
    if unit == "month":
        return add_months(ref, n), "month"
    return date(ref.year + n, ref.month, min(ref.day, 28) if ref.month == 2 else ref.day), "year"


def _valid(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


Resolved = tuple[date, Granularity] | None
Groups = dict[str, str]


def _day(found: date | None) -> Resolved:
    return (found, "day") if found else None


def _iso(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    return _day(_valid(int(g["year"]), int(g["month"]), int(g["day"])))


def _slash(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    a, b = int(g["a"]), int(g["b"])
    month, day = (b, a) if a > 12 else (a, b)  # US order unless the first number cannot be a month
    return _day(_valid(int(g["year"]), month, day))


def _named_day(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    year = int(g["year"]) if g.get("year") else ref.year
    return _day(_valid(year, MONTHS[g["month"].capitalize()], int(g["day"])))


def _month_year(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    return date(int(g["year"]), MONTHS[g["month"].capitalize()], 1), "month"


def _in_month(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    month = MONTHS[g["month"].capitalize()]
    word = m.group(0).split()[0].lower()
    year = ref.year
    if word == "last" or (word == "since" and month > ref.month):
        year = ref.year - 1 if month >= ref.month else ref.year
    elif word == "next":
        year = ref.year + 1 if month <= ref.month else ref.year
    return date(year, month, 1), "month"


def _year(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    return date(int(g["year"]), 1, 1), "year"


def _count(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    n = _number(g["n"])
    back = re.search(r"\s(?:ago|back)\b", m.group(0).lower()) is not None
    day, granularity = _shift(ref, -n if back else n, g["unit"])
    return day, "day" if g.get("today") else granularity


def _weekday(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    target = WEEKDAYS[g["weekday"].lower()]
    which = g["which"].lower()
    if which in ("last", "this past", "past") or (which == "this" and g.get("past")):
        return ref - timedelta(days=(ref.weekday() - target) % 7 or 7), "day"
    delta = (target - ref.weekday()) % 7
    if which == "next" or (delta == 0 and which != "this"):
        delta = delta or 7
    return ref + timedelta(days=delta), "day"


def _on_weekday(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    """ "on Monday": the one before when told in the past, else the next one (a week on, said that day)."""
    target = WEEKDAYS[g["weekday"].lower()]
    if g.get("past"):
        return ref - timedelta(days=(ref.weekday() - target) % 7 or 7), "day"
    return ref + timedelta(days=(target - ref.weekday()) % 7 or 7), "day"


def _on_ordinal(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    """ "on the 14th": that day of this month or the nearest month tense points to, the one before
    when told in the past ("I started on the 20th", told on the 8th, is last month's), else the next
    one ("We fly out on the 3rd", told on the 8th, is next month's)."""
    day = int(g["ordinal"])
    if not 1 <= day <= 31:
        return None
    # "last day is the 26th": a day that is, whatever the clause before it told, is to come.
    past = g.get("past") and not m.group(0).lower().startswith("is")
    past = past or m.group(0).lower().startswith("since")  # "in hospital since the 3rd": one gone by
    step = (-1 if day > ref.day else 0) if past else (1 if day < ref.day else 0)
    month = add_months(ref.replace(day=1), step)
    found = _valid(month.year, month.month, day)
    return (found, "day") if found else None


_SEASON_START = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9}


def _season(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    """ "last summer", "this spring", "next fall": the year of that season. "last summer", said in May
    2023, is 2022; said in October, 2023. A winter spans two years (``_winter``)."""
    if g["season"].lower() == "winter":
        return _winter(g, ref)
    start = _SEASON_START[g["season"].lower()]
    which = (g.get("which") or "").lower()
    ended = ref.month > start + 2
    if not which:
        # "in the spring": the one begun, told in the past; the one not yet over, told ahead.
        if g.get("past"):
            year = ref.year if ref.month >= start else ref.year - 1
        elif g.get("future"):
            year = ref.year if not ended else ref.year + 1
        else:
            return None
    elif which in ("last", "this past", "past"):
        year = ref.year if ended else ref.year - 1
    elif which == "next":
        year = ref.year if ref.month < start else ref.year + 1
    else:
        year = ref.year
    return date(year, 1, 1), "year"


def _winter_of(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    year = int(g["year"])
    return (date(year, 12, 1), "winter") if (year + 1) % 100 == int(g["next"]) else None


def _winter(g: Groups, ref: date) -> Resolved:
    """ "last winter", "this winter", "next winter": the winter (December to February) meant, dated by
    the year it starts in. Said in May 2023, "last winter" is 2022-23 and "next winter" 2023-24; said
    in January 2024, within winter 2023-24, "last winter" is the one before it. "this winter", said
    outside a winter, is the coming one, or the one just past when the clause is told in the past."""
    which = (g.get("which") or "").lower()
    if not which and not (g.get("past") or g.get("future")):
        return None  # "in the winter" of a habit: no one winter
    inside = ref.month == 12 or ref.month <= 2
    current = (ref.year if ref.month == 12 else ref.year - 1) if inside else None
    if which in ("last", "this past", "past"):
        year = current - 1 if current is not None else ref.year - 1
    elif which == "next":
        year = current + 1 if current is not None else ref.year
    elif current is not None:
        year = current
    else:
        year = ref.year - 1 if g.get("past") else ref.year
    return date(year, 12, 1), "winter"


def _weekdays_ago(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    last = ref - timedelta(days=(ref.weekday() - WEEKDAYS[g["weekday"].lower()]) % 7 or 7)
    return last - timedelta(weeks=_number(g["n"]) - 1), "day"


def _weekends_ago(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    return _weekdays_ago({**g, "weekday": "Saturday"}, m, ref)


def _weekday_after_next(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    coming = ref + timedelta(days=(WEEKDAYS[g["weekday"].lower()] - ref.weekday()) % 7 or 7)
    return coming + timedelta(weeks=1), "day"


def _weekend(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    which = g["which"].lower()
    saturday = ref + timedelta(days=(5 - ref.weekday()) % 7)
    if which in ("last", "this past") or (which == "this" and g.get("past") and saturday > ref):
        saturday = ref - timedelta(days=(ref.weekday() - 5) % 7 or 7)
    elif which == "next" and saturday == ref:
        saturday += timedelta(days=7)
    return saturday, "day"


def _period(g: Groups, m: re.Match[str], ref: date) -> Resolved:
    unit = g["unit"].lower()
    step = {"last": -1, "past": -1, "next": 1, "this": 0}.get(g["which"].lower(), 2)  # 2: "after next"
    if unit == "week":
        return ref - timedelta(days=ref.weekday()) + timedelta(weeks=step), "day"
    if unit == "month":
        return add_months(ref.replace(day=1), step), "month"
    return date(ref.year + step, 1, 1), "year"


def _days_from(offset: int) -> Callable[[Groups, re.Match[str], date], Resolved]:
    def resolve(g: Groups, m: re.Match[str], ref: date) -> Resolved:
        return ref + timedelta(days=offset), "day"

    return resolve


# One small resolver per pattern kind: how each kind of mention becomes a date.
_RESOLVERS: dict[str, Callable[[Groups, re.Match[str], date], Resolved]] = {
    "iso": _iso,
    "slash": _slash,
    "day_month": _named_day,
    "month_day": _named_day,
    "month_year": _month_year,
    "winter_of": _winter_of,
    "in_month": _in_month,
    "year": _year,
    "day_before": _days_from(-2),
    "day_after": _days_from(2),
    "ago": _count,
    "in_n": _count,
    "weekday": _weekday,
    "weekdays_ago": _weekdays_ago,
    "weekends_ago": _weekends_ago,
    "weekday_after_next": _weekday_after_next,
    "on_weekday": _on_weekday,
    "on_ordinal": _on_ordinal,
    "weekend": _weekend,
    "season": _season,
    "period": _period,
    "yesterday": _days_from(-1),
    "tomorrow": _days_from(1),
    "today": _days_from(0),
}


# "out of the hospital since Tuesday": what holds since a time holds from one gone by, whatever the
# clause's tense.
_SINCE = re.compile(r"(?i)\bsince\s+$")


def _resolve(kind: str, m: re.Match[str], ref: date, past: bool = False, future: bool = False) -> Resolved:
    groups = m.groupdict()
    since = _SINCE.search(m.string, 0, m.start()) is not None
    if past or since:
        groups["past"] = "1"
    if future and not since:
        groups["future"] = "1"
    return _RESOLVERS[kind](groups, m, ref)


# A clause told in the past ("I went", "we had", "it was") makes "this Tuesday" the one before.
_PAST_TENSE = re.compile(
    r"(?i)\b(?:was|were|went|did|had|got|came|saw|took|made|met|ran|ate|bought|found|gave|left|told|"
    r"spent|won|lost|felt|thought|brought|began|wrote|drove|flew|sang|swam|kept|held|paid|sent|sold|"
    r"built|taught|caught|fought|slept|heard|said|quit|broke|fell|chose|grew|knew|became|forgot|"
    r"wore|woke|rode|drew|threw|hid|led|sat|stood|tore|[a-z]{3,}ed)\b"
    # A past the same as the present, with a particle or object that is an event's: "Sam and I split
    # up in October", "I hurt my knee in March" (said in May: the ones before).
    r"|\b(?:split\s+up|hurt\s+my|cut\s+my|shut\s+down)\b"
)


# "I'm so excited for the concert on Friday": a participle after a present "be" says how the speaker
# is, it tells no past; nor does "I'm getting married in September", nor, its "I'm" dropped,
# "Getting married in June!".
_PRESENT_STATE = re.compile(
    r"(?i)\b(?:am|is|are|['’]m|['’]re)\s+(?:(?:so|really|super|very|just|also|totally|pretty|quite|all)\s+)*"
    r"(?:getting\s+|being\s+)?[a-z]{3,}ed\b|(?:^\W*|['’]s\s+)(?:getting|being)\s+[a-z]{3,}ed\b"
)


# "I've booked a table for Friday", "We scheduled the call on Monday": an arrangement, told in the
# past, is for a time to come; its verb tells no past of the date. So is a move to a new time.
_ARRANGED = re.compile(
    r"(?i)\b(?:(?:re-?)?booked|(?:re)?scheduled|reserved|arranged|registered|signed up|set up|confirmed)\b"
    # "The meeting got moved to Thursday", "they pushed it back to Friday": the new time is ahead.
    # "I've got a dentist appointment on the 14th": "have got" is a having, now.
    r"|(?:['’]ve|\bhave|\bhas|['’]s)\s+got\b(?!\s+to\b)"
    r"|\b(?:(?:got|was|were|been)\s+)?(?:moved|pushed|postponed|delayed|bumped|shifted)"
    # "I moved my dentist appt to the 16th": what was moved, then to when.
    r"(?:\s+(?:it|them|back|up|(?:my|the|our|his|her|their)(?:\s+[\w'-]+){1,3}?))?\s+(?:to|till|until)"
    r"(?=\s+(?:next\s+|this\s+)?(?:"
    + "|".join(sorted(WEEKDAYS))
    + r"|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th))\b)"
)


def told_in_past(text: str) -> bool:
    """True when ``text`` is told in the past tense (a past form of a verb appears in it, other than
    one of arranging)."""
    return bool(_PAST_TENSE.search(_ARRANGED.sub(" ", _PRESENT_STATE.sub(" ", text))))


# "When are you going?", "Will you be there?": a question asked of what is to come.
_ASKED_AHEAD = re.compile(
    r"(?i)\b(?:(?:am|is|are)\s+(?:you|we|they|he|she|it)\s+\w+ing|will\s+(?:you|we|they|he|she|it))\b"
    # "When is the wedding?", "When's your surgery?": an event asked of in the present is to come.
    r"|\bwhen(?:['’]s|\s+is|\s+are)\s+(?:the|your|his|her|their|our)\s"
)


def asked_ahead(question: str) -> bool:
    """True when ``question`` asks of what is to come ("When are you going?", "When will you know?")."""
    return not told_in_past(question) and (
        _ASKED_AHEAD.search(question) is not None or _FUTURE.search(question) is not None
    )


_RELATIVE = {
    "weekdays_ago",
    "weekends_ago",
    "weekday_after_next",
    "day_before",
    "day_after",
    "ago",
    "in_n",
    "weekday",
    "on_weekday",
    "on_ordinal",
    "weekend",
    "season",
    "period",
    "yesterday",
    "tomorrow",
    "today",
    "in_month",
}


# A month and day, or a month after "in", said without a year: the year is the one tense points to.
_YEARLESS = {"day_month", "month_day", "in_month"}
# "last September", "since March": the month's opener places it already (``_in_month``).
_PLACED = frozenset(["last", "next", "since", "this"])
# "My flight is on March 3rd", "I'm moving in February", "the course starts in January": a plan.
_FUTURE = re.compile(
    r"(?i)\b(?:will|going to|gonna|is on|are on|is due|are due|due on|due in|scheduled|planned|planning|"
    r"plans? to|upcoming|coming up|starts?|starting|begins?|beginning|leaves?|fly|flies|arrives?)\b|['’]ll\b"
    # "The wedding is in March": an event's month, said in the present, is the one to come; so is
    # a deadline ("by March") and what one needs or wants to do ("I need to find a flat in March").
    rf"|\b(?:is|are)\s+in\s+(?:{'|'.join(calendar.month_name[1:])})\b(?!['’]s)"
    rf"|\bby\s+(?:the\s+end\s+of\s+)?(?:{'|'.join(calendar.month_name[1:])})\b"
    r"|\b(?:need|needs|have|has|want|wants|hope|hoping|aim|aiming)\s+to\b"
    # "can't make Friday, got my nephew's christening": whether one can come is said of a day ahead.
    r"|\b(?:can|cannot|can['’]?t)\s+(?:make|do|come|go)\b"
    r"|\b(?:am|is|are|['’]m|['’]re)\s+(?:\w+ly\s+)?\w+ing\b"
    # "Taking my niece to the aquarium on Saturday": chat's "I'm" dropped before a plan.
    r"|^\W*(?:(?:just|also|finally)\s+)?(?-i:[A-Z])[a-z]+ing\s+(?:my|our|to|the|a|an|out|up|over|back|home)\b"
    # "my brother's getting married in June": "'s" is "is" before a verb in -ing, not before a noun
    # in -ing ("my sister's wedding").
    r"|['’]s\s+(?:\w+ly\s+)?(?!(?:wedding|morning|evening|building|painting|meeting|ending|"
    r"opening|offering|setting|training|clothing|swimming)\b)\w+ing\b"
)
# "My birthday is on June 12", "Our anniversary is October 5th": a date that comes every year.
_RECURRING = re.compile(r"(?i)\b(?:birthday|bday|b-day|anniversary|name day)\b|\bevery\s+year\b")


def _by_tense(resolved: tuple[date, Granularity], ref: date, past: bool, future: bool, before: str) -> date:
    """The date of a yearless mention in the year its clause's tense points to: "I went there in
    September", told in May, was last September; "my flight is on March 3rd", told in May, is next
    March. A month alone compares by month, so "in May", told in May, stays this May."""
    day, granularity = resolved
    later = (day.month, day.day) > (ref.month, ref.day) if granularity == "day" else day.month > ref.month
    earlier = (day.month, day.day) < (ref.month, ref.day) if granularity == "day" else day.month < ref.month
    since = re.search(r"(?i)\b(?:since|from|as of|last|this|next)\s*$", before) is not None
    if past and later and not since:
        return day.replace(year=day.year - 1)
    if future and earlier and not since:
        return _valid(day.year + 1, day.month, day.day) or day
    return day


# Where a clause ends: a sentence's end, a comma, a semicolon or a dash between words.
_CLAUSE_END = re.compile(r"[.!?;]\s|,\s|\s[-–—]\s")


# "had to cancel the dentist, rebooked for Thursday": the time something is booked for is ahead,
# whatever else the message tells of in the past ("booked it in March" tells when it was booked).
_BOOKED_FOR = re.compile(
    r"(?i)\b(?:re-?)?(?:booked|scheduled|arranged)\b[^,.!?]{0,30}?\bfor\s+(?:next\s+|this\s+|the\s+)?$"
)
# "signed up for a half in October", "signed up for the gym in March": the time of what one entered
# when it is still to come, else when one signed up; the year is this one either way.
_ENTERED_FOR = re.compile(r"(?i)\b(?:signed\s+up|registered|entered)\s+for\b[^,.!?]{1,30}$")


def _tense_at(text: str, start: int, end: int, past: bool, future: bool) -> tuple[bool, bool]:
    """Whether the clause around ``text[start:end]`` is told in the past, or of a time to come: "I
    finished the nursery, the baby is due in August" dates August by "is due", not "finished". A
    clause that tells neither ("In March, I moved") takes the message's (``past``, ``future``)."""
    opened = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    closed = _CLAUSE_END.search(text, end)
    begun = opened[-1] if opened else 0
    clause = text[begun : closed.start() if closed else len(text)]
    if _ENTERED_FOR.search(text, begun, start):
        return False, False
    if told_in_past(clause):
        return True, False
    if _FUTURE.search(clause) or _BOOKED_FOR.search(text, begun, start):
        return False, True
    return past, future


def _mid_sentence(text: str, at: int) -> bool:
    """True when ``at`` is inside a sentence: a word stands before it, not a sentence's end."""
    before = text[:at].rstrip(" \"'“‘(")
    return bool(before) and before[-1] not in ".!?:;\n"


# Any day will do where only whether a text names a time matters, not which.
ANY_DAY = datetime(2000, 1, 3, tzinfo=UTC)


def names_a_time(text: str) -> bool:
    """True when ``text`` names a time ("In September", "last Sunday"; "At the end" does not)."""
    return bool(find_dates(text, ANY_DAY))


def opens_on_a_time(text: str) -> bool:
    """True when ``text`` opens on a time ("a few weeks ago", "last summer")."""
    dated = find_dates(text, ANY_DAY)
    return bool(dated) and text.strip().startswith(dated[0].text)


# "two weeks from Monday", "3 days after Friday": a time counted from the day named after it ("for
# two weeks from Friday" is how long, from that Friday).
_COUNTED_FROM = re.compile(r"(?i)(?<!\bfor\s)\b\w+\s+(?:days?|weeks?|months?)\s+(?:from|after|before)\s+$")


# "every Tuesday", "each Monday", and a weekday listed after one ("every Tuesday and Thursday"):
# a habit, no one day; or a weekday after "a" or "any" (below).
_EVERY_LISTED = re.compile(
    rf"(?i)\b(?:every|each|most)\s+(?:(?:{_DAY_NAMES})(?:\s*,\s*(?:{_DAY_NAMES}))*\s*(?:,\s*)?(?:and|or|&|,)\s*)?$"
    # "any Saturday", "on a rainy sunday": a weekday of no week in particular (after an adjective
    # only: "a meeting Friday" is that Friday's).
    r"|\b(?:a|an|any)\s+(?:(?P<adjective>[a-z]+)\s+)?$"
)


def _no_week(text: str, at: int, *, past: bool) -> bool:
    """True when the weekday at ``at`` in ``text`` recurs or is any one (``_EVERY_LISTED``), or, told
    not in the past, begins or ends a span of weekdays done every week (``_weekly``)."""
    m = _EVERY_LISTED.search(text, 0, at)
    if m is None:
        return not past and _weekly(text, at)
    word = m.group("adjective")
    return word is None or set(all_lemmas(word.lower())) == {"ADJ"}


# "Monday to Thursday", "Mon-Fri", "from Monday through Friday": a span of weekdays ...
_WEEKDAY_SPAN = re.compile(
    rf"(?i)\b(?:{_DAY_NAMES}|{SHORT_DAYS})\s*(?:to|through|thru|till|until|-|–)\s*(?:{_DAY_NAMES}|{SHORT_DAYS})\b"
)
# ... of one week when the clause names which.
_WEEK_NAMED = re.compile(r"(?i)\b(?:this|next|last|coming|that)\s+week\b|\bweek\s+after\s+next\b")


# What is done every week, before its days: "I work", "she teaches", "we train", "the gym is open".
_DONE_WEEKLY = re.compile(
    r"(?i)\b(?:(?:I|we|they|you)\s+(?:(?:usually|normally|only|always|mostly)\s+)?(?P<verb>[a-z]+)"
    r"|(?:he|she|it|[a-z]+)\s+(?:(?:usually|normally|only|always|mostly)\s+)?(?P<verbs>[a-z]+s)\b)"
)


_OPEN_WEEKLY = re.compile(r"(?i)\b(?:is|are|['’]s|['’]re)\s+(?:open|closed|shut)\b")


def _weekly(text: str, at: int) -> bool:
    """True when the weekday at ``at`` in ``text`` begins or ends a span of weekdays done every week
    ("I work Monday to Thursday", "the gym is open Monday to Friday"), not of one week ("I'm away
    Monday to Thursday next week", "I'm in Paris Friday to Sunday")."""
    span = next((m for m in _WEEKDAY_SPAN.finditer(text) if m.start() <= at < m.end()), None)
    if span is None or _WEEK_NAMED.search(text) is not None:
        return False
    if _OPEN_WEEKLY.search(text, 0, span.start()):
        return True
    for m in _DONE_WEEKLY.finditer(text, 0, span.start()):
        word = (m.group("verb") or m.group("verbs")).lower()
        verbs = all_lemmas(word).get("VERB", ())
        if not verbs or verbs[0] in ("be", "have", "will"):
            continue  # not "I'm", "I have", "I will"
        # "I work": its base; "she teaches": its -s form.
        if word == verbs[0] if m.group("verb") else word in inflection(verbs[0], "VBZ"):
            return True
    return False


def find_dates(text: str, ref: datetime, *, past: bool = False, future: bool = False) -> list[DateMention]:
    """Every date mentioned in ``text``, in order, resolved against ``ref`` (the message time).

    Overlapping matches keep the longest one ("8 May 2023" rather than "May 2023"). Tense decides the
    direction of an ambiguous "this": "this Tuesday" in a clause told in the past is the one before.
    ``past``: ``text`` answers a question told in the past ("When did you get back?" - "On
    Saturday"), so is told in it too; ``future``: one asking ahead ("When are you going?" - "late
    March", the March to come).
    """
    whole_past = past or told_in_past(text)
    whole_future = not whole_past and (future or _FUTURE.search(text) is not None)
    ref_day = ref.astimezone(UTC).date() if ref.tzinfo else ref.date()
    found: list[DateMention] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if (
                kind in ("yesterday", "tomorrow", "today")
                and m.group(0)[:1].isupper()
                and _mid_sentence(text, m.start())
            ):
                continue  # 'Did you finish Tomorrow, and Tomorrow, and Tomorrow?': a title, not a day
            if kind == "in_n" and told_in_past(re.split(r"[.!?;]\s", text[: m.start()])[-1]):
                continue  # "Rome wasn't built in a day", "I read it in two days": how long, not when
            if _COUNTED_FROM.search(text, 0, m.start()):
                continue  # "two weeks from Monday": a day counted from this one, which it is not
            if kind == "on_weekday" and _no_week(text, m.start(), past=whole_past):
                # "every Tuesday and Thursday", "I work Monday to Thursday": a habit; "any Saturday"
                continue
            past, future = _tense_at(text, m.start(), m.end(), whole_past, whole_future)
            resolved = _resolve(kind, m, ref_day, past, future)
            if resolved is None:
                continue
            opener = m.group(0).split()[0].lower()
            if kind in _YEARLESS and not m.groupdict().get("year") and opener not in _PLACED:
                # "My birthday is on June 12": every year's, no one year's ("a trip in October for
                # my birthday" dates the trip: what recurs is named after the date).
                if not whole_past and _RECURRING.search(text, 0, m.start()) is not None:
                    continue
                resolved = _by_tense(resolved, ref_day, past, future, text[: m.start()]), resolved[1]
            span = m.group(0)
            start = m.start()
            # Keep the connective ("in 2022") out of the mention text, but only for explicit years.
            if kind == "year":
                start = m.start("year")
                span = m.group("year")
            found.append(DateMention(span, start, m.end(), resolved[0], resolved[1], kind in _RELATIVE))
    found.sort(key=lambda d: (d.start, -(d.end - d.start)))
    kept: list[DateMention] = []
    for mention in found:
        if kept and mention.start < kept[-1].end:
            if mention.end - mention.start > kept[-1].end - kept[-1].start:
                kept[-1] = mention
            continue
        kept.append(mention)
    return _ranges_forward(text, _days_of_the_month_named(kept))


# "the 24th", "on the 3rd": a day that names no month of its own.
_DAY_ALONE = re.compile(rf"(?i)(?:(?:{_ORDINAL_LEAD}|to|from)\s+)?the\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)")


def _days_of_the_month_named(kept: list[DateMention]) -> list[DateMention]:
    """``kept`` with a day that names no month dated in the month named before it ("late March, for
    12 days. we land on the 24th": 24 March, not the 24th of the message's month)."""
    out = list(kept)
    for k in range(1, len(out)):
        day = _DAY_ALONE.fullmatch(out[k].text)
        month = out[k - 1]
        if day is None or month.granularity != "month":
            continue
        try:
            value = month.value.replace(day=int(day.group("day")))
        except ValueError:
            continue  # "the 31st" of a month with 30 days: as resolved
        out[k] = DateMention(
            out[k].text, out[k].start, out[k].end, value, out[k].granularity, out[k].relative
        )
    return out


def with_month_named(mentions: list[DateMention], before: str, ref: datetime) -> list[DateMention]:
    """``mentions`` (of one clause) with a day that names no month dated in the month ``before``
    (the message up to the clause) named last: "late March, for 12 days. we land on the 24th"."""
    if not mentions or _DAY_ALONE.fullmatch(mentions[0].text) is None:
        return mentions
    said = find_dates(before, ref)
    if not said or said[-1].granularity != "month":
        return mentions
    return _days_of_the_month_named([said[-1], *mentions])[1:]


# "Dec 20 to Jan 3", "from March 28 - April 2": the two ends of one span of days.
# (after a date's own annotation too: "Dec 20 (20 December 2023) to Jan 3")
# ("flying out on the 3rd, back on the 17th": a way back is a range's end too)
_RANGE_JOIN = re.compile(
    r"\)?\s*(?:to|until|till|til|through|thru|-|–|—"
    r"|,?\s*(?:and\s+)?(?:back|home|returning|coming\s+back|flying\s+back)\s+(?:on\s+)?(?:the\s+)?)\s*",
    re.I,
)


_MONTH_NAMED = re.compile(
    rf"(?i)\b(?:{'|'.join(calendar.month_name[1:])}|{'|'.join(calendar.month_abbr[1:])})\b|\d+\s*[/.-]\s*\d+"
)


def _ranges_forward(text: str, kept: list[DateMention]) -> list[DateMention]:
    """``kept`` with the end of a range that names no year after its start ("out of town Dec 20 to
    Jan 3": the January after that December, not the one before)."""
    out = list(kept)
    for k in range(1, len(out)):
        first, then = out[k - 1], out[k]
        if (
            then.value < first.value
            and then.granularity == first.granularity == "day"
            and not re.search(r"\d{4}", then.text)
            and _RANGE_JOIN.fullmatch(text, first.end, then.start)
        ):
            if not re.search(r"\d", then.text):
                # "Monday to Thursday next week": the Thursday after that Monday, in its week.
                later = first.value + timedelta(days=(then.value.weekday() - first.value.weekday()) % 7)
                out[k] = DateMention(then.text, then.start, then.end, later, then.granularity, then.relative)
                continue
            if not _MONTH_NAMED.search(then.text):
                # "on the 3rd, back on the 17th": the 17th after that 3rd, in its month or the next.
                day = then.value.day
                later = _valid(first.value.year, first.value.month, day)
                if later is None or later < first.value:
                    after = add_months(first.value.replace(day=1), 1)
                    later = _valid(after.year, after.month, day)
                if later is not None:
                    out[k] = DateMention(
                        then.text, then.start, then.end, later, then.granularity, then.relative
                    )
                continue
            year = first.value.year + (
                (then.value.month, then.value.day) < (first.value.month, first.value.day)
            )
            if then.value.month == 2 and then.value.day == 29 and not calendar.isleap(year):
                continue  # no such day that year: as resolved
            later = then.value.replace(year=year)
            out[k] = DateMention(then.text, then.start, then.end, later, then.granularity, then.relative)
    return out


# What ``annotate`` adds after a date: "(7 May 2023)", "(June 2023)" (``DateMention.spoken``).
SPOKEN_ANNOTATION = re.compile(rf"\s\((?:\d{{1,2}}\s)?(?:{'|'.join(calendar.month_name[1:])})\s\d{{4}}\)")


def annotate(text: str, mentions: list[DateMention]) -> str:
    """``text`` with each date followed by its absolute form in brackets ("yesterday (7 May 2023)"),
    unless it already says it (an ISO date, or "7 May 2023" itself).

    The spoken form rather than ISO: a memory is read by people and matched against their words
    ("what did she do in May 2023?"); the ISO form stays in the candidate's ``dates`` metadata."""
    out: list[str] = []
    last = 0
    for mention in mentions:
        core = re.sub(r"(?i)^(?:in|on|of)\s+", "", mention.text)
        if core in mention.spoken and core != mention.spoken:
            # "in March" → "in March 2023": the year completes the words rather than repeating them.
            out += [text[last : mention.end - len(core)], mention.spoken]
            last = mention.end
            continue
        out.append(text[last : mention.end])
        if mention.text not in (mention.iso, mention.spoken):
            out.append(f" ({mention.spoken})")
        last = mention.end
    out.append(text[last:])
    return "".join(out)
