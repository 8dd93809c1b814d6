"""Core's built-in engines, registered like any plugin. Each yields (``trylast``) to installed plugins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hookspecs import hookimpl

# Imports live inside the hooks: this module is loaded whenever the CLI starts.
if TYPE_CHECKING:
    from .config import Config
    from .embedding import Embedder
    from .llm import LLM
    from .store import Store


@hookimpl(trylast=True)
def veramem_store(url: str, config: Config) -> Store | None:
    """Any path, ``:memory:`` or ``sqlite:///path`` opens the embedded SQLite store; a
    ``postgresql://`` URL the PostgreSQL store (``veramem-core[postgres]``)."""
    if url.startswith(("postgresql://", "postgres://")):
        try:
            from .postgres import PostgresStore
        except ImportError as exc:
            from .errors import MissingStage

            raise MissingStage(
                f"PostgreSQL store ({exc.name} is not installed)", "veramem-core[postgres]"
            ) from None
        return PostgresStore(url, anchor_key=config.anchor_key)
    if "://" in url and not url.startswith("sqlite:///"):
        return None
    from .store import SQLiteStore

    return SQLiteStore(url.removeprefix("sqlite:///"), anchor_key=config.anchor_key)


@hookimpl(trylast=True)
def veramem_llm(config: Config) -> LLM | None:
    """litellm when a model is configured; otherwise None, and the offline engines run."""
    if not config.llm_model:
        return None
    from .llm import LiteLLM

    return LiteLLM(config.llm_model, **config.llm_options)


@hookimpl(trylast=True)
def veramem_embedder(config: Config) -> Embedder | None:
    """The hashing embedder: the last fallback, and what ``embedder = "hashing"`` asks for."""
    from .embedding import HashingEmbedder

    if config.embedder in ("auto", "hashing"):
        return HashingEmbedder()
    if config.embedder.startswith("hashing-"):
        return HashingEmbedder(int(config.embedder.split("-", 1)[1]))
    return None
