"""A company policy document with planted contradictions and near-misses (issue 9 item 3).

Written before the document-conflict method was built, and not tuned to it afterwards.

`POLICY` is a staff handbook of about three pages in prose: headings, paragraphs, a few list items. `MEMORIES`
are statements a team stored before (or after) the document arrived: `conflicts` names the one sentence of the
document that each contradicting memory disagrees with (a fragment of it, unique in the document), `None` for a
near-miss (same topic, compatible with everything the document says). `HELDOUT_POLICY` / `HELDOUT_MEMORIES` are a
smaller second document used only by bench/doc_conflicts_bench.py.

`policy_pdf` lays the text out as a PDF with lines wrapped at 90 characters (paragraphs run across the page breaks)
and `policy_docx` as a Word document with one paragraph per block.
"""
from __future__ import annotations

import io
import textwrap

from tests.pdf import build_pdf

POLICY = """\
Harbor & Pine Consulting
Staff Handbook: Working Time, Travel, Expenses and Leave

1. Purpose and scope

This handbook sets out the rules that apply to all employees of Harbor & Pine Consulting, whether they work \
from one of our offices or from home. Contractors and interns are covered by their own agreements, except where \
a section says otherwise. The rules in this edition take effect on 1 March 2026 and replace every earlier \
version of the handbook, including the travel guidelines circulated by e-mail in 2024. Questions about any part \
of this document should be sent to the People team, who will answer within five working days.

2. Working hours and remote work

The standard working week is 40 hours for full-time employees, spread over five days. Part-time employees \
agree their hours with their manager, and the rules below apply to them pro rata. Core hours, during which all \
staff are expected to be reachable by phone or chat, run from 10 a.m. to 3 p.m., Monday to Thursday. Outside \
core hours, employees are free to organise their day as long as client commitments are met.

Employees may work remotely for up to three days per week, provided that their manager has approved a written \
schedule. The schedule is reviewed every six months, or earlier if the needs of the team change. Remote work \
from another country is only permitted for up to 20 working days per calendar year, and it must be registered \
with the People team at least two weeks before departure, because of tax and insurance obligations. Employees \
who work from home receive a one-off equipment allowance of 300 euros for a desk, a chair or a screen.

3. Travel

Business trips must be approved in advance by the employee's manager, and bookings are made through the \
travel desk rather than directly with airlines or hotels. The travel desk confirms each booking by e-mail, \
normally within one working day. All flights within Europe must be booked in economy class, and business \
class is only allowed on flights that last longer than six hours. Rail is preferred to air for any journey \
that takes less than four hours by train. Hotel rooms are booked at a standard rate of up to 150 euros per \
night in most cities, or 220 euros per night in London, Paris and Zurich.

When an employee uses a private car for a business journey, mileage is reimbursed at 0.30 euros per kilometre, \
and parking and tolls are refunded on the basis of receipts. Taxis may be used when no reasonable public \
transport is available, for example late at night or when carrying heavy equipment.

4. Expenses

The daily meal allowance for business travel within the country is 45 euros, which covers breakfast, lunch \
and dinner. For travel abroad the allowance depends on the destination and is listed on the intranet. \
Alcohol, minibar items and personal entertainment are never reimbursed. Client dinners are the exception: \
they are reimbursed in full when a partner has approved them beforehand.

Expense reports must be submitted within 30 days of the end of the trip, together with itemised receipts for \
every purchase above 25 euros. Reports that arrive later can only be accepted with the written approval of \
the finance director. Approved expenses are paid out with the next monthly salary. Company credit cards are \
issued to employees who travel more than six times a year; the card must not be used for private purchases.

5. Annual leave and public holidays

Full-time employees receive 25 days of paid annual leave per calendar year, in addition to public holidays. \
Leave requests should be submitted through the HR portal at least two weeks in advance, and longer holidays \
of more than ten consecutive days should be discussed with the manager before the end of January. Unused \
annual leave can be carried over into the next year, up to a maximum of five days, and carried-over days must \
be taken before 31 March. The office is closed between Christmas and New Year, and employees do not need to \
use their leave for these days.

6. Sick leave

Employees who are ill must inform their manager before 10 a.m. on the first day of absence. A doctor's \
certificate is required when the sick leave lasts more than three consecutive working days. Sick leave does \
not reduce the annual leave entitlement, and days of illness during a holiday are credited back when a \
certificate is provided.

7. Parental leave

Primary caregivers are entitled to 16 weeks of fully paid parental leave, which can start up to two weeks \
before the expected date of birth or adoption. Secondary caregivers receive four weeks of fully paid leave, \
to be taken within the first year. During parental leave, employees keep their company laptop and phone and \
remain eligible for bonuses.

8. Equipment and information security

Every employee receives a company laptop, which must be used for all client work. Personal devices are not \
allowed to connect to the internal network, although they may use the guest Wi-Fi. Laptops must be encrypted \
and locked whenever they are left unattended, and the loss of any device must be reported to the IT helpdesk \
within 24 hours. Passwords are changed every 90 days, and multi-factor authentication is mandatory for e-mail \
and the HR portal.

9. Training and development

Each employee has an annual training budget of 1,500 euros, which can be spent on courses, conferences, \
certifications and books. Requests above that amount need the approval of a partner. Employees are also \
given three days of paid study leave per year to prepare for professional exams."""

# (memory, fragment of the sentence it contradicts or None for a near-miss)
MEMORIES: list[tuple[str, str | None]] = [
    # contradictions: numbers with units, times, dates, negation, "only", changed rules
    ("Employees can work remotely up to two days per week.", "work remotely for up to three days"),
    ("Core hours run from 9 a.m. to 4 p.m.", "Core hours, during which"),
    ("Business class is allowed on flights longer than four hours.", "business class is only allowed"),
    ("The daily meal allowance for domestic business travel is 60 euros.", "daily meal allowance"),
    ("Expense reports must be submitted within 14 days of the end of the trip.", "submitted within 30 days"),
    ("Full-time employees get 20 days of paid annual leave per year.", "receive 25 days of paid annual leave"),
    ("Unused annual leave cannot be carried over into the next year.", "can be carried over into the next"),
    ("A doctor's certificate is required when sick leave lasts more than five days.", "certificate is required"),
    ("Personal devices are allowed to connect to the internal network.", "Personal devices are not allowed"),
    ("Primary caregivers get 12 weeks of paid parental leave.", "16 weeks of fully paid"),
    ("The annual training budget per employee is 1,000 euros.", "annual training budget of 1,500"),
    ("Mileage for a private car is reimbursed at 0.42 euros per kilometre.", "0.30 euros per kilometre"),
    ("The new staff handbook takes effect on 1 January 2026.", "take effect on 1 March 2026"),
    ("Remote work from another country is permitted for up to 40 working days per year.",
     "only permitted for up to 20 working days"),
    # near-misses: same topics, nothing the document contradicts
    ("Remote work schedules need the approval of the manager.", None),
    ("Staff should be reachable by phone or chat during core hours.", None),
    ("Economy class is required for flights within Europe.", None),
    ("Itemised receipts are needed for purchases above 25 euros.", None),
    ("Leave requests should be made at least two weeks in advance.", None),
    ("Public holidays come on top of the annual leave.", None),
    ("Client work must be done on the company laptop.", None),
    ("The training budget can also be spent on conferences.", None),
    ("Secondary caregivers receive four weeks of paid leave.", None),
    ("Parking and tolls are refunded on the basis of receipts.", None),
    ("Employees who are ill must tell their manager before 10 a.m.", None),
    ("The meal allowance covers breakfast, lunch and dinner.", None),
    ("The standard working week for full-time staff is 40 hours.", None),
    ("Approved expenses are paid with the monthly salary.", None),
    ("Remote work from abroad must be registered with the People team.", None),
]

HELDOUT_POLICY = """\
Information Security Policy

Scope

This policy applies to every person who uses the systems of Lumen Analytics, including contractors and \
visitors. It is reviewed once a year by the security officer, and the current version was approved by the \
board on 12 September 2025.

Access and passwords

Access to production systems is granted only to engineers on the on-call rota, and every access request must \
be approved by a team lead. Passwords must be at least 14 characters long and may not be reused across \
services. Accounts are locked after five failed login attempts and unlocked by the service desk within one \
hour during business hours.

Data and devices

Customer data must be stored in the EU region only, and backups are kept for 35 days before they are \
deleted. USB storage devices are blocked on all company laptops. Visitors must be accompanied at all times \
in the server room, and the visitor log is kept for one year.

Incidents

Security incidents must be reported to the security officer within two hours of being noticed, by phone or \
through the incident channel. A written report follows within five working days."""

HELDOUT_MEMORIES: list[tuple[str, str | None]] = [
    ("Passwords must be at least 10 characters long.", "at least 14 characters"),
    ("Backups are kept for 90 days.", "kept for 35 days"),
    ("USB storage devices are allowed on company laptops.", "USB storage devices are blocked"),
    ("Security incidents must be reported within 24 hours.", "within two hours"),
    ("Accounts are locked after three failed login attempts.", "five failed login attempts"),
    ("Customer data may be stored in the US region.", "EU region only"),
    ("Access requests need approval from a team lead.", None),
    ("Passwords may not be reused across services.", None),
    ("The security policy is reviewed every year.", None),
    ("Visitors must be accompanied in the server room.", None),
    ("Incidents can be reported through the incident channel.", None),
    ("The visitor log is kept for one year.", None),
]

DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def policy_pdf(text: str = POLICY, *, width: int = 90, lines_per_page: int = 46) -> bytes:
    """The text wrapped at `width` characters, a blank line between paragraphs, cut into pages of
    `lines_per_page` lines wherever the count falls (so paragraphs and sentences run across pages)."""
    lines: list[str] = []
    for block in text.split("\n"):
        lines += textwrap.wrap(block, width) or [""]
    pages = [lines[i:i + lines_per_page] for i in range(0, len(lines), lines_per_page)]
    return build_pdf(pages)


def policy_docx(text: str = POLICY) -> bytes:
    """One Word paragraph per line of the text (headings as headings), blank lines dropped."""
    import docx

    document = docx.Document()
    for index, block in enumerate(b for b in text.split("\n") if b.strip()):
        if index == 0:
            document.add_heading(block, level=0)
        elif len(block) < 80 and not block.endswith("."):
            document.add_heading(block, level=1)
        else:
            document.add_paragraph(block)
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()
