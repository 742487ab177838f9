"""The query map of memory search (on by default with the local embedder; ``MNEME_QUERY_MAP=off`` leaves it out): a
linear map of a search query's MiniLM vector, learnt from questions and the chat turns that answer them.

Why: MiniLM puts a question ("What breed is Kai's new dog?") nearer other questions and small talk than the statement
that answers it ("got a puppy, a lil beagle"). The map moves the question's vector towards the statements that
answer such questions (``normalise(q W)``, ``W`` a 384 x 384 matrix near the identity); the query's part along the
direction all memories share is kept, so cosines (and a search's `threshold`) stay at their level. It was trained
(`bench/query_adapter/train.py`) on twelve conversations written for it by six writers who read nothing of the
project (`bench/data/conv_train`), never on LoCoMo, which measures it. Figures: `bench/results/locomo.md`, "A learnt
query map".

Only the query's vector is mapped: stored memories keep theirs (nothing stored changes, and a restart with the map
off searches as before), conflict detection (a memory against memories) does not use it, and neither do document
excerpts, whose sentences it was not trained on. The map is for the packaged model's vectors only: with another
embedding model (a provider's, or a model file of one's own) there is none.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from mneme.memory.embeddings import LOCAL_DIM, LocalEmbedder

WEIGHTS = Path(__file__).with_name("query_map.npy")
QUERY_MAP_VALUES = ("off", "on")


class QueryMap:
    """``normalise(q W)`` for a query vector ``q`` (or a stack of them), the weights read once from `WEIGHTS`."""

    def __init__(self, path: Path = WEIGHTS) -> None:
        w = np.load(path)
        if w.shape != (LOCAL_DIM, LOCAL_DIM):
            raise ValueError(f"{path}: a query map is {LOCAL_DIM} x {LOCAL_DIM}, not {w.shape}")
        self.weights = np.ascontiguousarray(w, dtype=np.float32)

    def __call__(self, q: np.ndarray) -> np.ndarray:
        m = np.asarray(q, dtype=np.float32) @ self.weights
        norm = np.linalg.norm(m, axis=-1, keepdims=True)
        return (m / np.where(norm > 0, norm, 1.0)).astype(np.float32)


def query_map_for(setting: str, embedder: object) -> QueryMap | None:
    """The map for this embedder: with the setting ``on`` and the local embedder on its packaged model, else None."""
    if setting not in QUERY_MAP_VALUES:
        raise ValueError(f"MNEME_QUERY_MAP must be one of {', '.join(QUERY_MAP_VALUES)}, not {setting!r}")
    if setting == "off" or not isinstance(embedder, LocalEmbedder) or not embedder.packaged_model:
        return None
    return QueryMap()
