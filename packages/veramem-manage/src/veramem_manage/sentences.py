"""Sentence spans of a message, from nupunkt (Punkt with a wide abbreviation model), not a regex.

Chosen on a measured comparison (``tests/data/segmentation.json``: 80 chat sentences with titles,
initials, units, prices, decimals, ellipses, emoji, quotes and lower-case chat): nupunkt 77/80 exact,
syntok 73, sentencex 72, pysbd 71; nupunkt was also the fastest of the accurate ones (about 40 µs a
text), has no dependencies at all, and is MIT-licensed. Spans are character offsets, so every quote
stays a verbatim substring of the message.
"""

from __future__ import annotations

import calendar
import re

from .dates import SHORT_DAYS
from .lexicon import CHAT_TAGS
from .morphology import all_lemmas

# Hard breaks nupunkt leaves inside a sentence: line breaks and semicolons between clauses.
_HARD_BREAK = re.compile(r"\n+|;\s*")
# Where one sentence ends and the next opens, the mark kept with the first ("What is it?"): the
# rules' quick reading of a turn's last sentence, not the segmentation a quote is cut by.
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")


def last_sentence(text: str) -> str:
    """The last sentence of ``text``, its mark kept: the question closing a turn ("Nice! How old is
    it?" → "How old is it?"), the statement a turn ends on."""
    return SENTENCE_BREAK.split(text.strip())[-1]


# A full stop after an ordinary lower-case word (three letters or more), before a capital: a sentence end nupunkt's
# orthographic statistics sometimes miss ("... at the park. Taking care of them ...", "I'm hoping so.
# I'll ..."; of two letters, only words that are never written short: not "in", "ft", "no").
_WORD_STOP = re.compile(
    r"(?<![\w.])(?P<word>[a-z]{3,}|so|me|up|it|go|do|us|to|be|we|he|on|at|by|or|is|my|ok|am)[.!?]\s+(?=[A-Z\"'(])"
)
# "He'd be OK. They're tough kids": "OK" is a word, not Oklahoma's abbreviation, before a capital.
_OK_STOP = re.compile(r"\b(?:OK|Ok|ok|okay|Okay)[.!?]\s+(?=[A-Z\"'(])")
# A name called out after a comma, then a full stop and a capital: "Glad you're here, John. It's been
# great" ends a sentence; titles that precede a name ("Hi, Prof. Lee") do not.
_VOCATIVE_STOP = re.compile(r",\s+(?P<word>[A-Z][a-z]{2,})[.!]\s+(?=[A-Z\"'(])")
# "I joined a group last Tues. I'm meeting so many people": a day or month cut short ends a sentence
# before a capital, as its full word would.
_DATE_STOP = re.compile(rf"\b(?P<word>{SHORT_DAYS}|Jan|Feb|Aug|Sept|Oct|Nov|Dec)\.\s+(?=[A-Z][a-z]*\b)")
# "Inspiring 💪 I emailed some wholesalers": a pictograph before a capital ends a sentence, as a
# full stop would; nupunkt only knows punctuation. "I ❤️ NYC": after a subject it is the verb.
_EMOJI_STOP = re.compile(
    r"(?<!\bI )(?<!\b[Ww]e )(?<!\b[Yy]ou )[\U0001F300-\U0001FAFF\u2600-\u27BF][\uFE0F\U0001F3FB-\U0001F3FF]*\s+(?=[A-Z\"'(])"
)
# "got outbid :( still renting in Hackney": a face typed between words ends a sentence too.
_FACE_STOP = re.compile(r"(?<=\w)\s+[:;=]-?(?:[()/\\|\[\]]+|[DPp](?!\w))\s+(?=\w)")
# Lower-case chat: "three! the youngest just started school", "I went vegetarian in Jan 🥦 maybe the
# falafel place instead?". An exclamation or question mark, or a pictograph, before a lower-case
# word ends a sentence too; not before a word that goes on the phrase ("I love 🍕 and pasta").
_GOES_ON = r"(?:and|or|but|with|in|on|for|to|of|at|from|by|is|are|was|were|too|as|than)\b"
_LOWER_STOP = re.compile(
    r"(?<=\w)[!?]+\s+(?=[a-z])(?!" + _GOES_ON + r")"
    r"|(?<!\bI )(?<!\b[Ww]e )(?<!\b[Yy]ou )[\U0001F300-\U0001FAFF\u2600-\u27BF][\uFE0F\U0001F3FB-\U0001F3FF]*\s+"
    r"(?=[a-z])(?!" + _GOES_ON + r")"
)
# "we broke up a month ago. it's fine", "tastes like soap to me. give me parsley", "since I was 12.
# nbd": lower-case chat opens sentences with any word, so a full stop after a word or a number, then a
# lower-case word, ends one; an abbreviation ("approx. it", "a.m.") is not a word, and a number
# goes on before a unit or a number ("5 ft. 2" is one sentence: "ft" is no word).
_LOWER_PERIOD_STOP = re.compile(
    r"(?<![\w.])(?P<word>[a-z]{3,}|so|me|up|it|go|do|us|to|be|we|he|on|at|by|or|is|my|ok|am|\d+)\.\s+(?=[a-z])"
)
# "my car failed its MOT. need new brakes", "I work for NASA. love it": an acronym (capitals, no
# full stop inside, so not "U.S.") and its full stop, then a lower-case word, end a sentence.
_ACRONYM_STOP = re.compile(r"(?<![\w.])[A-Z]{2,}s?\.\s+(?=[a-z])")
# "jazz is my comfort music fr. coltrane on a rainy sunday": a chat tag and its full stop end a
# sentence before a lower-case word too ("fr" is no word lemminflect knows).
_TAG_STOP = re.compile(rf"(?<![\w.])(?:{'|'.join(sorted(CHAT_TAGS))})\.\s+(?=[a-z])")
# "goes out every sunday at 5 a.m. my mom calls it his girlfriend": a time of day, then a lower-case
# pronoun, ends a sentence ("at 8 a.m. sharp" goes on).
_CLOCK_STOP = re.compile(
    r"\b[ap]\.m\.\s+(?=(?:i|i'm|i've|my|we|we're|our|he|he's|she|she's|it|it's|they|they're)\b)"
)
# "bugs, no showers, sleeping on rocks... I'm a hotel girl": an ellipsis after three words or more,
# before a capital, ends what it trails off from ("Well... I'm not sure" is one sentence).
_ELLIPSIS_STOP = re.compile(r"(?:\S+\s+){2,}\S+?(?:\.{3}|…)\s+(?=[A-Z])")
# "still in the car lol, we got lost twice": chat's laugh ends what it follows, as a full stop would.
_LAUGH_STOP = re.compile(r"(?i)(?<=\w)\s+(?:lol|lmao|haha\w*|hehe\w*)\b[,.!]*\s+(?=\w)")
# "with my partner Dev. It's our 5th anniversary", "I work at Acme Inc. It's great": a capitalised
# word nupunkt reads as an abbreviation ("dev.", "inc."), then a pronoun that opens a sentence, ends
# one; a title comes before a name, never before "It" or "We" ("Vol. I" is a volume's number).
_NAME_STOP = re.compile(
    r"(?<![\w.])(?P<word>[A-Z][a-z]+)\.\s+(?=(?:It|It's|It’s|I|I'm|I’m|I've|We|We're|We’re|She|She's|He|He's|"
    r"They|They're|My|Our|This|That)\b)"
)
_NUMBERED = frozenset(["Vol", "Pt", "Ch", "No", "Fig", "Art", "Sec"])
# What starts a date written short: "Mon. Jan 5" is one date, not two sentences.
_DATE_WORDS = frozenset(name[:3] for name in [*calendar.month_name[1:], *calendar.day_name])
_TITLES = frozenset(
    ["Prof", "Gen", "Gov", "Sen", "Rep", "Capt", "Sgt", "Col", "Rev", "Hon", "Pres", "Mrs", "Mme"]
)
# Lower-case words that are also written as abbreviations before a capital ("see fig. A").
_ABBREVIATED = frozenset(["fig", "ref", "est", "approx", "dept", "misc", "etc"])


def _word(word: str) -> bool:
    """True when ``word`` is an ordinary English word (so not an abbreviation such as "approx")."""
    return bool(all_lemmas(word))


def _month_next(text: str, at: int) -> bool:
    """True when a month or a day name follows ("Mon. Jan 5"): a date written short, not two sentences."""
    word = re.match(r"[A-Z][a-z]*", text[at:])
    return word is not None and word.group(0)[:3] in _DATE_WORDS


def _missed_stops(text: str, start: int, end: int) -> list[int]:
    """Offsets inside ``text[start:end]`` where a sentence nupunkt kept whole still ends."""
    stops = [
        m.end()
        for m in _WORD_STOP.finditer(text, start, end)
        if m.group("word") not in _ABBREVIATED and _word(m.group("word"))
    ]
    stops += [m.end() for m in _VOCATIVE_STOP.finditer(text, start, end) if m.group("word") not in _TITLES]
    stops += [m.end() for m in _DATE_STOP.finditer(text, start, end) if not _month_next(text, m.end())]
    stops += [m.end() for m in _EMOJI_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _FACE_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _OK_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _NAME_STOP.finditer(text, start, end) if m.group("word") not in _NUMBERED]
    stops += [m.end() for m in _LOWER_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _LAUGH_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _CLOCK_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _TAG_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _ACRONYM_STOP.finditer(text, start, end)]
    stops += [m.end() for m in _ELLIPSIS_STOP.finditer(text, start, end)]
    stops += [
        m.end()
        for m in _LOWER_PERIOD_STOP.finditer(text, start, end)
        if m.group("word") not in _ABBREVIATED and (m.group("word").isdigit() or _word(m.group("word")))
    ]
    return sorted(stops)


def _punkt_spans(text: str) -> list[tuple[int, int]]:
    import nupunkt

    return [(int(a), int(b)) for a, b in nupunkt.sent_spans(text)]


def spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each sentence of ``text``, whitespace trimmed, never empty, in order."""
    out: list[tuple[int, int]] = []
    for start, end in _punkt_spans(text):
        pos = start
        breaks = [(m.start(), m.end()) for m in _HARD_BREAK.finditer(text, start, end)]
        breaks += [(cut, cut) for cut in _missed_stops(text, start, end)]
        for a, b in sorted(breaks):
            if a < pos:
                continue
            out.append((pos, a))
            pos = b
        out.append((pos, end))
    trimmed: list[tuple[int, int]] = []
    for start, end in out:
        piece = text[start:end]
        lead = len(piece) - len(piece.lstrip())
        start, end = start + lead, start + len(piece.rstrip())
        if end > start:
            trimmed.append((start, end))
    return trimmed


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` as strings (see ``spans``)."""
    return [text[a:b] for a, b in spans(text)]
