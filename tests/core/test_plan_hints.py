"""SQLite's planner is told that `team_id` indexes select nothing (core/migrate.plan_hints): a read by ids within
a team looks the ids up instead of walking the whole team."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from mneme.core.migrate import TEAM_INDEX_STAT, plan_hints, upgrade

BY_IDS = "SELECT id, content FROM memories WHERE team_id = ? AND id IN ({})".format(",".join("?" * 30))


def plan(path: Path) -> str:
    con = sqlite3.connect(path)
    try:
        rows = con.execute("EXPLAIN QUERY PLAN " + BY_IDS, ["team"] + [f"m{i}" for i in range(30)])
        return " ".join(r[3] for r in rows)
    finally:
        con.close()


def test_reads_by_id_use_the_primary_key_after_migrate(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    upgrade(f"sqlite+aiosqlite:///{db}")
    assert "ix_memories_team_id" not in plan(db) and "sqlite_autoindex_memories_1" in plan(db), plan(db)
    con = sqlite3.connect(db)
    stats = dict(con.execute("SELECT idx, stat FROM sqlite_stat1 WHERE tbl = 'memories'").fetchall())
    assert stats["ix_memories_team_id"] == TEAM_INDEX_STAT
    con.execute("DELETE FROM sqlite_stat1")
    con.commit()
    con.close()
    assert "ix_memories_team_id" in plan(db), "without the hint SQLite walks the team (the reason for the hint)"
    plan_hints(str(db))
    plan_hints(str(db))  # idempotent
    assert "ix_memories_team_id" not in plan(db)
    con = sqlite3.connect(db)
    assert con.execute("SELECT count(*) FROM sqlite_stat1 WHERE idx = 'ix_memories_team_id'").fetchone()[0] == 1
    con.close()
