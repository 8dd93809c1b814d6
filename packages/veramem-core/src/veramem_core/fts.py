"""FTS5 MATCH expressions that keep to the rows a caller could possibly read.

The FTS tables carry a ``scope`` column (migration ``m003_fts_scope``): one token per row, ``u<hex
user>`` for a private memory or an episode, ``t<hex team>`` for a team memory, ``public`` for a
public one. A MATCH restricted to the caller's tokens lets FTS5 score only those rows instead of
every user's. It is a pre-filter, never the authority: every query that uses it still applies the
full access predicate in the same SQL, so a stale or colliding token can cost time, never leak a row.

Rank with ``bm25(<table>, 1.0, 0.0)``: the zero weight keeps the scope phrases out of the score.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .access import Access

# (sql, params) -> rows; ``SQLiteStore.execute`` fits.
Execute = Callable[[str, Mapping[str, Any]], Sequence[Mapping[str, Any]]]

TEXT_COLUMN = {"memories": "text", "episodes": "content"}


def user_token(user_id: str) -> str:
    """The scope token of ``user_id``'s private memories and episodes (SQL: ``'u' || hex(user_id)``)."""
    return "u" + user_id.encode("utf-8").hex().upper()


def writer_token(user_id: str) -> str:
    """The ``scope_rows`` key counting every memory ``user_id`` wrote, whatever its visibility (never
    an FTS token: SQL ``'w' || hex(user_id)``, migration ``m011_writer_rows``)."""
    return "w" + user_id.encode("utf-8").hex().upper()


def team_token(team_id: str) -> str:
    return "t" + team_id.encode("utf-8").hex().upper()


def phrases(words: Sequence[str]) -> str:
    """``words`` as FTS5 strings joined by OR: any query text is safe inside double quotes."""
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


def scope_tokens(table: str, access: Access, execute: Execute) -> list[str] | None:
    """The scope tokens ``access`` could read in ``table``; None for trusted admin code (everything).

    Teams come from the caller's team grants in force at ``access.now``, read with the predicate's
    own SQL, so the pre-filter and the predicate agree on who belongs to which team.
    """
    if access.caller is None:
        return None
    tokens = [user_token(access.caller)]
    if table == "memories":
        sql, params = access.teams_sql()
        tokens += [team_token(r["object"]) for r in execute(sql, params) if r["object"] is not None]
        tokens.append("public")
    return tokens


def scoped_match(table: str, words: Sequence[str], access: Access, execute: Execute) -> str:
    """``scope:(<caller's tokens>) AND <text column>:(<words, OR-ed>)``.

    The text column filter matters as much as the scope: a query word never matches a scope token.
    """
    text = f"{TEXT_COLUMN[table]}:({phrases(words)})"
    tokens = scope_tokens(table, access, execute)
    return text if tokens is None else f"scope:({phrases(tokens)}) AND {text}"


def owned_match(words: Sequence[str], user_id: str, team_id: str | None) -> str | None:
    """``scope:(<tokens a row written in this scope may carry>) AND text:(<every word, AND-ed>)``:
    the memories of one writer's scope holding all of ``words`` (each split at non-word characters,
    as the tokenizer splits it); None when ``words`` hold no word. The caller still filters the
    exact scope in the same SQL."""
    tokens = [user_token(user_id), *([team_token(team_id)] if team_id else []), "public"]
    parts = [p for w in words for p in re.findall(r"\w+", w)]
    if not parts:
        return None
    every = " AND ".join('"' + p.replace('"', '""') + '"' for p in parts)
    return f"scope:({phrases(tokens)}) AND text:({every})"
