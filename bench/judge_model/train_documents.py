"""The learned judge on documents: fine-tune it on memory / policy-sentence pairs and measure it as detection would
ask it, beside the offline rules.

Each memory of a policy set is judged against its six closest sentences (`document_pairs.py`). The rules read each
sentence as detection presents it (`detection.judge_text`); the model reads the whole sentence and the memory, and
flags the memory's one sentence of highest probability when that probability reaches the threshold (a memory
contradicts one sentence of a policy, not six). A finding is right when it names the planted sentence.

Sets: training is ``bench/data/doc_train`` (policies by writers who never read the project) and the tests' readable
policies but those named by ``--dev``; ``--dev`` sets choose the threshold; the blind policies of
`document_pairs.MEASURED` and the `document_pairs.UNSEEN` half of ``bench/data/doc_train`` are never trained on and
are printed as totals only. ``--replay`` mixes in that many of train.py's memory pairs, so the model keeps what it
knew of memories (``--init`` is the run it starts from). The shipped ``judge_documents.npz``: ``--init`` the
memory judge's run (`train.py --save`), the defaults, ``--export``, on the tree of commit 2d7e91d (the 58 policies of
``bench/data/doc_train`` before the last 48; a run with the first 24 of those did no better,
bench/results/doc_conflicts.md).

    /tmp/judge-train/bin/python bench/judge_model/train_documents.py --init run.pt --dev outside,outside2
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from bench.judge_model import document_pairs  # noqa: E402
from bench.judge_model.document_pairs import MEASURED, UNSEEN, Memory  # noqa: E402


def rule_flags(items: list[Memory]) -> list[set[int]]:
    """The candidates (indices) the offline rules flag for each memory, as detection hands them the sentences."""
    from mneme.memory.detection import judge_text
    from mneme.memory.judge import Candidate, OfflineJudge

    judge = OfflineJudge()
    return [{int(v.candidate_id) for v in judge.judge_sync(m.text, [
        Candidate(id=str(i), text=judge_text(s), kind="chunk", closest=not i) for i, s in enumerate(m.sentences)])}
        for m in items]


def model_flags(probabilities: list[np.ndarray], t: float) -> list[set[int]]:
    """The model's finding per memory: its candidate of highest probability, when at least `t`."""
    return [{int(p.argmax())} if len(p) and p.max() >= t else set() for p in probabilities]


def tally(items: list[Memory], flags: list[set[int]]) -> tuple[int, int, int]:
    """(planted, found, wrong)."""
    planted = sum(m.planted for m in items)
    found = sum(m.target in f for m, f in zip(items, flags, strict=True) if m.target is not None)
    wrong = sum(len(f - {m.target}) for m, f in zip(items, flags, strict=True))
    return planted, found, wrong


def fmt(t: tuple[int, int, int]) -> str:
    planted, found, wrong = t
    return f"{found:3}/{planted:<3} {wrong:2} wrong"


def main() -> int:
    import tokenizers
    import torch

    from bench.judge_model import train as base
    from mneme.memory.detection import SENTENCE_CANDIDATES
    from mneme.memory.embeddings import LocalEmbedder, default_tokenizer_path
    from mneme.memory.judge_model import MAX_TOKENS

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--init", help="state dict to start from (train.py --save); default the packaged encoder")
    ap.add_argument("--dev", default="outside,outside2,blind_a,blind_b,blind_c,blind_d")
    ap.add_argument("--replay", type=int, default=3000, help="memory pairs of train.py mixed in")
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--lr", type=float, default=2e-5)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--thresholds", default="0.5,0.7,0.8,0.9,0.95,0.98,0.99")
    ap.add_argument("--no-train", action="store_true", help="measure --init as it is")
    ap.add_argument("--save")
    ap.add_argument("--export", help="write the service's delta (.npz) of the trained model")
    args = ap.parse_args()

    every = document_pairs.available()
    dev = [n for n in args.dev.split(",") if n]
    train_names = [n for n in every if n not in MEASURED and n not in UNSEEN and n not in dev]
    embedder = LocalEmbedder()
    sets = {n: document_pairs.memories(n, every[n], embedder, SENTENCE_CANDIDATES) for n in every}
    tok = tokenizers.Tokenizer.from_file(str(default_tokenizer_path()))
    tok.no_padding()
    tok.enable_truncation(MAX_TOKENS)
    init = torch.load(args.init) if args.init else None
    if args.no_train:
        model = base.load_model(init)
    else:
        items: list[base.Pair] = [(a, b, y, "document") for n in train_names
                                  for a, b, y in document_pairs.rows(sets[n])]
        memory_pairs, _val, _test = base.sets(None)
        random.Random(args.seed).shuffle(memory_pairs)
        items += memory_pairs[: args.replay]
        print(f"training on {', '.join(train_names)}: {len(items)} pairs "
              f"({sum(y for _, _, y, _ in items)} contradictions), {args.replay} of them memory pairs", flush=True)
        model = base.train(items, tok, args.epochs, args.lr, args.batch, args.seed, lambda _m, _e: None, init)
    if args.save:
        torch.save(model.state_dict(), args.save)

    thresholds = [float(t) for t in args.thresholds.split(",")]
    totals: dict[str, dict[str, list[int]]] = {}
    for name in [*dev, *MEASURED, *UNSEEN, *train_names]:
        items_ = sets[name]
        flat = [(s, m.text, 0, "document") for m in items_ for s in m.sentences]
        sc = base.scores(model, tok, flat)
        probabilities, at = [], 0
        for m in items_:
            probabilities.append(sc[at:at + len(m.sentences)])
            at += len(m.sentences)
        rules = rule_flags(items_)
        group = "dev" if name in dev else "blind" if name in MEASURED else "unseen" if name in UNSEEN else "train"
        rows = {"rules": tally(items_, rules)}
        for t in thresholds:
            model_only = model_flags(probabilities, t)
            rows[f"model {t}"] = tally(items_, model_only)
            rows[f"or {t}"] = tally(items_, [r | f for r, f in zip(rules, model_only, strict=True)])
        for key, value in rows.items():
            acc = totals.setdefault(group, {}).setdefault(key, [0, 0, 0])
            for i in range(3):
                acc[i] += value[i]
        if group not in ("blind", "unseen"):
            print(f"{name:16} rules {fmt(rows['rules'])} | " + " | ".join(
                f"t{t} model {fmt(rows[f'model {t}'])} or {fmt(rows[f'or {t}'])}" for t in thresholds), flush=True)
    for group, acc in totals.items():
        print(f"\n{group} totals (found/planted, wrong):")
        for key, (planted, found, wrong) in acc.items():
            precision = found / (found + wrong) if found + wrong else 1.0
            print(f"  {key:10} {found:3}/{planted:<3} {wrong:3} wrong   P {precision:.3f} R {found / planted:.3f}")
    if args.export:
        from bench.judge_model.export import delta, save_delta

        save_delta(delta(model.state_dict()), Path(args.export))
        print(f"exported to {args.export}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
