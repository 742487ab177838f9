"""Migration 0003 (actors and agents): a team created before it gets the built-in rule rows of the actions it
adds (`workspace_actor:fact_list`, `workspace_agent:fact_list`), so its members can list actor and agent facts;
downgrading removes them again."""
from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from alembic import command
from sqlalchemy import text

from mneme.core.migrate import alembic_config, upgrade
from tests.conftest import database_url
from tests.core.test_migrations import _on

T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
NEW = ("workspace_actor:fact_list", "workspace_agent:fact_list")


def _rules(url: str) -> set[tuple[str, str]]:
    def read(conn: Any) -> set[tuple[str, str]]:
        rows = conn.execute(text("SELECT role_key, action FROM permission_rules WHERE action IN (:a, :b)"),
                            {"a": NEW[0], "b": NEW[1]}).all()
        return {(r[0], r[1]) for r in rows}
    result: set[tuple[str, str]] = _on(url, read)
    return result


def test_existing_teams_get_the_new_rules(backend: str, tmp_path: Path) -> None:
    url = database_url(backend, str(tmp_path))
    upgrade(url, "0002")

    def seed(conn: Any) -> None:
        conn.execute(text("INSERT INTO teams (id, name, created_at) VALUES ('team-old', 'Old', :t)"),
                     {"t": T0})
        for key in ("tenant_owner", "tenant_admin", "tenant_member"):
            conn.execute(text("INSERT INTO roles (team_id, key, label, description, built_in, created_at) "
                              "VALUES ('team-old', :k, :k, '', :b, :t)"),
                         {"k": key, "b": True, "t": T0})
        conn.execute(text("INSERT INTO roles (team_id, key, label, description, built_in, created_at) "
                          "VALUES ('team-old', 'custom', 'custom', '', :b, :t)"), {"b": False, "t": T0})
        conn.commit()
    _on(url, seed)
    assert _rules(url) == set()

    upgrade(url)
    assert _rules(url) == {(role, action) for role in ("tenant_owner", "tenant_admin", "tenant_member")
                           for action in NEW}, "built-in roles only, each action once"

    command.downgrade(alembic_config(url), "0002")
    assert _rules(url) == set()
