"""The Starlette application: the REST routes, ``/openapi.json``, and the web UI at ``/``."""

from __future__ import annotations

import inspect
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from veramem_core.errors import VeraMemError
from veramem_core.memory import Memory

from .auth import Caller, authenticate
from .http import MAX_BODY, HTTPError, dump, error_response, from_core, parse_body, read_body
from .keys import KeyStore
from .openapi import document
from .routes import Call, Operation, available

log = logging.getLogger("veramem.server")
UI = Path(__file__).parent / "ui"
# The UI loads nothing from anywhere but this server.
CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'"
_ANONYMOUS = Caller("", None, False)


class Server:
    """One ``Memory`` behind HTTP. Calls into it are serialised: SQLite has one writer anyway."""

    def __init__(self, memory: Memory, keys: KeyStore | None = None, max_body: int = MAX_BODY) -> None:
        self.memory = memory
        self.keys = keys or KeyStore(memory.store)
        self.max_body = max_body
        self.lock = threading.Lock()

    def _locked(self, fn: Callable[..., Any], *args: Any) -> Any:
        with self.lock:
            return fn(*args)

    async def caller(self, request: Request) -> Caller:
        return await run_in_threadpool(self._locked, authenticate, request, self.keys)

    def endpoint(self, op: Operation) -> Callable[[Request], Any]:
        async def run(request: Request) -> Response:
            try:
                caller = await self.caller(request) if op.auth else _ANONYMOUS
                _known_query(op, request)
                body = None
                if op.body is not None:
                    body = parse_body(await read_body(request, self.max_body), op.body)
                call = Call(self.memory, caller, dict(request.path_params), dict(request.query_params), body)
                result = await run_in_threadpool(self._locked, op.handler, call)
            except HTTPError as exc:
                return error_response(exc)
            except VeraMemError as exc:
                return error_response(from_core(exc))
            except Exception as exc:  # a bug: logged in full, answered as JSON without internals
                log.exception("%s %s failed", request.method, request.url.path)
                return error_response(
                    HTTPError(500, "internal", f"{type(exc).__name__} while serving {op.name}")
                )
            return JSONResponse(dump(result))

        run.__name__ = op.name
        return run

    def plugin_endpoint(self, path: str, fn: Callable[..., Any]) -> Callable[[Request], Any]:
        """A plugin's route; under ``/v1/`` it needs a key like ours, and sees ``request.state.caller``."""

        async def run(request: Request) -> Response:
            try:
                if path.startswith("/v1/"):
                    request.state.caller = await self.caller(request)
                result = fn(request)
                if inspect.isawaitable(result):
                    result = await result
            except HTTPError as exc:
                return error_response(exc)
            except VeraMemError as exc:
                return error_response(from_core(exc))
            return result if isinstance(result, Response) else JSONResponse(dump(result))

        return run


def _known_query(op: Operation, request: Request) -> None:
    """Refuse unknown query parameters: a ``?user_id=`` must fail loudly, not be silently ignored."""
    known = {p.name for p in op.params if p.location == "query"}
    unknown = sorted(k for k in request.query_params if k not in known)
    if unknown:
        allowed = f"; allowed: {sorted(known)}" if known else ""
        raise HTTPError(422, "invalid", f"unknown query parameter {unknown[0]!r}{allowed}")


def create_app(memory: Memory, keys: KeyStore | None = None, max_body: int = MAX_BODY) -> Starlette:
    """The whole server for ``memory``: REST, OpenAPI, plugin routes, web UI."""
    server = Server(memory, keys, max_body)
    operations = available(type(memory))
    routes: list[Any] = [Route(op.path, server.endpoint(op), methods=[op.method]) for op in operations]
    extra: list[tuple[str, str, str]] = []

    def register(path: str, endpoint: Callable[..., Any], methods: list[str] | None = None) -> None:
        methods = methods or ["GET"]
        routes.append(Route(path, server.plugin_endpoint(path, endpoint), methods=methods))
        summary = (endpoint.__doc__ or path).strip().splitlines()[0]
        extra.extend((m, path, summary) for m in methods)

    memory.pm.hook.veramem_register_routes(register=register)
    spec = document(operations, extra)

    async def openapi(request: Request) -> Response:
        return JSONResponse(spec)

    async def index(request: Request) -> Response:
        return FileResponse(UI / "index.html", headers={"Content-Security-Policy": CSP})

    routes += [
        Route("/openapi.json", openapi, methods=["GET"]),
        Route("/", index, methods=["GET"]),
        Mount("/ui", StaticFiles(directory=UI), name="ui"),
    ]

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "error")
        detail = (
            f"no route {request.method} {request.url.path}" if exc.status_code in (404, 405) else exc.detail
        )
        return JSONResponse(
            {"error": code, "detail": detail}, status_code=exc.status_code, headers=exc.headers
        )

    app = Starlette(routes=routes, exception_handlers={HTTPException: http_error})
    app.state.server = server
    app.state.openapi = spec
    return app
