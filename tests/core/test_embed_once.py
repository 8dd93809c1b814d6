"""One add(): every text embedded once, in one forward pass of the embedder."""

from pathlib import Path

import numpy as np
import pytest

from veramem_core.config import Config
from veramem_core.embed_once import EmbedOnce
from veramem_core.embedding import HashingEmbedder, Vectors
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins


class Recording:
    """A real (hashing) embedder that records every call it gets."""

    def __init__(self) -> None:
        self.inner = HashingEmbedder(64)
        self.name = self.inner.name
        self.dim = 64
        self.calls: list[list[str]] = []

    def embed(self, texts: list[str]) -> Vectors:
        self.calls.append(list(texts))
        return self.inner.embed(texts)


@pytest.mark.stack
def test_add_embeds_each_text_once_episodes_behind_wordings_in_one_pass(tmp_path: Path) -> None:
    recording = Recording()
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=tmp_path / "m.db", config=Config(), pm=pm, embedder=recording) as m:
        answer = "I moved to Lisbon last year. I work as a nurse. I moved to Lisbon last year."
        r = m.add(
            [{"role": "user", "content": "Where do I live?"}, {"role": "user", "content": answer}],
            user_id="alice",
        )
        m.flush()
        assert r.added, "the rules extractor found facts to write"
        episodes = [c for c in recording.calls if answer in c]
        wordings = [c for c in recording.calls if answer not in c]
        assert episodes == [["Where do I live?", answer]], "the add()'s turns share one pass, each once"
        assert len(wordings) == 1, "the candidates' wordings share one forward pass"
        assert {item.text for item in r.added} <= set(wordings[0])
        assert len(wordings[0]) == len(set(wordings[0])), "no wording is embedded twice"
        # What was stored is what the embedder computed for each text.
        _, ids, matrix = m.store.load_vectors("episode", recording.name)
        assert ids == r.episodes
        assert np.allclose(matrix, recording.inner.embed(["Where do I live?", answer]))


def test_infer_false_embeds_each_episode_once(tmp_path: Path) -> None:
    recording = Recording()
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=tmp_path / "m.db", config=Config(), pm=pm, embedder=recording) as m:
        m.add(
            [{"role": "user", "content": "same"}, {"role": "user", "content": "same"}], "alice", infer=False
        )
        m.flush()
    assert recording.calls == [["same"]]


def test_embed_once_answers_repeats_from_memory() -> None:
    recording = Recording()
    once = EmbedOnce(recording)
    once.prime(["a b", "c d", "a b"])
    out = once.embed(["c d", "a b", "c d"])
    assert recording.calls == [["a b", "c d"]]
    assert np.allclose(out, recording.inner.embed(["c d", "a b", "c d"]))
    assert once.embed([]).shape == (0, 64)
