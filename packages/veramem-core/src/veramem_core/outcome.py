"""What flows through the outcome loop: feedback records, consolidation reports and the hooks' inputs.

The models cross the SDK (``Memory.feedback`` returns a ``FeedbackRecord``, ``Memory.consolidate`` a
``ConsolidationReport``); the dataclasses carry live objects (store, LLM, embedder) to the hooks of
``veramem-manage`` and never leave the process.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from pydantic import Field

from .models import Evidence, Model

if TYPE_CHECKING:
    import pluggy

    from .config import Config
    from .embedding import Embedder
    from .llm import LLM
    from .store import Store


class FeedbackRecord(Model):
    """One feedback on one trace: the reward, the baseline it was measured against, what it credited.

    ``advantage = reward - baseline``; each credited memory got ``uses += 1``,
    ``successes += max(advantage, 0)`` and ``failures += max(-advantage, 0)``. ``revision`` counts the
    times the feedback on this trace was given (a later one replaces the earlier exactly).
    """

    trace_id: str
    user_id: str
    agent_id: str | None = None
    reward: float = Field(ge=-1.0, le=1.0)
    baseline: float = 0.0
    advantage: float = 0.0
    credited: list[str] = Field(default_factory=list)
    created_at: datetime
    updated_at: datetime
    revision: int = 1


class ConsolidationReport(Model):
    """What one ``consolidate()`` run changed: the ids written or archived by each pass."""

    archived: list[str] = Field(default_factory=list)
    merged: list[str] = Field(default_factory=list)
    """The merged versions written (each supersedes the duplicates it absorbed)."""
    absorbed: list[str] = Field(default_factory=list)
    """The duplicates a merge superseded."""
    summaries: list[str] = Field(default_factory=list)
    experiences: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)

    @property
    def changes(self) -> int:
        return (
            len(self.archived)
            + len(self.merged)
            + len(self.absorbed)
            + len(self.summaries)
            + len(self.experiences)
        )

    def add(self, other: ConsolidationReport) -> None:
        for name in ("archived", "merged", "absorbed", "summaries", "experiences", "notes"):
            getattr(self, name).extend(getattr(other, name))


Progress = Callable[[str, int, int], None]
"""``progress(step, done, total)``: how far a consolidation pass has got (the CLI draws a bar)."""


def no_progress(step: str, done: int, total: int) -> None:
    """The default progress callback: says nothing."""


@dataclass
class FeedbackContext:
    """Input of ``veramem_feedback``: the trace's id, the reward, and who gives it (None: trusted code)."""

    trace_id: str
    reward: float
    user_id: str | None
    now: datetime
    store: Store
    config: Config
    pm: pluggy.PluginManager


@dataclass
class ConsolidateContext:
    """Input of ``veramem_consolidate``: the whole store, offline, at ``now``."""

    now: datetime
    store: Store
    config: Config
    llm: LLM | None
    embedder: Embedder
    pm: pluggy.PluginManager
    progress: Progress = no_progress


@dataclass
class SummaryDraft:
    """Output of ``veramem_summarise``: the summary text and the verbatim quotes it rests on."""

    text: str
    evidence: list[Evidence]
    llm_calls: int = 0
    tokens: int = 0


@dataclass
class TrajectoryContext:
    """Input of ``veramem_trajectories``: the store to read traces, feedback and the ledger from."""

    store: Store
    config: Config
    pm: pluggy.PluginManager
