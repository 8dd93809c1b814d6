"""The packages as users get them: built wheels installed into fresh virtual environments, no workspace.

Each environment installs exactly what a user would name (``veramem-core``, ``veramem``, one extra),
with the project's own wheels given as files (they are not on an index here) and every other
dependency resolved from the registry as a user's installer would. Nothing from the workspace is on
``sys.path`` there: the environments live outside the checkout and run with ``-I`` where Python runs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from veramem_core.testing import require_outside_part

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = sorted(p.name for p in (ROOT / "packages").iterdir() if (p / "pyproject.toml").is_file())


def _uv() -> str:
    uv = shutil.which("uv")
    if uv is None:
        require_outside_part("uv is not on PATH: python3 -m pip install uv")
    assert uv is not None
    return uv


def _run(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(args)} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="session")
def wheels(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``make dist``'s wheels, built once per session: distribution name -> wheel file."""
    out = tmp_path_factory.mktemp("dist")
    _run(_uv(), "build", "--all-packages", "--wheel", "--out-dir", str(out), "-q", cwd=ROOT)
    found = {w.name.split("-")[0].replace("_", "-"): w for w in out.glob("*.whl")}
    assert sorted(found) == PACKAGES, f"expected a wheel per package, got {sorted(found)}"
    return found


class Env:
    """A fresh virtual environment outside the checkout, with its own data home."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.venv = root / "venv"
        self.home = root / "home"
        self.home.mkdir()
        _run(_uv(), "venv", "-q", "--python", sys.executable, str(self.venv))

    @property
    def env(self) -> dict[str, str]:
        keep = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON", "UV_"))}
        return {**keep, "VERAMEM_HOME": str(self.home), "OMP_NUM_THREADS": "1", "HF_HOME": str(self.home)}

    def install(self, *requirements: str) -> None:
        _run(_uv(), "pip", "install", "-q", "--python", str(self.venv / "bin" / "python"), *requirements)

    def python(self, code: str) -> str:
        return _run(str(self.venv / "bin" / "python"), "-I", "-c", code, cwd=self.root, env=self.env)

    def veramem(self, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [str(self.venv / "bin" / "veramem"), *args],
            cwd=self.root,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert (done.returncode == 0) == ok, (
            f"veramem {' '.join(args)}: {done.returncode}\n{done.stdout}\n{done.stderr}"
        )
        return done

    def installed(self) -> set[str]:
        listing = self.python(
            "import importlib.metadata as m; print('\\n'.join(d.name for d in m.distributions()))"
        )
        return {line.strip().lower().replace("_", "-") for line in listing.splitlines() if line.strip()}


@pytest.fixture
def env(tmp_path: Path) -> Iterator[Env]:
    yield Env(tmp_path)


def _req(wheels: dict[str, Path], name: str, extra: str = "") -> str:
    return f"{name}{f'[{extra}]' if extra else ''} @ {wheels[name].as_uri()}"


def test_core_alone_works_and_names_what_is_missing(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem-core"))
    assert not {"veramem-manage", "veramem-retrieve", "litellm", "torch"} & env.installed()
    demo = env.veramem("demo")
    assert "storing raw episodes only" in demo.stdout
    add = env.veramem("add", "I live in Paris", "--user", "alice", ok=False)
    assert "pip install veramem-manage" in add.stderr
    search = env.veramem("search", "where does alice live", "--user", "alice", ok=False)
    assert "veramem-retrieve" in search.stderr


def test_full_install_searches_with_minilm_and_no_torch(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem", "all"), *(_req(wheels, n) for n in PACKAGES if n != "veramem"))
    installed = env.installed()
    assert "torch" not in installed and "sentence-transformers" not in installed
    assert {"veramem-minilm", "tokenizers", "safetensors", "litellm"} <= installed
    demo = env.veramem("demo")
    assert "embedder all-MiniLM-L6-v2" in demo.stdout
    env.veramem("add", "I live in Paris and I love sushi.", "--user", "alice")
    hits = env.veramem("search", "which city is alice's home", "--user", "alice", "--json")
    assert "Paris" in hits.stdout


def test_plain_veramem_install_brings_minilm(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem"), *(_req(wheels, n) for n in PACKAGES if n != "veramem"))
    installed = env.installed()
    assert "veramem-minilm" in installed and "torch" not in installed and "litellm" not in installed
    name = env.python(
        "from veramem import Memory; m = Memory(path=':memory:'); print(m.embedder.name); m.close()"
    )
    assert name.strip() == "all-MiniLM-L6-v2"


def test_extra_core_llm(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem-core", "llm"))
    out = env.python(
        "from veramem_core.llm import LiteLLM\n"
        "r = LiteLLM('gpt-4o-mini', mock_response='ok').complete([{'role': 'user', 'content': 'hi'}])\n"
        "print(r.text)"
    )
    assert out.strip() == "ok"


def test_extra_retrieve_minilm(env: Env, wheels: dict[str, Path]) -> None:
    env.install(
        _req(wheels, "veramem-retrieve", "minilm"),
        _req(wheels, "veramem-core"),
        _req(wheels, "veramem-minilm"),
    )
    assert "torch" not in env.installed()
    out = env.python(
        "from veramem_retrieve import minilm\n"
        "v = minilm.load().embed(['where does alice live?', 'Alice lives in Paris', 'I like trains'])\n"
        "print(round(float(v[0] @ v[1]), 3), round(float(v[0] @ v[2]), 3))"
    )
    near, far = map(float, out.split())
    assert near > far


def test_twine_check_passes_for_every_package(wheels: dict[str, Path], tmp_path: Path) -> None:
    twine = shutil.which("twine", path=str(Path(sys.executable).parent))
    if twine is None:
        require_outside_part("twine is not installed: it is in the dev group (uv sync --all-packages)")
    assert twine is not None
    out = _run(twine, "check", "--strict", *(str(w) for w in wheels.values()))
    assert out.count("PASSED") == len(PACKAGES)


def test_extra_core_scale(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem-core", "scale"))
    out = env.python("from veramem_core import vector_index; print(vector_index._simsimd() is not None)")
    assert out.strip() == "True", "veramem-core[scale] brings the SIMD int8 kernels"


def test_extra_core_postgres(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem-core", "postgres"))
    assert {"psycopg", "pgvector"} <= env.installed()
    out = env.python("from veramem_core.postgres import PostgresStore; print(PostgresStore.__name__)")
    assert out.strip() == "PostgresStore", "veramem-core[postgres] brings psycopg and pgvector"


def test_core_alone_names_the_postgres_extra(env: Env, wheels: dict[str, Path]) -> None:
    env.install(_req(wheels, "veramem-core"))
    assert "psycopg" not in env.installed(), "veramem-core alone never needs psycopg"
    (env.home / "config.toml").write_text('[veramem]\ndatabase_url = "postgresql://127.0.0.1:1/d"\n', "utf-8")
    done = env.veramem("list", "--user", "a", ok=False)
    assert "veramem-core[postgres]" in done.stderr, done.stderr


def test_server_alone_serves_the_cli_it_promises(env: Env, wheels: dict[str, Path]) -> None:
    # veramem-server with the stages it needs (core, manage, retrieve), nothing else of ours
    env.install(
        *(_req(wheels, n) for n in ("veramem-server", "veramem-core", "veramem-manage", "veramem-retrieve"))
    )
    installed = env.installed()
    assert {"starlette", "uvicorn", "mcp"} <= installed and "veramem-share" not in installed
    for command in ("serve", "mcp", "keys"):
        assert "Usage:" in env.veramem(command, "--help").stdout
