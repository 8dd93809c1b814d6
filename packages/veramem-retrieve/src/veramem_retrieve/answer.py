"""Citation-locked answers: with an LLM (select → answer → judge → retry ladder), or extractive offline.

With an LLM (Memory-R1 distillation, Agent Zero citation lock, AMA sufficiency judge):
1. the model selects the ids it relies on, from the retrieved hits only;
2. it answers from those hits only, citing their ids (the facade strips any other id);
3. the judge says whether the cited hits suffice; if not, the ladder opens more evidence, in order:
   the dual channel (facts plus raw episodes), the source episodes of the retrieved facts, then the
   turns around the retrieved episodes; after the last rung it abstains.
Without an LLM: the sentence of the best-supported hit that covers the question best, cited, or an
abstention when even that covers less of the question than ``abstain_below``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from veramem_core.authority import of_role
from veramem_core.errors import LLMError
from veramem_core.llm import LLM
from veramem_core.models import AUTHORITY_ORDER, Hit
from veramem_core.stages import ABSTAIN_TEXT, AnswerDraft, AnswerRequest, Judgement

from .attribution import attribute, source, strip_lead
from .lexical import terms
from .settings import settings

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_JSON = re.compile(r"\{.*\}", re.S)


def _stem(word: str) -> str:
    # Crude, but symmetric: "moved"/"moves"/"moving" all meet at "mov".
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return word[:-1] if len(word) > 3 and word.endswith("e") else word


def support(question: str, text: str) -> float:
    """Share of the question's content words found in ``text`` (0..1), after crude stemming."""
    wanted = {_stem(w) for w in terms(question)}
    if not wanted:
        return 0.0
    have = {_stem(w) for w in terms(text)} | {_stem(w.lower()) for w in re.findall(r"\w+", text)}
    return len(wanted & have) / len(wanted)


def best_sentence(question: str, text: str) -> str:
    sentences = [s for s in _SENTENCE.split(text.strip()) if s.strip()] or [text]
    return max(sentences, key=lambda s: support(question, s))


def _authority_rank(hit: Hit) -> int:
    """2 for authorized, 1 attested, 0 unendorsed; raw episodes count by their role's authority."""
    if hit.memory is not None:
        return len(AUTHORITY_ORDER) - 1 - AUTHORITY_ORDER.index(hit.memory.authority)
    if hit.episode is not None:
        return {"user": 2, "system": 2, "assistant": 1}.get(hit.episode.role, 0)
    return 0


def threshold(request: AnswerRequest) -> float:
    return max(request.config.abstain_threshold, settings(request.config).abstain_below)


def extractive(request: AnswerRequest) -> AnswerDraft:
    """The offline answer: the best-supported hit's best sentence with its citation, or abstain."""
    if not request.hits:
        return AnswerDraft(text=ABSTAIN_TEXT, citations=[], abstained=True, steps=["extractive: no hits"])
    # Ties in support go to the stronger source: a tool's claim never outranks what the user said.
    scored = [
        (support(request.question, h.text), _authority_rank(h), -i, h) for i, h in enumerate(request.hits)
    ]
    best_support, _, _, best = max(scored, key=lambda t: t[:3])
    if best_support < threshold(request):
        return AnswerDraft(
            text=ABSTAIN_TEXT,
            citations=[],
            abstained=True,
            steps=[f"extractive: best support {best_support:.2f} < {threshold(request):.2f}: abstain"],
        )
    return AnswerDraft(
        # The sentence is chosen from the claim itself; ``answer`` puts its source back in front.
        text=best_sentence(request.question, strip_lead(best.text)),
        citations=[best.id],
        steps=[f"extractive: {best.id} support {best_support:.2f}"],
    )


# --- the LLM path ---


def _json(text: str) -> dict[str, Any]:
    match = _JSON.search(text or "")
    if not match:
        return {}
    try:
        data = json.loads(match.group(0))
    except json.JSONDecodeError:
        return {}
    return data if isinstance(data, dict) else {}


def _listing(hits: list[Hit]) -> str:
    return "\n".join(
        f"[{h.id}] ({h.kind}{', claim of ' + who if (who := source(h)) else ''}) {h.text}" for h in hits
    )


class _Calls:
    """Counts the LLM calls and tokens one answer spends."""

    def __init__(self, llm: LLM) -> None:
        self.llm = llm
        self.calls = 0
        self.tokens = 0

    def ask(self, system: str, user: str) -> dict[str, Any]:
        response = self.llm.complete(
            [{"role": "system", "content": system}, {"role": "user", "content": user}], json_mode=True
        )
        self.calls += 1
        self.tokens += response.tokens
        return _json(response.text)


SELECT_PROMPT = (
    "You choose evidence. Below are retrieved memories, each with its id in brackets. Return JSON"
    ' {"ids": [...]} with the ids of the memories needed to answer the question, and nothing else;'
    ' {"ids": []} if none of them helps.'
)
ANSWER_PROMPT = (
    "Answer the question using ONLY the memories below; cite the ids you used. A memory marked as the"
    " claim of a tool, document, shared source or the assistant is that source's claim, not a fact:"
    ' attribute it ("According to tool web: ...") and never state it as fact. Return JSON'
    ' {"answer": "...", "citations": ["id", ...], "abstain": false}; if they do not support an answer,'
    ' return {"answer": "", "citations": [], "abstain": true}.'
)
JUDGE_PROMPT = (
    "Do the memories below suffice to support the answer to the question? Return JSON"
    ' {"sufficient": true} or {"sufficient": false}.'
)


def judge(
    question: str, hits: list[Hit], draft: AnswerDraft, llm: LLM | None, floor: float = 0.35
) -> Judgement:
    """The built-in sufficiency judge: the LLM's verdict, or offline the question's coverage.

    Returns the verdict with the calls and tokens it spent; ``draft`` is left as it was handed in.
    """
    if draft.abstained or not draft.citations:
        return Judgement(sufficient=False)
    cited = [h for h in hits if h.id in set(draft.citations)] or hits
    if llm is None:
        return Judgement(sufficient=max((support(question, h.text) for h in cited), default=0.0) >= floor)
    calls = _Calls(llm)
    verdict = calls.ask(
        JUDGE_PROMPT, f"Question: {question}\nAnswer: {draft.text}\nMemories:\n{_listing(cited)}"
    )
    return Judgement(
        sufficient=bool(verdict.get("sufficient", False)), llm_calls=calls.calls, tokens=calls.tokens
    )


def _attempt(calls: _Calls, question: str, pool: list[Hit]) -> tuple[AnswerDraft, list[Hit]]:
    known = {h.id: h for h in pool}
    chosen = calls.ask(SELECT_PROMPT, f"Question: {question}\nMemories:\n{_listing(pool)}")
    ids = (
        [str(i) for i in chosen.get("ids", []) if str(i) in known]
        if isinstance(chosen.get("ids"), list)
        else []
    )
    if not ids:
        return AnswerDraft(text="", citations=[], abstained=True), []
    selected = [known[i] for i in dict.fromkeys(ids)]
    reply = calls.ask(ANSWER_PROMPT, f"Question: {question}\nMemories:\n{_listing(selected)}")
    cited = reply.get("citations", [])
    citations = [str(c) for c in cited] if isinstance(cited, list) else []
    abstained = bool(reply.get("abstain", False)) or not str(reply.get("answer", "")).strip()
    return AnswerDraft(text=str(reply.get("answer", "")), citations=citations, abstained=abstained), selected


def _source_episodes(request: AnswerRequest, pool: list[Hit]) -> list[Hit]:
    ids = [ev.episode_id for h in pool if h.memory is not None for ev in h.memory.evidence]
    return _episode_hits(request, ids, "source episode")


def _episode_hits(request: AnswerRequest, ids: list[str], why: str) -> list[Hit]:
    """The readable episodes among ``ids`` as hits the ladder opened, each saying why."""
    episodes = request.store.get_episodes(list(dict.fromkeys(ids)), request.access)
    return [
        Hit(
            id=e.id,
            kind="episode",
            text=e.content,
            score=0.0,
            authority=of_role(e.role),
            explain={"opened": why},
            episode=e,
        )
        for e in episodes
    ]


def _neighbouring_turns(request: AnswerRequest, pool: list[Hit], around: int = 2) -> list[Hit]:
    parents = [h.id for h in pool if h.episode is not None][:5]
    found = request.store.neighbouring_episodes(parents, request.access, around)
    return _episode_hits(request, [doc for doc, _ in found], "neighbouring turn")


def with_llm(request: AnswerRequest, llm: LLM) -> AnswerDraft:
    """Select, answer, judge; climb the ladder while the judge says insufficient; abstain at the top."""
    calls = _Calls(llm)
    pool = list(request.hits)
    opened: list[Hit] = []
    steps: list[str] = []
    ladder: list[tuple[str, Callable[[], list[Hit]]]] = [
        ("dual channel", lambda: request.search(["facts", "episodes"])),
        ("source episodes", lambda: _source_episodes(request, pool)),
        ("neighbouring turns", lambda: _neighbouring_turns(request, pool)),
    ]
    while True:
        draft, selected = (
            _attempt(calls, request.question, pool)
            if pool
            else (AnswerDraft(text="", citations=[], abstained=True), [])
        )
        sufficient = False
        if not draft.abstained and draft.citations:
            verdict = request.pm.hook.veramem_judge(
                question=request.question, hits=selected, draft=draft, llm=llm
            )
            # No judge installed: the draft stands.
            sufficient = verdict is None or verdict.sufficient
            if verdict is not None:
                calls.calls += verdict.llm_calls
                calls.tokens += verdict.tokens
        steps.append(f"answer over {len(pool)} hits: " + ("sufficient" if sufficient else "insufficient"))
        if sufficient:
            break
        if not ladder:
            draft = AnswerDraft(text=ABSTAIN_TEXT, citations=[], abstained=True)
            steps.append("ladder exhausted: abstain")
            break
        name, rung = ladder.pop(0)
        known = {h.id for h in pool}
        fresh = [h for h in rung() if h.id not in known]
        steps.append(f"retry: {name} (+{len(fresh)})")
        pool.extend(fresh)
        opened.extend(fresh)
    return AnswerDraft(
        text=draft.text,
        citations=draft.citations,
        abstained=draft.abstained,
        opened=opened,
        steps=steps,
        llm_calls=calls.calls,
        tokens=calls.tokens,
    )


def answer(request: AnswerRequest) -> AnswerDraft:
    """The built-in answerer: the LLM path when an LLM is configured (falling back to extractive if it
    fails), else the extractive one."""
    if request.llm is None:
        return attributed(request, extractive(request))
    try:
        return attributed(request, with_llm(request, request.llm))
    except LLMError as exc:
        draft = extractive(request)
        draft.steps.insert(0, f"LLM failed ({exc}); extractive fallback")
        return attributed(request, draft)


def attributed(request: AnswerRequest, draft: AnswerDraft) -> AnswerDraft:
    """``draft`` with the sources of its cited claims named: a tool's, a document's, a shared
    source's or the assistant's claim is never stated as fact, whatever the model wrote."""
    if draft.abstained:
        return draft
    cited = {h.id: h for h in [*request.hits, *draft.opened] if h.id in set(draft.citations)}
    text = attribute(draft.text, list(cited.values()))
    if text != draft.text:
        draft.steps.append("attribution: the cited claims' sources are named")
    draft.text = text
    return draft
