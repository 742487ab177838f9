"""Schemathesis over every operation of the app's own OpenAPI document, against the real server.

Fails on any 5xx, any response that breaks its declared schema, status code or media type. Bounded:
a few examples per operation (`MNEME_FUZZ_EXAMPLES`, default 20). Each case goes to a server of every database
under test (`--db`) in turn: most of the time is hypothesis building each operation's strategy (about a second
whatever the count of examples), so building it once for both databases saves that second on every operation
(159 operations took about 3.5 minutes a database on the AVX2 machine of docs/performance.md when each database
had its own run). The requests carry the owner's key, so they reach the handlers; the generated ids mostly name
nothing, which the API must answer with its envelope like any other bad input.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import hypothesis
import pytest
import schemathesis
from schemathesis import checks

from mneme.app import create_app
from mneme.core.settings import Settings
from tests.conftest import LiveServer, backends, start_server

EXAMPLES = int(os.environ.get("MNEME_FUZZ_EXAMPLES", "20"))

schema = schemathesis.openapi.from_dict(create_app(Settings()).openapi())

CHECKS = [checks.not_a_server_error, checks.status_code_conformance, checks.content_type_conformance,
          checks.response_schema_conformance]


@pytest.fixture(scope="module")
def servers(request: pytest.FixtureRequest) -> Iterator[list[LiveServer]]:
    """A live server on each database under test (`--db`)."""
    live = [start_server(backend) for backend in backends(request.config)]
    yield live
    for server in live:
        server.stop()


@schema.parametrize()
@hypothesis.settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(hypothesis.HealthCheck),
                     phases=[hypothesis.Phase.explicit, hypothesis.Phase.generate])
def test_every_operation_keeps_its_declared_contract(case: Any, servers: list[LiveServer]) -> None:
    for server in servers:
        base = server.base_url.removesuffix(server.settings.base_path)
        headers = {"Authorization": f"Bearer {server.owner_key}"}
        response = case.call(base_url=base, headers=headers, timeout=30)
        try:
            case.validate_response(response, checks=CHECKS)
        except Exception as exc:
            exc.add_note(f"on {server.backend}")
            raise
