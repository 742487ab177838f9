"""Request and response shapes of actors, their workspace bindings and memory settings (extensions §5;
service-spec.md Actor memory settings)."""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field
from pydantic_core import PydanticCustomError

from mneme.core.schemas import Metadata, RequestModel

FACT_INSTRUCTION_MAX = 2000


def _no_nul(value: str) -> str:
    if "\x00" in value:  # PostgreSQL text cannot hold it; refused alike on both databases
        raise PydanticCustomError("nul_character", "must not contain the NUL character (U+0000)")
    return value


Text = Annotated[str, AfterValidator(_no_nul)]
"""A string stored in a text column: any characters but NUL."""

Tag = Annotated[Text, Field(min_length=1, max_length=255)]


class ActorCreate(RequestModel):
    custom_id: Text = Field(min_length=1, max_length=255, description="Your own id, unique in the team")
    display_name: Text = Field(min_length=1, max_length=255)
    description: Text = Field(default="", max_length=10_000)
    tags: list[Tag] = Field(default_factory=list, max_length=100, description="Up to 100 strings")
    metadata: Metadata = Field(default_factory=dict)


class ActorPatch(RequestModel):
    display_name: Text | None = Field(default=None, min_length=1, max_length=255)
    description: Text | None = Field(default=None, max_length=10_000)
    tags: list[Tag] | None = Field(default=None, max_length=100)
    metadata: Metadata | None = None


class ActorOut(BaseModel):
    """An actor (a person)."""

    id: str
    custom_id: str
    display_name: str
    description: str
    tags: list[str]
    metadata: dict[str, Any]
    actor_type: Literal["HUMAN"]
    active: bool = Field(description="false once deleted; reads still work")
    created_at: str = Field(description="ISO 8601")
    updated_at: str = Field(description="ISO 8601")


class ActorBind(RequestModel):
    actor_id: Text = Field(min_length=1, max_length=80)


class SettingsPatch(RequestModel):
    fact_instruction: Text | None = Field(
        default=None, max_length=FACT_INSTRUCTION_MAX,
        description="Markdown, at most 2000 characters; an empty string clears it (the built-in default applies)")


class DraftRequest(RequestModel):
    guidance: Text | None = Field(default=None, max_length=FACT_INSTRUCTION_MAX,
                                  description="What the memory should be about or leave out, in your words")
    language: Text | None = Field(default=None, max_length=64,
                                  description="The language facts should be recorded in: a name or an ISO code")


class DraftOut(BaseModel):
    fact_instruction: str = Field(description="A proposed instruction (Markdown, at most 2000 characters); not saved")


class SettingsOut(BaseModel):
    """Memory settings of an actor (or agent) in one workspace."""

    fact_instruction: str = Field(description="Empty string = not set; the built-in default applies")
