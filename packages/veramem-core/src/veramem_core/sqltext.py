"""One SQL text for both stores: the SQLite spelling, rendered mechanically for PostgreSQL.

The access predicate (``access.py``), the ledger (``ledger.py``), erasure (``erasure.py``) and the
readable-rows clause (``sqlite_search.readable_where``) are written once, in the SQLite spelling with
named (``:name``) or positional (``?``) parameters. ``render`` turns that text into psycopg's: the
same clauses, never a second hand-kept copy that could drift. It rewrites exactly these forms:

- ``:name`` and ``?`` parameters become ``%(name)s`` and ``%s`` (a literal ``%`` becomes ``%%``);
- SQLite's planner hint, a unary ``+`` before a column (``+m.visibility``), is dropped;
- ``json_each(x) [AS] w`` (a JSON array) becomes a subquery over ``json_array_elements_text`` with
  the same single column ``value``, collated bytewise like every text column of the store;
- ``json_extract(col, '$.a.b')`` becomes ``(col::json #>> '{a,b}')``;
- ``INSERT OR IGNORE INTO ...`` becomes ``INSERT INTO ... ON CONFLICT DO NOTHING``.

Anything else must already be common SQL (the tests of both stores run every statement).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Literal, Protocol

Dialect = Literal["sqlite", "postgres"]

_NAMED = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")
_HINT = re.compile(r"(?<![\w)'\"])\+(?=[A-Za-z_]\w*\.)")
_JSON_EACH = re.compile(
    r"json_each\(([^()]+)\)(?:(?:\s+AS)?\s+(?!(?:WHERE|CROSS|JOIN|UNION|ON|GROUP|ORDER|LIMIT)\b)(\w+))?"
)
_JSON_EXTRACT = re.compile(r"json_extract\(([\w.]+), '\$\.([\w.]+)'\)")
_OR_IGNORE = "INSERT OR IGNORE INTO"


class Conn(Protocol):
    """What the ledger and erasure need of a connection: ``sqlite3.Connection`` or the PostgreSQL
    store's adapter. Rows read by column name (``row["id"]``) and by position (``row[0]``)."""

    def execute(self, sql: str, parameters: Any = ..., /) -> Any: ...


@lru_cache(maxsize=1024)
def render(sql: str, dialect: Dialect) -> str:
    """``sql`` (SQLite spelling) as ``dialect`` reads it."""
    if dialect == "sqlite":
        return sql
    out = sql.replace("%", "%%")
    out = _HINT.sub("", out)
    out = _JSON_EACH.sub(
        lambda m: (
            f'LATERAL (SELECT v COLLATE "C" AS value FROM json_array_elements_text(CAST({m[1]} AS json)) AS _v(v))'
            f" AS {m[2] or '_je'}"
        ),
        out,
    )
    out = _JSON_EXTRACT.sub(lambda m: f"({m[1]}::json #>> '{{{','.join(m[2].split('.'))}}}')", out)
    if _OR_IGNORE in out:
        out = out.replace(_OR_IGNORE, "INSERT INTO") + " ON CONFLICT DO NOTHING"
    out = _NAMED.sub(r"%(\1)s", out)
    return out.replace("?", "%s")
