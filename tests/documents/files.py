"""Sample files for document tests and the benchmark: hand-built PDFs, DOCX through python-docx, and text."""
from __future__ import annotations

import io
import textwrap

from tests.pdf import build_pdf


def make_pdf(pages: list[str], *, width: int = 90, lines_per_page: int = 55) -> bytes:
    """A valid PDF with one page per text (Helvetica, wrapped; text beyond `lines_per_page` is cut)."""
    return build_pdf([[w for para in text.split("\n") for w in (textwrap.wrap(para, width) or [""])][:lines_per_page]
                      for text in pages])


def make_docx(paragraphs: list[str], table: list[list[str]] | None = None) -> bytes:
    import docx

    document = docx.Document()
    for p in paragraphs:
        document.add_paragraph(p)
    if table:
        t = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                t.cell(r, c).text = value
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()


SENTENCES = ("The warehouse in Leeds ships orders every weekday before noon. Support answers tickets "
             "within one business day. Invoices are sent on the first day of each month. Premium customers "
             "get a dedicated account manager. Returned items are inspected within three days of arrival. ")


def text_of_size(size: int) -> bytes:
    """Plain English-like text of exactly `size` bytes, in paragraphs."""
    para = (SENTENCES * 3).strip() + "\n\n"
    reps = size // len(para) + 1
    return (para * reps).encode()[:size]


SAMPLES: dict[str, tuple[bytes, str]] = {
    "notes.txt": (b"Plain notes. The meeting room is on the second floor.", "text/plain"),
    "guide.md": (b"# Guide\n\n- Lunch is served at **noon**.\n- The gym opens at 6am.\n", "text/markdown"),
    "page.html": ((b"<html><head><title>Office</title><script>var x=1;</script></head><body><h1>Office hours"
                   b"</h1><p>We are open from 9 to 5.</p><table><tr><td>Mon</td><td>9-5</td></tr></table>"
                   b"</body></html>"), "text/html"),
    "staff.csv": (b"name,city,role\nAlice,Paris,engineer\nBob,Berlin,designer\n", "text/csv"),
    "config.json": (b'{"service": {"name": "billing", "regions": ["eu", "us"], "replicas": 3}}',
                    "application/json"),
    "report.pdf": (make_pdf(["Quarterly report. Revenue grew by twelve percent.",
                             "Second page: costs fell."]), "application/pdf"),
    "memo.docx": (make_docx(["Memo to all staff.", "The office closes early on Fridays."],
                            [["Day", "Hours"], ["Friday", "9-3"]]),
                  "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
}
