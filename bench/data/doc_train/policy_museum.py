"""Visitor regulations and ticketing conditions of a UK art and industry museum; written blind."""
from __future__ import annotations

POLICY = """\
ALDERMOOR MUSEUM OF ART AND INDUSTRY
VISITOR REGULATIONS AND TICKETING CONDITIONS

Effective from 1 April 2025

1. Introduction and definitions

These Visitor Regulations ("the Regulations") apply to every person who enters the Aldermoor Museum \
of Art and Industry, Wharf Street, Kestlebridge ("the Museum"), including the Courtyard, the \
Riverside Galleries, the Learning Centre and the Museum Cafe, and they form part of the conditions \
on which any ticket is issued by the Aldermoor Museums Trust ("the Trust"). In these Regulations a \
"Visitor" means any person admitted to the Museum, a "Child" means a person aged under 16, a "Young \
Person" means a person aged 16 to 24 inclusive, a "Group" means 10 or more Visitors who book and \
arrive together, and a "Paid Exhibition" means any temporary exhibition for which a separate ticket \
is required under section 6. By entering the Museum you agree to follow these Regulations and any \
reasonable instruction given by a member of the Visitor Services team, who may refuse entry to, or \
ask to leave, any person who does not comply, without refund except where section 9 provides \
otherwise.

2. Opening hours

The Museum is open from 10am to 5pm Tuesday to Sunday, with last entry to the galleries 45 minutes \
before closing, and is closed on Mondays except on bank holiday Mondays, when it opens from 10am to \
4pm. On the first Thursday of every month the Museum stays open late until 9pm, provided that the \
late opening does not fall within the period from 20 December to 3 January, and on those evenings \
the Riverside Galleries close at 8.30pm to allow the building to be cleared. The Museum is closed on \
24, 25 and 26 December and on 1 January, and the Trust may close individual galleries at short \
notice for maintenance, filming or security reasons, in which case notice will be posted on the \
Trust's website by 9am on the day where practicable. The Museum Cafe opens 30 minutes before the \
galleries and closes at 4.30pm, and the shop closes at the same time as the galleries.

3. General admission and free entry

General admission to the permanent collection costs £8.50 for adults and £6 for concessions, which \
means Visitors aged 65 or over, full-time students holding a valid student card and Young Persons, \
and a general admission ticket may be converted into an Annual Ticket at the admissions desk within \
30 days of the visit by paying the difference. The following Visitors are admitted to the permanent \
collection free of charge: Children, provided that every Child under 12 is accompanied by an adult \
aged 18 or over; residents of the Borough of Kestlebridge who present proof of address dated within \
the last 3 months; holders of a valid Aldermoor Friends membership card; and one essential companion \
or carer accompanying a disabled Visitor, whose own ticket is charged at the concession rate. An \
adult may supervise no more than 4 Children at any one time, except in the case of a Group booked \
under section 7, where the ratios in that section apply instead. Free entry under this section does \
not include admission to any Paid Exhibition, which is charged in accordance with section 6, other \
than for Friends, who are entitled to free entry to Paid Exhibitions for themselves and one guest.

4. Annual Tickets and Friends membership

An Annual Ticket costs £22 and allows unlimited admission to the permanent collection for 12 months \
from the date of purchase, but it is personal to the named holder, may not be lent or transferred, \
and must be shown together with photographic identification if requested. Aldermoor Friends \
membership costs £45 a year for an individual or £70 a year for a joint membership covering two \
adults at the same address, and in addition to the benefits in section 3 it entitles members to a \
10% discount in the shop and a 15% discount in the Museum Cafe, provided that the discounts are not \
used in conjunction with any other offer. Friends may book Paid Exhibition tickets up to 7 days \
before they go on general sale, and a lost membership card can be replaced once in any membership \
year free of charge, after which a fee of £5 is payable for each replacement.

5. Photography, filming and behaviour in the galleries

Visitors may take photographs and short video clips in the permanent collection galleries for \
personal, non-commercial use, provided that no flash, tripod, monopod, selfie stick or lighting \
equipment is used, and photography of any kind is not permitted in Paid Exhibitions unless a sign at \
the entrance to that exhibition states otherwise. Commercial photography, filming for broadcast and \
any use of drones anywhere on Museum premises, including the Courtyard, require prior written \
permission from the Trust's Communications Office, which must be applied for at least 10 working \
days in advance and may be subject to a location fee of £150 per hour. Sketching with dry media such \
as pencil, crayon or charcoal is welcome in all galleries, but wet media including paint, ink and \
markers may only be used in the Learning Centre, and easels are permitted only in the Great Hall on \
Wednesday mornings before 12 noon. Visitors must not touch any object on display unless a label \
states that it may be handled, must keep at least 50 centimetres away from unglazed paintings, and \
must not eat or drink anywhere in the galleries, other than bottled water in a sealed bottle, which \
may be carried but not opened. Children under 8 must be kept within sight of their supervising adult \
at all times, and running, climbing on plinths or sitting on display furniture is not permitted.

6. Exhibition tickets

Tickets for Paid Exhibitions are sold for timed entry slots every 30 minutes and cost £14 for \
adults, £11 for concessions and £4 for Children aged 6 to 15, with Children aged 5 or under admitted \
free, and Visitors arriving more than 20 minutes after the start of their slot may be admitted only \
if space allows. Tickets bought online carry a booking fee of £1 per transaction, whereas tickets \
bought in person at the admissions desk carry no booking fee but are subject to availability on the \
day. A Visitor may buy no more than 8 Paid Exhibition tickets in a single transaction unless booking \
as a Group under section 7. Once inside a Paid Exhibition a Visitor may stay for as long as they \
wish until the exhibition closes for the day, but re-entry on the same ticket is not permitted. \
Exhibition tickets may be exchanged for a different slot on the same or another day free of charge \
up to 48 hours before the original slot, and an exchange made later than that is charged at £2 per \
ticket, subject to availability.

7. Groups and school visits

Every Group must book at least 14 days in advance through the Learning and Groups Office, either by \
telephone on 01632 960418 or by email, and Groups of adults receive a discount of 20% on Paid \
Exhibition tickets provided that payment is made in one transaction no later than 7 days before the \
visit. One group leader is admitted free of charge to Paid Exhibitions for every 10 paying Visitors \
in an adult Group. School and college groups visit the permanent collection free of charge and must \
be supervised at a ratio of at least one adult to every 6 pupils in Key Stage 1, one adult to every \
10 pupils in Key Stages 2 and 3, and one adult to every 15 students aged 14 or over, and teachers \
and other supervising adults remain responsible for the behaviour of their pupils at all times. A \
maximum of 30 pupils may be in any single gallery at once, and schools arriving more than 30 minutes \
late may have their booked workshop shortened or cancelled without refund. Lunch space in the \
Learning Centre can be booked for school groups between 11.30am and 1.30pm for a maximum of 45 \
minutes per group, and packed lunches must not be eaten anywhere else in the building, although they \
may be eaten in the Courtyard when the weather permits.

8. Bags, cloakroom and prohibited items

Bags larger than 40cm by 30cm by 20cm, including large rucksacks, suitcases and large shopping bags, \
are not permitted in the galleries and must be left in the cloakroom or in the lockers on the lower \
ground floor, and rucksacks of any size must be carried on the front or by hand while in the \
galleries. The cloakroom is free of charge for coats and for bags weighing up to 10kg, while lockers \
require a refundable £1 coin, and items left in the cloakroom must be collected at least 15 minutes \
before the Museum closes. Suitcases and items over 10kg are accepted only if space allows, and the \
Trust may refuse to accept any item without giving a reason. Pushchairs are welcome in all galleries \
except the Clockwork Gallery on the first floor, where they must be parked in the bay provided at \
its entrance, and mobility scooters not wider than 70cm may be used throughout the building. \
Visitors must not bring into the Museum any animal other than an assistance dog, any glass \
container, any aerosol paint or any item that the security team reasonably considers could be used \
to cause damage, and bags may be searched at the entrance.

9. Cancellations, refunds and lost property

General admission and Paid Exhibition tickets are non-refundable except where the Museum or the \
relevant exhibition is closed by the Trust on the day of the visit, in which case a full refund will \
be made to the original payment method within 14 days, or where a Visitor notifies the admissions \
team of a cancellation at least 72 hours before the start of their slot, in which case a refund will \
be made less an administration charge of 10%. Group bookings cancelled fewer than 7 days before the \
visit are not refunded, and Groups who bring fewer Visitors than booked will not receive a refund \
for the difference. Lost property handed in at the Museum is kept for 28 days, after which it may be \
donated to charity or disposed of, except for wallets, keys and bank cards, which are passed to \
Kestlebridge Police after 48 hours.

10. Accessibility

Wheelchairs may be borrowed free of charge from the admissions desk on a first-come, first-served \
basis against a deposit of a driving licence or other photographic identification, and they must be \
returned by 4.45pm on the day of borrowing. Large-print guides are available for every gallery, and \
British Sign Language tours take place on the second Saturday of each month at 2pm, with places \
limited to 12 Visitors and booking required at least 3 days in advance. A quiet hour with reduced \
lighting and sound takes place every Sunday from 10am to 11am, during which Group visits are not \
accepted and the audio points in the galleries are switched off. Accessible parking is available in \
the Wharf Street car park, where 6 bays are reserved for Blue Badge holders, who may park free of \
charge for up to 4 hours.

11. Feedback and complaints

Complaints about a visit should be made in writing to the Visitor Services Manager within 30 days of \
the visit, and the Trust will acknowledge a complaint within 5 working days and aim to send a full \
response within 20 working days. Suggestions may also be left in the comments book at the admissions \
desk. These Regulations may be amended by the Trust from time to time, and the version displayed at \
the admissions desk on the day of a visit shall apply.
"""

MEMORIES: list[tuple[str, str | None]] = [
# contradictions
    ("The Aldermoor museum is shut every Monday, bank holidays included.", "and is closed on Mondays except on bank holiday Mondays"),
    ("first thurs of the month the museum's open till 10 so we're going after work lol", "the first Thursday of every month the Museum stays open late until 9pm"),
    ("My nan says anyone over 60 gets the concession price at the museum.", "which means Visitors aged 65 or over, full-time students holding a valid student card"),
    ("kids under 12 can go round the museum on their own, no grown up needed", "provided that every Child under 12 is accompanied by an adult aged 18 or over"),
    ("Tom reckons one adult can take up to six kids round the museum.", "An adult may supervise no more than 4 Children at any one time"),
    ("The museum's annual ticket costs £30.", "An Annual Ticket costs £22 and allows unlimited admission to the permanent collection"),
    ("gonna lend my annual ticket to my bro next wk since im not using it", "it is personal to the named holder, may not be lent or transferred"),
    ("Gemma told me Friends members get 10% off in the museum cafe.", "a 10% discount in the shop and a 15% discount in the Museum Cafe"),
    ("used flash on the paintings in the permanent galleries tbh, it's allowed for personal pics", "provided that no flash, tripod, monopod, selfie stick or lighting equipment is used"),
    ("Priya's mate got drone permission for the courtyard after asking just three days before.", "which must be applied for at least 10 working days in advance"),
    ("Adult tickets for the paid exhibitions at Aldermoor are £12.", "cost £14 for adults, £11 for concessions and £4 for Children aged 6 to 15"),
    ("u can pop out for a coffee n go back into the exhibition on the same ticket", "but re-entry on the same ticket is not permitted"),
    ("Marcus says groups only need to book the museum a week ahead.", "Every Group must book at least 14 days in advance through the Learning and Groups Office"),
    ("our KS1 class trip to the museum only needs one adult per ten kids", "one adult to every 6 pupils in Key Stage 1"),
    ("the museum cloakroom charges 2 quid a coat ngl", "The cloakroom is free of charge for coats and for bags weighing up to 10kg"),
    ("Dev cancelled his exhibition tickets four days ahead and got every penny back.", "in which case a refund will be made less an administration charge of 10%"),
    # near-misses
    ("The museum opens at ten on bank holiday Mondays.", None),
    ("late thurs opening goes on till 9 but the riverside galleries shut at half 8", None),
    ("My grandad's 67 so he pays the concession rate at Aldermoor.", None),
    ("Kestlebridge residents get into the main collection free if they show a bill from last month.", None),
    ("me plus my 2 kids and their 2 mates, 4 kids with just me, should be fine at the museum", None),
    ("Friends members get into the paid exhibitions free and can bring one guest along.", None),
    ("lost my Friends card for the first time this year, they replaced it for nothing", None),
    ("Sofia did pencil sketches in the galleries and nobody said a word.", None),
    ("had a sealed bottle of water in my bag in the gallery, fine as long as i didnt open it", None),
    ("Under-fives get into the paid exhibitions free.", None),
    ("swapped my exhibition slot 3 days before, didnt cost a thing", None),
    ("Booking the exhibition online adds a pound per order, Leah said.", None),
    ("Our 28 Year 5s can all be in one gallery at the same time.", None),
    ("Raj says small rucksacks are fine in the galleries if you wear them on your front.", None),
    ("Guide dogs are allowed into the museum.", None),
    ("my aunt parks free in a blue badge bay at Wharf Street for up to four hours", None),
]
