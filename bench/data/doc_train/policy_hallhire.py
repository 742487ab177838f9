"""A community centre's room hire terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENFIELD COMMUNITY CENTRE
TERMS AND CONDITIONS OF ROOM HIRE

Effective from 1 January 2025, issued by the Brackenfield Community Association (registered \
charity), Orchard Way, Brackenfield

1. Definitions and the rooms available

In these terms, "the Association" means the Brackenfield Community Association, which manages the \
Centre, "the Hirer" means the person who signs the booking form and who must be aged 21 or over, and \
"the Centre Manager" means the person appointed by the Association to take bookings and manage the \
building. The rooms available for hire are the Main Hall, which may hold up to 150 people standing, \
120 seated in rows or 90 seated at tables, the Garden Room, which may hold up to 40 people, and the \
Meeting Room, which may hold up to 12 people. The kitchen may be hired only together with the Main \
Hall or the Garden Room and may not be booked on its own.

2. Hire charges

The Main Hall costs £32 per hour between 8am and 6pm on weekdays and £44 per hour after 6pm on \
weekdays and at any time on Saturdays and Sundays. The Garden Room costs £18 per hour at all times \
and the Meeting Room costs £11 per hour at all times, and use of the kitchen is charged at a flat \
rate of £20 per booking. The minimum booking is 2 hours, except on Saturdays, when the minimum \
booking for the Main Hall is 4 hours. Registered charities and community groups based in the parish \
of Brackenfield receive a discount of 20% on all hire charges other than the kitchen charge, and \
regular hirers who book the same room on at least 10 occasions in a term receive a discount of 10%, \
but the two discounts may not be combined.

Hire charges include heating, lighting, the use of tables and chairs and access to the toilets, and \
the Hirer is responsible for setting out and putting away all tables and chairs within the booked \
time. The projector and screen in the Garden Room may be used free of charge, but the sound system \
in the Main Hall costs £15 per booking.

3. Making a booking

Bookings may be made up to 12 months in advance by telephone, by email or in person at the Centre \
office, which is open from 9.30am to 1pm, Monday to Friday. A provisional booking will be held for 7 \
days, and will be released automatically unless the signed booking form and the deposit under \
section 4 have been received by the Centre Manager within that time. The full hire charge must be \
paid no later than 28 days before the date of the hire, and a booking made less than 28 days before \
the date of the hire must be paid in full at the time of booking. Payment may be made by bank \
transfer, by card at the Centre office or by cheque payable to Brackenfield Community Association, \
and cheques must be received at least 14 days before the hire.

The Association may refuse any booking without giving a reason, and will not accept bookings for \
18th birthday parties or for any event which is open to the public on payment at the door unless the \
Hirer has the written consent of the Centre Manager. The Hirer must be present throughout the hire \
and may not transfer the booking to another person or use the room for any purpose other than the \
one stated on the booking form.

4. Deposits

A refundable damage deposit of £100 is payable for every booking of the Main Hall, and a deposit of \
£250 is payable instead for any private party, including birthday parties, wedding receptions and \
anniversary celebrations, at which alcohol is to be served. No deposit is payable for the Meeting \
Room or for regular hirers under section 2, except where the Centre Manager decides otherwise after \
a previous breach of these terms. The deposit will be returned in full by bank transfer within 14 \
days after the hire, less any amounts deducted for cleaning, damage, late departure or loss of keys \
in accordance with sections 8 and 10. Where the cost of any damage exceeds the deposit, the Hirer \
must pay the balance within 30 days of receiving an invoice from the Association.

5. Hours of use

The Centre may be hired from 8am to 11pm, Monday to Saturday, and from 9am to 10pm on Sundays, and \
the booked time must include all time needed for setting up and clearing away. Amplified music must \
stop by 10.30pm on Fridays and Saturdays and by 10pm on every other day, and all guests must have \
left the building by 11pm, or by 9.45pm on Sundays. The Hirer must leave the Centre locked and \
secure no later than 30 minutes after the end of the booked time, and late departure will be charged \
at £50 for each period of 30 minutes or part of a period, which will be deducted from the deposit. \
Hirers should not arrive before the start of their booked time, since the Centre may be in use by \
another group until then.

The Centre is closed on Christmas Day, Boxing Day and New Year's Day and no bookings will be taken \
for those days, and bookings of the Main Hall on any other bank holiday are charged at the weekend \
rate set out in section 2.

6. Alcohol

The Centre does not hold a premises licence, and alcohol may not be sold on the premises, including \
by way of a ticket price, raffle or cash bar, unless the Hirer has obtained a Temporary Event Notice \
from Fernleigh District Council and given a copy to the Centre Manager at least 10 working days \
before the event. Alcohol may be served free of charge to guests at a private party without a \
Temporary Event Notice, provided that the Hirer has stated this on the booking form and paid the \
higher deposit under section 4. Alcohol must not be served to anyone under 18, must not be served at \
any children's party, and must not be brought into the Garden Room or the car park at any time. All \
alcohol service must end 30 minutes before the end of the booking.

7. Capacity, safety and supervision

The Hirer must ensure that the number of people in any room never exceeds the maximum stated in \
section 1, and must appoint at least one adult, who may be the Hirer, to act as fire marshal \
throughout the hire and to check that all fire exits are kept clear. The Hirer must read the fire \
procedure displayed in the entrance lobby and must show guests the exits at the start of any event \
attended by more than 30 people. At any event for children under 16 there must be at least one adult \
for every 10 children present, and children must not be left in the building without adult \
supervision at any time.

Smoking and vaping are not permitted anywhere in the building or within 5 metres of any entrance. \
Candles, sparklers, smoke machines, confetti and glitter must not be used anywhere in the Centre, \
although birthday cake candles are permitted provided that they are lit only briefly under the \
supervision of an adult. Bouncy castles may be used in the Main Hall only, must be no more than 3.5 \
metres in height, and must be supplied by a company that holds public liability insurance of at \
least £5 million.

8. Cleaning and leaving the Centre

The Hirer must leave every room used in the same clean and tidy condition in which it was found, \
which includes sweeping the floors, wiping all tables, cleaning the kitchen surfaces and washing and \
putting away any crockery used. All rubbish, food and decorations must be removed from the premises \
by the Hirer and must not be placed in the Centre's bins, other than recycling, which may be put in \
the blue recycling bins by the side door. Where the Centre Manager decides that additional cleaning \
is needed, a cleaning charge of £45 per hour, with a minimum charge of £45, will be deducted from \
the deposit.

Decorations may be fixed only with the white tack supplied by the Centre, and nails, drawing pins, \
staples and sticky tape must not be used on any wall, door or window. Helium balloons are permitted \
in the Main Hall but must not be released inside the building, since they can set off the smoke \
detectors in the roof space.

9. Insurance, equipment and liability

The Hirer is responsible for any loss or damage to the building or its contents caused during the \
hire, whether by the Hirer, a guest or a contractor. Regular hirers and any Hirer running a class, \
club or business activity must hold public liability insurance of at least £2 million and show a \
copy of the certificate to the Centre Manager before the first booking, although private individuals \
hiring a room for a family party are covered by the Association's own policy. Electrical equipment \
brought into the Centre must have been PAT tested within the last 12 months, and the Association \
accepts no liability for any personal property left in the Centre, which will be kept for 28 days \
and then disposed of.

10. Keys and access

Keys and the alarm code will be issued by the Centre Manager no earlier than 2 working days before \
the hire and must be returned by noon on the next working day after the hire, either in person or by \
posting them through the letterbox of the Centre office. A charge of £75 will be made for the loss \
of any key, to cover the cost of changing the locks, and this charge will be deducted from the \
deposit. The car park has 30 spaces, including 2 disabled spaces, and may not be used for overnight \
parking or for any event held outside the building.

11. Cancellation

A Hirer who cancels a booking more than 28 days before the date of the hire will receive a full \
refund of the hire charge, less an administration fee of £15. A Hirer who cancels between 14 and 28 \
days before the date of the hire will receive a refund of 50% of the hire charge, and a Hirer who \
cancels less than 14 days before the date of the hire will receive no refund, although the deposit \
will be returned in every case. The Association may cancel a booking at any time if the Centre is \
needed for a polling station or for an emergency, or if the building becomes unusable, in which case \
the Hirer will receive a full refund of all sums paid but no compensation.

12. Complaints

Any complaint about the Centre or about a decision made under these terms should be made in writing \
to the Secretary of the Association within 14 days of the hire, and will be considered by the \
management committee, which meets on the second Tuesday of each month.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You only have to be 18 to hire a room at the community centre.",
     "the person who signs the booking form and who must be aged 21 or over"),
    ("Becky says the main hall can seat 130 people at tables for her dinner.",
     "120 seated in rows or 90 seated at tables"),
    ("booked just the kitchen at the centre for my cake business, £20 a go",
     "and may not be booked on its own"),
    ("The main hall costs £38 an hour on weekday daytimes.",
     "The Main Hall costs £32 per hour between 8am and 6pm on weekdays"),
    ("saturday min booking for the big hall is 2 hrs same as any other day",
     "when the minimum booking for the Main Hall is 4 hours"),
    ("Our Brackenfield WI gets a quarter off room hire as a local community group.",
     "receive a discount of 20% on all hire charges other than the kitchen charge"),
    ("A provisional room booking at the centre is held for a fortnight.",
     "A provisional booking will be held for 7 days"),
    ("Gemma says the deposit for a birthday party with drinks is just £100.",
     "and a deposit of £250 is payable instead for any private party"),
    ("getting ur deposit back from the community centre takes like 6 weeks apparently",
     "will be returned in full by bank transfer within 14 days after the hire"),
    ("Music at the community centre can go on until 11pm on Saturdays.",
     "Amplified music must stop by 10.30pm on Fridays and Saturdays"),
    ("Sunil ran a cash bar at his party in the hall with no licence or event notice, all fine.",
     "alcohol may not be sold on the premises, including by way of a ticket price"),
    ("kids party at the hall sat, 2 adults for 30 kids is plenty they said",
     "there must be at least one adult for every 10 children present"),
    ("Confetti is allowed in the main hall at the community centre.",
     "Candles, sparklers, smoke machines, confetti and glitter must not be used anywhere in the Centre"),
    ("Dan says the extra cleaning charge at the centre is £30 an hour.",
     "a cleaning charge of £45 per hour, with a minimum charge of £45"),
    ("lost the hall key after the party, they only charged me a fiver lol",
     "A charge of £75 will be made for the loss of any key"),
    ("Cancelling a room booking three weeks before the event gets you a full refund.",
     "will receive a refund of 50% of the hire charge"),
    # near-misses
    ("im 23 so i can book the garden room for mums party myself", None),
    ("The Garden Room holds 40 people and we're expecting about 35.", None),
    ("Helen books the kitchen along with the Garden Room for her jam-making class.", None),
    ("Hiring the main hall on a Sunday afternoon costs £44 an hour.", None),
    ("booked the meeting room for just 2 hrs on a saturday, thats allowed", None),
    ("The Brackenfield youth club gets a fifth off hall hire as a local group.", None),
    ("The full room hire fee has to be paid four weeks before the event.", None),
    ("no deposit for the meeting room, just paid the hourly rate", None),
    ("Gemma paid a £250 deposit for her 40th because there'd be wine.", None),
    ("music had to be off at 10 on a thursday at the centre, bit early but fine", None),
    ("Sunil poured free wine for his guests at his anniversary do, so no licence needed.", None),
    ("Birthday cake candles are allowed at the community centre if an adult is watching.", None),
    ("bouncy castle in the main hall for the twins party, hire co has £5m cover", None),
    ("Dan says you can only put decorations up with the white tack the centre gives you.", None),
    ("Cancelling more than four weeks ahead gets you a full refund minus a £15 fee.", None),
    ("dropped the hall keys thru the office letterbox next morning before 12, all good", None),
]
