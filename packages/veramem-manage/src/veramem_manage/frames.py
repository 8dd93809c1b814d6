"""What a speaker says through a frame: the frame's words are not the memory.

"It's been my dream to adopt kids" says what the speaker aims at with a dummy "it" that stands for
the infinitive after it; said the other way round ("My dream has been to adopt kids") the subject is
the speaker's and the memory reads alone. The quote stays the clause as written.
"""

from __future__ import annotations

import re

from .lexicon import AIM_NOUNS, INTENSIFIERS, PERCEPTION_GERUNDS
from .morphology import all_lemmas

# "It's been a dream to adopt", "It has always been my goal to ...", "It's a dream of mine to ...",
# "It was my biggest wish to ...": the aim, the "it" standing for the infinitive after it.
_EXTRAPOSED_AIM = re.compile(
    r"(?i)^it(?P<be>['’]s|\s+has|\s+had|\s+is|\s+was)"
    r"(?:\s+(?P<adverb>always|long|ever|also|really|just))?(?P<been>\s+been)?"
    r"\s+(?P<whose>a|my|our)\s+(?P<noun>(?:[\w-]+\s+){0,2}?(?:"
    + "|".join(sorted(AIM_NOUNS))
    + r"))(?:\s+of\s+(?:mine|ours))?\s+to\s+(?P<what>\w.*)$"
)
# Where a statement after a dash opens on such an aim: "Researching adoption agencies - it's been a
# dream to have a family" says two things; the aim is a clause of its own.
AIM_AFTER_DASH = (
    r"\s+[-–—]+\s+(?=(?i:it)(?:['’]s|\s+has|\s+had|\s+is|\s+was)(?:\s+\w+)?(?:\s+been)?\s+(?:a|my|our)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:" + "|".join(sorted(AIM_NOUNS)) + r")\b)"
)
# The verb of the aim as its subject takes it: "it's been" → "has been", "it's" → "is".
_PERFECT = {"'s": "has", "has": "has", "had": "had"}
_PLAIN = {"'s": "is", "is": "is", "was": "was"}


def aspired(clause: str) -> str | None:
    """What the speaker aims at, said with the aim as the subject: "It's been a dream to adopt kids"
    → "My dream has been to adopt kids", "It's always been my goal to run a marathon" → "My goal has
    always been to run a marathon"; None when ``clause`` is no such frame. "It's been a dream to work
    with you" is a judgement of the time spent with the listener, not an aim, and gives None."""
    m = _EXTRAPOSED_AIM.match(clause)
    if m is None or re.search(r"(?i)\byou(?:r|rs)?\b", m.group("what")):
        return None
    be = m.group("be").replace("’", "'").strip()
    if m.group("been"):
        if be not in _PERFECT:
            return None
        verb = " ".join(w for w in (_PERFECT[be], m.group("adverb"), "been") if w)
    elif be in _PLAIN and not m.group("adverb"):
        verb = _PLAIN[be]
    else:
        return None  # "It has a dream to ...": no frame
    whose = "Our" if m.group("whose").lower() == "our" else "My"  # "a dream" is the speaker's own
    return f"{whose} {m.group('noun').lower()} {verb.lower()} to {m.group('what')}"


# "Fitting into the new team's style was a challenge", "Getting sponsors was difficult": how hard
# something the speaker did was, its doer dropped; said as the speaker's ("I found getting sponsors
# difficult"). A gerund of perceiving ("Seeing him leave was hard") reacts to a moment, and is left;
# so is a present "is" ("Losing a pet is tough"), said of anyone. A degree word may come before the
# judgement (``INTENSIFIERS``), not "never", which says the opposite.
_HARD = (
    r"(?:a\s+)?(?:(?:real|huge|big|bit\s+of\s+a)\s+)?(?:challenge|struggle|bummer|nightmare|blow)"
    rf"|(?:(?:{'|'.join(sorted(INTENSIFIERS - {'never'}))}|a\s+bit)\s+)?(?:challenging|hard|tough|difficult|tricky|rough)"
)
# ... or how good: "Organizing a camp for kids last summer was an awesome experience".
_GOOD_WORDS = r"(?:fun|great|amazing|awesome|incredible|rewarding|wonderful|fulfilling)"
# "an awesome experience" is how it went; "an awesome feeling of ..." names no doing.
_GOOD = (
    rf"an?\s+(?:(?:really|truly|super)\s+)?{_GOOD_WORDS}\s+experience"
    rf"|(?:(?:so|really|super|such|truly)\s+)?{_GOOD_WORDS}"
)
_HARD_DOING = re.compile(
    r"^(?P<ger>(?-i:[A-Z])[a-z]+ing(?:\s+[\w'’-]+){1,10}?)\s+(?P<be>was|has\s+been|['’]s\s+been)\s+"
    rf"(?P<hard>{_HARD}|{_GOOD})\b"
    # The judgement's own tail stays ("tough but worth it"); a clause after "but" is another statement.
    r"(?P<rest>(?:(?!\s+(?:but|though|yet|and)\s+(?:I|we|it|they|he|she|here|there|that|this|my|our)\b|\s+[-–—])[^,;.!?])*)",
    re.I,
)

# What makes a doing the speaker's own and known: theirs, one of a kind, a name, a number, a time,
# or whom a pronoun or "here" names ("Mentoring them was awesome").
_SAYS_WHICH = re.compile(r"\b(?:my|our|a|an|some|them|him|her|here|there|last|this|yesterday|[A-Z]\w*|\d+)\b")
_FOUND = {"was": "found", "has been": "have found", "'s been": "have found"}
# "It was tough losing my job", "It was fun teaching my daughter to ride a bike": the same
# judgement with a dummy "it" for the doing after it; a good one too, as what was done is the fact.
_EXTRAPOSED_DOING = re.compile(
    r"^[Ii]t\s*(?P<be>was|has\s+been|['’]s\s+been)\s+"
    rf"(?P<hard>{_HARD}|{_GOOD})"
    # What was done ends at a dash ("competing - and the victory was ..."); "tough going" is an idiom.
    r"\s+(?P<ger>(?!going\s+(?:since|for|lately|at|now)\b|going\W*$)[a-z]+ing\b(?:(?!\s[-–—])[^,;.!?])*?)(?:[,;.!?]*$|\s[-–—])"
)


def found_hard(clause: str) -> str | None:
    """How hard the speaker found what they did, said as theirs: "Getting sponsors was difficult" →
    "I found getting sponsors difficult", "It was tough losing my job" → "I found losing my job
    tough"; None when ``clause`` is no such judgement."""
    m = _HARD_DOING.match(clause) or _EXTRAPOSED_DOING.match(clause)
    if m is None:
        return None
    gerund = m.group("ger")
    first = gerund.split()[0].lower()
    if first in PERCEPTION_GERUNDS or re.search(r"(?i)\byou(?:r|rs)?\b", gerund):
        return None  # "Seeing him leave was hard", "Getting your message was tough": a reaction
    if "VERB" not in all_lemmas(first):
        return None  # "Everything from the food to the history was amazing": no doing
    good = re.match(_GOOD, m.group("hard"), re.I) is not None
    if good and (m.group("be").strip() != "was" or not _SAYS_WHICH.search(gerund[:1].lower() + gerund[1:])):
        # "Sharing my love for desserts has been fun": how it keeps feeling, no event; "Reaching
        # the top was amazing": which top, the moment shows. A bad time is news either way.
        return None
    found = _FOUND[re.sub(r"\s+", " ", m.group("be").replace("’", "'")).lower()]
    return f"I {found} {gerund[:1].lower()}{gerund[1:]} {m.group('hard')}{m.groupdict().get('rest') or ''}"
