"""``veramem serve``: prints its URL; the first run creates an admin key and prints it once."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx

from .live import free_port


def serve_once(db: Path, port: int) -> str:
    """Start ``veramem serve``, use the printed admin key if any, stop it; return what it printed."""
    proc = subprocess.Popen(
        [str(Path(sys.executable).with_name("veramem")), "serve", "--port", str(port), "--db", str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "VERAMEM_HOME": str(db.parent)},
    )
    assert proc.stdout is not None
    lines: list[str] = []
    try:
        while not any(line.startswith("VeraMem on ") for line in lines):
            line = proc.stdout.readline()
            assert line, f"serve exited: {''.join(lines)}"
            lines.append(line)
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                assert httpx.get(f"{url}/healthz", trust_env=False).json()["ok"] is True
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline
                time.sleep(0.1)
        for line in lines:
            if line.startswith("admin key"):
                key = line.rsplit(" ", 1)[1].strip()
                me = httpx.get(f"{url}/v1/me", headers={"Authorization": f"Bearer {key}"}, trust_env=False)
                assert me.json() == {"user_id": "admin", "agent_id": None, "admin": True}
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        proc.stdout.close()
    return "".join(lines)


def test_serve_prints_the_url_and_an_admin_key_once(tmp_path: Path) -> None:
    port = free_port()
    first = serve_once(tmp_path / "s.db", port)
    assert f"VeraMem on http://127.0.0.1:{port}/" in first
    assert "admin key (shown once" in first
    second = serve_once(tmp_path / "s.db", free_port())
    assert "admin key" not in second
