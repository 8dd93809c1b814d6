"""all-MiniLM-L6-v2's tokenizer and float16 weights, for VeraMem's numpy embedder (no torch)."""

from __future__ import annotations

from pathlib import Path

__version__ = "0.1.0"
NAME = "all-MiniLM-L6-v2"


def model_dir() -> Path:
    """The directory holding ``model.safetensors`` and ``tokenizer.json``."""
    return Path(__file__).parent / "model"


__all__ = ["NAME", "__version__", "model_dir"]
