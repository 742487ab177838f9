"""Narrowboat holiday hire agreement from a UK canal boat hire company; written blind."""
from __future__ import annotations

POLICY = """\
WRENFIELD WATERWAYS HOLIDAYS LIMITED
NARROWBOAT HIRE AGREEMENT: TERMS AND CONDITIONS

Effective from 1 January 2025 for all holidays starting at Copley Wharf or Hensby Junction

1. Definitions and scope

In this agreement "the Company" means Wrenfield Waterways Holidays Limited, "the Hirer" means the person named on the booking \
confirmation who signs this agreement and takes responsibility for the boat and its crew, "the Boat" means the narrowboat allocated \
to the Hirer together with its equipment and inventory, and "the Base" means whichever of the Company's bases at Copley Wharf or \
Hensby Junction the holiday starts from. These terms apply to every hire of up to fourteen nights made directly with the Company, \
including short breaks of three or four nights, but not to bookings made through a third-party agent, which are governed by that \
agent's own terms except where this agreement is expressly incorporated.

The Hirer must be at least 21 years of age on the first day of the holiday and must remain on board the Boat at all times while it \
is being navigated, and the Company may refuse to hand over the Boat to any Hirer who appears to it to be under the influence of \
alcohol or drugs, in which case no refund will be made.

2. Booking and payment

A booking is confirmed only when the Company has received a deposit of 25% of the hire charge, or £150 if that is greater, together \
with a completed booking form, and the Company has issued a written booking confirmation. The balance of the hire charge is due no \
later than 8 weeks before the start of the holiday, and bookings made within 8 weeks of the start date must be paid in full at the \
time of booking.

If the balance is not received by the due date the Company will send one reminder by email and, if payment has still not been made \
within 7 days of that reminder, may treat the booking as cancelled by the Hirer and retain the deposit in accordance with section 4. \
Payments may be made by debit card, credit card or bank transfer; a surcharge of 1.5% applies to payments made by credit card, but \
no surcharge applies to debit card payments or bank transfers.

3. Security deposit and damage waiver

In addition to the hire charge, the Hirer must pay a refundable security deposit of £300 for boats of up to 58 feet in length and \
£400 for boats over 58 feet, which is taken by card on arrival at the Base and held against loss of or damage to the Boat, its \
equipment or third-party property. The security deposit will be returned within 14 days of the end of the holiday, less the cost of \
any damage, missing inventory, extra cleaning or late return charges identified at the inspection on return.

The Hirer may reduce the security deposit to £75 by paying a non-refundable damage waiver of £45 per holiday at the time of paying \
the balance, but the damage waiver does not cover damage to the propeller, the rudder or the engine caused by running aground or by \
debris, damage caused by the Hirer's negligence or breach of section 7, or the loss of the windlass, the centre line or the boat \
hook. The damage waiver cannot be purchased on arrival at the Base.

4. Cancellation by the Hirer

Any cancellation by the Hirer must be made in writing, or by email to bookings@wrenfieldwaterways.co.uk, and takes effect on the day \
it is received by the Company. If the Hirer cancels more than 8 weeks before the start of the holiday the Company will retain the \
deposit only; if the Hirer cancels between 8 and 4 weeks before the start date the Company will retain 50% of the hire charge; and \
if the Hirer cancels less than 4 weeks before the start date, or fails to arrive, the full hire charge is payable.

The Company strongly recommends that the Hirer takes out holiday cancellation insurance at the time of booking, as the Company will \
not make an exception to these charges because of illness, bereavement, low or high water levels on the waterway, or bad weather. A \
Hirer may move a holiday to another date in the same season once, free of charge, provided that the request is made more than \
12 weeks before the original start date and that a suitable boat is available.

5. Crew, capacity and safety

The number of people on board must never exceed the number of berths shown on the booking confirmation, including children and \
babies, and no more than two additional day guests may be carried at any time, provided that they leave the Boat by 8pm. Every \
person aged under 12 must wear a lifejacket at all times when on deck or on the towpath next to a lock, and lifejackets in child \
and adult sizes are provided free of charge; infant lifejackets for children under 15kg must be requested at least 14 days before \
the holiday.

Before the Boat leaves the Base, the Hirer and at least one other adult member of the crew must attend the Company's handover, which \
includes a practical lesson in steering and working through at least one lock and lasts approximately 90 minutes. The Company may, \
in its absolute discretion, refuse to release the Boat, or may require an instructor to accompany the crew for the first part of \
the journey at a charge of £35 per hour, if it is not satisfied that the crew can handle the Boat safely.

6. Start and end of the holiday

Holidays starting on a Saturday begin at 3pm and holidays starting on any other day begin at 2pm, and the Boat must be returned to \
the same Base by 9am on the last day of the holiday, unless the Company has agreed in writing to a one-way hire between Copley Wharf \
and Hensby Junction, for which a supplement of £95 is charged. A Hirer who returns the Boat after 9am will be charged £40 for each \
hour or part of an hour of delay, unless the delay was caused by a lock closure or stoppage notified by the navigation authority.

Hirers may leave up to two cars in the secure car park at the Base during the holiday at a charge of £5 per car per night, and the \
Company accepts no responsibility for vehicles or their contents. The Boat must be returned clean and tidy, with all bedding \
stripped and all rubbish removed, and a cleaning charge of £60 will be deducted from the security deposit if the Boat requires more \
than the usual turnaround clean.

7. Navigation rules

The Boat must not be navigated between sunset and sunrise, or in any case before 8am or after 8pm, and must not exceed the canal \
speed limit of 4 miles per hour, slowing to tick-over when passing moored boats, anglers or engineering works. The Boat must not \
enter the tidal River Lenn below Marsh Lock at any time, nor the Aldermoor Reservoir, nor any waterway the Company has marked as out \
of bounds on the cruising map, and any breach of this rule will result in the forfeit of the whole security deposit.

Locks must be operated only by crew members aged 12 or over, under the supervision of an adult, and the Boat must never be left \
unattended inside a lock. The Kessington Flight of 21 locks is open only between 9am and 4pm, with the last boat admitted to the \
bottom lock at 3pm, and Hirers planning to use it should allow at least six hours to complete the flight.

8. Fuel, water and equipment

The Boat is supplied with a full tank of diesel and a full gas bottle, and the gas is included in the hire charge. Diesel used \
during the holiday is measured by the engine hours meter and is charged on return at £2.80 per engine hour, and the Hirer must not \
refuel the Boat from any other source unless the Company has authorised this by telephone.

Fresh water tanks must be filled at least once a day at the water points marked on the cruising map, and the toilet holding tank \
must be pumped out only at an approved pump-out station; the first pump-out of the holiday is paid for by the Company and any \
further pump-outs are at the Hirer's expense. Towels are not provided, but bedding is included, and bicycles may be carried on the \
roof of the Boat only if they are securely tied down and no more than two are carried at once.

9. Pets, smoking and conduct

A maximum of two well-behaved dogs may be brought on board for a charge of £30 per dog per holiday, provided that the Hirer has \
declared them when booking, and dogs must not be left alone on the Boat for more than two hours or allowed on beds or seating; no \
other animals may be carried. Smoking and the use of e-cigarettes are not permitted anywhere inside the Boat, including with the \
doors or windows open, but are allowed on the open rear deck, and the Hirer will be charged £150 for any additional cleaning needed \
to remove the smell of smoke.

Barbecues may be used on the towpath or bank only and never on the roof or deck of the Boat, and the Hirer must ensure that the crew \
respect other canal users and do not make excessive noise at moorings between 10pm and 7am. The Boat may be moored for no more than \
48 hours in any one place, or for a shorter time where a sign at the mooring states otherwise.

10. Breakdowns, accidents and damage

The Hirer must report any breakdown, accident, grounding or damage to the Company's 24-hour emergency line as soon as reasonably \
practicable and in any event within 12 hours, and must not attempt any engine repair other than clearing the weed hatch with the \
engine switched off. The Company will aim to send an engineer within 4 hours of being notified of a breakdown between 8am and 6pm, \
and by 10am on the following day where notice is given after 6pm.

Where a breakdown that was not the fault of the Hirer results in the loss of more than 6 hours of cruising time, the Company will \
refund a proportion of the daily hire charge for each full day lost, but no compensation will be paid for stoppages, closures or \
water shortages on the waterway which are outside the Company's control. The Hirer is responsible for damage to other boats, locks, \
bridges and property caused by the crew, up to the amount of the security deposit, and any excess above that amount is covered by \
the Company's third-party liability insurance.

11. Cancellation by the Company, complaints and law

If the Company has to cancel a holiday because the Boat is unavailable, it will offer a boat of similar size at no extra charge or a \
full refund of all money paid, and where the cancellation is made less than 14 days before the start date it will also pay \
compensation of £100 per booking. The Company will not be liable for any failure to perform caused by events beyond its reasonable \
control, including flood, drought, ice and the closure of waterways by the navigation authority.

Any complaint during the holiday must be reported to the Base straight away so that the Company has an opportunity to put matters \
right, and any complaint after the holiday must be made in writing within 28 days of the end of the holiday. This agreement is \
governed by the law of England and Wales.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You only need to be 18 to be the main hirer on a Wrenfield narrowboat.",
     "The Hirer must be at least 21 years of age on the first day"),
    ("we put down a 10% deposit to book the canal boat, rest later",
     "a deposit of 25% of the hire charge, or £150 if that is greater"),
    ("Sam says there's no extra fee for paying the boat hire by credit card.",
     "a surcharge of 1.5% applies to payments made by credit card"),
    ("The security deposit on our 62ft narrowboat is £300.",
     "£400 for boats over 58 feet"),
    ("we'll just buy the damage waiver when we pick the boat up, easier",
     "The damage waiver cannot be purchased on arrival at the Base"),
    ("Mark's parents cancelled their boat holiday five weeks before and lost every penny of the hire charge.",
     "if the Hirer cancels between 8 and 4 weeks before the start date"),
    ("the lifejackets for the kids cost extra to hire on the canal boat, annoying",
     "lifejackets in child and adult sizes are provided free of charge"),
    ("The boat handover lesson only takes about 20 minutes.",
     "through at least one lock and lasts approximately 90 minutes"),
    ("Saturday pick-ups at Copley Wharf start from noon.",
     "Holidays starting on a Saturday begin at 3pm"),
    ("speed limit on the canal is 6mph so we can crack on a bit",
     "must not exceed the canal speed limit of 4 miles per hour"),
    ("Jo reckons the Kessington flight of locks stays open till 6pm.",
     "is open only between 9am and 4pm"),
    ("Diesel is included in the boat hire price, so you don't pay for fuel.",
     "is charged on return at £2.80 per engine hour"),
    ("we're bringing all three of our dogs on the narrowboat, they said fine",
     "A maximum of two well-behaved dogs may be brought on board"),
    ("my uncle says smoking inside the boat is ok if you open the windows",
     "including with the doors or windows open"),
    ("You can moor up in the same spot on the canal for a week.",
     "moored for no more than 48 hours in any one place"),
    ("Helen said you've got 48 hrs to report any damage to the boat company, no rush",
     "practicable and in any event within 12 hours"),
    # near-misses
    ("My husband's 23 so he's putting the narrowboat booking in his name.", None),
    ("paid the canal boat balance 10 weeks before we go, well ahead of the deadline", None),
    ("No surcharge if you pay for the boat by debit card.", None),
    ("Our 55ft boat needs a £300 security deposit.", None),
    ("Priya paid £45 for the damage waiver with her balance, so her deposit dropped to £75.", None),
    ("cancelled our boat trip 3 months ahead and only lost the deposit", None),
    ("My 13 year old doesn't have to wear a lifejacket on the boat, only the under 12s do.", None),
    ("Boat handover takes about an hour and a half, including going through a lock.", None),
    ("Our boat holiday starts on a Tuesday so we pick up at 2pm.", None),
    ("Tom left his car at the boatyard all week for £5 a night.", None),
    ("can't set off on the boat before 8am, annoyingly", None),
    ("last boat into the bottom of the Kessington flight is at 3pm", None),
    ("The gas is included with the boat, but diesel is charged by the engine hour.", None),
    ("We're taking our one dog on the narrowboat, it's £30 for the holiday.", None),
    ("smoking's allowed on the back deck of the boat, just not inside", None),
    ("Rosie says the boat company pays for your first pump-out.", None),
]
