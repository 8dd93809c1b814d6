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
