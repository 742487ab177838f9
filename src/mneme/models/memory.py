"""Memories (v2) / facts (v3): one store; their history; and the conflicts found between them."""
from __future__ import annotations

import datetime as dt
from typing import Any

import numpy as np
from sqlalchemy import JSON, BigInteger, Boolean, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, Embedding, utcnow


class Memory(Base):
    """One remembered statement, owned by exactly one scope: a project, an actor or an agent."""

    __tablename__ = "memories"
    __table_args__ = (
        Index("ix_memories_project", "project_id", "expired", "created_at"),
        Index("ix_memories_actor", "workspace_id", "actor_id", "expired"),
        Index("ix_memories_agent", "workspace_id", "agent_id", "expired"),
        Index("ix_memories_hash", "scope_key", "content_hash"),
        Index("ix_memories_seq", "scope_key", "change_seq"),
        Index("ix_memories_event", "event_id", "id"),  # an add's memories in order (search's neighbours)
    )
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), index=True)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"))
    project_id: Mapped[str | None] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), nullable=True)
    actor_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    agent_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    scope_key: Mapped[str] = mapped_column(String(100))  # "project:<id>", "actor:<ws>:<id>", "agent:<ws>:<id>"
    user_id: Mapped[str | None] = mapped_column(String(255), nullable=True)
    chat_session_id: Mapped[str | None] = mapped_column(String(255), nullable=True)
    content: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String(64))
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    expired: Mapped[bool] = mapped_column(Boolean, default=False)
    expiration_date: Mapped[dt.datetime | None] = mapped_column(nullable=True)
    embedding: Mapped[np.ndarray | None] = mapped_column(Embedding, nullable=True)
    event_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    change_seq: Mapped[int] = mapped_column(BigInteger, default=0)  # the scope's version at the last change
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class ScopeVersion(Base):
    """A counter bumped by every change to a scope's memories or chunks, in the same transaction.

    Lets a process keep an in-memory vector matrix per scope and refresh only what changed since."""

    __tablename__ = "scope_versions"
    scope_key: Mapped[str] = mapped_column(String(100), primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger, default=0)


class MemoryHistory(Base):
    __tablename__ = "memory_history"
    __table_args__ = (Index("ix_history_memory", "memory_id", "changed_at"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    memory_id: Mapped[str] = mapped_column(ForeignKey("memories.id", ondelete="CASCADE"))
    event_type: Mapped[str] = mapped_column(String(16))  # ADD | UPDATE | DELETE
    old_memory: Mapped[str | None] = mapped_column(Text, nullable=True)
    new_memory: Mapped[str | None] = mapped_column(Text, nullable=True)
    expired: Mapped[bool] = mapped_column(Boolean, default=False)
    event_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    changed_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class MemoryConflict(Base):
    __tablename__ = "conflicts"
    __table_args__ = (
        UniqueConstraint("scope_key", "pair_key", name="uq_conflicts_pair"),
        Index("ix_conflicts_scope_created", "scope_key", "created_at"),
        Index("ix_conflicts_scope_user", "scope_key", "user_id", "created_at"),
    )
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), index=True)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"))
    project_id: Mapped[str | None] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), nullable=True)
    scope_key: Mapped[str] = mapped_column(String(100))
    pair_key: Mapped[str] = mapped_column(String(200))  # sorted ids of what conflicts: never detected twice
    # the user whose memories conflict ("" when none of them has a user_id: project-wide)
    user_id: Mapped[str] = mapped_column(String(255), default="", server_default="")
    category: Mapped[str] = mapped_column(String(8))  # m2m | m2d
    conflict_type: Mapped[str] = mapped_column(String(16))  # logical | knowledge
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text)
    resolved: Mapped[bool] = mapped_column(Boolean, default=False)
    resolve: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    stale: Mapped[bool] = mapped_column(Boolean, default=False)
    memory_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    memory_snapshots: Mapped[list[Any]] = mapped_column(JSON, default=list)
    file_chunks: Mapped[list[Any]] = mapped_column(JSON, default=list)
    document_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    event_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class ConflictLink(Base):
    """Which memories and documents a conflict names: answers `memory_ids` filters and staleness by index."""

    __tablename__ = "conflict_links"
    __table_args__ = (Index("ix_conflict_links_target", "target_id"),)
    conflict_id: Mapped[str] = mapped_column(ForeignKey("conflicts.id", ondelete="CASCADE"), primary_key=True)
    target_id: Mapped[str] = mapped_column(String(40), primary_key=True)
