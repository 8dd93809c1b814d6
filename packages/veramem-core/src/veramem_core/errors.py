"""Every error VeraMem raises is a VeraMemError; each message names the bad value."""

from __future__ import annotations


class VeraMemError(Exception):
    """Base class of every VeraMem error."""


class ValidationError(VeraMemError, ValueError):
    """Input was refused; the message names the field and the value."""


class NotFound(VeraMemError, LookupError):
    """No such id for this caller. Raised identically for missing and for unreadable ids."""

    def __init__(self, kind: str, ident: str) -> None:
        super().__init__(f"{kind} not found: {ident!r}")
        self.kind = kind
        self.ident = ident


class Forbidden(VeraMemError):
    """The caller may not write there (a team it is not a member of, the public space without admin)."""


class StoreBusy(VeraMemError):
    """The database stayed locked by another writer longer than VeraMem waits; retry later."""


class MissingStage(VeraMemError):
    """A pipeline stage has no implementation; the message names the package that provides one."""

    def __init__(self, stage: str, package: str) -> None:
        super().__init__(
            f"no plugin implements the {stage!r} stage: install {package!r} (pip install {package})"
        )
        self.stage = stage
        self.package = package


class ImmutableError(VeraMemError):
    """An attempt to change something VeraMem never changes (an episode, a ledger entry)."""


class LLMError(VeraMemError):
    """The LLM could not be called, or its output could not be used."""


class IntegrityError(VeraMemError):
    """A row does not match what the ledger vouched for; VeraMem refuses to write over it."""


class CorruptDatabase(VeraMemError):
    """The file is not a readable VeraMem database (not SQLite, truncated, or damaged)."""
