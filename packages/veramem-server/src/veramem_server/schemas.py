"""Request bodies and the response shapes that are not already result types of ``veramem_core``.

Bodies refuse unknown fields: a ``user_id`` in a body is an error, never an identity.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, model_validator

from veramem_core.models import Role

# Some text that is not all whitespace. Python's str.strip also drops \x1c-\x1f, which the regex
# class \s does not: the core refuses what strip() empties, so the schema says the same.
TEXT = r"[^\s\x1c-\x1f]"


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class MessageIn(Body):
    role: Role
    content: str = Field(min_length=1, max_length=200_000, pattern=TEXT)
    name: str | None = Field(default=None, max_length=200)
    timestamp: AwareDatetime | None = None
    id: str | None = Field(default=None, max_length=200)


class AddBody(Body):
    # The schema states the one rule between fields, so clients (and the fuzzer) can know it.
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "if": {"properties": {"visibility": {"const": "team"}}, "required": ["visibility"]},
            "then": {"required": ["team_id"], "properties": {"team_id": {"type": "string"}}},
        },
    )

    messages: list[MessageIn] = Field(min_length=1, max_length=1000)
    session_id: str | None = Field(default=None, min_length=1, max_length=200)
    team_id: str | None = Field(default=None, min_length=1, max_length=200)
    visibility: Literal["private", "team", "public"] = "private"
    shareable: bool = False

    @model_validator(mode="after")
    def _team_needs_id(self) -> AddBody:
        if self.visibility == "team" and self.team_id is None:
            raise ValueError("visibility='team' needs a team_id")
        return self


class SearchBody(Body):
    query: str = Field(min_length=1, max_length=10_000, pattern=TEXT)
    k: int = Field(default=10, ge=1, le=100)
    as_of: AwareDatetime | None = None


class AnswerBody(Body):
    question: str = Field(min_length=1, max_length=10_000, pattern=TEXT)


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
