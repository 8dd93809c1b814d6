"""The SQLite store's in-process vector index: one matrix per (owner type, model), access columns beside it.

Vectors live in SQLite (float32 blobs, with the model name and dimension); search scores an in-process
copy. Beside the matrix sit the columns the access predicate reads (owner, team, agent, visibility,
kind, status, validity, tool and document sources), so a query evaluates the predicate as one boolean
mask (``veramem_core.access_mask``) before anything is ranked: no id list crosses into Python.

The index follows every writer, in this process or another, through ``row_stamps`` (migration
``m007_scale``): triggers stamp each changed memory, episode and vector, and ``sync`` reloads the rows
stamped after its cursor; a deletion rebuilds the index. Large indexes also keep an int8 copy of the
matrix: a full int8 scan (SIMD kernels from ``simsimd``, the ``scale`` extra) picks candidates and the
float32 rows rescore them, so the scores returned are always exact.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from .access_mask import (
    KIND,
    NONE,
    OTHER,
    STATUS,
    VISIBILITY,
    EpisodeColumns,
    Mask,
    MemoryColumns,
    Names,
    ResolvedGrants,
    episode_mask,
    memory_mask,
    resource_name,
    stamps,
)
from .derived import vector_fault
from .embedding import Vectors

log = logging.getLogger("veramem")

Rows = Callable[[str, Any], Sequence[sqlite3.Row]]  # ``SQLiteStore._rows``: rows read by column name
Scores = npt.NDArray[np.float32]

OWNER_TABLES = {"memory": "memories", "episode": "episodes"}
# From this many rows on, an int8 scan picks candidates for exact rescoring: below it a float32 scan
# costs a few milliseconds and stays exact without a second pass. At 100k rows the float32 scan
# (5 ms on one core) cost as much as the rest of a search; the int8 one a quarter of it, with
# recall@10 against exact search 1.000 (``bench/search_latency.py``).
QUANTISE_FROM = 100_000
_MASKS_KEPT = 8
_GATHERED_BYTES = 64 << 20  # the copies of few readable rows kept beside the masks (``_gathered``)
_MEMORY_ATTRS = "o.user_id, o.agent_id, o.team_id, o.visibility, o.kind, o.status, o.valid_from, o.valid_to"
_EPISODE_ATTRS = "o.user_id, o.agent_id, o.role, o.name, o.event_time"


def _simsimd() -> Any:
    # Optional (``pip install "veramem-core[scale]"``): without it the int8 scan runs in numpy.
    if importlib.util.find_spec("simsimd") is None:
        return None
    return importlib.import_module("simsimd")


class VectorIndex:
    """Vectors of one model for one owner type, with the access columns of their owners."""

    def __init__(self, rows: Rows, owner_type: str, model: str, quantise_from: int = QUANTISE_FROM) -> None:
        if owner_type not in OWNER_TABLES:
            raise ValueError(f"owner_type must be 'memory' or 'episode', got {owner_type!r}")
        self._read = rows
        self.owner_type = owner_type
        self.table = OWNER_TABLES[owner_type]
        self.model = model
        self.quantise_from = quantise_from
        self._lock = threading.Lock()
        self._reset()

    def _reset(self) -> None:
        self.cursor = 0
        self.version = 0
        self.size = 0
        self.ids: list[str] = []
        self.row_of: dict[str, int] = {}
        self.names = Names()
        self.matrix: Vectors = np.zeros((0, 0), dtype=np.float32)
        self.int8: npt.NDArray[np.int8] | None = None
        self.scale = 1.0
        self.cols: dict[str, npt.NDArray[Any]] = {}
        self.resource_sets: list[frozenset[str]] = []
        self._resource_index: dict[frozenset[str], int] = {}
        self._masks: OrderedDict[tuple[Any, ...], Mask] = OrderedDict()
        self._gathers: OrderedDict[int, tuple[Mask, npt.NDArray[np.int64], Vectors]] = OrderedDict()

    def __len__(self) -> int:
        return self.size

    # --- keeping up with writers ---

    def sync(self) -> None:
        """Catch up with every vector and owner row stamped since the last sync."""
        with self._lock:
            stamps = self._read(
                "SELECT seq, tbl, rid, deleted FROM row_stamps WHERE seq > ? ORDER BY seq", (self.cursor,)
            )
            if not stamps:
                return
            mine = [s for s in stamps if s["tbl"] in ("vectors", self.table)]
            if self.cursor == 0 or any(s["deleted"] for s in mine):
                self._rebuild()
                return
            vector_rids = [s["rid"] for s in mine if s["tbl"] == "vectors"]
            owner_rids = [s["rid"] for s in mine if s["tbl"] == self.table]
            self.cursor = stamps[-1]["seq"]
            if vector_rids:
                self._load_vectors("v.rowid IN (SELECT value FROM json_each(?))", [json.dumps(vector_rids)])
            if owner_rids:
                self._load_owners(owner_rids)
            if mine:
                self.version += 1
                self._masks.clear()
                self._gathers.clear()

    def _rebuild(self) -> None:
        self._reset()
        last = self._read("SELECT max(seq) AS seq FROM row_stamps", ())
        self.cursor = int(last[0]["seq"] or 0)
        self._load_vectors("1", [])
        self.version += 1

    def _load_vectors(self, where: str, params: list[Any]) -> None:
        attrs = _MEMORY_ATTRS if self.owner_type == "memory" else _EPISODE_ATTRS
        rows = self._read(
            f"SELECT v.owner_id AS id, v.vector AS vector, v.dim AS dim, o.id AS owner, {attrs} FROM vectors v"
            f" LEFT JOIN {self.table} o ON o.id = v.owner_id"
            f" WHERE v.model = ? AND v.owner_type = ? AND {where} ORDER BY v.rowid",
            [self.model, self.owner_type, *params],
        )
        # A malformed row (a derived-table fault verify reports and repair rebuilds) is skipped: it
        # must never take search down for every caller.
        width = self.matrix.shape[1] if self.size else None
        sound: list[sqlite3.Row] = []
        for r in rows:
            fault = vector_fault(r["dim"], r["vector"])
            if fault is None and width is not None and r["dim"] != width:
                fault = f"dimension {r['dim']} where the index holds {width}"
            if fault is None:
                sound.append(r)
            else:
                log.warning(
                    "skipped the vector of %s %s: %s (veramem repair rebuilds it)",
                    self.owner_type,
                    r["id"],
                    fault,
                )
        rows = sound
        if rows:
            rows = [r for r in rows if r["dim"] == rows[0]["dim"]]
        if not rows:
            return
        dim = len(rows[0]["vector"]) // 4
        matrix = np.frombuffer(b"".join(r["vector"] for r in rows), dtype=np.float32).reshape(len(rows), dim)
        if self.size == 0 and self.matrix.shape[1] != dim:
            self.matrix = np.zeros((max(1024, len(rows)), dim), dtype=np.float32)
        positions: list[int] = []
        for r in rows:
            row = self.row_of.get(r["id"])
            if row is None:  # a re-written vector replaces its row in place
                row = self.row_of[r["id"]] = len(self.ids)
                self.ids.append(r["id"])
            positions.append(row)
        self._grow(len(self.ids))
        at: npt.NDArray[np.int64] = np.asarray(positions, dtype=np.int64)
        self.matrix[at] = matrix
        self.size = len(self.ids)
        self._set_owner_columns(at, rows)
        if self.owner_type == "memory":
            self._load_resources([r["id"] for r in rows], every=where == "1")
        self._quantise(at)

    def _load_owners(self, rids: list[int]) -> None:
        attrs = _MEMORY_ATTRS if self.owner_type == "memory" else _EPISODE_ATTRS
        rows = [
            r
            for r in self._read(
                f"SELECT o.id AS id, o.id AS owner, {attrs} FROM {self.table} o"
                " WHERE o.rowid IN (SELECT value FROM json_each(?))",
                [json.dumps(rids)],
            )
            if r["id"] in self.row_of
        ]
        if not rows:
            return
        at = np.asarray([self.row_of[r["id"]] for r in rows], dtype=np.int64)
        self._set_owner_columns(at, rows)
        if self.owner_type == "memory":
            self._load_resources([r["id"] for r in rows])

    def _grow(self, need: int) -> None:
        capacity = self.matrix.shape[0]
        if need > capacity:  # grow geometrically: appends stay amortised O(1)
            capacity = max(need, 2 * capacity)
            grown = np.zeros((capacity, self.matrix.shape[1]), dtype=np.float32)
            grown[: self.size] = self.matrix[: self.size]
            self.matrix = grown
            if self.int8 is not None:
                grown8 = np.zeros((capacity, self.int8.shape[1]), dtype=np.int8)
                grown8[: self.size] = self.int8[: self.size]
                self.int8 = grown8
        for name, column in list(self.cols.items()):
            if column.shape[0] < capacity:
                fill = False if column.dtype == np.bool_ else 0
                grown_col = np.full(capacity, fill, dtype=column.dtype)
                grown_col[: column.shape[0]] = column
                self.cols[name] = grown_col
        if not self.cols:
            self._new_columns(capacity)

    def _new_columns(self, capacity: int) -> None:
        def ints(dtype: Any) -> npt.NDArray[Any]:
            return np.zeros(capacity, dtype=dtype)

        names = ["user", "agent", "team", "resources", "resource"]
        self.cols = {n: ints(np.int32) for n in names}
        self.cols.update({n: ints(np.int8) for n in ("visibility", "kind", "status")})
        self.cols.update({n: ints(np.int64) for n in ("valid_from", "valid_to", "event_time")})
        self.cols["live"] = np.zeros(capacity, dtype=np.bool_)

    def _set_owner_columns(self, at: npt.NDArray[np.int64], rows: Sequence[sqlite3.Row]) -> None:
        code = self.names.code
        cols = self.cols
        live = [r["owner"] is not None for r in rows]
        cols["live"][at] = live
        cols["user"][at] = [code(r["user_id"]) for r in rows]
        cols["agent"][at] = [code(r["agent_id"]) for r in rows]
        if self.owner_type == "memory":
            cols["team"][at] = [code(r["team_id"]) for r in rows]
            cols["visibility"][at] = [VISIBILITY.get(r["visibility"], OTHER) for r in rows]
            cols["kind"][at] = [KIND.get(r["kind"], OTHER) for r in rows]
            cols["status"][at] = [STATUS.get(r["status"], OTHER) for r in rows]
            cols["valid_from"][at] = np.where(live, stamps([r["valid_from"] for r in rows]), 0)
            cols["valid_to"][at] = stamps([r["valid_to"] for r in rows])
        else:
            cols["resource"][at] = [
                NONE if r["owner"] is None else _code_or_none(code, resource_name(r["role"], r["name"]))
                for r in rows
            ]
            cols["event_time"][at] = np.where(live, stamps([r["event_time"] for r in rows]), 0)

    def _load_resources(self, ids: list[str], every: bool = False) -> None:
        """The tool and document names each memory's evidence comes from (the resource rule).

        ``every``: ``ids`` are all the index holds, so read every such evidence row instead of
        filtering by a list of a million ids."""
        sql = (
            "SELECT ev.memory_id AS id, COALESCE(e.name, '') AS name FROM evidence ev"
            " JOIN episodes e ON e.id = ev.episode_id WHERE e.role IN ('tool', 'document')"
        )
        rows = (
            self._read(sql, ())
            if every
            else self._read(sql + " AND ev.memory_id IN (SELECT value FROM json_each(?))", [json.dumps(ids)])
        )
        found: dict[str, set[str]] = {}
        for r in rows:
            found.setdefault(r["id"], set()).add(r["name"])
        column = self.cols["resources"]
        if every:  # all rows: none has such evidence, then set the few that do
            column[: self.size] = NONE
            ids = [i for i in found if i in self.row_of]
        for ident in ids:
            used = found.get(ident)
            column[self.row_of[ident]] = NONE if used is None else self._resource_set(frozenset(used))

    def _resource_set(self, used: frozenset[str]) -> int:
        index = self._resource_index.get(used)
        if index is None:
            index = self._resource_index[used] = len(self.resource_sets)
            self.resource_sets.append(used)
        return index

    def _quantise(self, at: npt.NDArray[np.int64]) -> None:
        if self.int8 is None:
            if self.size < self.quantise_from:
                return
            # One scale for the whole matrix, fixed once: rows added later are clipped to it.
            peak = float(np.abs(self.matrix[: self.size]).max()) or 1.0
            self.scale = 127.0 / peak
            self.int8 = np.zeros(self.matrix.shape, dtype=np.int8)
            at = np.arange(self.size, dtype=np.int64)
        self.int8[at] = np.clip(np.rint(self.matrix[at] * self.scale), -127, 127).astype(np.int8)

    # --- search ---

    def mask(self, grants: ResolvedGrants, as_of: datetime | None, kinds: Sequence[str] | None) -> Mask:
        """Readable rows for these grants; cached per index version, so repeated queries reuse it."""
        key = (grants, as_of, tuple(kinds) if kinds is not None else None, self.version)
        found = self._masks.get(key)
        if found is not None:
            self._masks.move_to_end(key)
            return found
        n = self.size
        c = self.cols
        if self.owner_type == "memory":
            cols = MemoryColumns(
                user=c["user"][:n],
                agent=c["agent"][:n],
                team=c["team"][:n],
                visibility=c["visibility"][:n],
                kind=c["kind"][:n],
                status=c["status"][:n],
                valid_from=c["valid_from"][:n],
                valid_to=c["valid_to"][:n],
                resources=c["resources"][:n],
                live=c["live"][:n],
                resource_sets=self.resource_sets,
            )
            found = memory_mask(cols, self.names, grants, as_of, kinds)
        else:
            ep = EpisodeColumns(
                user=c["user"][:n],
                agent=c["agent"][:n],
                resource=c["resource"][:n],
                event_time=c["event_time"][:n],
                live=c["live"][:n],
            )
            found = episode_mask(ep, self.names, grants, as_of)
        self._masks[key] = found
        if len(self._masks) > _MASKS_KEPT:
            self._masks.popitem(last=False)
        return found

    def search(
        self,
        query: Vectors,
        grants: ResolvedGrants,
        limit: int,
        as_of: datetime | None = None,
        kinds: Sequence[str] | None = None,
    ) -> list[tuple[str, float]]:
        """(id, cosine) of the best ``limit`` readable rows, best first; ties by row order."""
        with self._lock:
            if self.size == 0 or limit <= 0:
                return []
            q = np.asarray(query, dtype=np.float32).reshape(-1)
            mask = self.mask(grants, as_of, kinds)
            readable = int(np.count_nonzero(mask))
            if readable == 0:
                return []
            if readable * 8 < self.size:
                # Few readable rows: gathering them beats scanning everything.
                rows, gathered = self._gathered(mask)
                return self._top(rows, gathered @ q, limit)
            if self.int8 is not None:
                return self._quantised(q, mask, readable, limit)
            sims = self.matrix[: self.size] @ q
            rows = np.flatnonzero(mask)
            return self._top(rows, sims[rows], limit)

    def _gathered(self, mask: Mask) -> tuple[npt.NDArray[np.int64], Vectors]:
        """The rows of ``mask`` and their vectors as one matrix. Kept, like the masks, for this index
        version (as many as masks, ``_GATHERED_BYTES`` at most): the caller's own block of a pool is
        asked again by every query, and copying its rows out of the matrix cost more than scoring them."""
        key = id(mask)
        found = self._gathers.get(key)
        if found is not None and found[0] is mask:
            self._gathers.move_to_end(key)
            return found[1], found[2]
        rows = np.flatnonzero(mask)
        gathered = self.matrix[rows]
        if gathered.nbytes <= _GATHERED_BYTES:
            self._gathers[key] = (mask, rows, gathered)
            while len(self._gathers) > _MASKS_KEPT or (
                sum(g[2].nbytes for g in self._gathers.values()) > _GATHERED_BYTES
            ):
                self._gathers.popitem(last=False)
        return rows, gathered

    def _quantised(self, q: Vectors, mask: Mask, readable: int, limit: int) -> list[tuple[str, float]]:
        assert self.int8 is not None
        q8 = np.clip(np.rint(q * (127.0 / (float(np.abs(q).max()) or 1.0))), -127, 127).astype(np.int8)
        rough = int8_scores(self.int8[: self.size], q8)
        np.putmask(rough, ~mask, -np.inf)
        # Exact float32 rescoring of a generous head: int8 rounding only reorders near-ties.
        head = min(readable, 4 * limit + 100)
        candidates = np.argpartition(rough, self.size - head)[self.size - head :]
        return self._top(candidates, self.matrix[candidates] @ q, limit)

    def search_ids(self, query: Vectors, ids: Sequence[str], limit: int) -> list[tuple[str, float]]:
        """(id, cosine) of the best ``limit`` of ``ids`` (already decided readable), best first."""
        with self._lock:
            rows = np.fromiter(
                sorted(self.row_of[i] for i in ids if i in self.row_of and self.row_of[i] < self.size),
                dtype=np.int64,
            )
            if len(rows) == 0 or limit <= 0:
                return []
            q = np.asarray(query, dtype=np.float32).reshape(-1)
            return self._top(rows, self.matrix[rows] @ q, limit)

    def _top(self, rows: npt.NDArray[np.int64], sims: Scores, limit: int) -> list[tuple[str, float]]:
        n = min(limit, len(rows))
        part = np.argpartition(-sims, n - 1)[:n] if n < len(rows) else np.arange(len(rows))
        # Sort by score, then by row, so equal scores come back in one order whichever scan ran.
        order = part[np.lexsort((rows[part], -sims[part]))]
        return [(self.ids[int(rows[i])], float(sims[i])) for i in order]


def int8_scores(matrix: npt.NDArray[np.int8], q8: npt.NDArray[np.int8]) -> npt.NDArray[np.float64]:
    """Dot products of int8 rows with an int8 query (SIMD through simsimd when installed)."""
    simd = _simsimd()
    if simd is not None:
        return np.asarray(simd.cdist(q8[None, :], matrix, metric="dot"), dtype=np.float64).reshape(-1)
    out = np.empty(matrix.shape[0], dtype=np.float64)
    query = q8.astype(np.float32)
    for start in range(0, matrix.shape[0], 65_536):
        out[start : start + 65_536] = matrix[start : start + 65_536].astype(np.float32) @ query
    return out


def _code_or_none(code: Callable[[str | None], int], value: str | None) -> int:
    return NONE if value is None else code(value)
