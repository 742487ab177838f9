"""Actors (people) and agents, their bindings to workspaces, and their memory settings per workspace.

Deleting an actor or agent is soft (`active` false): its record, its settings and its memories stay readable.
A binding row is the pair (workspace, actor) and holds that pair's memory settings (`fact_instruction`,
empty = the built-in default); unbinding removes the settings with it, never the memories."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow


class Actor(Base):
    """A person whose memories are kept per workspace (`actor_type` HUMAN)."""

    __tablename__ = "actors"
    __table_args__ = (UniqueConstraint("team_id", "custom_id", name="uq_actors_custom_id"),
                      Index("ix_actors_team_id_id", "team_id", "id"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    custom_id: Mapped[str] = mapped_column(String(255))
    display_name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    tags: Mapped[list[Any]] = mapped_column(JSON, default=list)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class Agent(Base):
    """An AI agent whose memories are kept per workspace."""

    __tablename__ = "agents"
    __table_args__ = (UniqueConstraint("team_id", "custom_id", name="uq_agents_custom_id"),
                      Index("ix_agents_team_id_id", "team_id", "id"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    custom_id: Mapped[str] = mapped_column(String(255))
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class WorkspaceActor(Base):
    """An actor bound to a workspace, with its memory settings there."""

    __tablename__ = "workspace_actors"
    __table_args__ = (Index("ix_workspace_actors_actor", "actor_id"),)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"), primary_key=True)
    actor_id: Mapped[str] = mapped_column(ForeignKey("actors.id", ondelete="CASCADE"), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), index=True)
    fact_instruction: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class WorkspaceAgent(Base):
    """An agent bound to a workspace, with its memory settings there."""

    __tablename__ = "workspace_agents"
    __table_args__ = (Index("ix_workspace_agents_agent", "agent_id"),)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"), primary_key=True)
    agent_id: Mapped[str] = mapped_column(ForeignKey("agents.id", ondelete="CASCADE"), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), index=True)
    fact_instruction: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
