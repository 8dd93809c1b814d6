"""Session summaries (veramem_manage.summarise): extractive offline, LLM when configured, quotes checked."""

from __future__ import annotations

from pathlib import Path

from veramem_core.config import Config
from veramem_core.hookspecs import hookimpl
from veramem_core.llm import LLM
from veramem_core.models import Episode, Evidence
from veramem_core.outcome import SummaryDraft
from veramem_core.testing import FakeLLM

from ._loop import open_loop

SESSION = [
    {"role": "user", "content": "I moved to Lisbon in March. The flat is near the river."},
    {"role": "assistant", "content": "Lisbon is lovely in spring. Do you like the new flat?"},
    {"role": "user", "content": "Yes, and my cat Miso loves the balcony of the flat."},
]


def test_each_session_gets_a_summary_quoting_its_episodes_and_the_route_finds_it(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        added = m.add(SESSION, user_id="alice", session_id="s1", infer=False)
        m.add(
            [{"role": "user", "content": "Work starts Monday."}],
            user_id="alice",
            session_id="s2",
            infer=False,
        )
        m.add(
            [{"role": "user", "content": "Bob's own session."}], user_id="bob", session_id="s1", infer=False
        )
        report = m.consolidate()
        assert len(report.summaries) == 3, "one per (user, session)"
        result = m.search("summarise what happened with the flat in Lisbon", user_id="alice")
        assert "summaries" in result.route
        summary = result.items[0]
        assert summary.kind == "summary" and summary.memory is not None
        assert (
            summary.memory.metadata["session_id"] == "s1"
            and summary.memory.metadata["summariser"] == "extractive"
        )
        episodes = {e: m.episode(e, user_id="alice").content for e in added.episodes}
        for ev in summary.memory.evidence:
            assert ev.quote in episodes[ev.episode_id], "every quote is verbatim from its own episode"
        assert summary.memory.authority == "attested", "it quotes the assistant: the weakest source decides"
        assert "Lisbon" in summary.text


def test_a_session_that_grew_gets_a_new_version(tmp_path: Path) -> None:
    with open_loop(tmp_path / "m.db") as m:
        m.add(SESSION[:1], user_id="alice", session_id="s1", infer=False)
        first = m.consolidate().summaries
        m.add(SESSION[2:], user_id="alice", session_id="s1", infer=False)
        second = m.consolidate().summaries
        assert len(first) == len(second) == 1
        history = m.history(second[0], user_id="alice")
        assert [v.id for v in history] == [first[0], second[0]]
        assert [v.status for v in history] == ["superseded", "active"]
        assert m.consolidate().summaries == []


def test_the_llm_summariser_is_used_when_configured_and_its_quotes_checked(tmp_path: Path) -> None:
    def reply(messages: list[dict[str, str]]) -> dict[str, object]:
        ids = [line[1 : line.index("]")] for line in messages[-1]["content"].splitlines()]
        return {
            "summary": "Alice moved to Lisbon, into a flat by the river, with her cat Miso.",
            "quotes": [
                {"episode_id": ids[0], "quote": "I moved to Lisbon in March."},
                {"episode_id": ids[2], "quote": "my cat Miso loves the balcony"},
                {"episode_id": ids[1], "quote": "words the assistant never said"},
                {"episode_id": "ep_unknown", "quote": "I moved to Lisbon in March."},
            ],
        }

    llm = FakeLLM([reply])
    with open_loop(tmp_path / "m.db", llm=llm) as m:
        m.add(SESSION, user_id="alice", session_id="s1", infer=False)
        summary = m.get(m.consolidate().summaries[0], user_id="alice")
    assert len(llm.calls) == 1
    assert summary.text.startswith("Alice moved to Lisbon") and summary.metadata["summariser"] == "llm"
    assert [e.quote for e in summary.evidence] == [
        "I moved to Lisbon in March.",
        "my cat Miso loves the balcony",
    ]
    assert summary.authority == "authorized", "only the user's words are quoted"


def test_hook_veramem_summarise(tmp_path: Path) -> None:
    class Headline:
        @hookimpl
        def veramem_summarise(self, episodes: list[Episode], llm: LLM | None, config: Config) -> SummaryDraft:
            first = episodes[0]
            return SummaryDraft(
                text=f"Headline: {first.content[:20]}",
                evidence=[Evidence(episode_id=first.id, quote=first.content)],
            )

    class Liar:
        @hookimpl
        def veramem_summarise(self, episodes: list[Episode], llm: LLM | None, config: Config) -> SummaryDraft:
            return SummaryDraft(
                text="Alice confessed everything.",
                evidence=[Evidence(episode_id=episodes[0].id, quote="I confess")],
            )

    with open_loop(tmp_path / "a.db", Headline()) as m:
        m.add(SESSION, user_id="alice", session_id="s1", infer=False)
        summary = m.get(m.consolidate().summaries[0], user_id="alice")
        assert summary.text.startswith("Headline: I moved to Lisbon") and len(summary.evidence) == 1
    with open_loop(tmp_path / "b.db", Liar()) as m:
        m.add(SESSION, user_id="alice", session_id="s1", infer=False)
        summary = m.get(m.consolidate().summaries[0], user_id="alice")
        assert "confessed" not in summary.text, "a summary whose quotes are not found is replaced"
        assert summary.text.startswith("Session of ")
