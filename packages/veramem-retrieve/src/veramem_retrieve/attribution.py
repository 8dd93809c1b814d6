"""Who said it: an answer drawn from a tool, a document, a shared source or the assistant says so.

A memory below ``authorized`` is stored with its source in its wording ("According to tool web:
..."); an answer must keep that, whichever sentence it quotes and whatever an LLM rewrote. A raw
episode from such a role is attributed the same way. Only the user's (or system's) own word is
stated plainly.
"""

from __future__ import annotations

import re

from veramem_core.models import Hit

_LEAD = re.compile(
    r"^\s*(?:According to (?:a |an )?(?:tool|document|shared source)\b[^:]{0,60}:|The assistant suggested:)\s*",
    re.IGNORECASE,
)
_NOUN = {"tool": "tool", "document": "document", "shared": "shared source"}
# A source's name is data from outside: short and plain, so it cannot smuggle wording in.
_UNSAFE_NAME = re.compile(r"[^\w .:/@-]+", re.UNICODE)


def strip_lead(text: str) -> str:
    """``text`` without its leading attribution, if it has one."""
    return _LEAD.sub("", text, count=1)


def _phrase(role: str, name: str | None) -> str:
    if role == "assistant":
        return "the assistant"
    noun = _NOUN.get(role, role)
    clean = _UNSAFE_NAME.sub("", name or "").strip()[:40]
    return f"{noun} {clean}" if clean else f"a {noun}"


def source(hit: Hit) -> str | None:
    """Whose claim ``hit`` is ("tool web", "document notes.pdf", "the assistant"), or None when it is
    the user's or the system's own word."""
    memory, episode = hit.memory, hit.episode
    if memory is not None:
        if memory.authority == "authorized":
            return None
        raw = memory.metadata.get("source")
        if isinstance(raw, dict) and raw.get("role"):
            role, name = str(raw["role"]), raw.get("name")
            return _phrase(role, str(name) if name else None)
        lead = _LEAD.match(memory.text)
        if lead:
            said = lead.group(0).strip().rstrip(":")
            return (
                "the assistant" if said.lower().startswith("the assistant") else said[len("According to ") :]
            )
        return "the assistant" if memory.authority == "attested" else "an unendorsed source"
    if episode is not None and episode.role not in ("user", "system"):
        return _phrase(episode.role, episode.name)
    return None


def _named(phrases: list[str]) -> str:
    return phrases[0] if len(phrases) == 1 else ", ".join(phrases[:-1]) + " and " + phrases[-1]


def attribute(text: str, cited: list[Hit]) -> str:
    """``text`` with the sources of the ``cited`` hits that are not the user's own word.

    When every cited hit is such a claim the answer leads with them ("According to tool web: ...");
    when the user's word is cited too, the others are named after it ("... (in part according to
    tool web)"). An answer citing only the user's word is unchanged.
    """
    phrases = list(dict.fromkeys(p for h in cited if (p := source(h)) is not None))
    if not phrases or not text.strip():
        return text
    if any(source(h) is None for h in cited):
        return f"{text.rstrip()} (in part according to {_named(phrases)})"
    lead = (
        "The assistant suggested: " if phrases == ["the assistant"] else f"According to {_named(phrases)}: "
    )
    return lead + strip_lead(text).lstrip()
