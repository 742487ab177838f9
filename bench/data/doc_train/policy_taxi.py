"""A private hire taxi firm's terms and conditions for passengers; written blind."""
from __future__ import annotations

POLICY = """\
ASHCOMBE CARS LIMITED
PRIVATE HIRE TERMS AND CONDITIONS

Effective from 1 March 2025

1. About us and these terms

Ashcombe Cars Limited ("the Company", "we" or "us") is a private hire operator licensed by Brayford District Council \
under operator licence PHO/0417, and every vehicle and driver we dispatch is licensed by that council or by another \
licensing authority in England. These terms apply to every booking made with us by telephone, through the Ashcombe Cars \
app or through our website, other than account bookings made by businesses, which are governed by a separate account \
agreement that takes priority where the two conflict. In these terms "the Customer" means the person who makes the \
booking and "Passenger" means any person carried in the vehicle, and the Customer is responsible for the conduct of every \
Passenger and for any charges arising under these terms.

Because we are a private hire operator and not a hackney carriage, our drivers are not permitted to pick up passengers \
who hail them in the street or approach them at a taxi rank, and every journey must be pre-booked with our control \
office, which is staffed 24 hours a day, 7 days a week, including Christmas Day and New Year's Day.

2. Making a booking

Bookings may be made at any time up to 90 days in advance, and we recommend that bookings for journeys between 4am and \
7am, and all airport journeys, are made at least 24 hours before the pick-up time. When you book you must tell us the \
number of passengers, the number and size of any bags, whether you need a child seat, a wheelchair accessible vehicle or \
an estate car, and whether any animal will travel, and we may refuse or charge for any passenger, bag or animal that was \
not declared at the time of booking. Our standard saloon cars carry up to 4 passengers, our estate cars carry up to 4 \
passengers with additional luggage space, and our executive MPVs carry up to 7 passengers, and we will not carry more \
passengers than the number of seat belts fitted in the vehicle under any circumstances.

We will send a confirmation by text message or email for every booking, and bookings made through the app are confirmed \
only when the app shows the status "Confirmed" together with a booking reference beginning with the letters AC.

3. Fares

Fares for journeys within the Brayford district are calculated by the meter at the Tariff 1 rate of £3.40 for the first \
mile and £2.10 for each additional mile between 6am and 10pm, and at the Tariff 2 rate, which is one and a half times \
Tariff 1, between 10pm and 6am and all day on Sundays and bank holidays. Tariff 3, which is double Tariff 1, applies from \
6pm on 24 December until 6am on 27 December and from 6pm on 31 December until 6am on 2 January. The minimum fare for any \
journey is £6.00, regardless of distance or tariff, and an extra charge of £1.00 per passenger applies for each \
passenger after the fourth in an MPV.

For journeys that start or finish outside the Brayford district, and for all airport journeys, we will give a fixed price \
at the time of booking, and that price will not change unless the route is altered at the Customer's request, extra \
stops are added or waiting time is incurred in accordance with section 4. Road, bridge and tunnel tolls, congestion \
charges and airport drop-off charges are not included in any fare and will be added to the final price at cost.

4. Waiting time

For pick-ups from a home or business address, the driver will wait free of charge for up to 5 minutes from the booked \
pick-up time or from the time of arrival, whichever is later, after which waiting time is charged at 40p per minute. \
For airport pick-ups, the first 45 minutes after the flight's actual landing time are free, and waiting time after that \
is charged at £10 for each further period of 15 minutes or part of a period, up to a maximum wait of 2 hours, after \
which the driver may leave and the booking will be treated as a no-show under section 8. Waiting time during the \
journey, including stops at a shop or cash machine that the Customer requests, is charged at 40p per minute from the \
moment the vehicle stops, and the driver is not obliged to make any stop that would be unsafe or unlawful.

5. Luggage and animals

Each passenger may bring one large suitcase of up to 23kg and one item of hand luggage free of charge, and any further \
large cases are charged at £2 each, provided that they can be carried safely in the boot without blocking the driver's \
view. Bicycles, surfboards, golf bags and other bulky items can only be carried in an estate car or MPV if they were \
declared at the time of booking, and we reserve the right to refuse to carry any item that could damage the vehicle.

Assistance dogs will always be carried free of charge, and no driver may refuse to carry one unless they hold a valid \
medical exemption certificate issued by the council, which must be displayed in the vehicle. Pets may be carried at the \
driver's discretion only if they were declared at the time of booking and are kept in a carrier or on a lead on the \
floor of the vehicle, and a charge of £5 per journey is made for each pet other than an assistance dog.

6. Children and child seats

We will provide either a rear-facing baby seat for babies weighing up to 13kg or a booster seat for children aged 4 to \
11 who are under 135cm tall, in any booking where it was requested at least 24 hours in advance, at a charge of £5 per \
seat per journey. Where a suitable child seat is not available, children aged 3 and over may travel in a rear seat using \
an adult seat belt, as the law permits in licensed private hire vehicles, but children under 3 may not travel unless a \
child seat is fitted. Customers may bring and fit their own child seat at no extra charge, and our drivers are not \
permitted to fit a seat on a Customer's behalf. No child under 14 may travel in the front passenger seat, and no child \
under 12 may travel in any of our vehicles unless accompanied by a person aged 18 or over.

7. Airport and station transfers

We operate fixed-price transfers to Halvering International Airport, Eastmere Airport and the main railway stations in \
the region, and the prices shown on our website include a meet-and-greet service and the first 45 minutes of waiting \
described in section 4. For airport pick-ups the Customer must give us the flight number when booking so that we can \
track the flight, and we will adjust the pick-up time automatically if the flight is delayed, at no extra charge, \
provided that the flight lands within 3 hours of its scheduled time. If a flight is diverted to another airport or \
delayed by more than 3 hours, the Customer must call our control office to rebook, and no cancellation fee will be \
charged in that case. The driver will meet the Customer in the arrivals hall holding a name board, and any car park \
charge incurred by the driver while waiting, which is currently £6.50 for the first 30 minutes at Halvering, will be \
added to the fare. Drop-offs are made at the terminal drop-off zone, and the drop-off charge of £5 at Halvering and £4 at \
Eastmere is added to the fare in accordance with section 3.

8. Cancellations and no-shows

Bookings for local journeys may be cancelled free of charge at any time before the vehicle has been dispatched, and a \
cancellation after dispatch is charged at £5, or at the minimum fare if the vehicle has already arrived at the pick-up \
address. Airport bookings and other fixed-price bookings may be cancelled free of charge up to 24 hours before the \
pick-up time, and a charge of 50% of the fixed price is made for cancellations between 24 hours and 2 hours before \
pick-up, while cancellations made less than 2 hours before pick-up, and no-shows, are charged at the full fixed price. A \
no-show occurs where the Passenger has not come to the vehicle within 15 minutes of the booked pick-up time for a local \
journey, or within the 2 hours set out in section 4 for an airport pick-up, and the driver has tried at least twice to \
contact the Customer by telephone.

If we are more than 20 minutes late for any booked pick-up, you may cancel the booking without charge, and for airport \
drop-offs we will pay the difference in fare, up to a maximum of £50, if you have to use another operator because our \
vehicle has not arrived within 15 minutes of the booked time.

9. Soiling, damage and behaviour

Smoking, vaping and the consumption of alcohol or of food are not permitted in any of our vehicles, other than bottled \
water, and the driver may end the journey at a safe place if a Passenger behaves in an abusive, threatening or violent \
manner, in which case the fare up to that point remains payable. A soiling charge of £100 is payable where a Passenger \
vomits or otherwise soils the interior of a vehicle, reduced to £50 where the soiling is minor and the vehicle can be \
cleaned without being taken off the road, as assessed by the driver and confirmed by photographs sent to our office \
within 1 hour. The soiling charge covers cleaning and the driver's loss of earnings, and any damage to the vehicle itself \
will be charged separately at the cost of repair.

10. Payment

Fares may be paid in cash, by card in the vehicle or through the app, and all of our vehicles carry a card reader, \
although a surcharge of 5% applies to payments made with American Express cards. Drivers carry a limited float and are \
not able to change notes larger than £20. For app bookings, the fare is charged to the card held in the app at the end \
of the journey, and any waiting, luggage, pet or soiling charge will be charged to the same card within 48 hours. Tips \
are at the Customer's discretion and are paid in full to the driver.

11. Lost property and complaints

Any property left in one of our vehicles will be held at our office at Unit 7, Fenwick Road, Brayford, for 28 days, and \
may be collected between 9am and 5pm on weekdays or delivered to you by one of our drivers at the metered fare for the \
journey. Complaints must be made in writing by email or by post to our office within 30 days of the journey, and we will \
acknowledge your complaint within 2 working days and respond in full within 14 days. If you are not satisfied with our \
response you may contact the licensing team at Brayford District Council, quoting the driver's badge number and the \
vehicle's plate number.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You can just flag down an Ashcombe Cars driver in the street if one's passing.",
     "are not permitted to pick up passengers who hail them in the street"),
    ("Ashcombe's people carriers take up to 8 of us so we only need one",
     "our executive MPVs carry up to 7 passengers"),
    ("Kerry says the minimum fare with Ashcombe is a fiver, however short the trip.",
     "The minimum fare for any journey is £6.00"),
    ("ashcombe charge the normal daytime rate on sundays, no extra",
     "between 10pm and 6am and all day on Sundays and bank holidays"),
    ("The Ashcombe driver waits 10 minutes at your house before the waiting charge starts.",
     "will wait free of charge for up to 5 minutes from the booked"),
    ("Mo says Ashcombe give you the first hour free at arrivals after the plane lands.",
     "the first 45 minutes after the flight's actual landing time are free"),
    ("Jo says each passenger can bring two big suitcases free with Ashcombe.",
     "one large suitcase of up to 23kg and one item of hand luggage"),
    ("took the cat to the vet in an ashcombe car, pets go free if u tell them when booking",
     "a charge of £5 per journey is made for each pet"),
    ("Ashcombe Cars provide a booster seat at no extra cost if you ask a day ahead.",
     "at a charge of £5 per seat per journey"),
    ("My 12 year old is allowed to sit in the front of the taxi now.",
     "No child under 14 may travel in the front passenger seat"),
    ("the ashcombe driver fitted our own car seat for us, they always do that",
     "our drivers are not permitted to fit a seat on a Customer's behalf"),
    ("Flight was an hour late and Ashcombe charged us extra for moving the pick-up time.",
     "we will adjust the pick-up time automatically if the flight is delayed"),
    ("Cancelling an airport taxi 12 hours before costs nothing with Ashcombe.",
     "a charge of 50% of the fixed price is made for cancellations"),
    ("Dan's mate threw up in an Ashcombe car and they charged him £200 for the soiling.",
     "A soiling charge of £100 is payable where a Passenger"),
    ("ashcombe don't add anything extra if you pay with amex",
     "a surcharge of 5% applies to payments made with American Express cards"),
    ("Ashcombe only keep stuff left in their cars for a week.",
     "Brayford, for 28 days, and may be collected between 9am and 5pm"),
    # near-misses
    ("Rang Ashcombe's office at 3am on Christmas Day and someone picked up.", None),
    ("booked ashcombe 2 months ahead for the wedding, no probs", None),
    ("An Ashcombe saloon takes four passengers at most.", None),
    ("My taxi home at 11pm was one and a half times the daytime rate.", None),
    ("Ashcombe charge double after 6pm on New Year's Eve.", None),
    ("driver waited about 4 mins outside mine and didn't charge for waiting", None),
    ("Plane landed and passport control took 40 mins but the cab firm charged nothing for waiting.", None),
    ("Luke travelled alone and paid £2 for his second big suitcase in the Ashcombe car.", None),
    ("Asha's guide dog rides free in Ashcombe cars.", None),
    ("brought our own car seat for the 2 yo in the taxi, no extra charge", None),
    ("No booster available, so my 10 year old sat in the back with a normal seat belt.", None),
    ("Cancelled the airport taxi two days before and it didn't cost a thing.", None),
    ("we cancelled the airport cab 6 hrs before and had to pay half", None),
    ("Priya's brother spilled a bit and the cab firm charged £50 as it cleaned up quickly.", None),
    ("Dropping off at Eastmere Airport adds £4 to the Ashcombe fare.", None),
    ("left my phone in an ashcombe car, they held it 3 weeks till i picked it up", None),
]
