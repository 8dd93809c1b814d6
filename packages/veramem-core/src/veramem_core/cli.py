"""The ``veramem`` command line. Starts fast: nothing heavy is imported until a command needs it."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click

if TYPE_CHECKING:
    from .memory import Memory

F = TypeVar("F", bound=Callable[..., Any])
_C1 = re.compile("[\x7f-\x9f\ud800-\udfff]")


def db_option(f: F) -> F:
    return click.option(
        "--db",
        "db",
        type=click.Path(path_type=Path),  # checked by the store, which names the bad path in one line
        default=None,
        help="SQLite file (default: $VERAMEM_DATABASE_URL, else $VERAMEM_HOME/memory.db).",
    )(f)


def json_option(f: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON.")(f)


class CLIError(click.ClickException):
    """A VeraMem error as one line on stderr, no traceback (exit 1)."""

    def __init__(self, exc: Exception | str) -> None:
        from .inputs import neutralise

        super().__init__(neutralise(" ".join(str(exc).split())))


class CLIInputError(CLIError):
    """Bad input: exit 2, as for a usage error."""

    exit_code = 2


# A bad argument or an unreadable database: one line on standard error, exit status 2.
InputError = CLIInputError


def cli_error(exc: Exception) -> CLIError:
    from .errors import ValidationError

    return CLIInputError(exc) if isinstance(exc, ValidationError | UnicodeError) else CLIError(exc)


def open_memory(db: Path | str | None) -> Memory:
    from .errors import CorruptDatabase, VeraMemError
    from .memory import Memory

    try:
        return Memory(path=db)
    except CorruptDatabase as exc:
        raise InputError(str(exc)) from exc
    except VeraMemError as exc:
        raise cli_error(exc) from None


def say(text: str) -> None:
    """Print stored or user-given text: control characters (escape sequences) are shown, not obeyed."""
    from .inputs import neutralise

    click.echo(neutralise(text))


def existing_db(db: Path | None) -> Path | str:
    """The database a checking command reads: it must exist (never create an empty one to check).
    Without ``--db``, a PostgreSQL URL (``VERAMEM_DATABASE_URL`` or ``database_url``) is the server's."""
    from .config import Config
    from .memory import database_url

    location = db if db is not None else database_url(Config.load())
    if isinstance(location, str):
        return location
    path = location.expanduser()
    if not path.is_file():
        raise InputError(f"no database at {str(path)!r}")
    return path


def _jsonable(value: Any) -> Any:
    return value.model_dump(mode="json") if hasattr(value, "model_dump") else value


def emit(data: Any, as_json: bool, human: Callable[[], None]) -> None:
    if as_json:
        if hasattr(data, "model_dump"):
            data = data.model_dump(mode="json")
        elif isinstance(data, list):
            data = [_jsonable(d) for d in cast("list[Any]", data)]
        text = json.dumps(data, indent=2, ensure_ascii=False)
        # JSON escapes C0 controls itself; C1 controls (a terminal's 8-bit CSI) and surrogates too.
        click.echo(_C1.sub(lambda m: f"\\u{ord(m.group()):04x}", text))
    else:
        human()


class VeraMemGroup(click.Group):
    """Loads plugin commands on first use, so ``--help`` lists them and plain start-up stays cheap."""

    _loaded = False

    def _load(self) -> None:
        if not self._loaded:
            self._loaded = True
            from .plugins import get_plugin_manager

            get_plugin_manager().hook.veramem_register_commands(cli=self)

    def list_commands(self, ctx: click.Context) -> list[str]:
        self._load()
        return super().list_commands(ctx)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        found = super().get_command(ctx, cmd_name)
        if found is None:
            self._load()
            found = super().get_command(ctx, cmd_name)
        return found

    def invoke(self, ctx: click.Context) -> Any:
        from .errors import VeraMemError

        try:
            return super().invoke(ctx)
        except (VeraMemError, UnicodeError) as exc:
            raise cli_error(exc) from None


@click.group(cls=VeraMemGroup)
@click.version_option(package_name="veramem-core")
def cli() -> None:
    """VeraMem: verifiable, outcome-informed long-term memory for AI agents."""


@cli.command()
@click.option(
    "--witness",
    type=click.File("r"),
    default=None,
    help="A head printed earlier by `veramem anchor export` and kept elsewhere: the chain must still hold it.",
)
@db_option
@json_option
def verify(witness: Any, db: Path | None, as_json: bool) -> None:
    """Recompute the ledger's hash chain, check every row, the file, the derived tables and the
    anchor; exit 1 when broken, 2 when there is no readable database."""
    head = None
    if witness is not None:
        try:
            head = json.load(witness)
        except json.JSONDecodeError as exc:
            raise InputError(f"--witness {witness.name!r} is not JSON: {exc}") from exc
    with open_memory(existing_db(db)) as m:
        report = m.verify(head)

    def human() -> None:
        at = "" if report.first_bad is None else f" at entry {report.first_bad}"
        state = "ok" if report.ok else f"BROKEN{at}"
        say(f"ledger: {report.entries} entries, {state}")
        for problem in report.problems[:20]:
            say(f"  - {problem}")
        if len(report.problems) > 20:
            say(f"  ... and {len(report.problems) - 20} more")

    emit(report, as_json, human)
    sys.exit(0 if report.ok else 1)


@cli.command()
@click.argument("text", required=False)
@click.option("--user", "user_id", required=True, help="Whose memory this is.")
@click.option("--agent", "agent_id", default=None)
@click.option("--session", "session_id", default=None)
@click.option("--team", "team_id", default=None)
@click.option("--visibility", type=click.Choice(["private", "team", "public"]), default="private")
@click.option(
    "--role",
    type=click.Choice(["user", "assistant", "system", "tool", "document", "shared"]),
    default="user",
    help="Role of TEXT.",
)
@click.option("--name", default=None, help="Tool, document or speaker name of TEXT.")
@click.option(
    "--messages",
    "messages_file",
    type=click.File("r"),
    default=None,
    help="A JSON list of messages ('-' for standard input) instead of TEXT.",
)
@click.option("--raw", is_flag=True, help="Store episodes only, derive nothing.")
@click.option("--admin", is_flag=True, help="Write as trusted admin (needed for --visibility public).")
@db_option
@json_option
def add(
    text: str | None,
    user_id: str,
    agent_id: str | None,
    session_id: str | None,
    team_id: str | None,
    visibility: str,
    role: str,
    name: str | None,
    messages_file: Any,
    raw: bool,
    admin: bool,
    db: Path | None,
    as_json: bool,
) -> None:
    """Add a message (TEXT) or a JSON list of messages."""
    if messages_file is not None:
        try:
            messages = json.load(messages_file)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            from .errors import ValidationError

            raise cli_error(ValidationError(f"--messages: not JSON (or not UTF-8): {exc}")) from None
    elif text:
        messages = [{"role": role, "content": text, **({"name": name} if name else {})}]
    else:
        raise click.UsageError("give TEXT or --messages")
    with open_memory(db) as m:
        result = m.add(
            messages,
            user_id=user_id,
            agent_id=agent_id,
            session_id=session_id,
            team_id=team_id,
            visibility=visibility,
            infer=not raw,
            admin=admin,
        )

    def human() -> None:
        say(f"{len(result.episodes)} episode(s) stored")
        for label, items in (
            ("added", result.added),
            ("updated", result.updated),
            ("retracted", result.retracted),
            ("unchanged", result.noop),
        ):
            for item in items:
                say(f"  {label:9} {item.id}  [{item.kind}, {item.authority}] {item.text}")
        for rej in result.rejected:
            say(f"  rejected  {rej.text!r}: {rej.reason}")
        if result.error:
            say(f"  error: {result.error}")

    emit(result, as_json, human)


@cli.command()
@click.argument("query")
@click.option("--user", "user_id", required=True)
@click.option("--agent", "agent_id", default=None)
@click.option("-k", "k", default=10, show_default=True)
@click.option("--as-of", "as_of", default=None, help="ISO time: search the versions valid then.")
@db_option
@json_option
def search(
    query: str, user_id: str, agent_id: str | None, k: int, as_of: str | None, db: Path | None, as_json: bool
) -> None:
    """Search the memories USER may read."""
    with open_memory(db) as m:
        result = m.search(query, user_id=user_id, agent_id=agent_id, k=k, as_of=as_of)

    def human() -> None:
        say(f"trace {result.trace_id}  route {'+'.join(result.route)}")
        for hit in result.items:
            say(f"  {hit.score:7.4f}  {hit.id}  [{hit.kind}] {hit.text}")
        for hit in result.shared:
            say(f"  shared {hit.score:7.4f}  {hit.id}  [{hit.kind}] {hit.text}")

    emit(result, as_json, human)


@cli.command()
@click.argument("question")
@click.option("--user", "user_id", required=True)
@click.option("--agent", "agent_id", default=None)
@db_option
@json_option
def answer(question: str, user_id: str, agent_id: str | None, db: Path | None, as_json: bool) -> None:
    """Answer QUESTION from USER's memories, citing them, or abstain."""
    with open_memory(db) as m:
        result = m.answer(question, user_id=user_id, agent_id=agent_id)

    def human() -> None:
        say(result.text)
        if result.citations:
            say("cited: " + ", ".join(result.citations))
        say(f"trace {result.trace_id}")

    emit(result, as_json, human)


@cli.command()
@click.argument("memory_id")
@click.option("--user", "user_id", default=None, help="Read as this user.")
@click.option("--admin", is_flag=True, help="Read as trusted admin: every version, whoever owns it.")
@db_option
@json_option
def history(memory_id: str, user_id: str | None, admin: bool, db: Path | None, as_json: bool) -> None:
    """Every version of a memory, oldest first (give --user or --admin)."""
    with open_memory(db) as m:
        versions = m.history(memory_id, user_id=user_id, admin=admin)

    def human() -> None:
        for v in versions:
            until = v.valid_to.isoformat() if v.valid_to else "now"
            say(f"{v.id}  {v.status:10} {v.valid_from.isoformat()} .. {until}  {v.text}")

    emit(versions, as_json, human)


@cli.command(name="list")
@click.option("--user", "user_id", required=True)
@click.option("--agent", "agent_id", default=None)
@click.option("--status", default="active", show_default=True)
@click.option("--limit", default=50, show_default=True)
@click.option("--cursor", default=None)
@db_option
@json_option
def list_(
    user_id: str,
    agent_id: str | None,
    status: str,
    limit: int,
    cursor: str | None,
    db: Path | None,
    as_json: bool,
) -> None:
    """The memories USER may read, paginated."""
    with open_memory(db) as m:
        page = m.list(
            user_id=user_id,
            agent_id=agent_id,
            status=None if status == "any" else status,
            cursor=cursor,
            limit=limit,
        )

    def human() -> None:
        for item in page.items:
            say(f"{item.id}  [{item.kind}, {item.authority}, {item.status}] {item.text}")
        if page.next:
            say(f"next: --cursor {page.next}")

    emit(page, as_json, human)


def _grant_command(name: str, doc: str) -> None:
    @cli.command(name=name, help=doc)
    @click.argument("kind", type=click.Choice(["user_agent", "agent_resource", "team_member"]))
    @click.argument("subject")
    @click.argument("obj", metavar="OBJECT")
    @click.option("--at", default=None, help="ISO time (default now).")
    @db_option
    def command(kind: str, subject: str, obj: str, at: str | None, db: Path | None) -> None:
        with open_memory(db) as m:
            if name == "grant":
                say(m.grant(kind, subject, obj, at=at))
            else:
                say(f"{m.revoke(kind, subject, obj, at=at)} grant(s) revoked")


_grant_command(
    "grant",
    "Grant SUBJECT access to OBJECT (user_agent: user→agent; agent_resource: "
    "agent→resource; team_member: user→team).",
)
_grant_command("revoke", "Revoke a grant; what it allowed is hidden retroactively.")


@cli.command()
@json_option
def plugins(as_json: bool) -> None:
    """List loaded plugins and the hooks each implements."""
    from .plugins import describe, get_plugin_manager

    rows = describe(get_plugin_manager())

    def human() -> None:
        for row in rows:
            say(f"{row['name']}: {', '.join(row['hooks']) or '(no hooks)'}")

    emit(rows, as_json, human)


@cli.command()
@db_option
def demo(db: Path | None) -> None:
    """Ingest a bundled conversation on the embedded default, offline, and show what VeraMem does."""
    from .demo import run

    run(db)


@cli.command()
@click.option("--force", is_flag=True, help="Overwrite an existing config.toml.")
def init(force: bool) -> None:
    """Create $VERAMEM_HOME with a config and the database; offline engines unless an LLM is configured."""
    from .setup import init as do_init

    for line in do_init(force=force):
        say(line)


@cli.group()
def anchor() -> None:
    """The ledger's head kept outside the database (see docs/ledger.md)."""


@anchor.command(name="export")
@db_option
def anchor_export(db: Path | None) -> None:
    """Print the chain's head as JSON (signed when anchor_key is set), for a witness to keep."""
    with open_memory(existing_db(db)) as m:
        head = m.anchor()
    click.echo(json.dumps(head, indent=2))


@anchor.command(name="keygen")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
def anchor_keygen(path: Path) -> None:
    """Write a new Ed25519 key to PATH (mode 0600) for signing anchors; prints its public key."""
    from .anchor import generate_key

    public = generate_key(path)
    click.echo(f"public key {public}")
    click.echo(f'sign anchors with it: anchor_key = "{path}" in config.toml')


@cli.command()
@db_option
@json_option
def repair(db: Path | None, as_json: bool) -> None:
    """Rebuild the derived tables: vectors (re-embedded), entities and the full-text indexes."""
    with open_memory(existing_db(db)) as m:
        report = m.repair()

    def human() -> None:
        embedded = ", ".join(f"{n} {kind}(s)" for kind, n in report["vectors_embedded"].items())
        click.echo(f"vectors: {report['vectors_dropped']} dropped, embedded {embedded}")
        click.echo(f"entities: {report['entities_dropped']} dropped, {report['entities_added']} added")
        click.echo(f"full-text indexes rebuilt: {', '.join(report['fts_rebuilt']) or 'none needed'}")

    emit(report, as_json, human)


@cli.command()
@click.option("--to", "target", required=True, help="postgresql://... URL of an empty PostgreSQL database.")
@db_option
@json_option
def migrate(target: str, db: Path | None, as_json: bool) -> None:
    """Copy a SQLite store into PostgreSQL: the same ids, versions, grants, feedback and ledger chain.
    The source must verify first; the copy is verified after (exit 1 when it does not)."""
    from .config import Config, default_db_path
    from .errors import VeraMemError

    path = (db or default_db_path()).expanduser()
    if not path.is_file():
        raise InputError(f"no database at {str(path)!r}")
    if not target.startswith(("postgresql://", "postgres://")):
        raise InputError(f"--to must be a postgresql:// URL, got {target!r}")
    try:
        from .postgres import PostgresStore
    except ImportError as exc:
        raise CLIError(
            f"migrating to PostgreSQL needs veramem-core[postgres] ({exc.name} is missing)"
        ) from None
    from .store import SQLiteStore

    try:
        config = Config.load()
        source = SQLiteStore(path, anchor_key=config.anchor_key)
        try:
            checked = source.verify()
            if not checked.ok:
                raise CLIError(f"{str(path)!r} does not verify ({checked.problems[0]}): run `veramem verify`")
            dest = PostgresStore(target, anchor_key=config.anchor_key)
            try:
                copied = dest.copy_from(source)
                after = dest.verify()
            finally:
                dest.close()
        finally:
            source.close()
    except VeraMemError as exc:
        raise cli_error(exc) from None
    report = {"copied": copied, "entries": after.entries, "ok": after.ok, "problems": after.problems}

    def human() -> None:
        click.echo(", ".join(f"{n} {table}" for table, n in copied.items()) + " copied")
        say(f"ledger: {after.entries} entries, {'ok' if after.ok else 'BROKEN'}")
        for problem in after.problems[:20]:
            say(f"  - {problem}")

    emit(report, as_json, human)
    sys.exit(0 if after.ok else 1)


def _add_core_commands() -> None:
    from .forget_command import forget_command

    cli.add_command(forget_command)


_add_core_commands()
