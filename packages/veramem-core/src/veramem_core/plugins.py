"""The plugin manager: built-ins registered like any plugin, installed plugins from one entry-point group."""

from __future__ import annotations

import importlib
import os
import sys
import warnings
from importlib.metadata import entry_points
from types import ModuleType
from typing import TypedDict

import pluggy

from . import hookspecs

# Built-ins are ordinary plugin modules; their firstresult hooks are trylast so any plugin overrides them.
DEFAULT_PLUGINS: tuple[str, ...] = ("veramem_core.builtins",)

ENTRY_POINT_GROUP = "veramem"
ALLOW_LIST_VARIABLE = "VERAMEM_LOAD_PLUGINS"

_pm: pluggy.PluginManager | None = None


def _under_tests() -> bool:
    # Set by veramem_core.testing (a pytest plugin): tests register exactly the plugins they need.
    return bool(getattr(sys, "_veramem_under_tests", False))


def make_plugin_manager(*plugins: object, load_entry_points: bool | None = None) -> pluggy.PluginManager:
    """A new manager with the built-ins, ``plugins``, and (unless under tests) the installed plugins.

    ``VERAMEM_LOAD_PLUGINS`` is an allow-list: a comma-separated list of entry-point names to load
    ("" loads none); unset loads every installed plugin.
    """
    pm = pluggy.PluginManager("veramem")
    pm.add_hookspecs(hookspecs)
    for name in DEFAULT_PLUGINS:
        pm.register(importlib.import_module(name), name=name)
    if load_entry_points is None:
        load_entry_points = not _under_tests()
    if load_entry_points:
        allowed = os.environ.get(ALLOW_LIST_VARIABLE)
        allow = None if allowed is None else {n.strip() for n in allowed.split(",") if n.strip()}
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            if allow is not None and ep.name not in allow:
                continue
            if pm.has_plugin(ep.name):
                continue
            try:
                plugin = ep.load()
            except Exception as exc:  # one broken plugin must not take the CLI down with it
                warnings.warn(f"veramem: plugin {ep.name!r} failed to load: {exc}", stacklevel=2)
                continue
            pm.register(plugin, name=ep.name)
    for plugin in plugins:
        register(pm, plugin)
    return pm


def register(pm: pluggy.PluginManager, plugin: object) -> None:
    name = plugin.__name__ if isinstance(plugin, ModuleType) else None
    if name and pm.has_plugin(name):
        return
    pm.register(plugin, name=name)


def get_plugin_manager() -> pluggy.PluginManager:
    """The process-wide manager, built on first use."""
    global _pm
    if _pm is None:
        _pm = make_plugin_manager()
    return _pm


class PluginRow(TypedDict):
    """One line of ``veramem plugins --json``."""

    name: str
    hooks: list[str]
    version: str | None


def describe(pm: pluggy.PluginManager) -> list[PluginRow]:
    """Every registered plugin with the hooks it implements, for ``veramem plugins``."""
    rows: list[PluginRow] = []
    for plugin in pm.get_plugins():
        name = pm.get_name(plugin) or repr(plugin)
        hooks = sorted(h.name for h in pm.get_hookcallers(plugin) or [])
        dist = next((d for p, d in pm.list_plugin_distinfo() if p is plugin), None)
        rows.append(
            {
                "name": name,
                "hooks": hooks,
                "version": getattr(dist, "version", None) if dist else None,
            }
        )
    return sorted(rows, key=lambda r: r["name"])
