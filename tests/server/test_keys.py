"""API keys: shown once, stored as SHA-256 only, bound to a user, revocable; and `veramem keys`."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

import veramem_server.plugin as server_plugin
from veramem_core.errors import NotFound, ValidationError
from veramem_core.store import SQLiteStore
from veramem_server.keys import KeyStore

from .live import open_memory


def veramem() -> click.Group:
    group = click.Group()
    server_plugin.veramem_register_commands(cli=group)
    return group


def test_only_the_hash_is_stored(tmp_path: Path) -> None:
    with open_memory(tmp_path / "k.db") as m:
        keys = KeyStore(m.store)
        key, record = keys.create("alice", "a1")
        assert key.startswith("vm_") and len(key) > 40
        assert isinstance(m.store, SQLiteStore)
        rows = m.store.execute("SELECT * FROM api_keys")
        assert rows[0]["key_hash"] == hashlib.sha256(key.encode()).hexdigest()
        assert key not in json.dumps(rows)
        found = keys.lookup(key)
        assert found is not None and (found.user_id, found.agent_id, found.admin) == ("alice", "a1", False)
        assert keys.lookup(key + "x") is None
        keys.revoke(record.prefix)
        assert keys.lookup(key) is None
        assert keys.list()[0].revoked_at is not None
        with pytest.raises(NotFound, match="'nope'"):
            keys.revoke("nope")
        with pytest.raises(ValidationError, match="user_id"):
            keys.create(" ")
    assert key.encode() not in (tmp_path / "k.db").read_bytes()


def test_keys_commands(tmp_path: Path) -> None:
    db = str(tmp_path / "k.db")
    runner = CliRunner()
    made = runner.invoke(
        veramem(), ["keys", "create", "--user", "alice", "--agent", "a1", "--json", "--db", db]
    )
    assert made.exit_code == 0, made.output
    created = json.loads(made.output)
    assert created["user_id"] == "alice" and created["agent_id"] == "a1" and created["admin"] is False
    admin = runner.invoke(veramem(), ["keys", "create", "--user", "root", "--admin", "--db", db])
    assert admin.output.startswith("vm_")
    listed = json.loads(runner.invoke(veramem(), ["keys", "list", "--json", "--db", db]).output)
    assert [(k["user_id"], k["admin"]) for k in listed] == [("alice", False), ("root", True)]
    assert created["key"] not in json.dumps(listed)
    revoked = runner.invoke(veramem(), ["keys", "revoke", listed[0]["id"], "--db", db])
    assert revoked.exit_code == 0 and "alice" in revoked.output
    again = runner.invoke(veramem(), ["keys", "revoke", listed[0]["id"], "--db", db])
    assert again.exit_code == 1 and listed[0]["id"] in again.output
