"""Tideway Ferries conditions of carriage for passengers, vehicles and accompanied animals; written blind."""
from __future__ import annotations

POLICY = """\
TIDEWAY FERRIES LIMITED
GENERAL CONDITIONS OF CARRIAGE FOR PASSENGERS, VEHICLES AND ACCOMPANIED ANIMALS

Issued on 14 January 2025 and applying to all sailings departing on or after 1 March 2025

1. Introduction and Scope

These conditions set out the terms on which Tideway Ferries Limited ("Tideway", "we" or "us") carries passengers, \
their luggage, vehicles and accompanied animals on its scheduled services between Port Ardrie on the mainland and \
Kelvick on the Isle of Marran, and between Kelvick and Scalby Harbour on the neighbouring island of Hestra. By \
making a booking, or by travelling without one where that is permitted, you accept these conditions on behalf of \
yourself and everyone in your party, and the lead passenger named on the booking is responsible for making sure that \
the other members of the party are aware of them.

Our services are operated by three vessels, the MV Marran Isle, the MV Hestra Belle and the smaller MV Kittiwake, \
which is used mainly on the Kelvick to Scalby Harbour route and on relief sailings during the winter refit period. \
The daytime crossing from Port Ardrie to Kelvick normally takes two hours and fifteen minutes, and the crossing from \
Kelvick to Scalby Harbour takes about 50 minutes. Carriage by sea is also governed by the Athens Convention relating \
to the Carriage of Passengers and their Luggage by Sea and by the passenger rights regulations retained in UK law, \
and nothing in these conditions is intended to reduce any right you have under them.

2. Booking

Bookings can be made online at our website, through the Tideway app, by telephone with our Reservations Centre in \
Port Ardrie between 8am and 8pm daily, or in person at the ticket offices at Port Ardrie, Kelvick and Scalby \
Harbour. A booking fee of £3 applies to bookings made by telephone, but not to bookings made online or at a ticket \
office, and it is waived for customers who tell us that they are unable to book online because of a disability.

Vehicle space is limited and must always be booked in advance, and we strongly recommend that foot passengers also \
book, particularly on Friday and Sunday sailings between June and September, when the 07:15 and 17:45 departures \
from Port Ardrie are frequently full. Bookings open twelve months ahead of the date of travel, except that \
reservations for the Christmas and New Year period are released on 1 June each year. A booking is confirmed only \
once full payment has been received and a confirmation email containing a booking reference has been issued, and a \
provisional reservation held by telephone will be released automatically if payment is not made within 48 hours.

3. Fares and Tickets

Fares vary according to the season, the time of sailing and the availability of space, and the fare shown when you \
book is the fare you will pay, provided that you do not change the booking. Children aged four and under travel free \
as foot passengers but must still be included in the booking, children aged five to 15 pay the child fare, and \
passengers aged 16 and over pay the adult fare. Residents of Marran and Hestra who hold a valid Island Residents' \
Card receive a discount of 40% on standard single and return fares, except on sailings marked as "peak" in the \
timetable, where the discount is reduced to 20%.

Return tickets are valid for three months from the date of the outward journey, and both legs must be booked at the \
time of purchase, although the return leg may later be amended in accordance with section 8. Saver Books of ten \
single foot-passenger tickets cost £95 and are valid for twelve months from the date of purchase; they are personal \
to the holder and may not be transferred or shared.

4. Vehicles and Dimensions

When booking a vehicle you must declare its type, its overall length including any bike rack, tow bar or roof box, \
and its height, and the fare will be calculated on the basis of those dimensions. Standard car fares cover vehicles \
up to 5 metres long and 1.85 metres high; vehicles that are taller than 1.85 metres but no more than 2.5 metres \
high, such as most vans and motorhomes, are charged at the high-vehicle rate, and vehicles over 2.5 metres high or \
over 12 metres long must be booked through our Freight Desk rather than through the passenger booking system.

If your vehicle turns out to be larger than the dimensions declared, we will charge the difference in fare at \
check-in, together with an administration fee of £20, and if there is no space on the vessel for a vehicle of the \
actual size, we may refuse to carry it on that sailing. Because of the limited deck height on the MV Kittiwake, no \
vehicle more than 2.1 metres high can be carried on that vessel under any circumstances.

Motorcycles and bicycles are carried on all sailings, and bicycles travel free of charge with a foot passenger, up \
to a maximum of two bicycles per adult, although tandems and cargo bikes are charged at the motorcycle rate. Spare \
fuel may not be carried in any vehicle except in an approved container holding no more than 10 litres, and gas \
cylinders in caravans and motorhomes must be turned off at the valve before boarding.

5. Check-in

Drivers must check in at the marshalling lanes no later than 45 minutes before the scheduled departure time, and \
foot passengers must check in at the terminal building no later than 20 minutes before departure. Passengers who \
check in after these deadlines may be refused travel and treated as having failed to travel, unless the delay was \
caused by a connecting train or bus operated by a partner listed on our website, in which case we will transfer you \
to the next available sailing at no cost.

The check-in desks at Port Ardrie open 90 minutes before the first sailing of the day, and the terminal building at \
Kelvick opens at 6:15am from Monday to Saturday and at 7:30am on Sundays. Vehicles carrying dangerous goods, \
livestock or abnormal loads must check in at least 90 minutes before departure at the Freight Office and not at the \
passenger lanes.

6. Pets

Dogs, cats and other domestic pets are welcome on all our sailings, but they must remain in your vehicle or in the \
designated pet area on the open deck for the whole crossing and are not allowed in passenger lounges or cafés, with \
the exception of assistance dogs, which may accompany their owners anywhere on board. Foot passengers travelling \
with a dog must keep it on a short lead, and muzzled if the crew require it, and cats and small animals must be \
carried in a secure, rigid pet carrier.

A pet fare of £8 per animal per single journey applies on the Port Ardrie to Kelvick route, while pets travel free \
on the shorter crossing between Kelvick and Scalby Harbour. No more than two dogs may travel with each foot \
passenger, and the Master may refuse to carry any animal that appears unwell, aggressive or distressed. Pets are not \
permitted in cabins on any of our vessels, other than assistance dogs.

7. Cabins and Onboard Accommodation

The MV Marran Isle offers twelve two-berth and eight four-berth cabins on the overnight sailing, which leaves Port \
Ardrie at 23:30 on Thursdays and Sundays and arrives at Kelvick at 06:00 the following morning, and cabins can also \
be booked on daytime crossings for use as rest rooms. Cabins must be vacated no later than 7am on overnight sailings \
so that they can be cleaned, although passengers who have booked a cabin may remain on board in the lounge until \
7:30am.

A two-berth cabin costs £65 and a four-berth cabin costs £95 per sailing, regardless of the number of people using \
it, and all cabins have en-suite facilities and bedding. Children under 12 may not occupy a cabin unless they are \
accompanied by an adult aged 18 or over. Reclining seats in the Quiet Lounge can be reserved for £7 per seat, and \
the Quiet Lounge is reserved for passengers aged 14 and over.

8. Cancellations, Amendments and Refunds

You may amend the date or time of your booking free of charge up to 24 hours before the departure of the sailing \
concerned, subject to availability and to paying any difference in fare, and after that point a change fee of £15 \
per journey applies. If you cancel a booking more than 14 days before departure, we will refund the fare in full \
less a cancellation charge of £10; if you cancel between 14 days and 24 hours before departure, we will refund 50% \
of the fare; and if you cancel less than 24 hours before departure, or do not travel, no refund will be given. Cabin \
and Quiet Lounge reservations are non-refundable once made, unless the sailing itself is cancelled by us.

Refunds are paid to the card used for the original payment and will normally be processed within ten working days, \
although it can take a further five working days for the money to appear in your account. Saver Books are \
non-refundable once any ticket in the book has been used, but unused Saver Books may be refunded in full within 14 \
days of purchase.

9. Delays, Cancellations by Us and Compensation

Sailings may be delayed or cancelled because of weather, tides, technical problems or other events beyond our \
control, and the Master has absolute discretion to decide whether it is safe to sail. If we cancel a sailing, or \
expect it to be delayed by more than 90 minutes, we will offer you the choice of travelling on the next available \
sailing or of a full refund of the fare for the affected journey, and we will tell you about the disruption by text \
and email as soon as we know about it.

Where an arrival is delayed, you may be entitled to compensation of 25% of the fare paid for that journey if the \
delay is at least one hour, rising to 50% if the delay is more than two hours, but compensation is not payable where \
the delay is caused by weather conditions that endanger the safe operation of the vessel. Claims for compensation \
must be made within two months of the date of travel, and compensation is paid by bank transfer or, if you agree, in \
the form of travel vouchers, unless the amount due is less than £6, in which case no compensation is payable.

If a cancellation or a delay of more than 90 minutes means that you have to stay overnight, we will provide hotel \
accommodation for up to three nights at no more than £80 per night, together with meals and refreshments reasonable \
in relation to the waiting time, except where the cancellation is caused by weather conditions. Our Customer \
Relations Team in Kelvick handles all compensation claims and can be contacted through the form on our website.

10. Luggage

Foot passengers may take up to two large items of luggage, each weighing no more than 23 kilograms, together with \
one item of hand luggage, free of charge, and additional items are charged at £5 each per journey. Large luggage \
must be left in the luggage racks at the foot of the passenger stairway or at the luggage trolley point at Port \
Ardrie, and you are responsible for loading and collecting it. Passengers are not permitted to go to the vehicle \
decks during the crossing, so anything you might need, including medicines, pet food and baby supplies, should be \
taken from your vehicle before it is locked.

Our liability for loss of or damage to luggage is limited in accordance with the Athens Convention, and we will not \
accept responsibility for cash, jewellery, electronic devices or other valuables left in unattended luggage, unless \
the loss was caused by the fault or neglect of our staff. Any loss or damage must be reported to the Purser's Office \
before you leave the vessel or, if it is not apparent at the time, in writing within 15 days of disembarkation.

11. Children and Young People Travelling Alone

Children under the age of 12 may not travel without an accompanying adult aged 18 or over. Young people aged 12 to \
15 may travel alone as foot passengers on daytime sailings only, provided that a parent or guardian has completed an \
Unaccompanied Young Person form at the time of booking and gives the name of an adult who will meet them at the \
arrival port, and they will be asked to report to the Purser's Office on boarding. Young people travelling alone may \
not book a cabin, travel on the overnight sailing or travel with a pet, and staff will not hand a young person over \
at the arrival port to anyone other than the adult named on the form unless the parent or guardian confirms a change \
by telephone. Passengers aged 16 and over may travel alone without restriction, although a young person aged 16 or \
17 cannot be the lead passenger on a vehicle booking.

12. Complaints

If something goes wrong, please tell a member of the crew, the Purser's Office on board or a member of staff at the \
terminal, as most problems can be put right straight away. Formal complaints should be sent to the Customer \
Relations Team in Kelvick within two months of the date of travel, and we will reply within one month of receiving \
the complaint, giving either a final response or, where we need more time, an explanation of when you can expect \
one, which will be no later than two months after we received the complaint. If you are not satisfied with our final \
response, you may refer your complaint to the Ferry Ombudsman Service at no cost to you.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Booking a Tideway ferry over the phone doesn't cost anything extra.",
     "A booking fee of £3 applies to bookings made by telephone"),
    ("kids under 8 go free on the tideway ferry as foot passengers, saved us a bit",
     "Children aged four and under travel free as foot passengers"),
    ("Fiona gets half off her Marran crossings with her islander card.",
     "receive a discount of 40% on standard single and return fares"),
    ("A Tideway return ticket is good for six months.",
     "Return tickets are valid for three months from the date of the outward journey"),
    ("our motorhome is 2.4m tall, took it on the kittiwake over to hestra no probs",
     "no vehicle more than 2.1 metres high can be carried on that vessel"),
    ("Marcus said drivers only need to be in the lanes half an hour before the boat goes.",
     "Drivers must check in at the marshalling lanes no later than 45 minutes"),
    ("took the dog from ardrie over to marran last wk, didnt have to pay anything for her",
     "A pet fare of £8 per animal per single journey applies on the Port Ardrie to Kelvick route"),
    ("On the overnight ferry you can keep your cabin until 8am.",
     "Cabins must be vacated no later than 7am on overnight sailings"),
    ("Zoe's parents cancelled their crossing ten days before and got it all back bar a tenner.",
     "if you cancel between 14 days and 24 hours before departure, we will refund 50% of the fare"),
    ("Compensation for a late ferry has to be claimed within a month of travelling.",
     "Claims for compensation must be made within two months of the date of travel"),
    ("u can bring 3 big suitcases each on foot for free, handy for the move",
     "Foot passengers may take up to two large items of luggage"),
    ("Ollie's 11-year-old went across to Kelvick on her own to see her gran, they just filled in a form.",
     "Children under the age of 12 may not travel without an accompanying adult aged 18 or over"),
    # near-misses
    ("Car space on the ferry has to be booked ahead.", None),
    ("booked the sept sailing online, no booking fee thank god", None),
    ("Megan's 15-year-old paid the child fare on the Kelvick crossing.", None),
    ("A Saver Book of ten foot-passenger singles lasts a year from when you buy it.", None),
    ("our camper's 2.3m high so we got charged the high vehicle rate, fair enough", None),
    ("Jack's bike went over free with him when he sailed as a foot passenger.", None),
    ("Foot passengers need to be checked in twenty minutes before the boat leaves at the latest.", None),
    ("pets go free on the short hop from kelvick to scalby :)", None),
    ("Aisha's guide dog stayed with her in the cafe on board the whole way.", None),
    ("If the ferry company cancels a sailing, you can have your money back in full for that journey.", None),
    ("ferry was 70 mins late getting in, got a quarter of my fare back", None),
    ("Rosie's 14-year-old son took the afternoon ferry on his own and his uncle met him at Kelvick.", None),
]
