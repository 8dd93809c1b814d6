"""Who "they", "she" and "he" are, when the speaker named them just before.

"My dogs go nuts on hikes. They love exploring new scents." The second sentence alone says nothing
later; read with the first it says "My dogs love exploring new scents". A pronoun opening a clause is
resolved to the latest thing the speaker called "my X" (or "our X") that agrees with it in number and,
for "she" and "he", in gender (kin words from ``lexicon``), looking back through the message and the
speaker's own previous turn of the session. Anything else stays unresolved, and the clause is left
to the episode.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .dates import opens_on_a_time
from .lexicon import (
    ABSTRACT_NOUNS,
    ABSTRACT_PLURALS,
    AGE_RANKS,
    ANIMALS,
    ASKED_AFTER_LEAD,
    AUXILIARIES,
    BARE_YES,
    CAUSATIVES,
    CHANGED_CONTACT,
    CHILD_WORDS,
    COLLECTIVE_NOUNS,
    COMPANIONS,
    CONTRACTED_S_NEXT,
    COUNTS,
    COUPLE_WE,
    DEMONSTRATIVE_AFTER,
    DETERMINERS,
    DUMMY_IT_AFTER,
    DUMMY_IT_VERBS,
    ELLIPTICAL_QUANTITIES,
    EMOTIONS,
    FELT_NOUNS,
    FEMININE,
    FIGURE_DEMONSTRATIVE,
    FUNCTION_WORDS,
    FUNERAL_NOUNS,
    GETTING_VERBS,
    GIVING_VERBS,
    HEDGE_VERBS,
    HERE_IDIOM_AFTER,
    HOUSEHOLD,
    IDENTITIES,
    IDIOM_IT_AFTER,
    IDIOM_IT_BEFORE,
    ING_NOUNS,
    INTENSIFIERS,
    IRREGULAR_PLURALS,
    LEADING_ADVERBS,
    LIKED_IT_THERE,
    LIKED_PLACE,
    LINKING_VERBS,
    MAKE_IT_AFTER,
    MAKE_VERBS,
    MASCULINE,
    MEMBERSHIP_NOUNS,
    MONTHS_AND_DAYS,
    MOTION_VERBS,
    MOVED_TOWARDS,
    NAME_TITLES,
    NAMING_PARTICIPLES,
    NEGATIVE_VERBS,
    NEW_IN_ONES_LIFE,
    NOT_NAMES,
    NOT_PLACE_NOUNS,
    OBJECT_DETERMINERS,
    ONE_PERSON,
    ORGANIZATIONS,
    OWN_ROLES,
    OWNED_AIMS,
    PAIRED_WITH,
    PARTNER_STEP,
    PARTNER_WORDS,
    PERSON_NOUNS,
    PET_ENDINGS_BEFORE,
    PHOTO_NOUNS,
    PHOTO_TAKING,
    PREPOSITIONS,
    PRONOUNS,
    REMINDING_VERBS,
    SAYING_VERBS,
    SHARED_NOUNS,
    STEPS_TAKEN,
    STOP_IN_QUOTES,
    SUBJECT_PRONOUNS,
    SUBJECT_WORDS,
    SUBORDINATORS,
    TAKEN_ON_BY,
    THERE_IDIOM_BEFORE,
    TIME_AFTER,
    TIME_MODIFIERS,
    TIME_NOUNS,
    TITLE_OPENERS,
    TITLE_VERBS,
    TITLED_WORKS,
    UNGENDERED_PEOPLE,
    VAGUE_NOUNS,
    WE_VERBS,
    alt,
)
from .morphology import a_or_an, all_lemmas, finite_form, gerund_form, inflection, is_after_s, past_as_base
from .sentences import SENTENCE_BREAK, last_sentence
from .slots import find_slot
from .standalone import name_first, unresolved_them

# What "it", "one" or a place cannot be: a person, a time, a feeling, an abstract or vague noun.
_NOT_A_THING = COMPANIONS | FEMININE | MASCULINE | VAGUE_NOUNS | ABSTRACT_NOUNS | TIME_NOUNS | FELT_NOUNS

_POSSESSED = re.compile(r"\b(?P<det>[Mm]y|[Oo]ur)\s+(?P<phrase>[a-z]+(?:[\s-][a-z]+){0,2})")
# The same, each "my" on its own: "my dogs and my cats" names two things "them" can be.
_EACH_POSSESSED = re.compile(r"\b(?P<det>[Mm]y|[Oo]ur)\s+(?=(?P<phrase>[a-z]+(?:[\s-][a-z]+){0,2}))")
_OPENING = re.compile(r"^(?P<pron>[Tt]hey|[Ss]he|[Hh]e)(?P<verb>'ve|'re|'s|'ll|'d)?\b")
_EXPANDED = {"'ve": " have", "'re": " are", "'ll": " will", "'d": " would"}


_KIN_WORDS = COMPANIONS | FEMININE | MASCULINE


def _head(phrase: str) -> str | None:
    """The noun phrase at the start of ``phrase`` ("little sister", "dogs"), or None."""
    words = re.split(r"[\s-]", phrase)
    out: list[str] = []
    for w in words:
        lemmas = all_lemmas(w)
        # A count is no noun, though lemminflect has "two" as one ("my two cats").
        noun_before = bool(out) and out[-1] not in COUNTS and "NOUN" in all_lemmas(out[-1])
        if noun_before and ("VERB" in lemmas or "NOUN" not in lemmas or out[-1].endswith("s")):
            break  # "my dogs go": the noun phrase ended; "my home country" runs on
        if (
            "NOUN" in lemmas and w not in COUNTS
        ) or w in _KIN_WORDS:  # "my fam", "my lola": lemminflect lacks them
            out.append(w)
            continue
        if out or ("ADJ" not in lemmas and w not in COUNTS):
            break
        out.append(w)  # an adjective or a count before the noun: "little", "new", "four"
    while out and "NOUN" not in all_lemmas(out[-1]) and out[-1] not in _KIN_WORDS:
        out.pop()
    return " ".join(out) if out else None


def _agrees(head: str) -> str | None:
    """ "they", "she" or "he": the pronoun that can stand for ``head``."""
    last = head.split()[-1]
    if last in ABSTRACT_PLURALS or last in VAGUE_NOUNS:
        return None
    if last in FEMININE:
        return "She"
    if last in MASCULINE:
        return "He"
    nouns = all_lemmas(last).get("NOUN", ())
    if (last.endswith("s") and nouns and nouns[0] != last) or last in COLLECTIVE_NOUNS:
        return "They"  # "my dogs"; "my family" too: a group of people
    return None


_GOT_ANIMAL = re.compile(
    # "we got a puppy": ours.
    r"(?:(?:\bI|\b(?P<we>[Ww]e))(?:['’]ve)?\s+(?:just\s+|recently\s+|finally\s+|also\s+)?"
    r"(?:adopted|got|rescued|bought|have)|"
    # "finally adopted a rescue greyhound!": the "I" chat drops, before a past only.
    r"^(?i:just\s+|recently\s+|finally\s+)?(?i:adopted|rescued|got))\s+"
    # "twin boys": two of them, counted by the word for a pair born together.
    r"(?:(?:a|an)|(?P<count>" + "|".join(sorted((COUNTS - {"both"}) | {"twin"})) + r"))\s+"
    r"(?:(?:new|little|sweet|cute|young|baby|older|younger|big|rescue|(?P<twin>twin))\s+)?"
    r"(?P<animal>" + "|".join(sorted(ANIMALS | PERSON_NOUNS)) + r")(?P<s>s)?\b"
)


def _met(kinds: frozenset[str]) -> re.Pattern[str]:
    """One of ``kinds`` that is not the speaker's: "their dog", "a puppy", "the doctor"."""
    return re.compile(
        r"(?i)\b(?:a|an|the|their|his|her|your|this|that)\s+(?:\w+\s+)?(?:"
        + "|".join(sorted(kinds))
        + r")s?\b"
    )


# An animal someone else has, or one met; a person likewise ("their dog", "a new doctor").
_OTHER_ANIMAL = _met(ANIMALS)
_OTHER_PERSON = _met(UNGENDERED_PEOPLE | FEMININE | MASCULINE)


def _either(at: int, phrase: str) -> list[tuple[int, str, str]]:
    """``phrase`` as what "she" and "he" alike stand for: an animal, or a person whose noun says no gender."""
    return [(at, "She", phrase), (at, "He", phrase)]


_NAMED_AFTER = re.compile(r"(?:,\s*|\s+(?:called|named)\s+)(?P<name>[A-Z][a-z]+)\b(?!['’]s)")


def antecedents(text: str, *, each: bool = False) -> list[tuple[str, str]]:
    """``(pronoun, "my X")`` for each possessed noun phrase of ``text``, in order; ``each``: every
    "my" on its own, also one inside another's phrase ("my dogs and my cats")."""
    found: list[tuple[int, str, str]] = []
    for m in (_EACH_POSSESSED if each else _POSSESSED).finditer(text):
        head = _head(m.group("phrase"))
        pronoun = _agrees(head) if head else None
        # "My nephew Theo! He just turned 4", "my coworker Dev": the name said after whom is part of
        # the phrase.
        named = (
            re.match(rf"{re.escape(head)}\s+(?P<name>[A-Z][a-z]+)\b", text[m.start("phrase") :])
            if head
            else None
        )
        name = f" {named.group('name')}" if named and named.group("name") not in NOT_NAMES else ""
        if head and pronoun:
            # "my four dogs" are "my dogs": a count said once need not be in every later quote.
            head = " ".join(w for w in head.split() if w not in COUNTS) or head
            found.append((m.start(), pronoun, f"{m.group('det').lower()} {head}{name}"))
        elif head and (head.split()[-1] in ANIMALS or head.split()[-1] in UNGENDERED_PEOPLE):
            # "My dog is the best. She sleeps on my keyboard": one animal is "she" or "he" alike.
            found += _either(m.start(), f"{m.group('det').lower()} {head}{name}")
    for m in _GOT_ANIMAL.finditer(text):
        # "I adopted a cat last week ... she already rules the apartment": the cat is the speaker's;
        # "I have two cats ... they sleep all day": so are the cats; "I've got three brothers.
        # They all live in Texas": the brothers.
        noun = m.group("animal")
        # "my twin brother", "my twin boys": who they are, kept.
        kind = f"twin {noun}" if m.group("twin") or m.group("count") == "twin" else noun
        owner = "our" if m.group("we") else "my"
        if m.group("count") and m.group("s"):
            found.append((m.start(), "They", f"{owner} {kind}s"))
        elif not m.group("count") and not m.group("s"):
            pronoun = "She" if noun in FEMININE else "He" if noun in MASCULINE else None
            # "we got a cat, Miso": the name said after it is part of the phrase, as after "my".
            named = _NAMED_AFTER.match(text, m.end())
            name = f" {named.group('name')}" if named and named.group("name") not in NOT_NAMES else ""
            phrase = f"{owner} {kind}{name}"
            found += [(m.start(), pronoun, phrase)] if pronoun else _either(m.start(), phrase)
    return [(pronoun, phrase) for _, pronoun, phrase in sorted(found, key=lambda f: f[0])]


def animate(phrase: str) -> bool:
    """True when ``phrase`` ("my kids", "our dogs") names people or animals."""
    head = phrase.split()[-1]
    base = all_lemmas(head).get("NOUN", (head,))[0]
    return bool({head, base} & (COMPANIONS | FEMININE | MASCULINE | ANIMALS))


def resolve(clause: str, earlier: list[tuple[str, str]], before: str = "") -> str | None:
    """``clause`` with its opening "They"/"She"/"He" replaced by the latest agreeing antecedent in
    ``earlier``, or None when it opens otherwise or nothing agrees.

    Not one the clause names itself ("Are they still your favorites?" - "they are still my
    favorites"), nor when the sentence of ``before`` (the message up to the clause) just before it
    names two ("my pets and my hobbies; they let me ..."), nor a group ("my family", "my team")
    when that sentence names other plurals ("the younger players on my team")."""
    m = _OPENING.match(clause)
    if m is None:
        return None
    pronoun = m.group("pron").capitalize()
    felt = any(w.strip(".,!").lower() in EMOTIONS for w in clause[m.end() :].split()[:4])
    last = last_sentence(before)
    near = {p for k, p in antecedents(last, each=True) if k == pronoun}
    if len(near) > 1:
        return None
    said = {_bare(w) for w in clause[m.end() :].split()}
    for candidate, phrase in reversed(earlier):
        if candidate != pronoun or (felt and not animate(phrase)):
            continue  # "They were so excited": only someone (not "our pots") feels
        head = phrase.split()[-1]
        if head in said or (head in COLLECTIVE_NOUNS and set(_plural_heads(last)) - {head}):
            return None
        if (
            pronoun == "They"
            and not _OPENING.match(last)
            and phrase not in {p for _, p in antecedents(last, each=True)}
        ):
            # "I love non-fiction books about ... They help me ...": the books just named, not "my
            # hobbies" of an earlier turn; "They eat fruits and insects. They have ..." goes on
            # about whom the sentence before was about.
            base = all_lemmas(head).get("NOUN", (head,))[0]
            if set(_plurals_named(last)) - {head, base}:
                return None
        # "... let me meet their dog - he was so friendly": their dog, not mine ("I got a puppy! he
        # ..." is the one got).
        if head in ANIMALS and _OTHER_ANIMAL.search(_GOT_ANIMAL.sub("", last)):
            return None
        if head in UNGENDERED_PEOPLE and (_OTHER_PERSON.search(last) or persons_named(last, NOT_NAMES)):
            return None  # "My cousin met a teacher there. She ...": which of them?
        verb = _spelt_verb(clause, m)
        rest = clause[m.end() :]
        if head in COLLECTIVE_NOUNS:
            verb, rest = _SINGULAR.get(verb, verb), _coordinated(rest if verb else _singular(rest))
        return phrase[:1].upper() + phrase[1:] + verb + rest
    return None


_SINGULAR = {" are": " is", " have": " has", " were": " was"}
_SINGULAR_WORDS = {
    "are": "is",
    "have": "has",
    "were": "was",
    "do": "does",
    "don't": "doesn't",
    "aren't": "isn't",
}


def _singular(rest: str) -> str:
    """``rest`` (what followed "they") with its verb agreeing with a singular group: " really help
    me" → " really helps me" ("my family really helps me"); modals and past forms stay."""
    words = rest.split(" ")
    for k, w in enumerate(words[:4]):
        low = w.lower()
        if not low or low in INTENSIFIERS or low in LEADING_ADVERBS or low in ("all", "both", "sure"):
            continue
        if low in _SINGULAR_WORDS:
            words[k] = _SINGULAR_WORDS[low]
        elif all_lemmas(low).get("VERB", ("",))[0] == low and low not in AUXILIARIES:
            words[k] = (inflection(low, "VBZ") or (low,))[0]
        break
    return " ".join(words)


def _coordinated(rest: str) -> str:
    """``rest`` with the first verb joined by "and" agreeing too: " always makes me smile and give
    lots of love" → "... and gives lots of love"; a word that can be a noun ("joy and love") stays."""
    for m in re.finditer(r"\band\s+(?P<verb>[a-z]+)\b", rest):
        low = m.group("verb")
        lemmas = all_lemmas(low)
        if set(lemmas) == {"VERB"} and lemmas["VERB"][0] == low and low not in AUXILIARIES:
            said = (inflection(low, "VBZ") or (low,))[0]
            return rest[: m.start("verb")] + said + rest[m.end("verb") :]
    return rest


# A name in running text: capitalised, not opening its sentence ("goodbye to Max", "Her name is
# Shadow"), or a word no dictionary knows ("Oliver's hilarious!").
# "Mr. Petrov", "Dr. Okafor": a title is part of the name it goes before.
_RUNNING_NAME = re.compile(
    r"(?<![\w'’])(?P<name>(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)*)(?![\w])"
)


# The preposition of a place right before a name ("in Chicago", "near Lyon", "moved to Ohio",
# "visited from Lyon": a going's "to" or "from", ``MOTION_VERBS``), or an article ("the '16
# Finals"): a place or an event.
_PLACE_BEFORE = re.compile(
    r"(?i)\b(?:in|near|around|across|outside|throughout|the(?:\s+['’]?\d+)?|(?:"
    + "|".join(sorted(MOTION_VERBS | {"visited", "visiting", "visit"}))
    + r")(?:\s+back|\s+in|\s+over)?\s+(?:to|from))\s+$"
)


_NUMBERS = COUNTS | frozenset(["one", "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "hundred"])
# A sentence's first word that no name is: "Until Thursday. Then they ...".
_NOT_A_NAME = FUNCTION_WORDS | PREPOSITIONS | SUBORDINATORS


def persons_named(text: str, not_names: frozenset[str]) -> list[str]:
    """The names of people or animals ``text`` says, in order (``_RUNNING_NAME``)."""
    found: list[str] = []
    for m in _RUNNING_NAME.finditer(text):
        name = m.group("name")
        first = name.split()[0]
        if any(w in not_names for w in name.split()) or first.lower() in PRONOUNS | _NUMBERS | _NOT_A_NAME:
            continue  # "Four months. He already knows sit": a count is no one
        if name.lower() in IDENTITIES:
            continue  # "her favorite Thai place": a nationality or a faith, no one's name
        if len(first) > 1 and first.isupper():
            continue  # "a DJ", "the BBC", "NYC": an acronym, no one's name
        if _PLACE_BEFORE.search(text[: m.start()]):
            continue  # "stand-up in Chicago": a place, which no "he" stands for
        opening = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1:] in ".!?"
        said = re.findall(r"[\w'’]+", text[m.start() : m.start() + 60])[:4]  # the name and what follows it
        if all_lemmas(first.lower()) and (opening or len(name.split()) > 1) and not name_first(said):
            continue  # "Family is ...", "Game 7": a word at a sentence's start, or a title; not "Grace just started"
        if name not in found:
            found.append(name)
    return found


# "see", "met", "heard from": what one does with a person, before their name.
_MET_WITH = (
    r"(?i:\b(?:see|saw|seen|meet|met|bump(?:ed)?\s+into|hear(?:d)?\s+from|talk(?:ed)?\s+to|speak\s+to"
    r"|spoke\s+to)\s+)"
)


def resolve_named(
    clause: str, before: str, asked: str, not_names: frozenset[str], own: str = ""
) -> str | None:
    """``clause`` with its opening "He"/"She" said as the one name the message up to it (``before``)
    says ("Oliver's hilarious! He hid his bone in my slipper once" → "Oliver hid his bone ...";
    "Her name is Shadow! She's full of energy" → "Shadow is full of energy"), or, when it says none,
    the one name the turn before (``asked``) says and then calls "he"/"him" ("Have you met LeBron or
    seen him play?" - "He's real chill"); None when none or two are named, or the message's last
    sentence names someone else of that gender ("My mom met Tom. She ..."), or the clause names the
    person itself. ``not_names``: the speakers, pronouns, months and weekdays. ``own``: the
    speaker's previous turn, whose one name a question between calls "he" or "she" ("I've been
    dating Priya" - "What's she like?" - "She's a vet"), or which the turn itself goes on to call so
    when the question names no one ("His name is Biscuit, he's a corgi" - "How old?" - "He ...")."""
    m = _OPENING.match(clause)
    if m is None or m.group("pron").lower() == "they":
        return None
    kind = m.group("pron").capitalize()
    gendered = FEMININE if kind == "She" else MASCULINE
    names = persons_named(before, not_names)
    if not names:
        pronouns = r"\b(?:he|him|his)\b" if kind == "He" else r"\b(?:she|her)\b"
        in_asked = persons_named(asked, not_names)
        # ... or asks of meeting them ("did you see Jake at the party?" - "yeah, he's moving"): a
        # person, whom the reply's "he" is.
        names = [
            n
            for n in in_asked
            if re.search(pronouns, asked[asked.find(n) :], re.I) or re.search(_MET_WITH + re.escape(n), asked)
        ]
        if not in_asked:
            # The question calls them "he" ("What's she like?"), or the speaker's last turn did
            # ("His name is Biscuit, he's a corgi mix" - "How old?" - "He already knows sit").
            named = persons_named(own, not_names)
            called = re.search(pronouns, asked, re.I) is not None
            names = [n for n in named if called or re.search(pronouns, own[own.find(n) + len(n) :], re.I)]
    rest = clause[m.end() :]
    names = [n for n in names if n not in rest]
    last = last_sentence(before)
    other = [w for w in (_bare(x) for x in last.split()) if w in gendered]
    if len(names) != 1 or (other and not re.search(rf"\b(?:{'|'.join(other)}),?\s+{names[0]}\b", last)):
        return None  # "this amazing woman, Jean": the same person; "My mom met Tom": two
    return _said_for(clause, m, names[0])


# "Are Harry Potter and GoT still your favorites?", "Are the students making progress?", "How did
# the kids handle it?": a question's subject, after its auxiliary.
_ASKED_SUBJECT = re.compile(
    r"(?:^|(?<=[.!?]\s))(?i:(?:and|so|but|also|oh|btw|by\s+the\s+way|anyway|wait|ok|okay),?\s+)?(?i:(?:how(?:\s+(?:old|tall|big|long|often|far))?|why|when|where|what)\s+|(?:how|where|what)(?=['’]s\s))?"
    # "How old is your son?": what the question asks of the subject is no part of it.
    # "How's the new puppy?": the "is" contracted.
    r"(?P<aux>(?i:(?<=[a-z])['’]s|are|is|was|were|do|does|did|have|has|will|can|could))\s+"
    r"(?P<subj>(?:[Tt]he|[Yy]our)\s+[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,2}"
    # "Did Tim and you ...", "Did you and Tim ...": the listener with someone else.
    r"|you\s+and\s+[A-Z][\w'-]*"
    r"|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*(?:\s+and\s+(?:you\b|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*))?)"
    r"(?:,?\s+(?P<pred>[^?]*))?\?\s*$"
)
_OPENING_IT = re.compile(r"^(?P<pron>[Tt]hey|[Ii]t)(?P<verb>'ve|'re|'s|'ll|'d)?\b")
# "and Claire?", "what about the kids?": someone asked after with no verb, as "how's Claire?" asks.
_AND_ASKED = re.compile(rf"(?i)(?:^|(?<=[.!?]\s)){ASKED_AFTER_LEAD}\s+(?P<who>[^?.!]+?)\s*\?\s*$")


def _asked_subject(asked: str) -> re.Match[str] | None:
    """``_ASKED_SUBJECT`` on the question ending ``asked``, one asked with no verb read as "how is"."""
    asked = asked.strip()
    bare = _AND_ASKED.search(asked)
    if bare is not None:
        asked = f"{asked[: bare.start()]}how is {bare.group('who')}?"
    return _ASKED_SUBJECT.search(asked)


_ASKED_PHRASE = re.compile(
    # "that old Gibson guitar", "that red Vespa": a name inside the phrase is part of it.
    r"\b(?P<det>[Tt]he|[Yy]our|[Tt]hat|[Tt]his|[Tt]hese|[Tt]hose)\s+(?=(?P<np>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}))"
)


# Nouns a question uses in an idiom: "How's it going on your end?", "on the other side".
_IDIOM_HEADS = frozenset(["end", "side", "part", "way", "lot", "bit", "rest"])


def _named_things(text: str) -> list[str]:
    """The singular things ``text`` (the message up to a clause) names after an article, a
    possessive or a demonstrative ("that photo", "my workout plan"), and the gerund a sentence opens
    with ("Incorporating strength training changed ..."): what an "it" after them could be."""
    found: list[str] = []
    for m in _ASKED_PHRASE.finditer(text):
        words = m.group("np").split()
        n = _trim_np(words, _noun_phrase(words), base_verb=False)
        head = _bare(words[n - 1]) if n else ""
        if head and _fits(head, "It") and head not in VAGUE_NOUNS | ABSTRACT_NOUNS | TIME_NOUNS | FELT_NOUNS:
            found.append(head)
    for m in re.finditer(r"\b(?:a|an|my|our)\s+(?=(?P<np>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}))", text):
        words = m.group("np").split()
        if re.search(r"(?i)(?:\bbe|\bis|\bwas|\bbeen|['’]s)\s+$", text[: m.start()]):
            continue  # "Gonna be a big change": a predicate says what something is, no new thing
        n = _trim_np(words, _noun_phrase(words), base_verb=False)
        head = _bare(words[n - 1]) if n else ""
        if head and _fits(head, "It") and head not in VAGUE_NOUNS | ABSTRACT_NOUNS | TIME_NOUNS | FELT_NOUNS:
            found.append(head)
    found += [g for s in SENTENCE_BREAK.split(text) if (g := gerund_subject(s))]
    return found


def _asked_thing(asked: str, kind: str) -> str | None:
    """The one noun phrase the question ending ``asked`` names that a pronoun of ``kind`` ("It",
    "They") can stand for ("What's the backstory on that trophy?" → "the trophy"), as "the/your
    <noun>"; None when it names none or two, or ``asked`` does not end on a question. A question
    that names its thing only by a pronoun asks about what the sentence before it named: "Those
    flowers look great! What kind are they?" → "the flowers"."""
    said = SENTENCE_BREAK.split(asked.strip())
    last = said[-1]
    if not last.endswith("?"):
        return None
    found = _things_asked(last, kind)
    pronoun = r"\b(?:they|them)\b" if kind == "They" else r"\bit\b"
    if not found and len(said) > 1 and re.search(pronoun, last, re.I) and not said[-2].endswith("?"):
        found = _things_asked(said[-2], kind)
    # "What about your script now? Any ideas for the next steps?": a follow-up opening on "any" asks
    # on about what the question before it named.
    if not found and len(said) > 1 and re.match(r"(?i)any\s", last) and said[-2].endswith("?"):
        found = _things_asked(said[-2], kind)
    if len(found) != 1:
        return None
    phrase = found.pop()
    head = phrase.split()[-1]
    named = kind == "It" and head[:1].isupper() and len(phrase.split()) > 1  # "the Civic"
    group = kind == "It" and head in COLLECTIVE_NOUNS  # "the soccer team": one group, "it" too
    noun = kind == "It" and len(phrase.split()) > 2 and _fits_as_noun(head)  # "the half marathon"
    return phrase if _fits(head, kind) or named or group or noun else None


# "How are your parents liking Portugal?": a place or a work the question names, which "it" can be.
_ASKED_NAME = re.compile(
    r"\b(?:liking|like|enjoying|enjoy|love|loving|visit|visiting|in|to|at|about)\s+"
    # ("Maya's wedding": a name before "'s" owns the thing, ``_ASKED_OWNED``)
    r"(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b(?!['’]s\b)"
)
# "Did you end up going to Maya's wedding?": the thing a named person has, said with its owner.
_ASKED_OWNED = re.compile(r"\b(?P<owner>[A-Z][a-z]+['’]s)\s+(?P<np>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})")


_DO_SUPPORT = re.compile(r"(?i)\b(?:do|does|did|will|would|can|could|should|'ll)\b")


def _things_asked(sentence: str, kind: str) -> set[str]:
    """The noun phrases of ``sentence`` a pronoun of ``kind`` can stand for, as "the/your <noun>"."""
    found: set[str] = set()
    if kind == "It":
        found |= {
            m.group("name")
            for m in _ASKED_NAME.finditer(sentence)
            if m.group("name").split()[0] not in NOT_NAMES | MONTHS_AND_DAYS
        }
        for m in _ASKED_OWNED.finditer(sentence):
            words = m.group("np").split()
            n = _trim_np(words, _noun_phrase(words), base_verb=False)
            head = _bare(words[n - 1]) if n else ""
            owner = re.sub(r"['’]s$", "", m.group("owner"))
            if (
                head
                and _fits(head, "It")
                and owner not in NOT_NAMES | MONTHS_AND_DAYS
                and head not in VAGUE_NOUNS
            ):
                found.add(" ".join([f"{owner}'s", *(_bare(w) for w in words[:n])]))
    for m in _ASKED_PHRASE.finditer(sentence):
        words = m.group("np").split()
        if m.group("det").lower() == "that" and _finite(_bare(words[0])):
            continue  # "your instructor that makes them great": a relative, no thing
        words = words[: next((k for k, w in enumerate(words) if _bare(w) in _ASIDES), len(words))]
        # "What did the kids eat?": after "did", a base verb ends the thing; "Are you on the
        # payments team?" has none.
        verb_asked = _DO_SUPPORT.search(sentence, 0, m.start()) is not None
        n = _trim_np(words, _noun_phrase(words), base_verb=verb_asked)
        if n == 0:
            continue
        head = _bare(words[n - 1])
        if head in VAGUE_NOUNS | TIME_NOUNS | ABSTRACT_NOUNS | FELT_NOUNS | _IDIOM_HEADS:
            continue  # "on your end", "that feeling": no thing
        if n < len(words) and _bare(words[n]) in ("of", "on", "behind", "about", "for", "with"):
            continue  # "the backstory on that trophy": what it frames is the thing
        if kind == "It" and head in _ONE_PERSON_WORDS and head not in COLLECTIVE_NOUNS:
            continue  # "that old guitar from your uncle": the uncle is never "it"; "the team" may be
        # "the Civic", "the Tesla": a thing called by its name is one thing, whatever the word means.
        named = kind == "It" and words[n - 1][:1].isupper() and m.group("det").lower() in ("the", "your")
        noun = kind == "It" and n > 1 and _fits_as_noun(head)  # "the half marathon"
        if _fits(head, "They") or (kind == "It" and (_fits(head, "It") or named or noun)):
            det = "your" if m.group("det").lower() == "your" else "the"
            said = [w.strip(".,!?;:\"'()’") if w[:1].isupper() else _bare(w) for w in words[:n]]
            found.add(" ".join([det, *said]))
    return found


_WH = frozenset(["and", "or", "how", "what", "why", "when", "where", "who", "which"])
# One person ("uncle", "mom", "doctor"), whom "it" never stands for.
_ONE_PERSON_WORDS = PERSON_NOUNS - IRREGULAR_PLURALS
# Words a question ends on that are no part of its thing: "the new approach tho".
_ASIDES = frozenset(["tho", "though", "too", "again", "anyway", "lately", "now", "yet", "then"])


def _trim_np(words: list[str], n: int, *, base_verb: bool) -> int:
    """``n`` (how many of ``words`` ``_noun_phrase`` took) less what ends it that is no part of a
    thing: "dance studio open", "project coming", "internship and how", and after "does" a base
    verb ("sign say")."""
    while n:
        w = _bare(words[n - 1])
        lemmas = all_lemmas(w)
        # "the new book": a base verb after an adjective is the noun it can also be; after a noun
        # ("the sign say") it is the question's verb.
        described = n > 1 and "NOUN" in lemmas and set(all_lemmas(_bare(words[n - 2]))) == {"ADJ"}
        verb = base_verb and n > 1 and lemmas.get("VERB", ("",))[0] == w and not described
        if words[n - 1][:1].isupper() and w not in FUNCTION_WORDS | PRONOUNS | _WH:
            break  # "the Civic": a name, whatever its word means in lower case
        if not (
            _verb_after_noun(w)
            or ("NOUN" not in lemmas and lemmas)
            or w in FUNCTION_WORDS | PRONOUNS | _WH
            or verb
        ):
            break
        n -= 1
    return n


def _verb_after_noun(word: str) -> bool:
    """True when ``word`` after a question's subject is its verb ("say", "coming"), no noun."""
    verbs = all_lemmas(word).get("VERB", ())
    if word in ING_NOUNS:
        return False  # "the wedding", "Maya's housewarming": a thing
    return bool(verbs) and (word.endswith("ing") or (verbs[0] == word and "NOUN" not in all_lemmas(word)))


# "It's made a huge difference to have people ...", "It also helps to have ...": what "it" is comes
# after, as an infinitive; "It's disheartening not knowing why": as a gerund.
_EXTRAPOSED = re.compile(
    r"(?i)\bto\s+(?:have|see|know|be|hear|find|get|watch|feel|do|make|say|think)\b|\bnot\s+\w+ing\b"
)


def _dummy_it(clause: str, *, strict: bool) -> bool:
    """True when the opening "it" of ``clause`` stands for nothing ("It's been a while", "It's hard
    to ...", "It also helps to ..."); ``strict``: also unless it is a thing's subject as
    ``resolve_it`` reads one ("It commemorates my journey", "It's a symbol of ...")."""
    if _DUMMY_IT.match(clause[2:]) or _EXTRAPOSED.search(" ".join(clause.split()[:8])):
        return True
    m = _IT_OPENING.match(clause)
    if not strict:
        return False
    if m is None:
        return True
    acts = m.group("acts")
    # "it has a balcony", "it has two bedrooms": what a thing has ("it has to be" stands for nothing).
    had = acts in ("has", "had") and re.match(
        r"\s+(?:a|an|the|two|three|\d+|lots|loads|plenty)\b", clause[m.end("acts") :]
    )
    return acts is not None and not had and (acts in DUMMY_IT_VERBS or not _finite(acts))


def _asked_det(words: list[str]) -> str:
    """How the answer says the question's "your X" or "the X": "my X"; "the baby", "the kids" and
    "the new X" asked of the speaker are theirs too ("How's the new apartment?" - "It's got a huge
    balcony": my new apartment), unless a name says which ("the new Marvel movie"); else "the"."""
    if words[0].lower() == "your" or (len(words) > 1 and words[1].lower() in HOUSEHOLD):
        return "my"
    new = len(words) > 2 and words[1].lower() == "new" and not any(w[:1].isupper() for w in words[1:])
    return "my" if new else "the"


def _asked_person(subj: str, kind: str, not_names: frozenset[str]) -> str | None:
    """Who the question's subject ``subj`` is for a "he" or "she" (``kind``): one name ("Did Tom
    call you?" → "Tom"), or a person of that gender after "the" or "your" ("your mom" → "my mom");
    None for two people, the listener ("you"), a speaker of the session, or anyone else."""
    words = subj.split()
    if "and" in words or "you" in words:
        return None
    gendered = FEMININE if kind == "She" else MASCULINE
    if words[0] in ("The", "the", "Your", "your"):
        n = _noun_phrase(words[1:])
        head = _bare(words[n]) if n else ""
        # "How's the new puppy?" - "He's a handful"; "How's your roommate?" - "She's doing her PhD".
        if head not in gendered and head not in ANIMALS and head not in UNGENDERED_PEOPLE | ONE_PERSON:
            return None
        return " ".join([_asked_det(words), *words[1 : n + 1]])
    # "Mr Whiskers", "Dr Okafor": a title before the name is part of it.
    named = words[1:] if len(words) > 1 and words[0].rstrip(".") in NAME_TITLES else words
    if any(w in not_names or not w[:1].isupper() for w in named):
        return None  # the listener, or no name
    # "How's Priya's new job going?" - "she hates it": Priya, whose job it is.
    return re.sub(r"['’]s$", "", subj)


def asked_names(asked: str, clause: str) -> bool:
    """True when the question that ends ``asked`` (the turn before) has a subject the opening
    "they", "he" or "she" of ``clause`` could stand for ("Did Tim and Sam finish the puzzle?",
    "Did Tim and you ...", "Are the kids ok?", "Did Tom call?"): who it is, the question just named,
    so nothing the speaker named in an earlier turn ("my boots") is in reach."""
    m = _OPENING.match(clause)
    q = _asked_subject(asked)
    if m is None or q is None:
        return False
    kind = m.group("pron").capitalize()
    words = q.group("subj").split()
    if kind != "They":
        return "and" not in words and (
            (words[0][:1].isupper() and words[0] not in ("The", "Your"))
            or _asked_person(q.group("subj"), kind, frozenset()) is not None
        )
    if "and" in words:
        return True
    if words[0].lower() not in ("the", "your"):
        return False
    n = _trim_np(words[1:], _noun_phrase(words[1:]), base_verb=False)
    return n > 0 and _fits(_bare(words[n]), "They")


# "Mike's good!", "Jo is doing great.": a reply that names whom "How's your X?" asked after.
_NAMED_REPLY = re.compile(
    r"^\W*(?P<name>[A-Z][a-z]+)(?:['’]s|\s+is)\s+(?:(?:doing|so|really|pretty|very|all)\s+)?"
    r"(?:good|great|fine|ok|okay|well|awesome|amazing|alright|grand|better)\b[^.!?]*[.!?]\s*$"
)


# "Have you seen a doctor?", "Did you talk to your landlord?": someone the listener went to by role.
_ASKED_ROLE = re.compile(
    r"(?i)\b(?:have|did)\s+you\s+(?:\w+\s+){0,2}?(?:seen|see|talked\s+to|talk\s+to|spoken\s+to|speak\s+to|"
    r"called|call|asked|ask|been\s+to|gone\s+to|go\s+to)\s+(?:a|an|the|your)\s+(?P<role>[a-z]+)\s*\?$"
)


def _resolve_asked_person(clause: str, asked: str, before: str, not_names: frozenset[str]) -> str | None:
    """``clause`` with its opening "he"/"she" said as the person the question before (``asked``)
    has as its subject ("Did Tom like the cake?" - "He loved it" → "Tom loved it"; "Is your mom
    ok?" - "She's fine" → "My mom is fine"), when the message up to the clause (``before``) names
    no one else and the clause does not name them itself; else None."""
    m = _OPENING.match(clause)
    q = _asked_subject(asked)
    if m is not None and m.group("pron").lower() != "they" and (role := _ASKED_ROLE.search(asked.strip())):
        # "Have you seen a doctor?" - "Yeah, she put me on a new medication": the speaker's doctor.
        said_yes = BARE_YES.match(before.strip()) is not None
        if said_yes and _bare(role.group("role")) in UNGENDERED_PEOPLE:
            return _said_for(clause, m, f"my {_bare(role.group('role'))}")
    if m is None or q is None or m.group("pron").lower() == "they":
        return None
    kind = m.group("pron").capitalize()
    phrase = _asked_person(q.group("subj"), kind, not_names)
    if phrase is None:
        return None
    gendered = FEMININE if kind == "She" else MASCULINE
    named = persons_named(before, not_names)
    reply = _NAMED_REPLY.match(before)
    if (
        reply is not None
        and reply.group("name") not in not_names
        and phrase.startswith("my ")
        and not any(_bare(w) in gendered for w in before.split())
    ):
        # "How's your brother?" - "Mike's good! He just started med school": the brother is Mike
        # (a name the lexicon also knows as a word, "mike", is a name here by where it stands).
        phrase = f"{phrase} {reply.group('name')}"
    elif named or any(_bare(w) in gendered for w in before.split()):
        return None  # "My brother came too. He ...": someone the message named
    if re.search(rf"\b{re.escape(phrase.split()[-1])}\b", clause[m.end() :]):
        return None
    return _said_for(clause, m, phrase)


# "How's your new pup doing?" - "The little one is doing great": a fond name for whom was asked after.
_EPITHET = re.compile(
    r"(?i)^(?:the|my|our)\s+(?:little\s+(?:one|guy|girl|boy|man|lady|fella|dude|monster)|kiddo|munchkin)\b"
)


def resolve_epithet(clause: str, asked: str, not_names: frozenset[str]) -> str | None:
    """``clause`` with its opening fond name ("the little one", "the little guy") said as the one
    person or animal the question before (``asked``) asks after ("How's your new pup doing?" →
    "my new pup"); None when it opens otherwise or the question asks after no one such."""
    m = _EPITHET.match(clause)
    q = _asked_subject(asked)
    if m is None or q is None:
        return None
    subj = re.sub(r"\s+(?:doing|going|getting\s+on|holding\s+up)$", "", q.group("subj"))  # "your pup doing"
    who = _asked_person(subj, "He", not_names) or _asked_person(subj, "She", not_names)
    return None if who is None else who + clause[m.end() :]


# "still with Jo", "seeing Sam", "married to Dee": whom a question pairs its subject with.
_PAIRED_WITH = re.compile(rf"(?:still\s+)?{PAIRED_WITH}\s+(?P<other>[A-Z][\w'’-]*)\s*$")


def resolve_asked(clause: str, asked: str, before: str, not_names: frozenset[str]) -> str | None:
    """``clause`` with its opening "they"/"it" said as the subject of the question that ends the turn
    before (``asked``): "Are Harry Potter and GoT still your favorites?" - "Yes, they are still my
    favorites" → "Harry Potter and GoT are still my favorites"; "Are the students making progress?"
    - "They're doing great" → "The students are doing great". Only when that subject agrees ("they"
    a plural or two names, "it" one thing), is no one of the session's speakers and nothing of the
    asker's own ("my"), and the message up to the clause (``before``) names nothing the pronoun
    could stand for instead; else None."""
    m = _OPENING_IT.match(clause)
    if m is None:
        return _resolve_asked_person(clause, asked, before, not_names)
    q = _asked_subject(asked)
    if q is not None and re.match(r"(?i)\W*(?:\w+\s+)?what\b", q.group(0)):
        q = None  # "What's the name of the book?": what "it" is, the thing asked reads (``_asked_thing``)
    subj = q.group("subj") if q else _asked_thing(asked, m.group("pron").capitalize())
    if subj is None:
        return None
    if m.group("pron").lower() == "it" and _dummy_it(clause, strict=q is None):
        return None  # "It's made a huge difference to have ...", "It also helps to ...": no thing
    words = subj.split()
    kind = m.group("pron").capitalize()
    if words[0][:1].isupper() and words[0] not in ("The", "the", "Your", "your"):
        if any(w in not_names for w in words) or "you" in words:
            return None  # "Is Nate coming?": the listener; "Did Tim and you ...": "they" is not
        if kind != "They":
            return None  # "Is Toby ...": a name "it" is not
        pair = _PAIRED_WITH.match(q.group("pred") or "") if q is not None else None
        # "Is Sam still with Jo?" - "nope, they split up in March": the two the question pairs, when
        # "they" are a couple by what they did ("Is Sam still with Deloitte?" - "they're doing well").
        couple = COUPLE_WE.match(f"we{clause[m.end() :]}") or PARTNER_STEP.search(clause[m.end() :])
        if "and" not in words and pair and couple and pair.group("other") not in not_names:
            subj = f"{subj} and {pair.group('other')}"
        elif "and" not in words:
            return None  # one name: "it" or "they", a person or a work, the words do not say
        phrase = subj
    else:
        n = _noun_phrase(words[1:])
        # "your dance studio open", "the sign say", "your project coming": the noun ends it.
        base_verb = q is not None and q.group("aux").lower() in ("do", "does", "did", "will", "can", "could")
        n = _trim_np(words[1:], n, base_verb=base_verb)
        if n == 0:
            return None
        head = _bare(words[n])
        if not _fits(head, kind) or head in VAGUE_NOUNS or head in TIME_NOUNS:
            return None  # "Are the kids ..." - "It's ...": not what was asked
        phrase = " ".join([_asked_det(words), *words[1 : n + 1]])
    if (kind == "They" and (_plural_heads(before) or antecedents(before))) or (
        kind == "It" and (_things(before) or _named_things(before)) and not _it_goes_on(before)
    ):
        return None  # the message named something else the pronoun could be
    if re.search(rf"\b{re.escape(phrase.split()[-1])}\b", clause[m.end() :], re.I):
        return None  # the clause names it itself
    return _said_for(clause, m, phrase)


# Where the clauses of a message part: a sentence's end, or "and"/"but"/"so" between two clauses.
_CLAUSE_PARTS = re.compile(r"[.!?]+\s*|,?\s+\b(?:and|but|so)\b\s*|,\s*")


def _it_goes_on(before: str) -> bool:
    """True when the last clause of ``before`` opens on "it" too: "it's tiny but it has a garden. and
    it's 10 mins from work" goes on about what the first "it" was (what the question asked), not the
    garden named as what it has."""
    parts = [
        p.strip() for p in _CLAUSE_PARTS.split(before) if p.strip().lower() not in ("", "and", "but", "so")
    ]
    return bool(parts) and re.match(r"(?i)it(?:['’]s|\s)", parts[-1]) is not None


def _said_for(clause: str, m: re.Match[str], phrase: str) -> str:
    """``clause`` with the pronoun ``m`` matched at its start said as ``phrase``, its contracted verb
    spelt out ("He's been" → "Max has been", "She's full" → "Shadow is full")."""
    return phrase[:1].upper() + phrase[1:] + _spelt_verb(clause, m) + clause[m.end() :]


_STATE_AFTER = frozenset(["with", "about", "by", "in", "of", "to", "into", "at", "for"])


def s_spelt(rest: str) -> str:
    """A "'s" before ``rest`` spelt out: " has" before "been", "got", "had" or a participle that
    does something ("He's moved the couch", "he's already painted the nursery"), else " is" ("He's
    obsessed with dinosaurs", "She's married to Tom", "He's adopted and so full of energy")."""
    # "He's already painted the nursery": the participle after its adverb says which.
    words = [w for w in rest.split() if w.lower() not in _S_ADVERBS][:2]
    nxt = words[:1]
    after = words[1].strip(",.!").lower() if len(words) > 1 else ""
    ended = bool(nxt) and nxt[0][-1:] in ",.!;"
    state = ended or after in _STATE_AFTER or after in ("", "and", "but", "so", "now", "too", "again")
    state = state or (bool(nxt) and nxt[0].lower() in NAMING_PARTICIPLES)
    if nxt and nxt[0].lower() in MOTION_VERBS and after in MOVED_TOWARDS:
        state = False  # "He's moved to Leeds": gone there, not a state
    if nxt and nxt[0].lower() in STEPS_TAKEN:
        state = False  # "he's just started at Google": a step taken, never a state
    # "She's done like five marathons", "He's seen it twice": an irregular participle too.
    done = bool(nxt) and (
        nxt[0].endswith("ed") or _irregular_participle(nxt[0].lower()) or nxt[0].lower() in STEPS_TAKEN
    )
    # ("He's had a rough few months": "had", a past as well as a participle, is "has had")
    return " has" if nxt and (nxt[0] in ("been", "got", "had") or (done and not state)) else " is"


_S_ADVERBS = frozenset(
    {"already", "just", "never", "finally", "ever", "also", "still", "recently", "actually"}
)


def _spelt_verb(clause: str, m: re.Match[str]) -> str:
    """The contracted verb after the opening pronoun ``m`` of ``clause``, spelt out: "'s" is " has"
    before "been", "got" or a participle, else " is"; "'ve", "'re", "'ll", "'d" as " have"..."""
    verb = m.group("verb")
    if verb == "'s":
        return s_spelt(clause[m.end() :])
    return _EXPANDED.get(verb, "") if verb else ""


def _irregular_participle(word: str) -> bool:
    """True when ``word`` is a verb's past participle and not its base or past ("done", "seen",
    "written"; not "put", "come" or "went")."""
    return any(
        word in inflection(lemma, "VBN") and word not in inflection(lemma, "VBD") and word != lemma
        for lemma in all_lemmas(word).get("VERB", ())
    )


# "Here's a photo of my horse painting": what the speaker showed, said as the speaker's act.
_PHOTO_OF = re.compile(
    r"(?i)^(?:here's|here’s|here is|check out|look at)\s+(?:a|an|this|my|the|another|some)\s+"
    r"(?:[\w-]+\s+)?(?:pic|pics|photo|photos|picture|pictures|snap|shot|snapshot)\s+(?P<what>(?:of|from)\s+.+)$"
)
_VIEW_OF = re.compile(
    r"(?i)^(?:a|an|another|this|the|my)\s+(?:sneak\s+|quick\s+|little\s+)?(?:peek|look|glimpse|view|pic|photo|"
    r"picture|shot|snap|snapshot)\s+(?:at|of)\s+(?P<thing>.+)$"
)
# "Here's a recent self-portrait I made last week", "It's a yoga studio I go to often": the thing,
# then the speaker's verb.
_THING_I_DID = re.compile(
    r"(?i)^(?:here's|here’s|here is|here are|it's|it’s|it is|this is|that's|that’s|that is|these are|"
    r"those are)\s+(?P<thing>(?:a|an|my|this|another|some|the|these|those)\s+(?:[\w'-]+\s+){0,8}?)"
    r"(?:that\s+)?(?P<who>I|we)\s+(?P<verb>[a-z]+)\b(?P<rest>.*)$"
)


def _adverbial(word: str) -> bool:
    """True when ``word`` opens an adverbial ("often", "every day", "last week"), not an object."""
    if word in ("every", "last", "this", "next", "all", "each", "once", "twice", "a", "sometimes"):
        return word != "a"
    lemmas = all_lemmas(word)
    return "ADV" in lemmas and "NOUN" not in lemmas


def shown(clause: str) -> str | None:
    """A clause presenting something the speaker shows, reworded with the speaker as its subject:
    "Here's a photo of my family at the beach" → "I shared a photo of my family at the beach", "Here's
    a self-portrait I made last week" → "I made a self-portrait last week"; None otherwise."""
    m = _PHOTO_OF.match(clause)
    if m is not None:
        return f"I shared a photo {m.group('what')}"
    m = _THING_I_DID.match(clause)
    if m is None:
        return None
    verb = m.group("verb")
    if "VERB" not in all_lemmas(verb) or verb.lower() in ("am", "was", "have", "had", "do", "did"):
        return None
    if verb.lower() in HEDGE_VERBS:
        return None  # "it's the Park Hyatt I think": a hedge on what "it" is, not a thing thought
    thing, rest = m.group("thing").strip(), m.group("rest")
    # "a peek at the space I designed": what was designed is the space, not the peek.
    viewed = _VIEW_OF.match(thing)
    thing = viewed.group("thing") if viewed else thing
    stranded = re.match(r"\s+(to|at|in|on|with|for|from|about|into)\b(.*)$", rest)
    after = stranded.group(2).split()[:1] if stranded else []
    if stranded is not None and (
        not after or _adverbial(after[0].strip(".,!").lower())
    ):  # "a yoga studio I go to often" → "I go to a yoga studio often"
        return f"{m.group('who')} {verb} {stranded.group(1)} {thing}{stranded.group(2)}"
    return f"{m.group('who')} {verb} {thing}{rest}"


# "These are my lucky basketball shoes", "This is my garden": a thing of the speaker's, shown.
_SHOWS = (
    r"(?i:(?:(?:oh|yeah|and|so|well|look|anyway),?\s+)*"
    r"(?P<shows>this\s+is|these\s+are|here's|here’s|here\s+is|here\s+are|meet))"
)
_SHOWN_MINE = re.compile(
    rf"^{_SHOWS}\s+(?i:my)\s+(?P<phrase>[a-zA-Z][a-z-]*(?:\s+[a-zA-Z][a-z-]*){{0,3}})\s*[.!]*$"
)
# "this is my prized possession, a basketball signed by my favorite player": what the speaker's
# thing is, said after it.
_SHOWN_IS = re.compile(
    rf"^{_SHOWS}\s+(?i:my)\s+(?P<what>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){{0,2}}),\s+(?P<is>(?i:a|an|the)\s+[^,]+?)\W*$"
)
# "Here's one of my trophies from a dance contest, nice reminder of ...": one of the speaker's
# things, and where it is from (the comment after the comma is none of it).
_ONE_OF_MINE = re.compile(
    rf"^{_SHOWS}\s+(?i:one\s+of\s+my)\s+(?P<kind>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){{0,2}})"
    r"(?P<rest>\s+(?:from|for|of|at)\s+[^,.!?]+)?(?:[,.!?].*)?$"
)
# What the speaker's thing shown is to them, not that they have it: "my favorite spot", "my dream
# car", "my latest painting" (made, not had), "my happy place"; or people anyone has ("my family").
_NOT_HAD = frozenset(
    [
        "favorite",
        "favourite",
        "fave",
        "dream",
        "latest",
        "last",
        "first",
        "recent",
        "best",
        "happy",
        "go-to",
        "current",
        "next",
        "attempt",
        "try",
        "take",
        "version",
        "way",
        "life",
        "journey",
        "day",
        # "Here's my family": people shown, whom anyone has; no possession
        "family",
        "fam",
        "friends",
    ]
)


def shown_mine(clause: str) -> str | None:
    """What "This is my X" says when the speaker shows a thing of theirs: that they have it ("These
    are my lucky basketball shoes" → "I have lucky basketball shoes", "This is my garden" → "I have a
    garden", "Here's one of my trophies from a dance contest" → "I have a trophy from a dance
    contest"), or what it is when they say so ("this is my prized possession, a signed basketball"
    → "My prized possession is a signed basketball"); None for anything else, or a thing that is no
    possession ("This is my favorite spot", "my latest painting", "my happy place")."""
    text = clause.strip()
    if (
        (m := _SHOWN_IS.match(text)) is not None
        and "NOUN" in all_lemmas(m.group("what").split()[-1])
        and not re.match(r"(?i)\S+\s+(?:\S+\s+)?one\b", m.group("is"))  # "the one who ...": which, not what
    ):
        return f"My {m.group('what')} is {m.group('is')}"
    if (m := _ONE_OF_MINE.match(text)) is not None:
        words = m.group("kind").split()
        if _thing_head(words) != m.group("kind") or any(w in _NOT_HAD or w in VAGUE_NOUNS for w in words):
            return None
        one = all_lemmas(words[-1]).get("NOUN", (words[-1],))[0]
        thing = " ".join([*words[:-1], one])
        return f"I have {a_or_an(thing)} {thing}{m.group('rest') or ''}"
    m = _SHOWN_MINE.match(text)
    if m is None:
        return None
    phrase = m.group("phrase")  # "my dog Max": the name as written
    words = phrase.lower().split()
    if _thing_head(words) != " ".join(words) or any(w in _NOT_HAD or w in VAGUE_NOUNS for w in words):
        return None
    last = words[-1]
    nouns = all_lemmas(last).get("NOUN", ())
    plural = m.group("shows").lower() in ("these are", "here are") or (bool(nouns) and nouns[0] != last)
    if plural:
        return f"I have {phrase}"
    return f"I have {a_or_an(phrase)} {phrase}"


# "there" as a place ("I had a blast there"), not "there is", "be there for you", "out there".
# "there for" is being there for someone ("she's always there for me"), unless a going came before
# it ("he moved there for work", ``MOTION_VERBS``).
_THERE = re.compile(r"(?i)(?<=\s)there\b(?!['’]s|\s+(?:is|are|was|were|will|has|have|had)\b)")
_FOR_AFTER = re.compile(r"\s+for\b")
# A place the message named: "been to Italy", "in Lisbon", "visited Fox Hollow".
_PLACE = re.compile(
    r"\b(?:in|to|at|from|near|around|visit|visited|visiting)\s+(?:the\s+)?"
    r"(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)"
)


# "The architecture there was captivating": "there" after a noun is a place, even before "was".
_NOUN_THERE = re.compile(r"(?i)(?<=\s)(?P<noun>[a-z]+)\s+(?P<there>there)\s+(?:is|was|are|were)\b")


def _place_there(text: str) -> re.Match[str] | None:
    for m in _NOUN_THERE.finditer(text):
        lemmas = all_lemmas(m.group("noun").lower())
        noun = m.group("noun").lower()
        # "last week there was a power cut": a time before an existential "there", no place.
        if "NOUN" in lemmas and "VERB" not in lemmas and noun not in FUNCTION_WORDS | TIME_NOUNS:
            return re.compile(r"there").match(text, m.start("there"))
    for m in _THERE.finditer(text):
        before = text[: m.start()].split()
        if _FOR_AFTER.match(text, m.end()) and not (before and before[-1].lower() in MOTION_VERBS):
            continue
        if before and before[-1].lower().strip(",") not in THERE_IDIOM_BEFORE:
            return m
        # "my partner's job is there": a thing said to be at the place, the clause's end ("is there
        # a gym?", "been there", "out there" are idioms).
        if (
            before
            and before[-1].lower() in ("is", "are", "was", "were")
            and not text[m.end() :].strip(" .!?")
        ):
            return m
    return None


def there_unresolved(text: str) -> bool:
    """True when ``text`` uses "there" for a place it does not name ("I had a blast there")."""
    return _place_there(text) is not None


_APPOSITIVE = re.compile(r",\s+(?:a|an|the)\s+(?:[\w'-]+\s+){0,4}")  # then "in the Midwest" (``_PLACE``)


# "at the tournament", "to a homeless shelter": a place or event named without a capital.
_COMMON_PLACE = re.compile(
    r"\b(?P<prep>at|to)\s+(?P<det>the|a|an)\s+(?P<phrase>(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)"
)


_NOT_A_PLACE = NOT_PLACE_NOUNS | _NOT_A_THING | ANIMALS


def common_place(text: str) -> str | None:
    """The one place or event ``text`` names after "at" or "to" and an article, when it names no
    other ("hang out with some people at the tournament" → "the tournament", "volunteering at a
    homeless shelter" → "a homeless shelter"); None when none or more than one, or a noun only an
    idiom or the moment gives ("at the moment", "to the fullest", "to a new place")."""
    found: set[str] = set()
    for m in _COMMON_PLACE.finditer(text):
        head = _thing_head(m.group("phrase").split())
        if head is None:
            continue
        last = head.split()[-1]
        after = text[m.start("phrase") + len(head) :].split()[:1]
        if last in _NOT_A_PLACE or after == ["of"]:
            continue  # "at the end of the day", "to the vet's dog"
        if "NOUN" not in all_lemmas(last):
            continue  # "to a new high": no noun
        found.add(f"{m.group('det')} {head}")
    return found.pop() if len(found) == 1 else None


# "I went last winter", "Yeah went last summer": a going with no place, then only a time or nothing.
_WENT_NOWHERE = re.compile(
    r"(?:^(?:(?i:yeah|yes|yep|oh|so|and)[,!]?\s+)?|\b(?:I|we|I've|we've|They|they|he|she|[Mm]y\s+[\w'-]+)\s+"
    r"(?:(?:just|also|already|finally|usually|often|all)\s+)?)(?P<went>went|go|gone)\b"
    r"(?=\s*(?:$|[,.;!?]|(?i:last|this|next|yesterday|once|twice|every|a\s+(?:few|couple)|in\s+(?:19|20)\d\d|"
    r"in\s+(?-i:[A-Z][a-z]+\b)(?!\s+[A-Z]))))"
)
# "Do you take your kid to the park often?": a common place the question goes to.
_TO_COMMON_PLACE = re.compile(
    r"\bto\s+(?P<place>the\s+[a-z]+(?:\s+(?!(?:often|every|on|at|a|sometimes|much)\b)[a-z]+)?)\b"
    r"(?=\s*(?:[,.?!]|often|every|on|at|$))"
)


def resolve_went(text: str, before: str, not_places: frozenset[str]) -> str | None:
    """``text`` with a going that names no place ("I went last winter") said with the one place
    ``before`` (the question, the message up to it) named: "Have you been to Baan Thai on Elm St?" -
    "Yeah went last summer" → "went to Baan Thai on Elm St last summer"; None when it says where, or
    no one place was named (the going is still the speaker's, said as it was)."""
    m = _WENT_NOWHERE.search(text)
    if m is None:
        return None
    places = {p.group("place") for p in _named_places(before, not_places)}
    places = places or {p.group("place") for p in _TO_COMMON_PLACE.finditer(before)}
    if not places and (common := common_place(before)) is not None:
        places = {common}  # "Seeing my kids at the beach ... We go once a year"
    if len(places) != 1:
        return None  # where, the chat does not say
    return f"{text[: m.end()]} to {places.pop()}{text[m.end() :]}"


def places_named(text: str) -> frozenset[str]:
    """The places ``text`` names after "in", "to", "visited" and the like (``_PLACE``): "moved to
    Lisbon" → {"Lisbon"}."""
    return frozenset(p.group("place") for p in _PLACE.finditer(text))


def _named_places(text: str, not_places: frozenset[str]) -> list[re.Match[str]]:
    return [p for p in _PLACE.finditer(text) if p.group("place").split()[0] not in not_places]


# "Where does your brother live? Denver. He moved there ...": a bare name answering "where".
_PLACE_ANSWERED = re.compile(
    r"(?i:\bwhere\b)[^?.!]*\?\s+(?i:(?:probably|prob|maybe|likely|hopefully|definitely|def)\s+)?(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})\s*(?:[.,!;-]|$)"
)


def _answered_places(text: str, not_places: frozenset[str]) -> list[re.Match[str]]:
    found = (*_PLACE_ANSWERED.finditer(text), *LIKED_PLACE.finditer(text))
    return sorted(
        (p for p in found if p.group("place").split()[0] not in not_places), key=lambda p: p.start()
    )


def _common_fallback(around: str, not_places: frozenset[str]) -> str | None:
    """The one place ``around`` (the turn before, the speaker's previous turn and the message up to
    the clause) names without a capital (``common_place``), when it names no capitalised one."""
    return None if _named_places(around, not_places) else common_place(around)


# An employer named by what it did or what one does for it: "poached by Revolut", "I work for Stripe".
_FIRM_NAMED = re.compile(
    rf"\b(?:{TAKEN_ON_BY}|(?:work|works|worked|working)\s+for|joined|joining)\s+"
    r"(?P<firm>[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)?)"
)


def resolve_there(text: str, before: str, not_places: frozenset[str], around: str = "") -> str | None:
    """``text`` with its place "there" replaced by the latest place ``before`` named ("have you been
    to Italy? I had a blast there" → "I had a blast in Italy"), or None when nothing was named.

    ``not_places``: capitalised words that are never a place (pronouns, months, weekdays).
    ``around``: also the speaker's previous turn, whose place a question saying "there" points at,
    as its one place does; with no capitalised place, the one place it names
    after "at"/"to" and an article ("I'm volunteering at the youth center. I've made friends there"
    → "... friends at the youth center")."""
    m = _place_there(text)
    if m is None:
        return None
    # "I got poached by Revolut, starting there next month": the employer the clause itself named,
    # not a place of an earlier turn.
    firm = [
        o for o in _FIRM_NAMED.finditer(text, 0, m.start()) if o.group("firm").split()[0] not in not_places
    ]
    if firm and not _named_places(text[: m.start()], not_places):
        return f"{text[: m.start()]}at {firm[-1].group('firm')}{text[m.end() :]}"
    # "maybe in Porto since his family's there": the place the clause itself named first.
    found = (
        _named_places(text[: m.start()], not_places)
        or _named_places(before, not_places)
        or _answered_places(before, not_places)
    )
    if not found and around:
        # "My brother moved to Lisbon" - "Does he like it there?" - "he loves it there": the place
        # the question's own "there" points back at; or the one place the speaker's turn named ("my
        # flight to Tokyo got cancelled" - "Want help rebooking?" - "I need to be there by the 20th").
        mine = _named_places(around, not_places)
        # "Still in Porto, but we're moving to Braga" - "Why Braga?": the one the question repeats.
        asked = [p for p in mine if re.search(rf"\b{re.escape(p.group('place'))}\b", before)]
        found = asked or (mine if _place_there(before) or len({p.group("place") for p in mine}) == 1 else [])
        if not found and any(w.lower().strip(",") in MOTION_VERBS for w in text[: m.start()].split()[-2:]):
            # "started at Google in Dublin" - "she's moving there": a move is to a town, not "at" a firm.
            towns = [p for p in mine if not p.group(0).lower().startswith("at ")]
            found = towns if len({p.group("place") for p in towns}) == 1 else []
    common = _common_fallback(f"{before} {around}", not_places) if not found else None
    if common is not None:
        moved = any(w.lower().strip(",") in MOTION_VERBS for w in text[: m.start()].split())
        return f"{text[: m.start()]}{'to' if moved else 'at'} {common}{text[m.end() :]}"
    # "Woodhaven, a small town in the Midwest": the place said is the one the appositive describes.
    places = [
        p.group("place")
        for k, p in enumerate(found)
        if not (k and _APPOSITIVE.fullmatch(before, found[k - 1].end(), p.start()))
    ]
    if not places:
        return None
    if (liked := LIKED_IT_THERE.search(text, max(0, m.start() - 16))) and liked.end() == m.end():
        # "she loves it there" → "she loves Ohio"
        return f"{text[: m.start()].rstrip()[:-2]}{places[-1]}{text[m.end() :]}"
    # "moved there", "moving back there"; not "move to Porto since his girlfriend's there".
    moved = any(w.lower().strip(",") in MOTION_VERBS for w in text[: m.start()].split()[-2:])
    preposition = "to" if moved else "in"
    return f"{text[: m.start()]}{preposition} {places[-1]}{text[m.end() :]}"


_DEMONSTRATIVE = re.compile(
    r"\b(?P<det>[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\s+(?P<rest>[\w'-]+(?:\s+[\w'-]+){0,3})"
)


_OBJECTS = frozenset(["me", "us", "you", "him", "her", "them", "it"])


def _relative_subject(after: list[str]) -> bool:
    """True when ``after`` (what follows a noun) opens a relative clause on "you" with a verb in the
    past ("that book you recommended"), so the noun is one; "that make you smile" is a verb's object."""
    if len(after) < 2 or after[0].lower() != "you":
        return False
    verb = after[1].lower().strip(".,!?")
    verbs = all_lemmas(verb).get("VERB", ())
    return bool(verbs) and verbs[0] != verb and not verb.endswith(("s", "ing"))


def _pointed_noun(rest: str) -> str | None:
    """The noun a demonstrative points with ("tasty soup" → "soup"), None when what follows is no
    noun phrase ("that John", "that I", "this much"), "" when the demonstrative is a pronoun
    subject ("like that make me")."""
    words = rest.split()
    if re.match(r"(?i)right\s+(?:now|here|there|away)\b", rest):
        return ""  # "something like this right now": "this" is a pronoun, then a time
    for k, w in enumerate(words):
        low = w.lower()
        if w[:1].isupper() or low in FUNCTION_WORDS or low in PRONOUNS:
            return None
        if low in TIME_MODIFIERS:
            return None  # "this next tourney": a time, as "this weekend" is
        lemmas = all_lemmas(low)
        following = words[k + 1] if k + 1 < len(words) else ""
        noun_next = following.islower() and following not in FUNCTION_WORDS | PRONOUNS
        if not lemmas and noun_next and "NOUN" in all_lemmas(following):
            continue  # "these sorta things": an unknown word before a noun modifies it
        if "NOUN" in lemmas or (not lemmas and low.isalpha() and len(low) > 2):
            # A word lemminflect does not know ("boardgame") counts as a noun, as in ``_thing_head``.
            if (
                "VERB" in lemmas
                and k + 1 < len(words)
                and words[k + 1].lower() in _OBJECTS
                and not _relative_subject(words[k + 1 :])
            ):
                return ""  # "Moments like that make me ...": a verb, so "that" is a pronoun
            return None if low in TIME_NOUNS else low
        # "these personalized tags", "this inspiring book": a participle before a noun modifies it.
        participle = "VERB" in lemmas and (low.endswith("ed") or (low.endswith("ing") and noun_next))
        if "ADJ" not in lemmas and low not in INTENSIFIERS and not participle:
            return None
    return None


_PARTITIVE_OF = re.compile(
    r"(?i)\b(?:some|all|much|most|part|any|none|lots|a\s+lot|a\s+bit|a\s+little|more|less)\s+of\s*$"
)


def _partitive_of(before: str) -> bool:
    """True when ``before`` ends on a share ("some of", "a bit of"): what follows is a thing said."""
    return _PARTITIVE_OF.search(before) is not None


def _mentioned(noun: str, before: str) -> bool:
    stems = {noun, *all_lemmas(noun).get("NOUN", ())}
    said = {w.lower() for w in re.findall(r"[A-Za-z][\w-]*", before)}
    return any(s in said or f"{s}s" in said for s in stems)


# A word after a demonstrative that picks out one thing, so "a" cannot replace it ("a first movie").
_ONE_OF_A_KIND = re.compile(
    r"(?i)(?:first|second|third|last|next|previous|same|other|only|original|whole|entire|exact)\b"
)


def _indefinite(det: str, rest: str) -> str:
    """The article a demonstrative becomes when nothing named before says what it points at: "this
    tasty soup" → "a tasty soup", "these old notebooks" → "old notebooks"."""
    if det in ("these", "those"):
        return ""
    return a_or_an(rest)


# Verbs whose demonstrative object is a shared memory ("remember those dance classes"): which ones,
# only the moment shows; "a"/no article would make it any such thing.
_RECALLING = frozenset(["remember", "recall", "miss", "forget", "recognize", "recognise"])
# "Wow, love that painting!": a liking of what is shown, which only the moment gives.
_LIKING = frozenset(["love", "like", "adore", "enjoy"])
# What says which, after the noun: "this story from when I was 10", "that connection with nature".
_WHICH_AFTER = re.compile(
    r"\w*\s+(?:from|about|with|of|at|in|on|for|that|which|I|we|you|he|she|they|my|our)\b"
)


def _verb_not_plural(word: str) -> bool:
    """True when ``word`` after "this"/"that" is a verb in "-s", not a plural noun after them: "this
    impacts", "that means" ("this class", "this series" are one thing)."""
    lemmas = all_lemmas(word)
    verb, noun = lemmas.get("VERB", ()), lemmas.get("NOUN", ())
    if "AUX" in lemmas:
        return False  # "this is Max" introduces; the standalone rules judge it
    return word.endswith("s") and bool(verb) and verb[0] != word and (not noun or noun[0] != word)


def resolve_demonstratives(text: str, before: str) -> str | None:
    """``text`` with each "this/that/these/those <noun>" read as the thing it shows: "the <noun>"
    when ``before`` (the message up to it) named it, else "a <noun>" ("John made this tasty soup" →
    "John made a tasty soup"); None when it points at something abstract only the moment gives
    ("I'm lucky to have my family on this journey", "to spread that intensity"). Times ("this
    weekend") are dates, left as they are."""
    if FIGURE_DEMONSTRATIVE.search(text):
        return None  # "I will die on this hill": a figure of speech, no fact
    out = text
    # "this thursday", as chat writes it: a date (``dates``), not a thing shown.
    pointing = [
        m
        for m in _DEMONSTRATIVE.finditer(text)
        if m.group("rest").split()[0].capitalize() not in MONTHS_AND_DAYS
    ]
    for m in reversed(pointing):
        det = m.group("det").lower()
        previous = text[: m.start()].split()[-1:]
        if not previous:
            continue  # "This painting is mine": a subject that points is the standalone check's
        if det == "that" and _relative(previous[0], m.group("rest")):
            continue  # "an app that helps me", "I saw that John left": no demonstrative
        if det == "that" and _liked_relative(text[: m.start()], m.group("rest")):
            continue
        if det in ("this", "that") and _verb_not_plural(m.group("rest").split()[0].lower()):
            return None  # "how this impacts neighborhoods": a pronoun subject, no "this impacts" thing
        noun = _pointed_noun(m.group("rest"))
        if noun == "":
            return None  # what "that" stands for, only the moment shows
        if noun is None or (previous[0].lower() in PHOTO_TAKING and noun in PHOTO_NOUNS):
            continue  # "took this pic": the wording says "took a photo" (``wording.third_person``)
        if _mentioned(noun, before) or _partitive_of(text[: m.start()]):
            # "some of that charm": a share of what was just said, never "some of a charm".
            article = "the"
        elif all_lemmas(_bare(previous[0])).get("VERB", ("",))[
            0
        ] in _RECALLING | _LIKING and not _WHICH_AFTER.match(text[m.start("rest") :].split(noun, 1)[-1]):
            # "I do remember those dance classes", "love that painting": the ones a photo shows,
            # not any; "this story from when I was 10" says which.
            return None
        elif (
            noun in TITLED_WORKS
            and all_lemmas(noun).get("NOUN", (noun,))[0] == noun
            and not _named_after(text[m.start("rest") :].split(noun, 1)[-1])
            and not _RUNNING_NAME.search(text, 1, m.start())
            and all_lemmas(_bare(previous[0])).get("VERB", ("",))[0] not in _USING_WORKS
        ):
            # "I love this series", "Heard of that series": which one, only the moment shows; "a
            # series" says nothing ("this game Catan" names it, "this book that writes about
            # birds" says which, "the Street Fighter tournament ... that game" may).
            return None
        elif _ONE_OF_A_KIND.match(m.group("rest")):
            return None  # "that first movie", "the same book": which one, only the moment shows
        elif (noun in VAGUE_NOUNS or noun in ABSTRACT_PLURALS or noun in ABSTRACT_NOUNS) and not _qualified(
            noun, text[m.start("rest") :]
        ):
            return None
        else:
            article = _indefinite(det, m.group("rest"))
        if m.group("det")[0].isupper():
            article = article.capitalize()
        end = m.start() + len(m.group("det")) + (0 if article else 1)
        out = out[: m.start()] + article + out[end:]
    return out


# What the speaker does with a work, a fact whichever work it is: "I'm reading this book" → "reading a book".
_USING_WORKS = frozenset(
    ["read", "watch", "listen", "play", "write", "finish", "start", "get", "buy", "borrow"]
)


def _named_after(after: str) -> bool:
    """True when what follows a work's noun names or describes it: a name ("this game Catan"), a
    title in quotes, or words that say which (``_WHICH_AFTER``: "this book that writes about ...")."""
    return (
        re.match(r"\s+(?:called\s+)?(?:[A-Z]|[\"“])", after) is not None
        or _WORK_WHICH.match(after) is not None
    )


# What says which work, after its noun: "this book about birds", "that song by Adele", "this book I read".
_WORK_WHICH = re.compile(r"\s+(?:about|by|from|with|of|that|which|I|we|you|he|she|they|my|our)\b")


_QUALIFIER = re.compile(
    r"(?i)^\s*(?:with|at|from|for|in|on|about|to)\s+(?:an?|the|my|our|some)?\s*(?P<what>[A-Za-z][\w-]*)"
)


def _qualified(noun: str, rest: str) -> bool:
    """True when what follows ``noun`` says which one ("this amazing experience with a hummingbird",
    "this deal with an outdoor gear company"): then "an experience with a hummingbird" reads alone."""
    after = rest.split(noun, 1)[1] if noun in rest else ""
    m = _QUALIFIER.match(after)
    if m is None:
        return False
    what = m.group("what").lower()
    return what not in FUNCTION_WORDS and what not in PRONOUNS and what not in VAGUE_NOUNS


def _liked_relative(before: str, rest: str) -> bool:
    """True when "that" after ``before`` opens a relative clause on a verb "like" ("a tech company I
    like that needs my skills"), where "like that" would otherwise read as pointing."""
    words = [_bare(w) for w in before.split()[-2:]]
    nxt = rest.split()[0].lower() if rest.split() else ""
    verbs = all_lemmas(nxt).get("VERB", ())
    return (
        words[-1:] == ["like"]
        and words[:1] != ["like"]
        and len(words) == 2
        and words[0] in _LIKERS
        and bool(verbs)
        and verbs[0] != nxt
        and nxt.endswith(("s", "ed"))
    )


def _relative(previous: str, rest: str) -> bool:
    """True when "that" after ``previous`` and before ``rest`` opens a clause rather than points:
    after a noun ("an app that helps"), or before a verb form ("a plan that works")."""
    low = previous.lower().strip(",")
    if low in DEMONSTRATIVE_AFTER:
        return False
    lemmas = all_lemmas(low)
    if "VERB" not in lemmas or previous[:1].isupper():
        return True
    if lemmas["VERB"][0] in SAYING_VERBS:
        return True  # "I'm still thinking that counseling is the way": a clause, not "a counseling"
    nxt = rest.split()[0].lower()
    return "VERB" in all_lemmas(nxt) and nxt.endswith(("s", "ed"))


_WE = re.compile(r"^(?P<we>[Ww]e)(?P<verb>'re|’re|'ve|’ve|'ll|’ll|'d|’d)?\b")
# "my kids", "with some buddies", "made some friends", "my wife and I": who "we" can be, named before it.
_COMPANY = re.compile(
    r"\b(?:(?P<own>[Mm]y|[Oo]ur)|(?:with|made|met)\s+(?P<some>some|a few|a couple of|two|three|my|our))\s+"
    r"(?P<words>[A-Za-z'-]+(?:\s+[A-Za-z'-]+)?)"
)
# "since we last talked", "we chatted": the speaker and the one spoken to.
_TALKED = re.compile(
    r"(?i)^we\s+(?:last\s+|first\s+|just\s+)?(?:talked|spoke|chatted|met|caught up|texted)\b"
)


_MORE_COMPANY = re.compile(r"\s+and\s+(?:(?:my|our|some|old|new|close|best)\s+)*(?P<who>[A-Za-z'-]+)")


# "Max and I had a blast", "I and Tom": a name beside the speaker is the company of a later "we".
NAMED_COMPANY = re.compile(
    # "moved from Miami and I have ...": a place ends the phrase before the "and".
    r"(?<!\bfrom\s)(?<!\bto\s)(?<!\bin\s)(?<!\bat\s)(?<!\bnear\s)(?<!\binto\s)"
    r"\b(?P<name>[A-Z][a-z]+(?:[A-Z][a-z]+)?)\s+and\s+(?:I|me)\b"
    r"|\b(?:I|[Mm]e)\s+and\s+(?P<after>[A-Z][a-z]+(?:[A-Z][a-z]+)?)\b"  # "me and Tom are so excited"
)


_SOME_PEOPLE = frozenset(["people", "folks", "guys"])


_OWN_CHILD = frozenset(("kid", "child", "baby", "toddler"))
_RANKING = frozenset(("favorite", "favourite", "fave", "fav", "least"))


def _acts_alone(text: str, start: int, end: int) -> bool | None:
    """True when the company named at ``text[start:end]`` opens its sentence or clause and does
    something there without the speaker ("My sister just had a baby", "My uncle gave me his
    guitar"): in another turn, that says nothing of whom a later "we" is. None when nothing follows
    it (a phrase the chat named, listed alone)."""
    said = re.split(r"[.!?]\s", text[end:], maxsplit=1)[0].split()[:3]
    if not said:
        return None
    if text[:start].rstrip() and text[:start].rstrip()[-1] not in ".!?;,":
        return False
    words = [w.strip(",.!?").lower() for w in said]
    words = [w for w in words if w not in LEADING_ADVERBS and w != "recently"]
    if words and words[0] in AUXILIARIES and words[1:2] and words[1] in DETERMINERS | COUNTS | {"her"}:
        return True  # "My sister just had a baby", "... had her baby": "had" is the doing
    if not words or words[0] in LINKING_VERBS or words[0] in AUXILIARIES:
        return False  # "My sister is great", "my brother has been amazing": no doing of their own
    return "VERB" in all_lemmas(words[0])


# One person of the speaker's who may act without them; a partner, or a group ("my family", "my
# kids"), is the company of a later "we" all the same.
_ONE_OF_KIN = frozenset(
    w
    for w in COMPANIONS - COLLECTIVE_NOUNS - ANIMALS - frozenset(PARTNER_WORDS)
    # one person: "sister", not "sisters", "grandkids" or "children" (no lemma tables at import)
    if not w.endswith("s") and not any(w.endswith(p) for p in IRREGULAR_PLURALS)
)


def _sentence_at(text: str, at: int) -> str:
    """The sentence of ``text`` that holds offset ``at`` (split as ``sentences.last_sentence`` splits)."""
    before = last_sentence(text[:at]) if text[:at].strip() and text[:at].rstrip()[-1] not in ".!?" else ""
    after = SENTENCE_BREAK.split(text[at:], maxsplit=1)[0]
    return f"{before} {after}".strip()


def owner_s(after: str) -> bool:
    """True when the "'s" just before ``after`` marks an owner ("my cousin's| wedding"), not a
    contracted "is" or "has" ("my family's| been great", "my mom's| coming too")."""
    nxt, beyond = ([*re.findall(r"[\w'’-]+", after)[:2], "", ""])[:2]
    nxt = nxt.lower()
    if nxt in ING_NOUNS:
        return True
    return (
        bool(nxt)
        and nxt not in CONTRACTED_S_NEXT
        and not nxt.endswith(("ing", "ed"))
        and not is_after_s(nxt, beyond)  # "my partner's vegan so we ...": "is"
    )


def _company(before: str, *, together: bool = False) -> str | None:
    """The latest company the speaker named before "we" ("my kids", "some buddies", "Max and I"),
    or None. ``together``: ``before`` is another turn, where company acting alone is not counted
    (``_acts_alone``)."""
    found = [
        (m.start(), who)
        for m in NAMED_COMPANY.finditer(before)
        if (who := m.group("name") or m.group("after")) not in NOT_NAMES and who.lower() not in FUNCTION_WORDS
    ]
    alone: set[str] = set()
    with_speaker: set[str] = set()
    for m in _COMPANY.finditer(before):
        det = (m.group("own") or m.group("some")).lower()
        det = "my" if det in ("my", "our") else det
        words = m.group("words").split()
        for k, w in enumerate(words):
            base = w.removesuffix("'s").rstrip("'")  # "my kids' faces": the kids; "my GF" as written
            # "met some people", "with a few folks": people, when the speaker does not own them.
            # "my kid": the speaker's own child is company too ("a kid" is an age, not someone).
            own = det == "my" and base.lower() in _OWN_CHILD
            if any(x.lower() in _RANKING for x in words[:k]):
                break  # "my favorite band": a taste, not company
            past_word = m.start("words") + len(" ".join(words[: k + 1]))
            if re.fullmatch(r"[\w-]+['’]s", w) and owner_s(before[past_word:]):
                break  # "I'm at my cousin's wedding", "my sister's place": theirs, not company
            if base.lower() in COMPANIONS or own or (det != "my" and base.lower() in _SOME_PEOPLE):
                # "my family and old friends": the whole company, not its first part.
                more = _MORE_COMPANY.match(before, m.start("words") + len(" ".join(words[: k + 1])))
                tail = more.group(0) if more and more.group("who").lower() in COMPANIONS else ""
                end = m.start("words") + len(" ".join(words[: k + 1])) + len(tail)
                who = " ".join([det, *words[:k], base]) + tail
                acts = (
                    _acts_alone(before, m.start(), end) if together and base.lower() in _ONE_OF_KIN else None
                )
                if acts is not None:
                    (alone if acts else with_speaker).add(who.lower())
                found.append((m.start(), who))
                break
    # "I mentor a transgender teen ... We've been working on ...": the one person the speaker
    # works with, named as the company.
    for m in _ONE_PERSON.finditer(before):
        found.append((m.start(), f"the {m.group('who')}"))
    # "I joined a book club. We're reading Piranesi": the group the speaker is in; "I'm a PM at a
    # fintech startup. We just raised our Series A": the place they work at.
    for m in (*_GROUP_JOINED.finditer(before), *_WORKS_AT.finditer(before)):
        found.append((m.start(), f"my {m.group('group')}"))
    # "I'm in a relationship with Tom, we've been together 2 years": the partner the slot names.
    for m in re.finditer(r"[^.!?]+", before):
        partner = find_slot(m.group(0), "user")
        named = partner is not None and partner.attribute == "partner" and partner.value != "anyone"
        if partner is not None and named and partner.display not in NOT_NAMES:
            found.append((m.start(), partner.display))
    # One of the speaker's who did something alone, and was named nowhere with them, is no company.
    found = [(at, who) for at, who in found if who.lower() not in alone - with_speaker]
    # The company named last: "Max and I ... My kids came too. We ..." is the kids.
    return max(found)[1] if found else None


# "I mentor a transgender teen", "I made friends with a fellow volunteer": one person the speaker
# does something with, whom a later "we" includes.
_ONE_PERSON = re.compile(
    r"\bI\s+(?:(?:just|also|now|recently|really)\s+)?(?:mentor|mentored|coach|coached|tutor|tutored|"
    r"teach|taught|met|befriended|made\s+friends\s+with|volunteer\s+with|volunteered\s+with|work\s+with|"
    r"worked\s+with|team(?:ed)?\s+up\s+with)\s+(?:a|an)\s+"
    r"(?P<who>(?:[a-z-]+\s+){0,2}?(?:teen|teenager|kid|girl|boy|student|volunteer|friend|woman|man|guy|lady|"
    r"veteran|neighbor|neighbour|colleague|coworker|artist|writer|dancer|player))\b"
)


# "I joined a book club", "I play in a band", "I'm on a soccer team": a group the speaker is in.
_GROUP_JOINED = re.compile(
    r"\bI(?:['’]m|\s+am)?\s+(?:(?:just|also|now|recently|finally)\s+)?(?:joined|started|formed|"
    r"(?:play|sing|dance|run|am|['’]m)?\s*(?:in|on|part\s+of))\s+(?:a|an)\s+"
    r"(?P<group>(?:[a-z-]+\s+){0,2}?(?:club|band|team|choir|orchestra|troupe|crew|league|squad|"
    r"reading\s+group|support\s+group|running\s+group))\b"
)


# "I'm a PM at a fintech startup", "I work for a small agency": the place the speaker works at.
_WORKS_AT = re.compile(
    r"\bI(?:(?:['’]m|\s+am)\s+(?:a|an)\s+(?:[\w-]+\s+){1,2}?at|\s+work\s+(?:at|for))\s+(?:a|an)\s+"
    r"(?P<group>(?:[a-z-]+\s+){0,2}?(?:startup|start-up|company|firm|agency|lab|studio|nonprofit|non-profit|"
    r"charity|consultancy|bakery|restaurant|café|cafe|clinic|practice|shop|store))\b"
)


def _sole_company(session: str, rest: str) -> str | None:
    """The one company the speaker named in their earlier turns of the session ("my team" ... "we
    have team dinners"), when they named no other; their "our X" counts for none, being the "we"
    itself ("our neighbors"). None when the clause does something to "them" (the company, it
    may be: "We teach them tricks" after "my pups")."""
    if re.search(r"\bthem\b", rest):
        return None
    found = {_company(_sentence_at(session, m.start()), together=True) for m in _MINE.finditer(session)}
    named = [who for who in found if who is not None]
    return named[0] if len(named) == 1 and not _others_named(session, named[0]) else None


def _others_named(session: str, who: str) -> bool:
    """True when the speaker's earlier turns (``session``) named someone of theirs besides ``who``:
    "my son Jake is 6" ... "my daughter is called Emma" ... "we live in Bristol" is not the speaker
    and the daughter alone."""
    head = who.split()[-1].lower()
    if (
        head not in FEMININE | MASCULINE
        or head in PARTNER_WORDS
        or all_lemmas(head).get("NOUN", (head,))[0] != head
    ):
        return False  # "my family", "my kids", "my girlfriend and I": a group or a partner is the "we"
    kin = {
        next((w for w in phrase.split()[1:] if w in FEMININE | MASCULINE), "")
        for _, phrase in antecedents(session)
    }
    return bool(kin - {"", head} - set(PARTNER_WORDS))  # "my son Jake": the son, named


# One company named in the speaker's words: "my kids", "with some buddies", "Max and I".
_MINE = re.compile(
    r"\b(?:[Mm]y|(?:with|made|met)\s+(?:some|a few|a couple of|two|three|my))\s+[A-Za-z'-]+(?:\s+[A-Za-z'-]+)?"
    r"(?:\s+and\s+(?:(?:my|some|old|new|close|best)\s+)*[A-Za-z'-]+)?"
    r"|\b[A-Z][a-z]+(?:[A-Z][a-z]+)?\s+and\s+(?:I|me)\b|\bI\s+and\s+[A-Z][a-z]+(?:[A-Z][a-z]+)?\b"
)


# "I play bass in a band called The Night Owls": a group the speaker is one of.
_IN_A_GROUP = re.compile(
    r"\bI(?:['’]m)?\s+(?:[a-z]+\s+){0,3}?(?:in|on|with|joined)\s+(?:a|an)\s+(?:[a-z-]+\s+)?"
    rf"(?P<group>(?:{'|'.join(g for g in MEMBERSHIP_NOUNS if g not in ('gym', 'church', 'group'))}))\b"
)


def _group_joined(said: str) -> str | None:
    """The one group the speaker said they are in ("I play bass in a band" → "my band"), as the
    "we" that group is; None when they named none or two."""
    groups = {m.group("group") for m in _IN_A_GROUP.finditer(said)}
    return f"my {groups.pop()}" if len(groups) == 1 else None


# "We both love hiking", "we two": the speaker and the one spoken to, in a chat.
_BOTH = re.compile(r"(?i)^we(?:'re|’re|'ve|’ve)?\s+(?:both|two)\b")


def resolve_we(
    text: str,
    before: str,
    listener: str | None,
    asked: str = "",
    session: str = "",
    message: str = "",
) -> str | None:
    """``text`` with its opening "we" said as who: the company the message named before ("my kids
    love the beach. We go twice a year" → "I and my kids go twice a year"), or the listener for
    talk between the two ("We talked last week" → "I and Caroline talked last week"); None when
    nothing says who; ``message``: the whole message, whose "our family" or "our team" is who "we"
    is when nothing before names a company; ``session``: the speaker's earlier turns of the
    session, asked last."""
    # "Last week, we had a blast", "Yup, we raised a ton": the "we" after an opening time or word.
    lead = _BEFORE_WE.match(text)
    opening = lead.group(0) if lead else ""
    text = text[len(opening) :]
    m = _WE.match(text)
    if m is None:
        return None
    # ``asked``: the turn before, with its "your" read as the speaker's ("How was the trip with your
    # family?" - "We loved it": the speaker and their family).
    # "I made friends with a fellow volunteer. We both love helping": the company named comes first.
    talked = listener if listener and _TALKED.match(text) else None
    both = listener if listener and _BOTH.match(text) else None
    who = (
        talked
        or _household(before)
        or _company(f"{before} {opening}")
        or both
        or _our_group(message)
        or _company_heard(asked, session)
        or _sole_company(session, text[m.end() :])
        or _group_joined(f"{session} {before}")
    )
    if who is not None and COUPLE_WE.match(text) and who.split()[-1].lower() not in PARTNER_WORDS:
        return None  # "my kid's school ..." ... "we're expecting our second baby": the couple (``wording``)
    if who is None:
        pet = _our_pet(text)
        return f"{opening}{pet}" if pet else None
    if who.split()[-1].lower() in ANIMALS and (
        re.search(rf"(?i)\b{alt(PET_ENDINGS_BEFORE)}\b", text) or _GOT_ANIMAL.match(text)
    ):
        # "I have a dog named Rex" ... "We had to rehome Rex", "we got a puppy": not the dog and I.
        return None
    # "my four dogs" ... "we had fun": how many is what that sentence said, not this one.
    who = re.sub(r"\s(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b", "", who)
    verb = WE_VERBS.get((m.group("verb") or "").replace("’", "'"), "")
    rest = re.sub(r"\b[Oo]ur\b", "their", text[m.end() :])  # "connected over our shared love": the group's
    # "We love talking about what we're thankful for": the same group, "they" once named.
    rest = re.sub(r"\bwe\b|\bus\b(?!\s+all\b)", lambda w: "them" if w.group(0) == "us" else "they", rest)
    return f"{opening}I and {who}{verb}{_once_named(rest, who)}"


def _company_heard(asked: str, session: str) -> str | None:
    """The company the turn before or the speaker's previous turn (``asked``) named, unless their
    earlier turns (``session``) named another of theirs too."""
    who = _company(asked, together=True)
    return None if who is None or _others_named(session, who) else who


# "I'm married with two kids and we live in Leeds", "My husband and I have two kids, we ...": a
# partner and children, named in the sentence before "we".
_PARTNER = re.compile(rf"(?i)\b(?:married|hubby|{'|'.join(sorted(PARTNER_WORDS))})\b")
_CHILDREN = re.compile(rf"(?i)\b(?:{'|'.join(sorted(CHILD_WORDS))})\b")


def _household(before: str) -> str | None:
    """ "my family" when the sentence before "we" (the message up to it) named both the speaker's
    partner and children: "we" is all of them, not the last one named; None otherwise."""
    said = last_sentence(before)
    return "my family" if _PARTNER.search(said) and _CHILDREN.search(said) else None


def _once_named(rest: str, who: str) -> str:
    """``rest`` with "and their X <verb>", X the group "we" was just named as, said "and they <verb>"
    ("We responded and our team worked together" → "I and my team responded and they worked
    together", not "... and their team worked"); as written when X is not that group."""
    if not who.startswith("my "):
        return rest
    head = re.escape(who.split()[-1])

    def they(m: re.Match[str]) -> str:
        verb = m.group("verb")
        return (
            f"and they {verb}"
            if "VERB" in all_lemmas(verb) and "NOUN" not in all_lemmas(verb)
            else m.group(0)
        )

    return re.sub(rf"\band\s+their\s+{head}\s+(?P<verb>[a-z]+)\b", they, rest)


# "we had to say goodbye to Max. He was part of our family": the group "our" names is the "we".
_OUR_GROUP = re.compile(r"\b[Oo]ur\s+(?P<group>family|fam|team|crew|band|squad)\b")


def _our_group(message: str) -> str | None:
    """The one group the message calls "our" ("our family", "our team"), as "my family"; None when
    it names none or two."""
    groups = {m.group("group").lower() for m in _OUR_GROUP.finditer(message)}
    return f"my {groups.pop()}" if len(groups) == 1 else None


# What may open a clause before its "we": a time ("Last week,", "Last Sunday", "After that,",
# "During Thanksgiving,", "For now,") or a word of assent ("Yup,", "Oh yeah,"); not a clause of its
# own ("When I was younger,": who "we" is there, the time clause may say otherwise).
_BEFORE_WE = re.compile(
    r"(?i)^(?:(?:oh\s+)?(?:yup|yep|yeah|yes|so|and|but|plus|also|then|well)\b,?\s+)?"
    r"(?:(?:last|this|next|on|one)\s+(?:week|weekend|month|year|summer|winter|spring|fall|night|time|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after that|afterwards|later|"
    r"during\s+\w+(?:\s+\w+)?|for now|recently|yesterday|today|earlier|"
    r"(?:a\s+(?:few|couple(?:\s+of)?)\s+)?(?:days|weeks|months)\s+ago)?,?\s*(?=[Ww]e\b)"
)


# A "we" inside a clause, after its opening words: "... my workmates when we went on a hike".
_INNER_WE = re.compile(r"(?<=\s)(?P<we>we)(?P<verb>'re|’re|'ve|’ve|'ll|’ll|'d|’d)?\b")
# "we went camping with my fam": the company named after "with my", the speaker's "we" is "I"
# (not "with our friends": friends the group shares).
_WE_WITH = re.compile(
    r"\b[Ww]e(?P<verb>'re|’re|'ve|’ve|'ll|’ll|'d|’d)?\s+(?:[a-z]+\s+){1,5}?with\s+my\s+"
    r"(?P<who>[a-z'-]+)(?:\s+(?P<next>[a-z'-]+))?"
)
_I_VERB = {"'re": "'m", "'ve": "'ve", "'ll": "'ll", "'d": "'d"}


def we_with_mine(text: str) -> str | None:
    """``text`` with its first "we" said as the speaker alone when the company follows "with my"
    ("after we went camping with my fam" → "after I went camping with my fam"), else None."""
    with_ = _WE_WITH.search(text)
    if with_ is None:
        return None
    named = [w.removesuffix("'s") for w in (with_.group("who"), with_.group("next") or "")]
    if not any(w in COMPANIONS for w in named):
        return None
    verb = with_.group("verb") or ""
    said = _I_VERB.get(verb.replace("’", "'"), "")
    return f"{text[: with_.start()]}I{said}{text[with_.start() + 2 + len(verb) :]}"


# An object "us" ("He taught us a lot", "It brought us closer"), not "us all" (everyone).
_OBJECT_US = re.compile(r"(?<=\s)us\b(?!\s+all\b)")


def resolve_us(text: str, message: str, own: str = "") -> str | None:
    """``text`` with its object "us" said as the one group ``message`` calls "our" ("He taught us a lot
    about loyalty. He was part of our family" → "He taught me and my family a lot ..."), else the
    one group ``own``, the speaker's previous turn with the message, does; None when a "we" or "my"
    comes before it (a "we" left unnamed says "others"; "My kids made us dinner" may be the kids'
    own) or neither names such a group."""
    m = _OBJECT_US.search(text)
    if m is None or re.search(r"\b(?:[Ww]e|[Mm]y|I)\b", text[: m.start()]):
        return None
    who = _our_group(message) or _our_group(own)
    if who is None:
        return None
    rest = re.sub(r"\b[Oo]ur\b", "their", text[m.end() :])
    rest = re.sub(r"\bwe\b|\bus\b(?!\s+all\b)", lambda w: "them" if w.group(0) == "us" else "they", rest)
    return f"{text[: m.start()]}me and {who}{rest}"


def acted_on(who: str, rest: str) -> bool:
    """True when the clause after "we" names the company again or says "them" ("we all go hiking
    with their dog" after "your dogs", "we take my furry friends to the groomer"), or "her" or "him"
    of one of its gender ("my grandma turns 90, we're throwing her a party"): the company is what
    "we" acts on, not who "we" is."""
    head = re.escape(who.split()[-1].removesuffix("s"))
    return acted_on_as_one(who, rest) or (
        re.search(rf"(?i)\b(?:them|(?:my|your|their|our|the)\s+(?:[a-z]+\s+)?{head}s?)\b", rest) is not None
    )


def acted_on_as_one(who: str, rest: str) -> bool:
    """True when ``rest`` says "her" or "him" and ``who`` is one of that gender ("my grandma")."""
    last = who.split()[-1].lower()
    pronoun = "her" if last in FEMININE else "him" if last in MASCULINE else None
    return pronoun is not None and re.search(rf"(?i)\b{pronoun}\b", rest) is not None


# A "we" of a suggestion or plan between the two ("maybe we can work together"): not a company's.
_WE_MODAL = re.compile(r"(?i)^(?:['’]ll|['’]d|\s+(?:can|could|should|will|would|might|may|must|both))\b")


def resolve_inner_we(text: str, message: str = "", before: str = "", heard: str = "") -> str | None:
    """``text`` with its first "we" after the clause's opening words said as the company named before
    it in the clause ("a picture of my workmates when we went on a hike" → "... when I and my
    workmates went on a hike"), or the one group ``message`` calls "our" ("our family"); then, for
    a "we" no modal follows, the company the message named before the clause (``before``) or the
    turns before did (``heard``, as ``resolve_we`` reads them: "Any recent meet-ups with your
    basketball team?" - "Been having some wild games lately, we played a top team"); None when
    none names one."""
    m = _INNER_WE.search(text)
    if m is None:
        return None
    head = text[: m.start()]

    def company(said: str) -> str | None:
        # "We gave Shelly to my nephew since we're moving": whom it went to is not who "we" is.
        who = _company(said)
        return None if who is not None and re.search(rf"\bto\s+{re.escape(who)}\b", head) else who

    who = company(head) or _our_group(message)
    if who is None and not _WE_MODAL.match(text[m.end() - len(m.group("verb") or "") :]):
        who = company(f"{before} {head}") or _company(heard)
        if who is not None and acted_on(who, text[m.end() :]):
            return None
    if who is None:
        return None
    verb = WE_VERBS.get((m.group("verb") or "").replace("’", "'"), "")
    rest = re.sub(r"\b[Oo]ur\b", "their", text[m.end() :])
    rest = re.sub(r"\bwe\b|\bus\b(?!\s+all\b)", lambda w: "them" if w.group(0) == "us" else "they", rest)
    return f"{text[: m.start()]}I and {who}{verb}{rest}"


# "We've got a pup and a kitty", "we adopted another puppy called Pixie": a pet the household has or
# took in, unnamed "we" and all, is the speaker's own pet too.
_WE_GOT_A_PET = re.compile(
    r"^[Ww]e(?P<have>['’]ve\s+got|\s+have\s+got|\s+have|\s+got|\s+adopted|\s+rescued|\s+bought|\s+own)"
    r"\s+(?P<what>(?:a|an|another|two|three|four|a\s+new|a\s+second)\s+(?:(?:little|new|baby|second)\s+)?"
    r"(?P<pet>[a-z]+))\b"
)


# When or where, after a noun or a pronoun: "a dog last week", "I got her last month", "took her home".
_WHEN_WORDS = frozenset(
    [
        "last",
        "this",
        "next",
        "every",
        "yesterday",
        "today",
        "tonight",
        "recently",
        "lately",
        "home",
        "back",
        "again",
        "now",
        "once",
    ]
)


def _our_pet(text: str) -> str | None:
    """``text`` said of the speaker when its unnamed "we" has or took in a pet ("We've got a pup and a
    kitty" → "I have a pup and a kitty"), or None."""
    m = _WE_GOT_A_PET.match(text)
    if m is None:
        return None
    pet = m.group("pet")
    if pet not in ANIMALS and re.sub(r"ies$", "y", pet).removesuffix("s") not in ANIMALS:
        return None
    after = re.match(r"\s+([a-z]+)", text[m.end() :])
    nxt = after.group(1) if after else ""
    if nxt and nxt not in FUNCTION_WORDS and nxt not in _WHEN_WORDS and "NOUN" in all_lemmas(nxt):
        return None  # "We have a dog park near us": a park, no pet
    have = re.sub(r"['’]ve\s+got|\s+have\s+got", " have", m.group("have")).strip()
    return f"I {have} {m.group('what')}{text[m.end() :]}"


# What everyone has, said as "our": "our future", "our actions", "our stories", "troubles our way".
_EVERYONES = re.compile(
    r"\b[Oo]ur\s+(?:own\s+)?(?:future|way|world|society|planet|lives|life|actions|choices|words|stories|"
    r"struggles|hearts|minds|dreams|mistakes|differences|potential|humanity|species|time on earth)\b"
)
_SPEAKER = re.compile(r"\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|me|my|My|myself|we|We|us)\b")


def said_of_everyone(text: str) -> bool:
    """True when ``text`` says "our" of what everyone has and names neither the speaker nor a "we"
    ("Our kids are our future", "Our actions really do matter", "Our stories can be so inspiring"):
    a saying about people, no fact about the speaker's own."""
    return _EVERYONES.search(text) is not None and _SPEAKER.search(text) is None


# "We learn a lot from our own struggles", "We need way better education": what people learn or
# need, said of no one in particular (not "We need to leave at six": a plan; salience has those).
_PEOPLE_WE = re.compile(
    r"(?i)^we\s+(?:all\s+|really\s+|just\s+|truly\s+|always\s+)*(?:need(?!\s+to\b)|learn|grow|deserve)\b"
)
_WHEN_SAID = re.compile(
    r"(?i)\d|\b(?:today|tonight|tomorrow|yesterday|week|weekend|month|year|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday|next|last|soon)\b"
)


# "We're not alone", "we're part of something bigger", "we're all in this together": a saying.
_SAYING_WE = re.compile(
    r"(?i)^we(?:['’]re|\s+are)\s+(?:all\s+|really\s+|truly\s+|just\s+)*(?:not\s+alone|never\s+alone|"
    r"part\s+of\s+something\s+(?:bigger|greater|larger)|in\s+this\s+together|only\s+human)\b"
)
# "We should fight for more money", "I totally agree that we should ...": what people ought to do.
_WE_SHOULD = re.compile(
    r"(?i)^(?:I\s+(?:\w+ly\s+)?(?:agree|think|believe|feel|guess|reckon)\s+(?:that\s+)?)?"
    r"we\s+(?:all\s+|really\s+|just\s+|definitely\s+)*(?:should|ought\s+to|must)\b"
)


def said_of_people(text: str, before: str = "") -> bool:
    """True when ``text`` opens with a "we" that learns, grows, needs or deserves, undated and naming
    neither the speaker nor anyone ("We learn a lot from our own struggles", "We need folks in the
    community doing good"): a saying about people, no fact about the speaker's company. "We need a
    good floor for me and my students" names the speaker, and is kept. So is a saying of "we"
    ("we're not alone", "we're part of something bigger"), and an undated "we should" (also after
    "I agree that") when no company is named in ``text`` or ``before``, the message before it: an
    opinion on what people ought to do ("I totally agree that we should fight for more money")."""
    lead = _BEFORE_WE.match(text)
    rest = text[len(lead.group(0)) if lead else 0 :]
    if _SAYING_WE.match(rest):
        return True
    should = _WE_SHOULD.match(rest)
    if should is not None and not _WHEN_SAID.search(rest) and _company(f"{before} {rest}") is None:
        return re.search(r"\b(?:I|me|my|[A-Z][a-z]+)\b", rest[should.end() :]) is None
    if _PEOPLE_WE.match(rest) is None or _WHEN_SAID.search(rest):
        return False
    after = rest[rest.index(" ") :]
    return _SPEAKER.search(after) is None and re.search(r"\b[A-Z][a-z]+", after) is None


# The listener's "we" for the two of them: "We make a great team", "We'll get through this!",
# "Together, we can ...", "Let's ...", "we both"; not "since we last talked" (a greeting), nor a past
# "we" ("We went to the lake": their own company, unnamed).
_OUR_TWO = re.compile(r"(?i)\b(?:let's|let’s|we both|both of us|you and I|you and me)\b")
_THEIR_WE = re.compile(
    r"(?i)\bwe(?:'re|’re|'ve|’ve|'ll|’ll|'d|’d)?\s+(?:\w+ly\s+|just\s+|all\s+|both\s+)?(?P<next>[a-z]+)"
)


def shared_we(clause: str, asked: str) -> bool:
    """True when ``clause`` opens with a "we" that echoes the listener's "we" for the two of them in
    ``asked``, the turn before ("We make a great team." - "Yup, we rock as a team!"): a remark between
    them, no fact about the speaker's company. False when ``clause`` or ``asked`` says what "we" did
    in the past, or ``asked`` names a company of the listener's ("my kids", "Max and I")."""
    if _WE.match(clause) is None or _company(asked) is not None:
        return False
    said = _THEIR_WE.match(clause)
    if said is None or _past_said(said):
        return False  # "We had to dig deep": what the speaker's company did, an event
    heard = _SINCE_WE.sub("", asked)
    if _OUR_TWO.search(heard):
        return True
    found = list(_THEIR_WE.finditer(heard))
    return bool(found) and not any(_past_said(m) for m in found)


def _past_said(m: re.Match[str]) -> bool:
    """True when the verb ``_THEIR_WE`` matched after "we" is in the past; "got" after "'ve"/"have"
    is the present "have" ("We've got the right attitude")."""
    if m.group("next") == "got" and re.search(
        r"(?i)(?:['’]ve|\bhave)\s+(?:\w+ly\s+|just\s+|all\s+)?got$", m.group(0)
    ):
        return False
    return _past(m.group("next"))


# "since we last talked", "Been ages since we chatted": when the two last met, said in passing.
_SINCE_WE = re.compile(
    r"(?i)\bsince\s+(?:the\s+last\s+time\s+)?we\s+(?:last\s+)?(?:talked|spoke|chatted|caught up|met)\b"
)


def _past(word: str) -> bool:
    """True when ``word`` is a past-tense verb form ("went", "had", "were", "loved")."""
    if word in ("was", "were", "had", "did"):
        return True
    lemmas = all_lemmas(word).get("VERB", ())
    if not lemmas or lemmas[0] == word:
        return False
    return word in inflection(lemmas[0], "VBD")


# "It's a family recipe", "It represents my love for my dogs": "it" as the subject of a fact about
# a thing. Not a dummy "it" ("It's been a while", "It's cool how ...", "It takes time", "It turns
# out"), nor "It was amazing" (a judgement, withheld either way).
_IT_OPENING = re.compile(
    # "It's all about how small changes ...", "It's set in Rome", "It's by Patrick Rothfuss", "It's in
    # Cardiff", "It's from the 70s": what a book, a film or a thing named just before is about, where,
    # by whom, from when ("It's about being brave";
    # "It's all about making memories" is a saying).
    # "I changed my number, it's now 555-0199": a number or an address, the thing's new value.
    r"^(?P<pron>[Ii]t)(?:(?P<verb>'s|’s|\s+is|\s+was)(?=\s+(?:now\s+)?(?P<value>\+?\d[\d().-]{3,}\d|[\w.+-]+@[\w-]+\.\w)|\s+(?:a|an|my|our|[a-z]+ed|(?:all\s+)?about\s+(?:a|an|the|how|what|who|his|her|their|[A-Z]\w*)|about\s+[a-z]+ing|about\s+(?:my|our)|set\s+in|by|based\s+on|from|(?:in|on|at)(?=\s+[A-Z]))\s)"
    # "It's been my stress-buster since childhood": what "it" is has been so for a while.
    # "It's been a bit hectic", "It's been a while": a degree or a time, no thing.
    r"|(?P<been>'s been|’s been|\s+has been)(?=\s+(?:a|an|my|our)\s)(?!\s+a\s+(?:bit|little|lot|while)\b)"
    r"|(?=\s+(?P<acts>[a-z]+)\b))"
)
_THING = re.compile(
    # "I bought a Tesla", "a new Kindle", "an old Golf": after "a", a thing called by its make.
    r"(?<=\s)(?P<det>a|an|the|my|our|this|his|her|their)\s+(?P<phrase>(?:(?<=\ba\s)|(?<=\ban\s))(?:[a-z]+\s+)?[A-Z][a-z]+\b(?!\s+[A-Z])"
    r"|(?:(?!(?:a|an|the|my|our|and|or)\b)[a-z][a-z-]*\s*){1,3})"
)


def _thing_head(words: list[str]) -> str | None:
    """The adjectives and nouns that open ``words`` ("new tattoo"), a word lemminflect does not know
    counting as a noun ("tattoo"); None when no noun is there."""
    out: list[str] = []
    for k, w in enumerate(words):
        if w in FUNCTION_WORDS or w in PRONOUNS or w in ("last", "next", "this", "every", "ago"):
            break  # "a new tattoo last week": the time is no part of the thing
        lemmas = all_lemmas(w)
        if not lemmas or "NOUN" in lemmas or w[:1].isupper():  # "a new Kindle": a make names a thing
            out.append(w)
            continue
        if lemmas.get("VERB", ())[:1] == (w,) and "NOUN" in all_lemmas(
            words[k + 1] if k + 1 < len(words) else ""
        ):
            out.append(w)  # "the bar exam": a verb's bare form before a noun names the kind
            continue
        if out or "ADJ" not in lemmas:
            break
        out.append(w)
    while out and all_lemmas(out[-1]) and "NOUN" not in all_lemmas(out[-1]) and not out[-1][:1].isupper():
        out.pop()
    return " ".join(out) if out else None


# A clause whose subject is a name other than "I": what "it" after it is, the name may be.
# "Woodhaven has had an interesting past": a past, a time, the name's own (not "Jon got a new car").
_NAMED_SUBJECT = re.compile(r"^(?!I\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?:has\s+had|had|has\s+been|is|was)\b")


def _things(clause: str, *, whose: bool = False) -> list[str]:
    """The singular things ``clause`` says the speaker got, made or has ("I got a new tattoo", "I
    sold my old bike"), as "the new tattoo" / "my old bike"; people, times and abstract nouns left
    out. ``whose``: "the new tattoo I got", "the book I read", when "I" did it in the past or has it,
    so a clause resolved with it reads alone."""
    if _NAMED_SUBJECT.match(clause):
        return []  # "Woodhaven has had an interesting past. Seeing how much it changed": Woodhaven
    found: list[str] = []
    for m in _THING.finditer(clause):
        words = [w for w in clause[: m.start()].lower().split() if w not in INTENSIFIERS]
        said = _without_recipient(words)
        verb = said[-1:]
        giver = _giver(words)
        if giver is None and (not verb or verb[0] not in GETTING_VERBS or m.group("det") in _WHOSE):
            continue  # "it" is what the speaker got, made or has, not any thing named in passing
        head = _thing_head(m.group("phrase").split())
        if head is None:
            continue
        last = head.split()[-1]
        nouns = all_lemmas(last).get("NOUN", (last[:-1] if last.endswith("s") else last,))
        if nouns[0] != last:
            continue  # a plural: "it" is one thing
        if last in _NOT_A_THING:
            continue
        det = m.group("det")
        if giver is not None:
            # "My dad gave me his old guitar": the speaker's now, "the old guitar my dad gave me".
            found.append(f"the {head} {giver} gave me" if whose else f"the {head}")
        elif det in ("my", "our"):
            found.append(f"{det} {head}")
        elif (
            det == "the"
            and said[:-1] in (["i"], ["we"], [])
            and verb[0] == "got"
            and last in NEW_IN_ONES_LIFE
        ):
            # "(I) got the job! It starts Monday": the one applied for, the speaker's new one now.
            found.append(f"{'our' if said[:-1] == ['we'] else 'my'} new {head}")
        elif det != "the":  # "I got a new tattoo": a thing the speaker brings in, not one known already
            # "I (recently) read a book": who got it, past the adverbs between.
            subject = [w for w in said[:-1] if not w.endswith("ly")][-1:]
            kin = [w for w in said[:-1] if w not in LEADING_ADVERBS][-2:]
            if kin[:1] in (["my"], ["our"]) and len(kin) == 2 and animate(kin[1]):
                # "My friend just opened a bakery": the friend's, not the speaker's.
                found.append(f"{kin[0]} {kin[1]}'s {head}")
                continue
            by = ""
            if whose and subject in (["i"], ["we"]) and _done(verb[0]):
                by = f" {'I' if subject == ['i'] else 'we'} {verb[0]}"
            if subject in (["i"], ["we"]) and head.split()[0] == "new" and last in NEW_IN_ONES_LIFE:
                # "I got a new job! ... It's in Canary Wharf": the speaker's new job, as they say it.
                found.append(f"{'my' if subject == ['i'] else 'our'} {head}")
                continue
            found.append(f"the {head}{by}")  # "this bookshelf": shown
    if not found and (work := _WORK_DONE.search(clause)) is not None:
        found.append(work.group("name"))
    return found


# "I watched Dune last night", "We played this game Catan": a work or a place called by its name
# (unquoted: a title in quotes is ``_read_titles``'), which the speaker took in (``TITLE_VERBS``, the
# verbs a title follows); what a later "it" is ("I loved it").
_WORK_DONE = re.compile(
    r"\b(?:I|[Ww]e)\s+(?:(?:just|finally|also|recently|already|\w+ly)\s+)?"
    rf"(?:{'|'.join(sorted(TITLE_VERBS, key=len, reverse=True))})\s+"
    rf"(?:(?:this|that|the)\s+(?:{'|'.join(sorted(TITLED_WORKS))})\s+)?"
    r"(?P<name>(?:The\s+|A\s+)?(?!(?:I|It|The|A|My|Our|This|That)\b)[A-Z][\w'’-]*"
    r"(?:\s+(?:of|the|and|in|on)\s+[A-Z][\w'’-]*|\s+[A-Z][\w'’-]*)*)"
)


_WHOSE = frozenset(["his", "her", "their"])


def _giver(said: list[str]) -> str | None:
    """Who gave the speaker the thing after ``said`` ("my dad gave me" → "my dad"), when the one who
    gave is someone of the speaker's; None otherwise ("He gave me", "I gave him": whom, unsaid)."""
    if len(said) < 4 or said[-1] != "me" or said[-2] not in GIVING_VERBS:
        return None
    if said[-4] in ("my", "our") and said[-3] in PERSON_NOUNS:
        return f"{said[-4]} {said[-3]}"
    return None


def _without_recipient(said: list[str]) -> list[str]:
    """``said``, the words before a thing, without whom it was got or made for: "I got my sister a
    new bike", "I made her a card" (the verb then comes last)."""
    if len(said) >= 3 and said[-2] in ("my", "our", "his", "her", "their") and said[-1] in PERSON_NOUNS:
        return said[:-2]
    if len(said) >= 2 and said[-1] in ("him", "her", "them", "me", "us"):
        return said[:-1]
    return said


# "I'm training for ...", or its "I'm" dropped: "training for my first half marathon".
_SPEAKER_FIRST = re.compile(r"(?i)^\W*(?:I\b|[a-z]+ing\s+(?:for|on|with)\s+my\b)")
# "I've been swamped with my thesis", "I'm working on my novel": a thing of the speaker's they are busy with.
_WORKED_ON = re.compile(
    r"(?i)\b(?:with|on|for|into)\s+my\s+(?P<phrase>(?:(?!(?:and|or|to|in|at|for|with)\b)[a-z][a-z-]*\s*){1,3})"
)


def _worked_on(clause: str) -> list[str]:
    """The one singular thing of the speaker's ``clause`` says they are busy with ("I've been swamped
    with my thesis" → "my thesis"): what "it" in the next clause is ("I'm finally submitting it next
    Friday"); people, animals and abstract nouns left out."""
    if not _SPEAKER_FIRST.match(clause):
        return []
    found: list[str] = []
    for m in _WORKED_ON.finditer(clause):
        head = _thing_head(m.group("phrase").split())
        if head is None:
            continue
        last = head.split()[-1]
        nouns = all_lemmas(last).get("NOUN", ())
        person = last in ANIMALS or last in FEMININE or last in MASCULINE or last in COMPANIONS
        if nouns[:1] == (last,) and last not in _NOT_A_THING and not person and last not in ABSTRACT_NOUNS:
            found.append(f"my {head}")
    return found


# "I'm studying for the bar exam", "training for a marathon": what the speaker gets ready for.
_READIED_FOR = re.compile(
    r"(?i)\b(?:studying|training|preparing|practi[cs]ing|revising|cramming|getting\s+ready)\s+for\s+"
    r"(?:the|a|an)\s+(?P<phrase>(?:(?!(?:and|or|to|in|at|for|with|next|this)\b)[a-z][a-z-]*\s*){1,3})"
)


# "We went to a Coldplay concert last night": an event the speaker went to, or is going to.
_ATTENDED = re.compile(
    r"\b(?:I|[Ww]e)(?:['’]re|['’]m|\s+am|\s+are)?\s+(?:just\s+|finally\s+|also\s+|ended\s+up\s+)?(?:went|going|got\s+to\s+go)\s+"
    # ("Maya's wedding", "my cousin's wedding": whose it was, said again)
    r"to\s+(?:a|an|the|(?P<owner>[A-Z][a-z]+['’]s|my\s+[a-z]+['’]s))\s+(?P<phrase>(?:[\w'-]+\s+){0,2}?(?:concert|game|match|show|festival|gig|play|"
    r"musical|wedding|party|conference|exhibition|recital|tournament|race|marathon))\b"
)


def _attended(clause: str) -> list[str]:
    """The events ``clause`` says the speaker went or goes to ("We went to a Coldplay concert" → "the
    Coldplay concert"): where or when "it" took place ("It was in Wembley")."""
    return [f"{m.group('owner') or 'the'} {m.group('phrase')}" for m in _ATTENDED.finditer(clause)]


def _readied_for(clause: str) -> list[str]:
    """The one thing ``clause`` says the speaker gets ready for ("I'm studying for the bar exam" →
    "the bar exam"), as ``_worked_on`` reads "my thesis"."""
    if not _SPEAKER_FIRST.match(clause):
        return []
    heads = (_thing_head(m.group("phrase").split()) for m in _READIED_FOR.finditer(clause))
    return [f"the {head}" for head in heads if head is not None]


def _done(verb: str) -> bool:
    """True when ``verb`` is a past form: "the book I read", not "the quilt I making"; "had" is left
    out ("the major challenge I had" says no more than "my major challenge")."""
    if verb in ("had", "has", "have"):
        return False
    lemmas = all_lemmas(verb).get("VERB", ())
    return bool(lemmas) and verb in inflection(lemmas[0], "VBD")


def resolve_it(
    clause: str,
    previous: str | None,
    not_names: frozenset[str] = frozenset(),
    *,
    whose: bool = False,
    thing: str | None = None,
) -> str | None:
    """``clause`` with its opening "It"/"That" replaced by the one thing the previous clause of the
    message named after its subject ("I got a new tattoo. It represents my love for my dogs" → "The
    new tattoo represents my love for my dogs"); None when it opens otherwise, or the previous
    clause names no such thing or more than one. ``thing``: what "It" is, when the chat said it
    otherwise (a title the listener named back); ``previous`` is then not read."""
    m = _IT_OPENING.match(clause)
    if m is None or not previous:
        return None
    acts = m.group("acts")
    if acts is not None and (acts in DUMMY_IT_VERBS or not _finite(acts)):
        return None
    if (
        thing is None  # "It's my all time fav", of a title named back: the thing, whatever follows
        and (m.group("verb") or m.group("been"))
        and any(_bare(w) in TIME_NOUNS for w in clause[m.end() :].split()[:3])
        and not re.match(r"\s+(?:in|on)\s", clause[m.end() :])
    ):
        return None  # "It's been a tough week": a time, no thing; "It's in July" dates a thing
    things = [thing] if thing is not None else _it_candidates(clause, m, previous, not_names, whose=whose)
    if len(things) != 1:
        return None
    verb = (
        " was" if m.group("verb") and m.group("verb").strip() == "was" else " is" if m.group("verb") else ""
    )
    nxt = _bare(clause[m.end() :].split()[0]) if clause[m.end() :].split() else ""
    after = _bare(clause[m.end() :].split()[1]) if len(clause[m.end() :].split()) > 1 else ""
    perfect = nxt.endswith("ed") and after in _OBJECT_AFTER | {"a", "an", "the"}
    if verb == " is" and m.group("verb") in ("'s", "’s") and perfect:
        verb = " has"  # "It's helped me improve": "has helped"; "It's filled with" stays "is"
    if m.group("been"):
        verb = " has been"
    return things[0][:1].upper() + things[0][1:] + verb + clause[m.end() :]


def _it_candidates(
    clause: str, m: re.Match[str], previous: str, not_names: frozenset[str], *, whose: bool
) -> list[str]:
    """The things ``previous`` named that the opening "It" of ``clause`` (matched as ``m``) may be."""
    things = _things(previous, whose=whose) + [t.group("what") for t in _LOVE_FOR.finditer(previous)]
    if m.group("value") and not things:
        # "I changed my number. It's now 555-0199": the number, changed.
        things += [f"my {t.group('what')}" for t in CHANGED_CONTACT.finditer(previous)]
    if m.group("verb") and re.match(r"\s+(?:in|on|at)\s+[A-Z]", clause[m.end() :]):
        # "I'm training for my first half marathon. It's in Cardiff": where or when what the speaker
        # is busy with takes place ("It's been a wild ride starting my business" judges, not that).
        things += [
            w for w in _worked_on(previous) + _readied_for(previous) + _attended(previous) if w not in things
        ]
    things += [g] if (g := gerund_subject(previous)) else []
    things += [t] if (t := subject_thing(previous, not_names)) else []
    # 'the new show called "The Wheel of Time". It's ...': the show; 'I just watched "Little Women".
    # It's a great story about ...': the title.
    return things + _titles_named(previous)


# "My art is about ...", "Yoga's been really awesome", "Definitely Star Wars!": the subject a
# clause opens with (after discourse words), or a name said alone.
_SUBJECT_THING = re.compile(
    r"^(?i:(?:yeah|yes|well|and|but|so|plus|also|honestly|definitely|totally|oh)[,!]?\s+)*"
    # "My sister's wedding is next month": what of someone's the clause is about.
    r"(?P<subj>(?:[Mm]y|[Oo]ur)\s+[a-z][a-z-]*(?:['’]s\s+[a-z][a-z-]*|\s+[a-z][a-z-]*)?|[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})"
    r"(?P<rest>(?:['’]s\b|\s+(?:is|was|has|has been|had been)\b).*|\W*)$"
)


def subject_thing(clause: str, not_names: frozenset[str] = frozenset()) -> str | None:
    """The one thing ``clause`` is about when it opens with it as its subject ("My art is about
    expressing my trans experience" → "my art", "Yoga's been really awesome for me" → "yoga") or
    is a name said alone ("Definitely Star Wars!" → "Star Wars"); None for a person, a time, an
    abstract or vague noun ("Family is everything", "Life is busy"), a plural, a name of
    ``not_names`` (the listener, called out), or anything else."""
    m = _SUBJECT_THING.match(clause)
    if m is None:
        return None
    subj = m.group("subj")
    words = subj.split()
    first = words[0].lower()
    if first in ("my", "our"):
        head = _thing_head(words[1:])
        if head is None or head != " ".join(words[1:]) or head in ("favorite", "favourite", "fave"):
            return None  # "My favorite is the sundae": the favourite is what follows
        last, said = head.split()[-1], f"{first} {head}"
    elif len(words) == 1 and all_lemmas(first):
        last, said = first, first  # "Yoga's been ...": a common noun at the sentence's start
        if "NOUN" not in all_lemmas(first) or first in PRONOUNS or first in FUNCTION_WORDS:
            return None
    elif m.group("rest").strip(" !.") == "":  # a name said alone, answering
        last, said = "", subj  # a name: "Star Wars", "Seattle"
        if words[0] in ("I", "I'm") or any(w.lower() in PRONOUNS or w in not_names for w in words):
            return None  # "Yeah, Gina": whom the speaker calls, no thing
        if len(words) == 1 and (first in FUNCTION_WORDS or all_lemmas(first)):
            return None  # "Yeah.", "Thanks!": a word of reply, no name
    else:
        return None
    if last and (
        last in _NOT_A_THING | ANIMALS | SHARED_NOUNS or all_lemmas(last).get("NOUN", (last,))[0] != last
    ):
        return None  # someone, a time, a feeling, everyone's thing, or a plural
    return said


# "Dancing helps me de-stress", "Yeah, losing my job was a bummer": a clause opening on a gerund.
_GERUND_OPENING = re.compile(
    r"(?i)^(?:(?:yeah|yes|well|and|but|so|plus|also|honestly|definitely|totally)[,!]?\s+)*"
    r"(?P<g>[a-z]+ing)\b(?P<rest>[^,;:!?]*)"
)
_SUBJECT_VERBS = frozenset(
    ["is", "was", "has", "had", "does", "did", "can", "will", "could", "would", "keeps"]
)
_OBJECT_AFTER = frozenset(["me", "us", "you", "him", "her", "them", "to", "my", "our"])
_BEFORE_PARTICIPLE = frozenset(["get", "got", "getting", "be", "been", "being", "feeling", "becoming"])
_GERUND_PHRASE_WORDS = frozenset(
    ["my", "our", "the", "a", "an", "and", "in", "with", "to", "for", "of", "on", "at"]
)


def gerund_subject(clause: str) -> str | None:
    """The gerund phrase ``clause`` opens with as its subject ("Dancing helps me de-stress" →
    "dancing", "Losing my job was a bummer" → "losing my job"), up to six words before its verb;
    None when it opens otherwise ("Something ...", "Morning runs are ...") or no verb follows."""
    m = _GERUND_OPENING.match(clause)
    if m is None:
        return None
    gerund = m.group("g").lower()
    verbs = all_lemmas(gerund).get("VERB", ())
    if not verbs or verbs[0] == gerund:
        return None  # "Something", "Morning": no verb's gerund
    words = m.group("rest").split()
    for k, w in enumerate(words[:7]):
        low = _bare(w)
        after = _bare(words[k + 1]) if k + 1 < len(words) else ""
        before = _bare(words[k - 1]) if k else gerund
        # "getting involved": a participle after "get"/"be", not the clause's verb.
        participle = not low.endswith("s") and before in _BEFORE_PARTICIPLE
        finite = _finite(low) and not low.endswith("ing") and not participle
        finite = finite and ("NOUN" not in all_lemmas(low) or after in _OBJECT_AFTER)  # "helps me"
        if low in _SUBJECT_VERBS or low in INTENSIFIERS or finite:
            phrase = [_bare(x) if x[:1].islower() else x for x in words[:k]]
            two = any(a == "and" and b.endswith("ing") for a, b in pairwise(phrase))
            return None if two else " ".join([gerund, *phrase])  # "painting and baking are": two
        if low in (PRONOUNS | FUNCTION_WORDS) - _GERUND_PHRASE_WORDS:
            return None  # "Being outdoors with them ...": what "them" is, the phrase does not say
    return None


def _finite(word: str) -> bool:
    """True when ``word`` is a verb in -s or in the past ("represents", "cost"), as after "It" (a
    past that is its base, "cost", "hit", is the past there: the present would be "costs")."""
    verbs = all_lemmas(word).get("VERB", ())
    return bool(verbs) and (verbs[0] != word or past_as_base(word))


# "a trip I took last summer", "the cake that I baked", "these kids I met at the shelter": a thing,
# then the speaker's past act on it.
_ACT_ON_THING = re.compile(
    r"\b(?P<det>a|an|the|this|that|these|those|my|our|some)\s+(?P<thing>(?:[\w'-]+\s+){0,3}?)(?:that\s+)?"
    r"(?P<who>I|we)\s+(?P<verb>[a-z]+)\b(?P<rest>[^,;!?]*)"
)

# What after the act says the thing is not its object: "the place I went to (a few weeks ago)",
# "the cake I baked it in"; a preposition before a thing of its own places the act ("the kids I met
# at the shelter").
_PLACING = "at|in|on|with|for|from"
_NOT_ITS_OBJECT = re.compile(
    rf"\s+(?:it|them|that|this|to|about|(?:{_PLACING})\b"
    r"(?!\s+(?:a|an|the|my|our)\s+(?!(?:few|couple|while|bit|lot|other|day|week|month|year)\b)))\b"
)
_STRANDED = re.compile(rf"\s+(?P<prep>to|about|{_PLACING})(?P<after>\s.*)$")


# "For me, it was when I noticed a girl sitting alone": a cleft whose focus is the speaker's act.
_CLEFT_EVENT = re.compile(
    r"(?i)^(?:(?:for|to)\s+(?:me|us)\s*,\s*)?(?:it|that)(?:['’]s|\s+is|\s+was)\s+when\s+"
    r"(?P<event>(?-i:I|we)\s+(?P<verb>[a-z]+)\b.+)$"
)


# "It reminded me of when I couldn't walk my dogs", "... of my own struggles and how I felt alone":
# what reminded is the chat's, the speaker's past act or state it recalls is theirs.
_REMINDED_EVENT = re.compile(
    r"(?i)\bremind(?:s|ed)\s+me\s+of\s+(?:[^,;]*?\band\s+)?(?:how|when|the\s+time)\s+"
    r"(?P<event>(?-i:I|we)\s+(?P<verb>[a-z']+)\b.+)$"
)


# "That pic's from when my dance crew took home first": the photo is the chat's, the event the
# speaker's, or their own people's.
_SHOWN_EVENT = re.compile(
    r"(?i)^(?:this|that|the)\s+(?:pic|photo|picture|shot|snap)(?:['’]s|\s+is|\s+was)\s+from\s+when\s+"
    r"(?P<event>(?:(?-i:I|we)|(?:my|our)\s+[a-z-]+(?:\s+[a-z-]+)?)\s+[a-z]+\b.+)$"
)


# "Check out this pic from my trip to Yosemite last month": the trip, a fact past the picture.
_SHOWN_TRIP = re.compile(
    r"(?i)\b(?:pic|picture|photo|shot|snap|selfie)s?\s+(?:(?:I|we)\s+(?:took|got|snapped)\s+)?(?:from|of|on)\s+"
    r"(?P<own>my|our)\s+(?:(?:last|recent|latest|previous)\s+)?(?P<kind>(?:(?!(?:first|next|other)\b)[a-z]+\s+)?"
    r"(?:trip|vacation|holiday|hike|getaway|walk|run|ride|cruise))\b(?P<rest>[^,.!?;–—]*?)(?:\s+[-–—]\s.*)?$"
)


def shown_event(clause: str) -> str | None:
    """The speaker's past event a photo is said to be from ("That pic's from when my dance crew took
    home first" → "my dance crew took home first"; "Check out this pic from my trip to Yosemite last
    month" → "I went on a trip to Yosemite last month"); None when there is none or its verb is not
    past."""
    trip = _SHOWN_TRIP.search(clause)
    if trip is not None and trip.group("rest").strip():  # where or when: "went on a hike" alone is vague
        who = "I" if trip.group("own").lower() == "my" else "we"
        kind = trip.group("kind").lower()
        return f"{who} went on {a_or_an(kind)} {kind}{trip.group('rest')}"
    m = _SHOWN_EVENT.match(clause)
    if m is None:
        return None
    words = m.group("event").split()
    verb = (
        1 if words[0] in ("I", "we") else next((k for k in (2, 3) if k < len(words) and _past(words[k])), 0)
    )
    return m.group("event") if verb and _past(words[verb]) else None


def cleft_event(clause: str) -> str | None:
    """The act of the speaker's a cleft names ("For me, it was when I noticed a girl sitting alone"
    → "I noticed a girl sitting alone") or a reminder recalls ("It reminded me of when I couldn't
    walk my dogs" → "I couldn't walk my dogs"), when its verb is in the past; None otherwise ("it's
    when I feel free" is no event)."""
    m = _CLEFT_EVENT.match(clause) or _REMINDED_EVENT.search(clause)
    if m is None:
        return None
    verb = m.group("verb")
    if verb in ("couldn't", "didn't", "couldn’t", "didn’t"):
        return m.group("event")  # a past denied is still past
    verbs = all_lemmas(verb).get("VERB", ())
    past = bool(verbs) and verbs[0] != verb and not verb.endswith(("s", "ing"))
    return m.group("event") if past and verb not in ("was", "were") else None


_WH_WORDS = frozenset(["where", "when", "why", "how", "which", "who", "whom", "whose"])


def embedded(clause: str) -> str | None:
    """The speaker's past act a relative clause of ``clause`` states, said as a clause of its own:
    "It reminds me of a trip I took last summer" → "I took a trip last summer"; None when there is
    none (the verb must be a past form, and its object the thing before it)."""
    m = _ACT_ON_THING.search(clause)
    if m is None:
        return None
    verb = m.group("verb")
    lemmas = all_lemmas(verb).get("VERB", ())
    if not lemmas or verb == lemmas[0] or verb not in inflection(lemmas[0], "VBD"):
        return None
    rest, prep = m.group("rest"), ""
    stranded = _STRANDED.match(rest)
    if stranded is not None and opens_on_a_time(stranded.group("after")):
        # "this pride parade I went to a few weeks ago": the preposition goes before the thing.
        prep, rest = f" {stranded.group('prep')}", stranded.group("after")
    elif _NOT_ITS_OBJECT.match(rest):
        return None
    det = m.group("det").lower()
    det = {"this": "a", "that": "a", "these": "some", "those": "some"}.get(det, det)
    thing = m.group("thing").strip()
    words = thing.lower().split()
    if (
        not words
        or verb in ("was", "were")
        or any(w in FUNCTION_WORDS | PRONOUNS | SUBORDINATORS | _WH_WORDS for w in words)
    ):
        # "my teammates and I were thrilled", "a busy week since we talked", "the restaurant where
        # we had our first date": the thing is no object of the verb
        return None
    head = words[-1]
    if head in VAGUE_NOUNS | TIME_NOUNS | ABSTRACT_NOUNS | FELT_NOUNS | PHOTO_NOUNS:
        return None  # "the inspiration I needed", "a pic I got": no act worth a memory
    return f"{m.group('who')} {verb}{prep} {det} {thing}{rest}".rstrip()


# "I submitted a few more", "I started another one": the verb, then a quantity with no noun.
_ENDS_PHRASE = "|".join(sorted(TIME_AFTER | SUBORDINATORS | PREPOSITIONS | {"and", "but", "so"}))
_ELLIPSIS = re.compile(
    rf"(?i)\b(?P<verb>[a-z]+)\s+(?:(?:{'|'.join(sorted(LEADING_ADVERBS))})\s+)?"
    rf"(?P<qty>{'|'.join(re.escape(p) for p in ELLIPTICAL_QUANTITIES)})\b"
    rf"(?!\s+(?!(?:{_ENDS_PHRASE})\b)[a-z])"
)


def _objects_of(lemma: str, text: str) -> set[str]:
    """The nouns ``text`` gives as objects of a form of ``lemma`` ("submitting anymore scripts" →
    {"scripts"}), looking past a few determiners and adjectives; "cookies or cakes" gives both."""
    found: set[str] = set()
    words = [w.strip(".,!?;:\"'()").lower() for w in text.split()]
    for i, w in enumerate(words):
        if w and lemma in all_lemmas(w).get("VERB", ()):
            found |= _object_nouns(words[i + 1 : i + 8])
    return found


def _object_nouns(words: list[str]) -> set[str]:
    """The head nouns opening ``words``, each of a coordination ("cookies or cakes") counted."""
    found: set[str] = set()
    for k, nxt in enumerate(words[:4]):
        if nxt in OBJECT_DETERMINERS:
            continue
        if nxt in PRONOUNS or nxt in ("one", "ones"):
            break  # "bought a new one. I ...": the object is itself elliptical, "I" no noun
        lemmas = all_lemmas(nxt)
        thing = "NOUN" in lemmas or (not lemmas and nxt.isalpha() and len(nxt) > 3)  # "screenplay"
        if thing and nxt not in VAGUE_NOUNS and nxt not in TIME_NOUNS:
            found.add(nxt)
            if k + 1 < len(words) and words[k + 1] in ("or", "and"):
                found |= _object_nouns(words[k + 2 :])
            break
        if "ADJ" not in lemmas:
            break
    return found


# "another one", "a new one": a quantity that counts one thing of a kind.
_ONE_OF_KIND = re.compile(r"(?i)^(?:another|a new|one more|the other|the first|the last|the old) one$")
# "the screenplay", "my old bike": a singular thing the speaker's own words named.
_SAID_THING = re.compile(r"(?i)\b(?:a|an|the|my|our)\s+(?P<phrase>(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)\b")


def _only_thing(own: str) -> str | None:
    """The one singular thing ``own`` (the speaker's message up to the clause) names after an article
    or "my" ("I can't stop thinking about the screenplay" → "screenplay"), not a person, a time, a
    feeling or an abstract noun; None when it names none or more than one."""
    found: set[str] = set()
    for m in _SAID_THING.finditer(own):
        head = _thing_head(m.group("phrase").lower().split())
        if head is None:
            continue
        last = head.split()[-1]
        nouns = all_lemmas(last).get("NOUN", ())
        if (nouns and nouns[0] != last) or last in _NOT_A_THING or last in PHOTO_NOUNS:
            continue  # a plural is no "one"; "a pic" is what was shown
        parts = head.split()
        first = parts[-2] if len(parts) > 1 else ""
        compound = first.endswith("ing") or ("NOUN" in all_lemmas(first) and "ADJ" not in all_lemmas(first))
        found.add(f"{first} {last}" if compound else last)  # "the driving test": a test of a kind
    return found.pop() if len(found) == 1 else None


def resolve_elliptical(text: str, before: str, own: str = "") -> str | None:
    """``text`` with an elliptical quantity given its noun, when ``before`` (the previous turn and
    the message up to ``text``) used the same verb with one object: "Are you planning on submitting
    any more scripts?" then "I just submitted a few more" → "I just submitted a few more scripts";
    None when ``text`` has no such quantity or nothing (or more than one thing) says what it counts.

    ``own``: the speaker's message up to ``text``; "another one" or "a new one" with no such verb
    counts the one singular thing it named ("I can't stop thinking about the screenplay, so I just
    started writing another one" → "... another screenplay"), or else the one ``before`` names."""
    m = _ELLIPSIS.search(text)
    if m is None:
        return None
    verbs = all_lemmas(m.group("verb").lower()).get("VERB", ())
    if not verbs:
        return None
    nouns = _objects_of(verbs[0], before)
    if not nouns and _ONE_OF_KIND.match(m.group("qty")):
        # ... or, when the message names none, the one the question did ("Did you sell the car?" -
        # "yep, getting a new one on Friday").
        thing = _only_thing(own) or _only_thing(before)
        nouns = {thing} if thing else nouns
    if len(nouns) != 1:
        return None
    noun = nouns.pop()
    qty = m.group("qty")
    if qty.lower().endswith(" one") or qty.lower() == "one":
        single = all_lemmas(noun).get("NOUN", (noun,))[0]
        said = qty[: -len("one")] + single
    elif qty.lower().endswith(" ones"):
        said = qty[: -len("ones")] + noun
    else:
        plural = noun if all_lemmas(noun).get("NOUN", (noun,))[0] != noun else noun + "s"
        said = f"{qty} {plural}"
    return text[: m.start("qty")] + said + text[m.end("qty") :]


# "see them", "hold it": a verb, then a pronoun as its object.
_VERB_PRONOUN = re.compile(r"(?i)(?<![\w'’])(?P<verb>[a-z]+)\s+(?P<pron>them|it)(?![\w'’])")
# How an object the turn before named reads in the speaker's mouth: "your walks" are "my walks";
# "any", "some", "more" count nothing; a demonstrative ("that pose") points at what only the
# moment shows, so names nothing (None).
_PARALLEL_DETERMINERS: dict[str, str | None] = {
    "your": "my",
    "the": "the",
    "any": "",
    "some": "",
    "more": "",
    "this": None,
    "that": None,
    "these": None,
    "those": None,
    "my": None,
    "our": None,
    "his": None,
    "her": None,
    "their": None,
}


def _object_phrase(words: list[str]) -> str | None:
    """The object noun phrase opening ``words`` (lower case, after a verb) as the speaker would
    say it ("your daily walks" → "my daily walks", "sunsets like that" → "sunsets"), or None when
    no noun opens them or a determiner points or belongs to someone else."""
    det = ""
    if words and words[0] in _PARALLEL_DETERMINERS:
        said = _PARALLEL_DETERMINERS[words[0]]
        if said is None:
            return None
        det, words = said, words[1:]
    out: list[str] = []
    for w in words[:4]:
        lemmas = all_lemmas(w)
        if w in FUNCTION_WORDS or w in PRONOUNS or w in PREPOSITIONS or not w.isalpha():
            break
        if "NOUN" in lemmas or (not lemmas and len(w) > 3):
            out.append(w)
            if "VERB" in lemmas and len(out) > 1:
                out.pop()  # "sunsets happen": the verb of what follows
                break
            continue
        if out or "ADJ" not in lemmas:
            break
        out.append(w)
    while out and "NOUN" not in all_lemmas(out[-1]) and all_lemmas(out[-1]):
        out.pop()
    if not out:
        return None
    return " ".join([det, *out]).strip()


def as_written(phrase: str, before: str) -> str:
    """``phrase``, found in lower case, as ``before`` wrote it when it wrote a name or a title
    there ("Have you read The Overstory?": "The Overstory"); else as it is."""
    for m in re.finditer(rf"(?i)(?<![\w'’]){re.escape(phrase)}(?![\w'’])", before):
        words = m.group().split()
        lead = before[: m.start()].rstrip()
        opens = not lead or lead[-1] in ".!?"
        if any(w[:1].isupper() for w in words[1:]) or (words[0][:1].isupper() and not opens):
            return m.group()
    return phrase


# "I don't really play anymore": a verb with no object, then only when or how much.
_VERB_NO_OBJECT = re.compile(
    r"(?i)\b(?:don['’]t|doesn['’]t|do\s+not|never|no\s+longer|didn['’]t|I|we)\s+(?:really\s+|even\s+|still\s+)?"
    r"(?P<verb>[a-z]+)(?=\s+(?:anymore|any\s+more|much|often|since|these\s+days|nowadays|lately)\b|\s*$)"
)


def resolve_dropped_object(text: str, before: str) -> str | None:
    """``text`` with the object its verb dropped said as what ``before`` (the turn before) gave the
    same verb: "Wanna play tennis this week?" - "I don't really play anymore" → "I don't really play
    tennis anymore"; None when the verb has an object, or the question gave it none or two."""
    m = _VERB_NO_OBJECT.search(text)
    if m is None:
        return None
    lemmas = all_lemmas(m.group("verb").lower()).get("VERB", ())
    if not lemmas or m.group("verb").lower() in AUXILIARIES or lemmas[0] in ("be", "have", "do", "go", "get"):
        return None
    said = [_bare(w) for w in before.split()]
    phrases = {
        _object_phrase(said[i + 1 : i + 6])
        for i, w in enumerate(said)
        if w
        and lemmas[0] in all_lemmas(w).get("VERB", ())
        and not (i > 0 and said[i - 1] in ("a", "an", "the"))
    }
    if len(phrases) != 1 or None in phrases:
        return None
    phrase = phrases.pop()
    assert phrase is not None
    return f"{text[: m.end('verb')]} {as_written(phrase, before)}{text[m.end('verb') :]}"


def resolve_parallel(text: str, before: str) -> str | None:
    """``text`` with a pronoun object said as what ``before`` (the turn before and the message up
    to ``text``) gave the same verb as its object: "How often do you get to see sunsets like that
    on your walks?" then "I see them at least once a week" → "I see sunsets at least once a week".
    The object must agree ("them" a plural, "it" one thing, no person) and be the only one that
    verb took there; None when no pronoun object has such an antecedent (the clause is then left
    to the other rules)."""
    out = text
    changed = False
    for m in reversed(list(_VERB_PRONOUN.finditer(text))):
        verb, pron = m.group("verb").lower(), m.group("pron").lower()
        lemmas = all_lemmas(verb).get("VERB", ())
        if not lemmas or verb in AUXILIARIES or verb in FUNCTION_WORDS or lemmas[0] in ("be", "have", "do"):
            continue
        words = [_bare(w) for w in text.split()]
        k = len(text[: m.start("pron")].split())
        if pron == "it" and _idiom_it(words, k, text[m.end("pron") :]):
            continue  # "make it", "go for it": no thing
        phrases: set[str | None] = set()
        said = [_bare(w) for w in before.split()]
        for i, w in enumerate(said):
            noun = i > 0 and (said[i - 1] in _PARALLEL_DETERMINERS or said[i - 1] in ("a", "an"))
            if w and not noun and lemmas[0] in all_lemmas(w).get("VERB", ()):  # "your walks": a noun
                phrases.add(_object_phrase(said[i + 1 : i + 6]))
        if len(phrases) != 1 or None in phrases:
            continue
        phrase = phrases.pop()
        assert phrase is not None
        head = phrase.split()[-1]
        if not _fits(head, "They" if pron == "them" else "It"):
            continue  # "see them" after "see the sunset": not the same thing
        out = out[: m.start("pron")] + as_written(phrase, before) + out[m.end("pron") :]
        changed = True
    return out if changed else None


# "How long have you been playing the guitar?": the question's ongoing verb and what it takes.
_ONGOING_ASKED = re.compile(
    r"(?i)\b(?:have|had)\s+you\s+been\s+(?P<ving>[a-z]+ing)\s+(?P<what>[^?.!,]+?)"
    r"(?:\s+(?:again|now|lately|recently|already|so far|for|then|exactly))*\s*\?"
)
# "I've been playing for about four months now": the same verb, then no object, only how long or
# how often ("for", "since", "every day", "a lot", the clause's end).
_ONGOING_SAID = re.compile(
    r"(?i)^(?P<lead>(?:(?:yeah|yes|yep|well|oh|so|um|hmm|honestly|actually),?\s+)*"
    r"I(?:['’]ve|\s+have)\s+(?:(?:only|just|actually|really)\s+)?been\s+)(?P<ving>[a-z]+ing)"
    r"(?=\s*$|\s*[,;:.!-]|\s+(?:for|since|about|almost|nearly|over|now|ever|every|each|lately|recently|"
    r"regularly|daily|weekly|non-stop|nonstop|on and off|off and on|a lot|a while|a bit|a little|more|"
    r"less|again|too|as well|quite a bit)\b)"
)


def resolve_ongoing(text: str, asked: str, own: str = "") -> str | None:
    """``text`` with the object its ongoing verb left out said as the one the question before gave
    it: "How long have you been playing the guitar?" - "I've been playing for about four months now"
    → "I've been playing the guitar for about four months now". ``text`` as it is when it is no such
    answer; None when what it was doing is in doubt: the question names no thing ("doing that"), or
    the speaker's own words (``own``: their previous turn and the message up to ``text``) gave the
    same verb another object ("I'm learning to play the violin" - "How long have you been playing
    the piano?")."""
    said = _ONGOING_SAID.match(text)
    if said is None:
        return text
    q = [m for m in _ONGOING_ASKED.finditer(asked) if m.group("ving").lower() == said.group("ving").lower()]
    if not q:
        return text
    what = q[-1].group("what").strip()
    words = [_bare(w) for w in what.split()]
    if not words or words[0] in _OBJECTS or words[0] in ("that", "this", "those", "these", "so", "such"):
        return None  # "How long have you been doing that?": what, only the moment shows
    phrase = _object_phrase(words)
    rest = words[len(phrase.split()) + (1 if words[0] in ("any", "some", "more") else 0) :] if phrase else []
    if phrase is None or (rest and rest[0] not in PREPOSITIONS):
        return None  # "playing with your dogs": no thing; the answer alone says too little
    lemma = all_lemmas(said.group("ving").lower()).get("VERB", (said.group("ving").lower(),))[0]
    head = phrase.split()[-1]
    others = {all_lemmas(n).get("NOUN", (n,))[0] for n in _objects_of(lemma, own)}
    if others - {all_lemmas(head).get("NOUN", (head,))[0]}:
        return None  # two things the speaker plays: which one the answer means, it does not say
    end = said.end("ving")
    return f"{text[:end]} {phrase}{text[end:]}"


def resolve_them(text: str, earlier: list[tuple[str, str]], before: str = "") -> str | None:
    """``text`` with an unresolved object "them" ("standalone.unresolved_them") said as the one
    plural thing the speaker named before ("My dogs are my world. I always worry about them in new
    places" → "I always worry about my dogs in new places"); None when there is no such "them", or
    nothing or more than one thing was named (``before``: the message up to ``text``)."""
    m = unresolved_them(text)
    if m is None:
        return None
    named = {phrase for pronoun, phrase in earlier + antecedents(before, each=True) if pronoun == "They"}
    if len(named) != 1:
        return None
    head = next(iter(named)).split()[-1]
    if head in COLLECTIVE_NOUNS and set(_plural_heads(before)) - {head}:
        return None  # "the younger players on my team ... with them": the players, not the team
    start = m.end() - len("them")
    return text[:start] + named.pop() + text[m.end() :]


# Pronouns inside a clause (not its opening word, which ``resolve`` and the standalone check take):
# what each can stand for, and how it reads when resolved.
_INNER_PRONOUN = re.compile(
    r"(?i)(?<![\w'’])(?P<pron>it|its|they|them|their|he|him|his|she|her)"
    r"(?P<verb>['’](?:s|re|ve|ll|d))?(?![\w'’])"
)
_KIND = {
    "it": "It",
    "its": "It",
    "they": "They",
    "them": "They",
    "their": "They",
    "he": "He",
    "him": "He",
    "his": "He",
    "she": "She",
    "her": "She",
}
NOT_NAMES_IN_CLAUSE = frozenset(["I", "I'm", "I've", "I'd", "I'll"])


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SUBJECT_FORMS = frozenset(["it", "they", "he", "she"])
_POSSESSIVE_FORMS = frozenset(["its", "their", "his"])
_STARTERS = frozenset(["and", "but", "so", "because", "then", "plus", "also", "yet", "still", "now"])
_CONTRACTED = {"re": " are", "ve": " have", "ll": " will", "d": " would"}
_SUBJECTS_BEFORE = frozenset(
    ["to", "i", "we", "you", "he", "she", "they", "and", "can", "will", "would", "could"]
)


def _bare(word: str) -> str:
    return word.strip(".,!?;:\"'()’").lower()


def _is_verb(words: list[str], k: int, target: int) -> bool:
    """True when ``words[k]`` is a verb of its own between an antecedent and the pronoun at
    ``target``: "walked" or "supporting them", not "research and networking for it"."""
    w = words[k]
    lemmas = all_lemmas(w)
    if "VERB" not in lemmas and "AUX" not in lemmas:
        return False
    if w.endswith("ing"):
        # "spending time with them", "walking them"; not "research and networking non-stop for it"
        nxt = words[k + 1] if k + 1 < len(words) else ""
        return k + 1 == target or nxt in _PLURAL_DETERMINERS or "NOUN" in all_lemmas(nxt)
    before = words[k - 1] if k else ""
    return "NOUN" not in lemmas or before in _SUBJECTS_BEFORE


def _fits_as_noun(word: str) -> bool:
    """True when ``word``, the last of a noun phrase of two words or more after its determiner, is
    a thing "it" can be though it is an adjective too ("the half marathon"): a noun that is no
    person, time, feeling or vague word, and no plural."""
    people = PERSON_NOUNS | TIME_NOUNS | VAGUE_NOUNS | FELT_NOUNS
    nouns = all_lemmas(word).get("NOUN", ())
    return bool(nouns) and nouns[0] == word and word not in FUNCTION_WORDS | PRONOUNS | people


def _fits(word: str, kind: str) -> bool:
    """True when ``word`` (lower case) can be what a pronoun of ``kind`` stands for."""
    if kind == "They":
        if word in COMPANIONS | COLLECTIVE_NOUNS or word in IRREGULAR_PLURALS or word in ORGANIZATIONS:
            return True
        lemmas = all_lemmas(word)
        nouns = lemmas.get("NOUN", ())
        unknown = not lemmas and word.isalpha() and len(word) > 4  # "workmates"
        plural = (bool(nouns) and nouns[0] != word) or unknown
        return word.endswith("s") and plural and word not in FUNCTION_WORDS
    if kind == "He":
        return word in MASCULINE
    if kind == "She":
        return word in FEMININE
    people = COMPANIONS | FEMININE | MASCULINE | TIME_NOUNS | VAGUE_NOUNS | FELT_NOUNS
    if word in FUNCTION_WORDS or word in PRONOUNS or word in people:
        return False
    lemmas = all_lemmas(word)
    nouns = lemmas.get("NOUN", ())
    if "ADJ" in lemmas or "ADV" in lemmas:
        return False  # "how tough it must be": no thing
    return (bool(nouns) and nouns[0] == word) or (not lemmas and word.isalpha() and len(word) > 2)


# Words that open a clause of its own inside a sentence: its own subject may follow.
_CLAUSE_OPENERS = SUBORDINATORS | frozenset(["and", "but", "so", "as", "who", "which"])


def _own_subject(words: list[str], k: int, upto: int) -> bool:
    """True when ``words[k]`` heads the clause's subject ("My dogs just put them on") and the object
    pronoun at ``upto`` is in the same clause: no subject or clause opener between them."""
    if k > 2 or any(w not in ("my", "our", "the", "his", "her", "their", "your") for w in words[:k]):
        return False
    between = words[k + 1 : upto]
    return not any(w in SUBJECT_PRONOUNS or w in _CLAUSE_OPENERS for w in between)


def _modifier(words: list[str], k: int, upto: int) -> bool:
    """True when ``words[k]``, a singular noun, modifies the noun after it ("dog park", "cat food")."""
    if k + 1 >= upto:
        return False
    lemmas = all_lemmas(words[k]).get("NOUN", ())
    following = all_lemmas(words[k + 1])
    verb = "VERB" in following and words[k + 1].endswith("s")  # "my family means ...": its verb
    return bool(lemmas) and lemmas[0] == words[k] and "NOUN" in following and not verb


_LIVING = frozenset(["live", "lives", "living", "lived", "based", "settled"])


def _named_within(raw: list[str], words: list[str], upto: int, kind: str, *, subject: bool) -> bool:
    """True when the clause names, before the pronoun at ``upto``, something it can stand for: any
    agreeing noun for a subject ("I opened a store and it's been great"); for an object, one with
    a verb of its own between ("I bought a bike and rode it", not "research for it", nor "a tattoo
    to remind me about it")."""
    if kind == "They" and subject and "and" in words[:upto]:
        return True  # "Dancing and running my biz need hard work, and they give me energy"
    if kind in ("He", "She") and subject and any(w in ("my", "our") for w in words[: upto - 1]):
        return True  # "my youngest took her first steps": someone of the speaker's
    last = upto - 2 if upto > 1 and words[upto - 1] in ("that", "which") else upto - 1
    if subject and last >= 0 and _fits(words[last], kind) and not raw[last].endswith((",", ";", "-")):
        return False  # "the freedom and connection it brings": the thing "it" acts on, not "it"
    for k in range(upto):
        pronoun = re.split(r"['’]", words[k])[0] in PRONOUNS  # "We're", "I'm": no name
        capital = (
            raw[k][:1].isupper()
            and not pronoun
            and raw[k].strip(".,!?") not in NOT_NAMES_IN_CLAUSE
            and words[k] not in FUNCTION_WORDS  # "The dog park ...": a sentence's first word, no name
        )
        # "Veggies are his fave": no name; "Jules is doing her PhD": a name, its verb singular.
        singular = k + 1 < len(words) and words[k + 1] in ("is", "was", "has", "s")
        unknown = not all_lemmas(words[k]) and (not words[k].endswith("s") or singular)
        # "Grace just started her residency": a given name that is also a word, before its verb.
        name = capital and (k > 0 or unknown or name_first(raw[k:])) and kind in ("He", "She", "They")
        # "we're moving to York to be closer to her": where one goes or lives, no one "her" is.
        if name and k > 1 and words[k - 1] in ("to", "in", "from") and words[k - 2] in MOTION_VERBS | _LIVING:
            name = False
        # "dance and fashion ... combining them": two things joined are a plural
        joined = kind == "They" and k > 1 and words[k - 1] == "and" and _fits(words[k], "It")
        # "I've been into dancing since I was a kid and it's been my passion": a doing named, then
        # a clause of its own ("By thinking of it" is no doing "it" is).
        doing = (
            kind == "It"
            and k > 0
            and words[k - 1] in PREPOSITIONS
            and words[k].endswith("ing")
            and gerund_form(words[k])
            and any(words[j] in ("and", "but", "so") for j in range(k + 1, upto))
        )
        if not (name or joined or doing or _fits(words[k], kind)):
            continue
        if kind == "They" and not name and _modifier(words, k, upto):
            continue  # "The dog park is like paradise for them": "dog" names the park, not them
        if not subject and _own_subject(words, k, upto):
            continue  # "My dogs just put them on": the subject is never its own verb's "them"
        if kind == "It" and "VERB" in all_lemmas(words[k]) and (k == 0 or words[k - 1] in _SUBJECTS_BEFORE):
            continue  # "I want to pass it on": "want" is the verb here, no thing
        between = range(k + 1, upto)
        if kind == "It" and any(words[j] in REMINDING_VERBS for j in between):
            continue
        if subject or any(_is_verb(words, j, upto) for j in between):
            return True
        # "a chocolate cake with berries on it", "a mug with my name on it": what is on it is the
        # thing the "with" follows.
        if kind == "It" and words[k + 1 : k + 2] == ["with"] and words[upto - 1] in _ON_IT:
            return True
    return False


_ON_IT = frozenset(["on", "in", "inside", "under", "over", "around", "across"])


def _idiom_it(words: list[str], k: int, raw_after: str) -> bool:
    """True when "it" at ``words[k]`` points at nothing: "make it", "worth it", "go for it", "hit it
    off", "I love it when", "it's hard to ...", "it takes time"."""
    before = words[k - 1] if k else ""
    after = words[k + 1] if k + 1 < len(words) else ""
    if before in IDIOM_IT_BEFORE or after in IDIOM_IT_AFTER or after in DUMMY_IT_AFTER:
        return True
    if before in MAKE_VERBS and (not after or after in MAKE_IT_AFTER):
        return True
    if before == "for" and k > 1 and words[k - 2] in ("go", "goes", "going", "went"):
        return True
    if before == "check" and k == 1 and after == "out":
        return True  # "Check it out, my girl and I tried the new cafe": an interjection
    if before in ("get", "got") and not after:
        return True  # "I totally get it": understood
    if after == "there" and LIKED_IT_THERE.match(f"{before} it there"):
        return True  # "she loves it there": the being there, which the place says (``resolve_there``)
    if before in ("need", "needs", "needed") and k > 1 and words[k - 2] in ("who", "that"):
        return True  # "a home for kids who need it": what is given, to whoever needs it
    return _DUMMY_IT.match(raw_after) is not None


# "it's hard to ...", "it is so cool how ...", "it's been a while", "it's been a tough week": a
# dummy subject; "I went hiking and it was great": the clause's own event, said to be so.
_IT_BE = r"(?:['’]s|['’]d\s+be|['’]ll\s+be|\s+is|\s+was|\s+would\s+be|\s+will\s+be|\s+must\s+be)"
_DUMMY_IT = re.compile(
    rf"(?i){_IT_BE}\s+(?:been\s+)?(?:\w+\s+){{0,2}}?(?:to|that|how|when|time|like|a while|ages|\w+ing)\b"
    rf"|{_IT_BE}\s+(?:been\s+)?(?:a|an)\s+(?:\w+\s+)?(?:week|day|month|year|while|weekend|ride)\b"
    rf"|(?:{_IT_BE}|\s+has\s+been)\s+(?:(?:so|really|very|super|such|pretty|just)\s+)?"
    r"(?:fun|great|amazing|awesome|wonderful|fantastic|incredible|cool|nice|tough|hard|scary|exciting|"
    r"rewarding|therapeutic|relaxing|surreal|wild|crazy|special|beautiful|overwhelming|intense)"
    r"(?:\s+and\s+\w+)?\s*[.!,-]*$"
)


def _role(form: str, verb: str | None, after: str) -> str:
    if form in _SUBJECT_FORMS and (verb or form != "it" or _verbal(after)):
        return "subject"
    if form in _POSSESSIVE_FORMS or (form == "her" and (after == "own" or (after and _nominal(after)))):
        return "possessive"
    return "object"


def _verbal(word: str) -> bool:
    """True when ``word`` after "it" is its verb ("it makes", "it was"), so "it" is a subject."""
    lemmas = all_lemmas(word)
    verbs = lemmas.get("VERB", ())
    if verbs and verbs[0] != word and not word.endswith("ing"):
        return True  # "makes", "helped": a finite form
    return bool(word) and (
        "AUX" in lemmas
        or ("VERB" in lemmas and "NOUN" not in lemmas)
        or word
        in ("is", "was", "has", "had", "does", "did", "can", "will", "would", "could", "should", "might")
    )


def _nominal(word: str) -> bool:
    lemmas = all_lemmas(word)
    if word in FUNCTION_WORDS or word in PRONOUNS or word in PREPOSITIONS or word in _WHEN_WORDS:
        return False  # "I got her last month", "took her home": her, then when or where
    return "NOUN" in lemmas or "ADJ" in lemmas or not lemmas


def _said_as(phrase: str, form: str, verb: str | None, role: str, rest: str) -> str:
    """``phrase`` ("my dogs", "Max", "the new tattoo") in the place of the pronoun ``form``, its
    contracted verb spelt out by what follows (``rest``)."""
    if role == "possessive":
        return phrase + ("'" if phrase.endswith("s") and not phrase[:1].isupper() else "'s")
    if not verb:
        return phrase
    v = verb[1:]
    if v == "s":
        return phrase + s_spelt(rest)
    return phrase + _CONTRACTED.get(v, "")


# "this" or "that" standing alone for what only the moment shows: "I respect you for that and ...",
# "I want my kids to learn that too"; not "that" opening a clause ("I realised that it's ...").
_POINTING = re.compile(
    r"(?i)(?<=\s)(?:this|that)(?=\s*(?:$|[.,!;:–—-]|\s+(?:too|again|also|and|but|or|so|for|with|to|because|"
    r"either|anymore|though|now|as well|a lot|at all|yet|every|all the time|more|next|soon|someday|one day|"
    r"sometime|before|near|in|at|on)\b))"
)


def _pointing_pronoun(text: str) -> bool:
    """True when ``text`` uses "this" or "that" as a pronoun object after a verb or a preposition."""
    for m in _POINTING.finditer(text):
        before = text[: m.start()].split()[-1:]
        if not before:
            continue
        low = _bare(before[0])
        earlier = [_bare(w) for w in text[: m.start()].split()[-2:-1]]
        if "all" in (low, *earlier):
            continue  # "classics, educational books, all of that": and so on
        verb = "VERB" in all_lemmas(low) and (
            "NOUN" not in all_lemmas(low)
            or low.endswith("ing")
            or earlier[:1] in ([w] for w in _SUBJECTS_BEFORE)
        )
        if low in PREPOSITIONS or verb:
            return True
    # "Taking care of something like this relaxes me": "like this" before no noun points.
    for m in _LIKE_THIS.finditer(text):
        after = (m.group("after") or "").lower()
        relative = m.group(0).lower().split()[1] == "that" and _liked_relative(
            f"{text[: m.start()]}like", after
        )
        if relative:
            continue  # "a company I like that needs my skills": "like" is the verb, "that" relative
        if not after or not _nominal(after) or after in MAKE_VERBS or _verbal(after):
            return True
    return False


_LIKERS = frozenset(["i", "we", "you", "they", "he", "she"])
_LIKE_THIS = re.compile(r"(?i)\blike\s+(?:this|that)\b(?:\s+(?P<after>[a-z]+))?")
# "I'm gonna make this work": what "this" is, only the moment shows.
_MAKE_THIS = re.compile(r"(?i)\b(?:make|makes|made|making)\s+(?:this|that)\s+(?:work|happen)\b")


# "she/her", "they/them", "he/him/his": pronouns named as words, which stand for no one.
PRONOUN_SET = re.compile(r"(?i)\b(?:she|he|they|ze|xe)/(?:her|him|them|hers|his|theirs|zir|xem)(?:/\w+)?\b")


def resolve_inner(text: str, kinds: dict[str, list[str]]) -> str | None:
    """``text`` with each pronoun inside it (not its opening word) that the clause itself does not
    resolve said as the one thing of ``kinds`` it can stand for ("I made personalized tags for them"
    after "my dogs can come too" → "... for my dogs"); None when some pronoun has no such thing, or
    more than one ("my friends have played it and recommended it": played what?).

    ``kinds``: for "They", "He", "She" and "It", the phrases named before the clause (the message
    and the previous turns) that each can stand for. A pronoun an idiom or a dummy subject uses
    ("make it", "it's hard to", "I love it when") stands for nothing and is left as it is."""
    tokens = list(re.finditer(r"\S+", text))
    raw = [t.group(0) for t in tokens]
    words = [_bare(w) for w in raw]
    opening = 0
    while opening < len(words) and words[opening] in _STARTERS:
        opening += 1
    if _pointing_pronoun(text) or _MAKE_THIS.search(text):
        return None
    if re.search(r"(?i)\b(?:all|most|some|none|each|both|any|many|few) of them\b.+\b\w+\s+them\b", text):
        return None  # "all of them will continue to use them": two sets, not one
    out = text
    said_pronouns = [p.span() for p in PRONOUN_SET.finditer(text)]
    for m in reversed(list(_INNER_PRONOUN.finditer(text))):
        k = next((i for i, t in enumerate(tokens) if t.start() <= m.start() < t.end()), 0)
        if k <= opening:
            continue  # the opening pronoun: the subject rules' and ``resolve``'s
        if any(a <= m.start() < b for a, b in said_pronouns):
            continue  # "I use she/her": the pronouns themselves, standing for no one
        form = m.group("pron").lower()
        kind = _KIND[form]
        # ("haven't tried her, go on": a pronoun before a comma owns nothing after it)
        after = words[k + 1] if k + 1 < len(words) and raw[k][-1:] not in ",.;:!?" else ""
        role = _role(form, m.group("verb"), after)
        if form == "her" and k > 0 and words[k - 1] in CAUSATIVES:
            role = "object"  # "helping her find a new place": her, finding; not "her find"
        if kind == "It" and _idiom_it(words, k, text[m.end("pron") :]):
            continue
        if (
            form in ("him", "her", "it", "them")
            and role == "object"
            and k + 1 < len(raw)
            and raw[k + 1][:1].isupper()
        ):
            return None  # "I named him Buddy": someone new, whom only the moment shows ("her PhD" is hers)
        if _named_within(raw, words, k, kind, subject=role != "object"):
            continue
        if (
            form == "its"
            and role == "possessive"
            and words[opening : opening + 1] in (["my"], ["our"], ["the"])
        ):
            continue  # "my Civic failed its MOT": the subject's own
        if (
            role == "possessive"
            and kind in ("He", "She")
            and (_opens_on_one_of(text, kinds.get(kind, [])) or _opens_on_a_name(raw))
        ):
            # "Priya just got her license": her own, as the clause says; "Panda loves to relax on
            # his rug" after "Max came over": Panda's, likelier than Max's, so not said as Max's.
            continue
        phrase = _only(kinds, kind, text, words[k - 1] in ("for", "with", "to") or role != "object")
        if phrase is None:
            return None
        said = _said_as(phrase, form, m.group("verb"), role, text[m.end() :])
        out = out[: m.start()] + said + out[m.end() :]
    return out


def _opens_on_a_name(raw: list[str]) -> bool:
    """True when ``raw`` (a clause's words as written) opens on a name and its verb: "Panda loves",
    "Jo just got" (not "My sister", "Yesterday", "It")."""
    name = re.fullmatch(r"(?P<name>[A-Z][a-z]+)(?P<s>['’]s)?", raw[0]) if len(raw) > 1 else None
    if name is None or name.group("name").lower() in PRONOUNS | FUNCTION_WORDS:
        return False
    rest = [w.lower() for w in raw[1:3] if w.lower() not in LEADING_ADVERBS]
    if name.group("s"):
        # "Tom's having his tonsils out": his "is" before a doing ("Tom's wedding" is his thing).
        return bool(rest) and rest[0].endswith("ing") and rest[0] not in ING_NOUNS and gerund_form(rest[0])
    # One being, so a singular verb ("Veggies are his fave" opens on a plural thing, not a name).
    return bool(rest) and (
        rest[0] in ("is", "was", "has", "does")
        or (finite_form(rest[0]) and rest[0] != "were")
        or past_as_base(rest[0])  # "Tom quit his job"
    )


def _opens_on_one_of(text: str, phrases: list[str]) -> bool:
    """True when ``text`` opens on one of ``phrases`` ("Priya just got ...", "My sister ...")."""
    return any(re.match(rf"(?i){re.escape(p)}\b", text) for p in phrases)


def _only(kinds: dict[str, list[str]], kind: str, clause: str, someone: bool) -> str | None:
    """The one phrase of ``kinds`` a pronoun of ``kind`` in ``clause`` can stand for, or None: not
    one the clause names itself ("Toby needs time to get along with him": not Toby), and for "them"
    no other plural the speaker named ("I made them myself" after "my dogs" and "these tags");
    ``someone``: only people or animals compete ("tags for them": for whom?)."""
    phrases = {p for p in kinds.get(kind, []) if not re.search(rf"\b{re.escape(p.split()[-1])}\b", clause)}
    if len({p.split()[-1] for p in phrases}) == 1 and kind in ("He", "She"):
        # "I got a new puppy": "my puppy" and "the new puppy" are one animal; the fuller says it.
        phrases = {max(sorted(phrases), key=len)}
    if len(phrases) != 1:
        return None
    phrase = phrases.pop()
    if kind in ("He", "She") and set(kinds.get("Someone", [])) - {phrase.split()[-1].lower()}:
        return None
    if kind == "They":
        head = _head_noun(phrase)
        if set(kinds.get("They+" if someone else "They*", [])) - {head}:
            return None
        if head in COLLECTIVE_NOUNS and set(kinds.get("They*", [])) - {head}:
            return None  # a group competes with any plural named: "players on my team ... them"
    return phrase


# "my love for dance", "my passion for painting": what the speaker loves is a thing "it" can be.
_LOVE_FOR = re.compile(
    r"\b(?:my|our)\s+(?:love|passion|enthusiasm)\s+(?:for|of)\s+(?P<what>[a-z]+)\b(?!\s+[a-z]+ing\b)"
)


# A name: a capitalised run that is no sentence opener, pronoun, month or weekday.
# "LeBron", "McDonald": a capital inside a name does not end it.
def _names(text: str, not_names: frozenset[str], kind: str) -> list[str]:
    """The names in ``text`` that a "he" (``kind`` "He") or "she" ("She") after them in ``text``
    already stands for ("Max looks so peaceful. It's nice to remember him"): a name alone says no
    gender, nor that a later "him" is that person."""
    after = r"\b(?:he|him|his)\b" if kind == "He" else r"\b(?:she|her)\b"
    found: list[str] = []
    last = ""
    for m in _RUNNING_NAME.finditer(text):
        name = m.group("name")
        # "how's Tom?": a word with a sense of its own is a name inside a sentence, alone ("Harry
        # Potter", "Spider-Man" and a sentence's first word are not), as ``persons_named`` reads it.
        opening = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1:] in ".!?"
        worded = all_lemmas(name.split()[0].lower()) and (opening or len(name.split()) > 1)
        first = name.split()[0]
        if (
            first in not_names
            or first.lower() in _NUMBERS | _NOT_A_NAME
            or worded
            or text[m.start() - 1 : m.start()] == "-"
        ):
            continue
        if _PLACE_BEFORE.search(text[: m.start()]):
            continue
        last = name
        if re.search(after, text[m.end() :], re.IGNORECASE):
            found.append(name)
    if last and last not in found:
        # "LeBron ... meet him" then "McDonald is my coach. I like him": the name said last may be
        # whom the pronoun means, so two people are in reach and neither is chosen.
        found.append(last)
    return found


_PLURAL_DETERMINERS = _words(
    "the my our your these those some many few several all his her their two three four five"
)


def _plurals_named(text: str) -> list[str]:
    """The plural nouns ``text`` names, with or without a determiner ("I love non-fiction books"),
    as lemmas; not a word after a subject or "to" ("she books", "to reads"), which is a verb."""
    words = [_bare(w) for w in text.split()]
    found: list[str] = []
    for before, w in pairwise(["", *words]):
        if not w or before in SUBJECT_WORDS or w in ABSTRACT_PLURALS or w in VAGUE_NOUNS or w in TIME_NOUNS:
            continue
        if _fits(w, "They"):
            found.append(all_lemmas(w).get("NOUN", (w,))[0])
    return found


def _plural_heads(text: str) -> list[str]:
    """The plural nouns ``text`` names after a determiner or an adjective ("my dogs", "these tags",
    "new friends"): all that "them" could stand for."""
    words = [_bare(w) for w in text.split()]
    found: list[str] = []
    for k in range(1, len(words)):
        w, before = words[k], words[k - 1]
        if not w or w in ABSTRACT_PLURALS or w in VAGUE_NOUNS or w in TIME_NOUNS or not _fits(w, "They"):
            continue
        lemmas = all_lemmas(before)
        if before in _PLURAL_DETERMINERS or "ADJ" in lemmas or (before.endswith("ed") and "VERB" in lemmas):
            found.append(all_lemmas(w).get("NOUN", (w,))[0])
    return found


def referent_kinds(
    earlier: list[tuple[str, str]],
    own: str,
    heard: str,
    previous_clause: str | None,
    not_names: frozenset[str],
    prior: str | None = None,
) -> dict[str, list[str]]:
    """What a pronoun inside a clause can stand for (``resolve_inner``): "They", "He", "She" the
    speaker's own people or animals named before ("my dogs", "my son": ``earlier``, and ``own``,
    the speaker's previous turn and the message up to the clause), "He" and "She" also a name
    ``heard`` (the turn before) or ``own`` gives, "It" the one thing the previous clause said the
    speaker got, made or has ("I got a new tattoo"), or what they love ("my love for dance").
    "They*" lists every plural ``own`` names and "They+" the people and animals among them: what
    else "them" could be. ``not_names``: the session's speakers, pronouns, months, weekdays.
    ``prior``: the message up to the clause; when it names no thing, "It" and "They" are also the
    one thing the question ending ``heard`` names (``asked_object``: "Do you still have that old
    guitar?" - "I still play it every day")."""
    kinds: dict[str, list[str]] = {"They": [], "He": [], "She": [], "It": []}
    for pronoun, phrase in earlier + antecedents(own, each=True):
        if pronoun in kinds and (pronoun != "They" or animate(phrase)):
            kinds[pronoun].append(phrase)
    plurals = _plural_heads(own)
    # "... you give me movie recommendations, I usually like them": a plural the clause's own
    # sentence named before it, with no determiner, is what "them" may be too.
    same = "" if re.search(r"[.!?]\W*$", own) else last_sentence(own)
    kinds["They*"] = plurals + _plurals_named(same)
    # "I used to have a dog ... we had to get rid of her": someone else "her" could be.
    bare = [_bare(w) for w in own.split()]
    kinds["Someone"] = [w for w in bare if w in ANIMALS or w in FEMININE or w in MASCULINE]
    kinds["They+"] = [p for p in plurals if p in ANIMALS or p in COMPANIONS or p in IRREGULAR_PLURALS]
    kinds["He"] += _names(f"{heard} {own}", not_names, "He")
    kinds["She"] += _names(f"{heard} {own}", not_names, "She")
    # "My puppy ... I love taking him to the park": one animal is "he", "she" or "it" alike.
    animals = _own_animals(own)
    if previous_clause:
        things = _things(previous_clause)
        kinds["It"] += things + _worked_on(previous_clause)
        kinds["It"] += [m.group("what") for m in _LOVE_FOR.finditer(previous_clause)]
        # '"The Name of the Wind" sounds cool. I'll add it to my list': the title said before.
        kinds["It"] += [t for t in _titles_named(previous_clause) if t not in kinds["It"]]
        # "My Tesla has been in the shop 3 times. Thinking about selling it": a thing of the
        # speaker's the clause before was about (not a person: "My sister is great").
        mine = subject_thing(previous_clause, not_names)
        if (
            mine is not None
            and re.match(r"(?:my|our)\s", mine, re.I)
            and not animate(mine)
            and mine not in kinds["It"]
        ):
            kinds["It"].append(mine)
        animals += [t for t in things if _one_animal(t.split()[-1])]
    for phrase in dict.fromkeys(animals):
        kinds["He"].append(phrase)
        kinds["She"].append(phrase)
    if prior is not None and not (_things(prior) or _named_things(prior) or _plural_heads(prior)):
        for kind in ("It", "They"):
            kinds[kind] += [o] if (o := asked_object(heard, kind)) else []
        asked = last_sentence(heard)
        # "I finished my first quilt!" - "What will you do with it?" - "Giving it to my niece": the one
        # thing the speaker's own turn got or made is the "it" both mean; so after a reaction that
        # names nothing ("I have an old car" - "nice" - "sold it last week").
        asked_of_it = asked.endswith("?") and re.search(r"(?i)\bit\b", asked) is not None
        if not kinds["It"] and (asked_of_it or _bare_reaction(heard)):
            kinds["It"] += [mine] if (mine := own_thing(own)) else []
        if not kinds["It"]:
            # "You might enjoy Seveneves" - "Already read it": the one work suggested is "it".
            kinds["It"] += [t] if (t := suggested_title(heard)) else []
        # "How's the new puppy?" - "I got her last month": the one animal asked about is "he" or "she".
        animal = asked_object(heard, "It")
        if animal is not None and _one_animal(animal.split()[-1]) and not kinds["Someone"]:
            kinds["He"].append(animal)
            kinds["She"].append(animal)
    return kinds


def _bare_reaction(heard: str) -> bool:
    """True when ``heard`` (the turn before) is a short reaction that names nothing: "nice", "omg
    wow!!", "haha amazing"."""
    words = heard.split()
    return (
        0 < len(words) <= 4
        and "?" not in heard
        and not (_things(heard) or _named_things(heard) or _plural_heads(heard))
        and not any(w[:1].isupper() and k for k, w in enumerate(words))
    )


# "You might enjoy Seveneves by Neal Stephenson", "I'd recommend The Overstory", "Try Hades": a
# work suggested by its title, capitalised as a name is (its author after "by" left out).
_SUGGESTED = re.compile(
    r"(?:\b(?:might|would|['’]d|will|should|may)\s+(?:also\s+)?(?:enjoy|like|love)|\brecommend|\bsuggest|"
    r"\b(?:[Tt]ry|[Cc]heck\s+out|[Hh]ow\s+about|[Ww]hat\s+about)|\b(?:give|gave)\s+(?=[A-Z]))\s+"
    r"(?P<title>[A-Z][\w'’:-]*(?:\s+(?:(?:of|the|and|a|an|in|on|to|for)\s+)*[A-Z][\w'’:-]*)*)"
)


def suggested_title(heard: str) -> str | None:
    """The one work ``heard`` (the turn before) suggests by its title ("You might enjoy Seveneves by
    Neal Stephenson" → "Seveneves"); None when it suggests none, or more than one."""
    found = list(_SUGGESTED.finditer(heard))
    if any(re.match(r"\s*(?:,|\bor\b|\band\b)\s*[A-Z]", heard[m.end() :]) for m in found):
        return None  # "You might enjoy Severance or The Bear": which one "it" is, the reply does not say
    titles = {m.group("title") for m in found}
    # "The Bear" opens on "The", which alone is no title; "Try it", "How about this" name none.
    titles = {
        t for t in titles if (t.split()[0] not in NOT_NAMES or len(t.split()) > 1) and t.split()[0] != "I"
    }
    return titles.pop() if len(titles) == 1 else None


def own_thing(own: str, *, whose: bool = False) -> str | None:
    """The one thing ``own``, the speaker's words, says they got, made or have ("I finished my first
    quilt!" → "my first quilt"; ``whose``: "the new rug I got"), as ``_things`` reads it; None when
    it names none, or two ("a new bike and a helmet": whichever the verb got)."""
    mine = _things(own, whose=whose)
    # "We're launching a new app at my company": where it is done ("at my company") is no second thing.
    named = [
        m for m in _THING.finditer(own) if (own[: m.start()].split() or [""])[-1].lower() not in PREPOSITIONS
    ]
    return mine[0] if len(mine) == 1 and len(named) == 1 else None


def _own_animals(text: str) -> list[str]:
    """The speaker's single animals ``text`` names ("my new puppy", "our cat"), read as ``antecedents``
    reads a possessed noun phrase: what an inner "him"/"her" can stand for."""
    found: list[str] = []
    for m in _EACH_POSSESSED.finditer(text):
        head = _head(m.group("phrase"))
        if head and _one_animal(head.split()[-1]):
            found.append(f"{m.group('det').lower()} {head}")
    return found


def _one_animal(word: str) -> bool:
    """True when ``word`` names one animal ("puppy", "cat"), not a plural or anything else."""
    return word in ANIMALS and all_lemmas(word).get("NOUN", (word,))[0] == word


# "Do you still have that old guitar?", "Have you got the tickets?": what the listener has is theirs.
_YOU_HAVE = re.compile(
    r"(?i)\byou\s+(?:still\s+|already\s+)?(?:have|own|keep|got|have\s+got)\s+(?:that|the|this|those|these)\s+$"
)


def asked_them(clause: str, asked: str) -> bool:
    """True when ``clause`` says "them" after a verb the question ending ``asked`` also says before
    "them" ("How long have you had them?" - "I've had them for 3 years"): the same "them"."""
    last = last_sentence(asked)
    heard = {
        v for m in _VERB_PRONOUN.finditer(last) if m.group("pron").lower() == "them" for v in _verb_lemmas(m)
    }
    said = {
        v
        for m in _VERB_PRONOUN.finditer(clause)
        if m.group("pron").lower() == "them"
        for v in _verb_lemmas(m)
    }
    return last.endswith("?") and bool(heard & said)


def _verb_lemmas(m: re.Match[str]) -> tuple[str, ...]:
    return all_lemmas(m.group("verb").lower()).get("VERB", ())[:1]


def _head_noun(phrase: str) -> str:
    """The lemma of the last word of ``phrase``: "the players" and "player" name one kind."""
    word = phrase.split()[-1]
    return all_lemmas(word).get("NOUN", (word,))[0]


def asked_object(asked: str, kind: str) -> str | None:
    """The one thing the question that ends ``asked`` names (``_asked_thing``) that a pronoun
    object of ``kind`` ("It" or "They") in the answer can stand for, as the speaker says it: "your
    X", and what the question says the listener has ("Do you still have that old guitar?"), are
    "my X"; None when it names none or two."""
    phrase = _asked_thing(asked, kind)
    if phrase is None:
        return None
    *earlier, last = SENTENCE_BREAK.split(asked.strip())
    if phrase[:1].isupper():
        # "Portugal": a name, said as the question said it (unless the turn named another thing).
        return None if _named_things(" ".join(earlier)) + _things(" ".join(earlier)) else phrase
    det, _, rest = phrase.partition(" ")
    said = " ".join(earlier)
    told = _plural_heads(said) if kind == "They" else _named_things(said) + _things(said)
    told += [a for q in earlier if (a := _asked_thing(q, kind))]
    # (the thing itself, asked on by a follow-up, is no other: "What about your script? Any ideas?")
    if [t for t in told if _head_noun(t) != _head_noun(phrase)]:
        return None  # "Did you see the players? Did you see the coaches?": which, the turn does not say
    if re.search(r"(?i)\b(?:it|its)\b" if kind == "It" else r"(?i)\b(?:they|them|their)\b", last):
        return None  # "Does it remind you of your childhood?": "it" is something else again
    first = re.escape(rest.split()[0])
    owned = any(_YOU_HAVE.search(last[: m.start()]) for m in re.finditer(rf"\b{first}\b", last))
    named = any(w[:1].isupper() for w in rest.split())  # "that red Vespa": a name says which
    if not owned and not named and re.search(rf"(?i)\b(?:this|that|these|those)\s+{first}\b", last):
        return None  # "How long do you hold that pose?": which pose, only the photo shows
    return f"my {rest}" if det == "your" or owned else phrase


# "here" as a place the speaker is at ("I started volunteering here"), not "here's", "here for you".
_HERE = re.compile(r"(?i)(?<=\s)here\b(?!['’]s)")


def here_unresolved(text: str) -> re.Match[str] | None:
    """Where ``text`` says "here" of a place it does not name ("I started volunteering here"), or None."""
    for m in _HERE.finditer(text):
        after = text[m.end() :].split()[:1]
        if not after or after[0].strip(".,!").lower() not in HERE_IDIOM_AFTER:
            return m
    return None


def resolve_here(text: str, before: str, not_places: frozenset[str], around: str = "") -> str | None:
    """``text`` with its place "here" said as the one place ``before`` named ("How's the job at
    Fox Hollow?" then "I started here a year ago" → "I started at Fox Hollow a year ago"); ``text``
    as it is when it has no such "here"; None when no place, or more than one, was named.

    ``around``: also the speaker's previous turn; with no capitalised place, the one place it names
    after "at"/"to" and an article ("I hang out with people at the tournament" then "I stick
    around the chill people here" → "... people at the tournament")."""
    m = here_unresolved(text)
    if m is None:
        return text
    places = {p.group("place") for p in _named_places(before, not_places)}
    common = _common_fallback(f"{before} {around}", not_places) if not places else None
    if common is not None:
        places = {common}
    if len(places) != 1:
        return None
    return f"{text[: m.start()]}at {places.pop()}{text[m.end() :]}"


# "These figurines I bought yesterday remind me ...": a subject that points, after discourse words.
_POINTED_SUBJECT = re.compile(
    r"^(?P<lead>(?i:(?:and|but|so|now|plus|also|yeah|yes|well|oh|wow|just)\b,?\s+)*)"
    r"(?P<det>[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\s+(?P<rest>\S.*)$",
    re.S,
)
# Who a relative clause after a noun names as its subject: "the figurines I bought", "the pic you sent".
_RELATIVE_SUBJECTS = _words("i we you he she they my our your his her their")


def _relative_after(after: list[str], raw: list[str]) -> bool:
    """True when ``after`` (what follows a noun phrase) opens a relative clause whose subject is
    someone ("I bought yesterday", "you shared", "John sent me", "my mom gave me") and whose verb
    is in a finite form: it says which thing the noun is."""
    if len(after) < 2:
        return False
    k = 0
    if after[0] in ("that", "which"):
        k = 1
    if k + 1 >= len(after):
        return False
    who = after[k]
    name = raw[k][:1].isupper() and who not in PRONOUNS and not all_lemmas(who)
    if who in ("my", "our", "your", "his", "her", "their") and k + 2 < len(after):
        k += 1  # "my mom gave me"
    elif who not in _RELATIVE_SUBJECTS and not name:
        return False
    verb = after[k + 1]
    if verb in ("'ve", "have", "had", "just", "recently", "finally", "got"):
        return True  # "the shoes I've got", "the book I just read"
    verbs = all_lemmas(verb).get("VERB", ())
    return (
        bool(verbs) and (verbs[0] != verb or who in ("i", "we", "you", "they")) and not verb.endswith("ing")
    )


def resolve_pointed(text: str, own: str, heard: str) -> str | None:
    """``text`` with its opening "this/that/these/those <noun>" read as which thing it is, or None
    when only the moment shows it (what was in a photo): "These figurines I bought yesterday remind
    me of family love" → "The figurines I bought yesterday ..." (the relative clause says which);
    "this car" the speaker called "my car" before (``own``: their previous turn and the message up to
    ``text``), or the turn before (``heard``) called "your car" → "My car"; the one fuller phrase
    either gave the noun ("I held a benefit basketball game" - "That game was a blast" → "The
    benefit basketball game was a blast")."""
    m = _POINTED_SUBJECT.match(text)
    if m is None:
        return None
    raw = m.group("rest").split()
    n = _noun_phrase(raw)
    phrase = [_bare(w) for w in raw[:n]]
    nouns = [w for w in phrase if "NOUN" in all_lemmas(w) or not all_lemmas(w)]
    if not nouns or any(w[:1].isupper() for w in raw[:n]) or phrase[0] in TIME_MODIFIERS:
        return None  # "That's ...", "This is ...", "This week": no thing pointed at
    head = nouns[-1]
    base = all_lemmas(head).get("NOUN", (head,))[0]
    if base in TIME_NOUNS or head in TIME_NOUNS or base in _NOT_A_THING or head in ABSTRACT_PLURALS:
        return None  # "those moments", "this feeling": what only the moment gives
    det = "The" if m.group("det")[0].isupper() else "the"
    after = [_bare(w) for w in raw[n:]]
    start = m.start("det")
    tail = text[m.start("rest") + len(" ".join(raw[:n])) :]
    if _relative_after(after, raw[n:]):
        return f"{text[:start]}{det} {' '.join(raw[:n])}{tail}"
    if _possessed_before(base, own, heard):
        mine = "My" if det == "The" else "my"
        return f"{text[:start]}{mine} {' '.join(raw[:n])}{tail}"
    fuller = _fuller(phrase, base, f"{own} {heard}")
    if fuller is not None:
        return f"{text[:start]}{det} {fuller}{tail}"
    return None


# "The sign was just a precaution": a subject "the <noun>", after discourse words at most.
_DEFINITE = re.compile(
    r"^(?P<lead>(?i:(?:and|but|so|now|plus|also|then|yeah|well|oh|just|still)\b,?\s+)*)"
    r"(?P<det>[Tt]he)\s+(?P<rest>\S.*)$",
    re.S,
)
# Where a noun phrase ends: a relative, a pronoun or a determiner opening what follows it.
_NP_END = _words(
    "who whom whose which that where when i we you he she they it my our your his her their a an the this"
)
# Words of rank a noun phrase opens with, as an adjective would: "the third one", "the first time".
_ORDINALS = _words("first second third fourth fifth sixth seventh eighth ninth tenth last next other")
# The speaker and the listener, whom a chat names: "the help I got", "the photo you shared".
_SPEAKERS_WORDS = _words("i me my mine we us our ours i'm i've we're you your yours you've you're")
# What a clause says the speaker's goal, plan or idea is: "is to ...", "is that ...", "is getting ...".
_AIM_IS = re.compile(r"(?i)^(?:is|are|['’]s)\s+(?:(?:just|simply|really|always)\s+)?(?:to|that|for|\w+ing)\b")
# "The toughest thing is that we lost Max", "The best part was when ...": the content is the clause.
_CLEFT = re.compile(r"(?i)^(?:is|was|are|were|['’]s)\s+(?:(?:just|simply|really)\s+)?(?:that|when|how|to)\b")
# Someone else whose goal it could be: "he", "their", "my sister", "Ben's".
_THIRD_PARTY = re.compile(r"(?i)\b(?:he|she|him|his|her|hers|they|them|their|theirs)\b")
# A title in quotes: "The Lean Startup".
_TITLE = re.compile(r"[\"“][A-Z][^\"”]{1,60}[\"”]")
_NAME_S = re.compile(r"\b(?P<name>[A-Za-z]+)['’]s\b")
# Small words a title leaves in lower case: "The Name of the Wind".
_TITLE_SMALL = _words("a an the of and or in on at to for with by from as is my your")


def titles(text: str) -> list[str]:
    """The titles ``text`` gives in quotes ('I loved "Becoming Nicole"', '"The Lean Startup"'), each
    once, in order: a quote whose words all open in capitals but the small ones ("of", "the"),
    not a saying ("Just keep swimming")."""
    found: list[str] = []
    for m in _TITLE.finditer(text):
        words = re.findall(r"[A-Za-z][\w'’-]*", m.group(0))
        if all(w[:1].isupper() or w.lower() in _TITLE_SMALL for w in words) and m.group(0) not in found:
            found.append(m.group(0))
    return found


def _titles_named(text: str) -> list[str]:
    """The one title ``text`` gives in quotes, said with its kind when ``text`` says it
    (``_kind_titles``), else as read, watched or called (``_read_titles``); else []."""
    return _kind_titles(text) or _read_titles(text)


def _kind_titles(text: str) -> list[str]:
    """'the show "The Wheel of Time"' for the one title ``text`` gives in quotes when it says of
    what kind the work is (one word of ``lexicon.TITLED_WORKS``: "a new show called ..."), else []."""
    found = titles(text)
    kinds = {w for w in (_bare(x) for x in text.split()) if w in TITLED_WORKS}
    if len(found) != 1 or len(kinds) != 1:
        return []
    kind = kinds.pop()
    return [f"the {all_lemmas(kind).get('NOUN', (kind,))[0]} {found[0]}"]


_BY = re.compile(r"^\s+by\s+(?:[A-Z][\w.'’-]*\s+){0,2}[A-Z][\w'’-]*")


def _read_titles(text: str) -> list[str]:
    """The one title in quotes ``text`` gives when the speaker read, watched, loved ... it, it is what
    something is called, or it opens the clause ('"Dune" by Frank Herbert is great'), with its
    author ("by ..."); else []."""
    found = titles(text)
    if len(found) != 1:
        return []
    at = text.find(found[0])
    said = [_bare(w) for w in text[:at].split() if _bare(w) not in INTENSIFIERS]
    # 'I'm working on one with my group called "Finding Home."': a work called by its title.
    called = said[-1:] in (["called"], ["named"], ["titled"], ["entitled"])
    if said and said[-1] not in TITLE_VERBS and not called and not all(w in TITLE_OPENERS for w in said):
        return []
    by = _BY.match(text[at + len(found[0]) :])
    return [STOP_IN_QUOTES.sub(r"\1", found[0]) + (by.group(0) if by else "")]


# "that book", "the movie", "this series": a work a title in quotes may name.
_TITLED = re.compile(
    r"\b(?P<det>[Tt]his|[Tt]hat|[Tt]he)\s+(?P<noun>book|novel|movie|film|song|album|show|series|play|"
    r"podcast|trilogy|documentary)\b(?!['’])(?:\s+(?P<next>[a-z]+))?"
)


def _one_title(noun: str, reach: str) -> str | None:
    """The one title in quotes ``reach`` gives (``titles``); of several, the one said next to
    ``noun`` ('the book "Dune"', '"Dune" is a great book'); else None."""
    found = titles(reach)
    if len(found) > 1:
        found = [
            t
            for t in found
            if any(
                re.search(rf"(?i)\b{noun}s?\b", reach[max(0, m.start() - 20) : m.end() + 30])
                for m in re.finditer(re.escape(t), reach)
            )
        ]
    return found[0] if len(found) == 1 else None


def resolve_titled(text: str, reach: str) -> str | None:
    """``text`` with its first "that/this/the <work>" ("book", "movie", "song", "series"...) said as
    the one title in quotes ``reach`` (the speaker's words before the clause and the turn before)
    gives ('Have you read "The Alchemist"?' - "Yes, I read that book and loved it" → 'I read "The
    Alchemist" and loved it'); None when there is no such work, or no title, or two of its kind.
    Not a work that names another thing ("that movie night", "the book club")."""
    m = _TITLED.search(text)
    if m is None:
        return None
    after = m.group("next") or ""
    if (
        after
        and "NOUN" in all_lemmas(after)
        and "VERB" not in all_lemmas(after)
        and after not in FUNCTION_WORDS
    ):
        return None  # "the book club": a club
    if text[: m.start()].rstrip().lower().endswith("ing"):
        return None  # "Watching that movie with my family was awesome": how it was, no fact of it
    title = _one_title(m.group("noun"), reach)
    if title is None:
        return None
    det = "The" if m.group("det")[0].isupper() else "the"
    return f"{text[: m.start()]}{det} {m.group('noun')} {title}{text[m.end('noun') :]}"


_SENTENCE_OPENS = re.compile(r"(?:^|[.!?]\s+)\W*$")


def _someone_else(text: str) -> bool:
    """True when ``text`` names someone besides the speaker and the listener whose goal or plan it
    could be: "he", "their", "Ben's", "my sister", "your son's" ("What's" is no one)."""
    if _THIRD_PARTY.search(text):
        return True
    # A capital inside a sentence is a name even where it is a word too ("Tom's party", "Rose's").
    names = [(m.group("name"), _SENTENCE_OPENS.search(text[: m.start()])) for m in _NAME_S.finditer(text)]
    if any(n[:1].isupper() and (not opens or not all_lemmas(n.lower())) for n, opens in names):
        return True
    people = COMPANIONS | FEMININE | MASCULINE
    words = [_bare(w) for w in re.findall(r"[A-Za-z]+", text)]
    return any(w in people or all_lemmas(w).get("NOUN", ("",))[0] in people for w in words)


def _noun_phrase(words: list[str]) -> int:
    """How many of ``words`` (what follows "the") make its noun phrase: "2 younger kids", "dance
    studio", "official opening night", "red and blue"; after a noun, a verb form ends it ("sign
    says", "hike took", "kids love")."""
    k = 0
    while k < len(words):
        w = _bare(words[k])
        if not w or w in PREPOSITIONS or w in _NP_END or w in AUXILIARIES or w in FUNCTION_WORDS - {"and"}:
            break
        lemmas = all_lemmas(w)
        previous = _bare(words[k - 1]) if k else ""
        before = all_lemmas(previous)
        noun_before = bool(previous) and (("NOUN" in before and "ADJ" not in before) or not before)
        noun_before = noun_before and previous != "and" and not previous.isdigit()
        verbs = lemmas.get("VERB", ())
        inflected = bool(verbs) and verbs[0] != w and not w.endswith("ing")  # "says", "took"
        # "kids love (it)"; the word that ends the phrase is its noun ("the payments team?").
        last = k + 1 == len(words) or words[k].endswith((",", ".", "?", "!", ";", ":"))
        plural_verb = bool(verbs) and verbs[0] == w and previous.endswith("s") and not last
        # "the yoga classes?": a noun's plural ends the phrase, though it reads as a verb's -s too.
        inflected = inflected and not (last and "NOUN" in lemmas and w.endswith("s"))
        if w == "and":
            if not (noun_before or "ADJ" in before):
                break
        elif (noun_before and (inflected or plural_verb)) or not (
            {"NOUN", "ADJ"} & set(lemmas) or w.isdigit() or w in _ORDINALS or not lemmas
        ):
            break
        k += 1
        if words[k - 1].endswith((",", ";", ":")):
            break
    while k and _bare(words[k - 1]) == "and":
        k -= 1
    return k


def _named_before(noun: str, own: str, heard: str) -> bool:
    """True when ``own`` (the speaker's words before the clause) or ``heard`` (the other turns)
    names ``noun``; there, "that sign" only points at what was shown, so names nothing."""
    stems = {noun, *all_lemmas(noun).get("NOUN", ())}
    for text, pointing in ((own, False), (heard, True)):
        words = [_bare(w) for w in text.split()]
        for k, w in enumerate(words):
            if not any(w in (s, f"{s}s", f"{s}es") for s in stems):
                continue
            if not (pointing and set(words[max(0, k - 2) : k]) & {"this", "that", "these", "those"}):
                return True
    return False


def _possessed_before(noun: str, own: str, heard: str) -> bool:
    """True when the speaker's own words called ``noun`` theirs ("my new car") or the turn before
    called it the listener's ("How's your dance studio?")."""
    stem = re.escape(noun)
    # Words between, not someone's: "your sister's plan" is not the speaker's.
    own_rx = rf"(?i)\b(?:my|our)\s+(?:[\w-]+\s+){{0,2}}{stem}(?:s|es)?\b"
    heard_rx = rf"(?i)\byour\s+(?:[\w-]+\s+){{0,2}}{stem}(?:s|es)?\b"
    return re.search(own_rx, own) is not None or re.search(heard_rx, heard) is not None


# Where a noun phrase "the <noun>" may have been said in full before: after an article or a demonstrative.
# Each is read on its own ("a charity game and a basketball game": two); one after "my" or "your" competes.
_FULL_PHRASE = re.compile(
    r"(?i)\b(?P<det>a|an|the|this|that|these|those|my|our|your|his|her|their)\s+"
    r"(?=(?P<np>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,4}))"
)


def _fuller(phrase: list[str], base: str, said: str) -> str | None:
    """The one longer noun phrase ``said`` (the speaker's words before and the turn before) gave the
    head ``base`` that ends as ``phrase`` does ("a benefit basketball game" for "game"), or None when
    it gave none, or two ("a charity game" and "a basketball game": which, the words do not say)."""
    found: set[str] = set()
    for m in _FULL_PHRASE.finditer(said):
        words = m.group("np").split()
        # "a benefit basketball game last week": the time is no part of the thing.
        cut = next((k for k, w in enumerate(words) if _bare(w) in TIME_NOUNS | TIME_MODIFIERS), len(words))
        words = words[:cut]
        n = _noun_phrase(words)
        np = [_bare(w) for w in words[:n]]
        if len(np) <= len(phrase) or np[-len(phrase) :] != phrase:
            continue
        if all_lemmas(np[-1]).get("NOUN", (np[-1],))[0] != base or any(w in _ORDINALS for w in np):
            continue  # "the next game": a game to come, no name for this one
        owned = m.group("det").lower() in ("my", "our", "your", "his", "her", "their")
        found.add(("" if owned else "+") + " ".join(words[:n]).rstrip(",;:.!?"))
    one = found.pop() if len(found) == 1 else ""
    return one[1:] if one.startswith("+") else None  # someone's ("my old car"): theirs, said elsewhere


# "The youngest just started school": one of a family the chat counted, by age (``AGE_RANKS``).
_FAMILY_PLURALS = re.compile(
    r"(?i)\b(?P<who>kids|children|sons|daughters|boys|girls|siblings|brothers|sisters|grandkids|grandchildren|"
    r"dogs|cats|pups|puppies)\b"
)


def _ranked_one(text: str, m: re.Match[str], said: str) -> str | None:
    """``text`` ("The youngest just started school") with "the youngest" said as one of the family
    the chat named last ("My youngest kid just started school" after "How many kids do you have?"),
    or None when it named none."""
    found = list(_FAMILY_PLURALS.finditer(said))
    if not found:
        return None
    family = found[-1]
    who = family.group("who").lower()
    one = all_lemmas(who).get("NOUN", (who.removesuffix("s"),))[0]
    words = m.group("rest").split()
    rank = _bare(words[0])
    rest = words[2:] if len(words) > 1 and _bare(words[1]) in ("one", one) else words[1:]
    if words[0].endswith(",") and rest and rest[0].endswith(","):
        # "the youngest, Theo, is 4 months": the name set off by commas follows its noun without them.
        rest = [rest[0].rstrip(","), *rest[1:]]
    # "How many kids does Sam have?" - "the youngest is 4 months": Sam's, not the speaker's.
    owner = _FAMILY_OF.match(said, family.end()) or _FAMILY_OWNER.search(said, 0, family.start())
    if owner is not None and owner.group("name") is None:
        return None  # "his kids": whose, the chat said before
    mine = "My" if m.group("det") == "The" else "my"
    lead = f"{m.group('lead')}{owner.group('name') + chr(39) + 's' if owner is not None else mine}"
    return " ".join([lead, rank, one, *rest])


# Whose the family counted is: "kids does Sam have", "Sam's kids", "his kids".
_FAMILY_OF = re.compile(r"\s+(?:does|did|do)\s+(?:(?P<name>[A-Z][a-z]+)|he|she|they)\s+have\b")
_FAMILY_OWNER = re.compile(r"(?:\b(?P<name>[A-Z][a-z]+)['’]s|\b(?:his|her|their))\s+(?:\w+\s+)?$")


# Who died, in the speaker's words: "my lola", "our old dog Max", "Grandpa".
DIED = re.compile(
    r"(?P<who>\b(?:[Mm]y|[Oo]ur)\s+(?:[a-z]+\s+){0,2}?[a-z]+(?:\s+[A-Z][a-z]+)?|\b[A-Z][a-z]+)"
    r"\s+(?:(?:just|recently|sadly|suddenly|finally)\s+)?(?:passed\s+away|passed|died)\b"
)


def _said_as_own(base: str, phrase: list[str], rest: str, elsewhere: str, own: str, earlier: str) -> bool:
    """True when "the <phrase>" (its noun ``base``, ``rest`` after it) is the speaker's own: a goal
    or plan said to be something ("The goal is to give kids a home"), or what is new in their life
    and not named before (``own``, ``earlier``: "Jon got a new car. It's a Tesla" is Jon's; "The new
    job is going well"), or one of the people where they live or work ("the landlord"); not when
    someone ``elsewhere`` names could own it."""
    aim = base in OWNED_AIMS and _AIM_IS.match(rest) is not None
    new = phrase[:1] == ["new"] and base in NEW_IN_ONES_LIFE and not _named_before(base, own, earlier)
    role = base in OWN_ROLES and not _named_before(base, own, earlier)  # "the landlord", "the neighbours"
    return (aim or new or role) and not _someone_else(elsewhere)


def resolve_definite(text: str, own: str, heard: str, message: str = "", session: str = "") -> str | None:
    """``text`` when its subject "the <noun>" says what it is to a later reader, else how it does, or
    None: "The sign was just a precaution" with no sign named in the speaker's words (``own``: their
    previous turn and the message up to the clause), the turn before (``heard``) or the earlier
    turns of the session (``session``) is no memory.

    Read alone are a name ("The Wolves"), a time ("The other day"), one thing for everyone or the
    place of everyday life (``lexicon.SHARED_NOUNS``: "the weather", "the beach"), the speaker's
    household ("the kids", "the dogs"), a noun phrase that says which ("the people I met", "the
    architecture in London", "the best part for me"), a work after its title in quotes ("the book"
    after "I'm reading \"The Lean Startup\""), and a vague noun whose clause says the content ("The
    toughest thing is that we lost Max"). A goal, plan or idea said to be something ("The goal
    is to ...") is the speaker's ("My goal is to ..."), unless the message up to it (``message``) or
    the turn before names someone else it could be. A noun the speaker called theirs, or the turn
    before the listener's, is said as theirs ("How's your dance studio?" - "The dance studio opened"
    → "My dance studio opened")."""
    m = _DEFINITE.match(text)
    if m is None:
        return text
    words = m.group("rest").split()
    if words and _bare(words[0]) in AGE_RANKS:
        return _ranked_one(text, m, f"{session} {heard} {own}")
    n = _noun_phrase(words)
    phrase = words[:n]
    if any(w[:1].isupper() for w in phrase):
        return text  # "The Wolves are my team", "The Nike and Gatorade deals"
    nouns = [_bare(w) for w in phrase if "NOUN" in all_lemmas(_bare(w)) or not all_lemmas(_bare(w))]
    if not nouns:
        return text  # "The more I practice, ...", "The same goes for ...": no thing
    head = nouns[-1]
    base = all_lemmas(head).get("NOUN", (head,))[0]
    # What follows the noun before the verb says which: "the help I got", "the people at the shelter".
    after = [_bare(w) for w in words[n:]]
    upto = next(
        (k for k, w in enumerate(after) if k and (w in AUXILIARIES or w in ("is", "was", "are", "were"))),
        len(after),
    )
    modifier = after[:upto] if after and (after[0] in PREPOSITIONS or after[0] in _NP_END) else []
    rest = " ".join(words[n + len(modifier) :])
    if base in TIME_NOUNS or head in TIME_NOUNS:
        return text  # "The other day, I found a gym": a time
    mine = f"{m.group('lead')}{'My' if m.group('det') == 'The' else 'my'} {m.group('rest')}"
    if _said_as_own(base, phrase, rest, f"{message} {heard}", own, f"{session} {heard}"):
        return mine  # "The goal is to give kids a home", "The new job is going well"
    if base not in ("one", "ones") and _possessed_before(base, own, heard):
        return mine  # "How's your dance studio?" - "The dance studio opened": the speaker's
    if {head, base} & (SHARED_NOUNS | COMPANIONS | FEMININE | MASCULINE | ANIMALS):
        return text
    if (
        base in FUNERAL_NOUNS
        and len(dead := list(dict.fromkeys(d.group("who") for d in DIED.finditer(own)))) == 1
    ):
        # "My lola passed away on Tuesday. ... The funeral is Friday": hers.
        who = dead[0][:1].upper() + dead[0][1:]
        return f"{m.group('lead')}{who}'s {m.group('rest')}"
    if base in VAGUE_NOUNS - OWNED_AIMS and _CLEFT.match(rest):
        return text
    if base not in ("one", "ones") and _named_before(base, own, f"{session} {heard}"):
        # "I held a benefit basketball game" - "The game was a success": which game, said in full.
        fuller = _fuller([_bare(w) for w in phrase], base, f"{own} {heard}")
        if fuller is None:
            return text
        start = m.start("rest")
        return f"{text[:start]}{fuller}{text[start + len(' '.join(phrase)) :]}"
    if base in TITLED_WORKS and _TITLE.search(f"{own} {heard}"):
        return text  # "I'm reading \"The Lean Startup\"" - "the book got me thinking": the title's
    said = [w for w in words[n : n + len(modifier)] if w[:1].isupper() and _bare(w) != "i"]
    named = [
        w
        for w in modifier
        if w not in FUNCTION_WORDS and w not in PRONOUNS and _named_before(w, own, f"{session} {heard}")
    ]
    if set(modifier) & _SPEAKERS_WORDS or said or named:
        return text
    return None


# "I hate mushrooms, so stop suggesting recipes with them", "no recipes with mushrooms please, I
# hate them": what the speaker cannot have, said once, and the request or the dislike that takes it
# up. What a request keeps out is what its "with" names (the recipes are not what is hated).
_AVERSE = rf"(?:['’]m\s+allergic\s+to|\s+(?:really\s+|just\s+)?(?:{NEGATIVE_VERBS}|am\s+allergic\s+to|can['’]t\s+eat))"
_DISLIKED = re.compile(rf"(?i)\bI{_AVERSE}\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s*(?:[,.;!]|$)")
_KEPT_OUT = re.compile(
    r"(?i)\b(?:stop|don['’]t|do\s+not|never|no|avoid|without)\b[^,.;!?]*?\b(?:with|containing)\s+"
    r"(?:any\s+)?(?P<thing>[a-z]+(?:\s+(?!please\b)[a-z]+)?)\s*(?:please\s*)?(?:[,.;!]|$)"
)
_DISLIKED_IT = re.compile(rf"(?i)^I{_AVERSE}\s+(?P<pron>them|it)\W*$")
_WITH_PRONOUN = re.compile(r"(?i)\b(?:with|containing|without)\s+(?:any\s+of\s+)?(?P<pron>them|it)\b")


def resolve_disliked(text: str, before: str) -> str | None:
    """``text`` with the "them" or "it" of a dislike or a request said as the thing the other named
    before it in the message (``before``): "stop suggesting recipes with them" after "I hate
    mushrooms" → "stop suggesting recipes with mushrooms"; "I hate them" after "no recipes with
    mushrooms please" → "I hate mushrooms". None when ``text`` takes nothing up so, or the thing does
    not agree with the pronoun."""
    taken = _WITH_PRONOUN.search(text)
    named = _DISLIKED.search(before) if taken is not None else None
    if taken is None or named is None:
        taken = _DISLIKED_IT.match(text.strip())
        named = _KEPT_OUT.search(before) if taken is not None else None
    if taken is None or named is None:
        return None
    thing = named.group("thing")
    plural = thing.split()[-1].lower().endswith("s")
    if plural != (taken.group("pron").lower() == "them") or thing.split()[0].lower() in PRONOUNS:
        return None
    return text[: taken.start("pron")] + thing + text[taken.end("pron") :]
