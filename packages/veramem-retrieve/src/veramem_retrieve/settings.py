"""This plugin's settings: ``[plugins.retrieve]`` in config.toml, over tuned defaults.

The channel weights were tuned on ``locomo-dev.json`` only (see ``bench/locomo_retrieval.py``):
BM25 is the strongest single channel on conversational turns, dense adds paraphrases but is weakest
on temporal questions, and entity overlap is a mild tie-breaker.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from veramem_core.config import Config
from veramem_core.errors import ValidationError

DEFAULT_WEIGHTS = {"dense": 0.8, "lexical": 1.0, "entity": 0.3}
DEFAULT_TEMPORAL_WEIGHTS = {"dense": 0.5, "lexical": 1.0, "entity": 0.3}


@dataclass
class Settings:
    weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    temporal_weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_TEMPORAL_WEIGHTS))
    depth: int = 100
    """How many candidates each channel contributes to fusion."""
    abstain_below: float = 0.35
    """Offline answers abstain when the best hit covers less of the question than this."""
    model_dir: str | None = None

    def weight(self, channel: str, temporal: bool) -> float:
        table = self.temporal_weights if temporal else self.weights
        return float(table.get(channel, self.weights.get(channel, 1.0)))


def settings(config: Config) -> Settings:
    """Read ``config.plugins["retrieve"]``; an unknown key is refused by name."""
    raw: dict[str, Any] = dict(config.plugins.get("retrieve", {}) or {})
    known = set(Settings.__dataclass_fields__)
    bad = sorted(set(raw) - known)
    if bad:
        raise ValidationError(f"[plugins.retrieve]: unknown setting(s) {bad}; known: {sorted(known)}")
    out = Settings()
    for key in ("weights", "temporal_weights"):
        if key in raw:
            getattr(out, key).update({str(k): float(v) for k, v in dict(raw[key]).items()})
    if "depth" in raw:
        out.depth = int(raw["depth"])
    if "abstain_below" in raw:
        out.abstain_below = float(raw["abstain_below"])
    if raw.get("model_dir"):
        out.model_dir = str(raw["model_dir"])
    return out
