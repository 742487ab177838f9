"""Request and response shapes of the library (extensions §4)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from mneme.core.schemas import RequestModel

MY_SPACE = "MY_SPACE"
Strategy = Literal["rename", "deny", "overwrite", "replace"]


class FolderCreate(RequestModel):
    """JSON body of `POST /api/v1/drives/items` that creates a folder."""

    item_type: Literal["folder"] = Field(description="Only `folder`: files are uploaded as multipart")
    name: str = Field(min_length=1, max_length=255, description="Folder name, unique within its parent")
    parent_item_id: str = Field(default=MY_SPACE, min_length=1, max_length=40,
                                description="A folder's item_id, or `MY_SPACE` (the library's root)")
    name_conflict_strategy: Literal["rename", "deny"] = Field(
        default="rename",
        description="`rename` adds ' (1)', ' (2)', ...; `deny` answers 409 DRIVE_ITEM_CONFLICT")


class UploadFields(RequestModel):
    """The form fields of a multipart upload besides `file`."""

    name: str | None = Field(default=None, min_length=1, max_length=255)
    parent_item_id: str = Field(default=MY_SPACE, min_length=1, max_length=40)
    name_conflict_strategy: Strategy = "rename"


class CreatedItem(BaseModel):
    item_id: str
    name: str


class DriveItemOut(CreatedItem):
    """A library item: a file or a folder (`type` `directory`)."""

    type: Literal["file", "directory"]
    size: int = Field(description="Bytes; 0 for folders")
    content_type: str | None = Field(description="The file's media type; null for folders")
    parent_item_id: str = Field(description="The parent folder's item_id, or MY_SPACE")
    version: int = Field(description="1 at upload, +1 on every overwrite")
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


UPLOAD_OPENAPI = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {"schema": {
                "type": "object", "required": ["file"],
                "properties": {
                    "file": {"type": "string", "format": "binary", "description": "The file's bytes"},
                    "parent_item_id": {"type": "string", "default": MY_SPACE},
                    "name": {"type": "string", "description": "Defaults to the part's filename"},
                    "name_conflict_strategy": {"type": "string", "default": "rename",
                                               "enum": ["rename", "deny", "overwrite", "replace"]}}}},
            "application/json": {"schema": FolderCreate.model_json_schema()},
        },
    }
}
