"""Two clauses said one after the other about what the speaker did, kept as one memory.

"I've been trying out cooking recipes. Made this tasty soup recently" tells one thing in two
sentences; kept apart, "John made a tasty soup recently" loses what it was part of, and the turn
crowds search with two halves of one fact. So a clause that follows another with nothing between
them but punctuation, and says more of the same speaker, joins it: "John has been trying out
cooking recipes and made a tasty soup recently".

The two must have one subject: the speaker, or the speaker and the same others ("My GF and I
just had a great experience volunteering at a pet shelter. We loved spending time with those
cute animals"), or the speaker and then the company the first said the speaker was with, doing
more in the same tense ("I went to Rome with my sister. We ate so much pasta": the speaker went
and ate, the sister said once). Not joined:
- a slot's memory (a job, a home, a partner: each stays one value a later version can replace
  alone), an ending or a correction (they act on another memory), or two kinds, but for an event
  and how it felt, which is the event ("I went to Lisbon in March. I loved it there"): a
  preference is private, a fact need not be, and a deed after an event is another deed;
- a clause that says it is another thing ("I'm also in talks with Gatorade"), or what holds now
  after what was done ("I did! ride it to work every day now": bought, and rides);
- a bare answer, read from the question ("night owl 100%"): it stays the memory it answers;
- a clause after one that was not kept ("Can't wait!" between them says the speaker moved on),
  or within the same sentence (the clause split there on purpose);
- a third: no more than two to a memory.
"""

from __future__ import annotations

import re

from veramem_core.models import Candidate

from .lexicon import APPRAISALS, EMOTIONS, INTENSIFIERS
from .morphology import all_lemmas, inflection, tensed
from .wording import third_person_verb

# What stands between the two: the end of a sentence, and nothing that is a word.
_BETWEEN = re.compile(r"\s*[.!?\u2026]+\s*")
# Metadata that makes a candidate act on other memories (``rules.candidate``).
_ACTS = frozenset({"corrects", "correction", "cancels", "forget", "acquires"})
_PAST = frozenset({"was", "were", "had", "did", "couldn't", "didn't", "wasn't", "weren't"})
_PRESENT = frozenset({"is", "are", "has", "have", "does", "doesn't", "isn't", "can", "can't"})


def joined(made: list[Candidate], content: str, who: str) -> list[Candidate]:
    """``made``, one message's memories in the order said, with each clause that goes on about
    ``who`` straight after the one before it joined to that one (see the module's docstring)."""
    out: list[Candidate] = []
    spans: list[tuple[int, int] | None] = []  # where each kept one's quote is in ``content``
    pair: list[bool] = []  # whether it is already two clauses
    for cand in made:
        span = spans[-1] if spans else None
        at = content.find(cand.quote, span[1] if span else 0)
        subject = _subject(cand, who)
        first = _subject(out[-1], who) if out else None
        # "I'm hiking with some buddies this weekend. We're checking out a new trail": "we" is the
        # speaker and the company the clause before named, which goes on with the speaker alone.
        company = subject is not None and first == who and _with_company(out[-1].text, subject, who)
        if (
            span is not None
            and at >= 0
            and not pair[-1]
            and subject is not None
            and _BETWEEN.fullmatch(content, span[1], at)
            # The company's doing goes on in the same tense, whatever kind each was read as ("I
            # went to Rome with my sister. We ate so much pasta").
            and (
                (first == subject and _of_a_kind(out[-1], cand, subject))
                or (company and _tense(out[-1].text, who) == _tense(cand.text, subject) is not None)
            )
            and _goes_on(out[-1], cand, subject)
        ):
            end = at + len(cand.quote)
            joining = _as_one(cand, subject, who) if company else cand
            out[-1] = _join(out[-1], joining, content[span[0] : end], who if company else subject)
            spans[-1], pair[-1] = (span[0], end), True
            continue
        out.append(cand)
        spans.append((at, at + len(cand.quote)) if at >= 0 else None)
        pair.append(False)
    return out


def _subject(cand: Candidate, who: str) -> str | None:
    """Who ``cand`` is about, when it is ``who`` ("Andrew", "Andrew and their girlfriend") and it
    holds no slot and acts on nothing; else None."""
    if cand.attribute is not None or cand.negated or _ACTS & cand.metadata.keys():
        return None
    m = re.match(
        rf"{re.escape(who)}(?: and (?:others|(?:their|some) [a-z]+|[A-Z][a-z]+))? (?!and\b)", cand.text
    )
    return m.group().rstrip() if m else None


def _with_company(text: str, subject: str, who: str) -> bool:
    """True when ``subject`` is ``who`` and the company ``text`` says ``who`` was with ("Joanna is
    hiking with some buddies" then "Joanna and some buddies ...")."""
    company = subject.removeprefix(f"{who} and ")
    return company != subject and re.search(rf"\bwith {re.escape(company)}\b", text) is not None


def _as_one(cand: Candidate, subject: str, who: str) -> Candidate:
    """``cand`` said of ``who`` alone, its verb agreeing ("Joanna and some buddies are checking out"
    → "Joanna is checking out"), the clause before having said whom ``who`` was with."""
    rest = cand.text.removeprefix(f"{subject} ")
    verb, _, after = rest.partition(" ")
    single = {"are": "is", "were": "was", "have": "has"}.get(verb)
    if single is None:
        lemmas = all_lemmas(verb).get("VERB", ())
        present = bool(lemmas) and verb == lemmas[0] and verb not in inflection(verb, "VBD")
        single = third_person_verb(verb) if present else verb
    return cand.model_copy(update={"text": f"{who} {single} {after}".rstrip()})


def _of_a_kind(first: Candidate, then: Candidate, subject: str) -> bool:
    """True when ``then`` may join ``first`` by kind: the same kind, or an event and how it felt
    ("I went to Lisbon in March. I loved it there"); a deed after an event is another one ("Went to
    the park yesterday. Just finished Dune")."""
    if first.kind == then.kind:
        return True
    return first.kind == "event" and then.kind == "fact" and _felt(then.text.removeprefix(f"{subject} "))


def _felt(said: str) -> bool:
    """True when ``said`` (what follows the subject) is how it felt: "loved Lisbon", "is so excited
    to meet ...", "found competing and showing off their skills awesome"."""
    words = said.lower().split()
    if not words:
        return False
    if all_lemmas(words[0]).get("VERB", ("",))[0] in _FEELING_VERBS:
        return True
    if words[0] in ("is", "are", "was", "were", "felt", "feels"):
        rest = [w for w in words[1:3] if w not in INTENSIFIERS]
        return bool(rest) and rest[0].strip(",.!") in EMOTIONS
    return words[0] in ("found", "has") and any(w.strip(",.!") in APPRAISALS | EMOTIONS for w in words[-2:])


_FEELING_VERBS = frozenset({"love", "enjoy", "like", "hate", "adore", "miss"})


# "It reminded me of when ...", "That reminds me of a trip I took": what it calls back is apart.
_RECALLED = re.compile(r"(?i)^(?:it|that|this)\s+(?:\w+\s+)?remind")


def _goes_on(first: Candidate, then: Candidate, subject: str) -> bool:
    """True unless ``then`` says it is another thing ("I'm also in talks with Gatorade"), or what
    holds now after what ``first`` told was done, or ``first`` is a bare answer."""
    if re.search(r"(?i)\b(?:also|another|too)\b", then.quote) or not _a_clause(first.quote):
        return False
    if _RECALLED.match(then.quote):
        return False  # "It reminded me of when I couldn't walk my dogs": another time, called back
    return not (_tense(first.text, subject) == "past" and _tense(then.text, subject) == "present")


def _a_clause(quote: str) -> bool:
    """False for an answer with neither subject nor tense ("night owl 100%", "climbing mostly")."""
    return re.search(r"\bI\b", quote) is not None or tensed(quote)


def _tense(text: str, subject: str) -> str | None:
    """ "past" or "present" by the first verb after ``subject``, None for neither (a modal)."""
    for word in text.removeprefix(f"{subject} ").lower().split()[:3]:
        if word in _PAST or word in _PRESENT:
            return "past" if word in _PAST else "present"
        verbs = all_lemmas(word).get("VERB", ())
        if verbs and word in inflection(verbs[0], "VBD") and (word != verbs[0] or " and " not in subject):
            return "past"  # "Priya hurt": after one person, a form both base and past is the past
        if verbs and word != verbs[0] and word in inflection(verbs[0], "VBZ"):
            return "present"
    return None


def _join(first: Candidate, then: Candidate, quote: str, subject: str) -> Candidate:
    dates = [*first.metadata.get("dates", []), *then.metadata.get("dates", [])]
    return first.model_copy(
        update={
            "text": f"{first.text} and {then.text.removeprefix(f'{subject} ')}",
            "quote": quote,
            "entities": list(dict.fromkeys([*first.entities, *then.entities])),
            "valid_from": first.valid_from or then.valid_from,
            "metadata": {**then.metadata, **first.metadata} | ({"dates": dates} if dates else {}),
        }
    )
