"""The plugin manager: built-ins yield to plugins, entry points stay out of tests, the allow-list."""

import importlib.util
import re
import sys
from importlib.metadata import EntryPoint
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from veramem_core import hookimpl, plugins
from veramem_core.config import Config
from veramem_core.embedding import HashingEmbedder
from veramem_core.errors import MissingStage, ValidationError, VeraMemError
from veramem_core.llm import LiteLLM
from veramem_core.memory import Memory
from veramem_core.plugins import describe, make_plugin_manager
from veramem_core.stages import Finding
from veramem_core.store import SQLiteStore
from veramem_core.testing import FakeEmbedder, FakeLLM


def test_under_tests_no_entry_points_are_loaded() -> None:
    pm = make_plugin_manager()
    assert [pm.get_name(p) for p in pm.get_plugins()] == ["veramem_core.builtins"]


def test_allow_list_limits_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    eps = [EntryPoint("one", "veramem_core.testing", "veramem"), EntryPoint("two", "json", "veramem")]
    monkeypatch.setattr(plugins, "entry_points", lambda group: eps)
    monkeypatch.setenv("VERAMEM_LOAD_PLUGINS", "one")
    pm = make_plugin_manager(load_entry_points=True)
    assert pm.has_plugin("one") and not pm.has_plugin("two")
    monkeypatch.setenv("VERAMEM_LOAD_PLUGINS", "")
    assert not make_plugin_manager(load_entry_points=True).has_plugin("one")
    monkeypatch.delenv("VERAMEM_LOAD_PLUGINS")
    pm = make_plugin_manager(load_entry_points=True)
    assert pm.has_plugin("one") and pm.has_plugin("two"), "unset: every installed plugin loads"


def test_hook_veramem_store(tmp_path: Path) -> None:
    pm = make_plugin_manager()
    store = pm.hook.veramem_store(url=str(tmp_path / "a.db"), config=Config())
    assert isinstance(store, SQLiteStore)
    store.close()
    # A PostgreSQL URL is the built-in PostgreSQL store's: it names the URL it cannot reach, or the
    # extra to install when psycopg is missing (veramem-core alone).
    try:
        import psycopg  # noqa: F401
    except ImportError:
        with pytest.raises(MissingStage, match=r"veramem-core\[postgres\]"):
            pm.hook.veramem_store(url="postgresql://127.0.0.1:1/db", config=Config())
    else:
        with pytest.raises(ValidationError, match=re.escape("postgresql://127.0.0.1:1/db")):
            pm.hook.veramem_store(url="postgresql://127.0.0.1:1/db", config=Config())
    assert pm.hook.veramem_store(url="other://host/db", config=Config()) is None

    class Custom:
        @hookimpl
        def veramem_store(self, url: str, config: Config) -> Any:
            return SQLiteStore(":memory:") if url == "custom://" else None

    pm.register(Custom())
    assert isinstance(pm.hook.veramem_store(url="custom://", config=Config()), SQLiteStore)


def test_hook_veramem_llm() -> None:
    pm = make_plugin_manager()
    assert pm.hook.veramem_llm(config=Config()) is None, "no model configured: offline engines"
    llm = pm.hook.veramem_llm(config=Config(llm_model="gpt-4o-mini"))
    assert isinstance(llm, LiteLLM) and llm.name == "gpt-4o-mini"
    fake = FakeLLM(["hello"])
    pm.register(fake)
    assert pm.hook.veramem_llm(config=Config(llm_model="gpt-4o-mini")) is fake, "plugins override built-ins"


def test_litellm_mock_response_goes_through_our_client() -> None:
    llm = LiteLLM("gpt-4o-mini", mock_response='{"ok": true}')
    if importlib.util.find_spec("litellm") is None:  # veramem-core without its llm extra
        with pytest.raises(VeraMemError, match=re.escape('pip install "veramem-core[llm]"')):
            llm.complete([{"role": "user", "content": "hi"}])
        return
    response = llm.complete([{"role": "user", "content": "hi"}], json_mode=True)
    assert response.text == '{"ok": true}'
    assert response.tokens > 0


def test_hook_veramem_embedder() -> None:
    pm = make_plugin_manager()
    assert isinstance(pm.hook.veramem_embedder(config=Config()), HashingEmbedder)
    assert pm.hook.veramem_embedder(config=Config(embedder="no-such-model")) is None
    fake = FakeEmbedder({"x": [1.0] + [0.0] * 63})
    pm.register(fake)
    assert pm.hook.veramem_embedder(config=Config()) is fake
    assert fake.embed(["x"])[0][0] == pytest.approx(1.0)


def test_missing_embedder_names_the_package(db_path: Path) -> None:
    with (
        Memory(path=db_path, config=Config(embedder="minilm"), pm=make_plugin_manager()) as m,
        pytest.raises(Exception, match=r"veramem-retrieve\[minilm\]"),
    ):
        _ = m.embedder


def test_hook_veramem_register_commands() -> None:
    class Hello:
        @hookimpl
        def veramem_register_commands(self, cli: click.Group) -> None:
            @cli.command()
            def hello() -> None:
                click.echo("hello from a plugin")

    group = click.Group()
    pm = make_plugin_manager(Hello())
    pm.hook.veramem_register_commands(cli=group)
    assert CliRunner().invoke(group, ["hello"]).output == "hello from a plugin\n"


class _Detectors:
    """Two detectors, as veramem-share and a third party would register them."""

    @hookimpl
    def veramem_pii_scan(self, text: str) -> list[Finding]:
        i = text.find("@")
        return [Finding("email", (i, i + 1), "an email address")] if i >= 0 else []

    @hookimpl
    def veramem_canary(self, text: str, private_texts: list[str]) -> list[Finding]:
        return [Finding("canary", (0, len(p)), "private run") for p in private_texts if p in text]


class _MoreDetectors:
    @hookimpl
    def veramem_pii_scan(self, text: str) -> list[Finding]:
        return [Finding("digits", (0, 1), "digits")] if any(c.isdigit() for c in text) else []


def test_hook_veramem_pii_scan() -> None:
    pm = make_plugin_manager(_Detectors(), _MoreDetectors())
    found = [f for group in pm.hook.veramem_pii_scan(text="mail a@b.c at 9") for f in group]
    assert {f.detector for f in found} == {"email", "digits"}, "every detector runs: a collecting hook"


def test_hook_veramem_canary() -> None:
    pm = make_plugin_manager(_Detectors())
    found = pm.hook.veramem_canary(text="she lives at rue Oberkampf", private_texts=["rue Oberkampf", "Lyon"])
    assert [f.reason for group in found for f in group] == ["private run"]


def test_hook_veramem_abstract() -> None:
    class Abstracter:
        @hookimpl
        def veramem_abstract(self, memory: Any, llm: Any) -> str:
            return "## name\nApplies when: {slot}"

    pm = make_plugin_manager()
    assert pm.hook.veramem_abstract(memory=None, llm=None) is None
    pm.register(Abstracter())
    assert pm.hook.veramem_abstract(memory=None, llm=None).startswith("## name")


def test_hook_veramem_register_routes() -> None:
    class Routes:
        @hookimpl
        def veramem_register_routes(self, register: Any) -> None:
            register("/v1/ping", lambda request: "pong", methods=["GET"])

    registered: list[tuple[str, list[str]]] = []
    make_plugin_manager(Routes()).hook.veramem_register_routes(
        register=lambda path, endpoint, methods: registered.append((path, methods))
    )
    assert registered == [("/v1/ping", ["GET"])]


def test_hook_veramem_register_mcp_tools() -> None:
    class Tools:
        @hookimpl
        def veramem_register_mcp_tools(self, register: Any) -> None:
            def ping() -> str:
                return "pong"

            register(ping, name="ping")

    tools: dict[str, Any] = {}
    make_plugin_manager(Tools()).hook.veramem_register_mcp_tools(
        register=lambda fn, name: tools.__setitem__(name, fn)
    )
    assert tools["ping"]() == "pong"


def test_describe_lists_plugins_and_hooks() -> None:
    rows = describe(make_plugin_manager(FakeLLM()))
    by_name = {r["name"]: r["hooks"] for r in rows}
    assert by_name["veramem_core.builtins"] == ["veramem_embedder", "veramem_llm", "veramem_store"]
    assert ["veramem_llm"] in by_name.values()


def test_under_tests_flag_is_set() -> None:
    assert getattr(sys, "_veramem_under_tests", False) is True
