"""VeraMem core: data model, SQLite store, hash-chained ledger, access predicate, hooks and the facade."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .hookspecs import hookimpl

if TYPE_CHECKING:
    from .errors import MissingStage, NotFound, ValidationError, VeraMemError
    from .memory import Memory
    from .models import (
        AddResult,
        Answer,
        Episode,
        Evidence,
        Grant,
        Hit,
        LedgerEntry,
        MemoryItem,
        Rejection,
        SearchResult,
        Trace,
        VerifyReport,
    )

# Imported on first use: the CLI must start in well under half a second, and pydantic, numpy and
# sqlite-utils together cost more than that.
_LAZY = {
    "Memory": "memory",
    **dict.fromkeys(("MissingStage", "NotFound", "ValidationError", "VeraMemError"), "errors"),
    **dict.fromkeys(
        (
            "AddResult",
            "Answer",
            "Episode",
            "Evidence",
            "Grant",
            "Hit",
            "LedgerEntry",
            "MemoryItem",
            "Rejection",
            "SearchResult",
            "Trace",
            "VerifyReport",
        ),
        "models",
    ),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'veramem_core' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f".{module}", __name__), name)


__version__ = "0.1.0"

__all__ = [
    "AddResult",
    "Answer",
    "Episode",
    "Evidence",
    "Grant",
    "Hit",
    "LedgerEntry",
    "Memory",
    "MemoryItem",
    "MissingStage",
    "NotFound",
    "Rejection",
    "SearchResult",
    "Trace",
    "ValidationError",
    "VeraMemError",
    "VerifyReport",
    "__version__",
    "hookimpl",
]
