"""Time in VeraMem is always timezone-aware UTC; stored as fixed-width ISO strings so SQL compares them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from .errors import ValidationError

# Only ``veramem_core.testing.Clock`` sets this: callers never choose the time access is decided at.
_clock: Callable[[], datetime] | None = None


def utcnow() -> datetime:
    """The server's real time: what access is decided at and what ``created_at`` and the ledger record."""
    return datetime.now(UTC) if _clock is None else _clock()


def set_clock(clock: Callable[[], datetime] | None) -> Callable[[], datetime] | None:
    """Install a test clock (None: the real one); returns the clock it replaces."""
    global _clock
    previous, _clock = _clock, clock
    return previous


def ensure_aware(value: datetime, field: str = "datetime") -> datetime:
    """Return ``value`` in UTC; refuse naive datetimes rather than guess their zone."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValidationError(f"{field} must be timezone-aware, got naive {value.isoformat()!r}")
    return value.astimezone(UTC)


def to_db(value: datetime | None) -> str | None:
    """Fixed-width UTC text: lexical order equals time order, which the access predicate relies on."""
    if value is None:
        return None
    return ensure_aware(value).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def from_db(value: str | None) -> datetime | None:
    if value is None:
        return None
    # to_db wrote it, so it is ISO 8601 with a Z; fromisoformat reads that ten times faster than
    # strptime, which showed up when search loads its candidates.
    return datetime.fromisoformat(value).replace(tzinfo=UTC)


def parse(value: str | datetime, field: str = "timestamp") -> datetime:
    """Parse an ISO-8601 string (``Z`` allowed) or pass a datetime through; both must carry a zone."""
    if isinstance(value, datetime):
        return ensure_aware(value, field)
    if not isinstance(value, str):
        raise ValidationError(f"{field} must be an ISO-8601 string or a datetime, got {value!r}")
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00") if value.endswith("Z") else value)
    except (TypeError, ValueError) as exc:
        raise ValidationError(f"{field} is not an ISO-8601 datetime: {value!r}") from exc
    return ensure_aware(parsed, field)
