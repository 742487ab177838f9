"""SQL of the owners a team keeps and binds to workspaces (actors, agents) and of their bindings, which hold
the memory settings: one `Rows` per kind (`data.actors.repository`, `data.agents.repository`). Every query
takes the team scope that only core.authz produces."""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from mneme.core.authz import TeamScope


class OwnerRow(Protocol):
    """What an actor and an agent share (models/actor.py)."""

    id: str
    team_id: str
    custom_id: str
    active: bool
    updated_at: dt.datetime


class BindingRow(Protocol):
    """What a workspace binding of either kind has, but the owner's id (`actor_id` or `agent_id`)."""

    workspace_id: str
    team_id: str
    fact_instruction: str
    updated_at: dt.datetime


R = TypeVar("R", bound=OwnerRow)
B = TypeVar("B", bound=BindingRow)


class Rows(Generic[R, B]):
    """The SQL of one kind: its table `model`, its binding table `binding` and the binding's owner column.
    (`_m` and `_b` are the same tables, typed loosely for their columns: the two models share no base class.)"""

    def __init__(self, model: type[R], binding: type[B], owner_id: InstrumentedAttribute[str]) -> None:
        self.model, self.binding_model, self.owner_id = model, binding, owner_id
        self._m: Any = model
        self._b: Any = binding

    def new(self, **values: Any) -> R:
        o: R = self._m(**values)
        return o

    def new_binding(self, workspace_id: str, team_id: str, owner_id: str) -> B:
        """A binding row with empty settings (the built-in default instruction)."""
        b: B = self._b(workspace_id=workspace_id, team_id=team_id, fact_instruction="",
                       **{self.owner_id.key: owner_id})
        return b

    async def get(self, session: AsyncSession, scope: TeamScope, owner_id: str) -> R | None:
        m = self._m
        return (await session.execute(select(self.model).where(m.team_id == scope.team_id, m.id == owner_id))
                ).scalar_one_or_none()

    async def custom_id_taken(self, session: AsyncSession, scope: TeamScope, custom_id: str) -> bool:
        m = self._m
        q = select(m.id).where(m.team_id == scope.team_id, m.custom_id == custom_id)
        return (await session.execute(q)).first() is not None

    async def page(self, session: AsyncSession, scope: TeamScope, *, after: list[Any] | None,
                   limit: int) -> Sequence[R]:
        m = self._m
        q = select(self.model).where(m.team_id == scope.team_id)
        if after:
            q = q.where(m.id > after[0])
        return (await session.execute(q.order_by(m.id).limit(limit))).scalars().all()

    async def binding(self, session: AsyncSession, scope: TeamScope, workspace_id: str,
                      owner_id: str) -> tuple[B, R] | None:
        """The owner's binding to the workspace (its settings there) with the owner, or None when not bound."""
        m, b = self._m, self._b
        q = select(self.binding_model, self.model).join(m, m.id == self.owner_id).where(
            b.team_id == scope.team_id, m.team_id == scope.team_id,
            b.workspace_id == workspace_id, self.owner_id == owner_id)
        row = (await session.execute(q)).first()
        return (row[0], row[1]) if row is not None else None

    async def bound_page(self, session: AsyncSession, scope: TeamScope, workspace_id: str, *,
                         after: list[Any] | None, limit: int) -> Sequence[R]:
        """The owners bound to the workspace, by id."""
        m, b = self._m, self._b
        q = select(self.model).join(b, self.owner_id == m.id).where(
            b.team_id == scope.team_id, m.team_id == scope.team_id, b.workspace_id == workspace_id)
        if after:
            q = q.where(m.id > after[0])
        return (await session.execute(q.order_by(m.id).limit(limit))).scalars().all()

    async def unbind(self, session: AsyncSession, scope: TeamScope, workspace_id: str, owner_id: str) -> None:
        b = self._b
        await session.execute(delete(b).where(
            b.team_id == scope.team_id, b.workspace_id == workspace_id, self.owner_id == owner_id))
