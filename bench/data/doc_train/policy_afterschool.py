"""Terms and conditions of a primary school's breakfast and after-school club; written blind."""
from __future__ import annotations

POLICY = """\
HOLLINSFORD CHURCH OF ENGLAND PRIMARY SCHOOL
KESTRELS BREAKFAST AND AFTER-SCHOOL CLUB: TERMS AND CONDITIONS FOR PARENTS AND CARERS

Effective from 1 September 2025. These terms replace all previous versions and apply to every \
booking made for the 2025-26 academic year.

1. About the Club and definitions

Kestrels Breakfast and After-School Club (the "Club") is run by the Governing Body of Hollinsford \
Church of England Primary School, Wexcombe Lane, Hollinsford, MR7 4QT (the "School") and is \
registered with Ofsted on the Early Years Register and both parts of the Childcare Register under \
registration number EY581204. In these terms, "Parent" means any person with parental responsibility \
for a child or any carer who has signed the registration form, "Session" means a single breakfast \
session or a single after-school session, "Club Manager" means Mrs Dawn Pickering or any person \
acting in her place, and "Term" means one of the six half-terms set out in the School calendar.

The Club is open to children on the School roll from Reception to Year 6, and children in the \
School's Nursery class may attend the breakfast session only, provided that they are aged 3 or over \
and are walked to the Nursery by a member of Club staff at 8.40am. Children from other schools \
cannot be admitted to term-time Sessions, except that brothers and sisters aged 4 to 11 who attend \
St Aldhelm's Primary in Lower Fenwick may use the holiday club described in section 10.

2. Opening hours

The breakfast session runs from 7.30am to 8.45am on every day that the School is open to pupils, and \
children must arrive no later than 8.15am if they wish to have breakfast, although they may still be \
dropped off until 8.35am. The after-school session runs from 3.15pm to 6.00pm from Monday to \
Thursday and from 3.15pm to 5.30pm on Fridays, and Parents may choose either the short session \
ending at 4.45pm or the full session ending at the closing time for that day.

The Club is closed on INSET days, on bank holidays and on the final day of each Term, when the \
School finishes at 1.30pm, unless the Club Manager has given at least 14 days' written notice that \
it will open. Where the School has to close at short notice because of severe weather, heating \
failure or any other emergency, the Club will also close, and fees for the Sessions affected will be \
refunded in accordance with section 5 where the closure lasts for more than one day.

3. Registration

Before a child can attend any Session, a Parent must complete the online registration form on the \
ParentPay portal, including details of at least two emergency contacts aged 18 or over, any medical \
conditions, allergies and dietary requirements, and the names of every adult authorised to collect \
the child. A one-off registration fee of £15 per family is charged when the first child is \
registered and is not refundable, but no further registration fee is payable for younger brothers or \
sisters who join later.

Parents must tell the Club Manager in writing within 7 days of any change to contact details, \
medical information or collection arrangements, and changes to the list of authorised collectors \
will take effect only once they have been confirmed by email from the Club office. Children will not \
be admitted to a Session if their registration form is incomplete or if any medication they need, \
such as an inhaler or adrenaline auto-injector, has not been handed to the Club in its original \
packaging.

4. Fees

The fee for a breakfast session is £5.50 per child, which includes breakfast, and the fee for an \
after-school session is £9.00 for the short session or £14.50 for the full session, each including a \
snack. Children who are eligible for the Pupil Premium receive a 50% reduction on up to three \
breakfast sessions per week, and this reduction cannot be combined with the sibling discount in \
section 7.

Ad hoc Sessions booked with less than 7 days' notice are charged at a premium rate of £6.50 for \
breakfast and £16.00 for a full after-school session, subject to availability. Fees are reviewed \
each year and any increase will be notified to Parents at least 6 weeks before it takes effect, \
which will normally be on 1 September.

Parents may pay using Tax-Free Childcare or childcare vouchers from an approved provider, and the \
Club will provide receipts for Universal Credit childcare claims on request, but the Club does not \
accept cash or cheques at any time.

5. Booking, payment and cancellation

Regular Sessions must be booked for a whole Term through ParentPay no later than the Friday two \
weeks before the Term begins, and places are allocated in the order in which complete bookings are \
received, except that priority is given to children who attended regularly during the previous Term. \
Payment for a Term's regular Sessions is due in full before the first day of that Term, or Parents \
may choose to pay in two equal instalments, the second of which must be paid by the end of the third \
week of the Term.

A booked Session may be cancelled without charge by giving at least 48 hours' notice through \
ParentPay, but Sessions cancelled with less notice, and Sessions not attended, will be charged in \
full unless the child is absent from School because of illness and a Parent has reported the absence \
to the School office by 9.30am on the first day. Refunds for Sessions cancelled by the Club, \
including under section 2, are credited to the Parent's ParentPay account within 14 days and are not \
paid in cash.

If any fees remain unpaid 10 days after the due date, the Club Manager will send a reminder, and if \
the debt is not cleared within a further 14 days the child's place may be withdrawn until the \
account is settled in full. A Parent who is having difficulty paying should speak to the School \
Business Manager, Mr Alan Crewe, in confidence, and a payment plan of up to 3 months may be agreed \
at his discretion.

6. Arrival and collection

Children attending the breakfast session must be brought to the Club entrance by the side gate on \
Wexcombe Lane and signed in by the adult who brings them, and no child may be left at the gate or \
sent into the building alone. At the end of the breakfast session Club staff take children in \
Reception and Year 1 to their classrooms, while children in Years 2 to 6 are taken to the main \
playground at 8.45am.

Children booked into an after-school session are collected from their classrooms by Club staff at \
3.15pm, and a child who is not booked will not be taken to the Club unless a Parent has telephoned \
the Club mobile on 07700 900418 before 2.00pm that day. Children may only be collected by a person \
aged 16 or over who is named on the registration form, and if someone else needs to collect the \
child a Parent must give the Club that person's name and a password in advance. Children in Year 6 \
may walk home alone from the after-school session only if a Parent has signed the independent travel \
consent form and the child leaves no later than 5.00pm.

7. Sibling discount

Where two or more children from the same household attend the Club during the same Term, a discount \
of 10% is applied to the fees of the second child and a discount of 15% to the fees of the third and \
each subsequent child, with the eldest child always paying the full rate. The sibling discount \
applies only to regular Sessions booked for a whole Term and does not apply to ad hoc Sessions, the \
holiday club or the registration fee.

8. Late collection

Parents must collect their children by the closing time of the Session they have booked, and if a \
Parent knows they will be late they must telephone the Club mobile as soon as possible. A late \
collection charge of £10 is made for any part of the first 15 minutes after closing time, and a \
further £5 for each additional 10 minutes or part of 10 minutes, and the charge is payable within 7 \
days through ParentPay.

If a child has not been collected 30 minutes after closing time and staff have been unable to reach \
the Parent or any emergency contact, the Club Manager will contact Marrowshire Children's Services \
and, where necessary, the police, in accordance with the School's safeguarding policy. Where a child \
is collected late on three or more occasions in any one Term, the School may withdraw the child's \
place for the rest of that Term, and late collection charges will still be payable.

9. Food, snacks and allergies

Breakfast is served from 7.30am until 8.15am and consists of a choice of cereal, toast, fruit, \
yoghurt, milk or water, and on Wednesdays a hot option of beans or scrambled egg is also available. \
The after-school snack is served at 3.45pm and may include sandwiches, crackers, vegetable sticks \
and fruit, and a light tea such as pasta or jacket potato is provided at 5.00pm for children booked \
into a full session on Monday to Thursday only.

The Club is a nut-free setting and Parents must not send children with any food containing nuts or \
sesame, and children may not bring sweets, fizzy drinks or their own snacks from home unless their \
dietary needs cannot be met by the Club and this has been agreed in writing by the Club Manager. \
Children may bring a named water bottle, which must contain water only.

10. Holiday club

During the October, February and Easter half-terms and for the first 3 weeks of the summer holidays, \
the Club runs a holiday club from 8.00am to 5.30pm on weekdays at a daily fee of £32, or £20 for a \
half day ending at 12.30pm. Holiday club places must be booked at least 10 days in advance and are \
non-refundable except where the holiday club is cancelled by the School, and children must bring a \
packed lunch on every full day, as no hot lunch is provided.

11. Behaviour, complaints and leaving the Club

Children are expected to follow the Club's behaviour code, which is the same as the School's, and if \
a child's behaviour puts other children or staff at risk, the Club Manager may exclude the child \
from the Club for up to 5 Sessions after discussion with the Headteacher, and fees for excluded \
Sessions will not be refunded. Any complaint about the Club should first be raised with the Club \
Manager, and if it is not resolved within 10 school days it may be escalated in writing to the Chair \
of Governors in accordance with the School's complaints procedure.

A Parent who wishes to give up a regular place permanently must give at least 4 weeks' written \
notice to the Club office, and fees for the notice period are payable whether or not the child \
attends. Places that are given up will be offered to children on the waiting list, and a child who \
leaves the Club and later wishes to rejoin will be placed at the bottom of the waiting list.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('Breakfast club at Hollinsford opens at 7am.', 'The breakfast session runs from 7.30am to 8.45am on every day'),
    ('my sister said the after school club goes on till 6 on fridays too', 'from 3.15pm to 5.30pm on Fridays'),
    ('we didnt pay anything to register Ellie at kestrels club and shes our first kid', 'A one-off registration fee of £15 per family'),
    ('The full after-school session costs £12.50 a day.', '£9.00 for the short session or £14.50 for the full session'),
    ("Tom's mum says pupil premium gets them a quarter off breakfast club.", 'receive a 50% reduction on up to three breakfast sessions per week'),
    ('paid for brekkie club in cash at the office last wk, no probs at all', 'the Club does not accept cash or cheques at any time'),
    ('u can cancel a club session free as long as its 24 hrs before', "cancelled without charge by giving at least 48 hours' notice"),
    ("Priya's 14-year-old son is on the form and picks her daughter up from after-school club.", 'Children may only be collected by a person aged 16 or over'),
    ('Year 6 kids can walk home from club alone, no form needed if they leave by 5.', 'only if a Parent has signed the independent travel consent form'),
    ('The second child gets 20% off the club fees.', 'a discount of 10% is applied to the fees of the second child'),
    ('late pickup at kestrels is £15 for the first quarter hour ngl', 'A late collection charge of £10 is made for any part of the first 15 minutes'),
    ("My neighbour's little one from the Nursery class goes to after-school club every day.", "children in the School's Nursery class may attend the breakfast session only"),
    ('the hot brekkie option (beans or eggs) is on mondays', 'and on Wednesdays a hot option of beans or scrambled egg'),
    ('Jamal says full-session kids get pasta tea at 5 on Fridays as well.', 'children booked into a full session on Monday to Thursday only'),
    ('Holiday club at the school is £28 for a full day.', 'at a daily fee of £32, or £20 for a half day'),
    ("Marcus reckons two weeks' notice is enough to give up a regular club place.", "must give at least 4 weeks' written notice to the Club office"),
    # near-misses
    ('Breakfast club opens at half past seven.', None),
    ('dropped my lad at brekkie club at 8.30 last wk, too late for food but they still took him', None),
    ('We paid no registration fee for our youngest because her brother was already signed up.', None),
    ('Short after-school session finishes at quarter to five and costs nine quid.', None),
    ('Jess pays for after-school club with Tax-Free Childcare.', None),
    ('cancelled thursdays club on the monday thru parentpay, no charge lol', None),
    ("Leo was off sick, we rang the school office at 9, so his missed club session wasn't charged.", None),
    ("My 17-year-old nephew, who's on the form, collects Amira from after-school club.", None),
    ("Ollie's in Year 6 and walks home from club at 4.45, we signed the consent form.", None),
    ('Our eldest pays full whack at club and his little sister gets 10 per cent off.', None),
    ('my third kid gets 15% off at kestrels tbh its a big help', None),
    ('was 10 mins late picking up, got charged a tenner', None),
    ("Hannah's boy from the Nursery class goes to breakfast club and staff walk him over.", None),
    ("There's beans or scrambled egg at breakfast club on a Wednesday.", None),
    ('Holiday club half day is twenty quid and finishes at half twelve.', None),
    ("Dev's kids take a packed lunch to holiday club because there's no hot lunch.", None),
]
