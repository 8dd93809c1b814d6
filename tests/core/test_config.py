"""config.toml: defaults, plugin tables in either place, unknown keys refused by name."""

from pathlib import Path

import pytest

from veramem_core.config import Config
from veramem_core.errors import ValidationError


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    config = Config.load(tmp_path / "none.toml")
    assert (config.quote_threshold, config.merge_threshold, config.duplicate_threshold) == (0.9, 0.75, 0.95)
    assert config.llm_model is None and config.embedder == "auto"


def test_plugin_tables_at_top_level_or_under_veramem(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(
        '[veramem]\nllm_model = "gpt-4o-mini"\n\n[veramem.plugins.retrieve]\nabstain_below = 0.5\n\n'
        "[plugins.manage]\nmax_llm_calls = 4\n"
    )
    config = Config.load(path)
    assert config.llm_model == "gpt-4o-mini"
    assert config.plugins == {"retrieve": {"abstain_below": 0.5}, "manage": {"max_llm_calls": 4}}


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("[veramem]\nquote_treshold = 0.8\n", "quote_treshold"),
        ("[veramem]\nquote_threshold = 2\n", "quote_threshold"),
        ("[veramem\n", "not valid TOML"),
    ],
)
def test_bad_config_is_refused_by_name(tmp_path: Path, text: str, named: str) -> None:
    path = tmp_path / "config.toml"
    path.write_text(text)
    with pytest.raises(ValidationError, match=named):
        Config.load(path)
