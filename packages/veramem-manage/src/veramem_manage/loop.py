"""The outcome loop's hook implementations (feedback, utility, consolidation, summaries, export).

Registered through ``veramem_manage.plugin`` like the write path's stages; the pick-one built-ins
are ``trylast`` so any installed plugin replaces them (a third party's utility formula or
summariser). Imports stay inside the hooks: the CLI loads this module to list its commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from veramem_core.hookspecs import hookimpl

if TYPE_CHECKING:
    import click

    from veramem_core.config import Config
    from veramem_core.llm import LLM
    from veramem_core.models import Episode, MemoryItem
    from veramem_core.outcome import (
        ConsolidateContext,
        ConsolidationReport,
        FeedbackContext,
        FeedbackRecord,
        SummaryDraft,
        TrajectoryContext,
    )


@hookimpl(trylast=True)
def veramem_feedback(context: FeedbackContext) -> FeedbackRecord:
    """The contract's credit rule, baseline-subtracted (``veramem_manage.outcome``)."""
    from . import outcome

    return outcome.give(context)


@hookimpl(trylast=True)
def veramem_utility(memory: MemoryItem, config: Config) -> float:
    """The Beta-smoothed success rate, ``[plugins.outcome] prior_successes/prior_failures``."""
    from . import outcome

    return outcome.utility(memory, config)


@hookimpl
def veramem_consolidate(context: ConsolidateContext) -> ConsolidationReport:
    """Summarise sessions, distil experiences, merge near-duplicates, archive the unhelpful."""
    from . import consolidate

    return consolidate.run(context)


@hookimpl(trylast=True)
def veramem_summarise(episodes: list[Episode], llm: LLM | None, config: Config) -> SummaryDraft:
    """The LLM summariser when an LLM is configured, the extractive one otherwise."""
    from . import summarise

    return summarise.summarise(episodes, llm, config)


@hookimpl(trylast=True)
def veramem_trajectories(context: TrajectoryContext) -> list[dict[str, Any]]:
    """One record per trace with feedback, in the ``veramem.trajectory/1`` schema."""
    from . import trajectories

    return trajectories.build(context)


@hookimpl
def veramem_register_commands(cli: click.Group) -> None:
    """``veramem feedback``, ``veramem consolidate``, ``veramem export-trajectories``."""
    from .commands import consolidate_command, export_command, feedback_command

    for command in (feedback_command, consolidate_command, export_command):
        cli.add_command(command)
