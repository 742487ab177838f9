"""An airport's car parking terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
NORTHWOLD AIRPORT LIMITED
CAR PARKING TERMS AND CONDITIONS

Effective from 1 February 2025

1. Introduction

These terms and conditions apply to every vehicle parked in the Short Stay, Long Stay and Meet and Greet car parks at \
Northwold Airport, which are operated by Northwold Airport Limited ("we", "us" or "the Airport"), and to every booking \
made through our website, our app or our Car Parks Helpdesk. In these terms "the Customer" means the person who makes a \
booking or who is in charge of a vehicle while it is on Airport land, "Booking" means a pre-booked parking product \
confirmed by email with a booking reference, and "Turn-Up Tariff" means the price charged to Customers who arrive without \
a Booking. By entering any of our car parks you accept these terms, which are displayed at each car park entrance, and \
they apply in addition to any byelaws made by the Airport.

The Car Parks Helpdesk is open from 4am to 11pm every day and can be reached on 01632 960 882, and outside those hours \
assistance can be requested using the help button on any barrier.

2. Pre-booking

Bookings can be made up to 12 months in advance and no later than 3 hours before the Customer's planned arrival time, \
and the price shown at the time of booking is fixed and will not be increased after the Booking is confirmed. Pre-booked \
prices start from £49 for 8 days in the Long Stay car park and from £89 for 8 days in the Short Stay car park, and they \
are always lower than the Turn-Up Tariff, which is £22 per day in the Long Stay car park and £38 per day in the Short Stay \
car park. Each Booking is valid for one vehicle only, identified by its registration number, and the Customer must enter \
the registration correctly when booking because our automatic number plate recognition ("ANPR") cameras use it to open \
the barrier. A Booking may be made for a driver other than the Customer, provided that the registration is correct, and \
Bookings may not be resold or transferred to another vehicle except by amending the Booking in accordance with section 9.

3. Arriving at and leaving the car park

Customers may enter the car park up to 2 hours before the booked arrival time and may leave up to 2 hours after the \
booked departure time without any extra charge, and this allowance is intended to cover flight delays and queues at \
passport control. If the ANPR camera does not recognise your registration, you should press the help button at the \
barrier and quote your booking reference, and you must not follow another vehicle through the barrier. A vehicle that \
enters a car park and leaves within 15 minutes will not be charged, except in the Drop-Off Zone described in section 5.

4. Early arrivals and overstays

If you arrive more than 2 hours before your booked arrival time, the barrier will not open automatically, and you will \
either be charged for the extra time at the Turn-Up Tariff or you may amend your Booking through the website before you \
enter. If you leave more than 2 hours after your booked departure time, the extra time will be charged at the Turn-Up \
Tariff for each day or part of a day, and payment must be made by card at a pay machine or at the exit barrier before \
you can leave, as cash is not accepted at the exit barriers. Where an overstay is caused by a flight being cancelled or \
delayed by more than 12 hours, we will waive the overstay charge for up to 48 hours, provided that the Customer shows \
written confirmation from the airline to the Car Parks Helpdesk before leaving.

5. Our car parks and the Drop-Off Zone

The Short Stay car park is a multi-storey building next to the terminal, a walk of no more than 5 minutes, and it is \
suitable for stays of any length. The Long Stay car park is located on Brackenthwaite Road, about 1.8 miles from the \
terminal, and is served by the shuttle bus described in section 6. The Drop-Off Zone in front of the terminal charges £5 \
for up to 10 minutes and £1 for each additional minute, up to a maximum stay of 20 minutes, and vehicles must not be left \
unattended in the Drop-Off Zone at any time. Customers who wish to avoid the Drop-Off Zone charge may drop off free of \
charge for up to 30 minutes in the Long Stay car park and use the shuttle bus, and Blue Badge holders may drop off free \
of charge in the dedicated bays on level 0 of the Short Stay car park, provided that they have registered their badge \
with the Car Parks Helpdesk at least 24 hours before arrival.

6. The shuttle bus

The shuttle bus between the Long Stay car park and the terminal is free of charge and runs every 10 minutes between 4am \
and midnight and every 20 minutes between midnight and 4am, and the journey takes approximately 8 minutes. Customers \
should allow at least 30 minutes between arriving at the Long Stay car park and the latest check-in time for their \
flight. All shuttle buses are wheelchair accessible and our drivers will help Customers with their luggage, but each \
passenger may bring no more than 2 large cases on the shuttle bus, and bicycles and surfboards cannot be carried on the \
shuttle and must be taken to the terminal by the Customer. Assistance dogs are welcome on the shuttle bus, but any other \
animal must be kept in a suitable carrier.

7. Vehicle sizes and restrictions

Standard bays in all of our car parks are suitable for vehicles up to 5 metres long, 2 metres wide and 2.1 metres high, \
and the height barrier at the entrance to the multi-storey Short Stay car park is set at 2.1 metres. Vans, motorhomes, \
vehicles towing trailers and any other vehicle longer than 5 metres must be parked in the Oversize Area of the Long Stay \
car park, which must be booked in advance at a supplement of £10 per day, and such vehicles may not use the Meet and \
Greet service. Motorcycles may be parked in the dedicated motorcycle bays in the Long Stay car park at a fixed price of \
£5 per day, whether or not they have been pre-booked. Electric vehicle charging points are available in the Short Stay \
car park at a charge of 45p per kWh, and vehicles must be moved from a charging bay within 4 hours of being fully \
charged. LPG-powered vehicles must not be parked on any level of the multi-storey car park.

8. Meet and Greet

With our Meet and Greet service, a member of our Valet Team will meet you at the Meet and Greet area on level 0 of the \
Short Stay car park, take your keys and park your vehicle in a secure compound within the Airport boundary, and return \
the vehicle to the same place when you come back. You must call the Valet Team on the number shown in your confirmation \
email 30 minutes before you arrive, and again when you have collected your luggage on your return, and your vehicle will \
be ready within 15 minutes of your second call. The Meet and Greet service costs from £79 for up to 4 days plus £12 for \
each additional day, it must be booked at least 24 hours in advance, and it is available between 4am and 11pm only, so \
that Customers returning on a flight that lands after 11pm will be asked to collect their keys from Airport Security at \
the Terminal Information Desk and their vehicle from the compound. Our Valet Team will record the mileage and take \
photographs of the condition of your vehicle at handover, and your vehicle will not be driven more than 5 miles in total \
while it is in our care. An exterior wash can be added to any Meet and Greet Booking for £15 and a full valet for £45.

9. Amendments, cancellations and refunds

Bookings may be amended free of charge up to 48 hours before the booked arrival time, and where the new price is higher \
the Customer must pay the difference, but no refund is given where the new price is lower. Bookings cancelled more than \
48 hours before the booked arrival time will receive a full refund less a cancellation fee of £10, and bookings cancelled \
less than 48 hours before the booked arrival time, or not used at all, are not refundable, except where the Customer's \
flight has been cancelled by the airline and proof is sent to us within 28 days. Flexible Bookings, which cost an extra \
£7 per Booking, can be cancelled for a full refund with no fee up to 1 hour before the booked arrival time. No refund is \
given for leaving the car park earlier than the booked departure time, and all refunds are paid to the original payment \
card within 10 working days.

10. Our responsibility

Vehicles and their contents are left at the Customer's own risk, and we are not liable for any loss of or damage to a \
vehicle or its contents unless it was caused by our negligence or that of our staff or contractors. Customers must not \
leave valuables on display and must lock their vehicle, and any claim for damage caused while a vehicle was in the care \
of our Valet Team must be reported to the Valet Team before the Customer leaves the Airport, as no claim made after that \
time will be considered. Our total liability to any Customer for any one claim is limited to £25,000, except for death or \
personal injury caused by our negligence, for which our liability is not limited.

11. Breakdowns, security and keys

All our car parks are patrolled 24 hours a day and are covered by CCTV, and the Long Stay car park holds the Park Mark \
award for safer parking. If your vehicle will not start on your return, our staff can provide a free jump start in any \
car park between 6am and 10pm, but we cannot carry out any other repairs, and Customers must arrange their own breakdown \
recovery. Customers must not leave keys with any person other than a member of our Valet Team wearing an Airport \
identity badge, and we will not accept keys for safekeeping in the Short Stay or Long Stay car parks.

12. Parking Charge Notices

A Parking Charge Notice of £100 may be issued to any vehicle that is parked outside a marked bay, that is parked in a bay \
reserved for Blue Badge holders or electric vehicles without being entitled to use it, or that is left unattended in the \
Drop-Off Zone, and the charge is reduced to £60 if paid within 14 days of the date of issue. Appeals must be made within \
28 days to our parking management contractor, whose details are printed on the notice, and if an appeal is rejected it \
may be referred to the independent appeals service POPLA.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The Northwold airport parking helpdesk is staffed round the clock.",
     "The Car Parks Helpdesk is open from 4am to 11pm every day"),
    ("u can pre-book northwold parking up to an hour before u turn up",
     "no later than 3 hours before the Customer's planned arrival time"),
    ("Lena says turning up at Northwold long stay without booking is £30 a day.",
     "which is £22 per day in the Long Stay car park"),
    ("At Northwold you only get half an hour either side of your parking booking before they charge.",
     "may enter the car park up to 2 hours before the booked arrival time"),
    ("paid my overstay in cash at the exit barrier at northwold, easy",
     "as cash is not accepted at the exit barriers"),
    ("If your flight's cancelled, Northwold waive the overstay charge for up to a week.",
     "we will waive the overstay charge for up to 48 hours"),
    ("Dropping someone at the Northwold terminal is free for the first ten minutes.",
     "The Drop-Off Zone in front of the terminal charges £5"),
    ("Gav reckons the long stay shuttle costs £3 a head each way.",
     "the terminal is free of charge and runs every 10 minutes"),
    ("Dan took his bike on the car park shuttle bus to the terminal, no problem.",
     "bicycles and surfboards cannot be carried on the shuttle"),
    ("northwold multi storey height limit is 2.5m so our car with the roof box will fit",
     "the height barrier at the entrance to the multi-storey Short Stay car park"),
    ("Motorbikes park for free at Northwold Airport.",
     "Long Stay car park at a fixed price of £5 per day"),
    ("You can book Northwold's meet and greet on the day you fly.",
     "it must be booked at least 24 hours in advance"),
    ("Cancelled our airport parking 3 days ahead and got every penny back, no fee.",
     "full refund less a cancellation fee of £10"),
    ("came back from spain 2 days early and northwold refunded the unused days",
     "No refund is given for leaving the car park earlier"),
    ("Rachel's dad got charged £20 for a jump start in the long stay at 8am.",
     "our staff can provide a free jump start in any car park"),
    ("Northwold's car park fine drops to £50 if you pay it within two weeks.",
     "the charge is reduced to £60 if paid within 14 days"),
    # near-misses
    ("Helpdesk was shut at 2am so I used the help button on the barrier.", None),
    ("Booked our Northwold parking ten months ahead for the summer holiday.", None),
    ("pre-booked 8 days in northwold long stay for £55, way cheaper than turning up", None),
    ("Got to the car park 90 minutes before my booking and the barrier let me in, no extra.", None),
    ("flight home was late so left northwold parking 1.5 hrs after my booking ended, no charge", None),
    ("Tariq came back three days late and paid the turn-up rate by card for the extra days.", None),
    ("Dropped mum at the terminal in 8 minutes and it cost me a fiver.", None),
    ("shuttle from the long stay to the terminal takes about 8 mins", None),
    ("Each of us took two big cases on the long stay shuttle.", None),
    ("Our hatchback is 4.2 metres long so a standard bay at Northwold is fine.", None),
    ("motorbike parking at northwold is a fiver a day even if u just turn up", None),
    ("Meet and greet at Northwold for our 6 day trip was £103.", None),
    ("Cancelled the flexible parking booking 2 hrs before and got the lot back.", None),
    ("Flight got cancelled so Northwold refunded my late-cancelled parking after I sent proof within a week.", None),
    ("Jo's dad got a free jump start in the long stay at 7am.", None),
    ("Paid the airport car park PCN within a fortnight so it was £60 instead of £100.", None),
]
