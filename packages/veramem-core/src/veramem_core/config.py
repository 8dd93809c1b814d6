"""Configuration: thresholds and engine choices, read from ``$VERAMEM_HOME/config.toml``."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

import pydantic
from pydantic import BaseModel, ConfigDict, Field

from .errors import ValidationError
from .models import as_validation_error


def home() -> Path:
    """The data home: ``$VERAMEM_HOME``, or ``~/.veramem``."""
    env = os.environ.get("VERAMEM_HOME")
    return Path(env).expanduser() if env else Path.home() / ".veramem"


def default_db_path() -> Path:
    return home() / "memory.db"


class Config(BaseModel):
    """Every tunable value, with the default documented in ``docs/configuration.md``."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    # LLM (litellm model name); None means the deterministic offline engines.
    llm_model: str | None = None
    llm_options: dict[str, Any] = Field(default_factory=dict)
    # "auto" picks the best embedder installed; or a name such as "hashing", "minilm", "litellm:<model>".
    embedder: str = "auto"

    # Write path (spec steps 3, 10, 11, 13).
    quote_threshold: float = Field(default=0.9, ge=0.0, le=1.0)
    merge_threshold: float = Field(default=0.75, ge=0.0, le=1.0)
    duplicate_threshold: float = Field(default=0.95, ge=0.0, le=1.0)
    neighbours_k: int = Field(default=5, ge=1, le=100)
    # Episode vectors embedded on a worker thread while add() goes on (docs/write-path.md); False
    # embeds them in add() itself, on the caller's thread.
    write_behind: bool = True

    # Search path.
    rrf_k: int = Field(default=60, ge=1)
    utility_lambda: float = Field(default=0.2, ge=0.0)
    recency_weight: float = Field(default=0.05, ge=0.0)
    recency_half_life_days: float = Field(default=180.0, gt=0.0)
    abstain_threshold: float = Field(default=0.0, ge=0.0)

    # The store: None is the SQLite file $VERAMEM_HOME/memory.db; a postgresql:// URL the PostgreSQL
    # store (veramem-core[postgres]). VERAMEM_DATABASE_URL, when set, overrides it (docs/scaling.md).
    database_url: str | None = None

    # Ledger anchor: an Ed25519 private key (PEM) that signs the anchor; see docs/ledger.md.
    anchor_key: str | None = None

    # Plugin-specific settings, one table per plugin: [plugins.<name>] in config.toml.
    plugins: dict[str, dict[str, Any]] = Field(default_factory=dict)

    @classmethod
    def load(cls, path: Path | None = None) -> Config:
        """Read ``config.toml`` (defaults when it does not exist); unknown keys are refused by name."""
        path = path or home() / "config.toml"
        if not path.exists():
            return cls()
        try:
            data = tomllib.loads(path.read_bytes().decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise ValidationError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
        except OSError as exc:
            raise ValidationError(f"{path}: cannot be read ({exc.strerror})") from None
        except tomllib.TOMLDecodeError as exc:
            raise ValidationError(f"{path}: not valid TOML: {exc}") from None
        if "veramem" in data and not isinstance(data["veramem"], dict):
            raise ValidationError(f"{path}: 'veramem' must be a table, got {data['veramem']!r}")
        # With a [veramem] table, nothing else may stand at the top level but plugin tables: a key
        # there would otherwise be ignored without a word.
        stray = sorted(set(data) - {"veramem", "plugins"}) if "veramem" in data else []
        if stray:
            raise ValidationError(f"{path}: unknown top-level key(s) {stray}: settings go under [veramem]")
        settings = dict(data.get("veramem", data))
        # Plugin tables may also stand at the top level: [plugins.retrieve] as well as [veramem.plugins.retrieve].
        if "veramem" in data and isinstance(data.get("plugins"), dict):
            settings["plugins"] = {**data["plugins"], **settings.get("plugins", {})}
        try:
            return cls.model_validate(settings)
        except pydantic.ValidationError as exc:
            raise as_validation_error(exc, str(path)) from None
