"""Each hook veramem-manage implements, called through a plugin manager, and overridable by plugins."""

from __future__ import annotations

from datetime import UTC, datetime

import veramem_manage.plugin
from veramem_core.config import Config
from veramem_core.hookspecs import hookimpl
from veramem_core.models import Candidate, Episode, Operation
from veramem_core.stages import ExtractContext, Extraction, ReconcileContext, Reconciliation, Related, Scope
from veramem_core.testing import FakeLLM

from .conftest import manage_pm, memory_item, proposal, reconcile_context

NOW = datetime(2024, 1, 1, tzinfo=UTC)


def ep(role: str = "user", content: str = "I live in Paris") -> Episode:
    return Episode(id="ep1", role=role, content=content, user_id="u", event_time=NOW, created_at=NOW)  # type: ignore[arg-type]


def extract_context(llm: object = None) -> ExtractContext:
    return ExtractContext(
        episodes=[ep()],
        context=[],
        recalled=[],
        scope=Scope("u"),
        llm=llm,  # type: ignore[arg-type]
        config=Config(),
        now=NOW,
    )


def test_hook_veramem_extract() -> None:
    pm = manage_pm()
    rules = pm.hook.veramem_extract(context=extract_context())
    assert [c.text for c in rules.candidates] == ["User lives in Paris"] and rules.llm_calls == 0
    llm = FakeLLM(
        [{"memories": [{"message_id": "m1", "quote": "I live in Paris", "text": "Lives in Paris"}]}]
    )
    with_llm = pm.hook.veramem_extract(context=extract_context(llm))
    assert [c.text for c in with_llm.candidates] == ["Lives in Paris"] and with_llm.llm_calls == 1

    class Mine:
        @hookimpl
        def veramem_extract(self, context: ExtractContext) -> Extraction:
            return Extraction(candidates=[])

    assert manage_pm(Mine()).hook.veramem_extract(context=extract_context()).candidates == []


def test_hook_veramem_quote_score() -> None:
    pm = manage_pm()
    assert pm.hook.veramem_quote_score(quote="i LIVE in paris!", text="Hi. I live in Paris.") == 1.0
    assert pm.hook.veramem_quote_score(quote="I live in Rome", text="Hi. I live in Paris.") < 0.9


def test_hook_veramem_authority() -> None:
    pm = manage_pm()
    cand = Candidate(text="User prefers tea", episode_id="ep1", quote="x")
    tool = Episode(
        id="ep1", role="tool", name="crm", content="x", user_id="u", event_time=NOW, created_at=NOW
    )
    result = pm.hook.veramem_authority(candidate=cand, episode=tool)
    assert (result.authority, result.text) == ("unendorsed", "According to tool crm: User prefers tea")
    assert pm.hook.veramem_authority(candidate=cand, episode=ep()).authority == "authorized"


def test_hook_veramem_related() -> None:
    pm = manage_pm()
    john = Episode(
        id="ep1", role="user", name="John", content="x", user_id="u", event_time=NOW, created_at=NOW
    )
    lost = Candidate(
        text="John lost their job at Acme",
        episode_id="ep1",
        quote="I lost my job at Acme",
        subject="john",
        attribute="employer",
        value="acme",
        negated=True,
        metadata={"cancels": "John works at Acme"},
    )
    [named] = pm.hook.veramem_related(candidate=lost, episode=john)
    assert named == [
        Related(subject="john", attributes=("employer", "job", "location")),  # what the ending ends
        Related(words=("John", "job"), speaker="John"),  # the speaker's own mentions of their job
        Related(words=("acme", "works"), speaker="John"),  # the statement it cancels, word for word
    ]
    moved = Candidate(
        text="John moved to Oslo",
        episode_id="ep1",
        quote="x",
        subject="john",
        attribute="location",
        value="oslo",
    )
    assert pm.hook.veramem_related(candidate=moved, episode=john) == [[Related("john", ("location",))]]
    plain = Candidate(text="John painted a lake", episode_id="ep1", quote="x")
    assert pm.hook.veramem_related(candidate=plain, episode=john) == [[]]

    class Mine:
        @hookimpl
        def veramem_related(self, candidate: Candidate, episode: Episode) -> list[Related]:
            return [Related(words=("lake",))]

    assert manage_pm(Mine()).hook.veramem_related(candidate=plain, episode=john) == [
        [Related(words=("lake",))],
        [],
    ]


def test_hook_veramem_reconcile() -> None:
    pm = manage_pm()
    paris = memory_item("m1", "User lives in Paris", slot=("user", "location", "paris"))
    p = proposal("User lives in Berlin", neighbours=[(paris, 0.5)], slot=("user", "location", "berlin"))
    result = pm.hook.veramem_reconcile(context=reconcile_context([p]))
    assert [(o.op, o.target_id) for o in result.operations] == [("UPDATE", "m1")]

    class Wild:
        @hookimpl
        def veramem_reconcile(self, context: ReconcileContext) -> Reconciliation:
            return Reconciliation(
                operations=[Operation(op="DELETE", candidate=p.candidate, target_id="m_other")]
            )

    guarded = manage_pm(Wild()).hook.veramem_reconcile(context=reconcile_context([p]))
    assert guarded.operations == [] and "outside" in guarded.rejected[0].reason


def test_plugin_is_the_entry_point_module() -> None:
    from importlib.metadata import entry_points

    [ep_] = [e for e in entry_points(group="veramem") if e.name == "manage"]
    assert ep_.value == "veramem_manage.plugin" and ep_.load() is veramem_manage.plugin
