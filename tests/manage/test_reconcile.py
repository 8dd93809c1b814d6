"""The offline rules reconciler, on hand-built proposals."""

from __future__ import annotations

from veramem_core.testing import FakeEmbedder
from veramem_manage.reconcile import reconcile

from .conftest import memory_item, proposal, reconcile_context, unit


def ops(*proposals):
    result = reconcile(reconcile_context(list(proposals)))
    return [(o.op, o.target_id) for o in result.operations], result.rejected


def test_new_value_for_the_same_slot_is_an_update() -> None:
    paris = memory_item("m1", "User lives in Paris", slot=("user", "location", "paris"))
    assert ops(
        proposal("User moved to Berlin", neighbours=[(paris, 0.4)], slot=("user", "location", "berlin"))
    )[0] == [("UPDATE", "m1")]


def test_same_value_restated_is_a_noop() -> None:
    paris = memory_item("m1", "User lives in Paris", slot=("user", "location", "paris"))
    assert ops(
        proposal("User is living in Paris", neighbours=[(paris, 0.6)], slot=("user", "location", "paris"))
    )[0] == [("NOOP", "m1")]


def test_other_subject_is_not_an_update() -> None:
    bob = memory_item("m1", "Bob lives in Paris", slot=("bob", "location", "paris"))
    assert ops(proposal("User lives in Rome", neighbours=[(bob, 0.7)], slot=("user", "location", "rome")))[
        0
    ] == [("ADD", None)]


def test_near_duplicates_are_left_to_the_guards() -> None:
    # The guards match near-duplicates for every reconciler (test_guards.py); the rules only propose.
    tea = memory_item("m1", "User drinks tea every morning")
    assert ops(proposal("User drinks tea every morning!", neighbours=[(tea, 0.99)]))[0] == [("ADD", None)]


def test_unrelated_is_an_add() -> None:
    tea = memory_item("m1", "User drinks tea every morning")
    assert ops(proposal("User adopted a cat", neighbours=[(tea, 0.2)]))[0] == [("ADD", None)]


def test_negation_with_a_slot_becomes_the_matching_memorys_next_version() -> None:
    paris = memory_item("m1", "User lives in Paris", slot=("user", "location", "paris"))
    assert ops(
        proposal(
            "User no longer lives in Paris",
            neighbours=[(paris, 0.8)],
            negated=True,
            slot=("user", "location", "paris"),
        )
    )[0] == [("UPDATE", "m1")]


def test_forget_retracts_the_matching_memory() -> None:
    paris = memory_item("m1", "User lives in Paris", slot=("user", "location", "paris"))
    assert ops(
        proposal(
            "User lives in Paris",
            neighbours=[(paris, 0.8)],
            negated=True,
            forget=True,
            slot=("user", "location", "paris"),
        )
    )[0] == [("DELETE", "m1")]


def test_negation_without_a_slot_matches_by_the_cancelled_statement() -> None:
    embedder = FakeEmbedder({"User eats meat": unit(1, 0), "User does not eat meat anymore": unit(0, 1)})
    meat = memory_item("m1", "User eats meat")
    p = proposal(
        "User does not eat meat anymore",
        neighbours=[(meat, 0.3)],
        negated=True,
        embedder=embedder,
        cancels="User eats meat",
    )
    result = reconcile(reconcile_context([p], embedder=embedder))
    assert [(o.op, o.target_id) for o in result.operations] == [("UPDATE", "m1")]


def test_forget_with_nothing_to_forget_is_rejected() -> None:
    result, rejected = ops(proposal("User likes jazz", negated=True, forget=True, cancels="User likes jazz"))
    assert result == []
    assert [r.reason for r in rejected] == ["asked to forget something no memory in this scope says"]


def test_negation_with_nothing_to_cancel_is_kept_as_said() -> None:
    assert ops(proposal("User no longer smokes", negated=True, cancels="User smokes"))[0] == [("ADD", None)]
