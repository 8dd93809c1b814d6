"""Session summaries: the coarse granularity the "summaries" route searches.

Each session gets one ``summary`` memory whose evidence quotes its episodes verbatim. The summariser
is a hook (``veramem_summarise``): the LLM one when an LLM is configured, the extractive one
offline (the session's most salient sentences, in order, each quoted). Whatever a summariser
returns, only quotes found in the session's own episodes are kept; with none left, the extractive
summary is used instead.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import UTC, datetime
from typing import cast

from veramem_core import _time
from veramem_core.config import Config
from veramem_core.errors import LLMError
from veramem_core.ids import new_id
from veramem_core.inputs import json_object
from veramem_core.llm import LLM
from veramem_core.models import Episode, Evidence, MemoryItem, sha256_hex, weakest
from veramem_core.outcome import ConsolidateContext, ConsolidationReport, SummaryDraft

from . import llm_json
from .authority import authority_of
from .outcome_settings import outcome_settings

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "do",
        "did",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "he",
        "her",
        "his",
        "how",
        "i",
        "i'm",
        "in",
        "is",
        "it",
        "its",
        "just",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "she",
        "so",
        "that",
        "the",
        "their",
        "them",
        "they",
        "this",
        "to",
        "too",
        "us",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yes",
        "no",
        "not",
        "ok",
        "okay",
        "oh",
        "really",
        "well",
        "also",
        "can",
        "could",
    ]
)
END_OF_TIME = datetime(9999, 12, 31, tzinfo=UTC)
MAX_EPISODES = 10_000


def _sentences(episode: Episode) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(episode.content.strip()) if len(s.strip()) >= 12]


def _content_words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text) if w.lower() not in _STOP]


def extractive(episodes: list[Episode], sentences: int = 5) -> SummaryDraft:
    """The session's ``sentences`` most salient sentences (words frequent in the session, users first
    on ties), in the order they were said, each one a verbatim quote of its episode."""
    freq = Counter(w for e in episodes for w in set(_content_words(e.content)))
    scored: list[tuple[float, int, Episode, str]] = []
    order = 0
    for episode in episodes:
        for sentence in _sentences(episode) or [episode.content.strip()]:
            words = _content_words(sentence)
            if not words:
                continue
            salience = sum(freq[w] for w in set(words)) / (len(set(words)) ** 0.5)
            bonus = 0.1 if episode.role == "user" else 0.0
            scored.append((salience + bonus, order, episode, sentence))
            order += 1
    chosen = sorted(sorted(scored, key=lambda t: (-t[0], t[1]))[:sentences], key=lambda t: t[1])
    if not chosen:
        first = episodes[0]
        chosen = [(0.0, 0, first, first.content.strip())]
    day = episodes[0].event_time.date().isoformat()
    lines = [f"{_speaker(e)}: {s}" for _, _, e, s in chosen]
    text = f"Session of {day}, in summary: " + " ".join(lines)
    return SummaryDraft(text=text, evidence=[Evidence(episode_id=e.id, quote=s) for _, _, e, s in chosen])


def _speaker(episode: Episode) -> str:
    return episode.name or episode.role


SUMMARY_PROMPT = (
    "Summarise the conversation below in at most five sentences, for a memory that must be searched"
    " later. Then quote, verbatim, the sentences of the messages your summary rests on. Return JSON"
    ' {"summary": "...", "quotes": [{"episode_id": "<id in brackets>", "quote": "<exact words>"}]}.'
)


def with_llm(episodes: list[Episode], llm: LLM) -> SummaryDraft | None:
    """One LLM call; None when the model fails or its reply has no usable summary."""
    listing = "\n".join(f"[{e.id}] {_speaker(e)}: {e.content}" for e in episodes)
    known = {e.id for e in episodes}

    def validate(text: str) -> SummaryDraft:
        data = llm_json.load_json(text)
        summary = str(data.get("summary", "")).strip()
        if not summary:
            raise llm_json.Invalid('"summary" must be a non-empty string')
        quotes = data.get("quotes", [])
        evidence: list[Evidence] = []
        for q in cast("list[object]", quotes) if isinstance(quotes, list) else []:
            quote = json_object(q)
            if (
                quote is not None
                and str(quote.get("episode_id")) in known
                and str(quote.get("quote", "")).strip()
            ):
                evidence.append(Evidence(episode_id=str(quote["episode_id"]), quote=str(quote["quote"])))
        return SummaryDraft(text=summary, evidence=evidence)

    try:
        asked = llm_json.ask(
            llm,
            [{"role": "system", "content": SUMMARY_PROMPT}, {"role": "user", "content": listing}],
            validate,
            attempts=2,
        )
    except LLMError:
        return None
    if asked.value is None:
        return None
    asked.value.llm_calls, asked.value.tokens = asked.calls, asked.tokens
    return asked.value


def summarise(episodes: list[Episode], llm: LLM | None, config: Config) -> SummaryDraft:
    """The built-in summariser: the LLM's when configured (and it answers), else extractive."""
    if llm is not None:
        draft = with_llm(episodes, llm)
        if draft is not None:
            return draft
    return extractive(episodes, outcome_settings(config).summary_sentences)


def digest(episodes: list[Episode]) -> str:
    """What a summary was made from: a session whose episodes are unchanged is not summarised again."""
    return sha256_hex("\n".join(e.id for e in episodes))


def run(context: ConsolidateContext, memories: list[MemoryItem]) -> ConsolidationReport:
    """Summarise every session whose episodes changed since its summary (or that has none)."""
    report = ConsolidationReport()
    store = context.store
    made: dict[tuple[str, str], list[MemoryItem]] = {}
    for m in memories:
        if m.kind == "summary" and m.metadata.get("session_id"):
            made.setdefault((m.user_id, str(m.metadata["session_id"])), []).append(m)
    sessions = store.sessions()
    for done, (user_id, session_id) in enumerate(sessions, start=1):
        context.progress("summarise sessions", done, len(sessions))
        episodes = store.session_episodes(user_id, session_id, END_OF_TIME, MAX_EPISODES)
        if not episodes:
            continue
        key = digest(episodes)
        previous = made.get((user_id, session_id), [])
        if any(m.metadata.get("episodes_digest") == key for m in previous):
            continue  # summarised already (even if that summary was archived since)
        item = _summary(context, episodes, user_id, session_id, key, previous)
        if item is not None:
            report.summaries.append(item.id)
    return report


def _summary(
    context: ConsolidateContext,
    episodes: list[Episode],
    user_id: str,
    session_id: str,
    key: str,
    previous: list[MemoryItem],
) -> MemoryItem | None:
    pm, store = context.pm, context.store
    draft = pm.hook.veramem_summarise(episodes=episodes, llm=context.llm, config=context.config)
    if draft is None:
        return None
    by_id = {e.id: e for e in episodes}
    kept = [ev for ev in draft.evidence if _found(context, ev, by_id)]
    if not kept:  # a summary must rest on its episodes: fall back to one that does
        draft = extractive(episodes, outcome_settings(context.config).summary_sentences)
        kept = draft.evidence
    kept = list({(ev.episode_id, ev.quote): ev for ev in kept}.values())
    current = next((m for m in previous if m.status == "active"), None)
    agents = {e.agent_id for e in episodes}
    teams = {e.team_id for e in episodes}
    item = MemoryItem(
        id=new_id("mem"),
        kind="summary",
        text=draft.text,
        evidence=kept,
        authority=weakest([authority_of(by_id[ev.episode_id].role) for ev in kept]),
        user_id=user_id,
        agent_id=agents.pop() if len(agents) == 1 else None,
        team_id=teams.pop() if len(teams) == 1 else None,
        valid_from=episodes[0].event_time,
        created_at=_time.utcnow(),
        supersedes=current.id if current else None,
        metadata={
            "session_id": session_id,
            "episodes_digest": key,
            "episodes": len(episodes),
            "summariser": "llm" if draft.llm_calls else "extractive",
            "llm_calls": draft.llm_calls,
        },
    )
    with store.transaction():
        store.insert_memory(item, op="memory.summary")
        store.put_vectors("memory", [item.id], context.embedder.name, context.embedder.embed([item.text]))
        if current is not None:
            store.update_memory(
                current.id,
                "memory.supersede",
                status="superseded",
                valid_to=max(item.created_at, current.valid_from),
            )
    return item


def _found(context: ConsolidateContext, evidence: Evidence, episodes: dict[str, Episode]) -> bool:
    episode = episodes.get(evidence.episode_id)
    if episode is None:
        return False
    score = context.pm.hook.veramem_quote_score(quote=evidence.quote, text=episode.content)
    return score is not None and score >= context.config.quote_threshold
