"""``morphology``: lemminflect's answers, cached and read-only."""

import pytest

from veramem_manage.morphology import all_lemmas, inflection, is_after_s, past_as_base


@pytest.mark.parametrize(
    ("lemma", "tag", "form"),
    [("go", "VBZ", "goes"), ("have", "VBZ", "has"), ("go", "VBD", "went"), ("fall", "VBD", "fell")],
)
def test_inflection_gives_irregular_forms(lemma: str, tag: str, form: str) -> None:
    assert inflection(lemma, tag)[0] == form


def test_an_unknown_word_is_inflected_by_suffix() -> None:
    assert inflection("zorble", "VBZ") == ("zorbles",)


def test_all_lemmas_by_part_of_speech() -> None:
    assert "fall" in all_lemmas("fell")["VERB"]
    assert all_lemmas("fell", upos="VERB").keys() == {"VERB"}
    assert all_lemmas("qwzx") == {}


def test_cached_answers_are_shared_and_cannot_be_changed() -> None:
    first = all_lemmas("running")
    assert all_lemmas("running") is first  # looked up once
    with pytest.raises(TypeError):
        first["NOUN"] = ("x",)  # type: ignore[index]
    assert inflection("run", "VBD") is inflection("run", "VBD")


@pytest.mark.parametrize(
    ("form", "verb"), [("vape", "vape"), ("vaping", "vape"), ("vlogs", "vlog"), ("carpooled", "carpool")]
)
def test_a_verb_newer_than_the_tables_is_read_as_a_verb(form: str, verb: str) -> None:
    assert all_lemmas(form) == {"VERB": (verb,)}
    assert all_lemmas(form, upos="NOUN") == {}


@pytest.mark.parametrize(
    ("nxt", "beyond", "is_"),
    [
        ("vegan", "", True),  # "my partner's vegan"
        ("vegan", "recipes", False),  # "my partner's vegan recipes": theirs
        ("due", "in", True),  # "my sister's due in August"
        ("allergic", "to", True),
        ("new", "car", False),  # "my sister's new car"
        ("wedding", "", False),
    ],
)
def test_what_follows_a_contracted_s_says_whether_it_is_is(nxt: str, beyond: str, is_: bool) -> None:
    assert is_after_s(nxt, beyond) is is_


@pytest.mark.parametrize(
    ("word", "past"),
    [
        ("quit", True),
        ("cut", True),
        ("set", True),
        ("read", True),
        ("left", False),
        ("work", False),
        ("job", False),
    ],
)
def test_a_past_form_that_is_its_base_form_is_told_apart(word: str, past: bool) -> None:
    assert past_as_base(word) is past
