"""A city bus company's conditions of carriage for passengers; written blind."""
from __future__ import annotations

POLICY = """\
KELSBRIDGE CITY BUSES LIMITED
CONDITIONS OF CARRIAGE FOR PASSENGERS

Effective from Sunday 6 April 2025

1. About these conditions

These Conditions of Carriage ("the Conditions") apply to every journey made on a bus operated by Kelsbridge City Buses \
Limited ("the Company", "we" or "us") within the Kelsbridge and Marlow Vale network, other than rail replacement services \
and private hire work, which are covered by separate terms available from our Travel Shop at 14 Corn Exchange Street, \
Kelsbridge. In these Conditions, "Passenger" means any person travelling on or boarding one of our buses, "Child" means a \
person aged 5 to 15 inclusive, "Young Person" means a person aged 16 to 21 inclusive, and "Driver" includes any other \
member of staff acting on the Company's behalf. By boarding one of our buses you agree to be bound by these Conditions, \
which replace all previous versions and may be changed on 28 days' notice published on our website and at the Travel Shop.

The Travel Shop is open from 8:30am to 5:30pm Monday to Friday and from 9am to 1pm on Saturdays, and is closed on Sundays \
and bank holidays. Our Customer Services team can be contacted by telephone on 01632 960 415 between 7am and 8pm on any \
day of the year except Christmas Day.

2. Buying a ticket

Every Passenger must hold a valid ticket for the whole of their journey, which must be bought from the Driver on \
boarding, from the Kelsbridge Buses app or from the Travel Shop before travel, unless the Passenger holds a valid pass \
issued in accordance with section 5. A single adult fare within the City Zone costs £2.00 and a single adult fare to any \
stop beyond the City Zone costs £3.20, and both are capped at the national maximum single fare where that is lower. A \
Day Rider ticket costs £5.50 and allows unlimited travel on all of our services until the last bus of the day, a Week \
Rider costs £19.00 and is valid for 7 consecutive days including the day of purchase, and a Month Rider costs £68.00 and \
is valid for one calendar month from the date chosen by the Passenger.

Drivers accept contactless bank cards, contactless mobile payments and cash, but cash fares must be paid with coins or \
notes of no more than £10 and Drivers are not able to give change above £5. Contactless payments are automatically capped \
so that you will never be charged more than £5.50 in a single day or £19.00 in a Monday to Sunday week, provided that you \
use the same card or device for every journey and tap it on the reader each time you board. Tickets bought in the app \
must be activated before the bus arrives and shown to the Driver on boarding, and a screenshot of a ticket is not valid \
for travel in any circumstances.

3. Using your ticket

Single tickets are valid only for the journey for which they were bought and may not be used to break your journey, \
except that a Passenger who changes buses at Kelsbridge Bus Station may continue on a connecting service within 60 \
minutes of the time printed on the ticket. Return tickets cost £3.80 within the City Zone and must be used for the return \
journey on the same day, and they cannot be used on the Night Owl services that run between midnight and 4am on Friday \
and Saturday nights. Tickets are not transferable and may not be used by any person other than the Passenger named or \
photographed on them, although Day Rider tickets without a photograph may be passed to another person once the original \
holder has finished travelling.

A Passenger who is unable to produce a valid ticket when asked by a Driver or an authorised Revenue Inspector may be \
required to pay a Penalty Fare of £30, which is reduced to £15 if paid within 14 days, and anyone who refuses to give \
their name and address may be reported to the police.

4. Children and young people

Up to three children under 5 years of age travel free when accompanied by a fare-paying adult or a Passenger with a valid \
pass, and any further children under 5 travelling with the same adult must pay the Child fare. A Child single fare is \
£1.00 on any journey regardless of distance, and a Child Day Rider costs £2.80. Children under 8 must be accompanied by a \
person aged 14 or over, and Drivers may refuse to carry an unaccompanied child who appears to be under 8.

Young People aged 16 to 21 may buy Young Person tickets at the same price as Child tickets on production of a valid \
Kelsbridge YourPass card, which costs £5 and is issued at the Travel Shop on proof of age such as a passport or a student \
identity card. A Young Person travelling without their YourPass card must pay the full adult fare and may not claim a \
refund of the difference afterwards.

5. Concessionary passes

Holders of an English National Concessionary Travel pass for older or disabled people may travel free on all our \
services after 9:30am on Mondays to Fridays and at any time on Saturdays, Sundays and bank holidays, and before 9:30am on \
weekdays they must pay the normal adult fare. Holders of a disabled person's pass that is marked with a "+C" symbol may be \
accompanied free of charge by one companion, who must travel with the pass holder for the whole of the journey. Passes \
must be shown to the Driver and touched on the reader each time you board, and a pass that has expired, has been damaged \
so that it cannot be read or is being used by someone other than its holder will be retained by the Driver and returned \
to Kelsbridge Borough Council.

Holders of a Kelsbridge Jobseeker Card may buy a Day Rider at the Child price on weekdays, provided that the card is \
presented to the Driver together with photographic identification.

6. Buggies, wheelchairs and mobility scooters

Each of our buses has one dedicated wheelchair space, and wheelchair users have priority for this space over all other \
Passengers, including those with buggies or prams. If a Passenger with an unfolded buggy is occupying the space when a \
wheelchair user wishes to board, the Driver will ask that Passenger to fold the buggy or move it to another part of the \
bus, but the Driver cannot require any Passenger to leave the bus. Up to two unfolded buggies may be carried on each bus \
at the Driver's discretion where the space is not needed by a wheelchair user, and any further buggies must be folded \
before boarding.

Mobility scooters may be carried only if the user holds a Kelsbridge Scooter Permit, which is free and is issued after a \
short assessment at the Travel Shop, and only if the scooter is no more than 600mm wide and 1,000mm long and, with its \
user, weighs no more than 300kg. Wheelchairs must not exceed 700mm in width and 1,200mm in length in order to use the \
ramp safely.

7. Dogs and other animals

Up to two dogs per Passenger may be carried free of charge at the Driver's discretion, provided that they are kept on a \
lead and are not allowed on seats, and dogs must not travel on the upper deck of a double-decker bus. Assistance dogs are \
always carried free of charge and may travel on either deck, and they are not counted towards the limit of two dogs. \
Other small animals may be carried only if they are kept in a secure basket or cage that can be held on the Passenger's \
lap, and no animal other than an assistance dog may be carried on any Night Owl service.

8. Luggage and items not allowed

Passengers may bring luggage and shopping on board free of charge provided that it can be carried by the Passenger, does \
not block the gangway or the doors, and is not placed on the seats, and the Driver may refuse to carry any item that is \
more than 1.5 metres long. Folding bicycles may be carried once folded, but non-folding bicycles, electric scooters and \
hoverboards are not allowed on any of our buses, whether or not they are switched on. Passengers must not carry any fuel \
other than that in the tank of a permitted mobility scooter, nor any gas cylinder larger than 5 litres, nor any firearm \
or weapon.

9. Behaviour on board

Passengers must not smoke or use electronic cigarettes on any bus or at any bus station, and hot food may not be eaten \
on board, although cold food and drinks in containers with a lid are permitted. Alcohol may not be consumed on any bus \
at any time, and Drivers may refuse to carry any Passenger who appears to be intoxicated. Music and videos may be played \
only through headphones, and a Passenger who causes damage to a bus, including by soiling it, may be charged a cleaning \
fee of up to £150 in addition to the cost of any repairs. CCTV is in operation on all our buses, and recordings are kept \
for 31 days unless they are needed to investigate an incident.

10. Lost property

Any item found on one of our buses will be taken to the Lost Property Office at Kelsbridge Bus Station, where it can be \
collected between 10am and 4pm on Tuesdays and Thursdays only, and a handling fee of £2.50 is payable for each item \
collected, except for bank cards, travel passes and identity documents, which may be collected free of charge. Items are \
kept for 28 days, after which they will be donated to charity or disposed of, except that perishable items such as food \
are disposed of at the end of the day on which they are found and items of value over £100 are handed to Kelsbridge \
Police after 7 days. You may report a lost item by completing the form on our website or by calling Customer Services, \
but we are not able to search buses at your request while they are in service.

11. Refunds

Single, return and Day Rider tickets are not refundable once they have been bought, except where a service has been \
cancelled without notice and no alternative bus arrived within 60 minutes, in which case you may claim a full refund of \
the unused ticket. A Week Rider or a Month Rider may be refunded if it is returned to the Travel Shop no later than the \
day before its first day of validity, in which case a full refund will be given less an administration fee of £3, and \
after that date a refund will be given only if you have been unable to travel for at least 7 consecutive days because of \
illness supported by a medical certificate. Refunds for tickets bought in the app must be requested through the app \
within 14 days and will be paid to the original card within 10 working days, and refunds cannot be given in cash for any \
ticket that was paid for by card.

12. Complaints

If you wish to make a complaint, please do so within 28 days of the journey, giving the date, time, route number and the \
bus fleet number if known, and we will reply within 10 working days. If you are not satisfied with our reply, you may \
refer your complaint to Bus Users UK free of charge within 3 months of our final response.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The Kelsbridge bus travel shop stays open until 5 on Saturdays.",
     "from 9am to 1pm on Saturdays, and is closed on Sundays"),
    ("day ticket on the kelsbridge buses is £6.50 now ngl bit steep",
     "Day Rider ticket costs £5.50 and allows unlimited travel"),
    ("My nan says the bus drivers will happily take a £20 note for the fare.",
     "cash fares must be paid with coins or notes of no more than £10"),
    ("showed the driver a screenshot of my app ticket and that's totally fine apparently",
     "a screenshot of a ticket is not valid for travel in any circumstances"),
    ("On a single you get an hour and a half to catch your connecting bus at the bus station.",
     "may continue on a connecting service within 60 minutes"),
    ("Tom got slapped with a £50 penalty fare for having no ticket on the bus.",
     "required to pay a Penalty Fare of £30, which is reduced to £15"),
    ("only one toddler rides free per adult on kelsbridge buses, the 2nd one pays",
     "Up to three children under 5 years of age travel free"),
    ("my 12yo is allowed to take her 6 yr old brother on the bus by themselves",
     "Children under 8 must be accompanied by a person aged 14 or over"),
    ("Ellie's YourPass for the cheaper young person fares was free from the travel shop.",
     "YourPass card, which costs £5 and is issued at the Travel Shop"),
    ("Dad's bus pass gets him on free from 9am on weekdays.",
     "services after 9:30am on Mondays to Fridays and at any time on Saturdays"),
    ("Gemma's +C pass lets two carers ride with her for free.",
     "may be accompanied free of charge by one companion"),
    ("Aunt Jean had to pay £10 for her permit to take her mobility scooter on the bus.",
     "Kelsbridge Scooter Permit, which is free and is issued after a short assessment"),
    ("Dogs are allowed on the top deck of the double deckers as long as they're on a lead.",
     "dogs must not travel on the upper deck of a double-decker bus"),
    ("Sam reckons u can bring an e-scooter on the bus if it's switched off",
     "electric scooters and hoverboards are not allowed on any of our buses"),
    ("bus lost property office opens mon wed and fri, so i'll go monday",
     "between 10am and 4pm on Tuesdays and Thursdays only"),
    ("The bus company keeps lost stuff for three months before giving it to charity.",
     "kept for 28 days, after which they will be donated to charity"),
    # near-misses
    ("The bus company's travel shop is shut on Sundays and bank holidays.", None),
    ("week ticket on kelsbridge buses is 19 quid and lasts 7 days incl the day u buy it", None),
    ("Paid contactless on the same card all day and it stopped charging me after £5.50.", None),
    ("My son changed buses at the bus station 40 minutes later and his single still worked.", None),
    ("Ravi's penalty fare was only £15 because he paid it within a fortnight.", None),
    ("took all 3 of my under-fives on the bus free with my ticket, no probs", None),
    ("my 15 yr old can take her little brother on the bus on her own now", None),
    ("Jake's 19 and pays the child price on the bus when he shows his YourPass.", None),
    ("Mum's bus pass gets her on free any time on a Saturday.", None),
    ("Dad had to pay the full fare using his bus pass at 9 on a Tuesday morning.", None),
    ("Priya had to fold her buggy because two unfolded prams were already on the bus.", None),
    ("took my guide dog upstairs on the double decker, driver said thats fine", None),
    ("Brought my folded Brompton on the bus and the driver was fine with it.", None),
    ("lost property charged me £2.50 to get my umbrella back tbh fair enough", None),
    ("Chris got his lost bank card back from the bus lost property office without paying anything.", None),
    ("Marcus says cold sandwiches are fine on the bus but hot food isn't.", None),
]
