"""Bare answers in a chat: "What's your favorite book?" - "Dune, hands down", scored as bench/assistant.py scores.

    uv run python bench/answers.py [--data PATH] [--show]

Each case (``tests/data/answers_heldout.json``) is one question from Ben to Ana and Ana's reply,
with the memories a careful person would keep about Ana from the reply, or none. The 40 cases were
written on 2 December 2026 by a separate annotator who saw neither the rules nor their tests (32
want memories, 8 want none: reactions, "Not sure yet", a question back). Each case runs through
``Memory.add`` (two named speakers, one session, the offline engines, the hashing embedder). A
produced memory matches an expected one when their token F1 over content words is at least 0.5
(``extraction.f1``, the rule of the LoCoMo bench, Ana's name left out). Printed: precision (produced
memories that match), recall (expected memories produced), and how many cases that want no memory
got none.

The first run, before the rules had seen these cases, gave precision 18/20, recall 18/35 and no
memory for 7 of the 8 that want none; docs/write-path.md lists what that run showed and what was
changed for its kinds.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
import chat

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "answers_heldout.json"
T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def run(case: dict[str, Any], home: Path) -> list[str]:
    """The memories Ana's reply wrote (added or new versions)."""
    return chat.run({"turns": [("Ben", f"Hi Ana! {case['question']}"), ("Ana", case["reply"])]}, home)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--show", action="store_true", help="print every case's memories and misses")
    args = parser.parse_args(argv)
    cases = json.loads(args.data.read_text("utf-8"))["cases"]
    drop = {"ana"}
    made = matched = wanted = found = quiet = quiet_ok = 0
    for case in cases:
        with tempfile.TemporaryDirectory() as tmp:
            got = run(case, Path(tmp))
        expected = case["expected"]
        hits, finds = chat.matches(got, expected, drop)
        made, matched, wanted, found = made + len(got), matched + hits, wanted + len(expected), found + finds
        if not expected:
            quiet += 1
            quiet_ok += not got
        if args.show or hits < len(got) or finds < len(expected):
            print(f"Q: {case['question']}  A: {case['reply']}\n   expected {expected}\n   got      {got}")
    print(
        f"{len(cases)} cases: precision {matched}/{made} = {matched / max(made, 1):.3f}, "
        f"recall {found}/{wanted} = {found / max(wanted, 1):.3f}, "
        f"no memory where none is wanted {quiet_ok}/{quiet}"
    )


if __name__ == "__main__":
    main()
