"""Arms the outbound-connection guard in a subprocess when ``VERAMEM_NET_GUARD`` names netguard.py."""

import importlib.util
import os

_path = os.environ.get("VERAMEM_NET_GUARD")
if _path:
    _spec = importlib.util.spec_from_file_location("veramem_netguard", _path)
    if _spec is not None and _spec.loader is not None:
        _guard = importlib.util.module_from_spec(_spec)
        _spec.loader.exec_module(_guard)
        _guard.install()
