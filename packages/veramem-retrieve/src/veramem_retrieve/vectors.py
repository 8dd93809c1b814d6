"""The in-process vector index: one numpy matrix per (store, owner type, model), kept in sync.

Vectors live in SQLite (float32 blobs, with the model name and dimension). Each search first pulls
the rows written since the last one (``store.load_vectors(after=rowid)``), so writes from this or
another process show up without a reload; deletions bump the store's ``vector_epoch``, and an index
that sees it move reloads, so an erased vector never stays in memory. Scoring never touches the whole matrix: the caller passes
the ids the access predicate allowed (computed in SQL), and only those rows are scored. Vectors of
two models never mix: the index is keyed by model name, and a query is scored only against vectors of
the model that embedded it.
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

import numpy as np
import numpy.typing as npt

from veramem_core.embedding import Vectors

IntArray = npt.NDArray[np.int64]


class VectorIndex:
    """Rows of one model for one owner type; ``sync`` appends or replaces, never reloads everything."""

    def __init__(self, store: Any, owner_type: str, model: str) -> None:
        self.store = store
        self.owner_type = owner_type
        self.model = model
        self.after = 0
        self.rows: dict[str, int] = {}
        self.matrix: Vectors = np.zeros((0, 0), dtype=np.float32)
        self._size = 0
        self.epoch = -1
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return self._size

    def sync(self) -> None:
        """Catch up with vectors written since the last sync (also by other processes)."""
        with self._lock:
            epoch = self.store.vector_epoch()
            if epoch != self.epoch:
                # Vectors were deleted (forget, reembed --drop-old), here or in another process: an
                # index only ever appends, so start again rather than keep an erased row in memory.
                self.epoch, self.after, self.rows, self._size = epoch, 0, {}, 0
                self.matrix = np.zeros((0, 0), dtype=np.float32)
            last, ids, matrix = self.store.load_vectors(self.owner_type, self.model, self.after)
            if not ids:
                return
            self.after = last
            if self._size == 0 and self.matrix.shape[1] != matrix.shape[1]:
                self.matrix = np.zeros((max(1024, len(ids)), matrix.shape[1]), dtype=np.float32)
            fresh = [i for i, owner in enumerate(ids) if owner not in self.rows]
            for i, owner in enumerate(ids):  # a re-written vector replaces its row in place
                row = self.rows.get(owner)
                if row is not None:
                    self.matrix[row] = matrix[i]
            need = self._size + len(fresh)
            if need > self.matrix.shape[0]:  # grow geometrically: appends stay amortised O(1)
                grown = np.zeros((max(need, 2 * self.matrix.shape[0]), matrix.shape[1]), dtype=np.float32)
                grown[: self._size] = self.matrix[: self._size]
                self.matrix = grown
            for i in fresh:
                self.rows[ids[i]] = self._size
                self.matrix[self._size] = matrix[i]
                self._size += 1

    def score(self, query: Vectors, allowed: list[str], limit: int) -> tuple[list[str], list[float], int]:
        """Cosine of ``query`` against the allowed ids only; (ids, scores, rows scored), best first.

        Allowed ids without a vector of this model are skipped (``veramem reembed`` fills them in).
        """
        present = [(doc, self.rows[doc]) for doc in allowed if doc in self.rows]
        if not present:
            return [], [], 0
        docs = [d for d, _ in present]
        rows: IntArray = np.fromiter((r for _, r in present), dtype=np.int64, count=len(present))
        sims = self.matrix[rows] @ np.asarray(query, dtype=np.float32).reshape(-1)
        n = min(limit, len(docs))
        top = np.argpartition(-sims, n - 1)[:n] if n < len(docs) else np.arange(len(docs))
        top = top[np.argsort(-sims[top], kind="stable")]
        return [docs[i] for i in top], [float(sims[i]) for i in top], len(docs)


_indexes: weakref.WeakKeyDictionary[Any, dict[tuple[str, str], VectorIndex]] = weakref.WeakKeyDictionary()
_registry_lock = threading.Lock()


def index_for(store: Any, owner_type: str, model: str) -> VectorIndex:
    """The process-wide index of ``store`` for (owner type, model), synced to the latest write."""
    with _registry_lock:
        per_store = _indexes.setdefault(store, {})
        index = per_store.get((owner_type, model))
        if index is None:
            index = per_store[(owner_type, model)] = VectorIndex(store, owner_type, model)
    index.sync()
    return index


def forget_index(store: Any) -> None:
    """Drop the cached indexes of ``store`` (after re-embedding or deleting vectors)."""
    with _registry_lock:
        _indexes.pop(store, None)
