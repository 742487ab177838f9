"""Booking terms and house rules of a Cornish seaside hotel and spa; written blind."""
from __future__ import annotations

POLICY = """\
KESTREL BAY HOTEL & SPA
Booking Terms, Conditions and House Rules
Effective from 1 March 2025

1. About These Terms

These terms apply to every reservation at the Kestrel Bay Hotel & Spa, Harbour Road, Porthcurran, Cornwall, \
whether the booking is made through our website, by telephone with the Reservations Team, in person at the Front \
Desk or through a third-party travel agent, and they replace in full the version dated 1 April 2022, which should \
no longer be relied upon by guests or agents. By confirming a reservation the lead guest accepts these terms on \
behalf of everyone in the party, and the lead guest must be at least 18 years old and present at check-in. The \
hotel has 46 bedrooms, including six garden suites in the Lighthouse Wing, and where a situation arises that these \
terms do not cover, the Duty Manager on shift will decide what is fair and reasonable.

2. Reservations and Payment

A reservation is confirmed only once we have taken a deposit equal to the first night's room rate, which is \
charged to the card supplied at the time of booking, and the remaining balance is settled at the Front Desk on \
departure. Group bookings of five or more rooms are handled separately by the Events Office and require a deposit \
of 25% of the total cost of the stay within 14 days of the provisional hold, failing which the rooms are released \
back into general sale without further notice to the organiser. We accept Visa, Mastercard and American Express, \
as well as cash in pounds sterling, but we are unable to accept cheques, foreign currency or payment by bank \
transfer for individual bookings.

- A surcharge of 2% applies to all payments made with American Express.
- All rates include VAT at the prevailing rate.
- Gift vouchers issued by the hotel are valid for 12 months from the date of purchase and cannot be exchanged \
for cash.

3. Arrival, Check-in and Check-out

Rooms are available from 3:00 pm on the day of arrival, and because the Front Desk is staffed 24 hours a day late \
arrivals are always welcome, although guests who expect to arrive after 11:00 pm are asked to telephone ahead so \
that the night porter can have their keys and a light supper ready. Check-out is at 11:00 am on every day of the \
week except Sunday, when guests may keep their rooms until 12 noon at no extra charge. Early check-in from 12 noon \
can be arranged for a fee of £25 and late check-out until 2:00 pm costs £30, both subject to availability on the \
day, and neither can be guaranteed at the time of booking however far in advance it is requested. Guests who have \
not vacated their room by 2:00 pm without a prior arrangement with the Front Desk will be charged for an \
additional night at the rack rate.

Photo identification is required at check-in for every adult in the party, and we hold a pre-authorisation of \
£100 per room on the card provided to cover incidental charges such as bar bills and room service, which is \
released by us on departure but may take up to seven working days to reappear in the guest's account depending on \
their bank. Luggage may be left with the Concierge free of charge on the day of arrival and the day of departure, \
but the luggage room is not insured and the hotel cannot accept responsibility for cash, jewellery or electronic \
devices left in it.

4. Cancellations and Changes

Bookings made on our standard flexible rate may be cancelled without charge up to 48 hours before 3:00 pm on the \
day of arrival, after which the deposit is forfeited in full. If a guest cancels after that point or does not \
arrive at all, we retain the deposit, and for stays of three or more nights we will also charge 50% of the \
remaining nights unless we are able to resell the room, in which case that additional charge is waived. Between \
1 July and 31 August, and during the festive period from 22 December to 2 January inclusive, the deadline for free \
cancellation moves to 14 days before the date of arrival, because demand in those weeks is high and rooms released \
at short notice are rarely resold.

Advance purchase rates, which are offered at a discount of up to 20% on the flexible rate, are paid in full at the \
time of booking and are non-refundable and non-transferable, except where the hotel itself is forced to close or \
cannot provide the room that was booked, in which case a full refund is made. Changes of date on flexible bookings \
are free of charge if they are made more than seven days before arrival and the new dates fall within the same \
calendar year; any other change is treated as a cancellation followed by a new booking at the rate available on \
the day. Refunds are always made to the card used for the original payment and normally reach the guest within \
ten working days.

5. Children, Cots and Extra Beds

Children of all ages are welcome in the main house, but the garden suites in the Lighthouse Wing are reserved for \
guests aged 16 and over, as the wing opens directly onto the quiet garden and is intended as a retreat for adults. \
Children under four stay free when sharing their parents' bed or sleeping in one of our cots, which are provided at \
no charge but must be requested at the time of booking because the hotel owns only eight of them. Extra beds for \
children aged four to twelve cost £20 per night including breakfast and can be placed only in Superior and Family \
rooms, since our Classic rooms are too small to take a second bed safely. Children under 12 must be supervised by \
an adult at all times in the public areas of the hotel, including the garden, the terrace and the steps down to \
the beach, and they may not use the games room after 8:00 pm.

6. Dogs and Other Pets

Well-behaved dogs are welcome in eight designated ground-floor rooms in the main house, at a charge of £15 per dog \
per night, which includes a dog bed, bowls and a small welcome pack prepared by our kitchen. No more than two dogs \
may stay in any one room, and every dog must be declared when the reservation is made, since guests who arrive \
with an undeclared dog may be refused check-in if no dog-friendly room is free. Dogs are permitted in the bar, the \
lounge and the garden, but they are not allowed in the Harbour Restaurant, the Garden Room, the spa or the \
Lighthouse Wing, with the exception of registered assistance dogs, which are welcome in every part of the hotel \
and for which no charge of any kind is made.

A dog may be left alone in the bedroom for no more than two hours at a time, and only if it is settled in a crate \
and the Front Desk has been told the guest's mobile number, so that housekeeping staff know not to enter the room. \
Owners are responsible for any damage caused by their dog, and where a room needs specialist cleaning beyond our \
normal housekeeping a charge of £75 will be added to the bill. Cats, birds, rabbits and other animals cannot be \
accommodated under any circumstances. Please be aware that dogs are banned from Porthcurran Cove, the beach below \
the hotel, by the parish council between Easter Sunday and 30 September each year, so during those months owners \
should walk their dogs along the coastal path to the west, which is open to dogs throughout the year.

7. Breakfast and Dining

Breakfast is included in every room rate except the Room Only advance purchase rate and is served in the Garden \
Room from 7:30 am to 10:00 am on weekdays and from 8:00 am to 10:30 am on Saturdays, Sundays and bank holidays. \
Guests on a room-only rate may add breakfast on the day for £18.50 per adult and £9 per child aged four to twelve, \
while children under four eat free with a paying adult. A continental breakfast tray can be delivered to the \
bedroom for a supplement of £6 per tray, provided the order card is hung on the outside door handle before 2:00 am.

The Harbour Restaurant, led by our Head Chef Tomasz Wisniewski, serves dinner from Tuesday to Saturday between \
6:30 pm and 9:00 pm and is closed on Sunday and Monday evenings, when a lighter menu of sandwiches, soups and \
fish and chips is served in the bar until 8:30 pm. Guests with allergies or dietary requirements are asked to tell \
us at least 48 hours before arrival so that the kitchen can plan accordingly, although we cannot guarantee that any \
dish is completely free of traces of nuts, gluten or shellfish. Guests may bring their own wine to dinner in the \
Harbour Restaurant for a corkage fee of £15 per bottle, limited to two bottles per table, but alcohol bought \
elsewhere may not be consumed in the bar, the lounge or any other public area. Smart casual dress is requested in \
the restaurant after 6:00 pm, and swimwear and bathrobes are not permitted anywhere in the dining areas.

8. Parking, Transport and Electric Vehicles

The hotel has a private car park with 30 spaces, which are allocated on a first-come, first-served basis and \
cannot be reserved in advance, except for the two accessible bays beside the main entrance, which are kept for \
holders of a Blue Badge. Parking costs £10 per car per 24 hours, payable at the Front Desk, and guests must \
display the hotel permit on the dashboard at all times or risk a penalty notice from our contractor. If the hotel \
car park is full, guests may use the Harbour Road public car park about 400 metres away, which is operated by \
Cornwall Council and is not connected with the hotel, so its charges cannot be added to the hotel bill.

- Two 7 kW electric vehicle chargers are available at 45p per kWh, and each car may use a charger for a maximum of \
four hours between 8:00 am and 8:00 pm.
- Motorhomes, caravans and trailers are not permitted in the car park.
- Bicycles may be stored free of charge in the locked shed beside the kitchen garden.

The nearest railway station is Penzance, nine miles from the hotel, and our own minibus can collect guests from the \
station for £22 each way for up to six passengers, provided the transfer is booked with the Concierge at least 24 \
hours beforehand.

9. The Spa at Kestrel Bay

The Spa, managed by our Spa Manager Rhiannon Pascoe, is open every day from 7:00 am to 9:00 pm, with last entry to \
the pool and thermal suite at 8:15 pm, and it is closed for deep cleaning on the first Monday of every month. Use \
of the pool, sauna, steam room and gym is included in the room rate for residents aged 16 and over, while \
non-residents may buy a day pass for £45, available from Monday to Thursday only and limited to twelve passes per \
day. Guests under 16 may use the pool only during the family swim session, which runs from 9:00 am to 10:00 am \
on Saturdays and Sundays, and they must be accompanied in the water by a responsible adult throughout the session.

Treatments must be booked in advance through Spa Reception, and we recommend booking at least two weeks ahead for \
stays at weekends. Treatments cancelled less than 24 hours before the appointment, or missed altogether, are \
charged in full, and guests who arrive late for a treatment will receive the time that remains rather than the \
full length of the booking. Pregnant guests are welcome to book our pregnancy massage after the first trimester, \
but they may not use the sauna or the steam room at any stage of pregnancy. Robes, towels and slippers are \
provided in every room and should be worn to and from the spa, and mobile phones and cameras are not permitted in \
the thermal suite or the changing rooms.

10. House Rules

Smoking and vaping are prohibited throughout the building, including in bedrooms, on balconies and in the \
Lighthouse Wing garden suites, and guests who wish to smoke must use the covered shelter at the far end of the car \
park. A cleaning charge of £150 will be made wherever there is evidence that anyone has smoked or vaped in a room. \
Quiet hours run from 10:30 pm to 7:30 am, and guests are asked to keep noise to a minimum in corridors and on the \
terrace during that time.

- Visitors who are not staying at the hotel may not be in bedrooms after 10:00 pm.
- Parties and gatherings in bedrooms are not allowed, whatever the occasion.
- Candles, incense and portable heaters may not be used in any room.
- Drones may not be flown from the hotel grounds or over the beach.

The garden gates to the Lighthouse Wing are locked at 11:00 pm each night, after which guests staying in the wing \
should return through the main entrance, where the night porter will let them in.

11. Lost Property, Damage and Complaints

Items left behind are kept by Housekeeping for 30 days and are then donated to a local charity or disposed of, and \
items can be posted back to guests for a handling fee of £10 plus the cost of postage. Any damage to the room, its \
furniture or its fittings beyond normal wear and tear will be charged at the cost of repair or replacement. If \
anything is not right during a stay, guests should speak to the Duty Manager straight away so that we have the \
chance to put it right, and complaints made after departure should be sent in writing to the General Manager, \
Alasdair Penrose, within 28 days, who will respond within ten working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Dogs at Kestrel Bay are £25 a night each.",
     "at a charge of £15 per dog per night"),
    ("checkout at kestrel bay is 11 sharp every day incl sundays, no lie-ins lol",
     "except Sunday, when guests may keep their rooms until 12 noon"),
    ("Jo says the Harbour Restaurant does proper dinners on Monday nights.",
     "is closed on Sunday and Monday evenings"),
    ("You can take the dog on the beach below the hotel all year round, no restrictions.",
     "dogs are banned from Porthcurran Cove, the beach below the hotel"),
    ("Flexible rate there = free cancellation up to 24hrs before arrival, handy",
     "may be cancelled without charge up to 48 hours before 3:00 pm"),
    ("Mark and Sue brought all three of their spaniels and kept them in the one room, hotel was fine with it.",
     "No more than two dogs may stay in any one room"),
    ("The Lighthouse Wing suites are strictly 18 and over.",
     "are reserved for guests aged 16 and over"),
    ("events office only wanted 10% down to hold the rooms for the reunion weekend",
     "of 25% of the total cost of the stay within 14 days"),
    ("Ravi's room at Kestrel Bay had a balcony and they let him smoke out there.",
     "including in bedrooms, on balconies and in the"),
    ("Non-residents can buy a spa day pass on a Saturday.",
     "available from Monday to Thursday only and limited to twelve passes"),
    ("fyi even guide dogs get charged the nightly dog fee at kestrel bay, annoying",
     "and for which no charge of any kind is made"),
    ("Breakfast at Kestrel Bay is served in the Harbour Restaurant.",
     "Room from 7:30 am to 10:00 am on weekdays"),
    # near-misses
    ("Rolled in just after midnight, night porter had our keys waiting cos I'd rung ahead :)", None),
    ("Parking at the hotel is a tenner a day.", None),
    ("Helen's guide dog came into the restaurant with her and they didn't charge anything.", None),
    ("The old 2022 terms at Kestrel Bay were replaced this March.", None),
    ("spa shuts at 9 but you need to be in the pool by quarter past 8", None),
    ("Breakfast on Sundays runs till half ten.", None),
    ("Lily (she's 13) could only swim in the hotel pool during the weekend family slot, 9-10am.", None),
    ("Harbour Road car park isn't the hotel's, pay at the machine, can't put it on the room bill", None),
    ("Tom's phone charger was posted back for a tenner plus postage about a fortnight after we left.", None),
    ("Mondays there it's fish & chips in the bar, order before half 8", None),
    ("The hotel gave us a cot for the baby for free because we asked when booking.", None),
    ("Amex at the hotel costs a couple of percent extra.", None),
]
