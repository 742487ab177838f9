"""The service's own model-backed engines (embeddings, extraction, conflict judge), built once per process.

With `MNEME_SERVICE_MODEL` and `MNEME_LLM_BASE_URL` set, extraction and judgement call that model;
otherwise the built-in offline engines run, with no network at all.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from threadpoolctl import threadpool_limits

from mneme.core.settings import Settings
from mneme.memory.embeddings import Embedder, LocalEmbedder, make_embedder
from mneme.memory.extraction import Extractor, LLMExtractor, OfflineExtractor
from mneme.memory.judge import Judge, LLMJudge, OfflineJudge
from mneme.memory.llm import LLMClient
from mneme.memory.query_map import QueryMap, query_map_for


@dataclass
class Engines:
    embedder: Embedder
    extractor: Extractor
    judge: Judge
    llm: LLMClient | None = None
    # memory search's map of a query's vector (mneme.memory.query_map); None: the query's own vector
    query_map: QueryMap | None = None

    async def close(self) -> None:
        if self.llm is not None:
            await self.llm.close()
        close = getattr(self.embedder, "close", None)
        if close is not None:
            await close()


def build_llm(settings: Settings) -> LLMClient | None:
    if not settings.service_model or not settings.llm_base_url:
        return None
    protocol: Any = settings.llm_protocol
    return LLMClient(protocol=protocol, base_url=settings.llm_base_url,
                     api_key=os.environ.get(settings.llm_api_key_env), model=settings.service_model)


JUDGE_MODEL_VALUES = ("off", "on")


def _check_judge_model(settings: Settings) -> None:
    if settings.judge_model not in JUDGE_MODEL_VALUES:
        raise ValueError(f"MNEME_JUDGE_MODEL must be one of {', '.join(JUDGE_MODEL_VALUES)}, "
                         f"not {settings.judge_model!r}")


def offline_judge(settings: Settings) -> Judge:
    """The offline rules, with the learned judge beside them unless ``MNEME_JUDGE_MODEL=off``."""
    _check_judge_model(settings)
    if settings.judge_model == "on":
        from mneme.memory.judge_model import RulesAndModelJudge

        return RulesAndModelJudge()
    return OfflineJudge()


def build_engines(settings: Settings) -> Engines:
    # numpy's OpenBLAS keeps one spinning thread per extra core between calls; the matrices here are small
    # (a scope's vectors times a few queries), and the spinning took a third of a core from the model and
    # the event loop under ingestion (bench/memories_bench.py: 1-message adds 55 -> 70/s on 2 cores).
    threadpool_limits(1, user_api="blas")
    if settings.embedding_backend == "openai":
        embedder = make_embedder("openai", base_url=settings.embedding_base_url,
                                 api_key=os.environ.get(settings.embedding_api_key_env),
                                 model=settings.embedding_model, dim=settings.embedding_dim)
    else:
        embedder = make_embedder("local", precision=settings.embedding_precision,
                                 threads=settings.embedding_threads or None)
    _check_judge_model(settings)  # a typo fails at startup, with or without a service model
    query_map = query_map_for(settings.query_map, embedder)
    llm = build_llm(settings)
    if llm is None:
        # the instruction filter matches facts to topics with the service's own local model (never a provider's)
        local = embedder if isinstance(embedder, LocalEmbedder) else None
        return Engines(embedder=embedder, extractor=OfflineExtractor(local), judge=offline_judge(settings),
                       query_map=query_map)
    return Engines(embedder=embedder, extractor=LLMExtractor(llm), judge=LLMJudge(llm), llm=llm, query_map=query_map)
