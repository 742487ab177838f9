"""Jobs of the memory store: `memories.add` (extract, embed, store, detect) and `memories.process`
(embed what has no vector yet, then detect conflicts). Both are safe to run again after a crash.

An add may carry `parts`: further owners (each with its own `instruction` and `about`) extracted from the same
messages under the same event, e.g. a conversation message's actor facts beside its project facts
(`data/conversations/service.py`). `about` "speaker" keeps only the facts about the person speaking, "others"
only the rest.

An add whose project (or, for an actor's or agent's memories, workspace) is gone ends at once with
`PROJECT_DELETED` (`WORKSPACE_DELETED`): checked before the work starts, and after any failure (a project
deleted while its add ran makes the insert fail on the foreign key), so that it is never retried."""
from __future__ import annotations

import datetime as dt
import re
from typing import Any

import numpy as np
from sqlalchemy import select

from mneme.core.jobs import PROJECT_DELETED, WORKSPACE_DELETED, JobContext, JobError, batch_handler, job_handler
from mneme.data.events import service as events
from mneme.data.memories.service import ADD_JOB, PROCESS_JOB
from mneme.memory import store
from mneme.memory.detection import record
from mneme.memory.extraction import finish_facts
from mneme.memory.speaker import known_name, name_in_facts, person_scope, to_marker
from mneme.memory.store import Owner
from mneme.models import Memory, Project, Workspace

NEAR_DUPLICATE = 0.95


async def fail_event(ctx: JobContext, payload: dict[str, Any], error: JobError) -> None:
    async with ctx.db.session() as s:
        await events.fail(s, payload.get("event_id"), error.code, error.message)


def _owner(p: dict[str, Any]) -> Owner:
    return Owner(**p["owner"])


def _units(p: dict[str, Any]) -> list[dict[str, Any]]:
    """The add's units of work: the payload itself, then each of its `parts` (a conversation message adds to
    the project and to the speaking actor under one event: each part overrides `owner`, `instruction` and
    `about`). The payload's own owner is the one whose deletion ends the add (`owner_gone`)."""
    base = {k: v for k, v in p.items() if k != "parts"}
    return [base, *({**base, **part} for part in p.get("parts") or [])]


# A fact about the person speaking: the extractors call that person "User" ("User is ...", "User's ...",
# "... told the user"), not always first: chat filler can stay in front ("Quick heads up - User is ...").
# Read on the extractor's output, before the marker is rendered with the person's name (`_texts`).
_ABOUT_SPEAKER = re.compile(r"\bUser\b|\bthe user\b|^user\b")


def about_speaker(fact: str) -> bool:
    return _ABOUT_SPEAKER.search(fact.strip()) is not None


def _keep(about: str | None, fact: str) -> bool:
    """`about` "speaker": only facts about the person speaking; "others": only the rest; absent: all."""
    if about == "speaker":
        return about_speaker(fact)
    if about == "others":
        return not about_speaker(fact)
    return True


def _accepted_at(p: dict[str, Any]) -> dt.datetime | None:
    """When the add was accepted (stamped by the request; jobs queued before the stamp existed have none)."""
    raw = p.get("accepted_at")
    return dt.datetime.fromisoformat(raw) if isinstance(raw, str) else None


async def owner_gone(ctx: JobContext, owner: Owner) -> JobError | None:
    """`PROJECT_DELETED` / `WORKSPACE_DELETED` when the memories' owner no longer exists, else None."""
    return (await _owners_gone(ctx, [owner]))[0]


async def _owners_gone(ctx: JobContext, owners: list[Owner]) -> list[JobError | None]:
    """`owner_gone` of many owners in two queries."""
    projects = {o.project_id for o in owners if o.project_id is not None}
    workspaces = {o.workspace_id for o in owners if o.project_id is None}
    async with ctx.db.session(write=False) as s:
        live_p = set((await s.scalars(select(Project.id).where(Project.id.in_(projects)))).all()) if projects else set()
        live_w = set((await s.scalars(select(Workspace.id).where(Workspace.id.in_(workspaces)))).all()
                     ) if workspaces else set()
    return [(None if o.project_id in live_p else JobError(PROJECT_DELETED)) if o.project_id is not None
            else (None if o.workspace_id in live_w else JobError(WORKSPACE_DELETED)) for o in owners]


async def _texts(ctx: JobContext, p: dict[str, Any]) -> tuple[list[str], str | None]:
    """The texts to store, and the person's name they were written with (None: the marker stayed)."""
    messages = [m for m in p["messages"] if str(m.get("content", "")).strip()]
    if not p.get("infer", True):  # verbatim, byte for byte (blank messages were refused at the request)
        return [str(m["content"]) for m in messages], None
    facts = await ctx.services.engines.extractor.extract(messages, instruction=p.get("instruction"))
    # which facts are about the speaker is read on the extractors' "User" marker; only then is the marker
    # rendered with the person's name (said in this add, else a stored name fact of this user or actor) and
    # relative dates turned into dates of the day the add was accepted (mneme.memory.speaker)
    kept = [f.strip() for f in facts if f.strip() and _keep(p.get("about"), f)]
    name = name_in_facts(kept)
    if name is None and any(about_speaker(f) for f in kept):
        owner = _owner(p)
        if person_scope(owner.key, p.get("user_id")):
            async with ctx.db.session(write=False) as s:
                name = await known_name(s, owner.key, p.get("user_id"))
    accepted_at = _accepted_at(p)
    seen: set[str] = set()
    out = []
    for f in finish_facts(kept, known_name=name, today=accepted_at.date() if accepted_at else None):
        h = store.content_hash(f)
        if h not in seen:
            seen.add(h)
            out.append(f)
    return out, name


async def _drop_near_duplicates(ctx: JobContext, s: Any, owner: Owner, texts: list[str], vecs: np.ndarray,
                                user_id: str | None, name: str | None = None) -> tuple[list[str], np.ndarray]:
    """Extraction never stores what the scope already says for this user (or what this batch says twice);
    a fact written with the person's name also matches the same fact stored with the marker, before the
    name was known ("Alice lives in Lyon" / "User lives in Lyon")."""
    forms = [{store.content_hash(t), store.content_hash(to_marker(t, name))} for t in texts]
    known = await store.existing_hashes(s, owner, sorted({h for f in forms for h in f}), user_id=user_id)
    keep: list[int] = []
    for i, t in enumerate(texts):
        if forms[i] & known:
            continue
        if any(float(vecs[i] @ vecs[j]) >= NEAR_DUPLICATE for j in keep):
            continue
        hits = await ctx.services.retriever.memories(s, owner.key, vecs[i], t, k=1, user_id=user_id)
        if hits and hits[0].cosine >= NEAR_DUPLICATE:
            continue
        keep.append(i)
    return [texts[i] for i in keep], vecs[keep] if keep else vecs[:0]


@job_handler(ADD_JOB, on_final_failure=fail_event)
async def add(ctx: JobContext, p: dict[str, Any]) -> None:
    """One add (a batch of one: the worker runs adds alone after a batch failed, or when only one is due)."""
    gone = await owner_gone(ctx, _owner(p))
    if gone is not None:
        raise gone
    try:
        await add_batch(ctx, [p])
    except Exception as exc:
        gone = await owner_gone(ctx, _owner(p))
        if gone is not None:
            raise gone from exc
        raise


@batch_handler(ADD_JOB, size=64)
async def add_batch(ctx: JobContext, payloads: list[dict[str, Any]]) -> None:
    """Many adds at once, with the outcome of running `add` for each (a failure makes the worker run them one
    by one): one embedding call, one multi-row insert, the neighbour searches of a scope in one pass, and
    the conflicts judged in a read transaction, so SQLite's write lock is held for milliseconds at a time."""
    if len(payloads) > 1 and any(await _owners_gone(ctx, [_owner(p) for p in payloads])):
        # an add whose owner is gone fails alone: the worker runs each add of the batch by `add`
        raise JobError(PROJECT_DELETED, permanent=False)
    async with ctx.db.session(write=False) as s:
        ids = [p["event_id"] for p in payloads]
        open_events = {e.id: e for e in await events.load_many(s, ids) if e.status not in ("succeeded", "failed")}
    todo = [p for p in payloads if p["event_id"] in open_events]
    # an add whose memories were stored before its worker died goes straight to detection
    stored: dict[str, list[str]] = {p["event_id"]: list(open_events[p["event_id"]].memory_ids)
                                    for p in todo if open_events[p["event_id"]].memory_ids}
    new = [u for p in todo if p["event_id"] not in stored for u in _units(p)]
    done = [await _texts(ctx, p) for p in new]
    texts = [ts for ts, _name in done]
    names = [name for _ts, name in done]
    flat = [t for ts in texts for t in ts]
    vecs = await ctx.services.engines.embedder.embed(flat) if flat else np.zeros((0, 384), np.float32)
    if new:  # stored, and the events `running`, in one transaction
        async with ctx.db.session() as s:
            stored |= await _store_many(ctx, s, new, texts, vecs, names)
    await _judge_and_finish(ctx, stored)


async def _store_many(ctx: JobContext, s: Any, payloads: list[dict[str, Any]], texts: list[list[str]],
                      vecs: np.ndarray, names: list[str | None] | None = None) -> dict[str, list[str]]:
    """Store the adds' texts (already embedded) in the caller's transaction; returns memory ids per event."""
    # Two runs of one job may overlap (a stalled worker past its lease): the event rows' lock (BEGIN IMMEDIATE
    # on SQLite) makes the second one see the first one's memories instead of storing them again.
    current = {e.id: list(e.memory_ids or []) for e in
               await events.load_many(s, [p["event_id"] for p in payloads], for_update=True)}
    out: dict[str, list[str]] = {}
    items: list[store.NewMemory] = []
    seqs: dict[str, int] = {}  # the units of one event number their memories on from each other
    start = 0
    for p, ts, name in zip(payloads, texts, names or [None] * len(payloads), strict=True):
        ev_vecs, start = vecs[start:start + len(ts)], start + len(ts)
        if current.get(p["event_id"]):
            out[p["event_id"]] = current[p["event_id"]]
            continue
        owner = _owner(p)
        if p.get("infer", True):
            ts, ev_vecs = await _drop_near_duplicates(ctx, s, owner, ts, ev_vecs, p.get("user_id"), name)
        out.setdefault(p["event_id"], [])
        first = seqs.get(p["event_id"], 0)
        seqs[p["event_id"]] = first + len(ts)
        # dated by the request's acceptance, in message order: sequential adds keep their order (and their
        # ids sort the same way) however the jobs were batched or interleaved
        accepted_at = _accepted_at(p)
        items += [store.NewMemory(owner, t, event_id=p["event_id"], user_id=p.get("user_id"),
                                  metadata=p.get("metadata"), chat_session_id=p.get("chat_session_id"),
                                  embedding=v, accepted_at=accepted_at, seq=first + j)
                  for j, (t, v) in enumerate(zip(ts, ev_vecs, strict=True))]
    for m in await store.insert_many(s, items):
        out[m.event_id or ""].append(m.id)
    await events.update_many(s, {eid: {"memory_ids": ids, "status": "running"} for eid, ids in out.items()
                                  if not current.get(eid)})
    return out


@job_handler(PROCESS_JOB, on_final_failure=fail_event)
async def process(ctx: JobContext, p: dict[str, Any]) -> None:
    """Embed the named memories that lack a vector (new or changed text), then detect their conflicts."""
    ids: list[str] = list(p["memory_ids"])
    async with ctx.db.session(write=False) as s:
        rows = list((await s.execute(select(Memory).where(Memory.id.in_(ids), Memory.embedding.is_(None)))).scalars())
    if rows:
        vecs = await ctx.services.engines.embedder.embed([m.content for m in rows])
        async with ctx.db.session() as s:
            by_owner: dict[Owner, dict[str, np.ndarray]] = {}
            for m, v in zip(rows, vecs, strict=True):
                by_owner.setdefault(store.owner_of(m), {})[m.id] = v
            for owner, vectors in by_owner.items():
                await store.set_embeddings(s, owner, vectors)
    if p.get("event_id"):
        async with ctx.db.session() as s:
            await events.mark(s, p["event_id"], status="running")
    await _judge_and_finish(ctx, {p.get("event_id"): ids})


async def _judge_and_finish(ctx: JobContext, stored: dict[str | None, list[str]] | dict[str, list[str]]) -> None:
    """Judge each event's memories in a read transaction (SQLite's write lock is not held while judging), then
    record the conflicts, finish the events and end the job(s) in one short write transaction."""
    ids = [i for memory_ids in stored.values() for i in memory_ids]
    async with ctx.db.session(write=False) as s:
        rows = list((await s.execute(select(Memory).where(Memory.id.in_(ids)))).scalars())
        findings = dict(zip([m.id for m in rows], await ctx.services.detector.find_many(s, rows), strict=True))
    async with ctx.db.session() as s:
        prior = {e.id: list(e.conflict_ids or []) for e in await events.load_many(s, [e for e in stored if e])}
        finished: dict[str, dict[str, Any]] = {}
        for event_id, memory_ids in stored.items():
            found = await record(s, [f for mid in memory_ids for f in findings.get(mid, [])], event_id)
            if event_id is not None and event_id in prior:
                before = prior[event_id]
                finished[event_id] = {"memory_ids": memory_ids,
                                      "conflict_ids": before + [c for c in found if c not in before]}
        await events.finish_many(s, finished)
        await ctx.complete(s)
