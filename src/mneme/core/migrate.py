"""Run Alembic migrations from code (`mneme migrate`, `mneme serve`, tests)."""
from __future__ import annotations

import os
import sqlite3

from alembic import command
from alembic.config import Config

import mneme
from mneme.core.settings import sqlite_path


def alembic_config(database_url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", os.path.join(os.path.dirname(mneme.__file__), "migrations"))
    cfg.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return cfg


def upgrade(database_url: str, revision: str = "head") -> None:
    """Upgrade the database to `revision` (creating the SQLite file's folder when needed)."""
    path = sqlite_path(database_url) if database_url.startswith("sqlite") else None
    if path:
        os.makedirs(os.path.dirname(path), exist_ok=True)
    command.upgrade(alembic_config(database_url), revision)
    if path:
        plan_hints(path)


# What SQLite's planner is told about the `team_id` indexes: 1,000 rows a team (of a million). Without statistics
# it guesses 10 rows for any equality on an index, so `team_id = ? AND id IN (30 ids)` walked every row of the team
# through `ix_memories_team_id` instead of looking up 30 primary keys (10 ms instead of 0.06 ms at 10,000
# memories: most of a boundary retrieval). One team per install is the common case, so `team_id` selects nothing.
TEAM_INDEX_STAT = "1000000 1000"


def plan_hints(path: str) -> None:
    """Statistics rows (sqlite_stat1) that keep the planner off the unselective `ix_<table>_team_id` indexes
    wherever a better index applies (`path`: the database file). Idempotent; a later `ANALYZE` replaces them
    with measured ones."""
    con = sqlite3.connect(path)
    try:
        con.execute("ANALYZE sqlite_schema")  # creates sqlite_stat1 when missing; changes nothing else
        indexes = con.execute("SELECT tbl_name, name FROM sqlite_schema WHERE type = 'index' "
                              "AND name LIKE 'ix\\_%\\_team\\_id' ESCAPE '\\'").fetchall()
        measured = {r[0] for r in con.execute("SELECT idx FROM sqlite_stat1 WHERE idx IS NOT NULL")}
        con.executemany("INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES (?, ?, ?)",
                        [(t, i, TEAM_INDEX_STAT) for t, i in indexes if i not in measured])
        con.commit()
    finally:
        con.close()
