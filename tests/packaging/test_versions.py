"""Each package releases on its own: its own version, changelog, and ranges that admit the workspace's."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {
    p.name: tomllib.loads((p / "pyproject.toml").read_text("utf-8"))["project"]
    for p in sorted((ROOT / "packages").iterdir())
    if (p / "pyproject.toml").is_file()
}


def _internal(project: dict[str, object], names: set[str]) -> list[Requirement]:
    """Every requirement on another workspace package, in dependencies and in extras."""
    raw = list(project.get("dependencies", []))  # type: ignore[arg-type]
    for extra in dict(project.get("optional-dependencies", {})).values():  # type: ignore[arg-type]
        raw.extend(extra)
    return [r for r in map(Requirement, raw) if r.name in names]


def mismatches(packages: dict[str, dict[str, object]]) -> list[str]:
    """Each internal requirement whose range is missing or excludes the workspace's version."""
    found: list[str] = []
    for name, project in packages.items():
        for req in _internal(project, set(packages)):
            there = Version(str(packages[req.name]["version"]))
            if not req.specifier or not req.specifier.contains(there):
                found.append(f"{name} requires {req} but the workspace's {req.name} is {there}")
    return found


def test_internal_ranges_admit_the_workspace_versions() -> None:
    assert mismatches(PACKAGES) == []


def test_a_core_release_outside_a_stage_range_is_caught() -> None:
    bumped = {name: dict(project) for name, project in PACKAGES.items()}
    core = Version(str(PACKAGES["veramem-core"]["version"]))
    bumped["veramem-core"]["version"] = f"{core.major + 1}.0.0"
    found = mismatches(bumped)
    assert any(f.startswith("veramem-manage requires veramem-core") for f in found)


@pytest.mark.parametrize("name", sorted(PACKAGES))
def test_each_package_has_a_changelog_entry_for_its_version(name: str) -> None:
    changelog = ROOT / "packages" / name / "CHANGELOG.md"
    assert changelog.is_file(), f"{name} has no CHANGELOG.md"
    text = changelog.read_text("utf-8")
    assert "## [Unreleased]" in text
    version = PACKAGES[name]["version"]
    assert re.search(rf"^## \[{re.escape(version)}\] - \d{{4}}-\d{{2}}-\d{{2}}$", text, re.M), (
        f"{name}'s CHANGELOG.md has no dated '## [{version}]' section"
    )


def test_release_workflow_builds_the_tagged_package_only() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8")
    assert "id-token: write" in workflow  # trusted publishing, no stored token
    assert "uv build --package" in workflow
    for name in PACKAGES:
        assert re.fullmatch(r"veramem(-[a-z]+)?", name), f"{name}: tags are <package>-v<version>"
