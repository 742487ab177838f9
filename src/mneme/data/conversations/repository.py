"""SQL of conversations and their messages. Every query takes the team scope that only core.authz produces."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.authz import TeamScope
from mneme.core.db import utcnow
from mneme.models import Conversation, ConversationMessage


async def get(session: AsyncSession, scope: TeamScope, conversation_id: str) -> Conversation | None:
    return (await session.execute(select(Conversation).where(
        Conversation.team_id == scope.team_id, Conversation.id == conversation_id))).scalar_one_or_none()


async def custom_id_taken(session: AsyncSession, scope: TeamScope, workspace_id: str, custom_id: str) -> bool:
    q = select(Conversation.id).where(Conversation.team_id == scope.team_id,
                                      Conversation.workspace_id == workspace_id, Conversation.custom_id == custom_id)
    return (await session.execute(q)).first() is not None


async def page(session: AsyncSession, scope: TeamScope, workspace_id: str, *, after: list[Any] | None,
               limit: int) -> Sequence[Conversation]:
    """The workspace's conversations, newest first."""
    q = select(Conversation).where(Conversation.team_id == scope.team_id, Conversation.workspace_id == workspace_id)
    if after:
        q = q.where(Conversation.id < after[0])
    return (await session.execute(q.order_by(Conversation.id.desc()).limit(limit))).scalars().all()


async def latest_message_id(session: AsyncSession, scope: TeamScope, conversation_id: str) -> str | None:
    """The conversation's latest message id as committed now (a fresh read, not the session's loaded row)."""
    q = select(Conversation.latest_message_id).where(Conversation.team_id == scope.team_id,
                                                     Conversation.id == conversation_id)
    return (await session.execute(q)).scalar_one_or_none()


async def advance(session: AsyncSession, scope: TeamScope, conversation_id: str, parent_id: str | None,
                  message_id: str) -> int | None:
    """Make `message_id` the latest message if `parent_id` is the latest now (compare and set in one statement:
    of two appends naming the same parent, one changes the row and the other finds it changed). Returns the new
    message's position (1, 2, ...), or None when `parent_id` is not the latest."""
    latest = (Conversation.latest_message_id.is_(None) if parent_id is None
              else Conversation.latest_message_id == parent_id)
    q = (update(Conversation)
         .where(Conversation.team_id == scope.team_id, Conversation.id == conversation_id, latest)
         .values(latest_message_id=message_id, message_count=Conversation.message_count + 1, updated_at=utcnow())
         .returning(Conversation.message_count)
         .execution_options(synchronize_session=False))
    return (await session.execute(q)).scalar_one_or_none()


async def message_by_custom_id(session: AsyncSession, scope: TeamScope, conversation_id: str,
                               custom_id: str) -> ConversationMessage | None:
    q = select(ConversationMessage).where(
        ConversationMessage.team_id == scope.team_id, ConversationMessage.conversation_id == conversation_id,
        ConversationMessage.custom_id == custom_id)
    return (await session.execute(q)).scalar_one_or_none()


async def message_page(session: AsyncSession, scope: TeamScope, conversation_id: str, *, after: list[Any] | None,
                       limit: int) -> Sequence[ConversationMessage]:
    """The conversation's messages in order, oldest first."""
    q = select(ConversationMessage).where(ConversationMessage.team_id == scope.team_id,
                                          ConversationMessage.conversation_id == conversation_id)
    if after:
        q = q.where(ConversationMessage.seq > after[0])
    return (await session.execute(q.order_by(ConversationMessage.seq).limit(limit))).scalars().all()


async def recent_messages(session: AsyncSession, scope: TeamScope, conversation_id: str, *, before_seq: int,
                          limit: int) -> list[ConversationMessage]:
    """Up to `limit` messages before position `before_seq`, oldest first."""
    q = select(ConversationMessage).where(
        ConversationMessage.team_id == scope.team_id, ConversationMessage.conversation_id == conversation_id,
        ConversationMessage.seq < before_seq).order_by(ConversationMessage.seq.desc()).limit(limit)
    return list(reversed((await session.execute(q)).scalars().all()))
