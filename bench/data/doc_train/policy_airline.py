"""Conditions of carriage (baggage, check-in, boarding and delays) of a fictional UK regional airline, Halcyon Air; written blind."""
from __future__ import annotations

POLICY = """\
HALCYON AIR LIMITED
CONDITIONS OF CARRIAGE: BAGGAGE, CHECK-IN, BOARDING AND DELAYS
Edition 7, in force for all flights departing on or after 1 March 2025

1. Scope of These Conditions

1.1 These Conditions apply to every flight operated by Halcyon Air Limited ("Halcyon", "we", "us") under the HN \
flight code from our bases at Bristol Airport and Exeter Airport, including our seasonal services to Faro, Palma, \
Dublin, Jersey and Reykjavik Keflavik, and they form part of the contract between you and us whether you booked \
through halcyonair.co.uk, through our reservations centre in Exeter or through a travel agent. They replace Edition 6, \
dated 14 October 2022, in its entirety, except that passengers whose bookings were made before 1 March 2025 keep the \
checked baggage allowance shown on their original booking confirmation, even where that allowance differs from the \
allowance described in Section 4.

1.2 Where these Conditions conflict with a mandatory rule of law, including the Montreal Convention 1999 and \
Regulation (EC) No 261/2004 as retained in United Kingdom law, the rule of law prevails and the remainder of these \
Conditions continues to apply. In these Conditions, "departure" means the scheduled departure time printed on your \
boarding pass, not the time at which the aircraft actually leaves the stand.

2. Check-in

2.1 Online check-in through our website or the Halcyon app opens 30 hours before the scheduled departure time and \
closes 90 minutes before departure, and every passenger on the booking, including infants travelling on an adult's \
lap, must be checked in before any boarding pass can be issued for that booking.

2.2 If you choose to check in at an airport desk rather than online, an airport check-in fee of £25 per passenger per \
flight will be charged, unless you have booked a Flex fare, you are travelling with a booked wheelchair or other \
special assistance, or online check-in was unavailable because of a fault on our own systems, in which case no fee \
applies.

2.3 Airport check-in desks open three hours before departure at Bristol and Exeter and two and a half hours before \
departure at all other airports, and they close 45 minutes before departure for all flights except those to and from \
Reykjavik Keflavik, where the desks and the bag drop close 60 minutes before departure because of the longer \
security and passport procedures at that airport.

2.4 Passengers who have checked in online but have baggage for the hold must present it at the Halcyon bag drop, \
which follows the same closing times as the check-in desks; baggage presented after the bag drop has closed will not \
be accepted for that flight, and the passenger may be offered a seat on the next available service on payment of the \
applicable change fee and any difference in fare.

2.5 You must carry a valid passport or, for journeys within the Common Travel Area between Great Britain, Ireland, \
Jersey and the Isle of Man, an accepted photographic identity document, and you must be able to show it at check-in, \
at the bag drop and again at the boarding gate.

3. Cabin Baggage

3.1 Every passenger aged two or over may bring on board one small personal item, such as a handbag, laptop bag or \
small rucksack, measuring no more than 40 x 30 x 15 cm, which must fit under the seat in front. Passengers on Plus \
and Flex fares may additionally bring one wheeled cabin bag measuring no more than 55 x 40 x 23 cm, including wheels \
and handles, and weighing no more than 10 kg, which will be stored in the overhead lockers.

3.2 Passengers on Basic fares may add a wheeled cabin bag for £18 per flight when booking online or £30 per flight at \
the airport, subject to availability, since we accept no more than 60 wheeled cabin bags on each Airbus A320 and no \
more than 40 on each ATR 72.

3.3 Cabin bags that exceed the permitted size or weight at the gate will be placed in the hold and a gate fee of £55 \
will be charged before boarding; the gate agent may waive this fee only where the excess is due to duty-free \
purchases made airside on the day of travel.

3.4 Spare lithium batteries and power banks must be carried in the cabin and are not permitted in checked baggage \
under any circumstances. Each passenger may carry no more than two power banks, each rated at no more than 100 Wh, \
and power banks may not be used to charge devices during the flight.

4. Checked Baggage

4.1 The standard checked baggage allowance on Plus and Flex fares is one bag of up to 23 kg per passenger, and \
passengers on Basic fares may purchase the same allowance for £28 per bag per flight online. Checked baggage bought \
online at least 24 hours before departure is priced 20 per cent below the price charged for the same allowance at \
the airport.

4.2 No single piece of checked baggage may weigh more than 32 kg: bags weighing between 23 kg and 32 kg are accepted \
only on payment of an overweight charge of £60 per bag, payable at the bag drop, while bags heavier than 32 kg will \
not be accepted as checked baggage in any circumstances and must instead be sent as cargo through our freight \
partner, Severn Air Cargo, at Bristol.

4.3 A passenger may check in no more than four bags in total, and passengers travelling together on the same \
booking, up to a maximum of nine people, may pool their combined weight allowance, provided that no single bag \
exceeds 32 kg and the total number of bags does not exceed the number of allowances purchased.

4.4 Each bag must be labelled on the outside with the passenger's name and a contact telephone number. We do not \
accept liability for fragile or perishable items, cash, jewellery, keys, medicines, passports or electronic devices \
packed in checked baggage, and we strongly recommend that such items are carried in your cabin baggage.

5. Sports Equipment, Musical Instruments, Mobility Aids and Animals

5.1 Golf bags, skis, snowboards and bicycles may be carried as sports equipment for £45 per item per flight, \
provided that they are booked at least 48 hours before departure through Manage My Booking or by telephoning the \
reservations centre; each item may weigh up to 20 kg and does not count towards your checked baggage allowance. \
Bicycles must have the pedals removed, the handlebars turned parallel to the frame and the tyres partially deflated, \
and they must be packed in a purpose-made bike box or padded bag.

5.2 Musical instruments larger than the cabin bag dimensions in Section 3.1, such as cellos, may travel in the cabin \
only if a separate seat has been purchased for the instrument, in which case it is placed in a window seat and \
secured by the cabin crew before the doors close; instruments carried in the hold must be packed in a hard case and \
are charged at the sports equipment rate.

5.3 Wheelchairs, mobility scooters and other mobility aids, up to two items for each passenger with reduced \
mobility, are carried free of charge and do not count towards any allowance. The lithium-ion battery of a mobility \
scooter must be declared at least 48 hours before departure to our Special Assistance team, which can be reached by \
telephone from Monday to Friday between 08:00 and 20:00 and on Saturdays between 09:00 and 17:00; the line is closed \
on Sundays and on UK bank holidays.

5.4 Animals are not carried in the cabin or in the hold on any Halcyon flight, with the sole exception of \
recognised assistance dogs, which travel free of charge in the cabin at their owner's feet, provided that the dog \
has been registered with the Special Assistance team and carries the documentation required for entry to the \
destination country.

6. Children and Young Passengers

6.1 Infants under two years of age travel on the lap of an accompanying adult for a fee of £30 per flight, and each \
adult may be responsible for only one infant; each infant is entitled to one pushchair and one car seat free of \
charge, both of which may be handed over at the aircraft door.

6.2 Children aged between 6 and 15 may travel without an adult only when booked on our Unaccompanied Minor service, \
which costs £50 per child per flight, having been increased from £40 on 1 March 2025, and which is available on \
direct flights only and never on the last scheduled departure of the day from any airport. Young people aged 16 and \
17 may travel alone as adults without using the service.

6.3 The parent or guardian who hands the child over at departure must remain at the airport until the aircraft has \
taken off, and the adult meeting the child on arrival must be named on the booking and must show photographic \
identification matching that name; if nobody arrives to collect the child within one hour of landing, the child \
will be cared for by Halcyon staff and all resulting costs will be charged to the person who made the booking.

7. Boarding

7.1 Boarding normally begins 40 minutes before departure and the boarding gate closes 20 minutes before departure; \
passengers who arrive at the gate after it has closed will not be permitted to board, any checked baggage will be \
offloaded, and the unused portion of the fare will not be refunded, although government taxes and airport charges \
may be reclaimed by written request.

7.2 Priority boarding is offered to passengers holding Plus and Flex fares, to families travelling with children \
under five years old, and to passengers who have requested special assistance, who will normally be boarded before \
everyone else. All other passengers will be called to board by seat row, starting from the rear of the aircraft.

7.3 At Bristol, Exeter and Jersey, boarding normally takes place on foot across the apron, and passengers should be \
prepared to climb the aircraft steps; passengers who cannot use steps should request assistance when booking so that \
an ambulift can be arranged.

7.4 We may refuse to carry any passenger who appears to be under the influence of alcohol or drugs, who behaves in a \
threatening or abusive manner towards staff or other passengers, or who refuses to comply with the instructions of \
the crew, and the decision of the captain on board the aircraft is final. Alcohol bought in duty-free shops may not \
be opened or consumed on board.

8. Delays and Cancellations

8.1 Where a flight is delayed by two hours or more beyond its scheduled departure time, the Halcyon duty manager at \
the departure airport will issue a meal and drink voucher worth £12 per passenger for every three hours of delay, \
and where the delay requires an overnight stay we will provide hotel accommodation and transport between the \
airport and the hotel, unless you live within 50 miles of the departure airport, in which case we will reimburse \
reasonable taxi fares home and back, up to £50 each way, in place of a hotel room.

8.2 If your flight is delayed by five hours or more, you may choose not to travel and receive a full refund of the \
unused portion of your ticket, which will be paid to the original form of payment within seven working days of your \
request.

8.3 If your flight is cancelled, we will offer you a free transfer to the next available Halcyon flight to the same \
destination, a full refund, or, where no Halcyon flight is available within 48 hours, a seat on another airline at \
our expense. We do not pay compensation where the cancellation or delay is caused by extraordinary circumstances, \
such as severe weather, air traffic control restrictions, security alerts or industrial action by staff not \
employed by Halcyon.

8.4 Claims for compensation must be submitted through the online form at halcyonair.co.uk/claims, and we aim to \
respond to each claim within 28 days. Claims submitted through third-party claims companies will be accepted but \
processed only after we have received the passenger's signed written authority.

9. Delayed, Damaged and Lost Baggage

9.1 If your checked baggage does not arrive on your flight, you must report it at the Halcyon baggage service desk \
before leaving the baggage reclaim area, where you will receive a Property Irregularity Report with a reference \
number that you should quote in all correspondence.

9.2 While your bag is delayed, you may claim reasonable interim expenses for toiletries and essential clothing of up \
to £40 per day for a maximum of five days, provided that you keep the original receipts; expenses will not be \
reimbursed for any day after the bag has been delivered to you.

9.3 Damage to checked baggage must be reported in writing within 7 days of receiving the bag, and claims for delayed \
baggage must be made within 21 days of the date on which the bag was delivered to you; a bag that has not been found \
within 21 days of your flight will be treated as lost, and you may then claim for its contents up to the limit set \
by the Montreal Convention.

9.4 Baggage claims are assessed by the Customer Relations team at our head office in Exeter, not by airport staff, \
and we will not pay for ordinary wear and tear, such as scuffs, small cuts, broken straps or damage to wheels, pull \
handles and other protruding parts.

9.5 Items found on board or in the terminal after a Halcyon flight are sent to the Lost Property Office at Bristol \
Airport, on the ground floor of the arrivals hall next to the car hire desks, which is open from 08:00 to 18:00 \
Monday to Saturday; unclaimed items are kept for 90 days and are then donated to charity or destroyed.

10. Contacting Us

10.1 Questions about these Conditions may be sent through the contact form on our website or by post to the address \
shown on your booking confirmation. Complaints that have not been resolved within \
eight weeks may be referred, free of charge, to the independent Aviation ADR scheme, of which Halcyon is a member.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("halcyon lets u check in online 2 days ahead so grab good seats early",
     "opens 30 hours before the scheduled departure time"),
    ("Checking in at the airport desk with Halcyon costs a tenner per person.",
     "an airport check-in fee of £25 per passenger per flight"),
    ("Marco says the Halcyon bag drop at Keflavik stays open till half an hour before the flight.",
     "where the desks and the bag drop close 60 minutes before departure"),
    ("Adding a hold bag online costs half what Halcyon charges for it at the airport.",
     "priced 20 per cent below the price charged"),
    ("Aunt Sheila paid Halcyon's overweight fee at Bristol so she could check her 35kg suitcase.",
     "not be accepted as checked baggage in any circumstances"),
    ("Halcyon's special assistance phone line is closed on Saturdays.",
     "and on Saturdays between 09:00 and 17:00"),
    ("Jo's taking her cat in the cabin on the Dublin flight, Halcyon allows small pets in a carrier.",
     "Animals are not carried in the cabin or in the hold"),
    ("fyi halcyon UM service starts at age 5 so Lily cld fly to nana's on her own this summer",
     "Children aged between 6 and 15 may travel without an adult"),
    ("Families with kids under 12 get priority boarding on Halcyon.",
     "to families travelling with children under five years old"),
    ("lost property at bristol airport is open til 8pm so I can grab the scarf after work",
     "which is open from 08:00 to 18:00 Monday to Saturday"),
    ("Priya's damaged-suitcase claim went to Halcyon's customer relations team, which is based in Cardiff.",
     "assessed by the Customer Relations team at our head office in Exeter"),
    ("ugh the unaccompanied minor fee went up to £50 back in jan",
     "having been increased from £40 on 1 March 2025"),
    # near-misses
    ("checked in on the halcyon app about 28 hrs before our faro flight, no probs", None),
    ("Desk check-in with Halcyon is free if you've booked wheelchair assistance.", None),
    ("Ravi's 9kg wheelie case went in the overhead locker on his Flex fare to Palma.", None),
    ("my 30kg case cost an extra £60 at bag drop, pricey but whatever", None),
    ("Halcyon carries assistance dogs in the cabin for free.", None),
    ("Dan got a £12 food voucher when his Jersey flight was three hours late.", None),
    ("got to the gate at bristol 25 mins before departure, boarding had already started lol", None),
    ("Ayesha's 16-year-old flew to Dublin on her own without the unaccompanied minor service.", None),
    ("UM service was only £40 when we sent Tom to Jersey in 2023 btw", None),
    ("Mum and Dad got a full refund from Halcyon when their flight was six hours late and they didn't go.", None),
    ("Two power banks in your hand luggage are fine on Halcyon.", None),
    ("Halcyon flights don't have wifi on board.", None),
]
