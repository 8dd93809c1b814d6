"""``veramem share``: share a user's eligible memories into a team's (or the public) pool."""

from __future__ import annotations

from pathlib import Path

import click

from veramem_core.cli import db_option, emit, json_option, open_memory


@click.command(name="share")
@click.option("--user", "user_id", required=True, help="Whose memories to share.")
@click.option("--team", "team_id", default=None, help="The team's pool (default: the public pool).")
@click.option("--withdraw", is_flag=True, help="Withdraw instead: erase everything USER contributed.")
@db_option
@json_option
def share_command(user_id: str, team_id: str | None, withdraw: bool, db: Path | None, as_json: bool) -> None:
    """Share USER's eligible memories: abstracted, through the PII and canary gate, into a pool."""
    if withdraw:
        with open_memory(db) as m:
            erased = m.withdraw_contributions(user_id)
        emit({"withdrawn": erased}, as_json, lambda: click.echo(f"{erased} shared item(s) withdrawn"))
        return
    with open_memory(db) as m:
        result = m.share_experiences(user_id=user_id, team_id=team_id)

    def human() -> None:
        for item in result.shared:
            click.echo(f"  shared    {item.id}  {item.text.splitlines()[0]}")
        for item in result.unchanged:
            click.echo(f"  unchanged {item.id}  (the pool already held it)")
        for rej in result.rejected:
            click.echo(f"  kept local {rej.text!r}: {rej.reason}")
        click.echo(
            f"{len(result.shared)} shared, {len(result.unchanged)} unchanged, {len(result.rejected)} kept"
            f" local, {result.ineligible} not eligible"
        )

    emit(result, as_json, human)
