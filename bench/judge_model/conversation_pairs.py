"""Compatible pairs from whole conversations, as detection meets them: training data the learned judge lacked.

Trained on statements about one person only, the first model read any two turns of small talk on one topic as
conflicting ("That's cool" / "That's great"): on LoCoMo stored turn by turn it recorded 480 conflicts where the rules
record 5. This script writes what detection hands the judge on such data: for each turn of the given conversations,
and for each fact the offline extractor makes of them (``infer: true`` on a server of this repository, SQLite), its
8 closest earlier ones by the service's embedding, labelled compatible (friends' small talk almost never
contradicts). A sample of ``--turns`` and ``--facts`` pairs per conversation is kept.

    .venv/bin/python bench/judge_model/conversation_pairs.py --out /tmp/conv_pairs.tsv
    python bench/judge_model/train.py --extra /tmp/conv_pairs.tsv ...

``--data`` is a folder of conversations in LoCoMo's format (``NAME.json``, the sessions at the top or under
``conversation``); by default the project's own, `bench/data/conv_train`, and of them the first six writers' twelve
(the four later writers' eight stay unread, to measure the conflicts recorded on them). The shipped weights were
trained on these. The first ones were trained on pairs of three LoCoMo conversations (26, 30, 43), whose licence
allows measuring only: that model was retrained without them (`bench/results/judge.md`, "The learned judge without
LoCoMo").
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from mneme.memory.embeddings import LocalEmbedder  # noqa: E402
from tests.conftest import data, make_project, start_server  # noqa: E402
from tests.memories.helpers import wait_event  # noqa: E402

NEAREST = 8  # detection's MEMORY_CANDIDATES


TRAIN_CONVS = ",".join(f"{w}_{i}" for w in ("assistant_c", "family_b", "friends_a", "mates_d", "mixed_f", "work_e")
                       for i in (1, 2))


def turns(conv: dict[str, Any]) -> list[list[str]]:
    """The sessions' turns as the retrieval check stores them ("Speaker: text")."""
    conv = conv.get("conversation", conv)
    out, n = [], 1
    while f"session_{n}" in conv:
        out.append([f"{t['speaker']}: {t['text']}" for t in conv[f"session_{n}"]])
        n += 1
    return out


def extracted_facts(sessions: list[list[str]]) -> list[str]:
    """What a server of this repository keeps of the conversation with ``infer: true`` (one add per session)."""
    live = start_server("sqlite")
    try:
        with live.client() as c:
            _, pid = make_project(c)
            events = [data(c.post(f"/api/v2/projects/{pid}/memories", json={
                "messages": [{"role": "user", "content": t} for t in texts], "infer": True}))["results"][0]["event_id"]
                for texts in sessions]
            for e in events:
                wait_event(c, e, timeout=600)
            facts: list[str] = []
            page = 1
            while True:
                listed = data(c.get(f"/api/v2/projects/{pid}/memories", params={"page": page, "page_size": 100}))
                facts += [m["content"] for m in listed["items"] if m.get("content")]
                if page * 100 >= listed["total"]:
                    return facts
                page += 1
    finally:
        live.stop()


def nearest_pairs(embedder: LocalEmbedder, texts: list[str], take: int, rng: random.Random) -> list[tuple[str, str]]:
    """Each text with its `NEAREST` closest earlier texts (earlier first), a sample of ``take``."""
    vectors = embedder.embed_sync(texts)
    sims = vectors @ vectors.T
    found = [(texts[int(j)], texts[i]) for i in range(1, len(texts)) for j in np.argsort(-sims[i, :i])[:NEAREST]]
    rng.shuffle(found)
    return found[:take]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(ROOT / "bench" / "data" / "conv_train"))
    ap.add_argument("--convs", default=TRAIN_CONVS, help="the conversations' file names, without .json")
    ap.add_argument("--turns", type=int, default=120, help="pairs of turns kept per conversation")
    ap.add_argument("--facts", type=int, default=90, help="pairs of extracted facts kept per conversation")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    rng, embedder, rows = random.Random(0), LocalEmbedder(), []
    for name in args.convs.split(","):
        sessions = turns(json.loads((Path(args.data) / f"{name}.json").read_text(encoding="utf-8")))
        rows += nearest_pairs(embedder, [t for s in sessions for t in s], args.turns, rng)
        rows += nearest_pairs(embedder, extracted_facts(sessions), args.facts, rng)
        print(f"{name}: {len(rows)} pairs so far", flush=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("a\tb\tlabel\tkind\n")
        for a, b in rows:
            fh.write(f"{' '.join(a.split())}\t{' '.join(b.split())}\tcompatible\tnegation\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
