"""The rows a level may search, as SQL: the access predicate plus the level's kinds and ``as_of``.

Every channel builds its query on these, so the predicate is applied before any scoring.
"""

from __future__ import annotations

from typing import Any

from veramem_core.stages import SearchRequest
from veramem_core.store import SQLiteStore

# Which memory kinds each granularity searches; "episodes" searches the raw episodes table.
LEVEL_KINDS: dict[str, tuple[str, ...]] = {
    "facts": ("fact", "preference", "event", "experience"),
    "summaries": ("summary",),
}


def level_where(request: SearchRequest, level: str) -> tuple[str, str, dict[str, Any]]:
    """(table alias expression, WHERE clause, params) of the rows ``level`` may return."""
    if level == "episodes":
        # The past as it was known then: nothing said, or stored, after ``as_of``.
        where, params = request.access.episode_sql("e", as_of=request.as_of)
        return "episodes e", where, params
    kinds = LEVEL_KINDS[level]
    where, params = request.access.memory_sql("m", as_of=request.as_of)
    marks = ", ".join(f":lvl_kind_{i}" for i in range(len(kinds)))
    params.update({f"lvl_kind_{i}": kind for i, kind in enumerate(kinds)})
    return "memories m", f"{where} AND m.kind IN ({marks})", params


def allowed(request: SearchRequest, level: str) -> list[str]:
    """Ids of ``level`` the caller may read now (or at ``as_of``)."""
    store = request.store
    if not isinstance(store, SQLiteStore):  # another backend: its own allowed_ids, whole table
        return store.allowed_ids(
            "episodes" if level == "episodes" else "memories", request.access, request.as_of
        )
    table, where, params = level_where(request, level)
    alias = table.split()[1]
    if alias == "m" and request.access.caller is not None:
        # The full predicate stays in every branch; the extra conjunct only lets SQLite use an index
        # per branch instead of scanning every memory (the OR of visibilities defeats the planner);
        # the unary + keeps it off the low-selectivity visibility index for the caller's own rows.
        branches = (
            "m.user_id = :acc_caller AND +m.visibility = 'private'",
            "m.visibility = 'team'",
            "m.visibility = 'public'",
        )
        sql = " UNION ALL ".join(f"SELECT m.id AS id FROM {table} WHERE {b} AND {where}" for b in branches)
        return [r["id"] for r in store.execute(sql, params)]
    return [r["id"] for r in store.execute(f"SELECT {alias}.id AS id FROM {table} WHERE {where}", params)]


def any_allowed(request: SearchRequest, level: str) -> bool:
    store = request.store
    if not isinstance(store, SQLiteStore):
        return bool(allowed(request, level))
    table, where, params = level_where(request, level)
    return bool(store.execute(f"SELECT 1 FROM {table} WHERE {where} LIMIT 1", params))
