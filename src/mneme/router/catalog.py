"""The router's upstreams and models, from the TOML file named by `MNEME_ROUTER_CONFIG`.

```toml
[[providers]]
name = "local"
protocol = "compat-a"             # or "compat-b"
base_url = "http://127.0.0.1:9000/v1"
api_key_env = "LOCAL_VENDOR_KEY"  # hosted mode: the vendor key is read from this variable

[[models]]
name = "gpt-x"                    # what clients put in `model`
provider = "local"
upstream_name = "gpt-x-2026"      # optional, default `name`
input  = { tokens_per_million = 1000000, usd_per_million = 1.0 }
output = { tokens_per_million = 4000000, usd_per_million = 4.0 }   # both optional: no price
```

`load(path)` returns a `Catalog` or raises `ConfigError`, whose lines each name `file:field` and what is
wrong (`mneme router check` prints them). No file configured: an empty catalog.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from mneme.core import tomlfile

PROTOCOLS = ("compat-a", "compat-b")
_PROVIDER_KEYS = {"name", "protocol", "base_url", "api_key_env"}
_MODEL_KEYS = {"name", "provider", "upstream_name", "input", "output"}
_TIER_KEYS = {"tokens_per_million", "usd_per_million"}


class ConfigError(tomlfile.ProblemsError):
    """The configuration file is unusable; `problems` lists each one as `file:field: what is wrong`."""


@dataclass(frozen=True)
class PriceTier:
    tokens_per_million: int
    usd_per_million: float

    def as_dict(self) -> dict[str, Any]:
        return {"tokens_per_million": self.tokens_per_million, "usd_per_million": self.usd_per_million}


@dataclass(frozen=True)
class Provider:
    name: str
    protocol: str
    base_url: str
    api_key_env: str | None

    def api_key(self) -> str | None:
        """The vendor key of hosted mode, read from the environment at each call (a rotated key applies at once)."""
        return (os.environ.get(self.api_key_env) or None) if self.api_key_env else None


@dataclass(frozen=True)
class Model:
    name: str
    provider: Provider
    upstream_name: str
    input: PriceTier | None
    output: PriceTier | None

    @property
    def priced(self) -> bool:
        return self.input is not None or self.output is not None

    def item(self) -> dict[str, Any]:
        """The spec's Model catalog item."""
        out: dict[str, Any] = {"name": self.name, "provider_type": self.provider.protocol}
        if self.priced:
            zero = PriceTier(0, 0.0)
            out["price"] = {"input": (self.input or zero).as_dict(), "output": (self.output or zero).as_dict(),
                            "tiered": False, "details": {}}
        return out


@dataclass(frozen=True)
class Catalog:
    source: str = ""
    providers: dict[str, Provider] = field(default_factory=dict)
    models: dict[str, Model] = field(default_factory=dict)

    def items(self) -> list[dict[str, Any]]:
        return [self.models[name].item() for name in sorted(self.models)]


def load(path: str) -> Catalog:
    """The catalog of `path` ("" = no file = no models). Raises ConfigError listing every problem."""
    if not path:
        return Catalog()
    return parse(tomlfile.read(path, "MNEME_ROUTER_CONFIG", ConfigError), path)


def parse(raw: dict[str, Any], source: str = "<config>") -> Catalog:
    problems: list[str] = []
    tomlfile.unknown_sections(raw, ("providers", "models"), source, problems)
    named: set[str] = set()
    providers = _providers(raw.get("providers", []), source, problems, named)
    models = _models(raw.get("models", []), providers, named, source, problems)
    if problems:
        raise ConfigError(problems)
    return Catalog(source=source, providers=providers, models=models)


def _string(table: dict[str, Any], key: str, where: str, problems: list[str], *, required: bool = True) -> str | None:
    value = table.get(key)
    if value is None:
        if required:
            problems.append(f"{where}.{key}: required")
        return None
    if not tomlfile.is_text(value):
        problems.append(f"{where}.{key}: must be a non-empty string")
        return None
    return value


def _unknown(table: dict[str, Any], allowed: set[str], where: str, problems: list[str]) -> None:
    tomlfile.unknown_keys(table, allowed, where, problems, f"unknown field (allowed: {', '.join(sorted(allowed))})")


def _providers(value: Any, source: str, problems: list[str], named: set[str]) -> dict[str, Provider]:
    """The valid providers; `named` gets the name of every provider, valid or not."""
    out: dict[str, Provider] = {}
    for i, table in enumerate(tomlfile.tables(value, "providers", source, problems)):
        where = f"{source}:providers[{i}]"
        _unknown(table, _PROVIDER_KEYS, where, problems)
        name = _string(table, "name", where, problems)
        protocol = _string(table, "protocol", where, problems)
        if protocol is not None and protocol not in PROTOCOLS:
            problems.append(f"{where}.protocol: {protocol!r} is not one of {', '.join(PROTOCOLS)}")
            protocol = None
        base_url = _string(table, "base_url", where, problems)
        if base_url is not None:
            parts = urlsplit(base_url)
            if parts.scheme not in ("http", "https") or not parts.netloc:
                problems.append(f"{where}.base_url: {base_url!r} is not an http:// or https:// URL")
                base_url = None
        key_env = _string(table, "api_key_env", where, problems, required=False)
        if name is not None and name in named:
            problems.append(f"{where}.name: provider {name!r} is defined twice")
        elif name and protocol and base_url:
            out[name] = Provider(name, protocol, base_url.rstrip("/"), key_env)
        if name is not None:
            named.add(name)
    return out


def _models(value: Any, providers: dict[str, Provider], named: set[str], source: str,
            problems: list[str]) -> dict[str, Model]:
    out: dict[str, Model] = {}
    seen: set[str] = set()
    for i, table in enumerate(tomlfile.tables(value, "models", source, problems)):
        where = f"{source}:models[{i}]"
        _unknown(table, _MODEL_KEYS, where, problems)
        name = _string(table, "name", where, problems)
        provider_name = _string(table, "provider", where, problems)
        provider = providers.get(provider_name) if provider_name else None
        if provider_name and provider is None and provider_name in named:
            problems.append(f"{where}.provider: the provider {provider_name!r} has errors (above)")
        elif provider_name and provider is None:
            known = ", ".join(sorted(named)) or "none is defined"
            problems.append(f"{where}.provider: no provider named {provider_name!r} (providers: {known})")
        upstream = _string(table, "upstream_name", where, problems, required=False)
        tiers = [_tier(table.get(k), f"{where}.{k}", problems) for k in ("input", "output")]
        if name is not None and name in seen:
            problems.append(f"{where}.name: model {name!r} is defined twice")
        elif name and provider is not None:
            out[name] = Model(name, provider, upstream or name, tiers[0], tiers[1])
        if name is not None:
            seen.add(name)
    return out


def _tier(value: Any, where: str, problems: list[str]) -> PriceTier | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        problems.append(f"{where}: must be a table {{ tokens_per_million = N, usd_per_million = X }}")
        return None
    _unknown(value, _TIER_KEYS, where, problems)
    tokens, usd = value.get("tokens_per_million"), value.get("usd_per_million")
    ok = True
    if not tomlfile.is_int(tokens):
        problems.append(f"{where}.tokens_per_million: required, an integer >= 0 (got {tokens!r})")
        ok = False
    if isinstance(usd, bool) or not isinstance(usd, int | float) or usd < 0 or usd != usd:
        problems.append(f"{where}.usd_per_million: required, a number >= 0 (got {usd!r})")
        ok = False
    if not ok:
        return None
    assert isinstance(tokens, int) and isinstance(usd, int | float)
    return PriceTier(tokens, float(usd))


def warnings(catalog: Catalog) -> list[str]:
    """What is legal but probably not meant: a vendor key variable that is not set in this environment."""
    out = []
    for p in catalog.providers.values():
        if p.api_key_env and not os.environ.get(p.api_key_env):
            out.append(f"{catalog.source}: provider {p.name!r}: {p.api_key_env} is not set here (hosted calls "
                       "would reach the vendor without a key)")
    return out
