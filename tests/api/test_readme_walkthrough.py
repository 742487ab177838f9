"""The README's walk-through, pasted as-is into bash against a real server, reaches a resolved m2d conflict.

Only two things differ from what a reader pastes: the port (the test server's, in place of 8000) and the
environment that tells `.venv/bin/mneme` where this server's database is (a reader's `make serve` and CLI
find the same one by themselves).
"""
from __future__ import annotations

import datetime as dt
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import LiveServer, start_server

ROOT = Path(__file__).resolve().parents[2]


def walkthrough_script() -> str:
    text = (ROOT / "README.md").read_text()
    start = text.index("## A walk-through")
    end = text.index("\n## ", start + 1)
    blocks = re.findall(r"```sh\n(.*?)```", text[start:end], re.S)
    assert len(blocks) >= 6, "the walk-through lost its code blocks"
    return "set -euo pipefail\n" + "\n".join(blocks)


def run_as_pasted(live: LiveServer, script: str, cwd: Path, *, timeout: float) -> subprocess.CompletedProcess[str]:
    """`script` (README blocks) run by bash in `cwd` against `live`, as a reader runs them beside `make serve`:
    only the port (the test server's, in place of 8000) and the environment that tells `.venv/bin/mneme` where
    this server's database is differ. `.venv` is the repository's (made by `make test`/`make serve`); in a test
    run outside the Makefile, its `mneme`, `python` and `pip` are the interpreter running the tests."""
    port = live.base_url.split(":")[2].split("/")[0]
    if (ROOT / ".venv" / "bin" / "mneme").exists():
        (cwd / ".venv").symlink_to(ROOT / ".venv")
    else:
        (cwd / ".venv" / "bin").mkdir(parents=True)
        for name, run in (("mneme", "-m mneme.cli"), ("python", ""), ("pip", "-m pip")):
            (cwd / ".venv" / "bin" / name).write_text(f"#!/bin/sh\nexec {sys.executable} {run} \"$@\"\n")
            (cwd / ".venv" / "bin" / name).chmod(0o755)
    env = {**os.environ, "MNEME_DATABASE_URL": live.settings.database_url, "MNEME_DATA_DIR": live.settings.data_dir,
           "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run(["bash", "-c", script.replace("127.0.0.1:8000", f"127.0.0.1:{port}")], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout, check=False)


@pytest.fixture
def fresh_server() -> Iterator[LiveServer]:
    live = start_server("sqlite")
    yield live
    live.stop()


def test_readme_walkthrough_reaches_a_resolved_m2d_conflict(fresh_server: LiveServer, tmp_path: Path) -> None:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed: the README's walk-through uses it (apt-get install curl)")
    # the script also prints the final conflict; print it once more as JSON for this test to read
    script = walkthrough_script()
    script += '\ncurl -s $BASE/api/v2/projects/$P/memories/conflicts/$CFL -H "$H" > final.json\n'
    script += 'curl -s "$BASE/api/v2/projects/$P/memories?user_id=alice" -H "$H" > alice.json\n'
    # the README's search step: where Alice lives (her move first), what she eats (vegetarian first)
    script += ('curl -s -X POST $BASE/api/v2/projects/$P/memories/search -H "$H" -H "$J" '
               '-d \'{"query": "Where does Alice live?", "user_id": "alice", "top_k": 3}\' > where.json\n')
    script += ('curl -s -X POST $BASE/api/v2/projects/$P/memories/search -H "$H" -H "$J" '
               '-d \'{"query": "what food does the user eat?", "user_id": "alice", "top_k": 3}\' > food.json\n')
    done = run_as_pasted(fresh_server, script, tmp_path, timeout=240)
    assert done.returncode == 0, f"walk-through failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    final = json.loads((tmp_path / "final.json").read_text())["data"]
    assert final["category"] == "m2d" and final["resolved"] is True
    assert final["resolve"]["strategy"] == "trust_document"
    assert final["resolve"]["forgotten_memory_ids"] == final["memory_ids"]
    assert "30 days" in final["file_chunks"][0]["text"]
    # step 3: the offline extractor kept Alice's two statements, not her question, and nothing of Bob's
    alice = sorted(m["content"] for m in json.loads((tmp_path / "alice.json").read_text())["data"]["items"])
    today = dt.datetime.now(dt.UTC).date()
    last_month = (today.replace(day=1) - dt.timedelta(days=1)).strftime("%B %Y")
    assert alice == ["Alice is vegetarian", f"Alice moved to Lyon in {last_month}", "User's name is Alice"], alice
    where = [m["content"] for m in json.loads((tmp_path / "where.json").read_text())["data"]["results"]]
    assert where[:1] == [f"Alice moved to Lyon in {last_month}"], where
    food = [m["content"] for m in json.loads((tmp_path / "food.json").read_text())["data"]["results"]]
    assert food[:1] == ["Alice is vegetarian"], food
