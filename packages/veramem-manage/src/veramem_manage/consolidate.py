"""Offline consolidation (AgeMem's short-term to long-term step), in an order that makes it idempotent.

1. summarise sessions (``summarise``), 2. distil experiences from successful traces
(``experiences``), 3. merge near-duplicates within one scope, 4. archive what does not help.
Each pass only writes what is not there yet, and no pass creates work for an earlier one: summaries
are never merged, a merge keeps one of its members' texts (so it is no nearer to anything else than
that member was), and archiving only removes. A second run therefore changes nothing.
Every change is a ledger entry (the store records each row it writes).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

import numpy as np

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.ids import new_id
from veramem_core.models import AUTHORITY_ORDER, MemoryItem, weakest
from veramem_core.outcome import ConsolidateContext, ConsolidationReport
from veramem_core.store import Store

from . import experiences, summarise
from .outcome import CARRIED, LAST_USED, utility_of
from .outcome_settings import OutcomeSettings, outcome_settings

PAGE = 1000
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
_NEGATION = re.compile(r"\b(not|no|never|none|nobody|nothing|neither|nor|cannot|without)\b|n't\b", re.I)
MERGEABLE = ("fact", "preference", "event", "experience")


def all_memories(store: Store, now: datetime) -> list[MemoryItem]:
    """Every memory of every user, any status (consolidation is trusted, offline code)."""
    admin = Access(None, None, now)
    out: list[MemoryItem] = []
    cursor: str | None = None
    while True:
        page = store.list_memories(admin, None, cursor, PAGE)
        out.extend(page.items)
        if page.next is None:
            return out
        cursor = page.next


def run(context: ConsolidateContext) -> ConsolidationReport:
    """The built-in passes, in order."""
    report = ConsolidationReport()
    report.add(summarise.run(context, all_memories(context.store, context.now)))
    report.add(experiences.run(context, all_memories(context.store, context.now)))
    report.add(merge(context, all_memories(context.store, context.now)))
    report.add(archive(context, all_memories(context.store, context.now)))
    return report


# --- archive ---


def archive_reason(memory: MemoryItem, value: float, settings: OutcomeSettings, now: datetime) -> str | None:
    """Why ``memory`` (of utility ``value``) should leave search, or None to keep it."""
    if memory.uses >= settings.archive_min_uses and value < settings.archive_below:
        return f"utility {value:.3f} < {settings.archive_below} after {memory.uses} uses"
    last = memory.metadata.get(LAST_USED)
    used = _time.from_db(last) if isinstance(last, str) else memory.created_at
    if (
        used is not None
        and now - used >= timedelta(days=settings.stale_days)
        and value < settings.stale_utility_below
    ):
        return (
            f"unused for {(now - used).days} days with utility {value:.3f} < {settings.stale_utility_below}"
        )
    return None


def archive(context: ConsolidateContext, memories: list[MemoryItem]) -> ConsolidationReport:
    """Archive active memories that proved unhelpful, or went unused with low utility. Archived items
    leave search; ``get``, ``history`` and the ledger keep them."""
    report = ConsolidationReport()
    settings = outcome_settings(context.config)
    active = [m for m in memories if m.status == "active"]
    for done, memory in enumerate(active, start=1):
        context.progress("archive", done, len(active))
        reason = archive_reason(memory, utility_of(context.pm, memory, context.config), settings, context.now)
        if reason is None:
            continue
        context.store.update_memory(
            memory.id,
            "memory.archive",
            status="archived",
            metadata={**memory.metadata, "archived": {"at": _time.to_db(context.now), "reason": reason}},
        )
        report.archived.append(memory.id)
    return report


# --- merge ---


def _scope(m: MemoryItem) -> tuple[object, ...]:
    return (m.user_id, m.agent_id, m.team_id, m.visibility, m.kind)


def groups(context: ConsolidateContext, memories: list[MemoryItem]) -> list[list[MemoryItem]]:
    """Connected groups of near-duplicates: same scope and kind, cosine at or above the threshold, and
    not recorded as conflicting with each other."""
    threshold = outcome_settings(context.config).merge_similarity
    by_scope: dict[tuple[object, ...], list[MemoryItem]] = {}
    for m in memories:
        if m.status == "active" and m.kind in MERGEABLE:
            by_scope.setdefault(_scope(m), []).append(m)
    found: list[list[MemoryItem]] = []
    for members in by_scope.values():
        if len(members) < 2:
            continue
        pairs = [
            (i, j)
            for i, j in similar_pairs(_vectors(context, members), threshold)
            if not _conflicting(members[i], members[j])
        ]
        clusters: dict[int, list[MemoryItem]] = {}
        for i, root in enumerate(components(len(members), pairs)):
            clusters.setdefault(root, []).append(members[i])
        found.extend(c for c in clusters.values() if len(c) > 1)
    return found


def similar_pairs(vectors: np.ndarray, threshold: float, block: int = 1024) -> list[tuple[int, int]]:
    """Every pair (i < j) of unit rows with cosine at or above ``threshold``, a block of rows at a
    time so a large scope never holds its whole similarity matrix."""
    pairs: list[tuple[int, int]] = []
    for start in range(0, len(vectors), block):
        sims = vectors[start : start + block] @ vectors.T
        for i, j in np.argwhere(sims >= threshold):
            if start + int(i) < int(j):
                pairs.append((start + int(i), int(j)))
    return pairs


def components(n: int, pairs: list[tuple[int, int]]) -> list[int]:
    """Union-find: for each of ``n`` nodes, the representative of its connected component."""
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in pairs:
        parent[root(i)] = root(j)
    return [root(i) for i in range(n)]


def _vectors(context: ConsolidateContext, members: list[MemoryItem]) -> np.ndarray:
    stored = context.store.memory_vectors([m.id for m in members], context.embedder.name)
    missing = [m for m in members if m.id not in stored]
    if missing:
        stored.update(
            zip([m.id for m in missing], context.embedder.embed([m.text for m in missing]), strict=True)
        )
    matrix = np.stack([np.asarray(stored[m.id], dtype=np.float32) for m in members])
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def _conflicting(a: MemoryItem, b: MemoryItem) -> bool:
    """Recorded as conflicting, or not the same claim: a near neighbour in vector space may still
    differ by a number ("gate 12" and "gate 21") or by a negation, and those are never merged."""
    if b.id in a.metadata.get("conflicts_with", []) or a.id in b.metadata.get("conflicts_with", []):
        return True
    return sorted(_NUMBER.findall(a.text)) != sorted(_NUMBER.findall(b.text)) or _negated(a.text) != _negated(
        b.text
    )


def _negated(text: str) -> bool:
    return bool(_NEGATION.search(text))


def merge(context: ConsolidateContext, memories: list[MemoryItem]) -> ConsolidationReport:
    """Merge each group into one new version: evidence is the union, authority the weakest of the
    group (never raised), counts the sum; the duplicates are superseded by it."""
    report = ConsolidationReport()
    found = groups(context, memories)
    for done, group in enumerate(found, start=1):
        context.progress("merge near-duplicates", done, len(found))
        merged = _merge(context, group)
        report.merged.append(merged.id)
        report.absorbed.extend(m.id for m in group)
    return report


def _merge(context: ConsolidateContext, group: list[MemoryItem]) -> MemoryItem:
    store = context.store
    group = sorted(group, key=lambda m: (m.created_at, m.id))
    authority = weakest([m.authority for m in group])
    # The kept wording is one whose authority is the merged one: a tool's claim keeps its attribution.
    keeper = max(
        (m for m in group if m.authority == authority),
        key=lambda m: (m.uses, -AUTHORITY_ORDER.index(m.authority)),
    )
    evidence = list({(e.episode_id, e.quote): e for m in [keeper, *group] for e in m.evidence}.values())
    uses = sum(m.uses for m in group)
    successes = sum(m.successes for m in group)
    failures = sum(m.failures for m in group)
    used = [m.metadata[LAST_USED] for m in group if isinstance(m.metadata.get(LAST_USED), str)]
    carried = {
        "uses": uses,
        "successes": successes,
        "failures": failures,
        "last_used": max(used) if used else None,
    }
    entities = list(dict.fromkeys(e for m in group for e in m.metadata.get("entities", [])))
    now = _time.utcnow()
    metadata = {**keeper.metadata, "merged_from": [m.id for m in group], CARRIED: carried}
    if used:
        metadata[LAST_USED] = max(used)
    if entities:
        metadata["entities"] = entities
    item = MemoryItem(
        id=new_id("mem"),
        kind=keeper.kind,
        text=keeper.text,
        evidence=evidence,
        authority=authority,
        user_id=keeper.user_id,
        agent_id=keeper.agent_id,
        team_id=keeper.team_id,
        visibility=keeper.visibility,
        valid_from=min(m.valid_from for m in group),
        created_at=now,
        supersedes=keeper.id,
        uses=uses,
        successes=successes,
        failures=failures,
        shareable=all(m.shareable for m in group),
        metadata=metadata,
    )
    vector = _vectors(context, [keeper])
    with store.transaction():
        store.insert_memory(item, op="memory.merge")
        store.put_vectors("memory", [item.id], context.embedder.name, vector)
        if entities:
            store.put_entities(item.id, entities)
        for m in group:
            store.update_memory(
                m.id,
                "memory.supersede",
                status="superseded",
                valid_to=max(now, m.valid_from),
                metadata={**m.metadata, "merged_into": item.id},
            )
    return item
