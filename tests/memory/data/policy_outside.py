"""Blind evaluation set for document-conflict detection: a university library's rules (new domain).

Same structure as tests/memory/data/policy_conflicts.py: `POLICY` is a document of about three pages of prose
(headings, paragraphs, long sentences, a few list items); `MEMORIES` holds (memory, fragment) pairs where the
fragment is a piece of the one sentence of POLICY that the memory contradicts (unique in POLICY), or None for a
near-miss that is compatible with everything the document says.  Written independently of the service's code.
"""
from __future__ import annotations

POLICY = """\
Northfield University Library
Rules for Borrowing, Study Rooms and Library Services, 2026-27 Edition

1. Scope and effect

These rules apply to everyone who uses Northfield University Library, which consists of the Main Library on \
Castle Street and the Science Library in the Hadley Building; in this document "the Library" means both sites \
together. Students, academic staff and professional staff of the university are full members, while alumni, \
visiting researchers and members of the public may register as external members under the conditions set out \
in section 7. This edition takes effect on 15 September 2026, at the start of the autumn term, and replaces \
the rules published in August 2024 together with any local notices issued since then. Comments and complaints \
about the Library can be sent to the Library Services Manager, who will reply within ten working days.

2. Opening hours

During term, the Main Library is open from 8 a.m. to midnight, Monday to Friday, and from 10 a.m. to 8 p.m. \
on Saturdays and Sundays. The Science Library keeps shorter hours, closing at 10 p.m. on weekdays and at 5 p.m. \
on Saturdays, and it is closed on Sundays throughout the year. During the summer vacation both sites open from \
9 a.m. to 6 p.m. on weekdays only, and the whole Library is closed on university closure days, including the \
week between Christmas and New Year. In the revision period, from 4 May to 12 June 2027, the Main Library stays \
open 24 hours a day, but entry after midnight is restricted to full members who show a valid university card.

3. Borrowing

How many items a member may borrow, and for how long, depends on the type of membership:

- Undergraduate students may borrow up to 15 items at a time for a standard loan period of three weeks.
- Postgraduate students may borrow up to 25 items at a time for a standard loan period of six weeks.
- Academic staff may borrow up to 50 items, and their loans run for the whole academic year, ending on 30 June.
- External members with borrowing rights, such as alumni and visiting researchers, may borrow up to five items \
for two weeks.

Loans are renewed automatically up to five times unless another user has placed a request on the item, in \
which case the borrower receives a recall notice and must return the item within seven days. Items from the \
Short Loan Collection, which holds the core textbooks on current reading lists, can be borrowed for 24 hours \
only, cannot be renewed, and must be handed back at the issue desk rather than left in the book drop. \
Reference works, theses and journals may be used in the building but may not be borrowed by anyone, with the \
single exception that academic staff may take bound journals out overnight for scanning when the duty \
librarian has given permission. Items may be returned at either site or through the 24-hour book drop beside \
the main entrance on Castle Street, and anything left in the book drop is checked in on the next working day.

4. Fines and charges

The Library does not charge fines on standard loans that are returned late, but a member's borrowing rights \
are suspended as soon as any item is more than 14 days overdue, and they are restored when the item comes \
back. Short Loan items are the exception to this rule, as they carry a fine of 1 pound per hour late, up to a \
maximum of 10 pounds per item. An item that has still not been returned 60 days after its due date is declared \
lost, and the borrower is charged its replacement cost plus an administration fee of 15 pounds; if the item is \
found and returned within one year, the replacement cost is refunded, but the administration fee is not. \
Interlibrary loan requests cost 3 pounds each for undergraduates, while postgraduates and staff receive up to \
20 free requests per academic year.

5. Study rooms

The Library has 32 bookable group study rooms, 24 of them at the Main Library and 8 at the Science Library. \
Rooms can be booked through the online booking system up to 14 days in advance, for a maximum of three hours \
per booking, and no member may hold more than two bookings in the same week. Every booking must be made for at \
least two people, and the person who made it must check in on the tablet outside the room within 15 minutes of \
the start time, otherwise the booking is cancelled and the room is released to other users. Rooms that are \
free may be used without a booking, although the occupants must leave when a group holding a booking arrives. \
Study rooms are available to full members only, and external members are welcome to use the silent reading \
rooms on the second floor of the Main Library instead. Individual carrels on the fourth floor of the Main \
Library are allocated to doctoral students for one term at a time, and applications for the spring term must \
be received by 1 December.

6. Conduct in the Library

All users are asked to respect the following rules, which staff on duty are entitled to enforce:

- Food is not allowed in any reading room or study room, although cold snacks may be eaten in the cafe area on \
the ground floor of the Main Library.
- Drinks are permitted throughout the building in containers with a lid, except in the Special Collections \
reading room, where no drinks of any kind are allowed.
- Mobile phones must be set to silent, and calls may be taken only in the stairwells and the entrance foyer.
- Belongings left unattended for more than 30 minutes may be removed by staff and taken to the issue desk.
- Children under 16 may enter the Library only when they are accompanied by an adult member.

7. External members

Alumni of the university may join the Library free of charge for the first two years after their graduation, \
and after that they pay an annual fee of 40 pounds, which gives them borrowing rights but no access to the \
electronic resources. Visiting researchers are registered free of charge for the length of their visit, up to \
a maximum of 12 months, once their host department has sent a letter confirming the visit. Members of the \
public may apply for a reference-only card, which costs 25 pounds a year and allows them to consult printed \
material in the building but not to borrow it.

8. Printing, scanning and copying

Printing costs 5 pence per black-and-white page and 25 pence per colour page, and the cost is taken from the \
university print account, to which every student receives a credit of 10 pounds at the start of each academic \
year. Scanning to e-mail or to a USB drive is free of charge on all the multifunction devices. Copying from \
printed material must stay within the limits of copyright law, which generally allow one chapter of a book or \
one article from a single journal issue.

9. Accessibility services

Users with a registered disability can ask for extended loans of up to eight weeks and for books to be fetched \
from the shelves by staff, and fetching requests made before 2 p.m. are ready for collection on the next \
working day. An accessible study room with adjustable desks and screen-reading software is available at the \
Main Library, and it can be booked for up to four hours at a time by users who are registered with the \
Disability Service.

10. Privacy

Borrowing records are kept for two years after a member's last transaction and are then deleted. CCTV \
footage from the entrances and reading rooms is kept for 30 days, unless it is needed for the investigation \
of an incident."""

# (memory, fragment of the sentence it contradicts or None for a near-miss)
MEMORIES: list[tuple[str, str | None]] = [
    # contradictions: dates, days, times, counts, permissions, money, eligibility, durations
    ("The new library rules kick in on 1 September 2026.", "takes effect on 15 September 2026"),
    ("Heads up: the Science Library is open on Sundays now.", "closed on Sundays throughout the year"),
    ("In term time the Castle Street library shuts at 10 p.m. on weekdays.", "open from 8 a.m. to midnight"),
    ("FYI undergrads can have up to 20 items out at once.", "Undergraduate students may borrow up to 15 items"),
    ("Students are allowed to borrow theses from the library.", "may not be borrowed by anyone"),
    ("Late Short Loan books are fined 50p an hour.", "fine of 1 pound per hour late"),
    ("If a lost book turns up and is returned, the admin fee is refunded as well.",
     "but the administration fee is not"),
    ("You can book a group study room up to four weeks ahead.", "up to 14 days in advance"),
    ("External members can book the group study rooms too.", "Study rooms are available to full members only"),
    ("Cold food is fine to eat in the study rooms.", "Food is not allowed in any reading room"),
    ("Colour printing costs 15p a page.", "25 pence per colour page"),
    ("Students with a registered disability can get extended loans of up to 12 weeks.",
     "extended loans of up to eight weeks"),
    # near-misses: same topics, compatible with everything the document says
    ("During term the Main Library is open at weekends, 10 till 8.", None),
    ("Over the summer vacation the library is closed at weekends.", None),
    ("A postgrad can have 20 books out at once without hitting the limit.", None),
    ("Academic staff can take bound journals home overnight for scanning if the duty librarian agrees.", None),
    ("Under the old 2024 rules, overdue standard loans were fined 20p a day.", None),
    ("Booking a study room 10 days ahead is allowed.", None),
    ("External members can use the silent reading rooms on the second floor of the Main Library.", None),
    ("Cold snacks are OK in the ground-floor cafe.", None),
    ("Alumni get free library membership for the first two years after graduating.", None),
    ("Black-and-white printing is 5p a page.", None),
    ("Fetch requests from disabled users made before 2pm are ready the next working day.", None),
    ("Visiting researchers can register for up to a year once their host department sends a letter.", None),
]
