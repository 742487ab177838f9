"""Lesson, slope access and equipment hire terms of a fictional dry-slope ski school; written blind."""
from __future__ import annotations

POLICY = """\
HOLLINGBROOK SNOWSPORTS CENTRE
LESSON, SLOPE ACCESS AND EQUIPMENT HIRE TERMS AND CONDITIONS

Effective from 1 September 2024

1. About these terms

These terms apply to every lesson, practice session and equipment hire booked with Hollingbrook Snowsports Centre \
Limited ("the Centre"), which operates the 160-metre main slope, the 45-metre nursery slope and the tubing run at \
Quarry Lane, Hollingbrook, and they form the contract between the Centre and the person making the booking ("the \
Customer"), whether the booking is made online, by telephone or at the reception desk. In these terms a \
"Participant" means any person who will use the slope under a booking, a "Child" means a Participant aged 4 to 15 \
inclusive, and a "Session" means a period of slope time of 60 minutes unless the booking confirmation states otherwise.

By completing a booking the Customer confirms that they have read these terms on behalf of every Participant named in \
the booking and that any Participant aged 16 or 17 has the consent of a parent or guardian, who must sign the \
Centre's participation form at reception before that Participant's first Session.

The reception desk is open from 9am to 10pm Monday to Friday and from 8am to 8pm on Saturdays and Sundays, and the \
slope closes 30 minutes before reception on every day except 24 December, when the whole Centre closes at 4pm.

2. Lessons and groups

Group lessons for adults run for 60 minutes with no more than 8 Participants per instructor, while group lessons for \
Children run for 50 minutes with no more than 6 Participants per instructor, and the Centre will not add a further \
Participant to a group once that limit is reached, even at the request of an existing member of the group.

Children under 4 may not take part in group lessons and may only be taught in a private lesson of 30 minutes, which \
must be booked by telephone and not online, and a parent or guardian of a Child under 8 must remain inside the \
Centre building for the whole of the lesson.

Private lessons are available for 1 or 2 Participants at £62 for 60 minutes or £38 for 30 minutes, and a third \
Participant may join a private lesson for an additional £15 provided that all three Participants are of a similar \
standard in the instructor's judgement.

The Centre groups Participants by ability using its four-stage Learn to Ski scheme, and a Participant who has not \
completed Stage 2 may not book a Stage 3 lesson unless they first pass a free 15-minute assessment with a senior \
instructor, which may be booked on any weekday before 5pm.

3. Prices and payment

An adult group lesson costs £34 and a Child group lesson costs £27, and a course of 4 group lessons booked and paid \
for together costs £118 for an adult or £94 for a Child, with the course to be completed within 10 weeks of the \
first lesson.

Full payment is taken at the time of booking for all lessons and Sessions, except that group bookings of 10 or more \
Participants may pay a deposit of 25% at booking with the balance due no later than 14 days before the first Session.

Practice Sessions on the main slope cost £19 for 60 minutes for an adult or £15 for a Child, and are available only \
to Participants who have completed Stage 4 of the Learn to Ski scheme or who hold a slope competence card issued by \
another British dry or indoor slope within the previous 12 months.

Holders of a Hollingbrook Leisure Card receive 10% off lessons and practice Sessions but not off equipment hire, \
birthday parties or the tubing run, and the discount cannot be combined with any other offer or voucher.

4. Equipment hire

Skis, boots, poles and a helmet are included in the price of every lesson and practice Session, and there is no \
separate charge for them unless the Participant chooses to hire premium equipment, which costs an additional £8 per \
Session.

Snowboards and snowboard boots are also included for snowboard lessons, but snowboards are available only to \
Participants aged 8 or over and with a boot size of UK 3 or larger.

Gloves are compulsory on every slope at all times and are not provided free of charge, but may be bought from \
reception for £6 a pair, and Participants must wear long sleeves and full-length trousers, as shorts and bare arms \
are not permitted on the slope in any weather.

Helmets must be worn by every Participant under 18 and by every Participant in a lesson, and adults on a practice \
Session who choose not to wear a helmet must sign a waiver at reception before going onto the slope.

Customers who wish to hire equipment for use away from the Centre may do so from Monday to Thursday only, at £25 per \
day or £90 per week for a set of skis, boots and poles, with a refundable deposit of £150 taken by card and \
released within 5 working days of the equipment being returned undamaged.

5. Arrival, late arrival and missed lessons

Participants must arrive at reception at least 30 minutes before the start of their lesson or Session to collect and \
fit their equipment, and the Centre cannot extend a lesson to make up time lost through late arrival.

A Participant who arrives more than 10 minutes after the start of a group lesson will not be allowed to join it, for \
safety reasons, and will be treated as having missed the lesson with no refund or transfer.

6. Cancellations, transfers and refunds

A Customer may cancel a booking and receive a full refund by giving at least 72 hours' notice before the start of \
the lesson or Session, and may transfer it free of charge to another date within 3 months by giving at least 24 \
hours' notice, but no refund or transfer is available with less than 24 hours' notice unless a medical certificate \
is provided within 7 days of the missed lesson.

Transfers can only be made by telephone or at reception, and a booking may be transferred no more than twice, after \
which it cannot be changed again.

If the Centre cancels a lesson because of maintenance, a shortage of instructors, high winds or temperatures above 30 \
degrees Celsius, the Customer may choose either a full refund to the original payment card or a transfer to any \
other date within 6 months, and the Centre will not pay any other costs such as travel or parking.

Where a lesson has to be stopped part of the way through for any of the reasons given above, the Centre will offer \
a transfer to another date if fewer than 30 minutes of the lesson have taken place, but no refund or transfer will \
be given for a lesson that is stopped after 30 minutes or more.

Courses of 4 group lessons are not refundable once the first lesson has taken place, but a lesson from a course that \
is missed through illness may be added on to the end of the course, provided that the Centre is told before the \
lesson starts.

7. Health, safety and conduct

Participants must tell the instructor before the lesson begins about any injury, medical condition or pregnancy that \
may affect their ability to take part, and the instructor may refuse to teach any Participant whom they reasonably \
believe to be at risk.

Participants must not use the slope after drinking alcohol, and alcohol bought at the Centre bar may only be consumed \
in the bar and on the viewing terrace and not in the changing rooms, the hire shop or at the bottom of the slope.

Mobile phones and cameras may be used on the viewing terrace, but filming on the slope is allowed only with a \
helmet-mounted camera and never with a handheld phone or selfie stick, and the Centre may ask any Participant to \
remove a camera at any time.

The Centre's first aiders are on duty during all opening hours, and any accident on the slope, however minor, must be \
reported to reception before the Participant leaves the building on the same day.

8. Children's parties

Birthday parties for Children aged 6 to 14 can be booked for groups of 8 to 16 Children at £21 per Child, which \
includes a 60-minute lesson or tubing session, equipment hire and the use of the party room for 45 minutes \
afterwards, and parties must be booked at least 3 weeks in advance with a non-refundable deposit of £60.

Party food must be ordered from the Centre's cafe no later than 7 days before the party and costs £7.50 per Child, \
and Customers may bring their own birthday cake but no other food or drink into the party room.

9. Tubing run

The tubing run is open to anyone aged 5 or over who is at least 110 centimetres tall, and Sessions on it last 30 \
minutes and cost £12 per person, or £40 for a family ticket covering 2 adults and 2 Children, with no more than 20 \
riders allowed on the run during any one Session.

Riders under 12 must share a tube with an adult on the double tubes unless they are at least 140 centimetres tall, \
and nobody may ride head first, stand up on a tube or link tubes together except under the direction of a member of \
staff.

10. Lockers, lost property and personal belongings

Lockers are available in both changing rooms for a £1 coin, which is returned when the locker is opened, and larger \
lockers suitable for a snowboard bag cost £3 per visit with no refund.

Items left at the Centre are kept for 28 days and are then given to charity, except for bank cards, passports and \
driving licences, which are handed to Hollingbrook police station after 48 hours.

The Centre is not responsible for loss of or damage to personal belongings unless the loss or damage is caused by \
the negligence of the Centre or its staff.

11. Damage to hired equipment

Customers are responsible for hired equipment until it is returned to the hire shop counter, and equipment must not \
be left in the changing rooms or taken into the car park except under a hire for use away from the Centre in \
accordance with section 4.

Equipment that is lost or damaged beyond normal wear will be charged at the repair cost or, if it cannot be \
repaired, at the replacement cost up to a maximum of £300 for skis or a snowboard and £120 for boots, and the Centre \
will send an itemised invoice within 14 days.

12. Complaints and photographs

Complaints should be made in writing to the Centre Manager, Hollingbrook Snowsports Centre, Quarry Lane, \
Hollingbrook, HB4 7QT, or by email, within 30 days of the visit, and the Centre aims to acknowledge them within 3 \
working days and to send a full reply within 21 days.

Photographs taken by Centre staff during lessons may be used on the Centre's website and social media, but no \
photograph of a Child will be used without the written consent of a parent or guardian, which may be withdrawn at \
any time by email.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My lad says the main slope at Hollingbrook stays open right up until 10pm on weeknights.",
     "the slope closes 30 minutes before reception on every day"),
    ("booked my 3yo's half hour private ski lesson online last wk, took 2 mins",
     "must be booked by telephone and not online"),
    ("A private ski lesson for one person costs £55 for the hour.",
     "at £62 for 60 minutes or £38 for 30 minutes"),
    ("Aisha was told the check to skip ahead to Stage 3 costs a tenner with a senior instructor.",
     "first pass a free 15-minute assessment with a senior instructor"),
    ("our works ski trip, 12 of us, only had to put half down when we booked tbh",
     "may pay a deposit of 25% at booking"),
    ("Got 10% off my weekly ski hire for the Alps trip with my Leisure Card.",
     "but not off equipment hire, birthday parties or the tubing run"),
    ("gloves come free with the hire stuff at the dry slope so dont bother bringing any",
     "are not provided free of charge, but may be bought from"),
    ("Tom hired skis from the slope on a Saturday morning to take up to Scotland.",
     "may do so from Monday to Thursday only"),
    ("u only need to get to the ski place about 10 mins before ur lesson, boots are quick",
     "at least 30 minutes before the start of their lesson or Session"),
    ("Priya reckons you can cancel a ski lesson 2 hours before, no reason needed, and still get every penny back.",
     "no refund or transfer is available with less than 24 hours' notice"),
    ("I moved my ski lesson to next month just by emailing them.",
     "Transfers can only be made by telephone or at reception"),
    ("had a beer in the changing room after the lesson, staff saw and didnt care lol",
     "and not in the changing rooms, the hire shop or at the bottom"),
    ("Jess was told a slope birthday party needs a minimum of 10 kids.",
     "can be booked for groups of 8 to 16 Children at £21 per Child"),
    ("The ski centre keeps lost property for three months before giving it away.",
     "Items left at the Centre are kept for 28 days"),
    ("Mark says if u wreck hired skis they can bill u up to 500 quid",
     "up to a maximum of £300 for skis or a snowboard"),
    ("My dad was told complaints to the ski centre have to be in within a week of the visit.",
     "or by email, within 30 days of the visit"),
    # near-misses
    ("The main slope shuts at half nine on weekday evenings.", None),
    ("my 3yo can only have a 30 min private lesson, had to ring up to book it", None),
    ("Private ski lesson for me and my mate together is £62 for the hour.", None),
    ("Aisha's Stage 3 check with a senior instructor was free and took about a quarter of an hour.", None),
    ("our office group of 12 paid a quarter upfront and the rest two weeks before", None),
    ("My Leisure Card knocked 10% off my practice session on the main slope.", None),
    ("bought gloves at reception for six quid, forgot mine again ngl", None),
    ("Tom hired a set of skis for a week for £90 to take away.", None),
    ("Ben says get to the ski centre half an hour early to sort your boots.", None),
    ("Priya cancelled her lesson four days before and got all her money back.", None),
    ("moved my lesson over the phone, thats the 2nd time ive changed it", None),
    ("Had a pint on the viewing terrace after my lesson.", None),
    ("Jess booked her daughter's 9th birthday party for 12 kids three weeks in advance.", None),
    ("lost my passport at the slope, after 2 days they gave it to the police station", None),
    ("Marcus filmed his runs with a camera on his helmet and nobody said anything.", None),
    ("they billed my brother £120 for the hire boots he lost", None),
]
