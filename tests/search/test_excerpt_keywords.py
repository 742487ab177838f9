"""Document excerpts in workspace search: keywords lift an excerpt by how much of the query it holds.

Search lets a keyword match win over a closer meaning (memory/retrieval.py, `_fuse`); an excerpt that holds one
common word of a longer question ("nights") must not be taken for a full keyword match and come back above the
default threshold, while the excerpt that answers the question still does.
"""
from __future__ import annotations

from typing import Any

from tests.conftest import LiveServer, data, make_project, uniq
from tests.documents.helpers import ingest

POLICY = (b"Travel policy. Hotel nights in Paris are reimbursed up to 180 euros. "
          b"Trains are booked in second class; flights only above six hours of travel.")


def _search(c: Any, ws: str, query: str, **body: Any) -> dict[str, Any]:
    return dict(data(c.post(f"/api/v3/workspaces/{ws}/memories/search",
                            json={"query": query, "memory_types": ["document"], **body})))


def test_a_lone_common_word_does_not_bring_an_excerpt(server: LiveServer) -> None:
    with server.client() as c:
        ws, pid = make_project(c)
        ingest(c, ws, pid, uniq("travel") + ".txt", POLICY)
        answer = _search(c, ws, "How much is a hotel night in Paris reimbursed?")["documents"]
        assert answer and any("180 euros" in i["text"] for i in answer[0]["items"]), answer
        assert answer[0]["items"][0]["score"] >= 0.6, answer
        stray = _search(c, ws, "Which snacks does my cat eat at night?")["documents"]
        assert stray == [], stray
        low = _search(c, ws, "Which snacks does my cat eat at night?", threshold=0.0)["documents"]
        assert low and all(i["score"] < 0.3 for d in low for i in d["items"]), low
