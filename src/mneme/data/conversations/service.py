"""Conversations of a workspace and their messages; appending a message starts fact extraction.

A conversation writes to exactly one project of its workspace (`rw_project_ids`) and has actors (people) and
agents as participants, all bound to the workspace and not deleted when they are named. Its messages form one
chain: a message names the latest one as its parent (`parent_message_id`, null for the first), else 409
`CONFLICT`; of two appends naming the same parent exactly one wins (`repository.advance`). A message's
`custom_id` makes a retry safe: the same `custom_id` with the same content and speaker returns the first
message (and its `event_id`; nothing is extracted again), with anything else 409 `CUSTOM_ID_CONFLICT`.

What a message gives (the `memories.add` job, in the same transaction as the message: the outbox; one event):

- A person's (actor's) message: **actor facts** (owner: that actor in the workspace), extracted honouring the
  actor's `fact_instruction` in the workspace (empty: the built-in default), keeping only the facts about the
  speaker; and **project facts** for the conversation's project, extracted with the built-in default
  instruction, keeping only the facts that are not about the speaker. The extractors call the speaker "User",
  so "User is allergic to peanuts" goes to the actor and "The launch is on 3 May" to the project. Facts come
  from the new message only; the recent messages before it (up to `CONTEXT_MESSAGES`) are given to the
  extractor as context (as the other side of the exchange), so a model can read "yes, that one" in the light of
  the question it answers.
- An agent's message: no facts. What an agent says is its output, not knowledge about a person, the project or
  itself (agent facts are written through the facts API). It is context for the next person's message. Its
  event still exists and ends `succeeded` with no memories, so every message is answered the same way.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, TeamScope, authorize
from mneme.core.db import iso, utcnow
from mneme.core.errors import ActorInactiveArgument, Conflict, CustomIdConflict, Forbidden, InvalidArgument
from mneme.core.ids import new_id
from mneme.core.jobs import enqueue
from mneme.core.listing import keyset_page
from mneme.core.pagination import TokenSigner
from mneme.data.actors import repository as actors_repo
from mneme.data.agents import repository as agents_repo
from mneme.data.conversations import repository as repo
from mneme.data.conversations.schemas import ConversationCreate, MessageAdd
from mneme.data.events import service as events
from mneme.data.memories.service import ADD_JOB, accept_stamp
from mneme.data.projects import repository as projects_repo
from mneme.data.projects.service import PROJECT
from mneme.data.workspaces import service as workspaces
from mneme.data.workspaces.service import WS
from mneme.memory.store import Owner
from mneme.models import Conversation, ConversationMessage

READ, WRITE = "workspace:conversation_read", "workspace:conversation_write"
PROJECT_WRITE = "project:mem_add"  # a conversation writes its project's facts
CONTEXT_MESSAGES = 10  # messages before the new one given to the extractor as context
EVENT_TYPE = "conversation.message"


def to_out(c: Conversation) -> dict[str, Any]:
    return {"id": c.id, "workspace_id": c.workspace_id, "custom_id": c.custom_id, "rw_project_ids": [c.project_id],
            "actor_ids": list(c.actor_ids or []), "agent_ids": list(c.agent_ids or []),
            "latest_message_id": c.latest_message_id, "message_count": c.message_count,
            "created_at": iso(c.created_at), "updated_at": iso(c.updated_at)}


def message_out(m: ConversationMessage) -> dict[str, Any]:
    return {"id": m.id, "conversation_id": m.conversation_id, "custom_id": m.custom_id, "actor_id": m.actor_id,
            "agent_id": m.agent_id, "content": list(m.content or []), "parent_message_id": m.parent_message_id,
            "event_id": m.event_id, "created_at": iso(m.created_at)}


def _text(content: list[dict[str, Any]]) -> str:
    return "\n".join(str(b.get("text", "")) for b in content)


async def _participants(session: AsyncSession, scope: TeamScope, workspace_id: str, field: str,
                        ids: list[str]) -> list[str]:
    """The ids, each an actor (or agent) bound to the workspace and not deleted; else 400 naming the field."""
    repo_ = actors_repo if field == "actor_ids" else agents_repo
    out: list[str] = []
    for i, pid in enumerate(ids):
        found = await repo_.binding(session, scope, workspace_id, pid)
        if found is None:
            raise InvalidArgument(f"{field}[{i}]: no such {field[:-4]} bound to this workspace")
        if not found[1].active:
            raise ActorInactiveArgument(f"{field}[{i}]: the {field[:-4]} {pid} is deleted")
        if pid not in out:
            out.append(pid)
    return out


async def create(session: AsyncSession, ctx: AuthContext, workspace_id: str, *,
                 body: ConversationCreate) -> Conversation:
    scope, ws = await workspaces.load(session, ctx, workspace_id, WRITE)
    project_id = body.rw_project_ids[0]
    authorize(ctx, PROJECT_WRITE, Instance(PROJECT, project_id, ws.id))
    p = await projects_repo.get(session, scope, project_id)
    if p is None or p.workspace_id != ws.id:
        raise InvalidArgument("rw_project_ids[0]: no such project in this workspace")
    actor_ids = await _participants(session, scope, ws.id, "actor_ids", body.actor_ids)
    agent_ids = await _participants(session, scope, ws.id, "agent_ids", body.agent_ids)
    if await repo.custom_id_taken(session, scope, ws.id, body.custom_id):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by another conversation of this "
                               "workspace")
    now = utcnow()
    c = Conversation(id=new_id("conv"), team_id=scope.team_id, workspace_id=ws.id, project_id=p.id,
                     custom_id=body.custom_id, actor_ids=actor_ids, agent_ids=agent_ids, latest_message_id=None,
                     message_count=0, created_at=now, updated_at=now)
    await workspaces._insert(session, c)
    return c


async def load(session: AsyncSession, ctx: AuthContext, workspace_id: str | None, conversation_id: str,
               action: str) -> tuple[TeamScope, Conversation]:
    """The conversation (in `workspace_id`, when the path names one) if the caller may do `action` on its
    workspace; else 403, whichever the reason."""
    scope = authorize(ctx, action) if workspace_id is None else authorize(ctx, action, Instance(WS, workspace_id))
    c = await repo.get(session, scope, conversation_id)
    if c is None or (workspace_id is not None and c.workspace_id != workspace_id):
        raise Forbidden("No such conversation, or not allowed")
    return authorize(ctx, action, Instance(WS, c.workspace_id)), c


async def list_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, workspace_id: str, *,
                    page_size: int, token: str | None) -> tuple[list[Conversation], str | None]:
    scope, ws = await workspaces.load(session, ctx, workspace_id, READ)

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.page(session, scope, ws.id, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda c: [c.id], allowed=lambda c: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "conversations", "workspace": ws.id})


async def messages_page(session: AsyncSession, ctx: AuthContext, signer: TokenSigner, conversation_id: str, *,
                        page_size: int, token: str | None) -> tuple[list[ConversationMessage], str | None]:
    scope, c = await load(session, ctx, None, conversation_id, READ)

    async def fetch(after: list[Any] | None, limit: int) -> Any:
        return await repo.message_page(session, scope, c.id, after=after, limit=limit)

    return await keyset_page(fetch, key_of=lambda m: [m.seq], allowed=lambda m: True, page_size=page_size,
                             token=token, signer=signer, filters={"list": "messages", "conversation": c.id})


def _same(m: ConversationMessage, body: MessageAdd, content: list[dict[str, Any]]) -> bool:
    return m.actor_id == body.actor_id and m.agent_id == body.agent_id and list(m.content or []) == content


def _retry(m: ConversationMessage, body: MessageAdd, content: list[dict[str, Any]]) -> ConversationMessage:
    """A message with the request's custom_id exists: the first answer again, or 409."""
    if not _same(m, body, content):
        raise CustomIdConflict(f"custom_id {body.custom_id!r} is already used by message {m.id} of this "
                               "conversation, with other content or another speaker")
    return m


async def _speaker(session: AsyncSession, scope: TeamScope, c: Conversation, body: MessageAdd) -> str:
    """Check the speaker (exactly one of actor_id, agent_id; a participant, bound, not deleted); returns its
    `fact_instruction` in the workspace."""
    if (body.actor_id is None) == (body.agent_id is None):
        raise InvalidArgument("actor_id, agent_id: exactly one of them names the speaker")
    field, sid, members = (("actor_id", body.actor_id, c.actor_ids) if body.actor_id is not None
                           else ("agent_id", body.agent_id, c.agent_ids))
    if sid not in (members or []):
        raise InvalidArgument(f"{field}: {sid} is not a participant of the conversation")
    found = await (actors_repo.binding(session, scope, c.workspace_id, str(sid)) if body.actor_id is not None
                   else agents_repo.binding(session, scope, c.workspace_id, str(sid)))
    if found is None:
        raise InvalidArgument(f"{field}: {sid} is no longer bound to the conversation's workspace")
    if not found[1].active:
        raise ActorInactiveArgument(f"{field}: {sid} is deleted")
    return found[0].fact_instruction or ""


async def append(session: AsyncSession, ctx: AuthContext, conversation_id: str, *,
                 body: MessageAdd) -> tuple[ConversationMessage, bool]:
    """Append a message (or find the one a retry names); returns it and whether it was created now."""
    scope, c = await load(session, ctx, None, conversation_id, WRITE)
    authorize(ctx, PROJECT_WRITE, Instance(PROJECT, c.project_id, c.workspace_id))
    content = [{"block_type": b.block_type, "text": b.text} for b in body.content]
    if not _text(content).strip():
        raise InvalidArgument("content: the text blocks must not all be blank")
    instruction = await _speaker(session, scope, c, body)
    first = await repo.message_by_custom_id(session, scope, c.id, body.custom_id)
    if first is not None:
        return _retry(first, body, content), False
    message_id = new_id("msg")
    seq = await repo.advance(session, scope, c.id, body.parent_message_id, message_id)
    if seq is None:
        # a retry that raced its first attempt finds it now (PostgreSQL: the failed update waited for the
        # winner's commit, and this read sees it)
        first = await repo.message_by_custom_id(session, scope, c.id, body.custom_id)
        if first is not None:
            return _retry(first, body, content), False
        latest = await repo.latest_message_id(session, scope, c.id)
        raise Conflict("parent_message_id: must be the conversation's latest message, "
                       + (f"{latest}" if latest else "null (the conversation has no message yet)"))
    ev = await events.create(session, scope, project_id=c.project_id, type_=EVENT_TYPE)
    m = ConversationMessage(id=message_id, team_id=scope.team_id, conversation_id=c.id, seq=seq,
                            custom_id=body.custom_id, actor_id=body.actor_id, agent_id=body.agent_id,
                            content=content, parent_message_id=body.parent_message_id, event_id=ev.id,
                            created_at=utcnow())
    session.add(m)
    await session.flush()
    earlier = await repo.recent_messages(session, scope, c.id, before_seq=seq, limit=CONTEXT_MESSAGES)
    await enqueue(session, ADD_JOB, _job(c, m, earlier, instruction, ev.id), event_id=ev.id)
    return m, True


def _job(c: Conversation, m: ConversationMessage, earlier: list[ConversationMessage], instruction: str,
         event_id: str) -> dict[str, Any]:
    """The `memories.add` payload of a message (see the module doc for what goes where). Only the new message
    is the extractor's "user"; the earlier ones are the other side of the exchange (context)."""
    messages = [{"role": "assistant", "content": _text(e.content)} for e in earlier]
    messages.append({"role": "user" if m.actor_id is not None else "assistant", "content": _text(m.content)})
    project = Owner(team_id=c.team_id, workspace_id=c.workspace_id, project_id=c.project_id)
    parts = []
    if m.actor_id is not None:
        actor = Owner(team_id=c.team_id, workspace_id=c.workspace_id, actor_id=m.actor_id)
        parts.append({"owner": actor.__dict__, "instruction": instruction or None, "about": "speaker"})
    return {"event_id": event_id, "owner": project.__dict__, "instruction": None, "about": "others",
            "parts": parts, "messages": messages, "user_id": None, "infer": True,
            "metadata": {"conversation_id": c.id, "message_id": m.id}, "chat_session_id": c.id,
            "accepted_at": accept_stamp().isoformat()}
