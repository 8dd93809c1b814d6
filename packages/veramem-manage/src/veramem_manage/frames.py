"""What a speaker says through a frame: the frame's words are not the memory.

"It's been my dream to adopt kids" says what the speaker aims at with a dummy "it" that stands for
the infinitive after it; said the other way round ("My dream has been to adopt kids") the subject is
the speaker's and the memory reads alone. The quote stays the clause as written.
"""

from __future__ import annotations

import re

from .lexicon import AIM_NOUNS

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
