"""Every environment variable the settings read is in the README's configuration table, and nothing else there
names a setting that does not exist (a user reads the README, not settings.py)."""
from __future__ import annotations

import re
from pathlib import Path

import mneme.core.settings as settings_module

ROOT = Path(__file__).resolve().parents[2]


def _read_by_settings() -> set[str]:
    source = Path(settings_module.__file__).read_text(encoding="utf-8")
    return set(re.findall(r'"(MNEME_[A-Z0-9_]+)"', source))


def _configuration_table() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split("## Configuration", 1)[1].split("\n## ", 1)[0]


def test_every_setting_is_in_the_readme_configuration_table() -> None:
    table = _configuration_table()
    missing = sorted(v for v in _read_by_settings() if f"`{v}`" not in table)
    assert missing == [], f"settings missing from README's Configuration: {missing}"


def test_the_configuration_table_names_only_real_settings() -> None:
    named = set(re.findall(r"`(MNEME_[A-Z0-9_]+)`", _configuration_table()))
    # variables whose NAME is a setting's value (the key variables named by *_ENV settings) are not settings
    defaults = set(re.findall(r'"(MNEME_[A-Z0-9_]+)"', Path(settings_module.__file__).read_text(encoding="utf-8")))
    unknown = sorted(named - defaults)
    assert unknown == [], f"README names settings that settings.py does not read: {unknown}"
