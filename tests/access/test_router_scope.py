"""The router injects only memories the caller may read: a boundary naming a project outside the caller's
access scope keeps that project's facts and documents out of the prompt."""
from __future__ import annotations

from tests.access.helpers import PROJECT, new_member, only, project, put_scope, scope_url
from tests.conftest import LiveServer, data
from tests.router.test_inject import QUESTION, memory_lines, prep, world


def test_a_scoped_caller_gets_only_the_memories_it_may_read(server: LiveServer) -> None:
    with server.client() as c:
        w = world(c)
        other = project(c, w["ws"])
        pid, secret = new_member(c, "tenant_member")
        body = {"model": "m", "messages": [{"role": "user", "content": QUESTION}]}
        full = memory_lines(prep(server, w["boundary"], "chat", body, key=secret).body["messages"][0]["content"])
        assert any("160 euros" in line for line in full) and any("[project fact]" in line for line in full), full
        data(put_scope(c, scope_url(pid), [only(PROJECT, {"id": other, "workspace_id": w["ws"]})]))
    got = prep(server, w["boundary"], "chat", body, key=secret)
    lines = memory_lines(got.body["messages"][0]["content"])
    assert "- [person fact] User is allergic to shellfish" in lines, lines  # the workspace is still open
    assert not any("160 euros" in line or "[project fact]" in line for line in lines), lines
