"""The interactive API docs, served with no network: Swagger UI at `{base}/docs`, ReDoc at `{base}/redoc`, their
assets under `{base}/docs/static/`, the bearer security scheme of the OpenAPI document, and hints at the root.

The assets come from the `fastapi-offline` wheel (a runtime dependency): it ships Swagger UI 5.32 (bundle, CSS),
the ReDoc standalone bundle and a favicon, and nothing else. Rejected: `swagger-ui-bundle` 1.1.0 carries Swagger
UI 4.15, which cannot render the OpenAPI 3.1 document FastAPI writes, and no ReDoc; `swagger-ui-py` carries an
older Swagger UI (5.24) plus 7 MB of Swagger Editor, and no ReDoc either.
"""
from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from typing import Any

import fastapi_offline
from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.staticfiles import StaticFiles
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from mneme.core.settings import Settings

ASSETS = Path(fastapi_offline.__file__).parent / "static"
SCHEME = "bearerAuth"
BEARER = {
    "type": "http",
    "scheme": "bearer",
    "bearerFormat": "API key (sk_...)",
    "description": "An API key: `Authorization: Bearer sk_...`. `mneme init` prints the first owner key; "
                   "`mneme keys create` or `POST /admin/v1/api-keys` make more.",
}
# Swagger UI settings: keep the key across reloads (stored in the browser's localStorage), never ask the public
# validator service (the page must make no request outside this server), show each request's duration.
SWAGGER_PARAMETERS = {"persistAuthorization": True, "validatorUrl": None, "displayRequestDuration": True}
# The browser itself keeps the pages on this server: ReDoc's bundle shows a logo from the vendor's CDN, which this
# policy blocks; "Try it out" may call this server only. Inline scripts are allowed by their hash (see `_csp`);
# both UIs set inline styles, and ReDoc runs its search index in a worker made from a blob.
CSP = ("default-src 'none'; script-src 'self'{hashes}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; form-action 'none'; "
       "frame-ancestors 'self'")
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def secure_openapi(app: FastAPI) -> None:
    """Declare the bearer scheme and require it on every operation that does not declare its own `security`.

    Every API request carries a key (spec: Authentication); an operation that needs none says so with
    `openapi_extra={"security": []}` and keeps it. The tests check the declaration against the server's answers."""
    inner = app.openapi

    def openapi() -> dict[str, Any]:
        schema = inner()
        schemes = schema.setdefault("components", {}).setdefault("securitySchemes", {})
        if SCHEME not in schemes:
            schemes[SCHEME] = BEARER
            for item in schema.get("paths", {}).values():
                for method, op in item.items():
                    if method in _METHODS and isinstance(op, dict):
                        op.setdefault("security", [{SCHEME: []}])
        return schema

    app.openapi = openapi  # type: ignore[method-assign]


def _csp(page: Response) -> Response:
    """`page` with the Content-Security-Policy that allows its own inline scripts and nothing off this server."""
    html = bytes(page.body).decode()
    hashes = "".join(f" 'sha256-{base64.b64encode(hashlib.sha256(code.encode()).digest()).decode()}'"
                     for code in _INLINE_SCRIPT.findall(html))
    page.headers["Content-Security-Policy"] = CSP.format(hashes=hashes)
    return page


def install_docs(app: FastAPI, settings: Settings) -> None:
    """Swagger UI, ReDoc and their assets under the base path; `/`, `/docs` and `/redoc` point there.

    Plain Starlette routes: they take no key and stay out of the OpenAPI document."""
    base = settings.base_path
    static = f"{base}/docs/static"
    openapi_url = f"{base}/openapi.json"
    secure_openapi(app)
    app.mount(static, StaticFiles(directory=ASSETS), name="docs-static")

    async def swagger(request: Request) -> Response:
        root = request.scope.get("root_path", "")
        return _csp(get_swagger_ui_html(
            openapi_url=root + openapi_url, title="Mneme API", swagger_js_url=f"{root}{static}/swagger-ui-bundle.js",
            swagger_css_url=f"{root}{static}/swagger-ui.css", swagger_favicon_url=f"{root}{static}/favicon.png",
            swagger_ui_parameters=SWAGGER_PARAMETERS))

    async def redoc(request: Request) -> Response:
        root = request.scope.get("root_path", "")
        return _csp(get_redoc_html(
            openapi_url=root + openapi_url, title="Mneme API", redoc_js_url=f"{root}{static}/redoc.standalone.js",
            redoc_favicon_url=f"{root}{static}/favicon.png", with_google_fonts=False))

    async def home(request: Request) -> Response:
        origin = str(request.base_url).rstrip("/")
        return JSONResponse({"success": True, "message": f"Mneme API: see {origin}{base}/docs", "data": {
            "base_url": origin + base, "docs_url": f"{origin}{base}/docs", "redoc_url": f"{origin}{base}/redoc",
            "openapi_url": origin + openapi_url, "health_url": f"{origin}/healthz"}})

    def to(page: str) -> Any:
        async def redirect(request: Request) -> Response:
            # 307, not 308: a browser caches a permanent redirect, and the base path is a setting
            return RedirectResponse(request.scope.get("root_path", "") + page, status_code=307)
        return redirect

    app.add_route(f"{base}/docs", swagger, methods=["GET"], include_in_schema=False)
    app.add_route(f"{base}/redoc", redoc, methods=["GET"], include_in_schema=False)
    if base:  # with an empty base path the pages themselves are at /docs and /redoc
        app.add_route("/docs", to(f"{base}/docs"), methods=["GET"], include_in_schema=False)
        app.add_route("/redoc", to(f"{base}/redoc"), methods=["GET"], include_in_schema=False)
    app.add_route("/", home, methods=["GET"], include_in_schema=False)
