"""`mneme router check` and the configuration file's rules."""
from __future__ import annotations

import os
import tempfile

import pytest

from mneme.cli import main


def write(text: str) -> str:
    path = os.path.join(tempfile.mkdtemp(prefix="mneme-router-"), "router.toml")
    with open(path, "w") as f:
        f.write(text)
    return path


GOOD = """
[[providers]]
name = "local"
protocol = "compat-a"
base_url = "http://127.0.0.1:9000/v1"
api_key_env = "MNEME_TEST_CHECK_KEY"

[[models]]
name = "gpt-x"
provider = "local"
upstream_name = "gpt-x-2026"
input  = { tokens_per_million = 1000000, usd_per_million = 1.0 }
output = { tokens_per_million = 4000000, usd_per_million = 4.0 }

[[models]]
name = "free"
provider = "local"
"""


def test_check_accepts_the_issues_example(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MNEME_TEST_CHECK_KEY", "k")
    path = write(GOOD)
    assert main(["router", "check", path]) == 0
    assert f"{path}: ok (1 providers, 2 models: free, gpt-x)" in capsys.readouterr().out
    monkeypatch.setenv("MNEME_ROUTER_CONFIG", path)
    assert main(["router", "check"]) == 0


def test_check_warns_about_an_unset_key_variable(capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MNEME_TEST_CHECK_KEY", raising=False)
    assert main(["router", "check", write(GOOD)]) == 0
    assert "MNEME_TEST_CHECK_KEY is not set" in capsys.readouterr().err


def test_check_names_every_problem_by_file_and_field(capsys: pytest.CaptureFixture[str]) -> None:
    path = write("""
[[providers]]
name = "local"
protocol = "compat-c"
base_url = "ftp://x"
colour = 1

[[providers]]
name = "b"
protocol = "compat-b"

[[models]]
name = "gpt-x"
provider = "nope"
input = { tokens_per_million = -1, usd_per_million = "cheap" }

[[models]]
name = "gpt-x"
provider = "local"

[[models]]
provider = "b"
""")
    assert main(["router", "check", path]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"{path}:providers[0].colour: unknown field (allowed: api_key_env, base_url, name, protocol)",
        f"{path}:providers[0].protocol: 'compat-c' is not one of compat-a, compat-b",
        f"{path}:providers[0].base_url: 'ftp://x' is not an http:// or https:// URL",
        f"{path}:providers[1].base_url: required",
        f"{path}:models[0].provider: no provider named 'nope' (providers: b, local)",
        f"{path}:models[0].input.tokens_per_million: required, an integer >= 0 (got -1)",
        f"{path}:models[0].input.usd_per_million: required, a number >= 0 (got 'cheap')",
        f"{path}:models[1].provider: the provider 'local' has errors (above)",
        f"{path}:models[1].name: model 'gpt-x' is defined twice",
        f"{path}:models[2].name: required",
        f"{path}:models[2].provider: the provider 'b' has errors (above)",
    ]


def test_check_reports_syntax_and_missing_files(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    path = write("[[providers]\nname=")
    assert main(["router", "check", path]) == 1
    assert f"{path}: not valid TOML" in capsys.readouterr().err
    assert main(["router", "check", path + ".missing"]) == 1
    assert "no such file" in capsys.readouterr().err
    monkeypatch.delenv("MNEME_ROUTER_CONFIG", raising=False)
    assert main(["router", "check"]) == 1
    assert "MNEME_ROUTER_CONFIG" in capsys.readouterr().err


def test_no_file_means_no_models() -> None:
    from mneme.router.catalog import load

    assert load("").models == {} and load("").items() == []
