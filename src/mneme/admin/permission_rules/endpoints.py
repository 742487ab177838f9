"""HTTP endpoints of permission rules: `/admin/v1/permission-rules` (service-spec, extensions §8)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from mneme.admin.permission_rules import service
from mneme.admin.permission_rules.schemas import REASON_DESCRIPTION, REASON_MAX_BYTES, RuleCreate, RuleOut
from mneme.core.deps import Auth, Services, Session
from mneme.core.errors import envelope
from mneme.core.idempotency import idempotent
from mneme.core.schemas import ERROR_RESPONSES, Empty, Envelope, ErrorEnvelope, TokenPage

router = APIRouter(prefix="/admin/v1/permission-rules", tags=["Roles and permission rules"],
                   responses=ERROR_RESPONSES)

_CONFLICT: dict[int | str, dict[str, Any]] = {
    409: {"model": ErrorEnvelope, "description": "CONFLICT: a built-in rule, the owner role, or (create) the same "
                                                 "rule exists already"}}


@router.get("", response_model=Envelope[TokenPage[RuleOut]])
async def list_rules(
    s: Session, ctx: Auth, svc: Services,
    page_size: Annotated[int, Query(ge=1, le=100, description="Items per page (1-100)")] = 50,
    continuation_token: Annotated[str | None, Query(description="From the previous page")] = None,
    role_key: Annotated[str | None, Query(max_length=64, description="Only this role's rules")] = None,
    access_group_id: Annotated[str | None, Query(max_length=40, description="Only this group's rules")] = None,
) -> Any:
    """List the team's permission rules, oldest first (the built-in grants come first), with
    continuation-token paging. Permission `policy:view`."""
    rows, token = await service.list_page(s, ctx, svc.signer, page_size=page_size, token=continuation_token,
                                          role_key=role_key, access_group_id=access_group_id)
    return envelope({"items": [service.to_out(r) for r in rows], "continuation_token": token})


@router.post("", response_model=Envelope[RuleOut], status_code=201, responses=_CONFLICT)
async def create_rule(body: RuleCreate, s: Session, ctx: Auth) -> Any:
    """Add an `allow` or `deny` of one catalog action for a role (`role_key`) or an access group
    (`access_group_id`; only types grantable to groups). A deny wins over every allow. The owner role → 409;
    the same rule twice → 409. Permission `policy:manage`; a team owner or admin as caller for a rule on an
    admin-level role or an allow of an administrative action (403 otherwise). Answers 201."""
    return envelope(service.to_out(await service.create(s, ctx, body=body)))


@router.get("/{rule_id}", response_model=Envelope[RuleOut])
async def get_rule(rule_id: str, s: Session, ctx: Auth) -> Any:
    """Return one rule. Permission `policy:view`; unknown → 403 `FORBIDDEN`."""
    _scope, rule = await service.load(s, ctx, rule_id, "policy:view")
    return envelope(service.to_out(rule))


@router.delete("/{rule_id}", response_model=Envelope[Empty], responses=_CONFLICT)
@idempotent
async def delete_rule(
    rule_id: str, s: Session, ctx: Auth,
    reason: Annotated[str | None, Query(max_length=REASON_MAX_BYTES, description=REASON_DESCRIPTION)] = None,
) -> Any:
    """Delete a rule. Built-in rules (of every built-in role) → 409. Takes `Idempotency-Key`: a retry
    replays the first answer, also after the rule is gone. Permission `policy:manage`; a team owner or admin
    as caller for a rule of an admin-level role (403 otherwise)."""
    await service.delete(s, ctx, rule_id, reason=reason)
    return envelope({}, "Permission rule deleted")
