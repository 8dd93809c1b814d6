"""Every stage's contract. A plugin implements any of these with ``@veramem_core.hookimpl``.

``firstresult=True`` marks pick-one decisions (which store, which extractor, which embedder): the
first plugin to return something other than None wins, and built-ins are registered ``trylast`` so
any plugin overrides them. The other hooks collect a result from every plugin.
Each hook has its own section in ``docs/plugin-hooks.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from collections.abc import Mapping

    import click

    from .config import Config
    from .embedding import Embedder
    from .llm import LLM
    from .models import Candidate, Episode, Hit, MemoryItem, ShareResult
    from .outcome import (
        ConsolidateContext,
        ConsolidationReport,
        FeedbackContext,
        FeedbackRecord,
        SummaryDraft,
        TrajectoryContext,
    )
    from .setup import EngineChoice
    from .stages import (
        AnswerDraft,
        AnswerRequest,
        Attribution,
        ChannelRanking,
        ExtractContext,
        Extraction,
        Finding,
        ForgetRequest,
        GateRequest,
        Judgement,
        ReconcileContext,
        Reconciliation,
        Related,
        Route,
        SearchOutcome,
        SearchRequest,
        ShareRequest,
    )
    from .store import Store

hookspec = pluggy.HookspecMarker("veramem")
hookimpl = pluggy.HookimplMarker("veramem")


# --- engines ---


@hookspec(firstresult=True)
def veramem_store(url: str, config: Config) -> Store | None:
    """Open the store for ``url`` (a path or a URL); the first plugin that recognises it wins."""


@hookspec(firstresult=True)
def veramem_llm(config: Config) -> LLM | None:
    """Return the LLM to use, or None for the offline engines; the first non-None answer wins."""


@hookspec(firstresult=True)
def veramem_embedder(config: Config) -> Embedder | None:
    """Return the embedder named by ``config.embedder`` (or the best available for "auto")."""


# --- write path ---


@hookspec(firstresult=True)
def veramem_extract(context: ExtractContext) -> Extraction | None:
    """Propose candidate memories, each citing one new episode verbatim; the first extractor wins."""


@hookspec(firstresult=True)
def veramem_quote_score(quote: str, text: str) -> float | None:
    """Score in [0, 1] how well ``quote`` is found verbatim in ``text`` (best normalised window)."""


@hookspec(firstresult=True)
def veramem_authority(candidate: Candidate, episode: Episode) -> Attribution | None:
    """Label a candidate's authority from its episode's role, and word it with its source if lower."""


@hookspec
def veramem_related(candidate: Candidate, episode: Episode) -> list[Related] | None:
    """Name the earlier memories ``candidate`` may change (by slot, or by words and speaker): the
    write path adds those of its scope to the candidate's neighbours, whatever the embedder ranks."""


@hookspec(firstresult=True)
def veramem_reconcile(context: ReconcileContext) -> Reconciliation | None:
    """Choose ADD, UPDATE, DELETE or NOOP for every proposal against its same-scope neighbours."""


# --- search and answer paths ---


@hookspec(firstresult=True)
def veramem_route(query: str) -> Route | None:
    """Route a query to granularities (episodes, facts, summaries) without any LLM call."""


@hookspec(firstresult=True)
def veramem_search(request: SearchRequest) -> SearchOutcome | None:
    """Rank what the access predicate allows for the request; the first retriever wins."""


@hookspec
def veramem_channels(request: SearchRequest) -> list[ChannelRanking] | None:
    """Contribute candidate rankings (dense, lexical, entity, ...) computed over allowed rows only."""


@hookspec(firstresult=True)
def veramem_fuse(request: SearchRequest, rankings: list[ChannelRanking]) -> list[Hit] | None:
    """Fuse the channels' rankings into scored hits, recording each channel's rank in ``explain``."""


@hookspec
def veramem_priors(request: SearchRequest, hit: Hit) -> dict[str, float] | None:
    """Return named score adjustments for a hit (utility, recency, ...), added to its fused score."""


@hookspec(firstresult=True)
def veramem_answer(request: AnswerRequest) -> AnswerDraft | None:
    """Answer a question from the retrieved hits only, citing their ids, or abstain."""


@hookspec(firstresult=True)
def veramem_judge(question: str, hits: list[Hit], draft: AnswerDraft, llm: LLM | None) -> Judgement | None:
    """Say whether ``hits`` suffice to support ``draft``, with the LLM calls and tokens it spent (the
    draft is left as handed in); not sufficient starts the retry ladder."""


# --- outcome loop and sharing ---


@hookspec(firstresult=True)
def veramem_feedback(context: FeedbackContext) -> FeedbackRecord | None:
    """Credit the memories a trace used with its reward (the contract's update); the first answer wins."""


@hookspec(firstresult=True)
def veramem_utility(memory: MemoryItem, config: Config) -> float | None:
    """A memory's utility in [0, 1] from its outcome counts; the first answer wins."""


@hookspec
def veramem_consolidate(context: ConsolidateContext) -> ConsolidationReport | None:
    """Run offline consolidation passes over the store and report what they changed; every one runs."""


@hookspec(firstresult=True)
def veramem_summarise(episodes: list[Episode], llm: LLM | None, config: Config) -> SummaryDraft | None:
    """Summarise one session's episodes, quoting them verbatim; the first summariser wins."""


@hookspec(firstresult=True)
def veramem_trajectories(context: TrajectoryContext) -> list[dict[str, Any]] | None:
    """Build one trajectory record per trace with feedback, for JSONL export; the first answer wins."""


@hookspec(firstresult=True)
def veramem_abstract(memory: MemoryItem, llm: LLM | None) -> str | None:
    """Rewrite an experience into the shareable template with every user value replaced by a {slot}."""


@hookspec
def veramem_pii_scan(text: str) -> list[Finding] | None:
    """Report personal data found in text bound for a shared pool; any finding keeps it local."""


@hookspec
def veramem_canary(text: str, private_texts: list[str]) -> list[Finding] | None:
    """Report verbatim runs of the owner's private memories found in text bound for a shared pool."""


@hookspec(firstresult=True)
def veramem_gate(request: GateRequest) -> list[Finding] | None:
    """Run the sanitisation gate on text other people will read; [] lets it through; the first gate wins."""


@hookspec(firstresult=True)
def veramem_share(request: ShareRequest) -> ShareResult | None:
    """Share a user's eligible memories, abstracted and gated, into a pool; the first sharer wins."""


@hookspec
def veramem_forget(request: ForgetRequest) -> list[str] | None:
    """Name the memory or episode ids derived from what ``request`` erases; core erases them too."""


# --- surfaces ---


@hookspec
def veramem_register_commands(cli: click.Group) -> None:
    """Add commands to the ``veramem`` CLI."""


@hookspec
def veramem_register_routes(register: Callable[..., Any]) -> None:
    """Add HTTP routes to ``veramem serve``: call ``register(path, endpoint, methods=[...])``."""


@hookspec
def veramem_register_mcp_tools(register: Callable[..., Any]) -> None:
    """Add tools to ``veramem mcp``: call ``register(function, name=...)``."""


@hookspec(firstresult=True)
def veramem_detect_engines(env: Mapping[str, str]) -> EngineChoice | None:
    """Find the LLM and embedder this machine offers, for ``veramem init``; the first answer wins."""
