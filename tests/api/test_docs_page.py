"""The interactive docs with no network: the pages and their assets come from the server itself, the OpenAPI
document declares the bearer scheme, the root points to the docs, and a headless Chromium renders Swagger UI,
authorizes with a key and runs "Try it out" while only loopback is reachable."""
from __future__ import annotations

import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from websockets.sync.client import ClientConnection, connect

from tests.conftest import TLS, LiveServer, data

_CHROMIUM = os.environ.get("MNEME_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM = _CHROMIUM if os.path.isfile(_CHROMIUM) else None
METHODS = ("get", "put", "post", "delete", "patch")


def root_of(server: LiveServer) -> str:
    parts = urlsplit(server.base_url)
    return f"{parts.scheme}://{parts.netloc}"


def base_path(server: LiveServer) -> str:
    return urlsplit(server.base_url).path


@pytest.fixture(scope="module")
def openapi(server: LiveServer) -> dict[str, Any]:
    resp = httpx.get(f"{server.base_url}/openapi.json", timeout=30, verify=TLS)
    assert resp.status_code == 200
    return dict(resp.json())


def operations(doc: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if method in METHODS:
                yield path, method, op


# --------------------------------------------------------------------------- pages, assets, routes


def local_urls(html: str) -> list[str]:
    """Every URL the page loads (src, href, Swagger's `url:`); each must be a path on this server."""
    urls = re.findall(r"""(?:src|href|spec-url)=["']([^"']+)["']""", html) + re.findall(r"""\burl:\s*'([^']+)'""", html)
    assert urls
    return urls


@pytest.mark.parametrize("page", ["docs", "redoc"])
def test_docs_pages_load_only_assets_of_this_server(server: LiveServer, page: str) -> None:
    resp = httpx.get(f"{server.base_url}/{page}", timeout=30, verify=TLS)
    assert resp.status_code == 200 and resp.headers["content-type"].startswith("text/html")
    policy = resp.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy and "img-src 'self' data:" in policy
    html = resp.text
    assert not re.search(r"https?:|//", html), "the page names an absolute URL (a CDN?)"
    root, base = root_of(server), base_path(server)
    wanted = {"docs": ("swagger-ui-bundle.js", "swagger-ui.css", "favicon.png"),
              "redoc": ("redoc.standalone.js", "favicon.png")}[page]
    urls = local_urls(html)
    assert f"{base}/openapi.json" in urls
    for name in wanted:
        assert f"{base}/docs/static/{name}" in urls, (name, urls)
    types = {"js": "javascript", "css": "text/css", "png": "image/png", "json": "application/json"}
    for url in urls:
        assert url.startswith(f"{base}/"), url
        asset = httpx.get(root + url, timeout=30, verify=TLS)
        assert asset.status_code == 200, url
        assert types[url.rsplit(".", 1)[-1]] in asset.headers["content-type"], (url, asset.headers["content-type"])
        assert len(asset.content) > 1000, url


def test_swagger_ui_is_version_5_with_persisted_authorization(server: LiveServer) -> None:
    """Swagger UI 4 cannot render an OpenAPI 3.1 document; the key must survive a reload."""
    bundle = httpx.get(f"{server.base_url}/docs/static/swagger-ui-bundle.js", timeout=30, verify=TLS).text
    version = re.search(r'PACKAGE_VERSION:"(\d+)\.\d+\.\d+"', bundle)
    assert version and int(version.group(1)) >= 5
    html = httpx.get(f"{server.base_url}/docs", timeout=30, verify=TLS).text
    assert '"persistAuthorization": true' in html and '"validatorUrl": null' in html


def test_root_tells_where_the_api_and_its_docs_live(server: LiveServer) -> None:
    root = root_of(server)
    resp = httpx.get(f"{root}/", timeout=30, verify=TLS)
    assert resp.status_code == 200 and resp.headers["content-type"].startswith("application/json")
    info = data(resp)
    assert info["base_url"] == server.base_url
    assert info["docs_url"] == f"{server.base_url}/docs"
    assert info["openapi_url"] == f"{server.base_url}/openapi.json"
    for key in ("docs_url", "openapi_url", "redoc_url"):
        assert httpx.get(info[key], timeout=30, verify=TLS).status_code == 200, key


@pytest.mark.parametrize("page", ["docs", "redoc"])
def test_root_docs_and_redoc_redirect_under_the_base_path(server: LiveServer, page: str) -> None:
    resp = httpx.get(f"{root_of(server)}/{page}", timeout=30, follow_redirects=False, verify=TLS)
    assert resp.status_code in (307, 308)
    assert resp.headers["location"] == f"{base_path(server)}/{page}"
    followed = httpx.get(f"{root_of(server)}/{page}", timeout=30, follow_redirects=True, verify=TLS)
    assert followed.status_code == 200 and str(followed.url) == f"{server.base_url}/{page}"


def test_other_unknown_paths_still_answer_404(server: LiveServer) -> None:
    for path in ("/docs/x", "/nope", f"{base_path(server)}/docs/static/nope.js", f"{base_path(server)}/docsx"):
        resp = httpx.get(root_of(server) + path, timeout=30, verify=TLS)
        assert resp.status_code == 404 and resp.json()["error_code"] == "NOT_FOUND", path


# --------------------------------------------------------------------------- the security scheme


def test_openapi_declares_the_bearer_scheme(openapi: dict[str, Any]) -> None:
    schemes = openapi["components"]["securitySchemes"]
    bearer = [name for name, s in schemes.items() if s.get("type") == "http" and s.get("scheme") == "bearer"]
    assert bearer, schemes
    assert "sk_" in json.dumps(schemes[bearer[0]])


def test_every_operation_that_needs_a_key_lists_the_scheme(server: LiveServer, openapi: dict[str, Any]) -> None:
    """Each operation is called without a key: it answers 401 exactly when the document says it needs one."""
    schemes = openapi["components"]["securitySchemes"]
    wrong, keyed = [], 0
    with httpx.Client(verify=TLS, base_url=root_of(server), timeout=30) as http:
        for path, method, op in operations(openapi):
            url = re.sub(r"\{[^}]+\}", "x", path)
            status = http.request(method.upper(), url).status_code
            listed = any(name in schemes for req in op.get("security", []) for name in req)
            keyed += listed
            if (status == 401) != listed:
                wrong.append(f"{method.upper()} {path}: {status} without a key, scheme listed: {listed}")
    assert not wrong, wrong
    assert keyed > 10


def test_envelope_post_processing_still_applies(openapi: dict[str, Any]) -> None:
    schemas = openapi["components"].get("schemas", {})
    assert "HTTPValidationError" not in schemas
    # the framework's 422 never reaches a client; the only 422 is Idempotency-Key's, with the envelope
    wrong = [p for p, _m, op in operations(openapi) if "422" in op.get("responses", {})
             and not op["responses"]["422"]["description"].startswith("IDEMPOTENCY_KEY_REUSED")]
    assert not wrong, wrong


# --------------------------------------------------------------------------- headless Chromium


class Cdp:
    """A minimal DevTools-protocol client over one page's websocket."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seq = 0
        self.events: list[dict[str, Any]] = []

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.seq += 1
        mid = self.seq
        self.ws.send(json.dumps({"id": mid, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv(timeout=120))
            if msg.get("id") == mid:
                assert "error" not in msg, (method, msg["error"])
                return dict(msg.get("result", {}))
            self.events.append(msg)

    def js(self, expression: str) -> Any:
        res = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        assert "exceptionDetails" not in res, res["exceptionDetails"]
        return res["result"].get("value")

    def wait(self, condition: str, what: str, timeout_ms: int = 60_000) -> Any:
        """Poll `condition` in the page (not in Python) until it is truthy; fail after `timeout_ms`."""
        return self.js(f"""new Promise((resolve, reject) => {{
            const t0 = Date.now();
            (function tick() {{
                let v = null;
                try {{ v = ({condition}); }} catch (e) {{}}
                if (v) return resolve(typeof v === 'object' ? true : v);
                if (Date.now() - t0 > {timeout_ms}) return reject(new Error({json.dumps("timed out: " + what)}));
                setTimeout(tick, 50);
            }})();
        }})""")

    def requests(self) -> list[dict[str, Any]]:
        return [e["params"]["request"] for e in self.events if e.get("method") == "Network.requestWillBeSent"]


@pytest.fixture
def chromium(tmp_path: Path, server: LiveServer) -> Iterator[Cdp]:
    if server.backend != "sqlite":
        pytest.skip("the docs pages do not depend on the database: the browser renders them once, on SQLite")
    if CHROMIUM is None:
        pytest.skip(f"chromium not installed ({_CHROMIUM} missing): apt-get install chromium (Debian) "
                    "to run the docs-page browser test")
    profile = tempfile.mkdtemp(prefix="mneme-chromium-")
    # Only loopback resolves: a page that needed a CDN would fail to render here.
    proc = subprocess.Popen(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--window-size=1280,2000",
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "--remote-debugging-port=0",
         "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        active = Path(profile, "DevToolsActivePort")
        deadline = time.monotonic() + 60
        while not (active.exists() and len(active.read_text().split()) >= 2):
            assert proc.poll() is None, f"chromium exited with {proc.returncode}"
            assert time.monotonic() < deadline, "chromium opened no DevTools port"
            time.sleep(0.05)
        port = active.read_text().split()[0]
        pages = httpx.get(f"http://127.0.0.1:{port}/json/list", timeout=30, verify=TLS).json()
        page = next(p for p in pages if p["type"] == "page")
        with connect(page["webSocketDebuggerUrl"], max_size=None, open_timeout=30) as ws:
            cdp = Cdp(ws)
            cdp.call("Network.enable")
            cdp.call("Page.enable")
            cdp.call("Emulation.setDeviceMetricsOverride", width=1280, height=2000, deviceScaleFactor=1,
                     mobile=False)
            yield cdp
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(profile, ignore_errors=True)


def non_white_share(cdp: Cdp, png: bytes) -> float:
    """The share of clearly non-white pixels of a PNG, decoded and counted by the browser's canvas."""
    src = "data:image/png;base64," + base64.b64encode(png).decode()
    return float(cdp.js(f"""new Promise((resolve, reject) => {{
        const img = new Image();
        img.onerror = () => reject(new Error("not a PNG"));
        img.onload = () => {{
            const c = document.createElement("canvas");
            c.width = img.width; c.height = img.height;
            const g = c.getContext("2d");
            g.drawImage(img, 0, 0);
            const px = g.getImageData(0, 0, c.width, c.height).data;
            let dark = 0;
            for (let i = 0; i < px.length; i += 4) if (px[i] + px[i + 1] + px[i + 2] < 600) dark++;
            resolve(dark / (px.length / 4));
        }};
        img.src = {json.dumps(src)};
    }})"""))


def keep(tmp_path: Path, name: str, png: bytes) -> None:
    """Save a screenshot; MNEME_DOCS_SCREENSHOTS=/some/dir keeps a copy there to look at."""
    (tmp_path / name).write_bytes(png)
    if os.environ.get("MNEME_DOCS_SCREENSHOTS"):
        Path(os.environ["MNEME_DOCS_SCREENSHOTS"], name).write_bytes(png)


def only_this_server(cdp: Cdp, server: LiveServer) -> None:
    """Nothing left the browser but for this server: any other address was blocked by the page's policy."""
    origin = root_of(server) + "/"
    blocked = {e["params"]["requestId"]: e["params"].get("blockedReason") for e in cdp.events
               if e.get("method") == "Network.loadingFailed"}
    outside = [(e["params"]["request"]["url"], blocked.get(e["params"]["requestId"])) for e in cdp.events
               if e.get("method") == "Network.requestWillBeSent"
               and not e["params"]["request"]["url"].startswith((origin, "data:", "blob:", "about:"))]
    assert all(reason == "csp" for _url, reason in outside), f"the page reached outside the server: {outside}"


def test_swagger_ui_renders_offline_and_try_it_out_works(
    server: LiveServer, openapi: dict[str, Any], chromium: Cdp, tmp_path: Path
) -> None:
    cdp, base = chromium, base_path(server)
    cdp.call("Page.navigate", url=f"{server.base_url}/docs")
    n_ops = sum(1 for _ in operations(openapi))
    cdp.wait(f"document.querySelectorAll('.opblock').length >= {n_ops}", f"{n_ops} operations rendered")
    assert cdp.js("!!document.querySelector('.btn.authorize')"), "no Authorize button"
    assert cdp.js("document.querySelectorAll('.opblock .authorization__btn').length") >= n_ops - 1
    summaries = cdp.js("[...document.querySelectorAll('.opblock-summary-path')].map(e => e.dataset.path)")
    assert f"{base}/api/v3/workspaces" in summaries

    shot = base64.b64decode(cdp.call("Page.captureScreenshot", format="png")["data"])
    assert shot.startswith(b"\x89PNG\r\n\x1a\n")
    keep(tmp_path, "docs.png", shot)
    share = non_white_share(cdp, shot)
    assert share > 0.02, f"the screenshot is (nearly) blank: {share:.4f} of its pixels are not white"

    # "Try it out" on GET /api/v3/workspaces: 401 before authorizing, 200 with the key after.
    op = f"[...document.querySelectorAll('.opblock-get')].find(e => e.querySelector('.opblock-summary-path')" \
         f"?.dataset.path === {json.dumps(base + '/api/v3/workspaces')})"
    cdp.js(f"{op}.querySelector('.opblock-summary-control').click()")
    cdp.wait(f"{op}.querySelector('.try-out__btn')", "the Try it out button")
    cdp.js(f"{op}.querySelector('.try-out__btn').click()")
    cdp.wait(f"{op}.querySelector('.btn.execute')", "the Execute button")
    status = f"{op}.querySelector('.live-responses-table .response .response-col_status')?.textContent.trim()"
    cdp.js(f"{op}.querySelector('.btn.execute').click()")
    assert cdp.wait(status, "the first response") == "401"

    cdp.js("document.querySelector('.auth-wrapper .btn.authorize').click()")
    cdp.wait("document.querySelector('#auth-bearer-value')", "the Authorize dialog")
    cdp.js("document.querySelector('#auth-bearer-value').focus()")
    cdp.call("Input.insertText", text=server.owner_key)
    cdp.js("document.querySelector('.auth-btn-wrapper button[type=submit]').click()")
    cdp.wait("document.querySelector('.auth-btn-wrapper .btn-done')", "the authorized dialog")
    cdp.js("document.querySelector('.auth-btn-wrapper .btn-done').click()")
    assert server.owner_key in (cdp.js("localStorage.getItem('authorized')") or ""), "authorization not persisted"

    cdp.js(f"{op}.querySelector('.btn.execute').click()")
    assert cdp.wait(f"({status}) !== '401' && ({status})", "the authorized response") == "200"
    body = cdp.js(f"{op}.querySelector('.live-responses-table .response-col_description pre')?.textContent")
    assert '"success": true' in body, body
    sent = [r for r in cdp.requests() if r["url"].startswith(f"{server.base_url}/api/v3/workspaces")]
    assert len(sent) == 2, [r["url"] for r in sent]
    auth = {k.lower(): v for k, v in sent[1]["headers"].items()}.get("authorization")
    assert auth == f"Bearer {server.owner_key}", sent[1]["headers"]
    cdp.js(f"{op}.scrollIntoView()")
    keep(tmp_path, "try-it-out.png", base64.b64decode(cdp.call("Page.captureScreenshot", format="png")["data"]))
    only_this_server(cdp, server)


def test_redoc_renders_offline(server: LiveServer, openapi: dict[str, Any], chromium: Cdp, tmp_path: Path) -> None:
    cdp = chromium
    cdp.call("Page.navigate", url=f"{server.base_url}/redoc")
    summaries = [op["summary"] for _p, _m, op in operations(openapi) if op.get("summary")]
    cdp.wait("document.querySelectorAll('[data-section-id^=\"operation/\"]').length > 10", "ReDoc's operations")
    text = cdp.js("document.body.innerText")
    assert summaries[0] in text and summaries[-1] in text
    keep(tmp_path, "redoc.png", base64.b64decode(cdp.call("Page.captureScreenshot", format="png")["data"]))
    only_this_server(cdp, server)
