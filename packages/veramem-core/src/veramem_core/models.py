"""The data model: episodes, memories, evidence, traces, grants, ledger entries and the results of the SDK.

Every model refuses bad input with a ``ValidationError`` whose message names the field and the value.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any, Literal, get_args

import pydantic
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from . import _time
from .errors import ValidationError
from .inputs import text_problem

Role = Literal["user", "assistant", "system", "tool", "document", "shared"]
Kind = Literal["fact", "preference", "event", "experience", "summary"]
Authority = Literal["authorized", "attested", "unendorsed"]
Visibility = Literal["private", "team", "public"]
Status = Literal["active", "superseded", "retracted", "archived"]
GrantKind = Literal["user_agent", "agent_resource", "team_member"]
Granularity = Literal["episodes", "facts", "summaries"]
OpName = Literal["ADD", "UPDATE", "DELETE", "NOOP"]

ROLES: tuple[str, ...] = get_args(Role)
KINDS: tuple[str, ...] = get_args(Kind)
AUTHORITIES: tuple[str, ...] = get_args(Authority)
VISIBILITIES: tuple[str, ...] = get_args(Visibility)
STATUSES: tuple[str, ...] = get_args(Status)
GRANT_KINDS: tuple[str, ...] = get_args(GrantKind)

# Strongest first: authority can only ever move right along this tuple.
AUTHORITY_ORDER: tuple[str, ...] = ("authorized", "attested", "unendorsed")


def weakest(authorities: list[str]) -> Authority:
    """The weakest of ``authorities``: a merged memory never holds more authority than its weakest evidence."""
    if not authorities:
        raise ValidationError("weakest() needs at least one authority")
    return max(authorities, key=AUTHORITY_ORDER.index)  # type: ignore[return-value]


def canonical(data: Any) -> str:
    """Canonical JSON: sorted keys, no whitespace, UTF-8 kept. The ledger hashes exactly this."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    @classmethod
    def parse(cls, data: Any, where: str | None = None) -> Any:
        """Validate ``data``, turning pydantic's error into a ``ValidationError`` naming field and value
        (and ``where`` the data came from, such as ``messages[2]``)."""
        try:
            return cls.model_validate(data)
        except pydantic.ValidationError as exc:
            raise as_validation_error(exc, where or cls.__name__) from None


def as_validation_error(exc: pydantic.ValidationError, where: str) -> ValidationError:
    parts: list[str] = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or where
        value = err.get("input")
        parts.append(f"{loc}: {err['msg']} (got {value!r})")
    return ValidationError(f"invalid {where}: " + "; ".join(parts))


def _aware(value: datetime | None, info: Any) -> datetime | None:
    if value is None:
        return None
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"{info.field_name} must be timezone-aware, got naive {value.isoformat()!r}")
    return _time.ensure_aware(value)


class Message(Model):
    """One input message of ``add()``."""

    role: Role
    content: str
    name: str | None = None
    timestamp: datetime | None = None
    id: str | None = None

    _aware = field_validator("timestamp")(_aware)

    @field_validator("content")
    @classmethod
    def _not_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("content must not be empty")
        return value

    @field_validator("content", "name", "id")
    @classmethod
    def _storable(cls, value: str | None) -> str | None:
        problem = None if value is None else text_problem(value)
        if problem:
            raise ValueError(problem)
        return value


class Episode(Model):
    """Immutable raw evidence: a message, tool result or document chunk, SHA-256 hashed."""

    id: str
    role: Role
    content: str
    name: str | None = None
    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    team_id: str | None = None
    event_time: datetime
    message_id: str | None = None
    sha256: str = ""
    created_at: datetime

    _aware = field_validator("event_time", "created_at")(_aware)

    @field_validator("content")
    @classmethod
    def _not_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("content must not be empty")
        return value

    @model_validator(mode="after")
    def _hash(self) -> Episode:
        expected = self.compute_sha256()
        if not self.sha256:
            object.__setattr__(self, "sha256", expected)
        elif self.sha256 != expected:
            raise ValueError(f"sha256 does not match the episode's content (got {self.sha256!r})")
        return self

    def said(self) -> str:
        """The turn as a transcript reads it, ``"<name>: <content>"``: what is embedded and indexed,
        so "what did Caroline say?" meets Caroline's turns."""
        return f"{self.name}: {self.content}" if self.name else self.content

    def compute_sha256(self) -> str:
        """SHA-256 over content, role, name, user, agent, session and event time."""
        return sha256_hex(
            canonical(
                {
                    "content": self.content,
                    "role": self.role,
                    "name": self.name,
                    "user_id": self.user_id,
                    "agent_id": self.agent_id,
                    "session_id": self.session_id,
                    "event_time": _time.to_db(self.event_time),
                }
            )
        )


class Evidence(Model):
    """A pointer into an episode: its id and a verbatim quote from it."""

    episode_id: str
    quote: str

    @field_validator("quote")
    @classmethod
    def _not_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("quote must not be empty")
        return value


class Slot(Model):
    """What a memory says about whom: ``subject`` ("user" or a lower-cased name), ``attribute``
    ("location", "opinion:sushi", ...) and ``value``. Two memories of one subject and attribute are
    versions of one thing: the newer replaces the older."""

    subject: str
    attribute: str
    value: str | None = None

    @field_validator("subject", "attribute")
    @classmethod
    def _named(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value

    def key(self) -> str:
        """Subject and attribute, case-folded: what versions of one thing share."""
        return f"{self.subject.strip().lower()}|{self.attribute.strip().lower()}"


class MemoryItem(Model):
    """A fact, preference, event, experience or summary, with its evidence, authority, scope and validity."""

    id: str
    kind: Kind
    text: str
    evidence: list[Evidence] = Field(default_factory=list[Evidence])
    authority: Authority
    user_id: str
    agent_id: str | None = None
    team_id: str | None = None
    visibility: Visibility = "private"
    valid_from: datetime
    valid_to: datetime | None = None
    created_at: datetime
    status: Status = "active"
    supersedes: str | None = None
    uses: int = 0
    successes: float = 0.0
    failures: float = 0.0
    shareable: bool = False
    slot: Slot | None = None
    """Subject, attribute and value, when the memory states one (``m006_slot_authority``)."""
    metadata: dict[str, Any] = Field(default_factory=dict)

    _aware = field_validator("valid_from", "valid_to", "created_at")(_aware)

    @field_validator("text")
    @classmethod
    def _not_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text must not be empty")
        return value

    @model_validator(mode="after")
    def _scope(self) -> MemoryItem:
        if self.kind == "preference" and self.visibility != "private":
            raise ValueError(f"a preference is always private, got visibility={self.visibility!r}")
        if self.kind == "preference" and self.shareable:
            raise ValueError("a preference is never shareable, got shareable=True")
        if self.visibility == "team" and not self.team_id:
            raise ValueError("visibility='team' needs a team_id, got team_id=None")
        if self.valid_to is not None and self.valid_to < self.valid_from:
            raise ValueError(f"valid_to {self.valid_to.isoformat()!r} is before valid_from")
        return self

    @property
    def utility(self) -> float:
        """Laplace-smoothed success rate: 0.5 for an unused memory, towards 1 or 0 with evidence."""
        return (self.successes + 1.0) / (self.successes + self.failures + 2.0)


class Candidate(Model):
    """A proposed memory, before reconciliation. It must cite one episode of this ``add()`` verbatim."""

    text: str
    kind: Kind = "fact"
    episode_id: str
    quote: str
    entities: list[str] = Field(default_factory=list)
    valid_from: datetime | None = None
    subject: str | None = None
    attribute: str | None = None
    value: str | None = None
    negated: bool = False
    metadata: dict[str, Any] = Field(default_factory=dict)

    _aware = field_validator("valid_from")(_aware)


class Rejection(Model):
    """A candidate that was not written, with the reason."""

    text: str
    reason: str
    episode_id: str | None = None
    quote: str | None = None


class Operation(Model):
    """A reconciler's decision for one candidate. ``target_id`` names the neighbour it acts on."""

    op: OpName
    candidate: Candidate | None = None
    target_id: str | None = None
    reason: str = ""
    conflicts_with: list[str] = Field(default_factory=list)


class Conflict(Model):
    """A lower-authority claim that contradicts a stronger memory: both are kept, the conflict recorded."""

    memory_id: str
    conflicts_with: str
    reason: str


class TraceItem(Model):
    id: str
    kind: str
    score: float
    rank: int


class Trace(Model):
    """One retrieval or answer: what was asked, how it was routed, what came back. Feedback attaches here."""

    id: str
    op: Literal["search", "answer"]
    user_id: str
    agent_id: str | None = None
    query: str
    route: list[str] = Field(default_factory=list)
    items: list[TraceItem] = Field(default_factory=list[TraceItem])
    citations: list[str] = Field(default_factory=list)
    embedder: str | None = None
    as_of: datetime | None = None
    created_at: datetime
    metadata: dict[str, Any] = Field(default_factory=dict)

    _aware = field_validator("as_of", "created_at")(_aware)


class Grant(Model):
    """An edge of a time-varying bipartite graph: user→agent, agent→resource or user→team."""

    kind: GrantKind
    subject: str
    object: str
    granted_at: datetime
    revoked_at: datetime | None = None

    _aware = field_validator("granted_at", "revoked_at")(_aware)

    @field_validator("subject", "object")
    @classmethod
    def _not_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value


class LedgerEntry(Model):
    """One link of the hash chain. ``hash = sha256(prev_hash || canonical(entry))``."""

    seq: int
    ts: datetime
    op: str
    object_type: str
    object_id: str
    content_hash: str
    prev_hash: str
    hash: str
    # The hash of the row this entry's write replaced (64 zeros: it created the row); None only on
    # entries written before the ledger bound history (migration m004_ledger_binding).
    before_hash: str | None = None

    def body(self) -> dict[str, Any]:
        """The part of the entry that is hashed (everything but the chain's two hashes)."""
        body = {
            "seq": self.seq,
            "ts": _time.to_db(self.ts),
            "op": self.op,
            "object_type": self.object_type,
            "object_id": self.object_id,
            "content_hash": self.content_hash,
        }
        if self.before_hash is not None:
            body["before_hash"] = self.before_hash
        return body


class Feedback(Model):
    trace_id: str
    reward: float = Field(ge=-1.0, le=1.0)


# --- results of the SDK ---


class AddResult(Model):
    episodes: list[str] = Field(default_factory=list)
    added: list[MemoryItem] = Field(default_factory=list[MemoryItem])
    updated: list[MemoryItem] = Field(default_factory=list[MemoryItem])
    retracted: list[MemoryItem] = Field(default_factory=list[MemoryItem])
    noop: list[MemoryItem] = Field(default_factory=list[MemoryItem])
    rejected: list[Rejection] = Field(default_factory=list[Rejection])
    conflicts: list[Conflict] = Field(default_factory=list[Conflict])
    llm_calls: int = 0
    tokens: int = 0
    error: str | None = None


class Hit(Model):
    """One search result: a memory, or on a raw-episode route an episode (``kind == "episode"``)."""

    id: str
    kind: str
    text: str
    score: float
    authority: Authority | None = None
    """The memory's label as the caller sees it, or for a raw episode what role-policy-v1 gives its role."""
    explain: dict[str, Any] = Field(default_factory=dict)
    memory: MemoryItem | None = None
    episode: Episode | None = None


class SearchResult(Model):
    trace_id: str
    route: list[str]
    items: list[Hit] = Field(default_factory=list[Hit])
    shared: list[Hit] = Field(default_factory=list[Hit])


class Answer(Model):
    text: str
    citations: list[str] = Field(default_factory=list)
    abstained: bool = False
    trace_id: str


class VerifyReport(Model):
    ok: bool
    entries: int
    first_bad: int | None = None
    problems: list[str] = Field(default_factory=list)


class Page(Model):
    items: list[MemoryItem]
    next: str | None = None


# --- sharing and erasure ---


class GateRejection(Model):
    """What the sanitisation gate kept local: the reason and a hash of the text, never the text."""

    id: str
    memory_id: str | None = None
    user_id: str
    detectors: list[str]
    reason: str
    text_sha256: str
    created_at: datetime

    _aware = field_validator("created_at")(_aware)


class ShareResult(Model):
    """The outcome of ``share_experiences``: what reached the shared pool and what stayed local."""

    shared: list[MemoryItem] = Field(default_factory=list[MemoryItem])
    """Pool items written (added, or new versions of a pool item)."""
    unchanged: list[MemoryItem] = Field(default_factory=list[MemoryItem])
    """Pool items that already held the experience (the shared manager chose NOOP)."""
    rejected: list[Rejection] = Field(default_factory=list[Rejection])
    """Eligible memories kept local, each with the reason (the gate's, or the shared manager's)."""
    ineligible: int = 0
    """The caller's memories that were not candidates (no consent, a preference, low utility, ...)."""
    llm_calls: int = 0
    tokens: int = 0


class ForgetReport(Model):
    """What ``forget`` erased. Each erased row left a ledger tombstone holding only its id's hash."""

    memories: int = 0
    episodes: int = 0
    traces: int = 0
    grants: int = 0
    rejections: int = 0
    vectors: int = 0
    tombstones: int = 0
