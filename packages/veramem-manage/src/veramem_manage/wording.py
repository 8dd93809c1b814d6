"""Turning a speaker's first-person clause into a third-person memory ("I love sushi" → "User loves sushi")."""

from __future__ import annotations

import re
from collections.abc import Callable

from .dates import names_a_time
from .lexicon import (
    ABSTRACT_PLURALS,
    ANIMALS,
    AUXILIARIES,
    CAPITALISED,
    CHAT_SHORTHAND,
    COMPANIONS,
    COUPLE_WE_ARE,
    COUPLE_WE_DID,
    FEMININE,
    FUNCTION_WORDS,
    HOME_PREPOSITIONS,
    IS_AFTER_S,
    LINKING_VERBS,
    MASCULINE,
    MISSPELLINGS,
    MOTION_VERBS,
    MOVED_TOWARDS,
    NAMES_ALSO_WORDS,
    NOT_DISLOCATED,
    NOUN_OPENERS,
    OBJECT_DISLOCATED,
    OBJECT_STARTS,
    ORGANIZATIONS,
    OTHER_OWNERS,
    PADDING_BEFORE_VERB,
    PAST_TIME,
    PHOTO_NOUNS,
    PHOTO_TAKING,
    STEPS_TAKEN,
    STRESSED_VERBS,
    SUBJECT_WORDS,
    TIME_NOUNS,
    UNGENDERED_PEOPLE,
    VAGUE_NOUNS,
    WORDING_ADVERBS,
)
from .morphology import all_lemmas, finite_form, inflection, is_after_s

_FIXED = [
    # Chat forms read as written English: "I gotta go" → "<speaker> has to go".
    (
        r"\bI(?:['’]ve)? gotta\b|\bI['’]ve got to\b|\bI got to(?= (?:go|run|leave|head|sleep|get going)\b)",
        "{s} has to",
    ),
    # "Last Monday I got to teach on my own cooking show": a chance that came, in the past.
    (r"\bI(?:['’]m| am)? gonna\b", "{s} is going to"),
    (r"\bI wanna\b", "{s} wants to"),
    # "I hope I can hear you play some day": the hope is the speaker's own doing, said once.
    (r"\bI hope (?:that )?I (?:can|will|could|get to)\b|\bI hope (?:that )?I['’]ll\b", "{s} hopes to"),
    # "I think I'm an expert hiker now": what the speaker takes themself to be, not "James thinks James is".
    (r"\bI think (?:that )?I(?:['’]m| am)\b", "{s} considers themself"),
    (r"\bI['’]m\b|\bI am\b", "{s} is"),
    (r"\bI was\b", "{s} was"),
    (r"\bI['’]ve\b|\bI have\b", "{s} has"),
    # "I'd been wanting", "I'd never felt so loved": a past participle after it, so "had", not "would"
    # ("I'd need", "I'd feed": a verb's own "-eed" is no past).
    (
        r"\bI['’]d(?=\s+(?:(?:never|always|already|just|ever|only|finally|not)\s+)?(?:been|had|\w*[^\We]ed|"
        r"felt|seen|done|gone|known|met|heard|thought|taken|given|gotten|lost|won|told|found|kept|left|"
        r"spent|become|grown|written|ridden|driven|eaten|forgotten)\b)",
        "{s} had",
    ),
    (r"\bI['’]d\b", "{s} would"),
    (r"\bI['’]ll\b|\bI will\b", "{s} will"),
    (r"\bI don['’]t\b", "{s} doesn't"),
    (r"\bI do not\b", "{s} does not"),
    (r"\bI haven['’]t\b", "{s} hasn't"),
    (r"\bI aren['’]t\b|\bI ain['’]t\b", "{s} isn't"),
    # Any other negated auxiliary keeps its form: "I didn't", "I can't", "I wasn't".
    (r"\bI(?=\s+\w+n['’]t\b)", "{s}"),
    (r"\bI have not\b", "{s} has not"),
    (r"\bI do\b", "{s} does"),
    (r"\bmyself\b", "{s}"),
    (r"\b[Mm]y\b|\b[Mm]ine\b", "{s}'s"),
    # "we" names who as far as the message says: the speaker and others ("our" is then theirs).
    # ... but a couple's "we" ("We're engaged!", "we got married") is the speaker and their partner.
    (COUPLE_WE_ARE, "{s} and their partner are"),
    (COUPLE_WE_DID, "{s} and their partner"),
    (r"\b[Ww]e're\b|\b[Ww]e are\b", "{s} and others are"),
    (r"\b[Ww]e've\b", "{s} and others have"),
    (r"\b[Ww]e'll\b", "{s} and others will"),
    (r"\b[Ww]e'd\b", "{s} and others would"),
    (r"\b[Ww]e\b", "{s} and others"),
    (r"\b[Oo]urselves\b", "themselves"),
    (r"\b[Oo]urs\b", "theirs"),
    (r"\b[Oo]ur\b", "{s}'s"),
    (r"\bus all\b", "everyone"),  # "within us all is the key": everyone, not the speaker's company
    (r"\bus\b", "{s} and others"),
]
# Words after "I" that must not take a third-person "s": modals, past forms, and the adverbs.
_KEEP = WORDING_ADVERBS | frozenset(
    [
        "I",
        "s",
        "can",
        "could",
        "would",
        "should",
        "might",
        "must",
        "may",
        "shall",
        "will",
        "went",
        "got",
        "had",
        "made",
        "saw",
        "took",
        "came",
        "found",
        "gave",
        "felt",
        "thought",
        "knew",
        "told",
        "left",
        "bought",
        "brought",
        "ran",
        "met",
        "began",
        "wrote",
        "said",
        "heard",
        "kept",
        "lost",
        "won",
        "ate",
        "drank",
        "sang",
        "swam",
        "grew",
        "drew",
        "flew",
        "became",
        "spent",
        "sent",
        "built",
        "taught",
        "caught",
        "fought",
        "sold",
        "held",
        "stood",
        "understood",
        "paid",
        "did",
        "was",
        "were",
        "once",
        "broke",
        "woke",
        "spoke",
        "chose",
        "drove",
        "rode",
        "wore",
        "tore",
        "threw",
        "lent",
        "lit",
        "slept",
        "swept",
        "wept",
        "dug",
        "hung",
        "shot",
        "sat",
        "forgot",
        "forgave",
        "not",
        "no",
    ]
)
# "I color-code": a hyphenated verb is one word, and agrees at its end ("color-codes").
_I_THEN = re.compile(r"\bI((?:\s+[a-z]+(?:-[a-z]+)*){1,4})\b(?!['’-])")


def third_person_verb(verb: str) -> str:
    """``verb`` in the third person singular present ("go" → "goes", "have" → "has"), through
    lemminflect's morphology tables rather than suffix rules."""
    forms = inflection(verb, "VBZ")
    return forms[0] if forms else verb


# Said of a habit, an ambiguous form ("I read", "I knit") is the present; otherwise the past
# (``salience._we_remark`` reads a habit with it too: "We go hiking very often" is done, no remark).
HABITUAL = re.compile(
    r"(?i)\b(?:every|each|usually|always|often|regularly|daily|weekly|sometimes|nowadays|these days|on (?:mondays|"
    r"tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))\b"
)


def is_adverb(word: str) -> bool:
    """True when ``word`` is an adverb, which a verb after it agrees past ("really needs")."""
    lemmas = all_lemmas(word)
    if not lemmas and word.endswith(("ly", "ley", "ely")):
        return True  # a misspelt adverb ("absolutley" is still one): the verb after it agrees
    return word in WORDING_ADVERBS or ("ADV" in lemmas and "VERB" not in lemmas and "AUX" not in lemmas)


def _present_base(word: str, clause: str) -> bool:
    """True when ``word`` is a verb's base (present) form, not a past form, adverb or noun alone."""
    lemmas = all_lemmas(word)
    verbs = lemmas.get("VERB", ()) + lemmas.get("AUX", ())
    misspelt = (
        not lemmas and word.isalpha() and word.islower() and len(word) > 3 and word not in FUNCTION_WORDS
    )
    if misspelt and not word.endswith(("ed", "ing", "s")):
        return True  # a misspelt verb right after "I" ("I reccomend") is still the verb: it agrees
    if not verbs:  # right after "I", a word known only as a noun is used as a verb: "I text", "I email"
        return set(lemmas) == {"NOUN"}
    # The likeliest lemma decides: "fell" is fall's past before it is the verb "to fell".
    if verbs[0] != word:
        return False
    if word in inflection(word, "VBD"):  # "read", "put", "quit": present only when habitual
        # "The book I read last year reminds me to always ...": a past time says the past.
        # "I read paper books now": a clause closing on "now" says how things are.
        habit = HABITUAL.search(clause) or re.search(r"(?i)\bnow\W*$", clause)
        return bool(habit) and PAST_TIME.search(clause) is None
    return True


def _conjugate(match: re.Match[str], speaker: str, clause: str) -> str:
    """ "I really need" → "<speaker> really needs": adverbs pass, the first verb agrees."""
    words = match.group(1).split()
    out: list[str] = []
    for i, word in enumerate(words):
        if i < len(words) - 1 and is_adverb(word):
            out.append(word)
            continue
        following = words[i + 1].lower() if i < len(words) - 1 else ""
        if following and not all_lemmas(word) and all_lemmas(following).get("VERB", ())[:1] == (following,):
            out += words[i:]  # "I shold take": an unknown word before a verb is a misspelt modal or adverb
            break
        head, hyphen, last = word.rpartition("-")
        if hyphen and _present_base(last, clause):
            word = f"{head}-{third_person_verb(last)}"
        elif word not in _KEEP and _present_base(word, clause):
            word = third_person_verb(word)
        out += [word, *words[i + 1 :]]
        break
    return " ".join([speaker, *out])


# "My wife and I", "my friends from work and I", "Some friends from church and I": the speaker's
# company before "and I".
_WITH_ME = re.compile(
    r"\b(?:[Mm]y|[Oo]ur|[Tt]he|(?P<count>[Ss]ome|[Aa]\s+few|[Aa]\s+couple\s+of|[Tt]wo|[Tt]hree|[Ss]everal))\s+"
    r"(?P<who>[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:from|at)\s+[\w'-]+)?)\s+and\s+I\b"
)
_ME_AND = re.compile(r"^[Mm]e\s+and\s+(?=my\b|our\b|[A-Z])")
# "Renata and I still do date night": a name and the speaker opening the clause, one plural subject.
_NAME_WITH_ME = re.compile(r"^(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+and\s+I\b(?!['’])")


# "I hunt down bottle caps and then turn them into pieces", "I get deep in thought and think about
# my life": a second verb of the same "I", before its object, agrees too ("... and then turns them").
# "I swim every Monday and go hiking on Saturday", "... and then watch TV": before a gerund or a name.
_COORDINATED = re.compile(
    r"\b(?P<and>and(?:\s+(?:then|also))?)\s+(?P<verb>[a-z]+)(?=\s+(?:them|it|a|an|the|their|his|her|our|"
    r"some|up|out|down|into|to|about|for|with|on|at|back|home|alone|together|nearby|abroad|in)\b"
    r"|\s+[a-z]{3,}ing\b|\s+(?-i:[A-Z])[\w'’-]*)"
)


# "I practice and train every day", "I work hard and play hard": a base verb right after "and" that
# follows the agreed verb (an adverb between) is the same "I"'s, whatever comes after it.
_RIGHT_AFTER = re.compile(
    r"\s+(?:\w+ly\s+)*[a-z]+s(?:\s+(?:hard|well|daily|a\s+lot|\w+ly))?\s+and\s+(?P<verb>[a-z]+)\b"
)


def _agree_right_after(text: str, start: int, clause: str) -> str:
    """``text`` with the base verb right after "and" that follows the agreed verb at ``start``
    (``_RIGHT_AFTER``) in the third person too."""
    m = _RIGHT_AFTER.match(text, start)
    if m is None:
        return text
    verb = m.group("verb")
    if verb in _KEEP or "VERB" not in all_lemmas(verb) or not _present_base(verb, clause):
        return text
    return text[: m.start("verb")] + third_person_verb(verb) + text[m.end("verb") :]


def _agree_coordinated(text: str, start: int, clause: str) -> str:
    def inflect(m: re.Match[str]) -> str:
        verb = m.group("verb")
        between = text[start : start + m.start()]
        if re.search(r"\b(?:to|will|would|can|could|should|must|might|may)\b|['’]", between):
            return m.group(0)  # "wants to get stronger and improve": the infinitive's verb, not the first
        if re.search(r"\b(?:will|would|can|could|should|must|might|may)\b|['’]ll\b", text[:start]):
            return m.group(0)  # "I'll make a list of what I believe in and reach out": the modal's verb
        if verb in _KEEP or "VERB" not in all_lemmas(verb) or not _present_base(verb, clause):
            return m.group(0)
        return f"{m.group('and')} {third_person_verb(verb)}"

    return text[:start] + _COORDINATED.sub(inflect, text[start:])


# "I'm vegetarian but eat fish sometimes": a verb after "but", then whatever it takes (no adjective:
# "I'm 34 but single at heart").
_BUT_THEN = re.compile(r"\b(?P<and>but)\s+(?P<verb>[a-z]+)(?=\s+\w)")


def _agree_after_being(text: str, clause: str) -> str:
    """ "I'm 34 and live alone" → "<speaker> is 34 and lives alone": a verb after the first "and",
    when what the speaker is before it is a few words with no verb of their own (not "so combining
    them lets me show ... and share")."""
    m = _COORDINATED.search(text) or _BUT_THEN.search(text)
    first_and = re.search(r"\b(?:and|but)\b", text)
    if m is None or first_and is None or m.start() != first_and.start():
        return text
    state = text[: m.start()].split()[2:]  # past "<speaker> is"
    if not 1 <= len(state) <= 4 or any(w.endswith("ing") or w == "to" for w in state):
        # "is excited to be involved and help out": the infinitive's verb, not the speaker's.
        return text
    verb = m.group("verb")
    if verb in _KEEP or "VERB" not in all_lemmas(verb) or not _present_base(verb, clause):
        return text
    if m.group("and") == "but" and "ADJ" in all_lemmas(verb):
        return text
    return f"{text[: m.start()]}{m.group('and')} {third_person_verb(verb)}{text[m.end() :]}"


# A "we" or "us" after the first one, once that one is named ("X and others"): "they", "them".
_LATER_WE = re.compile(r"\b(?:we(?=['’](?:re|ve|ll|d)\b)|we\b|us\b(?!\s+all\b))")


def _they(match: re.Match[str]) -> str:
    return "them" if match.group(0) == "us" else "they"


# "our" before what everyone shares ("troubles come our way", "our planet"), with no "we" said:
# people's. Not "our way of life", "our future" (a household's, they may be).
_EVERYONES = r"(?:world|society|planet|humanity|species)"
_EVERYONES_OUR = re.compile(rf"\b(?:(?P<way>[Oo]ur)(?=\s+way\b(?!\s+of\b))|[Oo]ur(?=\s+{_EVERYONES}\b))")


# "I snapped that pic on my trip", "I took this photo last summer": the photo pointed at is the one
# the message shared; read later, it is "a photo".
_THIS_PHOTO = re.compile(
    rf"\b(?P<verb>{'|'.join(sorted(PHOTO_TAKING))})\s+(?:this|that)\s+(?:{'|'.join(sorted(PHOTO_NOUNS))})\b"
)


# "I do love pizza", "I did enjoy the trip": a "do" that only stresses the verb after it.
_STRESSED = re.compile(
    r"\bI\s+(?P<do>do|did)\s+(?P<adverb>(?:really|still|truly|actually|definitely|so|sure)\s+)?"
    r"(?P<verb>[a-z]+)\b(?P<after>\s+[\w'’]+)?"
)


def _unstressed(m: re.Match[str]) -> str:
    """The match of ``_STRESSED`` without its "do" when the word after it is a verb's base form
    ("I do remember" → "I remember", "I did enjoy" → "I enjoyed"), as written otherwise ("I do yoga",
    "I do research on whales": "do" is the verb)."""
    verb, after = m.group("verb"), (m.group("after") or "")
    verbs = all_lemmas(verb).get("VERB", ())
    if not verbs or verbs[0] != verb:
        return m.group(0)
    nominal = "NOUN" in all_lemmas(verb) and verb not in STRESSED_VERBS
    if nominal and after.strip().lower() not in OBJECT_STARTS | {"to"}:
        return m.group(0)
    if m.group("do") == "did":
        verb = (inflection(verb, "VBD") or (verb,))[0]
    return f"I {m.group('adverb') or ''}{verb}{after}"


_WE_OR_US = re.compile(r"\b(?:[Ww]e|us)\b")


def _later_my(rest: str, speaker: str, said: str = "", *, our: bool = False) -> str:
    """``rest`` (what follows the speaker's first "I") with each "my" said "their", or "<speaker>'s"
    once other people or things are named before it, in ``rest`` or in ``said`` (the clause up to
    that "I"): "I love talking to people about my sneakers" is about the speaker's sneakers, which
    "their" would give to the people; so is "Someone wrote me ... about a hard moment in my life".
    ``our``: "our" too, in a clause with no "we" ("I live with my girlfriend and our dog")."""
    return re.sub(
        # ("I think our planet ...": everyone's, ``_EVERYONES_OUR`` says later)
        rf"\b[Mm]y\b|\b[Oo]ur\b(?!\s+(?:way|{_EVERYONES})\b)" if our else r"\b[Mm]y\b",
        lambda m: f"{speaker}'s" if _names_others(f"{said} {rest[: m.start()]}") else "their",
        rest,
    )


def _names_others(text: str) -> bool:
    """True when ``text`` names people or things in the plural that "their" could mean."""
    words = [w.strip(".,!?;:\"'()").lower() for w in text.split()]
    for before, w in zip(["i", *words], words, strict=False):
        if w in OTHER_OWNERS or w in ORGANIZATIONS:
            return True  # "a tech company ... their team": the company's, it may be
        if w in ABSTRACT_PLURALS or w in TIME_NOUNS or w in VAGUE_NOUNS:
            continue  # "for 4 years", "express my feelings": nothing that owns
        lemmas = all_lemmas(w)
        nouns = lemmas.get("NOUN", ())
        plural = w.endswith("s") and bool(nouns) and nouns[0] != w
        if plural and before not in SUBJECT_WORDS and ("VERB" not in lemmas or before in NOUN_OPENERS):
            return True
    return False


# "my son's ok": a person's or an animal's "'s" before an adjective closing the clause is "is".
_BEINGS = COMPANIONS | FEMININE | MASCULINE | UNGENDERED_PEOPLE | ANIMALS
_STATE_IS = re.compile(
    r"\b(?P<who>[a-z]+)['’]s\s+(?P<state>[a-z]+)(?=\s*(?:$|[,.!;]|\s+(?:and|but|now|too|again)\b))"
)


def _state_is(m: re.Match[str]) -> str:
    who, state = m.group("who"), m.group("state")
    # "my mum's sister's daughter": whose daughter, though lemminflect reads "daughter" as an adjective.
    if who not in _BEINGS or state in ("home", "back") or state in _BEINGS:
        return m.group(0)
    if state != "ok" and "ADJ" not in all_lemmas(state):
        return m.group(0)
    return f"{who} is {state}"


# "Tom's away for work", "Sam's got a new job": a name's "'s" before where or how someone is, or
# before "got" or "gone", is "is" or "has" ("Tom's car", "Tom's in-laws" stay whose; "been" and "had"
# opening the clause are ``_name_is``'s).
_NAME_BEING = re.compile(
    r"\b(?P<who>[A-Z][a-z]+)['’]s\s+(?=(?P<state>(?:(?:still|now|also|currently)\s+)?(?:away|in|at|on|off|out|from|with)|"
    r"so|very|really|pretty|super)\b(?![-’'])"
    r"|(?P<done>got|gone)\b)"
)


def _name_being(m: re.Match[str]) -> str:
    who = m.group("who")
    if all_lemmas(who.lower()) and who not in NAMES_ALSO_WORDS:
        return m.group(0)  # "Let's go out", "That's on me": no one's name
    return f"{who} {'is' if m.group('state') else 'has'} "


def third_person(clause: str, speaker: str = "User") -> str:
    """The clause with the speaker's I/my/me rewritten as ``speaker``; other words unchanged."""
    clause = re.sub(r"\bI\s+myself\b", "I", clause)  # "I myself prefer tea": the stress, not a subject
    clause = _STATE_IS.sub(_state_is, clause)
    clause = _NAME_BEING.sub(_name_being, clause)
    clause = _THIS_PHOTO.sub(lambda m: f"{m.group('verb')} a photo", clause)
    clause = _STRESSED.sub(_unstressed, clause)
    # "I broke my arm": once the speaker is named, a later "my" reads "their", not "User's".
    # "My wife and I were" → "<speaker> and their wife were": the speaker leads, the verb agrees.
    clause = _WITH_ME.sub(lambda m: f"I and {(m.group('count') or 'my').lower()} {m.group('who')}", clause)
    clause = _ME_AND.sub("I and ", clause)  # "Me and my husband bought our house": the subject, "I"
    if (named_first := _NAME_WITH_ME.match(clause)) and named_first.group("who") not in ("I", "Me"):
        # Led by "I", the verb after the pair is read past as it is ("I and Renata still do ...").
        clause = f"I and {named_first.group('who')}" + clause[named_first.end() :]
    joint = re.search(r"\bI and (?:my\b|[A-Z])", clause)
    if joint is not None:
        # "My wife and I had our first baby": the baby is both of theirs, not "<speaker>'s".
        clause = clause[: joint.end()] + re.sub(r"\b[Oo]ur\b", "their", clause[joint.end() :])
    first_i = re.search(r"\bI\b|\b[Mm]e\b", clause)  # "me and my team": their team, once named
    text = clause
    if first_i is not None:
        text = clause[: first_i.end()] + _later_my(
            clause[first_i.end() :], speaker, clause[: first_i.start()], our=not _WE_OR_US.search(clause)
        )
    # "I want to be true to myself", "My goal is to challenge myself": once named ("I", "me" or
    # "my"), the speaker is "themself", as a later "my" is "their".
    named = re.search(r"\bI\b|\b[Mm]e\b|\b[Mm]y\b", text)
    if named is not None:
        text = text[: named.end()] + re.sub(r"\bmyself\b", "themself", text[named.end() :])
    # "We all made our own pots": once "we" is named, a later "our" is theirs too, and a later
    # "we"/"us" is "they"/"them" ("we knew we made a difference" → "X and others knew they made ...").
    first_we = re.search(r"\b[Ww]e\b|\bus\b(?!\s+all\b)", text)
    if first_we is not None:
        later = re.sub(r"\b[Oo]ur\b", "their", text[first_we.end() :])
        text = text[: first_we.end()] + _LATER_WE.sub(_they, later)
    # "reminding me I'm not alone": two names in a row would misread; "that" says where the clause opens.
    text = re.sub(r"\b([Mm]e)\s+(?=I\b|I['’](?:m|ve|d|ll)\b)", r"\1 that ", text)
    if first_we is None:
        # "life can throw unexpected troubles our way": everyone's way, not the speaker's alone.
        text = _EVERYONES_OUR.sub(lambda m: "people's" if m.group("way") else "the", text)
    being = re.match(r"I(?:['’]m| am)\b", text) is not None and text.count(" I ") == 0
    for pattern, replacement in _FIXED:
        text = re.sub(pattern, replacement.format(s=speaker), text)
    if being:
        text = _agree_after_being(text, clause)
    first = _I_THEN.search(text)
    if first is not None and text.count(" I ") + text.startswith("I ") == 1:
        agreed = _conjugate(first, speaker, clause)
        text = text[: first.start()] + agreed + text[first.end() :]
        if agreed != " ".join([speaker, *first.group(1).split()]):
            # The first verb agreed (a present): so do the verbs coordinated with it.
            text = _agree_coordinated(text, first.start(), clause)
            text = _agree_right_after(text, first.start() + len(speaker), clause)
    text = _I_THEN.sub(lambda m: _conjugate(m, speaker, clause), text)
    text = re.sub(r"\bI\b", speaker, text)
    text = re.sub(r"\b[Mm]e\b", speaker, text)
    text = _POSSESSED_IS.sub(_possessed_is, text)
    text = _NAME_IS.sub(_name_is, text)
    text = re.sub(r"(?<=\bname)['’]s\b", " is", text)  # "Ana's name's Sam": a name owns nothing
    return text[:1].upper() + text[1:]


# "Pixie's fitting in great", "Max's been learning to swim": a name's "'s" before a verb is "is"/"has".
_NAME_IS = re.compile(r"^(?P<owner>[A-Z][a-z]+)['’]s\s+(?P<word>[a-z]+)(?=\s+(?P<then>[a-z]+)|\W*$)")


def _name_is(m: re.Match[str]) -> str:
    """ "Max's been" → "Max has been"; "Pixie's fitting in" → "Pixie is fitting in"; "Jo's
    pregnant" → "Jo is pregnant"; a possessive
    ("Max's cooking is great", "Max's running shoes broke") stays."""
    word, then = m.group("word"), m.group("then") or ""
    if word in ("been", "had"):
        return f"{m.group('owner')} has {word}"  # "Max's had a rough week"
    if not then and is_after_s(word):
        return f"{m.group('owner')} is {word}"  # "Jo's pregnant": a way of life, closing the clause
    noun = all_lemmas(then).get("NOUN", ())
    if not _under_way(word, m.string[m.end() :].split()) or (noun and noun[0] != then):
        return m.group(0)  # "Max's running shoes": a plural noun after the word is what it modifies
    return f"{m.group('owner')} is {word}"


# "My fam's small" → "Ana's family's small" reads as two possessives: the second "'s" is a verb.
_POSSESSED_IS = re.compile(
    r"(?P<owner>\b[\w]+['’]s\s+[a-z]+)['’]s(?P<next>\s+(?P<word>[a-z]+|\d+(?![\w'’])))(?P<after>\s*(?:[,.;!?]|$|and\b|but\b))?"
)
# After "'s", what no possessive is followed by: an article, a number ("70th" is an ordinal, her
# birthday), "not", a place's preposition
# ("Ana's grandma's 91", "Ana's sister's a nurse", "Ana's dog's not well", "Ana's mom's in Oslo").
_IS_NEXT = IS_AFTER_S | {"always", "now", "from", "on", "away"}


def _possessed_is(m: re.Match[str]) -> str:
    """ "Ana's family's small" → "Ana's family is small"; "'s been" → "has been"; a possessive
    ("Ana's family's dog") stays."""
    word = m.group("word")
    before = m.string[: m.start()].split()[-1:]
    if before and before[0].lower() in HOME_PREPOSITIONS:
        return m.group(0)  # "taking the kids to Ana's mum's in Brighton": her home, a place
    # "Ana's sister's left her job", "... 's moved back home": a step taken, or a move somewhere.
    towards = m.string[m.end() :].split()[:1]
    moved = word.endswith("ed") and word in MOTION_VERBS and bool(towards) and towards[0] in MOVED_TOWARDS
    if word in ("been", "had", "got", "gone") or word in STEPS_TAKEN or moved:
        # "Ana's dad's had surgery", "Ana's daughter's got chickenpox"
        return f"{m.group('owner')} has{m.group('next')}"
    lemmas = all_lemmas(word)
    # An adjective, or one ending the clause ("small" is a noun too, but no noun ends a possessive).
    adjective = "ADJ" in lemmas and ("NOUN" not in lemmas or m.group("after") is not None)
    said = f"{m.group('owner')} is{m.group('next')}{m.group('after') or ''}"
    later = m.string[m.end() :].split()
    if (
        adjective
        and later
        and "NOUN" in all_lemmas(later[0].lower())
        and set(later[1:]) & (AUXILIARIES | LINKING_VERBS)
    ):
        adjective = False  # "Ana's sister's new car is a Tesla": the adjective's noun is hers
    # "Ana's dad's retiring next year": a verb under way; "Ana's dad's cooking is great" is his.
    going = _under_way(word, later)
    return (
        said
        if adjective
        or going
        or is_after_s(word, later[0] if later else "")  # "Ana's partner's vegan", "due in August"
        or word in ("so", "really", "very")
        or word in _IS_NEXT
        or word.isdigit()
        else m.group(0)
    )


# Events named in "-ing" that no one is "doing": "my sister's wedding in June" is hers.
_ING_EVENTS = frozenset({"wedding", "christening", "housewarming", "screening", "hearing", "viewing"})


def _under_way(word: str, later: list[str]) -> bool:
    """True when ``word``, after a "'s", is a verb in -ing under way, no verb of the clause coming
    after it: "dad's retiring next year"; not "dad's cooking is great", whose "cooking" is his, nor
    "sister's wedding in June", an event (``_ING_EVENTS``). The clause ends at its comma ("sister's
    doing the Great North Run, would love to ...")."""
    clause: list[str] = []
    for w in later:
        clause.append(w.strip(",;.!?"))
        if w[-1:] in ",;.!?":
            break
    if word in _ING_EVENTS:
        return False
    lemmas = all_lemmas(word)
    return (
        word.endswith("ing")
        and "VERB" in lemmas
        and not any(w in AUXILIARIES | LINKING_VERBS for w in clause)
    )


def second_to_user(clause: str) -> str:
    """An assistant's "you"/"your" refer to the user: say so, so the memory reads on its own."""
    text = re.sub(r"\b[Yy]our\b", "the user's", clause)
    return re.sub(r"\b[Yy]ou\b", "the user", text)


# The listener's "you", once the session names who was spoken to: verb forms agree with the name.
_ADDRESSED = [
    (r"\b[Yy]ou're\b|\b[Yy]ou are\b", "{n} is"),
    (r"\b[Yy]ou were\b", "{n} was"),
    (r"\b[Yy]ou've\b|\b[Yy]ou have\b", "{n} has"),
    (r"\b[Yy]ou'll\b", "{n} will"),
    (r"\b[Yy]ou'd\b", "{n} would"),
    (r"\b[Yy]ou don't\b", "{n} doesn't"),
    (r"\b[Yy]ou do\b", "{n} does"),
    (r"\b[Yy]our\b|\b[Yy]ours\b", "{n}'s"),
    (r"\b[Yy]ourself\b", "{n}"),
    (r"\b[Yy]ou\b", "{n}"),
]


# "I appreciate our friendship": between speaker and listener, not the speaker's alone.
_OURS_TOGETHER = re.compile(
    r"\b[Oo]ur\s+(?P<what>friendship|relationship|bond|connection|chats?|talks?|conversations?)\b"
)


# "let me know what you think", "anytime you need": "you" after a subordinator is the subject, and
# its present verb agrees with the name ("what Joanna thinks"); "I saw you dance" keeps the base form.
_YOU_SUBJECT = re.compile(
    r"(?i)\b(?P<lead>what|when|whenever|anytime|if|how|where|because|since|whatever|while|as)\s+you"
    r"\s+(?P<verb>[a-z]+)\b(?!['’])"
)


def _you_agrees(match: re.Match[str], listener: str, clause: str) -> str:
    verb = match.group("verb")
    if verb in _KEEP or not _present_base(verb, clause) or "VERB" not in all_lemmas(verb):
        return match.group(0)
    return f"{match.group('lead')} {listener} {third_person_verb(verb)}"


def to_listener(clause: str, listener: str) -> str:
    """A speaker's "you"/"your" rewritten as the named listener ("proud of you" → "proud of Caroline"),
    and what the two of them share said so ("our friendship" → "my friendship with Caroline")."""
    text = _OURS_TOGETHER.sub(lambda m: f"my {m.group('what')} with {listener}", clause)
    text = _YOU_SUBJECT.sub(lambda m: _you_agrees(m, listener, clause), text)
    for pattern, replacement in _ADDRESSED:
        text = re.sub(pattern, replacement.format(n=listener), text)
    return text


# Chat padding a memory does without (the quote keeps it): "I even won" → "won", "I finally got my
# license" → "got my license", "pretty good" → "good". "even if", "even more", "a pretty dress" stay.
_PADDING = re.compile(r"\b(?P<word>[Ee]ven|[Ff]inally|[Pp]retty)\s+(?P<next>[A-Za-z'’-]+)")


_DETERMINERS = frozenset(
    ["a", "an", "the", "my", "your", "his", "her", "our", "their", "such", "some", "this", "that"]
)


def _padding(match: re.Match[str]) -> str:
    word, following = match.group("word").lower(), match.group("next")
    lemmas = all_lemmas(following.lower())
    if word == "pretty":
        # "a pretty dress": after a determiner "pretty" is the adjective itself.
        before = match.string[: match.start()].split()[-1:]
        described = bool(before) and before[0].lower() in _DETERMINERS
        drop = ("ADJ" in lemmas or "ADV" in lemmas) and following.lower() not in ("much", "well")
        drop = drop and not described
    else:
        # "even won", "finally got", "even more"/"even if" kept: before a verb or an auxiliary only.
        verb = ("VERB" in lemmas or "AUX" in lemmas) and "ADJ" not in lemmas
        verb = verb or following.lower() in PADDING_BEFORE_VERB
        drop = verb and following.lower() not in ("if", "though", "when", "as", "so")
    if not drop:
        return match.group(0)
    keep = following if match.group("word")[0].islower() else following[:1].upper() + following[1:]
    return keep


# "has been busy painting" → "has been painting": busy says only that the doing took time.
_BUSY = re.compile(
    r"\b(?P<be>is|are|was|were|been)\s+(?:so\s+|real\s+|really\s+|super\s+)?busy\s+(?=\w+ing\b)"
)


# "I made a painting too", "I'll always love reading, personally", "I'm almost sold on a class haha":
# an ending that adds to what was said before, or laughs, and says nothing of the fact.
_TRAILING = re.compile(
    r"(?i)(?:,?\s+(?:too|as\s+well|personally|actually|ha(?:ha)+|lol|lmao|hehe|ugh+|smh|oof|yay+|ya\s+know|y['’]know|can['’]?t\s+wait|"
    # ("I'm not allergic to cats after all": what turned out, no part of the fact)
    r"knock\s+on\s+wood|fingers\s+crossed|nbd|no\s+big\s+deal|after\s+all)"
    # "Tofu died last month :(", "passed my test :D": a face typed after it
    r"|\s+[:;=]-?(?:[()/\\|\[\]]+|[DPpOo](?!\w)))+\s*$"
)


def _word_swap(table: dict[str, str]) -> Callable[[str], str]:
    """What writes each word of ``table`` (any case, "fam's" too) as its value: chat shorthand and
    common misspellings alike; capitalised only at the start ("GF" inside is "girlfriend")."""
    pattern = re.compile(r"(?i)(?<![\w'’-])(?:" + "|".join(map(re.escape, table)) + r")(?![\w-]|['’](?!s\b))")

    def swap(m: re.Match[str]) -> str:
        full = table[m.group(0).lower()]
        return full[:1].upper() + full[1:] if m.group(0)[:1].isupper() and m.start() == 0 else full

    return lambda text: pattern.sub(swap, text)


# Chat shorthand written out and days and months capitalised, in one pass over the text.
_written_out = _word_swap(CHAT_SHORTHAND | CAPITALISED)
# "it comes out friday": days and months as the memory writes them, so a check reads them as dates.
capitalised = _word_swap(CAPITALISED)
_spelt_right = _word_swap(MISSPELLINGS)


def respelled(text: str) -> str:
    """``text`` with its common misspellings written right (``MISSPELLINGS``: "I reccomend it" → "I
    recommend it") and its runs of spaces made one; the quote keeps what was typed."""
    return re.sub(r"(?<=\S) {2,}(?=\S)", " ", _spelt_right(text))


def unpadded(text: str) -> str:
    """``text`` without chat padding: "even" and "finally" before a verb, "pretty" before an
    adjective or adverb ("I even made cupcakes" → "I made cupcakes"), "busy" before what the
    speaker is doing ("has been busy painting" → "has been painting"), and an ending "too", "as
    well", "personally" or a laugh ("Maria made a painting too" → "Maria made a painting"), and
    chat shorthand written out (``CHAT_SHORTHAND``: "their fam" → "their family"), and days and
    months capitalised (``CAPITALISED``: "every saturday" → "every Saturday")."""
    text = _BUSY.sub(lambda m: m.group("be") + " ", _PADDING.sub(_padding, text))
    text = _written_out(text)  # "their fam" → "their family"; "saturday" → "Saturday"
    trimmed = _TRAILING.sub("", text)
    return trimmed if len(trimmed.split()) >= 3 else text


# Three capitalised words or more in a row: a shout ("GOT ENGAGED TO PRIYA ON SATURDAY!!!").
_SHOUT = re.compile(r"\b[A-Z][A-Z'’]+(?:[\s,]+(?:[A-Z][A-Z'’]+|I)\b){2,}")


def _unshouted_word(m: re.Match[str]) -> str:
    word = m.group(0)
    if word == "I":
        return word
    if all_lemmas(word.lower()):
        return word.lower()  # "GOT" → "got"
    # "OMG", "NYC": a short word no dictionary knows is said as letters; "PRIYA", "SATURDAY": a name.
    return word if len(word) <= 3 else word.capitalize()


def unshouted(text: str) -> str:
    """``text`` with its shouted runs in ordinary case, letter for letter ("GOT ENGAGED TO PRIYA ON
    SATURDAY" → "got engaged to Priya on Saturday"), and chat's lower-case "i" as "I" ("i just
    adopted a puppy", "i'm moving"), so its offsets, and so its quotes, still hold."""
    ordinary = _SHOUT.sub(lambda run: re.sub(r"[A-Za-z'’]+", _unshouted_word, run.group(0)), text)
    return _LOWER_I.sub("I", ordinary)


# "i", "i'm", "i've": the pronoun as chat types it; not "i.e." nor a word with "i" in it.
_LOWER_I = re.compile(r"(?<![\w'’.-])i(?=(?:['’](?:m|ve|d|ll|s)\b)?(?![\w'’-]|\.\w))")


def object_dislocated(text: str) -> re.Match[str] | None:
    """The match of ``OBJECT_DISLOCATED`` when ``text`` says a thing first and then takes it up as the
    object of the speaker's clause ("My old car, I sold it in March"); not a time said first ("This
    time, I nailed it"), an exclamation ("My bad, I forgot it") or a verb ("That said, I love it"),
    nor an "it" that goes on as a subject ("That movie, I think it was great")."""
    m = OBJECT_DISLOCATED.match(text.strip())
    if m is None:
        return None
    head, rest = m.group("head"), m.group("rest").split()
    named = head[:1].isupper()  # "The Overstory"
    kinds = all_lemmas(head.lower())
    if (
        head.lower() in NOT_DISLOCATED | TIME_NOUNS
        or names_a_time(f"{m.group('det')} {head}{m.group('np')}")
        or not (named or {"NOUN", "ADJ"} & set(kinds))
        or (rest and (rest[0].lower() in AUXILIARIES or finite_form(rest[0].lower())))
    ):
        return None
    return m


def undislocated_object(text: str) -> str | None:
    """``text`` with the thing said first put where its "it" stands: "My old car, I sold it in March"
    → "I sold my old car in March"; "that book" is "the book" once the pointing is gone. None when
    ``text`` says no thing first."""
    m = object_dislocated(text)
    if m is None:
        return None
    det = m.group("det").lower()
    if det in ("that", "this", "those", "these"):
        det = "the"
    elif det == "the" and m.group("head")[:1].isupper():
        det = m.group("det")  # "The Overstory": a title's own word
    thing = f"{det} {m.group('head')}{m.group('np')}".rstrip()
    rest = m.group("rest").rstrip()
    # "the book you lent me, The Overstory, last week": the title set off on both sides.
    comma = "," if "," in thing and rest else ""
    return f"{m.group('clause')} {thing}{comma}{rest}"
