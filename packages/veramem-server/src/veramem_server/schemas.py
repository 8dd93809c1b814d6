"""Request bodies and the response shapes that are not already result types of ``veramem_core``.

Bodies refuse unknown fields: a ``user_id`` in a body is an error, never an identity.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from veramem_core.models import Message


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AddBody(Body):
    messages: list[Message] = Field(min_length=1, max_length=1000)
    session_id: str | None = Field(default=None, min_length=1, max_length=200)
    team_id: str | None = Field(default=None, min_length=1, max_length=200)
    visibility: Literal["private", "team", "public"] = "private"
    shareable: bool = False


class SearchBody(Body):
    query: str = Field(min_length=1, max_length=10_000, pattern=r"\S")
    k: int = Field(default=10, ge=1, le=100)
    as_of: datetime | None = None


class AnswerBody(Body):
    question: str = Field(min_length=1, max_length=10_000, pattern=r"\S")


class FeedbackBody(Body):
    trace_id: str = Field(min_length=1, max_length=200)
    reward: float = Field(ge=-1.0, le=1.0)


class ShareBody(Body):
    team_id: str | None = Field(default=None, min_length=1, max_length=200)


class GrantBody(Body):
    kind: Literal["user_agent", "agent_resource", "team_member"]
    subject: str = Field(min_length=1, max_length=200)
    object: str = Field(min_length=1, max_length=200)


class Error(BaseModel):
    """Every error: a short code and a sentence naming the bad value."""

    error: str
    detail: str


class History(BaseModel):
    items: list[Any]


class Forgotten(BaseModel):
    id: str
    forgotten: bool
    result: Any = None


class FeedbackResult(BaseModel):
    trace_id: str
    reward: float
    result: Any = None


class ShareResult(BaseModel):
    team_id: str | None
    result: Any = None


class GrantResult(BaseModel):
    kind: str
    subject: str
    object: str
    id: str | None = None
    revoked: int | None = None


class Health(BaseModel):
    ok: bool
    version: str


class Me(BaseModel):
    user_id: str
    agent_id: str | None
    admin: bool
