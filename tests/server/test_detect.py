"""``veramem init`` finds local model servers (fakes on loopback here), keys by presence, or nothing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import veramem_server.plugin as server_plugin
from veramem_core.config import Config
from veramem_core.hookspecs import hookimpl
from veramem_core.plugins import make_plugin_manager
from veramem_core.setup import EngineChoice, init

from .live import fake_http, free_port

OLLAMA_TAGS = {"models": [{"name": "nomic-embed-text:latest"}, {"name": "llama3.2:3b"}]}
OPENAI_MODELS = {"object": "list", "data": [{"id": "qwen2.5-7b-instruct", "object": "model"}]}
SECRET = "sk-test-never-written-4242"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for var in ("OLLAMA_HOST", "OPENAI_BASE_URL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("VERAMEM_HOME", str(tmp_path / "home"))
    # Nothing answers on these: the machine's own llama.cpp/vLLM/LM Studio ports stay out of the test.
    monkeypatch.setenv("VERAMEM_PROBE_PORTS", str(free_port()))
    return tmp_path / "home"


def run_init(*plugins: object) -> list[str]:
    return list(init(force=True, pm=make_plugin_manager(server_plugin, *plugins, load_entry_points=False)))


def test_finds_ollama_and_picks_a_chat_model(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with fake_http({"/api/tags": OLLAMA_TAGS}) as (base, asked):
        monkeypatch.setenv("OLLAMA_HOST", base)
        out = "\n".join(run_init())
    assert asked == ["/api/tags"]
    assert f"found Ollama at {base}: nomic-embed-text:latest, llama3.2:3b" in out
    assert "LLM: ollama/llama3.2:3b" in out and "this machine" in out
    config = Config.load(home / "config.toml")
    assert config.llm_model == "ollama/llama3.2:3b"
    assert config.llm_options == {"api_base": base}
    assert config.embedder in ("minilm", "hashing") and f"embedder: {config.embedder}" in out


def test_finds_an_openai_compatible_server_and_never_writes_the_key(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{free_port()}")
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    with fake_http({"/v1/models": OPENAI_MODELS}) as (base, asked):
        monkeypatch.setenv("OPENAI_BASE_URL", f"{base}/v1")
        out = "\n".join(run_init())
    assert asked == ["/v1/models"]
    assert "found OPENAI_API_KEY" in out and SECRET not in out
    text = (home / "config.toml").read_text()
    assert SECRET not in text
    config = Config.load(home / "config.toml")
    assert config.llm_model == "openai/qwen2.5-7b-instruct"
    assert config.llm_options == {"api_base": f"{base}/v1"}


def test_a_local_port_is_found_without_configuration(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{free_port()}")
    with fake_http({"/v1/models": OPENAI_MODELS}) as (base, _):
        monkeypatch.setenv("VERAMEM_PROBE_PORTS", f"{free_port()},{base.rsplit(':', 1)[1]}")
        run_init()
    assert Config.load(home / "config.toml").llm_options == {"api_base": f"{base}/v1"}


def test_keys_only_pick_hosted_models(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{free_port()}")
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    out = "\n".join(run_init())
    assert "ANTHROPIC_API_KEY is set and no local model server answered" in out
    assert Config.load(home / "config.toml").llm_model == "anthropic/claude-3-5-haiku-latest"
    assert SECRET not in (home / "config.toml").read_text()


def test_nothing_found_falls_back_to_the_offline_engines(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{free_port()}")
    out = "\n".join(run_init())
    assert "none found; the deterministic offline engines will run" in out
    assert Config.load(home / "config.toml").llm_model is None


def test_hook_veramem_detect_engines(home: Path) -> None:
    class Detector:
        @hookimpl(tryfirst=True)
        def veramem_detect_engines(self, env: dict[str, str]) -> EngineChoice:
            return EngineChoice(
                llm_model="ollama/tiny", llm_options={"api_base": "http://127.0.0.1:1"}, report=["mine"]
            )

    out = run_init(Detector())
    assert out[0] == "mine"
    config = Config.load(home / "config.toml")
    assert (config.llm_model, config.llm_options["api_base"]) == ("ollama/tiny", "http://127.0.0.1:1")


def test_veramem_init_command_probes_through_the_installed_plugin(home: Path) -> None:
    with fake_http({"/api/tags": OLLAMA_TAGS}) as (base, asked):
        env = {**os.environ, "OLLAMA_HOST": base}
        done = subprocess.run(
            [str(Path(sys.executable).with_name("veramem")), "init"], env=env, capture_output=True, text=True
        )
    assert done.returncode == 0, done.stderr
    assert "LLM: ollama/llama3.2:3b" in done.stdout and asked == ["/api/tags"]
    assert Config.load(home / "config.toml").llm_model == "ollama/llama3.2:3b"
