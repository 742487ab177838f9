"""Coworking space membership terms with contradiction / near-miss memories; written blind."""
from __future__ import annotations

POLICY = """Foundry Yard Coworking
Membership Terms

About These Terms

These terms set out how membership of Foundry Yard Coworking, Unit 3, 41 Canal Street, works, what is included in each plan and what we expect of members and their guests. They apply from 1 April 2025 and replace all earlier versions. Members who joined before 1 April 2025 will keep their existing monthly price until 30 September 2025, after which the prices below will apply; under the previous terms a Hot Desk membership cost £195 per month. By activating your key fob you agree to these terms and to the house rules displayed in the kitchen.

Membership Plans and Prices

We offer several plans to suit different ways of working, and all prices shown exclude VAT, which is added at 20%. A Hot Desk membership costs £220 per month and gives you use of any free desk in the open-plan area on the ground floor, on a first-come, first-served basis. The Flex 10 plan costs £120 per month and allows up to 10 days of Hot Desk use in each calendar month; unused days do not roll over into the following month and cannot be transferred to another person. A Dedicated Desk costs £340 per month and provides your own desk on the first floor, with a lockable pedestal and a monitor that you may leave set up. Private offices start at £1,150 per month for a four-person office, and larger offices are priced on request, with a minimum term of six months. Non-members can buy a day pass at reception for £25, but no individual may buy more than three day passes in any calendar month. Our Business Address plan costs £45 per month and provides a mailing address and mail handling without desk access.

Access Hours

Reception is staffed from 8:30am to 6:00pm, Monday to Friday. Hot Desk and Flex 10 members may use the space from 7:00am to 10:00pm on weekdays. On Saturdays the space is open to these members from 9:00am to 5:00pm, and it is closed to them on Sundays and on public holidays. Dedicated Desk and Private Office members have 24-hour access, seven days a week, including public holidays, using their personal key fob. Key fobs must not be lent to anyone else, and a replacement for a lost or damaged fob costs £15. Members who are in the building outside staffed hours must sign the out-of-hours register by the main door and must not prop open any external door.

Guests

Members may bring up to two guests at any one time, and guests may stay free of charge for up to two hours per visit. Guests who wish to stay for longer than two hours must buy a day pass. All guests must be signed in at reception on arrival, so guests can only be received during staffed hours, and the member who invited them is responsible for their conduct and must remain with them throughout the visit. Guests may use the kitchen and the lounge but may not use hot desks, print, or book meeting rooms in their own name.

Meeting Rooms

We have two meeting rooms: the Boardroom, which seats up to 12 people, and the Snug, which seats up to 4. Each month, Hot Desk members receive 4 hours of meeting room credit, Dedicated Desk members receive 8 hours and Private Office members receive 15 hours per office; Flex 10 members do not receive any credit. Once your credit has been used, the Boardroom costs £40 per hour and the Snug costs £15 per hour. Rooms must be booked through the member app, and bookings can be made up to 30 days in advance. A single booking of the Boardroom during staffed hours may last no more than three hours, so that the room is available to as many members as possible. If you cancel a booking at least 24 hours before it starts, any credit used will be returned to your account, but bookings cancelled later than that are charged in full. Unused credit expires at the end of each calendar month and cannot be carried forward or exchanged for cash.

Mail and Parcels

Dedicated Desk, Private Office and Business Address members may use 41 Canal Street as their business mailing address and as the registered office address of their company. Hot Desk and Flex 10 members may receive parcels at the space, but they may not use our address for company registration or on their business stationery. We accept parcels weighing up to 20kg, and we cannot accept perishable goods, items that need to be signed for after 6:00pm, or anything hazardous. We will notify you by email on the day a parcel arrives, and parcels will be held at reception for up to 14 days, after which they will be returned to the sender. Business Address members may ask us to scan and email letters at £1 per item, and we will forward post once a week at cost plus a handling fee of £5.

Printing

Each member receives 100 free black-and-white A4 pages per calendar month, and this allowance cannot be carried over. Beyond that allowance, black-and-white printing costs 5p per page and colour printing costs 20p per page, with A3 pages charged at double the A4 rate. Print jobs of more than 500 pages must be arranged with reception at least 48 hours in advance, and the printers may not be used for commercial print runs intended for resale.

Payment, Deposits and Notice

Membership fees are paid monthly in advance by direct debit on the first working day of each month. If a payment is more than 7 days overdue we will add a late payment fee of £25, and if it is more than 14 days overdue we may suspend your access until the account is settled. Dedicated Desk and Private Office members must pay a deposit equal to one month's membership fee before moving in. The deposit will be refunded within 30 days of your membership ending, less any unpaid fees or the cost of repairing damage beyond normal wear and tear; no deposit is required for Hot Desk, Flex 10 or Business Address plans. Hot Desk, Flex 10 and Business Address members must give one month's notice to end their membership. Dedicated Desk members must give two months' notice, and Private Office members must give three months' notice, which may not expire before the end of the minimum term. Notice must be given in writing by email to membership@foundryyard.co.uk, and notice given verbally to a member of staff will not be accepted. We will give at least 60 days' notice of any change to membership prices.

Pets

Well-behaved dogs are welcome on Fridays only, provided that the dog is registered with reception in advance and the owner has shown proof of up-to-date vaccinations. No more than three dogs may be in the building at the same time, and places are allocated in the order in which dogs are registered for that Friday. Dogs must be kept on a lead in communal areas and must never be taken into the kitchen or the meeting rooms, and owners are responsible for any mess or damage. Other animals are not permitted in the building, with the exception of assistance dogs, which are welcome every day.

Events

We hold a free members' breakfast at 8:30am on the first Tuesday of each month, and Friday drinks from 5:00pm on the last Friday of each month. Members may hire the event space for their own events after 6:30pm on weekdays at £60 per hour, for up to 40 attendees, provided that the booking is made at least 14 days in advance. All members' events must end by 10:00pm, and the space must be cleared and left tidy by 10:30pm. Alcohol may be served only at events approved in advance by the community manager, and members must not bring alcohol into the workspace at other times.

General Conduct

Phone calls should be taken in the phone booths or the lounge, and a phone booth may be used for no more than 45 minutes at a time when others are waiting. Hot desks must be cleared at the end of each day, and items left overnight will be moved to lost property, where they are kept for 30 days. Smoking and vaping are prohibited everywhere in the building, including the roof terrace and the bike store. We may end a membership immediately, without refund, if a member seriously or repeatedly breaches these terms.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("hot desk at foundry yard is £180 a month plus vat", "A Hot Desk membership costs £220 per month"),
    ("fyi if you're on a dedicated desk you need 3 months notice to leave", "Dedicated Desk members must give two months' notice"),
    ("hot deskers can get into the building from 6am on weekdays", "may use the space from 7:00am to 10:00pm on weekdays"),
    ("dogs are allowed in at the coworking place on Wednesdays", "Well-behaved dogs are welcome on Fridays only"),
    ("if you joined before april your old price is locked in till the end of the year", "keep their existing monthly price until 30 September 2025"),
    ("you can bring 4 guests in at once, no charge", "Members may bring up to two guests at any one time"),
    ("you're allowed to vape out on the roof terrace tho, just not inside", "including the roof terrace and the bike store"),
    ("hot deskers aren't allowed to get parcels sent to the space apparently", "Hot Desk and Flex 10 members may receive parcels at the space"),
    ("told Jess on the front desk I'm leaving, so my notice is sorted", "notice given verbally to a member of staff will not be accepted"),
    ("colour printing there is 50p a page, pricey", "colour printing costs 20p per page"),
    ("heads up they only hang on to parcels for a week before sending them back", "parcels will be held at reception for up to 14 days"),
    ("you can book the boardroom like 3 months ahead on the app", "bookings can be made up to 30 days in advance"),
    # near-misses
    ("brought a client in for an hour yesterday afternoon, didn't cost anything", None),
    ("still paying £195 for my hot desk cos I joined in jan, goes up in oct", None),
    ("my assistance dog comes in with me every day, no issues", None),
    ("printed about 80 b&w pages this month so still inside the free allowance", None),
    ("emailed membership@ to give my one month notice on the hot desk", None),
    ("dedicated desk means I can get in on Sundays with my fob", None),
    ("cancelled the snug 2 days before and got my hours back", None),
    ("paid a month's fee as deposit for my dedicated desk, should come back within 30 days of leaving", None),
    ("brought my dog in on Fri, registered him first and kept him on a lead downstairs", None),
    ("friday drinks are the last fri of the month from 5", None),
    ("hosting a launch in the event space 7-9pm on a Thursday for 30 ppl, booked 3 wks ahead", None),
    ("flex 10 days don't roll over, lost 3 last month", None),
]
