"""Run Alembic migrations from code (`mneme migrate`, `mneme serve`, tests)."""
from __future__ import annotations

import os

from alembic import command
from alembic.config import Config

import mneme


def alembic_config(database_url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", os.path.join(os.path.dirname(mneme.__file__), "migrations"))
    cfg.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return cfg


def upgrade(database_url: str, revision: str = "head") -> None:
    """Upgrade the database to `revision` (creating the SQLite file's folder when needed)."""
    if database_url.startswith("sqlite"):
        path = database_url.split("///", 1)[-1]
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
    command.upgrade(alembic_config(database_url), revision)
