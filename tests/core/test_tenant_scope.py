"""Tenant scope is a guarantee, not a convention.

1. Every public function of every `mneme.*.repository` module takes a `TeamScope` as its first argument after
   the session, unless it is on `NOT_TENANT_SCOPED` below with the reason it may do without.
2. Nobody builds a `TeamScope(...)` by hand: only `core/authz.py` makes one (`authorize` for a request,
   `trusted_scope` for the CLI and jobs).
"""
from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from pathlib import Path
from types import ModuleType
from typing import get_type_hints

import mneme
from mneme.core.authz import TeamScope, trusted_scope

# "module.function": why it takes no scope. Keep each reason true; a stale entry fails the test.
_SERVER_EVENT = ("by an event id the server created, in the same request's transaction or carried by the job "
                 "the event belongs to (enqueued under authorization); never an id a client sent")
_DOCUMENT_JOB = ("the documents.process job: by the document id its job carries (authorized when the import "
                 "enqueued it), or the document row it loaded by that id")
NOT_TENANT_SCOPED: dict[str, str] = {
    "mneme.admin.team.repository.first_team": "bootstrap (`mneme init`, `mneme keys create`): finds the "
                                              "instance's team before any scope can exist",
    "mneme.admin.billing.repository.insert_usage": "one INSERT of a router metering batch that holds calls of "
                                                   "several teams; each row's team_id comes from its call's scope",
    "mneme.data.events.repository.by_id": _SERVER_EVENT,
    "mneme.data.events.repository.by_ids": _SERVER_EVENT,
    "mneme.data.events.repository.update_one": _SERVER_EVENT,
    "mneme.data.events.repository.update_each": _SERVER_EVENT,
    "mneme.data.documents.repository.by_id": _DOCUMENT_JOB,
    "mneme.data.documents.repository.finish": _DOCUMENT_JOB,
    "mneme.data.documents.repository.replace_chunks": _DOCUMENT_JOB,
}

SRC = Path(mneme.__file__).resolve().parent


def repository_modules() -> list[ModuleType]:
    names = [m.name for m in pkgutil.walk_packages(mneme.__path__, "mneme.")
             if m.name.rsplit(".", 1)[-1] == "repository"]
    return [importlib.import_module(n) for n in sorted(names)]


def public_functions(module: ModuleType) -> list[tuple[str, object]]:
    return [(f"{module.__name__}.{name}", fn) for name, fn in inspect.getmembers(module, inspect.isfunction)
            if not name.startswith("_") and fn.__module__ == module.__name__]


def test_the_repositories_are_found() -> None:
    found = {m.__name__ for m in repository_modules()}
    for expected in ("workspaces", "projects", "actors", "agents", "memories", "conflicts", "events", "documents",
                     "drive"):
        assert f"mneme.data.{expected}.repository" in found, found


def test_every_repository_function_takes_a_team_scope() -> None:
    wrong = []
    seen = set()
    for module in repository_modules():
        for qualname, fn in public_functions(module):
            seen.add(qualname)
            params = list(inspect.signature(fn).parameters)  # type: ignore[arg-type]
            hints = get_type_hints(fn)
            assert params and params[0] == "session", f"{qualname}: the session comes first"
            scoped = len(params) > 1 and hints.get(params[1]) is TeamScope
            if scoped and qualname in NOT_TENANT_SCOPED:
                wrong.append(f"{qualname} takes a scope now: remove it from NOT_TENANT_SCOPED")
            elif not scoped and qualname not in NOT_TENANT_SCOPED:
                wrong.append(f"{qualname}: the argument after `session` must be annotated TeamScope")
    assert not wrong, "\n".join(wrong)
    stale = set(NOT_TENANT_SCOPED) - seen
    assert not stale, f"NOT_TENANT_SCOPED names functions that do not exist: {sorted(stale)}"


def test_every_exception_says_why() -> None:
    assert all(len(reason) > 20 for reason in NOT_TENANT_SCOPED.values())


def test_nobody_builds_a_scope_by_hand() -> None:
    built = re.compile(r"\bTeamScope\(")
    offenders = [f"{path.relative_to(SRC)}:{n}" for path in sorted(SRC.rglob("*.py")) if path.name != "authz.py"
                 or path.parent.name != "core"
                 for n, line in enumerate(path.read_text().splitlines(), 1) if built.search(line)]
    assert not offenders, f"TeamScope(...) outside core/authz.py (use authorize or trusted_scope): {offenders}"


def test_the_trusted_scope_names_its_reason() -> None:
    scope = trusted_scope("team-1", reason="test")
    assert scope == TeamScope(team_id="team-1", principal_id="system")
    try:
        trusted_scope("team-1", reason="")
    except ValueError:
        pass
    else:
        raise AssertionError("a trusted scope without a reason")
