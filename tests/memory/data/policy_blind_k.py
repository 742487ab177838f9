"""Ticket terms and conditions for the (fictional) Wildmere Festival 2025 music festival; written blind."""
from __future__ import annotations

POLICY = """\
WILDMERE FESTIVAL 2025 - TICKET TERMS AND CONDITIONS

These terms and conditions apply to every ticket for Wildmere Festival 2025, which takes place at Hollowfield Farm, \
Pilton Lane, near Shepton Mallet, Somerset, from Thursday 14 August to Sunday 17 August 2025, and together with the \
site rules displayed at each entrance they form the whole agreement between you and Wildmere Events Ltd ("the \
Organiser", "we" or "us"). By buying, accepting or using a ticket you agree to be bound by these terms and to follow \
any reasonable instruction given to you on site by a steward, security officer, medical volunteer or police officer.

1. Ticket Types and Prices

A Weekend Camping ticket costs £245 plus a booking fee of £12.50 and entitles the holder to enter the site from the \
moment the gates open on Thursday, to camp in any general campsite, and to remain on site until the campsites close \
at 12:00 noon on Monday 18 August. A Weekend Non-Camping ticket costs £205 plus the same booking fee and gives access \
to the arena from Friday to Sunday, but it does not allow the holder to pitch a tent, sleep in a vehicle or remain on \
site after the arena closes each night. Day tickets are sold for Friday and Saturday at £89 each and for Sunday at £79, \
and they are valid only for the day printed on them.

In addition to a ticket, you may need one of the following passes, each of which is sold per vehicle rather than per \
person:

- Campervan Pass: £95, allowing one campervan, motorhome or car with a roof tent into the Campervan Field, provided that \
every occupant also holds a Weekend Camping ticket.
- Car Parking Pass: £30 for the whole weekend, or £15 for a single day, valid in the Red and Blue car parks.
- Caravan Pass: £120, valid only in the Caravan Field and only for towed caravans no longer than 7 metres.

2. Buying Tickets

Tickets are sold only through our website, wildmere.co.uk, and our appointed ticket agent, Stagegate, and any ticket \
bought from a tout, an auction site or an unofficial resale platform will be cancelled without notice or refund. \
A maximum of 6 tickets may be bought in a single order, and the person who places the order becomes the "lead \
booker", who must be aged 18 or over and must be present at the festival to collect the wristbands for the whole \
booking. Customers who chose to pay by instalments under the deposit scheme paid £50 per ticket by 31 October 2024 and \
must pay the balance in full by 1 April 2025, failing which the tickets will be cancelled and the deposit will not be \
returned under any circumstances.

Every ticket is registered to a named individual, and the name on the ticket must match the photo identification \
shown at the Box Office, except for children under 12, who are added to the booking of the adult bringing them and do \
not need to show identification of their own.

3. Age Restrictions

Wildmere is a family-friendly festival, but children and young people may attend only on the conditions set out in \
this section. Children aged 11 and under are admitted free of charge, but each child must have a free Child ticket \
added to an adult's booking, and no adult may bring more than 4 children on Child tickets. Young people aged 12 to 15 \
need a Teen ticket, which costs £115 for the weekend, and they must be accompanied at all times by a parent, guardian or \
other responsible adult aged 18 or over who holds a valid ticket and who camps in the same campsite. Young people \
aged 16 and 17 may attend without an accompanying adult, provided that they buy a full-price adult ticket, carry \
photographic proof of age throughout the festival, and give the Box Office the mobile number of a parent or guardian \
who can be contacted during the event.

Our bars operate a Challenge 25 policy, and anyone who appears to be under 25 will be asked for photo ID before being \
served; the only forms of ID we accept are a passport, a photocard driving licence or a PASS-accredited proof of age \
card.

4. Entry and Wristbands

The gates to the car parks and campsites open at 10:00 on Thursday 14 August, and the arena, including the Meadow \
Stage, the Orchard Stage and the Hayloft tent, opens at 12:00 on Friday 15 August. Wristband exchange takes place only \
at the Box Office beside the North Gate, which is open from 09:00 to 23:00 on Thursday, Friday and Saturday and from \
09:00 to 18:00 on Sunday, and the lead booker must bring the booking confirmation and photo ID to collect wristbands \
for everyone on the order.

Your wristband will be fastened to your wrist by a member of Box Office staff and must be worn for the whole festival; \
a wristband that has been cut, loosened, tampered with or removed will be treated as void, and the wearer will be asked \
to leave the site. If your wristband is lost or damaged, a replacement can be issued at the Box Office for a fee of £30 \
on production of photo ID, and we reserve the right to refuse a replacement where we are not satisfied that the \
original was genuinely lost. The last admission to the site on any day is at 23:00, after which no one will be \
admitted until the gates reopen at 08:00 the following morning, unless they have arranged late arrival with the Box \
Office in advance because of a documented travel disruption.

5. Re-entry

Once you have received your wristband, you may move freely between the campsites and the arena as often as you wish \
during opening hours. Weekend ticket holders may leave the site and come back up to three times during the festival, \
but each exit must be scanned at the Pass-Out Point at the East Gate, and a wristband that has not been scanned on the \
way out will not be accepted on the way back in. Day ticket holders are not permitted to re-enter the site once they \
have left, whatever the reason, and no pass-outs of any kind are issued after 21:00 on any day.

6. Camping

General camping is provided in the Hilltop, Lakeside and Longacre campsites on a first-come, first-served basis, and \
pitches cannot be reserved except in the Birchwood Quiet Camping area and the Accessible Campsite, both of which must \
be booked through Stagegate by 30 June 2025. The Campervan Field opens at 16:00 on Wednesday 13 August for holders of a \
Campervan Pass, who may arrive at any time up to 22:00 that evening or from 08:00 on Thursday onwards, and vehicles \
must be parked in the bay allocated by the Campervan Field stewards and may not be moved again until Monday morning.

Tents must be no larger than a six-person tent, must be pitched at least 3 metres from any fire lane marked with \
orange flags, and must be taken down and taken home with you when you leave, because abandoned tents are not collected \
for charity and will be charged to the lead booker at a flat rate of £40. Gazebos were permitted in the general \
campsites until 2023, but they have been banned from all general campsites since 2024 because they repeatedly blocked \
fire lanes, and the only place they may now be used is the Accessible Campsite, where one gazebo per pitch is allowed. \
Open fires, campfires and disposable barbecues are forbidden everywhere on site, although you may use a gas camping \
stove with a cylinder of no more than 3 kilograms in the general campsites, provided that it is never left unattended \
while lit.

In Birchwood Quiet Camping, amplified music is not allowed at any time, and quiet hours run from midnight until \
08:00 every night, during which campers are asked to keep noise to a level that will not disturb neighbouring tents. \
Campers in every area must leave the site by 12:00 noon on Monday 18 August, and anyone still on site after that time \
may be charged for the cost of extra stewarding.

7. What You May Bring

Each ticket holder aged 18 or over may bring a reasonable amount of alcohol for personal consumption, which we define \
as no more than 18 cans of beer or cider, or no more than 3 litres of wine in plastic bottles or boxes, or a \
combination of the two that does not exceed either limit in proportion. Alcohol may be brought into the campsites only \
and must never be carried into the arena, where it will be confiscated at the arena entrance, because all drinks in \
the arena must be bought from our licensed bars. You are welcome to take the following items into the arena:

- one sealed soft drink in a plastic bottle of up to 500 millilitres, or an empty refillable bottle, which can be \
filled free of charge at any of the water points around the site;
- food for your own consumption, provided that it is not in glass or tin containers;
- a small folding chair or a blanket, although chairs are not allowed in the standing area in front of the Meadow Stage;
- a compact camera without a detachable lens, a mobile phone and a portable charger;
- sun cream, a waterproof and a small bag no larger than A4 size.

8. Prohibited Items

The following items are prohibited throughout the site and will be confiscated at the search point, and we do not \
store, return or compensate for confiscated items:

- glass of any kind, including bottles, jars and mirrors, except for prescribed medication in its original container \
accompanied by a prescription or a doctor's letter;
- spirits, and any alcohol in excess of the allowance in section 7;
- disposable barbecues, fireworks, flares, sky lanterns and smoke canisters;
- drones, laser pens and professional audio or video recording equipment;
- nitrous oxide, canisters and balloons intended for its use, and any illegal or psychoactive substance;
- flags on poles longer than 2 metres, and any flag, banner or clothing that carries an offensive or discriminatory \
message;
- animals of any kind, except registered assistance dogs, whose owners must tell the Access Team in advance.

9. Refunds, Transfers and Cancellation

The lead booker may request a refund of any ticket for any reason until 23:59 on 1 June 2025 by logging in to the \
Stagegate account used for the order. We will deduct an administration fee of 10% of the face value of each ticket \
refunded, and booking fees, delivery charges and the cost of any Campervan, Car Parking or Caravan Pass are not \
refundable in any circumstances. Only the lead booker may request a refund, whether for the whole booking or for \
individual tickets within it, and requests made by any other person named on the booking will not be processed. \
Refunds are paid to the original payment card within 21 days of being approved.

After 1 June 2025, tickets cannot be refunded, but they may be resold at face value through the Stagegate Official \
Resale service, and we will return the face value, less the same administration fee, once another customer has bought \
the ticket. Name changes can be made free of charge through the Stagegate account until 23:59 on Thursday 31 July \
2025, which is 14 days before the gates open, and after that deadline the name on a ticket cannot be changed for any \
reason, including illness or bereavement.

If we cancel the festival before the gates open, every ticket holder will receive a full refund of the face value and \
the booking fee within 30 days of the announcement, but we will not be responsible for travel, accommodation or other \
costs you may have incurred. If the festival is shortened, suspended or ended early after the gates have opened because \
of severe weather, a police instruction or any other circumstance outside our reasonable control, no refund will be \
given, and no refund will be given for changes to the line-up, stage times or stage locations.

10. Accessibility

Customers with a disability or a long-term health condition who register with the Access Team by 30 June 2025, and \
who provide evidence such as a letter from a medical professional or proof of receiving a disability benefit, are \
entitled to one free Personal Assistant ticket, which must be used by a person aged 18 or over who will provide support \
throughout the event. The Accessible Campsite is located next to the North Gate, with accessible toilets, showers, a \
charging point for mobility equipment and a dedicated Access Team tent that is staffed 24 hours a day from Thursday to \
Monday. Raised viewing platforms are provided beside the Meadow Stage and the Orchard Stage for customers who have been \
issued with an Access wristband, and each Access wristband holder may bring one companion onto the platform.

11. Conduct, Searches and Ejection

All persons and vehicles entering the site may be searched, and search teams at the North Gate and the East Gate may \
be supported by police officers and detection dogs; if you refuse to be searched, you will be refused entry and will \
not be offered a refund. The Security Manager may eject from the site, without refund, anyone who behaves in a violent, \
threatening or abusive way, who sells goods or tickets without our written permission, who climbs any stage, tower or \
fence, or who is found in possession of a prohibited item, and anyone ejected will have their wristband cut and will \
not be readmitted for the rest of the festival.

12. Travel and Parking

A shuttle bus runs between Castle Cary railway station and the Hollowfield Farm bus station every 20 minutes from \
09:00 to 23:00 on Thursday to Sunday, and from 07:00 to 14:00 on Monday, and shuttle tickets must be bought in advance \
through Stagegate, because no tickets will be sold on the bus. The Red and Blue car parks open at 08:00 on Thursday, \
and vehicles must be removed by 18:00 on Monday 18 August, after which they may be towed away at the owner's expense.

13. Contact

Questions about these terms should be sent by email to hello@wildmere.co.uk, and our Customer Services team aims to \
reply within 5 working days, although replies may take longer in the two weeks before the festival. During the event, \
the Box Office at the North Gate is the first point of contact for any question about tickets, wristbands or passes, \
and the Information Point beside the Orchard Stage can help with lost property, lost children and meeting points.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("weekend camping tix are £265 this yr, ouch",
     "A Weekend Camping ticket costs £245 plus a booking fee"),
    ("The campsite gates don't open till 2pm on the Thursday.",
     "open at 10:00 on Thursday 14 August"),
    ("Dev says campervans don't get let in until Thursday morning, same as the tents.",
     "The Campervan Field opens at 16:00 on Wednesday 13 August"),
    ("You can get a refund for any reason right up until 1 July.",
     "for any reason until 23:59 on 1 June 2025"),
    ("can switch the name on a ticket up to 2 days before, no stress",
     "which is 14 days before the gates open"),
    ("Max 10 tickets per order on the Wildmere site.",
     "A maximum of 6 tickets may be bought in a single order"),
    ("Ellie's 16 so she's only allowed in if an adult comes with her.",
     "aged 16 and 17 may attend without an accompanying adult"),
    ("they keep like 25% as an admin fee if u refund",
     "administration fee of 10% of the face value"),
    ("gazebos are fine in the normal campsites as long as theyre pegged down properly",
     "they have been banned from all general campsites since 2024"),
    ("You're allowed to take your own beers into the arena.",
     "Alcohol may be brought into the campsites only"),
    ("Tom can refund his own ticket himself even though Sarah booked the whole group.",
     "Only the lead booker may request a refund"),
    ("Marcus picked up everyone's wristbands from the box office at the South Gate.",
     "Wristband exchange takes place only at the Box Office beside the North Gate"),
    # near-misses
    ("paid 245 quid for weekend camping + the booking fee on top", None),
    ("The queue at the gates was already massive by half ten on Thursday.", None),
    ("Back in 2023 you could still put a gazebo up in the campsites.", None),
    ("Sam's insulin in glass vials was fine at the search because she had her GP's letter.", None),
    ("The shuttle bus from Castle Cary station is £6 return.", None),
    ("Priya's 11-year-old went free, she just had to add a child ticket to her booking.", None),
    ("got my refund in May, minus the 10% and they kept the booking fee :(", None),
    ("Jo changed the name on her ticket three weeks before the festival and it didn't cost anything.", None),
    ("day tix = no pass outs, once ur out ur out", None),
    ("Campervan pass is £95 on top of everyone's tickets.", None),
    ("took a 3L box of wine into the campsite, no bother at the search", None),
    ("Ravi lost his wristband on the Saturday and the box office gave him a new one for thirty quid after checking his ID.", None),
]
