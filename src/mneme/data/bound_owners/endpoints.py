"""The HTTP endpoints an actor and an agent share, added to each kind's router by `add_routes` (see
`data/actors/endpoints.py`, `data/agents/endpoints.py`): `/api/v3/{kind}s`, the bindings
`/api/v3/workspaces/{ws}/{kind}s` and the memory settings `.../{kind}s/{id}/settings` (extensions §5; the
actor settings PATCH is in service-spec.md). Each route keeps its kind's name (`create_actor`,
`create_agent` ...: the OpenAPI operation ids), path parameter (`actorId`, `agentId`) and words."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Path, Query
from pydantic import AliasChoices, BaseModel

from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.schemas import ACTOR_INACTIVE, CUSTOM_ID_CONFLICT, Empty, Envelope
from mneme.data.actors.schemas import SettingsOut, SettingsPatch
from mneme.data.bound_owners.service import OwnerKind, settings_out

PageSize = Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")]
Token = Annotated[str | None, Query(description="From the previous page")]
OwnerId = Annotated[str, Path(validation_alias=AliasChoices("actorId", "agentId"))]
"""The path's `{actorId}` or `{agentId}`, whichever the route has."""

F = TypeVar("F", bound=Callable[..., Any])


def _body(model: type[BaseModel]) -> Callable[[F], F]:
    """The handler with its `body` parameter of type `model` (FastAPI reads it to parse and document the body)."""
    def typed(handler: F) -> F:
        handler.__annotations__["body"] = model
        return handler
    return typed


@dataclass(frozen=True)
class Words:
    """What the kind's descriptions say of it beyond its noun."""

    a: str  # what a create makes: "an actor (a person)"
    other: str  # whose id a get of this kind answers 403 to: "an agent's"
    fields: str  # what a PATCH changes: "`name`, `description` or `metadata`"


def add_routes(router: APIRouter, kind: OwnerKind[Any, Any], words: Words, *, create: type[BaseModel],
               patch: type[BaseModel], bind: type[BaseModel], out: Any, page: Any) -> None:
    """The kind's routes on `router`; `out` and `page` are the response models of one record and of a page."""
    n, noun = kind.noun, kind.noun.capitalize()
    root, bound = f"/api/v3/{n}s", f"/api/v3/workspaces/{{workspaceId}}/{n}s"
    one = f"{{{n}Id}}"

    @router.post(root, response_model=out, responses=CUSTOM_ID_CONFLICT, name=f"create_{n}", description=(
        f"Create {words.a}. `custom_id` must be unique in the team (409 `CUSTOM_ID_CONFLICT`).\n"
        f"Permission `{n}:create`."))
    @_body(create)
    async def create_owner(body: Any, s: Session, ctx: Auth) -> Any:
        return envelope(kind.to_out(await kind.create(s, ctx, body=body)))

    @router.get(root, response_model=page, name=f"list_{n}s", description=(
        f"The team's {n}s, deleted ones included (`active` false), oldest first. Permission `{n}:read`."))
    async def list_owners(s: Session, ctx: Auth, svc: Services, page_size: PageSize = 20,
                          continuation_token: Token = None) -> Any:
        rows, token = await kind.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token)
        return envelope({"items": [kind.to_out(o) for o in rows], "continuation_token": token})

    @router.get(f"{root}/{one}", response_model=out, name=f"get_{n}", description=(
        f"One {n}, deleted or not. Permission `{n}:read`; an unknown id ({words.other} included) answers 403."))
    async def get_owner(owner_id: OwnerId, s: Session, ctx: Auth) -> Any:
        _scope, o = await kind.load(s, ctx, owner_id, f"{n}:read")
        return envelope(kind.to_out(o))

    @router.patch(f"{root}/{one}", response_model=out, responses=ACTOR_INACTIVE, name=f"update_{n}", description=(
        f"Change {words.fields}; omitted fields stay. A deleted {n} answers\n"
        f"404 `ACTOR_INACTIVE`. Permission `{n}:modify`."))
    @_body(patch)
    async def update_owner(owner_id: OwnerId, body: Any, s: Session, ctx: Auth) -> Any:
        return envelope(kind.to_out(await kind.update(s, ctx, owner_id, body=body)))

    @router.delete(f"{root}/{one}", response_model=Envelope[Empty], name=f"delete_{n}", description=(
        f"Delete the {n}: it becomes inactive (`active` false). Its record, settings and memories stay readable;\n"
        f"it takes part in no further write. Permission `{n}:delete`."))
    async def delete_owner(owner_id: OwnerId, s: Session, ctx: Auth) -> Any:
        await kind.delete(s, ctx, owner_id)
        return envelope({}, f"{noun} deleted")

    @router.post(bound, response_model=out, name=f"bind_{n}", description=(
        f"Bind an {n} to the workspace (again: no change). A deleted {n} answers 400 `ACTOR_INACTIVE`.\n"
        f"Permission `workspace_{n}:modify`."))
    @_body(bind)
    async def bind_owner(workspaceId: str, body: Any, s: Session, ctx: Auth) -> Any:  # noqa: N803 - spec's name
        return envelope(kind.to_out(await kind.bind(s, ctx, workspaceId, getattr(body, f"{n}_id"))))

    @router.get(bound, response_model=page, name=f"list_bound_{n}s", description=(
        f"The {n}s bound to the workspace, oldest first. Permission `workspace_{n}:read`."))
    async def list_bound_owners(workspaceId: str, s: Session, ctx: Auth, svc: Services,  # noqa: N803
                                page_size: PageSize = 20, continuation_token: Token = None) -> Any:
        rows, token = await kind.bound_page(s, ctx, svc.signer, workspaceId, page_size=page_size,
                                            token=continuation_token)
        return envelope({"items": [kind.to_out(o) for o in rows], "continuation_token": token})

    @router.delete(f"{bound}/{one}", response_model=Envelope[Empty], name=f"unbind_{n}", description=(
        f"Unbind the {n} from the workspace; its settings there go with the binding, its memories stay.\n"
        f"Permission `workspace_{n}:modify`."))
    async def unbind_owner(workspaceId: str, owner_id: OwnerId, s: Session, ctx: Auth) -> Any:  # noqa: N803
        await kind.unbind(s, ctx, workspaceId, owner_id)
        return envelope({}, f"{noun} unbound")

    @router.get(f"{bound}/{one}/settings", response_model=Envelope[SettingsOut], name=f"get_{n}_settings",
                description=(
        f"The {n}'s memory settings in this workspace (a deleted {n}'s too). The {n} must be bound to the\n"
        f"workspace. Permission `workspace_{n}:read`."))
    async def get_owner_settings(workspaceId: str, owner_id: OwnerId, s: Session, ctx: Auth) -> Any:  # noqa: N803
        return envelope(settings_out(await kind.get_settings(s, ctx, workspaceId, owner_id)))

    @router.patch(f"{bound}/{one}/settings", response_model=Envelope[SettingsOut], responses=ACTOR_INACTIVE,
                  name=f"update_{n}_settings", description=(
        f"Partial update of the {n}'s memory settings in this workspace; omitted fields unchanged.\n"
        "`fact_instruction`: Markdown, at most 2000 characters; the new value replaces the old one entirely; `\"\"`\n"
        f"clears it and restores the built-in default. A deleted {n} answers 404 `ACTOR_INACTIVE`.\n"
        f"Permission `workspace_{n}:modify`."))
    async def update_owner_settings(workspaceId: str, owner_id: OwnerId, body: SettingsPatch, s: Session,  # noqa: N803
                                    ctx: Auth) -> Any:
        return envelope(settings_out(await kind.update_settings(s, ctx, workspaceId, owner_id, body=body)))
