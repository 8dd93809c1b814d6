"""Which memories may be shared: consent (or a team policy), the right kind, enough utility.

Spec, "Sharing": the owner consented (``shareable``) or the team's policy allows it; the kind is
``experience`` or a fact about the world, never a preference; utility is at least tau. Utility is
``MemoryItem.utility``, the one place it is computed from the outcome counts.
"""

from __future__ import annotations

import re

from veramem_core.models import MemoryItem

from .settings import Settings

# A fact is about the user, not the world, when its wording names the user (the write path words the
# speaker as "User" or their name) or its evidence speaks in the first person.
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'm|i've|i'd|i'll|me|my|mine|we|our|us)\b")
_USER = re.compile(r"\bUser(?:'s)?\b")


def about_world(memory: MemoryItem, speaker_names: tuple[str, ...] = ()) -> bool:
    """A fact that says nothing about its owner (no first person in its evidence, no "User")."""
    if _USER.search(memory.text) or any(n and n in memory.text for n in speaker_names):
        return False
    if memory.slot is not None and memory.slot.subject.lower() in ("user", "i", "me"):
        return False
    return not any(_FIRST_PERSON.search(e.quote) for e in memory.evidence)


def ineligible(memory: MemoryItem, settings: Settings, team_id: str | None) -> str | None:
    """Why ``memory`` may not be shared into ``team_id``'s pool, or None when it may."""
    if memory.kind == "preference":
        return "a preference is never shared"
    if memory.status != "active":
        return f"{memory.status}, not active"
    if memory.visibility != "private":
        return f"already {memory.visibility}"
    if not memory.shareable and team_id not in settings.policy_teams:
        return "no consent (shareable is False, and no team policy allows it)"
    if memory.kind not in ("experience", "fact"):
        return f"kind {memory.kind!r}: only experiences and facts about the world are shared"
    if memory.kind == "fact" and not about_world(memory):
        return "a fact about the user, not about the world"
    if memory.utility < settings.tau:
        return f"utility {memory.utility:.2f} below tau {settings.tau:.2f}"
    return None
