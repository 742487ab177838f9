"""The official `openai` and `anthropic` SDKs against a live Mneme in front of the fake vendor: only
`base_url` changes (plus `default_headers` for BYOK and `extra_query` for `boundary_id`)."""
from __future__ import annotations

import anthropic
import openai
import pytest

from tests.conftest import LiveServer
from tests.router import standin_inject
from tests.router.conftest import wait_records
from tests.router.fake_vendor import CHAT_USAGE, EMBEDDING, MESSAGES_INPUT, MESSAGES_OUTPUT, REPLY, FakeVendor

pytestmark = pytest.mark.usefixtures("standins")


def oa(router: LiveServer, **kw: object) -> openai.OpenAI:
    args: dict[str, object] = {"api_key": router.owner_key, "base_url": f"{router.base_url}/router/compat-a/v1",
                               "max_retries": 0, **kw}
    return openai.OpenAI(**args)  # type: ignore[arg-type]


def an(router: LiveServer, **kw: object) -> anthropic.Anthropic:
    args: dict[str, object] = {"api_key": router.owner_key, "base_url": f"{router.base_url}/router/compat-b",
                               "max_retries": 0, **kw}
    return anthropic.Anthropic(**args)  # type: ignore[arg-type]


def test_openai_chat(router: LiveServer) -> None:
    raw = oa(router).chat.completions.with_raw_response.create(
        model="gpt-x", messages=[{"role": "user", "content": "Hi"}])
    reply = raw.parse()
    assert reply.choices[0].message.content == REPLY and reply.usage is not None
    assert reply.usage.prompt_tokens == CHAT_USAGE["prompt_tokens"]
    rec = wait_records(raw.headers["x-trace-id"])[0]
    assert (rec.input_tokens, rec.output_tokens, rec.key_source) == (11, 7, "hosted")


def test_openai_chat_stream(router: LiveServer) -> None:
    stream = oa(router).chat.completions.create(model="gpt-x", messages=[{"role": "user", "content": "Hi"}],
                                                stream=True)
    chunks = list(stream)
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == REPLY
    assert all(c.usage is None for c in chunks)


def test_openai_chat_stream_with_usage(router: LiveServer) -> None:
    chunks = list(oa(router).chat.completions.create(
        model="gpt-x", messages=[{"role": "user", "content": "Hi"}], stream=True,
        stream_options={"include_usage": True}))
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == CHAT_USAGE["completion_tokens"]


def test_openai_responses(router: LiveServer) -> None:
    client = oa(router)
    assert client.responses.create(model="gpt-x", input="Hi").output_text == REPLY
    events = list(client.responses.create(model="gpt-x", input="Hi", stream=True))
    assert events[-1].type == "response.completed"
    assert "".join(e.delta for e in events if e.type == "response.output_text.delta") == REPLY


def test_openai_embeddings(router: LiveServer) -> None:
    result = oa(router).embeddings.create(model="emb", input=["one", "two"])
    assert [d.embedding for d in result.data] == [EMBEDDING, EMBEDDING]


def test_openai_byok_and_boundary(router: LiveServer, vendor: FakeVendor) -> None:
    client = oa(router, api_key="my-vendor-key", default_headers={"x-service-api-key": router.owner_key})
    raw = client.chat.completions.with_raw_response.create(
        model="gpt-x", messages=[{"role": "user", "content": "Hi"}], extra_query={"boundary_id": "bnd-sdk"})
    assert raw.parse().choices[0].message.content == REPLY
    assert raw.headers["x-memory-context-modified"] == "true"
    sent = vendor.last("/chat/completions")
    assert sent.headers["Authorization"] == "Bearer my-vendor-key"
    assert sent.json["messages"][0]["content"] == standin_inject.MEMORY
    rec = wait_records(raw.headers["x-trace-id"])[0]
    assert rec.key_source == "byok" and rec.boundary_id == "bnd-sdk"


def test_openai_errors(router: LiveServer) -> None:
    with pytest.raises(openai.AuthenticationError):
        oa(router, api_key="sk_" + "z" * 40).chat.completions.create(
            model="gpt-x", messages=[{"role": "user", "content": "Hi"}])
    with pytest.raises(openai.NotFoundError) as nf:
        oa(router).chat.completions.create(model="nope", messages=[{"role": "user", "content": "Hi"}])
    assert nf.value.code == "model_not_found"
    with pytest.raises(openai.BadRequestError) as bad:
        oa(router).chat.completions.create(model="fail-400", messages=[{"role": "user", "content": "Hi"}])
    assert bad.value.code == "invalid_value"  # the vendor's own error
    with pytest.raises(openai.RateLimitError):
        oa(router).chat.completions.create(model="fail-429", messages=[{"role": "user", "content": "Hi"}])


def test_anthropic_messages(router: LiveServer) -> None:
    message = an(router).messages.create(model="claude-x", max_tokens=64,
                                         messages=[{"role": "user", "content": "Hi"}])
    assert message.content[0].type == "text" and message.content[0].text == REPLY
    assert (message.usage.input_tokens, message.usage.output_tokens) == (MESSAGES_INPUT, MESSAGES_OUTPUT)


def test_anthropic_stream(router: LiveServer) -> None:
    with an(router).messages.stream(model="claude-x", max_tokens=64,
                                    messages=[{"role": "user", "content": "Hi"}]) as stream:
        text = "".join(stream.text_stream)
        final = stream.get_final_message()
    assert text == REPLY and final.usage.output_tokens == MESSAGES_OUTPUT


def test_anthropic_byok_and_boundary(router: LiveServer, vendor: FakeVendor) -> None:
    client = an(router, api_key="my-anthropic-key", default_headers={"x-service-api-key": router.owner_key})
    raw = client.messages.with_raw_response.create(model="claude-x", max_tokens=64,
                                                   messages=[{"role": "user", "content": "Hi"}],
                                                   extra_query={"boundary_id": "bnd-sdk-b"})
    assert raw.parse().content[0].text == REPLY  # type: ignore[union-attr]
    sent = vendor.last("/v1/messages")
    assert sent.headers["x-api-key"] == "my-anthropic-key" and sent.json["system"] == standin_inject.MEMORY
    assert "Authorization" not in sent.headers
    assert wait_records(raw.headers["x-trace-id"])[0].key_source == "byok"


def test_anthropic_errors(router: LiveServer) -> None:
    with pytest.raises(anthropic.AuthenticationError):
        an(router, api_key="sk_" + "q" * 40).messages.create(model="claude-x", max_tokens=8,
                                                            messages=[{"role": "user", "content": "Hi"}])
    with pytest.raises(anthropic.NotFoundError):
        an(router).messages.create(model="nope", max_tokens=8, messages=[{"role": "user", "content": "Hi"}])
    with pytest.raises(anthropic.BadRequestError):
        an(router).messages.create(model="b-fail-400", max_tokens=8, messages=[{"role": "user", "content": "Hi"}])
