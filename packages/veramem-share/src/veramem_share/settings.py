"""This plugin's settings: ``[plugins.share]`` in config.toml."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from veramem_core.config import Config
from veramem_core.errors import ValidationError


@dataclass
class Settings:
    tau: float = 0.5
    """Least utility a memory needs to be shared. 0.5 is an unused memory's utility: by default a
    memory is shared unless feedback has found it more harmful than helpful."""
    policy_teams: list[str] = field(default_factory=list)
    """Teams whose policy shares their members' eligible memories without per-memory consent."""


def settings(config: Config) -> Settings:
    """Read ``config.plugins["share"]``; an unknown key or a bad value is refused by name."""
    raw: dict[str, Any] = dict(config.plugins.get("share", {}) or {})
    known = set(Settings.__dataclass_fields__)
    bad = sorted(set(raw) - known)
    if bad:
        raise ValidationError(f"[plugins.share]: unknown setting(s) {bad}; known: {sorted(known)}")
    out = Settings()
    if "tau" in raw:
        tau = raw["tau"]
        if isinstance(tau, bool) or not isinstance(tau, int | float) or not 0.0 <= tau <= 1.0:
            raise ValidationError(f"[plugins.share] tau must be a number in [0, 1], got {tau!r}")
        out.tau = float(tau)
    if "policy_teams" in raw:
        teams = raw["policy_teams"]
        if not isinstance(teams, list) or not all(isinstance(t, str) and t for t in teams):
            raise ValidationError(f"[plugins.share] policy_teams must be a list of team ids, got {teams!r}")
        out.policy_teams = list(teams)
    return out
