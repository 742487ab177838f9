"""A learned conflict judge, measured beside the offline rules: fine-tune the service's own MiniLM as a cross-encoder
on the labelled pairs of the repo, then score it, the rules, and the two together, on sets it never saw.

Why: the offline rules (`mneme.memory.judge`, `judge_frames`) reach precision ~0.95 but recall only 0.4-0.6 on
pairs written by people whose phrasing nobody read (`bench/judge_fresh_n.py` sets q and r; the eight sets of
`bench/data/judge_train/`): each round of rules read from one writer carries little to the next. A model trained on
many writers may carry further. ``--export`` writes the weights the service's learned judge loads
(`mneme.memory.judge_model`, on unless ``MNEME_JUDGE_MODEL=off``); the shipped ones were trained with ``--extra``
pairs of `conversation_pairs.py` (its defaults: the project's own conversations, never LoCoMo) and ``--extra`` each
of `bench/data/judge_train` mixed_c, values_d, consistent_e and kinds_f to kinds_k, in that order (figures in
`bench/results/judge.md`, "Six more writers, and a learned judge beside the rules", "The learned judge again, with
conversations among its compatible pairs", "The learned judge without LoCoMo" and "Six more writers to the issue's
kinds").

Data (all in the repo):
- training: tests/memory judge_pairs, judge_everyday (tune), judge_kinds, judge_outside, judge_fresh,
  judge_fresh_p, judge_documents (tune), and bench/data/judge_train chat, plain, near_misses, values, paraphrase,
  confirmations and every other pair of documents;
- validation (threshold reading): judge_fresh_n, judge_fresh_s;
- never trained on: judge_fresh_q, judge_fresh_r and bench/data/judge_train/blind_t (print totals only: they are the
  blind sets), judge_everyday heldout, judge_documents heldout, SICK 2014 trial (``--sick PATH``),
  bench/data/judge_train implicit and the other half of documents.

Needs torch, which the service does not: make a separate environment for it, e.g.::

    python3 -m venv /tmp/judge-train && /tmp/judge-train/bin/pip install -e . torch==2.13.0+cpu
    /tmp/judge-train/bin/python bench/judge_model/train.py --sick ../data/sick2014-trial.tsv

``--rules-only`` prints the rules' figures on every set and needs no torch (runs in the project's .venv).
About 20 minutes on 2 cores for 3 epochs.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from bench.judge_sick import load as load_sick  # noqa: E402
from mneme.memory.embeddings import default_tokenizer_path  # noqa: E402
from mneme.memory.judge import OfflineJudge  # noqa: E402
from tests.memory import judge_sets  # noqa: E402

TESTS = ROOT / "tests" / "memory"
TRAIN = ROOT / "bench" / "data" / "judge_train"
Pair = tuple[str, str, int, str]  # a (stored), b (new), 1 = contradiction, kind


def pairs(path: Path, **only: str) -> list[Pair]:
    """The rows of a judge set (`judge_sets.load`), those whose columns hold the values of ``only``."""
    return [(r["a"].strip(), r["b"].strip(), int(r["label"] == "contradiction"), r["kind"])
            for r in judge_sets.load(path) if all(r.get(k) == v for k, v in only.items())]


def sick(path: str) -> list[Pair]:
    return [(a, b, int(gold), "sick") for a, b, gold in load_sick(Path(path))]


def sets(sick_path: str | None) -> tuple[list[Pair], dict[str, list[Pair]], dict[str, list[Pair]]]:
    """(training pairs, validation sets, test sets)."""
    docs = pairs(TRAIN / "documents.tsv")
    train = (pairs(TESTS / "judge_pairs.tsv") + pairs(TESTS / "judge_everyday.tsv", split="tune")
             + pairs(TESTS / "judge_kinds.tsv") + pairs(TESTS / "judge_outside.tsv") + pairs(TESTS / "judge_fresh.tsv")
             + pairs(TESTS / "judge_fresh_p.tsv") + pairs(TESTS / "judge_documents.tsv", split="tune")
             + [p for name in ("chat", "plain", "near_misses", "values", "paraphrase", "confirmations", "consistent_a",
                               "consistent_b")
                for p in pairs(TRAIN / f"{name}.tsv")]
             + docs[0::2])
    val = {"n": pairs(TESTS / "judge_fresh_n.tsv"), "s": pairs(TESTS / "judge_fresh_s.tsv")}
    test = {"q": pairs(TESTS / "judge_fresh_q.tsv"), "r": pairs(TESTS / "judge_fresh_r.tsv"),
            **({"t": pairs(TRAIN / "blind_t.tsv")} if (TRAIN / "blind_t.tsv").exists() else {}),
            "everyday heldout": pairs(TESTS / "judge_everyday.tsv", split="heldout"),
            "documents heldout": pairs(TESTS / "judge_documents.tsv", split="heldout"),
            "implicit": pairs(TRAIN / "implicit.tsv"), "documents half": docs[1::2]}
    if sick_path:
        test["sick"] = sick(sick_path)
    return train, val, test


def rule_flags(name: str, items: Sequence[Pair]) -> np.ndarray:
    """The offline rules' verdicts, each pair as the judge meets it (`judge_sets`: a document sentence as detection
    hands it; the other writer's policy sentences as a memory's closest one)."""
    judge = OfflineJudge()
    flags = (judge_sets.document_flags(judge, closest=name == "documents half") if name.startswith("documents")
             else judge_sets.everyday_flags(judge))
    return np.array([flags({"a": a, "b": b, "kind": kind}) for a, b, _, kind in items])


def pr(flags: np.ndarray, items: Sequence[Pair]) -> str:
    gold = np.array([y for _, _, y, _ in items]) == 1
    tp, fp, fn = int((flags & gold).sum()), int((flags & ~gold).sum()), int((~flags & gold).sum())
    return f"{tp / (tp + fp) if tp + fp else 1.0:.3f}/{tp / max(1, tp + fn):.3f}"


def encode(tok: Any, texts: Sequence[tuple[str, str]]) -> tuple[Any, Any, Any]:
    import torch

    enc = tok.encode_batch(list(texts))
    width = max(len(e.ids) for e in enc)
    ids = torch.zeros(len(enc), width, dtype=torch.long)
    mask, types = torch.zeros_like(ids), torch.zeros_like(ids)
    for i, e in enumerate(enc):
        n = len(e.ids)
        ids[i, :n], mask[i, :n], types[i, :n] = torch.tensor(e.ids), 1, torch.tensor(e.type_ids)
    return ids, mask, types


def check_parity(tok: Any) -> float:
    """Largest difference between the torch encoder's hidden states and onnxruntime's on the packaged file."""
    import onnxruntime as ort
    import torch

    from bench.judge_model.minilm_torch import MiniLM
    from mneme.memory.embeddings import default_model_path

    ids, mask, types = encode(tok, [("I drink coffee every morning", "Alice moved to Lisbon last month.")])
    with torch.no_grad():
        ours = MiniLM()(ids, mask, types).numpy()
    theirs = ort.InferenceSession(str(default_model_path())).run(None, {
        "input_ids": ids.numpy(), "attention_mask": mask.numpy(), "token_type_ids": types.numpy()})[0]
    return float(np.abs(ours - theirs).max())


def load_model(state: dict[str, Any] | None) -> Any:
    """The cross-encoder with the weights of a saved run (``--save``), or the packaged encoder's when None."""
    from bench.judge_model.minilm_torch import CrossEncoder

    model = CrossEncoder()
    if state is not None:
        model.load_state_dict(state)
    return model


def train(items: list[Pair], tok: Any, epochs: int, lr: float, batch: int, seed: int,
          report: Callable[[Any, int], None], init: dict[str, Any] | None = None) -> Any:
    """Fine-tune on ``items`` (both orders of each pair); from the packaged encoder, or from ``init`` (a state dict
    of an earlier run) when given."""
    import torch

    torch.manual_seed(seed)
    rng = random.Random(seed)
    data = [(a, b, y) for a, b, y, _ in items] + [(b, a, y) for a, b, y, _ in items]  # either order
    model = load_model(init)
    model.enc.word.requires_grad_(False)  # the packaged word embeddings stay as they are: the delta leaves them out
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=lr, weight_decay=0.01)
    steps = epochs * -(-len(data) // batch)
    warm = steps // 10
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / max(1, warm)) * max(0.0, (steps - s) / max(1, steps - warm)))
    loss_of = torch.nn.BCEWithLogitsLoss()
    t0 = time.perf_counter()
    for epoch in range(epochs):
        rng.shuffle(data)
        total = 0.0
        for i in range(0, len(data), batch):
            chunk = data[i:i + batch]
            logits = model(*encode(tok, [(a, b) for a, b, _ in chunk]))
            loss = loss_of(logits, torch.tensor([float(y) for *_, y in chunk]))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            total += loss.item()
        print(f"epoch {epoch}: loss {total / -(-len(data) // batch):.4f}, {time.perf_counter() - t0:.0f} s", flush=True)
        report(model, epoch)
    return model


def scores(model: Any, tok: Any, items: Sequence[Pair]) -> np.ndarray:
    """The model's probability of a conflict, averaged over both orders of the pair."""
    import torch

    model.eval()
    out: list[float] = []
    with torch.no_grad():
        for i in range(0, len(items), 64):
            chunk = items[i:i + 64]
            one = torch.sigmoid(model(*encode(tok, [(a, b) for a, b, *_ in chunk])))
            two = torch.sigmoid(model(*encode(tok, [(b, a) for a, b, *_ in chunk])))
            out += ((one + two) / 2).tolist()
    model.train()
    return np.array(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sick", help="SICK 2014 trial file (tab-separated), measured as a test set")
    ap.add_argument("--rules-only", action="store_true", help="the rules' figures only (no torch needed)")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=3e-5)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--thresholds", default="0.5,0.7,0.9,0.95,0.98")
    ap.add_argument("--save", help="write the trained weights (torch state dict) here")
    ap.add_argument("--export", help="write the weights as the service would load them (export.py's delta, .npz) and "
                    "measure that model in onnxruntime with integer products")
    ap.add_argument("--load", help="skip training: measure the torch state dict saved by --save")
    ap.add_argument("--extra", action="append", default=[],
                    help="more training pairs (a TSV of a, b, label, kind), e.g. turns of conversations")
    ap.add_argument("--gates", default="0.0,0.3,0.5", help="cosine floors of the pairs the model is asked about")
    args = ap.parse_args()
    items, val, test = sets(args.sick)
    items += [p for path in args.extra for p in pairs(Path(path))]
    rules = {name: rule_flags(name, part) for name, part in {**val, **test}.items()}
    if args.rules_only:
        for name, part in {**val, **test}.items():
            print(f"{name:18} pairs {len(part):4}  rules P/R {pr(rules[name], part)}")
        return 0

    import tokenizers

    tok = tokenizers.Tokenizer.from_file(str(default_tokenizer_path()))
    tok.no_padding()
    tok.enable_truncation(128)
    print(f"torch encoder vs onnxruntime, largest difference of a hidden state: {check_parity(tok):.2e}")
    print(f"training pairs {len(items)} ({sum(y for _, _, y, _ in items)} contradictions), both orders")
    thresholds = [float(t) for t in args.thresholds.split(",")]

    def report(model: Any, epoch: int) -> None:
        for name, part in val.items():
            sc = scores(model, tok, part)
            print(f"  epoch {epoch} {name}: " + "  ".join(f"t{t} {pr(sc >= t, part)}" for t in thresholds), flush=True)

    import torch

    if args.load:
        model = load_model(torch.load(args.load))
    else:
        model = train(items, tok, args.epochs, args.lr, args.batch, args.seed, report)
    if args.save:
        torch.save(model.state_dict(), args.save)
    print("\nP/R: rules alone | model alone at each threshold | rules OR model at each threshold")
    for name, part in {**val, **test}.items():
        sc = scores(model, tok, part)
        print(f"{name:18} pairs {len(part):4}  rules {pr(rules[name], part)} | model "
              + " ".join(f"t{t} {pr(sc >= t, part)}" for t in thresholds) + " | or "
              + " ".join(f"t{t} {pr(rules[name] | (sc >= t), part)}" for t in thresholds))
    if args.export:
        measure_export(model, tok, args.export, {**val, **test}, rules, thresholds,
                       [float(c) for c in args.gates.split(",")])
    return 0


def measure_export(model: Any, tok: Any, path: str, named: dict[str, list[Pair]], rules: dict[str, np.ndarray],
                   thresholds: list[float], gates: list[float]) -> None:
    """Write the delta, load it as the service would (int8 products) and measure it: its distance from the torch
    model, and rules OR model where the model is asked only about pairs at or above a cosine (the gate)."""
    from bench.judge_model.export import delta, save_delta
    from mneme.memory.embeddings import LocalEmbedder
    from mneme.memory.judge_model import ConflictModel

    save_delta(delta(model.state_dict()), Path(path))
    scorer = ConflictModel(Path(path))
    embedder = LocalEmbedder()
    print(f"\nexported to {path} ({Path(path).stat().st_size / 1e6:.1f} MB); onnxruntime, integer products:")
    for name, part in named.items():
        torch_sc, onnx_sc = scores(model, tok, part), scorer.scores([(a, b) for a, b, *_ in part])
        va = embedder.embed_sync([a for a, *_ in part])
        vb = embedder.embed_sync([b for _, b, *_ in part])
        cos = (va * vb).sum(1)
        diff = np.abs(onnx_sc - torch_sc)
        line = [f"{name:18} |p - torch| max {diff.max():.3f} mean {diff.mean():.3f}"]
        for c in gates:
            asked = (cos >= c) & ~rules[name]
            line.append(f"cos>={c} asked {asked.mean():.2f} " + " ".join(
                f"t{t} {pr(rules[name] | (asked & (onnx_sc >= t)), part)}" for t in thresholds))
        print("  |  ".join(line), flush=True)


if __name__ == "__main__":
    sys.exit(main())
