"""role-policy-v1 as a ceiling: a memory's authority is a function of its evidence.

The write path labels a memory from the role of the message that establishes it (``veramem-manage``);
this module is what holds whatever a plugin or a later write does: a memory's authority is never
higher than what the policy gives the strongest of its evidence episodes. (A memory with no evidence
row at all has no strongest evidence to bound it: the write path never makes one, and the ceiling
applies from its first evidence row on.) The store refuses a write that breaks it, in code and in SQLite triggers
(migration ``m006_slot_authority``; PostgreSQL: ``p002_slot_authority``), and ``verify`` recomputes it
for every live memory, on either store.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .errors import ValidationError
from .models import AUTHORITY_ORDER, Authority, Evidence, VerifyReport
from .sqltext import Conn

POLICY = "role-policy-v1"

ROLE_AUTHORITY: dict[str, Authority] = {
    "user": "authorized",
    "system": "authorized",
    "assistant": "attested",
    "tool": "unendorsed",
    "document": "unendorsed",
    "shared": "unendorsed",
}


def of_role(role: str) -> Authority:
    """What role-policy-v1 gives a message of ``role``; an unknown role gets the weakest label."""
    return ROLE_AUTHORITY.get(role, "unendorsed")


def strength(authority: str) -> int:
    """2 for authorized, 1 for attested, 0 for unendorsed."""
    return len(AUTHORITY_ORDER) - 1 - AUTHORITY_ORDER.index(authority)


def weaker(a: str, b: str) -> bool:
    """True when authority ``a`` is strictly weaker than ``b``: the one test of "authority never
    rises" that the write path (``write.py``) and veramem-manage's guards share."""
    return strength(a) < strength(b)


def ceiling(roles: Iterable[str]) -> Authority:
    """The highest authority evidence of ``roles`` can carry: the policy's label of the strongest."""
    best = max((strength(of_role(r)) for r in roles), default=0)
    return AUTHORITY_ORDER[len(AUTHORITY_ORDER) - 1 - best]  # type: ignore[return-value]


def above(authority: str, roles: Iterable[str]) -> bool:
    """True when ``authority`` is higher than evidence of ``roles`` can carry (never for no evidence)."""
    roles = list(roles)
    return bool(roles) and strength(authority) > strength(ceiling(roles))


# The same policy as SQL, for the triggers and for verify: strength of an authority, of a role.
AUTHORITY_STRENGTH_SQL = "(CASE {a} WHEN 'authorized' THEN 2 WHEN 'attested' THEN 1 ELSE 0 END)"
ROLE_STRENGTH_SQL = "(CASE {r} WHEN 'user' THEN 2 WHEN 'system' THEN 2 WHEN 'assistant' THEN 1 ELSE 0 END)"
EVIDENCE_CEILING_SQL = (
    "(SELECT coalesce(max(" + ROLE_STRENGTH_SQL.format(r="ep.role") + "), 2)"
    " FROM evidence ev JOIN episodes ep ON ep.id = ev.episode_id WHERE ev.memory_id = {m})"
)


def violations(conn: Conn) -> list[str]:
    """Every memory row whose authority is above what its evidence carries under role-policy-v1."""
    strength_sql = AUTHORITY_STRENGTH_SQL.format(a="m.authority")
    rows = conn.execute(
        f"SELECT m.id AS id, m.authority AS authority, {EVIDENCE_CEILING_SQL.format(m='m.id')} AS best"
        f" FROM memories m WHERE {strength_sql} > {EVIDENCE_CEILING_SQL.format(m='m.id')}"
    ).fetchall()
    return [
        f"memory {r['id']}: authority {r['authority']!r} is above what its evidence carries"
        f" ({AUTHORITY_ORDER[len(AUTHORITY_ORDER) - 1 - int(r['best'])]!r} under {POLICY})"
        for r in rows
    ]


def checked(report: VerifyReport, conn: Conn) -> VerifyReport:
    """``report`` with every authority violation added to its problems."""
    found = violations(conn)
    if not found:
        return report
    return report.model_copy(update={"ok": False, "problems": [*report.problems, *found]})


def refuse_above(memory_id: str, label: str, roles: Mapping[str, str]) -> None:
    """``ValidationError`` when ``label`` is above what evidence of ``roles`` (episode id -> role)
    carries: the stores' check in code, before the triggers' check below it."""
    if above(label, roles.values()):
        raise ValidationError(
            f"memory {memory_id!r}: authority {label!r} is above what its evidence carries"
            f" ({ceiling(roles.values())!r} under {POLICY}, roles {sorted(set(roles.values()))})"
        )


def refuse_raise(memory_id: str, current: str, wanted: str) -> None:
    """``ValidationError`` unless ``wanted`` is a label no higher than ``current``: authority is only
    ever lowered in place, whatever the evidence."""
    if wanted not in AUTHORITY_ORDER or strength(wanted) > strength(current):
        raise ValidationError(f"authority of memory {memory_id!r} cannot rise from {current!r} to {wanted!r}")


def strongest_first(evidence: Sequence[Evidence], roles: Mapping[str, str]) -> list[int]:
    """Positions of ``evidence``, the strongest role first: the ceiling triggers check after each
    row, so the row that carries the memory's authority must be written before a weaker one."""
    return sorted(
        range(len(evidence)), key=lambda i: -strength(of_role(roles.get(evidence[i].episode_id, "")))
    )
