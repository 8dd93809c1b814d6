"""veramem-server as a plugin: its commands, and how ``veramem init`` finds local models.

Imports stay inside the hooks so ``veramem --help`` never loads starlette, uvicorn or mcp.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from veramem_core.hookspecs import hookimpl

if TYPE_CHECKING:
    import click

    from veramem_core.setup import EngineChoice


@hookimpl
def veramem_register_commands(cli: click.Group) -> None:
    from .commands import keys_group, mcp_command, serve_command

    for command in (keys_group, serve_command, mcp_command):
        cli.add_command(command)


@hookimpl
def veramem_detect_engines(env: Mapping[str, str]) -> EngineChoice | None:
    from .detect import detect

    return detect(env)
