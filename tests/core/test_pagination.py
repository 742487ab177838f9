"""Continuation tokens (signed, filter-bound), keyset paging over a filtered source, and identifiers."""

from __future__ import annotations

import base64
import itertools
import json
import re
import secrets
import time
from collections.abc import Sequence
from typing import Any

import pytest

from mneme.core.errors import InvalidArgument
from mneme.core.ids import new_id
from mneme.core.listing import keyset_page
from mneme.core.pagination import MAX_PAGE, TokenSigner, page_of, page_offset, total_pages

FILTERS = {"list": "workspaces", "team": "team-1", "name_fuzzy": None}


@pytest.fixture
def signer() -> TokenSigner:
    return TokenSigner(secrets.token_bytes(32))


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _raw(token: str) -> bytes:
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))


# --------------------------------------------------------------------------- TokenSigner


@pytest.mark.parametrize("last", [["ws-01abc"], ["2026-01-01T00:00:00Z", "mem-x"], [3, 1.5, None, True], []])
def test_round_trip(signer: TokenSigner, last: list[Any]) -> None:
    token = signer.encode(last, FILTERS)
    assert re.fullmatch(r"[A-Za-z0-9_-]+", token), "tokens must be URL-safe without padding"
    assert signer.decode(token, FILTERS) == last


def test_filter_order_does_not_matter(signer: TokenSigner) -> None:
    token = signer.encode(["k"], {"a": 1, "b": "x"})
    assert signer.decode(token, {"b": "x", "a": 1}) == ["k"]


def test_key_is_not_readable_as_plain_text_filters(signer: TokenSigner) -> None:
    """The filters travel as a fingerprint, so a token does not disclose e.g. the team id."""
    token = signer.encode(["ws-1"], {"team": "team-secret-id"})
    assert b"team-secret-id" not in _raw(token)


@pytest.mark.parametrize(
    "other",
    [
        {**FILTERS, "name_fuzzy": "a"},
        {**FILTERS, "team": "team-2"},
        {**FILTERS, "list": "projects"},
        {"list": "workspaces", "team": "team-1"},
        {**FILTERS, "extra": 1},
    ],
)
def test_other_filters_are_refused(signer: TokenSigner, other: dict[str, Any]) -> None:
    token = signer.encode(["ws-1"], FILTERS)
    with pytest.raises(InvalidArgument, match="continuation_token"):
        signer.decode(token, other)


def test_every_single_character_edit_is_refused(signer: TokenSigner) -> None:
    token = signer.encode(["ws-01jd3abcdef"], FILTERS)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for i, c in enumerate(token):
        edited = token[:i] + alphabet[(alphabet.index(c) + 7) % 64] + token[i + 1 :]
        if _raw(edited) == _raw(token):  # the last character's unused low bits
            continue
        with pytest.raises(InvalidArgument, match="continuation_token"):
            signer.decode(edited, FILTERS)


def test_edited_payload_with_the_old_mac_is_refused(signer: TokenSigner) -> None:
    raw = _raw(signer.encode(["ws-1"], FILTERS))
    payload, mac = raw[:-16], raw[-16:]
    forged = payload.replace(b"ws-1", b"ws-9")
    assert forged != payload
    with pytest.raises(InvalidArgument, match="continuation_token"):
        signer.decode(_b64(forged + mac), FILTERS)


def test_token_of_another_secret_is_refused(signer: TokenSigner) -> None:
    token = TokenSigner(secrets.token_bytes(32)).encode(["ws-1"], FILTERS)
    with pytest.raises(InvalidArgument, match="continuation_token"):
        signer.decode(token, FILTERS)


def test_forged_token_without_secret_is_refused(signer: TokenSigner) -> None:
    """A well-formed payload with a guessed MAC (zeros, or a hash anyone can compute) does not pass."""
    import hashlib

    good = _raw(signer.encode(["ws-1"], FILTERS))
    payload = good[:-16]
    for mac in (b"\0" * 16, hashlib.sha256(payload).digest()[:16]):
        with pytest.raises(InvalidArgument):
            signer.decode(_b64(payload + mac), FILTERS)


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "x",
        "!!!",
        "====",
        "é" * 8,
        " " * 30,
        "A" * 21,
        "A" * 22,
        "%00%00",
        _b64(b"\0" * 16),
        _b64(b"\0" * 17),
        _b64(b"{}" + b"\0" * 16),
        secrets.token_urlsafe(200),
    ],
)
def test_garbage_is_refused_as_invalid_argument(signer: TokenSigner, bad: str) -> None:
    with pytest.raises(InvalidArgument, match="continuation_token"):
        signer.decode(bad, FILTERS)


def test_signed_payload_that_is_not_a_key_list_is_refused() -> None:
    """Even a correctly signed token must carry a key list for these filters."""
    secret = secrets.token_bytes(32)
    signer = TokenSigner(secret)
    fp = json.loads(_raw(signer.encode([], FILTERS))[:-16])["f"]
    for payload in ({"k": "ws-1", "f": fp}, {"k": {"a": 1}, "f": fp}, {"f": fp}):
        body = json.dumps(payload, separators=(",", ":")).encode()
        with pytest.raises(InvalidArgument):
            signer.decode(_b64(body + signer._mac(body)), FILTERS)


# --------------------------------------------------------------------------- keyset_page


class Source:
    """Rows `r000`..`rNNN` in key order; `fetch` counts calls, like a repository would run queries."""

    def __init__(self, n: int) -> None:
        self.rows = [f"r{i:03d}" for i in range(n)]
        self.calls = 0

    async def fetch(self, after: list[Any] | None, limit: int) -> Sequence[str]:
        self.calls += 1
        rows = [r for r in self.rows if after is None or r > after[0]]
        return rows[:limit]


async def _all_pages(src: Source, signer: TokenSigner, page_size: int, allowed: Any) -> list[list[str]]:
    pages: list[list[str]] = []
    token = None
    for _ in range(1000):
        rows, token = await keyset_page(
            src.fetch,
            key_of=lambda r: [r],
            allowed=allowed,
            page_size=page_size,
            token=token,
            signer=signer,
            filters=FILTERS,
        )
        pages.append(rows)
        if token is None:
            return pages
    raise AssertionError("paging never ended")


@pytest.mark.parametrize("page_size", [1, 2, 3, 7, 10, 11, 100])
async def test_keyset_pages_cover_every_row_once(signer: TokenSigner, page_size: int) -> None:
    pages = await _all_pages(Source(10), signer, page_size, lambda _r: True)
    flat = [r for p in pages for r in p]
    assert flat == [f"r{i:03d}" for i in range(10)]
    assert all(len(p) == page_size for p in pages[:-1]) and 0 < len(pages[-1]) <= page_size
    assert len(pages) == max(1, -(-10 // page_size)), (
        "no empty trailing page when the rows end on a page boundary"
    )


async def test_keyset_skips_rows_the_caller_may_not_see(signer: TokenSigner) -> None:
    visible = {f"r{i:03d}" for i in (0, 5, 6, 19, 37)}
    src = Source(40)
    pages = await _all_pages(src, signer, 2, lambda r: r in visible)
    assert pages == [["r000", "r005"], ["r006", "r019"], ["r037"]]


async def test_keyset_with_nothing_visible_is_one_empty_page(signer: TokenSigner) -> None:
    rows, token = await keyset_page(
        Source(25).fetch,
        key_of=lambda r: [r],
        allowed=lambda _r: False,
        page_size=5,
        token=None,
        signer=signer,
        filters=FILTERS,
    )
    assert rows == [] and token is None


async def test_keyset_refuses_a_token_of_other_filters(signer: TokenSigner) -> None:
    token = signer.encode(["r003"], {**FILTERS, "name_fuzzy": "x"})
    with pytest.raises(InvalidArgument):
        await keyset_page(
            Source(5).fetch,
            key_of=lambda r: [r],
            allowed=lambda _r: True,
            page_size=2,
            token=token,
            signer=signer,
            filters=FILTERS,
        )


def test_page_of() -> None:
    assert page_of([1, 2, 3], 2) == ([1, 2], True)
    assert page_of([1, 2], 2) == ([1, 2], False)
    assert page_of([], 2) == ([], False)


# --------------------------------------------------------------------------- ids


ID_RE = re.compile(r"^ws-[0-9a-hjkmnp-tv-z]{26}$")


def test_ids_are_unique_prefixed_and_well_formed() -> None:
    ids = [new_id("ws") for _ in range(100_000)]
    assert len(set(ids)) == len(ids)
    assert all(ID_RE.match(i) for i in ids), next(i for i in ids if not ID_RE.match(i))


def test_ids_sort_by_creation_time() -> None:
    batches = []
    for _ in range(5):
        batches.append([new_id("mem") for _ in range(200)])
        time.sleep(0.003)
    for earlier, later in itertools.pairwise(batches):
        assert max(earlier) < min(later), "an id of a later millisecond sorts after every earlier one"
    flat = [i for b in batches for i in b]
    times = [i[4:14] for i in flat]
    assert times == sorted(times), "the time part never goes backwards"


def test_id_time_part_is_the_creation_millisecond() -> None:
    alphabet = "0123456789abcdefghjkmnpqrstvwxyz"
    before = int(time.time() * 1000)
    ident = new_id("cfl")
    after = int(time.time() * 1000)
    ms = 0
    for ch in ident[4:14]:
        ms = ms * 32 + alphabet.index(ch)
    assert before <= ms <= after


def test_ids_are_not_sequential() -> None:
    """Within one millisecond the random part decides the order, so neighbours are not predictable."""
    ids = [new_id("ws") for _ in range(20_000)]
    same_ms = [(a, b) for a, b in itertools.pairwise(ids) if a[3:13] == b[3:13]]
    assert len(same_ms) > 100
    down = sum(1 for a, b in same_ms if b < a)
    assert 0.3 < down / len(same_ms) < 0.7, down / len(same_ms)
    rand = {i[13:] for i in ids}
    assert len(rand) == len(ids)


@pytest.mark.parametrize(
    "prefix",
    [
        "ws",
        "proj",
        "mem",
        "cfl",
        "doc",
        "actor",
        "agent",
        "bnd",
        "conv",
        "msg",
        "evt",
        "grp",
        "rule",
        "ord",
        "inv",
        "key",
        "item",
    ],
)
def test_ids_carry_their_prefix(prefix: str) -> None:
    ident = new_id(prefix)
    assert ident.startswith(prefix + "-") and len(ident) == len(prefix) + 27


# --------------------------------------------------------------------------- page numbers (v1/v2 lists)


def test_page_offset_bounds() -> None:
    """Pages run from 1 to 10^9; the largest OFFSET stays far inside a 64-bit integer; beyond → 400 `page`."""
    assert page_offset(1, 20) == 0 and page_offset(3, 20) == 40
    assert page_offset(MAX_PAGE, 100) == (MAX_PAGE - 1) * 100 < 2**63
    for bad in (0, -1, MAX_PAGE + 1, 2**63 - 1, 2**63, 10**20):
        with pytest.raises(InvalidArgument, match="page"):
            page_offset(bad, 20)
    assert [total_pages(t, 20) for t in (0, 1, 20, 21)] == [0, 1, 1, 2]
