"""Elliptical answers: a phrase that answers the question of the turn before, said whole.

"What's your favorite book?" - "Dune, hands down" gives "My favorite book is Dune"; "How many
kids do you have?" - "Three, all boys" gives "I have three kids, all boys". The question gives the
words, the answer the thing. The memory's quote stays the answer as it was said, and the text-support
check reads the question's words from the turn before (``support._answers``). Anything that is not
a bare phrase (a statement, a question back, "Not really") is left to the other rules.

The module is the one home of the rules' answers: besides ``answered`` (phrases), the bare
duration (``how_long_answer``), yes (``yes_answer``), no to "still" or "any" (``not_anymore_answer``,
``none_answer``), place or job (``place_or_work_answer``), amount or kind (``any_answer``) and time
(``when_answer``), and ``asks``, whether a clause is a question at all.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .claims import NUMBER_WORDS
from .dates import ANY_DAY, MONTHS, find_dates, names_a_time
from .lexicon import (
    ANIMALS,
    AUXILIARIES,
    BARE_NO,
    BARE_YES,
    BODY_PARTS,
    CHAT_TAGS,
    CLAUSE_STOP_WORDS,
    FEMININE,
    FUNCTION_WORDS,
    HOUSEHOLD,
    INTENSIFIERS,
    JOB_ASKED,
    LINKING_VERBS,
    MASCULINE,
    ME,
    MONTHS_AND_DAYS,
    MOTION_VERBS,
    NOT_ANSWERS,
    NOT_NAMES,
    PERSON_NOUNS,
    PLACE_ANSWER,
    PREPOSITIONS,
    PRONOUNS,
    QUIT_ALONE,
    SUPERLATIVE,
    TIME_ANSWER,
    TIME_NOUNS,
    TITLED_WORKS,
    UNGENDERED_PEOPLE,
    VAGUE_NOUNS,
    WHERE_ASKED,
    YES,
)
from .morphology import a_or_an, all_lemmas, finite_form, gerund_form, inflection, tensed
from .sentences import last_sentence
from .wording import is_adverb, third_person_verb

# The question that closes the turn before: the last sentence, ending on "?".
_LAST_QUESTION = re.compile(r"(?:^|(?<=[.!?])\s+)(?P<q>[^.!?]*\?)\s*$")
# What chat puts before a question: "Random q, what's your ...?", "Ok so, where ...?".
_LEAD_IN = re.compile(
    r"(?i)^[^,?]{1,30},\s+(?=(?:what|what's|which|where|where's|when|how|who|do|did|are|have|is)\b)"
)
_WH_D = re.compile(r"(?i)\b(where|how|what|when|who|why)['’]d\s+you\b")


# After a question, the asker's own reason for it: "Do you have any allergies? I'm cooking Friday".
_ASKERS_REASON = re.compile(
    r"(?i)^(?:(?:I|I['’]m|I['’]ll|I['’]ve|I['’]d|we|we['’]re|we['’]ll|just|asking|trying|planning|"
    r"cuz|coz|bc|because|['’]cause)\b[^?]*)$"
)


def _asked_before_reason(text: str) -> str:
    """``text`` up to its last question when all that follows is the asker's reason for it
    (``_ASKERS_REASON``), each sentence of it; ``text`` as it is otherwise."""
    at = text.rfind("?")
    if at < 0 or at == len(text) - 1:
        return text
    after = [p for p in re.split(r"(?<=[.!])\s+", text[at + 1 :].strip()) if p]
    if after and all(_ASKERS_REASON.match(p.strip()) for p in after):
        return text[: at + 1]
    return text


_REMIND_AGAIN = re.compile(r"(?i)^(?P<q>(?:who|what|where|when|which|how)\b.*?\S)\s+again\s*\?$")


def plain_question(asked: str) -> str:
    """``asked`` (the turn before) with the question closing it as the rules read it: one question
    mark ("now??"), no lead-in before a comma ("Random q, what's your favorite book?"), and "'d you"
    spelt out ("Where'd you end up going?" → "Where did you ..."). The asker's reason after it is
    left out ("Do you have any food allergies? I'm cooking for everyone Friday")."""
    text = unmarked_question(_asked_before_reason(re.sub(r"([?!])[?!]+", r"\1", asked.strip())))
    m = _LAST_QUESTION.search(text)
    if m is None:
        return text
    question = _WH_D.sub(lambda w: f"{w.group(1)} did you", _LEAD_IN.sub("", m.group("q").strip()))
    # "Who got married again?": a wh-question's last "again" asks to be reminded, no second time.
    question = _REMIND_AGAIN.sub(r"\g<q>?", question)
    return text[: m.start("q")] + question


# Chat asks without a question mark: "how many languages do you speak, like for real". A last
# sentence that opens on a wh-word and asks "you" is a question all the same; a chat tail after a
# comma ("like for real", "tho") is no part of it.
_UNMARKED = re.compile(
    r"(?i)(?:^|(?<=[.!])\s+)(?P<q>(?:how\s+many|how\s+much|what|which|where|who)\b[^.!?]*?\b"
    r"(?:do|did|does|are|were|have)\s+you\b[^.!?]*?"
    # "haha what's her name again": a name asked for
    r"|(?:(?:ha)+h?\s+|lol\s+|so\s+)?what(?:['’]s|\s+is|\s+was)\s+(?:his|her|its|their|your\s+[a-z]+['’]s)\s+names?(?:\s+again)?"
    # "hows the new flat", "how's the cat taking it": someone or something asked after
    r"|how(?:['’]s|\s+is|\s+are)\s[^.!?]*?)"
    r"(?:,\s+(?:like\s+)?(?:for\s+real|fr|tho|though|again|lol|honestly|btw))?\s*$"
)


def unmarked_question(text: str) -> str:
    """``text`` with the question chat left unmarked (``_UNMARKED``) ending on its "?"."""
    if "?" in text:
        return text
    m = _UNMARKED.search(text)
    return text if m is None else f"{text[: m.end('q')]}?"


# ("ooh which one?": a drawn-out "oh" is one too.)
_LEAD = r"(?i)^(?:(?:and|so|o+h+|omg|well|also|btw|ok|okay|wait|hmm+|(?:ha)+h?|lol|a+w+)[,!]?\s+)*"

# "What's your favorite book?", "What is your all-time favourite movie to rewatch?"
_FAVORITE = re.compile(
    _LEAD
    + r"(?:(?:what|who)(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+your|(?:do\s+you\s+have|have\s+you\s+got|got)\s+a"
    # "Favorite food?", "Fave spot there?": the question with its "what's your" dropped.
    r"|(?=(?:all[- ]time\s+|absolute\s+)?(?:favou?rite|fave|go-to)\s))"
    r"\s*(?:all[- ]time\s+|absolute\s+)?(?P<adj>favou?rite|fave|go-to)\s+(?P<what>[a-z]+(?:\s+[a-z]+){0,2}?)(?P<rest>\s+(?:to|for|in|at|of|on|from)\s+[^?]*?)?\s*\?$"
)
# "What breed is your dog?", "What color is your car?": what the thing is.
_ATTRIBUTE = re.compile(
    _LEAD + r"what\s+(?P<attr>breed|kind|type|sort|color|colour|model|make|brand|flavou?r|size)\s+"
    r"(?:of\s+(?P<of>[a-z]+)\s+)?(?:is|was)\s+(?:your\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)|(?P<name>(?-i:[A-Z][a-z]+))"
    r"|(?P<pronoun>he|she|it))\s*\?$"  # "What breed is she?": whom "she" is, the rules say
)
# "your little brother", "your new roommate": someone of the listener's a question asks after.
_YOUR_ONE = r"your\s+(?:(?:new|little|big|older|younger|baby|best)\s+)?[a-z]+"
# "How old are your kids now?", "How old is Mia?", "How old is he?": an age asked for.
_HOW_OLD = re.compile(
    _LEAD + rf"how\s+old\s+(?P<be>is|are|was|were)\s+(?P<who>{_YOUR_ONE}|(?-i:[A-Z][a-z]+)|he|she|they|you)"
    r"(?P<now>\s+now)?\s*\?$"
)
# "4 and 7", "12", "almost 3", "six months": an age alone.
_AGES = re.compile(
    r"(?i)^(?:(?:about|almost|nearly|just|only|around)\s+)?(?P<n>\d+|"
    + "|".join(NUMBER_WORDS)
    + r")(?:\s*(?:,|and|&)\s*(?:\d+|"
    + "|".join(NUMBER_WORDS)
    + r"))*(?:\s+(?:years?|months?|weeks?)(?:\s+old)?)?$"
)
# "What's your dog's name again?": the name of something of the listener's.
_NAME_ASKED = re.compile(
    _LEAD
    # "whats the baby's name?": chat drops the apostrophe; "the" baby is the listener's (``HOUSEHOLD``).
    + r"what(?:['’]?s|\s+is|\s+was)\s+(?P<det>your|the)\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)['’]s\s+name(?:\s+again)?\s*\?$"
)
# "What's his name?", "What's it called?": the name of whom or what the answering speaker just
# spoke of, said through the pronoun the question uses.
_PRONOUN_NAME_ASKED = re.compile(
    _LEAD
    + r"(?:what(?:['’]s|\s+is|\s+was)\s+(?:(?P<whose>his|her|its)\s+name(?:\s+again)?|(?P<who>it|he|she)\s+called)"
    # "omg name??": the name asked with its "what's" and pronoun dropped.
    r"|(?P<bare>name))\s*\?+$"
)
# "How many kids do you have?", "How many languages do you speak?", "How many kids does Sam have?"
_HOW_MANY = re.compile(
    # "How many days a week can you train?": a count per week, and what the listener can do.
    _LEAD + r"how\s+many\s+(?P<what>[a-z]+(?:\s+(?:a|per)\s+(?:day|week|month|year)|\s+[a-z]+)?)\s+"
    r"(?:(?P<aux>do|did|can)\s+you|(?P<of>does|did)\s+"
    r"(?P<who>[A-Z][a-z]+))\s+(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
# "What instrument do you play?", "What kind of music do you listen to?", "Which team did you sign with?"
_WHAT_DO = re.compile(
    _LEAD
    + r"(?:what|which)\s+(?:(?P<kind>(?:kind|type|sort)\s+of\s+[a-z]+|[a-z]+)\s+)?(?P<aux>do|did|are)\s+you\s+"
    r"(?:(?P<adverb>usually|normally|mostly|often|currently|still|now)\s+)?(?:(?:even|actually|really)\s+)?"
    r"(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
# "Any other foods you avoid?", "Any shows you're watching?": the answer is what the speaker does it to.
_ANY_YOU = re.compile(
    _LEAD + r"any\s+(?:other\s+)?(?P<kind>[a-z]+(?:\s+[a-z]+)?)\s+(?:that\s+)?you\s+"
    r"(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
# "What's your daughter studying?", "What does your son play?", "What did Mia order?": the same, asked
# of someone of the speaker's, or of someone by name.
_WHAT_THEIRS = re.compile(
    _LEAD + r"(?:what|which)(?:\s+(?P<kind>[a-z]+))?(?:['’]s|\s+(?P<aux>is|does|did))\s+"
    rf"(?P<who>{_YOUR_ONE}|(?-i:[A-Z][a-z]+))\s+"
    r"(?:(?:usually|currently|still|now)\s+)?(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
# "What policies have you been focusing on lately?": what the speaker has been doing with it.
_WHAT_BEEN = re.compile(
    _LEAD
    + r"(?:what|which)\s+(?:(?P<kind>[a-z]+)\s+)?have\s+you\s+been\s+(?P<verb>[a-z]+ing)(?P<rest>[^?]*?)\s*\?$"
)
# "What else brings you joy?", "What makes you happy?", "Anything else that keeps you going?": the
# answer is what does it.
_WHAT_GIVES = re.compile(
    _LEAD + r"(?:what|anything)(?P<been>['’]s\s+been|\s+has\s+been)?\s+(?:else\s+)?(?:that\s+)?"
    r"(?P<verb>brings|makes|gives|keeps|helps|bringing|making|giving|keeping|helping)\s+you\s+(?P<rest>[^?]+?)\s*\?$"
)
# Times an answer may open with, said again after the doing ("Recently, education reform").
_WHEN_OPENING = re.compile(r"(?i)^(?P<when>recently|lately|these\s+days|currently)\s*,?\s+")
# The verbs of where someone goes or is, asked with "where" of the speaker or of someone of theirs.
_PLACE_VERBS = r"go|going|travel|traveling|travelling|move|moving|stay|staying|grow\s+up|study|studying"
# "Where did you go for your honeymoon?", "Where did you grow up?"
_WHERE = re.compile(
    _LEAD + r"where\s+(?P<aux>did|do|are|were)\s+you\s+(?P<all>(?:guys|two|all|both)\s+)?"
    r"(?:and\s+(?P<with>(?-i:[A-Z][a-z]+)|your\s+[a-z]+)\s+)?(?P<end>end\s+up\b\s*)?"
    rf"(?:(?P<verb>{_PLACE_VERBS}|get\s+married|meet)\b)?(?P<rest>[^?]*?)\s*\?$"
)
_WHERE_TO = frozenset(["go", "going", "travel", "traveling", "travelling", "move", "moving"])
# "Where does your brother live now?", "Where did Mia move?", "Where's your sister studying?": the
# same, asked of someone of the speaker's or by name ("Where does your mom work?" is left: a place
# or an employer, the answer alone does not say which).
_WHERE_THEIRS = re.compile(
    _LEAD + r"where(?:['’]s|\s+(?P<aux>is|are|does|do|did))\s+"
    # ("Where is your new job?": the one asked after ends the question)
    # ("we found a new flat" - "where is it?": the thing, which ``rules._answer`` names)
    rf"(?P<who>{_YOUR_ONE}|(?-i:[A-Z][a-z]+)|he|she|they|it)(?:\s+|(?=\s*\?))"
    rf"(?:(?:usually|currently|still|now)\s+)?(?:(?P<verb>live|living|{_PLACE_VERBS}|end\s+up)\b)?"
    r"(?P<rest>[^?]*?)\s*\?$"
)
# "How long did you stay in Lisbon?" ("How long have you ..." is ``how_long_answer``'s).
# "How long have you been there?": where, the question does not say; the answer would not either.
_PLACE_UNSAID = re.compile(r"(?i)^\s*(?:there|here)\b")
_HOW_LONG = re.compile(
    _LEAD + r"how\s+long\s+(?P<aux>did|will|are|have)\s+you\s+(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
# "How often do you go climbing?", "How often do you all work out together?"
_HOW_OFTEN = re.compile(
    _LEAD + r"how\s+often\s+(?P<aux>do|did)\s+you(?P<all>\s+(?:all|guys|two|both))?\s+"
    r"(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$"
)
_TIMES = (
    r"(?:once|twice|(?:one|two|three|four|five|six|seven|\d+|a\s+few|a\s+couple(?:\s+of)?|several)\s+times)"
)
_PERIOD = r"(?:day|week|month|year|weekend|morning|night|evening)"
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WEEKDAYS = rf"{_DAY}s?"
# "tuesdays", "weekends": days in the plural come round ("tuesday" is one day).
DAYS_ROUND = rf"(?:{_DAY}s|weekends)"
# "4 next month", "7 in June": an age and when it is reached.
_TURNING = re.compile(
    r"(?i)^(?P<age>.+?)\s+(?P<when>(?:next|this)\s+(?:week|month|year|spring|summer|fall|autumn|winter)|"
    # "4 months tomorrow", "30 on Friday"
    rf"in\s+(?:{'|'.join(MONTHS)})|on\s+(?:{_WEEKDAYS})|tomorrow|today)$"
)
# "Three times a week", "every other weekend", "most Sundays", "daily": how often, and nothing else.
_FREQUENCY = re.compile(
    r"(?i)^(?:(?:about|around|roughly|usually|at\s+least|maybe|like)\s+)?(?:"
    rf"{_TIMES}\s+(?:a|an|per|every)\s+{_PERIOD}"
    rf"|(?:every|each)\s+(?:other\s+|single\s+)?(?:{_PERIOD}|{_WEEKDAYS})"
    rf"|(?:most|on)\s+(?:{_PERIOD}s|{_WEEKDAYS})"
    r"|daily|weekly|monthly|nightly|every\s+day)"
    r"(?:\s+or\s+so)?$"
)
_COUNT = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple(?:\s+of)?|a\s+few|"
    r"several|a\s+dozen|a|an)"
)
_DURATION = re.compile(
    r"(?i)^(?:(?:about|around|almost|over|just|only|nearly|roughly|going\s+on)\s+)?"
    + _COUNT
    + r"\s+(?:full\s+)?"
    r"(?:hours?|days?|nights?|weeks?|weekends?|months?|years?)(?:\s+(?:or\s+so|already|now|so\s+far))?"
    # "two years in June": when the count comes round.
    r"(?:\s+(?:in|this|next)\s+(?:January|February|March|April|May|June|July|August|September|October|"
    r"November|December|spring|summer|fall|autumn|winter))?$"
)
_COUNTED = re.compile(
    r"(?i)^(?P<count>(?:(?:about|around|almost|over|under|just|only|nearly|maybe|max|like)\s+)?"
    # "8k", "$500", "£1,200": an amount of money, written short
    + r"(?:[$£€]\d[\d,.]*[km]?|\d[\d,.]*[km]|"
    + _COUNT.replace("|a|an)", ")").removeprefix("(?:")
    + r")\b(?P<more>.*)$"
)
# After the phrase, a clause of its own: "..., raspberry, and coconut has been a blast" (the phrase
# was its subject, no answer).
_STATEMENT = re.compile(
    r"(?i)\b(?:has|have|had|is|are|was|were)\s+been\b|\b(?:has|have|is|are|was|were)\s+(?:a|an|so|really|such)\b"
)
# "It's a 1998 Volvo", "It's called Piranesi": the thing a what-question of the speaker's asks for,
# pointed at ("What kind of yoga is it?" asks of nothing of theirs).
_IT_IS = re.compile(r"(?i)^(?:it['’]s|it\s+is|it\s+was|that['’]s)\s+(?:(?:called|named)\s+)?(?=\S)")
_WHAT_OR_WHICH = re.compile(_LEAD + r"(?:what|which)\b(?=.*\byour?\b)")
# A list answered: "A, B, and C", "A, B or C", then what may follow it after a comma.
_LISTED = re.compile(
    r"(?i)^(?P<list>[^,]+(?:,\s*(?!(?:and|or|but|so)\b)[^,]+)+,?\s+(?:and|or)\s+[^,]+)(?P<after>(?:,.*)?)$"
)
_GOES_ON = re.compile(r"(?i)^(?:and|but|so)\s+(?:I|I'm|I've|I'd|I'll|my|we|we're|we've|our)\b")
# What may follow an answer after a comma and still be said: a time ("since I was 8") or which of
# them ("all boys"); a comment ("hands down", "it was amazing") is left to the episode.
_KEPT_AFTER = re.compile(
    r"(?i)^(?:since|for(?!\s+sure\b)|from|until|every|ever\s+since|all|both|mostly|each|"
    r"not\s+(?:counting|including)|including|excluding)\b"
)
# "Good question", "Tough one": a reply about the question, no answer to it.
_ABOUT_THE_QUESTION = re.compile(
    r"(?i)^(?:an?\s+|that['’]s\s+an?\s+)?(?:(?:really|very|so)\s+)?(?:good|great|tough|hard|fun|interesting|excellent|big)\s+"
    r"(?:question|one|call|choice|point)$"
)
# What may follow a preposition the question left without its object: "move to after college".
_AFTER_STRANDED = frozenset(["after", "before", "when", "last", "this", "next", "during", "since", "once"])
_PREPOSITIONS = PREPOSITIONS | frozenset(
    [
        "toward",
        "towards",
        "onto",
        "upon",
        "around",
        "besides",
        "beside",
        "except",
        "beyond",
        "despite",
        "after",
        "before",
        "during",
        "since",
        "behind",
    ]
)
# Verbs whose object is most often a title or a name: "What are you reading?" - "Dune".
_TITLE_VERBS = frozenset(["read", "reading", "watch", "watching", "binge", "bingeing"])
# Verbs whose "what" is no thing the answer names: "What do you think?", "What do you mean?"
_NO_THING_VERBS = frozenset(["do", "doing", "think", "thinking", "mean", "say", "want", "need", "feel", "up"])
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


_COMMA_BREAK = re.compile(r"(?<!\d),|,(?!\d)")


def answered(text: str, asked: str) -> str | None:
    """``text`` (a turn's clause) said whole, in the speaker's first person, when it is a bare phrase
    answering the question that closes ``asked`` (the turn before); None otherwise."""
    m = _LAST_QUESTION.search(asked.strip())
    if m is None:
        return None
    # "What's your favorite book, Ana?": the name called is no part of what is asked.
    question = re.sub(r",\s+[A-Z][a-z]+\s*\?$", "?", m.group("q").strip())
    text = text.strip()
    when = _WHEN_OPENING.match(text)
    if when is not None:
        text = text[when.end() :]  # "Recently, education reform ...": the question says when
    counted, colon, listed = text.rstrip(".!").partition(":")
    if colon and _COUNTED.match(counted.strip()):
        # "Three: English, Spanish and Portuguese": the count, then which.
        head, after, tail = counted, "", f": {listed.strip()}"
    else:
        # "£1,200 a month, ugh": a comma inside a number is no break.
        said = text.rstrip(".!")
        cut = _COMMA_BREAK.search(said)
        head, after = (said[: cut.start()], said[cut.end() :]) if cut else (said, "")
        listed = _LISTED.match(text.rstrip(".!"))
        if listed is not None and _bare_phrase(listed.group("list")):
            # "My family, exercise, and spending time with friends": the list is the answer.
            head, after = listed.group("list"), listed.group("after").lstrip(", ")
        tail = ""
    after = after.strip()
    none = _none_of(question, head.strip(), after)
    if none is not None:
        return none
    if after and (_GOES_ON.match(after) or _STATEMENT.search(after)):
        return None  # "Seven years now, and I've found my muses: ...": a statement goes on, say it whole
    if after and _KEPT_AFTER.match(after) and len(after.split()) <= 6:
        tail = f", {after}"
    hedge, phrase = _unhedged(head)
    if _WHERE.match(question) and re.match(r"(?i)(?:this|that)\s+\S+\s+\S", phrase):
        phrase = re.sub(r"^(?i:this|that)\b", "a", phrase)  # "this tiny italian place in Soho": one
    pointed = _IT_IS.match(phrase)
    if pointed is not None and (_WHAT_OR_WHICH.match(question) or _THAT_YOURS.match(question)):
        # "What car do you drive?" - "It's a 1998 Volvo"; "Is that your dog?" - "That's Max".
        phrase = phrase[pointed.end() :]
    # "What's your dog's name?" - "Rocky": a name asked for is a name, though the lexicon knows the word.
    named = (
        (_NAME_ASKED.match(question) or _PRONOUN_NAME_ASKED.match(question)) is not None
        and re.fullmatch(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?", phrase) is not None
        and phrase.split()[0] not in NOT_NAMES  # "Wow", "Haha": a reaction
    )
    if not named and not _bare_phrase(phrase):
        # "Mostly hiking": a doing, no thing; "to Bristol": a place after its preposition.
        said = (
            _done_for_fun(_WHAT_DO.match(question), phrase, hedge)
            or _going_to(question, phrase, hedge)
            or goal_to(question, phrase)  # "Goal?" - "lose about 10kg"
        )
        return said + tail if said is not None else None
    builders = (
        _favorite,
        _name_asked,
        _pronoun_name_asked,
        _who_yours,
        _whom_doing,
        _attribute,
        _how_old,
        _someone_did,
        _how_many,
        _what_do,
        _what_they_like,
        _any_you,
        _what_theirs,
        _what_been,
        _what_gives,
        _where,
        _where_theirs,
        _how_long,
        _how_often,
        _either,
        _what_yours,
        _how_measured,
        _help_with,
        _that_yours,
    )
    for build in builders:
        said = build(question, phrase, hedge)
        if said is not None:
            return said + tail
    return None


def _unhedged(head: str) -> tuple[str, str]:
    """The hedge of an answer's ``head`` ("probably ", or "") and the phrase without it or the
    stress around it: "probably 3" and "3 probably" → ("probably ", "3")."""
    words = head.split()
    hedge = ""
    while words and words[0].lower().strip(",") in _HEDGES | _STRESS:
        if words[0].lower() in _HEDGES:
            hedge = f"{words[0].lower()} "
        words = words[1:]
    if len(words) > 1 and words[-1].lower() in ("probably", "maybe"):
        hedge, words = f"{words[-1].lower()} ", words[:-1]
    return hedge, " ".join(words)


def _none_of(question: str, head: str, after: str) -> str | None:
    """ "How many cars do you own?" - "None, I bike everywhere" → "I don't own any cars; I bike
    everywhere": a count of none, and what the speaker says instead, when it is about them."""
    m = _HOW_MANY.match(question)
    if m is None or m.group("who") or head.lower() not in ("none", "zero", "not one"):
        return None
    instead = f"; {after}" if re.match(r"(?i)^I\s+(?!don|can|would|guess|think)", after) else ""
    verb = m.group("verb").lower()
    if m.group("aux").lower() == "did":
        return f"I didn't {verb} any {m.group('what').lower()}{_as_mine(m.group('rest'))}{instead}"
    return f"I don't {verb} any {m.group('what').lower()}{_as_mine(m.group('rest'))}{instead}"


def _bare_phrase(phrase: str) -> bool:
    """True when ``phrase`` names a thing and says nothing more: 1-8 words, no pronoun, no verb of
    being or helping, no "not really" ("A golden retriever", "The cello", "Bali", "Three")."""
    words = [w.strip("\"'“”‘’") for w in phrase.split()]
    if _ABOUT_THE_QUESTION.match(phrase.strip()):
        return False
    if not 1 <= len(words) <= 8 or "?" in phrase or BARE_YES.match(phrase) or BARE_NO.match(phrase):
        return False  # "Yep", "Nope": an answer of another kind (``yes_answer``)
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
        nxt = all_lemmas(lowered[k + 1])
        last = k + 2 == len(lowered)
        if w.endswith(("'s", "’s")) and ("NOUN" not in nxt or (last and {"ADJ", "ADV"} & set(nxt))):
            return False  # "Guitar's mostly my thing", "My fam's small": "is"; "Grandma's lasagna" is whose
    amount = _DURATION.match(phrase) or _COUNTED.match(phrase)  # "About a week": no preposition
    if lowered[0].split("'")[0].split("’")[0] in PRONOUNS - _OWN or (
        lowered[0] in _PREPOSITIONS and not amount
    ):
        return False  # "That's great", "Besides the dance classes": no thing named
    first = all_lemmas(lowered[0])
    # "Procreate": a name, though the dictionary has it as a verb ("Recently" is an adverb still).
    name = len(words) == 1 and words[0][:1].isupper() and not {"ADV", "ADJ"} & set(first)
    if (
        "VERB" in first
        and "NOUN" not in first
        and "ADJ" not in first
        and not lowered[0].endswith("ing")
        and not name
    ):
        return False  # "Loved it", "Went there": a verb, the speaker's dropped "I"
    # A capital names something, but not a common word the turn's start capitalised ("Recently");
    # an amount counts in lower-case chat too ("three!").
    return (
        bool(amount)
        or name
        or any(
            (w[:1].isupper() and (k > 0 or not all_lemmas(w.lower()) or "NOUN" in all_lemmas(w.lower())))
            or w[:1].isdigit()
            or "NOUN" in all_lemmas(w.lower())
            or ("-" in w.strip("-") and not all_lemmas(w.lower()))  # "sci-fi", "lo-fi": a compound noun
            for k, w in enumerate(words)
        )
    )


def _as_said(phrase: str, *, named: bool) -> str:
    """``phrase`` as it reads inside a sentence: a common word loses the capital the turn's start gave
    it ("Pizza" → "pizza"); a name or a title keeps it. A measure chat says without its article
    gets it back ("bit of running" → "a bit of running")."""
    phrase = re.sub(r"^(?i:bit|lot|couple|few)(?=\s+of\b)", lambda m: f"a {m.group(0).lower()}", phrase)
    first = phrase.split()[0].rstrip(",")  # "Guitar, piano and drums"
    if named and first[:1].isupper() and len(phrase.split()) > 1:
        return phrase  # "The Matrix": a title
    if first.lower() in _DETERMINERS:
        return phrase[:1].lower() + phrase[1:]  # "A golden retriever", "The cello"
    gerund = first.lower().endswith("ing") and "VERB" in all_lemmas(first.lower())
    if (
        named
        or (len(first) > 1 and first.isupper())
        or ("NOUN" not in all_lemmas(first.lower()) and not gerund)
    ):
        return phrase  # "Dune" of a book, "NASA", "Procreate" (no noun of the dictionary's)
    if len(phrase.split()) > 1 and all(w[:1].isupper() for w in phrase.split()):
        return phrase  # "The Lord Of The Rings"
    return phrase[:1].lower() + phrase[1:]


_DETERMINERS = frozenset(["a", "an", "the", "my", "our", "some"])
_OWN = frozenset(["my", "our"])  # "My dogs": whose, not a pronoun standing for something


def _favorite(question: str, phrase: str, hedge: str) -> str | None:
    m = _FAVORITE.match(question)
    if m is None or (len(phrase.split()) == 1 and "ADJ" in all_lemmas(phrase.lower())):
        return None  # "Great!": a reaction, no favorite named
    what = m.group("what").lower()
    rest = _as_mine(m.group("rest") or "")
    verb = "was" if re.search(r"(?i)\bwas\b", question) else "is"
    named = what.split()[-1] in _NAMED_KINDS
    adj = "go-to" if m.group("adj").lower() == "go-to" else "favorite"
    return f"My {adj} {what}{rest} {verb} {hedge}{_as_said(phrase, named=named)}"


def _name_asked(question: str, phrase: str, hedge: str) -> str | None:
    """ "What's your dog's name again?" - "Biscuit!" → "My dog's name is Biscuit"."""
    m = _NAME_ASKED.match(question)
    if m is None or hedge or not phrase[:1].isupper():
        return None
    if m.group("det").lower() == "the" and m.group("thing").split()[-1].lower() not in HOUSEHOLD:
        return None  # "What's the band's name?": no one's of the speaker's
    return f"My {m.group('thing').lower()}'s name is {phrase}"


# "Who's your cousin?", "who's the cousin?": one of the listener's people, named by the answer.
_WHO_YOURS = re.compile(_LEAD + r"who(?:['’]s|\s+is)\s+(?:your|the)\s+(?P<who>[a-z]+)\s*\?$")


def _who_yours(question: str, phrase: str, hedge: str) -> str | None:
    """ "Who's the cousin?" - "Lily" → "My cousin is Lily"; None unless a person of the speaker's is
    asked for ("who's the band?") and a name answers."""
    m = _WHO_YOURS.match(question)
    if m is None or hedge or m.group("who").lower() not in FEMININE | MASCULINE | UNGENDERED_PEOPLE:
        return None  # "Who's the band?": a group, which a name alone does not make the speaker's
    if re.fullmatch(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?", phrase) is None or phrase.split()[0] in NOT_NAMES:
        return None
    return f"My {m.group('who').lower()} is {phrase}"


# "Who's she marrying?", "who is your brother dating?": whom someone is doing something with.
_WHOM_DOING = re.compile(
    _LEAD
    + r"who(?:m)?(?:['’]s|\s+is|\s+are|['’]re)\s+(?P<who>he|she|they|(?:your|the)\s+[a-z]+|[A-Z][a-z]+)\s+"
    r"(?P<doing>(?:marrying|dating|seeing|bringing|taking|inviting|meeting|visiting|hiring))"
    r"(?P<rest>(?:\s+[^?]*)?)\s*\?$"
)


def _whom_doing(question: str, phrase: str, hedge: str) -> str | None:
    """ "Who's she marrying?" - "Dev" → "She is marrying Dev" (who "she" is, ``rules._answer`` says);
    None unless a name answers."""
    m = _WHOM_DOING.match(question)
    if m is None or hedge or re.fullmatch(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?", phrase) is None:
        return None
    if phrase.split()[0] in NOT_NAMES:
        return None
    who = _as_mine(m.group("who"))
    be = "are" if who.lower() == "they" else "is"
    return f"{who[:1].upper()}{who[1:]} {be} {m.group('doing')} {phrase}{_as_mine(m.group('rest'))}"


def _closing_question(asked: str) -> str:
    """The question that closes ``asked`` (the turn before), or "" when it closes on none."""
    m = _LAST_QUESTION.search(asked.strip())
    return m.group("q").strip() if m is not None else ""


def names_asked(quote: str, asked: str) -> bool:
    """True when ``quote`` opens on a capital, as a name does, and the question closing ``asked``
    asks the name of whom or what "his/her/it" stands for ("What's it called?" - "Sweet Crumbs")."""
    return (
        quote[:1].isupper()
        and _PRONOUN_NAME_ASKED.match(_closing_question(plain_question(asked))) is not None
    )


def _pronoun_name_asked(question: str, phrase: str, hedge: str) -> str | None:
    """ "What's his name?" - "Biscuit!" → "His name is Biscuit"; "What's it called?" - "Sweet
    Crumbs" → "It is called Sweet Crumbs": whom the pronoun stands for, the speaker's turn before
    says (``rules._answer`` resolves it, or leaves it unsaid)."""
    m = _PRONOUN_NAME_ASKED.match(question)
    if m is None or hedge or not phrase[:1].isupper():
        return None
    if m.group("bare"):
        return f"Its name is {phrase}"  # whose, the speaker's turn before says, of either sex
    if m.group("whose"):
        return f"{m.group('whose').capitalize()} name is {phrase}"
    return f"{m.group('who').capitalize()} is called {phrase}"


# "What's your background?", "What's your budget?": what something of the listener's is.
_WHAT_YOURS = re.compile(
    # "What's your flat like?": how the thing is; "like" is no part of its name.
    # "What's your current fitness level?": up to three words name the thing.
    _LEAD + r"(?:what(?:['’]s|\s+is)\s+your\s+(?P<thing>[a-z]+(?:\s+(?!like\b)[a-z]+){0,2})(?:\s+like)?|"
    # "got a new job!" - "What's the role?": the news's job or home, asked with "the".
    r"what(?:['’]s|\s+is)\s+the\s+(?P<news>(?:new\s+)?(?:role|position|job\s+title|title|salary|pay|"
    r"company|team|commute|rent|area|neighbou?rhood|start\s+date))(?:\s+like)?|"
    # "Budget?", "and your deadline?": a thing of the listener's asked by its name alone
    # "Budget per week?": and what the amount is of
    r"(?:your\s+|the\s+)?(?P<named>budget|deadline|timeline|timeframe|time\s+frame|price\s+range)"
    r"(?P<per>\s+(?:per|a|each)\s+(?:week|month|day|night|person|head|year))?|"
    # "Equipment?", "Goal?": one a coach or planner asks by its name alone, any phrase answering.
    r"(?:and\s+)?(?:your\s+|any\s+)?(?P<bare>equipment|(?:main\s+)?goals?|schedule|availability|timezone|time\s+zone|"
    r"experience\s+level|fitness\s+level|setup))\s*\?$"
)


def _what_yours(question: str, phrase: str, hedge: str) -> str | None:
    """ "What's your background?" - "3 years at Deloitte doing audit analytics" → "My background is
    3 years at Deloitte doing audit analytics"."""
    m = _WHAT_YOURS.match(question)
    if m is None or re.match(r"(?i)favou?rite|go-to", m.group("thing") or ""):
        return None  # "What's your favorite superhero?" - "That's great! Iron Man ...": ``_favorite``'s
    if len(phrase.split()) == 1 and "ADJ" in all_lemmas(phrase.lower()):
        return None  # "Great!": a reaction
    if m.group("named") is not None and _COUNTED.match(phrase) is None:
        return None  # "Budget?" - "Flexible": how it is, no amount
    aim = goal_to(question, phrase)
    if aim is not None:
        return aim  # "What's your main goal?" - "run a sub-2 half marathon": "to run ..."
    thing = (
        m.group("thing") or m.group("news") or m.group("bare") or m.group("named") + (m.group("per") or "")
    )
    return f"My {thing.lower()} is {hedge}{_as_said(phrase, named=False)}"


def _aim_asked(question: str) -> str:
    """The aim ``question`` asks the listener's ("goal", "main goal" for "Goal?", "What's your main
    goal?"), or ""."""
    m = _WHAT_YOURS.match(question)
    thing = (m.group("thing") or m.group("bare") or "") if m is not None else ""
    return thing if re.fullmatch(r"(?i)(?:main\s+)?(?:goal|aim)s?", thing) else ""


def asks_goal(asked: str) -> bool:
    """True when the question closing ``asked`` asks the listener's goal or aim: a bare verb
    answering it says the aim, no request."""
    return bool(_aim_asked(_closing_question(plain_question(asked))))


def goal_to(question: str, phrase: str) -> str | None:
    """ "Goal?" - "lose about 10kg before my wedding" → "My goal is to lose about 10kg before my
    wedding": an aim said by its verb; None for any other question or phrase."""
    thing = _aim_asked(question)
    words = phrase.split()
    if not thing or not words:
        return None
    verbs = all_lemmas(words[0].lower()).get("VERB", ())
    if not verbs or verbs[0] != words[0].lower():
        return None  # "losing weight", "lost 5kg": no aim said by its base form
    return f"My {thing.lower()} is to {phrase[:1].lower()}{phrase[1:]}"


# "How long is your commute?", "How much is your rent?", "How far is your office?": an amount of a
# thing of the listener's.
_HOW_MEASURED = re.compile(
    _LEAD + r"how\s+(?:long|far|big|much)\s+(?P<be>is|was)\s+your\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s*\?$"
)


def _how_measured(question: str, phrase: str, hedge: str) -> str | None:
    """ "How long is your commute?" - "about 40 mins by train" → "My commute is about 40 mins by
    train": the amount, said of the thing."""
    m = _HOW_MEASURED.match(question)
    if m is None or _COUNTED.match(phrase) is None:
        return None
    return f"My {m.group('thing').lower()} {m.group('be').lower()} {hedge}{phrase}"


# "Is that your car out front?", "Is this your dog?": what is shown or passed is the speaker's X.
_THAT_YOURS = re.compile(_LEAD + r"(?:is|was)\s+(?:that|this)\s+your\s+(?P<thing>[a-z]+)\b[^?]*\?$")


def _that_yours(question: str, phrase: str, hedge: str) -> str | None:
    """ "Is that your car out front?" - "yep, 2014 Subaru Outback" → "My car is a 2014 Subaru
    Outback"; "Is that your dog?" - "That's Max" → "My dog is Max"."""
    m = _THAT_YOURS.match(question)
    if m is None or hedge:
        return None
    if not phrase or phrase.split()[0].lower() in ("my", "mine", "yes", "yeah", "yep", "no", "nope"):
        return None
    first = phrase.split()[0]
    # "an old Peugeot", "Max": said whole; "2014 Subaru Outback", "old bike": an article before it.
    said_whole = re.match(r"(?i)(?:a|an|the)\b", first) or first[:1].isupper()
    return f"My {m.group('thing')} is {'' if said_whole else a_or_an(first) + ' '}{phrase}"


# "Do you need help with anything?", "Need a hand with anything else?": help offered, its object open.
_HELP_ASKED = re.compile(
    _LEAD
    + r"(?:(?:do|can|could|would)\s+(?:you|I)\s+)?(?:(?:need|want|use)\s+(?:any\s+|some\s+)?(?:help|a\s+hand)"
    r"|help(?:\s+you)?)\s+with\s+(?:anything|something)(?:\s+else)?\s*\?$"
)


def _help_with(question: str, phrase: str, hedge: str) -> str | None:
    """ "Do you need help with anything?" - "Finding a 2-bedroom near downtown" → "I need help
    finding a 2-bedroom near downtown": what the speaker needs help with, a doing."""
    first = phrase.split()[0].lower() if phrase.split() else ""
    if _HELP_ASKED.match(question) is None or not (first.endswith("ing") and gerund_form(first)):
        return None
    return f"I need help {hedge}{_as_said(phrase, named=False)}"


def _attribute(question: str, phrase: str, hedge: str) -> str | None:
    m = _ATTRIBUTE.match(question)
    if m is None:
        return None
    answer = _as_said(phrase, named=False)
    determined = answer.split()[0].lower() in _DETERMINERS
    if m.group("attr").lower() in ("breed", "kind", "type", "sort", "model", "make") and not determined:
        answer = f"{a_or_an(answer)} {answer}"
    if m.group("name"):
        of = f"My {m.group('of').lower()} " if m.group("of") else ""
        return f"{of}{m.group('name')} is {hedge}{answer}"  # "What kind of cat is Luna?"
    if m.group("pronoun"):
        return f"{m.group('pronoun').capitalize()} is {hedge}{answer}"
    return f"My {m.group('thing').lower()} is {hedge}{answer}"


def age(text: str) -> bool:
    """True when ``text`` is only an age or ages: "4 and 7", "almost 3", "six months"."""
    return _AGES.match(text.strip().rstrip(".!")) is not None


def _how_old(question: str, phrase: str, hedge: str) -> str | None:
    """ "How old are your kids now?" - "4 and 7" → "My kids are 4 and 7 now"; "How old is he?" -
    "12" → "He is 12" (whom "he" is, the rules say)."""
    m = _HOW_OLD.match(question)
    head = phrase.split(",")[0].strip()
    if head != phrase and age(head):
        phrase = head  # "6 months, total menace": the age, then an aside about them
    turning = _TURNING.match(phrase)
    if m is None or not (age(phrase) or (turning and age(turning.group("age")))):
        return None
    if m.group("who").lower() == "you":
        # "How old are you?" - "30", "30 tomorrow!": the speaker's age, or the one to come.
        if turning is not None:
            return f"I {hedge}turn {turning.group('age')} {turning.group('when')}"
        return f"I am {hedge}{phrase}{m.group('now') or ''}" if m.group("be").lower() == "are" else None
    who = _as_mine(m.group("who"))
    who = who[:1].upper() + who[1:]
    if turning is not None and m.group("be").lower() in ("is", "are"):
        # "4 next month!": the age to come, when it comes ("My kids turn 4 next month").
        turn = "turns" if m.group("be").lower() == "is" else "turn"
        grown = turning.group("age") + (
            " old" if re.search(r"(?i)\b(?:months?|weeks?)$", turning.group("age")) else ""
        )
        return f"{who} {hedge}{turn} {grown} {turning.group('when')}"
    if re.search(r"(?i)\b(?:years?|months?|weeks?)$", phrase):
        phrase += " old"  # "Six months": "six months old"
    return f"{who} {m.group('be').lower()} {hedge}{phrase[:1].lower()}{phrase[1:]}{m.group('now') or ''}"


def _how_many(question: str, phrase: str, hedge: str) -> str | None:
    m = _HOW_MANY.match(question)
    a = _COUNTED.match(phrase)
    if m is not None and a is None and not hedge and not m.group("who") and _NAMES_LISTED.match(phrase):
        # "How many languages do you speak?" - "Arabic, French and English": which, not how many.
        verb = m.group("verb").lower()
        verb = _in_past(verb) if m.group("aux").lower() == "did" else verb
        return f"I {verb} {phrase}{_as_mine(m.group('rest'))}"
    if m is None or a is None or (hedge and m.group("who")):
        return None
    what, more = m.group("what").lower(), a.group("more").strip()
    if more and more.split()[-1].lower().rstrip("s") != what.split()[-1].rstrip("s"):
        # "How many siblings?" - "Two brothers": a count of a kind of them, named.
        if not re.fullmatch(r"(?:[a-z]+\s+)?[a-z]+s", more) or "NOUN" not in all_lemmas(more.split()[-1]):
            return None  # "Three of them", "Two, I think": not a count of the question's things
        what = more
    count = a.group("count").lower()
    if count in ("one", "1", "just one", "only one"):
        nouns = all_lemmas(what.split()[-1]).get("NOUN", ())
        what = " ".join([*what.split()[:-1], nouns[0] if nouns else what.split()[-1]])
    verb = m.group("verb").lower()
    if (m.group("aux") or m.group("of")).lower() == "did":
        verb = _in_past(verb)
    # "How many days can you commit?" - "probably 3": "I can probably commit 3 days".
    verb = f"can {hedge}{verb}" if (m.group("aux") or "").lower() == "can" else f"{hedge}{verb}"
    if m.group("who"):
        # "How many kids does Sam have now?" - "three!": Sam's count, not the speaker's.
        verb = verb if m.group("of") == "did" else third_person_verb(verb)
        return f"{m.group('who')} {verb} {count} {what}{m.group('rest')}"
    return f"I {verb} {count} {what}{_as_mine(m.group('rest'))}"


# "Arabic, French and English fluently": names listed, an adverb after them.
_NAMES_LISTED = re.compile(
    r"^[A-Z][\w'’-]*(?:,\s+[A-Z][\w'’-]*)*,?\s+(?:and|&)\s+[A-Z][\w'’-]*(?:\s+[a-z]+ly)?$"
)


# "Who got married?", "Who won?", "Who cooked dinner?": who did what the question says.
_WHO_ASKED = re.compile(_LEAD + r"who\s+(?P<verb>[a-z]+)(?P<rest>(?:\s+[^?]*)?)\s*\?$")
# "My college roommate Priya", "my sister", "Priya": someone, said alone.
_SOMEONE = re.compile(
    r"^(?:(?i:my|our)\s+(?:[a-z-]+\s+){0,2}(?P<kin>[a-z]+)(?:\s+[A-Z][a-z]+)?|(?P<name>[A-Z][a-z]+))$"
)


def _someone_did(question: str, phrase: str, hedge: str) -> str | None:
    """ "Who got married?" - "My college roommate Priya" → "My college roommate Priya got married":
    someone answering who did it, with what the question says they did; None otherwise."""
    m = _WHO_ASKED.match(question)
    who = _SOMEONE.match(phrase)
    if m is None or who is None or hedge:
        return None
    verb = m.group("verb")
    if verb in AUXILIARIES or verb in LINKING_VERBS or not finite_form(verb):
        return None  # "Who is it?", "Who knows?" is no doing
    if who.group("kin") is not None and who.group("kin") not in PERSON_NOUNS:
        return None
    if who.group("name") is not None and (
        who.group("name") in NOT_NAMES or all_lemmas(who.group("name").lower())
    ):
        return None
    return f"{phrase[:1].upper()}{phrase[1:]} {verb}{_as_mine(m.group('rest'))}"


def _leisure(m: re.Match[str]) -> bool:
    """True when ``m``, a ``_WHAT_DO`` question, asks what the listener does for fun or in their
    free time ("What do you do on weekends?")."""
    plain = m.group("verb").lower() == "do" and m.group("aux").lower() == "do" and not m.group("kind")
    return plain and _LEISURE.match(m.group("rest").strip()) is not None


def _done_for_fun(m: re.Match[str] | None, phrase: str, hedge: str) -> str | None:
    """ "What do you do for fun?" (``m``, its ``_WHAT_DO`` match) - "Mostly hiking" → "I mostly hike
    for fun": a doing answering a question of leisure, said with its verb; None for any other
    question or phrase."""
    words = phrase.split()
    if m is None or not _leisure(m) or not 1 <= len(words) <= 6 or not words[0].lower().endswith("ing"):
        return None
    verbs = all_lemmas(words[0].lower()).get("VERB", ())
    if not verbs or not gerund_form(words[0].lower()):
        return None
    return " ".join(["I", f"{hedge}{verbs[0]}", *words[1:], _as_mine(m.group("rest").strip())])


# "What does she like?", "what does your husband enjoy?": what someone of the speaker's takes to.
_WHAT_THEY_LIKE = re.compile(
    _LEAD + r"what\s+does\s+(?P<who>he|she|(?:your|the)\s+[a-z]+|(?-i:[A-Z][a-z]+))\s+"
    r"(?P<verb>like|love|enjoy|prefer|want|need)(?P<rest>[^?]*?)\s*\?$"
)


def _what_they_like(question: str, phrase: str, hedge: str) -> str | None:
    """ "What does she like?" - "gardening and true crime podcasts" → "She likes gardening and true
    crime podcasts" (who "she" is, ``rules._answer`` says); None for any other question."""
    m = _WHAT_THEY_LIKE.match(question)
    if m is None:
        return None
    who = re.sub(r"(?i)^your\b", "my", m.group("who"))
    rest = _as_mine(m.group("rest").strip())
    said = f"{who[:1].upper()}{who[1:]} {hedge}{third_person_verb(m.group('verb').lower())} {_as_said(phrase, named=False)}"
    return f"{said} {rest}".rstrip()


def _what_do(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHAT_DO.match(question)
    if m is None:
        return None
    guess = hedge.strip() in ("probably", "maybe")
    kind, verb, aux = (m.group("kind") or "").lower(), m.group("verb").lower(), m.group("aux").lower()
    head = set(all_lemmas(kind.split()[-1])) if kind else set[str]()
    if kind and (kind in TIME_NOUNS or kind in ("else", "time", "about") or (head and "NOUN" not in head)):
        return None  # "What time do you wake up?": a time, ``when_answer``'s
    if _leisure(m):
        # "What do you do for fun?" - "Mostly pottery": "I mostly do pottery for fun"; a doing is
        # said with its verb ("Climbing at the gym": "I climb at the gym").
        rest = _as_mine(m.group("rest").strip())
        return _done_for_fun(m, phrase, hedge) or f"I {hedge}do {_as_said(phrase, named=False)} {rest}"
    if (verb in _NO_THING_VERBS and not kind) or not _verb_asked(verb, progressive=aux == "are"):
        return None  # "What else do you do?", "What do you think?": no thing the answer names
    if aux == "did":
        verb = _in_past(verb)
    # "What do you drive these days?" - "still the old Golf": "I still drive the old Golf ...".
    still = re.match(r"(?i)still\s+(?=\S)", phrase) if aux == "do" else None
    if still is not None:
        phrase, verb = phrase[still.end() :], f"still {verb}"
    # "What are you studying?" - "Marine biology": "I am studying ..."; "Which university are you
    # leaning toward?" - "Probably McGill": the guess is the verb's ("I am probably leaning ...").
    lead = "am " if aux == "are" else ""
    if guess:
        lead, hedge = f"{lead}{hedge}", ""
    verb = f"{lead}{verb}"
    if m.group("adverb") and not hedge:
        hedge = f"{m.group('adverb').lower()} " if m.group("adverb").lower() in _HEDGES else ""
    rest = _as_mine(m.group("rest").strip())
    # "Which team are you supporting?" - "Arsenal": a kind whose answer is a name keeps its capital.
    named = (bool(kind) and kind.split()[-1] in _NAMED_KINDS) or (
        not kind and m.group("verb").lower() in _TITLE_VERBS
    )
    answer = _as_said(phrase, named=named)
    if named and kind and kind.split()[-1] not in TITLED_WORKS and answer.split()[0] in ("The", "A", "An"):
        answer = answer[:1].lower() + answer[1:]  # "the Minnesota Wolves": a title keeps "The"
    if rest.lower().startswith(("doing", "to do")):
        # "What do you enjoy doing with your family?" - "Hiking": "I enjoy hiking with my family";
        # "What do you like to do in your free time?" - "Yoga": "I like yoga in my free time".
        rest = rest.split(" ", 2 if rest.lower().startswith("to do") else 1)[-1].strip()
        rest = "" if rest.lower() in ("doing", "do") else rest
    if rest.lower() in _PREPOSITIONS:
        return f"I {verb} {rest} {hedge}{answer}"  # "listen to" jazz
    # ("What are you getting Mia?": the verb's base, "get", gives.)
    giving = all_lemmas(m.group("verb").lower()).get("VERB", (m.group("verb").lower(),))[0] in _GIVING_VERBS
    given = _GIVEN_TO.match(rest) if giving else None
    if given is not None:
        # "What did you get Mia for her birthday?" - "A telescope": "I got Mia a telescope for ...".
        return f"I {verb} {given.group('whom')} {hedge}{answer}{given.group('after')}"
    return f"I {verb} {hedge}{answer}{' ' + rest if rest else ''}"


# What a "What do you do ...?" asks of leisure: "for fun", "in your free time", "on weekends".
_LEISURE = re.compile(
    r"(?i)^(?:for\s+fun|to\s+(?:relax|unwind|chill|de-?stress)|in\s+your\s+(?:free|spare|down)\s*time|"
    r"on\s+(?:the\s+)?weekends?|after\s+work|outside\s+(?:of\s+)?work)"
    r"(?:\s+(?:these\s+days|lately|nowadays|now))?$"  # "What do you do for fun these days?"
)
# Verbs that take whom a thing is for before the thing: "get Mia a telescope", "make my mom a card".
_GIVING_VERBS = frozenset(["get", "give", "buy", "make", "send", "bring", "bake", "cook", "knit", "show"])
_GIVEN_TO = re.compile(r"(?P<whom>him|her|them|[A-Z][a-z]+|my\s+[a-z]+)(?P<after>(?:\s+(?:for|on|at)\b.*)?)$")


def _verb_asked(verb: str, *, progressive: bool) -> bool:
    """True when ``verb`` is a verb in the form its auxiliary asks for: in -ing after "are"/"is"
    ("What are you studying?"), its base after "do"/"did"."""
    return "VERB" in all_lemmas(verb) and progressive == verb.endswith("ing")


# Verbs whose object an answer may list with a "no" before it ("Any foods you avoid?" - "no pork").
_SHUNNING = frozenset(["avoid", "skip", "exclude", "hate", "dislike"])


def _any_you(question: str, phrase: str, hedge: str) -> str | None:
    m = _ANY_YOU.match(question)
    if m is None or not _verb_asked(m.group("verb").lower(), progressive=False):
        return None
    kind = m.group("kind").split()[-1].lower()
    nouns = all_lemmas(kind).get("NOUN", ())
    if kind in ("others", "ones", "more") or not nouns or m.group("rest").startswith("to "):
        return None  # "Any others you want to share?": which, and what doing, the question does not say
    named = nouns[0] in _NAMED_KINDS  # "Any books you recommend?" - "Dune"
    if re.match(r"(?:Just|Only)\s", phrase):
        phrase = phrase[:1].lower() + phrase[1:]  # "Just dairy": "I avoid just dairy"
    if m.group("verb").lower() in _SHUNNING and re.match(r"(?i)no\s+\w", phrase):
        phrase = phrase[3:]  # "Any foods you avoid?" - "no pork": pork is what is avoided, not "no pork"
    rest = _as_mine(m.group("rest").strip())
    return f"I {hedge}{m.group('verb').lower()} {_as_said(phrase, named=named)}{' ' + rest if rest else ''}"


def _what_theirs(question: str, phrase: str, hedge: str) -> str | None:
    """ "What's your daughter studying?" - "Marine biology" → "My daughter is studying marine biology";
    "What does your son play?" - "The drums" → "My son plays the drums"."""
    m = _WHAT_THEIRS.match(question)
    if m is None:
        return None
    aux, verb, kind = (m.group("aux") or "is").lower(), m.group("verb").lower(), m.group("kind")
    if verb in _NO_THING_VERBS or not _verb_asked(verb, progressive=aux == "is"):
        return None  # "What does your dad do?", "What's your sister like?": no thing the answer names
    if kind is not None and "NOUN" not in all_lemmas(kind.lower()):
        return None
    said = {"is": f"is {verb}", "does": third_person_verb(verb), "did": _in_past(verb)}[aux]
    who = _as_mine(m.group("who"))
    rest = _as_mine(m.group("rest").strip())
    return f"{who[:1].upper()}{who[1:]} {said} {hedge}{_as_said(phrase, named=False)}{' ' + rest if rest else ''}"


def _what_been(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHAT_BEEN.match(question)
    if m is None or hedge or (m.group("kind") and "NOUN" not in all_lemmas(m.group("kind").lower())):
        return None
    rest = _as_mine(m.group("rest").strip())
    words = rest.split()
    tail = ""
    if words and words[-1].lower() in ("lately", "recently"):
        tail, words = f" {words[-1].lower()}", words[:-1]  # "focusing on lately": after the thing
    lead = " ".join(words)
    return f"I've been {m.group('verb').lower()}{' ' + lead if lead else ''} {_as_said(phrase, named=False)}{tail}"


def _what_gives(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHAT_GIVES.match(question)
    if m is None or (hedge and not m.group("been")):
        return None
    if m.group("been"):
        # "What's been keeping you busy?" - "Mostly the bakery": "The bakery has mostly been ...".
        answer = _as_said(phrase, named=False)
        return f"{answer[:1].upper()}{answer[1:]} has {hedge}been {m.group('verb').lower()} me {_as_mine(m.group('rest'))}"
    # "Writing and hanging with friends is what brings me joy": the verb agrees with "what", and
    # a gerund answer is not read as the speaker's doing ("Ana is writing ...").
    verb, last = m.group("verb").lower(), phrase.split()[-1].lower()
    nouns = all_lemmas(last).get("NOUN", ())
    be = "is"
    if nouns and nouns[0] != last and not phrase.split()[0].lower().endswith("ing"):
        be, verb = "are", verb.removesuffix("s")  # "My dogs are what make me happy"
    return f"{phrase[:1].upper()}{phrase[1:]} {be} what {verb} me {_as_mine(m.group('rest'))}"


# "small town in Ohio", "a village near Lyon": a kind of place, then where it is.
_KIND_OF_PLACE = re.compile(
    r"(?i)^(?:a\s+)?(?P<kind>(?:[a-z]+\s+){0,2}(?:town|city|village|suburb|island|farm|neighbou?rhood))\s+"
    r"(?P<where>(?:in|near|outside(?:\s+of)?)\s+(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}))$"
)


def _where_done(m: re.Match[str], phrase: str) -> str | None:
    """ "Where do you climb?" (``m``, its ``_WHERE`` match) - "The Castle" (the answer up to its
    comma) → "I climb at The Castle": a venue by its name, where a doing of the speaker's is done;
    None when the question asks no doing or the answer names no venue."""
    doing = m.group("rest").strip().lower()
    if m.group("aux").lower() != "do" or all_lemmas(doing).get("VERB", ("",))[0] != doing:
        return None
    venue = re.match(
        r"(?:the\s+|The\s+)?[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*(?:,?\s+in\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?$",
        phrase,
    )
    name = re.sub(r"^(?i:the)\s+", "", phrase).split()[0]
    return f"I {doing} at {phrase}" if venue and name not in NOT_NAMES else None


def _where(question: str, phrase: str, hedge: str) -> str | None:
    m = _WHERE.match(question)
    place = PLACE_ANSWER.match(phrase)
    # "Where are you going on holiday?" - "Portugal for two weeks": the place, then when or how long.
    timed = _place_and_time(phrase) if place is None else None
    if timed is not None and timed[1]:
        place = PLACE_ANSWER.match(timed[0])
    kind = _KIND_OF_PLACE.match(phrase)
    if m is not None and not hedge and not (m.group("verb") or m.group("end")):
        return _where_done(m, phrase)
    if m is None or hedge or not (m.group("verb") or m.group("end")):
        return None
    verb = (m.group("verb") or "").lower()
    aux = m.group("aux").lower()
    # "Where were you going?" (of a trip called off) - "Barcelona": "I was going to Barcelona".
    said = ""
    if verb:
        said = {
            "did": f"I {_in_past(verb)}",
            "do": f"I {verb}",
            "are": f"I'm {verb}",
            "were": f"I was {verb}",
        }[aux]
    if m.group("end"):
        # "end up going"; "Where did you end up for grad school?" - "Toronto": "I ended up in Toronto".
        said = (f"I ended up {verb}" if aux == "did" else f"I end up {verb}").rstrip()
    if place is None and kind is None and verb.startswith("stay") and aux in ("did", "are", "were"):
        # "Where did you stay?" - "A tiny Airbnb in Alfama": "I stayed at a tiny Airbnb in Alfama";
        # "Where are you staying?": "I'm staying at ...".
        lodging = re.match(r"(?i)(?:a|an|the|my|our)\s+\S", phrase)
        return f"{said} at {_as_said(phrase, named=False)}" if lodging else None
    # "Where did you go for your birthday?" - "this tiny italian place in Soho": a place of a kind,
    # gone to (``answered`` reads the story's "this" as "a").
    vague = re.match(r"(?i)an?\s+(?:lot|bunch|couple|few|number)\b", phrase)  # "a lot of places"
    common = _COMMON_PLACE_ANSWER.match(phrase) if place is None and not vague else None
    head = common.group("head") if common is not None else ""
    # ("pub": a noun the lexicon lacks is a place still)
    if common is not None and verb in _WHERE_TO and (_place_noun(head) or not all_lemmas(head)):
        rest = _as_mine(m.group("rest").strip())
        return f"{said} to {common.group(0)}{' ' + rest if rest else ''}"
    if place is None:
        if kind is None:
            return None
        # "Where did you grow up?" - "small town in Ohio": "I grew up in a small town in Ohio".
        grew = f"I {_in_past(verb) if aux == 'did' else verb}"
        prep = "to" if verb in _WHERE_TO else "in"
        return f"{grew} {prep} a {kind.group('kind').lower()} {kind.group('where')}"
    prep = (place.group("prep") or ("to" if verb in _WHERE_TO else "in")).lower()
    rest = _as_mine(m.group("rest").strip())
    if m.group("all"):
        # "Where did you guys go for your anniversary?": "we", and "our" anniversary.
        said = re.sub(r"^I(?:['’]m)?\b", lambda i: "We" if i.group(0) == "I" else "We're", said)
        said = re.sub(r"^We was\b", "We were", said)
        rest = re.sub(r"\bmy\b", "our", rest)
    elif m.group("with"):
        # "Where did you and Maya go for your honeymoon?": "Maya and I", and "our" honeymoon.
        who = _as_mine(m.group("with"))
        said = re.sub(r"^I(?:['’]m)?\b", lambda i: f"{who} and I{'' if i.group(0) == 'I' else ' are'}", said)
        said = re.sub(r" and I was\b", " and I were", said)
        rest = re.sub(r"\bmy\b", "our", rest)
    first, _, more = rest.partition(" ")
    stranded = not more or more.split()[0].lower() in _PREPOSITIONS | _AFTER_STRANDED
    if first.lower() in _PREPOSITIONS and stranded:
        # "Where did you move to after college?": the question's own preposition, then the rest.
        prep, rest = first.lower(), more
    tail = timed[1] if timed is not None else ""
    return f"{said} {prep} {place.group('place')}{' ' + rest if rest else ''}{tail}"


# "Are you moving?", "heard you're moving?": a way somewhere asked, where to left to the answer.
_GOING_ASKED = re.compile(
    r"(?i)\b(?:are\s+you|you['’]re|you\s+are)\s+(?:(?:still|really|actually|finally|seriously)\s+)?"
    r"(?P<verb>moving|going|heading|flying|relocating|travelling|traveling|emigrating)(?:\s+(?:away|abroad|house))?\s*\?$"
)


def _going_to(question: str, phrase: str, hedge: str) -> str | None:
    """ "heard you're moving?" - "yeah! to Bristol" → "I'm moving to Bristol": the place a way
    asked about goes to; None for anything else."""
    m = _GOING_ASKED.search(question)
    to = re.fullmatch(r"(?i:to)\s+(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)", phrase)
    if m is None or to is None or to.group("place").split()[0] in NOT_NAMES:
        return None
    return f"I'm {hedge}{m.group('verb').lower()} to {to.group('place')}"


def _where_theirs(question: str, phrase: str, hedge: str) -> str | None:
    """ "Where does your brother live now?" - "Denver" → "My brother lives in Denver"; "Where's your
    sister now?" - "Oslo" → "My sister is in Oslo"."""
    m = _WHERE_THEIRS.match(question)
    # "still in Cork": where they still are, the adverb said with the verb.
    still = _STILL_FIRST.match(phrase)
    place = PLACE_ANSWER.match(phrase[still.end() :] if still else phrase)
    if m is None or hedge or place is None or place.group("place").split()[0].strip(",") in NOT_NAMES:
        return None
    aux, verb = (m.group("aux") or "is").lower(), (m.group("verb") or "").lower()
    if not verb and aux not in ("is", "are"):
        return None  # "Where did your sister meet him?": the verb is not one of a place
    if aux in ("is", "are") and verb and not verb.endswith("ing"):
        return None
    if aux == "does":
        said = third_person_verb(verb)
    elif aux == "did":
        said = _in_past(verb)
    else:
        said = f"{aux} {verb}".rstrip() if aux in ("is", "are") else verb
    prep = (place.group("prep") or ("to" if verb in _WHERE_TO else "in")).lower()
    who = _as_mine(m.group("who"))
    # "where is it again?": asked before, no part of the place.
    rest = _as_mine(re.sub(r"(?i)\s*\bagain$", "", m.group("rest")).strip())
    if still is not None:
        rest = re.sub(r"(?i)\s*\bnow$", "", rest)  # "still" says the "now" the question asked
        adverb = still.group("adv").lower()
        said = (
            re.sub(r"^(is|are)\b", rf"\1 {adverb}", said)
            if said.startswith(("is", "are"))
            else f"{adverb} {said}"
        )
    return f"{who[:1].upper()}{who[1:]} {said} {prep} {place.group('place')}{' ' + rest if rest else ''}"


# "Cat person or dog person?", "Coffee or tea?", "Beach or mountains?": a choice between two.
_EITHER = re.compile(
    _LEAD + r"(?:(?:are\s+you|you)\s+(?P<art>a\s+|an\s+)?|do\s+you\s+prefer\s+)?"
    r"(?P<a>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+or\s+(?:a\s+|an\s+)?(?P<b>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*\?$"
)


def _head_stem(phrase: str) -> str:
    word = phrase.split()[0].lower().strip(".,!")
    return all_lemmas(word).get("NOUN", (word,))[0]


def _either(question: str, phrase: str, hedge: str) -> str | None:
    """ "Coffee or tea?" - "Tea, always" → "I prefer tea to coffee"; "Cat person or dog person?" -
    "Dogs 100%" → "I'm a dog person": the one of the two the answer names."""
    m = _EITHER.match(question)
    if m is None or hedge:
        return None
    # A name keeps its capital ("Mac or Windows?"); the question's first word does not ("Coffee or tea?").
    a = m.group("a") if m.start("a") > 0 else m.group("a").lower()
    b = m.group("b")
    said, first, second = _head_stem(phrase), _head_stem(a.lower()), _head_stem(b.lower())
    if said not in (first, second) or first == second:
        return None
    chosen, other = (a, b) if said == first else (b, a)
    if {first, second} == {"boy", "girl"}:
        return f"The baby is a {chosen.lower()}"  # "I'm pregnant!!" - "boy or girl?": no taste
    # "Are you a morning person or a night owl?" - "night owl": what the speaker is, not a taste.
    if chosen.endswith(" person") or m.group("art"):
        return f"I'm {a_or_an(chosen)} {chosen}"
    return f"I prefer {chosen} to {other}"


def _how_often(question: str, phrase: str, hedge: str) -> str | None:
    """ "How often do you go climbing?" - "Every weekend" → "I go climbing every weekend"; "you all"
    is "we", whom the chat then names."""
    m = _HOW_OFTEN.match(question)
    if m is None or not _FREQUENCY.match(phrase):
        return None
    verb = m.group("verb").lower()
    said = f"{'We' if m.group('all') else 'I'} {_in_past(verb) if m.group('aux').lower() == 'did' else verb}"
    rest = _as_mine(m.group("rest").strip())
    return f"{said}{' ' + rest if rest else ''} {hedge}{phrase[:1].lower()}{phrase[1:]}"


def _how_long(question: str, phrase: str, hedge: str) -> str | None:
    m = _HOW_LONG.match(question)
    if m is None or not _DURATION.match(phrase) or _PLACE_UNSAID.match(m.group("rest")):
        return None
    verb, aux = m.group("verb").lower(), m.group("aux").lower()
    said = {
        "did": f"I {_in_past(verb)}",
        "will": f"I will {verb}",
        "are": f"I'm {verb}",
        "have": f"I've {verb}",
    }[aux]
    rest = _as_mine(m.group("rest").strip())
    # "How long are you off for?": the question's own "for" is the answer's.
    rest = re.sub(r"(?i)\s*\bfor$", "", rest)
    return f"{said}{' ' + rest if rest else ''} for {hedge}{phrase[:1].lower()}{phrase[1:]}"


# What is a question, and the answers the rules read before the phrases above: a duration, a yes or
# no, a place or a job, what the speaker has any of, a time.
_QUESTION_START = re.compile(
    r"(?i)^(?:who|what|what's|when|where|why|how|which|whose|do you|did you|are you|were you|have you|"
    r"has anyone|can you|could you|would you|will you|is it|is there|are there|shall we|any chance|"
    r"anything|wanna|want to|(?:would you\s+)?mind\s+\w+ing)\b"
)
_TIME_CLAUSE = re.compile(r"(?i)^(?:when|where|while)\s+(?:I|I'm|I've|we|we're|my|our)\b[^?]*,\s")


# "ugh mondays am I right": a view put to the listener, a question tagged on.
_PUT_TO_THEM = re.compile(r"(?i)\b(?:am\s+I\s+right|amirite)\W*$")


def asks(clause: str) -> bool:
    """True when ``clause`` is a question: it ends with "?" or opens as one ("Do you ...", "hows the
    new job going")."""
    if clause.endswith("?") or _PUT_TO_THEM.search(clause):
        return True
    return _QUESTION_START.match(apostrophed(clause)) is not None and _TIME_CLAUSE.match(clause) is None


def apostrophed(text: str) -> str:
    """``text`` with a question word's "'s" typed without its apostrophe written with it: "hows Rui"
    → "how's Rui", "whats the plan" → "what's the plan"."""
    return re.sub(r"(?i)\b(how|what|where|who|when)s(?=\s)", r"\1's", text)


_HOW_LONG_HAVE = re.compile(
    r"(?i)\bhow long have you(?P<two>\s+(?:two|both|guys|all))? (?P<verb>been|had|known|lived|worked|played|done)"
    r"\s+(?P<what>[^?.!]+)\?"
)
_SINCE_ANSWER = re.compile(r"(?i)^(?:(?:oh|well|hmm|um),?\s+)?(?:since|for|about|almost|over)\s+\S")


# "How much is rent?", "how much is your mortgage?": an amount of the speaker's own asked for.
_HOW_MUCH_OWN = re.compile(
    _LEAD
    + r"how\s+much\s+(?:is|was|'s)\s+(?:your\s+|the\s+)?(?P<what>rent|mortgage|salary|pay|budget|deposit|"
    r"commute)\s*\?$"
)
# "1600", "£1,450 a month", "about 2k": the amount that opens the answer, and how often.
_AMOUNT = re.compile(
    r"(?i)^(?:(?:about|around|roughly|like|just|only|over|under|nearly|almost)\s+)?[£$€]?\d[\d,.]*(?:\s*k\b)?"
    r"(?:\s*(?:quid|pounds|dollars|euros|bucks))?(?:\s+(?:a|per)\s+(?:month|week|year|day))?"
)


def opens_on_amount(text: str) -> bool:
    """True when ``text`` opens on an amount of money or a count ("1600 but it's split with Tom")."""
    return _AMOUNT.match(text.strip()) is not None


def how_much_answer(text: str, asked: str) -> str | None:
    """ "How much is rent?" - "1600 but it's split with Tom" → "My rent is 1600": the amount that
    opens the answer, said as the speaker's own; None when the answer opens on none."""
    q = _HOW_MUCH_OWN.match(_closing_question(asked))
    amount = _AMOUNT.match(text.strip()) if q is not None else None
    if q is None or amount is None:
        return None
    after = text.strip()[amount.end() :].split()
    if after and "NOUN" in all_lemmas(after[0].lower()):
        return None  # "1600 people live here": a count of something else
    return f"My {q.group('what').lower()} is {amount.group(0).strip()}"


def how_long_answer(text: str, asked: str) -> str | None:
    """ "How long have you been into art?" - "Since I was 17 or so" → "I've been into art since I was
    17 or so": an answer that is only a duration says what lasted, from the question before it."""
    q = _HOW_LONG_HAVE.search(asked)
    if q is None or len(text.split()) > 8 or _PLACE_UNSAID.match(q.group("what")):
        return None
    since = _SINCE_ANSWER.match(text) is not None
    if not since and not duration(text.rstrip("!.? ")):  # "three years in May!" is a duration too
        return None
    what = _as_mine(q.group("what").strip())
    # "How long have you two been together?": the speaker and whom the chat then names.
    who = "We've" if q.group("two") else "I've"
    lead = "" if since else "for "  # "5 years already": for how long
    return f"{who} {q.group('verb').lower()} {what} {lead}{text[:1].lower()}{text[1:]}"


def _as_mine(asked: str) -> str:
    """The listener's words of a question said as the speaker's: "your" → "my", "you" → "me"."""
    return re.sub(r"(?i)\b(?:your|yours|you|yourself)\b", lambda m: _YOURS[m.group(0).lower()], asked)


_YOURS = {"your": "my", "yours": "mine", "you": "me", "yourself": "myself"}


def _verb_as(what: str, tag: str) -> str:
    """``what`` with its opening verb in the form ``tag`` names, past the adverbs before it ("VBD":
    "finally sell the car" → "finally sold the car"); a question's "ever" goes ("ever find a job"
    → "found a job")."""
    words = re.sub(r"(?i)^ever\s+", "", what).split(" ")
    at = 0
    while at < len(words) - 1 and is_adverb(words[at].lower()):
        at += 1
    form = inflection(words[at], tag)
    words[at] = form[0] if form else words[at]
    return " ".join(words).strip()


def _in_past(what: str) -> str:
    """``what`` with its opening verb in the past: "move to Denver" → "moved to Denver"."""
    return _verb_as(what, "VBD")


# "Do you bike to work every day?" - "Yep": a yes to a question about the listener says it of them.
_YES_ASKED = re.compile(
    # "Would you recommend Dune?": a view asked for; a yes says "I recommend Dune", no "would".
    r"(?i)(?:^|(?<=[.!?]\s))(?:(?:and|so+|but|oh+|wait|omg)\s+)?(?P<aux>do|did|are|were|have|will|would(?=\s+you\s+recommend\b))\s+you\s+"
    r"(?P<what>(?!want\b|wanna\b|feel like\b|fancy\b|think\b|mind\b)(?:still\s+)?[a-z][^?.!]*?)\s*\?\s*$"
)
# "Do you have any hobbies?", "Have you seen any ...?", "Do you have a favorite movie?": a yes to an
# open question says nothing until the answer names it (the rest of the message does).
_OPEN_QUESTION = re.compile(
    r"(?i)\b(?:any|anything|anyone|anywhere|anymore|any more|anytime|at all|favou?rite|some|"
    r"recommendations?|advice|pictures?|photos?|pics?|tips|ideas|plans|up to|this|that|these|those|it|them|"
    r"or)\b"  # "Have you seen "Dune" or read "Emma"?" - "Yes": which of them?
)


def _known_thing(m: re.Match[str]) -> str:
    """ "that red Vespa" → "the red Vespa": the thing both know, when what describes it follows the
    pointing word ("that old guitar"); "that computer" may be the one in a photo just shown, and
    "that?" or "that I said" point at nothing named."""
    nxt = m.group("next").lower()
    lemmas = all_lemmas(nxt)
    if nxt in FUNCTION_WORDS | PRONOUNS or "ADJ" not in lemmas or "VERB" in lemmas:
        return m.group(0)
    return f"the {m.group('next')}"


_POINTED = re.compile(r"(?i)\b(?:that|this|these|those)\s+(?P<next>[\w'-]+)")


# "happy birthday!!" - "thank youuu! 30 eek": the age turned, a bare number after the wishes.
_BIRTHDAY_WISHED = re.compile(r"(?i)\bhappy\s+(?:birthday|bday|b-day)\b|\bhbd\b")
_AGE_ALONE = re.compile(
    r"(?i)^\W*(?:the\s+big\s+)?(?P<age>[1-9]\d?)(?:\s+(?:today|eek|lol|omg|haha\w*|now|already))*\W*$"
)


def birthday_answer(text: str, asked: str) -> str | None:
    """ "happy birthday!!" - "30 eek" → "I turned 30 on my birthday today"; None for anything else."""
    m = _AGE_ALONE.match(text)
    if m is None or _BIRTHDAY_WISHED.search(asked) is None:
        return None
    return f"I turned {m.group('age')} on my birthday today"


# "Do you speak German?" - "a little", "yes, a bit": a yes of a degree.
_DEGREE_YES = re.compile(
    rf"(?i)^\W*(?:{YES}\W+)?(?P<degree>a\s+little(?:\s+bit)?|a\s+bit|a\s+fair\s+bit|fluently|a\s+lot)\W*$"
)


def degree_answer(text: str, asked: str) -> str | None:
    """ "Do you speak German?" - "a little" → "I speak German a little": a yes to whether the speaker
    does something, with how much; None for anything else."""
    m = _DEGREE_YES.match(text.strip())
    asked_of = _asked_of_speaker(asked) if m is not None else None
    if m is None or asked_of is None or asked_of[0] != "do" or _with_yours(asked_of[1]) is not None:
        return None
    return f"I {_as_mine(asked_of[1])} {m.group('degree').lower()}"


def yes_answer(text: str, asked: str) -> str | None:
    """ "Do you bike to work every day?" - "Yep" → "I bike to work every day": a bare yes to the
    question that ends the turn before says it of the speaker (judged again as a statement). A
    thing the question points at is the one both know: "Did you end up buying that red Vespa?" -
    "I did!" → "I ended up buying the red Vespa"."""
    if BARE_YES.match(text.strip()) is None and not _did_it(text, asked):
        return None
    said = _said_yes(asked)
    if said is not None and re.match(r"(?i)\W*we\b", text):
        # "Did you end up adopting that puppy?" - "We did!": the speaker and their company.
        said = re.sub(
            r"^I(?:['’]m|['’]ve|\s+was)?\b", lambda m: _WE_FORMS[m.group(0).replace("’", "'")], said
        )
    return said


_WE_FORMS = {"I": "We", "I'm": "We're", "I've": "We've", "I was": "We were"}

# "Did you get the job?" - "got it!!", "yes, I booked them": the question's verb again, on "it".
_DID_IT = re.compile(
    rf"(?i)^\W*(?:{YES}\W+)?(?:I\s+|we\s+)?(?:just\s+|finally\s+)?(?P<verb>[a-z]+)\s+(?:it|them)\W*$"
)
# "Did you get ...?", "Have you finally booked ...?": a question whether the listener did something.
_DID_YOU = re.compile(r"(?i)\b(?:did|have)\s+you\s+(?P<verbs>[a-z]+(?:\s+[a-z]+)?)")


def _did_it(text: str, asked: str) -> bool:
    """True when ``text`` says the question's verb again of "it" ("Did you get the job?" - "got
    it!!"): a yes, in the question's own verb."""
    m = _DID_IT.match(text.strip())
    q = _DID_YOU.search(asked)
    if m is None or q is None:
        return False
    said = all_lemmas(m.group("verb").lower()).get("VERB", ())
    return bool(said) and any(
        said[0] in all_lemmas(w.lower()).get("VERB", ()) for w in q.group("verbs").split()
    )


# "Is your sister still in Ohio?", "Does Mia still live in London?": a yes says it of whom was asked.
_YES_ASKED_OF = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?i:and|so|but|oh|wait)\s+)?(?P<aux>(?i:is|was|does|did|has))\s+"
    r"(?P<who>(?i:your)\s+(?:(?i:little|big|older|younger|new)\s+)?[a-z]+|[A-Z][a-z]+|(?i:he|she))\s+"
    r"(?P<what>(?:still\s+)?[a-z][^?.!]*?)\s*\?\s*$"
)


def _says_enough(what: str) -> bool:
    """True when ``what``, the rest of a yes-no question, says enough to be a memory once answered
    yes: two content words, or a thing it names ("go to the beach"); "join in" does not."""
    content = [w for w in what.split() if w.lower() not in CLAUSE_STOP_WORDS and len(w) > 2]
    named = any(w[:1].isupper() for w in content) or any(
        "NOUN" in all_lemmas(w.lower()) and re.search(rf"(?i)\b(?:the|a|an|your)\s+{re.escape(w)}\b", what)
        for w in content
    )
    # "Is she still there?": a place the chat named, which the rules say (or withhold the yes).
    return len(content) >= 2 or named or re.search(r"(?i)\bthere\b", what) is not None


def _said_yes_of(asked: str) -> str | None:
    """What a yes to a question about someone of the speaker's says ("Is your sister still in
    Ohio?" - "Yeah" → "My sister is still in Ohio"; "Does Mia still live in London?" → "Mia still
    lives in London"), or None: not an open question, nor one about no person or animal."""
    q = _YES_ASKED_OF.search(asked.strip())
    if (
        q is None
        or not _says_enough(q.group("what"))
        or _OPEN_QUESTION.search(q.group("what"))
        or re.search(r"(?i)\b(?:you|your|I|me|my)\b", q.group("what"))
    ):
        return None
    who = q.group("who")
    if who.lower() in ("he", "she"):
        who = who.capitalize()  # "Does he live there too?": whom the rules say "he" is
    elif not re.match(r"(?i)your\b", who):
        if who in NOT_NAMES | MONTHS_AND_DAYS:
            return None  # "Is Monday ok?": a day, no one
    elif who.split()[-1] not in PERSON_NOUNS | ANIMALS:
        return None  # "Is your job still stressful?": judged, not someone's fact
    whose = re.sub(r"(?i)^your\b", "my", who)
    aux, what = q.group("aux").lower(), q.group("what")
    if aux in ("is", "was", "has"):
        return f"{whose[:1].upper()}{whose[1:]} {aux} {what}"
    still = "still " if what.startswith("still ") else ""
    said = _verb_as(what[len(still) :], "VBZ" if aux == "does" else "VBD")
    return f"{whose[:1].upper()}{whose[1:]} {still}{said}".rstrip()


# "How long did it take?", "How long did it take you to make?": what a thing took to make or do.
_HOW_LONG_TOOK = re.compile(
    r"(?i)\bhow\s+long\s+did\s+it\s+take(?:\s+you)?(?:\s+to\s+(?P<what>[^?.!]+))?\?\s*$"
)
_POINTS = re.compile(r"(?i)\b(?:it|them|this|that|these|those|there|here)\b")


def took_answer(text: str, asked: str, thing_of: Callable[[], str | None]) -> str | None:
    """ "How long did it take?" - "About three months" → "My first quilt took about three months":
    a duration answering what the thing ``thing_of`` finds (what "it" is, the speaker's own; sought
    only once the question and the duration say so) took; None otherwise."""
    q = _HOW_LONG_TOOK.search(asked)
    phrase = text.strip().rstrip(".!")
    if q is None or not duration(phrase) or (thing := thing_of()) is None:
        return None
    what = q.group("what")
    to = f" to {_as_mine(what.strip())}" if what and not _POINTS.search(what) else ""
    return f"{thing[:1].upper()}{thing[1:]} took {phrase[:1].lower()}{phrase[1:]}{to}"


# "How long are they staying?", "How long will you be in Rome?": until when someone is somewhere.
_HOW_LONG_UNTIL = re.compile(
    _LEAD + r"how\s+long\s+(?P<aux>are|is|will)\s+(?P<subj>you|they|he|she|your\s+[a-z]+)\s+"
    r"(?P<what>(?:be\s+)?[a-z]+[^?]*?)\s*\?$"
)
_UNTIL = re.compile(r"(?i)^(?:until|till|til|through)\s+[^,.!?]+[.!]*$")
_SUBJECTS = {"you": ("I", "am"), "they": ("They", "are"), "he": ("He", "is"), "she": ("She", "is")}


def until_answer(text: str, asked: str) -> str | None:
    """ "How long are they staying?" - "Until Thursday" → "They are staying until Thursday": how
    long, said as until when; the subject as the question has it (the rules say whom "they" is)."""
    last = _LAST_QUESTION.search(asked.strip())
    q = _HOW_LONG_UNTIL.match(last.group("q").strip()) if last else None
    m = _UNTIL.match(text.strip())
    if q is None or m is None or not names_a_time(m.group(0)):
        return None
    subj = q.group("subj").lower()
    who, be = _SUBJECTS.get(subj) or (f"My {subj.split()[1]}", "is")
    verb = "will" if q.group("aux").lower() == "will" else be
    until = m.group(0).strip().rstrip(".!")
    return f"{who} {verb} {_as_mine(q.group('what'))} {until[:1].lower()}{until[1:]}"


# "What did you do on Saturday?", "What did you get up to this weekend?": a past doing asked for.
_DID_DO = re.compile(
    _LEAD + r"what\s+(?:else\s+)?did\s+you\s+(?:(?:all|guys|two)\s+)?(?:do|get\s+up\s+to|end\s+up\s+doing)"
    r"(?P<rest>[^?]*?)\s*\?$"
)


_TAG_LAST = re.compile(rf"(?i)\s+(?:haha\w*|{'|'.join(sorted(CHAT_TAGS))})$")


def did_doing_answer(text: str, asked: str, gerund: Callable[[str], bool]) -> str | None:
    """ "What did you do on Saturday?" - "hiking in the peaks with Sam" → "I was hiking in the peaks
    with Sam on Saturday": a gerund phrase (``gerund`` judges it) answering a past doing is past,
    not "I'm hiking" now; None otherwise."""
    q = _DID_DO.match(_closing_question(asked))
    # "mostly painting the fence lol": the tag goes before the question's words are added.
    phrase = _TAG_LAST.sub("", text.strip().rstrip(".!"))
    if q is None or not gerund(phrase):
        return None
    rest = _as_mine(q.group("rest").strip())
    return f"I was {phrase[:1].lower()}{phrase[1:]}{' ' + rest if rest else ''}"


# "Any plans for the weekend?", "What are your plans for the summer?", "What are you up to tonight?",
# "Doing anything fun for Christmas?": what the listener will do, and when.
_PLANS_ASKED = re.compile(
    _LEAD
    + r"(?:(?:(?:got|have\s+you\s+got|do\s+you\s+have)\s+)?any|what\s+are\s+your)\s+(?:[a-z]+\s+)?plans\s+"
    r"(?P<when>(?:for|this|over|on)\s+[^?]+?)\s*\?$"
)
_UP_TO_ASKED = re.compile(
    _LEAD
    + r"(?:what\s+are\s+you|what\s+you|(?:are\s+)?you)\s+(?:up\s+to|doing(?:\s+anything(?:\s+fun)?)?)\s+"
    r"(?P<when>(?:this|next|on|for|over|tonight|tomorrow)\b[^?]*?)\s*\?$"
)
# When a plan is for, said as a time of its own: "tonight", "for Christmas", "for your birthday".
_PLAN_TIME = re.compile(
    r"(?i)\b(?:weekend|summer|winter|spring|autumn|fall|holidays?|christmas|easter|thanksgiving|new\s+year|"
    r"birthday|anniversary|break|vacation|tonight|tomorrow|evening)\b"
)
# "Portugal for two weeks in July", "Lisbon, two weeks in July", "to Rome next month": a place gone
# to, then when or for how long.
_PLACE_THEN_TIME = re.compile(
    r"^(?:to\s+)?(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})(?P<tail>(?:(?:,\s+|\s+(?=(?i:for|in|on|next|"
    r"this|until|till|over|from|around|early|late|mid)\b))[^.!?,]+)?)$"
)
_PLAN_HEDGE = re.compile(r"(?i)^(?P<hedge>probably|maybe|hopefully|likely|just|mostly)\s+")


def _place_and_time(phrase: str) -> tuple[str, str] | None:
    """The place and its time of ``phrase`` ("Portugal for two weeks in July" → ("Portugal", " for two
    weeks in July"); "Lisbon" → ("Lisbon", "")); None when the phrase is no place, or goes on with more
    than when or how long."""
    m = _PLACE_THEN_TIME.match(phrase)
    first = m.group("place").split()[0] if m else ""
    if m is None or first in NOT_NAMES | MONTHS_AND_DAYS or first.lower() in PERSON_NOUNS:
        return None  # "Mom turns 60 on Saturday": whom, not where
    if first.lower().endswith("ing") and "VERB" in all_lemmas(first.lower()):
        return None  # "Painting the nursery": a doing, capitalised as a sentence opens
    tail = m.group("tail")
    bare = re.sub(r"(?i)^,?\s*(?:for\s+)?", "", tail)
    if tail and not (names_a_time(tail) or duration(bare) or duration(bare.split(" in ")[0])):
        return None
    return m.group("place"), tail


def _plan_when(when: str) -> str:
    """When a plan asked of is for, as the answer says it: "for the weekend" → "this weekend", "for
    tonight" → "tonight", "for your birthday" → "for my birthday"."""
    when = _as_mine(when.strip())
    the = re.match(r"(?i)^for\s+the\s+(?P<noun>[a-z]+)$", when)
    if the is not None and the.group("noun").lower() in TIME_NOUNS:
        return f"this {the.group('noun').lower()}"
    return re.sub(r"(?i)^for\s+(?=tonight|tomorrow|today)", "", when)


def planned_time(asked: str) -> str | None:
    """When the plans the question closing ``asked`` asks of are for, as an answer says it ("Any
    plans for the weekend?" → "this weekend"); None when it asks no plans, or of no time. The
    support check reads the date it names as the question's."""
    question = _closing_question(plain_question(asked))  # the support check passes the turn as said
    q = _PLANS_ASKED.match(question) or _UP_TO_ASKED.match(question)
    if q is None or not (names_a_time(q.group("when")) or _PLAN_TIME.search(q.group("when"))):
        return None
    return _plan_when(q.group("when"))


def plans_answer(text: str, asked: str, gerund: Callable[[str], bool]) -> str | None:
    """ "Any plans for the weekend?" - "hiking with Ben" → "I'm hiking with Ben this weekend"; "Any
    plans for the summer?" - "Portugal for two weeks in July" → "I'm going to Portugal for two weeks in
    July": a doing (``gerund`` judges it) or a place answering what the speaker's plans are, with when
    the question says unless the answer says it; None otherwise."""
    when = planned_time(asked)
    if when is None:
        return _plans_timed(text, asked, gerund)
    phrase = _TAG_LAST.sub("", text.strip().rstrip(".!"))
    hedged = _PLAN_HEDGE.match(phrase)
    hedge = f"{hedged.group('hedge').lower()} " if hedged else ""
    phrase = phrase[hedged.end() :] if hedged else phrase
    place = _place_and_time(phrase)
    if place is not None:
        said, timed = f"going to {place[0]}{place[1]}", bool(place[1])
    elif gerund(phrase):
        said, timed = phrase[:1].lower() + phrase[1:], names_a_time(phrase)
    else:
        return None
    return f"I'm {hedge}{said}{'' if timed else ' ' + when}"


# "any plans?", "plans?", "what are your plans?": plans asked of no time, which the answer says.
_PLANS_BARE = re.compile(_LEAD + r"(?:(?:got\s+|have\s+you\s+got\s+)?any|what\s+are\s+your)?\s*plans\s*\?$")


def _plans_timed(text: str, asked: str, gerund: Callable[[str], bool]) -> str | None:
    """ "any plans?" - "drinks with Sam tonight" → "My plans are drinks with Sam tonight"; a doing
    ("hiking with Ben on Saturday") → "I'm hiking with Ben on Saturday": plans asked of no time, the
    answer naming when; None when it names no time."""
    if _PLANS_BARE.match(_closing_question(plain_question(asked))) is None:
        return None
    phrase = _TAG_LAST.sub("", text.strip().rstrip(".!"))
    if not names_a_time(phrase):
        return None
    if gerund(phrase):
        return f"I'm {phrase[:1].lower()}{phrase[1:]}"
    first = phrase.split()[0].lower() if phrase.split() else ""
    return f"My plans are {phrase[:1].lower()}{phrase[1:]}" if "NOUN" in all_lemmas(first) else None


# "How was your weekend?", "How was the trip?": a time the listener spent, asked after.
_HOW_WAS_SPENT = re.compile(
    _LEAD
    + r"how(?:\s+(?:was|were|is)|['’]s)\s+(?P<whose>your|the)\s+(?P<when>(?:[a-z]+\s+)?(?:weekend|holidays?|"
    r"vacation|trip|break|birthday|summer|christmas|day\s+off|evening|night|day|week))(?:\s+off)?\s*\?$"
)
# "spent it hiking", "we spent most of it at the beach": the time asked after, taken up as "it".
_SPENT_IT = re.compile(
    r"(?i)^(?P<who>(?:I|we)\s+)?(?:just\s+)?spent\s+(?P<part>(?:most|all|half|much)\s+of\s+)?it\s+(?P<rest>\S.*)$"
)


def spent_it_answer(text: str, asked: str) -> str | None:
    """ "How was your weekend?" - "spent it hiking" → "I spent the weekend hiking": the time asked
    after, said where the answer takes it up as "it"; None otherwise."""
    q = _HOW_WAS_SPENT.match(_closing_question(asked))
    m = _SPENT_IT.match(_TAG_LAST.sub("", text.strip().rstrip(".!")))
    if q is None or m is None:
        return None
    when = q.group("when").lower()
    # "the weekend", "the trip"; a time of the listener's own is theirs ("my birthday").
    whose = "the" if q.group("whose").lower() == "the" or when.split()[-1] in TIME_NOUNS | {"trip"} else "my"
    who = "We" if (m.group("who") or "").strip().lower() == "we" else "I"
    return f"{who} spent {(m.group('part') or '').lower()}{whose} {when} {m.group('rest')}"


def duration(text: str) -> bool:
    """True when ``text`` is only how long: "about a week", "going on 5 years now"."""
    return _DURATION.match(text.strip()) is not None


def _said_yes(asked: str) -> str | None:
    """What a yes to the question closing ``asked`` says (``yes_answer``): of the speaker, or of
    someone of theirs the question asks about (``_said_yes_of``); None when it says nothing."""
    if _YES_ASKED.search(_POINTED.sub(_known_thing, asked.strip())) is None:
        return _still_said(asked) or _said_yes_of(asked)
    asked_of = _asked_of_speaker(asked)
    if asked_of is None:
        return None
    aux, what = asked_of
    together = _with_yours(what)
    if together is not None:
        # "Are you and your brother still doing the band?" - "Yep": "we", whom the chat then names.
        what = together
        lead = {"do": "We", "are": "We are", "were": "We were", "have": "We have", "will": "We will"}
        return f"We {_in_past(what)}" if aux == "did" else f"{lead[aux]} {what}"
    what = _as_mine(what)
    if aux == "did":
        return f"I {_in_past(what)}"
    lead = {"do": "I", "are": "I'm", "were": "I was", "have": "I've", "will": "I will", "would": "I"}[aux]
    return f"{lead} {what}"


def _asked_of_speaker(asked: str) -> tuple[str, str] | None:
    """The auxiliary and the doing of the yes-no question closing ``asked`` that asks the speaker
    ("Have you ever been to Peru?" → ("have", "been to Peru")), for a yes or a no to say; None when
    it asks nothing of them that an answer could say: an open question ("Do you have any pets?"),
    the asker's own thing ("the book I lent you"), or too little ("Did you join in?")."""
    q = _YES_ASKED.search(_POINTED.sub(_known_thing, asked.strip()))
    if q is None or _OPEN_QUESTION.search(q.group("what")):
        return None
    what = re.sub(r"(?i)^ever\s+", "", q.group("what"))
    if re.search(r"\b(?:I|me|my|mine|myself)\b|\bI['’]", what) or not _says_enough(what):
        return None
    return q.group("aux").lower(), what


def _still_said(asked: str) -> str | None:
    """ "Still vegetarian?" - "Yep" → "I'm still vegetarian"; "Still play tennis?" → "I still play
    tennis": a yes to "still", asked with no "are you" or "do you"; None for any other question."""
    q = _STILL_ASKED.search(asked.strip())
    if q is None or q.group("aux") or q.group("aux2") or _OPEN_QUESTION.search(q.group("rest")):
        return None
    what = _as_mine(q.group("rest"))
    first = what.split()[0].lower()
    verbs = all_lemmas(first).get("VERB", ())
    if verbs[:1] == (first,) and "ADJ" not in all_lemmas(first):
        return f"I still {what}"  # "play tennis": a doing, said as it is
    return f"I'm still {what}"


# "Do you still play tennis?" - "Every Sunday"; "Have you been to Japan?" - "Twice, in 2018 and last
# spring": how often or how many times, alone, is a yes that says more.
HOW_OFTEN = (
    rf"(?:(?:about|around|like|maybe)\s+)?(?:{_TIMES}|(?:a|one|two|three)\s+(?:days?|nights?)\s+a\s+week|"
    rf"every\s+\w+|(?:most|on)\s+(?:{_PERIOD}s|{_WEEKDAYS})|daily|weekly|monthly|nightly|all\s+the\s+time|"
    rf"{DAYS_ROUND}(?:\s*(?:,|and|&|or)\s*{DAYS_ROUND})*)\b"  # "tuesdays and thursdays"
)
# ("only on Tuesdays now", "just on weekends": how far it goes, kept in its words)
_OFTEN_FIRST = re.compile(rf"(?i)^\W*(?P<often>(?:(?:only|just|mostly|usually)\s+)?{HOW_OFTEN}[^.!?]*?)\W*$")


def often_answer(text: str, asked: str) -> str | None:
    """ "Do you still play tennis?" - "Every Sunday" → "I still play tennis every Sunday": a yes
    (``_said_yes``) with how often; None when the phrase has a clause of its own ("every time I can")."""
    m = _OFTEN_FIRST.match(text)
    if m is None or re.search(r"(?i)\b(?:I|we|he|she|they|you)\b|\bI['’]", m.group("often")):
        return None
    if days_off(m.group("often")):
        return None
    yes = _said_yes(asked)
    if yes is None:
        return None
    return how_often_said(yes, m.group("often"))


# "often", "a lot": how often the question asks, which the answer says.
_OFTEN_ASKED = re.compile(r"\s+(?:often|a\s+lot|much|frequently|regularly)\b")


def days_off(often: str) -> bool:
    """True when ``often``, read as how often, says days off instead ("fridays off", "weekends free")."""
    return re.search(r"(?i)\b(?:off|free)\b", often) is not None


def how_often_said(done: str, often: str) -> str:
    """``done`` (what a yes says) with ``often`` in place of the question's "often" or "a lot": "Do
    you travel a lot for work?" - "About once a month" → "I travel for work about once a month"."""
    first = often.split()[0] if often.split() else ""
    if first.rstrip("s") not in MONTHS_AND_DAYS and first != "I":
        # "Every single day", "Yep! Every Sunday.": the turn's capital, not a name's ("Sundays" keep theirs).
        often = often[:1].lower() + often[1:]
    if re.match(rf"(?i){DAYS_ROUND}\b", often):
        often = f"on {often}"  # "Tuesdays and Thursdays" → "I still do pottery on Tuesdays and Thursdays"
    return f"{_OFTEN_ASKED.sub('', done)} {often}"


# "you and your brother ...": the listener and their company, "we" in the answer.
def _with_yours(what: str) -> str | None:
    """What the question asks the listener and someone of theirs did or do, from its verb: "and
    your wife finally buy the house" → "finally buy the house", "and your brother still doing the
    band" → "still doing the band"; None when ``what`` does not open on "and your"/"and the"."""
    words = what.split()
    if len(words) < 4 or words[0].lower() != "and" or words[1].lower() not in ("your", "the"):
        return None
    for at in range(3, len(words)):  # words[2] is whom, or the first word of it ("little brother")
        word = words[at].lower()
        if is_adverb(word) or "VERB" in all_lemmas(word):  # "finally", "buy", "doing", "moved"
            return " ".join(words[at:])
    return None


# How a place answering "Where are you ...?" is said: the question's words, and the preposition a
# bare place takes ("Toronto" → "I'm based in Toronto"; "from" has its own).
_WHERE_SAID = {
    "based": ("I'm based", "in"),
    "located": ("I'm located", "in"),
    "living": ("I'm living", "in"),
    "staying": ("I'm staying", "in"),
    "from": ("I'm from", ""),
    "live": ("I live", "in"),
    "work": ("I work", "at"),
    "working": ("I'm working", "at"),
}


# "A bakery downtown", "the hospital on 5th Street", "a small flat in Leeds": a place named by its kind.
_COMMON_PLACE_ANSWER = re.compile(
    # ("the new Thai place on Mill Road": a capital names the kind, the head is a common noun)
    r"^(?i:a|an|the)\s+(?:[A-Za-z][\w-]*\s+){0,2}?(?P<head>[a-z][\w-]*)"
    r"(?:\s+(?:downtown|uptown|nearby|in\s+town)|\s+(?:in|on|near|by|outside)\s+\S.*)?$"
)


def _place_noun(word: str) -> bool:
    """True when ``word`` heads a place: a noun, not an amount ("a lot", "a bit")."""
    return "NOUN" in all_lemmas(word) and word not in VAGUE_NOUNS


# The words a place answered may open with, saying it still holds: "Still in Porto", "Now at Google".
_STILL = "still|now|currently"
# "Still at the library", "At Google now", "For a small startup": where the speaker works.
_WORK_PLACE = re.compile(
    rf"(?i)^(?P<adv>(?:{_STILL})\s+)?(?P<prep>at|for)\s+(?P<place>(?:the|a|an|my)\s+[\w'-]+"
    r"(?:\s+[\w'-]+){0,3}|(?-i:[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}))"
    # "At a small architecture firm in Shoreditch": where the place is, too.
    r"(?P<where>\s+(?:in|on|near|off)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2})?(?:\s+now)?$"
)


def _work_place(answer: str, said: str) -> str | None:
    """Where the speaker works, said as ``said`` ("I work", "I'm working") says it: "Still at the
    bakery on Elm Street, but only weekends now" → "I'm still working at the bakery on Elm Street,
    but only weekends now", "For Google" → "I work for Google"; None when no such place."""
    # "Still at Deloitte but looking around": what follows a comma or a "but" is said after it.
    cut = re.search(r",|\s+but\s+", answer)
    first, comma, rest = (
        (answer[: cut.start()], cut.group(0), answer[cut.end() :]) if cut else (answer, "", "")
    )
    place = _WORK_PLACE.match(first)
    if place is None:
        return None
    verb = _with_adverb(said, (place.group("adv") or "").strip().lower())
    return f"{verb} {place.group('prep').lower()} {place.group('place')}{place.group('where') or ''}{comma}{rest}"


def _with_adverb(said: str, adverb: str) -> str:
    """``said`` ("I work", "I'm living") with ``adverb`` before its verb: "I still work", "I'm still
    living"."""
    if not adverb:
        return said
    return re.sub(r"^I(?:['’]m)?\s", lambda m: f"{m.group(0)}{adverb} ", said, count=1)


# "Still in Porto", "Currently Berlin": a place answered with how it still holds.
_STILL_FIRST = re.compile(rf"(?i)^(?P<adv>{_STILL})\s+")


# "Where was it?", "So where is it?": where the thing or event the speaker just told of is.
_WHERE_IT = re.compile(_LEAD + r"where\s+(?P<be>was|is)\s+it\s*\?$")


def where_it_answer(text: str, asked: str) -> str | None:
    """ "Where was it?" - "Wembley" → "It was in Wembley": a bare place answering where "it" is
    (what "it" is, the rules say); None otherwise."""
    last = _LAST_QUESTION.search(asked.strip())
    q = _WHERE_IT.match(last.group("q").strip()) if last else None
    m = PLACE_ANSWER.match(text.strip().rstrip(".!")) if q else None
    if q is None or m is None or m.group("place").split()[0].strip(",") in NOT_NAMES:
        return None
    return f"It {q.group('be')} {(m.group('prep') or 'in').lower()} {m.group('place')}"


def place_or_work_answer(text: str, asked: str) -> str | None:
    """ "Where are you based?" - "Toronto" → "I'm based in Toronto"; "What do you do for work?" -
    "Nurse, at St. Mary's" → "I work as a nurse, at St. Mary's": a bare place or job that answers
    the question, said in the question's words; None for a statement or anything else."""
    answer = text.strip().rstrip(".!")
    where = WHERE_ASKED.search(asked.strip())
    if where is not None:
        still = _STILL_FIRST.match(answer)
        m = PLACE_ANSWER.match(answer[still.end() :] if still else answer)
        said, prep = _WHERE_SAID[where.group("what").lower()]
        # "Still at Deloitte": the adverb is the place's, said once (``_work_place`` says it too).
        work = _work_place(answer, said) if where.group("what").lower().startswith("work") else None
        if work is not None:
            return work
        if m is not None and still is not None:
            said = _with_adverb(said, still.group("adv").lower())
        common = _COMMON_PLACE_ANSWER.match(answer) if m is None and prep else None
        if common is not None and _place_noun(common.group("head")):
            # "Where do you work?" - "A bakery downtown": "I work at a bakery downtown".
            return f"{said} {prep} {answer[:1].lower()}{answer[1:]}"
        if m is None or m.group("place").split()[0].strip(",") in NOT_NAMES:
            return None
        prep = (m.group("prep") or prep).lower() if prep else ""
        return " ".join(w for w in (said, prep, m.group("place")) if w)
    if JOB_ASKED.search(asked.strip()) is None:
        return None
    place = _WORK_PLACE.match(answer)
    if place is not None:
        # "Still at the library": where the speaker works.
        return (
            f"I {(place.group('adv') or '').lower()}work {place.group('prep').lower()} {place.group('place')}"
        )
    words = answer.split()
    # "nurse, night shifts at Mass General": what comes after the comma may say "shifts".
    if not 1 <= len(words) <= 8 or asks(text) or tensed(answer.split(",")[0]):
        return None
    head = words[0].strip(",").lower()
    if head in FUNCTION_WORDS or head in PRONOUNS or "NOUN" not in all_lemmas(head):
        return None  # "Not much", "I'm a nurse" (a statement of its own)
    job = answer[:1].lower() + answer[1:] if not words[0].isupper() else answer
    return f"I work as {a_or_an(job)} {job}"


# "How was Lisbon?", "How's the new café?": what the speaker thinks of a named thing.
_HOW_WAS = re.compile(
    r"(?i)(?:^|(?<=[.!?]\s))(?:(?:so|and|oh|ok)[,!]?\s+)?how(?:\s+(?P<be>was|is|were|are)|['’]s)\s+"
    r"(?P<thing>(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})|(?:the|your)\s+(?:new\s+)?\w+(?:\s+\w+)?)\s*\?\s*$"
)
# An answer that ranks the thing: "honestly the best food city I've ever been to", "one of the best".
_RANKED = re.compile(
    r"(?i)^(?:(?:honestly|easily|probably|definitely|hands\s+down|seriously)\s+)?(?P<rank>(?:one\s+of\s+)?the\s+"
    rf"(?:{SUPERLATIVE}|most\s+[\w-]+)\b.*)$"
)


def answer_words(asked: str) -> frozenset[str]:
    """The words an answer to the question closing ``asked`` is said with though neither turn
    says them: "prefer" for a choice ("Coffee or tea?", ``_either``), "think" for a view ("How was
    Lisbon?", ``ranked_answer``), "turn" for an age to come ("How old is he?" - "7 in June",
    ``_how_old``; or after birthday wishes, ``birthday_answer``). The support check reads them as the
    question's."""
    m = _LAST_QUESTION.search(plain_question(asked))
    question = m.group("q").strip() if m else ""
    words = {
        word
        for word, pattern in (("prefer", _EITHER), ("think", _HOW_WAS), ("turn", _HOW_OLD))  # "4 next month"
        if pattern.search(question)
    }
    # "Any allergies?" - "Just shellfish": "only allergic" (``_condition_answer``).
    if _PLANS_ASKED.match(question) or _UP_TO_ASKED.match(question):
        words.add("going")  # "Any plans for the summer?" - "Portugal": "going to Portugal"
    condition = _condition_asked(_ANY_ASKED.search(question))
    if condition is not None:
        words |= {condition.split()[0], "only"}
    if _BIRTHDAY_WISHED.search(asked):
        # "happy birthday!!" - "30 eek": "I turned 30 on my birthday today".
        words |= {"turn", "today", "birthday"}
    return frozenset(words)


def ranked_answer(text: str, asked: str) -> str | None:
    """ "How was Lisbon?" - "honestly the best food city I've ever been to" → "I think Lisbon was the
    best food city I've ever been to": a ranking answering how a named thing was is the speaker's
    view of it (a bare "Amazing!" is a reaction, and is left to the episode)."""
    q = _HOW_WAS.search(asked.strip())
    m = _RANKED.match(text.strip().rstrip(".!"))
    if q is None or m is None or len(text.split()) > 14:
        return None
    be = (q.group("be") or "is").lower()
    thing = _as_mine(q.group("thing"))
    thing = thing[:1].lower() + thing[1:] if thing.split()[0] in ("The", "My") else thing
    rank = m.group("rank")
    return f"I think {thing} {be} {rank[:1].lower()}{rank[1:]}"


# "Any debts?" - "About $12,000 in student loans": what the speaker has, named after a question of any.
_ANY_ASKED = re.compile(
    # "got any pets?", "have you got any kids?": chat's "have" of having, too
    r"(?i)(?:^|(?<=[.!?]\s))(?:(?:and|so|also)\s+)?(?:(?:do\s+you\s+have|(?:have\s+you\s+|you\s+)?got)\s+(?P<any>any\s+)?|any\s+)"
    r"(?P<what>[a-z]+(?:\s+[a-z]+)?)"
    # "Any injuries I should know about?": what the asker needs to know of, the same question.
    r"(?:\s+(?:that\s+)?(?:I|we)\s+(?:should|need\s+to|ought\s+to)\s+know\s+(?:about|of))?\s*\?\s*$"
)
# "Just one, my college friend Sam": how many of what was asked, then which.
_COUNT_THEN_WHICH = re.compile(
    r"(?i)^(?:just|only)?\s*(?P<count>one|two|three|four|five)\s*,\s*"
    r"(?P<which>(?:my|our)\s+[^,;.!?]+|(?-i:[A-Z])\w+(?:\s+and\s+(?-i:[A-Z])\w+)?)\W*$"
)


_CONDITION_WHAT = re.compile(
    r"(?i)\bwhat\s+(?:are|were)\s+you\s+(?P<cond>allergic|intolerant)\s+to(?:\s+again)?\s*\?\s*$"
)


# What a bare answer of what one has opens with: a count or an amount ("Two cats", "About $12,000").
_NAMED_AMOUNT = re.compile(
    r"(?i)^(?:about|around|roughly|just|only|maybe|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"several|a few|a couple|lots|plenty|\$?\d)\b"
)


def any_answer(text: str, asked: str, *, named: bool = False) -> str | None:
    """ "Any debts?" - "About $12,000 in student loans at 5%" → "I have about $12,000 in student loans
    at 5%": a phrase without a verb that answers a question of having any says what the speaker has."""
    which = _CONDITION_WHAT.search(asked.strip())
    if which is not None:
        # "What are you allergic to again?" - "shellfish." → "I'm allergic to shellfish".
        return _condition_answer(text, f"{which.group('cond').lower()} to")
    q = _ANY_ASKED.search(asked.strip())
    if q is None or not (q.group("any") or q.group(0).lower().startswith("any") or _plural(q.group("what"))):
        return None  # "Do you have time?": no count of things; "Do you have pets?" is one
    condition = _condition_asked(q)
    if condition is not None:
        return _condition_answer(text, condition)
    if not _NAMED_AMOUNT.match(text):
        ailment = q.group("what").lower().split()[-1] in _AILMENTS
        return _named_kind(text, q.group("what")) if named or ailment else None
    if len(text.split()) < 2:
        return None
    if (counted := _COUNT_THEN_WHICH.match(text)) is not None and _plural(q.group("what")):
        # "Do you have roommates?" - "Just one, my college friend Sam" → "I have one roommate, ...".
        count, what = counted.group("count").lower(), q.group("what").lower()
        noun = all_lemmas(what.split()[-1]).get("NOUN", (what,))[0] if count == "one" else what
        return f"I have {count} {noun}, {counted.group('which')}"
    if re.search(r"(?i)\b(?:I|we|my|our|it|they|he|she|you|is|are|was|were|have|has|had|will|can)\b", text):
        return None  # a statement of its own ("Two of the kids have nut allergies"), not the thing
    if re.match(r"(?i)^(?:a\s+few|a\s+couple|some|several|lots|plenty|a\s+lot|\w+)\s*,", text):
        return None  # "A few, mostly pollen": a count of what the question named, said elliptically
    if _NONE_ANSWER.match(text.strip()) or asks(text):
        return None  # "No, no pets right now" (``none_answer``)
    return f"I have {text[:1].lower()}{text[1:]}"


# What one has that is said as what one is: "Any allergies?" - "Just shellfish" → "I'm only allergic
# to shellfish", not "I have just shellfish".
_CONDITIONS = {
    "allergies": "allergic to",
    "allergy": "allergic to",
    "intolerances": "intolerant to",
    "intolerance": "intolerant to",
}


# "Any injuries?" - "dodgy left knee": an ailment named is one the speaker has, between people too
# (where a bare phrase is more often a reaction, a question of ailments asks for one: ``any_answer``).
_AILMENTS = frozenset(["injuries", "injury", "conditions", "condition", "issues", "problems", "ailments"])


def _condition_asked(q: re.Match[str] | None) -> str | None:
    """What a question of any (``_ANY_ASKED``) asks the speaker to be ("allergic to"), or None."""
    return _CONDITIONS.get(q.group("what").lower().split()[-1]) if q else None


def _condition_answer(text: str, condition: str) -> str | None:
    """ "Shellfish", "Just shellfish", "Peanuts and cats" after a question of any allergies → "I'm
    (only) allergic to ..."; None when ``text`` names no such thing ("Not really", "Ouch")."""
    named = _things_named(text)
    return None if named is None else f"I'm {named[0]}{condition} {named[1]}"


def _plural(what: str) -> bool:
    """True when ``what`` ends on a plural noun ("pets", "college friends")."""
    last = what.split()[-1].lower()
    nouns = all_lemmas(last).get("NOUN", ())
    return bool(nouns) and nouns[0] != last


def _named_kind(text: str, what: str) -> str | None:
    """ "Any allergies?" - "Shellfish" (or "Yes, shellfish", whose yes is a clause of its own) →
    "My allergies: shellfish": a few words naming things, no verb, say which the speaker has; None
    for anything else ("Not really", "Nothing much", a statement)."""
    named = _things_named(text)
    return None if named is None else f"My {what.lower()}: {named[0]}{named[1]}"


def _things_named(text: str) -> tuple[str, str] | None:
    """``text`` as the things it names, (``"only "`` or ``""``, the things), when it is a few words
    naming things and no verb ("Just shellfish" → ("only ", "shellfish")); None otherwise."""
    # "Just shellfish": how far the answer goes, kept in its wording.
    only = re.match(r"(?i)(?:just|only)\s+(?=\S)", text)
    rest = text[only.end() :] if only else text
    words = rest.split()
    if not 1 <= len(words) <= 4 or asks(text):
        return None
    lowered = [w.strip(",.!").lower() for w in words]
    if any("'" in w or "’" in w or w in PRONOUNS for w in lowered):
        return None  # "That's cool", "I love cooking": a statement, not the things
    # "Rock climbing and chess": an activity's -ing names it; "I do" or "is great" says something.
    if any(
        w in AUXILIARIES | LINKING_VERBS
        or ("VERB" in all_lemmas(w) and "NOUN" not in all_lemmas(w) and not w.endswith("ing"))
        for w in lowered
    ):
        return None
    # ("bad back": the part of the body a phrase ends on is a noun, not the particle)
    if any(
        (w in FUNCTION_WORDS - {"and", "or", "of"} and not (k == len(lowered) - 1 and w in BODY_PARTS))
        or w in INTENSIFIERS
        or w in NOT_ANSWERS
        for k, w in enumerate(lowered)
    ):
        return None  # "Not really", "Just a few", "Nothing much": no thing named
    if not any("NOUN" in all_lemmas(w) or w[:1].isupper() for w in words):
        return None
    proper = not all_lemmas(words[0].lower())  # "Any pets?" - "Luna and Max": names keep their capital
    return ("only " if only else "", rest if proper else rest[:1].lower() + rest[1:])


# "When do you start?" - "In September": an answer that is only a time says when, of the question.
_WHEN_ASKED = re.compile(
    r"(?i)\bwhen(?:\s+(?P<aux>do|does|did|will|are|is)|['’]s)\s+"
    r"(?P<subj>you|he|she|(?:your|the)\s+[a-z]+(?:\s+[a-z]+)?)"
    r"(?:\s+(?P<what>[^?.!]+?))?\s*\?"
)


_FOR_DURATION = re.compile(r"(?i)for\s+(?P<d>.+)$")


_WEEKDAY_ANSWER = re.compile(
    rf"(?i)^{_DAY}(?:\s+(?:morning|afternoon|evening|night|at\s+\d{{1,2}}(?:[:.]\d\d)?\s*(?:am|pm)?))?$"
)
# "..., in Lake Como", "..., at 6am": where, or at what hour.
_WHERE_NAMED = re.compile(
    r"(?i)^(?:(?:in|at)\s+(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*)){0,3}|at\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm))$"
)


def weekday_alone(text: str) -> bool:
    """True when ``text`` is a day of the week and nothing more but its part or hour: "friday",
    "Saturday morning", "Friday at 6am"."""
    return _WEEKDAY_ANSWER.match(text.strip().rstrip(".!")) is not None


_COMMENT_AFTER = re.compile(
    rf"(?i),\s+(?:sadly|unfortunately|thankfully|luckily|hopefully|finally|ugh|yay|{'|'.join(sorted(CHAT_TAGS))})\W*$"
)


def _asked_when(q: re.Match[str]) -> tuple[str, str, str, str]:
    """(aux, whom, thing, what) of a question of when (``_WHEN_ASKED``): "When does your daughter
    start uni?" → ("does", "your", "daughter", "start uni"); "when does she start?" → ("does", "she",
    "", "start"). With "does" or "did", the verb is found after whom (``_whom_then_verb``); thing and
    what are "" when none is."""
    aux = (q.group("aux") or "is").lower()
    det, _, thing = q.group("subj").lower().partition(" ")
    what = (q.group("what") or "").strip()
    if aux in ("does", "did") and thing:
        thing, what = _whom_then_verb(f"{thing} {what}")
    return aux, det, thing, what


def _verb_echoed(text: str, aux: str, what: str) -> str:
    """``text`` past its opening verb when that is the verb the question of when asked (``what``
    opens on it), its subject dropped ("when does she start?" - "starts in October"): the time,
    which ``when_answer`` reads."""
    verb = what.split()[:1]
    head, _, rest = text.strip().partition(" ")
    if aux not in ("does", "did") or not verb or not rest:
        return text
    said = _verb_as(verb[0].lower(), "VBZ" if aux == "does" else "VBD")
    return rest if head.lower() == said else text


def _whom_then_verb(words: str) -> tuple[str, str]:
    """ "daughter start uni" → ("daughter", "start uni"): who is asked of, then the verb in its base
    form and what follows; ("", "") when no word after the first is such a verb."""
    split = words.split()
    for k, word in enumerate(split[1:], start=1):
        if all_lemmas(word.lower()).get("VERB", ("",))[0] == word.lower():
            return " ".join(split[:k]), " ".join(split[k:])
    return "", ""


def when_answer(text: str, asked: str) -> str | None:
    """ "When do you start?" - "In September" → "I start in September"; "When is your flight?" - "On
    Friday" → "My flight is on Friday": a bare time that answers a question of when."""
    q = _WHEN_ASKED.search(asked)
    # "June 12th, for three weeks": when, then how long, which goes with it; "September 14th, in
    # Lake Como", "friday, at 6am": and where or at what hour.
    # "monday, sadly": a comment on the time after it is no part of it.
    text = _COMMENT_AFTER.sub("", text.strip().rstrip(".!"))
    head, comma, tail = text.partition(",")
    lasting = (
        f" {tail.strip()}" if comma and (d := _FOR_DURATION.match(tail.strip())) and duration(d["d"]) else ""
    )
    lasting = lasting or (f", {tail.strip()}" if comma and _WHERE_NAMED.match(tail.strip()) else "")
    text = head if lasting else text
    aux, det, thing, what = _asked_when(q) if q is not None else ("", "", "", "")
    text = _verb_echoed(text, aux, what)
    dated = _bare_date(text)  # "March 14": the month keeps its capital
    if weekday_alone(text):
        # "friday", "Saturday morning", "Friday at 6am": a day of the week, said with its capital.
        day = text.strip().rstrip(".!")
        text, dated = day[:1].upper() + day[1:], True
    if q is None or not (TIME_ANSWER.match(text.strip()) or dated):
        return None
    when = (text.strip() if dated else f"{text.strip()[:1].lower()}{text.strip()[1:]}") + lasting
    if not names_a_time(when):
        return None  # "At the end": no time (whether there is one, not which, so any day will do)
    what = _as_mine(what)
    if det != "you":
        # "When does your daughter start?" - "in October" → "My daughter starts in October"; "when
        # does she start?" → "She starts in October" (whom "she" is, the rules say).
        if det in ("your", "the") and not thing:
            return None  # "When does your dog's vet?": no verb after whom
        owner = f"{'my' if det == 'your' else 'the'} {thing}" if thing else det.capitalize()
        if aux in ("does", "did") and what:
            return f"{owner} {_verb_as(what, 'VBZ' if aux == 'does' else 'VBD')} {when}"
        return f"{owner} {aux} {what} {when}".replace("  ", " ") if aux in ("is", "will") else None
    if not what:
        return None
    if aux == "did":
        return f"I {_in_past(what)} {when}"
    return {"do": f"I {what} {when}", "will": f"I will {what} {when}", "are": f"I'm {what} {when}"}.get(aux)


# "What time do you finish work?", "What time did you get in?": an hour asked of the speaker.
_WHAT_TIME = re.compile(_LEAD + r"what\s+time\s+(?P<aux>do|did)\s+you\s+(?P<what>[^?]+?)\s*\?$")
_WHAT_TIME_IS = re.compile(
    _LEAD + r"what\s+time(?:['’]s|\s+is)\s+your\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s*\?$"
)
# "5:30 usually, later on thursdays", "around 7", "6am, sometimes earlier": an hour, how often, more.
_CLOCK = re.compile(
    r"(?i)^(?P<pre>(?:usually|normally|around|about|like|by)\s+)?(?P<clock>\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|noon|midnight)"
    r"(?P<often>,?\s+(?:usually|normally|mostly|most\s+days))?(?P<rest>,\s+[^.!?]+)?$"
)


def clock_alone(text: str) -> bool:
    """True when ``text`` is an hour and how often or more after a comma, and nothing else: "like 2am
    lol", "5:30 usually, later on thursdays"."""
    return _clock(text) is not None


def _clock(text: str) -> re.Match[str] | None:
    """``text`` read as an hour answered (``_CLOCK``), a chat tag after it dropped."""
    return _CLOCK.match(_TAG_LAST.sub("", text.strip().rstrip(".!")))


def clock_answer(text: str, asked: str) -> str | None:
    """ "What time do you finish work?" - "5:30 usually, later on thursdays" → "I usually finish
    work at 5:30, later on thursdays": an hour that answers a question of what time; None otherwise."""
    q = _WHAT_TIME.match(_closing_question(asked))
    m = _clock(text)
    thing = _WHAT_TIME_IS.match(_closing_question(asked))
    if m is None:
        return None
    pre = (m.group("pre") or "").strip().lower()
    at = {"around": "around", "about": "about", "like": "about", "by": "by"}.get(pre, "at")
    if thing is not None:
        # "What time's your flight?" - "6am, so leaving at 3": when the thing is (what follows
        # from it is a clause of its own).
        return f"My {thing.group('thing').lower()} is {at} {m.group('clock')}"
    if q is None:
        return None
    often = (m.group("often") or "").strip(", ").lower() or (pre if pre in ("usually", "normally") else "")
    what = _as_mine(q.group("what"))
    verb = _in_past(what) if q.group("aux").lower() == "did" else what
    return " ".join(w for w in ("I", often, verb, at, m.group("clock")) if w) + (m.group("rest") or "")


# "When did that happen?", "When was this?": when what the speaker just told happened.
_HAPPENED_ASKED = re.compile(r"(?i)\bwhen\s+(?:did|was)\s+(?:that|this|it)(?:\s+happen)?\s*\?$")
_NEWS_OPENERS = re.compile(r"(?i)^(?:(?:guess what|so|well|omg|oh|and|yay|finally|big news|news)[,!:]?\s+)*")
_JUST = re.compile(r"(?i)\s+(?:just|finally|recently)\b")


def happened_answer(text: str, asked: str, own: str) -> str | None:
    """ "Guess what, I got promoted!" - "When did that happen?" - "Last Friday" → "I got promoted
    last Friday": a bare time dates what the speaker's last sentence before (``own``) said they
    did, when that sentence opens on "I" and a verb in the past and names no time of its own."""
    if _HAPPENED_ASKED.search(asked.strip()) is None or not TIME_ANSWER.match(text.strip()):
        return None
    when = f"{text.strip()[:1].lower()}{text.strip()[1:]}".rstrip(".!")
    last = last_sentence(own)
    said = _JUST.sub("", _NEWS_OPENERS.sub("", last)).rstrip(".!? ")
    words = said.split()
    if not names_a_time(when) or len(words) < 3 or words[0] != "I" or names_a_time(said):
        return None
    lemma = all_lemmas(words[1].lower()).get("VERB", ("",))[0]
    if not lemma or words[1].lower() not in inflection(lemma, "VBD"):
        return None  # "I'm moving to Leeds": no past to date
    return f"{said} {when}"


# "When?", "Where to?", "Which one?", "What breed?": a question with no verb of its own, asking after
# what the listener just said of themselves.
_FRAGMENT_ASKED = re.compile(
    _LEAD
    + r"(?:(?P<when>when)|(?P<where>where)(?:\s+(?P<prep>to|at))?|(?P<which>which\s+one|what\s+(?:kind|type|sort|"
    # "What kind of surgery?": the noun the answer says the kind of.
    r"breed|flavou?r|colou?r|make|model)(?:\s+of\s+(?P<noun>[a-z]+))?))\s*\?+$"
)
# "I just adopted a puppy", "We're moving next month": a statement of the speaker's own.
_OWN_STATEMENT = re.compile(r"^(?:I|I['’](?:m|ve)|[Ww]e|[Ww]e['’](?:re|ve)|[Mm]y|[Oo]ur)\s")


def fragment_asked(asked: str) -> bool:
    """True when the question closing ``asked`` is a fragment asking after what came before ("When?")."""
    return _FRAGMENT_ASKED.match(_closing_question(asked)) is not None


def completed_answer(text: str, asked: str, own: str) -> str | None:
    """The speaker's last statement before (``own``) completed by ``text``, the answer to a fragment
    question about it: "We're moving next month" - "Where to?" - "Lisbon, finally!" → "We're moving
    next month to Lisbon"; "My brother is getting married" - "When?" - "In June" → "... in June";
    "I'm learning a new language" - "Which one?" - "Japanese!" → "I'm learning a new language,
    Japanese". None when the question is no fragment, the statement is not the speaker's own, or the
    answer is more than a time, a place or a thing."""
    m = _FRAGMENT_ASKED.match(_closing_question(asked))
    said = _NEWS_OPENERS.sub("", last_sentence(own)).rstrip(".!? ") if m is not None else ""
    if m is None or len(said.split()) < 3 or not _OWN_STATEMENT.match(said) or "?" in last_sentence(own):
        return None
    head = text.strip().partition(",")[0].strip().rstrip(".!")
    if m.group("when"):
        when = f"{head[:1].lower()}{head[1:]}"
        if not TIME_ANSWER.match(head) or not names_a_time(when) or names_a_time(said):
            return None  # "In the morning"? a time of day; "last week" said already: no second time
        return f"{said} {when}"
    if m.group("where"):
        place = PLACE_ANSWER.match(head)
        if place is not None:
            prep = (place.group("prep") or m.group("prep") or "in").lower()
            return f"{said} {prep} {place.group('place')}"
        if m.group("prep") == "at" and _bare_phrase(head) and head.split()[0].lower() in ("a", "an", "the"):
            return f"{said} at {_inner(head)}"  # "Where at?" - "A small design agency"
        return None
    if m.group("noun"):
        return _kind_said(said, m.group("noun"), head)
    if not _bare_phrase(head):
        return None
    which = _which_named(said, head)
    if which is None and "," in said:
        # "I'm at a startup now, doing product" - "which one?" - "Plaid": the thing the statement's
        # first part ends on, and the rest after it.
        first, rest = said.split(",", 1)
        named = _which_named(first, head)
        which = f"{named},{rest}" if named is not None else None
    return which


def _which_named(said: str, head: str) -> str | None:
    """``said`` with ``head`` after the thing it ends on ("I got a new bike last week" - "Which
    one?" - "a Brompton" → "I got a new bike, a Brompton, last week"); None when it ends on none."""
    said, when = _time_cut(said)  # "I got a new bike last week": the bike, then when
    last = said.split()[-1].lower()
    if "NOUN" not in all_lemmas(last) or not re.search(r"\b(?:a|an|new)\s+(?:\S+\s+)?\S+$", said):
        return None  # "Which one?": the thing the statement ends on, named
    return f"{said}, {_inner(head)}{f', {when}' if when else ''}"


def _time_cut(said: str) -> tuple[str, str]:
    """``said`` and the time it ends on ("I got a new bike last week" → "I got a new bike", "last
    week"); ``said`` and "" when it ends on none."""
    words = said.split()
    for k in range(min(4, len(words) - 2), 0, -1):
        tail = " ".join(words[-k:])
        if names_a_time(tail) and TIME_ANSWER.match(tail):
            return " ".join(words[:-k]), tail
    return said, ""


def _kind_said(said: str, noun: str, kind: str) -> str | None:
    """``said`` with ``kind`` after its ``noun``, set off by commas: "My dad had surgery last week" -
    "What kind of surgery?" - "Knee replacement" → "My dad had surgery, knee replacement, last
    week"; None when ``said`` does not name the noun or ``kind`` is no bare phrase."""
    at = re.search(rf"(?i)\b{re.escape(noun)}\b", said)
    if at is None or not _bare_phrase(kind):
        return None
    rest = said[at.end() :]
    return f"{said[: at.end()]}, {_inner(kind)}{',' + rest if rest.strip() else ''}"


def _inner(phrase: str) -> str:
    """``phrase``, an answer, as it reads inside a sentence: a determiner, a hedge or a common noun
    before another word loses the capital the answer's start gave it ("A corgi", "Probably a
    beagle", "Knee replacement", "Golden retriever"); a name keeps it ("Japanese", "Piranesi",
    "Johns Hopkins")."""
    words = phrase.split()
    first = words[0].lower() if words else ""
    common = len(words) > 1 and bool(all_lemmas(first)) and not words[1][:1].isupper()
    return phrase[:1].lower() + phrase[1:] if first in _DETERMINERS | _HEDGES or common else phrase


def time_yes_answer(text: str, asked: str) -> str | None:
    """ "Are you visiting soon?" - "Hopefully in July" → "I'm visiting hopefully in July": a time, in
    place of a yes, says when what was asked is; what the time replaces ("soon") goes."""
    head = text.strip().partition(",")[0].strip().rstrip("!.")
    dated = find_dates(head, ANY_DAY)
    if not TIME_ANSWER.match(head) or not dated or not head.lower().endswith(dated[-1].text.lower()):
        return None  # "this weekend was crazy": a statement of its own, not a time alone
    yes = _said_yes(asked)
    if yes is None:
        return None
    return f"{_SOON_ASKED.sub('', yes)} {head[:1].lower()}{head[1:]}"


# "soon", "again": when the question asks, which the time answering it says.
_SOON_ASKED = re.compile(r"\s+(?:soon|sometime|anytime\s+soon|again)$")


def _bare_date(text: str) -> bool:
    """True when ``text`` is a month's day and nothing more: "March 14", "14 March" ("On Friday" is
    ``TIME_ANSWER``'s)."""
    said = text.strip().strip("!.").strip()
    if not said or not (said[:1].isdigit() or said.split()[0] in MONTHS):
        return False
    return any(m.text.strip() == said and m.granularity == "day" for m in find_dates(said, ANY_DAY))


# "Do you have any pets?" - "No, no pets right now": a "no" that answers a question of having.
_HAVE_ANY = re.compile(r"(?i)\b(?:do|did)\s+you\s+(?:have|own)\s+any\s+(?P<what>[a-z]+(?:\s+[a-z]+)?)\s*\?")
_NONE_ANSWER = re.compile(
    r"(?i)^(?:(?:no|nope|nah)\b[,.!]?\s*)?no\s+(?P<again>[a-z]+)\b\s*"
    r"(?P<when>right\s+now|at\s+the\s+moment|currently|yet|for\s+now|anymore)?\W*$"
)


def none_answer(text: str, asked: str) -> str | None:
    """ "Do you have any pets?" - "No, no pets right now" → "I don't have any pets right now": a no to
    a question of having that names the kind again says the speaker has none (a fact a later "I
    adopted a pup" changes). A bare "No" is left to the episode: its quote would not hold "pets"."""
    q = _HAVE_ANY.search(asked)
    a = _NONE_ANSWER.match(text.strip())
    if q is None or a is None:
        return None
    what = q.group("what").lower()
    if a.group("again").lower() != what.split()[-1]:
        return None  # "No, not dogs": an answer about another thing
    when = f" {a.group('when').lower()}" if a.group("when") else ""
    return f"I don't have any {what}{when}"


# "Are you still playing volleyball on Thursdays?" - "Not anymore": the question's doing, ended.
# Chat drops the "are you": "still at Deloitte?", "Still playing tennis?" (a question opening on it).
_STILL_ASKED = re.compile(
    # "you still with Jamie?": chat drops the "are" as it drops the "are you".
    # "and you're still in Bristol?": a statement asked, its "are" said after the "you".
    r"(?i)(?:\b(?P<aux>are|do)\s+you\s+|(?:^|(?<=[.!?])\s+)(?:so\s+|and\s+)?(?:you(?:['’]re)?\s+)?(?=still\b))"
    r"still\s+(?P<rest>[a-z][^?]*?)\s*\?"
    # "are you not at the vet clinic anymore?" - "nope!": the no agrees, it ended.
    r"|\b(?P<aux2>are|do)(?:n['’]t\s+you|\s+you\s+not)\s+(?P<rest2>[a-z][^?]*?)\s+any\s?more\s*\?"
)


# "Do you live alone?", "Did you go by yourself?": whether anyone is with the speaker.
_ALONE_ASKED = re.compile(
    r"(?i)\b(?P<aux>do|did)\s+you\s+(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s+(?:alone|by\s+yourself|on\s+your\s+own)\s*\?"
)
_WITH_WHOM = re.compile(r"(?i)^with\s+(?P<whom>(?:my|our|a|an|some|two|three|[A-Z])[^,.!?;]*?)\W*$")


def with_whom_answer(text: str, asked: str) -> str | None:
    """ "Do you live alone?" - "No, with my college roommate Jess" → "I live with my college
    roommate Jess": whom the speaker does it with, after the no (``rules.clauses`` parts them)."""
    q = _ALONE_ASKED.search(asked)
    m = _WITH_WHOM.match(text.strip())
    if q is None or m is None or (q.group("verb").lower() in MOTION_VERBS and not q.group("rest").strip()):
        return None  # "Did you go by yourself?": went where, the question does not say
    what = f"{q.group('verb')}{_as_mine(q.group('rest'))} with {m.group('whom')}"
    return f"I {_in_past(what)}" if q.group("aux").lower() == "did" else f"I {what}"


# "Who proposed?", "who organised it?": who did a past deed, the question asks; "I did" says the speaker.
_WHO_DID = re.compile(_LEAD + r"who\s+(?P<verb>[a-z]+)(?P<rest>[^?]*?)\s*\?$")
_ME = re.compile(rf"(?i)^{ME}\b[\s,!.]*(?P<more>.*)$")


def who_did_answer(text: str, asked: str) -> str | None:
    """ "Who proposed?" - "I did, on the beach in Cornwall" → "I proposed on the beach in
    Cornwall": the speaker did the deed the question names, with where or when said after; None
    for any other question or answer."""
    q = _WHO_DID.match(last_sentence(asked).strip())
    m = _ME.match(text.strip())
    if q is None or m is None or not finite_form(q.group("verb").lower()):
        return None
    more = m.group("more").strip(" .!")
    where = f" {more}" if more.split()[:1] and more.split()[0].lower() in PREPOSITIONS else ""
    return f"I {q.group('verb').lower()}{_as_mine(q.group('rest'))}{where}"


def no_answer(text: str, asked: str) -> str | None:
    """ "Did you get the job?" - "Nope" → "I didn't get the job", "Do you eat meat?" - "No" → "I don't
    eat meat": a bare no to whether the speaker did, does or has done something says they did not (a
    question of "still" is ``not_anymore_answer``'s); None for any other question
    (``_asked_of_speaker``)."""
    not_yet = _NOT_YET.match(text) is not None
    asked_of = _asked_of_speaker(asked) if BARE_NO.match(text.strip()) or not_yet else None
    if asked_of is None or _STILL_ASKED.search(asked) or asked_of[0] not in _DID_NOT:
        return None
    aux, what = asked_of
    if not_yet:
        # "Have you found a place?" - "not yet": not so far ("Did you book?" - "not yet" is left).
        done = re.sub(r"(?i)\s+yet$", "", what)  # "have you tried it yet?": one "yet"
        return f"I haven't {_as_mine(done)} yet" if aux == "have" else None
    if re.search(r"(?i)\b(?:alone|by\s+yourself|on\s+your\s+own)$", what) or _with_yours(what):
        return None  # "Did you go to Japan alone?" - "No, with my sister" says with whom
    return f"I {_DID_NOT[aux]} {_as_mine(what)}"


# "not yet", "nope not yet": a no to "have you ...?" that says not so far (``no_answer``).
_NOT_YET = re.compile(r"(?i)^\W*(?:(?:no|nope|nah)\W+)?not\s+yet\W*$")

# "Did you ...?", "Do you ...?", "Have you ...?" answered no: what the speaker did not, does not, has not.
# "Would you recommend it?" - "No": "I don't recommend it".
_DID_NOT = {"did": "didn't", "do": "don't", "have": "haven't", "would": "don't"}


def not_anymore_answer(text: str, asked: str) -> str | None:
    """ "Are you still playing volleyball on Thursdays?" - "Not anymore" → "I'm not playing volleyball
    on Thursdays anymore": a no to a question of "still" says what ended, an ending the reconciler
    reads (``slots.find_cessation``)."""
    q = _STILL_ASKED.search(asked)
    no = BARE_NO.match(text.strip()) is not None
    # "Do you still play tennis?" - "I quit last year", "gave it up": a no, said as the ending.
    quit_ = None if no else ended_alone(text)
    if q is None or not (no or quit_):
        return None
    rest = _as_mine(q.group("rest") or q.group("rest2"))
    aux = (q.group("aux") or q.group("aux2") or "are").lower()
    if quit_ is None:
        return f"I'm not {rest} anymore" if aux == "are" else f"I don't {rest} anymore"
    if re.match(r"(?i)(?:at|with|working|employed)\b", q.group("rest") or ""):
        return None  # "Still working at Acme?" - "I quit last month": leaving it (``rules._left_asked``)
    return _quit_doing(quit_, rest, aux)


def ended_alone(text: str) -> re.Match[str] | None:
    """``text`` read as an ending with no object of its own, and a time if any ("I quit last year",
    "gave it up tbh, no time"; ``lexicon.QUIT_ALONE``); None otherwise ("I quit smoking")."""
    m = QUIT_ALONE.match(text.strip().rstrip(".!"))
    return m if m is not None and (not m.group("when") or names_a_time(m.group("when"))) else None


def _quit_doing(quit_: re.Match[str], rest: str, aux: str) -> str:
    """ "Do you still play tennis?" - "I quit last year" → "I quit playing tennis last year": the
    ending said with the doing the question names, and when (``slots.find_cessation`` reads it)."""
    verb = re.sub(r"(?i)\s+(?:it|that)\s+up$", " up", quit_.group("verb")).lower()
    first, _, more = rest.partition(" ")
    if aux != "are" and "VERB" in all_lemmas(first.lower()):
        first = inflection(first.lower(), "VBG")[0]  # "play tennis": "playing tennis"
    return f"I {verb} {first}{' ' + more if more else ''}{quit_.group('when') or ''}"
