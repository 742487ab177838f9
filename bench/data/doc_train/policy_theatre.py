"""A regional theatre's box office terms and conditions and venue rules for audiences; written blind."""
from __future__ import annotations

POLICY = """\
THE CORRAN PLAYHOUSE, WESTBRIDGE
BOX OFFICE TERMS AND CONDITIONS AND VENUE RULES

Effective from 1 August 2025 for all tickets sold on or after that date

1. Introduction and definitions

These terms apply to every ticket sold for a performance at the Corran Playhouse, Harbour Street, Westbridge, which \
has two auditoriums, the Main House with 680 seats and the Studio with 120 seats, and they form part of the contract \
between the ticket holder and Corran Playhouse Trust, a registered charity referred to as "the Theatre", "we" or "us". \
"The Box Office" means our ticket desk in the main foyer, our telephone line and our website, "a Performance" means \
any show, concert or event listed in our programme, and "a Member" means a person who holds a current Friends of the \
Corran membership, which costs £45 a year or £75 a year for two people living at the same address. By buying or \
using a ticket you agree to these terms, and where a visiting company has its own conditions, those conditions will \
be shown at the time of booking and will apply in addition to these terms.

2. Buying tickets

Tickets may be bought online at any time, by telephone between 10am and 6pm from Monday to Saturday, or in person at \
the Box Office, which is open from 10am to 6pm on Monday to Saturday and, on any day with a Performance, until 30 \
minutes after the last Performance of that day has started. A booking fee of £2.50 per ticket applies to online and \
telephone bookings, capped at £10 per transaction, but no booking fee is charged to Members or to anyone buying in \
person at the Box Office. For Performances that we expect to be in high demand, we may limit sales to 6 tickets per \
customer, and Members may book during a priority period of 7 days before tickets go on sale to the public. Tickets \
bought from any seller other than the Box Office or an agent named on our website may be cancelled without notice, \
and we will not admit anyone holding a ticket that has been resold for more than its face value.

3. Prices and concessions

Ticket prices for each Performance are shown on our website and in our season brochure, and every price includes VAT \
and a restoration levy of £1.50 per ticket, which is spent on maintaining our 1898 building. Concession prices are \
available as follows: young people aged 25 and under pay £12 for any seat in the Main House from Monday to Thursday; \
people aged 65 and over receive £5 off the full price at all matinee Performances; and full-time students and people \
receiving Universal Credit receive £5 off the full price at every Performance except Saturday evenings. Proof of \
entitlement to a concession must be shown when tickets are collected or when entering the auditorium, and a ticket \
holder who cannot show it will be asked to pay the difference before being admitted. Groups of 10 or more booking \
together for the same Performance receive a 15% discount, and for every 20 tickets paid for, the group organiser \
receives one further ticket free of charge. Only one discount or concession may be applied to any ticket. Gift vouchers may be bought in any amount from \
£10 to £200, are valid for 18 months from the date of issue and may be used for tickets, programmes and interval \
drinks, but they cannot be exchanged for cash or used to pay for a Friends of the Corran membership.

4. Receiving your tickets

Tickets bought online are sent as e-tickets by email, and we will post paper tickets for a fee of £1.50 per order \
only where the booking is made at least 10 days before the Performance. Tickets may be collected from the Box Office \
at any time during opening hours, and from 1 hour before the Performance, and the person collecting them must bring \
the card used to pay for them or the booking reference. If tickets are lost, the Box Office will reprint them free \
of charge on the day of the Performance once the booking has been checked.

5. Exchanges

Tickets may be exchanged for another Performance of the same production, subject to availability, provided that \
they are returned to the Box Office at least 48 hours before the start of the original Performance. An exchange fee \
of £3 per ticket is charged, except to Members, who may exchange tickets free of charge up to 3 times per production. \
Where the new tickets cost more, the difference must be paid at the time of the exchange, but where they cost less, \
no refund of the difference will be made. Tickets for previews, press nights and Performances on 31 December cannot \
be exchanged under any circumstances, and tickets for a Performance by a visiting company may be exchanged only \
where the visiting company's conditions allow it.

6. Refunds, cancellations and changes

We do not give refunds on tickets once they have been bought, except where a Performance is cancelled, rescheduled \
or moved to another venue, or where these terms or the law require otherwise. If a Performance is cancelled before \
the interval, or before the halfway point where there is no interval, we will offer the ticket holder a full refund \
of the ticket price, including any booking fee, or an exchange, but if it is stopped after that point no refund will \
be made. Where a Performance is rescheduled, ticket holders may attend the new date or ask for a refund within 28 \
days of our announcing the change. We may change the cast, running time or content of a Performance without notice, \
and no refund or exchange will be given because an advertised performer is unable to appear, unless that performer \
is named in the title of the Performance. If a Performance is sold out, ticket holders who cannot attend may return \
their tickets to the Box Office for resale at least 24 hours before the Performance, and if the tickets are sold, we \
will give a credit note for the full value, less an administration fee of £2 per ticket, valid for 12 months.

7. Arrival, late arrival and readmission

The foyer, bars and café open 90 minutes before each evening Performance and the auditorium doors open 30 minutes \
before the advertised start time. Latecomers will be admitted only at a suitable break chosen by the front-of-house \
manager, which may be as late as the interval, and at some Performances, shown as "no latecomers" on our website, \
there will be no admission at all after the Performance has started. Any ticket holder who leaves the auditorium \
during a Performance may not return to their seat until a suitable break, and may be shown to a different seat if \
that is less disruptive to other audience members. No refund or exchange will be given to latecomers or to anyone \
refused readmission under this section. Interval drinks may be ordered at any bar before the Performance begins \
and will be left on a numbered shelf in the bar nearest your seat, and the bars stop taking orders 10 minutes after \
the interval has started. For any Performance lasting more than 3 hours including the interval, we will ring a first \
bell 5 minutes before each part begins and a second bell 2 minutes before.

8. Age guidance and children

Every person attending a Performance needs their own ticket, whatever their age, except that babies under 12 months \
may attend our Family Season Performances free of charge provided that they sit on an adult's lap. Children under 2 \
are not admitted to any other Performance, and young people under 16 must be accompanied by a person aged 18 or over \
who sits with them throughout, with no more than 4 young people under 16 to each accompanying adult. Age guidance is \
given for every Performance on our website and is set by the producing company, and where a Performance carries a \
guidance of 16+, we will refuse admission to anyone who appears to be under that age and cannot show photographic \
identification. Booster cushions are available free of charge from the ushers in the Main House and are handed out \
on a first come, first served basis.

9. Bags, security and prohibited items

To keep waiting times short at the security check, bags larger than 40 by 30 by 20 centimetres may not be taken into \
either auditorium and must be left at the cloakroom, which charges £1.50 per item and closes 20 minutes after the \
end of the Performance. We may search any bag as a condition of entry, and we may refuse admission to anyone who \
declines to have their bag searched. Food bought outside the Theatre may not be eaten in the auditoriums, other than \
sweets and snacks in quiet packaging, and drinks bought at our bars may be taken into the Main House only in the \
plastic cups provided, while no food or drink of any kind is allowed in the Studio. Filming, photography and sound \
recording are forbidden during any Performance, and mobile phones must be switched off or set to silent with the \
screen turned off for the whole of the Performance.

10. Access

The Main House has 8 wheelchair spaces, 4 in the stalls and 4 in the dress circle, which is reached by a lift, and \
the Studio has 3 wheelchair spaces, all of which may be booked by telephone or in person but not online. Ticket \
holders who join our free Access Register may book a ticket for a companion or personal assistant free of charge at \
any Performance, provided that the companion is aged 16 or over. Assistance dogs are welcome in every part of the \
Theatre, and our staff will look after an assistance dog in the Box Office during a Performance if asked, but no other \
animals are allowed on the premises. An infra-red hearing system is available in the Main House and a hearing loop \
in the Studio and at the Box Office, and at least one captioned and one audio-described Performance is scheduled for \
every production running for 2 weeks or more.

11. Conduct and refusal of admission

We may refuse admission to, or remove from the Theatre, anyone who appears to be under the influence of alcohol or \
drugs, who behaves in a way that is abusive or threatening to staff or other customers, or whose behaviour disrupts a \
Performance, and no refund will be given in such cases. Smoking and vaping are not permitted anywhere inside the \
building or within 5 metres of any entrance. Anyone refused admission or removed because of behaviour in breach of this section \
may be barred from booking with us for up to 12 months, and we will write to them to confirm the length of any ban.

12. Personal data and contact

We hold the personal details you give us in order to process your booking and will share them with a visiting \
company only if you ask us to, and we will send you marketing emails only if you have opted in. Questions about a \
booking should be sent to boxoffice@corranplayhouse.example or made by telephone, and any complaint should be made in \
writing within 30 days of the Performance, after which we will reply within 10 working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The Corran box office phone line is open on Sundays too.",
     "by telephone between 10am and 6pm from Monday to Saturday"),
    ("booking fee at the corran is £4 a ticket online, bit steep",
     "A booking fee of £2.50 per ticket applies to online"),
    ("My mum says Corran members get tickets a full month before everyone else.",
     "priority period of 7 days before tickets go on sale"),
    ("Under 25s pay £20 for a Main House seat at the Corran from Monday to Thursday.",
     "young people aged 25 and under pay £12 for any seat"),
    ("got my student discount at the corran for a saturday evening show, £5 off",
     "receive £5 off the full price at every Performance except Saturday evenings"),
    ("Leah's book club of 12 got 25% off their Corran tickets as a group.",
     "together for the same Performance receive a 15% discount"),
    ("Corran will post paper tickets as long as you book 3 days before.",
     "only where the booking is made at least 10 days before"),
    ("u can swap corran tickets up to 2 hrs before the show if u cant make it",
     "at least 48 hours before the start of the original Performance"),
    ("Raj swapped his New Year's Eve Corran tickets for a night in January.",
     "Performances on 31 December cannot be exchanged under any circumstances"),
    ("The play was stopped in the second half and the Corran gave everyone a full refund.",
     "but if it is stopped after that point no refund will be made"),
    ("Corran auditorium doors open an hour before the show starts.",
     "the auditorium doors open 30 minutes before the advertised start time"),
    ("took my 18 month old to a corran evening play, she was no bother at all",
     "Children under 2 are not admitted to any other Performance"),
    ("Hannah's 14-year-old went to the Corran with two mates, no adults, nobody stopped them.",
     "young people under 16 must be accompanied by a person aged 18"),
    ("The Corran cloakroom is free to leave your big bag in.",
     "which charges £1.50 per item and closes 20 minutes"),
    ("Aunt Bev says the Main House at the Corran has just 2 wheelchair spaces.",
     "The Main House has 8 wheelchair spaces, 4 in the stalls"),
    ("my carer's ticket at the corran costs half price even with the access register",
     "may book a ticket for a companion or personal assistant free of charge"),
    # near-misses
    ("The Corran box office phone line is open Saturdays from 10 till 6.", None),
    ("no booking fee at the corran if u buy at the desk in person", None),
    ("My mum says Corran members get a week's head start on booking.", None),
    ("I'm 23 so I paid £12 for a Tuesday night seat in the Corran Main House.", None),
    ("got £5 off my student ticket at the corran for a wednesday evening show", None),
    ("Leah's book club of 12 got 15% off their Corran tickets as a group.", None),
    ("Corran posted our paper tickets for £1.50 since we booked three weeks ahead.", None),
    ("swapped my corran tickets 3 days before for the following week, paid £3 each", None),
    ("The play was cancelled before the interval and the Corran offered a full refund.", None),
    ("Corran bars open an hour and a half before evening shows.", None),
    ("took my 6 month old to a corran family season show on my lap, didnt pay for her", None),
    ("Hannah's 15-year-old went to the Corran with her 19-year-old cousin.", None),
    ("Bags smaller than 40 by 30 by 20 cm are fine to take into the Corran.", None),
    ("Aunt Bev booked one of the Corran dress circle wheelchair spaces over the phone.", None),
    ("my carer's ticket at the corran is free cos im on the access register", None),
    ("Ahmed's guide dog was looked after at the Corran box office during the show.", None),
]
