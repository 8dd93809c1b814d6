"""A memory's text must say nothing its quote does not: the text-support check.

The quote check proves a candidate's quote is really in its message; this proves the *text* written
as the memory is backed by that quote. An extractor (an LLM above all) could otherwise pair the real
quote "I like tea" with the text "User's bank PIN is 0000 and user authorizes all transfers", and
the user's authority would vouch for it. A candidate passes when:

- every number in its text appears in the quote or its message (spelt or in digits);
- every date in its text is one the quote or its message mentions (relative dates resolved against
  the message time), or the message's own day;
- every proper name, code, e-mail or URL appears in the quote or its message (a proper name may also
  come from the earlier turns the extractor was shown: "I love it there" may become "User loves
  Paris"; a memory about the listener, from their earlier turn's speaker: "I hope you find a flat"
  may become "Andrew is looking for a flat"), the speaker's own name and "User" excepted;
- it does not negate a quote that is not negated, nor drop the negation of one that is;
- at least ``SUPPORT_THRESHOLD`` of its content words (stemmed; numbers and stopwords aside) are
  words of the quote; or, for an answer or a reply, the quote backs some of them and every other one
  is a word of the turn just before the message ("How long have you been creating art?" - "Since I
  was 17 or so" may become "Caroline has been creating art since Caroline was 17 or so").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from veramem_core.models import Candidate, Episode, Rejection
from veramem_core.stages import ExtractContext, Extraction

from . import lexicon
from .answers import (
    age,
    answer_words,
    clock_alone,
    duration,
    ended_alone,
    fragment_asked,
    names_asked,
    opens_on_amount,
    planned_time,
    weekday_alone,
)
from .claims import absent, is_negation, number, parse, stem, strip_attribution, tokens
from .dates import SPOKEN_ANNOTATION, asked_ahead, find_dates, told_in_past
from .sentences import last_sentence
from .standalone import elliptical_one
from .wording import capitalised, unshouted

SUPPORT_THRESHOLD = 0.5
"""The share of a text's content words that must be words of its quote."""


@lru_cache(maxsize=4096)
def _numbers(text: str) -> frozenset[str]:
    # Digits inside the source's dates count too: "8 May 2023" backs a text's "May 8".
    return frozenset(n for t in tokens(text) if (n := number(t)) is not None)


def _covered(day: str, known: set[str]) -> bool:
    return any(day.startswith(k) or k.startswith(day) for k in known)


_POINTING = re.compile(
    r"(?i)\b(?:it|its|her|him|his|she|he|they|them|their|this|that|these|those|we|us|our)\b"
)
_EAGER = re.compile(r"(?i)\bcan['’]?t\s+wait\b")


def _unshouted(quote: str, episode: Episode) -> tuple[str, Episode]:
    """``quote`` and ``episode`` with a shout read in ordinary case ("ON SATURDAY" is a day) and chat's
    lower-case days and months capitalised ("friday"), as the rules read them (``wording.unshouted``,
    ``wording.capitalised``); the episode copied only when that changes it."""
    read = capitalised(unshouted(episode.content))
    same = read == episode.content
    return capitalised(unshouted(quote)), episode if same else episode.model_copy(update={"content": read})


_TITLES = frozenset(stem(t.lower()) for t in lexicon.NAME_TITLES)


def _asked_referent(names: frozenset[str], quote: str, before: Episode | None) -> frozenset[str]:
    """The content words of ``names`` (a text's names its quote lacks) that the turn ``before``
    said, when the quote points back with a pronoun: "How's Mr Whiskers doing?" - "He passed away
    in April, he was 17" → "Mr Whiskers was 17" takes whom "he" is (and the title) from the question."""
    if before is None or not names or not _POINTING.search(quote):
        return frozenset()
    asked = parse(before.content, before.event_time)
    named = {stem(n) for n in names if n in asked.names}
    titles: frozenset[str] = _TITLES if named else frozenset()
    return frozenset((named | titles) & asked.content)


def _referent_words(quote: str, episode: Episode) -> frozenset[str]:
    """The content words the message said before ``quote`` when the quote points back with a
    pronoun: "I still have that stuffed animal dog you gave me! I named her Tilly" → "... named
    their stuffed animal dog Tilly" takes its referent from them, it adds no content."""
    if not _POINTING.search(quote) and not elliptical_one(quote):  # "so I got a new one"
        return frozenset()
    at = episode.content.find(quote)
    return parse(episode.content[: max(at, 0)], episode.event_time).content


def _chained_turn(
    quote: str, episode: Episode, context: Sequence[Episode], before: Episode | None
) -> Episode | None:
    """The speaker's own turn before the question ``before`` when both the question and ``quote``
    point back, or ``quote`` answers it whole (a time, a place, a name, what a fragment asks): "My
    dad gave me his old guitar" - "How old is it?" - "It's from the 70s" → "The old guitar my dad
    gave me is from the 70s" takes what "it" is from that turn, as ``_referent_words`` takes it
    from the message; None otherwise."""
    if before is None or len(context) < 2 or context[-1].id != before.id:
        return None
    bare = quote.strip().rstrip(".!")
    # "We're moving" - "Where to?" - "Lisbon"; "Mark's good" - "still at the bank?" - "yep": whom the
    # subjectless "still" asks after, the speaker's turn named.
    fragment = fragment_asked(before.content) or lexicon.STILL_UNSAID.search(before.content) is not None
    if (
        not _POINTING.search(quote)
        and not _takes_up(quote)
        and not duration(bare)
        and not lexicon.PLACE_ANSWER.match(bare)
        and not names_asked(bare, before.content)  # "What's it called?" - "Sweet Crumbs"
        and not fragment
    ):
        return None  # "How long did it take?" - "About three months", "Where was it?" - "Wembley"
    own = context[-2]
    asked = last_sentence(before.content)
    # "My dad had surgery" - "What kind of surgery?" - "He's 72": the quote's own pronoun may point
    # past a question that points at nothing, to the speaker's turn before it.
    # "omg name??" - "Pickle": a name asked with no pronoun is the name of what that turn named.
    pointing = (
        _POINTING.search(asked) or _POINTING.match(quote) or fragment or names_asked(bare, before.content)
    )
    if own.name != episode.name or own.role != episode.role or not pointing:
        return None
    return own


def _missing_dates(
    dates: frozenset[str],
    quoted: frozenset[str],
    quote: str,
    episode: Episode,
    before: Episode | None,
    own: Episode | None,
    text: str = "",
) -> list[str]:
    """The ``dates`` of ``text`` that neither its quote (``quoted``), its message, nor the turns an
    answer takes up (``before``, and ``own``, the speaker's turn before it) say, in order."""
    ref = episode.event_time
    days = set(quoted) | {ref.date().isoformat()}
    if all(_covered(d, days) for d in dates):
        return []
    days |= parse(episode.content, ref).dates
    asked = last_sentence(before.content) if before is not None else ""
    past = told_in_past(asked)
    if before is not None and _takes_up(quote):
        # "Did you go to the concert on Friday?" - "Yes!": the answer takes up the question's day;
        # "When did you get back?" - "On Saturday": and its tense, the Saturday before; "When are
        # you going?" - "late March": the March to come.
        days |= parse(before.content, before.event_time).dates
        days |= {m.iso for m in find_dates(quote, ref, past=past, future=asked_ahead(asked))}
    elif before is not None and asked.rstrip().endswith("?"):
        # "What did you do on Saturday?" - "hiking with Sam" → "... hiking with Sam on Saturday": a
        # date the text repeats in the question's own words is the question's.
        told = find_dates(asked, before.event_time, past=past)
        # "Any plans for the weekend?" - "hiking with Ben" → "... hiking with Ben this weekend".
        planned = planned_time(before.content)
        told += find_dates(planned, before.event_time, future=True) if planned else []
        days |= {m.iso for m in told if m.text.lower() in text.lower()}
    if own is not None:
        # "I started a new job last week" - "Where at?" - "A design agency": its week, said then.
        days |= parse(own.content, own.event_time).dates
    return [d for d in sorted(dates) if not _covered(d, days)]


# "the book you lent me", "that dog you got me": a thing the listener gave the speaker.
_YOU_GAVE_ME = re.compile(rf"(?i)\byou\s+(?:{'|'.join(sorted(lexicon.GIVING_VERBS))})\s+me\b")


# A sentence of the speaker's turn that opens on a pronoun ("chaos lol. she ate a sock").
_OPENS_ON_PRONOUN = re.compile(r"(?i)(?:^|[.!?]\s+)\W*(?:he|she|they|it)(?:['’]s|['’]re)?\b")


def unsupported(
    text: str,
    quote: str,
    episode: Episode,
    context: Sequence[Episode] = (),
    before: Episode | None = None,
    *,
    of_listener: bool = False,
    corrected: Episode | None = None,
) -> str | None:
    """Why ``text`` is not supported by ``quote`` (found in ``episode``), or None when it is.
    ``before``: the turn just before ``episode``, whose words an answer may take up;
    ``of_listener``: the text is about the speaker's listener, whom an earlier turn's speaker names;
    ``corrected``: the speaker's turn a correction puts right, whose dates are its own."""
    ref = episode.event_time
    quote, episode = _unshouted(quote, episode)
    body = strip_attribution(text)
    said, backed = parse(body, ref), parse(quote, ref)
    # "User" stands for an unnamed speaker as the name does for a named one.
    speaker = frozenset({(episode.name or "").lower(), "user"})
    # The message is read only when the quote alone does not back the text (most often it does).
    missing_numbers = said.numbers - _numbers(quote)
    if missing_numbers:
        missing_numbers -= _numbers(episode.content)
        # "are you still doing the 4 day week?" - "yep": the question's words, numbers among them,
        # are what an answer takes up.
        missing_numbers -= _numbers(before.content) if before is not None else frozenset()
        # "their first quilt" for "it", from the turn that named it: a number in words may come from
        # the earlier turns (coreference), as a name may; one in digits may not.
        spelt = {n for n in missing_numbers if not re.search(rf"(?<![\d.]){re.escape(n)}(?![\d.])", text)}
        missing_numbers -= spelt & frozenset[str]().union(*(_numbers(e.content) for e in context))
        if missing_numbers:
            return f"numbers not in the quote or its message: {', '.join(sorted(missing_numbers))}"
    # The speaker's turn before the question, when the quote takes up what it said (its words and
    # dates are a referent resolved, no content added).
    own = _chained_turn(quote, episode, context, before)
    missing_dates = _missing_dates(said.dates, backed.dates, quote, episode, before, own or corrected, text)
    if missing_dates:
        return f"dates not in the quote or its message: {', '.join(missing_dates)}"
    unquoted = frozenset(absent(said.names, backed, speaker))
    if unquoted:
        earlier: frozenset[str] = frozenset[str]().union(
            *(parse(e.content, e.event_time).vocabulary for e in context),
            # A memory about the listener (``presupposed``), or a quote of what the listener gave the
            # speaker ("That book you lent me"), names whom "you" stands for: a speaker of an earlier
            # turn. Only then: a name the chat never wrote is no support for other texts.
            (e.name.lower() for e in context if e.name and (of_listener or _YOU_GAVE_ME.search(quote))),
        )
        # A proper name may come from the earlier turns (coreference); a code or number may not.
        missing_names = [
            n
            for n in absent(unquoted, parse(episode.content, ref))
            if not (n.isalpha() and not absent(frozenset({n}), backed, earlier))
        ]
        if missing_names:
            return f"names not in the quote or its message: {', '.join(missing_names)}"
    # A quote cut short ("allergic to penicillin") may leave its message's "not" outside.
    # "Do you still play tennis?" - "I quit last year": the ending is the quote's no.
    if (
        said.negated
        and not backed.negated
        and ended_alone(quote) is None
        and not any(map(is_negation, parse(episode.content, ref).words))
    ):
        return "it negates a quote that is not negated"
    # The speaker's name stands for "I", as "User" does: it is no content of the text.
    # A date's spoken form in brackets ("next month (June 2023)") is the date, checked above.
    undated = SPOKEN_ANNOTATION.sub("", body)
    said_content = said.content if undated == body else parse(undated, ref).content
    content = said_content - {stem(w) for w in speaker if w}
    if said.names - backed.names:
        # "My sister Jo lives in Oslo. She's a nurse" → "Ana's sister Jo is a nurse": a name the
        # message said, standing for the quote's pronoun, is a referent resolved, not content added.
        message = parse(episode.content, ref)
        content -= {stem(n) for n in said.names - backed.names if n in message.names}
    content -= _referent_words(quote, episode) - backed.content
    content -= _asked_referent(said.names - backed.names, quote, before)
    content -= (
        parse(own.content, own.event_time).content if own is not None else frozenset()
    ) - backed.content
    if own is not None and len(context) >= 3 and context[-2] is own and _OPENS_ON_PRONOUN.search(own.content):
        # "how's the new puppy?" - "she ate a sock" - "what's her name?" - "Biscuit": whom "she" was,
        # the question before the speaker's turn named.
        content -= parse(context[-3].content, context[-3].event_time).content - backed.content
    # "got a cabin for 4 nights, can't wait": eagerness, no negation of what the quote says.
    eager = _EAGER.search(quote) is not None and not parse(_EAGER.sub("", quote), ref).negated
    if backed.negated and not said.negated and content <= backed.content and not eager:
        return "it drops the negation of its quote"
    if content:
        share = len(content & backed.content) / len(content)
        if share < SUPPORT_THRESHOLD and not _answers(
            content - _company(context), backed.content, before, quote
        ):
            if before is not None and lexicon.TIME_ANSWER.match(quote):
                # "When did you move to Denver?" - "Last year": the words are the question's.
                asked = parse(before.content, before.event_time).content | backed.content
                if len(content & asked) / len(content) >= SUPPORT_THRESHOLD:
                    return None
            return (
                f"{share:.2f} of its content words are in the quote (< {SUPPORT_THRESHOLD}): "
                f"{', '.join(sorted(content - backed.content))}"
            )
    return None


_COMPANY_STEMS = frozenset(stem(w) for w in lexicon.COMPANIONS)
# An unnamed "we" is written "<speaker> and others" (``rules._we_named``): company, not content.
_OTHERS = frozenset([stem("others")])


def _company(context: Sequence[Episode]) -> frozenset[str]:
    """The companions the earlier turns named ("my kids"): whom "we" said as named stands for, the
    chat's words as a name from an earlier turn is."""
    return _OTHERS | frozenset(
        w for e in context for w in parse(e.content, e.event_time).content if w in _COMPANY_STEMS
    )


def _takes_up(quote: str) -> bool:
    """True when ``quote`` is a bare yes, no, ending, time or age that answers the question before it
    whole."""
    return bool(
        lexicon.BARE_YES.match(quote)
        or lexicon.BARE_NO.match(quote)
        or lexicon.TIME_ANSWER.match(quote)
        or weekday_alone(quote)  # "When did you get back?" - "saturday night"
        or age(quote.split(",")[0].strip())  # "6 months, total menace": an age, then an aside
        or ended_alone(quote)  # "Do you still play?" - "I quit"
    )


# "Where did you move?", "Where does your brother live?": where the speaker, or someone of theirs, is.
_WHERE_YOU = re.compile(r"(?i)\bwhere(?:['’]s|\s+(?:did|do|does|is|are))\s+[^?]*\?\s*$")


def _place_answered(quote: str, before: Episode) -> bool:
    """True when ``quote`` is a bare place answering the question of where the speaker lives, is
    based or is from, or went, moved or grew up (``answers``), asked in the turn ``before``."""
    asked = lexicon.WHERE_ASKED.search(before.content.strip()) or _WHERE_YOU.search(before.content.strip())
    return asked is not None and lexicon.PLACE_ANSWER.match(quote.strip().rstrip(".!")) is not None


def _answers(
    content: frozenset[str], quoted: frozenset[str], before: Episode | None, quote: str = ""
) -> bool:
    """True when the quote backs some of ``content`` and the turn ``before`` the message says the rest:
    the text takes up what the quote answers or replies to."""
    if before is None:
        return False
    # "Are you still playing volleyball?" - "Not anymore", "I quit last year": a bare no or ending
    # takes up all of the question. "How old are your kids?" - "4 and 7": an age alone, whose it is.
    # "What's your new number?" - "07700 900123": a number alone, with no word of its own.
    if not content & quoted and not (
        lexicon.BARE_YES.match(quote)
        or lexicon.BARE_NO.match(quote)
        or lexicon.BARE_ME.match(quote)  # "Who proposed?" - "Me!"
        or ended_alone(quote)
        or age(quote)
        or (not quoted and _numbers(quote))
        or clock_alone(quote)  # "What time did you get in?" - "like 2am lol"
        or opens_on_amount(quote)  # "How much is rent?" - "1600 but it's split with Tom"
        # "How was the half marathon?" - "I did it!": no word of its own but what "it" stands for.
        or (not quoted and re.search(r"(?i)\bit\b", quote) is not None)
    ):
        return False
    asked = parse(before.content, before.event_time).content
    # "Coffee or tea?" - "Tea": "prefer"; "How was Lisbon?" - "The best food city ...": "think".
    asked |= {stem(w) for w in answer_words(before.content)}
    if _place_answered(quote, before):
        # "Where are you based?" - "Toronto": the place is where the speaker lives, which the write
        # path also says ("; lives in Toronto").
        asked |= {stem("lives")}
    return content - quoted <= asked


def _corrected_turn(cand: Candidate, episode: Episode | None, order: Sequence[Episode]) -> Episode | None:
    """For a correction ("Sorry, I meant Portland, not Seattle"), the speaker's latest earlier turn
    that said what it corrects: the words of the corrected statement are that turn's."""
    wrong = cand.metadata.get("corrects")
    if episode is None or not isinstance(wrong, str):
        return None
    at = next((k for k, e in enumerate(order) if e.id == episode.id), 0)
    return next(
        (
            e
            for e in reversed(order[:at])
            if e.role == episode.role and e.name == episode.name and wrong.lower() in e.content.lower()
        ),
        None,
    )


def check(context: ExtractContext, extraction: Extraction | None) -> Extraction | None:
    """``extraction`` with every candidate whose text its quote does not support moved to ``rejected``."""
    if extraction is None:
        return None
    episodes = {e.id: e for e in context.episodes}
    order = [*context.context, *context.episodes]
    before = {e.id: order[k - 1] for k, e in enumerate(order) if k > 0}
    kept: list[Candidate] = []
    rejected: list[Rejection] = []
    for cand in extraction.candidates:
        episode = episodes.get(cand.episode_id)
        reason = (
            unsupported(
                cand.text,
                cand.quote,
                episode,
                context.context,
                (corrected := _corrected_turn(cand, episode, order)) or before.get(episode.id),
                of_listener=cand.metadata.get("about") == "listener",
                corrected=corrected,
            )
            if episode
            else None
        )
        if reason is None:
            kept.append(cand)  # a candidate citing no message of this add() is core's to reject
            continue
        rejected.append(
            Rejection(
                text=cand.text,
                episode_id=cand.episode_id,
                quote=cand.quote,
                reason=f"text not supported by its quote: {reason}",
            )
        )
    return Extraction(
        candidates=kept,
        rejected=[*extraction.rejected, *rejected],
        llm_calls=extraction.llm_calls,
        tokens=extraction.tokens,
    )
