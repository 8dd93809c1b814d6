"""The word lists of the rules extractor: one home, and no word in two lists that decide opposite ways."""

from __future__ import annotations

from veramem_manage import lexicon


def test_a_feeling_is_never_also_a_disposition() -> None:
    # A disposition keeps its object ("determined to open a studio"), a feeling does not: one word
    # in both would be decided twice.
    assert not lexicon.EMOTIONS & lexicon.DISPOSITIONS


def test_kin_words_have_one_gender() -> None:
    assert not lexicon.FEMININE & lexicon.MASCULINE
    assert {"sister", "mom", "wife"} <= lexicon.FEMININE and {
        "brother",
        "dad",
        "husband",
    } <= lexicon.MASCULINE


def test_lists_read_by_lower_cased_words_are_lower_case() -> None:
    for name in (
        "EMOTIONS",
        "EVALUATIONS",
        "VAGUE_NOUNS",
        "INTENSIFIERS",
        "PRONOUNS",
        "FRAME_VERBS",
        "LIGHT_VERBS",
    ):
        words: frozenset[str] = getattr(lexicon, name)
        assert words and all(w == w.lower() for w in words), name


def test_names_lists_are_capitalised() -> None:
    assert all(w[:1].isupper() for w in lexicon.NOT_NAMES | lexicon.MONTHS_AND_DAYS)
