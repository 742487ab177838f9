"""Every router of the service, mounted under the base path. A newcomer finds any endpoint from here."""
from __future__ import annotations

from fastapi import FastAPI

from mneme.admin.access_groups.endpoints import router as access_groups
from mneme.admin.access_scopes.endpoints import router as access_scopes
from mneme.admin.alerts import service as alerts_service
from mneme.admin.alerts.endpoints import router as balance_alerts
from mneme.admin.audit.endpoints import router as audit_logs
from mneme.admin.billing.endpoints import router as billing
from mneme.admin.billing.endpoints import usage_router as usage
from mneme.admin.catalog.endpoints import router as permission_catalog
from mneme.admin.keys.endpoints import router as api_keys
from mneme.admin.members.endpoints import router as members
from mneme.admin.permission_rules.endpoints import router as permission_rules
from mneme.admin.roles.endpoints import router as roles
from mneme.admin.team.endpoints import router as team
from mneme.core.settings import Settings
from mneme.data.actors.endpoints import router as actors
from mneme.data.agents.endpoints import router as agents
from mneme.data.boundaries.endpoints import router as boundaries
from mneme.data.conflicts.endpoints import router as conflicts
from mneme.data.conversations.endpoints import router as conversations
from mneme.data.documents.endpoints import router as documents
from mneme.data.drive.endpoints import router as drive
from mneme.data.events.endpoints import router as events
from mneme.data.facts.endpoints import actor_router as actor_facts
from mneme.data.facts.endpoints import agent_router as agent_facts
from mneme.data.facts.endpoints import router as facts
from mneme.data.memories.endpoints import router as memories
from mneme.data.projects.endpoints import router as projects
from mneme.data.search.endpoints import router as workspace_search
from mneme.data.workspaces.endpoints import router as workspaces
from mneme.router.endpoints import include as include_router_routes


def include_routes(app: FastAPI, settings: Settings) -> None:
    base = settings.base_path
    # the model router first: its calls are the hot path, and routes are matched in order
    include_router_routes(app, settings)  # {base}/router/... and the legacy paths
    # conflicts before memories: `/memories/conflicts` must win over `/memories/{memoryId}`
    for router in (workspaces, projects, actors, agents, boundaries, conflicts, conversations, documents, memories,
                   facts, actor_facts, agent_facts, workspace_search, events, drive, team, api_keys, members, billing,
                   roles, permission_rules, permission_catalog, audit_logs, usage, balance_alerts, access_scopes,
                   access_groups):
        app.include_router(router, prefix=base)
    alerts_service.configure(settings)  # MNEME_ALERTS_DELIVERY for the evaluation inside the ledger's writes
