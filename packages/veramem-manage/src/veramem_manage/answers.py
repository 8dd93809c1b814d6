"""Elliptical answers: a phrase that answers the question of the turn before, said whole.

"What's your favorite book?" - "Dune, hands down" gives "My favorite book is Dune"; "How many
kids do you have?" - "Three, all boys" gives "I have three kids, all boys". The question gives the
words, the answer the thing. The memory's quote stays the answer as it was said, and the text-support
check reads the question's words from the turn before (``support._answers``). Anything that is not
a bare phrase (a statement, a question back, "Not really") is left to the other rules.
"""

from __future__ import annotations

import re

from .lexicon import (
    AUXILIARIES,
    BARE_NO,
    BARE_YES,
    LINKING_VERBS,
    NOT_ANSWERS,
    NOT_NAMES,
    PLACE_ANSWER,
    PREPOSITIONS,
    PRONOUNS,
    TIME_NOUNS,
    TITLED_WORKS,
)
from .morphology import all_lemmas, inflection

# The question that closes the turn before: the last sentence, ending on "?".
_LAST_QUESTION = re.compile(r"(?:^|(?<=[.!?])\s+)(?P<q>[^.!?]*\?)\s*$")
_LEAD = r"(?i)^(?:(?:and|so|oh|well|also|btw|ok|okay)[,!]?\s+)*"

# "What's your favorite book?", "What is your all-time favourite movie to rewatch?"
_FAVORITE = re.compile(
    _LEAD + r"what(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+your\s+(?:all[- ]time\s+|absolute\s+)?"
    r"favou?rite\s+(?P<what>[a-z]+(?:\s+[a-z]+){0,2}?)(?P<rest>\s+(?:to|for|in|at|of|on|from)\s+[^?]*?)?\s*\?$"
)
# "What breed is your dog?", "What color is your car?": what the thing is.
_ATTRIBUTE = re.compile(
    _LEAD + r"what\s+(?P<attr>breed|kind|type|sort|color|colour|model|make|brand|flavou?r|size)\s+"
    r"(?:is|was)\s+your\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s*\?$"
)
# "How many kids do you have?", "How many languages do you speak?"
_HOW_MANY = re.compile(
    _LEAD + r"how\s+many\s+(?P<what>[a-z]+(?:\s+[a-z]+)?)\s+(?P<aux>do|did)\s+you\s+(?P<verb>[a-z]+)"
    r"(?P<rest>[^?]*?)\s*\?$"
)
# "What instrument do you play?", "What kind of music do you listen to?", "Which team did you sign with?"
_WHAT_DO = re.compile(
    _LEAD + r"(?:what|which)\s+(?P<kind>(?:kind|type|sort)\s+of\s+[a-z]+|[a-z]+)\s+(?P<aux>do|did)\s+you\s+"
    r"(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
# "What policies have you been focusing on lately?": what the speaker has been doing with it.
_WHAT_BEEN = re.compile(
    _LEAD
    + r"(?:what|which)\s+(?P<kind>[a-z]+)\s+have\s+you\s+been\s+(?P<verb>[a-z]+ing)(?P<rest>[^?]*?)\s*\?$"
)
# "What else brings you joy?", "What makes you happy?": the answer is what does it.
_WHAT_GIVES = re.compile(
    _LEAD + r"what\s+(?:else\s+)?(?P<verb>brings|makes|gives|keeps|helps)\s+you\s+(?P<rest>[^?]+?)\s*\?$"
)
# Times an answer may open with, said again after the doing ("Recently, education reform").
_WHEN_OPENING = re.compile(r"(?i)^(?P<when>recently|lately|these\s+days|currently)\s*,?\s+")
# "Where did you go for your honeymoon?", "Where did you grow up?"
_WHERE = re.compile(
    _LEAD + r"where\s+(?P<aux>did|do|are)\s+you\s+(?P<verb>go|going|travel|traveling|travelling|move|moving|"
    r"stay|staying|grow\s+up|study|studying|get\s+married|meet)\b(?P<rest>[^?]*?)\s*\?$"
)
_WHERE_TO = frozenset(["go", "going", "travel", "traveling", "travelling", "move", "moving"])
# "How long did you stay in Lisbon?" ("How long have you ..." is ``rules._how_long_answer``'s).
_HOW_LONG = re.compile(
    _LEAD + r"how\s+long\s+(?P<aux>did|will|are|have)\s+you\s+(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
_COUNT = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple(?:\s+of)?|a\s+few|"
    r"several|a\s+dozen|a|an)"
)
_DURATION = re.compile(
    r"(?i)^(?:(?:about|around|almost|over|just|only|nearly|roughly)\s+)?" + _COUNT + r"\s+(?:full\s+)?"
    r"(?:hours?|days?|nights?|weeks?|months?|years?)(?:\s+(?:or\s+so|already|now|so\s+far))?$"
)
_COUNTED = re.compile(
    r"(?i)^(?P<count>(?:(?:about|around|almost|over|just|only|nearly|maybe)\s+)?"
    + _COUNT.replace("|a|an)", ")")
    + r")\b(?P<more>.*)$"
)
# What may follow an answer after a comma and still be said: a time ("since I was 8") or which of
# them ("all boys"); a comment ("hands down", "it was amazing") is left to the episode.
_GOES_ON = re.compile(r"(?i)^(?:and|but|so)\s+(?:I|I'm|I've|I'd|I'll|my|we|we're|we've|our)\b")
_KEPT_AFTER = re.compile(r"(?i)^(?:since|for|from|until|every|ever\s+since|all|both|mostly|each)\b")
# Hedges an answer may open with, and those that only stress it.
_HEDGES = frozenset(["probably", "maybe", "mostly", "usually"])
_STRESS = frozenset(["definitely", "totally", "absolutely", "easily", "honestly", "oh", "hmm", "well"])
# Kinds of favorite whose answer is a name or title, its capital kept ("Dune").
_NAMED_KINDS = TITLED_WORKS | frozenset(
    [
        "author",
        "writer",
        "artist",
        "band",
        "singer",
        "musician",
        "team",
        "player",
        "city",
        "country",
        "place",
        "restaurant",
        "actor",
        "actress",
        "character",
        "sport",
    ]
)


def answered(text: str, asked: str) -> str | None:
    """``text`` (a turn's clause) said whole, in the speaker's first person, when it is a bare phrase
    answering the question that closes ``asked`` (the turn before); None otherwise."""
    m = _LAST_QUESTION.search(asked.strip())
    if m is None:
        return None
    question = m.group("q").strip()
    text = text.strip()
    when = _WHEN_OPENING.match(text)
    if when is not None:
        text = text[when.end() :]  # "Recently, education reform ...": the question says when
    head, _, after = text.rstrip(".!").partition(",")
    after = after.strip()
    if after and _GOES_ON.match(after):
        return None  # "Seven years now, and I've found my muses: ...": a statement goes on, say it whole
    tail = f", {after}" if after and _KEPT_AFTER.match(after) and len(after.split()) <= 6 else ""
    words = head.split()
    hedge = ""
    while words and words[0].lower().strip(",") in _HEDGES | _STRESS:
        if words[0].lower() in _HEDGES:
            hedge = f"{words[0].lower()} "
        words = words[1:]
    phrase = " ".join(words)
    if not _bare_phrase(phrase):
        return None
    for build in (_favorite, _attribute, _how_many, _what_do, _what_been, _what_gives, _where, _how_long):
        said = build(question, phrase, hedge)
        if said is not None:
            return said + tail
    return None


def _bare_phrase(phrase: str) -> bool:
    """True when ``phrase`` names a thing and says nothing more: 1-6 words, no pronoun, no verb of
    being or helping, no "not really" ("A golden retriever", "The cello", "Bali", "Three")."""
    words = [w.strip("\"'“”‘’") for w in phrase.split()]
    if not 1 <= len(words) <= 6 or "?" in phrase or BARE_YES.match(phrase) or BARE_NO.match(phrase):
        return False  # "Yep", "Nope": an answer of another kind (``rules._yes_answer``)
    lowered = [w.lower() for w in words]
    if len(words) == 1 and words[0].capitalize() in NOT_NAMES:
        return False  # "Haha", "Wow", "Congrats": a reaction
    if any(
        (w in PRONOUNS and w not in _OWN) or w in AUXILIARIES or w in LINKING_VERBS or w in NOT_ANSWERS
        for w in lowered
    ):
        return False
    if any("'" in w and not w.endswith(("'s", "’s")) for w in lowered):
        return False  # "I'm", "don't": a statement of its own
    for k, w in enumerate(lowered[:-1]):
        if w.endswith(("'s", "’s")) and "NOUN" not in all_lemmas(lowered[k + 1]):
            return False  # "Guitar's mostly my thing": "is", a statement; "Grandma's lasagna" is whose
    first = all_lemmas(lowered[0])
    if "VERB" in first and "NOUN" not in first and "ADJ" not in first and not lowered[0].endswith("ing"):
        return False  # "Loved it", "Went there": a verb, the speaker's dropped "I"
    # A capital names something, but not a common word the turn's start capitalised ("Recently").
    return any(
        (w[:1].isupper() and (k > 0 or not all_lemmas(w.lower()) or "NOUN" in all_lemmas(w.lower())))
        or w[:1].isdigit()
        or "NOUN" in all_lemmas(w.lower())
        for k, w in enumerate(words)
    )


def _as_said(phrase: str, *, named: bool) -> str:
    """``phrase`` as it reads inside a sentence: a common word loses the capital the turn's start gave
    it ("Pizza" → "pizza"); a name or a title keeps it."""
    first = phrase.split()[0]
    if named and first[:1].isupper() and len(phrase.split()) > 1:
        return phrase  # "The Matrix": a title
    if first.lower() in _DETERMINERS:
        return phrase[:1].lower() + phrase[1:]  # "A golden retriever", "The cello"
    if named or (len(first) > 1 and first.isupper()) or not all_lemmas(first.lower()):
        return phrase
    if len(phrase.split()) > 1 and all(w[:1].isupper() for w in phrase.split()):
        return phrase  # "The Lord Of The Rings"
    return phrase[:1].lower() + phrase[1:]


_DETERMINERS = frozenset(["a", "an", "the", "my", "our", "some"])
_OWN = frozenset(["my", "our"])  # "My dogs": whose, not a pronoun standing for something


def _mine(words: str) -> str:
    return re.sub(r"(?i)\byour\b", "my", re.sub(r"(?i)\byou\b", "me", words))


def _past(verb: str) -> str:
    head, _, rest = verb.partition(" ")
    past = inflection(head, "VBD")
    return f"{past[0] if past else head} {rest}".strip()


def _favorite(question: str, phrase: str, hedge: str) -> str | None:
    m = _FAVORITE.match(question)
    if m is None:
        return None
    what = m.group("what").lower()
    rest = _mine(m.group("rest") or "")
    verb = "was" if re.search(r"(?i)\bwas\b", question) else "is"
    named = what.split()[-1] in _NAMED_KINDS
    return f"My favorite {what}{rest} {verb} {hedge}{_as_said(phrase, named=named)}"


def _attribute(question: str, phrase: str, hedge: str) -> str | None:
    m = _ATTRIBUTE.match(question)
    if m is None:
        return None
    answer = _as_said(phrase, named=False)
    determined = answer.split()[0].lower() in ("a", "an", "the", "my")
    if m.group("attr").lower() in ("breed", "kind", "type", "sort", "model", "make") and not determined:
        answer = f"{'an' if answer[:1].lower() in 'aeiou' else 'a'} {answer}"
    return f"My {m.group('thing').lower()} is {hedge}{answer}"


def _how_many(question: str, phrase: str, hedge: str) -> str | None:
    m = _HOW_MANY.match(question)
    a = _COUNTED.match(phrase)
    if m is None or a is None or hedge:
        return None
    what, more = m.group("what").lower(), a.group("more").strip()
    if more and more.split()[-1].lower().rstrip("s") != what.split()[-1].rstrip("s"):
        return None  # "Three of them", "Two, I think": not a count of the question's things
    count = a.group("count").lower()
    if count in ("one", "1", "just one", "only one"):
        nouns = all_lemmas(what.split()[-1]).get("NOUN", ())
        what = " ".join([*what.split()[:-1], nouns[0] if nouns else what.split()[-1]])
    verb = m.group("verb").lower()
    if m.group("aux").lower() == "did":
        verb = _past(verb)
    return f"I {verb} {count} {what}{_mine(m.group('rest'))}"


def _what_do(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHAT_DO.match(question)
    if m is None or hedge.strip() in ("probably", "maybe"):
        return None
    kind, verb = m.group("kind").lower(), m.group("verb").lower()
    if kind in TIME_NOUNS or kind in ("else", "time", "about") or "NOUN" not in all_lemmas(kind.split()[-1]):
        return None  # "What time do you wake up?": a time, ``rules._when_answer``'s
    if verb in ("do", "think", "mean", "say", "want", "need") or "VERB" not in all_lemmas(verb):
        return None  # "What else do you do?": no thing the answer names
    if m.group("aux").lower() == "did":
        verb = _past(verb)
    rest = _mine(m.group("rest").strip())
    answer = _as_said(phrase, named=False)
    if rest.lower() in PREPOSITIONS:
        return f"I {verb} {rest} {hedge}{answer}"  # "listen to" jazz
    return f"I {verb} {hedge}{answer}{' ' + rest if rest else ''}"


def _what_been(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHAT_BEEN.match(question)
    if m is None or hedge or "NOUN" not in all_lemmas(m.group("kind").lower()):
        return None
    rest = _mine(m.group("rest").strip())
    words = rest.split()
    tail = ""
    if words and words[-1].lower() in ("lately", "recently"):
        tail, words = f" {words[-1].lower()}", words[:-1]  # "focusing on lately": after the thing
    lead = " ".join(words)
    return f"I've been {m.group('verb').lower()}{' ' + lead if lead else ''} {_as_said(phrase, named=False)}{tail}"


def _what_gives(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHAT_GIVES.match(question)
    if m is None or hedge:
        return None
    # "Writing and hanging with friends is what brings me joy": the verb agrees with "what", and
    # a gerund answer is not read as the speaker's doing ("Ana is writing ...").
    verb, last = m.group("verb").lower(), phrase.split()[-1].lower()
    nouns = all_lemmas(last).get("NOUN", ())
    be = "is"
    if nouns and nouns[0] != last and not phrase.split()[0].lower().endswith("ing"):
        be, verb = "are", verb.removesuffix("s")  # "My dogs are what make me happy"
    return f"{phrase[:1].upper()}{phrase[1:]} {be} what {verb} me {_mine(m.group('rest'))}"


def _where(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHERE.match(question)
    place = PLACE_ANSWER.match(phrase)
    if m is None or place is None or hedge:
        return None
    verb = m.group("verb").lower()
    prep = (place.group("prep") or ("to" if verb in _WHERE_TO else "in")).lower()
    aux = m.group("aux").lower()
    said = {"did": f"I {_past(verb)}", "do": f"I {verb}", "are": f"I'm {verb}"}[aux]
    rest = _mine(m.group("rest").strip())
    if rest.lower() in PREPOSITIONS:
        prep, rest = rest.lower(), ""  # "Where did you move to?": the question's own preposition
    return f"{said} {prep} {place.group('place')}{' ' + rest if rest else ''}"


def _how_long(question: str, phrase: str, hedge: str) -> str | None:
    m = _HOW_LONG.match(question)
    if m is None or not _DURATION.match(phrase):
        return None
    verb, aux = m.group("verb").lower(), m.group("aux").lower()
    said = {
        "did": f"I {_past(verb)}",
        "will": f"I will {verb}",
        "are": f"I'm {verb}",
        "have": f"I've {verb}",
    }[aux]
    rest = _mine(m.group("rest").strip())
    return f"{said}{' ' + rest if rest else ''} for {hedge}{phrase[:1].lower()}{phrase[1:]}"
