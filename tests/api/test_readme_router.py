"""The README's router section, pasted as-is into bash after the walk-through, against a real server whose
catalog is the README's own `router.toml` pointed at a fake vendor on loopback: the official SDKs get their
answers, the upstream prompts carried the boundary's memory, and the balance dropped by the exact price.

What differs from what a reader pastes: the port, the environment that tells `.venv/bin/mneme` where this
server's database is, the two vendor URLs of `router.toml` (the fake vendor's), and the restart of step 2 (the
server here starts with the catalog; a reader restarts `make serve` with it)."""
from __future__ import annotations

import json
import math
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.api.test_readme_walkthrough import ROOT, run_as_pasted, walkthrough_script
from tests.conftest import LiveServer, start_server
from tests.router.fake_vendor import CHAT_USAGE, MESSAGES_INPUT, MESSAGES_OUTPUT, REPLY, FakeVendor

FACT = "Deliveries to Lisbon take three working days."


def router_section() -> tuple[str, str]:
    """(the section's bash, the router.toml it writes)."""
    text = (ROOT / "README.md").read_text()
    start = text.index("## Calling models through Mneme")
    end = text.index("\n## ", start + 1)
    blocks = re.findall(r"```sh\n(.*?)```", text[start:end], re.S)
    assert len(blocks) == 3, "the router section lost a code block"
    toml = re.search(r"cat > router.toml <<'TOML'\n(.*?)\nTOML\n", blocks[0], re.S)
    assert toml is not None
    return "\n".join(blocks), toml.group(1) + "\n"


def point_at(text: str, vendor: FakeVendor) -> str:
    return text.replace("https://api.openai.com/v1", f"{vendor.base}/v1").replace(
        "https://api.anthropic.com", vendor.base)


@pytest.fixture
def vendor() -> Iterator[FakeVendor]:
    v = FakeVendor().start()
    yield v
    v.stop()


def price(tokens_in: int, tokens_out: int, per_m_in: int, per_m_out: int) -> int:
    return math.ceil((tokens_in * per_m_in + tokens_out * per_m_out) / 1_000_000)


def test_readme_router_section_works_as_written(vendor: FakeVendor, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed: the README uses it (apt-get install curl)")
    section, toml = router_section()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-vendor-openai")  # the server runs in this process
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-vendor-anthropic")
    (tmp_path / "router.toml").write_text(point_at(toml, vendor))
    live: LiveServer = start_server("sqlite", router_config=str(tmp_path / "router.toml"))
    try:
        done = run_as_pasted(live, walkthrough_script() + "\n" + point_at(section, vendor), tmp_path, timeout=300)
        assert done.returncode == 0, f"the section failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        assert REPLY in done.stdout, done.stdout[-2000:]  # the chat answer, and the streamed one
        balances = [json.loads(line)["data"]["balance_tokens"] for line in done.stdout.splitlines()
                    if '"balance_tokens"' in line]
        assert balances[0] == 1_000_000, balances

        chat, messages = vendor.last("/chat/completions").json, vendor.last("/messages").json
        assert chat["model"] == "gpt-4o-mini" and chat["messages"][0]["role"] == "system", chat
        assert FACT in chat["messages"][0]["content"], chat
        assert messages["model"] == "claude-3-5-haiku-latest" and messages["stream"] is True
        assert FACT in json.dumps(messages["system"]), messages
        assert vendor.last("/messages").headers["x-api-key"] == "sk-vendor-anthropic"
        assert vendor.last("/chat/completions").headers["authorization"] == "Bearer sk-vendor-openai"

        cost = (price(CHAT_USAGE["prompt_tokens"], CHAT_USAGE["completion_tokens"], 150_000, 600_000)
                + price(MESSAGES_INPUT, MESSAGES_OUTPUT, 800_000, 4_000_000))
        with live.client() as c:
            deadline = time.monotonic() + 15  # metering is written just after each reply
            while True:
                now = c.get("/admin/v1/billing/credit-balance").json()["data"]["balance_tokens"]
                if now == 1_000_000 - cost or time.monotonic() > deadline:
                    break
                time.sleep(0.1)
        assert now == 1_000_000 - cost, (now, cost)
    finally:
        live.stop()
