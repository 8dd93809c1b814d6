"""What ``veramem init`` finds: local model servers on loopback, configured endpoints, API keys.

Only loopback and endpoints the user configured (``OLLAMA_HOST``, ``OPENAI_BASE_URL``) are ever
probed. A local model wins over a hosted one: with it, memories never leave the machine. Keys are
noted by presence only; ``config.toml`` gets the endpoint (``api_base``), never a key.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from veramem_core.setup import EngineChoice

OLLAMA_DEFAULT = "http://127.0.0.1:11434"
# llama.cpp's server, vLLM, LM Studio: their default ports on loopback.
LOCAL_PORTS = "8080,8000,1234"
PORTS_VARIABLE = "VERAMEM_PROBE_PORTS"
TIMEOUT = 0.5
_EMBEDDING_HINTS = ("embed", "bge", "minilm", "e5-")


@dataclass(frozen=True)
class Server:
    kind: str  # "ollama" or "openai"
    base: str
    models: list[str]

    def chat_models(self) -> list[str]:
        return [m for m in self.models if not any(h in m.lower() for h in _EMBEDDING_HINTS)]


def _get_json(url: str, headers: Mapping[str, str] | None = None) -> Any:
    request = urllib.request.Request(url, headers=dict(headers or {}))
    # Proxies are for the outside world; a probe of loopback must not be sent through one.
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(request, timeout=TIMEOUT) as response:
            return json.loads(response.read(1_000_000))
    except (OSError, ValueError, urllib.error.URLError):
        return None


def _with_scheme(value: str) -> str:
    return value if "://" in value else f"http://{value}"


def probe_ollama(env: Mapping[str, str]) -> Server | None:
    base = _with_scheme(env.get("OLLAMA_HOST") or OLLAMA_DEFAULT).rstrip("/")
    data = _get_json(f"{base}/api/tags")
    if not isinstance(data, dict) or not isinstance(data.get("models"), list):
        return None
    names = [str(m.get("name") or m.get("model")) for m in data["models"] if isinstance(m, dict)]
    return Server("ollama", base, [n for n in names if n and n != "None"])


def probe_openai(env: Mapping[str, str]) -> list[Server]:
    """``OPENAI_BASE_URL`` when set; otherwise the usual local ports (``VERAMEM_PROBE_PORTS``)."""
    configured = env.get("OPENAI_BASE_URL")
    if configured:
        bases = [configured.rstrip("/")]
    else:
        ports = [p.strip() for p in env.get(PORTS_VARIABLE, LOCAL_PORTS).split(",") if p.strip().isdigit()]
        bases = [f"http://127.0.0.1:{p}/v1" for p in ports]
    key = env.get("OPENAI_API_KEY")
    headers = {"Authorization": f"Bearer {key}"} if key and configured else {}
    found = []
    for base in bases:
        data = _get_json(f"{base}/models", headers)
        if isinstance(data, dict) and isinstance(data.get("data"), list):
            models = [str(m.get("id")) for m in data["data"] if isinstance(m, dict) and m.get("id")]
            found.append(Server("openai", base, models))
    return found


def _embedder(report: list[str]) -> str:
    try:
        from veramem_retrieve import minilm
    except ImportError:
        minilm = None
    if minilm is not None and minilm.available():
        report.append("embedder: minilm (all-MiniLM-L6-v2 weights found locally; embeds on this machine)")
        return "minilm"
    report.append(
        "embedder: hashing (no local MiniLM weights; install them for semantic search, see docs/embedders.md)"
    )
    return "hashing"


def detect(env: Mapping[str, str]) -> EngineChoice:
    """Probe, list what was found, and choose: local server, then hosted key, then offline."""
    report: list[str] = []
    servers = [s for s in [probe_ollama(env)] if s] + probe_openai(env)
    for s in servers:
        label = "Ollama" if s.kind == "ollama" else "OpenAI-compatible server"
        report.append(f"found {label} at {s.base}: {', '.join(s.models) or 'no models'}")
    for variable in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY"):
        if env.get(variable):
            report.append(f"found {variable} in the environment (config.toml will not hold it)")
    choice = _choose(servers, env, report)
    choice.embedder = _embedder(report)
    choice.report = report
    return choice


def _choose(servers: list[Server], env: Mapping[str, str], report: list[str]) -> EngineChoice:
    for s in servers:
        chat = s.chat_models()
        if chat:
            prefix = "ollama/" if s.kind == "ollama" else "openai/"
            model = prefix + chat[0]
            report.append(f"LLM: {model} at {s.base} (a local model keeps your memories on this machine)")
            return EngineChoice(llm_model=model, llm_options={"api_base": s.base})
    if env.get("OPENAI_API_KEY"):
        report.append("LLM: gpt-4o-mini (OPENAI_API_KEY is set and no local model server answered)")
        return EngineChoice(llm_model="gpt-4o-mini")
    if env.get("ANTHROPIC_API_KEY"):
        model = "anthropic/claude-3-5-haiku-latest"
        report.append(f"LLM: {model} (ANTHROPIC_API_KEY is set and no local model server answered)")
        return EngineChoice(llm_model=model)
    report.append("LLM: none found; the deterministic offline engines will run")
    return EngineChoice()
