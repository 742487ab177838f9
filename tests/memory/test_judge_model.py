"""The learned conflict judge (`mneme.memory.judge_model`, on unless ``MNEME_JUDGE_MODEL=off``): its weights load
into the packaged model, it finds what the rules miss on a set it was never trained on, it is asked only about
memories the rules passed over, and a server started with it records the conflicts it reads."""
from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from mneme.core.settings import Settings
from mneme.memory.engines import offline_judge
from mneme.memory.judge import Candidate, OfflineJudge
from mneme.memory.judge_frames import values_agree
from mneme.memory.judge_model import (
    MAX_DOCUMENT_WORDS,
    MAX_WORDS,
    THRESHOLD,
    ConflictModel,
    RulesAndModelJudge,
    denies_another_value,
    says_the_same,
)
from tests.conftest import make_project, start_server
from tests.memories.helpers import add, add_event, conflicts
from tests.memory import judge_sets

IMPLICIT = Path(__file__).resolve().parents[2] / "bench" / "data" / "judge_train" / "implicit.tsv"


@pytest.fixture(scope="module")
def model() -> ConflictModel:
    m = ConflictModel()
    m.warm_up()
    return m


def _pr(flags: Sequence[bool], gold: Sequence[bool]) -> tuple[float, float]:
    tp = sum(f and g for f, g in zip(flags, gold, strict=True))
    fp = sum(f and not g for f, g in zip(flags, gold, strict=True))
    return tp / max(1, tp + fp), tp / max(1, sum(gold))


def test_beside_the_rules_on_a_writer_never_trained_on(model: ConflictModel) -> None:
    """implicit.tsv (300 pairs, conflicts that need everyday knowledge, each with a near-miss twin) was kept out of
    training. Measured when the weights were made: rules 0.957 / 0.147, rules and model 0.857 / 0.320; with the
weights trained without LoCoMo, rules 0.960 / 0.160, rules and model 0.852 / 0.307."""
    rows = judge_sets.load(IMPLICIT)
    gold = [r["label"] == "contradiction" for r in rows]
    rules = [judge_sets.everyday_flags(OfflineJudge())(r) for r in rows]
    both = [judge_sets.everyday_flags(RulesAndModelJudge(model=model))(r) for r in rows]  # type: ignore[arg-type]
    (p_rules, r_rules), (p_both, r_both) = _pr(rules, gold), _pr(both, gold)
    assert r_both >= r_rules + 0.12 and r_both >= 0.30, (p_rules, r_rules, p_both, r_both)
    assert p_both >= 0.80, (p_both, r_both)


def test_scores_are_the_mean_of_both_orders(model: ConflictModel) -> None:
    pairs = [("Mei hates the beach", "Mei spends every weekend at the beach, lying in the sand for hours."),
             ("Mei hates the beach", "Mei's sister spends every weekend at the beach.")]
    both = model.scores(pairs)
    one = model.scores([pairs[0]])
    swapped = model.scores([(b, a) for a, b in pairs])
    assert both.shape == (2,) and np.allclose(both, swapped, atol=1e-5) and np.isclose(both[0], one[0], atol=1e-5)
    assert both[0] >= THRESHOLD > both[1], both
    assert model.scores([]).shape == (0,)


class Recording(ConflictModel):
    """The real model, recording what it is asked."""

    def __init__(self, inner: ConflictModel) -> None:
        super().__init__()
        self.inner = inner
        self.asked: list[tuple[str, str]] = []

    def scores(self, pairs: Sequence[tuple[str, str]], at_least: float | None = None) -> np.ndarray:
        self.asked += pairs
        return self.inner.scores(pairs, at_least)


def test_asked_only_about_memories_the_rules_pass_over(model: ConflictModel) -> None:
    recording = Recording(model)
    judge = RulesAndModelJudge(model=recording)
    new = "Mei spends every weekend at the beach. She lives in Porto now."
    cands = [Candidate("lives", "Mei lives in Lisbon"), Candidate("beach", "Mei hates the beach"),
             Candidate("doc", "Staff may not bring sand to the office.", kind="chunk"),
             Candidate("sister", "Mei's sister is a lifeguard")]
    verdicts = judge.judge_sync(new, cands)
    rules = OfflineJudge().judge_sync(new, cands)
    assert [v.candidate_id for v in rules] == ["lives"]
    assert verdicts[0] == rules[0], "the rules' verdicts are kept as they are"
    assert [v.candidate_id for v in verdicts] == ["lives", "beach"], "in candidate order"
    model_verdict = verdicts[1]
    assert model_verdict.conflict_type == "logical" and model_verdict.quote is None
    assert model_verdict.name == "Mei hates the beach"
    assert "learned judge" in model_verdict.description and "Mei hates the beach" in model_verdict.description
    assert recording.asked == [("Mei hates the beach", new), ("Mei's sister is a lifeguard", new)], \
        "never the rules' finding, never a document sentence"


def test_the_setting() -> None:
    assert isinstance(offline_judge(Settings()), RulesAndModelJudge)  # on by default
    assert isinstance(offline_judge(replace(Settings(), judge_model="off")), OfflineJudge)
    with pytest.raises(ValueError, match="MNEME_JUDGE_MODEL"):
        offline_judge(replace(Settings(), judge_model="yes"))


def test_a_server_with_the_learned_judge_records_its_conflicts(backend: str, server: object) -> None:
    """The same two memories: no conflict from the rules alone, one from the suite's server (the model on, as by
    default)."""
    first, second = "Mei hates the beach.", "Mei spends every weekend at the beach, lying in the sand for hours."
    live = start_server(backend, judge_model="off")
    try:
        for srv, expected in ((live, 0), (server, 1)):
            with srv.client() as c:  # type: ignore[attr-defined]
                _, pid = make_project(c)
                a = add(c, pid, first)
                ev = add_event(c, pid, second)
                assert len(ev["conflict_ids"]) == expected, ev
                page = conflicts(c, pid)
                assert page["total"] == expected
                if expected:
                    x = page["items"][0]
                    assert set(x["memory_ids"]) == {a, ev["memory_ids"][0]} and x["conflict_type"] == "logical"
                    assert "learned judge" in x["description"]
    finally:
        live.stop()


def test_never_asked_about_another_speaker_or_small_talk(model: ConflictModel) -> None:
    recording = Recording(model)
    judge = RulesAndModelJudge(model=recording)
    judge.judge_sync("Tim: I spend every weekend at the beach, lying in the sand for hours.",
                     [Candidate("john", "John: I hate the beach."), Candidate("bye", "Tim: Take care, talk soon!"),
                      Candidate("tim", "Tim: Thanks! I hate the beach.")])
    assert recording.asked == [("Tim: Thanks! I hate the beach.",
                                "Tim: I spend every weekend at the beach, lying in the sand for hours.")]


def test_scores_at_least_run_the_second_order_only_where_it_can_matter(model: ConflictModel) -> None:
    pairs = [("Mei hates the beach", "Mei spends every weekend at the beach."),
             ("Mei hates the beach", "Mei's sister spends every weekend at the beach."),
             ("Tom lives in Leeds", "Tom moved to Bristol in May.")]
    full = model.scores(pairs)
    quick = model.scores(pairs, at_least=THRESHOLD)
    assert [bool(p >= THRESHOLD) for p in quick] == [bool(p >= THRESHOLD) for p in full]
    for f, q in zip(full, quick, strict=True):  # where both orders ran the mean is the same; else a bound under it
        assert np.isclose(f, q, atol=1e-5) if q >= THRESHOLD else f - 1e-5 <= q < THRESHOLD


def test_long_statements_are_left_to_the_rules(model: ConflictModel) -> None:
    """A side stating more than MAX_WORDS words (a long chat turn) is not asked about."""
    recording = Recording(model)
    judge = RulesAndModelJudge(model=recording)
    long = "Mei spends every single weekend at the beach with her friends, lying in the warm sand for hours and hours."
    assert len(long.split()) > MAX_WORDS
    assert judge.judge_sync(long, [Candidate("beach", "Mei hates the beach")]) == []
    assert judge.judge_sync("Mei hates the beach", [Candidate("beach", long)]) == []
    assert recording.asked == []


def test_the_service_path_batches_and_caches(model: ConflictModel) -> None:
    """`judge` (what detection awaits) gives judge_sync's verdicts; calls made together go to the model as one
    batch; a pair asked again (two memories of one add are each other's candidates) is not run again."""
    runs: list[int] = []

    class Counting(ConflictModel):
        def scores(self, pairs: Sequence[tuple[str, str]], at_least: float | None = None) -> np.ndarray:
            runs.append(len(pairs))
            return model.scores(pairs, at_least)

    judge = RulesAndModelJudge(model=Counting())
    calls = [("Mei spends every weekend at the beach.", [Candidate("a", "Mei hates the beach"),
                                                         Candidate("b", "Mei's sister is a lifeguard")]),
             ("Tom lives in Bristol now.", [Candidate("c", "Tom lives in Leeds")]),
             ("Ana drove us all the way to Cornwall.", [Candidate("d", "Ana can't drive")])]

    async def together() -> list[list[str]]:
        out = await asyncio.gather(*(judge.judge(new, cands) for new, cands in calls))
        return [[v.candidate_id for v in verdicts] for verdicts in out]

    expected = [[v.candidate_id for v in judge.judge_sync(new, cands)] for new, cands in calls]
    runs.clear()
    assert asyncio.run(together()) == expected and expected[0] == ["a"]
    assert len(runs) == 1, runs  # one batch for the three calls
    runs.clear()
    assert asyncio.run(together()) == expected
    assert runs == [], "every pair was scored a moment ago"
    # one pair known, one new: only the new one is run
    mixed = [Candidate("a", "Mei hates the beach"), Candidate("e", "Mei is scared of the sea")]
    got = asyncio.run(judge.judge("Mei spends every weekend at the beach.", mixed))
    assert [v.candidate_id for v in got] == [v.candidate_id for v in judge.judge_sync(
        "Mei spends every weekend at the beach.", mixed)]
    assert runs[0] == 1, runs


def test_a_failing_model_leaves_the_rules_verdicts(caplog: pytest.LogCaptureFixture) -> None:
    """The model is a layer over the rules: when it cannot load or a run raises, detection still gets the rules'
    verdicts (and the failure is logged), on both paths."""

    class Broken(ConflictModel):
        def scores(self, pairs: Sequence[tuple[str, str]], at_least: float | None = None) -> np.ndarray:
            raise RuntimeError("no model here")

    judge = RulesAndModelJudge(model=Broken())
    new = "Mei spends every weekend at the beach. She lives in Porto now."
    cands = [Candidate("lives", "Mei lives in Lisbon"), Candidate("beach", "Mei hates the beach")]
    assert [v.candidate_id for v in judge.judge_sync(new, cands)] == ["lives"]
    assert [v.candidate_id for v in asyncio.run(judge.judge(new, cands))] == ["lives"]
    assert caplog.text.count("no model here") == 2


def _not_asked(model: ConflictModel, old: str, new: str, judged: bool = True) -> None:
    """The model is not asked about the pair; with ``judged``, the judge (the rules alone, then) flags nothing."""
    judge = RulesAndModelJudge(model=model)
    assert judge._asked(new, [Candidate("m", old)]) == []
    if judged:
        assert judge.judge_sync(new, [Candidate("m", old)]) == []


@pytest.mark.parametrize(("old", "new", "aside"), [
    ("The cafeteria closes at 5pm.", "The cafeteria does not close at 3pm.", True),
    ("I work on Mondays", "I don't work on Fridays", True),
    ("The pool opens at 7am", "The pool doesn’t open at 6am", True),  # a curly apostrophe
    ("I work on Mondays", "I don't work on Mondays", False),  # the same value denied: the model may read it
    ("The gym opens at 6am", "The gym opens at 7am", False),  # neither denies
    ("Rent is £900", "Rent isn't £950 any more", False),  # more differs than the value
])
def test_a_denied_other_value_is_not_asked(model: ConflictModel, old: str, new: str, aside: bool) -> None:
    """The retrained model read "closes at 5pm" / "does not close at 3pm" as a conflict (0.998); such a pair is not
    asked about, and the rules alone judge it."""
    assert denies_another_value(old, new) is aside
    if aside:
        _not_asked(model, old, new)


@pytest.mark.parametrize(("old", "new", "aside"), [
    ("I earn between 30k and 35k a year.", "i earn 32k a year", True),  # within the range
    ("I drive 60 miles to the airport.", "It's roughly a 100 km drive to the airport.", True),  # another unit
    ("The film lasts 2 hours", "the film is 120 minutes long", True),
    ("I earn between 30k and 35k a year.", "i earn 40k a year", False),  # out of it: the values conflict
    ("I pay £950 for rent.", "I don't pay £950 for rent.", False),  # yes and no about the same amount
    ("I run 5 km on Mondays.", "I run 5 km on Tuesdays.", False),  # days are read in other words too
    ("I run 5 km every day.", "I cycle 5 km every day.", True),  # the amounts agree; the rules read the rest
])
def test_agreeing_amounts_are_not_asked(model: ConflictModel, old: str, new: str, aside: bool) -> None:
    """Two statements whose amounts all agree (equal, in another unit, within a range) and which both say yes (or
    both no) are not asked of the model: it read "between 30k and 35k" / "32k" as a conflict (the shipped weights
    of 2026-11-29); the rules still judge them."""
    assert values_agree(old, new) is aside
    if aside:
        _not_asked(model, old, new)


@pytest.mark.parametrize(("old", "new", "aside"), [
    ("A child in clothing which is light colored is standing", "A child in light colored clothing is standing", True),
    ("Tom purchased a new laptop", "Tom bought a new laptop", True),  # synonyms the rules know
    ("I prefer email to phone", "I prefer phone to email", False),  # the same words, ordered by "to"
    ("My manager is Tom", "Tom is not my manager", False),  # a "not"
    ("The pool is 25 m long", "The pool is 50 m long", False),  # another value
])
def test_the_same_words_are_not_asked(model: ConflictModel, old: str, new: str, aside: bool) -> None:
    """Two statements of the same content words, in another order and with no word that orders or contrasts them, are
    not asked of the model: it read "a child in clothing which is light colored" / "a child in light colored
    clothing" as a conflict (weights retrained on 2026-11-29)."""
    assert says_the_same(old, new) is aside
    if aside:
        _not_asked(model, old, new, judged=False)


# ---------------------------------------------------------------- the learned judge on document sentences

TATTOO = ("The Studio will not tattoo any person under the age of 18 under any circumstances, even where a parent is "
          "present and consents.")
GEARS = ("Gear adjustments are carried out free of charge once within the first 6 weeks after a service, and any later "
         "adjustment is charged at the normal rate.")


class Always(ConflictModel):
    """A document model that calls every pair a contradiction, recording what it is asked."""

    def __init__(self, p: float = 0.999) -> None:
        super().__init__()
        self.p = p
        self.asked: list[tuple[str, str]] = []

    def scores(self, pairs: Sequence[tuple[str, str]], at_least: float | None = None) -> np.ndarray:
        self.asked += pairs
        return np.full(len(pairs), self.p, np.float32)


def test_the_document_judge_reads_what_the_rules_miss() -> None:
    """Of our own wording, never trained on: the rules read no value or refusal they can hold against the memory; the
    document model flags the sentence, quoting it (a conflict's `file_chunks` quote)."""
    new = "My cousin got his first tattoo at the studio at 16 because his dad came along and signed for him."
    cands = [Candidate("s1", TATTOO, kind="chunk", closest=True),
             Candidate("s2", "Aftercare advice is given in writing after every session.", kind="chunk")]
    assert OfflineJudge().judge_sync(new, cands) == []
    verdicts = RulesAndModelJudge().judge_sync(new, cands)
    assert [v.candidate_id for v in verdicts] == ["s1"]
    assert verdicts[0].quote == TATTOO and "learned judge" in verdicts[0].description
    assert [v.candidate_id for v in asyncio.run(RulesAndModelJudge().judge(new, cands))] == ["s1"]


def test_document_sentences_are_asked_only_when_the_rules_flag_none() -> None:
    """A memory contradicts one sentence of a document: when the rules flag one of its sentences, the model is not
    asked; else it is asked about each (sentence, memory) and flags only the sentence of highest probability."""
    docs = Always()
    judge = RulesAndModelJudge(documents=docs)
    ruled = "the basic plan cleans our windows every three weeks from april to september"
    windows = ("The Basic Plan cleans your windows every fortnight from April to September and every four weeks from "
               "October to March, at £12 a visit.")
    cands = [Candidate("w", windows, kind="chunk", closest=True), Candidate("t", TATTOO, kind="chunk")]
    assert [v.candidate_id for v in judge.judge_sync(ruled, cands)] == ["w"] and docs.asked == []
    new = "Sam had his eyebrow pierced at the studio last week."
    assert [v.candidate_id for v in judge.judge_sync(new, cands)] == ["w"], "one sentence: the first of the highest"
    assert docs.asked == [(windows, new), (TATTOO, new)]
    docs.asked.clear()
    memories = [Candidate("m", "Sam hates needles")]
    judge.judge_sync(new, memories)
    assert docs.asked == [], "memories are not document sentences"


def test_values_the_rules_read_as_agreeing_are_not_flagged() -> None:
    """The near-misses a reader gets wrong are mostly the same value said otherwise: when the rules read every value
    the memory and the sentence both give as agreeing, the model's reading is not taken."""
    docs = Always()
    judge = RulesAndModelJudge(documents=docs)
    kept = [Candidate("g", GEARS, kind="chunk", closest=True)]
    within, later = ("my gears were tuned for nothing a month after the service",
                     "my gears were tuned for nothing ten weeks after the service")
    assert OfflineJudge().judge_sync(later, kept) == [], "the rules pass over both"
    assert judge.judge_sync(within, kept) == [] and docs.asked == [(GEARS, within)]
    assert [v.candidate_id for v in judge.judge_sync(later, kept)] == ["g"]


def test_a_memory_naming_the_sentences_exception_is_not_flagged() -> None:
    """The other near-miss the model gets wrong: the memory is the case the sentence itself excepts."""
    fee = ("A joining fee of £20 is charged on all monthly memberships except junior memberships, and it is waived "
           "during any promotional month advertised on our website.")
    docs = Always()
    judge = RulesAndModelJudge(documents=docs)
    kept = [Candidate("f", fee, kind="chunk", closest=True)]
    junior, monthly = ("no joining fee on my son's junior membership, nice",
                       "they waived the joining fee on my monthly membership, nice")
    assert OfflineJudge().judge_sync(junior, kept) == [] and OfflineJudge().judge_sync(monthly, kept) == []
    assert judge.judge_sync(junior, kept) == [] and docs.asked == [(fee, junior)]
    assert [v.candidate_id for v in judge.judge_sync(monthly, kept)] == ["f"]


def test_a_failing_document_model_leaves_the_rules_verdicts(caplog: pytest.LogCaptureFixture) -> None:
    class Broken(ConflictModel):
        def scores(self, pairs: Sequence[tuple[str, str]], at_least: float | None = None) -> np.ndarray:
            raise RuntimeError("no document model here")

    judge = RulesAndModelJudge(documents=Broken())
    new = "My cousin got his first tattoo at the studio at 16 because his dad came along and signed for him."
    cands = [Candidate("s1", TATTOO, kind="chunk", closest=True)]
    assert judge.judge_sync(new, cands) == []
    assert asyncio.run(judge.judge(new, cands)) == []
    assert caplog.text.count("no document model here") == 2
    # the memory model's verdicts stand beside it
    beach = [Candidate("beach", "Mei hates the beach"), Candidate("s1", TATTOO, kind="chunk")]
    said = "Mei spends every weekend at the beach."
    assert [v.candidate_id for v in judge.judge_sync(said, beach)] == ["beach"]
    assert [v.candidate_id for v in asyncio.run(judge.judge(said, beach))] == ["beach"]


def test_long_memories_are_not_asked_about_documents() -> None:
    docs = Always()
    judge = RulesAndModelJudge(documents=docs)
    long = ("So my cousin, who has wanted one for years and years, finally got his very first tattoo at the studio "
            "in town at 16 because his dad came along and signed the form for him.")
    assert len(long.split()) > MAX_DOCUMENT_WORDS
    assert judge.judge_sync(long, [Candidate("s1", TATTOO, kind="chunk", closest=True)]) == []
    assert docs.asked == []
