"""The process-wide services shared by requests and workers (built once in the app's lifespan)."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from mneme.core.auth import Authenticator
from mneme.core.db import Database
from mneme.core.pagination import TokenSigner, load_signer
from mneme.core.settings import Settings


@dataclass
class Services:
    settings: Settings
    db: Database
    authenticator: Authenticator
    signer: TokenSigner | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @classmethod
    def build(cls, settings: Settings) -> Services:
        db = Database(settings)
        return cls(settings=settings, db=db, authenticator=Authenticator(settings, db))

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

            self.extra["retriever"] = Retriever(self.db.is_sqlite, cache_bytes=self.settings.search_cache_bytes)
        return self.extra["retriever"]

    @property
    def detector(self) -> Any:
        from mneme.memory.detection import Detector

        return Detector(self.retriever, self.engines.judge)

    async def start(self) -> None:
        async with self.db.session() as s:
            self.signer = await load_signer(s, self.db.is_sqlite)
        await self._storage_start()

    async def _storage_start(self) -> None:
        """Temp files of uploads that a crash cut off are removed now (those another live process is writing
        are locked and kept); orphaned stored files go in the recurring `storage.sweep` job, due now."""
        from mneme.workers.documents import schedule_storage_sweep

        await self.storage.sweep_temp(older_than=0)
        await schedule_storage_sweep(self.db)

    async def close(self) -> None:
        for value in self.extra.values():
            close = getattr(value, "close", None)
            if close is not None:
                await close()
        await self.db.dispose()
