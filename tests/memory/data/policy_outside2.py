"""A blind second policy document with planted contradictions and near-misses for document-conflict detection.

Written independently of the detection method and of the first test document. `POLICY` is a district council's
household waste collection and recycling rules, about three pages of prose: headings, long paragraphs, a few
list items, numbers with units, dates, times, money and limits. `MEMORIES` are short notes that staff or residents
stored before the document arrived, in the same structure as tests/memory/data/policy_conflicts.py: each entry is
(memory, fragment) where `fragment` is a piece of the one sentence (or list item) of POLICY that contradicts the
memory, unique in POLICY, or None for a near-miss (same topic, compatible with everything the document says).
"""
from __future__ import annotations

POLICY = """\
Eastmoor District Council
Household Waste Collection and Recycling Rules 2026/27

1. Purpose and scope

These rules explain how the council collects household waste and recycling from homes in the district and how \
residents may use the household recycling centre at Millbrook Lane. They apply to every occupied domestic \
property on the council's collection rounds, including flats, houses in multiple occupation and park homes, but \
not to businesses, charities or schools, which must arrange a commercial waste contract with a licensed carrier. \
The rules apply from 6 April 2026 and replace the leaflet "Your Bins Explained" published in 2022, together with \
any collection calendar issued before that date. Residents who have questions about the rules can contact the \
Waste Services team by phone on weekdays between 9 a.m. and 5 p.m., or at any time through the online form, and \
written enquiries are answered within ten working days.

2. Containers provided to each household

Each household on a kerbside round is provided with the following containers free of charge:
- a 180-litre grey wheeled bin for general rubbish that cannot be recycled;
- a 240-litre blue wheeled bin for mixed dry recycling, such as paper, cardboard, food tins, drinks cans and \
plastic bottles, pots, tubs and trays;
- a 55-litre green box for glass bottles and jars;
- a 23-litre brown caddy for food waste, together with a 5-litre kitchen caddy for use indoors.

Households of six or more people living at the same address may apply for a larger 240-litre grey bin, and each \
request is assessed by a waste officer, who may visit the property to check the number of residents and whether \
the household is already recycling everything it can. Replacement containers are delivered free of charge when a \
bin has been lost, stolen or damaged by a collection crew, but a delivery charge of £30 applies when a new-build \
property needs a full set of containers or when a resident asks for an additional blue bin. Containers remain the \
property of the council and must be left at the property when residents move house.

3. Collection days and times

General rubbish in the grey bin and mixed recycling in the blue bin are collected on alternate weeks, on the same \
weekday, so that each of these bins is emptied once every two weeks. Food waste caddies and green glass boxes are \
emptied every week, whichever wheeled bin is due that week. Collections begin at 6.30 a.m. and crews may work \
until 8 p.m. in the summer months, so a bin that has not been emptied by midday has not necessarily been missed.

Containers must be placed at the edge of the property, next to the public footpath or at an agreed collection \
point, no earlier than 6 p.m. on the evening before collection and no later than 6.30 a.m. on the collection day. \
Once they have been emptied, containers must be taken back off the pavement by 9 p.m. on the day of collection, \
and bins that are repeatedly left on the highway may lead to a written warning. Lids must be closed, and crews \
will not empty a grey bin whose lid is raised by more than 10 centimetres, because overfilled bins injure staff \
and spill litter in the street. Side waste, meaning bags left next to or on top of a grey bin, will not be \
collected, except during the two weeks after Christmas, when up to two extra black bags per household are taken \
alongside the bin.

When a collection day falls on a bank holiday, collections for that day and for the rest of the week move one day \
later, including into Saturday. The revised dates over Christmas and New Year are printed in the calendar sent \
to every household in November and are also published on the council website.

4. What goes in each container

The blue bin takes clean and dry paper, cardboard, food tins, drinks cans, empty aerosols, foil and plastic \
bottles, pots, tubs and trays. Items should be rinsed and placed loose in the bin, not in plastic bags, because \
bagged recycling cannot be sorted at the materials recovery facility. Cardboard boxes must be flattened, and any \
that do not fit in the bin can be folded and left beside it, as long as the bundle is no larger than 1 metre by \
1 metre. Glass must not be placed in the blue bin under any circumstances, since broken glass contaminates the \
paper and cardboard; bottles and jars go in the green box, and their metal lids and caps should be removed and \
put in the blue bin instead.

Food waste, including raw and cooked meat, fish bones, fruit and vegetable peelings, tea bags, coffee grounds, \
bread and dairy products, goes in the brown caddy. Residents may line their caddy with compostable liners or with \
newspaper, but ordinary plastic carrier bags are not permitted. Liquids such as cooking oil, milk and soup should \
not be poured into the caddy in large quantities.

Small household batteries can be put out for collection in a sealed clear plastic bag on top of the blue bin lid, \
and small electrical items no bigger than a toaster, such as kettles, hair dryers and mobile phones, can be placed \
in a separate carrier bag beside the green box. Textiles, nappies, garden waste, polystyrene and soft plastic film \
are not accepted in the blue bin.

5. Garden waste subscription

Garden waste is collected through an optional subscription service. The subscription runs for twelve months \
from 1 April and costs £52 per bin per year, or £46 for residents who sign up and pay online before 1 March, and \
residents who receive council tax support are entitled to a 50 per cent discount on either price. Subscribers \
receive a 240-litre bin with a green lid and a permit sticker, which must be displayed on the lid at all times. \
The collection pattern is as follows:
- from March to November, every other week on the subscriber's normal collection day;
- in December and January, one collection per month, on the dates shown in the calendar;
- in February, no collections, while the garden waste vehicles are taken off the road for maintenance.

Each household may subscribe for up to three garden waste bins. Grass cuttings, hedge trimmings, leaves, weeds, \
flowers and small branches up to 10 centimetres in diameter are accepted, while soil, turf, rubble, animal waste \
and Japanese knotweed are not. Subscriptions cannot be refunded once the first collection has taken place, \
except when the subscriber moves out of the district.

6. Bulky waste and larger items

Large household items that are too big for the bins, such as furniture, mattresses, carpets and white goods, \
can be collected by appointment. A standard booking costs £35 and covers up to three items per collection, and \
each additional item costs £10, up to a maximum of eight items per booking. Residents who receive council tax \
support pay a reduced fee of £15 for the first three items. Items must be placed outside the property, but not \
on the public highway, no later than 7 a.m. on the day of collection, and crews will not enter homes, gardens \
behind locked gates or communal stairwells. Bookings can be cancelled for a full refund up to 48 hours before \
the collection; cancellations made after that are not refunded. Fridges and freezers count as two items each, \
because they must be degassed before they can be recycled.

7. Household recycling centre

The household recycling centre at Millbrook Lane is open to residents of the district only, and staff may ask to \
see proof of address, such as a council tax bill or a driving licence. From April to September the centre opens \
from 8 a.m. to 6 p.m., and from October to March it opens from 8 a.m. to 4 p.m.; it is closed on Christmas Day, \
Boxing Day and New Year's Day, and the last vehicle is admitted 15 minutes before closing time. Visits by car do \
not need to be booked, but residents arriving in a van or a pick-up, or towing a trailer longer than 1.8 metres, \
must hold a van permit, which is free of charge; each household may obtain up to 12 van permits per year, and \
each permit is valid for a single visit.

Trade waste is not accepted at the centre, even in small quantities, and staff who believe that a visitor is \
disposing of waste from a business may refuse entry. DIY waste such as rubble, bricks, tiles and plasterboard is \
accepted free of charge up to four 25-kilogram bags per visit, and larger amounts are charged at £4 per bag. \
Asbestos is only accepted by appointment, double-wrapped in heavy-duty plastic, up to a maximum of ten sheets per \
household per year.

8. Missed collections and assisted collections

If a container has not been emptied by 8 p.m. on the scheduled day, residents should report the missed \
collection through the online form or by phone within two working days, and the council will return to empty it \
within three working days of the report, provided that the container was put out on time. Reports received after \
that period cannot be followed up, and the waste will instead be collected on the next scheduled day. Crews record \
the reason whenever they cannot empty a bin, for example because it was contaminated, overfilled or blocked by a \
parked car, and a tag explaining the problem is attached to the handle.

Assisted collections are available to any resident who cannot move their containers to the kerbside because of \
age, disability or long-term illness, provided that no other person aged 16 or over living at the address is able \
to help. Under an assisted collection, the crew collects the containers from an agreed point on the property and \
returns them there afterwards. Applications are reviewed every two years, and residents must tell the council \
when their circumstances change. Temporary assisted collections of up to six months can be arranged after an \
operation or a hospital stay.

9. Enforcement

Waste left on the street, in parks or on any other land without permission is fly-tipping, which is a criminal \
offence. The council may issue a fixed penalty notice of £400 to anyone found responsible, reduced to £250 if it \
is paid within 14 days, or may prosecute the case in the magistrates' court, where the fine is unlimited. \
Householders have a duty of care to check that anyone who takes their waste away is a registered waste carrier, \
and residents whose waste is found fly-tipped after they handed it to an unregistered carrier can receive a fixed \
penalty of £200. Repeated failure to follow these rules, such as putting bins out on the wrong day, can lead first \
to a written warning and then to a fixed penalty of £60, but no penalty is issued before an officer has visited \
the household and explained the rules.

10. Seasonal and special collections

Real Christmas trees are collected from the kerbside during the first two full weeks of January, as long as they \
are cut into pieces no longer than 1.5 metres and all decorations and stands have been removed; trees put out \
after that period should be taken to the recycling centre or cut up and placed in a garden waste bin. Residents \
who need to dispose of sharps, such as needles used for medication at home, can request a free sharps box \
collection, which is arranged every four weeks. Textiles and shoes are not collected from the kerbside, but they \
can be taken to the clothing banks at supermarkets and at the recycling centre."""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions: dates, times, money, frequencies, limits, prohibitions, everyday wording
    ("New bin rules kick in on 1 April 2026.", "The rules apply from 6 April 2026"),
    ("Heads up: if your bin gets nicked, the council charges £30 to replace it.",
     "Replacement containers are delivered free of charge"),
    ("Food caddy only gets emptied every other week, same as the bins.",
     "Food waste caddies and green glass boxes are"),
    ("FYI bins can go out any time before 8am on collection day.", "no later than 6.30 a.m. on the collection day"),
    ("Extra black bags left next to the grey bin get taken as long as they're tied up.",
     "Side waste, meaning bags left next to"),
    ("Glass jars can go in the blue bin with the tins and cans.", "Glass must not be placed in the blue bin"),
    ("Garden waste sub is £40 a bin for the year.", "costs £52 per bin per year"),
    ("Garden bins still get collected in February.", "in February, no collections"),
    ("Bulky pickup: £35 covers up to five items.", "covers up to three items per collection"),
    ("The tip is open till 6pm all year round.", "from October to March it opens from 8 a.m. to 4 p.m."),
    ("You've got a week to report a missed bin.", "by phone within two working days"),
    ("Fly-tipping fine is £150 on the spot.", "fixed penalty notice of £400"),
    # near-misses: same topic, compatible with everything the document says
    ("Bins can go out after 6pm the night before collection.", None),
    ("Reminder: flatten cardboard boxes before they go in the blue bin.", None),
    ("Garden waste bins need the council sticker on the lid.", None),
    ("Van permits for the tip are free.", None),
    ("FYI the recycling centre is closed on Boxing Day.", None),
    ("Bulky waste bookings get a full refund if you cancel at least 48 hours ahead.", None),
    ("A fridge counts as two items on a bulky waste booking.", None),
    ("You can line the food caddy with newspaper.", None),
    ("Heads up: take the lids off jars, the lids go in the blue bin.", None),
    ("Assisted collection means the crew fetches the bins from the property and puts them back.", None),
    ("Old batteries can go out in a clear bag on top of the blue bin.", None),
    ("Bank holiday week: collections move a day later.", None),
]
