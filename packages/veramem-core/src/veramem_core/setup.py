"""``veramem init``: the data home, a config file, the database; an LLM only where one is found.

Detection is a hook (``veramem_detect_engines``): veramem-server probes loopback for local model
servers. Without it, init reads the environment only. Either way a key is never written to disk.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pluggy

from .config import home

# Detection from the environment alone, when no plugin probes: which variable names which provider.
_PROVIDERS = (
    ("ANTHROPIC_API_KEY", "anthropic/claude-3-5-haiku-latest", "Anthropic"),
    ("OPENAI_API_KEY", "gpt-4o-mini", "OpenAI-compatible endpoint"),
    ("OLLAMA_HOST", "ollama/llama3.1", "Ollama"),
)


@dataclass
class EngineChoice:
    """What init chose: the LLM (None: offline engines), its litellm options, the embedder, and why."""

    llm_model: str | None = None
    llm_options: dict[str, Any] = field(default_factory=dict[str, Any])
    embedder: str = "auto"
    report: list[str] = field(default_factory=list[str])


def detect_llm() -> tuple[str, str] | None:
    """(model, provider) for the first provider configured in the environment, else None."""
    for variable, model, provider in _PROVIDERS:
        if os.environ.get(variable):
            return model, provider
    return None


def _from_environment() -> EngineChoice:
    found = detect_llm()
    if found:
        return EngineChoice(llm_model=found[0], report=[f"LLM: {found[1]} ({found[0]})"])
    return EngineChoice(report=["LLM: none found; the deterministic offline engines will run"])


def config_text(choice: EngineChoice) -> str:
    """``config.toml`` for ``choice``. TOML basic strings accept JSON's escapes, so json.dumps quotes."""
    lines = ["[veramem]"]
    if choice.llm_model:
        lines.append(f"llm_model = {json.dumps(choice.llm_model)}")
    if choice.embedder != "auto":
        lines.append(f"embedder = {json.dumps(choice.embedder)}")
    if choice.llm_options:
        lines += ["", "[veramem.llm_options]"]
        lines += [f"{k} = {json.dumps(v)}" for k, v in choice.llm_options.items()]
    return "\n".join(lines) + "\n"


def init(force: bool = False, pm: pluggy.PluginManager | None = None) -> Iterator[str]:
    from .memory import Memory
    from .plugins import get_plugin_manager

    root = home()
    root.mkdir(parents=True, exist_ok=True)
    config = root / "config.toml"
    if config.exists() and not force:
        yield f"{config} exists (use --force to overwrite)"
    else:
        pm = pm or get_plugin_manager()
        choice = pm.hook.veramem_detect_engines(env=dict(os.environ)) or _from_environment()
        yield from choice.report
        config.write_text(config_text(choice), encoding="utf-8")
        yield f"wrote {config}"
    with Memory(path=root / "memory.db") as m:
        report = m.verify()
    yield f"database {root / 'memory.db'}: ledger {report.entries} entries, {'ok' if report.ok else 'BROKEN'}"
