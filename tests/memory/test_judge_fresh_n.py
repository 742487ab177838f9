"""The offline judge on the sets of a third, fourth, fifth and sixth writer (judge_fresh_n.tsv, judge_fresh_p.tsv,
judge_fresh_q.tsv, judge_fresh_r.tsv; bench/judge_fresh_n.py prints the figures): 120 pairs each by people who saw
neither the judge nor its other sets, added on 2026-11-28, asked for implicit conflicts, values in words and
paraphrase. Each was measured unread when it came (precision / recall):

- ``n``: 0.727 / 0.242; read for that day's rounds (``dev``), 0.868 / 0.500 after them;
- ``p``: 0.947 / 0.273 at the day's start and after its first rounds, 0.962 / 0.379 after the rounds read on ``n``;
  then read (``dev``);
- ``q`` (``blind``, never read): 0.909 / 0.303 with the judge of the day's start, 0.897 / 0.394 with that of the
  day's rounds on ``n`` and the older sets (six more found, one more false flag), 0.903 / 0.424 after a round on ``p``,
  0.933 / 0.424 after a round for precision on all the read sets, 0.935 / 0.439 after a last round; 0.939 / 0.470
  after a later session's round on ``n`` and ``p``;
- ``r`` (``blind``, never read; written for that later session): 0.929 / 0.394 both with the judge of its start
  and after its round on ``n`` and ``p`` (which found 14 more of their 132 contradictions, none on ``r``) and the
  round for precision on ``s``; 0.931 / 0.409 after a round on the misses of ``s`` (two homes that do not nest);
- ``s`` (``dev``, 180 pairs: 150 hard near-misses and 30 contradictions, written to catch false flags: someone
  else's, an old thing, a plan, a gift, a date that is no relationship, a "mini garden", "nicer than flying"):
  0.567 / 0.567 when it came (13 false flags), then read: 0.850 / 0.567, then 0.870 / 0.667 and 0.909 / 0.667;
- ``u`` (``blind``, never read; written on 2026-11-29 by a helper who read nothing of the project, the same brief
  with a third plain, a third chat, a third implicit): 0.889 / 0.485 with the judge of that session's start and
  after all its readings alike;
- ``v`` (``blind``, never read; written later that day, the same brief, after the learned judge became the
  default): the rules 0.915 / 0.652 when it came;
- ``w`` (``blind``, never read; written on 2026-11-29 by a helper who read nothing of the project, to the issue's
  kinds alone: conflicts said in the words, values, negation, "only", "not by" and changed states, no common sense
  needed; a third chat, a third tidy; hard near-misses): the rules 0.936 / 0.667 when it came.

These are the honest figures of the offline judge on a new writer's phrasing, far under issue 9's target (recall
0.9 at precision 0.95): implicit conflicts ("flat white" for coffee), values in words and paraphrase are what its
rules read least. The floors keep the figures from sliding back; the pairs of sets ``q`` and ``r`` are not to be
read while they are the blind measure."""

from __future__ import annotations

import pytest

from mneme.memory.judge_model import RulesAndModelJudge
from tests.memory import judge_sets

SETS = {"n": (judge_sets.FRESH_N, "dev", (0.99, 0.74)), "p": (judge_sets.FRESH_P, "dev", (0.99, 0.72)),
        "q": (judge_sets.FRESH_Q, "blind", (0.93, 0.46)),
        "r": (judge_sets.FRESH_R, "blind", (0.92, 0.40)),
        "s": (judge_sets.FRESH_S, "dev", (0.90, 0.65)),
        "u": (judge_sets.FRESH_U, "blind", (0.88, 0.48)),
        "v": (judge_sets.FRESH_V, "blind", (0.90, 0.63)),
        "w": (judge_sets.FRESH_W, "blind", (0.93, 0.66))}  # path, split, (precision, recall)


@pytest.mark.parametrize("name", sorted(SETS))
def test_set_is_well_formed(name: str) -> None:
    path, split, _ = SETS[name]
    rows = judge_sets.load(path)
    assert len(rows) == (180 if name == "s" else 120) and len({(r["a"], r["b"]) for r in rows}) == len(rows)
    assert {r["set"] for r in rows} == {name} and {r["split"] for r in rows} == {split}
    assert {r["kind"] for r in rows} == {"only", "preference", "change", "number", "date", "negation"}
    assert {r["label"] for r in rows} == {"contradiction", "compatible"}


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_judge_keeps_its_figures_on_the_newest_sets(name: str) -> None:
    path, split, floors = SETS[name]
    judge_sets.assert_floors(path, split, {split: floors})


# The judge as the service runs it by default: the rules and the learned judge (mneme.memory.judge_model), which was
# never trained on these sets. Measured when it became the default (2026-11-29): q 0.938 / 0.682, r 0.956 / 0.652,
# u 0.893 / 0.758, against the rules' 0.943 / 0.500, 0.968 / 0.455, 0.889 / 0.485. Set v, written that day by a
# helper who read nothing of the project after the learned judge was made the default, measured unread: rules
# 0.915 / 0.652, the service's judge 0.920 / 0.697. Retrained without LoCoMo's conversations, with ours and three
# more writers' pairs (bench/results/judge.md, "The learned judge without LoCoMo"): q 0.959 / 0.712, r 0.932 / 0.621,
# u 0.911 / 0.773, v 0.889 / 0.727 (the five blind sets with t: 269 found, 27 false flags, against 264 and 25).
# Set w (the issue's kinds only), measured unread with those weights: 0.938 / 0.909. Retrained with six more writers'
# 1,800 pairs to the same brief as w (bench/results/judge.md, "Six more writers to the kinds"), with the model
# not asked where the amounts agree or the words are the same: q 0.942 / 0.742, r 0.977 / 0.636, u 0.929 / 0.788,
# v 0.889 / 0.727, w 0.953 / 0.924 (the six blind sets with t: 337 found, 27 false flags, against 329 and 30).
SERVICE = {"q": (0.94, 0.74), "r": (0.97, 0.63), "u": (0.92, 0.78), "v": (0.88, 0.72), "w": (0.95, 0.92)}


@pytest.mark.parametrize("name", sorted(SERVICE))
def test_the_service_judge_on_the_blind_sets(name: str) -> None:
    path, split, _ = SETS[name]
    rows = judge_sets.load(path)
    result = judge_sets.score(rows, judge_sets.everyday_flags(RulesAndModelJudge()))  # type: ignore[arg-type]
    precision, recall = SERVICE[name]
    assert result.precision >= precision and result.recall >= recall, result.line(split, len(rows))

