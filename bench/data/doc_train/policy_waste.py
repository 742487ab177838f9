"""Kestbury Town Council household waste collection and recycling policy; written blind."""
from __future__ import annotations

POLICY = """\
KESTBURY TOWN COUNCIL
HOUSEHOLD WASTE COLLECTION AND RECYCLING POLICY

Approved by the Environment and Amenities Committee on 12 February 2025 and effective from 1 April 2025

1. Purpose and Scope

This policy sets out how Kestbury Town Council collects general waste, dry recycling, food waste and garden waste \
from domestic properties within the parish boundary, including the villages of Lower Heddon and Crane's End, and \
explains what residents must do so that their containers can be emptied safely, efficiently and at a reasonable cost \
to council taxpayers. It replaces the Waste Collection Policy of March 2019 and all guidance notes issued under it.

The policy applies to every household that pays council tax to the Council, including flats, maisonettes and houses \
in multiple occupation, but it does not apply to shops, offices or other commercial premises, which must arrange their \
own trade waste contracts with a licensed carrier. Where a property is used partly as a home and partly as a business, \
only waste arising from the domestic part of the property will be collected under this policy.

The day-to-day service is run by the Council's Waste and Street Scene team, based at the Fennick Road Depot, under the \
supervision of the Waste Services Manager, who has delegated authority to decide individual cases that are not covered \
by the text below and to make reasonable adjustments for residents with particular needs.

2. Collection Days and Times

Each property is given a fixed collection day between Monday and Friday, which is shown on the collection calendar \
posted to every household each March and published on the Council's website, and residents should not assume that \
their day is the same as that of a neighbouring street, because rounds are planned by vehicle route rather than by \
postcode or ward.

Containers must be placed at the edge of the property, next to the public footpath or at an agreed collection point, \
by 6:30am on the day of collection, as crews begin work at that time and are not able to return to a street once the \
round has passed it.

Bins may be put out from 7pm on the evening before collection day and must be taken back within the boundary of the \
property by 9pm on the day of collection, except where the household has an assisted collection under section 9, in \
which case the crew will return the containers to their usual storage place.

Collections normally finish by 4pm, although in snow, ice or high winds, or when a vehicle breaks down, crews may \
continue working into the evening, and residents are therefore asked to leave their containers out until 7pm before \
reporting a collection as missed.

3. Containers

Every household is provided with the following containers free of charge when the service begins or when a resident \
moves into a newly built property:

- one 180-litre black wheeled bin for general waste, emptied every two weeks;
- one 240-litre blue wheeled bin for mixed dry recycling, emptied every two weeks on the alternate week;
- one purple 55-litre box for glass bottles and jars, emptied on the same day as the blue bin;
- one 23-litre brown kerbside food caddy and one 7-litre kitchen caddy, with food waste emptied every week.

Containers remain the property of the Council and must be left at the address when a resident moves home. A \
replacement for a container that has been lost, stolen or damaged through misuse costs £30 including delivery, except \
where the damage was caused by our crews or by the collection vehicle, in which case the replacement will be supplied \
free of charge within ten working days.

Households of six or more permanent residents, or of five or more where at least one person wears nappies or has a \
medical condition that produces additional waste, may apply for a larger 240-litre general waste bin; applications are \
assessed by the Waste Services Manager, and an officer may visit the property to discuss recycling habits before a \
decision is reached.

In houses in multiple occupation, requests for additional or communal containers must be made by the landlord or \
managing agent, not by individual tenants, and the landlord will be charged £30 for each additional container supplied.

4. General Waste

Only waste that cannot be recycled, composted or reused should be placed in the black bin, and the lid must close \
fully so that rubbish does not spill onto the highway when the bin is lifted. Any bags or loose items left beside or on \
top of the black bin will not be collected, unless the Council has announced a catch-up collection following a missed \
round or a period of severe weather, and repeated side waste may lead to enforcement action under section 11.

Hazardous items, including vehicle and household batteries, paint, gas cylinders, fluorescent tubes, garden chemicals \
and motor oil, must never be placed in any household container and should instead be taken to the Mill Lane Household \
Recycling Centre. Ash from fires and stoves must be completely cold, and should have been left to stand for at least 48 \
hours, before it is bagged and put in the black bin.

5. Dry Recycling

The blue bin accepts paper, newspapers and magazines, cardboard, food and drinks cans, empty aerosols, clean foil, \
plastic bottles, plastic pots, tubs and trays, and food and drink cartons. Cardboard boxes should be flattened or torn \
into pieces, and clean pizza boxes are accepted, although boxes with grease or food left in them must go in the black bin.

Recycling must be placed in the blue bin loose and not in carrier bags or bin liners of any kind, because bagged \
material cannot be opened safely at the sorting facility in Brackwell and is sent for incineration with the general \
waste.

If a crew finds that a blue bin contains food, nappies, textiles or other items that cannot be recycled, the bin will \
not be emptied and a tag will be attached explaining the problem; the resident must remove the wrong items, and the bin \
will then be emptied on the next scheduled recycling day. After three contamination tags in any twelve-month period, \
the Council may withdraw the blue bin for up to three months and provide clear sacks instead.

Households that regularly produce more recycling than fits in their containers may request a second purple box or up to \
two reusable blue sacks, which are supplied free of charge. Textiles, shoes and small electrical items should not be \
put in the blue bin and can be taken to the bring banks in the Station Road car park or to Mill Lane.

6. Food Waste

Food waste is collected every week on the household's normal collection day, and the kerbside caddy should be put out \
with its handle locked forward so that foxes and other animals cannot open it. The service accepts all cooked and \
uncooked food, including meat, fish and bones, dairy products, bread, fruit and vegetable peelings, tea bags and coffee \
grounds, but it does not accept liquids, packaging, cooking oil or pet waste.

Compostable caddy liners are no longer delivered to homes and can be collected free of charge only from the reception \
at Kestbury Library on Church Street during the library's opening hours. Residents may instead wrap food waste in \
newspaper, but plastic bags, including those described as biodegradable, must not be used.

7. Garden Waste

Garden waste collection is an optional subscription service, with green-lidded bins emptied every two weeks from 1 March \
to 30 November and no collections during December, January or February, when residents may take garden waste to Mill \
Lane at no charge.

The annual subscription for 2025/26 is £48 per bin, increased from £42 in 2024/25 to reflect higher fuel and disposal \
costs, and each household may subscribe for a maximum of three bins. Subscriptions run from 1 April to 31 March and are \
not refunded if cancelled part way through the year, except where the resident moves out of the parish, in which case \
a refund will be made for each full month remaining.

Residents who join after 1 September pay a reduced fee of £24 for the remainder of that subscription year. The service \
accepts grass cuttings, hedge trimmings, leaves, weeds, flowers and small branches no thicker than 10cm, but it does \
not accept soil, turf, rubble, food waste, animal bedding or invasive plants such as Japanese knotweed.

8. Bulky Waste

Bulky item collections can be booked online or by telephoning 01632 960418 for large household items such as \
furniture, mattresses, white goods and carpets, and each booking covers a maximum of three items for a fee of £35, \
with fridges and freezers counting as two items because of the extra cost of removing their gases safely.

Residents who receive Pension Credit or Council Tax Reduction are entitled to a 50% discount on the bulky collection \
fee, and proof of entitlement must be given at the time of booking.

Bulky collections take place on Thursdays and Fridays only and must be booked at least five working days in advance. \
Items must be placed outside the front of the property by 6:30am on the booked day, and crews will not enter homes, \
gardens or communal hallways to remove them. A booking cancelled with at least 48 hours' notice will be refunded in \
full, less an administration fee of £5.

9. Assisted Collections

Residents who are unable to move their containers to the kerbside because of age, disability or long-term illness, and \
who have no other adult living in the household who is able to help, may apply for an assisted collection, under which \
the crew collects the containers from an agreed point on the property and returns them afterwards.

Residents aged 75 or over qualify on grounds of age alone, without the need for supporting medical evidence, but \
applicants under that age must provide a letter from a GP, occupational therapist or social worker confirming that \
they cannot present their containers. Assisted collections are reviewed every two years, and residents must tell the \
Council if their circumstances change, for example if another adult moves into the household.

10. Mill Lane Household Recycling Centre

The Mill Lane Household Recycling Centre is open from Thursday to Monday, 8am to 5pm between April and September and \
8am to 4pm between October and March, and it is closed all day on Tuesdays and Wednesdays as well as on Christmas Day, \
Boxing Day and New Year's Day.

Use of the centre is restricted to residents of Kestbury parish, who must show proof of address such as a council tax \
bill or driving licence if asked by site staff, and residents of neighbouring parishes, including Dunmere and Halsey \
Cross, will be turned away.

Vans, pickups and trailers longer than two metres may only enter the site with a van permit, which is free but limits \
each household to 12 visits a year. Household recycling, garden waste, electrical items, batteries and textiles are \
accepted without charge, while DIY waste is charged as follows:

- rubble, bricks and soil: £3 per bag;
- plasterboard: £6 per sheet;
- car and bicycle tyres: £4 each.

Visitors should arrive at least 15 minutes before closing time, as the gates are shut promptly, and children under 16 \
must stay inside the vehicle at all times while on site.

11. Missed Collections, Complaints and Enforcement

Missed collections must be reported within two working days of the scheduled collection day, online or by telephone, \
and where the Council confirms that the container was presented correctly it will be emptied within three working days \
of the report. Reports made after that period cannot be acted on, and the resident will need to wait for the next \
scheduled collection.

Complaints about the service will receive a written reply within 10 working days, and a resident who is not satisfied \
with that reply may ask for the complaint to be reviewed by the Town Clerk, who will respond within 20 working days.

No penalty will be issued for the way containers are presented unless the household has first received a written \
warning followed by a formal notice under section 46 of the Environmental Protection Act 1990. Failure to comply with \
such a notice may result in a fixed penalty of £80, reduced to £60 if paid within 14 days, and fly-tipping anywhere in \
the parish may result in a fixed penalty of up to £400 or prosecution.

12. Bank Holidays and Christmas

Collections go ahead as normal on bank holidays throughout the year, except that during the week of Christmas and New \
Year each collection takes place one day later than usual, so that Friday collections move to the Saturday, and the \
revised dates are printed on the collection calendar. Real Christmas trees, with all decorations and stands removed, can \
be taken to Mill Lane free of charge or left at the drop-off point in the Station Road car park between 2 and 16 January.

13. Review and Contact Details

This policy will be reviewed every three years by the Environment and Amenities Committee, with the next review due by \
March 2028, and personal information provided by residents will be handled in line with the Council's privacy notice. \
The Waste and Street Scene team can be contacted at the Fennick Road Depot, Kestbury KB4 2RL, on 01632 960418, Monday to \
Friday between 9am and 5pm.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("paying 35 quid a year for the green garden bin now, ugh",
     "The annual subscription for 2025/26 is £48 per bin"),
    ("Bins only need to be out by 8am on collection day.",
     "by 6:30am on the day of collection"),
    ("My brother took a carload of cardboard to the Mill Lane tip last Wednesday morning, said there was no queue.",
     "closed all day on Tuesdays and Wednesdays"),
    ("fyi garden waste pickups finish end of october, then nothing till spring",
     "emptied every two weeks from 1 March to 30 November"),
    ("Raj says you've got a whole week to report a missed bin to the council.",
     "reported within two working days of the scheduled collection day"),
    ("A bulky waste booking lets you get rid of up to six items for the one fee.",
     "each booking covers a maximum of three items for a fee of £35"),
    ("You get an assisted bin collection automatically once you're 65, no doctor's note needed.",
     "aged 75 or over qualify on grounds of age alone"),
    ("Gran's on pension credit so she gets a quarter off the bulky collection charge.",
     "entitled to a 50% discount on the bulky collection"),
    ("u can put the recycling in carrier bags in the blue bin, they open them at the plant",
     "placed in the blue bin loose and not in carrier bags"),
    ("Dunmere residents can use the Mill Lane tip as well, they just ask for ID.",
     "residents of neighbouring parishes, including Dunmere and Halsey"),
    ("In an HMO it's the tenants who have to ask the council for extra bins, not the landlord.",
     "must be made by the landlord or managing agent, not by individual tenants"),
    ("grabbed a roll of free caddy liners from the town hall front desk today",
     "can be collected free of charge only from the reception"),
    # near-misses
    ("Garden waste sub went up from £42 to £48 this year.", None),
    ("bin lorry came at quarter to 7 today, good job I put ours out last nite", None),
    ("Mill Lane tip is shut Tues and Weds, open the rest of the week", None),
    ("Reported our missed recycling the next day and they came back for it two days later.", None),
    ("Mum booked a bulky pickup for her old sofa and a mattress, cost her £35.", None),
    ("Grandad's 78 so he got the assisted collection without needing a GP letter.", None),
    ("Bulky collection is half price if you're on council tax reduction, need proof when booking.", None),
    ("clean pizza boxes r fine in the blue bin, greasy ones go in the black one", None),
    ("Collections were a day late over Christmas week.", None),
    ("Sam's neighbour left extra bags next to her black bin and the crew didn't take them.", None),
    ("picked up caddy liners at the library on church st, free :)", None),
    ("The council charged Priya £30 when her wheelie bin got nicked.", None),
]
