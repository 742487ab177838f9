"""How many facts the offline extractor keeps from real conversations under a few fact_instructions.

Reads LoCoMo conversations (``NN.json`` files of the public ``snap-research/locomo`` release, as kept in
the project's shared data folder; not shipped with the project). Every turn of one speaker is one user
message; the extractor's facts without an instruction are the base, and each instruction's kept facts
are counted and sampled so that a person can judge them. Run:
``.venv/bin/python bench/instruction_locomo.py --data DIR [--sample 8] [--lexicon-only]``, or set
``MNEME_LOCOMO_DATA=DIR``. Without data the bench says so and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import time
from pathlib import Path

from mneme.memory.extraction import OfflineExtractor

DATA = os.environ.get("MNEME_LOCOMO_DATA", "")
INSTRUCTIONS = {
    "food": "Only record food preferences",
    "family+hobbies, no health": "## Record\n- family\n- hobbies\n\n## Exclude\n- anything medical",
    "no work": "Record dietary restrictions, family and hobbies. Do not record anything about work.",
    "travel": "Focus on travel plans",
    "no small talk": "Ignore small talk",
    "art (free topic)": "This memory is only about the user's art and painting.",
}


def turns(path: Path) -> list[str]:
    """The text of every turn of the conversation's first speaker, in order."""
    conv = json.loads(path.read_text(encoding="utf-8"))
    conv = conv.get("conversation", conv)
    speaker = conv["speaker_a"]
    out = []
    for key in sorted((k for k in conv if k.startswith("session_") and k.split("_")[-1].isdigit()),
                      key=lambda k: int(k.split("_")[-1])):
        out += [t["text"] for t in conv[key] if isinstance(t, dict) and t.get("speaker") == speaker]
    return out


async def run(files: list[Path], sample: int, embeddings: bool) -> None:
    extractor = OfflineExtractor(embeddings=embeddings)
    rng = random.Random(7)
    base: list[list[str]] = []
    for path in files:
        for text in turns(path):
            base.append(extractor.extract_sync([{"role": "user", "content": text}]))
    total = sum(len(f) for f in base)
    print(f"{len(files)} conversation(s), {len(base)} turns of the first speaker, {total} facts without instruction")
    for name, instruction in INSTRUCTIONS.items():
        start = time.perf_counter()
        kept: list[str] = []
        for facts in base:
            if facts:
                kept += await extractor.instruction_filter.apply(facts, instruction)
        elapsed = time.perf_counter() - start
        print(f"\n== {name}: {instruction!r}")
        print(f"kept {len(kept)} of {total} ({len(kept) / max(1, total):.1%}), {elapsed:.1f} s")
        for fact in rng.sample(kept, min(sample, len(kept))):
            print(f"  + {fact[:140]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=Path(DATA) if DATA else None)
    parser.add_argument("--sample", type=int, default=8, help="kept facts to print per instruction")
    parser.add_argument("--lexicon-only", action="store_true", help="without the embedding model")
    args = parser.parse_args()
    if args.data is None:
        print("no LoCoMo data given (--data DIR or MNEME_LOCOMO_DATA): skipped", file=sys.stderr)
        return 0
    files = sorted(args.data.glob("*.json")) if args.data.is_dir() else [args.data]
    if not files:
        print(f"no conversations found in {args.data}", file=sys.stderr)
        return 2
    asyncio.run(run(files, args.sample, not args.lexicon_only))
    return 0


if __name__ == "__main__":
    sys.exit(main())
