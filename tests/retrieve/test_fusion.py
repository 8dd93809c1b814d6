from veramem_core.stages import ChannelRanking
from veramem_retrieve.fusion import rrf


def test_rrf_k60_weighted_and_normalised():
    fused = rrf(
        [
            ChannelRanking("dense", ["a", "b"], weight=1.0),
            ChannelRanking("lexical", ["b", "a", "c"], weight=2.0),
        ],
        60,
    )
    scores = {d: s for d, s, _ in fused}
    best = 1 / 61 + 2 / 61
    assert abs(scores["b"] - (1 / 62 + 2 / 61) / best) < 1e-12
    assert abs(scores["a"] - (1 / 61 + 2 / 62) / best) < 1e-12
    assert [d for d, _, _ in fused] == ["b", "a", "c"]
    assert dict((d, r) for d, _, r in fused)["c"] == {"lexical": 3}


def test_first_in_every_channel_scores_one():
    fused = rrf([ChannelRanking("dense", ["x"]), ChannelRanking("lexical", ["x"])])
    assert fused[0][1] == 1.0


def test_ties_share_a_rank():
    fused = rrf([ChannelRanking("entity", ["a", "b", "c"], [2.0, 2.0, 1.0])])
    ranks = {d: r["entity"] for d, _, r in fused}
    assert ranks == {"a": 1, "b": 1, "c": 3}


def test_hook_veramem_fuse(mem, put):
    put("Alice lives in Lisbon")
    request = mem._request("Lisbon", "alice", None, 5, None)
    hits = mem.pm.hook.veramem_fuse(
        request=request, rankings=mem.pm.hook.veramem_channels(request=request)[0]
    )
    assert hits[0].text == "Alice lives in Lisbon"
    assert hits[0].explain["channels"]["lexical"] == 1


def test_convex_keeps_how_far_ahead_a_channel_best_is():
    from veramem_retrieve.fusion import convex

    # BM25 has a clear winner; dense ranks everything about the same (a cosine spread of 0.02).
    lexical = ChannelRanking(
        "lexical", [f"d{i}" for i in range(12)], [30.0] + [2.0 - i / 10 for i in range(11)]
    )
    dense = ChannelRanking("dense", [f"d{i}" for i in range(11, -1, -1)], [0.50 - i / 600 for i in range(12)])
    fused = convex([lexical, dense])
    assert fused[0][0] == "d0", "a channel's clear winner is not tied away by a flat channel"
    ranked = {d: s for d, s, _ in rrf([lexical, dense])}
    assert abs(ranked["d0"] - ranked["d11"]) < 1e-12, "rank fusion keeps only the order: a tie"


def test_convex_reads_a_few_scores_on_their_natural_scale():
    from veramem_retrieve.fusion import convex

    # Two near-identical memories in a new store: their cosines differ by 0.007, and so do their scores.
    fused = convex([ChannelRanking("dense", ["a", "b"], [0.1296, 0.1226], weight=1.0)])
    assert abs(fused[0][1] - 0.1296) < 1e-9 and abs(fused[1][1] - 0.1226) < 1e-9


def test_settings_name_channels_levels_and_fusion(tmp_path):
    import pytest

    from veramem_core.config import Config
    from veramem_core.errors import ValidationError
    from veramem_retrieve.settings import settings

    conf = settings(
        Config(plugins={"retrieve": {"weights": {"dense@episodes": 0.7}, "depths": {"around": 5}}})
    )
    assert conf.weight("dense", False, "episodes") == 0.7 and conf.weight("dense", False, "facts") == 0.5
    assert conf.depth("around") == 5 and conf.fusion == "convex"
    for bad, named in (
        ({"weights": {"dense@turns": 1.0}}, "dense@turns"),
        ({"weights": {"around": 1.0}}, "around"),
        ({"depths": {"lexical@facts": 3}}, "lexical@facts"),
        ({"fusion": "max"}, "'max'"),
    ):
        with pytest.raises(ValidationError, match=named):
            settings(Config(plugins={"retrieve": bad}))
