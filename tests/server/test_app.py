"""The REST API over a real uvicorn: the user's path end to end, and every refusal named."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
from starlette.requests import Request
from starlette.routing import Route

from veramem_core.hookspecs import hookimpl
from veramem_server import routes
from veramem_server.app import create_app
from veramem_server.http import MAX_BODY
from veramem_server.keys import KeyStore

from .conftest import Live
from .live import open_memory, serve

MOVE = [{"role": "user", "content": "I live in Paris and I love green tea."}]


def add(client: Any, messages: list[dict[str, Any]] = MOVE, **extra: Any) -> dict[str, Any]:
    r = client.post("/v1/memories", json={"messages": messages, **extra})
    assert r.status_code == 200, r.text
    return r.json()


def test_add_list_get_history_search_answer_verify(live: Live) -> None:
    alice = live.client("alice")
    added = add(alice)
    assert added["added"] and added["episodes"]
    listed = alice.get("/v1/memories").json()
    assert {m["id"] for m in listed["items"]} == {m["id"] for m in added["added"]}
    assert listed["next"] is None
    mid = added["added"][0]["id"]
    item = alice.get(f"/v1/memories/{mid}").json()
    assert item["user_id"] == "alice" and item["evidence"][0]["quote"]
    episode = alice.get(f"/v1/episodes/{item['evidence'][0]['episode_id']}").json()
    assert item["evidence"][0]["quote"] in episode["content"]
    assert [v["id"] for v in alice.get(f"/v1/memories/{mid}/history").json()["items"]] == [mid]
    found = alice.post("/v1/search", json={"query": "where does alice live?", "k": 3}).json()
    assert found["trace_id"] and "Paris" in found["items"][0]["text"]
    assert "channels" in found["items"][0]["explain"]
    answered = alice.post("/v1/answer", json={"question": "where does alice live?"}).json()
    assert "Paris" in answered["text"] and answered["citations"]
    assert alice.get("/v1/verify").json()["ok"] is True
    assert alice.get("/v1/me").json() == {"user_id": "alice", "agent_id": None, "admin": False}


def test_a_move_shows_in_the_history(live: Live) -> None:
    alice = live.client("alice")
    first = add(alice, [{"role": "user", "content": "I live in Paris."}])["added"][0]
    moved = add(alice, [{"role": "user", "content": "I moved to Berlin."}])
    latest = (moved["added"] or moved["updated"])[0]
    versions = alice.get(f"/v1/memories/{latest['id']}/history").json()["items"]
    assert versions[0]["id"] == first["id"]
    assert versions[0]["status"] == "superseded"


def test_keys_are_required_and_checked(live: Live) -> None:
    anonymous = live.client()
    for method, path in [("GET", "/v1/memories"), ("POST", "/v1/search"), ("GET", "/v1/verify")]:
        r = anonymous.request(method, path, json={"query": "x"})
        assert r.status_code == 401 and r.json()["error"] == "unauthorized"
        assert r.headers["www-authenticate"] == "Bearer"
    wrong = anonymous.get("/v1/memories", headers={"Authorization": "Bearer vm_not-a-key"})
    assert wrong.status_code == 401 and "unknown" in wrong.json()["detail"]
    key, record = live.keys.create("alice")
    ok = anonymous.get("/v1/memories", headers={"Authorization": f"Bearer {key}"})
    assert ok.status_code == 200
    live.keys.revoke(record.id)
    assert anonymous.get("/v1/memories", headers={"Authorization": f"Bearer {key}"}).status_code == 401
    assert anonymous.get("/healthz").json()["ok"] is True


def test_identity_comes_from_the_key_never_the_body_or_query(live: Live) -> None:
    add(live.client("bob"), [{"role": "user", "content": "My PIN is 4321."}])
    alice = live.client("alice")
    r = alice.post("/v1/search", json={"query": "PIN", "user_id": "bob"})
    assert r.status_code == 422 and "user_id" in r.json()["detail"]
    r = alice.get("/v1/memories", params={"user_id": "bob"})
    assert r.status_code == 422 and "'user_id'" in r.json()["detail"]
    posed = alice.get("/v1/memories", headers={"X-VeraMem-User": "bob"})
    assert posed.status_code == 403 and "'alice' only" in posed.json()["detail"]
    admin = live.client("root", admin=True)
    as_bob = admin.get("/v1/memories", headers={"X-VeraMem-User": "bob"}).json()
    assert [m["text"] for m in as_bob["items"]] == ["User's PIN is 4321"]


def test_bad_input_is_named(live: Live) -> None:
    alice = live.client("alice")
    cases = [
        (b"{", 400, "not valid JSON"),
        (b"[1]", 400, "JSON object"),
        (b'{"query": ""}', 422, "query"),
        (b'{"query": "x", "k": 0}', 422, "k"),
        (b'{"query": "x", "as_of": "yesterday"}', 422, "as_of"),
        (b'{"query": "x", "as_of": "0155-03-29T07:50:15Z"}', 422, "year must be 1901 to 9998"),
        (b'{"query": "x", "k": true}', 422, "whole number"),
    ]
    for raw, status, named in cases:
        r = alice.post("/v1/search", content=raw, headers={"Content-Type": "application/json"})
        assert r.status_code == status, (raw, r.text)
        assert named in r.json()["detail"], (raw, r.text)
    r = alice.post("/v1/memories", json={"messages": [{"role": "robot", "content": "hi"}]})
    assert r.status_code == 422 and "messages.0.role" in r.json()["detail"]
    r = alice.get("/v1/memories", params={"status": "deleted"})
    assert r.status_code == 422 and "'deleted'" in r.json()["detail"]
    r = alice.get("/v1/nothing-here")
    assert r.status_code == 404 and r.json()["error"] == "not_found"


def test_request_size_is_limited(live: Live) -> None:
    alice = live.client("alice")
    big = {"messages": [{"role": "user", "content": "x" * (MAX_BODY + 10)}]}
    r = alice.post("/v1/memories", json=big)
    assert r.status_code == 413 and str(MAX_BODY) in r.json()["detail"]
    assert live.memory.store.counts()["episodes"] == 0

    def chunks() -> Any:
        for _ in range(MAX_BODY // 65536 + 2):
            yield b" " * 65536

    streamed = alice.post("/v1/search", content=chunks(), headers={"Content-Type": "application/json"})
    assert streamed.status_code == 413


def test_lists_are_paginated(live: Live) -> None:
    alice = live.client("alice")
    for city in ("Paris", "Rome", "Oslo"):
        add(alice, [{"role": "user", "content": f"I visited {city} last year."}])
    seen: list[str] = []
    cursor = None
    while True:
        page = alice.get("/v1/memories", params={"limit": 1, **({"cursor": cursor} if cursor else {})}).json()
        seen += [m["id"] for m in page["items"]]
        cursor = page["next"]
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) >= 3


def test_write_side_identity_checks(live: Live) -> None:
    alice = live.client("alice")
    r = alice.post("/v1/memories", json={"messages": MOVE, "visibility": "public"})
    assert r.status_code == 403 and "admin" in r.json()["detail"]
    r = alice.post("/v1/memories", json={"messages": MOVE, "visibility": "team", "team_id": "t1"})
    assert r.status_code == 403 and "'t1'" in r.json()["detail"]
    assert live.memory.store.counts()["episodes"] == 0
    assert (
        alice.post("/v1/grants", json={"kind": "team_member", "subject": "alice", "object": "t1"}).status_code
        == 403
    )
    admin = live.client("root", admin=True)
    granted = admin.post("/v1/grants", json={"kind": "team_member", "subject": "alice", "object": "t1"})
    assert granted.status_code == 200 and granted.json()["id"]
    team = add(alice, MOVE, visibility="team", team_id="t1")
    assert team["added"][0]["visibility"] == "team"
    public = add(admin, MOVE, visibility="public")
    assert public["added"][0]["visibility"] == "public"
    assert any(m["visibility"] == "public" for m in alice.get("/v1/memories").json()["items"])
    revoked = admin.request(
        "DELETE", "/v1/grants", json={"kind": "team_member", "subject": "alice", "object": "t1"}
    )
    assert revoked.json()["revoked"] == 1


def test_verify_problems_are_for_admin_keys(live: Live) -> None:
    add(live.client("bob"))
    live.sqlite.conn.execute("UPDATE memories SET uses = 99")
    user = live.client("alice").get("/v1/verify").json()
    admin = live.client("root", admin=True).get("/v1/verify").json()
    assert user["ok"] is False and user["problems"] == []
    assert admin["ok"] is False and admin["problems"]


def test_openapi_matches_the_routes(live: Live) -> None:
    doc = live.client().get("/openapi.json").json()
    assert doc["openapi"] == "3.1.0"
    documented = {(m.upper(), p) for p, ops in doc["paths"].items() for m in ops}
    served = {
        (m, r.path)
        for r in live.app.routes
        if isinstance(r, Route) and r.path not in ("/", "/openapi.json")
        for m in (r.methods or set()) - {"HEAD"}
    }
    assert documented == served
    assert {op.path for op in routes.OPERATIONS} >= {p for _, p in served}
    for ops in doc["paths"].values():
        for op in ops.values():
            ref = op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
            assert ref.split("/")[-1] in doc["components"]["schemas"]


def test_hook_veramem_register_routes_reaches_the_server(tmp_path: Path) -> None:
    class Stats:
        @hookimpl
        def veramem_register_routes(self, register: Any) -> None:
            def count(request: Request) -> dict[str, Any]:
                """How many memories the caller may read."""
                caller = request.state.caller
                return {"user": caller.user_id, "n": len(memory.list(user_id=caller.user_id).items)}

            register("/v1/stats", count, methods=["GET"])

    memory = open_memory(tmp_path / "plugin.db", Stats())
    key, _ = KeyStore(memory.store).create("alice")
    memory.add(MOVE, user_id="alice")
    with serve(create_app(memory)) as url, httpx.Client(base_url=url, trust_env=False) as c:
        assert c.get("/v1/stats").status_code == 401
        assert c.get("/v1/stats", headers={"Authorization": f"Bearer {key}"}).json() == {
            "user": "alice",
            "n": 2,
        }
        doc = c.get("/openapi.json").json()
        assert doc["paths"]["/v1/stats"]["get"]["summary"] == "How many memories the caller may read."
    memory.close()


def test_help_does_not_import_the_server_stack() -> None:
    code = (
        "import sys; from veramem_core.cli import cli\n"
        "try:\n    cli(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('starlette', 'uvicorn', 'mcp') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "serve" in done.stdout and done.stdout.strip().endswith("[]")


def test_feedback_forget_and_share_for_the_callers_own_items(live: Live) -> None:
    alice = live.client("alice")
    added = add(alice, [{"role": "user", "content": "I live in Paris."}])
    mid = added["added"][0]["id"]
    trace = alice.post("/v1/search", json={"query": "where does alice live?"}).json()["trace_id"]
    rewarded = alice.post("/v1/feedback", json={"trace_id": trace, "reward": 1.0})
    assert rewarded.status_code == 200, rewarded.text
    assert alice.get(f"/v1/memories/{mid}").json()["uses"] == 1
    bad = alice.post("/v1/feedback", json={"trace_id": trace, "reward": 2})
    assert bad.status_code == 422 and "reward" in bad.json()["detail"]
    admin = live.client("root", admin=True)
    admin.post("/v1/grants", json={"kind": "team_member", "subject": "alice", "object": "t1"})
    shared = alice.post("/v1/share", json={"team_id": "t1"})
    assert shared.status_code == 200, shared.text
    public = alice.post("/v1/share", json={})
    assert public.status_code == 403 and "admin" in public.json()["detail"]
    forgotten = alice.delete(f"/v1/memories/{mid}")
    assert forgotten.status_code == 200 and forgotten.json()["forgotten"] is True
    assert alice.get(f"/v1/memories/{mid}").status_code == 404
    assert alice.get("/v1/verify").json()["ok"] is True
