"""role-policy-v1: authority from the role of the establishing message, and source-attributed wording.

The label never comes from a model: only the role of the episode the candidate's quote was found in
decides it (spec steps 5 to 9).
"""

from __future__ import annotations

import re

from veramem_core.authority import POLICY, ROLE_AUTHORITY, of_role
from veramem_core.models import Authority, Candidate, Episode
from veramem_core.stages import Attribution

# The policy lives in core, which holds it as a ceiling on every stored memory; labelled here.
__all__ = ["POLICY", "ROLE_AUTHORITY", "attribute", "authority_of", "prefix"]

_SOURCE_NOUN = {"tool": "tool", "document": "document", "shared": "shared source"}
_UNSAFE_NAME = re.compile(r"[^\w .:/@-]+", re.UNICODE)


def authority_of(role: str) -> Authority:
    """The authority role-policy-v1 gives ``role``; an unknown role gets the weakest label."""
    return of_role(role)


def prefix(episode: Episode) -> str:
    """The attribution a lower-authority memory's text starts with, or "" for user and system."""
    if authority_of(episode.role) == "authorized":
        return ""
    if episode.role == "assistant":
        return "The assistant suggested: "
    noun = _SOURCE_NOUN.get(episode.role, episode.role)
    # A tool's name is data from outside; keep it short and plain so it cannot smuggle wording in.
    name = _UNSAFE_NAME.sub("", episode.name or "").strip()[:40]
    return f"According to {noun} {name}: " if name else f"According to a {noun}: "


def attribute(candidate: Candidate, episode: Episode) -> Attribution:
    """Label ``candidate`` from ``episode.role`` and word it with its source when below authorized."""
    text = candidate.text.strip()
    lead = prefix(episode)
    if lead and not text.lower().startswith(lead.lower()):
        text = lead + text
    return Attribution(authority=authority_of(episode.role), text=text)
