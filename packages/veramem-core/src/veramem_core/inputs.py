"""Checks on the strings callers hand VeraMem, and the neutralising of text a terminal would obey.

Text (message content, queries, names) may hold any printable character and ordinary control
characters such as an escape sequence in a tool's coloured output: that is evidence, kept verbatim.
It may not hold what cannot be stored and hashed faithfully: a lone surrogate (what Python makes of
bytes that are not UTF-8) or a NUL. Ids (users, agents, sessions, teams, memories) may hold no
control character at all. Every refusal is a ``ValidationError`` naming the field and the value.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, cast

from .errors import ValidationError

_SURROGATE = re.compile("[\ud800-\udfff]")
# C0 and C1 controls and DEL; a terminal acts on ESC (0x1b) and CSI (0x9b) sequences among them.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be stored as text, or None."""
    if _SURROGATE.search(value):
        return "holds a lone surrogate (text that is not valid UTF-8)"
    if "\x00" in value:
        return "holds a NUL character"
    return None


def check_text(value: Any, field: str) -> str:
    """``value`` as storable text; ``ValidationError`` naming ``field`` and the value otherwise."""
    if not isinstance(value, str):
        raise ValidationError(f"{field} must be a string, got {value!r}")
    problem = text_problem(value)
    if problem:
        raise ValidationError(f"{field} {problem}: {value!r}")
    return value


def check_id(value: Any, field: str) -> str:
    """A non-empty id without control characters or surrogates."""
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{field} must be a non-empty string, got {value!r}")
    if _CONTROL.search(value) or _SURROGATE.search(value):
        raise ValidationError(f"{field} must not hold control characters or invalid UTF-8, got {value!r}")
    return value


def check_optional_id(value: Any, field: str) -> str | None:
    return None if value is None else check_id(value, field)


def check_int(value: Any, field: str, low: int, high: int) -> int:
    """An int (not a bool, not a numeric string) in ``[low, high]``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValidationError(f"{field} must be an integer in [{low}, {high}], got {value!r}")
    return value


def check_bool(value: object, field: str) -> bool:
    """``value`` if it is True or False (an untyped caller may pass anything)."""
    if not isinstance(value, bool):
        raise ValidationError(f"{field} must be True or False, got {value!r}")
    return value


def check_nonempty(value: object, field: str, *, strip: bool = True) -> str:
    """``value`` if it is a non-empty string (with ``strip``, not only whitespace either)."""
    if not isinstance(value, str) or not (value.strip() if strip else value):
        raise ValidationError(f"{field} must be a non-empty string, got {value!r}")
    return value


def json_object(value: object) -> dict[str, object] | None:
    """``value`` as a JSON object with its keys typed (``json.loads`` gives ``Any``), or None."""
    return cast("dict[str, object]", value) if isinstance(value, dict) else None


def neutralise(text: str) -> str:
    """``text`` safe to print on a terminal: controls (bar newline and tab) and surrogates shown as
    escapes (``\\x1b``), so stored text can never move the cursor, recolour or retitle the screen."""
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace").decode(), text)


def db_path(value: Any) -> str:
    """A database location: ``:memory:``, or a file path with ``~`` expanded that is not a directory or
    a device. An empty path is refused: SQLite would silently open a throwaway database."""
    if not isinstance(value, str | os.PathLike):
        raise ValidationError(f"path must be a file path or ':memory:', got {value!r}")
    text: str | bytes = os.fspath(value)
    if not isinstance(text, str) or not text.strip():
        raise ValidationError(f"path must name a file (or ':memory:'), got {text!r}")
    if text == ":memory:":
        return text
    path = Path(text).expanduser()
    if path.is_dir():
        raise ValidationError(f"path is a directory, not a database file: {str(path)!r}")
    if path.exists() and not path.is_file():
        raise ValidationError(f"path is not a regular file: {str(path)!r}")
    return str(path)
