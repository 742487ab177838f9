"""A server with plans (MNEME_BILLING_CONFIG) and a Stripe webhook signing secret, per database."""
from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest

from tests.conftest import LiveServer, start_server

PLANS = """
[[plans]]
id = 1
name = "Free"
price = { amount = 0, currency = "usd" }
interval = "month"
tokens_per_period = 100000

[[plans]]
id = 2
name = "Pro"
price = { amount = 2000, currency = "usd" }
interval = "month"
tokens_per_period = 20000000

[[plans]]
id = 3
name = "Team"
price = { amount = 5000, currency = "usd" }
interval = "month"
tokens_per_period = 60000000

[[plans]]
id = 4
name = "Lite"
price = { amount = 1000, currency = "usd" }
interval = "month"
tokens_per_period = 5000000

[[plans]]
id = 5
name = "Pro yearly"
price = { amount = 20000, currency = "usd" }
interval = "year"
tokens_per_period = 240000000
"""
WEBHOOK_SECRET = "whsec_test_" + "a1b2c3" * 4


def plans_file() -> str:
    fd, path = tempfile.mkstemp(prefix="plans-", suffix=".toml")
    with os.fdopen(fd, "w") as f:
        f.write(PLANS)
    return path


@pytest.fixture(scope="session")
def billing_server(backend: str) -> Iterator[LiveServer]:
    old = os.environ.get("MNEME_STRIPE_WEBHOOK_SECRET")
    os.environ["MNEME_STRIPE_WEBHOOK_SECRET"] = WEBHOOK_SECRET
    live = start_server(backend, billing_config=plans_file(), credit_price_per_million=150)
    yield live
    live.stop()
    if old is None:
        os.environ.pop("MNEME_STRIPE_WEBHOOK_SECRET", None)
    else:
        os.environ["MNEME_STRIPE_WEBHOOK_SECRET"] = old
