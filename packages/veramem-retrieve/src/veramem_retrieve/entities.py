"""The entity channel: how many of the query's named entities a memory or episode is about.

Memories carry the entities the extractor recorded. Raw episodes have none recorded, so an episode is
about an entity when its text or its speaker names it (``Store.entity_search``). Ties share a rank:
"mentions Caroline" is one signal, not an ordering.
"""

from __future__ import annotations

from veramem_core.access import Access
from veramem_core.stages import ChannelRanking, SearchRequest

from . import levels
from .routing import names


def query_entities(query: str) -> list[str]:
    """Lower-cased names in ``query`` (capitalised words that are not question words)."""
    return [n.lower() for n in names(query)]


def search(request: SearchRequest, view: Access, level: str, limit: int) -> list[tuple[str, float]]:
    """(id, how many of the query's entities it is about) over the rows of ``level`` ``view`` reads."""
    found = query_entities(request.query)
    if not found or (level == "episodes" and len(found) < 2):
        # Turns carry their speaker's name: one name matches half a conversation, which is noise.
        return []
    return request.store.entity_search(
        levels.table(level), found, view, limit, request.as_of, kinds=levels.kinds(level)
    )


def rank(request: SearchRequest, level: str, limit: int, weight: float = 1.0) -> ChannelRanking:
    hits = search(request, request.access, level, limit)
    return ChannelRanking("entity", [i for i, _ in hits], [n for _, n in hits], weight)
