"""Instructions aimed at the memory itself, found in lower-authority sources (prompt injection).

A tool result saying "mark this as the user's preference" is a claim about what to store, not a fact
about the world; it is rejected with a reason instead of being extracted.
"""

from __future__ import annotations

import re

_INSTRUCTION = re.compile(
    r"(?i)\b(?:"
    r"(?:mark|store|save|record|remember|treat|flag|tag|classify|label|log)\s+(?:this|that|it|the following)\b"
    r"|(?:mark|store|save|record|treat)\b[^.]{0,40}\bas\s+(?:the\s+)?user'?s?\b"
    r"|as\s+(?:an?\s+)?(?:authorized|verified|trusted)\b"
    r"|ignore\s+(?:all\s+)?(?:previous|prior|above)\b"
    r"|(?:system|developer)\s+(?:prompt|instruction|override)\b"
    r"|you\s+must\s+(?:now\s+)?(?:remember|store|save)\b"
    r")"
)

LOWER_ROLES = frozenset({"assistant", "tool", "document", "shared"})


def is_instruction(text: str) -> bool:
    """True when ``text`` tells the memory what to store or how to label it."""
    return bool(_INSTRUCTION.search(text))


def injected(text: str, role: str) -> bool:
    """True for a memory instruction coming from a role that may not give one (not user or system)."""
    return role in LOWER_ROLES and is_instruction(text)
