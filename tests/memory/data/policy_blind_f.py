"""Conditions of carriage of a coach operator (tickets, refunds, luggage, delays), with planted contradictions.

Written on 2026-11-27 independently of the service's code, and never read by whoever changes the judge (only
totals printed)."""
from __future__ import annotations

POLICY = """\
FELLWAY COACHES LIMITED
CONDITIONS OF CARRIAGE FOR PASSENGERS AND LUGGAGE
Effective from 1 March 2025

1. About these conditions
1.1 These conditions apply to every journey on scheduled services operated by Fellway Coaches Limited \
("Fellway", "we", "us"), including routes F1 (Kendal - Lancaster - Manchester Airport), F3 (Carlisle - Penrith - \
Leeds) and F7 (Whitby - Malton - York), unless you are travelling on a private hire or rail replacement service, \
in which case the terms of your booking with the hiring organisation apply instead.
1.2 By buying a ticket or boarding one of our coaches you agree to these conditions, which sit alongside your \
statutory rights as a bus and coach passenger, and nothing in these conditions limits those rights.

2. Tickets and booking
2.1 Tickets may be bought online at fellway.co.uk, through the Fellway app, by telephone on weekdays between \
08:00 and 18:00, or from the driver, provided that payment to the driver is made by contactless card only, as \
drivers do not carry cash.
2.2 Online bookings close 30 minutes before the scheduled departure time from your boarding stop, after which \
seats can only be bought from the driver and only if seats remain available.
2.3 Every ticket is valid only for the date, departure time and route shown on it, except Flexi tickets, which \
may be used on any Fellway departure on the same route within 7 days of the date shown.
2.4 You must show your ticket, either printed or on a mobile device, when boarding, and a passenger who cannot \
show a valid ticket will be charged the full walk-up single fare for that journey.
2.5 Tickets are personal and may not be transferred or resold, except that a lead booker may change the name on \
a ticket free of charge up to 24 hours before departure.
2.6 You should arrive at your boarding stop at least 15 minutes before departure; the coach will not wait for \
late passengers, and a missed departure caused by late arrival is not eligible for a refund.

3. Fares and concessions
3.1 Standard single fares on route F1 start from £9.50 and on route F3 from £12.00, while the walk-up fare \
bought from the driver on any route is £4.00 higher than the lowest advance fare available that day.
3.2 Return tickets cost no more than 1.8 times the single fare and must be used for the return journey within 3 \
months of the outbound date.
3.3 Holders of a valid Fellway Young Person Card (ages 16 to 25 inclusive) receive 30% off Standard and Flexi \
fares, provided that the card is shown with photo ID on boarding; the discount does not apply to walk-up fares.
3.4 Passengers aged 60 or over holding a Fellway Senior Card receive 25% off all fares except on Fridays between \
15:00 and 19:00, when full fares apply.
3.5 The Fellway Young Person Card and Senior Card each cost £15 and are valid for 12 months from the date of \
purchase.
3.6 Concessionary bus passes issued by local councils are not valid on Fellway services, except on route F7 \
between Malton and York, where they are accepted after 09:30 on weekdays and at any time at weekends.

4. Changes, cancellations and refunds
4.1 Standard tickets may be changed to another date or time up to 2 hours before departure for an amendment fee \
of £3.50 per passenger, plus any difference in fare.
4.2 Standard tickets cancelled at least 48 hours before departure are refunded in full minus an administration \
fee of £2.50; tickets cancelled less than 48 hours before departure are not refundable, but may be exchanged for \
a Fellway travel voucher valid for 6 months.
4.3 Flexi tickets are fully refundable without any fee up to the time of departure, provided that no part of the \
journey has been used.
4.4 Saver fares, sold only online and marked "Saver" on the ticket, cannot be changed or refunded under any \
circumstances, unless the journey is cancelled by us.
4.5 Refunds are paid to the original payment card within 10 working days of approval; refund requests must be \
made within 28 days of the date of travel, and we cannot consider requests received after that period.
4.6 If we cancel your journey, you may choose a full refund, including any fees paid, or free travel on the next \
available departure.

5. Luggage
5.1 Each passenger may bring:
- one item of hold luggage weighing no more than 20 kg and measuring no more than 75 x 50 x 30 cm; and
- one small piece of hand luggage, such as a rucksack or handbag, weighing no more than 7 kg, which must fit \
under the seat or in the overhead rack.
5.2 A second item of hold luggage, up to 20 kg, may be added for £5 if booked online at least 24 hours before \
departure, or for £8 if paid to the driver, subject to space.
5.3 No single item may weigh more than 25 kg, and the driver may refuse any item over this limit even if an \
additional luggage fee has been paid.
5.4 Pushchairs and wheelchairs are carried free of charge and do not count towards your luggage allowance.
5.5 Our liability for loss of or damage to hold luggage is limited to £500 per passenger, and you must report \
any loss or damage to us in writing within 7 days of the journey; valuables, cash and medicines should be \
carried in hand luggage, and we accept no liability for such items placed in the hold.
5.6 Luggage left on a coach is kept at our Lancaster depot for 30 days and may be collected on payment of a \
handling fee of £6, after which unclaimed items are donated or disposed of.

6. Children
6.1 Children under 3 travel free on the lap of an adult, provided that each infant has a ticket reserved at no \
cost and that no adult travels with more than one lap infant.
6.2 Children aged 3 to 15 inclusive pay the child fare, which is 50% of the adult Standard fare, and must occupy \
their own seat.
6.3 Children under 12 must travel with a passenger aged 16 or over at all times.
6.4 Young people aged 12 to 15 may travel alone on daytime services departing between 07:00 and 19:00, provided \
that a parent or guardian has completed the unaccompanied minor consent form online at least 48 hours before \
travel; unaccompanied minors may not travel on overnight services or on route F1 to Manchester Airport.
6.5 Child car seats and booster seats are not provided, but you may bring your own, and it will be carried free \
of charge as an additional item.

7. Pets and assistance animals
7.1 Assistance dogs travel free on all services and are not subject to any of the restrictions in this section.
7.2 One small dog or cat per passenger may travel on routes F3 and F7 in a closed pet carrier that fits on the \
passenger's lap or at their feet, for a fee of £5 per single journey; pets are not permitted on route F1 except \
assistance dogs.
7.3 Pets must remain in their carrier for the whole journey and may not occupy a seat, and the driver may refuse \
carriage to any animal that is causing a disturbance.
7.4 Animals other than dogs and cats, including rabbits, birds and reptiles, are not carried on any Fellway service.

8. Bicycles and sports equipment
8.1 Folding bicycles, when folded and placed in a protective bag, are carried free of charge as hold luggage.
8.2 Non-folding bicycles are carried only on route F3, in the rear cycle rack, which holds no more than 2 \
bicycles per departure; a cycle space must be booked online at least 24 hours in advance and costs £7.50 per \
journey.
8.3 Electric bicycles, e-scooters and any item powered by a lithium battery larger than 160 Wh are not carried \
on any service.
8.4 Skis, golf bags and surfboards may be carried in place of your hold luggage item provided that they do not \
exceed 20 kg and 190 cm in length.

9. Conduct on board
9.1 Seat belts must be worn where fitted, and smoking, including electronic cigarettes, is not permitted at any \
time on board.
9.2 Alcohol may not be consumed on board, and the driver may refuse travel to anyone who appears to be \
intoxicated, without any refund.

10. Delays and compensation
10.1 If a departure is delayed by more than 90 minutes from the boarding stop, we will offer you the choice of \
continuing your journey or a full refund of the ticket price.
10.2 If your coach arrives at your destination more than 60 minutes late, you may claim compensation of 25% of \
the ticket price, rising to 50% where the arrival is more than 120 minutes late.
10.3 Compensation is paid as a Fellway travel voucher unless you ask for payment to your original card, and \
claims must be submitted within 28 days of the journey using the online delay form.
10.4 No compensation is payable where the delay is caused by severe weather, road closures ordered by the \
police, or other circumstances beyond our control, except that the refund right in clause 10.1 still applies.
10.5 For journeys longer than 3 hours that are delayed by more than 90 minutes at departure, we will provide \
refreshments, and where an overnight stay becomes necessary we will pay for accommodation up to £80 per \
passenger per night for no more than 2 nights.
10.6 We do not guarantee connections with trains, flights or other coaches, and we will not pay for any onward \
costs arising from a missed connection unless the connection was booked as a single Fellway through ticket.

11. Complaints
11.1 Complaints should be made in writing through our website within 3 months of the journey, and we aim to \
respond in full within 20 working days.
11.2 If you are not satisfied with our final response, you may refer the matter to Bus Users UK free of charge.
"""

MEMORIES: list[tuple[str, str | None]] = [
    (
        'fyi fellway drivers take cash too, i paid the driver a tenner in coins last time no bother',
        'made by contactless card only, as drivers do not carry cash',
    ),
    (
        'heads up you can still book the fellway coach on the app right up to 10 mins before it leaves',
        'Online bookings close 30 minutes before the scheduled',
    ),
    (
        "apparently the senior card discount doesn't work on sunday afternoons, full fare then",
        'except on Fridays between 15:00 and 19:00',
    ),
    (
        "cancelled my standard ticket 3 days ahead and they kept a fiver admin fee, that's their normal charge",
        'refunded in full minus an administration fee of £2.50',
    ),
    (
        'saver tickets on fellway can be refunded if u cancel at least a week before',
        'cannot be changed or refunded under any circumstances',
    ),
    (
        'fellway lets you put a 23 kilo suitcase in the hold as your free bag lol',
        'hold luggage weighing no more than 20 kg',
    ),
    (
        'my 4 yr old rides free on my lap on fellway, no ticket needed for her',
        'Children under 3 travel free on the lap of an adult',
    ),
    (
        "my 13yo is doing the F1 to manchester airport on her own next month, that's allowed as long as the "
        'consent form is done',
        'or on route F1 to Manchester Airport',
    ),
    (
        'took the cat in her carrier on the kendal to manchester airport coach, pets are fine on every route for £5',
        'pets are not permitted on route F1 except assistance dogs',
    ),
    (
        'the rack on the back of the F3 takes up to 4 bikes per coach apparently',
        'which holds no more than 2 bicycles per departure',
    ),
    (
        "fyi fellway won't let you bring your own booster seat on board, kid just has to sit without one",
        'but you may bring your own, and it will be carried',
    ),
    (
        'if the coach gets in more than half an hour late you can claim a quarter of the fare back',
        'more than 60 minutes late, you may claim compensation',
    ),
    ('fellway drivers only take contactless, no cash at all, so dont turn up with just coins', None),
    ('booked the F1 on the app about 45 mins before departure, just made it before online booking shut', None),
    ('fyi buying from the driver costs four quid more than the cheapest advance fare that day', None),
    ('got my 15kg suitcase in the hold on the F3 no problem, didnt pay anything extra', None),
    ('my 2yo went free on my lap on the F7, just had to reserve her a zero cost ticket', None),
    ('my 14 yo niece took the F7 to york alone at 10am, we did the consent form 3 days before', None),
    ("last year the F1 singles started at £8.50, they've gone up since", None),
    ('my council bus pass worked on the F7 from malton to york on saturday morning', None),
    ('coach into leeds was 70 min late so i claimed 25% of the fare, came as a voucher', None),
    ("my mum's assistance dog came on the F1 to the airport with her for free", None),
    ('cancelled my flexi ticket an hour before departure and got the whole lot back, no fee', None),
    ('heads up lost luggage claims with fellway are capped at five hundred quid per person', None),
]
