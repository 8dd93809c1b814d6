"""Outcome-loop benchmark: does feedback teach search which of two near-identical memories helps?

    uv run python bench/outcome.py [--rounds 6] [--embedder auto|hashing|minilm] [--lambda 0.2]

Through the public API only (``veramem.Memory``; settings through ``$VERAMEM_HOME/config.toml``, as a
user would set them). An agent's memory holds, for each of 12 tasks, a helpful instruction and a
misleading near-twin that differs in a detail or two ("press the reset pin at the back" / "hold the
power switch on the front"). Each round the agent asks one paraphrase per task (a different paraphrase each round),
acts on the top hit, and reports the outcome with ``feedback``: +1 when the top hit was the helpful
one, -1 when it misled. Precision@1 is measured on each round's questions before that round's
feedback. Two memories run side by side on the same stream: one with the utility prior at its
weight (``utility_lambda``), one with it switched off (``utility_lambda = 0``); both get the same
feedback, so the only difference is whether search uses it.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from veramem import Memory

# (helpful, misleading, paraphrased questions): the twins differ in one detail only.
TASKS: list[tuple[str, str, list[str]]] = [
    (
        "To reset the router, press the small reset pin at the back for ten seconds.",
        "To reset the router, switch it off at the wall socket and wait a minute.",
        [
            "how do I reboot my router?",
            "router reset steps",
            "what resets the wifi box?",
            "fix the router by resetting it",
        ],
    ),
    (
        "To renew the passport, book an appointment at the consulate online.",
        "To renew the passport, book an appointment at the town hall online.",
        [
            "how can I get a new passport?",
            "passport renewal appointment",
            "where do I renew my passport?",
            "passport expired what now",
        ],
    ),
    (
        "To descale the coffee machine, run it with vinegar and water twice.",
        "To descale the coffee machine, run it with bleach and water twice.",
        [
            "how to clean limescale from the espresso maker",
            "descaling the coffee machine",
            "coffee maker descale method",
            "remove scale from coffee machine",
        ],
    ),
    (
        "To restart the build server, run the deploy script with the restart flag.",
        "To restart the build server, run the cleanup script with the restart flag.",
        [
            "how do I reboot the CI server?",
            "restart build server command",
            "bring the build machine back up",
            "which script restarts the build server",
        ],
    ),
    (
        "To water the orchid, soak the pot in a bowl for ten minutes each Sunday.",
        "To water the orchid, pour a glass of water on the leaves every morning.",
        [
            "how often should the orchid get water?",
            "orchid watering routine",
            "watering my orchid plant",
            "how do I water orchids",
        ],
    ),
    (
        "To pay the electricity bill, use the bank transfer to the utility account.",
        "To pay the electricity bill, use the bank transfer to the landlord account.",
        [
            "how do I settle the power bill?",
            "electricity bill payment",
            "where does the electric bill money go",
            "paying for electricity",
        ],
    ),
    (
        "To feed the cat at night, give her half a can of the salmon food.",
        "To feed the cat at night, fill her bowl with the dry chicken biscuits.",
        [
            "how much should the cat eat in the evening?",
            "cat dinner portion",
            "night feeding for the cat",
            "what does the cat get for supper",
        ],
    ),
    (
        "To unlock the office door, enter the code on the keypad left of the lift.",
        "To unlock the office door, swipe the badge on the reader by the stairs.",
        [
            "how do I get into the office?",
            "office door keypad",
            "opening the office entrance",
            "which keypad opens the office",
        ],
    ),
    (
        "To back up the laptop, plug in the blue external drive on Fridays.",
        "To back up the laptop, plug in the black external drive on Fridays.",
        [
            "how do I make a laptop backup?",
            "laptop backup drive",
            "weekly backup of my computer",
            "which drive holds the backups",
        ],
    ),
    (
        "To book the meeting room, email the front desk a day ahead.",
        "To book the meeting room, email the facilities team a day ahead.",
        [
            "how can I reserve a conference room?",
            "meeting room booking",
            "who books the meeting rooms",
            "reserve a room for a meeting",
        ],
    ),
    (
        "To cook the rice, use two cups of water for each cup of rice.",
        "To cook the rice, use three cups of water for each cup of rice.",
        [
            "how much water for rice?",
            "rice to water ratio",
            "boiling rice properly",
            "cooking rice water amount",
        ],
    ),
    (
        "To change the car oil, use the synthetic oil in the garage cabinet.",
        "To change the car oil, use the mineral oil in the garage cabinet.",
        ["which oil goes in the car?", "car oil change", "engine oil for my car", "oil for the car service"],
    ),
]


def open_memory(home: Path, embedder: str, utility_lambda: float) -> Memory:
    """A Memory configured the way a user would: a config.toml in its own ``$VERAMEM_HOME``."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(
        f'[veramem]\nembedder = "{embedder}"\nutility_lambda = {utility_lambda}\n', "utf-8"
    )
    os.environ["VERAMEM_HOME"] = str(home)
    return Memory(path=home / "memory.db")


def ingest(m: Memory) -> list[str]:
    """Write every twin through ``add``; returns the helpful memory's id of each task."""
    helpful_ids: list[str] = []
    for helpful, misleading, _ in TASKS:
        for text in (misleading, helpful):
            result = m.add([{"role": "user", "content": text}], user_id="agent-user")
            if len(result.added) != 1:
                raise SystemExit(f"expected one memory from {text!r}, got {result}")
        helpful_ids.append(result.added[0].id)
    return helpful_ids


def run_round(m: Memory, helpful_ids: list[str], round_no: int) -> float:
    """Ask one paraphrase per task, then give feedback on each top hit: precision@1 is measured
    before any of this round's feedback. Only the task's own helpful memory counts as right."""
    outcomes: list[tuple[str, bool]] = []
    for (_, _, questions), helpful_id in zip(TASKS, helpful_ids, strict=True):
        result = m.search(questions[round_no % len(questions)], user_id="agent-user", k=1)
        outcomes.append((result.trace_id, bool(result.items) and result.items[0].id == helpful_id))
    for trace_id, helped in outcomes:
        m.feedback(trace_id, 1.0 if helped else -1.0, user_id="agent-user")
    return sum(helped for _, helped in outcomes) / len(TASKS)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--embedder", default="auto")
    parser.add_argument(
        "--lambda", dest="weight", type=float, default=0.2, help="utility_lambda with the prior"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        with_prior = open_memory(Path(tmp) / "with", args.embedder, args.weight)
        without = open_memory(Path(tmp) / "without", args.embedder, 0.0)
        with with_prior, without:
            labels_with, labels_without = ingest(with_prior), ingest(without)
            rows = [
                (r + 1, run_round(with_prior, labels_with, r), run_round(without, labels_without, r))
                for r in range(args.rounds)
            ]
            assert with_prior.verify().ok and without.verify().ok
            embedder = with_prior.embedder.name
        elapsed = time.perf_counter() - started
    print(f"outcome loop: {len(TASKS)} tasks x 2 near-identical memories, embedder {embedder},")
    print(f"one paraphrase per task per round, feedback +1/-1 on the top hit; utility_lambda {args.weight}")
    print()
    print("| round | precision@1 with the utility prior | without (utility_lambda = 0) |")
    print("|---|---|---|")
    for round_no, p_with, p_without in rows:
        print(f"| {round_no} | {p_with:.3f} | {p_without:.3f} |")
    print()
    print(f"{elapsed:.1f} s")
    first, last = rows[0][1], rows[-1][1]
    if not last > first:
        raise SystemExit(f"precision@1 did not rise with feedback: {first:.3f} -> {last:.3f}")


if __name__ == "__main__":
    main()
