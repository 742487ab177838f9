"""Sample files for document tests and the benchmark: hand-built PDFs, DOCX through python-docx, and text."""
from __future__ import annotations

import io
import textwrap


def _pdf_escape(line: str) -> str:
    return line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(pages: list[str], *, width: int = 90, lines_per_page: int = 55) -> bytes:
    """A valid PDF with one page per text (Helvetica, wrapped; text beyond `lines_per_page` is cut)."""
    n = len(pages)
    page_ids = [4 + 2 * i for i in range(n)]
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in page_ids)}] /Count {n} >>".encode(),
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for pid, text in zip(page_ids, pages, strict=True):
        lines = [w for para in text.split("\n") for w in (textwrap.wrap(para, width) or [""])]
        lines = lines[:lines_per_page]
        ops = "BT /F1 10 Tf 40 800 Td 14 TL " + " ".join(f"({_pdf_escape(li)}) Tj T*" for li in lines) + " ET"
        stream = ops.encode("latin-1", "replace")
        objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] "
                    f"/Resources << /Font << /F1 3 0 R >> >> /Contents {pid + 1} 0 R >>".encode())
        objs.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{off:010d} 00000 n \n".encode() for off in offsets)
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


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
