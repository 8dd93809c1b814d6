"""What flows between the stages: the inputs and outputs of the hooks in ``hookspecs``.

These are plain dataclasses, not pydantic models: they carry live objects (the store, the LLM, the
embedder, numpy vectors) and never cross a process boundary.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .models import Authority, Candidate, Episode, Granularity, Hit, MemoryItem, Operation, Rejection

if TYPE_CHECKING:
    import pluggy

    from .access import Access
    from .config import Config
    from .embedding import Embedder, Vectors
    from .llm import LLM
    from .store import Store


@dataclass
class Scope:
    """Who a write belongs to. Dedup and reconciliation never look outside one scope."""

    user_id: str
    agent_id: str | None = None
    team_id: str | None = None
    session_id: str | None = None
    visibility: str = "private"
    shareable: bool = False


# --- write path ---


@dataclass
class ExtractContext:
    """Input of the extract stage."""

    episodes: list[Episode]
    """The new messages of this ``add()``: facts may come only from these."""
    context: list[Episode]
    """Earlier turns of the session, for reference only (resolving "it", "there", ...)."""
    recalled: list[str]
    """Texts VeraMem returned to this user earlier; quoting them back must not create memories."""
    scope: Scope
    llm: LLM | None
    config: Config
    now: datetime


@dataclass
class Extraction:
    """Output of the extract stage."""

    candidates: list[Candidate]
    rejected: list[Rejection] = field(default_factory=list[Rejection])
    llm_calls: int = 0
    tokens: int = 0


@dataclass
class Attribution:
    """Output of the authority stage: the label (from the role, never from a model) and the wording."""

    authority: Authority
    text: str


@dataclass
class Neighbour:
    memory: MemoryItem
    similarity: float


@dataclass(frozen=True)
class Related:
    """Earlier memories a candidate may change, named so that the store finds them whatever the
    embedder ranks first (``Store.related``, hook ``veramem_related``). A memory matches when its
    slot is ``subject``'s with an attribute in ``attributes``, or when its text holds every one of
    ``words`` (whole words, any case, as the store's full-text search stems them) and, with
    ``speaker``, one of its evidence messages was said by ``speaker``."""

    subject: str | None = None
    attributes: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    speaker: str | None = None


@dataclass
class Proposal:
    """A candidate that passed the quote check, with its authority, wording, vector and neighbours."""

    candidate: Candidate
    episode: Episode
    authority: Authority
    text: str
    vector: Vectors
    neighbours: list[Neighbour]


@dataclass
class ReconcileContext:
    """Input of the reconcile stage. Operations may only target the proposals' own neighbours."""

    proposals: list[Proposal]
    scope: Scope
    llm: LLM | None
    config: Config
    now: datetime
    embedder: Embedder
    llm_calls_spent: int = 0
    """LLM calls the extract stage already made for this ``add()``: the two stages share a budget."""


@dataclass
class Reconciliation:
    """Output of the reconcile stage: operations whose ``candidate`` is one of the proposals' own
    candidate objects (veramem-manage's guards map a copy back to its proposal; core matches by
    identity) and whose ``target_id`` is one of that proposal's neighbours."""

    operations: list[Operation]
    rejected: list[Rejection] = field(default_factory=list[Rejection])
    llm_calls: int = 0
    tokens: int = 0


# --- search and answer paths ---


@dataclass
class Route:
    """Which granularities a query goes to, and whether it is temporal ("latest", "when", "since")."""

    levels: list[Granularity]
    temporal: bool = False
    reason: str = ""


@dataclass
class SearchRequest:
    """Input of the search stage. ``access`` is the predicate every query must apply in SQL first."""

    query: str
    user_id: str
    agent_id: str | None
    k: int
    as_of: datetime | None
    now: datetime
    route: Route
    access: Access
    store: Store
    embedder: Embedder
    config: Config
    pm: pluggy.PluginManager


@dataclass
class ChannelRanking:
    """One channel's ranked ids (best first), with the raw scores that ranked them."""

    channel: str
    ids: list[str]
    scores: list[float] = field(default_factory=list[float])
    weight: float = 1.0


@dataclass(frozen=True)
class CandidateKey:
    """What fusion reads of a readable candidate memory before it loads the few it returns
    (``Store.candidate_keys``): whose it is, its kind, and the episodes its evidence cites, in order."""

    id: str
    user_id: str
    kind: str
    episodes: tuple[str, ...] = ()


@dataclass
class SearchOutcome:
    """Output of the search stage: the caller's own hits, and shared experiences in their own block."""

    items: list[Hit]
    shared: list[Hit] = field(default_factory=list[Hit])
    metadata: dict[str, Any] = field(default_factory=dict[str, Any])
    route: Route | None = None
    """The route actually searched, when the retriever widened the request's (None: the request's)."""


@dataclass
class AnswerRequest:
    """Input of the answer stage. ``search`` re-searches at other granularities for the retry ladder."""

    question: str
    user_id: str
    agent_id: str | None
    hits: list[Hit]
    llm: LLM | None
    config: Config
    store: Store
    access: Access
    now: datetime
    search: Callable[[list[Granularity]], list[Hit]]
    pm: pluggy.PluginManager


ABSTAIN_TEXT = "I don't know: nothing I retrieved supports an answer."
"""What an abstaining answer says, whichever stage decided to abstain."""


@dataclass
class AnswerDraft:
    """Output of the answer stage. Citations outside ``hits`` plus ``opened`` are stripped by the facade."""

    text: str
    citations: list[str]
    abstained: bool = False
    opened: list[Hit] = field(default_factory=list[Hit])
    steps: list[str] = field(default_factory=list[str])
    llm_calls: int = 0
    tokens: int = 0


@dataclass
class Judgement:
    """Output of the judge: whether the cited hits suffice, and what deciding it cost."""

    sufficient: bool
    llm_calls: int = 0
    tokens: int = 0


# --- sharing (used from the safe-transfer issue on) ---


@dataclass
class Finding:
    """Something a PII or canary detector found in text bound for a shared pool."""

    detector: str
    span: tuple[int, int]
    reason: str


@dataclass
class GateRequest:
    """Input of the sanitisation gate: text about to become readable by someone other than its owner."""

    text: str
    user_id: str
    """The owner: the canary compares ``text`` with this user's private memories."""
    store: Store
    pm: pluggy.PluginManager
    config: Config
    exclude: list[str] = field(default_factory=list[str])
    """Memory ids the canary leaves out: the memory being shared itself, whose owner consented."""


@dataclass
class ShareRequest:
    """Input of the share stage: one user's eligible memories into a team's (or the public) pool."""

    user_id: str
    team_id: str | None
    store: Store
    pm: pluggy.PluginManager
    config: Config
    llm: LLM | None
    embedder: Embedder
    path: str
    """Where the database lives: the install secret for provenance is kept beside it."""
    now: datetime


@dataclass
class ForgetRequest:
    """What a ``forget`` erases, for plugins to name what they derived from it (shared contributions)."""

    memory_ids: list[str]
    episode_ids: list[str]
    user_ids: list[str]
    store: Store
    config: Config
    path: str
