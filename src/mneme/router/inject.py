"""Memory in router calls (extensions §7): a boundary's memories injected into an inference request, and the
exchange remembered afterwards.

`prepare` (before the upstream call, only with `?boundary_id=`):

1. The boundary is opened with the caller's permissions (`boundary:read` plus `workspace:read` on its
   workspace, as `GET /api/v3/boundaries/{id}`): unknown, another team's or not allowed raises
   `BoundaryForbidden` (the router answers 403). This check is not timed.
2. Within the budget (`budget_s`, a setting): the latest user turn is the query (`user_turn`); the boundary's
   project, person and agent facts and its projects' document chunks that the caller may read
   (`_readable_sources`: access scopes and permission levels apply as on the data API) are retrieved, ranked together
   (`memory.boundary_retrieval.retrieve`, at most `TOP_K` items scoring at least its `min_score`), and written
   as one memory block (`memory_block`) into the request: compat-a chat, appended to the first system or
   developer message (a new first system message when there is none); responses, appended to `instructions`;
   compat-b messages, appended to `system` (a text block when `system` is a list of blocks). Nothing else in
   the body changes; the caller's dict is never mutated (a changed copy is returned).
3. Nothing retrieved, a timeout or any error: the body is returned unchanged (`modified=False`,
   `retrieved=0`; errors and timeouts are logged). `prepare` raises nothing but `BoundaryForbidden`.

The query is embedded concurrently with the boundary check and the retrieval's statements that do not need its
vector (the model runs on its own thread). The check and the retrieval share one read session; at most
`PREPARING` such sessions of a process are open at once (the others wait for a slot). A retrieval that passes
the budget is not cut short: its call goes on without memory, the retrieval runs to its end (at most `WARM_S`)
so that what it loaded is there for the next calls.

`remember` (after a successful call) schedules the remember step as a task of the running loop and returns at
once; the step runs with the caller's permissions, in one write transaction, and what it writes starts the
usual background fact extraction (`memories.add` jobs, the outbox). Only a call whose body ends with the
user's turn is remembered (a tool-result continuation of an agent loop is not: its user turn was recorded with
the call that carried it). Given the boundary's first project P, its person H and its agent A (H and A only
while they are active and bound to the workspace):

- P and H: the exchange is appended to the boundary's conversation (custom_id `router:<boundary>:<P>`, in the
  boundary's workspace, writing to P; created on first use, H and A added to its participants when the
  boundary changed): the user turn spoken by H, then the reply spoken by A (when the boundary has an agent and
  the reply has text). The user turn gives H's person facts (under H's `fact_instruction`) and P's project
  facts, exactly as `POST /api/v3/conversations/{id}/messages` does; the reply gives no facts (it is the
  context of the next turn). Needs `workspace:conversation_write` and `project:mem_add`.
- P without H: no conversation (a message needs a speaker); P's project facts are extracted from the user turn.
  Facts about the (unnamed) user are dropped: the boundary names no person to keep them for, and they do not
  belong to the whole project. Needs `project:mem_add`.
- H without P: no conversation (a conversation writes to one project); H's person facts are extracted from the
  user turn, under H's `fact_instruction`. Needs `workspace_actor:fact_add`.
- neither: nothing is remembered (an agent's facts are never extracted from its own replies).

Remember steps of one boundary run one at a time in a process (a lock per boundary) and across processes (the
conversation's row is locked while a step appends to it); a step that still lost a race (two processes
creating the conversation at once) is tried again (`ATTEMPTS`), so concurrent calls never fail on the
`parent_message_id` rule. A step that fails is logged, never raised. A process that stops between a reply and
its remember step loses that exchange's memory (`drain` waits for the pending steps at shutdown).
"""
from __future__ import annotations

import asyncio
import contextvars
import logging
import random
import re
import time
import weakref
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import Any

import numpy as np
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from mneme.core.access import PROJECT as PROJECT_TYPE
from mneme.core.access import WORKSPACE as WORKSPACE_TYPE
from mneme.core.auth import AuthContext
from mneme.core.authz import Instance, TeamScope, decide
from mneme.core.db import Database, write_hook
from mneme.core.errors import Conflict, Forbidden
from mneme.core.ids import new_id
from mneme.core.jobs import enqueue, safe_message, wake_workers
from mneme.data.actors import repository as actors_repo
from mneme.data.agents import repository as agents_repo
from mneme.data.boundaries import service as boundaries
from mneme.data.conversations import repository as conversations_repo
from mneme.data.conversations import service as conversations
from mneme.data.conversations.schemas import Block, ConversationCreate, MessageAdd
from mneme.data.events import service as events
from mneme.data.memories.service import ADD_JOB, accept_stamp
from mneme.data.owners import ACTOR, PROJECT, resolve_owner
from mneme.memory.boundary_retrieval import (
    AGENT_FACT,
    DOCUMENT,
    PERSON_FACT,
    PROJECT_FACT,
    Retrieved,
    owners_of,
    retrieve,
)
from mneme.memory.store import Owner
from mneme.models import Boundary, Conversation
from mneme.services import Services

log = logging.getLogger("mneme.router.inject")

CHAT, RESPONSES, MESSAGES = "chat", "responses", "messages"
KINDS = (CHAT, RESPONSES, MESSAGES)
TOP_K = 8  # items injected at most
MAX_ITEM_CHARS = 2000  # an item's text is cut there: a document chunk (at most 256 tokens) fits whole
MAX_QUERY_CHARS = 2000  # the query is the latest user turn's first characters
MAX_MESSAGE_CHARS = 100_000  # a conversation message's text block at most (the messages API's limit)
ATTEMPTS = 5  # a remember step lost a race for the conversation's latest message: tried again

OPEN, CLOSE = "<memory>", "</memory>"
HEADER = "Memories that may help with this conversation (retrieved by Mneme, most relevant first):"
LABELS = {PERSON_FACT: "person fact", PROJECT_FACT: "project fact", AGENT_FACT: "agent fact"}
EVENT_TYPE = "router.remember"  # the event of a remember step that records no conversation


class BoundaryForbidden(Exception):
    """The boundary does not exist in the caller's team, or the caller may not read it (the router: 403)."""


@dataclass
class Injection:
    """The request body to send upstream, how many memories it carries, and whether it differs from the
    caller's (the `X-Memory-Retrieved` and `X-Memory-Context-Modified` headers)."""

    body: dict[str, Any]
    retrieved: int
    modified: bool


# ------------------------------------------------------------------------------------------ the user turn


def _parts_text(content: Any, text_types: tuple[str, ...]) -> str:
    """The text of a message's content: a string, or the text parts of a list of parts."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    return "\n".join(p["text"] for p in content if isinstance(p, dict) and isinstance(p.get("text"), str)
                     and p.get("type", "text") in text_types)


def user_turn(kind: str, body: dict[str, Any]) -> tuple[str, bool]:
    """The latest user turn's text and whether it ends the conversation (the body's last message).

    chat: the last `messages` item with role `user` and some text (a string, or the `text` parts of a list);
    responses: `input` when it is a string, else the last `input` item with role `user` and some text (a string,
    or its `input_text` parts); messages (compat-b): the last `messages` item with role `user` and some text (a
    string, or its `text` blocks; a message of tool results only has none). Anything else: ("", False)."""
    text_types: tuple[str, ...] = ("text",)
    if kind == RESPONSES:
        given = body.get("input")
        if isinstance(given, str):
            return given, True
        items, text_types = given, ("input_text", "text")
    elif kind in (CHAT, MESSAGES):
        items = body.get("messages")
    else:
        return "", False
    if not isinstance(items, list):
        return "", False
    for i in range(len(items) - 1, -1, -1):
        item = items[i]
        if not isinstance(item, dict) or item.get("role") != "user":
            continue
        if kind == RESPONSES and item.get("type", "message") != "message":
            continue
        text = _parts_text(item.get("content"), text_types)
        if text.strip():
            return text, i == len(items) - 1
    return "", False


# ------------------------------------------------------------------------------------------ the memory block


_SPACE = re.compile(r"\s+")
_TAG = re.compile(r"<(/?)memory", re.IGNORECASE)


def _clean(text: str, limit: int = MAX_ITEM_CHARS) -> str:
    """One line, cut at `limit` characters, that cannot close (or open) the block."""
    one = _TAG.sub(r"<\1 memory", _SPACE.sub(" ", text).strip())
    return one if len(one) <= limit else one[: limit - 1].rstrip() + "…"


def _label(item: Retrieved) -> str:
    if item.kind == DOCUMENT:
        return f"document excerpt: {_clean(item.document_name or item.document_id or '', 200)}"
    return LABELS.get(item.kind, item.kind)


def memory_block(items: list[Retrieved]) -> str:
    """The text injected into a request: one line per item, best first, each labelled

        <memory>
        Memories that may help with this conversation (retrieved by Mneme, most relevant first):
        - [person fact] User is allergic to shellfish
        - [project fact] The launch is planned for May 3
        - [document excerpt: handbook.pdf] Refunds are accepted within 30 days of ...
        </memory>

    An item's whitespace is collapsed to single spaces and its text cut at `MAX_ITEM_CHARS` characters."""
    lines = [OPEN, HEADER, *(f"- [{_label(i)}] {_clean(i.text)}" for i in items), CLOSE]
    return "\n".join(lines)


def _appended(existing: str, block: str) -> str:
    return f"{existing}\n\n{block}" if existing.strip() else block


def inject(kind: str, body: dict[str, Any], block: str) -> dict[str, Any] | None:
    """A copy of `body` with `block` added where the request shape keeps its instructions (see the module
    doc); None when the body has no such place in a form this code knows (it is then sent unchanged). Only the
    changed containers are copied: the caller's dict and everything in it stay as they were."""
    out = dict(body)
    if kind == CHAT:
        messages = body.get("messages")
        if not isinstance(messages, list):
            return None
        at = next((i for i, m in enumerate(messages)
                   if isinstance(m, dict) and m.get("role") in ("system", "developer")), None)
        if at is None:
            out["messages"] = [{"role": "system", "content": block}, *messages]
            return out
        message = dict(messages[at])
        content = message.get("content")
        if isinstance(content, str) or content is None:
            message["content"] = _appended(content or "", block)
        elif isinstance(content, list):
            message["content"] = [*content, {"type": "text", "text": block}]
        else:
            return None
        out["messages"] = [*messages[:at], message, *messages[at + 1:]]
        return out
    if kind == RESPONSES:
        instructions = body.get("instructions")
        if not (instructions is None or isinstance(instructions, str)):
            return None
        out["instructions"] = _appended(instructions or "", block)
        return out
    if kind == MESSAGES:
        system = body.get("system")
        if system is None or isinstance(system, str):
            out["system"] = _appended(system or "", block)
        elif isinstance(system, list):
            out["system"] = [*system, {"type": "text", "text": block}]
        else:
            return None
        return out
    return None


# ------------------------------------------------------------------------------------------ prepare


async def _open(session: AsyncSession, ctx: AuthContext, boundary_id: str) -> tuple[TeamScope, Boundary, list[str]]:
    """The boundary as `GET /api/v3/boundaries/{id}` opens it (`boundaries.load_with_projects`, `boundary:read`),
    and all its projects, in one statement; `BoundaryForbidden` when it is refused."""
    try:
        return await boundaries.load_with_projects(session, ctx, boundary_id, "boundary:read")
    except Forbidden as exc:
        raise BoundaryForbidden("No such boundary, or not allowed") from exc


def _readable_sources(ctx: AuthContext, b: Boundary, project_ids: list[str]) -> tuple[list[Owner], list[str]]:
    """The boundary's sources that the caller may read: project facts with `project:mem_search` and documents
    with `project:doc_read` on the project, person and agent facts with `workspace_actor:fact_read` and
    `workspace_agent:fact_read` on the workspace (access scopes and levels apply, as on the data API)."""

    def may(o: Owner) -> bool:
        if o.project_id is not None:
            return decide(ctx, "project:mem_search", Instance(PROJECT_TYPE, o.project_id, o.workspace_id))
        kind = "actor" if o.actor_id is not None else "agent"
        return decide(ctx, f"workspace_{kind}:fact_read", Instance(WORKSPACE_TYPE, o.workspace_id))

    return [o for o in owners_of(b, project_ids) if may(o)], [p for p in project_ids if decide(
        ctx, "project:doc_read", Instance(PROJECT_TYPE, p, b.workspace_id))]


def _settle(task: asyncio.Future[Any] | None) -> None:
    """A task no one awaits any more: cancelled if running, its exception (if any) marked as seen."""
    if task is None:
        return
    if not task.done():
        task.cancel()
    elif not task.cancelled():
        task.exception()


PREPARING = 16  # memory preparations at once per process (each holds a read session): see `_slot`
_slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = weakref.WeakKeyDictionary()


def _slot() -> asyncio.Semaphore:
    """At most `PREPARING` calls of this loop read memory at once; the others wait for a slot before they take a
    session. Without it, 64 calls in flight held 64 read sessions (the embedding is awaited in the session),
    past the SQLite read pool (24 + 16 overflow): connections were opened and closed all along, each one a
    thread started while the event loop waited. More at once does not go faster on a few cores anyway."""
    loop = asyncio.get_running_loop()
    sem = _slots.get(loop)
    if sem is None:
        sem = _slots[loop] = asyncio.Semaphore(PREPARING)
    return sem


async def _embedded(embedder: Any, query: str) -> np.ndarray:
    return np.asarray((await embedder.embed([query]))[0], dtype=np.float32)


async def prepare(db: Database, svc: Services, ctx: AuthContext, boundary_id: str, kind: str,
                  body: dict[str, Any], *, budget_s: float) -> Injection:
    """The request body with the boundary's memories for its latest user turn (see the module doc). Raises
    `BoundaryForbidden` for an unknown, foreign or not allowed boundary; otherwise never raises."""
    unchanged = Injection(body=body, retrieved=0, modified=False)
    query, embedder, vector = "", None, None
    try:
        query = user_turn(kind, body)[0][:MAX_QUERY_CHARS]
        if query.strip():  # embedded on the model's threads while the boundary is read
            embedder = svc.engines.embedder
            vector = asyncio.ensure_future(_embedded(embedder, query))
    except Exception as exc:  # noqa: BLE001 - the call goes on without memory (once the boundary is checked)
        log.warning("boundary %s: no query from the %s body: %s", boundary_id, kind, safe_message(exc))
    started = time.perf_counter()
    loop = asyncio.get_running_loop()
    checked: asyncio.Future[None] = loop.create_future()
    found: asyncio.Future[list[Retrieved]] = loop.create_future()
    for f in (checked, found):  # their errors are this call's, even when the call stopped waiting for them
        f.add_done_callback(_seen)
    _retrieval(db, svc, ctx, boundary_id, query, embedder, vector, budget_s, checked, found)
    items: list[Retrieved] = []
    try:
        await asyncio.shield(checked)  # the boundary check is not timed
        # this call's own deadline is the authoritative one: a timeout means no memory, not part of it; the
        # retrieval goes on to its end all the same (see `_retrieval`)
        async with asyncio.timeout(budget_s):
            items = await asyncio.shield(found)
    except BoundaryForbidden:
        raise
    except TimeoutError:
        log.info("boundary %s: no memory injected, retrieval passed its %.0f ms budget (%.1f ms)", boundary_id,
                 budget_s * 1000, (time.perf_counter() - started) * 1000)
        return unchanged
    except Exception as exc:  # noqa: BLE001 - the call goes on without memory
        log.warning("boundary %s: no memory injected, retrieval failed: %s", boundary_id, safe_message(exc))
        return unchanged
    if not items:
        return unchanged
    changed = inject(kind, body, memory_block(items))
    if changed is None:
        log.info("boundary %s: no memory injected, the %s body has no place for it", boundary_id, kind)
        return unchanged
    return Injection(body=changed, retrieved=len(items), modified=True)


def _seen(f: asyncio.Future[Any]) -> None:
    if not f.cancelled():
        f.exception()


WARM_S = 10.0  # how long a retrieval may go on after its call stopped waiting (see `_retrieval`)


def _retrieval(db: Database, svc: Services, ctx: AuthContext, boundary_id: str, query: str, embedder: Any,
               vector: asyncio.Future[np.ndarray] | None, budget_s: float,
               checked: asyncio.Future[None], found: asyncio.Future[list[Retrieved]]) -> asyncio.Task[list[Retrieved]]:
    """The boundary's check and retrieval as a task of its own, in one read session (one of `PREPARING` slots):
    the boundary is opened and its readable sources read (`checked` is then set, or fails with what refused
    it), then the retrieval runs its statements while the query's `vector` is still being embedded, and
    awaits it only for the search itself. A call which stops waiting (its budget is up) does not cancel this
    task: its first retrieval of a boundary loads the search matrices of the boundary's scopes (10,000 facts:
    150-200 ms of CPU), and when that was cut short at the budget by every call, the matrices were never kept and
    every call loaded them again, for nothing (on a busy machine, every call of the router bench). Run to its
    end (at most `WARM_S`), the next calls find them loaded. What it retrieved is set in `found` before its
    session ends (the call goes on while it commits). No `vector` (no query): the check only."""

    async def run() -> list[Retrieved]:
        try:
            # reads only, each statement on its own on PostgreSQL (no BEGIN before the first, no COMMIT)
            async with _slot(), db.session(write=False, autocommit=True) as s:
                try:
                    scope, b, project_ids = await _open(s, ctx, boundary_id)
                    sources = _readable_sources(ctx, b, project_ids)
                except Exception as exc:
                    checked.set_exception(exc)
                    raise
                checked.set_result(None)
                try:
                    items = [] if vector is None else await retrieve(
                        s, scope, b, query, retriever=svc.retriever, embedder=embedder, top_k=TOP_K,
                        budget_s=max(2 * budget_s + 1, WARM_S), query_vector=vector, sources=sources,
                        query_map=svc.engines.query_map)
                except Exception as exc:
                    found.set_exception(exc)
                    raise
                found.set_result(items)
                return items
        finally:
            for f in (checked, found):
                if not f.done():  # cancelled before it ended
                    f.cancel()
            _settle(vector)

    task = asyncio.get_running_loop().create_task(run())
    _tasks.add(task)
    task.add_done_callback(_retrieval_done)
    return task


def _retrieval_done(task: asyncio.Task[list[Retrieved]]) -> None:
    _tasks.discard(task)
    if not task.cancelled() and (exc := task.exception()) is not None:  # its call logged it, if it still waited
        log.debug("boundary retrieval failed: %s", safe_message(exc))


# ------------------------------------------------------------------------------------------ remember


_tasks: set[asyncio.Task[Any]] = set()
_locks: weakref.WeakValueDictionary[tuple[int, str], asyncio.Lock] = weakref.WeakValueDictionary()


def remember(db: Database, svc: Services, ctx: AuthContext, boundary_id: str, kind: str,
             body: dict[str, Any], reply_text: str) -> None:
    """Schedule the remember step of a successful call (see the module doc) and return at once. Never raises;
    the step's errors are logged. Must be called on the event loop that should run the step."""
    try:
        text, last = user_turn(kind, body)
        if not last or not text.strip():
            log.debug("boundary %s: nothing to remember (the %s body does not end with a user turn)", boundary_id,
                      kind)
            return
        # the request's context without its Idempotency-Key hook: this transaction is not the request's
        context = contextvars.copy_context()
        context.run(write_hook.set, None)
        task = asyncio.get_running_loop().create_task(
            _logged(remember_now(db, ctx, boundary_id, text, reply_text or ""), boundary_id), context=context)
    except Exception as exc:  # noqa: BLE001 - remembering never fails the call
        log.warning("boundary %s: the remember step was not scheduled: %s", boundary_id, safe_message(exc))
        return
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


async def drain(timeout_s: float | None = None) -> None:
    """Wait for the remember steps scheduled on this loop (at shutdown; in tests)."""
    loop = asyncio.get_running_loop()
    mine = [t for t in _tasks if t.get_loop() is loop]
    if mine:
        await asyncio.wait(mine, timeout=timeout_s)


async def _logged(step: Coroutine[Any, Any, str], boundary_id: str) -> None:
    try:
        outcome = await step
    except Exception as exc:  # noqa: BLE001 - logged, never raised
        log.warning("boundary %s: the exchange was not remembered: %s", boundary_id, safe_message(exc))
    else:
        log.debug("boundary %s: remembered (%s)", boundary_id, outcome)


def _lock(boundary_id: str) -> asyncio.Lock:
    key = (id(asyncio.get_running_loop()), boundary_id)
    lock = _locks.get(key)
    if lock is None:
        lock = _locks[key] = asyncio.Lock()
    return lock


async def remember_now(db: Database, ctx: AuthContext, boundary_id: str, user_text: str, reply_text: str) -> str:
    """The remember step itself, awaited: records the exchange and queues its fact extraction in one write
    transaction; returns what it did ("conversation <id>", "project facts", "person facts" or "nothing").
    Raises what refused it (e.g. 403 when the key may not write there)."""
    if not user_text.strip():
        return "nothing"
    lock = _lock(boundary_id)  # held by this frame while it runs: the weak map keeps it for concurrent steps
    async with lock:
        exchange = new_id("rx")
        for attempt in range(1, ATTEMPTS + 1):
            try:
                async with db.session() as s:
                    outcome = await _record(s, ctx, boundary_id, exchange, user_text, reply_text)
                wake_workers()
                return outcome
            except (Conflict, IntegrityError) as exc:  # another process appended (or created it) first
                if attempt == ATTEMPTS:
                    raise
                log.info("boundary %s: remember step retried (%s)", boundary_id, safe_message(exc))
                await asyncio.sleep(0.02 * attempt * (1 + random.random()))
    raise AssertionError("unreachable")


async def _active(session: AsyncSession, scope: TeamScope, workspace_id: str, actor_id: str | None,
                  repo: Any) -> tuple[str, str] | None:
    """(id, fact_instruction in the workspace) of the boundary's person (or agent) while it is active and
    bound to the workspace; else None."""
    if actor_id is None:
        return None
    found = await repo.binding(session, scope, workspace_id, actor_id)
    if found is None or not found[1].active:
        return None
    return actor_id, found[0].fact_instruction or ""


def _message(text: str, custom_id: str, parent: str | None, *, actor_id: str | None = None,
             agent_id: str | None = None) -> MessageAdd:
    return MessageAdd(content=[Block(block_type="TEXT", text=text[:MAX_MESSAGE_CHARS])], actor_id=actor_id,
                      agent_id=agent_id, custom_id=custom_id, parent_message_id=parent)


def conversation_custom_id(boundary_id: str, project_id: str) -> str:
    """The custom_id of a boundary's conversation (in its workspace) writing to its first project."""
    return f"router:{boundary_id}:{project_id}"


async def _conversation(session: AsyncSession, ctx: AuthContext, scope: TeamScope, b: Boundary, project_id: str,
                        person: str, agent: str | None) -> Conversation:
    """The boundary's conversation, created on first use; the person and agent made participants. Its row is
    locked for the rest of the transaction (PostgreSQL; SQLite's writers are serialized anyway), so remember
    steps of other processes wait for this one instead of losing the race for its latest message."""
    custom_id = conversation_custom_id(b.id, project_id)
    c = (await session.execute(select(Conversation).where(
        Conversation.team_id == scope.team_id, Conversation.workspace_id == b.workspace_id,
        Conversation.custom_id == custom_id).with_for_update())).scalar_one_or_none()
    if c is None:
        return await conversations.create(session, ctx, b.workspace_id, body=ConversationCreate(
            custom_id=custom_id, rw_project_ids=[project_id], actor_ids=[person],
            agent_ids=[agent] if agent else []))
    actors, agents = list(c.actor_ids or []), list(c.agent_ids or [])
    if person not in actors or (agent is not None and agent not in agents):  # the boundary changed since
        c.actor_ids = actors if person in actors else [*actors, person]
        c.agent_ids = agents if agent is None or agent in agents else [*agents, agent]
        await session.flush()
    return c


async def _record(session: AsyncSession, ctx: AuthContext, boundary_id: str, exchange: str, user_text: str,
                  reply_text: str) -> str:
    scope, b, projects = await boundaries.load_with_projects(session, ctx, boundary_id, "boundary:read")
    project = projects[0] if projects else None
    person = await _active(session, scope, b.workspace_id, b.human_actor_id, actors_repo)
    agent = await _active(session, scope, b.workspace_id, b.agent_id, agents_repo)
    if project is not None and person is not None:
        c = await _conversation(session, ctx, scope, b, project, person[0], agent[0] if agent else None)
        parent = await conversations_repo.latest_message_id(session, scope, c.id)
        m, _new = await conversations.append(session, ctx, c.id, body=_message(
            user_text, f"{exchange}:user", parent, actor_id=person[0]))
        if agent is not None and reply_text.strip():
            await conversations.append(session, ctx, c.id, body=_message(
                reply_text, f"{exchange}:reply", m.id, agent_id=agent[0]))
        return f"conversation {c.id}"
    if project is not None:
        _s, owner = await resolve_owner(session, ctx, b.workspace_id, PROJECT, project, "project:mem_add")
        instruction, about, outcome = None, "others", "project facts"
    elif person is not None:
        _s, owner = await resolve_owner(session, ctx, b.workspace_id, ACTOR, person[0], "workspace_actor:fact_add")
        instruction, about, outcome = person[1] or None, "speaker", "person facts"
    else:
        return "nothing"
    ev = await events.create(session, scope, project_id=owner.project_id, type_=EVENT_TYPE)
    await enqueue(session, ADD_JOB, {
        "event_id": ev.id, "owner": owner.__dict__, "instruction": instruction, "about": about, "parts": [],
        "messages": [{"role": "user", "content": user_text[:MAX_MESSAGE_CHARS]}], "user_id": None, "infer": True,
        "metadata": {"boundary_id": b.id}, "chat_session_id": None, "accepted_at": accept_stamp().isoformat()},
        event_id=ev.id)
    return outcome
