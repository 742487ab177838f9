"""Scope keys: the strings that name whose memories (or chunks) a row belongs to, spelled here only.

Memories and conflicts carry one in `scope_key`; `scope_versions` counts changes per key (retrieval.py).
"""
from __future__ import annotations


def project_scope(project_id: str) -> str:
    """The memories of a project."""
    return f"project:{project_id}"


def actor_scope(workspace_id: str, actor_id: str) -> str:
    """The memories of an actor in a workspace."""
    return f"actor:{workspace_id}:{actor_id}"


def agent_scope(workspace_id: str, agent_id: str) -> str:
    """The memories of an agent in a workspace."""
    return f"agent:{workspace_id}:{agent_id}"


def chunk_scope(project_id: str) -> str:
    """The chunks of a project's documents."""
    return f"chunks:{project_id}"
