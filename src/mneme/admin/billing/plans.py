"""The plans of the service, from the TOML file named by `MNEME_BILLING_CONFIG` (issue 14 item 2):

```toml
[[plans]]
id = 2
name = "Pro"
price = { amount = 2000, currency = "usd" }
interval = "month"            # or "year"
tokens_per_period = 20000000
```

Without a file, or with a file that names no plans, there is one plan: id 1 "Free" at 0 usd a month with no
tokens. A file that names plans and none at price 0 has no free plan (a team without a subscription is then
shown on no plan: `GET /billing/subscription` answers `plan: null`). Every problem of a file is reported at once
(`PlansError`), at start-up (`mneme billing check` validates a file the same way).
"""
from __future__ import annotations

import calendar
import datetime as dt
import functools
from dataclasses import dataclass
from typing import Any

from mneme.core import tomlfile

INTERVALS = ("month", "year")


class PlansError(tomlfile.ProblemsError):
    """The plans file is unusable; `problems` lists each one."""


@dataclass(frozen=True)
class Plan:
    id: int
    name: str
    amount: int  # price of one period, smallest currency unit
    currency: str
    interval: str  # month | year
    tokens_per_period: int

    @property
    def free(self) -> bool:
        return self.amount == 0

    def out(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "price": {"amount": self.amount, "currency": self.currency},
                "interval": self.interval, "tokens_per_period": self.tokens_per_period}

    def ref(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name}


FREE = Plan(id=1, name="Free", amount=0, currency="usd", interval="month", tokens_per_period=0)


@dataclass(frozen=True)
class Plans:
    items: tuple[Plan, ...]

    def get(self, plan_id: int) -> Plan | None:
        return next((p for p in self.items if p.id == plan_id), None)

    @property
    def free(self) -> Plan | None:
        """The plan of a team without a subscription: the free plan with the lowest id, if any."""
        return next((p for p in sorted(self.items, key=lambda p: p.id) if p.free), None)


def _int(value: Any, where: str, problems: list[str], *, low: int = 0) -> int:
    if not tomlfile.is_int(value, low):
        problems.append(f"{where}: must be an integer >= {low}")
        return low
    return value


def parse(raw: dict[str, Any], source: str = "<config>") -> Plans:
    problems: list[str] = []
    tomlfile.unknown_sections(raw, ("plans",), source, problems)
    shape: list[str] = []
    tables = tomlfile.tables(raw.get("plans", []), "plans", source, shape)
    if shape:  # this problem alone is reported
        raise PlansError(shape)
    plans: list[Plan] = []
    for i, t in enumerate(tables):
        where = f"{source}:plans[{i}]"
        tomlfile.unknown_keys(t, {"id", "name", "price", "interval", "tokens_per_period"}, where, problems,
                              "unknown key")
        pid = _int(t.get("id"), f"{where}.id", problems, low=1)
        name = t.get("name")
        if not tomlfile.is_text(name):
            problems.append(f"{where}.name: must be a non-empty string")
            name = ""
        price = t.get("price")
        amount, currency = 0, "usd"
        if not isinstance(price, dict) or set(price) != {"amount", "currency"}:
            problems.append(f"{where}.price: must be {{ amount = <integer>, currency = \"usd\" }}")
        else:
            amount = _int(price["amount"], f"{where}.price.amount", problems)
            currency = price["currency"]
            if not isinstance(currency, str) or len(currency) != 3 or not currency.isalpha() \
                    or currency != currency.lower():
                problems.append(f"{where}.price.currency: must be a lowercase ISO 4217 code such as \"usd\"")
                currency = "usd"
        interval = t.get("interval")
        if interval not in INTERVALS:
            problems.append(f"{where}.interval: must be \"month\" or \"year\"")
            interval = "month"
        tokens = _int(t.get("tokens_per_period"), f"{where}.tokens_per_period", problems)
        if any(p.id == pid for p in plans):
            problems.append(f"{where}.id: plan {pid} is defined twice")
        plans.append(Plan(id=pid, name=str(name), amount=amount, currency=str(currency), interval=str(interval),
                          tokens_per_period=tokens))
    if problems:
        raise PlansError(problems)
    return Plans(tuple(plans) if plans else (FREE,))


@functools.lru_cache(maxsize=8)
def load(path: str) -> Plans:
    """The plans of `path` ("" = no file: only Free). Raises `PlansError` listing every problem."""
    if not path:
        return Plans((FREE,))
    return parse(tomlfile.read(path, "MNEME_BILLING_CONFIG", PlansError), path)


def add_interval(start: dt.datetime, interval: str, count: int = 1) -> dt.datetime:
    """`start` plus `count` months or years, the day clamped to the month's last (Jan 31 + 1 month = Feb 28/29),
    as payment providers count billing periods."""
    months = count * (12 if interval == "year" else 1)
    month0 = start.month - 1 + months
    year, month = start.year + month0 // 12, month0 % 12 + 1
    day = min(start.day, calendar.monthrange(year, month)[1])
    return start.replace(year=year, month=month, day=day)
