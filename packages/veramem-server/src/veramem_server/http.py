"""JSON in and out: bodies read under a size limit, errors that name the problem.

Every error is ``{"error": code, "detail": sentence}``. ``NotFound`` keeps the core's message, which
is the same for an id that never existed and for one the caller may not see.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

import pydantic
from pydantic import BaseModel
from starlette.requests import Request
from starlette.responses import JSONResponse

from veramem_core.errors import (
    ImmutableError,
    LLMError,
    MissingStage,
    NotFound,
    ValidationError,
    VeraMemError,
)

B = TypeVar("B", bound=BaseModel)

# Bodies are messages and queries, not documents: 1 MiB is generous and keeps one request cheap.
MAX_BODY = 1024 * 1024


class HTTPError(Exception):
    """An error answered as JSON with ``status``."""

    def __init__(self, status: int, error: str, detail: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.error = error
        self.detail = detail
        self.headers = headers


def error_response(exc: HTTPError) -> JSONResponse:
    return JSONResponse(
        {"error": exc.error, "detail": exc.detail}, status_code=exc.status, headers=exc.headers
    )


def from_core(exc: VeraMemError) -> HTTPError:
    """The HTTP answer to a core error."""
    if isinstance(exc, NotFound):
        return HTTPError(404, "not_found", str(exc))
    if isinstance(exc, ValidationError):
        return HTTPError(422, "invalid", str(exc))
    if isinstance(exc, MissingStage):
        return HTTPError(501, "missing_stage", str(exc))
    if isinstance(exc, LLMError):
        return HTTPError(502, "llm_error", str(exc))
    if isinstance(exc, ImmutableError):
        return HTTPError(409, "immutable", str(exc))
    return HTTPError(400, "error", str(exc))


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The raw body, refused with 413 past ``limit`` bytes (declared or actually sent)."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise HTTPError(413, "too_large", f"request body of {declared} bytes exceeds the limit of {limit}")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise HTTPError(413, "too_large", f"request body exceeds the limit of {limit} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


def parse_body(raw: bytes, model: type[B]) -> B:
    """``raw`` as ``model``; 400 for bad JSON, 422 naming each bad field and value."""
    if not raw.strip():
        raise HTTPError(400, "bad_json", f"a JSON object body is required ({model.__name__})")
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise HTTPError(400, "bad_json", f"body is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise HTTPError(400, "bad_json", f"body must be a JSON object, got {type(data).__name__}")
    try:
        return model.model_validate_json(raw)
    except pydantic.ValidationError as exc:
        raise HTTPError(422, "invalid", describe(exc)) from None


def describe(exc: pydantic.ValidationError) -> str:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "body"
        parts.append(f"{loc}: {err['msg']} (got {err.get('input')!r})")
    return "; ".join(parts)


def dump(value: Any) -> Any:
    """JSON-ready form of a result: pydantic models, dataclasses, lists of them, or plain data."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, (list, tuple)):
        return [dump(v) for v in value]
    if isinstance(value, dict):
        return {str(k): dump(v) for k, v in value.items()}
    if hasattr(value, "__dataclass_fields__"):
        import dataclasses

        return dump(dataclasses.asdict(value))
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)
