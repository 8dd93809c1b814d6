"""The LLM extractor: one call for all new messages of an ``add()``, validated through pydantic.

Bad output (invalid JSON, wrong schema, unknown or context message ids, quotes not in the cited
message) gets one retry with the validation error when the call budget allows; what is still invalid
after that is rejected with its reason. Instructions found in tool output are never extracted.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import Literal

import pydantic
from pydantic import BaseModel, ConfigDict, Field

from veramem_core.models import Candidate, Episode, Rejection
from veramem_core.stages import ExtractContext, Extraction

from . import budget, quotes
from .dates import find_dates
from .instructions import injected
from .llm_json import Invalid, ask, load_json, prompt
from .rules import STATE_ATTRIBUTES


class Item(BaseModel):
    """One memory as the model proposes it. Unknown keys (an "authority", say) are ignored, never used."""

    model_config = ConfigDict(extra="ignore")

    message_id: str
    quote: str = Field(min_length=1)
    text: str = Field(min_length=1)
    kind: Literal["fact", "preference", "event"] = "fact"
    entities: list[str] = Field(default_factory=list)
    date: str | None = None
    subject: str | None = None
    attribute: str | None = None
    value: str | None = None
    negated: bool = False


class Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    memories: list[dict[str, object]]


def _transcript(context: ExtractContext) -> tuple[str, dict[str, Episode]]:
    ids = {f"m{i + 1}": e for i, e in enumerate(context.episodes)}
    lines = ["EARLIER CONTEXT (reference only, never cite):"]
    lines += [
        f"[c{i + 1}] {_who(e)} at {e.event_time.isoformat()}: {e.content}"
        for i, e in enumerate(context.context)
    ]
    if not context.context:
        lines.append("(none)")
    lines.append("\nNEW MESSAGES (cite these):")
    lines += [f"[{key}] {_who(e)} at {e.event_time.isoformat()}: {e.content}" for key, e in ids.items()]
    return "\n".join(lines), ids


def _who(e: Episode) -> str:
    return f"{e.role} ({e.name})" if e.name else e.role


class Parsed(BaseModel):
    """A validated reply: the candidates, and the items rejected for reasons a retry cannot fix."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    candidates: list[Candidate]
    rejected: list[Rejection]


def _date(raw: str | None, episode: Episode) -> datetime | None:
    if not raw:
        return None
    try:
        day = date.fromisoformat(raw[:10])
    except ValueError:
        return None
    start = datetime(day.year, day.month, day.day, tzinfo=UTC)
    return start if start <= episode.event_time else None


def _candidate(item: Item, episode: Episode) -> Candidate:
    kind = item.kind
    metadata: dict[str, object] = {"extractor": "llm"}
    if kind == "preference" and episode.role not in ("user", "system"):
        # Only the user states the user's preferences; whatever the model says, a tool can only claim one.
        kind = "fact"
        metadata["claimed_kind"] = "preference"
    slot = None
    if item.subject and item.attribute:
        slot = {
            "subject": item.subject.lower(),
            "attribute": item.attribute.lower(),
            "value": (item.value or "").lower() or None,
        }
    mentions = find_dates(item.quote, episode.event_time)
    if mentions:
        metadata["dates"] = [{"text": d.text, "iso": d.iso, "granularity": d.granularity} for d in mentions]
    dated = kind == "event" or (slot is not None and slot["attribute"] in STATE_ATTRIBUTES)
    valid_from = _date(item.date, episode) if dated else None
    if dated and valid_from is None and mentions and mentions[0].start_of <= episode.event_time:
        valid_from = mentions[0].start_of
    return Candidate(
        text=item.text.strip(),
        kind=kind,
        episode_id=episode.id,
        quote=item.quote,
        entities=item.entities,
        valid_from=valid_from,
        subject=slot["subject"] if slot else None,
        attribute=slot["attribute"] if slot else None,
        value=slot["value"] if slot else None,
        negated=item.negated,
        metadata=metadata,
    )


def validator(context: ExtractContext, ids: dict[str, Episode]) -> Callable[[str], Parsed]:
    """The function that turns a reply into ``Parsed`` or raises ``Invalid`` listing every problem."""
    context_ids = {f"c{i + 1}" for i in range(len(context.context))}
    threshold = context.config.quote_threshold

    def validate(text: str) -> Parsed:
        try:
            reply = Reply.model_validate(load_json(text))
        except pydantic.ValidationError as exc:
            raise Invalid(f"the reply does not match the schema: {_errors(exc)}") from None
        problems: list[str] = []
        candidates: list[Candidate] = []
        rejected: list[Rejection] = []
        for n, raw in enumerate(reply.memories):
            try:
                item = Item.model_validate(raw)
            except pydantic.ValidationError as exc:
                problems.append(f"memories[{n}]: {_errors(exc)}")
                continue
            if item.message_id in context_ids:
                problems.append(
                    f"memories[{n}] cites {item.message_id}, an earlier-context message: facts "
                    "come only from the new messages"
                )
                continue
            episode = ids.get(item.message_id)
            if episode is None:
                problems.append(f"memories[{n}] cites unknown message id {item.message_id!r}")
                continue
            score = quotes.score(item.quote, episode.content)
            if score < threshold:
                problems.append(
                    f"memories[{n}]: quote {item.quote!r} is not found verbatim in "
                    f"{item.message_id} (score {score:.2f} < {threshold})"
                )
                continue
            if injected(episode.content, episode.role) or injected(item.text, episode.role):
                # As in the rules: nothing is taken from a message that carries an instruction.
                rejected.append(
                    Rejection(
                        text=item.text,
                        episode_id=episode.id,
                        quote=item.quote,
                        reason=f"an instruction to the memory or the agent in a {episode.role} message, "
                        "not a fact",
                    )
                )
                continue
            candidates.append(_candidate(item, episode))
        if problems:
            raise Invalid("; ".join(problems))
        return Parsed(candidates=candidates, rejected=rejected)

    return validate


def _errors(exc: pydantic.ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'reply'}: {e['msg']}" for e in exc.errors())


def salvage(text: str, context: ExtractContext, ids: dict[str, Episode], reason: str) -> Parsed:
    """After the last attempt: keep the items that are valid, reject the rest with their reasons."""
    try:
        reply = Reply.model_validate(load_json(text))
    except (Invalid, pydantic.ValidationError):
        return Parsed(
            candidates=[],
            rejected=[
                Rejection(text=e.content, episode_id=e.id, reason=f"LLM extraction failed: {reason}")
                for e in context.episodes
            ],
        )
    validate = validator(context, ids)
    candidates: list[Candidate] = []
    rejected: list[Rejection] = []
    for raw in reply.memories:
        try:
            part = validate(Reply(memories=[raw]).model_dump_json())
        except Invalid as exc:
            item = raw
            rejected.append(
                Rejection(
                    text=str(item.get("text") or item.get("quote") or raw),
                    quote=str(item["quote"]) if item.get("quote") else None,
                    reason=f"LLM output rejected: {exc}".replace("memories[0]", "memory"),
                )
            )
            continue
        candidates += part.candidates
        rejected += part.rejected
    return Parsed(candidates=candidates, rejected=rejected)


def extract(context: ExtractContext) -> Extraction:
    """One LLM call for all new messages (plus one retry if the budget allows); never raises for bad output."""
    assert context.llm is not None
    transcript, ids = _transcript(context)
    messages = [{"role": "system", "content": prompt("extract")}, {"role": "user", "content": transcript}]
    # A retry spends the reconciler's call when the budget is 2; the reconciler then uses the rules.
    attempts = min(2, budget.limit(context.config))
    last: list[str] = []
    validate = validator(context, ids)

    def remember(text: str) -> Parsed:
        last[:] = [text]
        return validate(text)

    asked = ask(context.llm, messages, remember, attempts)
    parsed = (
        asked.value
        if asked.value is not None
        else salvage(last[0] if last else "", context, ids, asked.errors[-1] if asked.errors else "no reply")
    )
    return Extraction(
        candidates=parsed.candidates, rejected=parsed.rejected, llm_calls=asked.calls, tokens=asked.tokens
    )
