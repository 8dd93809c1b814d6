"""The outcome loop's core side: its models, and the facade's errors when veramem-manage is missing."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from veramem_core.config import Config
from veramem_core.errors import MissingStage, ValidationError
from veramem_core.memory import Memory
from veramem_core.outcome import ConsolidationReport, FeedbackRecord
from veramem_core.plugins import make_plugin_manager

AT = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_feedback_record_refuses_a_reward_outside_the_range() -> None:
    with pytest.raises(ValidationError, match=r"reward.*1\.5"):
        FeedbackRecord.parse(
            {"trace_id": "tr_1", "user_id": "u", "reward": 1.5, "created_at": AT, "updated_at": AT}
        )


def test_reports_add_up() -> None:
    total = ConsolidationReport(archived=["a"])
    total.add(ConsolidationReport(merged=["m"], absorbed=["x", "y"], summaries=["s"], notes=["n"]))
    assert total.changes == 5 and total.notes == ["n"]
    assert ConsolidationReport().changes == 0


def test_without_veramem_manage_the_outcome_loop_names_the_package(tmp_path: Path) -> None:
    pm = make_plugin_manager(load_entry_points=False)
    with Memory(path=tmp_path / "core.db", config=Config(), pm=pm) as m:
        with pytest.raises(MissingStage, match="veramem-manage"):
            m.feedback("tr_1", 1.0)
        with pytest.raises(MissingStage, match="veramem-manage"):
            m.consolidate()
        with pytest.raises(MissingStage, match="veramem-manage"):
            m.export_trajectories(tmp_path / "t.jsonl")
        with pytest.raises(ValidationError, match="reward"):
            m.feedback("tr_1", 7)
        assert not (tmp_path / "t.jsonl").exists()
