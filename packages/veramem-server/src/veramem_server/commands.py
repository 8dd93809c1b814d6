"""``veramem keys``, ``veramem serve`` and ``veramem mcp``, added to the CLI through the commands hook."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765

db_option = click.option(
    "--db",
    "db",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="SQLite file (default: $VERAMEM_HOME/memory.db).",
)


def _open(db: Path | None) -> Any:
    from veramem_core.errors import VeraMemError
    from veramem_core.memory import Memory

    try:
        return Memory(path=db)
    except VeraMemError as exc:
        raise click.ClickException(str(exc)) from exc


@click.group(name="keys")
def keys_group() -> None:
    """API keys for `veramem serve`: each bound to one user (and optionally an agent)."""


@keys_group.command(name="create")
@click.option("--user", "user_id", required=True, help="The user the key speaks for.")
@click.option("--agent", "agent_id", default=None, help="The agent the key speaks through.")
@click.option("--admin", is_flag=True, help="May act for any user and manage grants.")
@db_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def keys_create(user_id: str, agent_id: str | None, admin: bool, db: Path | None, as_json: bool) -> None:
    """Create a key. It is printed once, now: only its hash is stored."""
    from .keys import KeyStore

    with _open(db) as m:
        key, record = KeyStore(m.store).create(user_id, agent_id, admin)
    if as_json:
        click.echo(json.dumps({"key": key, "user_id": user_id, "agent_id": agent_id, "admin": admin}))
        return
    click.echo(key)
    click.echo(
        f"(key {record.id} for user {user_id!r}{' via ' + agent_id if agent_id else ''}"
        f"{', admin' if admin else ''}; shown once, store it now)",
        err=True,
    )


@keys_group.command(name="list")
@db_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def keys_list(db: Path | None, as_json: bool) -> None:
    """Every key's record (never the keys themselves)."""
    from .keys import KeyStore

    with _open(db) as m:
        records = KeyStore(m.store).list()
    if as_json:
        click.echo(json.dumps([r.as_dict() for r in records], indent=2))
        return
    for r in records:
        state = f"revoked {r.revoked_at}" if r.revoked_at else "live"
        click.echo(
            f"{r.id}  {r.prefix}…  user={r.user_id} agent={r.agent_id or '-'}"
            f"{' admin' if r.admin else ''}  {state}"
        )


@keys_group.command(name="revoke")
@click.argument("ident")
@db_option
def keys_revoke(ident: str, db: Path | None) -> None:
    """Revoke the key with id or prefix IDENT."""
    from veramem_core.errors import VeraMemError

    from .keys import KeyStore

    with _open(db) as m:
        try:
            record = KeyStore(m.store).revoke(ident)
        except VeraMemError as exc:
            raise click.ClickException(str(exc)) from exc
    click.echo(f"revoked {record.id} (user {record.user_id!r})")


@click.command(name="serve")
@click.option("--host", default=DEFAULT_HOST, show_default=True)
@click.option("--port", default=DEFAULT_PORT, show_default=True, type=int)
@db_option
def serve_command(host: str, port: int, db: Path | None) -> None:
    """Serve the REST API and the web UI. The first run creates an admin key and prints it once."""
    import uvicorn

    from .app import create_app
    from .keys import KeyStore

    memory = _open(db)
    keys = KeyStore(memory.store)
    if not keys.any_admin():
        key, _ = keys.create("admin", admin=True)
        click.echo(f"admin key (shown once, store it now): {key}")
    click.echo(f"VeraMem on http://{host}:{port}/  (REST under /v1/, OpenAPI at /openapi.json)")
    if host not in ("127.0.0.1", "localhost", "::1"):
        click.echo("warning: not loopback; keys travel in a header, so put TLS in front of this", err=True)
    try:
        uvicorn.run(create_app(memory, keys), host=host, port=port, log_level="warning")
    finally:
        memory.close()


@click.command(name="mcp")
@click.option("--user", "user_id", required=True, help="Whose memory the tools use; fixed for the session.")
@click.option("--agent", "agent_id", default=None, help="The agent the tools act through.")
@db_option
def mcp_command(user_id: str, agent_id: str | None, db: Path | None) -> None:
    """Serve the memory as MCP tools over stdio (for Claude Desktop, Cursor, any MCP client)."""
    from .mcp_tools import build

    with _open(db) as m:
        build(m, user_id, agent_id).run()
