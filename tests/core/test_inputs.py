"""Bad input: every case gets a VeraMemError naming the value, in the SDK and in the CLI (exit 2, one
line on stderr, no traceback); terminal escapes in stored text are shown, never obeyed."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from veramem_core.cli import cli
from veramem_core.config import Config
from veramem_core.errors import ValidationError, VeraMemError
from veramem_core.inputs import neutralise
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins

VERAMEM = Path(sys.executable).with_name("veramem")
USER = [{"role": "user", "content": "I live in Lisbon"}]


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    pm = make_plugin_manager(*first_party_plugins(), load_entry_points=False)
    with Memory(path=tmp_path / "memory.db", config=Config(embedder="hashing"), pm=pm) as m:
        m.add(USER, user_id="alice")
        yield m


def _memory(path: Any, **kw: Any) -> Memory:
    return Memory(path=path, pm=make_plugin_manager(*first_party_plugins(), load_entry_points=False), **kw)


SDK: list[tuple[str, Callable[[Memory, Path], object], str]] = [
    ("lone surrogate", lambda m, _: m.add([{"role": "user", "content": "caf\udce9"}], "a"), r"\\udce9"),
    ("NUL byte", lambda m, _: m.add([{"role": "user", "content": "a\x00b"}], "a"), r"NUL.*\\x00"),
    ("surrogate in a query", lambda m, _: m.search("caf\udce9", user_id="alice"), r"\\udce9"),
    ("escape in an id", lambda m, _: m.add(USER, user_id="al\x1b[2Jice"), r"user_id.*\\x1b\[2J"),
    ("agent_id=7", lambda m, _: m.add(USER, "alice", agent_id=7), "agent_id.*7"),  # type: ignore[arg-type]
    ("user_id list (add)", lambda m, _: m.add(USER, ["alice"]), r"\['alice'\]"),  # type: ignore[arg-type]
    ("user_id list (search)", lambda m, _: m.search("x", ["alice"]), r"\['alice'\]"),  # type: ignore[arg-type]
    ("user_id list (list)", lambda m, _: m.list(["alice"]), r"\['alice'\]"),  # type: ignore[arg-type]
    ("as_of=0", lambda m, _: m.search("x", "alice", as_of=0), "as_of.*0"),  # type: ignore[arg-type]
    ('limit="5"', lambda m, _: m.list("alice", limit="5"), "limit.*'5'"),  # type: ignore[arg-type]
    ("k=True", lambda m, _: m.search("x", "alice", k=True), "k .*True"),
    # Checks on what an untyped caller may pass (veramem_core.inputs.check_bool / check_nonempty).
    ('infer="yes"', lambda m, _: m.add(USER, "alice", infer="yes"), "infer.*'yes'"),  # type: ignore[arg-type]
    ("blank query", lambda m, _: m.search("   ", "alice"), "query.*'   '"),
    ("messages as a string", lambda m, _: m.add("hi", "alice"), "list of dicts"),  # type: ignore[arg-type]
    ("a message that is no dict", lambda m, _: m.add(["hi"], "alice"), r"messages\[0\].*'hi'"),  # type: ignore[list-item]
    ("empty memory_id", lambda m, _: m.may_authorise("", "read", "alice"), "memory_id.*''"),
    ('Memory(path="")', lambda m, _: _memory(""), "''"),
    ("a directory as the path", lambda m, d: _memory(d), "directory"),
    ("/dev/null as the path", lambda m, _: _memory("/dev/null"), "'/dev/null'"),
    (
        "misspelt weight",
        lambda m, d: _memory(
            d / "w.db", config=Config(embedder="hashing", plugins={"retrieve": {"weights": {"dnese": 1.0}}})
        ).search("x", "alice"),
        "dnese",
    ),
    (
        "weight of the wrong type",
        lambda m, d: _memory(
            d / "w.db", config=Config(embedder="hashing", plugins={"retrieve": {"weights": {"dense": "hi"}}})
        ).search("x", "alice"),
        "dense.*'hi'",
    ),
]


@pytest.mark.stack
@pytest.mark.parametrize(("case", "call", "named"), SDK, ids=[c[0] for c in SDK])
def test_sdk_bad_input_is_a_validation_error_naming_the_value(
    mem: Memory, tmp_path: Path, case: str, call: Callable[[Memory, Path], object], named: str
) -> None:
    before = mem.store.counts()
    with pytest.raises(ValidationError, match=named):
        call(mem, tmp_path)
    assert mem.store.counts() == before  # nothing half-written


CONFIGS = [
    ("junk config.toml", b"[veramem\nllm_model = ", "not valid TOML"),
    ("non-UTF-8 config.toml", b'[veramem]\nllm_model = "\xff\xfe"\n', "not UTF-8"),
    ("unknown key", b"[veramem]\nquote_treshold = 0.8\n", "quote_treshold"),
    ("stray top-level table", b"[veramem]\n\n[retreive]\nweights = {}\n", "retreive"),
]


@pytest.mark.parametrize(("case", "text", "named"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_bad_config_is_refused_by_name_in_sdk_and_cli(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str, text: bytes, named: str
) -> None:
    monkeypatch.setenv("VERAMEM_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_bytes(text)
    with pytest.raises(ValidationError, match=named):
        _memory(tmp_path / "memory.db")
    result = CliRunner().invoke(cli, ["add", "hello", "--user", "a", "--raw"])
    assert result.exit_code == 2 and named in result.stderr
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.output


def test_tilde_in_a_path_is_expanded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    with _memory("~/sub/tilde.db", config=Config(embedder="hashing")) as m:
        m.add(USER, user_id="alice", infer=False)
        assert m.path == str(tmp_path / "sub" / "tilde.db")
    assert (tmp_path / "sub" / "tilde.db").is_file() and not Path("~").exists()
    result = CliRunner().invoke(cli, ["add", "hi", "--user", "a", "--raw", "--db", "~/cli.db"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "cli.db").is_file()


@pytest.mark.stack
def test_unreadable_model_cache_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    junk = tmp_path / "weights"
    junk.mkdir()
    (junk / "model.safetensors").write_bytes(b"\x00not weights")
    (junk / "tokenizer.json").write_text("{not json")
    monkeypatch.setenv("VERAMEM_EMBED_MODEL", str(junk))
    m = _memory(tmp_path / "memory.db", config=Config(embedder="minilm"))
    with pytest.raises(ValidationError, match=r"weights.*cannot be read"):
        m.add(USER, user_id="alice")
    m.close()


def run(*args: str | bytes, home: Path, stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    """The real ``veramem`` in a subprocess, with the installed plugins, on ``home``."""
    env = {**os.environ, "VERAMEM_HOME": str(home)}
    return subprocess.run(
        [str(VERAMEM), *args], capture_output=True, input=stdin.encode(), env=env, timeout=120
    )


def one_line_error(result: subprocess.CompletedProcess[bytes]) -> str:
    err = result.stderr.decode("utf-8")
    assert result.returncode == 2, (result.stdout, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert "\x1b" not in err
    return err


@pytest.mark.stack
@pytest.mark.slow
def test_cli_bad_input_exits_2_with_one_line(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    assert run("add", "I live in Lisbon", "--user", "alice", "--db", db, home=tmp_path).returncode == 0
    cases: list[tuple[list[str | bytes], str]] = [
        ([b"add", b"caf\xe9 au lait", b"--user", b"alice", b"--raw"], r"\udce9"),  # not UTF-8
        ([b"search", b"caf\xe9", b"--user", b"alice"], r"\udce9"),
        (["add", "hello", "--user", "al\x1b]0;pwned\x07ice", "--raw"], r"\x1b]0;pwned\x07"),
        (["add", "hello", "--user", " ", "--raw"], "user_id"),
        (["search", "x", "--user", "alice", "--as-of", "0"], "as_of"),
        (["list", "--user", "alice", "--status", "gone"], "'gone'"),
        (["history", "mem_x"], "user_id is required"),
        (["add", "hello", "--user", "alice", "--visibility", "team"], "team_id"),
    ]
    for args, named in cases:
        err = one_line_error(run(*args, "--db", db, home=tmp_path))
        assert named in err, (args, err)
    for path in ("", str(tmp_path), "/dev/null"):
        err = one_line_error(run("list", "--user", "alice", "--db", path, home=tmp_path))
        assert "Error" in err


@pytest.mark.stack
@pytest.mark.slow
def test_cli_neutralises_terminal_escapes_in_stored_text(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    evil = "build log: \x1b[2J\x1b]0;owned\x07 done \x9b31m"
    added = run("add", evil, "--user", "alice", "--role", "tool", "--name", "ci", "--db", db, home=tmp_path)
    assert added.returncode == 0, added.stderr
    for args in (["list", "--user", "alice"], ["search", "build log", "--user", "alice"]):
        for fmt in ([], ["--json"]):
            out = run(*args, *fmt, "--db", db, home=tmp_path)
            assert out.returncode == 0, out.stderr
            text = out.stdout.decode("utf-8")
            assert "build log" in text.lower(), (args, text)
            assert "\x1b" not in text and "\x07" not in text and "\x9b" not in text


def test_neutralise_shows_controls_and_keeps_lines() -> None:
    assert neutralise("a\x1b[31mb\nc\td\x9be\x00") == "a\\x1b[31mb\nc\td\\x9be\\x00"


def test_every_bad_input_error_is_a_veramem_error() -> None:
    assert issubclass(ValidationError, VeraMemError)
