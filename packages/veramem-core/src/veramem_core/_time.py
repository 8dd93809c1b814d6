"""Time in VeraMem is always timezone-aware UTC; stored as fixed-width ISO strings so SQL compares them.

Every time is held to years 1900 to 9999 (in UTC): fixed-width text needs a four-digit year, and
nothing a memory can record is older than that range (Go's zero time, ``0001-01-01``, is a missing
value, not a date).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from .errors import ValidationError

MIN_YEAR = 1900
MAX_YEAR = 9999
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
    """Return ``value`` in UTC; refuse naive datetimes rather than guess their zone, and times whose
    UTC year falls outside 1900..9999 (``ValidationError`` naming the value)."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValidationError(f"{field} must be timezone-aware, got naive {value.isoformat()!r}")
    try:
        utc = value.astimezone(UTC)
    except OverflowError:  # 9999-12-31T23:59:59-01:00 is in year 10000 once in UTC
        utc = None
    if utc is None or not MIN_YEAR <= utc.year <= MAX_YEAR:
        raise ValidationError(
            f"{field} must lie in years {MIN_YEAR} to {MAX_YEAR} (UTC), got {value.isoformat()!r}"
        )
    return utc


def to_db(value: datetime | None) -> str | None:
    """Fixed-width UTC text: lexical order equals time order, which the access predicate relies on."""
    if value is None:
        return None
    v = ensure_aware(value)
    # Spelled out rather than strftime("%Y"), which does not zero-pad years below 1000 on glibc.
    return (
        f"{v.year:04d}-{v.month:02d}-{v.day:02d}T{v.hour:02d}:{v.minute:02d}:{v.second:02d}"
        f".{v.microsecond:06d}Z"
    )


def from_db(value: str | None) -> datetime | None:
    """Read what ``to_db`` wrote; ``ValidationError`` naming the text for anything else."""
    if value is None:
        return None
    # to_db wrote it, so it is ISO 8601 with a Z; fromisoformat reads that ten times faster than
    # strptime, which showed up when search loads its candidates.
    try:
        parsed = datetime.fromisoformat(value).replace(tzinfo=UTC)
    except (TypeError, ValueError) as exc:
        raise ValidationError(f"stored time is not a VeraMem timestamp: {value!r}") from exc
    if not MIN_YEAR <= parsed.year <= MAX_YEAR or len(value) != 27:
        raise ValidationError(f"stored time is not a VeraMem timestamp: {value!r}")
    return parsed


def parse(value: object, field: str = "timestamp") -> datetime:
    """Parse an ISO-8601 string (``Z`` allowed) or pass a datetime through; both must carry a zone.
    Anything else (an untyped caller's int, say) is a ``ValidationError``."""
    if isinstance(value, datetime):
        return ensure_aware(value, field)
    if not isinstance(value, str):
        raise ValidationError(f"{field} must be an ISO-8601 string or a datetime, got {value!r}")
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00") if value.endswith("Z") else value)
    except (TypeError, ValueError, AttributeError) as exc:
        raise ValidationError(f"{field} is not an ISO-8601 datetime: {value!r}") from exc
    return ensure_aware(parsed, field)
