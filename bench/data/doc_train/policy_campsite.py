"""Park rules and booking conditions of a caravan and camping park; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENRIDGE FARM CARAVAN AND CAMPING PARK
PARK RULES AND BOOKING CONDITIONS

Effective from 1 March 2025 until further notice

1. About these rules

These rules and conditions apply to everyone staying at or visiting Brackenridge Farm Caravan and Camping Park, Lower \
Haddow, Westerby ("the Park"), which is owned and run by Brackenridge Leisure Ltd ("we" or "us"). "The Lead Camper" means \
the person who makes the booking, who must be at least 18 years old and must stay on the Park for the whole of the booking, \
and "Unit" means any touring caravan, motorhome, campervan, trailer tent or tent occupying a pitch. The Park is open from \
14 March to 2 November each year, and the warden's office is staffed from 8.30am to 6pm daily, or until 8pm on Fridays \
during July and August. By booking or entering the Park you agree to follow these rules and any reasonable instruction \
given by the warden or a member of our staff.

2. Booking and payment

Bookings may be made online or by telephone, and every booking must be for a minimum of 2 nights, or 3 nights over bank \
holiday weekends, except that single-night stays may be accepted on weekdays at the warden's discretion. A deposit of £25 \
per pitch is payable at the time of booking, or the full amount where the booking is made less than 14 days before \
arrival, and the balance is due on arrival. Pitch prices are charged per night and include 2 adults, one Unit, one car and \
the use of showers and toilets, while each extra adult is charged at £6 per night and each child aged 4 to 15 at £3 per \
night, with children under 4 staying free. Electric hook-up is charged at £5.50 per night, and awnings, gazebos and pup \
tents for children are included in the pitch price, provided that they fit within the boundary of the pitch. We do not \
accept payment by cheque, and card payments on arrival must be made at the warden's office and not to any member of staff \
on the field.

3. Changes and cancellation

You may change the dates of your booking without charge if you tell us at least 7 days before the original arrival date \
and the new dates are in the same season, subject to availability. If you cancel more than 14 days before arrival, we will \
refund your deposit less an administration fee of £5, and if you cancel 14 days or less before arrival the deposit is not \
refundable, although any further amount you have paid will be refunded in full if you cancel at least 48 hours before \
arrival. No refund is given for late arrival, early departure or nights not used, or for bad weather, unless we have \
closed the Park or the field on which your pitch is located, in which case we will refund the nights affected in full. We \
may cancel your booking if the Park has to close for reasons beyond our control, such as flooding, and our liability will \
then be limited to a full refund of the money you have paid.

4. Arrival and departure

Pitches are available from 1pm on the day of arrival and must be vacated by 11am on the day of departure, although tent \
pitches may be kept until 2pm on Sundays outside the school summer holidays for a charge of £8. Arrivals are accepted until \
8pm, and anyone arriving after 8pm must telephone the warden in advance and park in the late arrivals bay near the main \
gate until 8am the next morning, when they will be shown to their pitch. On arrival, the Lead Camper must report to the \
warden's office to register the names of everyone in the party and the registration number of every vehicle, and will be \
given a pitch tag that must be displayed on the Unit for the whole of the stay. Pitches are allocated by the warden, and \
although we will try to meet requests for a particular pitch, a request may be guaranteed only by paying a pitch selection \
fee of £10 per booking.

5. Pitches and Units

Each Unit must be placed at least 6 metres from any other Unit, awning or tent, other than one occupied by members of the \
same party, and this spacing is a fire safety requirement that our staff will check on arrival. Grass pitches measure \
approximately 10 metres by 8 metres, hardstanding pitches measure 12 metres by 6 metres, and Units longer than 8.5 metres, \
including any tow bar, must be booked on a hardstanding pitch. Only one Unit is allowed per pitch, except that one small \
pup tent of no more than 2 metres by 2 metres may be put up beside a caravan or motorhome for the use of children in the \
same party. Ground sheets other than breathable ones must not be left down for longer than 48 hours at a time, and you must \
not dig trenches, remove turf or drive pegs into hardstanding surfaces. Electric hook-ups supply 10 amps, and you must use \
an approved orange hook-up cable no longer than 25 metres, fully unwound, and must not use more than one cable or share a \
supply with another pitch.

6. Vehicles and traffic

One car is included with each pitch and must be parked on the pitch beside the Unit, while a second car costs £4 per night \
and must be left in the overflow car park near reception. The speed limit throughout the Park is 5 mph, and vehicles must \
keep to the roadways and must not be driven across grass, except when moving a Unit on to or off a pitch. The main barrier \
is closed between 11pm and 7am, and during these hours no vehicle may enter or leave the Park except in an emergency, so \
late arrivals should use the late arrivals bay described in section 4. Cycling is permitted on the roadways during \
daylight hours only, and children under 10 may cycle only when accompanied by an adult. Car washing, caravan washing and \
vehicle repairs other than emergency repairs, such as changing a tyre, are not allowed anywhere on the Park.

7. Noise and behaviour

Quiet time runs from 10.30pm to 7.30am every night, and during these hours there must be no music, no loud voices and no \
movement of vehicles, while at other times radios, televisions and music may be played only at a volume that cannot be \
heard beyond your own pitch. Generators are not permitted anywhere on the Park at any time. We do not accept bookings for \
single-sex groups or for groups of more than 3 pitches booked together, unless they are members of a recognised club that \
has arranged a rally with us in advance, and groups of guests all aged under 21 are not accepted. Visitors are welcome \
between 10am and 9pm, must be signed in at the warden's office, and are charged at £2 per adult per day, with visiting \
children free, but they may not bring dogs or stay overnight. Drones may not be flown over the Park, and fishing in the \
Haddow Brook, which runs along the eastern boundary, is permitted only with a day permit costing £7 from the warden's \
office.

8. Dogs and other pets

Well-behaved dogs are welcome, with a maximum of 2 dogs per pitch, at a charge of £2 per dog per night, and dogs of any \
breed listed under the Dangerous Dogs Act 1991 are not permitted. Dogs must be kept on a lead no longer than 2 metres at \
all times while on the Park, other than in the fenced dog exercise field beside Field C, and must never be left alone on a \
pitch or in a Unit, tent or car. You must clean up after your dog immediately, using the dog waste bins provided, and dogs \
are not allowed in the toilet and shower blocks, the shop, the play area or the swimming pool enclosure, with the exception \
of assistance dogs. Other pets, such as cats and rabbits, may be brought only with the warden's written permission, given \
before arrival, and must be kept inside your Unit.

9. Fires and barbecues

Open fires on the ground are forbidden, but barbecues and fire pits may be used provided that they stand at least 30 \
centimetres above the grass on legs or bricks, are never left unattended, and are kept at least 3 metres away from any \
Unit, awning or tent. Disposable barbecues must not be placed directly on the grass and must be put out with water and left \
to cool in the metal bins beside the shower block, not in the general waste bins. Fire pits may be hired from the warden's \
office at £10 per night including one bag of logs, and further logs are sold at £6 per bag, but you must not collect \
firewood from the hedges or woodland around the Park. All fires and barbecues must be fully extinguished by 11pm. During \
periods of dry weather the warden may ban all fires and barbecues by putting a notice on the office door, and such a ban \
takes effect immediately. Gas cylinders must be stored upright and outside the Unit, and no more than 2 cylinders may be \
kept on any pitch.

10. Facilities

The toilet and shower blocks are open 24 hours a day, and showers are free of charge, although the family bathroom in \
Block B must be booked at the warden's office. The laundry room is open from 8am to 8pm, and washing machines and dryers \
are operated by tokens costing £4 for a wash and £2 for a dry. The heated outdoor swimming pool is open from the late May \
bank holiday until the second Sunday in September, between 10am and 6pm, and because no lifeguard is on duty, children \
under 12 must be supervised by an adult aged 18 or over at all times. The play area is for children aged 12 and under only \
and is open from 9am until dusk. The Park shop sells milk, bread, newspapers and gas, and bread and pastries ordered before \
5pm will be ready to collect at 8am the next morning.

11. Waste, water and the environment

All rubbish must be sorted into the recycling and general waste bins at the entrance, and chemical toilet waste must be \
emptied only at the Elsan point beside Block A and never into toilets, drains or hedges. Grey water from caravans and \
motorhomes must be collected in a waste water container and emptied at the Elsan point or the motorhome service point, and \
must not be allowed to drain on to the grass. Drinking water taps are located at each toilet block, and hoses may not be \
left connected to a tap when not in use. Please remember that the Park is a working farm, and you must keep out of fields \
containing livestock, close every gate behind you and stay on the public footpaths when walking on farmland outside the \
Park.

12. Breaking the rules

If you or any member of your party or any of your visitors break these rules, the warden may give you a verbal warning, \
and if the breach continues or is serious, the warden may ask you to leave the Park within 2 hours without any refund. We \
reserve the right to refuse future bookings from anyone who has been asked to leave. You are responsible for the conduct \
of everyone in your party and your visitors, and for any damage they cause to the Park, its facilities or other campers' \
property. We cannot accept responsibility for loss of or damage to Units, vehicles or personal belongings, except where it \
is caused by our negligence.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Brackenridge has a 4 night minimum, even midweek.",
     "every booking must be for a minimum of 2 nights"),
    ("they charged us £3 a night for our 2 yr old at the campsite, bit cheeky",
     "with children under 4 staying free"),
    ("Electric hook-up is included in the pitch price at Brackenridge.",
     "Electric hook-up is charged at £5.50 per night"),
    ("Dan cancelled his pitch three weeks out and they kept the whole deposit.",
     "refund your deposit less an administration fee of £5"),
    ("cant get onto the pitch till 3pm so no point leaving early",
     "Pitches are available from 1pm on the day of arrival"),
    ("My uncle reckons caravans only need to be 3 metres apart at that park.",
     "Each Unit must be placed at least 6 metres from any other Unit"),
    ("Our 9 metre motorhome went on a grass pitch there, no problem at all.",
     "Units longer than 8.5 metres, including any tow bar, must be booked"),
    ("second car is free, u just leave it by reception",
     "a second car costs £4 per night"),
    ("The speed limit round the campsite is 10 mph.",
     "The speed limit throughout the Park is 5 mph"),
    ("Kerry says the main barrier at the campsite doesn't shut until midnight.",
     "The main barrier is closed between 11pm and 7am"),
    ("we ran the generator in the afternoons, warden said daytime is fine",
     "Generators are not permitted anywhere on the Park at any time"),
    ("Adult visitors can pop in to the campsite for free during the day.",
     "are charged at £2 per adult per day"),
    ("Tom lets his spaniel off the lead round the pitches and says that's allowed.",
     "Dogs must be kept on a lead no longer than 2 metres"),
    ("barbecue just needs to be like 10cm off the grass there",
     "stand at least 30 centimetres above the grass on legs or bricks"),
    ("My sister paid £2.50 for a washing machine token at the campsite.",
     "tokens costing £4 for a wash and £2 for a dry"),
    ("If the warden asks you to leave, you get a full day to pack up.",
     "the warden may ask you to leave the Park within 2 hours"),
    # near-misses
    ("we did just the one night on a tuesday, warden was ok with it", None),
    ("Booked the pitch 10 days before we went, so we paid the whole lot upfront.", None),
    ("My 15-year-old was £3 a night on the pitch.", None),
    ("The kids' pup tent next to our caravan didn't cost anything extra.", None),
    ("cancelled 3 wks ahead and got the deposit back minus a fiver", None),
    ("Gran says you have to be off the pitch by 11 on the last day.", None),
    ("Arriving at 10pm is fine if you ring the warden first, then wait in the late bay overnight.", None),
    ("priya's group pitched their two tents close together since they were all one party", None),
    ("Paying a tenner guarantees the pitch you asked for.", None),
    ("Matt changed a flat tyre on the campsite and nobody minded.", None),
    ("radio's fine in the afternoon as long as only our pitch can hear it", None),
    ("Fishing in the brook is £7 a day with a permit from the warden's office.", None),
    ("Leah's guide dog is allowed in the shower block.", None),
    ("fire pit hire is a tenner a night with logs included", None),
    ("Showers cost nothing at Brackenridge.", None),
    ("Marcus lets his 13-year-old swim in the campsite pool without an adult.", None),
]
