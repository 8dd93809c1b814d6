"""No cross-tenant access: with a valid key of the wrong user, every route answers about another
user's items exactly as about items that do not exist, and nothing of theirs changes.

Every operation in ``/openapi.json`` must have its attack here: a new route without one fails
``test_every_documented_route_is_attacked``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx

from .conftest import Live

SECRET = "7391"
MISSING_MEMORY = "mem_0000000000000aaaaaaaaaa"
MISSING_EPISODE = "ep_0000000000000aaaaaaaaaa"
MISSING_TRACE = "tr_0000000000000aaaaaaaaaa"


@dataclass
class Scene:
    live: Live
    victim: httpx.Client
    attacker: httpx.Client
    memory_ids: list[str]  # alice's: the first version and the one that superseded it
    episode_id: str
    trace_id: str
    team: str


def stage(live: Live) -> Scene:
    admin = live.client("root", admin=True)
    admin.post("/v1/grants", json={"kind": "team_member", "subject": "alice", "object": "alice-team"})
    victim = live.client("alice")
    first = victim.post("/v1/memories", json={"messages": [{"role": "user", "content": "I live in Paris."}]})
    moved = victim.post(
        "/v1/memories", json={"messages": [{"role": "user", "content": "I moved to Berlin."}]}
    )
    safe = victim.post(
        "/v1/memories", json={"messages": [{"role": "user", "content": f"My safe code is {SECRET}."}]}
    ).json()
    ids = [first.json()["added"][0]["id"], (moved.json()["added"] or moved.json()["updated"])[0]["id"]]
    ids.append(safe["added"][0]["id"])
    trace = victim.post("/v1/search", json={"query": "safe code"}).json()["trace_id"]
    return Scene(live, victim, live.client("mallory"), ids, safe["episodes"][0], trace, "alice-team")


def alice_state(live: Live) -> list[Any]:
    """Everything of alice's, and every grant: what no attack may change."""
    sql = [
        "SELECT * FROM memories WHERE user_id = 'alice' ORDER BY id",
        "SELECT ev.* FROM evidence ev JOIN memories m ON m.id = ev.memory_id"
        " WHERE m.user_id = 'alice' ORDER BY ev.memory_id, ev.position",
        "SELECT * FROM episodes WHERE user_id = 'alice' ORDER BY id",
        "SELECT * FROM grants ORDER BY id",
    ]
    traces = [t.model_dump() for t in live.memory.store.recent_traces("alice", 10_000)]
    return [*(live.sqlite.execute(q) for q in sql), traces]


def like_missing(response: httpx.Response, missing: httpx.Response, real: str, fake: str) -> None:
    assert response.status_code == missing.status_code == 404, (response.text, missing.text)
    assert response.text == missing.text.replace(fake, real)


def leaks(scene: Scene, response: httpx.Response) -> bool:
    return SECRET in response.text or any(i in response.text for i in [*scene.memory_ids, scene.episode_id])


# --- one attack per operation ---


def health(s: Scene) -> None:
    assert not leaks(s, s.attacker.get("/healthz"))


def me(s: Scene) -> None:
    assert s.attacker.get("/v1/me").json()["user_id"] == "mallory"


def add(s: Scene) -> None:
    posing = s.attacker.post(
        "/v1/memories", json={"user_id": "alice", "messages": [{"role": "user", "content": "I like jazz."}]}
    )
    assert posing.status_code == 422
    into_team = s.attacker.post(
        "/v1/memories",
        json={
            "messages": [{"role": "user", "content": "I like jazz."}],
            "team_id": s.team,
            "visibility": "team",
        },
    )
    nowhere = s.attacker.post(
        "/v1/memories",
        json={
            "messages": [{"role": "user", "content": "I like jazz."}],
            "team_id": "no-team",
            "visibility": "team",
        },
    )
    assert into_team.status_code == nowhere.status_code == 403
    assert into_team.text == nowhere.text.replace("no-team", s.team)


def list_(s: Scene) -> None:
    for status in ("active", "superseded", "any"):
        page = s.attacker.get("/v1/memories", params={"status": status})
        assert page.status_code == 200 and page.json()["items"] == []
    # A cursor is a position, not a key: starting before alice's ids still shows nothing of hers.
    assert not leaks(s, s.attacker.get("/v1/memories", params={"status": "any", "cursor": "m"}))


def get(s: Scene) -> None:
    missing = s.attacker.get(f"/v1/memories/{MISSING_MEMORY}")
    for mid in s.memory_ids:
        like_missing(s.attacker.get(f"/v1/memories/{mid}"), missing, mid, MISSING_MEMORY)


def history(s: Scene) -> None:
    missing = s.attacker.get(f"/v1/memories/{MISSING_MEMORY}/history")
    for mid in s.memory_ids:
        like_missing(s.attacker.get(f"/v1/memories/{mid}/history"), missing, mid, MISSING_MEMORY)


def forget(s: Scene) -> None:
    missing = s.attacker.delete(f"/v1/memories/{MISSING_MEMORY}")
    for mid in s.memory_ids:
        like_missing(s.attacker.delete(f"/v1/memories/{mid}"), missing, mid, MISSING_MEMORY)


def episode(s: Scene) -> None:
    missing = s.attacker.get(f"/v1/episodes/{MISSING_EPISODE}")
    like_missing(s.attacker.get(f"/v1/episodes/{s.episode_id}"), missing, s.episode_id, MISSING_EPISODE)


def search(s: Scene) -> None:
    for query in ("safe code", "where does alice live?", SECRET, "Berlin"):
        found = s.attacker.post("/v1/search", json={"query": query, "k": 50})
        assert found.status_code == 200 and not leaks(s, found)


def answer(s: Scene) -> None:
    for question in ("what is the safe code?", "where does alice live?"):
        answered = s.attacker.post("/v1/answer", json={"question": question})
        assert answered.status_code == 200 and not leaks(s, answered)
        assert answered.json()["citations"] == []


def feedback(s: Scene) -> None:
    missing = s.attacker.post("/v1/feedback", json={"trace_id": MISSING_TRACE, "reward": -1.0})
    attempt = s.attacker.post("/v1/feedback", json={"trace_id": s.trace_id, "reward": -1.0})
    like_missing(attempt, missing, s.trace_id, MISSING_TRACE)


def share(s: Scene) -> None:
    into = s.attacker.post("/v1/share", json={"team_id": s.team})
    nowhere = s.attacker.post("/v1/share", json={"team_id": "no-team"})
    assert into.status_code == nowhere.status_code == 403
    assert into.text == nowhere.text.replace("no-team", s.team)
    # Sharing as oneself shares one's own experiences: alice's stay where they are (alice_state).
    assert not leaks(s, s.attacker.post("/v1/share", json={}))


def grant(s: Scene) -> None:
    join = {"kind": "team_member", "subject": "mallory", "object": s.team}
    assert s.attacker.post("/v1/grants", json=join).status_code == 403


def revoke(s: Scene) -> None:
    leave = {"kind": "team_member", "subject": "alice", "object": s.team}
    assert s.attacker.request("DELETE", "/v1/grants", json=leave).status_code == 403


def verify(s: Scene) -> None:
    s.live.sqlite.conn.execute("UPDATE memories SET uses = 5 WHERE user_id = 'alice'")
    try:
        report = s.attacker.get("/v1/verify")
        assert report.json()["ok"] is False and not leaks(s, report)
    finally:
        s.live.sqlite.conn.execute("UPDATE memories SET uses = 0 WHERE user_id = 'alice'")


ATTACKS: dict[tuple[str, str], Callable[[Scene], None]] = {
    ("GET", "/healthz"): health,
    ("GET", "/v1/me"): me,
    ("POST", "/v1/memories"): add,
    ("GET", "/v1/memories"): list_,
    ("GET", "/v1/memories/{id}"): get,
    ("GET", "/v1/memories/{id}/history"): history,
    ("DELETE", "/v1/memories/{id}"): forget,
    ("GET", "/v1/episodes/{id}"): episode,
    ("POST", "/v1/search"): search,
    ("POST", "/v1/answer"): answer,
    ("POST", "/v1/feedback"): feedback,
    ("POST", "/v1/share"): share,
    ("POST", "/v1/grants"): grant,
    ("DELETE", "/v1/grants"): revoke,
    ("GET", "/v1/verify"): verify,
}


def documented(live: Live) -> list[tuple[str, str]]:
    doc = live.client().get("/openapi.json").json()
    return [(m.upper(), p) for p, ops in doc["paths"].items() for m in ops]


def test_every_documented_route_is_attacked(live: Live) -> None:
    missing = [op for op in documented(live) if op not in ATTACKS]
    assert not missing, f"routes with no cross-tenant attack in this file: {missing}"


def test_no_route_reaches_another_users_items(live: Live) -> None:
    scene = stage(live)
    before = alice_state(live)
    assert before[0] and len(scene.memory_ids) == 3
    for op in documented(live):
        ATTACKS[op](scene)
        assert alice_state(live) == before, f"{op} changed alice's data"
    # Alice herself still sees all of it.
    for mid in scene.memory_ids:
        assert scene.victim.get(f"/v1/memories/{mid}").status_code == 200
