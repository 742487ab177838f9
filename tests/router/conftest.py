"""Router fixtures: the fake vendor, a configuration file naming it, a live Mneme serving it, and the
stand-ins of metering (Part B) and memory injection (Part C) in place of the real modules."""
from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.conftest import TLS, LiveServer, free_port, start_server
from tests.router import standin_inject, standin_metering
from tests.router.fake_vendor import FakeVendor

HOSTED_A_KEY = "vendor-hosted-key-a"
HOSTED_B_KEY = "vendor-hosted-key-b"


def config_text(vendor: FakeVendor) -> str:
    closed = free_port()
    lines = [
        "[[providers]]", 'name = "fake-a"', 'protocol = "compat-a"', f'base_url = "{vendor.base}/v1"',
        'api_key_env = "MNEME_TEST_VENDOR_A_KEY"', "",
        "[[providers]]", 'name = "fake-b"', 'protocol = "compat-b"', f'base_url = "{vendor.base}"',
        'api_key_env = "MNEME_TEST_VENDOR_B_KEY"', "",
        "[[providers]]", 'name = "down"', 'protocol = "compat-a"', f'base_url = "http://127.0.0.1:{closed}/v1"', "",
        "[[models]]", 'name = "gpt-x"', 'provider = "fake-a"', 'upstream_name = "gpt-x-2026"',
        "input = { tokens_per_million = 1000000, usd_per_million = 1.0 }",
        "output = { tokens_per_million = 4000000, usd_per_million = 4.0 }", "",
        "[[models]]", 'name = "emb"', 'provider = "fake-a"',
        "input = { tokens_per_million = 20000, usd_per_million = 0.02 }", "",
        "[[models]]", 'name = "claude-x"', 'provider = "fake-b"', 'upstream_name = "claude-x-2026"',
        "input = { tokens_per_million = 3000000, usd_per_million = 3.0 }",
        "output = { tokens_per_million = 15000000, usd_per_million = 15.0 }", "",
        "[[models]]", 'name = "unreachable"', 'provider = "down"', "",
    ]
    for name in ("same-a", "fail-400", "fail-429", "drop", "slow", "hang"):
        lines += ["[[models]]", f'name = "{name}"', 'provider = "fake-a"', ""]
    for name in ("fail-400", "fail-429", "drop", "slow"):
        lines += ["[[models]]", f'name = "b-{name}"', 'provider = "fake-b"', f'upstream_name = "{name}"', ""]
    return "\n".join(lines)


@pytest.fixture(scope="session")
def vendor() -> Iterator[FakeVendor]:
    v = FakeVendor().start()
    yield v
    v.stop()


@pytest.fixture(scope="module")
def standins() -> Iterator[None]:
    """The stand-ins replace `mneme.router.metering` / `inject` for the tests of one module (the proxy's own
    tests: `pytestmark = pytest.mark.usefixtures("standins")`); other modules see the real ones."""
    old = {name: sys.modules.get(name) for name in ("mneme.router.metering", "mneme.router.inject")}
    sys.modules["mneme.router.metering"] = standin_metering
    sys.modules["mneme.router.inject"] = standin_inject
    yield
    for name, module in old.items():
        if module is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = module


@pytest.fixture(scope="session")
def router(backend: str, vendor: FakeVendor) -> Iterator[LiveServer]:
    os.environ["MNEME_TEST_VENDOR_A_KEY"] = HOSTED_A_KEY
    os.environ["MNEME_TEST_VENDOR_B_KEY"] = HOSTED_B_KEY
    folder = tempfile.mkdtemp(prefix="mneme-router-")
    path = os.path.join(folder, "router.toml")
    with open(path, "w") as f:
        f.write(config_text(vendor))
    live = start_server(backend, router_config=path, router_read_timeout_s=2.0, router_balance_cache_s=0)
    yield live
    live.stop()


def config_file(vendor: FakeVendor) -> str:
    os.environ["MNEME_TEST_VENDOR_A_KEY"] = HOSTED_A_KEY
    os.environ["MNEME_TEST_VENDOR_B_KEY"] = HOSTED_B_KEY
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-"), "router.toml")
    with open(path, "w") as f:
        f.write(config_text(vendor))
    return path


@pytest.fixture
def root(router: LiveServer) -> str:
    """The server root (legacy paths live there)."""
    return router.base_url.removesuffix(router.settings.base_path)


@pytest.fixture
def http() -> Iterator[httpx.Client]:
    with httpx.Client(verify=TLS, timeout=30) as c:
        yield c


def records_for(trace_id: str) -> list[Any]:
    return [r for r in standin_metering.RECORDS if r.trace_id == trace_id]


def wait_records(trace_id: str, n: int = 1, timeout: float = 15) -> list[Any]:
    """The metering records of a call (written after the reply is sent: waited for, up to `timeout`)."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = records_for(trace_id)
        if len(found) >= n:
            return found
        time.sleep(0.01)
    raise AssertionError(f"no metering record for trace {trace_id}")
