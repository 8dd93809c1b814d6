"""Short chats between two friends, each scored on the memories its last turn writes.

    uv run python bench/chat.py [--data PATH] [--show]

Each case (``tests/data/chat_heldout.json``; ``--data`` takes ``chat_heldout_2.json`` or
``chat_heldout_3.json``, 80 cases each, written later by other annotators, the third never read to
fix a rule) is two to four turns between two named friends, dated Monday 8 May 2023, with the
memories a careful person would keep from the last turn, or none. The first set's 70 cases were written on 2 December 2026 by a separate annotator who saw neither the rules nor their
tests, across the kinds of issue 8: facts of the speaker and of others, pronouns the earlier turns
resolve (or do not), "we", elliptical answers, relative dates, changes, opinions, and 16 turns that
want no memory (greetings, thanks, reactions, questions, hypotheticals, sarcasm, denials, wishes,
compliments, captions). Each case runs through ``Memory.add`` (one session, the offline engines, the
hashing embedder). A produced memory matches an expected one when their token F1 over content words
is at least 0.5 (``extraction.f1``, the rule of the LoCoMo bench, the speaker's name left out).
Printed: precision (produced memories that match), recall (expected memories produced), how many
cases that want no memory got none, and the same per kind.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from veramem import Memory
from veramem_core.config import Config

sys.path.insert(0, str(Path(__file__).parent))
from extraction import F1_BAR, f1, tokens

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "chat_heldout.json"
T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def run(case: dict[str, Any], home: Path) -> list[str]:
    """The memories the last turn wrote (added or new versions)."""
    written: list[str] = []
    with Memory(path=home / "m.db", config=Config(embedder="hashing")) as m:
        for i, (name, text) in enumerate(case["turns"]):
            at = T0 + timedelta(seconds=i)
            message = {"role": "user", "name": name, "content": text, "timestamp": at}
            r = m.add([message], user_id="chat", session_id="s", now=at)
            if r.error:
                raise SystemExit(f"add failed: {r.error}")
            written = [item.text for item in r.added + r.updated]
    return written


def matches(got: list[str], expected: list[str], drop: set[str]) -> tuple[int, int]:
    """(produced memories that match an expected one, expected memories produced), by the fixed rule."""
    hits = sum(1 for g in got if any(f1(g, e, drop) >= F1_BAR for e in expected))
    finds = sum(1 for e in expected if any(f1(g, e, drop) >= F1_BAR for g in got))
    return hits, finds


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--show", action="store_true", help="print every case's memories and misses")
    args = parser.parse_args(argv)
    cases = json.loads(args.data.read_text("utf-8"))["cases"]
    # kind -> [made, matched, wanted, found, quiet, quiet_ok]
    tally: dict[str, list[int]] = defaultdict(lambda: [0] * 6)
    for case in cases:
        with tempfile.TemporaryDirectory() as tmp:
            got = run(case, Path(tmp))
        expected = case["expected"]
        drop = set(tokens(case["turns"][-1][0]))
        hits, finds = matches(got, expected, drop)
        kind = "no memory" if case["kind"].startswith("no_memory") else case["kind"].removesuffix("_partial")
        row = tally[kind]
        row[0], row[1], row[2], row[3] = (
            row[0] + len(got),
            row[1] + hits,
            row[2] + len(expected),
            row[3] + finds,
        )
        if not expected:
            row[4] += 1
            row[5] += not got
        if args.show or hits < len(got) or finds < len(expected):
            chat = " | ".join(f"{n}: {t}" for n, t in case["turns"])
            print(f"{case['id']} [{case['kind']}] {chat}\n   expected {expected}\n   got      {got}")
    total = [sum(col) for col in zip(*tally.values(), strict=True)]
    print(f"\n{'kind':<22} {'precision':>10} {'recall':>10} {'none ok':>8}")
    for kind, (made, matched, wanted, found, quiet, ok) in sorted(tally.items()):
        print(f"{kind:<22} {f'{matched}/{made}':>10} {f'{found}/{wanted}':>10} {f'{ok}/{quiet}':>8}")
    made, matched, wanted, found, quiet, ok = total
    print(
        f"{len(cases)} cases: precision {matched}/{made} = {matched / max(made, 1):.3f}, "
        f"recall {found}/{wanted} = {found / max(wanted, 1):.3f}, "
        f"no memory where none is wanted {ok}/{quiet}"
    )


if __name__ == "__main__":
    main()
