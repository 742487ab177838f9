"""Request and response shapes of conversations and their messages (extensions §5)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel


class ConversationCreate(RequestModel):
    custom_id: str = Field(min_length=1, max_length=255, description="Your own id, unique in the workspace")
    rw_project_ids: list[str] = Field(min_length=1, max_length=1,
                                      description="Exactly one project of the workspace: its project facts")
    actor_ids: list[str] = Field(default_factory=list, max_length=100,
                                 description="Participants: actors bound to the workspace, not deleted")
    agent_ids: list[str] = Field(default_factory=list, max_length=100,
                                 description="Participants: agents bound to the workspace, not deleted")


class ConversationOut(BaseModel):
    """A conversation of a workspace."""

    id: str
    workspace_id: str
    custom_id: str
    rw_project_ids: list[str]
    actor_ids: list[str]
    agent_ids: list[str]
    latest_message_id: str | None = Field(description="The parent the next message must name; null when empty")
    message_count: int
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


class Block(RequestModel):
    block_type: Literal["TEXT"]
    text: str = Field(min_length=1, max_length=100_000)


class BlockOut(BaseModel):
    block_type: Literal["TEXT"]
    text: str


class MessageAdd(RequestModel):
    content: list[Block] = Field(min_length=1, max_length=50)
    actor_id: str | None = Field(default=None, min_length=1, max_length=80,
                                 description="The person speaking (exactly one of actor_id, agent_id)")
    agent_id: str | None = Field(default=None, min_length=1, max_length=80,
                                 description="The agent speaking (exactly one of actor_id, agent_id)")
    custom_id: str = Field(min_length=1, max_length=255,
                           description="Your own id, unique in the conversation; a retry with the same one and "
                                       "the same content returns the first message")
    parent_message_id: str | None = Field(default=None, max_length=80,
                                          description="The conversation's latest message; null for the first")


class MessageOut(BaseModel):
    """A message of a conversation."""

    id: str
    conversation_id: str
    custom_id: str
    actor_id: str | None
    agent_id: str | None
    content: list[BlockOut]
    parent_message_id: str | None
    event_id: str | None = Field(description="Poll GET /api/v3/events/{event_id}: the fact extraction it started")
    created_at: str = Field(description="ISO 8601")
