"""Changes of state, phrased as people phrase them: how many become the old fact's next version.

    uv run python bench/changes.py [--distractors N]

Each pair is a fact the speaker states, then, a month later in another session (after the listener's
"what's new?"), the change. Both go through ``Memory.add`` with the speaker's name, one user per
pair, the offline engines and the hashing embedder, in a fresh data home. A pair counts when the
change is an UPDATE (or DELETE) of the fact's memory. ``--distractors`` first stores that many
unrelated memories of the same speaker, so the old fact must be found among them (the store is
asked by slot and by words, not only by what the embedder ranks).

The pairs were written from outside the code, as a user would phrase changes (jobs, homes,
partners, pets, possessions, study, memberships, habits, diet), before the rules that now read
them; the ones still missed are printed.
"""

from __future__ import annotations

import argparse
import random
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from veramem import Memory
from veramem_core.config import Config

PAIRS: list[tuple[str, str]] = [
    (
        "I work as a nurse at the city hospital.",
        "I quit my job at the hospital last week, time for something new!",
    ),
    ("I work as a nurse at the city hospital.", "Big news - I got a new job as a teacher at a local school!"),
    ("I live in Boston with my roommate.", "We finally moved to Seattle last month!"),
    ("I live in Boston with my roommate.", "I just moved into a new apartment in Denver."),
    (
        "My boyfriend Mark and I have been together for two years.",
        "Mark and I broke up last week. It's been rough.",
    ),
    ("My boyfriend Mark and I have been together for two years.", "Mark and I got engaged last weekend!"),
    ("I have a cat named Luna.", "Sadly, Luna passed away last month."),
    ("I have a cat named Luna.", "We had to give Luna away because of my allergies."),
    ("I drive an old Honda Civic.", "I sold my Civic and bought a Tesla!"),
    ("I play guitar in a band.", "I left the band last month to focus on school."),
    ("I'm studying law at NYU.", "I graduated from NYU last week!"),
    ("I'm single right now.", "I met someone special and we're dating now!"),
    ("I'm vegetarian.", "I started eating fish again recently."),
    ("I work at Google as an engineer.", "Today was my last day at Google. Starting at Meta next week!"),
    ("I coach the youth basketball team.", "I stepped down as coach of the youth team."),
    (
        "I volunteer at the animal shelter every weekend.",
        "I don't volunteer at the shelter anymore, too busy with work.",
    ),
    ("I'm married to Tom.", "Tom and I got divorced last year."),
    ("I live with my parents.", "I finally moved out of my parents' place!"),
    ("I rent an apartment downtown.", "We bought a house in the suburbs!"),
    ("I'm a student at UCLA.", "I dropped out of UCLA last semester."),
    ("I'm working part-time at Starbucks.", "I'm not working at Starbucks anymore."),
    ("I'm vegetarian.", "I'm not vegetarian anymore."),
    ("I play soccer every Sunday.", "I quit soccer after my knee injury."),
    ("I'm learning Spanish.", "I gave up on Spanish."),
    ("I go to the gym every morning.", "I cancelled my gym membership."),
    ("I'm a teacher.", "I retired from teaching last year."),
    ("I work as a barista at Blue Bottle.", "I got fired from Blue Bottle."),
    ("My girlfriend is Emma.", "Emma and I split up."),
    ("I have a goldfish named Bubbles.", "Bubbles died yesterday."),
    ("I live in a small flat in London.", "We moved back to Manchester in June."),
    ("I own a bakery downtown.", "I sold the bakery last year."),
]
T0 = datetime(2023, 5, 8, 13, 0, tzinfo=UTC)
_THINGS = ["a red bike", "two cats", "a garden", "a big library", "a camera", "a piano", "a boat", "a tent"]


def changed(first: str, change: str, distractors: int, home: Path) -> bool:
    with Memory(path=home / "memory.db", config=Config(embedder="hashing")) as m:
        said = {"role": "user", "name": "Sam"}
        kept = m.add(
            [{**said, "content": first, "timestamp": T0}], user_id="u", session_id="s1", now=T0
        ).added
        rng = random.Random(1)
        for k in range(distractors):
            at = T0 + timedelta(days=1, minutes=k)
            text = f"I bought {rng.choice(_THINGS)} at store number {k} in town {k % 17}."
            m.add([{**said, "content": text, "timestamp": at}], user_id="u", session_id=f"f{k}", now=at)
        later = T0 + timedelta(days=30)
        asked = {"role": "user", "name": "Kim", "content": "Hey Sam, what's new?", "timestamp": later}
        m.add([asked], user_id="u", session_id="s2", now=later)
        then = later + timedelta(seconds=1)
        result = m.add(
            [{**said, "content": change, "timestamp": then}], user_id="u", session_id="s2", now=then
        )
        ids = {item.id for item in kept}
        return any(item.supersedes in ids for item in result.updated) or any(
            item.id in ids for item in result.retracted
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--distractors", type=int, default=0, help="unrelated memories stored first")
    args = parser.parse_args(argv)
    missed: list[tuple[str, str]] = []
    for first, change in PAIRS:
        with tempfile.TemporaryDirectory() as tmp:
            if not changed(first, change, args.distractors, Path(tmp)):
                missed.append((first, change))
    done = len(PAIRS) - len(missed)
    print(
        f"{done} of {len(PAIRS)} changes became versions ({args.distractors} unrelated memories stored first)"
    )
    for first, change in missed:
        print(f"- missed: {first!r} -> {change!r}")


if __name__ == "__main__":
    main()
