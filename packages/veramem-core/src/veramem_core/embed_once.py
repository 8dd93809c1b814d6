"""One ``add()``'s wordings: every text embedded once, all of them in one forward pass.

The write path embeds the candidates' wordings together (``prime``; the episodes go to the vector
queue, ``vector_queue``), and every later request for a text it already has (the reconciler's, the
guards') is answered from memory.
"""

from __future__ import annotations

import numpy as np

from .embedding import Embedder, Vectors
from .vector_queue import embed_lock


class EmbedOnce:
    """An ``Embedder`` that remembers what it embedded; ``prime`` embeds many texts in one call."""

    def __init__(self, embedder: Embedder) -> None:
        self.inner = embedder
        self._seen: dict[str, Vectors] = {}

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    def prime(self, texts: list[str]) -> None:
        """Embed every text not seen yet, all in one call to the wrapped embedder."""
        fresh = [t for t in dict.fromkeys(texts) if t not in self._seen]
        if fresh:
            with embed_lock(self.inner):  # the vector queue's thread may be embedding with it too
                self._seen.update(zip(fresh, self.inner.embed(fresh), strict=True))

    def embed(self, texts: list[str]) -> Vectors:
        self.prime(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([self._seen[t] for t in texts]).astype(np.float32, copy=False)
