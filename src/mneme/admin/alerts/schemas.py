"""Request and response shapes of balance alerts (service-spec.md Balance Alert, Balance Alert Event;
extensions §8). Times are Unix seconds. Ranges that depend on the threshold type are checked by the service
(`service.validate`), which names the offending field."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, StrictInt

from mneme.core.schemas import RequestModel

ThresholdType = Literal["percent_used", "tokens_remaining"]


class Threshold(BaseModel):
    type: ThresholdType = Field(description="`percent_used` (1-99) or `tokens_remaining` (1-1,000,000,000)")
    value: int


class ThresholdIn(RequestModel):
    type: ThresholdType = Field(description="`percent_used` (value 1-99) or `tokens_remaining` "
                                            "(value 1-1,000,000,000)")
    value: StrictInt = Field(description="The level: a percentage of credit used, or a number of tokens left")


class ChannelIn(RequestModel):
    type: Literal["email"] = Field(default="email", description="Only `email`")
    recipients: list[str] = Field(default_factory=list, max_length=20,
                                  description="Up to 5 additional e-mail addresses (the team owner always "
                                              "receives alerts)")


class AlertIn(RequestModel):
    enabled: bool = Field(default=True, description="false: no level fires (settings are kept)")
    thresholds: list[ThresholdIn] = Field(min_length=1, max_length=10,
                                          description="1-10 levels, all of the same type")
    notification_channel: ChannelIn = Field(default_factory=ChannelIn)


class Channel(BaseModel):
    type: str = Field(description="`email`")
    recipients: list[str] = Field(description="Additional addresses; masked (`a***@example.com`) unless the "
                                              "caller is an owner or admin")


class AlertStatus(BaseModel):
    state: Literal["ok", "triggered"]
    balance_tokens: int = Field(description="The balance when the level fired; the current balance when `ok`")
    threshold: Threshold | None = Field(default=None, description="The most severe level still triggered "
                                                                  "(absent when `ok`)",
                                        exclude_if=lambda v: v is None)
    triggered_at: int | None = Field(default=None, description="When it fired (absent when `ok`)",
                                     exclude_if=lambda v: v is None)


class AlertOut(BaseModel):
    enabled: bool
    delivery_enabled: bool = Field(description="false: this deployment does not evaluate alerts at all")
    is_default: bool = Field(description="true: nothing saved, the defaults apply")
    thresholds: list[Threshold] = Field(description="Least severe first")
    notification_channel: Channel
    status: AlertStatus


class Recipient(BaseModel):
    status: Literal["sent", "failed"]
    email: str | None = Field(default=None, description="Shown to owners and admins only",
                              exclude_if=lambda v: v is None)


class AlertEventOut(BaseModel):
    id: int = Field(description="The team's event number (1, 2, ...)")
    fired_at: int
    balance_tokens: int = Field(description="The balance when the level fired; negative after overdraft")
    threshold: Threshold
    recipients: list[Recipient] = Field(description="E-mails of this event once delivered or given up; empty for "
                                                    "the less severe levels of those that fired together")
    recovered: bool
    recovered_at: int | None


class AlertEventPage(BaseModel):
    items: list[AlertEventOut]
    continuation_token: str | None = Field(default=None, description="Pass back to get the next page")
    total: int
