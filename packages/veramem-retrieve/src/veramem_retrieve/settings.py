"""This plugin's settings: ``[plugins.retrieve]`` in config.toml, over tuned defaults.

The channel weights and depths were tuned on ``locomo-dev.json`` only (``bench/locomo_retrieval.py``;
measured, not assumed). With RRF's k = 60 every listed candidate gets a sizeable vote, so what a
channel is good at is expressed as much by how deep it may vote as by its weight:
- BM25 is the strongest single channel on conversational turns: it votes 100 deep;
- dense (MiniLM) is precise at the very top and noisy below: only its top 5 vote, and at half weight
  on temporal questions, where it is weakest;
- context: the turns next to BM25's top 3 (an answer usually follows the turn that asks);
- entity overlap is a mild tie-breaker (on raw turns only for questions naming two entities or more).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from veramem_core.config import Config
from veramem_core.errors import ValidationError

DEFAULT_WEIGHTS = {"dense": 1.0, "lexical": 1.0, "entity": 0.1, "context": 0.3}
DEFAULT_TEMPORAL_WEIGHTS = {"dense": 0.5}
DEFAULT_DEPTHS = {"dense": 20, "lexical": 100, "entity": 20}


@dataclass
class Settings:
    weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    temporal_weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_TEMPORAL_WEIGHTS))
    depths: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_DEPTHS))
    """How many candidates each channel contributes to fusion (context: how many BM25 hits it expands)."""
    abstain_below: float = 0.35
    """Offline answers abstain when the best hit covers less of the question than this."""
    model_dir: str | None = None

    def depth(self, channel: str) -> int:
        return int(self.depths.get(channel, 100))

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
    if "depths" in raw:
        out.depths.update({str(k): int(v) for k, v in dict(raw["depths"]).items()})
    if "abstain_below" in raw:
        out.abstain_below = float(raw["abstain_below"])
    if raw.get("model_dir"):
        out.model_dir = str(raw["model_dir"])
    return out
