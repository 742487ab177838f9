"""The process-wide services shared by requests and workers (built once in the app's lifespan)."""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from mneme.core.auth import Authenticator
from mneme.core.db import Database
from mneme.core.pagination import TokenSigner, load_signer
from mneme.core.settings import Settings
from mneme.router.catalog import Catalog, ConfigError, load

log = logging.getLogger("mneme")


@dataclass
class Services:
    settings: Settings
    db: Database
    authenticator: Authenticator
    signer: TokenSigner | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    catalog: Catalog = field(default_factory=Catalog)  # the router's models (MNEME_ROUTER_CONFIG)
    catalog_error: ConfigError | None = None  # the file is invalid: the router answers 502 until it is fixed
    _http: aiohttp.ClientSession | None = None
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @classmethod
    def build(cls, settings: Settings) -> Services:
        db = Database(settings)
        svc = cls(settings=settings, db=db, authenticator=Authenticator(settings, db))
        try:
            svc.catalog = load(settings.router_config)
        except ConfigError as exc:
            svc.catalog_error = exc
            log.error("router configuration %s is invalid, the router answers 502 until it is fixed: %s",
                      settings.router_config, exc)
        return svc

    def upstream(self) -> aiohttp.ClientSession:
        """The process's one upstream HTTP session (pooled connections; the router's, and any model client's)."""
        if self._http is None or self._http.closed:
            from mneme.router.upstream import new_session

            self._http = new_session(self.settings)
        return self._http

    @property
    def engines(self) -> Any:
        """Embedder, extractor and judge, built on first use (the local model loads once per process)."""
        if "engines" not in self.extra:
            from mneme.memory.engines import build_engines

            self.extra["engines"] = build_engines(self.settings)
        return self.extra["engines"]

    @property
    def storage(self) -> Any:
        """Where uploaded files live (`core.storage`), built on first use."""
        if "storage" not in self.extra:
            from mneme.core.storage import LocalStorage

            self.extra["storage"] = LocalStorage(self.settings.data_dir)
        return self.extra["storage"]

    @property
    def retriever(self) -> Any:
        if "retriever" not in self.extra:
            from mneme.memory.retrieval import Retriever

            self.extra["retriever"] = Retriever(self.db.is_sqlite, cache_bytes=self.settings.search_cache_bytes,
                                                db=self.db)
        return self.extra["retriever"]

    @property
    def detector(self) -> Any:
        from mneme.memory.detection import Detector

        return Detector(self.retriever, self.engines.judge, self.engines.embedder)

    async def start(self) -> None:
        self.upstream()  # made here, inside the running loop, and closed in `close`
        async with self.db.session() as s:
            self.signer = await load_signer(s, self.db.is_sqlite)
        await self._storage_start()
        from mneme.workers.billing import schedule_renewals

        await schedule_renewals(self.db)  # subscription periods that ended: renewed by the worker

    async def _storage_start(self) -> None:
        """Temp files of uploads that a crash cut off are removed now (those another live process is writing
        are locked and kept); orphaned stored files go in the recurring `storage.sweep` job, due now."""
        from mneme.workers.documents import schedule_storage_sweep

        await self.storage.sweep_temp(older_than=0)
        await schedule_storage_sweep(self.db)

    async def close(self) -> None:
        from mneme.router.proxy import drain

        await drain(self.db)  # router calls' metering and remember steps still under way
        if self._http is not None:
            await self._http.close()
            self._http = None
        for value in self.extra.values():
            close = getattr(value, "close", None)
            if close is not None:
                await close()
        await self.db.dispose()
