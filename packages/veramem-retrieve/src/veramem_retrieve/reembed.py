"""Re-embedding: give every memory and episode a vector of the current embedder.

Vectors are keyed by (owner, model), so the old model's vectors stay until dropped and the two are
never mixed: search scores a query only against vectors of the model that embedded it. Items without
a vector of the current model are still found by the lexical and entity channels meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from veramem_core.embedding import Embedder

from .vectors import forget_index

Progress = Callable[[int], None]

# What is embedded: a memory's text; an episode as said (``Episode.said``: "<name>: <content>").
_TABLES = {
    "memory": ("memories", "t.text"),
    "episode": ("episodes", "coalesce(t.name || ': ', '') || t.content"),
}


@dataclass
class ReembedReport:
    model: str
    embedded: dict[str, int]
    dropped: int = 0


def missing(store: object, owner_type: str, model: str) -> int:
    """How many rows of ``owner_type`` have no vector of ``model``."""
    table, _ = _TABLES[owner_type]
    rows = store.execute(  # type: ignore[attr-defined]
        f"SELECT count(*) AS n FROM {table} t WHERE NOT EXISTS"
        " (SELECT 1 FROM vectors v WHERE v.owner_id = t.id AND v.model = ?)",
        (model,),
    )
    return int(rows[0]["n"])


def reembed(
    store: object,
    embedder: Embedder,
    batch_size: int = 64,
    progress: Progress | None = None,
    drop_other_models: bool = False,
) -> ReembedReport:
    """Embed every memory and episode lacking a vector of ``embedder``; ``progress(n)`` after each batch.

    With ``drop_other_models`` the vectors of every other model are deleted afterwards.
    """
    report = ReembedReport(model=embedder.name, embedded={})
    for owner_type, (table, column) in _TABLES.items():
        done = 0
        while True:
            # Re-query each round: the rows embedded last round no longer match, so this terminates.
            rows = store.execute(  # type: ignore[attr-defined]
                f"SELECT t.id AS id, {column} AS text FROM {table} t WHERE NOT EXISTS"
                " (SELECT 1 FROM vectors v WHERE v.owner_id = t.id AND v.model = ?) LIMIT ?",
                (embedder.name, batch_size),
            )
            if not rows:
                break
            matrix = embedder.embed([r["text"] for r in rows])
            store.put_vectors(owner_type, [r["id"] for r in rows], embedder.name, matrix)  # type: ignore[attr-defined]
            done += len(rows)
            if progress is not None:
                progress(len(rows))
        report.embedded[owner_type] = done
    if drop_other_models:
        with store.transaction():  # type: ignore[attr-defined]
            cursor = store.conn.execute("DELETE FROM vectors WHERE model != ?", (embedder.name,))  # type: ignore[attr-defined]
            report.dropped = cursor.rowcount
    forget_index(store)
    return report
