"""The OpenAPI 3.1 document, built from the same operation table as the routes, so they cannot drift.

Schemas come from the pydantic models (JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from . import __version__
from .routes import Operation
from .schemas import Error

REF = "#/components/schemas/{model}"

_ERRORS = {
    400: "Malformed request (not JSON, not an object).",
    401: "Missing, unknown or revoked API key.",
    403: "The key may not do this (another user, admin only, not a team member).",
    404: "No such item for this caller: missing and unreadable ids are answered alike.",
    413: "Request body too large.",
    422: "A field's value was refused; the detail names it.",
}


def document(operations: list[Operation], extra: Sequence[tuple[str, str, str]] = ()) -> dict[str, Any]:
    """OpenAPI 3.1 for ``operations`` (and plugin routes ``extra``: method, path, summary)."""
    models: list[tuple[type[BaseModel], Any]] = [(Error, "serialization")]
    for op in operations:
        if op.body is not None:
            models.append((op.body, "validation"))
        models.append((op.response, "serialization"))
    refs, top = models_json_schema(list(dict.fromkeys(models)), ref_template=REF)
    paths: dict[str, dict[str, Any]] = {}
    for op in operations:
        paths.setdefault(op.path, {})[op.method.lower()] = _operation(op, refs)
    for method, path, summary in extra:
        paths.setdefault(path, {})[method.lower()] = {
            "summary": summary,
            "operationId": f"plugin_{method.lower()}_{path.strip('/').replace('/', '_')}",
            "responses": {"200": {"description": "Defined by the plugin."}},
        }
    return {
        "openapi": "3.1.0",
        "info": {"title": "VeraMem", "version": __version__},
        "paths": paths,
        "components": {
            "schemas": top.get("$defs", {}),
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }


def _operation(op: Operation, refs: dict[Any, Any]) -> dict[str, Any]:
    error_ref = refs[(Error, "serialization")]
    out: dict[str, Any] = {
        "operationId": op.name,
        "summary": op.summary,
        "security": [{"bearer": []}] if op.auth else [],
        "responses": {
            "200": {
                "description": "OK",
                "content": {"application/json": {"schema": refs[(op.response, "serialization")]}},
            },
            **{
                str(code): {
                    "description": _ERRORS[code],
                    "content": {"application/json": {"schema": error_ref}},
                }
                for code in op.errors
            },
        },
    }
    if op.params:
        out["parameters"] = [
            {
                "name": p.name,
                "in": p.location,
                "required": p.location == "path",
                "description": p.description,
                "schema": p.schema,
            }
            for p in op.params
        ]
    if op.body is not None:
        out["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": refs[(op.body, "validation")]}},
        }
    return out
