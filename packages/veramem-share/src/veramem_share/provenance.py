"""Provenance of shared items: ``HMAC-SHA256(install secret, user_id)``, never the user id itself.

The secret is 32 random bytes in ``veramem.key`` beside the database (``$VERAMEM_HOME`` by default),
created on first use with owner-only permissions (0600), never stored in the database and never
logged. With it, VeraMem can find and remove a contributor's shared items; without it, nobody reading
the pool (or the database) can tell who contributed what.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from cryptography.hazmat.primitives import hashes, hmac

from veramem_core.errors import VeraMemError

SECRET_FILE = "veramem.key"
_EPHEMERAL: dict[str, bytes] = {}


class SecretError(VeraMemError):
    """The install secret cannot be used safely (readable by others, or malformed)."""


def secret_path(db_path: str) -> Path | None:
    """Where the secret of the database at ``db_path`` lives (None for an in-memory database)."""
    if db_path == ":memory:":
        return None
    return Path(db_path).expanduser().resolve().parent / SECRET_FILE


def load_secret(db_path: str) -> bytes:
    """The install secret, created (0600) on first use. ``SecretError`` if it is readable by others."""
    path = secret_path(db_path)
    if path is None:  # an in-memory database lives as long as the process: so does its secret
        return _EPHEMERAL.setdefault(db_path, secrets.token_bytes(32))
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        pass
    else:
        with os.fdopen(fd, "wb") as f:
            f.write(secrets.token_bytes(32))
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        raise SecretError(f"{path} is readable by others (mode {mode:o}): run chmod 600 {path}")
    data = path.read_bytes()
    if len(data) != 32:
        raise SecretError(f"{path} must hold 32 bytes, holds {len(data)}")
    return data


def existing_secret(db_path: str) -> bytes | None:
    """The secret if it was ever created (forgetting must not create one), else None."""
    path = secret_path(db_path)
    if path is None:
        return _EPHEMERAL.get(db_path)
    return load_secret(db_path) if path.exists() else None


def tag(secret: bytes, value: str) -> str:
    """HMAC-SHA256 of ``value`` under ``secret``, hex."""
    mac = hmac.HMAC(secret, hashes.SHA256())
    mac.update(value.encode("utf-8"))
    return mac.finalize().hex()


def contributor(secret: bytes, user_id: str) -> str:
    """The provenance of ``user_id``'s shared items."""
    return tag(secret, "user:" + user_id)


def source(secret: bytes, memory_id: str) -> str:
    """The link from a shared item to the local memory it was abstracted from."""
    return tag(secret, "memory:" + memory_id)


def episode_tag(secret: bytes, user_id: str, memory_id: str) -> str:
    """What a shared episode's ``message_id`` holds: contributor and source, joined by '.'."""
    return f"{contributor(secret, user_id)}.{source(secret, memory_id)}"
