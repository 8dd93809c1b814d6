"""The access predicate: who may read what, as parameterised SQL applied before any scoring.

Built once from (caller, agent, now), where ``now`` is always the server's clock (``_time.utcnow``):
no public read takes a time. Grants are read at ``now``, never at the time a memory was written, so
a revocation hides what it covered retroactively. The predicate, in the spec's words:

    status = active
    AND ( (visibility = private AND user_id = caller)
          OR (visibility = team AND team_id IN teams(caller, now))
          OR (visibility = public) )
    AND (no agent grants configured OR agent_id IS NULL OR agent_id IN A(caller, now))

plus: preferences are readable by their owner only; a view of one block (``Access.block``) keeps the
caller's own rows (``own``: every episode, and the memories they wrote) or the others' (``shared``:
team and public memories someone else wrote) among those; reading through an agent needs that agent in
A(caller, now) once the caller has agent grants; and where the reading agent has ``agent_resource``
grants, a memory whose evidence comes from a tool or document is readable only while the agent holds
a grant for every such resource (Collaborative Memory's read rule).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from . import _time
from .models import Grant

Params = dict[str, Any]
Block = Literal["all", "own", "shared"]
BLOCKS: tuple[Block, ...] = ("all", "own", "shared")

# A grant is in force at :acc_now when it was granted by then and not revoked by then.
_ACTIVE = "g.granted_at <= :acc_now AND (g.revoked_at IS NULL OR g.revoked_at > :acc_now)"
_TEAMS = (
    f"SELECT g.object FROM grants g WHERE g.kind = 'team_member' AND g.subject = :acc_caller AND {_ACTIVE}"
)
_AGENTS = (
    f"SELECT g.object FROM grants g WHERE g.kind = 'user_agent' AND g.subject = :acc_caller AND {_ACTIVE}"
)
_AGENTS_CONFIGURED = "EXISTS (SELECT 1 FROM grants g WHERE g.kind = 'user_agent' AND g.subject = :acc_caller)"
_RESOURCES = (
    f"SELECT g.object FROM grants g WHERE g.kind = 'agent_resource' AND g.subject = :acc_agent AND {_ACTIVE}"
)
_RESOURCES_CONFIGURED = (
    "EXISTS (SELECT 1 FROM grants g WHERE g.kind = 'agent_resource' AND g.subject = :acc_agent)"
)
RESOURCE_ROLES = ("tool", "document")
# When the store learnt that a memory's validity had ended: the ledger time of the supersession or
# retraction (a row written already closed was closed from the start). Before that, the row was open.
_CLOSED_AT = (
    "COALESCE((SELECT min(l.ts) FROM ledger l WHERE l.object_id = {m}.id"
    " AND l.op IN ('memory.supersede', 'memory.retract')), {m}.created_at)"
)


def grant_in_force(grants: Iterable[Grant], kind: str, subject: str, obj: str, at: datetime) -> bool:
    """True when an edge ``kind`` from ``subject`` to ``obj`` is in force at ``at`` (the predicate's rule)."""
    return any(
        g.kind == kind
        and g.subject == subject
        and g.object == obj
        and g.granted_at <= at
        and (g.revoked_at is None or g.revoked_at > at)
        for g in grants
    )


@dataclass(frozen=True)
class Access:
    """The caller's view. ``caller=None`` is trusted admin code (``Access.admin``): it sees everything.
    The facade builds it only from an explicit ``admin=True``, never from a missing ``user_id``."""

    caller: str | None
    agent: str | None
    now: datetime
    block: Block = "all"
    """Which readable rows: ``all``; the caller's ``own`` (every readable episode, and the memories
    whose ``user_id`` is the caller); or the ``shared`` block (readable memories someone else wrote,
    no episode). Search fills each block to its own depth, so a busy team never pushes the caller's
    own memory out. Trusted admin reads (``caller=None``) see every row whatever the block."""

    def __post_init__(self) -> None:
        if self.block not in BLOCKS:
            raise ValueError(f"block must be one of {BLOCKS}, got {self.block!r}")

    def only(self, block: Block) -> Access:
        """The same view, narrowed to ``block``."""
        return Access(self.caller, self.agent, self.now, block)

    @classmethod
    def admin(cls, now: datetime | None = None) -> Access:
        """Trusted library code's view: every row, at ``now`` (default the server's clock)."""
        return cls(None, None, now or _time.utcnow())

    def params(self) -> Params:
        return {"acc_caller": self.caller, "acc_agent": self.agent, "acc_now": _time.to_db(self.now)}

    def teams_sql(self) -> tuple[str, Params]:
        """SQL selecting ``object``: the teams the caller belongs to at ``now`` (the predicate's own)."""
        return _TEAMS, self.params()

    def grants_sql(self) -> tuple[str, Params]:
        """SQL selecting (``what``, ``object``): every grant set the predicate reads, at ``now``.

        ``what`` is ``team``, ``agent`` or ``resource`` (an object in force), or ``agents_configured``
        / ``resources_configured`` (a flag row). The bulk form of the predicate
        (``veramem_core.access_mask``) resolves grants once per query with this, from the same clauses
        as ``memory_sql`` and ``episode_sql``.
        """
        sql = " UNION ALL ".join(
            (
                f"SELECT 'team' AS what, object FROM ({_TEAMS})",
                f"SELECT 'agent' AS what, object FROM ({_AGENTS})",
                f"SELECT 'agents_configured' AS what, NULL AS object WHERE {_AGENTS_CONFIGURED}",
                f"SELECT 'resource' AS what, object FROM ({_RESOURCES})",
                f"SELECT 'resources_configured' AS what, NULL AS object WHERE {_RESOURCES_CONFIGURED}",
            )
        )
        return sql, self.params()

    def memory_sql(
        self,
        alias: str = "m",
        *,
        statuses: tuple[str, ...] | None = ("active",),
        as_of: datetime | None = None,
    ) -> tuple[str, Params]:
        """SQL over ``memories AS alias``: readable rows with ``statuses`` (None: any status).

        With ``as_of``, the rows valid then (``valid_from <= as_of < valid_to``) as VeraMem knew them
        then: written by ``as_of`` (``created_at``, the server's clock), and open unless their end was
        recorded by then. Whatever became of them since is ignored, except archiving. So a backdated
        ``add`` never appears in a view of a time before it was written.
        """
        m = alias
        params = self.params()
        clauses: list[str] = []
        if as_of is not None:
            params["acc_as_of"] = _time.to_db(as_of)
            clauses.append(
                f"{m}.status IN ('active', 'superseded', 'retracted') AND {m}.valid_from <= :acc_as_of"
                f" AND {m}.created_at <= :acc_as_of AND ({m}.valid_to IS NULL OR {m}.valid_to > :acc_as_of"
                f" OR {_CLOSED_AT.format(m=m)} > :acc_as_of)"
            )
        elif statuses is not None:
            names = ", ".join(f":acc_status_{i}" for i in range(len(statuses)))
            params.update({f"acc_status_{i}": s for i, s in enumerate(statuses)})
            clauses.append(f"{m}.status IN ({names})")
        if self.caller is None:
            return (" AND ".join(clauses) or "1 = 1"), params
        clauses.append(
            # The unary + keeps SQLite off the visibility index, which would scan every private row.
            f"(({m}.user_id = :acc_caller AND +{m}.visibility = 'private')"
            f" OR ({m}.visibility = 'team' AND {m}.team_id IN ({_TEAMS}))"
            f" OR {m}.visibility = 'public')"
        )
        clauses.append(f"({m}.kind != 'preference' OR {m}.user_id = :acc_caller)")
        if self.block == "own":
            clauses.append(f"{m}.user_id = :acc_caller")
        elif self.block == "shared":
            # Someone else's row is readable only as team or public: saying so lets the store find
            # shared rows by the visibility index instead of reading every private row to reject it.
            clauses.append(f"{m}.user_id != :acc_caller AND {m}.visibility IN ('team', 'public')")
        clauses.append(f"(NOT {_AGENTS_CONFIGURED} OR {m}.agent_id IS NULL OR {m}.agent_id IN ({_AGENTS}))")
        if self.agent is not None:
            clauses.append(self._through_agent())
            clauses.append(
                f"(NOT {_RESOURCES_CONFIGURED} OR NOT EXISTS ("
                f"SELECT 1 FROM evidence ev JOIN episodes e ON e.id = ev.episode_id"
                f" WHERE ev.memory_id = {m}.id AND e.role IN ('tool', 'document')"
                f" AND COALESCE(e.name, '') NOT IN ({_RESOURCES})))"
            )
        return " AND ".join(clauses), params

    def episode_sql(self, alias: str = "e", as_of: datetime | None = None) -> tuple[str, Params]:
        """SQL over ``episodes AS alias``: raw episodes are readable by their own user only. With
        ``as_of``, only those said by then and stored by then (a backdated one was not known then)."""
        e = alias
        params = self.params()
        clauses: list[str] = []
        if as_of is not None:
            params["acc_as_of"] = _time.to_db(as_of)
            clauses.append(f"{e}.event_time <= :acc_as_of AND {e}.created_at <= :acc_as_of")
        if self.caller is None:
            return " AND ".join(clauses) or "1 = 1", params
        if self.block == "shared":
            clauses.append("1 = 0")  # an episode is always its speaker's own
        clauses += [
            f"{e}.user_id = :acc_caller",
            f"(NOT {_AGENTS_CONFIGURED} OR {e}.agent_id IS NULL OR {e}.agent_id IN ({_AGENTS}))",
        ]
        if self.agent is not None:
            clauses.append(self._through_agent())
            clauses.append(
                f"(NOT {_RESOURCES_CONFIGURED} OR {e}.role NOT IN ('tool', 'document')"
                f" OR COALESCE({e}.name, '') IN ({_RESOURCES}))"
            )
        return " AND ".join(clauses), params

    @staticmethod
    def _through_agent() -> str:
        return f"(NOT {_AGENTS_CONFIGURED} OR :acc_agent IN ({_AGENTS}))"
