"""Scoring of document conflicts on the planted set (tests/memory/data/policy_conflicts.py), over HTTP.

Shared by tests/documents/test_doc_conflicts.py and bench/doc_conflicts_bench.py. A found conflict is right when
its memory is one planted to contradict the document and its `file_chunks` quote is exactly the whole sentence the
memory contradicts (as the source text has it, its wrapped lines joined); anything else found is a false
positive (a near-miss flagged, or a contradicting memory paired with another sentence).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx

from mneme.memory.detection import Detector, judge_text
from mneme.memory.documents import split_sentences
from mneme.memory.engines import build_engines
from mneme.memory.judge import Candidate, OfflineJudge, Verdict
from mneme.memory.retrieval import Retriever
from mneme.models import Document, Memory
from tests.conftest import LiveServer, data, in_db, make_project
from tests.documents.helpers import add_memory, ingest
from tests.memory.data.policy_conflicts import DOCX_TYPE, policy_docx, policy_pdf


@dataclass
class Score:
    planted: int
    found: int = 0
    right: int = 0
    wrong: list[str] = field(default_factory=list)  # "memory -> quoted sentence"
    missed: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.right / self.planted if self.planted else 1.0

    @property
    def precision(self) -> float:
        return self.right / self.found if self.found else 1.0


def expected_sentence(text: str, fragment: str) -> str:
    found = [s.text for s in split_sentences(text) if fragment in s.text]
    assert len(found) == 1, (fragment, found)
    return found[0]


def judge_finds(text: str, memories: list[tuple[str, str | None]]) -> set[str]:
    """The planted memories that the offline judge flags when handed exactly their sentence (as detection
    presents it, and as the memory's closest sentence): the ceiling of any candidate choice with this judge."""
    judge = OfflineJudge()
    return {memory for memory, fragment in memories if fragment is not None and judge.judge_sync(
        memory, [Candidate(id="s", text=judge_text(expected_sentence(text, fragment)), kind="chunk",
                           closest=True)])}


def all_conflicts(c: httpx.Client, pid: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    page = 1
    while True:
        got = data(c.get(f"/api/v2/projects/{pid}/memories/conflicts",
                         params={"category": "m2d", "page": page, "page_size": 100}))
        items += got["items"]
        if len(items) >= got["total"] or not got["items"]:
            return items
        page += 1


def run(c: httpx.Client, text: str, memories: list[tuple[str, str | None]], *, fmt: str,
        document_first: bool) -> Score:
    """One project: the document (PDF or DOCX) and the memories, in either order; the conflicts scored."""
    ws, pid = make_project(c)
    name, content, ctype = (("policy.pdf", policy_pdf(text), "application/pdf") if fmt == "pdf"
                            else ("policy.docx", policy_docx(text), DOCX_TYPE))
    ids: dict[str, tuple[str, str | None]] = {}
    if document_first:
        _doc, ev = ingest(c, ws, pid, name, content, ctype)
        assert ev["status"] == "succeeded", ev
    for memory, fragment in memories:
        mid, _ev = add_memory(c, pid, memory)
        ids[mid] = (memory, fragment)
    if not document_first:
        _doc, ev = ingest(c, ws, pid, name, content, ctype)
        assert ev["status"] == "succeeded", ev
    score = Score(planted=sum(fragment is not None for _m, fragment in memories))
    hit: set[str] = set()
    for conflict in all_conflicts(c, pid):
        score.found += 1
        mid = conflict["memory_ids"][0]
        memory, fragment = ids[mid]
        quote = conflict["file_chunks"][0]["text"]
        if fragment is not None and mid not in hit and quote == expected_sentence(text, fragment):
            hit.add(mid)
            score.right += 1
        else:
            score.wrong.append(f"{memory} -> {quote}")
    score.missed = [m for mid, (m, fragment) in ids.items() if fragment is not None and mid not in hit]
    return score


class _Watching:
    """The offline judge, noting which document sentences each memory was compared with."""

    def __init__(self) -> None:
        self.inner = OfflineJudge()
        self.seen: dict[str, set[str]] = {}

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        self.seen.setdefault(new_text, set()).update(c.text.split("\n", 1)[0] for c in candidates
                                                     if c.kind == "chunk")
        return await self.inner.judge(new_text, candidates)


def candidates_missing(server: LiveServer, text: str,
                       memories: list[tuple[str, str | None]]) -> tuple[list[str], list[str]]:
    """Candidate choice on its own, whatever the judge decides: the planted memories whose contradicted sentence
    (whole) is NOT among the sentences they are judged against, from the memory's side and from the document's
    (the memories stored first, then the document as a wrapped PDF; detection run again with a watching judge)."""
    with server.client() as c:
        ws, pid = make_project(c)
        mids = {add_memory(c, pid, m)[0]: (m, f) for m, f in memories}
        doc_id, _ev = ingest(c, ws, pid, "policy.pdf", policy_pdf(text), "application/pdf")
    embedder = build_engines(server.settings).embedder
    from_memory, from_document = _Watching(), _Watching()

    async def go(s: Any) -> None:
        retriever = Retriever(server.backend == "sqlite", cache_bytes=server.settings.search_cache_bytes)
        await Detector(retriever, from_document, embedder).judge_document(s, await s.get(Document, doc_id))
        for mid in mids:
            await Detector(retriever, from_memory, embedder).find(s, await s.get(Memory, mid))
    in_db(server, go)
    def missing(side: _Watching) -> list[str]:
        return [m for m, f in mids.values()
                if f is not None and expected_sentence(text, f) not in side.seen.get(m, set())]
    return missing(from_memory), missing(from_document)
