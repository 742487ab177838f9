"""House rules for residents of Harbourside Court, an apartment building managed by Kestrel Property Management; written blind."""
from __future__ import annotations

POLICY = """\
HARBOURSIDE COURT, 14 WHARF LANE, BRISTOL BS1 6QT
HOUSE RULES FOR RESIDENTS
Issued by Kestrel Property Management Ltd on behalf of the Harbourside Court Freehold Company
Effective from 1 March 2025

1. Purpose and Scope

These House Rules apply to every leaseholder, tenant, lodger and occupier of the 48 apartments at Harbourside Court, \
and to their guests, visitors and contractors, and they should be read alongside the terms of your lease or tenancy \
agreement, which will take precedence in the event of any conflict between the two documents. The rules take effect \
on 1 March 2025 and replace the version dated 6 September 2021, under which spaces in the Cycle Store were allocated \
on a first-come, first-served basis and visitor parking was managed through a paper logbook kept at the concierge \
desk. Landlords who sublet their apartments are responsible for passing a copy of these rules to their tenants \
within 7 days of the start of any new tenancy, and Kestrel Property Management Ltd ("Kestrel") will treat any breach \
by a tenant, lodger or guest as a breach by the apartment as a whole.

Day-to-day questions about these rules should be directed to the Building Manager, currently Ms Rachel Okafor, whose \
office is on the ground floor next to the Post Room and is open from 8:00 am to 4:00 pm, Monday to Friday. The \
concierge desk in the main lobby is staffed from 7:00 am to 11:00 pm every day of the year, including bank holidays, \
and outside those hours urgent problems such as floods, lift entrapments, door entry failures or fire alarm faults \
should be reported to the Kestrel out-of-hours line on 0117 496 0382, which is answered by an on-call duty manager.

2. Noise and Quiet Hours

Harbourside Court is a converted Victorian tobacco warehouse with timber floors in many apartments, and sound \
carries between floors far more than most new residents expect, so we ask everyone to keep noise at a level that \
would not be heard inside a neighbouring apartment at any time of day or night. Quiet hours run from 10:30 pm to \
7:30 am from Sunday to Thursday nights, and from 11:30 pm to 9:00 am on Friday and Saturday nights, and during these \
hours music, televisions, musical instruments, washing machines, tumble dryers and dishwashers should not be audible \
outside your own apartment.

- Musical instruments may be practised only between 10:00 am and 8:00 pm, and for no more than 2 hours on any one day.
- Apartments with hard flooring must have rugs or runners covering at least 70% of the floor area in living rooms \
and bedrooms, unless the floor was laid over an approved acoustic underlay before 2018.
- Gatherings of more than 12 people in any apartment require the Building Manager's written consent, which must be \
requested at least 7 days in advance.

If you are disturbed by noise, we encourage you to speak politely to your neighbour first, because most problems are \
resolved quickly that way, and if the problem continues you may report it to the concierge, who will log the \
complaint, visit the apartment concerned if the noise is still going on, and pass a written report to the Building \
Manager on the following working day.

3. Refuse, Recycling and Bulky Waste

All household waste must be taken to the Bin Store on the lower ground floor, which is reached from the rear \
stairwell or from the car park ramp, and must never be left in corridors, on landings, on balconies or outside \
apartment doors, even for a few minutes while you fetch something else. General waste must be placed in tied black \
sacks in the grey bins, and the Bristol City Council crew empties those bins every Tuesday and Friday morning, so \
please avoid bringing large quantities of rubbish down on Monday and Thursday evenings, when the bins are at their \
fullest.

Mixed recycling (paper, card, cans and plastic bottles) goes loose, not bagged, in the blue bins, which are emptied \
every Wednesday, while food waste goes in the small brown caddies by the door and is collected on Tuesdays together \
with the general waste. Glass is collected only on the first Monday of each month, so the green glass bins fill \
quickly towards the end of the month, and residents are asked to keep bottles and jars at home rather than stacking \
them on the floor beside a full bin.

Furniture, mattresses, white goods and other bulky items must not be left in the Bin Store under any circumstances. \
The concierge can arrange a collection by our approved waste contractor, Avon Clearance Services, for a fee of £35 \
per item, payable by card at the desk when you book, and collections take place on Thursday mornings, with bookings \
closing at 5:00 pm on the preceding Monday. Residents who leave bulky items in the Bin Store, or anywhere else in \
the common parts, will be charged the full cost of removal plus an administration fee of £50.

4. Bicycles, Scooters and Mobility Devices

The Cycle Store is located on the lower ground floor beside the Bin Store and is opened with your apartment fob, and \
it has 60 wall-mounted and floor-standing spaces that are shared among all residents. Each apartment may register no \
more than two bicycles in the Cycle Store, and every registered bicycle will be given a numbered tag by the \
concierge, which must be attached to the frame; untagged bicycles will be labelled with a warning notice and removed \
after 28 days if they have not been claimed.

Bicycles must not be brought through the main lobby, taken in the passenger lifts or stored in corridors, stairwells \
or on balconies, except folding bicycles, which may be carried folded through the lobby and kept inside your own \
apartment. Cargo bikes, trikes and tandems may be kept only in the two oversized bays at the far end of the Cycle \
Store, which are allocated by the Building Manager on request and reviewed every six months.

Because lithium-ion batteries are a significant fire risk in a building of timber construction, electric bicycles \
and electric scooters may be parked in the Cycle Store, but their batteries must not be charged in the Cycle Store, \
in the Bin Store, in corridors or in any other common area. Batteries may be charged only inside your own apartment, \
using the manufacturer's own charger, and must not be left charging overnight or while the apartment is empty. \
Mobility scooters used by residents with a disability are exempt from these restrictions and may be stored and \
charged in the ground-floor Mobility Room by arrangement with the Building Manager.

5. Alterations, Renovations and Contractors

Any works inside an apartment that go beyond redecoration, including replacing kitchens or bathrooms, removing or \
altering walls, changing floor coverings or moving plumbing, require the written consent of Kestrel under your \
lease, and you must give the Building Manager at least 10 working days' written notice before any contractor begins \
work, together with a copy of the contractor's public liability insurance certificate. A refundable works deposit of \
£500 is payable before any major works begin, and it will be returned within 21 days of completion once the Building \
Manager has inspected the corridors, lifts and stairwells and confirmed that no damage has been caused.

Noisy works, which include drilling, hammering, sanding, tile cutting and the use of any power tools, are permitted \
only between 9:00 am and 5:00 pm from Monday to Friday and between 10:00 am and 1:00 pm on Saturdays, and they are \
not permitted at all on Sundays or bank holidays, whether they are carried out by a contractor or by residents \
themselves. Quiet work such as painting, wallpapering or assembling flat-pack furniture by hand may be done at any \
reasonable time outside quiet hours.

- Contractors must sign in and out at the concierge desk and wear the visitor lanyard issued to them while on site.
- Only the rear goods lift may be used for moving building materials, and its walls must be protected with the \
padded covers held by the concierge.
- Contractors' vans may use the loading bay at the rear of the building for up to 45 minutes at a time while loading \
or unloading, but may not park there.
- Rubble, packaging and old fittings must be taken away by the contractor and must never be put in the communal bins.

6. Guests, Visitors and Short Lets

Residents are welcome to have friends and family to stay, and guests may stay for up to 14 consecutive nights and \
for no more than 60 nights in total in any twelve-month period, after which the guest will be treated as an occupier \
and the leaseholder must seek Kestrel's written consent for them to remain. Any guest who is staying for more than 3 \
nights should be registered with the concierge so that staff know who is entitled to be in the building, and guests \
may be given a temporary fob for a deposit of £20, which is refunded when the fob is returned. You remain \
responsible for the behaviour of your guests at all times, including in the lifts, the car park and on the Roof \
Terrace.

Letting all or part of an apartment on a short-term basis, whether through Airbnb, Booking.com, Vrbo or any similar \
platform, is strictly prohibited, as is taking paying guests for any period of less than six months, and apartments \
found to be advertised in this way will be reported to the freeholder and may face action for forfeiture of the \
lease. Lodgers are permitted only where the leaseholder lives in the apartment as their main home and has notified \
Kestrel in writing of the lodger's name and start date.

7. Parking and Vehicles

The underground car park beneath Harbourside Court has 32 spaces, of which 4 are reserved for residents holding a \
Blue Badge and the remaining 28 are let to residents on monthly permits, with a waiting list kept by the Building \
Manager. Residents' parking permits are issued only to people named on a lease or tenancy agreement for an apartment \
at Harbourside Court, and they are not issued to lodgers, guests or contractors, whatever their length of stay. \
Permits cost £45 per month, are payable by direct debit, and must be displayed on the inside of the windscreen at \
all times while the vehicle is in the car park.

There are four visitor bays at the front of the building beside the Wharf Lane entrance, and they may be used by \
visitors for a maximum of 3 hours on any one day, provided that the visitor's registration number has been entered \
on the tablet at the concierge desk; vehicles left for longer, or not registered, may be issued with a parking \
charge notice of £100 by our enforcement contractor, CivicPark Ltd. Residents must not use the visitor bays for \
their own vehicles, even briefly.

The speed limit in the car park is 5 mph, and vehicles must be parked only within marked bays and must not obstruct \
the ramp, the fire exits or the Bin Store doors. Two shared electric vehicle charging points are located next to the \
foot of the ramp and are billed through the ChargeLink app at 32p per kWh, and vehicles must be moved within 30 \
minutes of charging finishing so that other residents can use them. Car washing, vehicle repairs, and the storage of \
trailers, caravans, boats or untaxed vehicles are not allowed anywhere on the premises.

8. Common Areas and the Roof Terrace

The Roof Terrace on the seventh floor is open to residents from 8:00 am to 10:00 pm between 1 April and 30 \
September, and from 9:00 am to 7:00 pm for the rest of the year, although it may be closed at short notice in high \
winds or for maintenance. Children aged 12 and over may use the Roof Terrace unaccompanied, while children under 12 \
must be accompanied by a resident adult at all times. Barbecues of any kind, including gas and electric models, are \
not allowed on the Roof Terrace or on private balconies, and glass bottles and glasses may not be taken onto the \
terrace.

Residents aged 18 or over may book the covered pavilion on the Roof Terrace for private gatherings of up to 20 \
people through the resident portal for a fee of £25 per booking, and bookings are limited to one per apartment in \
any calendar month. Parcels that cannot be delivered to an apartment are held in the Post Room behind the concierge \
desk for up to 10 days, after which they are returned to the sender.

9. Service Charges, Breaches and Appeals

Service charges are invoiced quarterly in advance on 1 January, 1 April, 1 July and 1 October and are due within 28 \
days of the invoice date, and any amount still unpaid after that period will attract a late-payment surcharge of 5% \
of the outstanding balance, in addition to interest at the rate set out in the lease.

Where a resident breaches these rules, Kestrel will normally issue a written warning first, except in cases \
involving fire safety or damage to the building, where a charge may be applied immediately. A second breach of the \
same rule within 12 months will result in a charge of £75, and any further breach in that period a charge of £150, \
and all such charges are added to the apartment's service charge account. Residents who believe a warning or charge \
was issued unfairly may appeal in writing to the Resident Liaison Panel within one calendar month, and the Panel, \
which meets on the second Wednesday of every month, will give its decision within 10 working days of the meeting.

Kestrel Property Management Ltd, on behalf of the Harbourside Court Freehold Company, February 2025
"""

MEMORIES: list[tuple[str, str | None]] = [
        # contradictions
        ("Quiet hours start at 10pm on weeknights.", "from 10:30 pm to 7:30 am from Sunday to Thursday nights"),
        ("glass recycling gets picked up every other wednesday dont forget!!", "Glass is collected only on the first Monday of each month"),
        ("Mike paid a tenner to get his old mattress taken away through the concierge.", "for a fee of £35 per item, payable by card"),
        ("Each flat can keep up to three bikes in the bike store.", "Each apartment may register no more than two bicycles"),
        ("u can charge the ebike down in the bike store, theres sockets by the door", "their batteries must not be charged in the Cycle Store"),
        ("Priya's neighbour is allowed to drill on Sunday afternoons as long as he stops by 4.", "they are not permitted at all on Sundays or bank holidays"),
        ("Overnight guests can stay a maximum of one week at a time.", "guests may stay for up to 14 consecutive nights"),
        ("only need to tell mgmt 2 days before the kitchen fitters come in, v easy", "at least 10 working days' written notice before any contractor begins work"),
        ("Ana's lodger has a residents' parking permit for the underground car park.", "they are not issued to lodgers, guests or contractors"),
        ("Visitor parking is round the back next to the loading bay.", "four visitor bays at the front of the building beside the Wharf Lane entrance"),
        ("kids under 16 cant go up on the roof terrace w/o an adult, annoying for Sam (hes 14)", "Children aged 12 and over may use the Roof Terrace unaccompanied"),
        ("Late service charge payments get hit with a 10% surcharge, Leon found out the hard way.", "a late-payment surcharge of 5% of the outstanding balance"),
        # near-misses
        ("sat night quiet hrs dont kick in till half 11, fri too", None),
        ("General rubbish is collected on Tuesday and Friday mornings.", None),
        ("got rid of the old sofa thru the concierge, 35 quid on card, they took it thurs morning", None),
        ("Dan and Mei registered both their bikes and got numbered tags from the concierge.", None),
        ("Jo charges her e-bike battery in her own kitchen, only while she's home during the day.", None),
        ("Drilling is allowed on Saturday mornings from 10 until 1.", None),
        ("My sister stayed with us for 12 nights over Christmas.", None),
        ("bike store spaces used to be first come first served back under the old 2021 rules", None),
        ("Amir's 13-year-old goes up to the roof terrace on his own after school.", None),
        ("visitor spots at the front are 3hrs max, n u have to put their reg in at the concierge", None),
        ("Sunita gave the building manager three weeks' notice before her bathroom refit started.", None),
        ("Rachel Okafor is the building manager and her office is next to the post room.", None),
]
