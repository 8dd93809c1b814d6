"""The anchor: the ledger's head (entry count and last hash) kept outside the database.

The database alone cannot tell that it lost its newest entries (truncated, rolled back to a copy) or
that its whole chain was recomputed after an edit: a shorter or rewritten chain is still a valid
chain. The anchor is a small JSON file beside the database, ``<database file>.anchor`` (so
``$VERAMEM_HOME/memory.db.anchor`` for the default database), advanced after every commit that
appends to the ledger, never moved back. ``verify`` compares the database's chain with it. When an
Ed25519 key is configured (``anchor_key``), the head is signed, so an anchor cannot be rewritten
without the key; ``veramem anchor export`` prints the signed head for a witness outside the machine.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import IntegrityError, ValidationError
from .inputs import json_object
from .ledger import Head
from .models import canonical

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

FORMAT = "veramem-anchor/1"

# seq -> that entry's hash in the database, or None when there is no such entry.
HashAt = Callable[[int], str | None]


def path_for(db_path: str) -> Path | None:
    """Where the anchor of ``db_path`` lives; None for an in-memory database."""
    if not db_path or db_path == ":memory:" or db_path.startswith("file::memory:"):
        return None
    db = Path(db_path).expanduser()
    return db.with_name(db.name + ".anchor")


@dataclass(frozen=True)
class Anchor:
    """The head after the last write, and the head before it (which a crash may have left)."""

    head: Head
    previous: Head | None = None
    signature: str | None = None
    public_key: str | None = None

    def to_json(self) -> dict[str, Any]:
        prev = self.previous
        return {
            "format": FORMAT,
            "entries": self.head.entries,
            "hash": self.head.hash,
            "previous": None if prev is None else {"entries": prev.entries, "hash": prev.hash},
            "signature": self.signature,
            "public_key": self.public_key,
        }


def payload(head: Head, previous: Head | None = None) -> bytes:
    """The bytes a signature covers: the format and both heads."""
    prev = None if previous is None else [previous.entries, previous.hash]
    return canonical(
        {"format": FORMAT, "entries": head.entries, "hash": head.hash, "previous": prev}
    ).encode()


def _head(entries: Any, last: Any, source: str) -> Head:
    if not isinstance(entries, int) or entries < 0 or not isinstance(last, str) or len(last) != 64:
        raise ValidationError(
            f"{source}: entries must be a count and hash a sha256, got {entries!r}, {last!r}"
        )
    return Head(entries, last)


def parse(data: Any, source: str) -> Anchor:
    """An anchor from its JSON form; ``ValidationError`` naming ``source`` when it is not one."""
    obj = json_object(data)
    if obj is None or obj.get("format") != FORMAT:
        raise ValidationError(f"{source} is not a VeraMem anchor ({FORMAT})")
    head = _head(obj.get("entries"), obj.get("hash"), source)
    prev = json_object(obj.get("previous"))
    previous = _head(prev.get("entries"), prev.get("hash"), source) if prev is not None else None
    sig, pub = obj.get("signature"), obj.get("public_key")
    if not isinstance(sig, str | None) or not isinstance(pub, str | None):
        raise ValidationError(f"{source}: signature and public_key must be hex strings or null")
    return Anchor(head, previous, sig, pub)


def read(path: Path) -> Anchor | None:
    """The anchor at ``path``, None when there is none; ``ValidationError`` when it is unreadable."""
    try:
        text = path.read_text("utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise ValidationError(f"anchor {path} cannot be read: {exc}") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValidationError(f"anchor {path} is not JSON: {exc}") from exc
    return parse(data, f"anchor {path}")


# --- keys and signatures ---


def load_key(path: str | Path) -> Ed25519PrivateKey:
    """The Ed25519 private key in PEM (PKCS#8, unencrypted) at ``path``."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    key_path = Path(path).expanduser()
    try:
        key = load_pem_private_key(key_path.read_bytes(), password=None)
    except (OSError, ValueError, TypeError) as exc:
        raise ValidationError(
            f"anchor_key {str(key_path)!r} is not a readable Ed25519 PEM key: {exc}"
        ) from exc
    if not isinstance(key, Ed25519PrivateKey):
        raise ValidationError(f"anchor_key {str(key_path)!r} is not an Ed25519 key")
    return key


def generate_key(path: str | Path) -> str:
    """Write a new Ed25519 private key (mode 0600) to ``path``; returns its public key in hex."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

    key_path = Path(path).expanduser()
    if key_path.exists():
        raise ValidationError(f"{str(key_path)!r} already exists; refusing to overwrite a key")
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())
    key_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(pem)
    return public_hex(key)


def public_hex(key: Ed25519PrivateKey) -> str:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    return key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def sign(head: Head, key: Ed25519PrivateKey | None, previous: Head | None = None) -> Anchor:
    if key is None:
        return Anchor(head, previous)
    return Anchor(head, previous, key.sign(payload(head, previous)).hex(), public_hex(key))


def signature_problem(anchor: Anchor, key: Ed25519PrivateKey | None) -> str | None:
    """Why the anchor's signature does not hold, or None. With a configured key the anchor must be
    signed by it; without one, a signature is still checked against the key it names."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    expected = public_hex(key) if key is not None else anchor.public_key
    if expected is None:
        return None
    if anchor.signature is None:
        return "the anchor is not signed, though an anchor key is configured"
    if anchor.public_key != expected:
        return "the anchor is signed by another key than the configured anchor key"
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(expected)).verify(
            bytes.fromhex(anchor.signature), payload(anchor.head, anchor.previous)
        )
    except (InvalidSignature, ValueError):
        return "the anchor's signature does not match its head"
    return None


# --- keeping it up to date ---


def _write(path: Path, anchor: Anchor) -> None:
    # Write a sibling file and rename it over the anchor: a reader sees the old head or the new one.
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(anchor.to_json(), out, indent=2)
        out.write("\n")
    os.replace(tmp, path)


def _matches(anchor: Anchor, db: Head) -> bool:
    """The database is where the anchor says: at its head, or at the head before a write that
    never committed (the process died between writing the anchor and COMMIT)."""
    return anchor.head == db or anchor.previous == db


def stamp(path: Path, start: Head, new: Head, key: Ed25519PrivateKey | None) -> None:
    """Record ``new`` before the transaction that appended it (from ``start``) commits.

    The caller holds the database's write lock, so stamps are ordered exactly as commits are.
    Raises ``IntegrityError`` when the database did not start where its anchor says: a write must
    never move the anchor over a truncated, rolled-back or rewritten chain.
    """
    try:
        current = read(path)
    except ValidationError as exc:
        raise IntegrityError(f"{exc}; refusing to write (run `veramem verify`)") from exc
    if current is None or not _matches(current, start):
        where = "missing" if current is None else f"at entry {current.head.entries}"
        raise IntegrityError(
            f"the database's ledger ({start.entries} entries) does not match its anchor {str(path)!r}"
            f" ({where}); refusing to write (run `veramem verify`)"
        )
    try:
        _write(path, sign(new, key, start))
    except OSError as exc:  # no anchor, no commit: the next verify would call it lost entries
        raise IntegrityError(f"anchor {str(path)!r} cannot be written ({exc}); nothing was written") from exc


def create(path: Path, head: Head, key: Ed25519PrivateKey | None) -> None:
    """Write the first anchor of a database, unless one exists (which may record a longer chain)."""
    if not path.exists():
        _write(path, sign(head, key))


# --- checking ---


def compare(label: str, anchored: Head, db: Head, hash_at: HashAt) -> list[tuple[str, int]]:
    """How the database's chain departs from a head recorded outside it, which it may have grown
    past since: (problem, first bad entry)."""
    if anchored.entries > db.entries:
        if db.entries == 0:
            return [
                (
                    f"{label}: the database is truncated: it has no ledger entries, the anchor records "
                    f"{anchored.entries}",
                    1,
                )
            ]
        lost = anchored.entries - db.entries
        return [
            (
                f"{label}: the database was rolled back or truncated: it has {db.entries} ledger entries,"
                f" the anchor records {anchored.entries} ({lost} lost)",
                db.entries + 1,
            )
        ]
    if anchored.entries and hash_at(anchored.entries) != anchored.hash:
        return [
            (
                f"{label}: entry {anchored.entries} differs from the anchored head: the chain was"
                " recomputed or replaced",
                anchored.entries,
            )
        ]
    return []


def check(path: Path, db: Head, hash_at: HashAt, key: Ed25519PrivateKey | None) -> list[tuple[str, int]]:
    """Problems between the database's chain and the anchor file beside it."""
    label = f"anchor {path}"
    try:
        anchor = read(path)
    except ValidationError as exc:
        return [(str(exc), db.entries + 1)]
    if anchor is None:
        if db.entries == 0:
            return []
        return [
            (
                f"{label} is missing: truncation, rollback and recomputation cannot be ruled out",
                db.entries + 1,
            )
        ]
    problem = signature_problem(anchor, key)
    if problem is not None:
        return [(f"{label}: {problem}", db.entries + 1)]
    if _matches(anchor, db):
        return []
    found = compare(label, anchor.head, db, hash_at)
    if not found:  # the chain holds the anchored head and goes on: entries VeraMem never anchored
        extra = db.entries - anchor.head.entries
        found = [
            (
                f"{label}: the database has {extra} ledger entries after the anchored head (entry"
                f" {anchor.head.entries}): appended outside VeraMem",
                anchor.head.entries + 1,
            )
        ]
    return found
