"""``morphology``: lemminflect's answers, cached and read-only."""

import pytest

from veramem_manage.morphology import all_lemmas, inflection


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
