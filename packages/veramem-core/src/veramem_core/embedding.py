"""The embedder interface and the hashing embedder, the last fallback that works everywhere, offline."""

from __future__ import annotations

import hashlib
import itertools
import re
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]

_WORD = re.compile(r"[\w']+", re.UNICODE)


@runtime_checkable
class Embedder(Protocol):
    """Texts in, L2-normalised float32 rows out. ``name`` and ``dim`` are stored with every vector."""

    @property
    def name(self) -> str: ...
    @property
    def dim(self) -> int: ...

    def embed(self, texts: list[str]) -> Vectors: ...


def normalise(matrix: npt.NDArray[np.floating]) -> Vectors:
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (matrix / norms).astype(np.float32, copy=False)


class HashingEmbedder:
    """Signed feature hashing of words, word bigrams and character trigrams: deterministic, numpy only.

    It knows no synonyms; it exists so that every install can compute similarities (dedup guards,
    a dense channel) without weights or network.
    """

    thread_safe = True  # pure: embed() may run on several threads at once

    def __init__(self, dim: int = 512) -> None:
        self.dim = dim
        self.name = f"hashing-{dim}"

    def _features(self, text: str) -> list[tuple[str, float]]:
        words = [w.lower() for w in _WORD.findall(text)]
        feats: list[tuple[str, float]] = [("w:" + w, 1.0) for w in words]
        feats += [("b:" + a + " " + b, 0.7) for a, b in itertools.pairwise(words)]
        for w in words:
            padded = f"#{w}#"
            feats += [("c:" + padded[i : i + 3], 0.3) for i in range(len(padded) - 2)]
        return feats

    def embed(self, texts: list[str]) -> Vectors:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feat, weight in self._features(text):
                digest = hashlib.blake2b(feat.encode("utf-8"), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                sign = 1.0 if value & 1 else -1.0
                out[row, (value >> 1) % self.dim] += sign * weight
        return normalise(out)


def cosine(a: npt.NDArray[np.floating], b: npt.NDArray[np.floating]) -> float:
    """Cosine of two vectors (normalised or not)."""
    na = float(np.linalg.norm(a))
    nb = float(np.linalg.norm(b))
    if na == 0.0 or nb == 0.0:
        return 0.0
    return float(np.dot(a, b) / (na * nb))
