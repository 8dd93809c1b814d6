"""``veramem reembed``: give every memory and episode a vector of the configured embedder."""

from __future__ import annotations

from pathlib import Path

import click


@click.command(name="reembed")
@click.option(
    "--db",
    "db",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="SQLite file (default: $VERAMEM_HOME/memory.db).",
)
@click.option(
    "--embedder",
    "embedder_name",
    default=None,
    help='Embedder to use instead of the configured one ("minilm", "hashing", "litellm:<model>").',
)
@click.option("--batch-size", default=64, show_default=True)
@click.option("--drop-old", is_flag=True, help="Delete the vectors of every other model afterwards.")
def reembed_command(db: Path | None, embedder_name: str | None, batch_size: int, drop_old: bool) -> None:
    """Embed what has no vector of the current embedder yet (after changing embedder)."""
    from veramem_core.config import Config
    from veramem_core.errors import VeraMemError
    from veramem_core.memory import Memory

    from .reembed import missing, reembed

    try:
        config = Config.load()
        if embedder_name:
            config = config.model_copy(update={"embedder": embedder_name})
        m = Memory(path=db, config=config)
    except VeraMemError as exc:
        raise click.ClickException(str(exc)) from exc
    with m:
        embedder = m.embedder
        total = missing(m.store, "memory", embedder.name) + missing(m.store, "episode", embedder.name)
        with click.progressbar(length=total, label=f"re-embedding with {embedder.name}") as bar:
            report = reembed(
                m.store, embedder, batch_size=batch_size, progress=bar.update, drop_other_models=drop_old
            )
    click.echo(
        f"{report.model}: {report.embedded.get('memory', 0)} memories, {report.embedded.get('episode', 0)}"
        f" episodes embedded" + (f"; {report.dropped} old vectors dropped" if drop_old else "")
    )
