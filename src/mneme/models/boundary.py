"""Boundaries: what one conversation may remember, named once and used by the router (extensions §5, §7).

A boundary belongs to a workspace and names, all in that workspace, some of its projects (their facts and
document chunks), at most one person (`human_actor_id`, their facts there) and at most one agent (`agent_id`).
Its projects are rows of `boundary_projects`, in the order given, so deleting a project takes it out of every
boundary; deleting the workspace deletes its boundaries. Actors and agents are deleted softly and stay named."""
from __future__ import annotations

import datetime as dt

from sqlalchemy import ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow


class Boundary(Base):
    __tablename__ = "boundaries"
    __table_args__ = (UniqueConstraint("team_id", "custom_id", name="uq_boundaries_custom_id"),
                      Index("ix_boundaries_team_id_id", "team_id", "id"),
                      Index("ix_boundaries_workspace_id", "workspace_id"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(255))
    custom_id: Mapped[str | None] = mapped_column(String(255), nullable=True)  # unique in the team when given
    human_actor_id: Mapped[str | None] = mapped_column(ForeignKey("actors.id", ondelete="SET NULL"), nullable=True)
    agent_id: Mapped[str | None] = mapped_column(ForeignKey("agents.id", ondelete="SET NULL"), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class BoundaryProject(Base):
    """A project a boundary names; `position` keeps the order the client gave."""

    __tablename__ = "boundary_projects"
    __table_args__ = (Index("ix_boundary_projects_project", "project_id"),)
    boundary_id: Mapped[str] = mapped_column(ForeignKey("boundaries.id", ondelete="CASCADE"), primary_key=True)
    project_id: Mapped[str] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
