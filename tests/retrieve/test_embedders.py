import warnings

import numpy as np
import pytest

from veramem_core.config import Config
from veramem_core.embedding import HashingEmbedder
from veramem_retrieve import minilm
from veramem_retrieve.litellm_embed import LiteLLMEmbedder


def test_hook_veramem_embedder(mem):
    pm = mem.pm
    assert isinstance(pm.hook.veramem_embedder(config=Config(embedder="hashing")), HashingEmbedder)
    litellm = pm.hook.veramem_embedder(config=Config(embedder="litellm:text-embedding-3-small"))
    assert isinstance(litellm, LiteLLMEmbedder) and litellm.name == "litellm:text-embedding-3-small"
    auto = pm.hook.veramem_embedder(config=Config(embedder="auto"))
    expected = minilm.NAME if minilm.available() else "hashing-512"
    assert auto.name == expected


def test_litellm_embedder_with_mock_response():
    pytest.importorskip("litellm")
    with warnings.catch_warnings():
        # litellm's own import emits a pydantic warning this suite would turn into an error.
        warnings.simplefilter("ignore")
        from veramem_core.llm import _litellm

        _litellm()
        embedder = LiteLLMEmbedder("text-embedding-3-small", mock_response=[3.0, 4.0])
        vectors = embedder.embed(["one text"])
    assert vectors.dtype == np.float32
    assert np.allclose(vectors, [[0.6, 0.8]])
    assert embedder.dim == 2
