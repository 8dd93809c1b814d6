"""``veramem demo``: a short conversation ingested offline, showing each capability that is installed."""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from importlib.resources import files
from pathlib import Path
from typing import Any

import click

from . import anchor, tracelog
from .config import Config, home
from .errors import MissingStage
from .memory import Memory


def _section(title: str) -> None:
    click.echo("")
    click.secho(f"== {title}", bold=True)


def _fresh(path: Path) -> None:
    """Remove the demo's store of an earlier run: the file, its anchor and its trace file, each with
    its WAL (a stale anchor left behind made the new, empty ledger refuse every write)."""
    for name in (str(path), tracelog.path_for(str(path))):
        for suffix in ("", "-wal", "-shm"):
            Path(f"{name}{suffix}").unlink(missing_ok=True)
    anchor_file = anchor.path_for(str(path))
    if anchor_file is not None:
        anchor_file.unlink(missing_ok=True)


def run(db: Path | None = None) -> None:
    script: dict[str, Any] = json.loads(files("veramem_core").joinpath("data/demo.json").read_text("utf-8"))
    path = db or home() / "demo.db"
    _fresh(path)
    user, session = script["user"], script["session"]
    # The demo always runs the offline engines, whatever config.toml says: it must work with no network.
    with Memory(path=path, config=Config()) as m:
        click.echo(f"VeraMem demo on {path} (offline engines, embedder {m.embedder.name})")

        _section("1. Episodes first: every message is stored and SHA-256 hashed before anything else")
        try:
            result = m.add(script["messages"], user_id=user, session_id=session)
            inferred = True
        except MissingStage as exc:
            click.echo(f"(extraction not installed: {exc}); storing raw episodes only")
            result = m.add(script["messages"], user_id=user, session_id=session, infer=False)
            inferred = False
        for eid in result.episodes:
            ep = m.episode(eid, user_id=user)
            click.echo(f"  {ep.id}  {ep.role:9} sha256 {ep.sha256[:12]}…  {ep.content[:60]}")

        if inferred:
            _section("2. Memories derived with verbatim evidence and a source-authority label")
            for item in result.added:
                quote = item.evidence[0].quote if item.evidence else ""
                click.echo(f"  + [{item.kind:10} {item.authority:10}] {item.text}")
                click.echo(f'      quote: "{quote}"')
            for rej in result.rejected:
                click.echo(f"  - rejected {rej.text!r}: {rej.reason}")
            for conflict in result.conflicts:
                click.echo(f"  ! conflict: {conflict.memory_id} contradicts {conflict.conflicts_with}")

            _section("3. An update is a new version, never an overwrite")
            later = m.add(script["later"], user_id=user, session_id=session)
            for item in later.updated:
                click.echo(f"  ~ {item.text}  (supersedes {item.supersedes})")
                for version in m.history(item.id, user_id=user):
                    until = version.valid_to.date().isoformat() if version.valid_to else "now"
                    click.echo(
                        f"      {version.status:10} {version.valid_from.date()} .. {until}  {version.text}"
                    )
            for item in later.added:
                click.echo(f"  + {item.text}")

        _section("4. Search and answer, through the access predicate")
        try:
            for question in script["questions"]:
                hits = m.search(question, user_id=user, k=3)
                top = hits.items[0].text if hits.items else "(nothing)"
                click.echo(f"  ? {question}\n      top hit: {top}")
                ans = m.answer(question, user_id=user)
                click.echo(f"      answer: {ans.text}  cites {ans.citations or 'nothing (abstained)'}")
            other = m.search("Where does Maya live?", user_id="someone-else", k=3)
            click.echo(f"  another user searching the same: {len(other.items)} hit(s)")
        except MissingStage as exc:
            click.echo(f"  (not installed: {exc})")

        _section("5. The ledger: every write is a link of a hash chain")
        entries = m.store.ledger_entries()
        for entry in entries[:4]:
            click.echo(f"  #{entry.seq:<3} {entry.op:16} {entry.object_id}  {entry.hash[:16]}…")
        if len(entries) > 4:
            click.echo(f"  … {len(entries) - 4} more")
        report = m.verify()
        click.echo(f"  verify: {report.entries} entries, {'ok' if report.ok else 'BROKEN'}")

    _section("6. Tampering is caught: change one stored episode behind VeraMem's back (in a copy)")
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "tampered.db"
        shutil.copy(path, copy)
        conn = sqlite3.connect(copy)
        conn.execute("DROP TRIGGER episodes_immutable")
        conn.execute("UPDATE episodes SET content = 'I live in Madrid.' WHERE rowid = 1")
        conn.commit()
        conn.close()
        with Memory(path=copy, config=Config()) as tampered:
            bad = tampered.verify()
        click.echo(f"  verify: {'ok' if bad.ok else 'BROKEN'} at entry {bad.first_bad}: {bad.problems[0]}")
    click.echo("")
    click.echo(f"Done. Inspect it yourself: veramem verify --db {path}")
