"""The entity channel: how many of the query's named entities a memory or episode is about.

Memories carry the entities the extractor recorded (the ``entities`` table). Raw episodes have none
recorded, so an episode is about an entity when its text or its speaker (``name``) names it. Ties
share a rank: "mentions Caroline" is one signal, not an ordering.
"""

from __future__ import annotations

from veramem_core import fts
from veramem_core.stages import ChannelRanking, SearchRequest

from ._sql import level_where
from .routing import names


def query_entities(query: str) -> list[str]:
    """Lower-cased names in ``query`` (capitalised words that are not question words)."""
    return [n.lower() for n in names(query)]


def rank(request: SearchRequest, level: str, limit: int, weight: float = 1.0) -> ChannelRanking:
    found = query_entities(request.query)
    if not found:
        return ChannelRanking("entity", [], [], weight)
    table, where, params = level_where(request, level)
    marks = ", ".join(f":ent_{i}" for i in range(len(found)))
    params.update({f"ent_{i}": e for i, e in enumerate(found)})
    params["ent_limit"] = limit
    if level == "episodes":
        if len(found) < 2:
            # Turns carry their speaker's name: one name matches half a conversation, which is noise.
            return ChannelRanking("entity", [], [], weight)
        counts: dict[str, int] = {}
        for i, entity in enumerate(found):
            # One FTS lookup per entity, so an episode naming two entities counts two.
            params[f"ent_match_{i}"] = fts.scoped_match(
                "episodes",
                [entity],
                request.access,
                request.store.execute,  # type: ignore[attr-defined]
            )
            rows = request.store.execute(  # type: ignore[attr-defined]
                f"SELECT e.id AS id FROM episodes_fts JOIN {table} ON e.rowid = episodes_fts.rowid"
                f" WHERE episodes_fts MATCH :ent_match_{i} AND {where}"
                f" UNION SELECT e.id AS id FROM {table} WHERE lower(e.name) = :ent_{i} AND {where}",
                params,
            )
            for r in rows:
                counts[r["id"]] = counts.get(r["id"], 0) + 1
        ordered = sorted(counts, key=lambda d: -counts[d])[:limit]
        return ChannelRanking("entity", ordered, [float(counts[d]) for d in ordered], weight)
    rows = request.store.execute(  # type: ignore[attr-defined]
        f"SELECT m.id AS id, COUNT(*) AS n FROM entities en JOIN {table} ON m.id = en.owner_id"
        f" WHERE en.entity IN ({marks}) AND {where} GROUP BY m.id ORDER BY n DESC LIMIT :ent_limit",
        params,
    )
    return ChannelRanking("entity", [r["id"] for r in rows], [float(r["n"]) for r in rows], weight)
