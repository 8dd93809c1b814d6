"""veramem-share's hook implementations: the gate, sharing, abstraction, detectors and erasure links.

Registered like any third-party plugin. Each PII detector (``pii.py``) and the canary
(``canary.py``) is its own implementation of ``veramem_pii_scan`` / ``veramem_canary``, imported here
so the one entry point registers them all. Nothing heavy is imported at load time: the CLI loads
this module to list its commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from veramem_core.hookspecs import hookimpl

from .canary import canary
from .pii import (
    date_of_birth,
    email,
    government_id,
    iban,
    ip_address,
    payment_card,
    phone,
    street_address,
    url_query,
)

if TYPE_CHECKING:
    import click

    from veramem_core.llm import LLM
    from veramem_core.models import MemoryItem, ShareResult
    from veramem_core.stages import Finding, ForgetRequest, GateRequest, ShareRequest

__all__ = [
    "canary",
    "date_of_birth",
    "email",
    "government_id",
    "iban",
    "ip_address",
    "payment_card",
    "phone",
    "street_address",
    "url_query",
]


@hookimpl(trylast=True)
def veramem_gate(request: GateRequest) -> list[Finding]:
    from . import gate

    return gate.check(request)


@hookimpl(trylast=True)
def veramem_share(request: ShareRequest) -> ShareResult:
    from . import pool

    return pool.share(request)


@hookimpl(trylast=True)
def veramem_abstract(memory: MemoryItem, llm: LLM | None) -> str:
    from . import abstraction

    return abstraction.abstract(memory, llm)


@hookimpl
def veramem_forget(request: ForgetRequest) -> list[str]:
    from . import pool

    return pool.derived(request)


@hookimpl
def veramem_register_commands(cli: click.Group) -> None:
    from .commands import share_command

    cli.add_command(share_command)
