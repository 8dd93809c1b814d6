"""The outcome loop's settings: ``[plugins.outcome]`` in config.toml, over documented defaults.

See ``docs/outcome.md`` for what each one does and why it has its default.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from veramem_core.config import Config
from veramem_core.errors import ValidationError


@dataclass(frozen=True)
class OutcomeSettings:
    prior_successes: float = 1.0
    """Beta prior of the utility: pseudo-successes added to the counts (alpha)."""
    prior_failures: float = 1.0
    """Beta prior of the utility: pseudo-failures added to the counts (beta)."""
    archive_below: float = 0.3
    """Archive a memory whose utility is below this ..."""
    archive_min_uses: int = 3
    """... once it has been credited at least this many times."""
    stale_days: float = 90.0
    """Archive a memory unused (never credited, or last credited) for this many days ..."""
    stale_utility_below: float = 0.5
    """... when its utility is also below this (an uncredited memory sits at 0.5 and stays)."""
    merge_similarity: float = 0.95
    """Cosine at or above which two active memories of one scope and kind are near-duplicates."""
    experience_min_reward: float = 0.8
    """Traces whose feedback reaches this reward are distilled into experiences (tau)."""
    summary_sentences: int = 5
    """How many sentences the extractive summariser quotes per session."""


def outcome_settings(config: Config) -> OutcomeSettings:
    """Read ``config.plugins["outcome"]``; an unknown key or a bad value is refused by name."""
    raw: dict[str, Any] = dict(config.plugins.get("outcome", {}) or {})
    known = {f.name: f for f in fields(OutcomeSettings)}
    bad = sorted(set(raw) - set(known))
    if bad:
        raise ValidationError(f"[plugins.outcome]: unknown setting(s) {bad}; known: {sorted(known)}")
    values: dict[str, Any] = {}
    for key, value in raw.items():
        kind = int if known[key].type == "int" else float
        try:
            values[key] = kind(value)
        except (TypeError, ValueError):
            raise ValidationError(f"[plugins.outcome] {key} must be a number, got {value!r}") from None
        if values[key] < 0:
            raise ValidationError(f"[plugins.outcome] {key} must not be negative, got {value!r}")
    settings = OutcomeSettings(**values)
    if settings.prior_successes + settings.prior_failures <= 0:
        raise ValidationError("[plugins.outcome] prior_successes + prior_failures must be positive")
    return settings
