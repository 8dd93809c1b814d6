from veramem_retrieve.routing import names, route


def test_hook_veramem_route(mem):
    r = mem.pm.hook.veramem_route(query="Summarise what Alice did overall")
    assert r.levels[0] == "summaries"


def test_default_is_facts_with_their_turns():
    r = route("where does alice live?")
    assert r.levels == ["facts", "episodes"] and not r.temporal


def test_fine_detail_goes_to_episodes():
    assert route("What exactly did Bob say about the deadline?").levels == ["episodes"]


def test_multi_entity_is_dual():
    r = route("Did Alice and Bob both go to Paris?")
    assert r.levels == ["facts", "episodes"]
    assert names("Did Alice and Bob go to Paris?") == ["Alice", "Bob", "Paris"]


def test_temporal_cues():
    for q in (
        "When did Alice move?",
        "what is her latest job",
        "since March, what changed",
        "before the trip",
    ):
        assert route(q).temporal, q
    assert not route("what is her job").temporal
