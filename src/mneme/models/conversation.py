"""Conversations of a workspace and their messages (extensions §5).

A conversation belongs to one workspace and writes to exactly one of its projects; its participants are
actors and agents bound to that workspace. Messages form one chain: each names the conversation's latest
message as its parent (`parent_message_id`, null for the first), and `latest_message_id` on the conversation
is compared and set in the same statement when a message is appended, so that of two appends with the same
parent exactly one wins. `seq` (1, 2, ...) orders the messages; `(conversation_id, seq)` is unique as well."""
from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mneme.core.db import Base, utcnow


class Conversation(Base):
    __tablename__ = "conversations"
    __table_args__ = (UniqueConstraint("workspace_id", "custom_id", name="uq_conversations_custom_id"),
                      Index("ix_conversations_team_id_id", "team_id", "id"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id", ondelete="CASCADE"))
    project_id: Mapped[str] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), index=True)
    custom_id: Mapped[str] = mapped_column(String(255))
    actor_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    agent_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    latest_message_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    message_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(default=utcnow)


class ConversationMessage(Base):
    __tablename__ = "conversation_messages"
    __table_args__ = (UniqueConstraint("conversation_id", "seq", name="uq_conversation_messages_seq"),
                      UniqueConstraint("conversation_id", "custom_id", name="uq_conversation_messages_custom_id"))
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    team_id: Mapped[str] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), index=True)
    conversation_id: Mapped[str] = mapped_column(ForeignKey("conversations.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)
    custom_id: Mapped[str] = mapped_column(String(255))
    actor_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    agent_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    content: Mapped[list[Any]] = mapped_column(JSON, default=list)
    parent_message_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    event_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(default=utcnow)
