"""VeraMem core: data model, SQLite store, hash-chained ledger, access predicate, hooks and the facade."""

from __future__ import annotations

from .errors import MissingStage, NotFound, ValidationError, VeraMemError
from .hookspecs import hookimpl
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
