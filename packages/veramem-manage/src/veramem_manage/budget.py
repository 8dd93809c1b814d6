"""The LLM call budget of one ``add()``: extraction and reconciliation share it.

Core tells the reconciler how many calls extraction spent (``ReconcileContext.llm_calls_spent``).
"""

from __future__ import annotations

from veramem_core.config import Config

DEFAULT_MAX_CALLS = 2


def limit(config: Config) -> int:
    """``[plugins.manage] max_llm_calls`` (default 2): the most LLM calls one ``add()`` may make."""
    raw = config.plugins.get("manage", {}).get("max_llm_calls", DEFAULT_MAX_CALLS)
    return max(int(raw), 1)
