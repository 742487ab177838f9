"""Request and response shapes of project documents (service-spec.md Project document; extensions §4)."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MAX_IDS = 100
DocumentId = Annotated[str, Field(pattern=r"^doc-[0-9a-z]{1,36}$", description="A document id (doc-...)")]


class ImportDocuments(RequestModel):
    drive_item_ids: list[Annotated[str, Field(min_length=1, max_length=40)]] = Field(
        min_length=1, max_length=MAX_IDS, description=f"Library files to import (1-{MAX_IDS})")


class ImportDetail(BaseModel):
    result: Literal["success", "failed", "duplicate"]
    drive_item_id: str
    document_id: str | None = Field(
        description="The new document; the existing one for a duplicate; null when failed")
    event_id: str | None = Field(
        default=None, description="Poll GET /api/v3/events/{event_id} (success only)")


class ImportResult(BaseModel):
    success_count: int
    failure_count: int
    duplicate_count: int
    details: list[ImportDetail]


class DeleteDocuments(RequestModel):
    ids: list[DocumentId] = Field(min_length=1, max_length=MAX_IDS, description=f"Document ids (1-{MAX_IDS})")


class Usage(BaseModel):
    files_process_tokens: int = Field(description="Tokens of the text extracted from the file")


class DocumentOut(BaseModel):
    """A project document (list-item shape)."""

    id: str
    name: str
    status: Literal["pending", "running", "okay", "error"]
    error: dict[str, Any] | None = Field(description="`{code, message}` when status is error, else null")
    usage: Usage
    document_type: Literal["drive_file"]
    created_at: str = Field(description="ISO 8601 import time")


class DocumentV1Out(BaseModel):
    """A project document (v1 detail)."""

    id: str
    name: str
    status: Literal["pending", "running", "okay", "error"]
    drive_item_id: str
    error: dict[str, Any] | None = Field(description="`{code, message}` when status is error, else null")
    created_at: str = Field(description="ISO 8601 import time")
