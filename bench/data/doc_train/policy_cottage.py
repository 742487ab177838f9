"""Booking terms and conditions of a holiday cottage letting agency; written blind."""
from __future__ import annotations

POLICY = """\
KESTLE & CREEL HOLIDAY COTTAGES LTD
BOOKING TERMS AND CONDITIONS FOR HOLIDAY LETTINGS

Effective from 1 February 2025 for all bookings made on or after that date

1. Definitions and scope

In these terms, "we", "us" and "the Agency" mean Kestle & Creel Holiday Cottages Ltd, whose office is at 14 Quay Street, \
Porthallow Bay, and "you" or "the Lead Guest" means the person named on the booking confirmation, who must be aged 21 or \
over at the time of booking and must be one of the guests staying at the Property. "The Property" means the cottage, \
apartment or lodge described in your booking confirmation, together with any garden, parking space or outbuilding listed \
for it, and "the Owner" means the person on whose behalf we let the Property. These terms form the contract between you \
and the Agency acting as agent for the Owner, and they apply to every letting of 28 nights or fewer; lettings of longer \
than 28 nights are arranged under a separate agreement and are not covered by these terms.

2. Making a booking

You may book through our website, by telephone on weekdays between 9am and 5.30pm and on Saturdays between 10am and 4pm, \
or in person at our office, but we do not accept bookings by email or through social media messages. A booking is \
provisional until we have received the deposit described in section 3 and have sent you a written booking confirmation, \
which we aim to do within 2 working days of receiving payment. Provisional bookings made by telephone are held for 48 hours \
without payment, after which they are released unless the deposit has been paid. Most Properties are let from Friday to \
Friday or Saturday to Saturday between the Saturday before Easter and the last Saturday in September, and short breaks of \
3 or 4 nights are available only outside that period, unless a shorter stay is offered online within 21 days of arrival. \
You must check the details in your booking confirmation and tell us of any error within 7 days of receiving it, after \
which we will treat the details as correct.

3. Deposit and balance

When you book more than 10 weeks before your arrival date, you must pay a non-refundable deposit of 30% of the total \
rental, subject to a minimum of £150, and the balance is due no later than 10 weeks before arrival. When you book within \
10 weeks of arrival, the full rental must be paid at the time of booking. We will send you a reminder about 2 weeks before \
the balance is due, but it remains your responsibility to pay on time whether or not you receive the reminder. If the \
balance is not received by the due date, we may treat the booking as cancelled by you and apply the charges in section 5, \
provided that we have first given you 5 days' written notice to pay. Payments may be made by debit card, which is free of \
charge, by credit card, which carries a surcharge of 1.5% of the amount paid, or by bank transfer, but we do not accept \
cheques or cash. The rental includes electricity, heating, bed linen and bath towels, and Wi-Fi where listed, but does not \
include beach towels, firewood for wood-burning stoves, which may be ordered at £8 per basket, or the booking fee of £25 \
that is charged once per booking.

4. Security deposit and damage

A refundable security deposit of £200 per booking, or £300 for Properties sleeping 8 or more guests, is payable with the \
balance and is held against breakages, damage, extra cleaning or loss of keys during your stay. We will refund the \
security deposit in full within 14 days of your departure, unless the Owner or housekeeper reports damage or loss, in \
which case we will tell you in writing within 7 days of departure and deduct the reasonable cost of repair or replacement. \
Accidental breakages of items worth less than £20, such as glasses and crockery, will not be charged for provided that you \
report them before departure. Where the cost of damage exceeds the security deposit, you agree to pay the difference within \
28 days of our written request. A lost set of keys will be charged at £45, or at the actual cost of changing the locks \
where the keys were tagged with the Property address.

5. Cancellation by you

If you need to cancel, the Lead Guest must tell us in writing by email or letter, and cancellation takes effect on the day \
we receive it; a telephone call alone is not enough. If you cancel more than 10 weeks before arrival, you lose your deposit \
but nothing further is payable. If you cancel between 10 and 6 weeks before arrival, you must pay 60% of the total rental, \
and if you cancel less than 6 weeks before arrival, or do not arrive at all, you must pay the full rental. If we are able \
to relet the Property for all or part of the booked dates, we will refund the rental we receive for those dates, less an \
administration charge of £40, but we are under no obligation to relet at the same price. The booking fee is not refundable \
in any circumstances. We strongly recommend that you take out holiday cancellation insurance at the time of booking, since \
we cannot waive the charges in this section because of illness, bereavement, travel disruption or adverse weather.

6. Changes and cancellation by us

You may transfer your booking to other dates in the same calendar year once free of charge, provided that you ask at least \
12 weeks before your original arrival date and the new dates are available at the same or a higher rental; any further \
change is charged at £30. We may need to cancel your booking if the Property becomes unavailable for reasons outside our \
control, such as fire, flood or sale of the Property, in which case we will offer you a comparable Property if one is \
available or a full refund of all money you have paid to us, including the booking fee. We will not be liable for any \
other costs you incur, such as travel or kennel fees, except where the cancellation is caused by our negligence. We reserve \
the right to correct errors in advertised prices before your booking is confirmed, and if the correct price is higher you \
may cancel without charge within 3 days of being told.

7. Arrival and departure

You may arrive at the Property from 4pm on the first day of your booking, and you must leave by 10am on the last day, so \
that the housekeeper has time to prepare it for the next guests. Early arrival or late departure may be possible outside \
the main season if you arrange it with us at least 48 hours in advance, at a charge of £15 per hour, but it is never \
available on changeover days between June and August. Keys are held in a key safe at the Property, and we will send you \
the code by text message on the morning of your arrival, provided that your balance has been paid in full. If you expect \
to arrive after 9pm, you must let us know by 6pm on the day of arrival so that we can arrange for the heating and lighting \
to be left on. On departure, you must leave the Property in a clean and tidy state, with all washing up done, all rubbish \
in the bins provided and the keys returned to the key safe; if extra cleaning is required, it will be charged at £25 per \
hour and deducted from your security deposit.

8. Occupancy and visitors

The maximum number of guests staying overnight is shown in the Property description, and this maximum includes children \
of any age except infants under 2 years old, of whom no more than one may stay in addition to the stated maximum where a \
cot is available. Travel cots and highchairs may be requested free of charge at the time of booking, but you should bring \
your own cot bedding. Day visitors are allowed between 9am and 9pm, provided that the total number of people at the \
Property at any one time does not exceed the maximum by more than 4, and no visitor may stay overnight. We do not accept \
bookings from groups of guests who are all under 25 years old, or bookings for stag parties, hen parties or similar \
celebrations, unless the Property description says otherwise. If we find that the Property is occupied by more guests than \
the number booked, or is being used for a purpose we have not agreed, we may ask you to leave without any refund.

9. Pets

Dogs are allowed only at Properties described as pet friendly, with a maximum of 2 dogs per booking, and a charge of £30 \
per dog per week, or £20 per dog for short breaks, is payable with the balance. You must tell us at the time of booking \
about every dog you intend to bring, and we will not accept any other pets, including cats, rabbits or birds, except \
assistance dogs, which are welcome at all Properties free of charge. Dogs must not be left alone in the Property for more \
than 3 hours, must not go upstairs or on any bed or sofa, and must be kept on a lead in any shared garden or courtyard. You \
are responsible for cleaning up after your dog both at the Property and in the surrounding area, and any extra cleaning \
needed to remove dog hair or odours will be deducted from your security deposit in accordance with section 4.

10. Your responsibilities during the stay

Smoking and vaping are not permitted anywhere inside any Property, and you may smoke only in the garden with the door \
closed, using the ashtray provided; a charge of £150 will be made if evidence of smoking is found indoors. Candles, \
barbecues on balconies, fireworks and Chinese lanterns are forbidden, although gas or charcoal barbecues may be used in \
gardens where one is provided. You must keep noise to a reasonable level at all times and must not play music that can be \
heard outside the Property between 10pm and 8am. You must allow the Owner, the housekeeper or our staff to enter the \
Property during your stay to carry out urgent repairs or, with at least 24 hours' notice, routine maintenance between 9am \
and 6pm. Parking is for the number of cars shown in the Property description, usually 2, and caravans, motorhomes and \
trailers must not be parked at the Property.

11. Complaints and liability

If anything about the Property is not as described or does not work, you must tell us as soon as possible, and in any case \
within 24 hours of discovering the problem, by calling our office or, outside office hours, our emergency line, so that we \
can put it right during your stay. We cannot consider any complaint that was not reported during the stay, and any written \
complaint must reach us within 14 days of your departure. Our liability to you under these terms is limited to the total \
rental you have paid, except in cases of death or personal injury caused by our negligence. These terms are governed by the \
law of England and Wales, and any dispute will be dealt with by the courts of England and Wales.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You only need to be 18 to be the lead guest on a Kestle & Creel cottage booking.",
     "who must be aged 21 or over at the time of booking"),
    ("just emailed the cottage office w our dates and that was the booking sorted, easy",
     "we do not accept bookings by email or through social media messages"),
    ("My dad says if you book a cottage by phone they'll hold it a whole week before you pay anything.",
     "Provisional bookings made by telephone are held for 48 hours"),
    ("Sam told me the cottage deposit is a quarter of the total rent.",
     "a non-refundable deposit of 30% of the total"),
    ("balance for the cottage isnt due til a month before we go so no rush tbh",
     "the balance is due no later than 10 weeks before arrival"),
    ("Paying the cottage on a credit card doesn't cost anything extra.",
     "by credit card, which carries a surcharge of 1.5% of the amount paid"),
    ("Priya's damage deposit on her little two-bed cottage was only £100.",
     "A refundable security deposit of £200 per booking"),
    ("If you cancel the cottage about 8 weeks before, you pay half the rent.",
     "you must pay 60% of the total rental"),
    ("tom cancelled his cottage with a quick phone call, thats all they needed lol",
     "a telephone call alone is not enough"),
    ("Moving the cottage dates costs £30 even the very first time, my aunt says.",
     "You may transfer your booking to other dates in the same calendar year once free of charge"),
    ("check in at the cottage is from 2 so we can head straight there after lunch",
     "You may arrive at the Property from 4pm on the first day"),
    ("The agency charges £40 an hour if the cottage needs extra cleaning after you leave.",
     "it will be charged at £25 per"),
    ("Marcus's mates stayed over one night at the cottage as visitors, agency said that's fine.",
     "and no visitor may stay overnight"),
    ("we're taking all three dogs to the pet friendly cottage, they said no problem",
     "with a maximum of 2 dogs per booking"),
    ("Music in the cottage garden is okay until 11pm.",
     "must not play music that can be heard outside the Property between 10pm and 8am"),
    ("Jen says you've got a month after the holiday to send a written complaint to the agency.",
     "complaint must reach us within 14 days of your departure"),
    # near-misses
    ("My 23-year-old daughter booked the cottage in her own name as lead guest, no issues.", None),
    ("rang the cottage place saturday about 11am and booked over the phone, sorted", None),
    ("The confirmation usually comes within a couple of working days after you pay.", None),
    ("booked 3 months ahead and the deposit was £150 cos the cottage is so cheap", None),
    ("Paying by debit card costs nothing extra with the cottage agency.", None),
    ("Lisa's big cottage sleeps 10, so her damage deposit was £300.", None),
    ("broke two glasses, told them before we left and they didnt charge us", None),
    ("My brother cancelled 12 weeks before and only lost his deposit, nothing more to pay.", None),
    ("The agency cancelled Dev's cottage after a flood and refunded everything, booking fee included.", None),
    ("moved our cottage dates once for free, asked about 4 months ahead", None),
    ("You've got to be out of the cottage by ten on the last morning.", None),
    ("Babies under two don't count towards the cottage maximum, one extra is okay if there's a cot.", None),
    ("Nadia's guide dog came to the cottage free, even tho it wasn't a pet friendly one", None),
    ("Aunt Jo smoked in the garden with the back door shut, which is allowed.", None),
    ("Our cottage parking is for two cars, so we left the caravan at home.", None),
    ("ngl the boiler broke, rang the emergency line same evening so it got fixed during our stay", None),
]
