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


# --- the slot section: the phrases and patterns slots.py reads ---

ENDING_LISTS = (
    "JOB_ENDINGS",
    "JOB_ENDINGS_FROM",
    "JOB_ENDINGS_ALONE",
    "PET_ENDINGS_AFTER",
    "PET_ENDINGS_BEFORE",
    "POSSESSION_ENDINGS",
    "HABIT_ENDINGS",
    "BREAKUPS",
)


def test_slot_phrases_are_lower_case_and_longest_first() -> None:
    for name in (*ENDING_LISTS, "PET_KINDS", "PARTNER_WORDS", "HOME_WORDS", "JOB_STARTS", "IRREALIS"):
        phrases: tuple[str, ...] = getattr(lexicon, name)
        assert phrases and all(p == p.lower() for p in phrases), name
        assert [len(p) for p in phrases] == sorted((len(p) for p in phrases), reverse=True), name


def test_an_ending_is_never_also_a_hedge() -> None:
    # A phrase in both would make a statement an ending and no fact at once.
    hedges = set(lexicon.IRREALIS)
    for name in ENDING_LISTS:
        assert not hedges & set(getattr(lexicon, name)), name


def test_every_slot_pattern_captures_its_value() -> None:
    for attribute, pattern in lexicon.STATE_PATTERNS:
        assert "value" in pattern.groupindex, attribute
    for pattern in lexicon.HAS_PATTERNS:
        assert "value" in pattern.groupindex
    for pattern, positive in lexicon.ENDING_PATTERNS:
        fields = {f for f in ("s", "x", "g") if "{" + f + "}" in positive}
        groups = {"s": "subj", "x": "x", "g": "g"}
        assert all(groups[f] in pattern.groupindex for f in fields - {"s"}), positive


def test_families_end_together_both_ways() -> None:
    for attribute, family in lexicon.SLOT_FAMILIES.items():
        assert attribute in family
        assert all(
            lexicon.SLOT_FAMILIES[other] == family for other in family if other in lexicon.SLOT_FAMILIES
        )


def test_an_owner_s_nouns_and_a_contracted_s_followers_do_not_meet() -> None:
    # "my cousin's wedding" owns, "my family's been" is "has": a word in both would be read both ways.
    assert not lexicon.ING_NOUNS & lexicon.CONTRACTED_S_NEXT
    assert all(w.endswith("ing") for w in lexicon.ING_NOUNS | lexicon.LIFE_DOINGS)
    assert all(w == w.lower() for w in lexicon.ING_NOUNS | lexicon.LIFE_DOINGS | lexicon.CONTRACTED_S_NEXT)


def test_a_gerund_written_in_two_is_a_word_and_a_gerund() -> None:
    # ``salience.bare_gerund`` looks up "<first>_<second>" of the lower-cased words.
    for pair in lexicon.GERUND_COMPOUNDS:
        first, second = pair.split("_")
        assert first.isalpha() and first == first.lower() and second.endswith("ing"), pair
