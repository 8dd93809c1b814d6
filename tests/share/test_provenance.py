"""Provenance: an install secret beside the database, 0600, never in it; HMACs of user ids."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from veramem_share import provenance


def test_secret_is_created_once_owner_only_and_outside_the_database(tmp_path: Path) -> None:
    db = str(tmp_path / "memory.db")
    assert provenance.existing_secret(db) is None, "forgetting never creates a secret"
    first = provenance.load_secret(db)
    path = tmp_path / provenance.SECRET_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert provenance.load_secret(db) == first == provenance.existing_secret(db)
    assert len(first) == 32


def test_a_secret_others_can_read_is_refused(tmp_path: Path) -> None:
    db = str(tmp_path / "memory.db")
    provenance.load_secret(db)
    os.chmod(tmp_path / provenance.SECRET_FILE, 0o644)
    with pytest.raises(provenance.SecretError, match="chmod 600"):
        provenance.load_secret(db)


def test_tags_are_hmacs_that_do_not_reveal_the_user() -> None:
    secret = b"k" * 32
    alice = provenance.contributor(secret, "alice")
    assert len(alice) == 64 and "alice" not in alice
    assert alice == provenance.contributor(secret, "alice") != provenance.contributor(secret, "bob")
    assert alice != provenance.contributor(b"j" * 32, "alice"), "another install, another tag"
    assert provenance.episode_tag(secret, "alice", "mem_1") == f"{alice}.{provenance.source(secret, 'mem_1')}"


def test_an_in_memory_database_keeps_its_secret_in_the_process() -> None:
    assert provenance.secret_path(":memory:") is None
    assert provenance.load_secret(":memory:") == provenance.load_secret(":memory:")
