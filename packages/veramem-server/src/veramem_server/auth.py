"""Who is calling: the key's user (and agent), never a field of the body or the query."""

from __future__ import annotations

from dataclasses import dataclass

from starlette.requests import Request

from .http import HTTPError
from .keys import KeyStore

# Admin keys may act for any user, named in this header; other keys may not name anyone else.
ACT_AS = "x-veramem-user"
ACT_AS_AGENT = "x-veramem-agent"


@dataclass(frozen=True)
class Caller:
    user_id: str
    agent_id: str | None
    admin: bool


def _unauthorized(detail: str) -> HTTPError:
    return HTTPError(401, "unauthorized", detail, headers={"WWW-Authenticate": "Bearer"})


def authenticate(request: Request, keys: KeyStore) -> Caller:
    """The caller of ``request``: 401 without a live key, 403 when a non-admin key names another user."""
    header = request.headers.get("authorization", "")
    scheme, _, key = header.partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise _unauthorized("an 'Authorization: Bearer <key>' header is required")
    record = keys.lookup(key.strip())
    if record is None:
        raise _unauthorized("unknown or revoked API key")
    acting = request.headers.get(ACT_AS)
    if acting is None or acting == record.user_id:
        agent = request.headers.get(ACT_AS_AGENT) if record.admin else None
        return Caller(record.user_id, agent or record.agent_id, record.admin)
    if not record.admin:
        raise HTTPError(403, "forbidden", f"this key acts for {record.user_id!r} only, not {acting!r}")
    if not acting.strip():
        raise HTTPError(422, "invalid", f"{ACT_AS} must name a user, got {acting!r}")
    return Caller(acting, request.headers.get(ACT_AS_AGENT), True)
