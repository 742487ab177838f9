"""HTTP endpoints of conversations (`/api/v3/workspaces/{ws}/memories/conversations`) and their messages
(`/api/v3/conversations/{id}/messages`), extensions §5. Appending a message starts fact extraction."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import CUSTOM_ID_CONFLICT, ERROR_RESPONSES, Envelope, ErrorEnvelope, TokenPage
from mneme.data.conversations import service
from mneme.data.conversations.schemas import ConversationCreate, ConversationOut, MessageAdd, MessageOut

router = APIRouter(tags=["Conversations"], responses=ERROR_RESPONSES)
ROOT = "/api/v3/workspaces/{workspaceId}/memories/conversations"
MESSAGES = "/api/v3/conversations/{conversationId}/messages"

PageSize = Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")]
Token = Annotated[str | None, Query(description="From the previous page")]
CONFLICTS: dict[int | str, dict[str, object]] = {
    409: {"model": ErrorEnvelope, "description": "CONFLICT: `parent_message_id` is not the latest message (the "
                                                 "message names it); CUSTOM_ID_CONFLICT: the custom_id is used by "
                                                 "another message"},
}


@router.post(ROOT, response_model=Envelope[ConversationOut], responses=CUSTOM_ID_CONFLICT)
async def create_conversation(workspaceId: str, body: ConversationCreate, s: Session,  # noqa: N803
                              ctx: Auth) -> Any:
    """Create a conversation in the workspace. `custom_id` is unique in the workspace (409
    `CUSTOM_ID_CONFLICT`); `rw_project_ids` names exactly one project of the workspace, which receives the
    conversation's project facts; `actor_ids` and `agent_ids` are its participants, bound to the workspace
    (else 400 naming the field) and not deleted (400 `ACTOR_INACTIVE`).
    Permission `workspace:conversation_write` and `project:mem_add`."""
    return envelope(service.to_out(await service.create(s, ctx, workspaceId, body=body)))


@router.get(ROOT, response_model=Envelope[TokenPage[ConversationOut]])
async def list_conversations(workspaceId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                             page_size: PageSize = 20, continuation_token: Token = None) -> Any:
    """The workspace's conversations, newest first. Permission `workspace:conversation_read`."""
    rows, token = await service.list_page(s, ctx, svc.signer, workspaceId, page_size=page_size,
                                          token=continuation_token)
    return envelope({"items": [service.to_out(c) for c in rows], "continuation_token": token})


@router.get(ROOT + "/{conversationId}", response_model=Envelope[ConversationOut])
async def get_conversation(workspaceId: str, conversationId: str, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """One conversation of the workspace; `latest_message_id` is the parent the next message must name.
    Permission `workspace:conversation_read`."""
    _scope, c = await service.load(s, ctx, workspaceId, conversationId, service.READ)
    return envelope(service.to_out(c))


@router.post(MESSAGES, response_model=Envelope[MessageOut], responses=CONFLICTS)
async def add_message(conversationId: str, body: MessageAdd, s: Session, ctx: Auth) -> Any:  # noqa: N803
    """Append a message. `content`: text blocks; exactly one of `actor_id` / `agent_id` names the speaker, a
    participant of the conversation; `parent_message_id` must be the conversation's latest message (null for
    the first), else 409 `CONFLICT` naming the latest. A retry with the same `custom_id`, content and speaker
    returns the first message (nothing is extracted again); the same `custom_id` with anything else answers
    409 `CUSTOM_ID_CONFLICT`. A person's message starts fact extraction in the background (actor facts under
    the actor's `fact_instruction`, project facts for the conversation's project): poll
    `GET /api/v3/events/{event_id}`. Permission `workspace:conversation_write` and `project:mem_add`."""
    m, _created = await service.append(s, ctx, conversationId, body=body)
    return envelope(service.message_out(m))


@router.get(MESSAGES, response_model=Envelope[TokenPage[MessageOut]])
async def list_messages(conversationId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                        page_size: PageSize = 50, continuation_token: Token = None) -> Any:
    """The conversation's messages in order, oldest first. Permission `workspace:conversation_read`."""
    rows, token = await service.messages_page(s, ctx, svc.signer, conversationId, page_size=page_size,
                                              token=continuation_token)
    return envelope({"items": [service.message_out(m) for m in rows], "continuation_token": token})
