"""The granularity router: a cheap rule-based classifier, so a search never calls an LLM (AMA routing).

- "summarise", "overall", "overview" ... → summaries;
- fine detail ("exactly", "what did X say", "quote", "word for word") → raw episodes;
- multi-entity questions (two or more names, "both", "compare", "between") → facts plus raw ("dual");
- default → facts, read with the raw turns they came from (also "dual"): search ranks pieces of
  evidence, so a fact and its turn count once, and a turn no fact was derived from (a question, an
  answer in a few words) can still answer. Measured on LoCoMo, facts alone lose 8 points of R@5.

Temporal cues ("latest", "when", "since ...", "before ...") are flagged independently of the level.
"""

from __future__ import annotations

import re

from veramem_core.models import Granularity
from veramem_core.stages import Route

_SUMMARY = re.compile(
    r"\b(summari[sz]e|summary|summaries|overall|overview|in general|recap|big picture|gist|tl;?dr)\b", re.I
)
_DETAIL = re.compile(
    r"\b(exact(ly)?|verbatim|word for word|quote|precisely|specific(ally)?|what (did|does) \w+ (say|said|write|wrote|mention)"
    r"|in (his|her|their|my) (own )?words|literally)\b",
    re.I,
)
_MULTI = re.compile(
    r"\b(both|compare|comparison|between|each of|in common|differ(ence)?s?|versus|vs\.?)\b", re.I
)
_TEMPORAL = re.compile(
    r"\b(latest|newest|most recent(ly)?|recently|currently|current|now|when|since|before|after|until|"
    r"last (time|week|month|year)|first time|ago|what (date|year|month|day)|how long|anymore|still)\b",
    re.I,
)
# Capitalised words that are not names: question words and sentence furniture.
NOT_NAMES_WORDS = (
    "i i'm i've what when where who whom whose which why how did does do is are was were can could would "
    "should will has have had the a an and or but in on at of for to from with by about my your his her "
    "their our its this that these those if then than also please tell give show list find any some all "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december"
)
_NOT_NAMES = frozenset(NOT_NAMES_WORDS.split())
_NAME = re.compile(r"\b[A-Z][\w'-]*\b")


def names(query: str) -> list[str]:
    """Capitalised words that look like names or entities (not question words), in order, unique."""
    found: list[str] = []
    for match in _NAME.finditer(query):
        word = match.group(0).removesuffix("'s")
        if word.lower() in _NOT_NAMES or word in found:
            continue
        found.append(word)
    return found


def route(query: str) -> Route:
    """Pick the levels for ``query`` and say why; never calls a model."""
    temporal = bool(_TEMPORAL.search(query))
    levels: list[Granularity]
    if _SUMMARY.search(query):
        levels = ["summaries", "facts"]
        reason = "summary cue"
    elif _DETAIL.search(query):
        levels = ["episodes"]
        reason = "fine-detail cue"
    elif len(names(query)) >= 2 or _MULTI.search(query):
        levels = ["facts", "episodes"]
        reason = "multi-entity question: dual"
    else:
        levels = ["facts", "episodes"]
        reason = "default: facts with the turns they came from"
    if temporal:
        reason += "; temporal"
    return Route(levels=levels, temporal=temporal, reason=reason)
