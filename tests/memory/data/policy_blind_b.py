"""Travel/expenses policy test set with planted contradictions; written independently of the service's code."""
from __future__ import annotations

POLICY = """\
Calderbrook Analytics Ltd - Travel and Expenses Policy (Version 4.2, effective 1 March 2024)

1. Purpose and scope

This policy sets out how employees of Calderbrook Analytics Ltd and its UK subsidiaries should arrange \
business travel and claim back the costs they incur while working away from their normal place of work, and it \
applies to permanent staff, fixed-term employees and contractors engaged through the company's own payroll. It \
replaces the travel and expenses policy issued in September 2018, which is withdrawn with effect from 1 March \
2024, and any questions about its interpretation should be sent to the Finance Operations team at \
expenses@calderbrook.co.uk before the cost is incurred rather than after. The guiding principle is that \
employees should neither gain nor lose financially as a result of travelling on company business, and they are \
expected to choose the most economical option that still allows the purpose of the trip to be achieved safely \
and without undue fatigue.

2. Booking travel

All flights, rail journeys and hotel stays must be booked through the company's contracted travel agency, \
Meridian Travel Services, and employees must not book directly with airlines, train operators or hotels, even \
where a cheaper fare appears to be available elsewhere, unless the Meridian portal has been unavailable for \
more than four hours. Domestic trips should be booked at least 14 days before departure and international \
trips at least 21 days before departure, because late bookings typically cost considerably more and Meridian \
cannot guarantee that negotiated rates will still be available. Travel arrangers in each department may book \
on behalf of colleagues, but the traveller remains responsible for checking that the itinerary, names and \
dates are correct before the booking is confirmed. Every international trip must be approved in advance by the \
traveller's head of department, and the approval reference must be entered in the portal at the time of \
booking.

3. Class of travel

Rail journeys within the United Kingdom are booked in standard class, except that journeys scheduled to last \
longer than three hours may be booked in first class where the advance first-class fare is no more than £50 \
above the cheapest available standard fare. Flights within the United Kingdom and Europe are booked in economy \
class regardless of their length, and employees are asked to travel with hand luggage only on trips of three \
nights or fewer. For flights outside Europe, economy class is the default, and premium economy may be booked \
where the scheduled flight time exceeds six hours. Business class may be booked for any single flight with a \
scheduled duration of more than nine hours, but only where the traveller's director has approved it in writing \
before the booking is made. Upgrades paid for with personal funds or loyalty points are a matter for the \
individual, and the company will not reimburse the cost of an upgrade that the traveller chooses to buy at the \
airport.

4. Accommodation

Hotel rooms are booked through Meridian at or below the following nightly caps, which include breakfast and \
VAT but exclude local tourist taxes, which may be claimed separately on production of the hotel bill:
- London: £190 per night.
- Manchester, Birmingham, Edinburgh and Bristol: £130 per night.
- Elsewhere in the United Kingdom: £105 per night.
- Paris, Amsterdam and Zurich: €220 per night.
- Other European cities: €160 per night.
- New York, San Francisco and Boston: US$320 per night.

Where a major event in the city makes it impossible to find a room within the cap, Meridian may book above the \
cap by up to 20 per cent with the approval of the traveller's line manager, and anything higher must be \
approved by Finance Operations. Stays of more than seven consecutive nights in the same hotel should be \
referred to Meridian so that a long-stay rate can be negotiated. As an exception to section 2, private rental \
apartments, including those listed on consumer platforms, may be booked directly by the employee for stays of \
28 consecutive nights or more, provided that the total cost is lower than the applicable nightly cap \
multiplied by the number of nights. Laundry and dry cleaning are reimbursed only for trips of more than five \
consecutive nights, up to £15 per night away.

5. Meals and subsistence in the United Kingdom

Employees travelling on business within the United Kingdom may claim the actual cost of meals, supported by \
itemised receipts, up to the following daily limits:
- Away from the normal place of work for more than five hours: up to £10.
- Away for more than ten hours: up to £22.
- Overnight stays: up to £45 for each 24-hour period, covering lunch, dinner and non-alcoholic drinks, with \
breakfast already included in the hotel rate.

Alcohol is not reimbursed on individual subsistence claims, whatever the length of the trip, and may only be \
claimed as part of pre-approved client entertainment within the per-head limit set out below. Client \
entertainment must be approved by the head of department before the event and is capped at £70 per head \
including service, and the claim must list the names and employers of all guests. Meals taken at the normal \
place of work, including working lunches at the office, are not claimable unless they form part of an approved \
event.

6. Use of own car

Employees may use their own car for business journeys where this is cheaper than rail or where the destination \
is not reasonably accessible by public transport, but for round trips of more than 200 miles the cost of an \
off-peak rail ticket will normally be reimbursed instead, unless the line manager agrees that the car was \
necessary. Business mileage in a private car is reimbursed at 45p per mile for the first 10,000 business miles \
in each tax year and 25p per mile thereafter, plus 5p per mile for each colleague carried as a passenger on \
the same business journey. The normal journey between home and the normal place of work is commuting and \
cannot be claimed, and where a journey starts from home the claim is limited to the miles in excess of the \
usual commute. Drivers must hold business-use insurance cover and a valid licence, and parking charges, \
congestion charges and tolls are reimbursed on production of receipts, but parking fines, speeding fines and \
penalty charge notices are always the driver's own responsibility.

7. Taxis and public transport

Public transport is the expected way of getting around on business, and taxis should only be used when public \
transport is unavailable, when heavy equipment or samples have to be carried, or when a shared taxi for three \
or more colleagues is cheaper than the combined public transport fares. Taxis may be used without further \
justification for any journey that starts between 22:00 and 06:00, up to a cap of £60 per journey, because the \
company does not expect employees to wait at stations or stops late at night. Ride-hailing apps may be used on \
the same basis as taxis, but premium, executive or luxury vehicle categories are not reimbursed. Tips on taxi \
fares are reimbursed up to 10 per cent of the fare, and the tip must be shown on the receipt.

8. Overseas travel and per diems

When travelling outside the United Kingdom, employees receive a daily per diem for meals and incidental \
expenses instead of claiming the actual cost of individual meals, and no receipts are needed for the per diem \
itself. The daily rates are:
- Eurozone countries: €65 per day.
- Switzerland, Norway, Denmark and Sweden: €90 per day.
- United States and Canada: US$85 per day.
- All other countries: £55 per day, or the local equivalent.

On the day of departure and the day of return, 75 per cent of the daily rate is paid. Where breakfast, lunch \
or dinner is provided free of charge by a client, a conference organiser or an airline, 20 per cent of the \
daily rate is deducted for each meal provided. The per diem cannot be combined with claims for individual \
meals on the same day, and employees who prefer to claim actual costs should say so before travelling and \
follow section 5 instead, converting the limits at the rate shown on the card statement.

9. Corporate card

A Calderbrook corporate card is issued to employees who are expected to travel on business more than six times \
a year, and it should be used for all hotel bills, meals and incidental travel costs so that personal funds \
are not needed. The standard monthly limit is £5,000, which may be raised temporarily by Finance Operations \
for a specific trip on request from the head of department. The card must never be used for personal \
purchases, even if the employee intends to repay the amount, and any personal charge made in error must be \
reported to Finance Operations within five working days. Cash withdrawals on the corporate card are not \
permitted in the United Kingdom, and abroad they are limited to £200 per trip and may only be made where card \
payment is not widely accepted. Cardholders must reconcile each monthly statement in the expenses system \
within ten working days of the statement date, and a card may be suspended after two late reconciliations in \
any twelve-month period.

10. Receipts, claims and deadlines

An itemised receipt is required for every expense above £10, and a credit card slip or bank statement on its \
own is not an acceptable substitute because it does not show what was bought. Claims must be submitted within \
30 days of the date on which the expense was incurred, and claims submitted more than 90 days after that date \
will not be paid except with the written approval of the Finance Director. Where a receipt has genuinely been \
lost, a signed missing-receipt declaration may be accepted once per quarter for an item of up to £50, but \
repeated use will be reported to the line manager. Approved claims are paid in the monthly payroll run \
provided that the final approval has been given by the 15th of the month, and claims approved after that date \
are paid in the following month's payroll. Foreign currency expenses are converted at the rate shown on the \
card statement or, for cash, at the rate published by the company's bank on the date of the expense.

11. Approvals

Every claim must be approved by the claimant's line manager, claims above £1,000 must also be approved by the \
head of department, and claims above £5,000 require the additional approval of the Finance Director. Nobody \
may approve their own claim or a claim from which they benefit, such as a team dinner they attended, and in \
that case the approval passes to the next most senior manager. Claims made by the Chief Executive are approved \
by the Chair of the Audit Committee, and Finance Operations carries out a random audit of at least 5 per cent \
of approved claims each quarter.

12. Items that are not reimbursed

The following costs will not be reimbursed under any circumstances, and claims that include them will be \
returned to the employee for correction:
- Minibar charges, in-room films and other hotel entertainment.
- Gym, spa and leisure facilities, including day passes at the hotel.
- Travel insurance, because all business trips are covered by the company's group policy.
- Childcare, pet care or house-sitting costs incurred while the employee is away.
- Loss of or damage to personal belongings, fines of any kind, and interest or late-payment charges on \
personal cards.

Employees who knowingly submit a false or inflated claim will be subject to the disciplinary procedure, and \
the company reserves the right to recover any amount that was paid in error through payroll.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('fyi the London hotel cap went up to £220 a night', 'London: £190 per night'),
    ('Own car mileage is 40p a mile for the first 10k business miles each tax year.', '45p per mile'),
    (
        "fyi you've got 60 days to submit an expense claim before it counts as late.",
        'within 30 days of the date on which the expense was incurred',
    ),
    (
        "Biz class on long-haul flights just needs your line manager's ok before booking.",
        "the traveller's director has approved it in writing",
    ),
    (
        'Heads up, late-night taxis are only covered if the journey starts after midnight.',
        'starts between 22:00 and 06:00',
    ),
    (
        "A beer with dinner on a solo work trip is fine to expense if it's under a tenner.",
        'Alcohol is not reimbursed on individual subsistence claims',
    ),
    ('The per diem in the States is $100 a day for meals and incidentals.', 'US$85 per day'),
    (
        'Anything over a grand only needs your line manager to sign off, nobody else.',
        'claims above £1,000 must also be approved by the head of department',
    ),
    (
        "You can take cash out on the company card in the UK as long as it's under £100.",
        'Cash withdrawals on the corporate card are not permitted in the United Kingdom',
    ),
    ('First class on the train is fine for any UK journey over two hours.', 'longer than three hours'),
    (
        "If the airline's own site is cheaper than Meridian you can just book the flight yourself.",
        'even where a cheaper fare appears to be available elsewhere',
    ),
    (
        'On travel days abroad you only get half the per diem, outbound and return day.',
        '75 per cent of the daily rate',
    ),
    # near-misses
    ("Booked a Manchester hotel at £125 a night with breakfast, so I'm under the cap.", None),
    ('Took a £35 taxi home at 11:15pm after the client dinner, should be claimable.', None),
    ('Per diem for my Lyon trip is the eurozone rate of €65 for each full day.', None),
    ('My Singapore flight is thirteen hours, so biz class is possible if my director signs off first.', None),
    ("My £640 hotel and train claim only needs my line manager's approval.", None),
    ("The old 2018 expenses policy let us claim hotel gym passes, but the current one doesn't.", None),
    ("Laundry on my two-week Frankfurt trip is claimable since it's longer than five nights.", None),
    ('Lost a £30 taxi receipt, first one this quarter, so a signed declaration should cover it.', None),
    ('Took €150 cash out on the corp card in a town abroad where hardly anyone takes cards.', None),
    ('The two-and-a-half-hour train to Leeds has to go in standard class.', None),
    ('Wine at a pre-approved client dinner can go on expenses within the per-head limit.', None),
    ("I've passed 10,000 business miles this tax year, so further miles go at the lower rate.", None),
]
