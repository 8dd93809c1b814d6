"""Turns read in context: the turn as said, its session neighbours and its day, kept by triggers."""

from __future__ import annotations

from datetime import UTC, datetime

from veramem_core.memory import Memory
from veramem_core.store import SQLiteStore

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def turns(m: Memory, session: str, *said: tuple[str, str]) -> list[str]:
    return m.add(
        [
            {"role": "user", "name": name, "content": text, "timestamp": T0.replace(minute=i)}
            for i, (name, text) in enumerate(said)
        ],
        user_id="alice",
        session_id=session,
        infer=False,
    ).episodes


def test_an_answer_is_found_through_the_turn_that_asked(mem: Memory) -> None:
    ids = turns(
        mem,
        "s1",
        ("Bob", "What did you paint last weekend?"),
        ("Alice", "A sunrise over the lake"),
        ("Bob", "Lovely. The weather was great"),
    )
    turns(mem, "s2", ("Alice", "I want to paint more often"), ("Bob", "You should"))
    items = mem.search("What did Alice paint?", user_id="alice", k=3).items
    assert ids[1] in [h.id for h in items]
    answer = next(h for h in items if h.id == ids[1])
    assert answer.episode is not None and answer.episode.name == "Alice"


def test_neighbours_field_follows_inserts_and_deletes(mem: Memory) -> None:
    a, c = turns(mem, "s1", ("Bob", "first words"), ("Bob", "third words"))
    assert isinstance(mem.store, SQLiteStore)
    conn = mem.store.conn
    # A turn said between the two arrives later: both neighbours' context is rewritten.
    (b,) = mem.add(
        [
            {
                "role": "user",
                "name": "Eve",
                "content": "secret middle",
                "timestamp": T0.replace(minute=0, second=30),
            }
        ],
        user_id="alice",
        session_id="s1",
        infer=False,
    ).episodes

    def ctx(episode_id: str) -> str:
        row = conn.execute(
            "SELECT x.ctx AS ctx, x.day AS day FROM episodes_ctx x JOIN episodes e ON e.rowid = x.rowid"
            " WHERE e.id = ?",
            (episode_id,),
        ).fetchone()
        assert row["day"] == "8 May 2023 Monday"
        return row["ctx"]

    assert "Eve: secret middle" in ctx(a) and "Eve: secret middle" in ctx(c)
    conn.execute("DELETE FROM episodes WHERE id = ?", (b,))
    assert "secret" not in ctx(a) and "secret" not in ctx(c)
    assert not conn.execute("SELECT 1 FROM episodes_ctx WHERE episodes_ctx MATCH 'secret'").fetchall()
