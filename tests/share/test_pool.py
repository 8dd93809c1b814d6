"""share_experiences: eligibility, abstraction, the gate, and the pool's own manager; withdrawal."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import veramem_manage.plugin as manage
import veramem_retrieve.plugin as retrieve
from veramem_core import hookimpl
from veramem_core.errors import MissingStage, NotFound
from veramem_core.memory import Memory
from veramem_core.models import Candidate, ShareResult
from veramem_core.stages import ExtractContext, Extraction, ForgetRequest, ShareRequest
from veramem_core.testing import FakeLLM, leftovers
from veramem_share.pool import POOL_USER

from .conftest import STACK, open_memory


class Lessons:
    """An extractor for experiences ("Lesson: ..."), ahead of the rules extractor."""

    @hookimpl(tryfirst=True)
    def veramem_extract(self, context: ExtractContext) -> Extraction | None:
        found = [
            Candidate(
                text=e.content.removeprefix("Lesson: "),
                kind="experience",
                episode_id=e.id,
                quote=e.content,
                entities=re.findall(r"\b[A-Z][a-z]+[A-Z]\w*|\bOrion\b", e.content),
            )
            for e in context.episodes
            if e.content.startswith("Lesson: ")
        ]
        return Extraction(candidates=found) if found else None


LESSON = "Lesson: deploying billing to Orion failed until we drained the queue on 2024-03-02 with 3 retries."


def lessons(home: Path, **settings: Any) -> Memory:
    m = open_memory(home, Lessons(), *STACK, **settings)
    for user in ("alice", "bob", "carol"):
        m.grant("team_member", user, "t1")
    return m


def test_an_experience_is_abstracted_gated_and_pooled(home: Path) -> None:
    with lessons(home) as m:
        local = m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True).added[0]
        result = m.share_experiences("alice", team_id="t1")
        [pooled] = result.shared
        assert result.rejected == []
        assert (
            pooled.user_id == POOL_USER and pooled.visibility == "team" and pooled.authority == "unendorsed"
        )
        for value in ("Orion", "2024-03-02", "3 retries", "alice"):
            assert value not in pooled.text
        assert "## " in pooled.text and "Applies when:" in pooled.text and "{date_1}" in pooled.text
        assert re.fullmatch(r"[0-9a-f]{64}", pooled.metadata["provenance"])
        seen = m.search("how to deploy billing when it fails?", user_id="bob")
        assert [h.id for h in seen.shared] == [pooled.id] and pooled.id not in [h.id for h in seen.items]
        assert m.may_authorise(pooled.id, "deploy", user_id="bob") is False
        assert m.get(local.id, user_id="alice").visibility == "private", "the local memory stays as it was"
        again = m.share_experiences("alice", team_id="t1")
        assert again.shared == [] and again.unchanged == [], "already shared: nothing new is pooled"
        assert m.verify().ok


def test_the_pool_manager_decides_afresh(home: Path) -> None:
    with lessons(home) as m:
        m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True)
        first = m.share_experiences("alice", team_id="t1").shared[0]
        m.add([{"role": "user", "content": LESSON}], user_id="bob", shareable=True)
        result = m.share_experiences("bob", team_id="t1")
        # Bob's local operation was an ADD; against the pool the same experience is a NOOP.
        assert result.shared == [] and [i.id for i in result.unchanged] == [first.id]
        assert len(m.get(first.id, user_id="carol").evidence) == 2


def test_eligibility(home: Path) -> None:
    with lessons(home, tau=0.6) as m:
        m.add(
            [{"role": "user", "content": "Lesson: rotating the Vault tokens weekly avoids outages."}],
            user_id="alice",
        )
        m.add([{"role": "user", "content": "I like quiet trains."}], user_id="alice", shareable=True)
        m.add([{"role": "user", "content": "I live in Trondheim."}], user_id="alice", shareable=True)
        world = m.add(
            [{"role": "user", "content": "The Zephyr printer jams when the tray is overfilled."}],
            user_id="alice",
            shareable=True,
        ).added[0]
        low = m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True).added[0]
        m.store.update_memory(world.id, "memory.feedback", uses=4, successes=3.0)  # as feedback records it
        m.store.update_memory(low.id, "memory.feedback", uses=4, successes=1.0, failures=2.0)
        result = m.share_experiences("alice", team_id="t1")
        assert [i.text.count("printer") for i in result.shared] == [2]  # a fact about the world
        assert result.ineligible == 4, "no consent, a preference, a fact about the user, low utility"


def test_a_team_policy_stands_in_for_consent(home: Path) -> None:
    with lessons(home, policy_teams=["t1"]) as m:
        m.add([{"role": "user", "content": LESSON}], user_id="alice")
        assert len(m.share_experiences("alice", team_id="t1").shared) == 1
        m.grant("team_member", "alice", "t2")
        assert m.share_experiences("alice", team_id="t2").shared == [], "t2 has no such policy"


def test_the_canary_keeps_a_private_run_local(home: Path) -> None:
    with lessons(home) as m:
        m.add(
            [{"role": "user", "content": "I hide the spare key under the blue flowerpot."}], user_id="alice"
        )
        m.add(
            [
                {
                    "role": "user",
                    "content": "Lesson: keeping the spare key under the blue flowerpot saved a lockout.",
                }
            ],
            user_id="alice",
            shareable=True,
        )
        result = m.share_experiences("alice", team_id="t1")
        assert result.shared == [] and "canary" in result.rejected[0].reason
        assert "flowerpot" not in result.rejected[0].reason
        assert m.search("spare key", user_id="bob").shared == []
        row = m.store.execute("SELECT detectors, reason FROM gate_rejections")  # type: ignore[attr-defined]
        assert json.loads(row[0]["detectors"]) == ["canary"] and "flowerpot" not in row[0]["reason"]


def test_withdrawing_consent_removes_the_shared_copies(home: Path) -> None:
    with lessons(home) as m:
        local = m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True).added[0]
        pooled = m.share_experiences("alice", team_id="t1").shared[0]
        procedure = pooled.text.split("Procedure: ")[1].split("\n")[0]
        m.set_shareable(local.id, False, user_id="alice")
        with pytest.raises(NotFound):
            m.get(pooled.id, user_id="bob")
        assert m.search("deploying billing drained the queue", user_id="bob").shared == []
        assert m.get(local.id, user_id="alice").text == local.text, "the owner's own memory stays"
        assert m.verify().ok
        assert leftovers(home, [procedure]) == {}, "no copy of the shared text is left in any file"


def test_forgetting_a_contributor_removes_their_contributions(home: Path) -> None:
    with lessons(home) as m:
        m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True)
        m.add(
            [{"role": "user", "content": "Lesson: the nightly CronJob needs a lock file."}],
            user_id="bob",
            shareable=True,
        )
        m.share_experiences("alice", team_id="t1")
        bobs = m.share_experiences("bob", team_id="t1").shared[0]
        m.forget(user_id="alice")
        assert [h.id for h in m.search("deploying billing lock file", user_id="carol").shared] == [bobs.id]
        assert m.verify().ok


def test_sharing_needs_membership_and_the_stage(home: Path) -> None:
    with lessons(home) as m, pytest.raises(NotFound, match="t9"):
        m.share_experiences("alice", team_id="t9")
    with open_memory(home, manage, retrieve) as bare, pytest.raises(MissingStage, match="veramem-share"):
        bare.share_experiences("alice", team_id="t1")


def test_with_an_llm_the_model_abstracts_and_values_are_slotted_again(home: Path) -> None:
    with lessons(home) as m:
        m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True)

    def reply(messages: list[dict[str, str]]) -> Any:
        if "de-identify" in messages[0]["content"]:
            return {
                "name": "Deploy after draining",
                "applies_when": "a deploy to {cluster} fails",
                "inputs": ["cluster"],
                "procedure": "Drain the queue on Orion, then deploy again.",  # the model kept a value
                "caution": "Check the queue is empty.",
            }
        return {"operations": [{"candidate": "c1", "op": "ADD"}]}

    llm = FakeLLM(default=reply)
    with open_memory(home, Lessons(), *STACK, llm=llm) as m:
        [pooled] = m.share_experiences("alice", team_id="t1").shared
    assert "Orion" not in pooled.text and "Drain the queue on {name_1}" in pooled.text
    assert "Inputs: {cluster}, {name_1}" in pooled.text
    assert "de-identify" in llm.calls[0][0]["content"], "the model wrote the template"


def test_hook_veramem_share(home: Path) -> None:
    class Refuser:
        """A sharer that shares nothing, overriding the built-in."""

        @hookimpl
        def veramem_share(self, request: ShareRequest) -> ShareResult:
            return ShareResult(ineligible=42)

    with open_memory(home, Refuser(), *STACK) as m:
        assert m.share_experiences("alice").ineligible == 42


def test_hook_veramem_forget(home: Path) -> None:
    with lessons(home) as m:
        keep = m.add([{"role": "user", "content": "The lab opens at nine."}], user_id="bob").added[0]

        class AlsoBobs:
            """Names bob's memory as derived from alice's: core erases it with hers."""

            @hookimpl
            def veramem_forget(self, request: ForgetRequest) -> list[str]:
                return [keep.id] if "alice" in request.user_ids else []

        m.pm.register(AlsoBobs())
        m.add([{"role": "user", "content": "I live in Bergen."}], user_id="alice")
        report = m.forget(user_id="alice")
        assert report.memories == 2
        with pytest.raises(NotFound):
            m.get(keep.id, user_id="bob")


def test_a_contributor_withdraws_everything_they_shared(home: Path) -> None:
    with lessons(home) as m:
        mine = m.add([{"role": "user", "content": LESSON}], user_id="alice", shareable=True).added[0]
        m.add(
            [{"role": "user", "content": "Lesson: the nightly CronJob needs a lock file."}],
            user_id="bob",
            shareable=True,
        )
        m.share_experiences("alice", team_id="t1")
        bobs = m.share_experiences("bob", team_id="t1").shared[0]
        assert m.withdraw_contributions("alice") == 1
        assert [h.id for h in m.search("deploying billing lock file", user_id="carol").shared] == [bobs.id]
        assert m.get(mine.id, user_id="alice").shareable is False, "consent is withdrawn too"
        assert m.share_experiences("alice", team_id="t1").shared == []
        assert m.verify().ok
