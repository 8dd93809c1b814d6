"""The ``Memory`` facade: the SDK of the contract, calling the stages through hooks.

The facade owns transactions, traces and the rules no plugin may bend: episodes are stored before
anything is derived, every read goes through the access predicate, an answer cites only what its
own trace retrieved.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, cast

import pluggy

from . import _time
from .access import Access, grant_in_force
from .config import Config, default_db_path
from .embed_once import EmbedOnce
from .embedding import Embedder
from .errors import Forbidden, IntegrityError, MissingStage, ValidationError, VeraMemError
from .ids import new_id
from .inputs import check_bool, check_id, check_int, check_nonempty, check_optional_id, check_text, db_path
from .llm import LLM
from .models import (
    GRANT_KINDS,
    STATUSES,
    VISIBILITIES,
    AddResult,
    Answer,
    Episode,
    ForgetReport,
    Grant,
    Granularity,
    Hit,
    MemoryItem,
    Message,
    Page,
    SearchResult,
    ShareResult,
    Trace,
    TraceItem,
    VerifyReport,
)
from .outcome import (
    ConsolidateContext,
    ConsolidationReport,
    FeedbackContext,
    FeedbackRecord,
    Progress,
    TrajectoryContext,
    no_progress,
)
from .plugins import get_plugin_manager, make_plugin_manager
from .redact import redact, redact_data
from .stages import ABSTAIN_TEXT, AnswerRequest, Route, Scope, SearchOutcome, SearchRequest, ShareRequest
from .store import Store
from .vector_queue import VectorQueue
from .write import MANAGE, Prepared, WritePath, require

RETRIEVE = "veramem-retrieve"
SHARE = "veramem-share"


def database_url(config: Config) -> str | Path:
    """Where ``Memory()`` opens its store when given no path: ``$VERAMEM_DATABASE_URL``, else the
    config's ``database_url``, else the default SQLite file."""
    return os.environ.get("VERAMEM_DATABASE_URL") or config.database_url or default_db_path()


class Memory:
    """Long-term memory for agents. ``Memory(path="x.db")``, ``Memory(path=":memory:")`` or the default file."""

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        config: Config | None = None,
        llm: LLM | None = None,
        embedder: Embedder | None = None,
        plugins: Iterable[object] = (),
        pm: pluggy.PluginManager | None = None,
    ) -> None:
        self.config = config or Config.load()
        plugins = tuple(plugins)
        self.pm = pm or (make_plugin_manager(*plugins) if plugins else get_plugin_manager())
        # A URL is the store plugin's to read; a path is checked here (``~`` expanded, no directory).
        location = path if path is not None else database_url(self.config)
        self.path = location if isinstance(location, str) and "://" in location else db_path(location)
        store = self.pm.hook.veramem_store(url=self.path, config=self.config)
        if store is None:
            raise MissingStage(f"store for {self.path!r}", "veramem-core")
        self.store: Store = store
        # Episode vectors, written behind add() (docs/write-path.md).
        self._vectors = VectorQueue(store, threaded=self.config.write_behind)
        self.llm: LLM | None = llm if llm is not None else self.pm.hook.veramem_llm(config=self.config)
        self._embedder = embedder

    # --- lifecycle ---

    def close(self) -> None:
        """Store the vectors still queued, then release the file (the WAL is checkpointed)."""
        self._vectors.close()
        self.store.close()

    def flush(self) -> None:
        """Wait until the vectors ``add()`` queued are stored. Every search (and every call that
        erases or checks rows) does this first, so a caller always finds what it added; call it
        before another process must see the vectors too."""
        self._vectors.settle(self.embedder)

    def __enter__(self) -> Memory:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            embedder = self.pm.hook.veramem_embedder(config=self.config)
            if embedder is None:
                raise MissingStage(f"embedder {self.config.embedder!r}", f"{RETRIEVE}[minilm]")
            self._embedder = embedder
        return self._embedder

    # --- write ---

    def add(
        self,
        messages: Iterable[Mapping[str, Any]],
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        team_id: str | None = None,
        visibility: str = "private",
        shareable: bool = False,
        now: datetime | str | None = None,
        infer: bool = True,
        admin: bool = False,
    ) -> AddResult:
        """Store every message as a hashed episode, then derive memories from them.

        ``now`` and a message's ``timestamp`` set valid time only (when it was said, from when it
        held); ``created_at`` and the ledger always record the server's clock. Writing
        ``visibility="team"`` needs ``user_id``'s current ``team_member`` grant for ``team_id``;
        ``visibility="public"`` needs a trusted caller (``admin=True``).
        With ``infer=False`` only the episodes are stored. If a stage fails after the episodes are
        stored, they stay, no memory is half-written, and ``AddResult.error`` says what failed.
        Raises ``ValidationError`` (nothing written) for bad input, ``Forbidden`` (nothing written) for
        a scope the caller may not write, ``MissingStage`` (nothing written) when no extractor is
        installed, ``IntegrityError`` (no memory written) when a change would write over a row the
        ledger does not vouch for.
        """
        at = self._now(now)
        _require_id(user_id, "user_id")
        for field, value in (("agent_id", agent_id), ("session_id", session_id), ("team_id", team_id)):
            check_optional_id(value, field)
        for field, flag in (("shareable", shareable), ("infer", infer), ("admin", admin)):
            check_bool(flag, field)
        if visibility not in VISIBILITIES:
            raise ValidationError(f"visibility must be one of {list(VISIBILITIES)}, got {visibility!r}")
        if visibility == "team" and not team_id:
            raise ValidationError("visibility='team' needs a team_id, got team_id=None")
        self._may_write(user_id, team_id, visibility, admin)
        parsed = _messages(messages)
        recorded = _time.utcnow()
        if infer:
            require(self.pm, "veramem_extract", "extract", "veramem-manage")
            if (
                visibility != "private"
            ):  # what others can read passes the sanitisation gate, or is not written
                require(self.pm, "veramem_gate", "sanitisation gate", SHARE)
        episodes = [
            Episode(
                id=new_id("ep"),
                role=m.role,
                content=m.content,
                name=m.name,
                user_id=user_id,
                agent_id=agent_id,
                session_id=session_id,
                team_id=team_id,
                event_time=m.timestamp or at,
                message_id=m.id,
                created_at=recorded,
            )
            for m in parsed
        ]
        with self.store.transaction():
            for episode in episodes:
                self.store.insert_episode(episode)
        result = AddResult(episodes=[e.id for e in episodes])
        # A turn is embedded as said ("<name>: <content>"), as it is indexed for full-text search,
        # on the queue's thread while this one extracts and reconciles (nothing here reads it).
        self._vectors.put(self.embedder, result.episodes, [e.said() for e in episodes])
        if not infer:
            return result
        embedder = EmbedOnce(self.embedder)  # one forward pass for the add()'s wordings, no text twice
        scope = Scope(user_id, agent_id, team_id, session_id, visibility, shareable)
        # Strictly earlier turns: this add()'s own episodes are never their own context.
        first = min(e.event_time for e in episodes)
        context = self.store.session_episodes(user_id, session_id, first) if session_id else []
        path = WritePath(
            pm=self.pm,
            store=self.store,
            config=self.config,
            llm=self.llm,
            embedder=embedder,
            scope=scope,
            now=at,
            recalled=self._recalled(user_id),
        )
        prepared: Prepared | None = None
        failure: Exception | None = None
        try:
            prepared = path.prepare(episodes, context, result)
        except Exception as exc:  # the episodes (and their vectors) stay whatever failed
            failure = exc
        if prepared is not None:
            embedder.prime(prepared.texts)
        try:
            if failure is not None:
                raise failure
            assert prepared is not None
            path.finish(prepared, result)
        except (MissingStage, IntegrityError):
            raise
        except Exception as exc:  # the episodes stay; the caller learns what failed
            result.error = redact(f"{type(exc).__name__}: {exc}")
            result.added, result.updated, result.retracted, result.noop, result.conflicts = [], [], [], [], []
        return result

    def _may_write(self, user_id: str, team_id: str | None, visibility: str, admin: bool) -> None:
        """Identity on writes: a team needs current membership, the public space a trusted caller."""
        if visibility == "public" and not admin:
            raise Forbidden(
                f"user {user_id!r} may not write visibility='public': only trusted code (admin=True) may"
            )
        if (
            visibility == "team"
            and not admin
            and not grant_in_force(self.store.grants(), "team_member", user_id, str(team_id), _time.utcnow())
        ):
            raise Forbidden(
                f"user {user_id!r} is not a current member of team {team_id!r}: "
                "grant team_member first to write visibility='team'"
            )

    def _recalled(self, user_id: str, limit: int = 20) -> list[str]:
        """Texts VeraMem returned to this user lately: the extractor must not learn them back."""
        ids: list[str] = []
        for trace in self.store.recent_traces(user_id, limit):
            ids.extend(i.id for i in trace.items)
        admin = Access.admin()
        return [m.text for m in self.store.get_memories(list(dict.fromkeys(ids)), admin)]

    # --- read ---

    def search(
        self,
        query: str,
        user_id: str,
        agent_id: str | None = None,
        k: int = 10,
        as_of: datetime | str | None = None,
    ) -> SearchResult:
        """Hybrid search over what the caller may read now (the server's clock); with ``as_of``, the
        versions valid then as VeraMem knew them then. Writes a trace and returns its id."""
        request = self._request(query, user_id, agent_id, k, as_of)
        outcome = self._search(request)
        # The retriever reports the route it searched (it may widen the request's); record that one.
        searched = dataclasses.replace(request, route=outcome.route or request.route)
        trace = self._trace(
            "search",
            searched,
            outcome.items + outcome.shared,
            metadata={
                "shared": [h.id for h in outcome.shared],
                "temporal": searched.route.temporal,
                **outcome.metadata,
            },
        )
        return SearchResult(
            trace_id=trace.id, route=list(searched.route.levels), items=outcome.items, shared=outcome.shared
        )

    def answer(
        self,
        question: str,
        user_id: str,
        agent_id: str | None = None,
        k: int = 10,
    ) -> Answer:
        """Answer from retrieved memories only, citing them, or abstain. Writes an answer trace."""
        request = self._request(question, user_id, agent_id, k, None)
        outcome = self._search(request)
        require(self.pm, "veramem_answer", "answer", RETRIEVE)

        def search_levels(levels: list[Granularity]) -> list[Hit]:
            route = Route(levels=levels, temporal=request.route.temporal, reason="retry ladder")
            return self._search(dataclasses.replace(request, route=route)).items

        draft = self.pm.hook.veramem_answer(
            request=AnswerRequest(
                question=question,
                user_id=user_id,
                agent_id=agent_id,
                hits=outcome.items,
                llm=self.llm,
                config=self.config,
                store=self.store,
                access=request.access,
                now=request.now,
                search=search_levels,
                pm=self.pm,
            )
        )
        if draft is None:
            raise MissingStage("answer", RETRIEVE)
        opened = {h.id: h for h in outcome.items + draft.opened}
        # Citation lock: an id the trace never retrieved is stripped, whatever the model said.
        citations = list(dict.fromkeys(c for c in draft.citations if c in opened))
        stripped = [c for c in draft.citations if c not in opened]
        abstained = draft.abstained or not citations
        if abstained:
            citations = []
        # An answer whose every citation was stripped abstains in our words, not the model's.
        text = ABSTAIN_TEXT if abstained and not draft.abstained else draft.text
        trace = self._trace(
            "answer",
            dataclasses.replace(request, route=outcome.route or request.route),
            list(opened.values()),
            citations=citations,
            metadata={
                "answer": text,
                "abstained": abstained,
                "stripped": stripped,
                "steps": draft.steps,
                "llm_calls": draft.llm_calls,
                "tokens": draft.tokens,
            },
        )
        return Answer(text=text, citations=citations, abstained=abstained, trace_id=trace.id)

    def _request(
        self,
        query: str,
        user_id: str,
        agent_id: str | None,
        k: int,
        as_of: datetime | str | None,
    ) -> SearchRequest:
        _require_id(user_id, "user_id")
        check_optional_id(agent_id, "agent_id")
        check_nonempty(query, "query")
        check_text(query, "query")
        check_int(k, "k", 1, 1000)
        at = _time.utcnow()
        require(self.pm, "veramem_search", "search", RETRIEVE)
        route = self.pm.hook.veramem_route(query=query) or Route(levels=["facts"], reason="default")
        return SearchRequest(
            query=query,
            user_id=user_id,
            agent_id=agent_id,
            k=k,
            as_of=_time.parse(as_of, "as_of") if as_of is not None else None,
            now=at,
            route=route,
            access=Access(user_id, agent_id, at),
            store=self.store,
            embedder=self.embedder,
            config=self.config,
            pm=self.pm,
        )

    def _search(self, request: SearchRequest) -> SearchOutcome:
        self.flush()  # the dense channel reads the episode vectors add() queued
        outcome = self.pm.hook.veramem_search(request=request)
        if outcome is None:
            raise MissingStage("search", RETRIEVE)
        return outcome

    def _trace(
        self,
        op: Literal["search", "answer"],
        request: SearchRequest,
        hits: list[Hit],
        citations: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> Trace:
        trace = Trace(
            id=new_id("tr"),
            op=op,
            user_id=request.user_id,
            agent_id=request.agent_id,
            query=request.query,
            route=list(request.route.levels),
            items=[TraceItem(id=h.id, kind=h.kind, score=h.score, rank=i) for i, h in enumerate(hits)],
            citations=citations or [],
            embedder=request.embedder.name,
            as_of=request.as_of,
            created_at=request.now,
            # A stage's error text (an LLM provider's, say) may quote a credential: none is stored.
            metadata=redact_data(metadata or {}),
        )
        self.store.insert_trace(trace)
        return trace

    # --- the outcome loop (veramem-manage implements the hooks) ---

    def feedback(self, trace_id: str, reward: float, user_id: str | None = None) -> FeedbackRecord:
        """Credit the memories trace ``trace_id`` used with ``reward`` in [-1, 1] (see docs/outcome.md).

        A second feedback on the same trace replaces the first exactly. With ``user_id``, the trace
        must be that user's: another user's trace raises the same ``NotFound`` as a missing one.
        """
        _require_id(trace_id, "trace_id")
        value = cast(object, reward)  # callers outside Python's type checker pass anything
        if isinstance(value, bool) or not isinstance(value, int | float) or not -1.0 <= value <= 1.0:
            raise ValidationError(f"reward must be a number in [-1, 1], got {reward!r}")
        if user_id is not None:
            _require_id(user_id, "user_id")
        require(self.pm, "veramem_feedback", "feedback", MANAGE)
        context = FeedbackContext(
            trace_id, float(reward), user_id, _time.utcnow(), self.store, self.config, self.pm
        )
        record: FeedbackRecord = self.pm.hook.veramem_feedback(context=context)
        return record

    def consolidate(
        self, now: datetime | str | None = None, progress: Progress | None = None
    ) -> ConsolidationReport:
        """Offline: archive low-utility memories, merge near-duplicates within a scope, summarise
        sessions, distil experiences from successful traces. A second run changes nothing."""
        require(self.pm, "veramem_consolidate", "consolidate", MANAGE)
        self._vectors.settle()
        context = ConsolidateContext(
            self._now(now), self.store, self.config, self.llm, self.embedder, self.pm, progress or no_progress
        )
        report = ConsolidationReport()
        for part in self.pm.hook.veramem_consolidate(context=context):
            report.add(part)
        return report

    def export_trajectories(self, path: str | Path) -> int:
        """Write one JSONL record per trace with feedback to ``path`` (docs/trajectories.md); returns
        how many were written."""
        require(self.pm, "veramem_trajectories", "trajectory export", MANAGE)
        records: list[dict[str, Any]] | None = self.pm.hook.veramem_trajectories(
            context=TrajectoryContext(self.store, self.config, self.pm)
        )
        with Path(path).expanduser().open("w", encoding="utf-8") as out:
            for record in records or []:
                out.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
        return len(records or [])

    def get(
        self, memory_id: str, user_id: str | None = None, agent_id: str | None = None, *, admin: bool = False
    ) -> MemoryItem:
        """One memory through the access predicate; ``NotFound`` alike for missing and unreadable ids.
        Trusted admin code passes ``admin=True`` instead of a ``user_id``."""
        access = _access(user_id, agent_id, admin)
        return self.store.get_memory(check_id(memory_id, "memory_id"), access)

    def list(
        self,
        user_id: str | None = None,
        agent_id: str | None = None,
        status: str | None = "active",
        cursor: str | None = None,
        limit: int = 50,
        *,
        admin: bool = False,
    ) -> Page:
        """The caller's readable memories with ``status`` (None: any), ``limit`` per page."""
        access = _access(user_id, agent_id, admin)
        if status is not None and status not in STATUSES:
            raise ValidationError(f"status must be one of {list(STATUSES)} or None, got {status!r}")
        check_int(limit, "limit", 1, 1000)
        check_optional_id(cursor, "cursor")
        statuses = (status,) if status else None
        return self.store.list_memories(access, statuses, cursor, limit)

    def history(
        self, memory_id: str, user_id: str | None = None, agent_id: str | None = None, *, admin: bool = False
    ) -> list[MemoryItem]:
        """Every version of a memory, oldest first, as far as the caller may read them (``admin=True``:
        trusted admin code, every version)."""
        access = _access(user_id, agent_id, admin)
        return self.store.history(check_id(memory_id, "memory_id"), access)

    def episode(
        self, episode_id: str, user_id: str | None = None, agent_id: str | None = None, *, admin: bool = False
    ) -> Episode:
        access = _access(user_id, agent_id, admin)
        return self.store.get_episode(check_id(episode_id, "episode_id"), access)

    # --- grants and integrity ---

    def grant(self, kind: str, subject: str, obj: str, at: datetime | str | None = None) -> str:
        """Add an edge: ``user_agent`` (user, agent), ``agent_resource`` (agent, resource), ``team_member``
        (user, team), in force from ``at`` (default now; a future ``at`` schedules it). Reads are decided
        at the server's clock, so ``at`` never lets a reader choose when access is judged."""
        _grant_kind(kind)
        check_id(subject, "subject")
        check_id(obj, "object")
        return self.store.add_grant(
            Grant.parse({"kind": kind, "subject": subject, "object": obj, "granted_at": self._now(at)})
        )

    def revoke(self, kind: str, subject: str, obj: str, at: datetime | str | None = None) -> int:
        """End an edge at ``at`` (default now). Reads at or after ``at`` no longer see what it allowed;
        a past ``at`` is allowed (revocation is retroactive anyway). A revocation only ever moves
        earlier: revoking again with a later ``at`` never reopens or extends access."""
        _grant_kind(kind)
        check_id(subject, "subject")
        check_id(obj, "object")
        return self.store.revoke_grant(kind, subject, obj, self._now(at))

    def verify(self, witness: Mapping[str, Any] | None = None) -> VerifyReport:
        """Recompute the ledger chain, check every live row against its latest entry, the file's
        integrity, the derived tables, and the chain's head against the anchor (and against
        ``witness``, a head ``anchor()`` exported earlier). See ``docs/ledger.md``."""
        self._vectors.settle()
        return self.store.verify(dict(witness) if witness is not None else None)

    def anchor(self) -> dict[str, Any]:
        """The chain's head (entries, last hash; signed when ``anchor_key`` is set) for a witness."""
        return self.store.anchor_head()

    def repair(self) -> dict[str, Any]:
        """Rebuild the derived tables (vectors with this embedder, entities, full-text indexes)."""
        self._vectors.settle()
        return dataclasses.asdict(self.store.repair(self.embedder))

    @staticmethod
    def _now(value: datetime | str | None) -> datetime:
        return _time.utcnow() if value is None else _time.parse(value, "now")

    # --- sharing, erasure and the action gate (docs/sharing.md, docs/erasure.md) ---

    def set_shareable(self, memory_id: str, value: bool, user_id: str) -> MemoryItem:
        """Record the owner's consent to share one memory. Withdrawing it (``False``) erases that memory's
        shared copies from every pool. ``NotFound`` alike for missing ids and other people's; a preference
        is never shareable (``ValidationError``)."""
        from . import forget as erasure

        _require_id(user_id, "user_id")
        check_bool(value, "shareable")
        item = erasure.owned(self.store, memory_id, user_id)
        if value and item.kind == "preference":
            raise ValidationError(f"a preference is never shareable: {memory_id!r}")
        if item.shareable != value:
            item = self.store.update_memory(memory_id, "memory.consent", shareable=value)
        if not value:
            erasure.withdraw(self.pm, self.store, self.config, self.path, item)
        return item

    def share_experiences(self, user_id: str, team_id: str | None = None) -> ShareResult:
        """Share ``user_id``'s eligible memories into ``team_id``'s pool (the public pool when None):
        abstracted, through the sanitisation gate, reconciled against the pool. The caller must belong to
        the team now. Needs veramem-share (``MissingStage`` otherwise)."""
        _require_id(user_id, "user_id")
        if team_id is not None:
            _require_id(team_id, "team_id")
        require(self.pm, "veramem_share", "share", SHARE)
        self._vectors.settle()
        result = self.pm.hook.veramem_share(
            request=ShareRequest(
                user_id=user_id,
                team_id=team_id,
                store=self.store,
                pm=self.pm,
                config=self.config,
                llm=self.llm,
                embedder=self.embedder,
                path=self.path,
                now=_time.utcnow(),
            )
        )
        if result is None:
            raise MissingStage("share", SHARE)
        return result

    def forget(
        self,
        memory_id: str | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        source: str | None = None,
    ) -> ForgetReport:
        """Hard-delete and erase down to the bytes: a memory (every version, the episodes it cites and what
        else they back), a user (everything of theirs, their grants and shared contributions), a session,
        or a source (a tool's or document's name), with vectors, entities, traces naming them and FTS
        terms. ``user_id`` with ``memory_id`` requires that user to own it; with ``session_id``/``source``
        it narrows them to that user. The ledger keeps a tombstone per row: its id and a hash."""
        from . import forget as erasure

        self._vectors.settle()  # no vector of an erased episode lands after the erasure
        return erasure.forget(
            self.pm,
            self.store,
            self.config,
            self.path,
            memory_id=memory_id,
            user_id=user_id,
            session_id=session_id,
            source=source,
        )

    def withdraw_contributions(self, user_id: str) -> int:
        """A contributor withdraws: consent is withdrawn on all their memories and every shared item they
        contributed is erased from every pool (found through its HMAC provenance, which never names
        them). Their own memories stay. Returns the number of shared items erased."""
        from . import forget as erasure

        _require_id(user_id, "user_id")
        self._vectors.settle()
        return erasure.withdraw_contributions(self.pm, self.store, self.config, self.path, user_id)

    def may_authorise(self, memory_id: str, action: str, user_id: str, agent_id: str | None = None) -> bool:
        """The action gate: may this memory authorise ``action`` on ``user_id``'s behalf? Only the caller's
        own, active, ``authorized`` memory may; shared, attested and unendorsed items, other people's and
        unreadable ids never (False, whatever the reason)."""
        from . import forget as erasure

        _require_id(user_id, "user_id")
        _require_id(action, "action")
        check_nonempty(memory_id, "memory_id", strip=False)
        return erasure.may_authorise(self.store, memory_id, user_id, agent_id)


def _require_id(value: Any, field: str) -> None:
    check_id(value, field)


def _access(user_id: Any, agent_id: Any, admin: Any) -> Access:
    """The reader's view: a named user's, or with ``admin=True`` trusted code's. A missing ``user_id``
    is refused, never read as "everyone": an app passing an absent request field through exposes nobody."""
    if not isinstance(admin, bool):
        raise ValidationError(f"admin must be True or False, got {admin!r}")
    if admin:
        if user_id is not None or agent_id is not None:
            raise ValidationError(
                f"pass either admin=True or a user_id, not both (got user_id={user_id!r}, agent_id={agent_id!r})"
            )
        return Access.admin()
    if user_id is None:
        raise ValidationError("user_id is required (trusted admin code passes admin=True), got None")
    check_id(user_id, "user_id")
    check_optional_id(agent_id, "agent_id")
    return Access(user_id, agent_id, _time.utcnow())


def _grant_kind(kind: str) -> None:
    if kind not in GRANT_KINDS:
        raise ValidationError(f"grant kind must be one of {list(GRANT_KINDS)}, got {kind!r}")


def _messages(messages: object) -> list[Message]:
    # An untyped caller may pass anything; isinstance cannot see item types, hence the casts.
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Iterable):
        raise ValidationError(f"messages must be a list of dicts, got {type(messages).__name__}")
    out: list[Message] = []
    for i, raw in enumerate(cast("Iterable[object]", messages)):
        if not isinstance(raw, Mapping):
            raise ValidationError(f"messages[{i}] must be a dict, got {raw!r}")
        out.append(Message.parse(dict(cast("Mapping[str, Any]", raw)), where=f"messages[{i}]"))
    if not out:
        raise ValidationError("messages must not be empty")
    return out


__all__ = ["Memory", "VeraMemError"]
