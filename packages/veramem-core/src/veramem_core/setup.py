"""``veramem init``: the data home, a config file, the database; an LLM only where one is configured."""

from __future__ import annotations

import os
from collections.abc import Iterator

from .config import home

# Detection reads the environment only: init never probes the network.
_PROVIDERS = (
    ("ANTHROPIC_API_KEY", "anthropic/claude-3-5-haiku-latest", "Anthropic"),
    ("OPENAI_API_KEY", "gpt-4o-mini", "OpenAI-compatible endpoint"),
    ("OLLAMA_HOST", "ollama/llama3.1", "Ollama"),
)


def detect_llm() -> tuple[str, str] | None:
    """(model, provider) for the first provider configured in the environment, else None."""
    for variable, model, provider in _PROVIDERS:
        if os.environ.get(variable):
            return model, provider
    return None


def init(force: bool = False) -> Iterator[str]:
    from .memory import Memory

    root = home()
    root.mkdir(parents=True, exist_ok=True)
    config = root / "config.toml"
    if config.exists() and not force:
        yield f"{config} exists (use --force to overwrite)"
    else:
        found = detect_llm()
        lines = ["[veramem]"]
        if found:
            lines.append(f'llm_model = "{found[0]}"')
            yield f"LLM: {found[1]} ({found[0]})"
        else:
            yield "LLM: none found; the deterministic offline engines will run"
        config.write_text("\n".join(lines) + "\n", encoding="utf-8")
        yield f"wrote {config}"
    with Memory(path=root / "memory.db") as m:
        report = m.verify()
    yield f"database {root / 'memory.db'}: ledger {report.entries} entries, {'ok' if report.ok else 'BROKEN'}"
