"""``veramem serve``: prints its URL; the first run creates an admin key and prints it once."""

from __future__ import annotations

import os
from pathlib import Path

import httpx

from .live import serve_process


def serve_once(db: Path) -> tuple[str, str]:
    """Start ``veramem serve``, use the printed admin key if any, stop it: (its URL, what it printed)."""
    with serve_process({**os.environ, "VERAMEM_HOME": str(db.parent)}, "--db", str(db)) as (url, lines):
        for line in lines:
            if line.startswith("admin key"):
                key = line.rsplit(" ", 1)[1].strip()
                me = httpx.get(f"{url}/v1/me", headers={"Authorization": f"Bearer {key}"}, trust_env=False)
                assert me.json() == {"user_id": "admin", "agent_id": None, "admin": True}
    return url, "".join(lines)


def test_serve_prints_the_url_and_an_admin_key_once(tmp_path: Path) -> None:
    url, first = serve_once(tmp_path / "s.db")
    assert f"VeraMem on {url}/" in first
    assert "admin key (shown once" in first
    _, second = serve_once(tmp_path / "s.db")
    assert "admin key" not in second
