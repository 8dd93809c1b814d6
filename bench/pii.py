"""The sanitisation gate, measured: PII recall and false-positive rate per detector, and canary leaks.

    uv run python bench/pii.py [--corpus bench/data/pii_corpus.jsonl] [--owners 40] [--json]

Part 1 runs every ``veramem_pii_scan`` implementation veramem-share registers over the labelled corpus
(``bench/pii_corpus.py`` builds it): per detector, recall on the texts labelled with it and the
false-positive rate on the texts that are not; overall, the share of PII texts the gate blocks and of
clean texts it blocks by mistake.

Part 2 measures the canary through ``Memory``: synthetic owners write private memories with
``add()``; then, for each private memory, a text bound for a pool that repeats a run of two to four of
its words verbatim inside new words (must be caught: a miss is a leak), and one that reuses single
words of it only (must pass: a block is a false positive), both through the ``veramem_gate`` hook
with the owner's real store.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

import veramem_manage.plugin
import veramem_retrieve.plugin
import veramem_share.plugin
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.stages import GateRequest
from veramem_share.canary import is_content, tokens
from veramem_share.pii import DETECTORS

ROOT = Path(__file__).resolve().parent
DEFAULT_CORPUS = ROOT / "data" / "pii_corpus.jsonl"


def pii_table(corpus: Path) -> dict[str, Any]:
    rows = [json.loads(line) for line in corpus.read_text("utf-8").splitlines() if line.strip()]
    pm = make_plugin_manager(veramem_share.plugin, load_entry_points=False)
    names = [d.__name__ for d in DETECTORS]
    stats = {n: {"pos": 0, "tp": 0, "neg": 0, "fp": 0} for n in names}
    blocked_pii = pii_texts = blocked_clean = clean = 0
    misses: list[str] = []
    for row in rows:
        found = {f.detector for batch in pm.hook.veramem_pii_scan(text=row["text"]) for f in batch or []}
        labels = set(row["labels"])
        for name in names:
            s = stats[name]
            if name in labels:
                s["pos"] += 1
                s["tp"] += name in found
                if name not in found:
                    misses.append(f"{name}: {row['text']}")
            else:
                s["neg"] += 1
                s["fp"] += name in found
        if labels:
            pii_texts += 1
            blocked_pii += bool(found)
        else:
            clean += 1
            blocked_clean += bool(found)
            if found:
                misses.append(f"false positive {sorted(found)}: {row['text']}")
    return {
        "texts": len(rows),
        "pii_texts": pii_texts,
        "clean_texts": clean,
        "detectors": {
            n: {
                "positives": s["pos"],
                "recall": s["tp"] / s["pos"] if s["pos"] else None,
                "false_positive_rate": s["fp"] / s["neg"] if s["neg"] else 0.0,
            }
            for n, s in stats.items()
        },
        "recall": blocked_pii / pii_texts,
        "false_positive_rate": blocked_clean / clean,
        "errors": misses,
    }


PRIVATE = [
    "I hide the spare key under the {colour} flowerpot by the back door.",
    "My sister {name} works night shifts at the {place} hospital.",
    "Our wifi password is written inside the {colour} recipe book.",
    "I take {drug} every morning for my thyroid.",
    "My son {name} struggles with maths at {place} primary school.",
    "I owe {name} three hundred pounds from the poker night.",
    "My therapist appointment is every Thursday near {place} station.",
    "I keep my passport in the {colour} shoebox under the bed.",
]
FILL = {
    "colour": ["blue", "green", "crimson", "yellow", "violet", "orange"],
    "name": ["Marguerite", "Osvaldo", "Ingrid", "Tobias", "Yusuf", "Priya", "Kasimir"],
    "place": ["Kestrel", "Ashbourne", "Millbrook", "Dunmore", "Fairhaven", "Larkspur"],
    "drug": ["levothyroxine", "liothyronine", "thyroxine"],
}
FRAMES = [
    "Procedure: check that {run} before you start the migration.",
    "Tip from the field: {run}, then restart the service twice.",
    "## Handover\nApplies when: {run} matters for the rota.",
]
CLEAN = "Procedure: before the migration, note the {word} setting and restart the service twice."


def canary_table(owners: int, seed: int = 7) -> dict[str, Any]:
    rng = random.Random(seed)
    pm = make_plugin_manager(
        veramem_manage.plugin, veramem_retrieve.plugin, veramem_share.plugin, load_entry_points=False
    )
    leaks = caught = clean_blocked = clean = 0
    with (
        tempfile.TemporaryDirectory() as tmp,
        Memory(path=Path(tmp) / "memory.db", config=Config(embedder="hashing"), pm=pm) as m,
    ):
        for owner in range(owners):
            user = f"owner{owner}"
            for template in rng.sample(PRIVATE, 4):
                text = template.format(**{k: rng.choice(v) for k, v in FILL.items()})
                m.add([{"role": "user", "content": text}], user_id=user)
            for item in m.list(user_id=user).items:
                toks = tokens(item.text)
                content = [i for i, t in enumerate(toks) if is_content(t[0])]
                if len(content) < 2:
                    continue
                # A verbatim run spanning 2 to 4 content words, as it stands in the private memory.
                start = rng.randrange(0, len(content) - 1)
                stop = min(len(content) - 1, start + rng.randint(1, 3))
                run = item.text[toks[content[start]][1] : toks[content[stop]][2]]
                leaked = rng.choice(FRAMES).format(run=run)
                found = _gate(m, user, leaked)
                caught += bool(found)
                leaks += not found
                word = toks[rng.choice(content)][0]
                clean += 1
                clean_blocked += bool(_gate(m, user, CLEAN.format(word=word)))
    return {
        "owners": owners,
        "planted_runs": caught + leaks,
        "caught": caught,
        "leaks": leaks,
        "clean_texts": clean,
        "clean_blocked": clean_blocked,
    }


def _gate(m: Memory, user: str, text: str) -> list[Any]:
    return m.pm.hook.veramem_gate(
        request=GateRequest(text=text, user_id=user, store=m.store, pm=m.pm, config=m.config)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--owners", type=int, default=40)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pii = pii_table(args.corpus)
    canary = canary_table(args.owners)
    if args.json:
        print(json.dumps({"pii": pii, "canary": canary}, indent=2))
        return 0
    print(
        f"PII corpus: {pii['texts']} texts ({pii['pii_texts']} with PII, {pii['clean_texts']} hard negatives)\n"
    )
    print(f"| {'detector':15} | positives | recall  | false-positive rate |")
    print(f"|{'-' * 17}|-----------|---------|---------------------|")
    for name, d in pii["detectors"].items():
        print(f"| {name:15} | {d['positives']:9} | {d['recall']:7.1%} | {d['false_positive_rate']:19.2%} |")
    print(
        f"| {'any (the gate)':15} | {pii['pii_texts']:9} | {pii['recall']:7.1%} | {pii['false_positive_rate']:19.2%} |"
    )
    print(
        f"\nCanary: {canary['owners']} owners, {canary['planted_runs']} planted private runs, "
        f"{canary['caught']} caught, {canary['leaks']} leaks; {canary['clean_blocked']} of "
        f"{canary['clean_texts']} clean texts blocked"
    )
    for line in pii["errors"][:20]:
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
