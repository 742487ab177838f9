"""The TOML files of priced entries the service reads at start-up (the billing plans, `admin/billing/plans.py`;
the router's catalog, `router/catalog.py`): reading one, and the checks their parsers share. Each parser keeps
its own format and words; every problem is collected as `file:field: what is wrong` and raised at once in the
reader's own `ProblemsError` subclass (its `check` command prints them)."""
from __future__ import annotations

import tomllib
from typing import Any, TypeGuard


class ProblemsError(ValueError):
    """The file is unusable; `problems` lists each one as `file:field: what is wrong`."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


def read(path: str, variable: str, error: type[ProblemsError]) -> dict[str, Any]:
    """The TOML document of `path`, the file the environment `variable` names; `error` when it cannot be read
    or is not TOML."""
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except FileNotFoundError:
        raise error([f"{path}: no such file ({variable})"]) from None
    except OSError as exc:
        raise error([f"{path}: cannot be read: {exc.strerror or exc}"]) from None
    except tomllib.TOMLDecodeError as exc:
        raise error([f"{path}: not valid TOML: {exc}"]) from None


def unknown_sections(raw: dict[str, Any], sections: tuple[str, ...], source: str, problems: list[str]) -> None:
    """A problem for each top-level key of `raw` that is none of the arrays of tables `sections`."""
    expected = " and ".join(f"[[{s}]]" for s in sections)
    for key in sorted(set(raw) - set(sections)):
        problems.append(f"{source}:{key}: unknown section (expected {expected})")


def tables(value: Any, name: str, source: str, problems: list[str]) -> list[dict[str, Any]]:
    """`value`, the section `name`, if it is an array of tables; else a problem and no tables."""
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        problems.append(f"{source}:{name}: must be an array of tables ([[{name}]])")
        return []
    return value


def unknown_keys(table: dict[str, Any], allowed: set[str], where: str, problems: list[str], say: str) -> None:
    """A problem `where.key: say` for each key of `table` outside `allowed`, in key order."""
    for key in sorted(set(table) - allowed):
        problems.append(f"{where}.{key}: {say}")


def is_int(value: Any, low: int = 0) -> TypeGuard[int]:
    """An integer (not a boolean) of at least `low`."""
    return not isinstance(value, bool) and isinstance(value, int) and value >= low


def is_text(value: Any) -> TypeGuard[str]:
    """A string with more than white space."""
    return isinstance(value, str) and bool(value.strip())
