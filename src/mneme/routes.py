"""Every router of the service, mounted under the base path. A newcomer finds any endpoint from here."""
from __future__ import annotations

from fastapi import FastAPI

from mneme.core.settings import Settings
from mneme.data.projects.endpoints import router as projects
from mneme.data.workspaces.endpoints import router as workspaces


def include_routes(app: FastAPI, settings: Settings) -> None:
    base = settings.base_path
    for router in (workspaces, projects):
        app.include_router(router, prefix=base)
