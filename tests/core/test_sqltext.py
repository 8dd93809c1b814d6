"""One SQL text, two dialects: the access predicate is written once and rendered for PostgreSQL."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from veramem_core.access import Access
from veramem_core.sqltext import render

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def test_sqlite_reads_the_text_as_written() -> None:
    where, _ = Access("alice", "bot", NOW).memory_sql("m")
    assert render(where, "sqlite") is where


def test_postgres_gets_the_same_predicate_with_its_parameters() -> None:
    for access in (Access("alice", "bot", NOW), Access("alice", None, NOW), Access.admin(NOW)):
        for where, params in (
            access.memory_sql("m"),
            access.memory_sql("m", as_of=NOW),
            access.episode_sql("e"),
            access.grants_sql(),
        ):
            pg = render(where, "postgres")
            assert not re.search(r"(?<![:\w]):[A-Za-z_]", pg), "every named parameter is psycopg's"
            assert "+m." not in pg, "SQLite's planner hint is dropped"
            names = set(re.findall(r"%\((\w+)\)s", pg))
            assert names <= set(params), f"parameters the predicate does not bind: {names - set(params)}"
            # Nothing else changes: the clauses are the same words in the same order.
            assert re.sub(r"%\((\w+)\)s", r":\1", pg) == where.replace("+m.", "m.")


def test_the_other_rewrites() -> None:
    assert render("SELECT value FROM json_each(?)", "postgres") == (
        'SELECT value FROM LATERAL (SELECT v COLLATE "C" AS value FROM'
        " json_array_elements_text(CAST(%s AS json)) AS _v(v)) AS _je"
    )
    assert render("INSERT OR IGNORE INTO t (a) VALUES (?)", "postgres") == (
        "INSERT INTO t (a) VALUES (%s) ON CONFLICT DO NOTHING"
    )
    assert render("json_extract(metadata, '$.a.b') LIKE '%.' || :t", "postgres") == (
        "(metadata::json #>> '{a,b}') LIKE '%%.' || %(t)s"
    )
