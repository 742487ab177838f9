"""Berthing licence terms and conditions for boat owners at a fictional UK marina; written blind."""
from __future__ import annotations

POLICY = """\
PELLWORTH HAVEN MARINA LIMITED
BERTHING LICENCE TERMS AND CONDITIONS FOR BOAT OWNERS

Effective from 1 April 2025 until replaced by a later edition

1. Definitions and scope

In these terms, "the Marina" means Pellworth Haven Marina at Saltmere Quay, Kestlebury, \
together with its pontoons, hardstanding, slipway and car parks; "the Licensee" means the \
person named on the licence as the owner of the Vessel; "the Vessel" means the single boat \
described in the licence application, including its tender, provided that the tender does not \
exceed 3.2 metres in length; and "the Harbour Office" means the marina office on the ground \
floor of the Quay Building, which is staffed from 8am to 6pm every day between April and \
September and from 9am to 4.30pm on weekdays only between October and March. A berthing licence \
gives the Licensee permission to keep the Vessel at a berth allocated by the Marina and does \
not create a tenancy or give the Licensee any right to a particular berth, unless a named berth \
is written on the licence and the supplement described in section 2 has been paid.

These terms apply to annual, six-month and monthly licences and, except where section 4 says \
otherwise, to visiting vessels staying for fewer than 28 nights. Where these terms conflict \
with the Kestlebury Harbour Byelaws, the byelaws take precedence.

2. Licence periods and fees

An annual licence runs for 12 months from 1 April and is charged at £412 per metre of the \
Vessel's overall length, including bowsprits, davits, outboard brackets and any other fixture \
that extends beyond the hull, with part-metres rounded up to the next half metre. A six-month \
licence, available only for the summer period from 1 April to 30 September or the winter period \
from 1 October to 31 March, is charged at £265 per metre, and a monthly licence is charged at \
£58 per metre with a minimum charge of £420 per month regardless of the Vessel's length. \
Multihulls and any vessel with a beam of more than 4.5 metres are charged a surcharge of 50% on \
the relevant rate because they occupy a double-width berth.

A Licensee who wishes to keep the same named berth from year to year may pay a named berth \
supplement of £180 per year, which is not refundable except where the Marina itself withdraws \
the berth. Visiting vessels are charged £3.40 per metre per night between 1 May and 30 \
September and £2.60 per metre per night at all other times, and the seventh consecutive night \
of any visit is free of charge provided that the first six nights have been paid in advance. \
Electricity is not included in any licence fee and is charged through prepaid pedestal cards \
sold at the Harbour Office in units of £10 and £25.

3. Payment, deposits and discounts

The annual fee may be paid in full by 1 April, in which case a discount of 5% is applied, or by \
ten monthly direct debits beginning in April, in which case an administration charge of £36 is \
added to the first instalment. A deposit of £250 is payable when a new licence is offered and \
is deducted from the first payment, but the deposit is forfeited if the Licensee withdraws \
within 21 days of the start date of the licence. Members of the Kestlebury Sailing Club and \
holders of a valid RYA Day Skipper or higher qualification are entitled to a discount of 10% on \
the annual fee, but only one discount under this paragraph may be claimed for any Vessel and it \
cannot be combined with the early payment discount.

If any payment is more than 14 days overdue the Marina will write to the Licensee, and if it \
remains unpaid 28 days after that letter the Marina may charge interest at 4% above the Bank of \
England base rate and may refuse to allow the Vessel to leave the Marina until the debt has \
been cleared. The Marina has a general lien over the Vessel for all sums owed and, where any \
debt remains unpaid for 90 days, may sell the Vessel after giving the Licensee a further 30 \
days' written notice and will account to the Licensee for any balance remaining after the debt \
and the costs of sale have been deducted.

4. Arrival, allocation and use of the berth

The Licensee must tell the Harbour Office at least 48 hours before bringing the Vessel into the \
Marina for the first time and must call on VHF channel 80 on arrival so that berthing staff can \
direct the Vessel to its allocated berth. The Marina may move the Vessel to another berth of a \
similar size at any time for operational reasons, and will normally give 7 days' notice except \
in an emergency or during dredging, when the Vessel may be moved without notice by marina \
staff. The Licensee may not sublet, lend or share the berth and may not keep any vessel other \
than the Vessel in it, but the berth may be used by a visiting vessel allocated by the Marina \
while the Vessel is away for more than 48 hours, in which case the Licensee will receive a \
credit of 50% of the visitor fee collected.

Visiting vessels must leave their berth by 11am on the day of departure, and any visiting \
vessel that stays for 28 nights or more will be charged at the monthly rate for the whole stay. \
Vessels must not be moored alongside another vessel on a licensed berth, which is known as \
rafting, except at the visitors' pontoon during regattas and events notified in advance by the \
Harbour Office.

5. Insurance and condition of the Vessel

The Licensee must hold third-party liability insurance for the Vessel with cover of not less \
than £3 million for any one incident and must send a copy of the current certificate to the \
Harbour Office before the licence starts and within 14 days of each renewal. The Vessel must be \
kept in a seaworthy condition, with fenders of a suitable size on both sides and mooring lines \
of a diameter appropriate to its length, and any Vessel that is not moved from its berth for \
more than 12 consecutive months may be inspected by the Marina at the Licensee's expense for a \
fixed fee of £95. Vessels powered by petrol inboard engines must carry an in-date automatic \
fire extinguisher in the engine compartment, and all vessels with a gas installation must have \
a Boat Safety Scheme or equivalent gas safety certificate that is no more than 4 years old.

6. Living aboard, guests and pets

Nobody may live aboard the Vessel without the written consent of the Marina, and consent is \
given only to Licensees holding an annual licence, for a maximum of 2 adults and 2 children, on \
payment of a liveaboard charge of £95 per month, which covers use of the shower block and \
laundry but not electricity. Licensees without liveaboard consent may stay aboard for no more \
than 3 consecutive nights or 60 nights in total in any licence year. Guests of the Licensee are \
welcome in the Marina but must be accompanied by the Licensee or a member of the crew at all \
times on the pontoons, and children under 12 must wear a lifejacket whenever they are on the \
pontoons. Dogs are allowed on the pontoons and in the outdoor areas if they are kept on a lead \
no longer than 2 metres, but they are not allowed in the shower block, the laundry or the Quay \
Building, other than assistance dogs.

7. Fuel, pump-out and environmental rules

Diesel and petrol may be bought only at the fuel berth at the end of C pontoon, which is open \
from 8am to 7pm between April and September and from 9am to 4pm between October and March, and \
no fuel may be decanted from cans on the pontoons except for outboard engines of less than 10 \
horsepower. The pump-out station beside the fuel berth is free of charge to Licensees and is \
charged at £12 per use for visiting vessels, and no toilet, holding tank or grey water may be \
discharged inside the Marina under any circumstances. Waste oil, oily bilge water, batteries \
and flares must be taken to the environmental compound next to the boatyard, which accepts \
out-of-date flares only on the first Saturday of each month between 10am and 12 noon, and \
household rubbish must be placed in the bins at the head of each pontoon. Scrubbing or scraping \
antifouling, or washing the hull with any detergent other than a biodegradable product, is \
forbidden while the Vessel is afloat, and anyone found pumping oily bilge water into the Marina \
will be charged the full cost of clearing it up, with a minimum charge of £500.

8. Boatyard, lifting and maintenance works

Lifting out and relaunching by the Marina's 40-tonne travel hoist must be booked at least 5 \
working days in advance and is charged at £16 per metre for each lift, with a pressure wash \
included if it is requested at the time of booking. Annual Licensees are entitled to 6 weeks of \
storage ashore on hardstanding free of charge in each licence year, and any further storage is \
charged at £8.50 per metre per week. Licensees may carry out their own maintenance on the \
hardstanding between 8am and 8pm, but power tools, grinders and sanders may only be used \
between 9am and 6pm on Monday to Saturday and not at all on Sundays or bank holidays, and spray \
painting of any kind is not permitted anywhere in the Marina. Outside contractors may work on a \
Vessel in the Marina only if they have registered with the Harbour Office, shown proof of \
public liability insurance of at least £5 million and paid a contractor's fee of £15 per day, \
except that engineers carrying out a gas safety inspection under section 5 do not pay the daily \
fee.

9. Security, access and car parking

The pontoon gates are locked at all times and each annual Licensee is issued with 2 key fobs \
free of charge, with further fobs available at £20 each and the replacement of a lost fob \
charged at £35. The Marina's CCTV covers the pontoon gates, car parks and boatyard, and \
recordings are kept for 31 days unless they are needed for an investigation. Each Licensee may \
park one car in the berth holders' car park free of charge, and a second vehicle may be parked \
for £2 per day, but boat trailers may only be left in the trailer park for a charge of £40 per \
month and no vehicle may be left in the berth holders' car park for more than 14 consecutive \
days while the Licensee is away at sea. Overnight parking of motorhomes or caravans anywhere in \
the Marina is not allowed.

10. Safety and conduct

The speed limit inside the Marina and in the approach channel is 4 knots, and no wash may be \
created at any speed. Swimming, diving, fishing and the use of paddleboards are not allowed \
anywhere within the marina basin, except for paddleboards launched from the slipway during the \
organised sessions run by the Marina on Wednesday evenings between June and August. Barbecues \
may be used only in the designated picnic area next to the Quay Building, and never on a Vessel \
while it is alongside a pontoon. Noise from radios, generators and engines must be kept to a \
minimum, and generators and engines must not be run on a berth for more than 30 minutes at a \
time or at all between 10pm and 7am, other than to manoeuvre the Vessel.

11. Termination, notice and refunds

The Licensee may end an annual licence by giving at least 30 days' written notice to the \
Harbour Office, and the Marina will refund the fee for each complete month remaining after the \
notice period ends, less an administration charge of £60, but no refund will be given for the \
months of June, July and August or on six-month or monthly licences. The Marina may end the \
licence with 3 months' notice for any reason, or immediately where the Licensee has seriously \
or repeatedly broken these terms, in which case no refund is due. Where a Licensee fails to \
remove the Vessel within 28 days after the end of the licence, the Marina will charge the \
nightly visitor rate set out in section 2 and may move the Vessel ashore at the Licensee's \
cost.

12. Complaints and contact

Complaints should be made first to the Harbour Master in writing, and the Marina will \
acknowledge them within 5 working days and send a full reply within 20 working days. If the \
Licensee remains dissatisfied, the complaint may be referred to the Marina's managing director, \
whose decision is final except where the law gives the Licensee a right to use an independent \
dispute resolution service. Emergency out-of-hours contact is by VHF channel 80 or by telephone \
to the duty berthing officer on 01632 960 418, which is staffed 24 hours a day.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The annual berth fee at Pellworth is £380 per metre of boat length.",
     "is charged at £412 per metre of the Vessel's overall length"),
    ("marina office is open till 6 on weekdays in winter so i can pop in after work",
     "from 9am to 4.30pm on weekdays only between October and March"),
    ("Dev says catamarans pay exactly the same per-metre rate as monohulls at the marina.",
     "are charged a surcharge of 50% on the relevant rate"),
    ("paying the whole year upfront by april gets u 10% off, thats what i did lol",
     "in which case a discount of 5% is applied"),
    ("Sofia had to put down a £500 deposit when she was offered her new berth.",
     "A deposit of £250 is payable when a new licence is offered"),
    ("You only need to ring the marina office 24 hours before bringing your boat in the first time.",
     "at least 48 hours before bringing the Vessel into the Marina"),
    ("Visiting boats can stay on their berth until 2pm on the day they leave.",
     "Visiting vessels must leave their berth by 11am on the day of departure"),
    ("Tom says the marina only asks for £2m third party cover on berthed boats.",
     "cover of not less than £3 million for any one incident"),
    ("liveaboard at the marina is 60 quid a month on top of the berth fee",
     "liveaboard charge of £95 per month"),
    ("took my spaniel into the shower block with me, nobody batted an eye",
     "they are not allowed in the shower block, the laundry or the Quay Building"),
    ("Berth holders pay £12 every time they use the pump-out.",
     "The pump-out station beside the fuel berth is free of charge to Licensees"),
    ("Priya's husband booked the travel hoist the day before and they lifted his boat out no bother.",
     "must be booked at least 5 working days in advance"),
    ("sanding the hull on sunday afternoons is fine on the hard, did it last wk",
     "not at all on Sundays or bank holidays"),
    ("Annual berth holders get two free gate fobs and a third one costs £35.",
     "with further fobs available at £20 each"),
    ("Jamie's mate says the speed limit inside the marina is 6 knots.",
     "The speed limit inside the Marina and in the approach channel is 4 knots"),
    ("tbh a fortnight's written notice is all u need to end an annual berth",
     "by giving at least 30 days' written notice to the Harbour Office"),
    # near-misses
    ("Our boat is 9.3m including the bowsprit, so the marina bills us for 9.5 metres.", None),
    ("marina office is staffed 8 till 6 every day over the summer", None),
    ("jess pays 180 quid a year extra so she keeps the same berth every season", None),
    ("if u pay by monthly direct debit there's a £36 admin fee on the first payment", None),
    ("Raj gets 10% off his annual berth because he has his Day Skipper.", None),
    ("The marina moved my boat to another berth without warning while they were dredging.", None),
    ("my neighbour's insurance covers £5m third party, more than the marina asks for", None),
    ("our 13 yr old doesn't have to wear a lifejacket on the pontoons, it's only under-12s", None),
    ("Elena brings her guide dog into the Quay Building.", None),
    ("Visiting boats pay £12 each time they use the pump-out.", None),
    ("dropped my old flares at the compound on the first saturday of the month around 11", None),
    ("Topped up my 5hp outboard from a fuel can on the pontoon.", None),
    ("The gas engineer who checked Ahmed's boat didn't pay the £15 daily contractor fee.", None),
    ("we use the grinder on the hard from 10am on saturdays, no complaints", None),
    ("Carlos keeps his speed under 4 knots coming up the approach channel.", None),
    ("Gave the marina five weeks' written notice to end my annual licence.", None),
]
