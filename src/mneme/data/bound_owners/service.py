"""Actors and agents, the owners a team keeps and binds to workspaces: create, read, list, change, delete (soft);
bind to workspaces; memory settings per workspace. One `OwnerKind` per kind (`data.actors.service`,
`data.agents.service`) names its permissions, messages and paging tokens after its noun.

A deleted one stays readable (`active` false): its record, its settings and its memories. It takes part in no
write: a write on it by its path (change it, its settings, its facts) answers 404 `ACTOR_INACTIVE` as the spec's
settings update of a deleted actor does; a write that names it in its body (binding it to a workspace) answers
400 `ACTOR_INACTIVE`. Deleting it again and unbinding it are allowed (they only take it further out of use)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic

from pydantic import BaseModel
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import TeamScope, authorize
from mneme.core.db import utcnow
from mneme.core.errors import ActorInactive, ActorInactiveArgument, CustomIdConflict, Forbidden
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.actors.schemas import SettingsPatch
from mneme.data.bound_owners.repository import B, BindingRow, R, Rows
from mneme.data.workspaces import service as workspaces
from mneme.memory.store import Owner


def _copy(v: Any) -> Any:
    return list(v) if isinstance(v, list) else v


class OwnerKind(Generic[R, B]):
    """The service of one kind, named `noun` ("actor" or "agent"): its permissions `noun:…` and
    `workspace_noun:…`, its ids `noun_…`, and the words of its messages."""

    def __init__(self, noun: str, rows: Rows[R, B], to_out: Callable[[R], dict[str, Any]]) -> None:
        self.noun, self.rows, self.to_out = noun, rows, to_out
        self.inactive = f"The {noun} is deleted: it can still be read, not changed"

    def owner(self, team_id: str, workspace_id: str, o: R) -> Owner:
        """The owner of the memories of `o` in the workspace."""
        return Owner(team_id=team_id, workspace_id=workspace_id, **{f"{self.noun}_id": o.id})

    async def load(self, session: AsyncSession, ctx: AuthContext, owner_id: str,
                   action: str) -> tuple[TeamScope, R]:
        """The record, if it exists in the caller's team and the caller may do `action`; else 403 (the other
        kind's id included: it is another resource)."""
        scope = authorize(ctx, action)
        o = await self.rows.get(session, scope, owner_id)
        if o is None:
            raise Forbidden(f"No such {self.noun}, or not allowed")
        return scope, o

    async def create(self, session: AsyncSession, ctx: AuthContext, *, body: BaseModel) -> R:
        """A new record of the body's fields (`custom_id` unique in the team, else 409)."""
        scope = authorize(ctx, f"{self.noun}:create")
        fields = {workspaces.COLUMNS.get(k, k): _copy(getattr(body, k)) for k in type(body).model_fields}
        if await self.rows.custom_id_taken(session, scope, fields["custom_id"]):
            raise CustomIdConflict(f"custom_id {fields['custom_id']!r} is already used by another {self.noun}")
        o = self.rows.new(id=new_id(self.noun), team_id=scope.team_id, **fields, active=True)
        await workspaces._insert(session, o)
        return o

    async def update(self, session: AsyncSession, ctx: AuthContext, owner_id: str, *, body: BaseModel) -> R:
        """Change the fields the body sets; omitted ones stay."""
        _scope, o = await self.load(session, ctx, owner_id, f"{self.noun}:modify")
        if not o.active:
            raise ActorInactive(self.inactive)
        workspaces.apply_patch(o, body)
        await session.flush()
        return o

    async def delete(self, session: AsyncSession, ctx: AuthContext, owner_id: str) -> None:
        """Soft delete: the record becomes inactive; it, its settings and its memories stay readable."""
        _scope, o = await self.load(session, ctx, owner_id, f"{self.noun}:delete")
        if o.active:
            o.active = False
            o.updated_at = utcnow()
            await session.flush()

    async def list_page(self, session: AsyncSession, ctx: AuthContext, signer: TokenSigner, *, page_size: int,
                        token: str | None) -> tuple[list[R], str | None]:
        scope = authorize(ctx, f"{self.noun}:read")

        async def fetch(after: list[Any] | None, limit: int) -> Any:
            return await self.rows.page(session, scope, after=after, limit=limit)

        return await keyset_page(fetch, key_of=lambda o: [o.id], allowed=lambda o: True, page_size=page_size,
                                 token=token, signer=signer, filters={"list": f"{self.noun}s", "team": scope.team_id})

    async def bind(self, session: AsyncSession, ctx: AuthContext, workspace_id: str, owner_id: str) -> R:
        """Bind to the workspace (binding a bound one again changes nothing)."""
        noun = self.noun
        scope, ws = await workspaces.load(session, ctx, workspace_id, f"workspace_{noun}:modify")
        o = await self.rows.get(session, scope, owner_id)
        if o is None:
            raise Forbidden(f"{noun}_id: no such {noun}, or not allowed")
        if not o.active:
            raise ActorInactiveArgument(f"{noun}_id: the {noun} {o.id} is deleted and cannot be bound")
        if await self.rows.binding(session, scope, ws.id, o.id) is None:
            try:
                async with session.begin_nested():
                    session.add(self.rows.new_binding(ws.id, scope.team_id, o.id))
            except IntegrityError:  # bound by a concurrent request meanwhile: the same outcome
                pass
        return o

    async def unbind(self, session: AsyncSession, ctx: AuthContext, workspace_id: str, owner_id: str) -> None:
        """Unbind (the settings in the workspace go with the binding; the memories stay)."""
        scope, _ws, o, b = await self.bound(session, ctx, workspace_id, owner_id, f"workspace_{self.noun}:modify")
        await self.rows.unbind(session, scope, b.workspace_id, o.id)

    async def bound(self, session: AsyncSession, ctx: AuthContext, workspace_id: str, owner_id: str,
                    action: str) -> tuple[TeamScope, str, R, B]:
        """The record bound to the workspace, if the caller may do `action` on the workspace; else 403."""
        scope, ws = await workspaces.load(session, ctx, workspace_id, action)
        found = await self.rows.binding(session, scope, ws.id, owner_id)
        if found is None:
            raise Forbidden(f"No such {self.noun} in this workspace, or not allowed")
        b, o = found
        return scope, ws.id, o, b

    async def bound_page(self, session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str, *,
                         page_size: int, token: str | None) -> tuple[list[R], str | None]:
        scope, ws = await workspaces.load(session, ctx, workspace_id, f"workspace_{self.noun}:read")

        async def fetch(after: list[Any] | None, limit: int) -> Any:
            return await self.rows.bound_page(session, scope, ws.id, after=after, limit=limit)

        return await keyset_page(fetch, key_of=lambda o: [o.id], allowed=lambda o: True, page_size=page_size,
                                 token=token, signer=signer,
                                 filters={"list": f"workspace_{self.noun}s", "workspace": ws.id})

    async def get_settings(self, session: AsyncSession, ctx: AuthContext, workspace_id: str, owner_id: str) -> B:
        _scope, _ws, _o, b = await self.bound(session, ctx, workspace_id, owner_id, f"workspace_{self.noun}:read")
        return b

    async def update_settings(self, session: AsyncSession, ctx: AuthContext, workspace_id: str, owner_id: str, *,
                              body: SettingsPatch) -> B:
        """Partial update; `fact_instruction` replaces the old value entirely, `""` clears it (built-in default)."""
        _scope, _ws, o, b = await self.bound(session, ctx, workspace_id, owner_id, f"workspace_{self.noun}:modify")
        if not o.active:
            raise ActorInactive(self.inactive)
        changes = body.model_dump(exclude_unset=True, exclude_none=True)
        if "fact_instruction" in changes:
            b.fact_instruction = changes["fact_instruction"]
        b.updated_at = utcnow()
        await session.flush()
        return b


def settings_out(b: BindingRow) -> dict[str, Any]:
    return {"fact_instruction": b.fact_instruction or ""}
