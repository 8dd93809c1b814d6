"""An outbound-connection guard: loopback and the configured endpoints only; anything else is refused
and written down. Installed in-process by ``install()``, and in subprocesses by the
``netguard_site/sitecustomize.py`` beside this file when ``VERAMEM_NET_GUARD`` names this file.

Environment: ``VERAMEM_NET_ALLOW`` (comma-separated ``host:port`` of configured endpoints),
``VERAMEM_NET_LOG`` (file the subprocess guard appends ``armed``/``blocked`` lines to).
"""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterable
from typing import Any

LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}
blocked: list[str] = []
_original: dict[str, Any] = {}


def _is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


def _log(line: str) -> None:
    path = os.environ.get("VERAMEM_NET_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(line + "\n")


def install(allow: Iterable[str] = ()) -> None:
    """Refuse every connection (and name lookup) that is not loopback or in ``allow`` (``host:port``)."""
    allowed = set(allow) | {a for a in os.environ.get("VERAMEM_NET_ALLOW", "").split(",") if a}
    allowed_hosts = {a.rsplit(":", 1)[0] for a in allowed}
    if _original:
        uninstall()
    _original.update(
        connect=socket.socket.connect, connect_ex=socket.socket.connect_ex, getaddrinfo=socket.getaddrinfo
    )

    def check(address: Any) -> None:
        if not isinstance(address, tuple):  # AF_UNIX paths never leave the machine
            return
        host, port = str(address[0]), address[1]
        if _is_loopback(host) or f"{host}:{port}" in allowed:
            return
        note = f"blocked {host}:{port}"
        blocked.append(note)
        _log(note)
        raise OSError(f"veramem net guard: outbound connection to {host}:{port} refused")

    def connect(self: socket.socket, address: Any) -> None:
        check(address)
        return _original["connect"](self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        check(address)
        return _original["connect_ex"](self, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else str(host)
        if host is not None and not _is_loopback(name) and name not in allowed_hosts:
            note = f"blocked lookup {name}"
            blocked.append(note)
            _log(note)
            raise socket.gaierror(f"veramem net guard: name lookup of {name} refused")
        return _original["getaddrinfo"](host, *args, **kwargs)

    socket.socket.connect = connect
    socket.socket.connect_ex = connect_ex
    socket.getaddrinfo = getaddrinfo
    _log(f"armed {os.getpid()}")


def uninstall() -> None:
    if _original:
        socket.socket.connect = _original.pop("connect")
        socket.socket.connect_ex = _original.pop("connect_ex")
        socket.getaddrinfo = _original.pop("getaddrinfo")
