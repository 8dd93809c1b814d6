"""``forget``: erasure that reaches the bytes, and the action gate's owner check.

The store finds what a selection reaches (every version, the episodes cited, the memories citing
them); plugins then name what they derived elsewhere (``veramem_forget``: veramem-share names the
user's or the memory's shared contributions, found through their HMAC provenance); the store erases
the whole closure with ledger tombstones, merges the FTS indexes and checkpoints the WAL.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import _time
from .access import Access
from .erasure import ErasurePlan, ForgetTarget
from .errors import NotFound, ValidationError
from .models import ForgetReport, MemoryItem
from .stages import ForgetRequest

if TYPE_CHECKING:
    import pluggy

    from .config import Config
    from .store import Store


def _admin() -> Access:
    """Trusted library code's view (every row): only for the owner checks and plans below."""
    return Access(None, None, _time.utcnow())


def _check(name: str, value: object) -> None:
    if value is not None and (not isinstance(value, str) or not value.strip()):
        raise ValidationError(f"{name} must be a non-empty string, got {value!r}")


def owned(store: Store, memory_id: str, user_id: str) -> MemoryItem:
    """The memory if ``user_id`` owns it; ``NotFound`` alike for missing ids and other people's."""
    try:
        item = store.get_memory(memory_id, _admin())
    except NotFound:
        raise NotFound("memory", memory_id) from None
    if item.user_id != user_id:
        raise NotFound("memory", memory_id)
    return item


def derived(
    pm: pluggy.PluginManager, store: Store, config: Config, path: str, plan: ErasurePlan
) -> list[str]:
    """Ids plugins derived from ``plan`` (shared contributions), not already in it."""
    request = ForgetRequest(
        memory_ids=list(plan.memory_ids),
        episode_ids=list(plan.episode_ids),
        user_ids=list(plan.user_ids),
        store=store,
        config=config,
        path=path,
    )
    batches: list[list[str] | None] = pm.hook.veramem_forget(request=request)
    named = [i for batch in batches for i in batch or []]
    known = set(plan.memory_ids) | set(plan.episode_ids)
    return [i for i in dict.fromkeys(named) if i not in known]


def forget(
    pm: pluggy.PluginManager,
    store: Store,
    config: Config,
    path: str,
    *,
    memory_id: str | None = None,
    user_id: str | None = None,
    session_id: str | None = None,
    source: str | None = None,
) -> ForgetReport:
    """Erase the selection and everything derived from it; see ``Memory.forget``."""
    for name, value in (
        ("memory_id", memory_id),
        ("user_id", user_id),
        ("session_id", session_id),
        ("source", source),
    ):
        _check(name, value)
    if memory_id is None and user_id is None and session_id is None and source is None:
        raise ValidationError("forget needs memory_id, user_id, session_id or source; got none of them")
    if memory_id is not None and (session_id is not None or source is not None):
        raise ValidationError(
            f"forget takes memory_id alone (or with its owner's user_id), got session_id={session_id!r},"
            f" source={source!r}"
        )
    if memory_id is not None:
        if user_id is not None:
            owned(store, memory_id, user_id)
        else:
            store.get_memory(memory_id, _admin())
    target = ForgetTarget(memory_id=memory_id, user_id=user_id, session_id=session_id, source=source)
    plan = store.erasure_plan(target)
    # Derived items can derive further items (a pool item's own versions): close until stable.
    while True:
        extra = derived(pm, store, config, path, plan)
        if not extra:
            break
        target.extra.extend(extra)
        plan = store.erasure_plan(target)
    return store.erase(plan)


def withdraw(pm: pluggy.PluginManager, store: Store, config: Config, path: str, item: MemoryItem) -> int:
    """Erase what plugins derived from every version of ``item`` (its shared copies); the item stays."""
    versions = [v.id for v in store.history(item.id, _admin())]
    return _erase_derived(pm, store, config, path, ErasurePlan(memory_ids=versions), keep=set(versions))


def withdraw_contributions(
    pm: pluggy.PluginManager, store: Store, config: Config, path: str, user_id: str
) -> int:
    """Withdraw ``user_id``'s consent on every memory and erase every shared item they contributed
    (plugins find them through provenance). Returns the number of shared items erased."""
    access = Access(user_id, None, _time.utcnow())
    cursor: str | None = None
    while True:
        page = store.list_memories(access, None, cursor, 500)
        for item in page.items:
            if item.user_id == user_id and item.shareable:
                store.update_memory(item.id, "memory.consent", shareable=False)
        if page.next is None:
            break
        cursor = page.next
    return _erase_derived(pm, store, config, path, ErasurePlan(user_ids=[user_id]), keep=set())


def _erase_derived(
    pm: pluggy.PluginManager, store: Store, config: Config, path: str, source: ErasurePlan, keep: set[str]
) -> int:
    extra = derived(pm, store, config, path, source)
    if not extra:
        return 0
    plan = store.erasure_plan(ForgetTarget(extra=extra))
    # A shared copy never cites its source's episodes; if one did, withdrawing must not erase the source.
    plan = ErasurePlan(
        memory_ids=[i for i in plan.memory_ids if i not in keep],
        episode_ids=[i for i in plan.episode_ids if i not in keep],
    )
    return store.erase(plan).memories


def may_authorise(store: Store, memory_id: str, user_id: str, agent_id: str | None) -> bool:
    """True only for the caller's own, active, ``authorized`` memory that the caller can read now."""
    try:
        item = store.get_memory(memory_id, Access(user_id, agent_id, _time.utcnow()))
    except NotFound:
        return False
    return (
        item.user_id == user_id
        and item.authority == "authorized"
        and item.status == "active"
        and item.valid_to is None
    )
