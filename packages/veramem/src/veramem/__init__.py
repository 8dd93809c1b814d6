"""VeraMem: verifiable, outcome-informed long-term memory for AI agents. The full stack's public API."""

from __future__ import annotations

from veramem_core import (
    AddResult,
    Answer,
    Episode,
    Evidence,
    Grant,
    Hit,
    LedgerEntry,
    Memory,
    MemoryItem,
    MissingStage,
    NotFound,
    Rejection,
    SearchResult,
    Trace,
    ValidationError,
    VeraMemError,
    VerifyReport,
    hookimpl,
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
