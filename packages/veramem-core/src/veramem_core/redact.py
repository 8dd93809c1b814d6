"""Credentials out of error text before it is stored or returned.

A provider's error often quotes what it was sent ("401 invalid api key sk-live-…", a URL with a
password, an ``Authorization`` header). VeraMem keeps such text in ``AddResult.error``, in answer
steps and in traces, so every such string passes through ``redact`` first: what looks like a secret
becomes ``[REDACTED]``, and so does any secret the caller names exactly (the configured API key).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

MARK = "[REDACTED]"

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    # URL user info: scheme://user:password@host
    (re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://)[^/\s:@]+:[^/\s@]*@"), rf"\1{MARK}@"),
    # Authorization headers, whatever the scheme, in header, JSON or repr form.
    (
        re.compile(r"(?i)(\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?)(?:[a-z]+\s+)?[^\s\"',;}]+"),
        rf"\1{MARK}",
    ),
    (re.compile(r"(?i)\b(bearer|basic|token)(\s+)[a-z0-9._~+/=\-]{8,}"), rf"\1\2{MARK}"),
    # key=value and "key": "value" forms of the usual credential names.
    (
        re.compile(
            r"(?i)(\b[\w\-]*(?:api[_\-]?key|apikey|access[_\-]?token|auth[_\-]?token|secret|password|passwd)"
            r"[\"']?\s*[:=]\s*[\"']?)[^\s\"',;&}]+"
        ),
        rf"\1{MARK}",
    ),
    # Well-known key shapes: OpenAI and Anthropic (sk-…), AWS, GitHub, Slack, Google, JWTs.
    (re.compile(r"\bsk-[A-Za-z0-9_\-]{6,}"), MARK),
    (re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), MARK),
    (re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}\b"), MARK),
    (re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}"), MARK),
    (re.compile(r"\bAIza[0-9A-Za-z_\-]{30,}"), MARK),
    (re.compile(r"\beyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}"), MARK),
)


def redact(text: str, secrets: Iterable[str] = ()) -> str:
    """``text`` with credentials replaced by ``[REDACTED]``: the ``secrets`` given verbatim, and
    anything shaped like a key, token, ``Authorization`` header or URL password."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, MARK)
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def redact_data(value: Any, secrets: Iterable[str] = ()) -> Any:
    """``redact`` applied to every string inside JSON-like data (dicts, lists, tuples)."""
    secrets = tuple(secrets)
    if isinstance(value, str):
        return redact(value, secrets)
    if isinstance(value, dict):
        return {k: redact_data(v, secrets) for k, v in value.items()}  # pyright: ignore[reportUnknownVariableType]
    if isinstance(value, list | tuple):
        return [redact_data(v, secrets) for v in value]  # pyright: ignore[reportUnknownVariableType]
    return value
