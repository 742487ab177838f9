"""Access data is cached per member and role, and reloaded when the team's access version moves: a change
committed by another process (here: another `Authenticator`, with its own cache) is seen at the next request."""
from __future__ import annotations

import httpx
from sqlalchemy import delete

from mneme.core.access import bump_version
from mneme.core.authz import Instance, decide
from mneme.models import AccessScopeEntry
from mneme.services import Services
from tests.access.helpers import PROJECT, new_member, only, project, put_scope, scope_url, workspace
from tests.conftest import LiveServer, data, run_sync


def test_another_process_sees_a_committed_change_at_once(server: LiveServer, owner: httpx.Client) -> None:
    ws = workspace(owner)
    p1, p2 = project(owner, ws), project(owner, ws)
    pid, secret = new_member(owner)
    data(put_scope(owner, scope_url(pid), [only(PROJECT, {"id": p1, "workspace_id": ws})]))

    async def go() -> list[bool]:
        svc = Services.build(server.settings)  # "another process": its own authenticator and cache
        seen: list[bool] = []
        try:
            async def may_read_p2() -> bool:
                async with svc.db.session(write=False) as s:
                    ctx = await svc.authenticator.authenticate(s, secret, "127.0.0.1")
                return decide(ctx, "project:mem_list", Instance(PROJECT, p2, ws))

            seen.append(await may_read_p2())

            async with svc.db.session() as s:  # a change without the version: the cache still answers
                await s.execute(delete(AccessScopeEntry).where(AccessScopeEntry.subject_id == pid))
            seen.append(await may_read_p2())
            async with svc.db.session() as s:  # raising the version, as every audited change does
                await bump_version(s, server.team_id)
            seen.append(await may_read_p2())
        finally:
            await svc.close()
        return seen

    assert run_sync(go) == [False, False, True]
