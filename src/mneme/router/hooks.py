"""Where the router finds metering (`router/metering.py`) and memory (`router/inject.py`).

Both are looked up at call time by their module names, so that the router runs (unmetered, without
memory) before they exist, and tests can put stand-ins in their place (`sys.modules`). Their interfaces
(docs/api.md, Router): `metering.check_balance/record_call/CallRecord/InsufficientBalance` and
`inject.prepare/remember/BoundaryForbidden`.
"""
from __future__ import annotations

import importlib
import sys
from types import ModuleType

METERING = "mneme.router.metering"
INJECT = "mneme.router.inject"
_missing: set[str] = set()


def _module(name: str) -> ModuleType | None:
    found = sys.modules.get(name)
    if found is not None:
        return found
    if name in _missing:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        _missing.add(name)
        return None


def metering() -> ModuleType | None:
    return _module(METERING)


def inject() -> ModuleType | None:
    return _module(INJECT)
