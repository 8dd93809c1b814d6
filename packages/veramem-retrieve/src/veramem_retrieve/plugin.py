"""veramem-retrieve's hook implementations: registered like any third-party plugin.

Every ``firstresult`` hook here is ``trylast``, so an installed plugin overrides it; the collecting
hooks (channels, priors) add to whatever other plugins contribute.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from veramem_core.config import Config
from veramem_core.embedding import Embedder
from veramem_core.errors import VeraMemError
from veramem_core.hookspecs import hookimpl
from veramem_core.llm import LLM
from veramem_core.models import Hit
from veramem_core.stages import (
    AnswerDraft,
    AnswerRequest,
    ChannelRanking,
    Route,
    SearchOutcome,
    SearchRequest,
)

from . import answer as answer_
from . import minilm, priors, routing, search
from .litellm_embed import PREFIX, LiteLLMEmbedder
from .settings import settings

if TYPE_CHECKING:
    import click


# Not trylast: pluggy calls trylast implementations in registration order, so core's hashing
# embedder (a trylast built-in registered first) would always answer "auto" before MiniLM could.
# Plugins registered after this one still come first.
@hookimpl
def veramem_embedder(config: Config) -> Embedder | None:
    """``auto``: MiniLM when its weights are found, else None (core's hashing embedder answers);
    ``minilm``: MiniLM or an error naming where to put the weights; ``litellm:<model>``: litellm."""
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
    return routing.route(query)


@hookimpl(trylast=True)
def veramem_search(request: SearchRequest) -> SearchOutcome:
    return search.search(request)


@hookimpl
def veramem_channels(request: SearchRequest) -> list[ChannelRanking]:
    return search.channels(request)


@hookimpl(trylast=True)
def veramem_fuse(request: SearchRequest, rankings: list[ChannelRanking]) -> list[Hit]:
    return search.fuse(request, rankings)


@hookimpl
def veramem_priors(request: SearchRequest, hit: Hit) -> dict[str, float]:
    return priors.priors(hit, request.config, request.as_of or request.now)


@hookimpl(trylast=True)
def veramem_answer(request: AnswerRequest) -> AnswerDraft:
    return answer_.answer(request)


@hookimpl(trylast=True)
def veramem_judge(question: str, hits: list[Hit], draft: AnswerDraft, llm: LLM | None) -> bool:
    return answer_.judge(question, hits, draft, llm)


@hookimpl
def veramem_register_commands(cli: click.Group) -> None:
    from .commands import reembed_command

    cli.add_command(reembed_command)


__all__ = ["settings"]
