"""Embeddings from any provider litellm speaks to: ``embedder = "litellm:<model>"`` in config.

litellm is imported through ``veramem_core.llm`` (the one module allowed to import it, lazily), so
a search that uses another embedder never pays its import time.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from veramem_core.embedding import Vectors, normalise
from veramem_core.errors import LLMError

PREFIX = "litellm:"


def _litellm() -> Any:
    from veramem_core import llm

    return llm._litellm()


class LiteLLMEmbedder:
    """``name`` is ``litellm:<model>``; ``dim`` is learned from the first call (or given)."""

    thread_safe = True  # each call is its own request

    def __init__(self, model: str, dim: int | None = None, batch_size: int = 64, **options: Any) -> None:
        self.model = model
        self.name = PREFIX + model
        self.batch_size = batch_size
        self.options = options
        self._dim = dim

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = int(self.embed(["dimension probe"]).shape[1])
        return self._dim

    def embed(self, texts: list[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        litellm = _litellm()
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = texts[start : start + self.batch_size]
            try:
                response = litellm.embedding(model=self.model, input=batch, **self.options)
            except Exception as exc:
                raise LLMError(f"embedding call to {self.model!r} failed: {exc}") from exc
            data = sorted(response.data, key=lambda d: _get(d, "index", 0))
            rows.extend(list(_get(d, "embedding", [])) for d in data)
        matrix = normalise(np.asarray(rows, dtype=np.float32))
        if self._dim is None:
            self._dim = int(matrix.shape[1])
        return matrix


def _get(item: Any, key: str, default: Any) -> Any:
    return item.get(key, default) if isinstance(item, dict) else getattr(item, key, default)
