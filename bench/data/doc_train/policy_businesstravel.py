"""Business travel and overnight accommodation policy of a UK engineering group; written blind."""
from __future__ import annotations

POLICY = """\
CARROWFIELD ENGINEERING GROUP PLC
BUSINESS TRAVEL AND OVERNIGHT ACCOMMODATION POLICY

Effective from 1 May 2025 (policy reference FIN-TR-07, version 3, replacing all earlier travel guidance)

1. Purpose and scope

This policy sets out how employees of Carrowfield Engineering Group plc and its UK subsidiaries ("the Group") must book, \
undertake and claim for business travel and overnight accommodation, and it applies to all employees, contractors engaged \
through the Group's payroll and candidates invited to interview, but not to non-executive directors, whose travel is \
arranged by the Company Secretary. The Group expects travellers to choose the most economical option that meets the \
business need, taking account of total cost, working time and personal safety, rather than the option that earns the \
traveller loyalty points or other personal benefit. Travel between home and an employee's normal place of work is \
commuting and is not business travel, except where an employee is required to attend their normal place of work on a day \
when they are not rostered, in which case the journey may be claimed in accordance with section 6.

2. Approvals

Every trip must be approved in advance by the traveller's line manager through the Voyager expense system, and any trip \
with a total estimated cost above £1,500, any trip outside the UK and any trip lasting more than 5 consecutive nights must \
also be approved by the relevant Divisional Director. Travel to a country rated "high risk" on the Group's security \
register additionally requires written approval from the Chief Operating Officer at least 10 working days before \
departure, and no employee may travel to a country rated "extreme risk" for any reason. Line managers may not approve \
their own travel, and a manager's travel must be approved by the person to whom they report.

3. Booking routes

All rail tickets, flights, hotel rooms and hire cars must be booked through the Group's travel management company, Wayline \
Travel, either through the Wayline online portal or by telephone on 0161 496 0732 between 7am and 7pm Monday to Friday, \
and bookings made through the portal carry no fee while telephone bookings incur a fee of £12 per transaction. Employees \
must not book travel through personal accounts, price comparison websites or directly with hotels unless Wayline cannot \
provide any option within 10% of the cost of the alternative, in which case the traveller may book directly using a Group \
purchasing card, provided that the line manager has agreed beforehand by email.

Bookings should be made at least 14 days before travel for rail and at least 21 days before travel for flights wherever \
possible, and travellers who book later than this without a business reason may be asked to explain the additional cost \
to their Divisional Director. Outside Wayline's office hours, an emergency line is available 24 hours a day for changes to \
existing bookings only, and each call to the emergency line incurs a fee of £25.

4. Rail travel

Standard class must be used for all rail journeys, except that first class may be booked for a single journey lasting \
more than 2 hours and 30 minutes where the traveller needs to work on confidential material during the journey, or where \
the first-class fare is no more than £20 above the standard-class fare for the same train. Directors and employees with a \
documented medical need may travel first class on any journey. Advance fares tied to a specific train should be used where \
the traveller's plans are firm, and off-peak or super off-peak fares should be preferred over anytime fares wherever the \
timing of the meeting allows.

Employees who travel by rail at least twice a month on business may apply for a railcard, the cost of which will be \
reimbursed in full provided that it is expected to save the Group more than its cost within 12 months. Seat reservations \
and any fees for changing tickets should be claimed as part of the ticket cost, but penalty fares and fares for tickets \
that were not used because the traveller missed the train through their own fault will not be reimbursed.

5. Air travel

Domestic flights within Great Britain are not permitted where the same journey can be completed by rail in under 5 hours, \
unless the total cost including accommodation would be at least £150 lower by air. All flights of less than 6 hours must \
be booked in economy class, and premium economy may be booked for flights of 6 hours or more, while business class may be \
booked only for flights of more than 9 hours where the traveller is expected to start work within 12 hours of landing, \
with Divisional Director approval. One item of checked baggage of up to 23kg is permitted on any flight, and additional \
baggage will be reimbursed only where it contains equipment or samples required for the trip.

Travellers may keep any frequent flyer points earned on business trips, but must not choose an airline or route for that \
reason where a cheaper option is available, and upgrades paid for with points or personal funds are permitted at no cost \
to the Group.

6. Cars, mileage and taxis

Employees using their own car for business journeys will be reimbursed at 45p per mile for the first 10,000 business \
miles in a tax year and 25p per mile after that, plus 5p per mile for each passenger who is a fellow employee travelling \
on the same business, and employees using a motorcycle will be reimbursed at 24p per mile. Mileage is calculated from the \
traveller's normal place of work or from home, whichever is shorter, and the traveller must hold business use insurance \
and a valid MOT certificate, copies of which must be uploaded to Voyager each year. Where a return journey exceeds 200 \
miles, a hire car must be booked through Wayline instead, unless the business journey involves carrying heavy equipment \
that requires the employee's own vehicle.

Hire cars must be in the compact or intermediate category unless 3 or more employees are travelling together, in which \
case a standard estate or people carrier may be booked, and hire cars must be returned with a full tank, since the \
refuelling charge made by the hire company will not be reimbursed. Parking charges, congestion charges and tolls incurred \
on business will be reimbursed against receipts, but parking fines, speeding fines and penalty charge notices are the \
personal responsibility of the driver in all cases.

Taxis may be used where there is no reasonable public transport alternative, where the traveller is carrying heavy or \
bulky equipment, where the journey starts or ends between 10pm and 6am, or where 3 or more employees sharing a taxi makes \
it cheaper than public transport, and a receipt showing the route and fare must be obtained for every journey.

7. Hotels and overnight accommodation

An overnight stay may be booked only where the business requires the traveller to be at a location before 8:30am and the \
outward journey would otherwise begin before 6am, or where the working day ends after 7pm and the return journey would \
take more than 2 hours. Hotel bookings, including breakfast, must not exceed £150 per night in central London, £110 per \
night in Manchester, Birmingham, Edinburgh and Glasgow, and £95 per night elsewhere in the UK, and rates for overseas \
cities are set out in the table published on the Finance intranet page.

Where no room is available within the relevant limit within 3 miles of the business location, Wayline may book the \
cheapest available room and the traveller must record the reason in Voyager before the stay. Employees may choose to stay \
with friends or family instead of in a hotel, in which case they may claim a flat allowance of £30 per night to cover a \
gift for their hosts and their evening meal, without receipts. Hotel bookings must be cancelled by the traveller before \
the hotel's cancellation deadline if the trip no longer goes ahead, and any no-show charge arising from a failure to \
cancel will be recovered from the traveller's salary unless the Divisional Director agrees that the failure was \
unavoidable.

Room upgrades, mini-bar items, in-room films, spa treatments, laundry for stays of fewer than 4 nights and any charges for \
a partner or family member are not reimbursable. Travellers may extend a business trip for personal leisure at the \
weekend, provided that the extension does not increase the cost of travel to the Group, and all accommodation for the \
personal nights must be paid for by the traveller.

8. Meals and subsistence

Where a traveller is away from their normal place of work for more than 5 hours, they may claim up to £7 for a meal, \
rising to £15 where they are away for more than 10 hours, and an evening meal of up to £30 including drinks may be claimed \
for each night spent in a hotel. Breakfast may be claimed up to £12 only where it is not included in the hotel rate, and \
the cost of alcohol may be claimed only as part of the evening meal allowance, up to a limit of 2 drinks per person.

Allowances are maximum amounts and not entitlements, so only the amount actually spent may be claimed, and unused amounts \
may not be carried over from one meal or day to another. Where a meal is provided at a conference, on a flight or by a \
client, no meal allowance may be claimed for that meal. Entertaining of clients or suppliers is covered by the Group's \
separate Hospitality Policy and must not be claimed as subsistence.

9. Overseas travel, insurance and safety

All employees travelling outside the UK are covered by the Group's business travel insurance, which includes medical cover \
and repatriation, and travellers must carry the insurance card issued by Wayline and must register their trip with the \
Group's security provider at least 48 hours before departure. Personal holidays taken immediately before or after a \
business trip are covered by the Group's insurance for up to 3 days only, and any longer personal extension must be \
insured by the traveller.

Travellers must not carry more than £500 or the local equivalent in cash, and should use the Group travel card, which \
carries no foreign transaction fees, for all overseas expenses wherever possible. Vaccinations and anti-malarial \
medication required for business travel will be reimbursed, as will the cost of a visa, but the cost of replacing a lost \
passport will be reimbursed only if it was lost while the traveller was carrying out Group business.

10. Claiming expenses

Expense claims must be submitted through Voyager within 30 days of the end of the trip, with an itemised receipt for \
every item of £5 or more, and claims submitted more than 90 days after the trip will not be paid under any circumstances. \
Approved claims are paid with the next monthly salary if they are approved by the 15th of the month, and otherwise with \
the following month's salary. Credit card statements are not accepted in place of receipts, except for fuel purchased \
abroad.

11. Breaches of this policy

Costs incurred outside this policy may be refused or recovered from the traveller, and deliberate misuse, such as claiming \
for a journey that did not take place or inflating a receipt, will be treated as gross misconduct under the Group's \
disciplinary procedure. Questions about this policy should be directed to the Travel and Expenses Team in the Finance \
department at Bramholt House, Eastmoor, on extension 4410.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("my manager signs off my work trips, and a director only gets involved if its over a grand",
     "any trip with a total estimated cost above £1,500"),
    ("Femi's trip to a high-risk country only needed his divisional director's sign-off.",
     "additionally requires written approval from the Chief Operating Officer"),
    ("Booking with Wayline over the phone is free, same as the online portal.",
     "telephone bookings incur a fee of £12 per transaction"),
    ("At Carrowfield we're meant to book flights a week before we travel.",
     "at least 21 days before travel for flights wherever possible"),
    ("wayline's out of hours line doesnt charge anything for changing bookings, handy",
     "each call to the emergency line incurs a fee of £25"),
    ("Jo's boss told her first class is fine whenever it's within fifty quid of the standard fare.",
     "the first-class fare is no more than £20 above the standard-class fare"),
    ("Business class is allowed on any work flight of 6 hours or more.",
     "business class may be booked only for flights of more than 9 hours"),
    ("only hand luggage gets covered on work flights, checked bags are on us",
     "One item of checked baggage of up to 23kg is permitted"),
    ("Tom says the mileage rate for your own car is 40p a mile for the first 10k miles.",
     "reimbursed at 45p per mile for the first 10,000 business miles"),
    ("Got a parking ticket outside the client's site and work paid the fine.",
     "parking fines, speeding fines and penalty charge notices are the personal responsibility"),
    ("london hotels at work can be up to £180 a night with breakfast",
     "must not exceed £150 per night in central London"),
    ("Kemi stays at her cousin's on the Eastmoor trips and claims £50 a night for it.",
     "they may claim a flat allowance of £30 per night"),
    ("Mark put three pints on his hotel dinner claim and it was all reimbursed as normal.",
     "up to a limit of 2 drinks per person"),
    ("The company travel insurance covers a full week's holiday tacked onto a work trip.",
     "covered by the Group's insurance for up to 3 days only"),
    ("ok to take up to £1000 cash abroad on work trips apparently",
     "must not carry more than £500 or the local equivalent in cash"),
    ("Sarah said expense claims just need to go in within 60 days of getting back.",
     "submitted through Voyager within 30 days of the end of the trip"),
    # near-misses
    ("My 4-night UK trip cost about £900, so only my line manager had to approve it.", None),
    ("booking thru the wayline portal doesnt cost anything extra", None),
    ("Wayline was 15% dearer so I booked the hotel direct on the company card, boss emailed ok first.", None),
    ("Our directors can go first class on any train journey.", None),
    ("Priya went first class on a 3 hr train to work on confidential bid docs, totally allowed", None),
    ("Premium economy is allowed on my 7-hour flight to Dubai.", None),
    ("Leo flew to Glasgow for work because the train would have taken six hours.", None),
    ("nina gets 24p a mile for using her motorbike on work trips", None),
    ("Once you pass 10,000 business miles in the tax year the car rate drops to 25p.", None),
    ("My Manchester hotel came to £105 including breakfast.", None),
    ("Ollie got his hotel laundry reimbursed on a 5-night stay in Birmingham.", None),
    ("claimed a £6 lunch on a 6 hour site visit, no issues", None),
    ("Only spent £20 on dinner at the hotel so that's all I claimed.", None),
    ("The Group insurance covered my two extra holiday days after the Lisbon conference.", None),
    ("Hannah lost her passport on a client visit abroad and Carrowfield paid for the replacement.", None),
    ("claims approved by the 15th get paid with that months salary", None),
]
