"""Access control beyond role rules: access scopes (of members, roles and access groups), permission levels
on instances, access groups and their members, and the team's access version.

Instances name workspaces or projects. Each instance row keeps foreign keys to its workspace (and project),
so deleting a workspace or project removes the scope rows and permission levels that named it.
"""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, BigInteger, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow


class AccessScopeEntry(Base):
    """The scope of one subject (a member, a role or an access group) for one resource type. No row = `all`."""

    __tablename__ = "access_scope_entries"
    __table_args__ = (UniqueConstraint("team_id", "subject_kind", "subject_id", "resource_type",
                                       name="uq_access_scope_entry"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    subject_kind: Mapped[str] = mapped_column(String(16))  # member | role | group
    subject_id: Mapped[str] = mapped_column(String(64))
    resource_type: Mapped[str] = mapped_column(String(64))
    mode: Mapped[str] = mapped_column(String(16))  # instances (an `all` entry is not stored)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class AccessScopeInstance(Base):
    """One instance an `instances` scope entry lists, with the actions allowed on it (None = all)."""

    __tablename__ = "access_scope_instances"
    __table_args__ = (UniqueConstraint("entry_id", "resource_id", name="uq_access_scope_instance"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    entry_id: Mapped[str] = mapped_column(ForeignKey("access_scope_entries.id", ondelete="CASCADE"))
    resource_id: Mapped[str] = mapped_column(String(40))
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"), index=True)
    project_id: Mapped[str | None] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), nullable=True,
                                                   index=True)
    actions: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)


class PermissionLevel(Base):
    """`read`, `write` or `manage` on one workspace or project, for one member."""

    __tablename__ = "permission_levels"
    __table_args__ = (UniqueConstraint("principal_id", "resource_id", name="uq_permission_level"),
                      Index("ix_permission_levels_team_principal", "team_id", "principal_id"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    principal_id: Mapped[str] = mapped_column(ForeignKey("principals.id", ondelete="CASCADE"))
    resource_type: Mapped[str] = mapped_column(String(64))
    resource_id: Mapped[str] = mapped_column(String(40))
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"), index=True)
    project_id: Mapped[str | None] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), nullable=True,
                                                   index=True)
    level: Mapped[str] = mapped_column(String(16))  # read | write | manage
    created_by: Mapped[str | None] = mapped_column(String(40), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class AccessGroup(Base):
    """A named set of grants: a base role's (or a base group's) grantable permissions plus extra permissions
    (PermissionRule rows with `access_group_id`), applied within the group's own access scope."""

    __tablename__ = "access_groups"
    __table_args__ = (Index("ix_access_groups_team", "team_id", "id"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(String(1000), default="")
    base_role_key: Mapped[str | None] = mapped_column(String(64), nullable=True)
    base_access_group_id: Mapped[str | None] = mapped_column(ForeignKey("access_groups.id", ondelete="RESTRICT"),
                                                             nullable=True)
    created_by: Mapped[str | None] = mapped_column(String(40), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class AccessGroupMember(Base):
    __tablename__ = "access_group_members"
    __table_args__ = (Index("ix_access_group_members_principal", "principal_id"),)
    group_id: Mapped[str] = mapped_column(ForeignKey("access_groups.id", ondelete="CASCADE"), primary_key=True)
    principal_id: Mapped[str] = mapped_column(ForeignKey("principals.id", ondelete="CASCADE"), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class AccessVersion(Base):
    """A counter per team, raised by every audited access change: processes cache what a caller may do
    (`core.access`) and reload it when the counter they read with the key has moved."""

    __tablename__ = "access_versions"
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger, default=0)


__all__ = ["AccessGroup", "AccessGroupMember", "AccessScopeEntry", "AccessScopeInstance", "AccessVersion",
           "PermissionLevel"]
