"""The access predicate in bulk: a boolean mask over per-row columns kept beside an in-process index.

``Access.memory_sql`` and ``Access.episode_sql`` define who may read what; this module evaluates the
same clauses over numpy columns, so one caller with a million readable rows costs a few vector
operations instead of a million ids through Python. Grants are resolved once per query, in SQL, by
``Access.grants_sql`` (the predicate's own grant clauses), into a ``ResolvedGrants``; everything else
the predicate reads is a column of the row. ``tests/core/test_access.py`` checks both forms against one
plain-Python reference model, over the same random users, teams, agents, grants, revocations, times
and visibilities.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from . import _time
from .access import RESOURCE_ROLES, Access, Block

Mask = npt.NDArray[np.bool_]
Codes = npt.NDArray[np.int32]
Stamps = npt.NDArray[np.int64]

NONE = -1  # the code of a NULL id
NEVER = np.iinfo(np.int64).max  # valid_to of a memory that is still valid
VISIBILITY = {"private": 0, "team": 1, "public": 2}
KIND = {"fact": 0, "preference": 1, "event": 2, "experience": 3, "summary": 4}
STATUS = {"active": 0, "superseded": 1, "retracted": 2, "archived": 3}
OTHER = 9  # a value outside the model's vocabulary matches no clause that names a value


@dataclass(frozen=True)
class ResolvedGrants:
    """The grant sets of one query: the caller's teams and agents, the agent's resources, at ``now``."""

    caller: str | None
    agent: str | None
    teams: frozenset[str] = frozenset()
    agents: frozenset[str] = frozenset()
    agents_configured: bool = False
    resources: frozenset[str] = frozenset()
    resources_configured: bool = False
    block: Block = "all"

    @classmethod
    def from_rows(cls, access: Access, rows: Iterable[Any]) -> ResolvedGrants:
        """From the rows of ``access.grants_sql()``."""
        sets: dict[str, set[str]] = {"team": set(), "agent": set(), "resource": set()}
        flags: set[str] = set()
        for row in rows:
            what, obj = row["what"], row["object"]
            if what in sets:
                if obj is not None:
                    sets[what].add(obj)
            else:
                flags.add(what)
        return cls(
            caller=access.caller,
            agent=access.agent,
            teams=frozenset(sets["team"]),
            agents=frozenset(sets["agent"]),
            agents_configured="agents_configured" in flags,
            resources=frozenset(sets["resource"]),
            resources_configured="resources_configured" in flags,
            block=access.block,
        )


class Names:
    """Strings (user, team, agent, resource ids) as small integer codes, shared by every column."""

    def __init__(self) -> None:
        self.codes: dict[str, int] = {}

    def code(self, value: str | None) -> int:
        if value is None:
            return NONE
        found = self.codes.get(value)
        if found is None:
            found = self.codes[value] = len(self.codes)
        return found

    def known(self, values: Iterable[str]) -> list[int]:
        """Codes of the values already seen (an unseen id matches no row)."""
        return [self.codes[v] for v in values if v in self.codes]


def stamp(value: str | None) -> int:
    """A stored timestamp (``_time.to_db`` text) as microseconds since the epoch; NULL is NEVER."""
    if value is None:
        return int(NEVER)
    at = _time.from_db(value)
    assert at is not None
    return int(at.timestamp() * 1_000_000)


def stamps(values: Sequence[str | None]) -> Stamps:
    """``stamp`` over many values at once (numpy parses the fixed-width text): what an index load uses."""
    text = [("NaT" if v is None else v[:-1] if v.endswith("Z") else v) for v in values]
    parsed = np.array(text, dtype="datetime64[us]").astype(np.int64)
    parsed[parsed == np.iinfo(np.int64).min] = NEVER  # NaT: no value
    return parsed


def instant(value: datetime) -> int:
    return int(_time.ensure_aware(value).timestamp() * 1_000_000)


@dataclass
class MemoryColumns:
    """What the predicate reads of each memory row, one array entry per row."""

    user: Codes
    agent: Codes
    team: Codes
    visibility: npt.NDArray[np.int8]
    kind: npt.NDArray[np.int8]
    status: npt.NDArray[np.int8]
    valid_from: Stamps
    valid_to: Stamps
    resources: Codes  # index into ``resource_sets``; NONE: no tool or document evidence
    live: Mask  # False for a row whose memory is gone (or not yet written)
    resource_sets: list[frozenset[str]] = field(default_factory=list[frozenset[str]])


@dataclass
class EpisodeColumns:
    user: Codes
    agent: Codes
    resource: Codes  # code of COALESCE(name, '') for a tool or document episode; NONE otherwise
    event_time: Stamps
    live: Mask


def _isin(column: Codes, codes: Sequence[int]) -> Mask:
    if not codes:
        return np.zeros(column.shape, dtype=np.bool_)
    return np.isin(column, np.asarray(codes, dtype=np.int32))


def memory_mask(
    cols: MemoryColumns,
    names: Names,
    grants: ResolvedGrants,
    as_of: datetime | None = None,
    kinds: Sequence[str] | None = None,
) -> Mask:
    """Readable memory rows, exactly as ``Access.memory_sql(as_of=as_of)`` (with ``m.kind IN kinds``)."""
    mask: Mask
    if as_of is None:
        mask = cols.live & (cols.status == STATUS["active"])
    else:
        at = instant(as_of)
        mask = (
            cols.live & (cols.status <= STATUS["retracted"]) & (cols.valid_from <= at) & (cols.valid_to > at)
        )
    if kinds is not None:
        mask &= np.isin(cols.kind, np.asarray([KIND.get(k, OTHER - 1) for k in kinds], dtype=np.int8))
    if grants.caller is None:
        return mask
    caller = names.codes.get(grants.caller, -2)  # -2: a caller who owns nothing matches no owner
    own = cols.user == caller
    seen = (cols.visibility == VISIBILITY["private"]) & own
    seen |= (cols.visibility == VISIBILITY["team"]) & _isin(cols.team, names.known(grants.teams))
    seen |= cols.visibility == VISIBILITY["public"]
    mask &= seen
    mask &= (cols.kind != KIND["preference"]) | own
    if grants.block == "own":
        mask &= own
    elif grants.block == "shared":
        mask &= ~own
    if grants.agents_configured:
        mask &= (cols.agent == NONE) | _isin(cols.agent, names.known(grants.agents))
    if grants.agent is not None:
        if grants.agents_configured and grants.agent not in grants.agents:
            return np.zeros(mask.shape, dtype=np.bool_)
        if grants.resources_configured:
            allowed = np.array([s <= grants.resources for s in cols.resource_sets] + [True], dtype=np.bool_)
            mask &= allowed[cols.resources]  # NONE (-1) picks the trailing True
    return mask


def episode_mask(
    cols: EpisodeColumns, names: Names, grants: ResolvedGrants, as_of: datetime | None = None
) -> Mask:
    """Readable episode rows, exactly as ``Access.episode_sql()`` (said by ``as_of``, when given)."""
    mask: Mask = cols.live.copy()
    if as_of is not None:
        mask &= cols.event_time <= instant(as_of)
    if grants.caller is None:
        return mask
    if grants.block == "shared":
        return np.zeros(mask.shape, dtype=np.bool_)
    mask &= cols.user == names.codes.get(grants.caller, -2)
    if grants.agents_configured:
        mask &= (cols.agent == NONE) | _isin(cols.agent, names.known(grants.agents))
    if grants.agent is not None:
        if grants.agents_configured and grants.agent not in grants.agents:
            return np.zeros(mask.shape, dtype=np.bool_)
        if grants.resources_configured:
            mask &= (cols.resource == NONE) | _isin(cols.resource, names.known(grants.resources))
    return mask


def resource_name(role: str, name: str | None) -> str | None:
    """What an episode contributes to the resource rule: COALESCE(name, '') for a tool or document."""
    return (name or "") if role in RESOURCE_ROLES else None
