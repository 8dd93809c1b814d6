"""What each granularity searches: a table, and for memories the kinds it holds.

Every channel asks the store for exactly these rows (``Store.text_search``, ``vector_search``,
``entity_search``), so the access predicate, the level's kinds and ``as_of`` apply before any scoring.
"""

from __future__ import annotations

# Which memory kinds each granularity searches; "episodes" searches the raw episodes table.
LEVEL_KINDS: dict[str, tuple[str, ...]] = {
    "facts": ("fact", "preference", "event", "experience"),
    "summaries": ("summary",),
}


def table(level: str) -> str:
    """``episodes`` for the raw-episode level, else ``memories``."""
    return "episodes" if level == "episodes" else "memories"


def kinds(level: str) -> tuple[str, ...] | None:
    """The memory kinds of ``level``; None for episodes (no kinds)."""
    return None if level == "episodes" else LEVEL_KINDS[level]
