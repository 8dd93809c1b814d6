"""Re-embedding: give every memory and episode a vector of the current embedder.

Vectors are keyed by (owner, model), so the old model's vectors stay until dropped and the two are
never mixed: search scores a query only against vectors of the model that embedded it. Items without
a vector of the current model are still found by the lexical and entity channels meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from veramem_core.embedding import Embedder
from veramem_core.store import Store

Progress = Callable[[int], None]

OWNER_TYPES = ("memory", "episode")


@dataclass
class ReembedReport:
    model: str
    embedded: dict[str, int]
    dropped: int = 0


def missing(store: Store, owner_type: str, model: str) -> int:
    """How many rows of ``owner_type`` have no vector of ``model``."""
    return store.count_missing_vectors(owner_type, model)


def reembed(
    store: Store,
    embedder: Embedder,
    batch_size: int = 64,
    progress: Progress | None = None,
    drop_other_models: bool = False,
) -> ReembedReport:
    """Embed every memory and episode lacking a vector of ``embedder``; ``progress(n)`` after each batch.

    With ``drop_other_models`` the vectors of every other model are deleted afterwards.
    """
    report = ReembedReport(model=embedder.name, embedded={})
    for owner_type in OWNER_TYPES:
        done = 0
        while True:
            # Re-query each round: the rows embedded last round no longer match, so this terminates.
            rows = store.missing_vectors(owner_type, embedder.name, batch_size)
            if not rows:
                break
            matrix = embedder.embed([text for _, text in rows])
            store.put_vectors(owner_type, [ident for ident, _ in rows], embedder.name, matrix)
            done += len(rows)
            if progress is not None:
                progress(len(rows))
        report.embedded[owner_type] = done
    if drop_other_models:
        report.dropped = store.drop_vectors(embedder.name)
    return report
