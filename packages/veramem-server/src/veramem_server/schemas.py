"""Request bodies and the response shapes that are not already result types of ``veramem_core``.

Bodies refuse unknown fields: a ``user_id`` in a body is an error, never an identity.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    model_validator,
)

from veramem_core.models import Role

# The core's rules for strings, stated in the schema so clients (and the fuzzer) know them.
# Whitespace as Python's str.strip sees it, spelled out: regex engines disagree on what \s covers.
_SPACE = r"\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
_CONTROL = r"\x00-\x1f\x7f-\x9f"
# Text (content, queries): anything storable (no NUL) that is not all whitespace.
TEXT = rf"^[^\x00]*[^\x00{_SPACE}][^\x00]*$"
# Names and the caller's message ids: anything storable.
STORABLE = r"^[^\x00]*$"
# Ids (sessions, teams, traces, memories, grant subjects): no control character, not blank.
ID = rf"^[^{_CONTROL}]*[^{_CONTROL}{_SPACE}][^{_CONTROL}]*$"


def _whole(value: Any) -> Any:
    # JSON Schema's "integer" includes 48.0; strict pydantic would refuse it, lax would take `true`.
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != int(value):
        raise ValueError(f"must be a whole number, got {value!r}")
    return int(value)


WholeNumber = Annotated[int, BeforeValidator(_whole)]

# The store holds years 1900 to 9999 in UTC: local years 1901 to 9998 stay inside it at any offset.
YEARS = r"^(190[1-9]|19[1-9][0-9]|[2-8][0-9]{3}|9[0-8][0-9]{2}|99[0-8][0-9]|999[0-8])-"


def _in_range(value: datetime) -> datetime:
    if not 1901 <= value.year <= 9998:
        raise ValueError(f"year must be 1901 to 9998, got {value.isoformat()!r}")
    return value


When = Annotated[AwareDatetime, AfterValidator(_in_range), Field(json_schema_extra={"pattern": YEARS})]


class Body(BaseModel):
    # Strict: `true` is not a k, and a number is not a date. (JSON-mode strict still reads ISO dates.)
    model_config = ConfigDict(extra="forbid", strict=True)


class MessageIn(Body):
    role: Role
    content: str = Field(min_length=1, max_length=200_000, pattern=TEXT)
    name: str | None = Field(default=None, max_length=200, pattern=STORABLE)
    timestamp: When | None = None
    id: str | None = Field(default=None, max_length=200, pattern=STORABLE)


class AddBody(Body):
    # The schema states the one rule between fields, so clients (and the fuzzer) can know it.
    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        json_schema_extra={
            "if": {"properties": {"visibility": {"const": "team"}}, "required": ["visibility"]},
            "then": {"required": ["team_id"], "properties": {"team_id": {"type": "string"}}},
        },
    )

    messages: list[MessageIn] = Field(min_length=1, max_length=1000)
    session_id: str | None = Field(default=None, min_length=1, max_length=200, pattern=ID)
    team_id: str | None = Field(default=None, min_length=1, max_length=200, pattern=ID)
    visibility: Literal["private", "team", "public"] = "private"
    shareable: bool = False

    @model_validator(mode="after")
    def _team_needs_id(self) -> AddBody:
        if self.visibility == "team" and self.team_id is None:
            raise ValueError("visibility='team' needs a team_id")
        return self


class SearchBody(Body):
    query: str = Field(min_length=1, max_length=10_000, pattern=TEXT)
    k: WholeNumber = Field(default=10, ge=1, le=100)
    as_of: When | None = None


class AnswerBody(Body):
    question: str = Field(min_length=1, max_length=10_000, pattern=TEXT)


class FeedbackBody(Body):
    trace_id: str = Field(min_length=1, max_length=200, pattern=ID)
    reward: float = Field(ge=-1.0, le=1.0)


class ShareBody(Body):
    team_id: str | None = Field(default=None, min_length=1, max_length=200, pattern=ID)


class GrantBody(Body):
    kind: Literal["user_agent", "agent_resource", "team_member"]
    subject: str = Field(min_length=1, max_length=200, pattern=ID)
    object: str = Field(min_length=1, max_length=200, pattern=ID)


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
