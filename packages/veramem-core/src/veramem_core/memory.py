"""The ``Memory`` facade: the SDK of the contract, calling the stages through hooks.

The facade owns transactions, traces and the rules no plugin may bend: episodes are stored before
anything is derived, every read goes through the access predicate, an answer cites only what its
own trace retrieved.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Literal

import pluggy

from . import _time
from .access import Access
from .config import Config, default_db_path
from .embedding import Embedder
from .errors import MissingStage, ValidationError, VeraMemError
from .ids import new_id
from .llm import LLM
from .models import (
    GRANT_KINDS,
    STATUSES,
    VISIBILITIES,
    AddResult,
    Answer,
    Episode,
    Grant,
    Granularity,
    Hit,
    MemoryItem,
    Message,
    Page,
    SearchResult,
    Trace,
    TraceItem,
    VerifyReport,
)
from .plugins import get_plugin_manager, make_plugin_manager
from .stages import ABSTAIN_TEXT, AnswerRequest, Route, Scope, SearchOutcome, SearchRequest
from .store import Store
from .write import WritePath, require

RETRIEVE = "veramem-retrieve"


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
        self.path = str(path) if path is not None else str(default_db_path())
        store = self.pm.hook.veramem_store(url=self.path, config=self.config)
        if store is None:
            raise MissingStage(f"store for {self.path!r}", "veramem-core")
        self.store: Store = store
        self.llm: LLM | None = llm if llm is not None else self.pm.hook.veramem_llm(config=self.config)
        self._embedder = embedder

    # --- lifecycle ---

    def close(self) -> None:
        """Release the file (the WAL is checkpointed)."""
        self.store.close()

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
    ) -> AddResult:
        """Store every message as a hashed episode, then derive memories from them.

        With ``infer=False`` only the episodes are stored. If a stage fails after the episodes are
        stored, they stay, no memory is half-written, and ``AddResult.error`` says what failed.
        Raises ``ValidationError`` (nothing written) for bad input, ``MissingStage`` (nothing written)
        when no extractor is installed.
        """
        at = self._now(now)
        _require_id(user_id, "user_id")
        if visibility not in VISIBILITIES:
            raise ValidationError(f"visibility must be one of {list(VISIBILITIES)}, got {visibility!r}")
        if visibility == "team" and not team_id:
            raise ValidationError("visibility='team' needs a team_id, got team_id=None")
        parsed = _messages(messages)
        if infer:
            require(self.pm, "veramem_extract", "extract", "veramem-manage")
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
                created_at=at,
            )
            for m in parsed
        ]
        with self.store.transaction():
            for episode in episodes:
                self.store.insert_episode(episode)
        result = AddResult(episodes=[e.id for e in episodes])
        self.store.put_vectors(
            "episode", result.episodes, self.embedder.name, self.embedder.embed([e.said() for e in episodes])
        )
        if not infer:
            return result
        scope = Scope(user_id, agent_id, team_id, session_id, visibility, shareable)
        # Strictly earlier turns: this add()'s own episodes are never their own context.
        first = min(e.event_time for e in episodes)
        context = self.store.session_episodes(user_id, session_id, first) if session_id else []
        path = WritePath(
            pm=self.pm,
            store=self.store,
            config=self.config,
            llm=self.llm,
            embedder=self.embedder,
            scope=scope,
            now=at,
            recalled=self._recalled(user_id),
        )
        try:
            path.derive(episodes, context, result)
        except MissingStage:
            raise
        except Exception as exc:  # the episodes stay; the caller learns what failed
            result.error = f"{type(exc).__name__}: {exc}"
            result.added, result.updated, result.retracted, result.noop, result.conflicts = [], [], [], [], []
        return result

    def _recalled(self, user_id: str, limit: int = 20) -> list[str]:
        """Texts VeraMem returned to this user lately: the extractor must not learn them back."""
        ids: list[str] = []
        for trace in self.store.recent_traces(user_id, limit):
            ids.extend(i.id for i in trace.items)
        admin = Access(None, None, _time.utcnow())
        return [m.text for m in self.store.get_memories(list(dict.fromkeys(ids)), admin)]

    # --- read ---

    def search(
        self,
        query: str,
        user_id: str,
        agent_id: str | None = None,
        k: int = 10,
        as_of: datetime | str | None = None,
        now: datetime | str | None = None,
    ) -> SearchResult:
        """Hybrid search over what the caller may read; writes a trace and returns its id."""
        request = self._request(query, user_id, agent_id, k, as_of, now)
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
        now: datetime | str | None = None,
    ) -> Answer:
        """Answer from retrieved memories only, citing them, or abstain. Writes an answer trace."""
        request = self._request(question, user_id, agent_id, k, None, now)
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
            request,
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
        now: datetime | str | None,
    ) -> SearchRequest:
        _require_id(user_id, "user_id")
        if not isinstance(query, str) or not query.strip():
            raise ValidationError(f"query must be a non-empty string, got {query!r}")
        if not isinstance(k, int) or not 1 <= k <= 1000:
            raise ValidationError(f"k must be an integer in [1, 1000], got {k!r}")
        at = self._now(now)
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
            agent_id=request.agent_id,  # type: ignore[arg-type]
            query=request.query,
            route=list(request.route.levels),
            items=[TraceItem(id=h.id, kind=h.kind, score=h.score, rank=i) for i, h in enumerate(hits)],
            citations=citations or [],
            embedder=request.embedder.name,
            as_of=request.as_of,
            created_at=request.now,
            metadata=metadata or {},
        )
        self.store.insert_trace(trace)
        return trace

    def get(self, memory_id: str, user_id: str | None, agent_id: str | None = None) -> MemoryItem:
        """One memory through the access predicate; ``NotFound`` alike for missing and unreadable ids."""
        return self.store.get_memory(memory_id, Access(user_id, agent_id, _time.utcnow()))

    def list(
        self,
        user_id: str | None,
        agent_id: str | None = None,
        status: str | None = "active",
        cursor: str | None = None,
        limit: int = 50,
    ) -> Page:
        """The caller's readable memories with ``status`` (None: any), ``limit`` per page."""
        if status is not None and status not in STATUSES:
            raise ValidationError(f"status must be one of {list(STATUSES)} or None, got {status!r}")
        if not 1 <= limit <= 1000:
            raise ValidationError(f"limit must be in [1, 1000], got {limit!r}")
        statuses = (status,) if status else None
        return self.store.list_memories(Access(user_id, agent_id, _time.utcnow()), statuses, cursor, limit)

    def history(self, memory_id: str, user_id: str | None, agent_id: str | None = None) -> list[MemoryItem]:
        """Every version of a memory, oldest first. ``user_id=None`` only for trusted admin code."""
        return self.store.history(memory_id, Access(user_id, agent_id, _time.utcnow()))

    def episode(self, episode_id: str, user_id: str | None, agent_id: str | None = None) -> Episode:
        return self.store.get_episode(episode_id, Access(user_id, agent_id, _time.utcnow()))

    # --- grants and integrity ---

    def grant(self, kind: str, subject: str, obj: str, at: datetime | str | None = None) -> str:
        """Add an edge: ``user_agent`` (user, agent), ``agent_resource`` (agent, resource), ``team_member``
        (user, team), in force from ``at`` (default now)."""
        _grant_kind(kind)
        return self.store.add_grant(
            Grant.parse({"kind": kind, "subject": subject, "object": obj, "granted_at": self._now(at)})
        )

    def revoke(self, kind: str, subject: str, obj: str, at: datetime | str | None = None) -> int:
        """End an edge at ``at`` (default now). Reads at or after ``at`` no longer see what it allowed."""
        _grant_kind(kind)
        return self.store.revoke_grant(kind, subject, obj, self._now(at))

    def verify(self) -> VerifyReport:
        """Recompute the ledger chain and check every live row against its latest entry."""
        return self.store.verify()

    @staticmethod
    def _now(value: datetime | str | None) -> datetime:
        return _time.utcnow() if value is None else _time.parse(value, "now")


def _require_id(value: Any, field: str) -> None:
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{field} must be a non-empty string, got {value!r}")


def _grant_kind(kind: str) -> None:
    if kind not in GRANT_KINDS:
        raise ValidationError(f"grant kind must be one of {list(GRANT_KINDS)}, got {kind!r}")


def _messages(messages: Iterable[Mapping[str, Any]]) -> list[Message]:
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Iterable):
        raise ValidationError(f"messages must be a list of dicts, got {type(messages).__name__}")
    out: list[Message] = []
    for i, raw in enumerate(messages):
        if not isinstance(raw, Mapping):
            raise ValidationError(f"messages[{i}] must be a dict, got {raw!r}")
        out.append(Message.parse(dict(raw), where=f"messages[{i}]"))
    if not out:
        raise ValidationError("messages must not be empty")
    return out


__all__ = ["Memory", "VeraMemError"]
