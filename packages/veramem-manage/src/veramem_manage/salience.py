"""Whether a clause holds something a careful person would keep, and which part of it does.

A person keeps durable facts about people (who they are, whom they know, where they live and work,
what they own, do, plan, like, and what happened to them when); not the mood of the moment ("I'm so
thankful"), a judgement ("Family is everything", "That was amazing"), a reply to the listener ("Your
support means a lot", "I'll do my best") or a remark about no one ("Music brings us together").

The tests read a clause's structure: its subject, its first verb, and whether anything after the
verb names a thing. The word lists come from ``lexicon``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .claims import NUMBER_WORDS
from .dates import names_a_time, opens_on_a_time
from .lexicon import (
    ABBREVIATION_END,
    ACTIVITY_PREPOSITIONS,
    AGE_RANKS,
    ANIMALS,
    ANNOUNCED_NOUNS,
    APPRAISALS,
    ASPECT_NOUNS,
    ATTITUDES,
    AUXILIARIES,
    BODY_PARTS,
    CHAT_TAGS,
    COURSE_VERBS,
    DETERMINERS,
    DISPOSITIONS,
    DONE_TO,
    EAGERNESS,
    ELATION,
    EMOTIONS,
    EVALUATIONS,
    FELT_NOUNS,
    FEMININE,
    FRAME_VERBS,
    FUNCTION_WORDS,
    GERUND_COMPOUNDS,
    HABIT_VERBS,
    HEDGE_VERBS,
    HOME_PREPOSITIONS,
    IMPERATIVES,
    INTENSIFIERS,
    IS_AFTER_S,
    JOB_TITLE,
    JUDGEMENT_NOUNS,
    LEADING_ADVERBS,
    LIFE_DOINGS,
    LIGHT_VERBS,
    LIKED_IT_THERE,
    LINKING_VERBS,
    MASCULINE,
    MONTH_NAMES,
    MOTION_VERBS,
    NAMED_APPOSITIVE,
    OBJECT_STARTS,
    ONE_PERSON,
    ONLOOKING_VERBS,
    OPINIONS,
    OWN_CARERS,
    OWN_ROLES,
    PARTNERED,
    PERCEPTION_GERUNDS,
    PERSON_STATES,
    PERSON_WORDS,
    PHOTO_ACTS,
    PHOTO_NOUNS,
    PHOTO_QUANTITIES,
    POINTING_WORDS,
    PREPOSITIONS,
    PRONOUNS,
    REACTION_VERBS,
    SCHEDULED,
    SPEAKER_VERBS,
    STATES_NOT_REACTIONS,
    STATUSES,
    STEPS_AHEAD,
    STRESSED_VERBS,
    SUBJECT_PRONOUNS,
    SUPERLATIVE,
    SUPERLATIVES,
    TAKING_UP,
    TIME_NOUNS,
    TIME_OPENERS,
    UNDER_WAY_NEXT,
    UNGENDERED_PEOPLE,
    VAGUE_NOUNS,
    WEEKDAY_NAMES,
    WHEN_AFTER_EVENT,
    WHEN_WORDS,
    alt,
)
from .morphology import all_lemmas, finite_form, gerund_form, inflection, is_after_s, past_as_base
from .slots import find_cessation
from .standalone import FIRST_PERSON, ends_on_pronoun, evaluative, implied_subject, name_first, negated_gerund
from .wording import HABITUAL

_WORD = re.compile(r"[A-Za-z][A-Za-z-]*|\d[\d.,:/%]*")
_SKIP = (
    FUNCTION_WORDS
    | LIGHT_VERBS
    | PRONOUNS
    | INTENSIFIERS
    | EMOTIONS
    | EVALUATIONS
    | VAGUE_NOUNS
    | FRAME_VERBS
    | CHAT_TAGS  # "which is honestly killing me lol": a tag names nothing
)
# Where a clause splits into a statement and a comment on it: a dash, or ", and it was ..." (", plus
# it's fulfilling").
_SEGMENT_BREAK = re.compile(
    r"\s+[-–—]+\s+|(?<=\w)-\s+|\s*--\s*|\s*[–—]\s*|,\s+(?=(?:here|there)(?:'s|’s|\s+is|\s+are)\b)|,?\s+(?:(?:and|but)\s+)?(?:and|but|so|plus)\s+(?=(?:it|that|this|they|it's|that's)\b)"
    # "Just got back from a road trip yesterday, it was fun": a comma splice that comments.
    # ("..., she's unreal": a person judged, as a thing is.)
    # "got back on Sunday, Lisbon was amazing": a name judged so, too.
    r"|,\s+(?=(?:it|that|this|he|she|[A-Z][a-z]+)(?:'s|’s|\s+was|\s+is)\s+(?:so\s+|really\s+|just\s+|super\s+)*"
    + rf"(?:{'|'.join(sorted(EVALUATIONS, key=len, reverse=True))})\b)"
    # "I've sunk tons of time into the studio, and look at my students": the listener is shown.
    r"|,\s+and\s+(?=(?:look|check\s+out)\b)"
    # "I've talked to some big names, which looks promising": a comment on what was said.
    r"|,\s+(?=which\s+(?:is|was|looks|looked|sounds|seems|feels|felt|makes|made)\b)"
    # "My pals were running around as it was so awesome": a reason that only judges.
    r"|,?\s+(?:as|because|since|cause|'cause)\s+(?=(?:it|that|this)(?:'s|\s+(?:was|is))\s+(?:so\s+|really\s+|just\s+)*"
    + rf"(?:{'|'.join(sorted(EVALUATIONS, key=len, reverse=True))})\b)"
    # "I love being around friends and having such a great time": a good time, added on.
    r"|,?\s+and\s+(?=having\s+(?:(?:such|so|much|lots|of|a|an|really)\s+)*(?:great|good|fun|blast|wonderful|"
    r"amazing|awesome|lovely|fantastic)\b)"
)
# A later segment about "it", "they" or "which": a comment on the statement before ("We had a great
# time last weekend - they really enjoyed it"), which the memory does without.
_COMMENT_SUBJECT = re.compile(
    r"(?i)^(?:(?:and|but|so)\s+)?(?:it|it's|that|that's|this|they|they're|which|these|those)\b"
)
# A feeling or a verdict alone, tagged on after a comma; not a state said of what came before
# ("moved to Leeds, alone", "got a sofa, free"). One word only: "..., so proud" and "..., absolutely
# gorgeous" say more, and stay.
# Fear, of something named a fact ("I'm terrified of spiders", ``_judgement``), alone a reaction.
_FEARFUL = frozenset({"scared", "afraid", "frightened", "terrified", "petrified"})
_REACTIONS = (EMOTIONS | EVALUATIONS | _FEARFUL) - STATES_NOT_REACTIONS
# Chat's tags, as a regex alternation: "..., rent is insane tho".
_TAGS = "|".join(sorted(CHAT_TAGS))
# "..., loves it so far", "..., loving it": how the one who did it takes what the clause said (also
# ``rules._APPRAISED_AFTER``, for a reply about someone else).
APPRAISED_IT = (
    r"(?:(?:really|totally|absolutely)\s+)?(?:loves?|loving|enjoys?|enjoying|hates?|hating)\s+it"
    r"(?:\s+(?:so\s+far|there|a\s+lot|already))?\W*$"
)
# "I made some peach cobbler, it was great", "I love fantasy movies, they're a great escape", "...,
# such an inspiration", "..., thanks for the info": a comment after a comma, cut from a kept statement.
_COMMA_COMMENT = re.compile(
    r",\s+(?=(?:(?:it|that|they|these|those)(?:'s|’s|'re|’re|\s+(?:is|was|are|were|makes|made|keeps|"
    r"kept|helps|reminds|gives|brings|looks|sounds|seems|feels))|such\s+an?|thanks"
    r"|take\s+a\s+look|have\s+a\s+look|check\s+(?:it|this|them)\s+out"  # "..., take a look!"
    r"|(?:zero|no)\s+regrets\b"  # "..., zero regrets": how the speaker takes it
    # "I'm a barista now, pays the bills": what it does for the speaker, its "it" dropped.
    r"|(?:pays\s+(?:the\s+bills|well|ok|okay|alright|decent)|keeps\s+(?:me|us)\s+(?:busy|sane|going|on\s+(?:my|our)\s+toes)"
    r"|beats\s+\w+ing|works\s+for\s+(?:me|us))\b"
    # "we went to Rome in March, me and Ana loved it": how it was taken, by whom it was done.
    r"|(?:(?:we|I|me\s+and\s+[A-Z][a-z]+|[A-Z][a-z]+\s+and\s+I)\s+)?(?:(?:really|totally|absolutely)\s+)?"
    r"(?:loved|enjoyed|hated)\s+(?:it|every\s+(?:minute|second)(?:\s+of\s+it)?)\W*$"
    # "she just started at a new firm, loves it so far": how the one who did it takes it.
    rf"|{APPRAISED_IT}"
    # "I moved to a new flat last week, still getting used to it": how the speaker is taking it.
    r"|(?:still\s+)?(?:getting\s+used\s+to|adjusting\s+to|settling\s+in)\b"
    # "got $4,500 for it, not bad", "date night every thursday, no excuses": a verdict tagged on.
    r"|(?:not\s+(?:bad|too\s+bad)|no\s+excuses|no\s+contest|(?:so\s+|totally\s+)?worth\s+it)\W*$"
    # "..., wish me luck", "..., send help"
    r"|wish\s+(?:me|us)\s+luck|fingers\s+crossed|send\s+help|pray\s+for\s+(?:me|us)|(?:I\s+)?can['’]?t\s+wait\b"
    r"|(?:I\s+)?(?:still\s+)?can['’]?t\s+believe\s+it\b"  # "my daughter starts school in May, can't believe it"
    # "My son is allergic to peanuts, so no peanut butter please": a request for now, after the fact.
    r"|(?:so\s+)?(?:no|please)\b[^,.!?]*?\bplease\W*$|please\s+(?:don['’]?t|avoid|no|keep|make|use|remember)\b"
    r"|so\s+no\s+[^,.!?]*$"  # "Tore my ACL in 2021, so no jumping exercises": what it rules out now
    # "I'm at a startup now, way more fun": a comparison judged after it.
    r"|(?:way|so|much)\s+(?:more|less)\s+(?:fun|boring|relaxed|stressful|chill)\b|(?:way|so|much)\s+(?:better|worse)\b"
    # "Went to Baan Thai last summer, best pad see ew I've ever had": a superlative judged after it.
    rf"|(?:the\s+)?{SUPERLATIVE}\s"
    r"|(?:sounds|looks|seems)\s+(?:like|so|really|pretty|great|amazing|awesome|fun)"  # "..., sounds like fun"
    # "I went to Lisbon last week, so beautiful": the verdict alone, its "it was" dropped.
    rf"|so\s+(?:so\s+)?(?:much\s+fun|{'|'.join(sorted(EVALUATIONS))})\W*$"
    # "I love sci-fi movies, the effects are so cool": a thing of it judged, an intensifier says so.
    r"|the\s+\w+(?:\s+\w+)?\s+(?:is|are|was|were)\s+(?:so|really|super|pretty|very|totally|absolutely|just))\b"
    # "Spent a week there with my sister, the food was unreal": a thing of it judged, alone ("...,
    # headaches are brutal", "..., rent is insane tho").
    rf"|(?:the\s+)?\w+(?:\s+\w+)?\s+(?:is|are|was|were)\s+(?:{'|'.join(sorted(EVALUATIONS))})(?:\s+(?:{_TAGS}))?\W*$)"
    # "started on antidepressants last month, feeling a bit better": how the speaker feels since.
    r"|,\s+(?=(?:(?:already|now|and)\s+)?feeling\s+(?:(?:a\s+(?:bit|lot|little)|much|so\s+much|way|loads)\s+)?"
    rf"(?:better|worse|good|great|rough|awful|rubbish|fine|ok|okay)(?:\s+(?:{_TAGS}|now|already))*\W*$)"
    # "got my booster today, arm is killing me": how it feels since, of the moment too.
    rf"|,\s+(?=(?:my\s+)?(?:{'|'.join(sorted(BODY_PARTS))})(?:['’]s|\s+is|\s+are)\s+(?:(?:so|really|super|a\s+bit)\s+)?"
    r"(?:killing\s+me|sore|aching|throbbing)\b[^,.!?]*$)"
    # "nan had a fall last night, she's ok though": how they are since, a reassurance of the moment.
    r"|,\s+(?=(?:but\s+)?(?:he|she|they)(?:['’]s|['’]re|\s+is|\s+are)\s+(?:(?:all|totally|completely)\s+)?"
    rf"(?:ok|okay|fine|alright|all\s+right|doing\s+(?:ok|okay|fine|well|better))(?:\s+(?:{_TAGS}))?\W*$)"
    # "we split up, been a rough month": how the time since has been, its "it's" dropped.
    r"|,\s+(?=(?:it['’]s\s+|it\s+has\s+)?been\s+(?:a|an|such\s+a)\s+(?:[a-z]+\s+)?(?:day|week|month|year|few\s+[a-z]+)\W*$)"
    # "my sister's moving to Canada, gutted", "got the promotion, buzzing": how the speaker takes it,
    # one word closing the message; hedged ("lost my job, kinda in shock tbh") all the same.
    r"|,\s+(?=(?:(?:kinda|kind\s+of|sorta|sort\s+of|a\s+bit|a\s+little|bit|still)\s+)?"
    rf"(?:in\s+shock|{'|'.join(sorted(_REACTIONS))})(?:\s+(?:{_TAGS}))?\W*$)"
    # "my commute went from 2 hrs to 15 min so worth it": the verdict without its comma; "I'm
    # left-handed if that matters for the desk": whether it matters, the listener's to say.
    r"|\s+(?=so\s+worth\s+it\W*$)|,?\s+(?=if\s+(?:that|it)\s+(?:matters|helps)\b)"
)
# Praise for the listener: "I'm so proud of you for ...", "I admire you".
_COMPLIMENT = re.compile(
    r"(?i)\b(?:proud of|impressed (?:by|with)|admire|in awe of|happy for|inspired by)\s+(?:you|ya)\b"
)
# ... unless it is for something done that the praise names: "proud of you for finishing the
# marathon" says what the listener did ("for being your true self" does not).
_PRAISED_FOR_A_THING = re.compile(
    r"(?i)\bfor\s+\w+ing\s+(?:the|a|an|your|that|this)\s+(?!(?:true|own|best)\b|self\b)\w+"
)
# The speaker's stance towards the listener or what is theirs: "I appreciate having you in my
# corner", "I believe in your power to make a difference", "I love your turtles so much", "I'm so
# impressed by your commitment", "Knowing you've got my back keeps me going": a reply, not a fact.
_STANCE_TO_LISTENER = re.compile(
    r"(?i)^(?:(?:and|but|so|also|plus|honestly|really),?\s+)?"
    r"(?:(?:(?:I|we)(?:'m|’m|'re|’re|'ve|’ve|'d|’d|\s+am|\s+are|\s+have|\s+do|\s+would)?\s+)?"
    r"(?:(?:really|truly|so|just|also|totally|still|always|definitely|all|sure|very|super)\s+)*"
    r"(?:love(?!\s+to\b)|loving|loved|miss|missed|appreciate|appreciated|value|admire|believe\s+in|have\s+faith\s+in|"
    r"adore|impressed\s+(?:by|with)|amazed\s+by|(?:lucky|blessed|grateful|thankful)\s+(?:to\s+have|for)|"
    r"(?:100%|totally|fully|all)\s+behind|remember|recall|love\s+to\s+(?:join|take|try|hear|meet|see)|"
    r"keen\s+to\s+try|need\s+more\s+people\s+like|wish\s+I\s+(?:had|could\s+have)\s+known)"
    r"|(?:knowing|having)\s+(?:that\s+)?(?=(?:you|your)\b))"
    r"(?=.*\b(?:you|your|ya)\b)"
)
# "I'll cherish that little guy with all my heart", "I'll treasure it forever": a feeling promised for
# what the listener gave or showed, no fact ("I'll always remember my trip to Oslo" names it).
_TREASURED = re.compile(
    r"(?i)(?:['’]ll|\bwill)\s+(?:(?:always|forever|definitely|totally|really|so)\s+)*"
    r"(?:cherish|treasure|appreciate|value|remember|love|keep|hold)\s+(?:this|that|these|those|it|them)\b"
)
# "Instagram can help you reach a younger crowd", "Your stories can be so inspiring", "With your
# drive, your studio will be a huge success": the listener, and what may be, with the speaker nowhere
# in it: advice, encouragement or a prediction, not a fact (a date makes it a plan: "You'll be in
# Paris on Friday").
# "My advice: stay passionate and focused", "My tip is to start small": advice to the listener.
_MY_ADVICE = re.compile(
    r"(?i)^(?:(?:so|and|but|well),?\s+)?my\s+(?:best\s+)?(?:advice|tips?|suggestions?)\s*(?::|is|would\s+be)"
)
_ABOUT_YOU = re.compile(r"(?i)\b(?:you|your|yours|yourself)\b")
_MAY_BE = re.compile(r"(?i)\b(?:can|could|will|would|might|may|should|must|gonna)\b|['’]ll\b|['’]d\b")
# A subject that is the listener's doing: "The photo you shared", "What you did".
_YOURS_JUDGED = re.compile(r"(?i)^(?:the|that|this|what)\s+(?:\w+\s+){0,2}(?:you|ya)\s+\w+")
_LISTENER_SUBJECT = re.compile(
    r"(?i)^(?:(?:and|but|so|also|plus|then)\s+)?(?:you|your|you're|you've|you'll|you'd)\b"
)


# A habit its verb names alone: "I'm not drinking at the moment" (which a quitting ends: lexicon's).
_HABITS = HABIT_VERBS | {"drink"}


def _content_word(word: str, lower: str, prev: str, verb_seen: bool) -> tuple[bool, bool]:
    """(is content, is the clause's verb) for one word in context."""
    if lower[0].isdigit() or (word[0].isupper() and lower != "i" and prev != ""):
        return True, False
    lemmas = all_lemmas(lower)
    if not lemmas:
        return True, False  # a word the lexicon does not know is a name or a thing ("pic", "Zumba")
    if lower.endswith("ing") and "VERB" in lemmas and prev in ACTIVITY_PREPOSITIONS:
        return True, False
    if prev in ("a", "an") and re.fullmatch(JOB_TITLE, lower):
        return True, False  # "I'm a nurse": after "a", a job, though "nurse" is also a verb
    if prev in ("move", "moved", "moving") and lower in ("house", "home"):
        return True, False  # "I moved house": a move of home, though "house" is also a verb
    # ("afraid of dogs": after "of", a noun, though "dogs" is also a verb)
    if not verb_seen and ("VERB" in lemmas or "AUX" in lemmas) and not (prev == "of" and "NOUN" in lemmas):
        return False, True
    if "NOUN" in lemmas or "ADJ" in lemmas or "PROPN" in lemmas:
        return True, False
    return False, "VERB" in lemmas


# "My dogs mean the world to me", "Our garden means a lot to us": what the speaker holds dear is
# named before the verb ("dogs" is no verb here), and what follows says how dear.
_DEAR_TO_ME = re.compile(
    r"(?i)^(?:my|our)\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:really\s+|truly\s+)?(?:mean|means|meant)\s+"
    r"(?:the\s+world|a\s+lot|so\s+much|everything|a\s+ton)\s+to\s+(?:me|us)\b"
)

# "Camping is just not for me", "Big cities are not really for me": a taste, what it is of named first.
_FOR_ME = re.compile(
    r"(?i)^(?!(?:it|this|that|these|those|they)\b)[\w'’-]+(?:\s+[\w'’-]+){0,3}\s+(?:is|are)\s+"
    r"(?:(?:just|really|so|definitely|totally|honestly)\s+)?(?:not\s+)?(?:really\s+)?for\s+me\b"
)


_HAVING = frozenset(["have", "has", "had"])
# Adverbs that say how or where the speaker lives or works, content as a noun would be.
_HOW_ONE_LIVES = frozenset(
    [
        "everywhere",
        "remotely",
        "abroad",
        "overseas",
        "outdoors",
        "barefoot",
        "vegan",
        "vegetarian",
        "daily",
        "weekly",
    ]
)
# "I have a garden", "I have a bad knee": what is had, past one adjective.
_HAD_A = re.compile(r"(?i)\b(?:have|has|['’]ve\s+got|got)\s+an?\s+(?:(?P<adj>[a-z-]+)\s+)?$")
_HAD_NEXT = re.compile(r"\s+(?:(?P<none>any|no)|an?)\b")


def _body_part_had(segment: str, m: re.Match[str], word: str) -> bool:
    """True when ``word`` ends ``segment`` as a noun had after an adjective ("I have a bad back",
    "I've got a dodgy back"), though the word is an adverb too; not "I have a lot more"."""
    before = _HAD_A.search(segment, 0, m.start())
    return (
        before is not None
        and before.group("adj") is not None
        and "NOUN" in all_lemmas(word)
        and word not in VAGUE_NOUNS
        and "ADJ" in (pos := all_lemmas(before.group("adj").lower()))
        and not {"NOUN", "VERB"} & set(pos)
        and _WORD.search(segment, m.end()) is None
    )


def _had_next(segment: str, start: int, end: int) -> bool:
    """True when "have" at ``start``:``end`` has what is had after it: "any", "no", or after a
    negation "a" ("I don't have a dog"; "I have a great walk" is left as it was judged)."""
    m = _HAD_NEXT.match(segment, end)
    return m is not None and (
        m.group("none") is not None or _NEGATED_HABIT.search(segment, max(0, start - 12), start) is not None
    )


# "Doing kickboxing", "went swimming": a gerund after these names an activity, not a verb in progress.
_DOING = frozenset(["do", "does", "did", "doing", "done", "go", "goes", "went", "going", "gone"])


# "Dancing has kept me going", "Yoga has helped me through it": an activity of the speaker's, and
# what it did for them.
_DOING_FOR_ME = re.compile(
    r"(?i)^(?P<ger>[a-z]+ing)\s+(?:(?:has|have|had|really|always|also|definitely)\s+)+"
    r"(?:kept|helped|made|got|taught|given|brought)\s+(?:me|us)\b"
)


# "my knee's been bad", "my lower back hurts": the speaker's body, whose state is their health.
_MY_BODY = re.compile(
    rf"(?i)^(?:my|our)\s+(?:(?:left|right|bad|lower|upper)\s+)?(?:{'|'.join(sorted(BODY_PARTS))})"
    # A lasting state or a pain, not one of the moment ("my hands are cold").
    r"(?:['’]s\s+been|\s+(?:has|have)\s+been|\s+(?:still\s+)?(?:hurts?|hurt|aches?|ached|gave\s+out|keeps?|"
    r"(?:is|are|was|were)\s+(?:still\s+)?(?:killing|acting\s+up|bothering|injured|broken|sprained)))\b"
)


def _named_by_shape(segment: str) -> bool:
    """True when the shape of ``segment`` says what it is about, though no word past its verb is a
    thing: what is dear to the speaker, a taste, a skill or a doing liked, what an activity did, how
    a part of the speaker's body is."""
    if _DEAR_TO_ME.match(segment) or _FOR_ME.match(segment) or LIKED_IT_THERE.search(segment):
        return True
    if _MY_BODY.match(segment.strip()):
        return True
    taken_up = _TAKEN_UP.search(segment)
    if taken_up and _a_doing(taken_up.group("verb").lower()):
        return True  # "I'm learning to bake", "I love to knit": the doing is what is named
    doing = _DOING_FOR_ME.match(segment)
    # "Dancing has kept me going": what the activity did for the speaker
    return bool(
        doing and doing.group("ger").lower() not in PERCEPTION_GERUNDS and not _ABOUT_YOU.search(segment)
    )


def _doing_named(lower: str, prev: str) -> bool:
    """True when ``lower``, after ``prev``, names an activity: "I'm doing kickboxing", "We went
    hiking", "I started dating again", "I quit smoking" (not "I'll start thinking"), or a season of
    life ("I'm freelancing now")."""
    if lower in LIFE_DOINGS and prev in ("m", "re", "am", "are", "been", "now", "still"):
        return True
    if not lower.endswith("ing"):
        return False
    return (prev in _DOING and lower not in _ING_PRONOUNS | _DOING) or (prev in TAKING_UP and _a_doing(lower))


def _of_the_body(lower: str, prev: str, verb_seen: bool) -> bool:
    """True when ``lower`` names how a part of the body is: "my back pain" (a noun after the part)
    or "my knee" as the subject ("my knee is playing up again")."""
    return (prev in BODY_PARTS and "NOUN" in all_lemmas(lower)) or (
        prev == "my" and lower in BODY_PARTS and not verb_seen
    )


# "my interview is tomorrow": an event on the speaker's calendar, though "interview" is a verb too.
_EVENT_OF_MINE = re.compile(rf"(?i)^(?:my|our)\s+(?:{SCHEDULED})\b")


def contentless(segment: str) -> bool:
    """True when nothing in ``segment`` past its verb names a thing, place, person, time or quantity:
    "I totally agree", "I'll keep going", "I'm super thankful"."""
    # "I'm seeing someone": with whom unnamed, being with someone is the fact.
    if (
        _named_by_shape(segment)
        or PARTNERED.search(segment)
        or _befell_own_thing(segment)
        or _being_doing(segment)
        or _EVENT_OF_MINE.match(segment)
    ):
        return False
    verb_seen = False
    acted = False  # a verb of its own seen, not a light or framing one ("hiked", not "keep")
    prev = ""
    for m in _WORD.finditer(segment):
        word = m.group(0)
        lower = word.lower()
        # "we hiked every day", "I swim daily": a habit names what is done, how often; "moved there in
        # the summer": the place a going names, which the clause's "there" takes up (resolved after,
        # or the clause is left to the episode).
        if (acted and lower in _HOW_OFTEN_WORDS and not segment[m.end() :].startswith(" time")) or (
            lower == "there" and prev in MOTION_VERBS
        ):
            return False
        if lower in _SKIP and _body_part_had(segment, m, lower):
            return False  # "I have a bad back": the part had, though "back" reads as an adverb too
        if lower in _SKIP and not lower[0].isdigit():
            verb_seen = verb_seen or lower in FRAME_VERBS or lower in LIGHT_VERBS
            # "I won the marathon": "won" is the verb, unless it is "won't".
            verb_seen = verb_seen or (lower == "won" and segment[m.end() : m.end() + 1] not in ("'", "’"))
            # "I don't have any pets": "have" before what is had is the verb ("pets" no verb then).
            verb_seen = verb_seen or (lower in _HAVING and _had_next(segment, m.start(), m.end()))
            prev = lower
            continue
        if _of_a_person(lower, prev):
            return False
        if _of_the_body(lower, prev, verb_seen):
            return False
        if _doing_named(lower, prev):
            return False
        if lower.endswith("ing") and (prev in LIGHT_VERBS or prev in LINKING_VERBS or prev in ("m", "re")):
            verb_seen = True  # "I'll keep working", "I'm loving": a verb in progress, not a thing
            # "I've been biking every day": an activity of its own, which how often then names.
            doing = all_lemmas(lower).get("VERB", ("",))[0]
            acted = acted or (bool(doing) and doing not in LIGHT_VERBS | FRAME_VERBS | STRESSED_VERBS)
            prev = lower
            continue
        if segment[m.end() : m.end() + 1] == "%" or word.endswith("%"):
            prev = lower
            continue  # "I 100% agree": a degree, not a quantity of anything
        # ("I'm on Pacific time": a capital inside the clause names which, though "time" is vague)
        if _before_vague(lower, segment[m.end() :]) and not (word[:1].isupper() and prev):
            prev = lower
            continue  # "some big new things": adjectives of a vague noun name nothing either
        if "NOUN" in all_lemmas(lower) and _HAD_A.search(segment, 0, m.start()):
            return False  # "I have a garden": what is had, though "garden" can be a verb
        # "I bike everywhere", "I work remotely": how the speaker lives is a fact; "I smoke way too
        # much": so is a habit its verb names.
        habit = all_lemmas(lower).get("VERB", ("",))[0] in _HABITS and prev not in ("a", "an", "the")
        if (verb_seen and lower in _HOW_ONE_LIVES) or habit:
            return False
        content, verb = _content_word(word, lower, prev, verb_seen)
        if content or (verb and _NEGATED_HABIT.search(segment, max(0, m.start() - 12), m.start())):
            return False  # "I don't surf", "I never drink": what the speaker does not do is a fact
        verb_seen = verb_seen or verb
        acted = acted or verb
        prev = lower
    return True


# "my baby's teething", "our dog is limping", "my kids are still napping": what a person or animal
# of the speaker's is doing now, though the verb names no thing ("I'm working" is the speaker's own
# light doing, judged by the loop).
_BEING_DOING = re.compile(
    r"(?i)^(?:my|our)\s+(?:little\s+|new\s+|youngest\s+|eldest\s+|oldest\s+)?(?P<who>[a-z]+)"
    r"(?:['’]s|\s+is|\s+are|\s+has\s+been|\s+have\s+been)\s+(?:(?:still|just|finally|now|also|already)\s+)?"
    r"(?P<doing>[a-z]+ing)\b"
)


def _being_doing(segment: str) -> bool:
    """True when ``segment`` says what one of the speaker's people or animals is doing
    (``_BEING_DOING``), its verb one of its own ("teething", "crawling"; not "going", "doing")."""
    m = _BEING_DOING.match(segment)
    if m is None:
        return False
    who = m.group("who").lower()
    if who not in _ONE_BEING and all_lemmas(who).get("NOUN", ("",))[0] not in _ONE_BEING:
        return False
    verbs = all_lemmas(m.group("doing").lower()).get("VERB", ())
    return bool(verbs) and verbs[0] not in LIGHT_VERBS | FRAME_VERBS | STRESSED_VERBS


# The words before a participle that make it what befell the subject ("got promoted", "was hired").
_UNDERGONE = frozenset({"got", "get", "gets", "getting", "was", "were", "been", "be"})


# "my visa got approved", "our offer was accepted", "my bike got stolen": what befell a thing of the
# speaker's, though its noun can be a verb too ("visa", "offer") and the participle names nothing;
# "my interview went well": how it went.
_OWN_THING_UNDERGOES = re.compile(
    r"(?i)^(?:my|our)\s+[a-z]+\s+(?:just\s+|finally\s+)?(?:got|was|were|has\s+been|have\s+been)\s+"
    r"(?P<done>[a-z]+)\b"
    r"|^(?:my|our)\s+[a-z]+\s+(?:went|turned\s+out)\s+(?:really\s+|so\s+|super\s+|pretty\s+|quite\s+)?"
    r"(?:well|great|fine|ok|okay|smoothly|badly|terribly|brilliantly|amazingly|awful|awfully)\b"
)


def _befell_own_thing(segment: str) -> bool:
    """True when ``segment`` says what befell a thing of the speaker's (``_OWN_THING_UNDERGOES``),
    its participle a past form of a verb ("approved", "stolen"), not "going"."""
    m = _OWN_THING_UNDERGOES.match(segment)
    if m is None or m.group("done") is None:
        return m is not None
    done = m.group("done").lower()
    verbs = all_lemmas(done).get("VERB", ())
    return bool(verbs) and verbs[0] != done and not done.endswith("ing")


def _of_a_person(word: str, prev: str) -> bool:
    """True when ``word`` after ``prev`` says what a person is ("I'm married", "I'm vegetarian") or
    what befell them ("I got promoted", "I was laid off"): a fact, however short."""
    return (word in STATUSES and (prev in LINKING_VERBS or prev in ("m", "re"))) or (
        word in DONE_TO and prev in _UNDERGONE
    )


def _a_doing(verb: str) -> bool:
    """True when ``verb`` ("bake", "dating") names a doing of its own, not a light, framing or
    feeling verb's ("help", "thinking")."""
    verbs = all_lemmas(verb).get("VERB", ())
    return bool(verbs) and verbs[0] not in _NO_SKILL and verb not in _ING_PRONOUNS


_HOW_OFTEN_WORDS = frozenset(["every", "daily", "weekly", "nightly"])
# A skill taken up or a doing liked, named by its verb alone: "learning to bake", "I love to knit".
_TAKEN_UP = re.compile(
    r"(?i)\b(?:learn(?:s|ed|t|ing)?|taught\s+(?:myself|ourselves)|teaching\s+(?:myself|ourselves)|"
    r"lov(?:e|es|ed|ing)|lik(?:e|es|ed|ing))\s+(?:how\s+)?to\s+(?P<verb>[a-z]+)\b"
)
# Verbs that name no doing of their own after it ("I'd love to help", "I learned to let go").
_NO_SKILL = (
    LIGHT_VERBS | FRAME_VERBS | STRESSED_VERBS | frozenset({"help", "be", "have", "see", "hear", "say"})
)


def _before_vague(word: str, rest: str) -> bool:
    """True when ``word`` is an adjective whose noun, within the next two words, is a vague one."""
    if set(all_lemmas(word)) != {"ADJ"}:
        return False
    following = [w.lower() for w in _WORD.findall(rest)[:2]]
    return any(w in VAGUE_NOUNS for w in following)


_NEGATED_HABIT = re.compile(r"(?i)\b(?:don't|don’t|do not|never|doesn't|does not)\s+$")


def _named_dear(subject: list[str], rest: list[str]) -> bool:
    """True when ``subject`` (words as written) names something and ``rest`` says what it is to the
    speaker ("special to me", "very dear to me"): an attachment, kept as a preference would be."""
    named = any(
        w[:1].isupper() and w != "I" and (k > 0 or not all_lemmas(w.lower())) for k, w in enumerate(subject)
    )
    tail = " ".join(rest)
    return named and re.search(r"\b(?:to|for) me\b", tail) is not None and len(rest) <= 6


_WHEN_FIRST = re.compile(r"(?i)^(?:(?:and|but|especially|just)\s+)*(?:when|whenever|while)\b[^,]*,\s*")


# "for me hiking is the best", "To me, Lisbon is the best city": the speaker's own ranking, a taste.
_BEST_FOR_ME = re.compile(
    rf"(?i)^(?:for|to)\s+me,?\s+(?!{alt(POINTING_WORDS)}\b)[\w'’ -]+?\s+(?:is|are)\s+"
    r"(?:(?:still|definitely|easily|by\s+far)\s+)?the\s+best\b"
)


def remark(segment: str) -> bool:
    """True when ``segment`` links its subject to a judgement or a feeling and nothing more: "Family is
    everything", "Your support means a lot", "Seeing them happy was the best", "I'm so thankful".

    A feeling about something named is kept ("I'm thankful for a voice in the trans community"), and so
    is a judgement that classifies ("Fox Hollow is a great trail"). A time clause before a comma is
    no part of it: "When I'm tired, cooking helps me relax" says what cooking does."""
    main = _WHEN_FIRST.sub("", segment, count=1)
    if len(main.split()) >= 3:
        segment = main
    if _MY_BODY.match(segment.strip()):
        return False  # "My knee's been bad since the marathon": the speaker's health, not a view
    raw = _WORD.findall(segment.replace("’", "'"))
    words = [w.lower() for w in raw]
    for i, w in enumerate(words):
        if _linking(words, i) and _named_dear(raw[:i], words[i + 1 :]):
            return False  # "Hogwarts is special to me": what a named thing is to the speaker
        if _linking(words, i) or w in ("felt", "feeling"):
            rest = [
                x
                for x in words[i + 1 :]
                if x not in INTENSIFIERS and x not in ("a", "an", "the", "such", "t", "not")
            ]
            if w in ("feel", "feels", "felt", "feeling") and not _named_or_counted(raw[i + 1 :]):
                # "I feel so at peace", "I felt powerful giving my talk": a mood; "I felt at home
                # in Lisbon" says where.
                return True
            if rest and _progressive(words, words.index(rest[0], i + 1)):
                return False  # "I'm moving to Oslo", "I'm planning a trip": a verb under way, no judgement
            if rest[:1] == ["moved"] and re.search(
                r"(?i)\bmoved\s+(?:back\s+|up\s+)?to\s+(?!tears\b)", segment
            ):
                return False  # "My interview was moved to Tuesday": moved on in time, not "moved to tears"
            if rest and rest[0] in EMOTIONS and rest[0] not in EVALUATIONS and not _person(raw[:i]):
                return False  # only a person has a mood: "Room 12 is free" says the room is available
            if rest[:2] == ["ready", "to"]:
                return False  # "I'm ready to start dating again": a step ahead; ``contentless`` judges it
            if rest and rest[0] in ELATION and _planned(segment):
                return False  # "excited to watch "The Wheel of Time"": a plan, named
            if _state_after_comma(segment):
                return False  # "they're great, both in swim club now": how they are, then where
            return bool(rest) and _judgement(rest)
        if i > 0 and _verb_here(w, words[i - 1], words[i + 1] if i + 1 < len(words) else ""):
            return False  # another verb came first: the judgement, if any, is not the clause's point
    return False


# "..., both in swim club now", "..., in her second year at uni": after a judgement and a comma,
# where the subject is, with the judgement's verb understood.
_STATE_AFTER = re.compile(
    r",\s+(?:(?:both|all|now|still|finally)\s+)*(?:in|at|into|back\s+(?:in|at))\s+(?P<what>[^,]+)$", re.I
)


# "..., in the end", "..., at least", "..., in my opinion": a comment, no state.
_NO_STATE = re.compile(
    r"(?i)(?:the\s+(?:end|moment|meantime|long\s+run|same\s+time)|a\s+(?:way|sense|good\s+way)|my\s+"
    r"(?:opinion|view|book)|least|all|first|times|general|fact|particular|person|real\s+life)\b"
)


def _state_after_comma(segment: str) -> bool:
    """True when ``segment`` closes on a state of its subject after a comma ("they're great, both in
    swim club now"), which names something: the judgement before it is not the clause's point."""
    m = _STATE_AFTER.search(segment.rstrip(" .!"))
    return m is not None and not _NO_STATE.match(m.group("what")) and not contentless(m.group(0).lstrip(", "))


_SOMEWHERE = frozenset(["there", "here", "home", "abroad", "overseas", "house"])


def _progressive(words: list[str], k: int) -> bool:
    """True when ``words[k]``, an -ing form after a linking verb, is a verb under way with its object
    or direction ("moving to Oslo", "moving into a flat") rather than an adjective ("so moving",
    "amazing to see")."""
    word = words[k]
    if not word.endswith("ing") or "VERB" not in all_lemmas(word) or k + 1 >= len(words):
        return False
    after = words[k + 1]
    if after in ("and", "or") and k + 2 < len(words) and words[k + 2].endswith("ing"):
        # "I'm relaxing and recharging this weekend": two acts, the second's object or time after it.
        then = words[k + 3] if k + 3 < len(words) else ""
        second = words[k + 2]
        if second in EVALUATIONS or second in EMOTIONS:
            return False  # "amazing and inspiring": two judgements
        return _progressive(words, k + 2) or (
            "VERB" in all_lemmas(second) and then in ("this", "today", "tonight")
        )
    if after in _SOMEWHERE:
        # "she's moving there in June", "we're going home": a way somewhere ("amazing there" judges).
        return all_lemmas(word)["VERB"][0] in MOTION_VERBS
    if after not in UNDER_WAY_NEXT:
        return False
    if after == "to" and k + 2 < len(words):
        following = words[k + 2]
        return all_lemmas(following).get("VERB", ())[:1] != (following,)  # "to Oslo", not "to see"
    return True


# Said before "been"/"be", these leave the linking verb the clause's verb: "has been great".
_BEFORE_BE = frozenset(["has", "have", "had", "will", "would", "can", "could", "might", "must", "may"])
_JUDGING_VERBS = frozenset(
    ["is", "was", "are", "were", "s", "been", "looks", "looked", "seems", "seemed", "sounds", "sounded"]
)


def _judging_verb(words: list[str]) -> int | None:
    """The index of the linking verb that opens ``words``' predicate, or None when another verb
    comes first."""
    for i, w in enumerate(words):
        if w in _JUDGING_VERBS and i > 0:
            return i
        if w in _BEFORE_BE and i + 1 < len(words) and words[i + 1] in ("been", "be"):
            continue
        if i > 0 and _verb_here(w, words[i - 1], words[i + 1] if i + 1 < len(words) else ""):
            return None
    return None


_YOURS_OR_MINE = PERSON_WORDS - {"he", "she", "his", "her", "they", "their"} | {
    "you",
    "your",
    "yours",
    "m",
    "ve",
    "me",
    "us",
    "myself",
}


def opinion(segment: str) -> bool:
    """True when ``segment`` judges someone or something that is neither the speaker's nor the
    listener's, as what it is: "Barcelona is a must-visit city", "LeBron is real chill", '"Little
    Women" is a great story about sisterhood', "Learning German has been tough but worth it". Kept,
    it is the speaker's view, not the world's, and is worded as theirs (``rules.word``)."""
    raw = _WORD.findall(segment.replace("’", "'"))
    words = [w.lower() for w in raw]
    if any(w in _YOURS_OR_MINE for w in words):
        return False  # "My job is great", "Your art is amazing": the speaker's or the listener's own
    if _state_after_comma(segment):
        return False  # "she's good, in her second year at uni now": how she is, not a view of her
    i = _judging_verb(words)
    if i is None or words[i] in ("looks", "looked", "seems", "seemed", "sounds", "sounded"):
        return False  # "That sounds great": a reply to what was said
    rest = [
        x
        for x in words[i + 1 :]
        if x not in INTENSIFIERS and x not in ("a", "an", "the", "such", "real", "indeed")
    ]
    if rest and _progressive(words, words.index(rest[0], i + 1)):
        return False  # "Leo's moving to Boston": what he is doing, not "a moving story"
    return bool(rest) and (rest[0] in EVALUATIONS or rest[0] in SUPERLATIVES or rest[0] in OPINIONS)


def judged_thing(segment: str) -> bool:
    """True when ``segment`` judges a thing that names no one and nothing: "The atmosphere was
    electric", "Basketball has been great to me", "Painting's great for expressing myself".

    A judgement of something of the speaker's ("My new job is great"), of something named ("Fox
    Hollow is beautiful") or one that classifies ("Hiking is a great workout") is kept."""
    raw = _WORD.findall(segment.replace("’", "'"))
    words = [w.lower() for w in raw]
    i = _judging_verb(words)
    if i is None:
        return False
    subject = [w for w in raw[:i] if w.lower() not in _BEFORE_BE]
    first = subject[0] if subject else ""
    if not subject or _person(subject) or _named_or_counted(subject[1:]) or first[:1].isdigit():
        return False
    if first[:1].isupper() and first.lower() not in FUNCTION_WORDS and not all_lemmas(first.lower()):
        return False  # a name: "Zumba is fun" says what the speaker thinks of something named
    rest = [
        x for x in words[i + 1 :] if x not in INTENSIFIERS and x not in ("a", "an", "the", "such", "indeed")
    ]
    if not rest or _progressive(words, words.index(rest[0], i + 1)):
        return False  # "The neighbours are moving out": what they are doing, not "a moving story"
    head, tail = rest[0], rest[1:]
    if head in EVALUATIONS:
        return _judgement(rest)  # "a huge part of my life" still says what the speaker does
    return set(all_lemmas(head)) == {"ADJ"} and not (tail and tail[0] not in VAGUE_NOUNS and _noun(tail[0]))


def _linking(words: list[str], i: int) -> bool:
    w = words[i]
    if w in ("m", "re", "isn", "aren", "wasn", "weren") or (w == "s" and i > 0 and words[i - 1] in PRONOUNS):
        return True
    if w == "s" and i + 1 < len(words):
        if words[i - 1] == "name":
            return True  # "my name's Sam": a name owns nothing
        return is_after_s(words[i + 1], words[i + 2] if i + 2 < len(words) else "")  # "partner's vegan"
    return w in LINKING_VERBS and not (
        w in ("makes", "made") and i + 1 < len(words) and words[i + 1] in PRONOUNS
    )


def _person(words: list[str]) -> bool:
    """True when a subject's ``words`` (as written) hold a person: a pronoun for one, or a name."""
    for i, w in enumerate(words):
        lower = w.lower()
        if lower in PERSON_WORDS or lower in ("m", "re", "you"):
            return True
        name = w[:1].isupper() and lower not in FUNCTION_WORDS and lower not in PRONOUNS
        if name and (i > 0 or not all_lemmas(lower)):
            return True
    return False


def _named_or_counted(raw: list[str]) -> bool:
    """True when ``raw`` (words as written) hold a name or a number."""
    return any(w[:1].isdigit() or (w[:1].isupper() and w != "I") for w in raw)


def _specific(words: list[str]) -> bool:
    """True when ``words`` (lower-cased) point at someone or something particular: "my", "you", a number."""
    return any(w in ("my", "our", "you", "your", "mine") or w[:1].isdigit() for w in words)


def _judgement(rest: list[str]) -> bool:
    head, tail = rest[0], rest[1:]
    if head in JUDGEMENT_NOUNS or (head in EVALUATIONS and any(t in JUDGEMENT_NOUNS for t in tail[:2])):
        return True  # "such a blessing", "a huge confidence boost": what it was to the speaker
    if head in SUPERLATIVES:
        return True  # "the best companions for exploring": a ranking, not a kind
    if head in EVALUATIONS:
        # "a great trail to hike": the judgement qualifies a thing, which is the fact; so does "a huge
        # part of my life" (the vague noun is of something of the speaker's).
        if len(tail) > 2 and tail[0] in VAGUE_NOUNS and tail[1] == "of" and _specific(tail[2:3]):
            return False
        return not (tail and tail[0] not in VAGUE_NOUNS and _noun(tail[0]))
    if head in DISPOSITIONS:
        # "determined to make this studio work": a disposition towards something named.
        about = bool(tail) and tail[0] in ("about", "for", "to", "with", "of", "that", "in", "at", "by", "on")
        return not (about and not contentless(" ".join(tail)))
    if head in ELATION or (head == "in" and tail[:1] == ["awe"]):
        # "thrilled about dancing each day", "so excited to meet people": elation, whatever about.
        return True
    if head in _FEARFUL and tail[:1] == ["of"] and len(tail) > 1:
        # "scared of heights", "afraid of the dark", "afraid of flying": a fear lived with ("scared of
        # losing it", a doing with more after it, is a worry).
        if tail[1].endswith("ing"):
            return len(tail) > 2
        return not (_noun(tail[1]) or (tail[1] == "the" and len(tail) > 2 and _noun(tail[2])))
    if head in EMOTIONS:
        # "so excited about this new journey" is the mood of the moment; "proud of you for finishing
        # the marathon", "thankful for my new job" say what happened to someone.
        specific = _specific(tail)
        about = bool(tail) and tail[0] in ("about", "for", "to", "with", "of", "that", "in", "at", "by", "on")
        # "excited to mentor aspiring dancers", "thrilled to make a family for kids": what the
        # speaker sets out to do, when it names what.
        aim = (
            len(tail) > 2
            and tail[0] == "to"
            and "VERB" in all_lemmas(tail[1])
            and tail[1] not in REACTION_VERBS
        )
        # "thankful for being able to give a voice to the trans community": for something done.
        doing = about and len(tail) > 2 and tail[1].endswith("ing") and "VERB" in all_lemmas(tail[1])
        aim = aim or (doing and tail[1] not in PERCEPTION_GERUNDS)
        return not (((about and specific) or aim) and not contentless(" ".join(tail)))
    return head in VAGUE_NOUNS and len(rest) <= 2


def _noun(word: str) -> bool:
    if word in FUNCTION_WORDS or word in PRONOUNS:
        return False
    lemmas = all_lemmas(word)
    return not lemmas or "NOUN" in lemmas or "PROPN" in lemmas


def _verb_after_subject(raw: list[str], words: list[str], i: int) -> bool:
    """True when ``words[i]`` is the verb of the subject before it, though it is a noun or an
    adjective too: a verb in -s after a singular noun its determiner opens and before a name or a
    number ("My team uses Postgres", "Our shop sells 40"), or a past after such a noun or a name
    (adverbs between) and before a time or the end ("My manager quit last week", "Kai just quit")."""
    w = words[i]
    verbs = all_lemmas(w).get("VERB", ())
    if i < 1 or not verbs:
        return False
    following = raw[i + 1] if i + 1 < len(raw) else ""
    k = i - 1
    while k > 0 and words[k] in _BEFORE_A_PAST:
        k -= 1  # "Kai just quit": the adverb between
    prev = words[k]
    # "my manager", or a compound after the determiner: "my team lead quit last week".
    opens = k >= 1 and words[k - 1] in DETERMINERS
    compound = (
        k >= 2 and words[k - 2] in DETERMINERS and _noun(words[k - 1]) and words[k - 1] not in DETERMINERS
    )
    owned = (opens or compound) and _noun(prev) and prev not in DETERMINERS
    if w.endswith("s") and following and k == i - 1:
        named = (following[:1].isupper() and following != "I") or following[:1].isdigit()
        return owned and named and not prev.endswith("s")
    name = raw[k][:1].isupper() and prev not in FUNCTION_WORDS | PRONOUNS and (k > 0 or not all_lemmas(prev))
    past = w in inflection(verbs[0], "VBD")
    ends = not following or following.lower() in _TIME_AFTER
    return past and ends and (owned or name)


# Adverbs between a subject and its past: "Kai just quit", "my boss finally retired".
_BEFORE_A_PAST = frozenset(["just", "finally", "already", "recently", "also", "suddenly", "actually"])
# After a past verb, the words that open when it happened, or close the clause: "quit last week",
# "left yesterday", "just quit though".
_TIME_AFTER = frozenset(
    ["last", "yesterday", "today", "recently", "this", "on", "in", "a", "two", "three", "though", "too"]
)


def _verb_here(word: str, prev: str, following: str) -> bool:
    """True when ``word`` is a verb other than a linking one, given the words around it."""
    if word in AUXILIARIES or word in LIGHT_VERBS:
        return True
    if word in LINKING_VERBS or word in INTENSIFIERS or word in PRONOUNS or word in FUNCTION_WORDS:
        return False
    if prev in SUBJECT_PRONOUNS:
        return True
    if prev in DETERMINERS:
        return False  # "the bar exam", "my run": a noun after its determiner
    if word in ("left", "right") and following in BODY_PARTS:
        return False  # "dodgy left knee": the side, not "leave"
    lemmas = all_lemmas(word)
    verbs = lemmas.get("VERB", ())
    if not verbs or word.endswith("ing"):
        return False
    if "NOUN" in lemmas and word.endswith("s"):
        # "helps me" is a verb, "my kids' faces so happy" are nouns; "starts next week" is a verb.
        return following in OBJECT_STARTS or (word in COURSE_VERBS and following in WHEN_WORDS)
    return verbs[0] != word or ("NOUN" not in lemmas and "ADJ" not in lemmas)


# "I get how frustrating it is", "I feel you", "I know what you mean": an answer, not a fact.
_REPLY = re.compile(
    # "Now I understand what the hype is", "Oh, I see what you mean": an opening word does not change it.
    r"(?i)^(?:(?:now|oh|ah|yeah|yep|and|so|totally|honestly),?\s+)?(?:I|we)"
    # "I don't see why not": a yes to what was asked.
    r"(?:\s+(?:totally|really|completely|definitely|so|just|can|do|don't|don’t|finally|now))*\s+"
    r"(?:get|understand|feel|know|see|hear|relate to)\s+(?:how(?!\s+to\b)|what|why|that|it|you|ya|where)\b"
    r"|^here\s+(?:ya|you)\s+go\b"  # "Here ya go, a pic of my cork board"
    # "Yeah, I do remember those dance classes": recalling what the listener pointed at, and no more
    # ("I still remember this story from when I was 10" says which).
    r"|^(?:(?:oh|ah|yeah|yep|yes|and|so|totally|of course),?\s+)?(?:I|we)(?:\s+(?:do|did|still|totally|really|"
    r"definitely|so|sure|def|also|can|could))*\s+(?:remember|recall)\s+"
    r"(?:(?:those|that|these|this)(?:\s+[\w'’-]+){0,3}|it|them)(?:\s+(?:well|so well|too|now))?\W*$"
    # "I can feel the serenity", "I can see why you love it": a reaction to what was shown or said.
    r"|^(?:I|we)\s+can\s+(?:really\s+|totally\s+|almost\s+|just\s+)?(?:feel|see|tell|imagine|hear)\s+"
    r"(?:the|your|how|that|why|it|what)\b"
    # "I love how it shows the togetherness": a reaction to what was just shown or said.
    r"|^(?:I|we)(?:\s+(?:really|just|so|totally|also))*\s+(?:love|like|adore)\s+(?:how|what|the way)\b"
    # "Love the red and blue", "I love the color and texture": a reaction to what was shown.
    + r"|^(?:(?:I|we)\s+)?(?:really\s+|just\s+|so\s+|totally\s+|also\s+)*(?:love|like|adore|dig)\s+(?:the|those|these|that|this)\s+"
    + rf"(?:[\w-]+\s+)?(?:{'|'.join(sorted(ASPECT_NOUNS))})\b"
)


# "A pastry party sounds awesome, count me in!": joining what the listener proposed.
_COUNT_ME_IN = re.compile(r"(?i)\bcount\s+me\s+in\b")
# "Something cool recently happened with my furry friends", "A lot has happened since we last
# talked": news announced, told after it ("Something happened to my car" is the news).
_NEWS_AHEAD = re.compile(
    r"(?i)^(?:(?:and|but|so|oh)\s+)?(?:something(?:\s+\w+)?|so\s+much|a\s+lot|lots|(?:some|a\s+few)\s+(?:\w+\s+)?"
    r"(?:things|stuff|news))(?:['’]s|\s+has|\s+have)?\s+(?:(?:recently|just|finally|actually)\s+)?"
    r"(?:happened(?!\s+to\b)|changed|been\s+(?:going\s+on|happening)|came\s+up|come\s+up)\b"
)
# "We can all make a difference", "We have the power to change lives": "we" as anyone, a maxim.
_EVERYONE_WE = re.compile(
    r"(?i)^(?:(?:and|but|so)\s+)?we\s+(?:all\s+)?(?:can|could|should|must|need to|have to|gotta|got to|"
    r"have the power|deserve)\b|^(?:(?:and|but|so)\s+)?we\s+all\s+(?:need|have|deserve|want)\b"
    # "We're all individual and wonderfully imperfect": what everyone is ("We're all going" is a plan).
    # "Life's all about creating memories": a maxim about everyone's life.
    r"|^life(?:'s|’s|\s+is)\s+(?:all\s+)?about\b"
    # "We're all passionate about tech" says what a company cares about: kept.
    r"|^(?:(?:and|but|so)\s+)?we(?:'re|’re|\s+are)\s+all\s+(?!\w+ing\b|set\b|done\b|here\b|there\b)"
    r"(?![^.]*\b(?:about|for|into|at|with|on)\b)"
)


# "I had to share something cool with you", "Just wanted to give you the heads up on ...".
_TELLING = re.compile(
    r"(?i)^(?:(?:just|so|I|also|really|actually)\s+)*(?:wanted|want|had|have|need|gotta|got)\s+to\s+"
    r"(?:tell|share|let|give|update|show|fill)\b.*\b(?:you|ya)\b"
)


# "Glad to have this outlet", "Pumped for your next adventure", "I'm so stoked for you": elation with
# the subject dropped or the speaker's own (``_judgement`` reads it after any other subject).
_ELATED = re.compile(
    r"(?i)^(?:(?:I|we)(?:'m|’m|'re|’re|\s+am|\s+are|\s+was|\s+were|'ve been|\s+have been)?\s+)?"
    r"(?:(?:so|really|super|just|also|always|still|totally|very|even|extra|beyond|all)\s+)*"
    + rf"(?:{'|'.join(sorted(ELATION - {'awe'}))}|in\s+awe)\b"
)


# "Can't wait to see the pics": eagerness; "can't wait for the opening tomorrow" still dates a plan.
_ANTICIPATION = re.compile(
    r"(?i)\b(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in EAGERNESS) + r")\b"
    r"|(?:'m|’m|'re|’re|\bam|\bis|\bare|\bwas|\bwere|\bbe)(?:\s+(?:always|totally|definitely|so|all|still))*"
    r"\s+(?:up|down)\s+(?:for|to)\b"
    # "I need sun so bad", "I want a vacation so badly": a craving of the moment.
    r"|\b(?:need|needs|want|wants)\s+[^,.!?]*\bso\s+(?:bad|badly)\b"
)
_SOON = re.compile(
    rf"(?i)\d|\b(?:tomorrow|tonight|next|this (?:week|weekend|month|year)|{WEEKDAY_NAMES}|{MONTH_NAMES})\b"
)

# What eagerness looks forward to: "excited to watch ...", "can't wait for ...", "stoked for ...".
_EAGER_FOR = re.compile(
    r"(?i)\b(?:excited|stoked|pumped|psyched|hyped|thrilled|eager|"
    + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in EAGERNESS)
    + r")\s+(?:to|for|about)\b(?P<what>.+)$"
)
# A date: "tomorrow", "next week", "on Friday", "in May" ("what's next" is none).
_DATED = re.compile(
    rf"(?i)\d|\b(?:tomorrow|tonight|(?:next|this|coming)\s+(?:week|weekend|month|year|summer|winter|spring|"
    rf"fall|autumn|{WEEKDAY_NAMES})|{WEEKDAY_NAMES}|{MONTH_NAMES})\b"
)
# A title in quotes or a name after the first word: "The Wheel of Time", "Harry Potter".
_TITLE_OR_NAME = re.compile(r"[\"“][^\"”]+[\"”]|(?<=\s)(?!I\b)[A-Z][\w'’-]*")


def _planned(segment: str) -> bool:
    """True when eagerness is about a named, concrete plan: what it looks forward to names a title or
    a name, or a date ("I'm excited to watch a show called "The Wheel of Time"", "I'm pumped for the
    concert on Friday"). "Can't wait to check it out" names nothing; "Can't wait to hear about your
    trip to Paris" is the listener's plan, and a name called out at the end is whom it is said to."""
    m = _EAGER_FOR.search(segment)
    if m is None:
        return False
    what = re.sub(r",\s+[A-Z][a-z]+\W*$", "", m.group("what"))
    if re.search(r"(?i)\byou(?:r|rs)?\b", what):
        return False
    return _DATED.search(what) is not None or _TITLE_OR_NAME.search(what) is not None or _aspired(m, what)


# What follows a verb and names nothing: "can't wait to try them", "excited to give back", "see where".
_NOTHING_NEXT = PRONOUNS | frozenset(["back", "up", "out", "more", "how", "where", "when", "why", "again"])


def _aspired(m: re.Match[str], what: str) -> bool:
    """True when eagerness is for a doing of the speaker's own with what it is done to named, an
    aspiration or a habit: "I'm excited to mentor young dancers", "We always look forward to our family
    camping trip". Not "can't wait to see it", "excited to give back", "can't wait for the trip"."""
    words = re.findall(r"[a-z'’]+", what.lower())
    if len(words) < 2:
        return False
    head = m.string[m.start() : m.start("what")].lower()
    if not head.rstrip().endswith("to") or ("forward" in head and not words[0].endswith("ing")):
        # "can't wait for ...", "look forward to our family camping trip": the speaker's own, named;
        # "thrilled about dancing each day" is how a doing feels now; "excited about starting
        # school" looks forward to a step, and names it.
        if words[0] in STEPS_AHEAD:  # ("my new job": a short noun names a thing too)
            short = (w for w in words[1:] if len(w) == 3 and w not in FUNCTION_WORDS | PRONOUNS)
            return any(_names_a_thing(w) for w in words[1:]) or any("NOUN" in all_lemmas(w) for w in short)
        return words[0] in ("my", "our")
    if words[0] in ONLOOKING_VERBS or words[1] in _NOTHING_NEXT:
        return False
    return any(_names_a_thing(w) for w in words[1:])


def _names_a_thing(word: str) -> bool:
    """True when ``word`` may name what a doing is done to: not a function word, a judgement ("make
    some awesome memories"), a vague noun ("have fun with everyone") or a participle ("get started")."""
    return (
        len(word) > 3
        and word
        not in FUNCTION_WORDS | PRONOUNS | INTENSIFIERS | EVALUATIONS | VAGUE_NOUNS | LIGHT_VERBS | _UNNAMING
        and not word.endswith("ed")
    )


# Words that name nothing one could look up: "make some memories", "meet new people", "a positive impact".
_UNNAMING = frozenset(["memories", "people", "places", "positive"])


# "I'll send it to you later", "I'll share more recipes with you soon": said to the listener, for now.
_PROMISE = re.compile(
    r"(?i)\b(?:I'll|I’ll|I will|I'm gonna|I am going to|we'll|we will)\b.*\b(?:you(?:r)?|ya)\b"
    r"|^(?:anyways?,?\s+)?let\s+me\s+(?!know\b)"  # "Anyways, let me look into their classes"
)


# "I'll make sure to spread the word", "I'll reach out if I need more", "I'll see if I can find any",
# "I think I'll give websites a try": a reply's promise or try-out, with no date, no plan.
_OFFER = re.compile(
    r"(?i)^(?:(?:and|so|but|ok|okay|sure|yeah),?\s+)?(?:I\s+think\s+)?(?:I|we)(?:'ll|’ll|\s+will)\s+"
    r"(?:(?:definitely|just|also|really|totally|surely|for sure)\s+)*"
    r"(?:make\s+sure|reach\s+out|see\s+if|give\s+(?:\S+\s+){1,4}?a\s+(?:try|shot|go)|check\s+(?:it|them|that|this)\s+out|"
    r"look\s+into\s+(?:it|that|this)|think\s+about\s+(?:it|that|this)|keep\s+(?:\S+\s+){1,3}?in\s+mind)\b"
)


def _promised(segment: str) -> bool:
    """True when ``segment`` promises the listener something ("I'll send it to you later") or offers a
    try-out with no date ("I'll make sure to spread the word", ``_OFFER``)."""
    offer = _OFFER.match(segment) is not None and _DATED.search(segment) is None
    return offer or _PROMISE.search(segment) is not None


# "I've got a funny story", "I have a few plans", "I learned a new skill": a kind of thing, unnamed.
_ANNOUNCED = re.compile(
    # "Also picked up new skills": the speaker's "I" may be dropped.
    r"(?i)^(?:(?:and|so|but|oh|well),?\s+)?(?:(?:I|we)(?:['’]ve|\s+have|\s+had)?\s+)?(?:(?:just|also|finally|recently)\s+)?"
    r"(?:got|have|had|learned|learnt|picked\s+up|heard|gotten)\s+(?:a|an|some|a\s+few|few|two|three|new|big)\s+"
    rf"(?:[a-z'’-]+\s+){{0,2}}(?:{'|'.join(sorted(ANNOUNCED_NOUNS))})\W*$"
)
# "I made something to catch the eye", "I did something new last weekend", "I've got something to
# share": the thing done is "something", and nothing after it says what ("something like a quilt",
# "something called ...", "...: a quilt" do; at the clause's end, a part after a dash may).
_SOMETHING_ADJ = (
    r"(?:new|similar|fun|special|different|cool|great|amazing|exciting|nice|big|small|crazy|awesome)"
)
_SOMETHING_DONE = re.compile(
    r"(?i)\b(?:made|make|makes|making|did|do|does|doing|done|tackled|tried|try|trying|created|create|"
    r"got|gotten|have|has)\s+(?:something|anything)(?:\s+" + _SOMETHING_ADJ + r")?"
    r"(?!\s+" + _SOMETHING_ADJ + r"\b)(?!\s*(?:like|called|named|:|[-–—]))(?=\s+\w)"
)
# "People seem to really like my designs": the speaker's impression ("can't seem to find" says what is so).
_IMPRESSION = re.compile(r"(?i)(?<!can't\s)(?<!can’t\s)(?<!cannot\s)(?<!couldn't\s)\bseem(?:s|ed)?\s+to\b")
# "Gotta take Toby out for a hike. Ttyl!", "Gotta focus on success", "I gotta tell you about this":
# what the speaker must do now, a to-do or a resolve, not a fact ("I got to meet her" is what
# happened, "I have to work Saturdays" a schedule: neither is "gotta"; a time makes it a plan).
_MUST_NOW = re.compile(
    r"(?i)^(?:(?:and|but|so|just|still|now|really),?\s+)*(?:(?:I|we)(?:['’]ve|\s+have)?\s+)?(?:(?:just|really|still|also)\s+)*"
    r"(?:gotta|got\s+to)\b(?<!^got\sto)(?<![Ii]\sgot\sto)(?<![Ww]e\sgot\sto)"
)
# "Well, I'm off to bake some cakes. Talk to you soon!": leaving the chat to do it ("I'm off to
# Ireland for a semester" is a move, a place after "to").
_OFF_TO = re.compile(
    r"(?i)^(?:(?:well|so|ok|okay|anyway|anyways|alright),?\s+)*(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+"
    r"(?:just\s+|about\s+)?off\s+to\s+(?P<verb>[a-z]+)\b"
)


def _leaving_to_do(segment: str) -> bool:
    m = _OFF_TO.match(segment)
    return m is not None and "VERB" in all_lemmas(m.group("verb").lower())


# "Edinburgh would be great for a magical vibe", "Working together would be great": a suggestion
# or a wish, what would be good, not what is.
_WOULD_BE_GOOD = re.compile(
    r"(?i)^(?:[\w,'’-]+\s+){0,4}?would\s+(?:be|make)\s+(?:(?:so|really|just|such)\s+)?(?:an?\s+)?"
    r"(?:great|perfect|awesome|ideal|amazing|fun|nice|cool|lovely|wonderful|fantastic|incredible)\b"
)
# "Bummer not being able to take them for a stroll": a reaction; "Almost as silly as when I fed a
# horse": a comparison whose subject ("it's") was lost.
_REACTION_OPENING = re.compile(r"(?i)^(?:bummer|(?:almost|just|nearly|not)\s+as\s+\w+\s+as)\b")
# "I'm so lucky to have them", "I'm really lucky to have my family on this journey with me", "I'm
# blessed to have my furry friends in my life": gratitude now, a feeling ("I was lucky to find a
# venue", "We're grateful to have had Max in our family" say what happened).
_GRATEFUL_FOR = re.compile(
    r"(?i)^(?:(?:and|but|so|also|yeah|honestly),?\s+)*(?:I|we)(?:['’]m|['’]re|\s+am|\s+are|\s+feel)\s+"
    r"(?:(?:so|really|very|super|truly|just|also|incredibly|extremely|beyond|forever)\s+)*"
    r"(?:lucky|blessed|fortunate|thankful|grateful)\s+to\s+have\b(?!\s+(?:had|been|\w+ed)\b)"
    # "I'm lucky to have my husband and kids": who the speaker's family is, a fact.
    r"(?!\s+(?:a|my|our)\s+(?:husband|wife|kids|children|son|daughter|sons|daughters|sister|brother|"
    r"sisters|brothers|partner|girlfriend|boyfriend|fiance|fiancee|twins|grandkids)\b)"
    # "I'm lucky to have a park near me": a thing of the speaker's brought in, a fact.
    r"(?!\s+an?\s)"
)
# "Hopefully, David will find the help he needs": a wish, whoever for.
_HOPEFULLY = re.compile(r"(?i)^(?:(?:and|but|so),?\s+)?hopefully\b")
# "I wish my dad were that handy": how someone else is not, wished otherwise ("I wish I could visit
# Japan" says what the speaker wants, and is kept).
_WISHED_OTHERWISE = re.compile(
    r"(?i)^(?:I|we)\s+(?:just\s+|really\s+|sometimes\s+|kinda\s+)?wish\s+(?:that\s+)?(?!I\b|we\b)"
    r"[\w'’]+(?:\s+[\w'’]+)?\s+(?:were|was|had|would|could)\b"
)
# A predicate that ends the clause on a judgement: "... is awesome", "... has been fun and rewarding".
_ENDS_JUDGED = re.compile(
    r"(?i)(?:\bis|\bwas|\bare|\bwere|'s|’s|\bbeen|\bbe)\s+(?:(?:so|really|just|super|pretty|truly|absolutely|"
    + rf"quite|very|such|a|an|totally)\s+)*(?:{'|'.join(sorted(EVALUATIONS, key=len, reverse=True))})"
    + rf"(?:\s+(?:and|but)\s+(?:(?:so|really|also|very)\s+)?(?:{'|'.join(sorted(EVALUATIONS, key=len, reverse=True))}))?"
    r"\W*$"
)
# "I'm getting somewhere with endorsements", "My veggie patch is coming along", "I'm still a rookie",
# "All my hard work is paying off": how it goes, not what it is.
_PROGRESS = re.compile(
    r"(?i)(?:'m|’m|'re|’re|'s|’s|\bam|\bis|\bare|\bwas|\bwere|\bbeen)\s+(?:(?:still|really|finally|slowly|"
    r"definitely|just|only|kinda|such)\s+)*(?:getting\s+(?:somewhere|there|the\s+hang\s+of\s+it)|"
    r"coming\s+along|paying\s+off|an?\s+(?:total\s+|complete\s+)?(?:rookie|newbie|noob|beginner|"
    r"work\s+in\s+progress))\b"
    r"|(?:'ve|’ve|\bhave|\bhas)\s+come\s+(?:such\s+|so\s+|a\s+)?(?:a\s+)?long\s+way\b"  # "My pups have come a long way"
    # "I'm seeing progress", "I've been keeping busy", "I'm staying positive": how it goes, said alone.
    r"|(?:'m|’m|'ve\s+been|’ve\s+been|\bam|\bhave\s+been|\bis|\bhas\s+been)\s+(?:(?:still|really|just|definitely)\s+)*"
    r"(?:seeing\s+(?:some\s+|real\s+|great\s+)?progress|keeping\s+busy|staying\s+(?:positive|strong|busy)|"
    r"trying\s+to\s+stay\s+(?:positive|upbeat|strong))(?:\s+since\s+(?:we|our|the|last)\b[^.!?]*)?\W*$"
)


def _judged_doing(segment: str) -> bool:
    """True when ``segment`` judges a doing and ends there: "Being my own boss is awesome", "Seeing
    how passionate they were was amazing", "Starting my biz has been tough"."""
    first = _WORD.match(segment.strip())
    if first is None:
        return False
    word = first.group(0).lower()
    if not word.endswith("ing") or "VERB" not in all_lemmas(word):
        return False
    return _ENDS_JUDGED.search(segment) is not None


def _alternation(words: frozenset[str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# "I think I'm an expert hiker now", "I assume a few will be rejected", "Guess some dogs need more
# time": an opinion or a guess ("I believe in community" and "I think about my gran" are not hedges).
_HEDGED = re.compile(
    r"(?i)^(?:(?:and|but|so|also)\s+)?(?:(?:I|we)\s+)?(?:(?:just|really|still|kinda|also|do|actually|"
    r"honestly|personally|never|always)\s+)*"
    + rf"(?P<verb>{_alternation(HEDGE_VERBS)})\b(?!\s+(?:about|of|in|so|it|out)\b)\s+(?:that\s+)?(?=\w)"
)
# These only guess; "I think", "I believe" may also state a view the speaker holds ("I think I'm
# ready to be a mom"), a hedge only when what follows is itself a judgement or says nothing.
_GUESSES = frozenset(["guess", "guessed", "assume", "assumed", "suppose", "reckon", "bet"])


# "The turtles might be small, but ...", "might be my new favorite snack": what may be so, a guess or
# a concession ("I might be moving to Oslo next month" is dated, a plan).
_GUESSED_STATE = re.compile(r"(?i)\b(?:might|may)\s+(?:(?:not|well|just|even|still)\s+)?be\b(?!\s+\w+ing\b)")


def _hedged(segment: str) -> bool:
    m = _HEDGED.match(segment)
    if m is None:
        return False
    if m.group("verb").lower() in _GUESSES:
        return True
    rest = segment[m.end() :]
    return worthless(rest) is not None or evaluative(rest)


# "It made me feel great", "Thinking about it pumps me up", "Dancing brings me joy": what something
# does to the speaker's mood, not what the speaker does.
_CAUSED_FEELING = re.compile(
    r"(?i)\b(?:make|makes|made|making|got|gets|leave|leaves|left)\s+(?:me|us)\s+(?:\w+\s+)?(?:feel\b|"
    + rf"(?:{_alternation(EMOTIONS)})\b)"
    + r"|\b(?:pump|pumps|pumped|fire|fires|fired|cheer|cheers|cheered|lift|lifts|lifted)\s+(?:me|us)\s+up\b"
    + r"|\b(?:bring|brings|brought|give|gives|gave|fill|fills|filled)\s+(?:me|us|(?:my|our)\s+hearts?)\s+(?:with\s+)?"
    + rf"(?:(?:so\s+)?(?:much|a lot of|lots of|such|great|real|a sense of)\s+)*(?:{_alternation(FELT_NOUNS)})\b"
)
# "I'd love to see a photo", "I can picture waking up to nature": a reply to what was just shared.
_WISHED_REACTION = re.compile(
    r"(?i)^(?:(?:I|we)(?:'d|’d|\s+would)\s+(?:really\s+|so\s+)?(?:love|like)\s+to\s+"
    + rf"(?:{_alternation(REACTION_VERBS)})\b)"
    + r"|^(?:I|we)\s+(?:can|could)\s+(?:totally\s+|just\s+|really\s+)?(?:picture|imagine)\b"
    # "I'm curious to see what the trail looks like": eager to see what the listener has.
    + r"|^(?:I|we)(?:'m|’m|\s+am|'re|\s+are)\s+(?:so\s+|really\s+|super\s+)?(?:curious|eager|dying|excited)\s+"
    + r"to\s+(?:see|hear|know|find out|learn)\s+(?:what|how|if|whether|more|about)\b"
)
# "I'm gonna keep pushing forward", "Gotta keep growing", "I'll take good care of my dogs": a resolve
# of the moment, said to the listener; a plan carries a date ("I'll keep training until May").
_RESOLUTION = re.compile(
    r"(?i)^(?:(?:I|we)(?:'m|’m|\s+am|'re|\s+are|'ll|’ll|\s+will|\s+must|\s+have to|\s+need to)?\s+)?"
    r"(?:(?:gonna|going to|gotta|got to|have to|need to|will|just|also|definitely|really)\s+)*"
    r"(?:keep(?:\s+on)?\s+\w+ing|continue\s+(?:to\s+\w+|\w+ing)|take\s+(?:good\s+|great\s+)?care\s+of|"
    # "I'll do my best"; "I do my best writing after midnight" says when the speaker writes best.
    r"keep\s+at\s+it|do\s+(?:my|our)\s+best\b(?!\s+[a-z]+ing\b|\s+work\b))\b"
)
# "I should go learn the birds here", "I should get some more plants": what the speaker thinks to do,
# a resolve of the moment; "I should have called" looks back, "I should hear back next week" is dated.
_SHOULD_DO = re.compile(
    r"(?i)^(?:(?:yeah|yup|yes|so|and|but|maybe|well|also|ok|okay),?\s+)*I\s+"
    r"(?:(?:really|probably|definitely|totally|also|just|seriously)\s+)*should\s+(?!have\b|['’]ve\b|not\b|n['’]t\b)"
)


# "I'd love to lend a hand with your events", "Would love to share it", "I'd love to join in and show
# my support": help offered to the listener, a reply; "I'd love to support those with similar
# issues" says what the speaker wants to do and is kept.
_OFFERED_HAND = re.compile(
    r"(?i)^(?:(?:yeah|yes|sure|oh|and|so),?\s+)*(?:(?:I|we)(?:'d|’d|\s+would)|would)\s+(?:really\s+|so\s+|totally\s+)?"
    r"(?:love|like|be\s+happy|be\s+glad)\s+to\s+(?:join\s+(?:in|you)|lend\s+(?:you\s+)?a\s+hand|help\s+(?:out|you)|"
    r"share\s+(?:it|that|this|them|the\s+recipe)|show\s+(?:my|our)\s+support|tag\s+along|come\s+along)\b"
)


# "Sending healing vibes to you", "Keeping my fingers crossed for you", "I hope you find a place":
# a wish for the listener.
_WELL_WISH = re.compile(
    r"(?i)^(?:sending|wishing|praying)\b|\b(?:keeping|keep|have|had)\s+(?:my|our)\s+fingers\s+crossed\b"
    r"|^(?:I'm\s+)?crossing\s+(?:my|our)\s+fingers\b"  # "Crossing my fingers for you!"
    r"|^(?:I|we|I'm|we're)\s+(?:really\s+|just\s+|sure\s+)?(?:hope|wish|hoping|wishing)\s+(?:that\s+)?(?:you|your)\b"
    r"|^hoping\s+(?:that\s+)?(?:you|your)\b"
)
# "Fingers crossed for the apartment", to anyone: a wish ("fingers crossed, I start Monday" parts
# the fact after the comma from it).
_FINGERS_CROSSED = re.compile(r"(?i)^fingers\s+crossed\b(?!,)")
# "We had lots of fun bonding", "had a blast together", "We had a great time last weekend": how it
# felt, unless it says where or with whom (a date alone dates a feeling, not a happening).
_GOOD_TIME = re.compile(
    # "We had a ton of fun", "had loads of fun": how much, no more than "so much fun".
    r"(?i)\b(?:have|has|had|having)\s+(?:(?:a|an|so|such|much|lots|of|a lot|ton|tons|loads|heaps|really|great|good|"
    r"amazing|awesome|wonderful|fantastic|blast|the)\s+)*(?:time|blast|fun|experience)\b"
    # "I had an unexpected adventure last week", "We had a quiet weekend": a stretch of time judged,
    # which says what happened no more than "a great time" does.
    r"|(?i:\b(?:have|has|had|having)\s+(?:a|an|such\s+an?|the\s+most)\s+(?:(?!(?:last|this|next|every|that|one|all)\b)[\w'-]+\s+){1,2}?)"
    r"(?i:(?:adventure|day|week|weekend|night|evening|morning|incident|moment|ride|start|couple of days))\b"
)
_WHEN_OR_WHERE = re.compile(
    r"\b(?:at|in|on|to|with)\s+(?:a|an|the|my|our)\s+\w+|(?<=\s)(?!(?:Monday|Tuesday|Wednesday|Thursday|"
    r"Friday|Saturday|Sunday)\b)[A-Z][a-z]+"
    r"|\bthere\b(?!['’]s|\s+(?:is|are|was|were)\b)"  # the place the message named (``referents``)
)
_DEICTIC_OBJECTS = frozenset(["it", "that", "this", "them", "those", "these"])
# Where a gerund phrase's own words end: "Giving it my all every time I'm on the court".
_SUBORDINATE = re.compile(
    r"(?i)\b(?:when|whenever|if|because|since|while|every time|that|which|who|I|I'm|I've|we)\b"
)


def _names_more(rest: str) -> bool:
    """True when ``rest`` (what follows "had a great time") names something: "throwing a party for
    veterans", not "bonding and creating amazing memories"."""
    for w in _WORD.findall(rest.replace("’", "'")):
        lower = w.lower()
        if lower in TIME_NOUNS or lower in ("last", "next", "this", "ago", "every", "past"):
            continue  # "last weekend": when it felt so, not what it was
        if lower.endswith("ing") or lower in _SKIP or lower in ("together", "memories", "ton", "tons"):
            continue
        return True
    return False


def gerund_fragment(segment: str) -> bool:
    """True when ``segment`` opens with a gerund and has no verb of its own before any clause it
    contains: "Adding that to my bucket list", "Sending healing vibes" (a subject with no predicate);
    "Winning a championship is my goal" has one."""
    words = _WORD.findall(segment.replace("’", "'"))
    if not words or not words[0].lower().endswith("ing") or "VERB" not in all_lemmas(words[0].lower()):
        return False
    if len(words) < 2 or words[1].lower() not in _DEICTIC_OBJECTS:
        return False  # "Creating gaming content for YouTube" answers a question; "Adding that ..." points
    head = segment[: m.start()] if (m := _SUBORDINATE.search(segment, len(words[0]))) else segment
    if head.rstrip().endswith(","):
        return False  # "Growing up, I saw ...": an opening phrase before the clause's own subject
    rest = [w.lower() for w in _WORD.findall(head.replace("’", "'"))[1:]]
    for i, w in enumerate(rest):
        if w in LINKING_VERBS or w in AUXILIARIES or w in ("s", "is", "has"):
            return False
        lemmas = all_lemmas(w)
        verbs = lemmas.get("VERB", ())
        if verbs and verbs[0] != w and not w.endswith("ing") and "NOUN" not in lemmas and i > 0:
            return False  # "Cooking helped me": an inflected verb after the gerund's own words
    return True


# "Hoping my screenplay gets noticed": a dropped "I'm" before a verb of hoping or planning, whatever
# follows it.
_HOPING = re.compile(
    r"(?i)^(?:(?:still|really|just)\s+)?(?:hoping|planning|praying|wishing)\b(?!\s+(?:you|your)\b)"
)


# A gerund whose next word says what the speaker becomes: "going freelance", "getting married".
_BECOMING = frozenset(["going", "getting", "turning", "becoming", "staying"])


def _gerund_words(segment: str) -> tuple[list[str], bool]:
    """The words of ``segment`` from its gerund on, and whether that gerund is written in two ("Binge
    watching The Bear", "house hunting in Leeds": a doing, where "Watching them grow" alone reacts)."""
    words = _WORD.findall(segment.replace("’", "'"))
    while len(words) > 2 and (words[0].lower() in LEADING_ADVERBS or words[0].lower() == "currently"):
        words = words[1:]  # "Still working on my biz": the adverb leaves the gerund the phrase
    if negated_gerund(words):
        words = words[1:]
    compound = len(words) > 2 and f"{words[0]}_{words[1]}".lower() in GERUND_COMPOUNDS
    return (words[1:] if compound else words), compound


_SEARCHED = re.compile(
    r"(?i)^looking\s+at\s+(?:\w+\s+)?(?:places|flats|houses|homes|apartments|jobs|roles|options|schools|"
    r"nurseries|universities|unis|colleges|cars|venues)\b"
)


def bare_gerund(segment: str, *, planned: bool = False) -> bool:
    """True when ``segment`` is a gerund phrase and nothing more, the answer to "what are you up
    to?": "Researching adoption agencies", "Training for a marathon". "Cooking helps me relax" has a
    verb of its own; "Seeing their smiles ..." reacts to the moment, unless it is ``planned`` (the
    answer to "any plans for tonight?": "watching a movie"); "Growing up, I ..." opens a clause."""
    if _HOPING.match(segment):
        return True
    words, compound = _gerund_words(segment)
    if len(words) > 1 and words[1].lower() == "distance":
        return False  # "walking distance to the river": how far, a noun of its own
    if "," in segment:
        # "Training for the Berlin marathon, currently at 40 miles a week": an aside after the
        # gerund phrase, no verb of its own; "Growing up, I ..." opens a clause.
        # "Mostly working on my PhD, writing up the last chapter": a second gerund phrase goes on.
        head, _, tail = segment.partition(",")
        aside = not finite_verb(tail) and not re.search(r"(?i)\b(?:I|we|my|our)\b", tail)
        # "moving in on the 3rd, then painting everything": the next step, a gerund phrase too.
        tail = re.sub(r"(?i)^\s*(?:and\s+)?then\s+", "", tail)
        return bare_gerund(head, planned=planned) and (aside or bare_gerund(tail.strip(), planned=planned))
    if len(words) < 2:
        return False
    first = words[0].lower()
    lower = [w.lower() for w in words]
    # "Thinking of doing a trip to Amsterdam": a plan under way ("Thinking about it ..." reacts).
    planning = (
        first == "thinking" and lower[1] in ("of", "about") and len(lower) > 2 and lower[2].endswith("ing")
    ) or (first == "looking" and lower[1] in ("for", "into"))  # "Looking for jobs": a search under way
    # "looking in Kreuzberg or Neukölln": where the search is, a place named.
    planning = planning or (
        first == "looking" and lower[1] in ("in", "around") and re.search(r"\s[A-Z]", segment) is not None
    )
    # "looking at places in Lewisham": homes, jobs or schools looked at, a search under way too.
    planning = planning or (first == "looking" and lower[1] == "at" and _SEARCHED.search(segment) is not None)
    # "thinking Ada or Iris", "thinking Rome or Lisbon for the honeymoon": a choice under way.
    planning = planning or (first == "thinking" and lower[1] not in ("of", "about") and "or" in lower[2:])
    # "Seeing my parents this weekend": a visit planned, when a time says when.
    planning = planning or (first == "seeing" and names_a_time(segment))
    # "Looking forward to the trip next week": what is ahead, named ("looking forward to it" reacts).
    planning = planning or (
        lower[:3] == ["looking", "forward", "to"]
        and len(lower) > 3
        and lower[3] not in POINTING_WORDS | {"you", "everything"}
        and not lower[3].endswith("ing")
    )
    if (
        not first.endswith("ing")
        # "birdwatching": an -ing word lemminflect does not know is a gerund still
        or ("VERB" not in all_lemmas(first) and (bool(all_lemmas(first)) or len(first) < 7))
        or (first in PERCEPTION_GERUNDS and not (planning or compound or planned))
    ):
        return False
    if (
        "ADJ" in all_lemmas(first)
        and first not in _BECOMING
        and lower[1] not in OBJECT_STARTS
        and lower[1] not in PREPOSITIONS
        # "Flying back Sunday night", "moving house next week"
        and lower[1] not in ("back", "home", "out", "off", "away", "house", "abroad")
        # "loving school", "enjoying retirement": a noun that takes no article, so an object
        and lower[1] not in ("school", "uni", "college", "nursery", "work", "life", "retirement")
    ):
        return False  # "Exciting times ahead", "Amazing views up there": an adjective and its noun
    for i, w in enumerate(lower[1:], start=1):
        # "'s" is "is" after a pronoun or before "a"/"in"; "my cousin's wedding" is whose.
        nxt = lower[i + 1] if i + 1 < len(lower) else ""
        # ("wedding's next summer", "meeting's on Friday": the "is" before when it is)
        possessive = (
            w == "s" and lower[i - 1] not in PRONOUNS and nxt not in IS_AFTER_S | WHEN_AFTER_EVENT | {""}
        )
        # "taking the kids to my mum's in Brighton": someone's home, after the preposition of a place.
        # (not "Exciting to see what's in store": "what" is nobody's home)
        possessive = possessive or (
            w == "s"
            and i >= 3
            and (
                (lower[i - 2] in HOME_PREPOSITIONS and words[i - 1][:1].isupper())  # "at Ana's"
                or (
                    lower[i - 3] in HOME_PREPOSITIONS and lower[i - 2] in ("my", "our", "his", "her", "their")
                )
            )
        )
        if w in LINKING_VERBS or w in SUBJECT_PRONOUNS or (w == "s" and not possessive):
            return False
        if words[i][:1].isupper():
            continue  # "watching The Bear": a title's or a name's word, no verb of the phrase
        if (w == "used" and lower[i - 1] == "getting") or (i == 1 and first in _BECOMING):
            continue  # "Still getting used to Toby", "Going freelance": what it becomes, not a second verb
        verbs = all_lemmas(w).get("VERB", ())
        if i >= 2 and (w in ("called", "named") or (nxt == "by" and bool(verbs) and verbs[0] != w)):
            continue  # "Starting at a startup called Lumen": a participle that names the noun before it
        if lower[i - 1] == "to" and verbs[:1] == (w,):
            continue  # "Heading out to go climbing": an infinitive, no verb of its own
        if not w.endswith("ing") and _verb_here(w, lower[i - 1], nxt):
            return False
        if i >= 2 and _third_person_before_object(w, nxt):
            return False  # "Overcoming challenges builds strength": the gerund is the subject
    return True


def _third_person_before_object(word: str, nxt: str) -> bool:
    """True when ``word`` is a verb's -s form with a noun or a determiner after it ("builds
    strength", "helps me"), so a clause's verb; "trips to Rome" and "friends tomorrow" are not."""
    verbs = all_lemmas(word).get("VERB", ())
    if not verbs or verbs[0] == word or not word.endswith("s") or not nxt:
        return False
    if nxt in TIME_NOUNS or nxt in PREPOSITIONS or (nxt in FUNCTION_WORDS and nxt not in OBJECT_STARTS):
        return False
    return nxt in OBJECT_STARTS or "NOUN" in all_lemmas(nxt)


_ING_PRONOUNS = frozenset(["something", "anything", "nothing", "everything"])


_HANDS_DOWN = re.compile(r"(?i),\s*hands\s+down\b|\bhands\s+down\W*$")


def _joined_to_noun_phrase(words: list[str], i: int) -> bool:
    """True when ``words[i]`` follows "and" (an adverb between) that follows a phrase of one to
    three words opening on a count: "180k miles and still going strong", "Two kids and counting"."""
    k = i - 1
    while k > 0 and words[k] in ("still", "just", "now", "also"):
        k -= 1
    head = words[:k]
    counted = bool(head) and (head[0][:1].isdigit() or head[0] in NUMBER_WORDS)
    return words[k] == "and" and 1 <= len(head) <= 3 and counted


def _verb_of_me_and(raw: list[str], words: list[str]) -> bool:
    """True when ``words`` open on "me and" someone, then a word that can be a verb after a noun or
    a name: "Me and my brother run a cafe" (the verb of the two, after the second)."""
    return words[:2] == ["me", "and"] and any(
        "VERB" in all_lemmas(w) and (_noun(words[i - 1]) or raw[i - 1][:1].isupper())
        for i, w in enumerate(words[3:], start=3)
    )


# "senior engineer starting Monday": a participle that only says from when the noun holds.
_FROM_WHEN = frozenset({"starting", "beginning", "effective"})


def _came_to(words: list[str], i: int, nxt: str) -> bool:
    """True when ``words[i]`` is a past that is its base, after a singular noun and before what it
    came to: "The new bike cost 500 quid", "the bike cost me a fortune"."""
    prev = words[i - 1]
    single = all_lemmas(prev).get("NOUN", ("",))[0] == prev
    return single and past_as_base(words[i]) and (nxt[:1].isdigit() or nxt in ("me", "us", "a"))


def finite_verb(segment: str) -> bool:
    """True when some word of ``segment`` is used as a verb in its place, or the segment opens on a
    verb whose subject the speaker dropped ("Went to the park", "Love the beach"): "A candlelit dance
    in a cozy restaurant" and "A few years back my friends" have none."""
    text = _HANDS_DOWN.sub("", segment.replace("’", "'"))  # "Pizza, hands down": beyond doubt
    text = re.sub(r"\s*\([^()]*\)", "", text)  # "my daughter (6) loves horses": an aside in brackets
    found = list(_WORD.finditer(text))
    raw = [m.group(0) for m in found]
    words = [w.lower() for w in raw]
    if not words:
        return False
    # "The waves, the wind": a word a comma ends takes no object across it.
    listed = {i for i, m in enumerate(found) if text[m.end() : m.end() + 1] == ","}
    first = all_lemmas(words[0])
    if ("VERB" in first or "AUX" in first) and ("NOUN" not in first or words[0].endswith("ing")):
        return True  # "Went to the park", "Been busy", "Planning a trip"
    if "VERB" in first and words[1:2] in (["it"], ["them"]):
        return True  # "ride it to work": "ride" is a noun too, but a noun takes no "it"
    verbs = first.get("VERB", ())
    if verbs and verbs[0] != words[0] and words[0] in inflection(verbs[0], "VBD"):
        return True  # "Left in March": a past form, though "left" is a noun too
    if words[0] in SUBJECT_PRONOUNS | LINKING_VERBS | AUXILIARIES | SPEAKER_VERBS | {
        "it",
        "this",
        "that",
        "there",
    } or _verb_of_me_and(raw, words):
        return True  # "I ...", "It was ..." (a possessive, "My own journey ...", is no verb)
    infinitive = False  # inside "to <verb> ...", where "and <verb>" goes on with it
    for i, w in enumerate(words[1:], start=1):
        nxt = words[i + 1] if i + 1 < len(words) and i not in listed else ""
        if i >= 2 and words[i - 1] == "to" and not _linking(words, i):
            # "to explore" opens an infinitive; "to Tokyo" is a place ("My flight to Tokyo is ...").
            infinitive = raw[i][:1].islower() and all_lemmas(w).get("VERB", ("",))[0] == w
            continue  # "a way to relax": an infinitive is no finite verb ("To reset it, hold ..." opens one)
        # "a chance to explore new places and get inspired": the infinitive goes on; "a 45-minute
        # commute": what a number and its unit describe is a noun.
        # "180k miles and still going strong": a gerund joined to a count is no verb of the clause.
        joined = w.endswith("ing") and _joined_to_noun_phrase(words, i)
        if (
            (infinitive and w not in SUBJECT_PRONOUNS and (i - 1) not in listed)
            or _measured(text, found, i)
            or joined
            # "10% starting next month": from when, no one's doing.
            or (w in _FROM_WHEN and opens_on_a_time(" ".join(raw[i + 1 : i + 5])))
        ):
            continue
        infinitive = False
        # "for something fun" is no verb; nor is "of nursing", a gerund after a preposition, nor
        # "a budgeting app", one after a determiner.
        gerund = (
            w.endswith("ing")
            and w not in _ING_PRONOUNS
            and gerund_form(w)
            and words[i - 1] not in PREPOSITIONS | DETERMINERS
            # "around 8k total, not counting flights": an aside after the comma, no verb of the clause
            and not (words[i - 1] == "not" and (i - 2) in listed)
        )
        # "My team uses Postgres 15": a singular noun's verb, then what it acts on (``_verb_after_subject``).
        if (
            _linking(words, i)
            or gerund
            or _verb_here(w, words[i - 1], nxt)
            or _verb_after_subject(raw, words, i)
            or _came_to(words, i, nxt)
        ):
            return True
        after = all_lemmas(nxt)
        beyond = words[i + 2] if i + 2 < len(words) else ""
        ends = (
            "ADJ" in after and nxt != "own" and not (beyond and _noun(beyond) and beyond not in INTENSIFIERS)
        )
        # "My grandma's 91", "My mom's in Oslo": a number or a place's preposition after "'s" too;
        # "my wedding's next summer": when it is.
        linked = (
            nxt in IS_AFTER_S | WHEN_AFTER_EVENT | {"such", "my", "been", "got", "ok"}
            or nxt in INTENSIFIERS
            or nxt[:1].isdigit()
            or (nxt.endswith("ly") and "ADV" in all_lemmas(nxt))  # "Guitar's mostly my thing"
        )
        if w == "s" and (linked or ends):
            return True  # "Parenting's such a big responsibility", "My son's ok", "My fam's small"
        verbs = all_lemmas(w).get("VERB", ())
        counted = words[i - 1][:1].isdigit()  # "25 minutes on": a number counts a noun
        if (
            verbs
            and verbs[0] != w
            and w.endswith("s")
            and (nxt in OBJECT_STARTS or nxt in PREPOSITIONS)
            and not counted
        ):
            return True  # "The hard work starts to ..."
        # "Dogs love the park", "Books always fuel my creativity", "Mel and Tom play golf": a base
        # form after a plural or a name (adverbs between).
        k = i - 1
        while k > 0 and words[k] in INTENSIFIERS | {"all", "both"}:
            k -= 1
        prev = raw[k]
        subject = prev[:1].isupper() or (prev.endswith("s") and "NOUN" in all_lemmas(prev.lower()))
        # ("6 months, total menace": no verb across the comma after a plural)
        if subject and k > 0 and k not in listed and verbs and not w.endswith("s"):
            return True
        # "My daughter Emma starts kindergarten": one person or animal (a name, a kin word), then its verb.
        if not counted and _one_beings_verb(prev, k, w, nxt):
            return True
    return False


def _one_beings_verb(prev: str, k: int, w: str, nxt: str) -> bool:
    """True when ``w`` after ``prev`` (as written, the ``k``-th word) is the verb of one person or
    animal: "My son loves dinosaurs" (its -s form, whatever follows), "my sister quit her job" (a
    past form that is its base form too, and a noun, before what it acts on)."""
    named = prev[:1].isupper() and prev.lower() not in FUNCTION_WORDS | PRONOUNS
    one = prev.lower() in _ONE_BEING or (named and (k > 0 or not all_lemmas(prev.lower())))
    if not one:
        return False
    if w.endswith("s") and all_lemmas(w).get("VERB"):
        return True
    return past_as_base(w) and (nxt in OBJECT_STARTS or nxt in _PARTICLES)


_PARTICLES = frozenset(["up", "off", "out", "down", "back"])


def _measured(text: str, found: list[re.Match[str]], i: int) -> bool:
    """True when the word ``found[i]`` follows a number and its unit joined by a hyphen ("a
    45-minute commute"), as a noun they describe."""
    return (
        i >= 2
        and found[i - 2].group(0)[:1].isdigit()
        and text[found[i - 2].end() : found[i - 1].start()] == "-"
    )


# One person or animal named by a common noun: the subject of a verb's -s form ("My son loves ...").
_ONE_BEING = FEMININE | MASCULINE | ANIMALS | ONE_PERSON | UNGENDERED_PEOPLE | OWN_CARERS

# "Three times a week", an answer's how-often alone ("times" is no verb here).
_HOW_OFTEN = re.compile(
    r"(?i)\s*(?:(?:about|around|like|maybe|usually)\s+)?(?:once|twice|\w+\s+times?)\s+(?:a|per|each|every)\s+"
    r"(?:day|week|month|year|weekend)\W*"
)


_NAMED_BETWEEN_COMMAS = re.compile(r"^(?:[Oo]ur|[Mm]y|[Tt]he)\s+[\w-]+(?:\s+[\w-]+)?,\s+[A-Z][\w'-]*,\s+\S")


_ASIDE_OPENERS = frozenset(["mostly", "mainly", "probably", "maybe", "roughly", "around", "about"])


def _bare_list(segment: str) -> bool:
    """True when ``segment`` is only a list of short phrases ("puzzles, training, hide-and-seek"): an
    answer's items, with no one doing anything ("I love puzzles, training and walks" has a subject)."""
    parts = re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", segment.strip(" .!"))
    items = [item.split() for item in parts if item]
    if len(items) < 3:
        return False
    if _NAMED_BETWEEN_COMMAS.match(segment):
        return False  # "Our drummer, Kai, just quit": a subject set off by commas, then its verb
    if any(words[0].lower() in _ASIDE_OPENERS for words in items[1:]):
        return False  # "staying 10 days, mostly Tokyo and Kyoto": an aside on the first, no list
    return all(
        len(words) <= 4
        and not any(w.lower() in SUBJECT_PRONOUNS or "'" in w or "’" in w for w in words)
        # A gerund phrase ("coordinating with the city") or a noun phrase ("puzzles"), not a clause.
        and (words[0].lower().endswith("ing") or not finite_verb(" ".join(words)))
        for words in items
    )


def has_verb(segment: str) -> bool:
    """True when some word of ``segment`` can be a verb (or is a contracted "'m", "'s", "'re")."""
    words = [w.lower() for w in _WORD.findall(segment.replace("’", "'"))]
    if any(w in ("m", "s", "re", "ve", "ll", "d") or w in LINKING_VERBS or w in AUXILIARIES for w in words):
        return True
    # "color-code", "double-check": a hyphenated verb is a verb by its last part.
    parts = [w.rpartition("-")[2] for w in words]
    return any("VERB" in all_lemmas(w) or "AUX" in all_lemmas(w) for w in words + parts)


def _did_before(head: str) -> bool:
    """True when ``head``, the words before a good time judged, already says something done: "We
    connected over our love for basketball and" (a verb past the subject); "My family and I" does not."""
    words = [w.lower() for w in _WORD.findall(head.replace("’", "'"))]
    return any(
        w not in _SKIP and w not in TIME_OPENERS and "VERB" in all_lemmas(w) and "NOUN" not in all_lemmas(w)
        for w in words
    )


def _of_the_moment(segment: str, *, chat: bool) -> str | None:
    """Why ``segment`` speaks of the moment rather than of a person: a reply, a resolve, a mood an
    experience caused, or a gerund phrase that points at what was just shown; or None."""
    if chat and (
        _WISHED_REACTION.match(segment) or _WELL_WISH.search(segment) or _OFFERED_HAND.match(segment)
    ):
        return "a reply to the listener"
    if _FINGERS_CROSSED.match(segment):
        return "a wish"
    if chat and _RESOLUTION.match(segment) and not _SOON.search(segment):
        return "a resolve of the moment"
    if chat and _SHOULD_DO.match(segment) and not _SOON.search(segment) and not _DATED.search(segment):
        return "a resolve of the moment"
    if _CAUSED_FEELING.search(segment):
        # "Thinking about it pumps me up", "Dancing brings me joy", "My dogs make me happy": how
        # something makes the speaker feel, whatever it is ("I love dancing" is the taste, kept).
        return "a judgement or a feeling, not a fact"
    good = _GOOD_TIME.search(segment)
    # "We connected over our love for basketball and had a ton of fun" said something done before it.
    judged_only = good and not _WHEN_OR_WHERE.search(segment) and not _did_before(segment[: good.start()])
    if good and judged_only and not _names_more(segment[good.end() :]):
        return "a judgement or a feeling, not a fact"
    if gerund_fragment(segment):
        return "a fragment without a subject"
    if _like_these(segment):
        return "compares with what was shown or said"
    if _photo_only(segment):
        return "a picture shown or taken, no fact beyond it"
    return None


# Words that say no fact past a picture: its taking, its time, how it looks, who holds it.
_NOT_BEYOND_A_PHOTO = (
    (FUNCTION_WORDS | PREPOSITIONS | PRONOUNS | INTENSIFIERS | TIME_OPENERS | TIME_NOUNS | PHOTO_ACTS)
    | PHOTO_NOUNS
    | EVALUATIONS
    | VAGUE_NOUNS
    | frozenset(["s", "m", "re", "ve", "ll", "d", "t", "ago", "yet", "during", "favorite", "favourite"])
)


def _photo_at(words: list[str]) -> int | None:
    """The index of the picture ``words`` speak of, as the object of an act on it ("took this pic",
    "Here's a photo of", "think about that pic") or as the subject ("The pic takes me back"); None when
    the picture is only a word among others ("full of quotes and pictures", "a photo booth")."""
    lower = [w.lower() for w in words]
    for p, w in enumerate(lower):
        if w not in PHOTO_NOUNS:
            continue
        nxt = lower[p + 1] if p + 1 < len(lower) else ""
        kind = all_lemmas(nxt)
        if nxt not in FUNCTION_WORDS | PRONOUNS | TIME_OPENERS and "NOUN" in kind and "VERB" not in kind:
            return None  # "a photo booth", "picture books": the picture only qualifies a noun
        k = p - 1  # back over what qualifies it: "a bunch of", "some awesome", "this beach"
        while k >= 0 and p - k <= 4 and lower[k] not in PHOTO_ACTS and lower[k] not in SUBJECT_PRONOUNS:
            kind = all_lemmas(lower[k])
            if not (
                lower[k] in FUNCTION_WORDS | PRONOUNS | PHOTO_QUANTITIES or "ADJ" in kind or "NOUN" in kind
            ):
                break
            k -= 1
        if k < 0 or (lower[k] in PHOTO_ACTS and k <= 4):
            return p
        return None
    return None


# "your photo", "this pic you sent me": a picture the listener showed.
_LISTENERS_PHOTO = re.compile(
    r"(?i)\byour\s+(?:\w+\s+)?(?:" + "|".join(sorted(PHOTO_NOUNS)) + r")\b|\byou\s+(?:sent|shared|posted)\b"
)


def _photo_only(segment: str) -> bool:
    """True when ``segment`` is a picture shown or taken and nothing it says goes past the picture:
    "I took this pic last summer", "Here's a pic of my family", "We got some awesome pictures too",
    "Here's a pic I snapped during one of our practices", "I saw your photo of you two dancing", "The
    pic takes me back", "Seeing this pic made me appreciate my love of reading". A picture of what is
    named or of an event says more and is kept: "I took that pic on a hike near Fort Wayne", "Here's a
    pic of my family camping at the beach", "The photo is from a forest near my hometown"."""
    comment = _COMMA_COMMENT.search(segment)  # "..., it's a reminder that ...": said of the picture
    segment = segment[: comment.start()] if comment else segment
    words = _WORD.findall(segment.replace("’", "'"))
    p = _photo_at(words)
    if p is None:
        return False
    named = any(w[:1].isupper() and w != "I" for w in words[1:])
    after = words[p + 1 :]
    if p < len(subject(segment)):  # the picture is the subject
        first = after[0].lower() if after else ""
        if first not in ("s", "is", "was", "are", "were"):
            return not named  # "The pic takes me back": what it does to the speaker, a reaction
    if _LISTENERS_PHOTO.search(segment):
        return True  # the listener's picture: what it shows is theirs to say
    if any(w[:1].isupper() and w != "I" for w in after):
        return False
    content = [w for w in after if w.lower() not in _NOT_BEYOND_A_PHOTO and not w[:1].isdigit()]
    # "I took this pic at the lake", "a pic I took in Rome": where it was taken.
    skipped = PRONOUNS | (PHOTO_ACTS - {"at", "about", "through", "out"}) | {"a", "an", "the"}
    taken = [w.lower() for w in after if w.lower() not in skipped]
    where = (
        len(taken) > 1
        and taken[0] in ("at", "in", "near", "on")
        and taken[1] not in TIME_NOUNS | TIME_OPENERS
    )
    return len(content) < 2 and not where


# "Moments like these remind me to ...", "I love days like this": the kind is what the chat showed.
_LIKE_THESE = re.compile(r"(?i)\b(?P<noun>[a-z]+)\s+like\s+(?:these|those|this|that)\b(?!\s+(?:one|ones)\b)")


def _like_these(segment: str) -> bool:
    """True when a noun in ``segment`` is compared with "these", "this" ...: what they are, only the
    chat shows ("Moments like these remind me ..."); "It looks like this" is no noun's kind."""
    for m in _LIKE_THESE.finditer(segment):
        lemmas = all_lemmas(m.group("noun").lower())
        noun = m.group("noun").lower()
        if noun in SUBJECT_PRONOUNS:
            continue  # "a company I like that needs my skills": "like" is the verb
        if "NOUN" in lemmas and "VERB" not in lemmas and noun not in FUNCTION_WORDS:
            return True
    return False


_ATTITUDE = re.compile(r"(?i)(?<![\w'’])(?:" + "|".join(ATTITUDES) + r")(?![\w'’])")
# What may stand beside how the speaker holds up without saying anything more.
_ATTITUDE_REST = frozenset(
    ["though", "anyway", "anyways", "just", "still", "also", "always", "now", "lately"]
)


def attitude(segment: str) -> bool:
    """True when ``segment`` says only how the speaker holds up (``lexicon.ATTITUDES``), about nothing
    named: "I'm staying positive and pushing forward", "I won't quit, no matter what", "I'm
    determined to make it work", "I've been real busy". "I stayed focused on my recovery" and "I've
    been busy with work and family" say with what; "I stay positive" after nothing else is a mood."""
    if _ATTITUDE.search(segment) is None:
        return False
    rest = _WORD.findall(_ATTITUDE.sub(" ", segment.replace("’", "'")))
    return all(
        w.lower() in _SKIP
        or w.lower() in _ATTITUDE_REST
        or w.lower() in TIME_OPENERS | TIME_NOUNS  # "This week's been busy for me": when, still no what
        or w.lower() in ("m", "s", "re", "ve", "ll", "d", "t")
        for w in rest
    )


# "Dancing and running my biz need hard work", "My studio needs the hard work I'm putting in": what
# something takes, said of anything ("I need a day off" says what the speaker needs).
_EFFORT = re.compile(
    r"(?i)\b(?:need|needs|needed|take|takes|took|require|requires|required|demand|demands|demanded)\s+"
    r"(?:(?:a\s+lot\s+of|lots\s+of|so\s+much|some|the|real|hard|serious)\s+)*"
    r"(?:hard\s+work|effort|dedication|patience|commitment|perseverance|guts|grit)\b"
)


# "Can't beat being outside tho", "Nothing beats a hot shower", "can't go wrong with pizza": praise
# of a thing, said as an idiom
# ("I can't beat him at chess" says what happened).
_NOTHING_BEATS = re.compile(
    r"(?i)^(?:(?:yeah|but|and|so|honestly|still|really|just|truly),?\s+)*(?:(?:you|I|we)\s+)?(?:(?:really|just|truly)\s+)?"
    r"(?:can['’]?t|cannot|can\s+not)\s+(?:beat|go\s+wrong\s+with)\s+"
    r"(?!(?:him|her|them|me|us|you|it)\b)"
    r"|^(?:(?:yeah|but|and|so|honestly|still),?\s+)*nothing\s+(?:beats|compares\s+to)\b"
)


def _of_the_mind(segment: str) -> str | None:
    """Why ``segment`` says only the speaker's state of mind: elation, a hedge, eagerness; or None."""
    if _ELATED.match(segment) and not _planned(segment):
        return "a feeling of the moment"
    if _hedged(segment) or (
        _GUESSED_STATE.search(segment) and not _SOON.search(_GUESSED_STATE.sub(" ", segment))
    ):
        return "a hedged opinion, not a fact"
    if _EFFORT.search(segment):
        return "what something takes, a saying"
    if _PROGRESS.search(segment):
        return "progress of the moment, not a fact"
    if attitude(segment):
        return "how the speaker holds up, about nothing named"
    if _REACTION_OPENING.match(segment):
        return "a reaction, no subject"
    if _HOPEFULLY.match(segment) or _WOULD_BE_GOOD.match(segment) or _WISHED_OTHERWISE.match(segment):
        return "a wish, not a fact"
    if _GRATEFUL_FOR.match(segment):
        return "gratitude, a feeling"
    dated = _SOON.search(segment) or re.search(r"(?i)\bsoon\b", segment)
    if (
        _MUST_NOW.match(segment) or _leaving_to_do(segment)
    ) and not dated:  # "gotta check out another shelter soon": a plan
        return "what the speaker must do now, not a fact"
    if _IMPRESSION.search(segment):
        return "an impression, not a fact"
    if _NOTHING_BEATS.match(segment):
        return "a judgement or a feeling, not a fact"
    if _ANNOUNCED.match(segment) or _SOMETHING_DONE.search(segment):
        return "names only a kind of thing, what it is follows"
    if _judged_doing(segment):
        return "a judgement of an experience"
    if _ANTICIPATION.search(segment) and not _SOON.search(segment) and not _planned(segment):
        return "anticipation, not a fact"
    return _lesson_or_nothing_named(segment)


def _may_be_for_the_listener(segment: str) -> bool:
    """True when ``segment`` says what may be for the listener, the speaker nowhere in it and no
    date: "Instagram can help you reach a younger crowd" (``_ABOUT_YOU``)."""
    about = _ABOUT_YOU.search(segment) is not None and _MAY_BE.search(segment) is not None
    return about and not FIRST_PERSON.search(segment) and not _DATED.search(segment)


def _to_the_listener(segment: str) -> str | None:
    """Why ``segment``, said in a chat, is talk to the listener rather than a fact: advice, a remark
    about no one, a reply, or praise; None when it is none of these."""
    if imperative(segment):
        return "an imperative to the listener"
    if generic(segment):
        return "about no one"
    if _REPLY.match(segment) or _COUNT_ME_IN.search(segment):
        return "a reply to the listener"
    if _STANCE_TO_LISTENER.match(segment) or _TREASURED.search(segment):
        return "the speaker's stance towards the listener"
    if _MY_ADVICE.match(segment):
        return "advice to the listener"
    if _may_be_for_the_listener(segment):
        return "advice or a prediction for the listener"
    praised = _COMPLIMENT.search(segment) is not None and _PRAISED_FOR_A_THING.search(segment) is None
    if praised or (_YOURS_JUDGED.match(segment) and _ENDS_JUDGED.search(segment)):
        return "a compliment to the listener"  # "I'm proud of you", "The photo you shared is so powerful"
    return None


# Someone a clause can be about: the speaker, the listener or a person ("they", "their" may be things).
_SOMEONE_IN = re.compile(
    r"(?i)\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|we'll|we'd|us|our|ours|ourselves|"
    r"you|your|yours|yourself|he|him|his|himself|she|her|hers|herself)\b"
)
_NO_ONE = "about no one in particular"
# A subject that points at what was said before: whom or what it is, the referents rules decide.
_POINTING_SUBJECTS = frozenset(["they", "it", "this", "that", "these", "those"])


def _described_noun(words: list[str]) -> bool:
    """True when ``words`` open on an adjective and then a noun: "Meaningful stories come from ...",
    "Good friends make life better" name their subject."""
    return len(words) > 2 and "ADJ" in all_lemmas(words[0].lower()) and _noun(words[1].lower())


def about_no_one(segment: str) -> bool:
    """True when ``segment``, said in a chat, names no one and nothing particular: no person, no
    name, no number, no definite subject and no subject the speaker dropped. "Overcoming challenges
    builds strength", "A little kindness can go a long way", "Blogging can make a difference": a
    saying; "Pepper and Panda are Lab mixes" names them, "Went to the park" is the speaker's, and
    "the bike" is for the session to say whose (``referents.resolve_definite``)."""
    if _SOMEONE_IN.search(segment.replace("’", "'")) or re.search(r"\d", segment):
        return False
    words = _WORD.findall(segment.replace("’", "'"))
    if not words or words[0].lower() == "the":
        return False  # "The bike has a carbon frame": the session may say whose
    first = words[0].lower()
    if first in _POINTING_SUBJECTS:
        return False  # "they helped out" after "My fam's been awesome": the chat may say who (``referents``)
    # A name: capitalised past the first word; the first word when the lexicon does not know it
    # ("Barcelona is ..."), not a function word or a gerund ("The", "Blogging").
    first_named = (
        words[0][:1].isupper()
        and first not in FUNCTION_WORDS
        and not first.endswith("ing")
        and not all_lemmas(first)
    )
    if first_named or name_first(words) or any(w[:1].isupper() for w in words[1:]):
        return False
    implied = implied_subject(segment)
    if implied == "missing" and _described_noun(words):
        implied = "explicit"  # "Meaningful stories come from ...": an adjective before its noun
    if not finite_verb(segment) or bare_gerund(segment) or implied != "explicit":
        return False  # "Went to the park", "Researching adoption agencies": the speaker's "I" dropped
    return (
        first in FUNCTION_WORDS
        or first.endswith("ing")
        or "NOUN" in all_lemmas(first)
        or "ADJ" in all_lemmas(first)
    )


# What ought to be done: "I think schools should be funded properly" is a position the speaker holds.
_OUGHT = re.compile(r"(?i)\b(?:should|must|ought|need\s+to|needs\s+to|have\s+to|has\s+to)\b")


def _held_saying(segment: str) -> bool:
    """True when ``segment`` is "I think" before a saying about no one: "I think meaningful stories
    come from personal experiences", "I think everyone's gotta ditch the hustle now and then"; a
    position on what ought to be ("I think schools should be funded properly") is the speaker's."""
    m = _HEDGED.match(segment)
    if m is None:
        return False
    rest = segment[m.end() :]
    return about_no_one(rest) and not _OUGHT.search(rest)


# "We've come so far", "We make a great team", "We're really making progress": "we" first.
_WE_FIRST = re.compile(r"(?i)^(?:(?:yeah|yup|yes|and|but|so|plus|also),?\s+)?we(?P<rest>(?:['’]\w+)?\s.*)$")
# A habit says what "we" do: "We go on adventures together very often".


def _we_remark(segment: str) -> bool:
    """True when ``segment`` says how "we" are doing or what we are, judged, not in the past, with no
    date, name, number or habit: "We've come so far", "We make a great team", "We'll find some
    awesome people"; "We won the game", "We're so excited for the trip on Friday", "We go hiking very
    often" say what happened, is planned or is done."""
    m = _WE_FIRST.match(segment)
    if m is None or not evaluative(segment) or _DATED.search(segment) or _TITLE_OR_NAME.search(segment):
        return False
    if HABITUAL.search(segment):
        return False
    words = [w.lower() for w in _WORD.findall(m.group("rest"))]
    words = [
        w for w in words if w not in INTENSIFIERS and w not in ("all", "both", "just", "also", "finally")
    ]
    if not words:
        return False
    verbs = all_lemmas(words[0]).get("VERB", ())
    past = bool(verbs) and verbs[0] != words[0] and words[0] in inflection(verbs[0], "VBD")
    return not past and words[0] not in ("was", "were", "had", "did", "d")


# What a thing does to the speaker's mind: "They always remind me to slow down", "My family reminds
# me why I do this", "Max brought us so much joy", "Tournaments bring out strong emotions in me",
# "My teammates keep me going". A lesson or a feeling, not a fact (what the thing is, or that the
# speaker has it, is said elsewhere: "I keep a figure in my room as a reminder" keeps the figure).
_FEELING_GIVEN = (
    r"(?:(?:so\s+much|such|lots\s+of|a\s+lot\s+of|so\s+many|great|real|true|a\s+sense\s+of|"
    r"a\s+feeling\s+of|that\s+feeling\s+of|that|some|this)\s+)*"
    rf"(?:{'|'.join(sorted(FELT_NOUNS | {'love', 'smiles', 'a smile', 'happiness', 'serenity'}, key=len, reverse=True))})\b"
)
# Whom: the speaker, the listener, or, once the chat has resolved "us", who they are ("Max brought
# me and my family so much joy").
_MINDED = r"(?:(?:me|us|you|him|her|them|[A-Z]\w+)(?:\s+and\s+(?:my|our|your|their|his|her)\s+\w+)?)"
_GIVEN_TO_THE_MIND = re.compile(
    r"\b(?:(?:always|really|definitely|just|still|also|truly|so|constantly|obviously|totally)\s+)*"
    rf"(?P<verb>(?:[Rr]emind(?:s|ed)?)\s+{_MINDED}\s+(?:to|of|how|why|that|what)\b"
    rf"|(?i:bring|brings|bringing|brought|give|gives|gave|fill|fills|filled)\s+(?:{_MINDED}\s+)?(?:with\s+)?{_FEELING_GIVEN}"
    rf"|(?i:bring|brings|brought)\s+out\s+(?:\w+\s+){{0,3}}in\s+{_MINDED}"
    rf"|(?i:motivate|motivates|motivated|inspire|inspires|inspired)\s+{_MINDED}(?!\s+to\b)(?=\s+and\b|\s*$)"
    rf"|(?i:keep|keeps|kept)\s+{_MINDED}\s+(?i:going|motivated|inspired|grounded|sane|humble|positive|"
    r"moving|growing|focused|at\s+peace|on\s+track|on\s+my\s+toes)"
    # "They always make me smile", "they make me keep going"
    rf"|(?i:make|makes|made)\s+{_MINDED}\s+(?i:smile|keep\s+going|keep\s+pushing)\b"
    # "They're the reason why I never give up": not "the reason I moved to Boston"
    r"|(?i:the\s+reason)\s+(?i:why\s+)?(?:I|we)\s+(?i:never\s+give\s+up|keep\s+going|keep\s+pushing|"
    r"do\s+what\s+(?:I|we)\s+do|smile))"
)


def given_to_the_mind(segment: str) -> bool:
    """True when ``segment``'s first verb says what its subject, a thing or another, does to the
    speaker's mind or mood (``_GIVEN_TO_THE_MIND``): "Nature's beauty reminds me to slow down",
    "Max brought us so much joy". "The figurines I bought yesterday remind me of family" has a verb
    of the speaker's before it, and says what they did."""
    m = _GIVEN_TO_THE_MIND.search(segment.replace("’", "'"))
    if m is None:
        return False
    before = _WORD.findall(segment.replace("’", "'")[: m.start("verb")])
    before = [w for w in before if w.lower() not in INTENSIFIERS and w.lower() not in ("obviously",)]
    if not before or before[0].lower() in ("i", "we", "i'm", "we're"):
        return False  # "Remind me to call", "I remind myself": no thing does it
    if m.group("verb").lower().startswith("the reason"):
        return True  # "My family is the reason why I never give up": after its "is"
    return len(subject(segment)) >= len(before)


# A lesson the speaker drew: "I realized that it's important to value different perspectives", "I
# learnt that my own happiness is the most important thing", "She showed me the importance of
# gratitude", "He taught us the power of love", "I learned that the hard way". A saying the speaker
# holds, not a fact ("I learned how to code", "I'm learning the violin" say what they do).
_VALUED = (
    r"\b(?:important|importance|essential|crucial|vital|is\s+key|are\s+key|matters?|"
    r"the\s+(?:power|value|beauty|meaning)\s+of|the\s+hard\s+way)\b"
)
_LEARNED = re.compile(
    r"\b(?:(?i:realiz\w*|realis\w*|learn|learns|learnt|learned|learning|taught|teach|teaches|"
    r"understand|understood)|(?i:show|shows|showed|shown)(?=\s+" + _MINDED + r"))\b"
    r"(?:\s+" + _MINDED + r")?\s+(?i:that|how|the\s+\w+\s+of|the\s+hard\s+way)\b"
    r"(?P<learned>.*)"
)


def lesson(segment: str) -> bool:
    """True when ``segment`` says a lesson the speaker drew: a verb of learning or showing before
    what matters (``_LEARNED``). What matters to them is theirs ("They mean the world to me",
    "Family is the most important thing for me" are kept)."""
    m = _LEARNED.search(segment.replace("’", "'"))
    return m is not None and (
        re.search(_VALUED, m.group(0)[: m.start("learned") - m.start()], re.I) is not None
        or re.search(_VALUED, m.group("learned"), re.I) is not None
    )


# "There were moments when I questioned ...", "There were so many people who shared ...", "There are
# a couple of poses I enjoy": what is there is only a count or a stretch of time, nothing named
# ("There's a new bakery in my town", "There are three dogs in the house" name it).
_VAGUE_THERE = re.compile(
    r"(?i)^(?:(?:yeah|yes|well|and|but|so|oh),?\s+)?there(?:'s|’s|\s+is|\s+are|\s+was|\s+were|\s+have\s+been)\s+"
    r"(?:(?:so\s+many|so\s+much|a\s+couple(?:\s+of)?|a\s+few|lots\s+of|a\s+lot\s+of|many|some|such)\s+|"
    r"(?:moments|times|days)\b)"
)


def _lesson_or_nothing_named(segment: str) -> str | None:
    """Why ``segment`` is a lesson or a feeling (``given_to_the_mind``, ``lesson``) or names nothing
    that is there (``_VAGUE_THERE``); None when it is neither."""
    if given_to_the_mind(segment) or lesson(segment):
        return "a lesson or a feeling, not a fact"
    if _VAGUE_THERE.match(segment.strip()):
        return "names only a count or a time, nothing there"
    return None


def bare_kind(clause: str) -> bool:
    """True when what is kept of ``clause`` names only a kind of thing and not which ("I've been
    working on a project lately", "I've been using this app"); judged on the whole kept part, so
    "I'm working on a new project - a suspenseful thriller" (which says which) is kept."""
    return _BARE_KIND.match(clause.strip()) is not None


# "I've been working on a project lately", "I recently went to an event", "I've been using this app",
# "I'm almost sold on this class", "Here's another recipe I like": a kind of thing and nothing that says which, a memory that tells
# nothing one could ask about ("I moved to a new place with a bigger backyard" says which).
_BARE_KIND = re.compile(
    r"(?i)^(?:(?:apart\s+from|besides)\s+[^,]+,\s+)?(?:I|we)(?:'ve|’ve|'m|’m|\s+have|\s+am|\s+was|\s+were)?"
    r"(?:\s+(?:been|just|recently|also|really|almost|finally|still|now|currently))*\s+[a-z]+"
    r"(?:\s+(?:on|to|at|in|for|with|into|up))?\s+(?:a|an|this|that|some|another)\s+(?:new\s+)?"
    r"(?:app|event|project|class|course|program|programme|thing|activity|recipe)"
    r"(?:\s+(?:lately|recently|now|today|yesterday|these\s+days|at\s+the\s+moment|last\s+\w+|this\s+\w+))?$"
)


# "such inspirational people who really get my writing", "What a view": a noun phrase exclaimed,
# its only verb inside a relative clause, states nothing.
_EXCLAIMED = re.compile(r"(?i)^(?:such\s+(?:an?\s+)?(?:[\w'’-]+\s+){1,3}(?:who|that|which)\b|what\s+an?\s)")


# "the best food city I've ever been to", "best pad see ew I've ever had": a superlative noun phrase
# whose only verb is in its relative clause, the judgement said without its subject.
_SUPERLATIVE_NP = re.compile(
    r"(?i)^(?:(?:honestly|probably|definitely|easily|hands\s+down)\s+)?(?:the\s+|my\s+)?(?:[\w'-]+\s+)?"
    rf"(?:{SUPERLATIVE}|most\s+[\w-]+)\s+(?:[\w'-]+\s+){{0,4}}?"
    r"(?:I|I've|I'd|I'm|we|we've|you|you've)\s+(?P<rest>.*)$"
)


def _superlative_fragment(segment: str) -> bool:
    m = _SUPERLATIVE_NP.match(segment.strip())
    return m is not None and re.search(r"(?i)\b(?:is|was|are|were)\b|['’]s\b", m.group("rest")) is None


# "450k, a bit over budget but ...": an amount before a comma, what it is the amount of unsaid.
_AMOUNT_FIRST = re.compile(r"^[$€£]?\d[\d,.]*\s*(?:[kKmM]|grand|bucks|quid|euros?|dollars?|pounds?)?,\s")
# "thinking next summer": a guess at when, the thing it is for left to the question.
_THINKING_WHEN = re.compile(
    r"(?i)^(?:I['’]m\s+)?thinking\s+(?=(?:next|this|early|late|mid|maybe|probably)\b)"
)


# Shapes that state nothing, each with why: "such inspirational people who ...", "thinking next
# summer" (to "When's the wedding?"), "450k, a bit over budget but ..." (to "How much?").
_UNSTATED = (
    (_EXCLAIMED, "an exclamation, not a statement"),
    (_THINKING_WHEN, "a guess at when, of what it does not say"),
    (_AMOUNT_FIRST, "an amount, of what it does not say"),
)


_CONDITION_AFTER = re.compile(r"(?i),\s+(?:if|unless|as\s+long\s+as|provided)\b.*$")


def _fragment(segment: str) -> str | None:
    """Why ``segment`` is no full statement (no finite verb, a bare list, a noun phrase exclaimed)."""
    if _superlative_fragment(segment):
        return "a fragment without a verb"
    # "Berlin full marathon in September, if my knee holds up": the verb of a condition after the
    # comma is no verb of the statement before it.
    main = _CONDITION_AFTER.sub("", segment)
    if (
        # "Back from Lisbon": a person's state, its "I'm" dropped, has the verb it dropped.
        # "start on the 1st": a plan's verb, its "I" dropped (``implied_subject``).
        (
            (not has_verb(main) or not finite_verb(main))
            and not person_state(segment)
            and implied_subject(segment) != "speaker"
        )
        or _bare_list(segment)
        or _HOW_OFTEN.fullmatch(segment)
    ):
        return "a fragment without a verb"
    stated = segment.strip()
    why = next((why for pattern, why in _UNSTATED if pattern.match(stated)), None)
    if why is not None:
        return why
    if _headless(segment):
        return "a fragment without a subject"
    return None


def person_state(segment: str) -> bool:
    """True when ``segment`` opens on a state only a person is in, its "I'm" dropped: "Back from
    Lisbon", "Busy with studies" (``PERSON_STATES``; the verb is the dropped "am")."""
    words = segment.split()
    return bool(words) and words[0].lower() in PERSON_STATES and implied_subject(segment) == "speaker"


def _headless(segment: str) -> bool:
    """True when ``segment`` is a phrase with no verb, then a comma and a verb whose subject is
    dropped: "Second year of nursing at UCLA, graduating in 2025", "with my grandma in Pasadena,
    saves a ton of money". Whose doing it is, neither part says; an opening time ("Last Friday,
    went to the zoo") or a gerund phrase ("Training for a marathon, currently at 40 miles") says."""
    head, comma, tail = segment.partition(",")
    words = tail.split()
    if not comma or not words or finite_verb(head) or bare_gerund(head) or names_a_time(head):
        return False
    first = words[0].lower()
    verbs = all_lemmas(first).get("VERB", ())
    if not verbs or first in AUXILIARIES or first in LINKING_VERBS:
        return False
    if first.endswith("ing") and gerund_form(first):
        # "For me, taking my dogs for a walk helps me relax": the gerund is the subject of a verb.
        return not finite_verb(" ".join(words[1:]))
    return first in inflection(verbs[0], "VBZ")


# "Sorry I've been MIA", "Sorry I missed your call": an apology for the talk itself ("Sorry, I sold
# my car" says a fact after its comma, a clause of its own).
_APOLOGY = re.compile(r"(?i)^(?:so+\s+)?sorry\s+(?:that\s+)?(?:I|I['’](?:ve|m|d))\s")


def _talk(segment: str, *, chat: bool) -> str | None:
    """Why ``segment`` is talk rather than knowledge: to the listener, about everyone, about "us", a
    turn of the talk, an apology; or None."""
    if _APOLOGY.match(segment):
        return "an apology, not a fact"
    if chat and (why := _to_the_listener(segment)) is not None:
        return why
    if _EVERYONE_WE.match(segment) and not _SOON.search(segment):
        return "about everyone"
    if chat and _we_remark(segment):
        return "a remark about us, not a fact"
    if re.match(r"(?i)(?:well,?\s+)?speaking of\b", segment):
        return "a turn of the talk"  # "Well speaking of interesting hobbies, ...": what follows is said
    if _NEWS_AHEAD.match(segment):
        return "a turn of the talk"  # "Something cool happened - I organized ...": the news follows
    return None


def worthless(segment: str, *, chat: bool = False) -> str | None:
    """Why ``segment`` (a statement a speaker made) is not worth keeping, or None when it is.

    ``chat``: the speaker addresses a named person, as in a conversation among people; there an
    imperative is advice or encouragement to them, and a remark about no one is talk, not knowledge.
    An ending is kept: "Bubbles died yesterday" names what it ends, though "Bubbles" reads as anyone's."""
    if (ended := find_cessation(segment)) is not None and not ended.forget:
        return None
    if (why := _talk(segment, chat=chat)) is not None:
        return why
    if (why := _of_the_mind(segment)) is not None:
        return why
    if chat and _promised(segment):
        return "a promise to the listener"
    if chat and _TELLING.search(segment):
        return "a frame: telling the listener"
    if (why := _of_the_moment(segment, chat=chat)) is not None:
        return why
    if (why := _fragment(segment)) is not None:
        return why
    if unresolved_object(segment) or ends_on_pronoun(segment):
        return "unresolved pronoun object"
    if _LISTENER_SUBJECT.match(segment):
        return "about the listener"
    ranked = _BEST_FOR_ME.match(segment) is not None  # what it ranks is named, a taste of theirs
    if (remark(segment) or judged_thing(segment)) and not ranked:
        return "a judgement or a feeling, not a fact"
    if contentless(segment) and not ranked:
        return "names nothing"
    if chat and (about_no_one(segment) or _held_saying(segment)):
        return _NO_ONE
    return None


def _only_judges(piece: str) -> bool:
    """True when ``piece``, a phrase after a kept statement, only judges it: past its function,
    feeling and judgement words, what is left is words that describe (an adjective, an adverb, a
    word the lexicon does not know), no thing, doing or name: "- so serene", "- all top-notch", "-
    yum", "- their dream come true"; "- another rejection from a studio" says more."""
    rest = [
        w
        for w in _WORD.findall(piece.replace("’", "'"))
        if w.lower() not in _SKIP and w.lower() not in FELT_NOUNS | JUDGEMENT_NOUNS
    ]
    for w in rest:
        lemmas = all_lemmas(w.lower())
        describes = not lemmas or "ADJ" in lemmas or "ADV" in lemmas
        if w[:1].isupper() or w[:1].isdigit() or "NOUN" in lemmas or not describes:
            return False
    return bool(rest)


# "My sister just had her baby - a girl, 7 lbs, named Rosie": what was had, and its name.
_NAMED_APPOSITIVE = re.compile(rf"(?i)^{NAMED_APPOSITIVE}")


def kept_span(
    clause: str, *, chat: bool = False, resolve: Callable[[str], str | None] | None = None
) -> tuple[int, int] | None:
    """The part of ``clause`` worth keeping, as ``(start, end)`` offsets, or None when nothing is.

    A clause is cut at a dash or at ", and it was ...": "I'm having an art show next month - can't
    wait!" keeps its statement, "Rock climbing was awesome - I felt so accomplished" keeps nothing.
    The span runs from the first segment worth keeping to the last, so it stays a verbatim quote.
    ``resolve``: the segment with its inner pronouns said as what the chat named, or None; a segment
    whose only fault is such a pronoun is judged as resolved ("My dogs hate snow. I took them to a
    snowy park and they were so confused" keeps "I took them to a snowy park").
    """
    if _bare_list(clause):
        return None  # "Getting sponsors, coordinating with the city, and spreading the word"
    cuts = [0]
    for m in _SEGMENT_BREAK.finditer(clause):
        cuts += [m.start(), m.end()]
    cuts.append(len(clause))
    kept: list[tuple[int, int]] = []
    for start, end in zip(cuts[::2], cuts[1::2], strict=True):
        piece = clause[start:end].strip(" ,.!;:")
        if not piece:
            continue
        why = worthless(piece, chat=chat)
        cut = _COMMA_COMMENT.search(piece)
        if (
            why is not None
            and cut is not None
            and _before_comment(piece, 0, len(piece), chat=chat) == cut.start()
            and worthless(piece[: cut.start()], chat=chat) is None
        ):
            why = None  # "Spent a week there, the food was unreal": the comment is cut below
        if why == "names nothing" and _NAMED_APPOSITIVE.match(clause[end:].lstrip(" -–—,:")):
            why = None  # "I met someone - a guy called Tom": the dash names who
        if why == "unresolved pronoun object" and resolve is not None:
            resolved = resolve(piece)
            why = why if resolved is None or resolved == piece else worthless(resolved, chat=chat)
        if not kept and start > 0 and bare_gerund(piece) and re.search(r"\band\W*$", clause[:start]):
            # "I can picture you all laughing and having a blast": the gerund is the doing of
            # whom the words before it name, not the speaker's dropped "I'm".
            continue
        # "I had a setback - another rejection from a studio": a phrase after a kept statement
        # says more of it.
        follows = (
            bool(kept)
            and kept[-1][1] >= start - 3
            and why in ("a fragment without a verb", "a fragment without a subject", _NO_ONE)
        )
        # "... - it lets me combine my love for reading": a comment about the speaker says more.
        mine = re.search(r"(?i)\b(?:me|my|our|us|I)\b", piece) is not None
        comment = bool(kept) and _COMMENT_SUBJECT.match(piece) is not None and not mine
        # "I'm gonna stay in Galway, it's great for its arts": what the judgement is for says more.
        follows = follows or (
            bool(kept) and kept[-1][1] >= start - 3 and (_judged_for(piece) or _NAMED_APPOSITIVE.match(piece))
        )
        if kept and kept[-1][1] >= start - 8 and _appraises(piece, clause[kept[-1][0] : kept[-1][1]]):
            kept.append((clause.index(piece, start), clause.index(piece, start) + len(piece)))
            continue
        if (why is None and not comment) or (follows and not contentless(piece) and not _only_judges(piece)):
            lead = clause.index(piece, start)
            kept.append((lead, lead + len(piece)))
    if not kept:
        return None
    start, end = kept[0][0], kept[-1][1]
    if ABBREVIATION_END.search(clause, 0, end) and clause[end : end + 1] == ".":
        end += 1  # "at 10 a.m.", "on Baker St.": the full stop is the abbreviation's
    return start, _before_comment(clause, start, end, chat=chat)


# "she just started ...", "Claire moved ...": a person's doing, the subject named first.
_SOMEONE_DID = re.compile(
    r"^(?:[Hh]e|[Ss]he|(?!(?:The|This|That|These|Those|A|An|Some|Your|It)\b)[A-Z][a-z]+)\s+"
    r"(?:just\s+|recently\s+|finally\s+)?[a-z]+(?:ed|s)\b"
)


def _before_comment(clause: str, start: int, end: int, *, chat: bool) -> int:
    """Where the kept span ``clause[start:end]`` ends once a comment after a comma is cut: "I made
    some peach cobbler, it was great" keeps the cobbler. A comment that says more of the speaker
    ("..., it helps me sleep") is not one."""
    for m in _COMMA_COMMENT.finditer(clause, start, end):
        head, tail = clause[start : m.start()], clause[m.end() : end]
        mine = re.search(r"(?i)\b(?:me|my|our|us|I|we)\b", tail) is not None
        # The statement names its subject ("The waves, the wind, it's exciting" states nothing).
        said = (
            re.search(r"\b(?:I|I'm|I've|I'd|[Mm]y|[Ww]e|[Oo]ur|me)\b|\w\s+[A-Z]", head) is not None
            or _SOMEONE_DID.match(head) is not None  # "she just started at a new firm, loves it so far"
            or implied_subject(head) == "speaker"  # "Checked out the library there, it had ..."
        )
        why = worthless(head, chat=chat)
        if why == "unresolved pronoun object" and (
            _DOER_FIRST.match(head.strip()) or implied_subject(head) == "speaker"
        ):
            why = None  # "got $4,500 for it, not bad": the speaker's statement; the caller resolves "it"
        if (
            said
            and why is None
            and (not mine or worthless(tail, chat=chat) is not None)
            and not _judged_for(tail)
        ):
            return m.start()
    return end


# "..., it's great for its arts and Irish music": what the judgement is for names things.
_JUDGED_FOR = re.compile(
    r"(?i)^(?:it|that|they)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+were)\s+(?:\w+\s+){1,2}?for\s+(?P<what>.+)$"
)


_INTENSIFIED = rf"(?:(?:{'|'.join(sorted(INTENSIFIERS, key=len, reverse=True))}|a\s+bit|a\s+little)\s+)*"
_APPRAISAL = rf"{_INTENSIFIED}(?:{'|'.join(sorted(APPRAISALS, key=len, reverse=True))})"
# "- tough but fun", "it's been really rewarding", "it was challenging but rewarding".
_APPRAISED = re.compile(
    rf"(?i)^(?:(?:it|this|that)(?:['’]s|\s+is|\s+was|\s+has\s+been|['’]s\s+been)\s+)?(?:such\s+)?"
    rf"{_APPRAISAL}(?:,?\s+(?:but|and|yet)\s+(?:(?:it|that)(?:['’]s|\s+is|\s+was)\s+)?{_APPRAISAL})*$"
)


# The speaker as the doer, after an opening phrase: "Last Friday, I finished ...", "My GF and I ...";
# "my grandma passed away and it's been really hard" is a loss, not a doing.
_DOER_FIRST = re.compile(r"^(?:[^,]*,\s*)?(?:I|[Ww]e|[Mm]y\s+\w+\s+and\s+I)(?:['’]\w+)?\b")


def _appraises(piece: str, statement: str) -> bool:
    """True when ``piece``, after the kept ``statement``, only says how the speaker's own doing in it
    feels to them ("I'm learning German now - tough but fun"): kept with it, the memory says how
    they take to it. Praise ("- so awesome") and a statement whose subject is not the speaker are not."""
    return _APPRAISED.match(piece) is not None and _DOER_FIRST.match(statement) is not None


def _judged_for(tail: str) -> bool:
    """True when ``tail``, a comment after a comma, says what its judgement is for in words that name
    a thing ("it's great for its arts and Irish music"), not a vague or personal one ("it was great
    for me", "it's perfect for that")."""
    m = _JUDGED_FOR.match(tail.strip())
    if m is None:
        return False
    words = [w.lower() for w in _WORD.findall(m.group("what"))]
    named = [
        w
        for w in words
        if w not in FUNCTION_WORDS and w not in PRONOUNS and w not in VAGUE_NOUNS and w not in INTENSIFIERS
    ]
    return any("NOUN" in all_lemmas(w) or not all_lemmas(w) for w in named)


def subject(clause: str) -> list[str]:
    """The words of ``clause`` before its first verb (as written): its subject, with any opening
    phrase of time or place ("Last weekend our city")."""
    raw = _WORD.findall(clause.replace("’", "'"))
    words = [w.lower() for w in raw]
    for i, w in enumerate(words):
        if _linking(words, i) or (
            i > 0 and _verb_here(w, words[i - 1], words[i + 1] if i + 1 < len(words) else "")
        ):
            return raw[:i]
    return raw


_QUANTIFIERS = frozenset(["every", "each", "any", "all", "no"])


def names_a_person(words: list[str]) -> bool:
    """True when ``words`` hold a person: a pronoun for one, or a name (capitalised and not a common
    word at the head of the sentence)."""
    for i, w in enumerate(words):
        if w.lower() in PERSON_WORDS or (w.lower() in AGE_RANKS and i > 0 and words[i - 1].lower() == "the"):
            return True  # "the youngest": one of a family
        # "Every step's getting you closer": a quantifier the lexicon has no lemma for is no name.
        if w[:1].isupper() and (i > 0 or not (all_lemmas(w.lower()) or w.lower() in _QUANTIFIERS)):
            return True
    return False


_HIS_OR_HER = re.compile(r"(?i)\b(?:he|she|his|him|her|himself|herself)\b")


# "Last week there was a power cut in our area": an event at the speaker's place ("There's so much
# beauty in our world", said in the present, is about anyone).
_THERE_WAS_OURS = re.compile(r"(?i)\bthere\s+(?:was|were)\b.*\b(?:in|at|on|near)\s+our\b")


def generic(clause: str) -> bool:
    """True when ``clause`` has a subject and it holds no person, while the clause speaks of "us" or
    "me" only as an object: "Music brings us together", "Pets make our lives better"."""
    if implied_subject(clause) == "speaker" and (_tells(clause) or person_state(clause)):
        # "Haven't specifically gone out for bird-watching", "Busy with studies": the speaker's "I" or
        # "I'm" was dropped.
        return False
    if bare_gerund(clause):
        return False  # "Loving the new job so far": a gerund phrase alone is the speaker's "I'm loving ..."
    # "Just been helping friends": an adverb before the verb is no subject (the speaker's is dropped).
    words = [w for w in subject(clause) if w.lower() not in INTENSIFIERS]
    if not words or len(words) == len(_WORD.findall(clause)):
        return False
    if names_a_person(words) or words[0][:1].isdigit() or name_first(_WORD.findall(clause)):
        return False
    if words[-1].lower().rstrip("s") in OWN_ROLES:
        return False  # "the landlord is raising the rent": someone in the speaker's life (``referents``)
    if words[0][:1].isupper() and _HIS_OR_HER.search(clause):
        return False  # "Tom just sold his car": a word that is also a noun ("tom"), a person by "his"
    timed = words[0].lower() in TIME_OPENERS and all(w.lower() in TIME_OPENERS | TIME_NOUNS for w in words)
    if timed:
        return False  # "Last week went hiking", "Recently started a new job": a time, the "I" dropped
    if words[-1].lower() == "there" and _THERE_WAS_OURS.search(clause):
        return False  # "there was a power cut in our area": what befell the speaker's place, once
    # "Cooking helps me de-stress" is about the speaker; "Music brings us together" about anyone.
    return not re.search(r"(?i)\b(?:I|me|my|mine|myself)\b", clause)


def _tells(clause: str) -> bool:
    """True when ``clause`` opens (after its adverbs) on a verb that tells what the speaker did or has
    not done ("Haven't gone through the photos yet", "Got to see some lovely scenery"), not on a wish
    or a taste ("Love how you never give up", "Hope your ideas get heard")."""
    words = [w.strip('.,!?;:"()').lower().replace("’", "'") for w in clause.split()]
    words = [w for w in words if w and w not in LEADING_ADVERBS] or [""]
    first = words[0]
    if first in ("haven't", "hadn't", "didn't", "wasn't", "been", "born"):
        return True  # "Born and raised in Leeds": the speaker's "I was", dropped
    lemmas = all_lemmas(first)
    verbs = lemmas.get("VERB", ())
    if not verbs or first in AUXILIARIES or "ADJ" in lemmas:
        return False  # "Would love to see ...", "Excited to see what's next": a wish or a mood
    return verbs[0] != first and not first.endswith(("ing", "s"))


_IMPERATIVE_DONT = re.compile(
    r"(?i)^(?:please\s+)?(?:don't|do not|never)\s+(?:forget|worry|give up|let|be|hesitate|stop|miss|ever)\b"
)


def imperative(clause: str) -> bool:
    """True when ``clause`` tells the listener to do something: "Keep going", "Take care of yourself",
    "Don't forget to take pictures", "Make your dreams happen"."""
    if _IMPERATIVE_DONT.match(clause):
        return True
    words = _WORD.findall(clause)
    while len(words) > 1 and words[0].lower() in ("just", "please", "always"):
        words = words[1:]  # "Just remember to take care of yourself"
    if not words:
        return False
    first = words[0].lower()
    if first in IMPERATIVES:
        return True
    if len(words) > 1 and words[0][:1].isupper() and words[1][:1].isupper() and words[1] != "I":
        return False  # "Harry Potter is my favorite book": a name opens it, not a verb
    if (
        len(words) > 1
        and words[0][:1].isupper()
        and finite_form(words[1].lower())
        and first not in LIGHT_VERBS | LINKING_VERBS | {"get", "keep", "stay"}
    ):
        # "Rob proposed last night": a name that is a verb too, then its own verb ("Get started" orders).
        return False
    lemmas = all_lemmas(first)
    verbs = lemmas.get("VERB", ())
    if verbs and verbs[0] == first and len(words) > 1 and words[1].lower() in ("me", "us"):
        return True  # "Shoot me a question", "Text me": a verb before "me" opens an order, noun or not
    return (
        bool(verbs)
        and verbs[0] == first
        and "NOUN" not in lemmas
        and "ADJ" not in lemmas
        and first not in FRAME_VERBS
    )


_OBJECT_PRONOUN = frozenset(["it", "them", "em"])  # "I'll get 'em next time": them
_PART_OF_THEM = re.compile(
    r"(?i)\b(?:both|all|some|most|each|none|one|many|few|tons|lots|a lot|plenty)\s+of\s+(?:them|those|these)\b"
)


# After "make it", what makes it the idiom of arriving or getting through: "made it to the top".
_MADE_IT = frozenset(["to", "through", "home", "back", "out", "into", "onto", "past"])


def unresolved_object(clause: str) -> bool:
    """True when the clause's verb takes "it" or "them" as its object with nothing to say what that
    is: "I got it a while ago", "I took them to a snowy one"."""
    words = [w.lower() for w in _WORD.findall(clause.replace("’", "'"))]
    if _PART_OF_THEM.search(clause) and not any(_noun(x) and x not in VAGUE_NOUNS for x in words[:3]):
        return True  # "I'll take both of them to the trails": of what?
    for i, w in enumerate(words[:-1]):
        nxt = words[i + 2] if i + 2 < len(words) else ""
        beyond = words[i + 3] if i + 3 < len(words) else ""
        to_do = nxt == "to" and all_lemmas(beyond).get("VERB", ("",))[0] == beyond  # "made it to show"
        if (
            w in ("make", "makes", "made", "making")
            and words[i + 1] == "it"
            and nxt in _MADE_IT
            and not to_do
        ):
            continue  # "didn't make it to the finals", "we made it through": an idiom, no object
        liking = w in ("love", "loves", "like", "likes", "enjoy", "enjoys")
        if words[i + 1] == "it" and nxt == "there" and LIKED_IT_THERE.match(f"{w} it there"):
            continue  # "I loved it there": the place, which "there" says when the chat named it
        if liking and words[i + 1].endswith("ing") and nxt in _OBJECT_PRONOUN:
            return True  # "I love seeing them eat fruit": whom?
        # "I'd love to try making it": any verb whose object is "it" with nothing named before.
        verb = i > 0 and w not in FRAME_VERBS and bool(all_lemmas(w).get("VERB"))
        if (
            verb
            and words[i + 1] in _OBJECT_PRONOUN
            and not any(_noun(x) and x not in VAGUE_NOUNS for x in words[:i])
        ):
            return True
        if i > 0 and w not in AUXILIARIES and _verb_here(w, words[i - 1], words[i + 1]):
            after = words[i + 2] if i + 2 < len(words) else ""
            alone = words[i + 1] in ("these", "those") and (not after or after in FUNCTION_WORDS)
            pronoun = w not in FRAME_VERBS and (words[i + 1] in _OBJECT_PRONOUN or alone)
            # "Rebooting a router: unplug it": a thing named earlier in the clause is what "it" is.
            return pronoun and not any(_noun(x) and x not in VAGUE_NOUNS for x in words[:i])
        if _linking(words, i) and not words[i + 1].endswith("ing"):
            return False  # "I'm happy with it"; "I'm hoping to get it ..." goes on to its verb
    return False
