"""Extraction quality: what the write path keeps from LoCoMo (dev), measured through the public SDK.

    uv run python bench/extraction.py [--data PATH] [--conversations N] [--sample N] [--embedder NAME]
                                      [--gold PATH] [--gold-b PATH]

Each turn is one ``Memory.add`` (one user per conversation, the speaker's name, the session's date),
exactly as ``bench/write.py`` ingests. Then, per extractor (the offline rules engine; the LLM engine
driven by a scripted fake, which shows the harness measures both):

- observation recall: LoCoMo lists, per session, its own observations about each speaker with the turn
  that supports each. An observation is captured when an active memory cites that turn and covers it:
  token F1 between the observation and the memory's text, over lower-cased content words (stop words
  and the speaker's name removed), is at least 0.5. The rule is fixed; it is not tuned per question.
  The recall is also printed by kind, to show where it is lost: observations that report a talk
  act or a view (what the speaker said to the listener, asked, offered, or thinks: their wording
  has one of the verbs of ``TALK_OR_VIEW``, "encourages", "praises", "expresses", "believes", ...),
  which the write path leaves out by design (filler, compliments, encouragement, remarks about no
  one), and the rest.
- standalone rate: the share of active memories that pass ``standalone_problem`` below (an explicit
  subject, no unresolved pronoun or deictic subject, no fragment under 4 words, no truncated
  abbreviation).
- gold memories (``tests/data/gold_memories.json``, when present): turns sampled at random, each with
  the memories a careful person would keep from it, or none. A produced memory matches a gold one of
  the same turn when their token F1 is at least 0.5. Precision is the share of produced memories that
  match one, recall the share of gold memories produced, broken the share of produced memories that
  fail the standalone check. Only gold turns that ``--data`` holds, in the same words, are scored
  (another data file shares LoCoMo's dia ids, not its turns): give your own with ``--gold``. ``tests/data/gold_memories_b.json`` annotates the same turns again,
  independently; the bench prints how far the two annotations agree by the same rule (the ceiling
  a precision or recall bar can sensibly ask for) and the rules extractor against each.
- memories per turn, UPDATE and DELETE (retraction) counts (in total, and per conversation for the
  rules run, each listed with the memory it changed and the turn that changed it), messages per
  second. The rules run embeds with the hashing embedder unless ``--embedder`` names another
  ("auto": the default one); what an ending or a slot change replaces is found either way
  (``veramem_related``).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from veramem import Memory
from veramem_core.config import Config
from veramem_core.testing import FakeLLM

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT / ".." / "shared" / "data" / "locomo-dev.json"
GOLD = ROOT / "tests" / "data" / "gold_memories.json"
GOLD_B = ROOT / "tests" / "data" / "gold_memories_b.json"  # a second, independent annotation
F1_BAR = 0.5

_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_STOP_WORDS = (
    "a an the and or but so to of in on at for with from by as is am are was were be been being have has had "
    "do does did i me my we our us you your he him his she her it its they them their this that these those "
    "there here just really very too also not no yes oh well like get got go going went can could would "
    "should will user user's about into up out over some any all more most much many than then when what "
    "who which how s t d ll ve re m"
)
STOP = frozenset(_STOP_WORDS.split())
PRONOUN_SUBJECT = re.compile(
    r"^(?:According to [^:]+: )?(?:he|she|they|it|this|that|these|those|him|her|them|its|it's|that's|"
    r"they're|he's|she's|there|here|which|who|one)\b",
    re.I,
)
# An observation that reports a talk act or a view rather than a fact of the speaker's life: "Maria
# praised John for his dedication", "Andrew believes that taking care of pets is important".
TALK_OR_VIEW = re.compile(
    r"(?i)\b(?:encourag\w*|prais\w*|support(?:s|ive|ed)?\b|express\w*|appreciat\w*|proud of|"
    r"congratulat\w*|asks?|asked|thank\w*|offer\w*|compliment\w*|admir\w*|agrees?|acknowledg\w*|"
    r"assur\w*|reassur\w*|happy for|excited for|recommend\w*|advis\w*|suggest\w*|wish\w*|mention\w*|"
    r"believes?|values?|emphasi\w*|hopes?\s)"
)
TRUNCATED = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|St|Prof|Jr|Sr|Mt|Ave|ft|in|U|u|a\.m|p\.m|e\.g|i\.e|etc|vs)\.?$")


def tokens(text: str, drop: set[str] | frozenset[str] = frozenset()) -> list[str]:
    return [t for t in _TOKEN.findall(text.lower()) if t not in STOP and t not in drop]


def f1(a: str, b: str, drop: set[str] | frozenset[str] = frozenset()) -> float:
    ta, tb = tokens(a, drop), tokens(b, drop)
    if not ta or not tb:
        return 0.0
    common = sum(min(ta.count(t), tb.count(t)) for t in set(ta))
    if common == 0:
        return 0.0
    p, r = common / len(ta), common / len(tb)
    return 2 * p * r / (p + r)


def standalone_problem(text: str) -> str | None:
    """Why ``text`` cannot stand alone as a memory, or None."""
    body = text.split(": ", 1)[1] if text.startswith("According to ") and ": " in text else text
    words = body.split()
    if len(words) < 4:
        return "fragment under 4 words"
    if PRONOUN_SUBJECT.match(body):
        return "pronoun or deictic subject"
    if not body.lstrip("\"'“‘")[:1].isupper():  # a title in quotes is a subject: '"Dune" is ...'
        return "no explicit subject"
    if TRUNCATED.search(body.rstrip(" .!?")):
        return "truncated at an abbreviation"
    return None


def session_time(raw: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" → an aware datetime (UTC)."""
    return datetime.strptime(raw.replace(",", ""), "%I:%M %p on %d %B %Y").replace(tzinfo=UTC)


@dataclass
class Turn:
    conv: str
    session: int
    dia_id: str
    speaker: str
    text: str
    at: datetime


def turns(data: list[dict[str, Any]]) -> Iterator[Turn]:
    for sample in data:
        conv = sample["conversation"]
        sessions = sorted(int(m.group(1)) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
        for n in sessions:
            at = session_time(conv[f"session_{n}_date_time"])
            # LoCoMo dates a session, not its turns: a second apart keeps their order for the context.
            for k, t in enumerate(conv[f"session_{n}"]):
                yield Turn(
                    sample["sample_id"], n, t["dia_id"], t["speaker"], t["text"], at + timedelta(seconds=k)
                )


@dataclass
class Run:
    name: str
    seconds: float = 0.0
    turns: int = 0
    updated: int = 0
    retracted: int = 0
    changes: dict[str, list[int]] = field(default_factory=dict)  # conversation -> [UPDATE, DELETE]
    versions: list[str] = field(default_factory=list)  # each UPDATE and DELETE, as it reads
    memories: dict[str, list[str]] = field(default_factory=dict)  # dia key -> active memory texts
    active: list[str] = field(default_factory=list)


def ingest(
    name: str, rows: list[Turn], db: Path, llm: FakeLLM | None = None, embedder: str = "hashing"
) -> Run:
    run = Run(name)
    by_episode: dict[str, str] = {}
    with Memory(path=db, config=Config(embedder=embedder), llm=llm) as m:
        start = time.perf_counter()
        for t in rows:
            r = m.add(
                [{"role": "user", "name": t.speaker, "content": t.text, "timestamp": t.at}],
                user_id=t.conv,
                session_id=f"{t.conv}:{t.session}",
                now=t.at,
            )
            if r.error:
                raise SystemExit(f"add failed: {r.error}")
            by_episode[r.episodes[0]] = f"{t.conv}/{t.dia_id}"
            run.updated += len(r.updated)
            run.retracted += len(r.retracted)
            per = run.changes.setdefault(t.conv, [0, 0])
            per[0] += len(r.updated)
            per[1] += len(r.retracted)
            for item in r.updated:
                old = m.get(item.supersedes, user_id=t.conv).text if item.supersedes else "?"
                run.versions.append(f"{t.conv} {t.dia_id} UPDATE {old!r} -> {item.text!r}")
            for item in r.retracted:
                run.versions.append(f"{t.conv} {t.dia_id} DELETE {item.text!r} by {t.speaker}: {t.text!r}")
        run.seconds = time.perf_counter() - start
        run.turns = len(rows)
        for conv in sorted({t.conv for t in rows}):
            cursor = None
            while True:
                page = m.list(user_id=conv, status="active", cursor=cursor, limit=1000)
                for item in page.items:
                    run.active.append(item.text)
                    for ev in item.evidence:
                        key = by_episode.get(ev.episode_id)
                        if key:
                            run.memories.setdefault(key, []).append(item.text)
                cursor = page.next
                if not cursor:
                    break
    return run


def observations(data: list[dict[str, Any]], convs: set[str]) -> list[tuple[str, str, str]]:
    """(dia key, speaker, observation) for every observation of the chosen conversations."""
    out: list[tuple[str, str, str]] = []
    for sample in data:
        if sample["sample_id"] not in convs:
            continue
        for per_session in sample["observation"].values():
            for speaker, items in per_session.items():
                for text, dia in items:
                    for d in re.split(r"[;,\s]+", str(dia)):
                        if re.fullmatch(r"D\d+:\d+", d):
                            out.append((f"{sample['sample_id']}/{d}", speaker, text))
    return out


def captured(run: Run, key: str, speaker: str, text: str) -> bool:
    drop = set(tokens(speaker))
    return any(f1(mem, text, drop) >= F1_BAR for mem in run.memories.get(key, []))


def observation_recall(run: Run, obs: list[tuple[str, str, str]]) -> float:
    hit = sum(1 for o in obs if captured(run, *o))
    return hit / len(obs) if obs else 0.0


def recall_by_kind(run: Run, obs: list[tuple[str, str, str]]) -> str:
    """Observation recall on talk acts and views (``TALK_OR_VIEW``) and on the rest, as it reads."""
    out = []
    for name, part in (
        ("talk acts and views", [o for o in obs if TALK_OR_VIEW.search(o[2])]),
        ("the rest", [o for o in obs if not TALK_OR_VIEW.search(o[2])]),
    ):
        hit = sum(1 for o in part if captured(run, *o))
        out.append(f"{name} {hit}/{len(part)} = {hit / max(len(part), 1):.3f}")
    return "; ".join(out)


def agreement(produced: dict[str, list[str]], reference: list[dict[str, Any]]) -> tuple[float, float]:
    """Precision and recall of ``produced`` (dia key -> memory texts) against ``reference``, by the
    same fixed rule as ``gold_scores``: how far two annotators agree, or the extractor with either."""
    made = matched = total = found = 0
    for entry in reference:
        key = f"{entry['conv']}/{entry['dia_id']}"
        mine, wanted = produced.get(key, []), entry["memories"]
        drop = set(tokens(entry["speaker"]))
        made += len(mine)
        total += len(wanted)
        matched += sum(1 for m in mine if any(f1(m, g, drop) >= F1_BAR for g in wanted))
        found += sum(1 for g in wanted if any(f1(m, g, drop) >= F1_BAR for m in mine))
    return (matched / made if made else 1.0), (found / total if total else 1.0)


def gold_scores(run: Run, gold: list[dict[str, Any]]) -> tuple[float, float, float, int]:
    precision, recall = agreement(run.memories, gold)
    mine = [m for entry in gold for m in run.memories.get(f"{entry['conv']}/{entry['dia_id']}", [])]
    broken = sum(1 for m in mine if standalone_problem(m))
    return precision, recall, broken / len(mine) if mine else 0.0, len(mine)


def on_turns(gold: list[dict[str, Any]], rows: list[Turn]) -> list[dict[str, Any]]:
    """The gold entries whose turn is among ``rows``, said in the same words: another data file
    (LoCoMo's other conversations, say) shares its dia ids, not its turns."""
    said = {f"{t.conv}/{t.dia_id}": t.text for t in rows}
    return [e for e in gold if said.get(f"{e['conv']}/{e['dia_id']}") == e["text"]]


def print_agreement(rules: Run, gold: list[dict[str, Any]], second_file: Path) -> None:
    if not gold or not second_file.is_file():
        return
    second = json.loads(second_file.read_text("utf-8"))["turns"]
    keys = {f"{e['conv']}/{e['dia_id']}" for e in gold}
    second = [e for e in second if f"{e['conv']}/{e['dia_id']}" in keys]
    as_made = {f"{e['conv']}/{e['dia_id']}": e["memories"] for e in second}
    rows = [
        ("annotator B vs A (how far two careful people agree)", agreement(as_made, gold)),
        ("rules vs A (the gold file)", agreement(rules.memories, gold)),
        ("rules vs B", agreement(rules.memories, second)),
    ]
    print("\nAgreement on the gold turns (token F1 >= 0.5, the rule above):")
    print("| produced vs reference | precision | recall |\n|---|---|---|")
    for name, (p, r) in rows:
        print(f"| {name} | {p:.3f} | {r:.3f} |")


def scripted(messages: list[dict[str, str]]) -> dict[str, Any]:
    """FakeLLM reply: the whole new message as one memory quoting it, ADD for every candidate."""
    prompt = messages[-1]["content"]
    if prompt.startswith("CANDIDATES"):
        count = len(re.findall(r"^\[c\d+\]", prompt, flags=re.M))
        return {"operations": [{"candidate": f"c{i + 1}", "op": "ADD"} for i in range(count)]}
    new = prompt.split("NEW MESSAGES (cite these):", 1)[1]
    out = []
    for m in re.finditer(r"^\[(m\d+)\] (.*?) at \S+: (.*)$", new, flags=re.M):
        speaker, text = m.group(2).split()[-1].strip("()"), m.group(3).strip()  # "user (Caroline)"
        if len(text.split()) >= 4:
            out.append({"message_id": m.group(1), "quote": text, "text": f"{speaker} said: {text}"})
    return {"memories": out}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--conversations", type=int, default=0, help="only the first N (0: all)")
    parser.add_argument("--llm-turns", type=int, default=300, help="turns replayed with the scripted LLM")
    parser.add_argument("--sample", type=int, default=20, help="random active memories to print")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--embedder", default="hashing", help='the rules run\'s embedder ("auto": the default one)'
    )
    parser.add_argument(
        "--gold", type=Path, default=GOLD, help="gold memories (turns not in --data are left out)"
    )
    parser.add_argument("--gold-b", type=Path, default=GOLD_B, help="a second annotation of the same turns")
    args = parser.parse_args(argv)
    data = json.loads(args.data.read_text("utf-8"))
    if args.conversations:
        data = data[: args.conversations]
    rows = list(turns(data))
    gold = on_turns(json.loads(args.gold.read_text("utf-8"))["turns"], rows) if args.gold.is_file() else []
    obs = observations(data, {t.conv for t in rows})
    runs: list[Run] = []
    with tempfile.TemporaryDirectory() as tmp:
        runs.append(ingest("rules (offline)", rows, Path(tmp) / "rules.db", embedder=args.embedder))
        llm_rows = rows[: args.llm_turns]
        runs.append(ingest("LLM (scripted fake)", llm_rows, Path(tmp) / "llm.db", FakeLLM(default=scripted)))
    llm_obs = [o for o in obs if o[0] in {f"{t.conv}/{t.dia_id}" for t in llm_rows}]
    header = "| extractor | turns | obs. recall | standalone | gold P | gold R | broken | mem/turn | UPDATE | DELETE | msg/s |"
    print(f"{args.data.name}: {len(rows)} turns, {len(obs)} observations, {len(gold)} gold turns")
    print(header)
    print("|---" * 11 + "|")
    for run in runs:
        ok = sum(1 for t in run.active if standalone_problem(t) is None)
        # Each run is scored on the gold turns it ingested (the scripted run replays the first turns).
        mine = on_turns(gold, llm_rows) if run.name.startswith("LLM") else gold
        p, r, broken, _ = gold_scores(run, mine)
        scores = f"{p:.3f} | {r:.3f} | {broken:.3f}" if mine else "n/a | n/a | n/a"
        recall = observation_recall(run, llm_obs if run.name.startswith("LLM") else obs)
        print(
            f"| {run.name} | {run.turns} | {recall:.3f} | {ok / max(len(run.active), 1):.3f} | {scores}"
            f" | {len(run.active) / run.turns:.2f} | {run.updated} | {run.retracted}"
            f" | {run.turns / run.seconds:.1f} |"
        )
    rules = runs[0]
    print(f"\nObservation recall by kind (rules): {recall_by_kind(rules, obs)}")
    print_agreement(rules, gold, args.gold_b)
    print(
        "\nUPDATE/DELETE per conversation (rules): "
        + ", ".join(f"{c} {u}/{d}" for c, (u, d) in sorted(rules.changes.items()))
    )
    for line in rules.versions:
        print(f"- {line}")
    rng = random.Random(args.seed)
    print(f"\n{args.sample} random active memories (rules):")
    for text in rng.sample(rules.active, min(args.sample, len(rules.active))):
        problem = standalone_problem(text)
        print(f"- {text}" + (f"   [{problem}]" if problem else ""))


if __name__ == "__main__":
    main()
