"""The REST routes: one table, from which both the Starlette routes and ``/openapi.json`` are built.

Each handler gets a ``Call`` whose ``caller`` came from the API key. Reads pass the caller to the
facade, which applies the access predicate; writes check identity first (a team write needs current
membership, a public one an admin key, a forget or feedback the caller's own item or trace).
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from veramem_core import _time
from veramem_core.errors import NotFound
from veramem_core.memory import Memory
from veramem_core.models import AddResult, Answer, Episode, MemoryItem, Page, SearchResult, VerifyReport

from . import __version__
from .auth import Caller
from .http import HTTPError
from .schemas import (
    ID,
    AddBody,
    AnswerBody,
    FeedbackBody,
    FeedbackResult,
    Forgotten,
    GrantBody,
    GrantResult,
    Health,
    History,
    Me,
    SearchBody,
    ShareBody,
    ShareResult,
)

STATUS_CHOICES = ("active", "superseded", "retracted", "archived", "any")


@dataclass
class Call:
    memory: Memory
    caller: Caller
    path: dict[str, str]
    query: dict[str, str]
    body: Any = None


@dataclass(frozen=True)
class Param:
    name: str
    schema: dict[str, Any]
    description: str
    location: str = "query"


@dataclass(frozen=True)
class Operation:
    method: str
    path: str
    name: str
    summary: str
    handler: Callable[[Call], Any]
    response: Any
    body: type[BaseModel] | None = None
    params: tuple[Param, ...] = ()
    auth: bool = True
    # The facade method the route stands on; a facade without it serves no such route.
    needs: str | None = None
    errors: tuple[int, ...] = field(default=(400, 401, 403, 404, 413, 422))


def _teams(memory: Memory, user_id: str) -> set[str]:
    now = _time.utcnow()
    return {
        g.object
        for g in memory.store.grants()
        if g.kind == "team_member"
        and g.subject == user_id
        and g.granted_at <= now
        and (g.revoked_at is None or g.revoked_at > now)
    }


def _require_member(call: Call, team_id: str) -> None:
    if team_id not in _teams(call.memory, call.caller.user_id):
        raise HTTPError(403, "forbidden", f"user {call.caller.user_id!r} is not a member of team {team_id!r}")


def _own_memory(call: Call, memory_id: str) -> MemoryItem:
    """The caller's own memory, or the same ``NotFound`` as a missing one."""
    c = call.caller
    item = call.memory.get(memory_id, user_id=c.user_id, agent_id=c.agent_id)
    if item.user_id != c.user_id and not c.admin:
        raise NotFound("memory", memory_id)
    return item


# --- handlers ---


def health(call: Call) -> Health:
    return Health(ok=True, version=__version__)


def me(call: Call) -> Me:
    c = call.caller
    return Me(user_id=c.user_id, agent_id=c.agent_id, admin=c.admin)


def add(call: Call) -> AddResult:
    body: AddBody = call.body
    if body.visibility == "public" and not call.caller.admin:
        raise HTTPError(403, "forbidden", "visibility='public' needs an admin key")
    if body.team_id is not None:
        _require_member(call, body.team_id)
    # Facades that check write identity themselves take the admin flag (public writes need it).
    trusted: dict[str, Any] = (
        {"admin": True} if call.caller.admin and "admin" in _parameters(call.memory.add) else {}
    )
    return call.memory.add(
        [m.model_dump(exclude_none=True) for m in body.messages],
        user_id=call.caller.user_id,
        agent_id=call.caller.agent_id,
        session_id=body.session_id,
        team_id=body.team_id,
        visibility=body.visibility,
        shareable=body.shareable,
        **trusted,
    )


def list_memories(call: Call) -> Page:
    status = call.query.get("status", "active")
    if status not in STATUS_CHOICES:
        raise HTTPError(422, "invalid", f"status must be one of {list(STATUS_CHOICES)}, got {status!r}")
    raw_limit = call.query.get("limit", "50")
    if not raw_limit.isdigit() or not 1 <= int(raw_limit) <= 200:
        raise HTTPError(422, "invalid", f"limit must be an integer in [1, 200], got {raw_limit!r}")
    return call.memory.list(
        user_id=call.caller.user_id,
        agent_id=call.caller.agent_id,
        status=None if status == "any" else status,
        cursor=call.query.get("cursor"),
        limit=int(raw_limit),
    )


def get_memory(call: Call) -> MemoryItem:
    c = call.caller
    return call.memory.get(call.path["id"], user_id=c.user_id, agent_id=c.agent_id)


def history(call: Call) -> History:
    c = call.caller
    return History(items=call.memory.history(call.path["id"], user_id=c.user_id, agent_id=c.agent_id))


def forget(call: Call) -> Forgotten:
    item = _own_memory(call, call.path["id"])
    result = call.memory.forget(memory_id=item.id, user_id=item.user_id)
    return Forgotten(id=item.id, forgotten=True, result=_plain(result))


def episode(call: Call) -> Episode:
    c = call.caller
    return call.memory.episode(call.path["id"], user_id=c.user_id, agent_id=c.agent_id)


def search(call: Call) -> SearchResult:
    body: SearchBody = call.body
    c = call.caller
    return call.memory.search(body.query, user_id=c.user_id, agent_id=c.agent_id, k=body.k, as_of=body.as_of)


def answer(call: Call) -> Answer:
    body: AnswerBody = call.body
    return call.memory.answer(body.question, user_id=call.caller.user_id, agent_id=call.caller.agent_id)


def feedback(call: Call) -> FeedbackResult:
    body: FeedbackBody = call.body
    # With user_id the facade answers another user's trace exactly like a missing one.
    result = call.memory.feedback(body.trace_id, reward=body.reward, user_id=call.caller.user_id)
    return FeedbackResult(trace_id=body.trace_id, reward=body.reward, result=_plain(result))


def share(call: Call) -> ShareResult:
    body: ShareBody = call.body
    if body.team_id is None:
        # No team means the public pool: a public write, so an admin key's.
        if not call.caller.admin:
            raise HTTPError(403, "forbidden", "sharing into the public pool (no team_id) needs an admin key")
    else:
        _require_member(call, body.team_id)
    result = call.memory.share_experiences(user_id=call.caller.user_id, team_id=body.team_id)
    return ShareResult(team_id=body.team_id, result=_plain(result))


def _parameters(fn: Callable[..., Any]) -> Mapping[str, inspect.Parameter]:
    return inspect.signature(fn).parameters


def _admin(call: Call, what: str) -> None:
    if not call.caller.admin:
        raise HTTPError(403, "forbidden", f"{what} needs an admin key")


def grant(call: Call) -> GrantResult:
    _admin(call, "granting")
    body: GrantBody = call.body
    gid = call.memory.grant(body.kind, body.subject, body.object)
    return GrantResult(kind=body.kind, subject=body.subject, object=body.object, id=gid)


def revoke(call: Call) -> GrantResult:
    _admin(call, "revoking")
    body: GrantBody = call.body
    n = call.memory.revoke(body.kind, body.subject, body.object)
    return GrantResult(kind=body.kind, subject=body.subject, object=body.object, revoked=n)


def verify(call: Call) -> VerifyReport:
    report = call.memory.verify()
    # The problems name other users' rows; only an admin key sees them.
    return report if call.caller.admin else report.model_copy(update={"problems": []})


def _plain(value: Any) -> Any:
    from .http import dump

    if dataclasses.is_dataclass(value) or isinstance(value, (BaseModel, list, dict)):
        return dump(value)
    return value if isinstance(value, (str, int, float, bool)) or value is None else str(value)


_ID = Param("id", {"type": "string", "pattern": ID}, "A memory id.", "path")
_EP_ID = Param("id", {"type": "string", "pattern": ID}, "An episode id.", "path")
_LIST_PARAMS = (
    Param("status", {"type": "string", "enum": list(STATUS_CHOICES)}, "Status to list (default active)."),
    Param("cursor", {"type": "string", "pattern": ID}, "The `next` of the previous page."),
    Param("limit", {"type": "integer", "minimum": 1, "maximum": 200}, "Items per page (default 50)."),
)

OPERATIONS: tuple[Operation, ...] = (
    Operation("GET", "/healthz", "health", "Liveness; needs no key.", health, Health, auth=False, errors=()),
    Operation("GET", "/v1/me", "me", "The identity the key speaks for.", me, Me, errors=(401, 403)),
    Operation("POST", "/v1/memories", "add", "Add messages; derive memories.", add, AddResult, AddBody),
    Operation(
        "GET",
        "/v1/memories",
        "list",
        "The caller's memories, paginated.",
        list_memories,
        Page,
        params=_LIST_PARAMS,
    ),
    Operation("GET", "/v1/memories/{id}", "get", "One memory.", get_memory, MemoryItem, params=(_ID,)),
    Operation(
        "GET",
        "/v1/memories/{id}/history",
        "history",
        "Every version, oldest first.",
        history,
        History,
        params=(_ID,),
    ),
    Operation(
        "DELETE",
        "/v1/memories/{id}",
        "forget",
        "Forget one of the caller's memories.",
        forget,
        Forgotten,
        params=(_ID,),
        needs="forget",
    ),
    Operation(
        "GET",
        "/v1/episodes/{id}",
        "episode",
        "One raw episode (the evidence behind a quote).",
        episode,
        Episode,
        params=(_EP_ID,),
    ),
    Operation("POST", "/v1/search", "search", "Hybrid search.", search, SearchResult, SearchBody),
    Operation(
        "POST", "/v1/answer", "answer", "A cited answer, or an abstention.", answer, Answer, AnswerBody
    ),
    Operation(
        "POST",
        "/v1/feedback",
        "feedback",
        "Reward the memories a trace used.",
        feedback,
        FeedbackResult,
        FeedbackBody,
        needs="feedback",
    ),
    Operation(
        "POST",
        "/v1/share",
        "share",
        "Share the caller's consented experiences.",
        share,
        ShareResult,
        ShareBody,
        needs="share_experiences",
    ),
    Operation("POST", "/v1/grants", "grant", "Add a grant (admin keys).", grant, GrantResult, GrantBody),
    Operation(
        "DELETE", "/v1/grants", "revoke", "Revoke a grant (admin keys).", revoke, GrantResult, GrantBody
    ),
    Operation("GET", "/v1/verify", "verify", "Check the ledger.", verify, VerifyReport, errors=(401, 403)),
)


def available(memory_type: type[Memory] = Memory) -> list[Operation]:
    """The operations this install serves: those whose facade method exists."""
    return [op for op in OPERATIONS if op.needs is None or hasattr(memory_type, op.needs)]
