"""This plugin's settings: ``[plugins.retrieve]`` in config.toml, over tuned defaults.

Fusion is a weighted combination of normalised channel scores (``fusion = "convex"``: each channel's
scores shifted to start at 0 over its candidates and divided by their standard deviation; ``"rrf"``
is kept). The weights give each independent view of the evidence one vote, measured on
``locomo-dev.json`` only (``bench/locomo_retrieval.py``), never per question:
- lexical, on raw turns read in context, is the strongest single view (weight 1.0): BM25 over the
  turn as said, its session neighbours (``context``, 0.5) and the day it was said (``day``, 0.5);
- lexical on facts (``lexical@facts``, 0.3) is mostly the same evidence again, since facts are
  derived from those turns and reuse their words: a small vote;
- dense (MiniLM), on facts and turns, is the semantic view (0.5 each), its top 50; its 10 best turns
  lend their score to their session neighbours at ``context`` weight (``depths.around``), as BM25
  reads a turn with its neighbours;
- entity overlap is a mild tie-breaker (on raw turns only for questions naming two entities or more).
A ``"<channel>@<level>"`` key sets a channel's weight on one level only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from veramem_core.config import Config
from veramem_core.errors import ValidationError

DEFAULT_WEIGHTS = {
    "lexical": 1.0,
    "lexical@facts": 0.3,
    "dense": 0.5,
    "entity": 0.1,
    "context": 0.5,
    "day": 0.5,
}
DEFAULT_TEMPORAL_WEIGHTS: dict[str, float] = {}
DEFAULT_DEPTHS = {"dense": 50, "lexical": 100, "entity": 20, "around": 10}
CHANNELS = ("dense", "lexical", "entity", "context", "day")
"""What a weight may name: a channel, or ``"<channel>@<level>"``."""
DEPTHS = ("dense", "lexical", "entity", "around")
"""What a depth may name; ``around``: how many of the dense channel's best turns lend their score to
their session neighbours (0: none)."""
LEVELS = ("facts", "summaries", "episodes")
FUSIONS = ("convex", "rrf")


@dataclass
class Settings:
    weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    temporal_weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_TEMPORAL_WEIGHTS))
    depths: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_DEPTHS))
    """How many candidates each channel contributes to fusion, per block."""
    fusion: str = "convex"
    """``convex`` (min-max normalised scores, weighted) or ``rrf`` (weighted reciprocal rank, k = rrf_k)."""
    abstain_below: float = 0.35
    """Offline answers abstain when the best hit covers less of the question than this."""
    model_dir: str | None = None

    def depth(self, channel: str) -> int:
        return int(self.depths.get(channel, 100))

    def weight(self, channel: str, temporal: bool, level: str | None = None) -> float:
        """The weight of ``channel`` (on ``level``: a ``"<channel>@<level>"`` key wins if set)."""
        table = self.temporal_weights if temporal else self.weights
        for key in ([f"{channel}@{level}"] if level else []) + [channel]:
            if key in table:
                return float(table[key])
            if key in self.weights:
                return float(self.weights[key])
        return 1.0


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
            getattr(out, key).update({k: float(v) for k, v in _channels(raw[key], key).items()})
    if "depths" in raw:
        out.depths.update({k: int(v) for k, v in _channels(raw["depths"], "depths", DEPTHS).items()})
    if "fusion" in raw:
        if raw["fusion"] not in FUSIONS:
            raise ValidationError(
                f"[plugins.retrieve] fusion must be 'convex' or 'rrf', got {raw['fusion']!r}"
            )
        out.fusion = str(raw["fusion"])
    if "abstain_below" in raw:
        out.abstain_below = _number(raw["abstain_below"], "abstain_below")
    if raw.get("model_dir"):
        out.model_dir = str(raw["model_dir"])
    return out


def _known(name: str, names: tuple[str, ...]) -> bool:
    channel, at, level = name.partition("@")
    return channel in names and (not at or (names is CHANNELS and level in LEVELS))


def _channels(value: Any, key: str, names: tuple[str, ...] = CHANNELS) -> dict[str, float]:
    """A channel table: a misspelt channel would otherwise get the default weight without a word."""
    if not isinstance(value, dict):
        raise ValidationError(f"[plugins.retrieve] {key} must be a table of channels, got {value!r}")
    table: dict[str, Any] = value
    bad = sorted(str(name) for name in table if not _known(str(name), names))
    if bad:
        known = sorted(names) + (["<channel>@<level>", *LEVELS] if names is CHANNELS else [])
        raise ValidationError(f"[plugins.retrieve] {key}: unknown channel(s) {bad}; known: {known}")
    return {name: _number(v, f"{key}.{name}") for name, v in table.items()}


def _number(value: Any, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise ValidationError(f"[plugins.retrieve] {key} must be a number >= 0, got {value!r}")
    return float(value)
