"""The offline rules reconciler: NOOP when a slot restates its value, UPDATE for a new value of the
same subject and attribute, UPDATE when the user says a fact no longer holds (the ending becomes the
fact's new version: "I lost my job at X" after "I work at X"), DELETE for "forget that ...", ADD
otherwise.

Near-duplicates and repeats within one ``add()`` are matched by the guards (``guards.py``, with
``claims.py``), whichever reconciler answered: they are not decided here."""

from __future__ import annotations

import re

from veramem_core.embedding import cosine
from veramem_core.models import Candidate, Episode, MemoryItem, Operation, Rejection
from veramem_core.stages import Neighbour, Proposal, ReconcileContext, Reconciliation, Related

from . import lexicon
from .claims import parse
from .dates import opens_on_a_time
from .morphology import all_lemmas
from .slots import subject_key


def slot_of(item: Candidate | MemoryItem) -> tuple[str, str, str | None] | None:
    """(subject, attribute, value) of a candidate or a stored memory, or None when it states no slot."""
    if isinstance(item, Candidate):
        return (item.subject, item.attribute, item.value) if item.subject and item.attribute else None
    # The typed slot (m006_slot_authority); the store reads a pre-m006 row's from its metadata.
    return (item.slot.subject, item.slot.attribute, item.slot.value) if item.slot is not None else None


def same_slot(a: Candidate | MemoryItem, b: Candidate | MemoryItem) -> bool:
    sa, sb = slot_of(a), slot_of(b)
    return sa is not None and sb is not None and sa[:2] == sb[:2]


def _best(neighbours: list[Neighbour]) -> Neighbour | None:
    return max(neighbours, key=lambda n: n.similarity, default=None)


def speaker_of(item: MemoryItem) -> str | None:
    """The name of who said ``item`` (the write path records it as ``metadata.source``)."""
    source: object = item.metadata.get("source")
    name = source.get("name") if isinstance(source, dict) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    return name if isinstance(name, str) else None


def _job_mention(proposal: Proposal, memory: MemoryItem) -> bool:
    """True when ``memory`` is the same speaker's statement about the job they hold ("John is
    enjoying his new job"): what an ending of that job ("I lost my job at X") takes back. An event
    at work ("got promoted") or an ending itself ("after losing their job") is not one."""
    name = proposal.episode.name
    if not name or speaker_of(memory) != name or lexicon.JOB_GONE.search(memory.text):
        return False
    own = rf"(?:their|his|her|{re.escape(name)}'s)"
    return re.search(rf"(?i)\b{own}\s+(?:new\s+|current\s+)?job\b", memory.text) is not None


def _content(text: str, speaker: str | None, *, lemmas: bool = True) -> frozenset[str]:
    """The lower-cased content words of ``text``, the speaker's name and "user" left out; each by its
    lemma unless ``lemmas`` is false ("Ana works at X" holds "Ana work at X", "studying" holds
    "study"), as a store names them word for word."""
    skip = lexicon.CLAUSE_STOP_WORDS | {"user", "user's", *(speaker.lower().split() if speaker else [])}
    words = (w.removesuffix("'s") for w in re.findall(r"[a-z0-9][a-z0-9'-]*", text.lower()))
    return frozenset(_lemma(w) if lemmas else w for w in words if w not in skip)


def _lemma(word: str) -> str:
    lemmas = all_lemmas(word)
    noun = lemmas.get("NOUN", (word,))[0]
    if noun in lexicon.AGENT_NOUNS:
        return lexicon.AGENT_NOUNS[noun]  # "a student at UCLA" studies there
    for pos in ("VERB", "NOUN"):
        if pos in lemmas:
            return lemmas[pos][0]
    return word


def _takes_back(mine: tuple[str, str, str | None], proposal: Proposal, n: Neighbour) -> bool:
    """Whether an ending whose slot is ``mine`` takes back neighbour ``n``: the same subject, and the
    same slot or one that ends with it (``lexicon.SLOT_FAMILIES``: "I lost my job" ends the employer
    and the job held; "I left X" ends working or living at X), with the same value or an unnamed
    one on either side."""
    theirs = slot_of(n.memory)
    if theirs is None:
        return mine[1] in lexicon.SLOT_FAMILIES["employer"] and _job_mention(proposal, n.memory)
    if theirs[0] != mine[0]:
        return False
    if mine[2] is not None and theirs[2] is not None and not _same_value(mine[2], theirs[2]):
        return False
    family = lexicon.SLOT_FAMILIES.get(mine[1], frozenset({mine[1]}))
    if theirs[1] == mine[1] or theirs[1] in family:
        return True
    named = mine[2] is not None and theirs[2] == mine[2]
    return named and {mine[1], theirs[1]} <= lexicon.LEFT_ATTRIBUTES


def _same_value(a: str, b: str) -> bool:
    """True when two slot values name the same thing: equal, or the content words of one all in the
    other ("the hospital" ended, "nurse at the city hospital" held; "google" and "google as an
    engineer")."""
    if a == b:
        return True
    wa, wb = _content(a, None), _content(b, None)
    return bool(wa) and bool(wb) and (wa <= wb or wb <= wa)


_HAS_A = re.compile(r"^\S+ (?:has|have) an? (?P<thing>[a-z][\w-]*)$")


def _owned_thing(positive: str) -> str | None:
    """The one thing a possession's end cancels having ("Ana has a bakery" → "bakery"), or None."""
    m = _HAS_A.match(positive.strip())
    return m.group("thing") if m else None


def _owns(text: str, thing: str) -> bool:
    """True when memory ``text`` says its speaker owns ``thing``: "Ana owns a bakery downtown"."""
    owning = (
        r"\b(?:own|owns|owned|have|has|drive|drives|run|runs)\s+(?:an?\s+|the\s+|their\s+)?(?:[\w-]+\s+){0,2}"
    )
    return re.search(owning + rf"{re.escape(thing)}\b", text, flags=re.IGNORECASE) is not None


def _one_named(positive: str, said: frozenset[str]) -> bool:
    """True when the one content word of the statement an ending cancels names its thing alone: a
    name ("I have a Civic", "I work at Google"), a group one belongs to ("I am in the band"), what
    one does ("I teach", ``lexicon.AGENT_NOUNS``), a habit ("I smoke"), a status ("I am vegetarian")
    or a job ("I am a nurse")."""
    if len(said) != 1:
        return False
    (word,) = said
    named = any(w[:1].isupper() and w.lower() == word for w in re.findall(r"[\w'-]+", positive)[1:])
    done = word in lexicon.AGENT_NOUNS.values() or word in lexicon.HABIT_VERBS  # "I teach", "I smoke"
    job = re.search(rf"(?i)\b(?:am|is|are)\s+an?\s+{re.escape(word)}$", positive) is not None
    job = job and re.fullmatch(lexicon.JOB_TITLE, word) is not None
    return named or done or job or word in lexicon.MEMBERSHIP_NOUNS or word in lexicon.STATUSES


# What one does with an instrument or a game before playing it: "learning guitar", "practising chess".
_BEFORE_PLAYING = frozenset(["learn", "practise", "practice"])


def _played(said: frozenset[str]) -> frozenset[str]:
    """What the statement an ending cancels (``said``) says is played, when it says only "plays X"
    ("plays guitar" → {"guitar"}); empty otherwise."""
    return said - {"play"} if "play" in said and len(said) == 2 else frozenset()


def _holds(said: frozenset[str], content: frozenset[str]) -> bool:
    """True when a memory's ``content`` words hold the statement an ending cancels (``said``): every
    word of it, or, for "plays X", X and a learning of it ("Ana has been learning guitar")."""
    played = _played(said)
    return said <= content or (bool(played) and played <= content and bool(content & _BEFORE_PLAYING))


def cancelled(proposal: Proposal, context: ReconcileContext) -> Neighbour | None:
    """The neighbour a negated candidate takes back: one whose slot the ending names (``_takes_back``),
    or else the neighbour closest to the statement it cancels, above ``merge_threshold``. A memory
    that is itself an ending ("User lost their job at X") is never what an ending takes back."""
    cand = proposal.candidate
    pool = [n for n in proposal.neighbours if not n.memory.metadata.get("cancels")]
    mine = slot_of(cand)
    if mine is not None:
        matching = [n for n in pool if _takes_back(mine, proposal, n)]
        if matching:
            return _best(matching)
    positive = cand.metadata.get("cancels")
    if not isinstance(positive, str) or not pool:
        return None
    said = _content(positive, proposal.episode.name)
    owned = _owned_thing(positive)
    speaker = proposal.episode.name or "User"
    if len(said) >= 2 or _one_named(positive, said) or owned:
        # "Ana plays guitar" is taken back from "Ana plays guitar every weekend": every content word
        # of the cancelled statement is in the memory, said by the same speaker.
        within = [
            n
            for n in pool
            if _holds(said, _content(n.memory.text, proposal.episode.name))
            and speaker_of(n.memory) in (None, proposal.episode.name)
            and (owned is None or len(said) >= 2 or _owns(n.memory.text, owned))
            # "I'm not a nurse anymore": one word says what the speaker was, not "Ana's sister".
            and (len(said) >= 2 or re.match(rf"{re.escape(speaker)}\s", n.memory.text) is not None)
        ]
        if within:
            return _best(within)
    vectors = context.embedder.embed([positive] + [n.memory.text for n in pool])
    scored = [(cosine(vectors[0], vectors[i + 1]), n) for i, n in enumerate(pool)]
    similarity, best = max(scored, key=lambda t: t[0])
    return best if similarity > context.config.merge_threshold else None


def related(cand: Candidate, episode: Episode) -> list[Related]:
    """What these rules may change for ``cand``, named for the store (hook ``veramem_related``), so
    that the target never depends on what the embedder ranks: the same subject's slot (an UPDATE's
    earlier value), and for an ending every slot it takes back (``_takes_back``), the speaker's own
    mentions of the job an ending ends (``_job_mention``) and the speaker's memories holding every
    content word of the statement it cancels (``cancelled``). The rules still decide on each."""
    wanted: list[Related] = []
    mine = slot_of(cand)
    if mine is not None:
        family = {mine[1]}
        if cand.negated:
            family |= lexicon.SLOT_FAMILIES.get(mine[1], frozenset())
            if mine[2] is not None and mine[1] in lexicon.LEFT_ATTRIBUTES:
                family |= lexicon.LEFT_ATTRIBUTES
        wanted.append(Related(subject=mine[0], attributes=tuple(sorted(family))))
        if cand.negated and mine[1] in lexicon.SLOT_FAMILIES["employer"] and episode.name:
            wanted.append(Related(words=(episode.name, "job"), speaker=episode.name))
    if lexicon.HOME_BOUGHT.search(cand.text):
        # "We bought a house": the speaker's "rents an apartment", whatever the embedder ranks.
        wanted.append(Related(words=("rent",), speaker=episode.name))
    eats = lexicon.EATS_AGAIN.search(cand.text)
    if eats is not None:
        # "I started eating fish again": the speaker's diet that left it out, whatever the embedder ranks.
        food = (eats.group("food") or eats.group("again")).lower()
        for diet in lexicon.DIETS_ENDED_BY[food].split("|"):
            wanted.append(Related(words=(diet,), speaker=episode.name))
    kinds = _acquired_kinds(cand)
    if kinds:
        # "I adopted a pup": the speaker's "has no pets", whatever the embedder ranks.
        owner = subject_key(None, episode.role, episode.name)
        wanted.append(Related(subject=owner, attributes=tuple(f"owns:{k}" for k in kinds)))
    positive = cand.metadata.get("cancels")
    if cand.negated and isinstance(positive, str):
        said = _content(positive, episode.name, lemmas=False)
        if len(said) >= 2 or _one_named(positive, said) or _owned_thing(positive):
            wanted.append(Related(words=tuple(sorted(said)), speaker=episode.name))
        if played := _played(said):
            # "I gave up guitar" (cancels "plays guitar") ends learning it too: asked for "guitar".
            wanted.append(Related(words=tuple(sorted(played)), speaker=episode.name))
        # "I retired from teaching" cancels "Ana teaches": the store is asked for "teacher" too.
        done = _content(positive, episode.name)
        if len(done) == 1:
            (verb,) = done
            nouns = sorted(noun for noun, did in lexicon.AGENT_NOUNS.items() if did == verb)
            wanted += [Related(words=(noun,), speaker=episode.name) for noun in nouns]
    return wanted


def _acquired_kinds(cand: Candidate) -> list[str]:
    """The kinds ``cand`` says its speaker got (``slots.acquired``, as the rules extractor records it)."""
    kinds: object = cand.metadata.get("acquires")
    return [k for k in kinds if isinstance(k, str)] if isinstance(kinds, list) else []  # pyright: ignore[reportUnknownVariableType]


def _rented(proposal: Proposal) -> Neighbour | None:
    """The speaker's memory of renting a home ("Ana rents an apartment downtown") that ``proposal``,
    buying one ("We bought a house in the suburbs"), ends; None when there is none."""
    cand = proposal.candidate
    if cand.negated or not lexicon.HOME_BOUGHT.search(cand.text) or proposal.episode.role != "user":
        return None
    name = proposal.episode.name
    # The speaker bought it ("Ana and their partner bought ..."), not "Ana's sister".
    buyer = rf"^{re.escape(name or 'User')}(?:\s+and\s+(?:their|others)[\w\s]*?)?\s+(?:\w+\s+){{0,2}}?(?:bought|purchased|closed)\b"
    if re.match(buyer, cand.text) is None:
        return None
    return _speakers_own(proposal, lexicon.RENTING)


def _diet_ended(proposal: Proposal) -> Neighbour | None:
    """The speaker's memory of a diet ("Ana is vegetarian") that ``proposal``, eating again what it
    excludes ("I started eating fish again"), ends; None when there is none."""
    cand = proposal.candidate
    m = lexicon.EATS_AGAIN.search(cand.text)
    if cand.negated or m is None or proposal.episode.role != "user":
        return None
    name = proposal.episode.name
    if re.match(rf"{re.escape(name or 'User')}\s", cand.text) is None:
        return None  # "Ana's sister started eating meat" is the sister's
    diets = lexicon.DIETS_ENDED_BY[(m.group("food") or m.group("again")).lower()]
    return _speakers_own(proposal, re.compile(rf"(?i)\b(?:{diets})\b"))


def _speakers_own(proposal: Proposal, said: re.Pattern[str]) -> Neighbour | None:
    """The closest neighbour of ``proposal`` that its speaker said and that ``said`` finds in, not an
    ending itself: the memory a rule of change ends."""
    name = proposal.episode.name
    return _best(
        [
            n
            for n in proposal.neighbours
            if said.search(n.memory.text)
            and speaker_of(n.memory) == name
            and not n.memory.metadata.get("cancels")
        ]
    )


def _had_none(proposal: Proposal) -> Neighbour | None:
    """The speaker's memory of having none of a kind ("Andrew doesn't have any pets") that ``proposal``,
    getting one ("I adopted a pup", "Toby is my puppy"), ends; None when there is none."""
    kinds = _acquired_kinds(proposal.candidate)
    if not kinds:
        return None
    owner = subject_key(None, proposal.episode.role, proposal.episode.name)
    wanted = {(owner, f"owns:{k}", "none") for k in kinds}
    return _best([n for n in proposal.neighbours if slot_of(n.memory) in wanted])


def decide(proposal: Proposal, context: ReconcileContext) -> Operation | Rejection:
    """The rules' operation for one proposal (or a rejection when there is nothing to forget)."""
    cand = proposal.candidate
    if cand.negated:
        target = cancelled(proposal, context)
        if target is not None:
            # An ending is itself a fact ("When did John lose his job?"): it becomes the new version
            # of what it ends, so history reads old fact, then ending. "Forget that ..." only retracts.
            forget = bool(cand.metadata.get("forget"))
            return Operation(
                op="DELETE" if forget else "UPDATE",
                candidate=cand,
                target_id=target.memory.id,
                reason="the user asks to forget it" if forget else "the user says it no longer holds",
            )
        if cand.metadata.get("forget"):
            return Rejection(
                text=cand.text,
                episode_id=cand.episode_id,
                quote=cand.quote,
                reason="asked to forget something no memory in this scope says",
            )
        return Operation(op="ADD", candidate=cand, reason="nothing to take back; kept as said")
    # A new version of one earlier memory the rules name: what a correction puts right, the renting
    # a bought home ends, and having none of what the speaker now has (true until now, it keeps its
    # validity: "Andrew doesn't have any pets" until "Toby is Andrew's puppy").
    for found, reason in (
        (_corrected(proposal), f"the speaker corrects {cand.metadata.get('corrects')!r}"),
        (_rented(proposal), "the speaker bought a home they rented before"),
        (_diet_ended(proposal), "the speaker eats again what their diet left out"),
        (_had_none(proposal), "the speaker now has what they had none of"),
    ):
        if found is not None:
            return Operation(op="UPDATE", candidate=cand, target_id=found.memory.id, reason=reason)
    # "I got a new dog" - "What kind of dog?" - "A golden retriever": the same, said more fully (its
    # slot's value unchanged, so before the slot would call it a restatement).
    fuller = _best([n for n in proposal.neighbours if _completed(cand.text, n.memory.text)])
    if fuller is not None:
        return Operation(
            op="UPDATE", candidate=cand, target_id=fuller.memory.id, reason="the same, said more fully"
        )
    mine = slot_of(cand)
    if mine is not None:
        same = [n for n in proposal.neighbours if same_slot(cand, n.memory)]
        if same:
            target = _best(same)
            assert target is not None
            theirs = slot_of(target.memory)
            # The same value after an ending ("I work at Acme" after "I lost my job at Acme") is news,
            # and so is a new step with the same partner ("Mark and I got engaged").
            stepped = _new_step(cand.text, target.memory.text)
            if _dated_now(cand.text, target.memory.text):
                # "I got promoted" - "When did that happen?" - "Last Friday": the same, now dated.
                return Operation(
                    op="UPDATE", candidate=cand, target_id=target.memory.id, reason="the same, now dated"
                )
            if (
                theirs is not None
                and theirs[2] == mine[2]
                and not target.memory.metadata.get("cancels")
                and not stepped
            ):
                return Operation(
                    op="NOOP", candidate=cand, target_id=target.memory.id, reason="restates the same value"
                )
            return Operation(
                op="UPDATE",
                candidate=cand,
                target_id=target.memory.id,
                reason=f"new value for {mine[0]}'s {mine[1]}",
            )
    dated = _best([n for n in proposal.neighbours if _dated_now(cand.text, n.memory.text)])
    if dated is not None:
        return Operation(op="UPDATE", candidate=cand, target_id=dated.memory.id, reason="the same, now dated")
    return Operation(op="ADD", candidate=cand, reason="new")


def _corrected(proposal: Proposal) -> Neighbour | None:
    """The memory a correction ("Sorry, I meant a basset hound, not a beagle") puts right: the one that
    reads as the correction with the wrong words back in ("User's dog is a beagle named Max"), or
    None."""
    cand = proposal.candidate
    wrong, right = cand.metadata.get("corrects"), cand.metadata.get("correction")
    if not isinstance(wrong, str) or not isinstance(right, str) or right not in cand.text:
        return None
    said_before = cand.text.replace(right, wrong, 1).casefold()
    same = [n for n in proposal.neighbours if n.memory.text.casefold() == said_before]
    return _best(same)


def _dated_now(new: str, old: str) -> bool:
    """True when ``new`` is ``old`` said again with the time it lacked after it ("Ana got promoted
    last Friday (5 May 2023)" of "Ana got promoted"; a slot's "; lives in Denver" aside): a time
    asked for and answered, no other claim."""
    rest = _said_after(new, old)
    return bool(rest) and opens_on_a_time(rest) and bool(parse(new).dates) and not parse(old).dates


def _said_after(new: str, old: str) -> str:
    """What ``new`` says after ``old`` when it opens by saying ``old`` again (a slot's "; lives in
    Denver" aside), else ""."""
    said, told = new.split(";")[0].strip(), old.split(";")[0].strip()
    return said[len(told) :].strip() if said.startswith(told) else ""


# What an answer to "Where to?" or "Which one?" adds after the statement it completes.
# ("User works at Google on the Maps team", "... as a designer": which part, which role, said after)
_COMPLETION = re.compile(r"^(?:,\s+|(?:to|in|at|on|as|near)\s+)\S+(?:\s+\S+){0,7}$")


def _completed(new: str, old: str) -> bool:
    """True when ``new`` is ``old`` said again with where or which after it ("Ana is learning a new
    language, Japanese" of "Ana is learning a new language"): a fragment question answered
    (``answers.completed_answer``), no other claim."""
    rest = _said_after(new, old)
    if rest:
        return _COMPLETION.match(rest) is not None
    # "Ana's dad had surgery, knee replacement, last week": which, set off by commas inside it; "Bo
    # is at a startup now, Plaid, doing product": before a part of ``old`` that follows a comma.
    inner = re.search(r",\s+[^,;]+,(?=\s)", new)
    return inner is not None and old in (
        new[: inner.start()] + new[inner.end() :],
        new[: inner.start()] + new[inner.end() - 1 :],
    )


def _new_step(new: str, old: str) -> bool:
    """True when ``new`` tells a later step of a relationship than ``old`` does ("got engaged" after
    "is dating", "got married" after "is engaged to Priya")."""
    return _step(new) > _step(old)


def _step(text: str) -> int:
    """How far a relationship ``text`` tells has gone: 2 married, 1 engaged or living together, 0 none."""
    steps = [m.group(0).lower() for m in lexicon.PARTNER_STEP.finditer(text)]
    return max((2 if s in ("married", "wedding") else 1 for s in steps), default=0)


def reconcile(context: ReconcileContext) -> Reconciliation:
    """One operation (or a rejection) per proposal."""
    operations: list[Operation] = []
    rejected: list[Rejection] = []
    for proposal in context.proposals:
        decision = decide(proposal, context)
        if isinstance(decision, Operation):
            operations.append(decision)
        else:
            rejected.append(decision)
    return Reconciliation(operations=operations, rejected=rejected)
