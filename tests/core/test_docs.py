"""Every hook is documented, and tested: a new hook without its section or its test fails here."""

import re
from pathlib import Path

import pluggy

from veramem_core import hookspecs

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "plugin-hooks.md"


def hook_names() -> list[str]:
    return sorted(n for n in dir(hookspecs) if n.startswith("veramem_") and callable(getattr(hookspecs, n)))


def sections() -> dict[str, str]:
    parts = re.split(r"^## (veramem_\w+)\s*$", DOC.read_text("utf-8"), flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def test_every_hook_has_a_section() -> None:
    documented = sections()
    missing = [h for h in hook_names() if h not in documented]
    assert not missing, f"docs/plugin-hooks.md lacks a section for: {missing}"
    stale = [h for h in documented if h not in hook_names()]
    assert not stale, f"docs/plugin-hooks.md documents hooks that do not exist: {stale}"


def test_sections_state_the_calling_convention() -> None:
    pm = pluggy.PluginManager("veramem")
    pm.add_hookspecs(hookspecs)
    for name, body in sections().items():
        firstresult = getattr(pm.hook, name).spec.opts.get("firstresult", False)
        expected = "pick-one" if firstresult else "collecting"
        signature = next(p for p in body.split("\n\n") if p.strip())
        assert signature.rstrip().endswith(f"— {expected}."), f"{name}: section must say it is {expected}"


def test_every_hook_has_a_test() -> None:
    tests = "\n".join(p.read_text("utf-8") for p in (ROOT / "tests").rglob("test_*.py"))
    missing = [h for h in hook_names() if f"def test_hook_{h}" not in tests]
    assert not missing, f"hooks without a test_hook_<name>: {missing}"
