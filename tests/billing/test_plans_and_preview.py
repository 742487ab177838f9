"""The plans file and the plan-change preview's arithmetic against hand-computed cases (no server: the preview
is a pure function of the subscription, the plans and the instant; tests/billing/test_billing_api.py checks the
endpoint)."""
from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path

import pytest

from mneme.admin.billing.plans import FREE, PlansError, add_interval, parse
from mneme.admin.billing.subscriptions import preview
from mneme.models import Subscription
from tests.billing.conftest import PLANS

PLANS_OBJ = parse(tomllib.loads(PLANS))
APR1, MAY1 = dt.datetime(2026, 4, 1, tzinfo=dt.UTC), dt.datetime(2026, 5, 1, tzinfo=dt.UTC)  # 30 days


def sub(plan_id: int, *, paid: bool = True, cancel: bool = False, start: dt.datetime = APR1,
        end: dt.datetime = MAY1) -> Subscription:
    return Subscription(team_id="team-x", plan_id=plan_id, period_start=start, period_end=end, paid=paid,
                        cancel_at_period_end=cancel)


def at(day: int, hour: int = 0) -> dt.datetime:
    return dt.datetime(2026, 4, day, hour, tzinfo=dt.UTC)


def plan(pid: int):  # type: ignore[no-untyped-def]
    p = PLANS_OBJ.get(pid)
    assert p is not None
    return p


def test_no_file_means_one_free_plan() -> None:
    plans = parse({})
    assert [p.out() for p in plans.items] == [{"id": 1, "name": "Free", "price": {"amount": 0, "currency": "usd"},
                                               "interval": "month", "tokens_per_period": 0}]
    assert plans.free == FREE


def test_every_problem_of_a_plans_file_is_reported() -> None:
    with pytest.raises(PlansError) as err:
        parse({"plans": [{"id": 0, "name": "", "price": {"amount": -1, "currency": "USD"}, "interval": "week",
                          "tokens_per_period": "many", "colour": "red"},
                         {"id": 2, "name": "A", "price": 5, "interval": "month", "tokens_per_period": 1},
                         {"id": 2, "name": "B", "price": {"amount": 1, "currency": "eur"}, "interval": "year",
                          "tokens_per_period": 1}], "extra": {}})
    text = "\n".join(err.value.problems)
    for needle in ("plans[0].id", "plans[0].name", "plans[0].price.amount", "plans[0].price.currency",
                   "plans[0].interval", "plans[0].tokens_per_period", "plans[0].colour", "plans[1].price",
                   "plans[2].id: plan 2 is defined twice", "extra: unknown section"):
        assert needle in text, (needle, text)


def test_months_are_calendar_months_clamped() -> None:
    jan31 = dt.datetime(2026, 1, 31, 12, tzinfo=dt.UTC)
    assert add_interval(jan31, "month") == dt.datetime(2026, 2, 28, 12, tzinfo=dt.UTC)
    assert add_interval(jan31, "year") == dt.datetime(2027, 1, 31, 12, tzinfo=dt.UTC)
    assert add_interval(dt.datetime(2026, 12, 5, tzinfo=dt.UTC), "month") == dt.datetime(2027, 1, 5, tzinfo=dt.UTC)


def test_upgrade_halfway_through_the_period() -> None:
    # Pro $20.00 -> Team $50.00 on April 16 00:00, 15 of 30 days left: credit $10.00, charge $25.00
    p = preview(sub(2), PLANS_OBJ, plan(3), now=at(16))
    ts = int(at(16).timestamp())
    assert p["applicable"] is True and "reason" not in p
    assert p["from_plan"] == {"id": 2, "name": "Pro"} and p["to_plan"] == {"id": 3, "name": "Team"}
    assert [line["amount"] for line in p["lines"]] == [{"amount": -1000, "currency": "usd"},
                                                       {"amount": 2500, "currency": "usd"}]
    assert all(line["proration"] is True and line["period_start"] == ts and
               line["period_end"] == int(MAY1.timestamp()) for line in p["lines"])
    assert p["amount_due"] == {"amount": 1500, "currency": "usd"}
    assert p["effective_at"] == p["proration_date"] == ts
    assert p["next_invoice"] == {"amount": {"amount": 5000, "currency": "usd"}, "date": int(MAY1.timestamp())}


def test_downgrade_to_a_cheaper_paid_plan_is_a_credit() -> None:
    # Team $50.00 -> Lite $10.00 on April 21 00:00, 10 of 30 days left:
    # credit 5000/3 = 1666.67 -> -1667, charge 1000/3 = 333.33 -> 333, due -1334 (credited)
    p = preview(sub(3), PLANS_OBJ, plan(4), now=at(21))
    assert [line["amount"]["amount"] for line in p["lines"]] == [-1667, 333]
    assert p["amount_due"] == {"amount": -1334, "currency": "usd"}
    assert p["next_invoice"]["amount"] == {"amount": 1000, "currency": "usd"}


def test_a_quarter_hour_in_rounds_half_away_from_zero() -> None:
    # Lite $10.00 -> Pro $20.00 at April 1 06:00: 29.75 of 30 days left = 0.991666...
    # credit 1000 * 0.9916667 = 991.67 -> -992; charge 2000 * 0.9916667 = 1983.33 -> 1983; due 991
    p = preview(sub(4), PLANS_OBJ, plan(2), now=at(1, 6))
    assert [line["amount"]["amount"] for line in p["lines"]] == [-992, 1983]
    assert p["amount_due"]["amount"] == 991


def test_downgrade_to_free_is_not_priced_and_takes_effect_at_the_period_end() -> None:
    p = preview(sub(2), PLANS_OBJ, plan(1), now=at(10))
    assert p == {"plan_id": 1, "applicable": False, "reason": "downgrade_to_free",
                 "from_plan": {"id": 2, "name": "Pro"}, "to_plan": {"id": 1, "name": "Free"}, "lines": [],
                 "effective_at": int(MAY1.timestamp())}


def test_resuming_a_cancelling_subscription_is_not_priced() -> None:
    p = preview(sub(2, cancel=True), PLANS_OBJ, plan(2), now=at(10))
    assert p["applicable"] is False and p["reason"] == "resume_only" and p["lines"] == []
    assert "amount_due" not in p and "next_invoice" not in p and "proration_date" not in p
    # a cancelling subscription moving to another paid plan is priced as usual
    assert preview(sub(2, cancel=True), PLANS_OBJ, plan(3), now=at(16))["amount_due"]["amount"] == 1500


@pytest.mark.parametrize("s", [None, sub(2, paid=False)])
def test_an_unpaid_or_missing_subscription_is_not_priced(s: Subscription | None) -> None:
    p = preview(s, PLANS_OBJ, plan(3), now=at(16))
    assert p["applicable"] is False and p["reason"] == "no_paid_subscription" and p["lines"] == []
    assert p["from_plan"] == ({"id": 1, "name": "Free"} if s is None else {"id": 2, "name": "Pro"})


def test_monthly_to_yearly_starts_a_new_period_now() -> None:
    # Pro $20.00 a month -> Pro yearly $200.00 on April 16: credit -1000, a full year charged now
    p = preview(sub(2), PLANS_OBJ, plan(5), now=at(16))
    year_end = int(dt.datetime(2027, 4, 16, tzinfo=dt.UTC).timestamp())
    assert [(line["amount"]["amount"], line["proration"]) for line in p["lines"]] == [(-1000, True), (20000, False)]
    assert p["lines"][1]["period_end"] == year_end
    assert p["amount_due"]["amount"] == 19000 and p["next_invoice"]["date"] == year_end


def test_mneme_billing_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mneme.cli import main

    good = tmp_path / "plans.toml"
    good.write_text(PLANS)
    assert main(["billing", "check", str(good)]) == 0
    assert "plan 2 'Pro': 2000 usd a month, 20000000 tokens" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('[[plans]]\nid = 2\nname = "Pro"\nprice = 5\ninterval = "week"\ntokens_per_period = 1\n')
    assert main(["billing", "check", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "plans[0].price" in err and "plans[0].interval" in err
    assert main(["billing", "check", str(tmp_path / "missing.toml")]) == 1
