"""``share_experiences``: eligible memories → abstraction → gate → the pool's own manager.

ShareMem's two stages, made safe. Each eligible memory is rewritten into the template with its user
values slotted, the gate checks the result (PII detectors, and the canary against the owner's other
private memories), and what passes becomes a role-``shared`` episode of the pool, from which the
write path's reconciler, run afresh in the pool's scope against the pool's own items, decides ADD,
UPDATE or NOOP: the owner's local operation is never replayed. Pool items belong to no user
(``POOL_USER``), are ``unendorsed``, and carry only HMAC provenance.
"""

from __future__ import annotations

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.errors import NotFound, VeraMemError
from veramem_core.ids import new_id
from veramem_core.models import (
    AddResult,
    Candidate,
    Episode,
    GateRejection,
    MemoryItem,
    Rejection,
    ShareResult,
    sha256_hex,
)
from veramem_core.stages import ForgetRequest, GateRequest, Scope, ShareRequest
from veramem_core.write import WritePath, gate_reason

from . import provenance
from .eligibility import ineligible
from .settings import settings

POOL_USER = "veramem:pool"
"""The owner of every pool item: no person, so nobody reads a pool item as their own."""


def _member(request: ShareRequest) -> bool:
    now = request.now
    return any(
        g.kind == "team_member"
        and g.subject == request.user_id
        and g.object == request.team_id
        and g.granted_at <= now
        and (g.revoked_at is None or g.revoked_at > now)
        for g in request.store.grants()
    )


def own_memories(request: ShareRequest) -> list[MemoryItem]:
    """The caller's own active memories, read through the access predicate."""
    access = Access(request.user_id, None, _time.utcnow())
    items: list[MemoryItem] = []
    cursor: str | None = None
    while True:
        page = request.store.list_memories(access, ("active",), cursor, 500)
        items += [m for m in page.items if m.user_id == request.user_id]
        if page.next is None:
            return items
        cursor = page.next


def _already_shared(request: ShareRequest, secret: bytes, memory: MemoryItem) -> bool:
    ids = request.store.shared_episode_ids([provenance.source(secret, memory.id)])
    episodes = request.store.get_episodes(ids, Access(None, None, request.now))
    return any(e.team_id == request.team_id for e in episodes)


def share(request: ShareRequest) -> ShareResult:
    """Share ``request.user_id``'s eligible memories into the pool of ``request.team_id``."""
    if request.team_id is not None and not _member(request):
        raise NotFound("team", request.team_id)
    conf = settings(request.config)
    secret = provenance.load_secret(request.path)
    result = ShareResult()
    for memory in own_memories(request):
        if ineligible(memory, conf, request.team_id) is not None:
            result.ineligible += 1
            continue
        if _already_shared(request, secret, memory):
            continue
        _share_one(request, secret, memory, result)
    return result


def _share_one(request: ShareRequest, secret: bytes, memory: MemoryItem, result: ShareResult) -> None:
    pm = request.pm
    try:
        text = pm.hook.veramem_abstract(memory=memory, llm=request.llm)
    except VeraMemError as exc:
        result.rejected.append(Rejection(text=memory.text, reason=f"kept local: abstraction failed: {exc}"))
        return
    if request.llm is not None:
        result.llm_calls += 1
    findings = pm.hook.veramem_gate(
        request=GateRequest(
            text=text,
            user_id=request.user_id,
            store=request.store,
            pm=pm,
            config=request.config,
            exclude=[memory.id],
        )
    )
    if findings:
        reason = gate_reason(findings)
        request.store.record_rejection(
            GateRejection(
                id=new_id("rej"),
                memory_id=memory.id,
                user_id=request.user_id,
                detectors=sorted({f.detector for f in findings}),
                reason=reason,
                text_sha256=sha256_hex(text),
                created_at=request.now,
            )
        )
        result.rejected.append(Rejection(text=memory.text, reason=f"kept local: {reason}"))
        return
    _to_pool(request, secret, memory, text, result)


def _to_pool(
    request: ShareRequest, secret: bytes, memory: MemoryItem, text: str, result: ShareResult
) -> None:
    store = request.store
    episode = Episode(
        id=new_id("ep"),
        role="shared",
        content=text,
        user_id=POOL_USER,
        team_id=request.team_id,
        event_time=request.now,
        created_at=request.now,
        message_id=provenance.episode_tag(secret, request.user_id, memory.id),
    )
    store.insert_episode(episode)
    store.put_vectors("episode", [episode.id], request.embedder.name, request.embedder.embed([text]))
    scope = Scope(
        user_id=POOL_USER,
        team_id=request.team_id,
        visibility="team" if request.team_id else "public",
    )
    candidate = Candidate(
        text=text,
        kind="experience" if memory.kind == "experience" else "fact",
        episode_id=episode.id,
        quote=text,
        metadata={"provenance": provenance.contributor(secret, request.user_id), "template": "experience-v1"},
    )
    applied = AddResult(episodes=[episode.id])
    path = WritePath(
        pm=request.pm,
        store=store,
        config=request.config,
        llm=request.llm,
        embedder=request.embedder,
        scope=scope,
        now=request.now,
    )
    path.apply_candidates([candidate], [episode], applied)
    result.shared += applied.added + applied.updated
    result.unchanged += applied.noop
    result.llm_calls += applied.llm_calls
    result.tokens += applied.tokens
    written = applied.added or applied.updated or applied.noop
    if not written:
        # The pool's manager took nothing: the episode made for it goes too, leaving no copy behind.
        from veramem_core.erasure import ErasurePlan

        store.erase(ErasurePlan(episode_ids=[episode.id]))
        reasons = "; ".join(r.reason for r in applied.rejected) or "the shared manager kept nothing"
        result.rejected.append(Rejection(text=memory.text, reason=f"kept local: {reasons}"))


def derived(request: ForgetRequest) -> list[str]:
    """Pool episodes contributed by the users, or abstracted from the memories, being forgotten."""
    secret = provenance.existing_secret(request.path)
    if secret is None:  # no secret: nothing was ever shared from this database
        return []
    tags = [provenance.contributor(secret, u) for u in request.user_ids]
    tags += [provenance.source(secret, m) for m in request.memory_ids]
    return request.store.shared_episode_ids(tags)
