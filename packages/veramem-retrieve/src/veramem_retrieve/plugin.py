"""veramem-retrieve's hook implementations: registered like any third-party plugin.

Every ``firstresult`` hook here is ``trylast`` (except the embedder, see below), so an installed
plugin overrides it; the collecting hooks (channels, priors) add to what other plugins contribute.
This module imports nothing heavy at load time: ``veramem --help`` loads every plugin to list its
commands, and must not pay for numpy or pydantic. Each hook imports its stage when called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from veramem_core.hookspecs import hookimpl

if TYPE_CHECKING:
    import click

    from veramem_core.config import Config
    from veramem_core.embedding import Embedder
    from veramem_core.llm import LLM
    from veramem_core.models import Hit
    from veramem_core.stages import (
        AnswerDraft,
        AnswerRequest,
        ChannelRanking,
        Judgement,
        Route,
        SearchOutcome,
        SearchRequest,
    )


# Not trylast: pluggy calls trylast implementations in registration order, so core's hashing
# embedder (a trylast built-in registered first) would always answer "auto" before MiniLM could.
# Plugins registered after this one still come first.
@hookimpl
def veramem_embedder(config: Config) -> Embedder | None:
    """``auto``: MiniLM when its weights are found, else None (core's hashing embedder answers);
    ``minilm``: MiniLM or an error naming where to put the weights; ``litellm:<model>``: litellm."""
    from veramem_core.errors import VeraMemError

    from . import minilm
    from .litellm_embed import PREFIX, LiteLLMEmbedder

    name = config.embedder
    if name.startswith(PREFIX):
        return LiteLLMEmbedder(name.removeprefix(PREFIX))
    if name in ("minilm", minilm.NAME):
        return minilm.load(config)
    if name == "auto" and minilm.available(config):
        try:
            return minilm.load(config)
        except VeraMemError:
            return None
    return None


@hookimpl(trylast=True)
def veramem_route(query: str) -> Route:
    from . import routing

    return routing.route(query)


@hookimpl(trylast=True)
def veramem_search(request: SearchRequest) -> SearchOutcome:
    from . import search

    return search.search(request)


@hookimpl
def veramem_channels(request: SearchRequest) -> list[ChannelRanking]:
    from . import search

    return search.channels(request)


@hookimpl(trylast=True)
def veramem_fuse(request: SearchRequest, rankings: list[ChannelRanking]) -> list[Hit]:
    from . import search

    return search.fuse(request, rankings)


@hookimpl
def veramem_priors(request: SearchRequest, hit: Hit) -> dict[str, float]:
    from . import priors

    # The utility formula is swappable (``veramem_utility``, built-in in veramem-manage).
    utility = (
        request.pm.hook.veramem_utility(memory=hit.memory, config=request.config) if hit.memory else None
    )
    return priors.priors(hit, request.config, request.as_of or request.now, utility)


@hookimpl(trylast=True)
def veramem_answer(request: AnswerRequest) -> AnswerDraft:
    from . import answer

    return answer.answer(request)


@hookimpl(trylast=True)
def veramem_judge(question: str, hits: list[Hit], draft: AnswerDraft, llm: LLM | None) -> Judgement:
    from . import answer

    return answer.judge(question, hits, draft, llm)


@hookimpl
def veramem_register_commands(cli: click.Group) -> None:
    from .commands import reembed_command

    cli.add_command(reembed_command)
