"""The LLM call budget of one ``add()``: extraction and reconciliation share it.

Core hands the two stages separate contexts, so the calls extraction spent are remembered here under
the ids of the episodes of that ``add()`` (ids are unique), and the reconciler reads them back.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

from veramem_core.config import Config

DEFAULT_MAX_CALLS = 2
_KEEP = 4096  # bound the memory of adds whose reconcile stage never ran (nothing to reconcile)
_spent: OrderedDict[str, int] = OrderedDict()


def limit(config: Config) -> int:
    """``[plugins.manage] max_llm_calls`` (default 2): the most LLM calls one ``add()`` may make."""
    raw = config.plugins.get("manage", {}).get("max_llm_calls", DEFAULT_MAX_CALLS)
    return max(int(raw), 1)


def record(episode_ids: Iterable[str], calls: int) -> None:
    """Remember that extraction for these episodes made ``calls`` LLM calls."""
    for episode_id in episode_ids:
        _spent[episode_id] = calls
    while len(_spent) > _KEEP:
        _spent.popitem(last=False)


def spent(episode_ids: Iterable[str]) -> int:
    """Calls already made for the ``add()`` these episodes belong to (forgotten once read)."""
    found = [_spent.pop(e, 0) for e in set(episode_ids)]
    return max(found, default=0)
