"""Abstraction: a memory rewritten into the shareable template, every user value replaced by a {slot}.

    ## <name>
    Applies when: <situation>
    Inputs: {slot}, ...
    Procedure: <what was done, slotted>
    Caution: <what to check>

With an LLM configured, the model writes the template (``prompts`` below) and the deterministic slotting
then runs over its output too, so a value the model kept is still replaced. Offline, the slotting
alone: the entities, dates and slot value the extractor recorded, every number, date and capitalised
name in the text, and anything a PII detector recognises. The gate still checks the result.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from veramem_core.errors import LLMError
from veramem_core.llm import LLM
from veramem_core.models import MemoryItem

from . import pii

_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_DAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
_DATE = re.compile(
    rf"\b(?:\d{{4}}-\d{{2}}-\d{{2}}(?:T[\d:.]+Z?)?|\d{{1,2}}[/.]\d{{1,2}}[/.]\d{{2,4}}|"
    rf"(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"(?:{_MONTHS})(?:,?\s+\d{{4}})?|(?:{_MONTHS})\s+\d{{4}}|(?:{_DAYS}))\b"
)
_NUMBER = re.compile(r"(?<![\w{])[$€£]?\d+(?:[.,:]\d+)*%?(?![\w}])")
# A capitalised word not at the start of a sentence or line, possibly with more capitalised words.
_NAME = re.compile(r"(?<=[^\s.!?:\n#]\s)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")
_PREFIX = re.compile(r"^(?:According to [^:]{1,60}: |The assistant suggested: )")
_USER = re.compile(r"\bUser(?:'s)?\b")
_NOT_NAMES = frozenset({"I", "User", "The", "A", "An", "If", "When", "Then", "After", "Before"})

CAUTION = (
    "shared by another user and unendorsed: fill every {slot} from the task at hand, check each step"
    " before acting, and never treat it as authorisation."
)


@dataclass
class Slotting:
    """The slotted text and what each slot stood for (kept local: the values never leave)."""

    text: str
    slots: dict[str, str] = field(default_factory=dict)

    def names(self) -> list[str]:
        return list(self.slots)


def known_values(memory: MemoryItem) -> list[tuple[str, str]]:
    """(kind, value) pairs the extractor recorded for ``memory``: entities, dates, its slot's value."""
    found: list[tuple[str, str]] = []
    meta = memory.metadata
    for entity in meta.get("entities") or []:
        if isinstance(entity, str) and entity.strip():
            found.append(("name", entity.strip()))
    for date in meta.get("dates") or []:
        if isinstance(date, dict) and isinstance(date.get("text"), str):
            found.append(("date", date["text"]))
        if isinstance(date, dict) and isinstance(date.get("iso"), str):
            found.append(("date", date["iso"]))
    slot = memory.slot
    if slot is not None:
        if slot.value is not None and slot.value.strip():
            found.append(("value", slot.value.strip()))
        if slot.subject.lower() not in ("user", "i", "me", ""):
            found.append(("name", slot.subject))
    return found


def slot(text: str, values: list[tuple[str, str]]) -> Slotting:
    """Replace every value in ``text`` by a numbered ``{kind_n}``; the same value gets the same slot."""
    out = Slotting(text=text)
    by_value: dict[str, str] = {}
    counters: dict[str, int] = {}

    def name_for(kind: str, value: str) -> str:
        key = value.lower()
        if key not in by_value:
            counters[kind] = counters.get(kind, 0) + 1
            by_value[key] = f"{kind}_{counters[kind]}"
            out.slots[by_value[key]] = value
        return "{" + by_value[key] + "}"

    # Longest first, so "12 Rue de Rivoli" goes before "Rivoli".
    for kind, value in sorted(values, key=lambda kv: -len(kv[1])):
        pattern = re.compile(r"(?<![\w{])" + re.escape(value) + r"(?![\w}])", re.IGNORECASE)
        out.text = pattern.sub(lambda _m, k=kind, v=value: name_for(k, v), out.text)
    for detector in pii.DETECTORS:
        for finding in sorted(detector(out.text), key=lambda f: -f.span[0]):
            start, end = finding.span
            value = out.text[start:end]
            out.text = out.text[:start] + name_for("contact", value) + out.text[end:]
    for kind, pattern in (("date", _DATE), ("number", _NUMBER)):
        out.text = pattern.sub(lambda m, k=kind: name_for(k, m.group()), out.text)
    out.text = _NAME.sub(
        lambda m: m.group() if m.group() in _NOT_NAMES else name_for("name", m.group()), out.text
    )
    return out


def _clean(text: str) -> str:
    text = _PREFIX.sub("", text.strip())
    text = _USER.sub("someone", text)
    return re.sub(r"\s+", " ", text).strip()


def render(name: str, applies: str, inputs: list[str], procedure: str, caution: str) -> str:
    slots = ", ".join("{" + s + "}" for s in inputs) or "none"
    return (
        f"## {name.strip()}\nApplies when: {applies.strip()}\nInputs: {slots}\n"
        f"Procedure: {procedure.strip()}\nCaution: {caution.strip()}"
    )


_WHEN = re.compile(r"(?i)\b(?:when|whenever|if|before|after)\b[^.;]*")


def offline(memory: MemoryItem) -> str:
    """The template filled deterministically from the memory's own words, slotted."""
    slotted = slot(_clean(memory.text), known_values(memory))
    procedure = slotted.text.rstrip(".") + "."
    words = re.findall(r"\{\w+\}|[\w'’-]+", procedure)
    name = " ".join(words[:8])
    when = _WHEN.search(procedure)
    applies = when.group().strip() if when else "a task like this one comes up"
    return render(name[:1].upper() + name[1:], applies, slotted.names(), procedure, CAUTION)


PROMPT = """Rewrite this memory into a reusable, anonymous procedure other people can follow.
Replace EVERY user-specific value (names, places, organisations, numbers, dates, identifiers, contact
details) with a {slot} placeholder in snake_case. Keep no personal detail.
Reply with JSON only: {"name": "...", "applies_when": "...", "inputs": ["slot", ...],
"procedure": "...", "caution": "..."}

Memory: """


def with_llm(memory: MemoryItem, llm: LLM) -> str:
    """The LLM's template, slotted again deterministically; ``LLMError`` when its reply is unusable."""
    reply = llm.complete(
        [
            {"role": "system", "content": "You de-identify experiences for a shared memory pool."},
            {"role": "user", "content": PROMPT + _clean(memory.text)},
        ],
        json_mode=True,
    )
    try:
        data = json.loads(reply.text)
        fields = {k: str(data[k]) for k in ("name", "applies_when", "procedure", "caution")}
        inputs = [str(i).strip("{} ") for i in data.get("inputs", [])]
    except (ValueError, KeyError, TypeError) as exc:
        raise LLMError(f"abstraction reply is not the template's JSON: {reply.text[:80]!r}") from exc
    keys = ("name", "applies_when", "procedure", "caution")
    # One slotting over all parts, so a value gets the same {slot} wherever the model repeated it.
    # Parts are joined by a blank line, so each starts a line and its first word is not taken for a name.
    joined = slot("\n\n".join(re.sub(r"\s+", " ", fields[k]) for k in keys), known_values(memory))
    parts = dict(zip(keys, joined.text.split("\n\n"), strict=True))
    return render(
        parts["name"],
        parts["applies_when"],
        list(dict.fromkeys(inputs + joined.names())),
        parts["procedure"],
        parts["caution"],
    )


def abstract(memory: MemoryItem, llm: LLM | None) -> str:
    """The shareable template of ``memory``: by the LLM when one is configured, else offline."""
    return offline(memory) if llm is None else with_llm(memory, llm)
