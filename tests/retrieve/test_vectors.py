"""The in-process vector index follows deletions made anywhere (forget, reembed --drop-old)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from veramem_core.store import SQLiteStore
from veramem_retrieve.vectors import index_for


def test_the_index_drops_rows_deleted_by_another_connection(tmp_path: Path) -> None:
    mine, theirs = SQLiteStore(tmp_path / "v.db"), SQLiteStore(tmp_path / "v.db")
    mine.put_vectors("memory", ["a", "b", "c"], "m", np.eye(3, dtype=np.float32))
    index = index_for(mine, "memory", "m")
    assert set(index.rows) == {"a", "b", "c"}
    with theirs.transaction():
        theirs.conn.execute("DELETE FROM vectors WHERE owner_id = 'b'")  # another process's erasure
    theirs.put_vectors("memory", ["d"], "m", np.ones((1, 3), dtype=np.float32))
    index = index_for(mine, "memory", "m")
    assert set(index.rows) == {"a", "c", "d"} and len(index) == 3
    ids, _, scored = index.score(np.array([0, 1, 0], dtype=np.float32), ["a", "b", "c", "d"], 10)
    assert "b" not in ids and scored == 3
    mine.close()
    theirs.close()
