"""API keys: random secrets bound to one user (and optionally an agent), stored as SHA-256 only.

A key is shown once, when it is created; the database keeps its hash, a short prefix to recognise
it by, and who it speaks for. Revoking keeps the row (``revoked_at``) so the list stays an audit.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from veramem_core import _time
from veramem_core.errors import NotFound, ValidationError
from veramem_core.ids import new_id
from veramem_core.store import SQLiteStore, Store

KEY_PREFIX = "vm_"


@runtime_checkable
class SQLStore(Protocol):
    """A store that takes SQL in the SQLite spelling: ``SQLiteStore``, and ``PostgresStore`` (which
    renders it, ``veramem_core.sqltext``)."""

    def execute(self, sql: str, params: Any = ()) -> list[dict[str, Any]]: ...
    def transaction(self) -> Any: ...


@dataclass(frozen=True)
class ApiKey:
    """A key's record (never the key itself)."""

    id: str
    prefix: str
    user_id: str
    agent_id: str | None
    admin: bool
    created_at: str
    revoked_at: str | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "prefix": self.prefix,
            "user_id": self.user_id,
            "agent_id": self.agent_id,
            "admin": self.admin,
            "created_at": self.created_at,
            "revoked_at": self.revoked_at,
        }


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class KeyStore:
    """The ``api_keys`` table of the store (SQLite migration ``m010_api_keys``; PostgreSQL ``p001``)."""

    def __init__(self, store: Store) -> None:
        if not isinstance(store, SQLiteStore) and not (
            type(store).__name__ == "PostgresStore" and isinstance(store, SQLStore)
        ):
            raise ValidationError(
                f"API keys need the SQLite or the PostgreSQL store, got {type(store).__name__}"
            )
        self.store: SQLStore = store

    def create(self, user_id: str, agent_id: str | None = None, admin: bool = False) -> tuple[str, ApiKey]:
        """A new key for ``user_id``: returns (the key, shown only now; its record)."""
        if not isinstance(user_id, str) or not user_id.strip():
            raise ValidationError(f"user_id must be a non-empty string, got {user_id!r}")
        if agent_id is not None and not agent_id.strip():
            raise ValidationError(f"agent_id must be a non-empty string or None, got {agent_id!r}")
        key = KEY_PREFIX + secrets.token_urlsafe(32)
        record = ApiKey(
            id=new_id("key"),
            prefix=key[:10],
            user_id=user_id,
            agent_id=agent_id,
            admin=admin,
            created_at=_time.to_db(_time.utcnow()) or "",
            revoked_at=None,
        )
        with self.store.transaction() as conn:
            conn.execute(
                "INSERT INTO api_keys (id, key_hash, prefix, user_id, agent_id, admin, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (record.id, hash_key(key), record.prefix, user_id, agent_id, int(admin), record.created_at),
            )
        return key, record

    def lookup(self, key: str) -> ApiKey | None:
        """The live record of ``key``, or None for an unknown or revoked key."""
        rows = self.store.execute(
            "SELECT * FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL", (hash_key(key),)
        )
        return _record(rows[0]) if rows else None

    def list(self) -> list[ApiKey]:
        return [_record(r) for r in self.store.execute("SELECT * FROM api_keys ORDER BY id")]

    def any_admin(self) -> bool:
        return bool(self.store.execute("SELECT 1 FROM api_keys WHERE admin = 1 AND revoked_at IS NULL"))

    def revoke(self, ident: str) -> ApiKey:
        """Revoke by id or by prefix; ``NotFound`` naming ``ident`` when no live key matches."""
        with self.store.transaction() as conn:
            rows = conn.execute(
                "SELECT id FROM api_keys WHERE (id = ? OR prefix = ?) AND revoked_at IS NULL", (ident, ident)
            ).fetchall()
            if len(rows) != 1:
                raise NotFound("api key", ident)
            conn.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE id = ?",
                (_time.to_db(_time.utcnow()), rows[0]["id"]),
            )
        return _record(self.store.execute("SELECT * FROM api_keys WHERE id = ?", (rows[0]["id"],))[0])


def _record(row: dict[str, Any]) -> ApiKey:
    return ApiKey(
        id=row["id"],
        prefix=row["prefix"],
        user_id=row["user_id"],
        agent_id=row["agent_id"],
        admin=bool(row["admin"]),
        created_at=row["created_at"],
        revoked_at=row["revoked_at"],
    )
