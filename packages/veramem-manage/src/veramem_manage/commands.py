"""``veramem feedback``, ``veramem consolidate`` and ``veramem export-trajectories``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from veramem_core.cli import db_option, emit, json_option, open_memory

LONG_RUN = 50
"""A pass with at least this many items to go through gets a progress bar."""


@click.command(name="feedback", context_settings={"ignore_unknown_options": True})
@click.argument("trace_id")
@click.argument("reward", type=float)
@click.option("--user", "user_id", default=None, help="The trace must be this user's (else: not found).")
@db_option
@json_option
def feedback_command(
    trace_id: str, reward: float, user_id: str | None, db: Path | None, as_json: bool
) -> None:
    """Credit what trace TRACE_ID used with REWARD in [-1, 1] (a later call replaces it)."""
    with open_memory(db) as m:
        record = m.feedback(trace_id, reward, user_id=user_id)

    def human() -> None:
        again = f" (replaces revision {record.revision - 1})" if record.revision > 1 else ""
        click.echo(
            f"trace {record.trace_id}: reward {record.reward:+.2f}, baseline {record.baseline:+.3f},"
            f" advantage {record.advantage:+.3f}{again}"
        )
        click.echo(f"credited {len(record.credited)} memor{'y' if len(record.credited) == 1 else 'ies'}")
        for memory_id in record.credited:
            click.echo(f"  {memory_id}")

    emit(record, as_json, human)


class _Bars:
    """One progress bar per consolidation pass that has enough to do to be worth one."""

    def __init__(self) -> None:
        self.step: str | None = None
        self.bar: Any = None
        self.shown = 0

    def __call__(self, step: str, done: int, total: int) -> None:
        if step != self.step:
            self.close()
            self.step = step
            if total >= LONG_RUN:
                self.bar = click.progressbar(length=total, label=step)
                self.bar.__enter__()
        if self.bar is not None:
            self.bar.update(done - self.shown)
            self.shown = done

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
        self.bar, self.shown = None, 0


@click.command(name="consolidate")
@click.option("--now", default=None, help="ISO time to judge staleness at (default: now).")
@db_option
@json_option
def consolidate_command(now: str | None, db: Path | None, as_json: bool) -> None:
    """Offline: summarise sessions, distil experiences, merge near-duplicates, archive the unhelpful."""
    bars = _Bars()
    with open_memory(db) as m:
        try:
            report = m.consolidate(now=now, progress=None if as_json else bars)
        finally:
            bars.close()

    def human() -> None:
        click.echo(
            f"consolidated: {len(report.summaries)} session summar{'y' if len(report.summaries) == 1 else 'ies'},"
            f" {len(report.experiences)} experience(s), {len(report.merged)} merge(s) of"
            f" {len(report.absorbed)} duplicates, {len(report.archived)} archived"
        )
        if not report.changes:
            click.echo("nothing to change")

    emit(report, as_json, human)


@click.command(name="export-trajectories")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@db_option
def export_command(path: Path, db: Path | None) -> None:
    """Write one JSONL trajectory record per trace with feedback to PATH (docs/trajectories.md)."""
    with open_memory(db) as m:
        count = m.export_trajectories(path)
    click.echo(f"{count} trajectorie(s) written to {path}")
