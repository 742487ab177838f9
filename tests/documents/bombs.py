"""Hostile documents for the extraction limits (tests and bench/extract_limits_bench.py), built small in memory."""
from __future__ import annotations

import zipfile
from pathlib import Path

DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
SENTENCE = "The quick brown fox jumps over the lazy dog."
_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    f'<Override PartName="/word/document.xml" ContentType="{_MAIN_TYPE}"/>'
    "</Types>"
)
_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Target="word/document.xml" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/>'
    "</Relationships>"
)
_HEAD = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>')
_TAIL = "</w:body></w:document>"


def write_docx_bomb(path: Path, paragraphs: int = 3_400_000, text: str = SENTENCE) -> int:
    """A DOCX whose word/document.xml holds `paragraphs` one-sentence paragraphs (3.4 million: ~200 MB of
    XML in a ~0.5 MB file). The XML is streamed into the zip in batches; returns its unpacked size."""
    para = f"<w:p><w:r><w:t>{text}</w:t></w:r></w:p>".encode()
    batch = para * 10_000
    size = 0
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as package:
        package.writestr("[Content_Types].xml", _CONTENT_TYPES)
        package.writestr("_rels/.rels", _RELS)
        with package.open("word/document.xml", "w", force_zip64=True) as member:
            for chunk in (_HEAD.encode(), *([batch] * (paragraphs // 10_000)), para * (paragraphs % 10_000),
                          _TAIL.encode()):
                member.write(chunk)
                size += len(chunk)
    return size


def deep_html(depth: int = 100_000) -> bytes:
    """`depth` nested <div>s around one sentence (1.1 MB at 100,000)."""
    return b"<html><body>" + b"<div>" * depth + SENTENCE.encode() + b"</div>" * depth + b"</body></html>"
