"""Identifiers sort by creation time, so pagination by id is stable and cheap."""

from __future__ import annotations

import os
import time


def new_id(prefix: str) -> str:
    """``prefix_`` + 13 hex digits of microseconds + 10 random hex digits."""
    return f"{prefix}_{time.time_ns() // 1000:013x}{os.urandom(5).hex()}"
