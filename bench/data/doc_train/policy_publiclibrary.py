"""Membership and lending rules of a county public library service; written blind."""
from __future__ import annotations

POLICY = """\
AMBERSHIRE COUNTY COUNCIL LIBRARY SERVICE
MEMBERSHIP AND LENDING RULES

Effective from 1 April 2025. These rules apply at all 23 branch libraries, the two mobile libraries \
and the online library, and replace the rules dated 1 April 2022.

1. Introduction and definitions

These rules set out the terms on which Ambershire County Council (the "Council") provides library \
membership and lends items from its collections. In these rules, "Member" means any person who holds \
a valid Ambershire library card, "Adult Member" means a Member aged 16 or over, "Child Member" means \
a Member aged under 16, "Item" means any book, audiobook, DVD, magazine, music score or other \
material that may be borrowed, and "Branch" means any static or mobile library run by the Council. \
The Council may change these rules at any time, but will display any change in every Branch and on \
the library website for at least 28 days before it takes effect, except where the change is required \
by law.

2. Joining the library

Membership is free to anyone who lives, works or studies in Ambershire, and to anyone who lives in a \
neighbouring county that has a reciprocal arrangement with the Council, namely Corringham and West \
Tealby. To join as an Adult Member you must show one document proving your name and one proving your \
current address dated within the last 3 months, such as a utility bill, bank statement or council \
tax bill, although a single photographic document showing both, such as a driving licence, is \
acceptable. You may register online and use e-books, e-audiobooks and e-magazines immediately, but \
you must visit a Branch with proof of address within 30 days to borrow physical Items, or your \
online membership will expire.

Your library card remains the property of the Council, is for your use only and must not be lent to \
anyone else. A first card is issued free of charge, but a replacement card costs £2.50 for an Adult \
Member and £1.00 for a Child Member, unless the card was stolen and you can give a police crime \
reference number, in which case the replacement is free. Memberships that have not been used for 3 \
years will be closed, and personal data will then be deleted in accordance with section 11.

3. Children's and young people's cards

Children may join from birth, and a parent or guardian aged 18 or over must sign the application \
form and show proof of their own address on behalf of any child under 12. Young people aged 12 to 15 \
may join without a parent being present provided that a parent or guardian has signed the consent \
section of the online form, and the parent or guardian who signed remains responsible for any \
charges incurred on the child's card until the child reaches 16.

Child Members pay no overdue charges on any Item borrowed on their card, but they will be asked to \
pay the replacement cost of an Item that is lost or badly damaged in accordance with section 7. A \
Child Member may borrow up to 12 Items at a time, of which no more than 2 may be DVDs, and DVDs with \
a BBFC rating of 12 or above will be issued on a child's card only if a parent or guardian has \
ticked the film permission box on the form. Children under 8 must be accompanied by a responsible \
person aged 14 or over at all times while in a Branch.

4. Borrowing and loan periods

An Adult Member may have up to 20 Items on loan at a time across all Branches, of which no more than \
5 may be DVDs and no more than 4 may be music scores. Books, audiobooks and music scores are lent \
for 3 weeks, DVDs for 1 week and magazines for 2 weeks, except that the current issue of any \
magazine is for reference only and may not be borrowed. E-books and e-audiobooks are lent for 21 \
days and are returned automatically at the end of the loan period, and a Member may have up to 10 \
e-books on loan at once.

Items borrowed from any Branch may be returned to any other Branch or to either mobile library, but \
Items borrowed through the inter-library loan service under section 6 must be returned to the Branch \
where they were collected. Items may be returned outside opening hours using the returns box at \
Kelbrook, Ashworth Green and Tealby Cross Branches only, and any Item placed in a returns box is \
treated as returned on the next day that the Branch is open.

Members who are housebound may use the Home Library Service, under which a volunteer delivers Items \
every 4 weeks, and loans made through this service are for 6 weeks and are free of overdue charges.

5. Renewals

Items may be renewed up to 3 times online, by telephone on 0300 555 0147 or in person at any Branch, \
provided that no other Member has reserved the Item, and each renewal extends the loan by the \
original loan period from the date of renewal. DVDs may be renewed only once, and e-books cannot be \
renewed but may be borrowed again once the loan has ended if no other Member is waiting for them. We \
will send a courtesy email 3 days before each Item is due back, provided that we hold a valid email \
address for you, but failure to receive this email does not excuse any overdue charge.

Items that are overdue by more than 28 days cannot be renewed and must be returned to a Branch, and \
any charges owed on them must be paid before the Member may borrow again if the total owed is £10 or \
more.

6. Reservations

Adult Members may reserve any Item in the Council's catalogue for a fee of 80p per Item, which is \
charged when the reservation is placed and is not refunded if the Item is not collected, while \
reservations made by Child Members and reservations for Items in the Council's large-print \
collection are free. A Member may have no more than 15 reservations active at any time. When a \
reserved Item is ready, we will notify you by email or text and hold the Item at your chosen \
collection Branch for 7 days, after which it will be passed to the next Member or returned to the \
shelf.

Items that are not held by any Branch may be requested from another library authority through the \
inter-library loan service for £6.00 per request, or £12.00 for a request from the British Library, \
and these Items may be borrowed for the period set by the lending library, which is usually 3 weeks, \
and cannot be renewed more than once.

7. Overdue charges and lost or damaged items

Adult Members are charged 25p per Item for each day that the library is open that a book or \
audiobook is overdue, up to a maximum of £6.00 per Item, and £1.00 per day for a DVD, up to a \
maximum of £8.00 per DVD. No overdue charges are made on the accounts of Members aged 60 or over, on \
Items borrowed by Members registered with the Home Library Service, or for any day on which the \
Branch was closed.

We will send a reminder by email when an Item is 7 days overdue and a second reminder at 21 days, \
and if an Item has not been returned 42 days after the due date it will be treated as lost and you \
will be invoiced for its replacement cost plus an administration fee of £3.00. If you later return \
the Item in good condition within 6 months of the invoice, the replacement cost will be refunded but \
the administration fee will not.

A Member who damages an Item, including by water, pets, writing or torn pages, must pay its full \
replacement cost, and the Council's decision as to whether an Item is damaged is final, subject to \
the complaints procedure in section 11.

8. Public computers and Wi-Fi

Every Member may use the public computers free of charge for up to 2 hours per day, which may be \
booked up to 7 days in advance online or at any Branch, and visitors who are not Members may buy a \
guest pass for £2.00 per hour. A booked session will be released to another user if you have not \
logged on within 10 minutes of the start time. Child Members under 12 may use the computers only in \
the children's area and only while a parent or carer is with them.

Free Wi-Fi is available in every Branch without a time limit, but the Council filters internet \
access, and users must not access, download or display material that is illegal, obscene or likely \
to offend others, or use the service for any commercial purpose, in accordance with the Acceptable \
Use Policy displayed beside each computer.

9. Printing, copying and other services

Printing and photocopying cost 15p per A4 black-and-white page and 60p per A4 colour page, and A3 \
pages are charged at double the A4 price. Scanning to email or to a USB stick is free. Members who \
are jobseekers and can show a letter from Jobcentre Plus dated within the last 3 months may print up \
to 10 black-and-white pages per day free of charge.

Meeting rooms are available to hire at Kelbrook and Ashworth Green Branches from £14.00 per hour for \
community groups and £28.00 per hour for commercial bookings, and must be booked at least 5 working \
days in advance.

10. Conduct in libraries

Members and visitors must behave in a way that does not disturb others, and food is not permitted in \
any Branch except in the cafe at Kelbrook Branch, although covered drinks other than alcohol may be \
consumed anywhere except near the computers. Assistance dogs are welcome in all Branches, but other \
animals are not allowed. Mobile phones must be switched to silent, and calls may be taken only in \
the entrance area.

Staff may ask anyone who behaves in an abusive, threatening or disruptive way to leave immediately, \
and the Council may suspend that person's membership for up to 12 months in accordance with section \
11.

11. Suspension, data and complaints

The Council may suspend a Member's borrowing rights if the Member owes £10 or more, has Items \
overdue by more than 42 days or has broken these rules, and borrowing will be restored once the \
charges are paid or the Items are returned. Personal data is held in accordance with UK data \
protection law and the Council's Library Privacy Notice, your borrowing history is deleted 8 weeks \
after each Item is returned unless you opt in to keep a reading history, and membership records are \
deleted 12 months after a membership is closed.

Complaints should be made first to the Branch manager, and if you are not satisfied you may use the \
Council's corporate complaints procedure, under which we aim to respond within 20 working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You have to actually live in Ambershire to join the library, working there doesn't count.", 'Membership is free to anyone who lives, works or studies in Ambershire'),
    ('used a gas bill from 5 months ago as my proof of address to join the library, was fine', 'one proving your current address dated within the last 3 months'),
    ('My 10-year-old joined the library by herself, no parent had to sign anything.', 'must sign the application form and show proof of their own address'),
    ('kids get fined for late books too, my son owed 50p last wk', 'Child Members pay no overdue charges on any Item borrowed on their card'),
    ('Adults can have up to 30 items out at once at the county library.', 'An Adult Member may have up to 20 Items on loan at a time'),
    ("Library DVDs are a fortnight's loan.", 'Books, audiobooks and music scores are lent for 3 weeks, DVDs for 1 week'),
    ('my mum borrowed this months issue of Country Life from Kelbrook library', 'the current issue of any magazine is for reference only'),
    ('Grace says every branch has an out-of-hours returns box now.', 'using the returns box at Kelbrook, Ashworth Green and Tealby Cross Branches only'),
    ('You can renew a library book up to five times online.', 'Items may be renewed up to 3 times online'),
    ('reserving a book costs a quid for adults', 'for a fee of 80p per Item'),
    ('Reserved books are kept for you at the branch for two weeks.', 'hold the Item at your chosen collection Branch for 7 days'),
    ('adult late fine is 50p a day per book ugh', 'Adult Members are charged 25p per Item for each day'),
    ('My gran is 72 and she still gets overdue charges on her library books.', 'No overdue charges are made on the accounts of Members aged 60 or over'),
    ('Members only get an hour a day free on the library computers.', 'free of charge for up to 2 hours per day'),
    ('colour printing at the library is 40p a page tbh', '15p per A4 black-and-white page and 60p per A4 colour page'),
    ('Keisha says you can eat your sandwiches at the tables in Tealby Cross library.', 'food is not permitted in any Branch except in the cafe at Kelbrook Branch'),
    # near-misses
    ('I live outside Ambershire but work there, and I got a free library card.', None),
    ('just used my driving licence on its own to join the library, no bill needed', None),
    ('My stolen library card was replaced for free because I had a crime reference number.', None),
    ("my 13 yr old joined the library without me, i'd signed the consent bit online", None),
    ("Daughter is 9 and doesn't pay late fees on her library books.", None),
    ('Got 18 books out at once from the library, no issue.', None),
    ('Library books are due back after 21 days.', None),
    ('Returned a book I borrowed at Kelbrook to the mobile library van.', None),
    ('Dad renewed his DVD once over the phone.', None),
    ("Reserving large print books doesn't cost anything.", None),
    ('My nan is housebound; a volunteer brings her library books and she gets six weeks with them.', None),
    ("Tariq says the max late charge on an adult's book is six pounds.", None),
    ('booked a library computer 5 days ahead, easy', None),
    ('The library Wi-Fi has no time limit.', None),
    ('Scanning my documents to a USB stick at the library cost nothing.', None),
    ('Ravi drank his coffee with a lid on at the library, away from the PCs.', None),
]
