"""``veramem forget``: erasure from the command line, confirmed unless ``--yes``."""

from __future__ import annotations

from pathlib import Path

import click

from .cli import db_option, emit, json_option, open_memory


@click.command(name="forget")
@click.option("--memory", "memory_id", default=None, help="A memory id: every version and what it cites.")
@click.option("--user", "user_id", default=None, help="A user: everything of theirs (or narrow with below).")
@click.option("--session", "session_id", default=None, help="A session id.")
@click.option("--source", default=None, help="A tool's or document's name.")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@db_option
@json_option
def forget_command(
    memory_id: str | None,
    user_id: str | None,
    session_id: str | None,
    source: str | None,
    yes: bool,
    db: Path | None,
    as_json: bool,
) -> None:
    """Erase memories, episodes and everything derived from them, for good (no undo)."""
    chosen = {"memory": memory_id, "user": user_id, "session": session_id, "source": source}
    named = ", ".join(f"{k} {v!r}" for k, v in chosen.items() if v is not None)
    if not named:
        raise click.UsageError("give --memory, --user, --session or --source")
    if not yes:
        click.confirm(f"Erase {named} and everything derived from it? This cannot be undone", abort=True)
    with open_memory(db) as m:
        report = m.forget(memory_id=memory_id, user_id=user_id, session_id=session_id, source=source)

    def human() -> None:
        click.echo(
            f"erased {report.memories} memories, {report.episodes} episodes, {report.traces} traces,"
            f" {report.grants} grants; {report.tombstones} ledger tombstones"
        )

    emit(report, as_json, human)
