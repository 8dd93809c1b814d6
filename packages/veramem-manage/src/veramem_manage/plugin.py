"""veramem-manage's hook implementations: the write path's stages, registered like any plugin.

The built-in extractor and reconciler are ``trylast`` so any installed plugin overrides them; the
LLM engines answer only when an LLM is configured, the rules engines otherwise. The guards wrap
``veramem_reconcile`` (``wrapper=True``), so they apply to whichever reconciler answered; the
text-support check wraps ``veramem_extract`` the same way.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from veramem_core.hookspecs import hookimpl

# The outcome loop's hooks live in their own module; importing them registers them with this plugin.
from .loop import veramem_consolidate as veramem_consolidate
from .loop import veramem_feedback as veramem_feedback
from .loop import veramem_register_commands as veramem_register_commands
from .loop import veramem_summarise as veramem_summarise
from .loop import veramem_trajectories as veramem_trajectories
from .loop import veramem_utility as veramem_utility

# Stage modules are imported inside the hooks: this module loads whenever the CLI starts, and
# `veramem --help` must not pay for pydantic, numpy or rapidfuzz.
if TYPE_CHECKING:
    from veramem_core.models import Candidate, Episode
    from veramem_core.stages import (
        Attribution,
        ExtractContext,
        Extraction,
        ReconcileContext,
        Reconciliation,
        Related,
    )


@hookimpl(trylast=True)
def veramem_extract(context: ExtractContext) -> Extraction | None:
    """The rules extractor, when no LLM is configured."""
    if context.llm is not None:
        return None
    from . import rules

    return rules.extract(context)


@hookimpl(trylast=True, specname="veramem_extract")
def extract_with_llm(context: ExtractContext) -> Extraction | None:
    """The LLM extractor: one call for all new messages of the ``add()``."""
    if context.llm is None:
        return None
    from . import llm_extract

    return llm_extract.extract(context)


@hookimpl(wrapper=True, specname="veramem_extract")
def support_extract(context: ExtractContext) -> Generator[None, Extraction | None, Extraction | None]:
    """The text-support check over whatever extractor answered: a memory's text must be backed by its
    quote (numbers, dates, names, polarity, content overlap)."""
    from . import support

    result = yield
    return support.check(context, result)


@hookimpl(trylast=True)
def veramem_quote_score(quote: str, text: str) -> float | None:
    """Normalised best-window fuzzy ratio (rapidfuzz)."""
    from . import quotes

    return quotes.score(quote, text)


@hookimpl(trylast=True)
def veramem_authority(candidate: Candidate, episode: Episode) -> Attribution | None:
    """role-policy-v1 with source-attributed wording."""
    from . import authority

    return authority.attribute(candidate, episode)


@hookimpl
def veramem_related(candidate: Candidate, episode: Episode) -> list[Related] | None:
    """What the rules may change: a slot's earlier value, what an ending takes back."""
    from . import reconcile

    return reconcile.related(candidate, episode)


@hookimpl(trylast=True)
def veramem_reconcile(context: ReconcileContext) -> Reconciliation | None:
    """The rules reconciler, when no LLM is configured."""
    if context.llm is not None:
        return None
    from . import reconcile

    return reconcile.reconcile(context)


@hookimpl(trylast=True, specname="veramem_reconcile")
def reconcile_with_llm(context: ReconcileContext) -> Reconciliation | None:
    """The LLM reconciler: one call for all proposals of the ``add()``."""
    if context.llm is None:
        return None
    from . import llm_reconcile

    return llm_reconcile.reconcile(context)


@hookimpl(wrapper=True, specname="veramem_reconcile")
def guard_reconcile(
    context: ReconcileContext,
) -> Generator[None, Reconciliation | None, Reconciliation | None]:
    """The guards of spec steps 11 to 16, over whatever reconciler answered."""
    from . import guards

    result = yield
    return guards.apply(context, result)
