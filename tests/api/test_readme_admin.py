"""The README's "Who may do what, and what it costs" section, pasted as-is after the walk-through and the router
section (as a reader continues), against a real server whose router catalog points at a fake vendor: a confined
contractor's key reads one project only and a stale ETag changes nothing; a purchase, two alert levels crossed by
one router call (two events, one mail to the owner and the recipient), a top-up and the recovery."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.api.test_readme_router import point_at, router_section, vendor  # noqa: F401 - the fixture
from tests.api.test_readme_walkthrough import ROOT, run_as_pasted, walkthrough_script
from tests.conftest import LiveServer, start_server
from tests.router.fake_vendor import FakeVendor


def admin_section() -> str:
    text = (ROOT / "README.md").read_text()
    start = text.index("## Who may do what, and what it costs")
    end = text.index("\n## ", start + 1)
    blocks = re.findall(r"```sh\n(.*?)```", text[start:end], re.S)
    assert len(blocks) == 2, "the section lost a code block"
    return "\n".join(blocks)


def test_readme_admin_section_works_as_written(vendor: FakeVendor, tmp_path: Path,  # noqa: F811
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed: the README uses it (apt-get install curl)")
    router, toml = router_section()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-vendor-openai")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-vendor-anthropic")
    (tmp_path / "router.toml").write_text(point_at(toml, vendor))
    live: LiveServer = start_server("sqlite", router_config=str(tmp_path / "router.toml"))
    try:
        script = walkthrough_script() + "\n" + point_at(router, vendor) + "\n" + admin_section()
        done = run_as_pasted(live, script, tmp_path, timeout=300)
        assert done.returncode == 0, f"the section failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        out = done.stdout.splitlines()
        for line in ("read the shop project: 200", "read the billing project: 403", "add a memory: 403",
                     "Shop assistant", "a write with the old ETag: 412"):
            assert line in out, (line, out[-40:])
        events = json.loads(next(line for line in out if '"fired_at"' in line))["data"]["items"]
        # both levels of the PUT fired (newest first); the default levels fired earlier by the router section
        mine = events[:2]
        assert len({e["threshold"]["value"] for e in mine}) == 2, events
        mailed = [e for e in mine if e["recipients"]]
        assert len(mailed) == 1 and mailed[0]["threshold"]["value"] == min(e["threshold"]["value"] for e in mine)
        assert {r["status"] for r in mailed[0]["recipients"]} == {"sent"}
        assert "ops@example.com" in {r.get("email") for r in mailed[0]["recipients"]}
        assert out[-1] == "ok", out[-5:]
        with live.client() as c:
            after = c.get("/admin/v1/billing/credit-balance/alert/events").json()["data"]["items"]
        assert all(e["recovered"] for e in after[:2]), after[:2]
    finally:
        live.stop()
