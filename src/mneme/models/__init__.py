"""ORM tables, one module per aggregate. Importing this package registers every table on Base.metadata."""
from mneme.models.access import (
    AccessGroup,
    AccessGroupMember,
    AccessScopeEntry,
    AccessScopeInstance,
    AccessVersion,
    PermissionLevel,
)
from mneme.models.actor import Actor, Agent, WorkspaceActor, WorkspaceAgent
from mneme.models.alerts import BalanceAlert, BalanceAlertDelivery, BalanceAlertEvent
from mneme.models.billing import (
    AutoTopup,
    BillingOrder,
    CreditAccount,
    CreditLedgerEntry,
    Invoice,
    RouterUsage,
    Subscription,
)
from mneme.models.boundary import Boundary, BoundaryProject
from mneme.models.conversation import Conversation, ConversationMessage
from mneme.models.document import Chunk, Document, DriveItem
from mneme.models.idempotency import IdempotencyKey
from mneme.models.job import Event, Job
from mneme.models.memory import ConflictLink, Memory, MemoryConflict, MemoryHistory, ScopeVersion
from mneme.models.team import ApiKey, AuditLog, InstanceMeta, PermissionRule, Principal, Role, Team
from mneme.models.workspace import Project, Workspace

__all__ = ["Actor", "Agent", "ApiKey", "AuditLog", "Boundary", "BoundaryProject", "Chunk", "ConflictLink",
           "Conversation", "ConversationMessage", "CreditAccount", "CreditLedgerEntry", "Document", "DriveItem",
           "Event", "IdempotencyKey", "InstanceMeta", "Job", "Memory", "MemoryConflict", "MemoryHistory",
           "PermissionRule", "Principal", "Project", "Role", "RouterUsage", "ScopeVersion", "Team", "Workspace",
           "WorkspaceActor", "WorkspaceAgent"]
__all__ += ["AutoTopup", "BillingOrder", "Invoice", "Subscription"]  # billing (issue 14)
__all__ += ["BalanceAlert", "BalanceAlertDelivery", "BalanceAlertEvent"]  # balance alerts (issue 14)
__all__ += ["AccessGroup", "AccessGroupMember", "AccessScopeEntry", "AccessScopeInstance", "AccessVersion",
            "PermissionLevel"]  # access control (issue 13)
