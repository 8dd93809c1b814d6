"""Whether a clause can become a memory a person would keep and could read alone, later.

A memory is read months after the conversation, by someone who does not have it: "They love it" or
"You're so brave" says nothing then, and "If I moved to Rome, I would open a bakery" is not a fact.
The raw episode keeps every such clause for recall; only the memory is withheld.
"""

from __future__ import annotations

import re

from .dates import names_a_time
from .lexicon import (
    ANIMALS,
    AUXILIARIES,
    CHAT_TAGS,
    COLLECTIVE_NOUNS,
    COMPANIONS,
    DETERMINERS,
    ELLIPTICAL_QUANTITIES,
    EMOTIONS,
    FUNCTION_WORDS,
    HABIT_TIME,
    INTENSIFIERS,
    IRREGULAR_PLURALS,
    IT_VERBS,
    LEADING_ADVERBS,
    LINKING_VERBS,
    LOST_IT_PAST,
    MONTH_NAMES,
    NAMES_ALSO_WORDS,
    NOT_ELLIPTICAL_AFTER_ONE,
    NOT_ELLIPTICAL_BEFORE_ONE,
    OBJECT_STARTS,
    ONE_WORD_TIMES,
    PAST_TIME,
    PERSON_STATES,
    PLAN_VERBS,
    POINTING_WORDS,
    PREPOSITIONS,
    RESCHEDULED,
    SAYING_VERBS,
    SPEAKER_VERBS,
    SUBORDINATORS,
    TIME_AFTER,
    TIME_NOUNS,
    TIME_OPENERS,
    WEEKDAY_NAMES,
)
from .morphology import all_lemmas, finite_form, inflection

# "If I moved…", "I would open…", "Imagine if…": what is supposed, not what is.
_HYPOTHETICAL = re.compile(
    r"(?i)^(?:if|unless|suppose|supposing|imagine|what if|even if|in case|assuming|hypothetically|"
    r"in theory|ideally|maybe|perhaps|in another life)\b"
    # "Should I ever move to Lisbon, I'd ...", "Had I known ...": a condition said by inversion.
    r"|^(?:should|had|were)\s+(?:I|we)\b(?![^?]*\?)"
    r"|\b(?:I|we|I'd|we'd)\s+(?:would|could|might|'d)\s+(?!like\b|love\b|prefer\b|rather\b)"
    # "I'd been wanting to try yoga": "I had", a past, not a supposition.
    r"|\b(?:I|we)'d\s+(?!like\b|love\b|prefer\b|rather\b|been\b|had\b|never\b|already\b|always\b|just\b|\w+ed\b)"
    r"|\bif only\b|\bwish I\b|\bwish we\b"
    # "my mum would kill me if I moved further": what someone would do, on a condition.
    # ("my dad would ask if I was okay": "if" is "whether", after a verb of asking)
    r"|\bwould\b(?![^.!?]*\b(?:ask|wonder|check|see|know)\b(?:\s+\w+)?\s+if\b)[^.!?]*\bif\b"
)
# "I never said I hate my job", "she said she's moving": what was said about a saying.
_REPORTED = re.compile(
    r"(?i)\b(?:never|didn't|did not|don't|do not)\s+(?:said|say|mean|meant|claim|claimed)\b"
    # "I wouldn't say I love my job", "Not that I hate cats": a denial of what follows.
    r"|\b(?:wouldn't|would not|won't|can't|cannot)\s+say\s+(?:that\s+)?(?:I|we)\b|^not\s+that\b"
    r"|\b(?:said|says|told me|tells me|claimed|claims|heard|rumou?r)\s+(?:that\s+)?(?:I|he|she|they|we|it)\b"
)
# "someone's twisting my words", "everyone is so nice here": what is so now of no one named (a past
# act of someone's, "someone wrote me a letter", still says what the speaker got).
_ANYONE_NOW = re.compile(
    r"(?i)^(?:someone|somebody|anyone|anybody|everyone|everybody|nobody|no one)(?:['’]s|\s+is|\s+are)\b"
)
# "been 3 months now", "it's been two years already": how long, of something the clause leaves out.
_BARE_DURATION = re.compile(
    r"(?i)^(?:(?:it|it['’]s|it\s+has|I['’]ve|I\s+have)\s+)?been\s+(?:about\s+|almost\s+|like\s+|over\s+)?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)\s+"
    r"(?:days?|weeks?|months?|years?|hours?)(?:\s+(?:now|already|since|so\s+far))?\W*$"
)
# Markers of irony: a stated like that means a dislike.
_SARCASM = re.compile(
    r"(?i)(?:/s\b|\byeah,? right\b|\boh,? great\b|\bjust great\b|\bjust what I needed\b|\bas if\b|"
    r"\bsure,? because\b|\bwhat a joy\b|\bthanks a lot\b|\bhow lovely\b.*\bnot\b|\blove (?:being|getting) "
    r"(?:stuck|ignored|yelled|cancel+ed|delayed|sick))"
    r"|\blove,?\s+love,?\s+love\b"  # "yep, love love LOVE sitting at the gate for 6 hrs"
)
# The addressee ("you") is unknown to a later reader: compliments, encouragement, replies.
_ADDRESSEE = re.compile(r"(?i)\b(?:you|your|yours|yourself|yourselves|y'all)\b")
# "you" meaning anyone, or a listener's reaction: nothing to resolve it to.
_GENERIC_YOU = re.compile(
    r"(?i)\b(?:you know|you never know|if you|when you|you can't|you gotta|you have to|you need to|you should|"
    r"you must|you could|you might|you would|you'd|thank you|see you|love you|miss you|bless you|"
    r"you too|are you|do you|did you|have you|can you|will you|would you|you guys)\b"
)
# A subject nobody can resolve later: "They love it", "It was amazing", "That sounds fun".
_PRONOUN_SUBJECT = re.compile(
    r"(?i)^(?:(?:oof|ooh|oh|wow|aw+|gosh|geez|yikes|whoa|woah|ugh|argh|dang|darn|man|ha|haha),?\s+)?"
    r"(?:(?:and|but|so|because|then|plus|also|yet|however|still|now),?\s+)?(?:he|she|they|it|this|that|these|those|"
    r"he's|she's|they're|they've|it's|that's|there's|here's|its|their|his|her|them|him|which|who|"
    r"mine|yours|ours|theirs|hers|"  # "Even though mine is small": mine what, the turn before says
    r"one(?!\s+of\s+(?:my|our)\b))\b"  # "One of my friends is a chef" names whose
    # "This week has been swamped with exams", "This Friday I had an interview": a time, which the
    # dates module reads, not a deictic.
    # "These days I mostly cook at home", "These past few weeks": now, not things pointed at ("Those
    # days are some of my favorite memories": which days, the clause does not say).
    r"(?!\s+(?:past\s+|last\s+|coming\s+)?(?:morning|afternoon|evening|week|weekend|month|year|summer|winter|"
    rf"spring|fall|autumn|semester|season|{WEEKDAY_NAMES})\b|(?<=these)\s+(?:days|(?:few\s+)?(?:weeks|months))\b)"
)
_LEADING_CLAUSE = re.compile(
    r"(?i)^(?:(?:especially|even|just)\s+)?(?:when|whenever|while|after|before|since|once|even though|although|"
    r"though|because|as soon as|for|with|in|at|on|by|during)"  # "Especially for a dog like Toby, he'll ..."
    r"\b[^,]{0,80},\s*"
    # "For me, it's writing and reading": whose view it is, then the subject ("it": what the turn asked).
    r"|^(?:for|to)\s+(?:me|us)\s*,\s*"
)
# "I think it's enough", "I guess that was it": the framed clause's subject is the pronoun.
_FRAMED_PRONOUN = re.compile(
    r"(?i)^(?:I|we)\s+(?:\w+\s+)?(?:think|guess|believe|feel|know|bet|hope|suppose)\s+(?:that\s+)?"
    r"(?:(?:right now|now|maybe)\s+)?(?:it|it's|its|that|that's|this|they|they're|he|she)\b"
)
# "... don't want future generations to go through that": a deictic last word points out of the clause.
_DEICTIC_END = re.compile(
    r"(?i)(?<!\ball )\b(?:through|with|about|like|of|for|from|to|do|did)\s+(?:that|this|those|these)\s*[.!]*$"
)
# "I've read that other popular series too", "I want to pass that same support on": "that other",
# "that same" point at what the chat named, which the clause does not.
_THAT_SAME = re.compile(r"(?i)\b(?:that|this|those|these)\s+(?:same|other)\b(?!\s+(?:day|night|week|time)\b)")
# An object nobody can resolve later, at the end of a clause: "lucky to have them", "I made it".
_PRONOUN_OBJECT = re.compile(
    r"(?i)\b(?:it|them|him|her|this|that|these|those|one|some|here|a few|a couple)(?:\s+(?:so much|too|a lot|again|already|"
    r"all|now|today|yesterday|myself|ourselves))*\s*[.!]*$"
)

# "Last month at that event was one of my favorites": a time and a place, then the verb; the
# subject was lost behind them.
_TIME_THEN_VERB = re.compile(
    r"(?i)^(?:(?:last|this|next|past|the other)\s+\w+|yesterday|today|tonight|earlier|recently)\s*,?\s+"
    r"(?:at|in|on|during|from|with|after|before)\s+(?:[\w'-]+\s+){1,4}?"
    r"(?:was|were|is|are|has been|had been|felt|seemed|looked)\b"
)


# "I submitted a few more last week": the quantity's noun is not in the clause.
_ELLIPTICAL = re.compile(
    rf"(?i)(?<=\w)\s+(?:{'|'.join(re.escape(p) for p in ELLIPTICAL_QUANTITIES)})(?P<after>(?:\s+[\w'’-]+)?)"
)
# "Walking them always reminds me": a gerund opening the clause, its object a pronoun.
_GERUND_THEM = re.compile(r"(?i)(?:^|[-–—,;:]\s*)(?:\w+ly\s+)?\w+ing\s+them\b")
# "a sense of connection with them": "them" after a preposition ("to those who need it" is said).
_PREPOSITION_THEM = re.compile(
    rf"(?i)\b(?:{'|'.join(sorted(PREPOSITIONS - {'like', 'as', 'than'}))})\s+them\b"
)


def _plural_before(words: list[str], *, animate: bool = False) -> bool:
    """True when ``words`` name people or several things "them" can stand for ("my kids", "books");
    ``animate``: only people or animals ("new beds for them" is for someone, not for the beds)."""
    for w in words:
        low = w.strip(".,!?;:\"'()").lower()
        if low in IRREGULAR_PLURALS or low in COLLECTIVE_NOUNS or (low in COMPANIONS and low.endswith("s")):
            return True  # "my family", "my teammates"; "my partner grew up with one" names one person
        if low.endswith("s") and low not in FUNCTION_WORDS:
            nouns = all_lemmas(low).get("NOUN", ())
            if nouns and nouns[0] != low and (not animate or nouns[0] in ANIMALS | COMPANIONS):
                return True
    return False


def unresolved_object_phrase(clause: str) -> bool:
    """True when an object of ``clause`` names nothing a later reader can find: an elliptical
    quantity ("I submitted a few more last week", "I started another one"), or "them" after an
    opening gerund or a preposition with nothing plural named before it in the clause ("Walking them
    always reminds me to enjoy the small stuff", "I feel a sense of purpose with them")."""
    for m in _ELLIPTICAL.finditer(clause):
        after = m.group("after").strip().lower()
        if not after or after in FUNCTION_WORDS or after in PREPOSITIONS or after in SUBORDINATORS:
            return True
        if after in TIME_AFTER or after in TIME_NOUNS or not all_lemmas(after):
            return after in TIME_AFTER or after in TIME_NOUNS
    return unresolved_them(clause) is not None


# "one" standing for a noun only the conversation names: "Hope you find one soon", "The third one
# can be naughty". Not "no one", "number one", "at one with", "one of my friends", "one day".
_ONE = re.compile(r"(?i)(?<![\w'’-])(?P<before>[\w'’]+\s+)?one(?![\w'’-])\s*(?P<after>[\w'’]+)?")


def elliptical_one(clause: str) -> bool:
    """True when "one" in ``clause`` stands for a noun the clause never names ("Hope you find one
    soon", "I'm working on one with my group", "The third one can be naughty"); "I have two dogs and
    one sleeps a lot", "one day", "one recipe", "no one" and "one of them" are not."""
    for m in _ONE.finditer(clause):
        before = (m.group("before") or "").strip().lower()
        after = (m.group("after") or "").lower()
        if before in NOT_ELLIPTICAL_BEFORE_ONE or after in NOT_ELLIPTICAL_AFTER_ONE:
            continue
        if after in TIME_NOUNS or _plural_before(clause[: m.start()].split()):
            continue  # "one day", "two dogs and one sleeps a lot": a numeral, or one of those named
        if not after or after in FUNCTION_WORDS | PREPOSITIONS | SUBORDINATORS:
            return True  # "find one.", "the third one can", "working on one with my group"
        lemmas = all_lemmas(after)
        if "NOUN" in lemmas or "ADJ" in lemmas or "PROPN" in lemmas:
            continue  # "one recipe", "one great thing": a numeral before its noun
        return True
    return False


# "I painted this after ...", "I got this as a treat", "I'll keep that in mind": a demonstrative
# standing alone as the object, a preposition or a time after it; what it is, only the moment shows.
_BARE_DEMONSTRATIVE = re.compile(
    r"(?i)\b(?P<verb>[a-z]+)\s+(?:this|that)\s+(?P<after>[a-z]+)\b"  # "help those in need" is people
)
_AFTER_BARE = frozenset(
    ["after", "before", "when", "while", "last", "yesterday", "today", "back", "up", "out"]
)


def bare_demonstrative_object(clause: str) -> bool:
    """True when a verb of ``clause`` takes a bare "this"/"that" as its object, then a preposition
    or a time ("I painted this after I visited the center"); "I think that in life ..." opens a
    clause, "I love this song" points with a noun."""
    for m in _BARE_DEMONSTRATIVE.finditer(clause):
        verbs = all_lemmas(m.group("verb").lower()).get("VERB", ())
        after = m.group("after").lower()
        if not verbs or verbs[0] in SAYING_VERBS or m.group("verb").lower() in FUNCTION_WORDS:
            continue
        if after in PREPOSITIONS - {"of", "than", "like"} or after in _AFTER_BARE or after in TIME_AFTER:
            return True
    return False


def unresolved_them(clause: str) -> re.Match[str] | None:
    """Where "them" stands after an opening gerund or a preposition of ``clause`` with nothing
    plural named before it ("Walking them always ...", "a sense of purpose with them"), or None."""
    m = _GERUND_THEM.search(clause) or _PREPOSITION_THEM.search(clause)
    if m is None:
        return None
    animate = m.group(0).split()[0].lower() in ("for", "with", "to")  # "beds for them": for whom?
    return m if not _plural_before(clause[: m.start()].split(), animate=animate) else None


def ends_on_pronoun(segment: str) -> bool:
    """True when a short ``segment`` ends on an object nobody can resolve later ("lucky to have
    them", "I have lots of reminders of it")."""
    m = _PRONOUN_OBJECT.search(segment) if len(segment.split()) <= 7 else None
    if m is None:
        return False
    # "we hit 10k signups on day one": one numbers the day, no thing left out.
    return not m.group(0).lower().startswith("one") or elliptical_one(segment)


def withheld(clause: str, *, listener_known: bool = False) -> str | None:
    """Why ``clause`` must not become a memory (the episode keeps it), or None when it may.

    ``listener_known``: the session names whom the speaker addresses, so "you" can be resolved.
    """
    if _HYPOTHETICAL.search(clause) and not HABIT_TIME.search(clause):
        return "hypothetical or conditional"
    if _REPORTED.search(clause):
        return "reported speech or denial"
    if _SARCASM.search(clause):
        return "sarcasm"
    if _GENERIC_YOU.search(clause) or (not listener_known and _ADDRESSEE.search(clause)):
        return "addressed to the listener"
    main = _LEADING_CLAUSE.sub("", clause, count=1)  # "When we're down, it's a way ...": "it" is the subject
    if _PRONOUN_SUBJECT.match(main) or _FRAMED_PRONOUN.match(main):
        return "unresolved pronoun or deictic subject"
    if _ANYONE_NOW.match(main):
        return "about no one in particular"
    if _BARE_DURATION.match(main):
        return "a duration of what, the clause does not say"
    every = _EVERY_THING.match(main)
    if (
        every is not None
        and every.group("noun").lower() not in TIME_NOUNS
        and not FIRST_PERSON.search(clause)
    ):
        return "about no one in particular"  # "Every mark has a story": of what, only the moment shows
    if _TIME_THEN_VERB.match(clause):
        return "no subject: a time and a place, then the verb"
    if _WISH_FOR_US.match(clause):
        return 'a wish or suggestion for "us", not a fact'
    if (
        ends_on_pronoun(clause)
        or _DEICTIC_END.search(clause)
        or unresolved_object_phrase(clause)
        or elliptical_one(clause)
        or bare_demonstrative_object(clause)
        or _THAT_SAME.search(clause)
    ):
        return "unresolved pronoun or deictic object"
    if elliptical(clause):
        return "an elliptical verb: what was done, only the turn before says"
    return None


def elliptical(clause: str) -> bool:
    """True when ``clause`` ends on a verb whose complement only the turn before says ("I did too",
    "My company tried lol", "I'd love to")."""
    words = clause.split()
    while words and words[-1].strip(".,!?").lower() in CHAT_TAGS:
        words.pop()  # "They tried lol": a chat tag after the verb is no complement
    clause = " ".join(words)
    short = len(words) <= 6 and not _RELATIVE_BEFORE_END.search(clause)
    # "I accepted the Stripe offer": after a determiner or a name, the last word is a noun.
    before = words[-2].strip(".,!?") if len(words) > 1 else ""
    last = words[-1].strip(".,!?").lower() if words else ""
    named = before[:1].isupper() and before != "I" and "NOUN" in all_lemmas(last)  # not "Ana tried"
    noun = before.lower() in DETERMINERS | {"job"} or named
    return bool((short and not noun and _ELLIPTICAL_VERB.search(clause)) or _ELLIPTICAL_TO.search(clause))


# "Together, we can make a difference", "Or perhaps we can all go birdwatching": a wish or a
# suggestion for "us", speaker and listener, with no one named; the main clause, not "the impact we
# can make". "My wife and I can ..." was named, so is not this.
_WISH_FOR_US = re.compile(
    r"(?i)^(?:(?:or|and|so|but)\s+)?(?:(?:maybe|perhaps|hopefully)\s+)?(?:[^,]{1,40},\s+){0,2}"
    r"we\s+(?:all\s+|both\s+)?(?:can|could|should|might|may)\b"
    # "We'll make some awesome memories", "We'll have a blast": a good time foretold, no plan.
    r"|^we(?:'ll|’ll|\s+will)\s+(?:\w+\s+)?(?:make|have)\s+(?:some\s+|so\s+much\s+|lots\s+of\s+|a\s+)?"
    r"(?:\w+\s+)?(?:memories|fun|blast|time)\b"
)
_EVERY_THING = re.compile(r"(?i)^(?:every|each)\s+(?P<noun>[a-z]+)\s+(?!I\b|we\b|my\b)")
# The speaker in a clause: "I", "my", "we" and their forms.
FIRST_PERSON = re.compile(r"\b(?:I|I['’](?:m|ve|d|ll)|[Mm]y|[Mm]e|mine|myself|[Ww]e|[Oo]ur|us)\b")
# "the best I can", "everything I do": a relative clause ends on its verb, nothing is elided.
_RELATIVE_BEFORE_END = re.compile(
    r"(?i)\b(?:what|everything|anything|whatever|however|as|than|if)\b\s+\S+\s+\S+\W*$"
)
# "Most of them did!", "My kids have too": the verb's content was in the turn before.
# "My company tried", "She agreed", "I lost track": a verb whose object only the turn says.
_ELLIPTICAL_VERB = re.compile(
    r"(?i)\b(?:did|do|does|have|has|had|can|could|will|would|should|am|is|are|was|were|"
    r"tr(?:y|ies|ied)|attempt(?:s|ed)?|agree(?:s|d)?|refuse(?:s|d)?|promise(?:s|d)?|offer(?:s|ed)?|"
    # "I lost track", "I forgot": of what, the turn says.
    r"forgot|lost\s+(?:track|count))"
    r"(?:n't|\s+not)?(?:\s+(?:too|so|either|as well))?\W*$"
)


# "..., so you're completely welcome to", "I'd love to": the infinitive's verb was in the turn before.
_ELLIPTICAL_TO = re.compile(
    r"(?i)\b(?:welcome|want|wanted|wants|like|love|going|gonna|have|has|need|needs|try|tried|plan|planned|"
    r"hope|hoped|meant|supposed|able|ought|happy|glad)\s+to\W*$"
)


# Someone who can be a clause's subject: the speaker, "we", a pronoun for a person, or a name.
_SOMEONE = re.compile(
    r"\b(?:I|I'm|I've|I'd|I'll|[Mm]y|[Ww]e|[Oo]ur|[Hh]e|[Ss]he|[Tt]hey)\b|(?<=\s)[A-Z][a-z]+"
)


def _opening_time_words(words: list[str]) -> int:
    """How many of ``words`` (lower-cased) open the clause with a time and no subject after it:
    "Yesterday took my pups to the park", "Last week went hiking" (then the subject was dropped)."""
    n = 0
    if words and words[0] in ONE_WORD_TIMES:
        n = 1
    elif len(words) > 1 and words[0] in ("last", "this", "next") and words[1] in TIME_NOUNS | TIME_OPENERS:
        n = 2
    while n < len(words) - 1 and words[n] in LEADING_ADVERBS:
        n += 1
    return n if 0 < n < len(words) - 1 else 0


def _lost_clause(clause: str, words: list[str]) -> bool:
    """True when ``words`` (lower-cased, leading adverbs gone) open a phrase that lost its clause or
    its "it": "Not only ...", "for the peace of mind", "Just like you ...", "Been a busy week",
    "Gonna be a big change", "Got me thinking"."""
    first = words[0]
    after = words[1] if len(words) > 1 else ""
    if first == "not":
        return True  # "Not only for the physical benefits": a phrase that lost its clause
    # ("for me hiking is the best": the speaker's own view opens the clause, no comma after it)
    # ("for me and my family ...": a list, no opening)
    opening = after in ("me", "us") and len(words) > 3 and words[2] not in POINTING_WORDS | {"and"}
    if first in PREPOSITIONS and "," not in clause and not _SOMEONE.search(clause) and not opening:
        return True  # "for the peace of mind": a phrase with no one in it, no clause
    if first == "like" and after in ("you", "him", "her", "them", "us", "that", "this", "a", "an", "the"):
        return True  # "Just like you with your tournament": a comparison, not "I like"
    if first == "been" and after in ("a", "an", "the", "such", "so"):
        return True  # "Been a busy week": a lost "it has"
    # "Been hectic for me lately", "Been really tough for us": how it was for the speaker, a lost "it".
    for_me = any(words[k : k + 2] in (["for", "me"], ["for", "us"]) for k in (2, 3))
    if first == "been" and for_me and not after.endswith("ing"):
        return True
    if (
        first == "gonna"
        and after == "be"
        and len(words) > 2
        and words[2] in ("a", "an", "the", "so", "really")
    ):
        return True  # "Gonna be a big change": a lost "it's"
    # "Got me thinking of my old hiking pics": a lost "it"
    return first in LOST_IT_PAST and after == "me"


# Chat's tags on a statement ("imo", "tbh", "lol"), and "really", which only stresses it.
_CHAT_TAGS = CHAT_TAGS | {"haha", "really"}


_COMPARED = (PREPOSITIONS - {"to"}) | {"when", "that", "this"}


def name_first(words: list[str]) -> bool:
    """True when the first of ``words`` (as written) is a given name that is also a word, before its
    verb: "Mark got the job", "Grace just started", "Will is moving", "Tom's away" (not "Will you", "Mark
    my words")."""
    if not words or words[0] not in NAMES_ALSO_WORDS:
        return False
    rest = [w.lower() for w in words[1:] if w.lower() not in LEADING_ADVERBS]
    if rest[:1] == ["s"] and len(rest) > 1:
        return True  # "Tom's away for work" split at its apostrophe: his "is"
    return bool(rest) and (rest[0] in LINKING_VERBS or rest[0] in AUXILIARIES or finite_form(rest[0]))


# How much of the time after "back": "back part time", "back full-time".
_HOURS = frozenset({"part", "full", "part-time", "full-time"})


# "Still at Deloitte", "currently in Porto": where someone still is, said with its "I'm" dropped.
STILL_THERE = re.compile(r"(?i)\W*(?:still|currently)\s+(?:at|in)\s")


def negated_gerund(words: list[str]) -> bool:
    """True when ``words`` open with "not" and a gerund phrase ("not drinking at the moment"): a
    doing given up, its "I'm" dropped; "not going to lie" is the chat's "ngl"."""
    lower = [w.lower() for w in words[:4]]
    return (
        len(lower) > 2
        and lower[0] == "not"
        and lower[1].endswith("ing")
        and lower[1:] != ["going", "to", "lie"]
    )


# "I moved house. Back in March": when, back then; no one is back.
_BACK_THEN = re.compile(rf"(?i)back\s+in\s+(?:{MONTH_NAMES}|\d{{4}})\W*")


def _opening_past(clause: str) -> tuple[list[str], set[str]]:
    """The lower-cased words of ``clause`` after its leading adverbs and opening time, and the
    adverbs: "not drinking at the moment" loses its "not" too, the gerund's "I'm" dropped as without it."""
    words = [w.strip(".,!?;:\"'()").lower() for w in clause.split()]
    words = [w for w in words if w]
    leads: set[str] = set()
    while len(words) > 1 and words[0] in LEADING_ADVERBS:
        leads.add(words[0])
        words = words[1:]
    words = words[_opening_time_words(words) :]
    return (words[1:] if negated_gerund(words) else words), leads


def implied_subject(clause: str) -> str:
    """Who the clause is about when it names no subject: "explicit" (it names one), "speaker" (a
    dropped "I", as in "Went to the park"), or "missing" (a dropped "it" or an adjective alone)."""
    words, leads = _opening_past(clause)
    if not words:
        return "missing"
    first = words[0]
    after = words[1] if len(words) > 1 else ""
    # "Like in sports, that's when ...": "like" compares, it is no verb; before a number it is "about".
    # "postponed to next spring": done to a thing, not the speaker's doing.
    if (
        _lost_clause(clause, words)
        or (first == "like" and (after in _COMPARED or after[:1].isdigit()))  # "like 40": about 40
        or RESCHEDULED.match(" ".join(words))
    ):
        return "missing"
    # "Back part time since April": how much of the time the person is back.
    # ("due to the rain, ..." gives a cause, no state: "due" is a person's before a time alone)
    state = (
        first in PERSON_STATES
        and (after in PREPOSITIONS or after in _HOURS)
        and (first, after) != ("due", "to")
        and _BACK_THEN.fullmatch(clause.strip()) is None
    )
    # "Still at Deloitte but looking around", "Still in Porto": where the speaker still is, no verb
    # before its "but" or comma ("Still, in Porto the food is great" has its own subject).
    still_there = STILL_THERE.match(clause) is not None and not any(
        set(all_lemmas(w.lower())) == {"VERB"} for w in re.split(r",|\s+but\s+", clause)[0].split()
    )
    # "start on the 1st", "fly out Friday": a plan's verb with when, its "I" dropped.
    planned = first in PLAN_VERBS and names_a_time(" ".join(words[1:]))
    if first in SPEAKER_VERBS or state or still_there or planned:
        return "speaker"
    mood = next((w for w in words[1:] if w not in INTENSIFIERS), "")
    if first == "was" and mood in EMOTIONS:
        return "speaker"  # "Was super nervous last week": only a person has a mood; "Was amazing" is "it"
    if first in IT_VERBS:
        return "missing"
    lemmas = all_lemmas(first)
    if not lemmas and first.endswith("ed") and (after in PREPOSITIONS or after in OBJECT_STARTS):
        return "speaker"  # "Skyped with a friend": a past verb the lexicon does not know, then its object
    verbs = lemmas.get("VERB", ()) + lemmas.get("AUX", ())
    if verbs and first in inflection(verbs[0], "VBZ") and after in OBJECT_STARTS:
        return "missing"  # "Fits their adventurous spirit": a verb in -s before its object; "it" is lost
    past = verbs and first in inflection(verbs[0], "VBD") + inflection(verbs[0], "VBN")
    if past and words[2:3] and words[2] in ("is", "are", "was", "were") and after not in PREPOSITIONS:
        return "explicit"  # "Roasted chicken is one of my favorites": a participle before its noun
    head = clause.split(",")[0].split()  # "overrated imo, the middle dragged": the part before the comma
    alone = bool(head) and head[0].strip(".!?\"'").lower() == first
    if past and alone and all(w.strip(".!?").lower() in _CHAT_TAGS for w in head[1:]):
        return "missing"  # "overrated imo", "Exhausted.": a judgement whose "it's" or "I'm" was lost
    # "Left in March", "Left my job": a past form that is a noun too, then what a verb takes, or a
    # name ("saw Dune 2 at the weekend").
    named = re.search(rf"\b(?i:{re.escape(first)})\s+[A-Z]", clause) is not None
    if (
        past
        and verbs[0] != first
        and ("NOUN" not in lemmas or after in PREPOSITIONS | OBJECT_STARTS | _PARTICLES or named)
    ):
        if after in ("me", "us"):
            return "missing"  # "- gave me a real sense of peace": not "I gave me", an "it" was lost
        if after in SUBORDINATORS and after != "that":  # "Had that performance": "that" points
            return "missing"  # "Started when I was young": what started, the clause does not say
        return "speaker"
    if set(lemmas) == {"ADJ"} or set(lemmas) == {"ADJ", "ADV"}:
        return "missing"
    # "Already read it": a past the same as its base, told as the past.
    told = bool(past) and verbs[0] == first and _told_past(clause, leads, after)
    return "speaker" if told or _reported_habit(clause, words, verbs) else "explicit"


# "fell off my bike", "fell and broke her wrist": after a past form that is a noun too, a particle
# or a second verb's "and" says it is the verb.
_PARTICLES = frozenset(["off", "over", "down", "out", "up", "and", "asleep", "apart", "behind"])


# "split up in March": a month said of a verb and its particle dates what was done.
_IN_A_MONTH = re.compile(rf"\bin\s+(?:{MONTH_NAMES})\b")


def _told_past(clause: str, leads: set[str], after: str) -> bool:
    """True when a verb whose past is its base ("read", "put", "quit"), before its object or
    particle ``after``, is told as the past: by an adverb before it ("Already read it") or a past
    time ("Read it last year", "split up in March"): the speaker's doing, their "I" dropped."""
    particle = after in _PARTICLES - {"and"}
    past = (
        leads & {"already", "finally", "just", "never"}
        or PAST_TIME.search(clause)
        or (particle and _IN_A_MONTH.search(clause))
    )
    return bool(past) and (after in OBJECT_STARTS or particle or not all_lemmas(after))


def _reported_habit(clause: str, words: list[str], verbs: tuple[str, ...]) -> bool:
    """True when ``clause`` opens on a verb's base form before its object and says a habit: "ride it
    to work every day now" (a noun takes no "it"), a speaker's report rather than an order."""
    after = words[1] if len(words) > 1 else ""
    taken = after in ("it", "them") or (after in OBJECT_STARTS and "now" in words)
    return bool(verbs) and verbs[0] == words[0] and taken and _HABITUAL.search(clause) is not None


# How often, said of a habit of one's own: "every day now", "these days".
_HABITUAL = re.compile(
    r"(?i)\b(?:every\s+(?:day|morning|evening|night|week|weekend)|daily|these\s+days|nowadays|all\s+the\s+time)\b"
)


# The marks of a remark rather than knowledge: intensifiers and words of praise or feeling.
_EVALUATIVE = re.compile(
    r"(?i)\b(?:so|such|very|really|super|totally|truly|quite|pretty|always|never|everything|nothing|"
    r"awesome|amazing|great|best|worst|important|beautiful|lovely|fun|inspiring|cool|special|wonderful|"
    r"incredible|fantastic|nice|perfect|gorgeous|stunning|powerful|crucial|huge|calming|peaceful|healing|"
    r"joy|happiness|blessing|awful|terrible|sad|scary|tough|hard|rewarding|fulfilling|precious|magical|"
    r"priceless|unreal|wild|crazy|epic|sweet|cute|adorable|vibrant|bright|bold|pretty)\b"
)


def evaluative(clause: str) -> bool:
    """True when ``clause`` reads as a remark (praise, feeling, emphasis) rather than as knowledge."""
    return bool(_EVALUATIVE.search(clause))
