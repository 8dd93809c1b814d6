"""The write path's own safeties, with veramem-core alone: a third-party stage set and no guards.

Which memory an operation acts on is decided by the reconcile stage (and, when veramem-manage is
installed, its guards); core keeps only what holds whoever reconciled: it acts on the proposals'
own candidates and neighbours, and authority never rises.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from veramem_core import hookimpl
from veramem_core.authority import weaker
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.models import Candidate, Episode, Operation
from veramem_core.plugins import make_plugin_manager
from veramem_core.stages import (
    Attribution,
    ExtractContext,
    Extraction,
    Neighbour,
    ReconcileContext,
    Reconciliation,
    Related,
)

Choose = Callable[[ReconcileContext], list[Operation]]


class Bare:
    """A whole message as one candidate, authority by role, and a reconciler whose choice a test sets."""

    def __init__(self, choose: Choose) -> None:
        self.choose = choose

    @hookimpl
    def veramem_extract(self, context: ExtractContext) -> Extraction:
        return Extraction(
            candidates=[
                Candidate(text=e.content, kind="fact", episode_id=e.id, quote=e.content)
                for e in context.episodes
            ]
        )

    @hookimpl
    def veramem_quote_score(self, quote: str, text: str) -> float:
        return 1.0 if quote in text else 0.0

    @hookimpl
    def veramem_authority(self, candidate: Candidate, episode: Episode) -> Attribution:
        label = {"user": "authorized", "assistant": "attested"}.get(episode.role, "unendorsed")
        return Attribution(authority=label, text=candidate.text)  # type: ignore[arg-type]

    @hookimpl
    def veramem_reconcile(self, context: ReconcileContext) -> Reconciliation:
        return Reconciliation(operations=self.choose(context))


def update_first_neighbour(context: ReconcileContext) -> list[Operation]:
    return [
        Operation(op="UPDATE", candidate=p.candidate, target_id=p.neighbours[0].memory.id)
        if p.neighbours
        else Operation(op="ADD", candidate=p.candidate)
        for p in context.proposals
    ]


@pytest.fixture
def open_bare(tmp_path: Path) -> Iterator[Callable[[Choose], Memory]]:
    opened: list[Memory] = []

    def make(choose: Choose) -> Memory:
        pm = make_plugin_manager(Bare(choose), load_entry_points=False)
        m = Memory(path=tmp_path / f"bare{len(opened)}.db", config=Config(embedder="hashing"), pm=pm)
        opened.append(m)
        return m

    yield make
    for m in opened:
        m.close()


def test_weaker_is_strictly_weaker() -> None:
    assert weaker("unendorsed", "authorized") and weaker("attested", "authorized")
    assert not weaker("authorized", "authorized") and not weaker("authorized", "unendorsed")


def test_core_alone_refuses_an_authority_raise(open_bare: Callable[[Choose], Memory]) -> None:
    m = open_bare(update_first_neighbour)
    mine = m.add([{"role": "user", "content": "I live in Paris"}], user_id="u").added[0]
    r = m.add([{"role": "tool", "name": "crm", "content": "user lives in London"}], user_id="u")
    assert not r.updated and not r.added
    assert [x.reason for x in r.rejected] == ["a unendorsed candidate cannot UPDATE an authorized memory"]
    assert m.get(mine.id, user_id="u").status == "active"


def test_core_alone_acts_only_on_a_proposals_own_neighbours(open_bare: Callable[[Choose], Memory]) -> None:
    elsewhere: list[str] = []

    def reach_out(context: ReconcileContext) -> list[Operation]:
        return [
            Operation(op="DELETE", candidate=p.candidate, target_id=elsewhere[0])
            if elsewhere
            else Operation(op="ADD", candidate=p.candidate)
            for p in context.proposals
        ]

    m = open_bare(reach_out)
    other = m.add([{"role": "user", "content": "I live in Paris"}], user_id="someone-else").added[0]
    elsewhere.append(other.id)
    r = m.add([{"role": "user", "content": "I no longer live there"}], user_id="u")
    assert not r.retracted and r.rejected[0].reason.startswith("DELETE acts outside this add()'s")
    assert m.get(other.id, user_id="someone-else").status == "active"


def test_core_matches_candidates_by_identity_only(open_bare: Callable[[Choose], Memory]) -> None:
    """A copy of a candidate is matched to its proposal by veramem-manage's guards, not by core:
    core alone applies only the proposals' own candidate objects."""

    def copies(context: ReconcileContext) -> list[Operation]:
        return [Operation(op="ADD", candidate=p.candidate.model_copy()) for p in context.proposals]

    m = open_bare(copies)
    r = m.add([{"role": "user", "content": "I live in Paris"}], user_id="u")
    assert not r.added and r.rejected[0].reason.startswith("ADD acts outside this add()'s")


class Names:
    """A stage naming every memory that mentions a garden as one any candidate may change."""

    @hookimpl
    def veramem_related(self, candidate: Candidate, episode: Episode) -> list[Related]:
        return [Related(words=("garden",))]


def test_named_memories_join_the_neighbours_capped_and_in_scope(tmp_path: Path) -> None:
    """What ``veramem_related`` names joins a candidate's neighbours whatever cosine ranks: at most
    ``neighbours_k`` more, newest first, from the writer's own scope only; a reconciler may act on them."""
    seen: list[list[Neighbour]] = []

    def update_a_garden(context: ReconcileContext) -> list[Operation]:
        seen[:] = [p.neighbours for p in context.proposals]
        return [
            Operation(op="UPDATE", candidate=p.candidate, target_id=p.neighbours[-1].memory.id)
            for p in context.proposals
        ]

    def say(text: str) -> list[dict[str, object]]:
        return [{"role": "user", "content": text}]

    pm = make_plugin_manager(
        Bare(lambda c: [Operation(op="ADD", candidate=p.candidate) for p in c.proposals]),
        load_entry_points=False,
    )
    path = tmp_path / "named.db"
    with Memory(path=path, config=Config(embedder="hashing"), pm=pm) as m:
        gardens = [m.add(say(f"I water the garden on day {i}"), user_id="u").added[0] for i in range(8)]
        m.add(say("I water the garden every day"), user_id="someone-else")
        weather = [m.add(say(f"Sunny weather today, take {i}"), user_id="u").added[0] for i in range(8)]
    pm = make_plugin_manager(Bare(update_a_garden), Names(), load_entry_points=False)
    with Memory(path=path, config=Config(embedder="hashing"), pm=pm) as m:
        r = m.add(say("Sunny weather today"), user_id="u")
        k = Config().neighbours_k
        [near] = seen
        ids = [n.memory.id for n in near]
        assert set(ids[:k]) <= {w.id for w in weather}, "cosine's own top k come first"
        assert ids[k:] == [g.id for g in reversed(gardens)][:k], "then at most k named ones, newest first"
        assert all(-1.0 <= n.similarity <= 1.0 for n in near)
        [updated] = r.updated
        assert (
            updated.supersedes == gardens[-k].id and m.get(gardens[-k].id, user_id="u").status == "superseded"
        )
