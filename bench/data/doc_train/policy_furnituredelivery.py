"""Delivery, assembly and returns terms of a fictional furniture retailer; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENHOLT FURNITURE COMPANY
DELIVERY, ASSEMBLY AND RETURNS TERMS FOR CUSTOMERS

Effective from 6 January 2025

1. Scope and definitions

These terms apply to all furniture, mattresses and homeware bought from Brackenholt Furniture Company Limited \
("Brackenholt", "we" or "us") at our stores in Oxmoor and Ferndyke or through our website, and they should be read \
together with our general Conditions of Sale. In these terms "Large Item" means any single item or boxed component \
weighing more than 30 kilograms or measuring more than 1.5 metres along any side, "Made to Order Item" means any \
sofa, armchair, headboard or bed frame made in a fabric, finish or size chosen by you from our options, and \
"Delivery Area" means any address within 40 miles of our Oxmoor distribution centre.

2. Delivery charges and options

Standard delivery to the room of your choice within the Delivery Area costs £39 for orders under £500 and is free of \
charge for orders of £500 or more, except that orders containing only small homeware items that fit in a parcel are \
delivered by courier for £5.95 regardless of value.

Deliveries outside the Delivery Area but within mainland England, Wales and Scotland cost £39 plus £1.20 per mile \
beyond the 40-mile limit, up to a maximum charge of £149, and we do not deliver to the Scottish islands, the Isle of \
Man, Northern Ireland or the Channel Islands.

A named-day delivery costs an extra £20 and a Saturday delivery costs an extra £35, and both must be requested at the \
time of ordering; we do not deliver on Sundays or on bank holidays.

3. Delivery times and arrangements

Items shown as in stock are normally delivered within 10 working days of the order, while Made to Order Items are \
normally delivered within 8 to 12 weeks, and we will contact you by telephone to agree a delivery date once your \
order is ready.

If a Made to Order Item has not been delivered within 14 weeks of the order, other than because you have asked us to \
delay delivery, you may cancel the order and receive a full refund including any deposit paid, or keep the order \
and receive a goodwill payment of 10% of the item's price once it is delivered.

On the day before delivery we will send you a text message giving a 3-hour delivery window between 7am and 7pm, and \
our delivery team will telephone you about 30 minutes before they arrive.

Someone aged 18 or over must be at the delivery address to receive and sign for the order, and if nobody is there \
when our team arrives they will wait for up to 15 minutes before leaving a card, after which a redelivery charge of \
£45 will be made.

You may change your delivery date free of charge up to 3 working days before the agreed date, but a change made with \
less notice will be treated as a failed delivery and charged at the same £45 rate, unless it is needed because of a \
medical emergency or a bereavement.

4. Access and measuring

It is your responsibility to measure doorways, hallways, staircases and lifts before ordering to make sure that your \
furniture can be carried to the room where you want it, and our team will not remove doors, windows, banisters or \
door frames, or carry items by rope over balconies or through windows.

Our delivery team will carry items up to the third floor of a building without a lift at no extra cost, but \
deliveries above the third floor without a working lift must be booked in advance and carry a charge of £15 per \
additional floor.

If an item cannot be taken into the property because of access problems that you did not tell us about, the item \
will be taken back to our distribution centre and a refund will be given less a collection charge of 20% of the \
item's price, up to a maximum of £120, except for Made to Order Items, which cannot be refunded in these \
circumstances.

5. Checking your delivery

Please check all items in the presence of our delivery team where possible and note any visible damage on the \
delivery note before signing it, and you must tell us about any damage or missing parts not noted on the delivery \
note within 48 hours of delivery, by telephone or through the website contact form, sending photographs where we ask \
for them.

Where damage is reported within that period we will, at our choice, repair the item in your home, send a replacement \
part within 14 days, or replace the whole item, and if we are unable to do any of these within 30 days you may have a \
full refund instead.

6. Assembly service

Our assembly service is available for most flat-packed items delivered within the Delivery Area and costs 15% of the \
price of the items to be assembled, with a minimum charge of £30, but assembly of beds, wardrobes and sofa beds costs \
a fixed £60 per item whatever their price, and wardrobes over 2 metres tall must be fixed to the wall using the \
fixings provided.

The assembly service must be booked at least 5 working days before delivery and takes place on the same visit as the \
delivery, unless you ask for assembly on a later day, in which case a separate visit charge of £40 applies.

Our assemblers will not connect any item to gas, water or mains electricity, will not hang items on plasterboard \
walls without suitable fixings, and will not assemble furniture bought from another retailer.

We will remove and recycle all packaging free of charge after assembly, and after an ordinary delivery without \
assembly we will take away packaging only if you ask the team on the day.

7. Removal of old furniture

We can take away your old furniture when we deliver new items of the same type, at £25 for each item up to a maximum \
of 3 items, provided that it has been emptied, separated from any fixings and is in the same room as the new item or \
on the ground floor, and old mattresses must be wrapped in a plastic cover, which our team can supply for £5.

We cannot remove items that are infested, wet or soiled, or any upholstered item that is not carrying its fire safety \
label.

Old furniture collected by us is taken to a licensed recycling centre or donated to the Oxmoor Furniture Project \
charity where it is in good condition, and we cannot return any item to you once it has left your home, so you must \
remove personal belongings from drawers, pockets and under cushions before our team arrives.

8. Returns and cancellations

If you change your mind about an item that is not a Made to Order Item, you may cancel your order or return the item \
within 30 days of delivery and receive a full refund of the price you paid, provided that the item is unused, \
unassembled and in its original packaging.

Returned items must be collected by us or returned to one of our stores; we charge £49 for collection of returned \
Large Items within the Delivery Area and £19 for other items, and the delivery charge you originally paid will be \
refunded only if the whole order is returned.

Made to Order Items cannot be returned for a change of mind, and once a Made to Order Item has been in production for \
7 days an order for it can only be cancelled on payment of 50% of its price as a cancellation charge.

Mattresses may be returned within 60 nights under our comfort guarantee if they are not Made to Order Items, provided \
that they have been used with a mattress protector and that you exchange them for a mattress of equal or greater \
value, with a £59 collection charge applying to each exchange.

We will refund you within 14 days of receiving the returned item, using the same method of payment that you used to \
buy it, and we do not give refunds in cash for orders paid by card.

9. Faulty items and guarantees

All solid wood and upholstered furniture carries a 5-year frame guarantee and a 12-month guarantee on fabrics, foams, \
mechanisms and fittings, while outdoor furniture and items on clearance are guaranteed for 12 months only.

The guarantee covers faults in manufacture and materials but not fading caused by sunlight, damage caused by pets, \
normal wear, or furniture that has been used in a commercial setting such as a holiday let, hotel or office.

If you report a fault within 6 months of delivery we will assume it was present at delivery unless we can show \
otherwise, and we will visit to inspect the item within 15 working days of your report.

Where an inspection shows that the fault is covered by the guarantee we will repair the item free of charge, and if \
the repair cannot be done in your home we will collect the item and return it within 21 days, providing a \
temporary replacement chair or sofa on request while the repair is carried out, except for items bought at our \
Ferndyke clearance outlet.

10. Clearance items and ex-display stock

Ex-display and clearance items are sold as seen, may have small marks that are reflected in the reduced price, and \
can only be collected from the store where they were displayed within 7 days of purchase, or delivered at our \
standard delivery rates.

Items bought at clearance prices can be returned only if they are faulty in a way that was not pointed out to you at \
the time of sale.

11. Collecting orders from our stores

You may collect any order that is not a Made to Order Item free of charge from the collection point at our Oxmoor \
distribution centre between 10am and 6pm on Monday to Saturday, once we have told you by email or text that it is \
ready, and orders that are not collected within 14 days of that message will be cancelled and refunded in full, \
less a handling charge of £15.

The person collecting the order must bring the order number and photographic identification, and if they are not \
the person who placed the order they must also bring a signed letter of authority, as we will not release goods to \
anyone who cannot show both.

Our staff will help you load items into your vehicle, but we do not lend roof racks, straps or trolleys, and we \
cannot load any Large Item into a vehicle that we reasonably consider to be unsafe or too small to carry it, in \
which case you may arrange a delivery at the rates in section 2 instead.

12. Contacting us

Our customer service team can be reached by telephone from 8am to 8pm Monday to Friday and from 9am to 5pm on \
Saturdays, and you may write to Customer Services, Brackenholt Furniture Company, Unit 7, Ferndyke Retail Park, \
Oxmoor, OM9 3LT.

Nothing in these terms affects your statutory rights as a consumer.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Brackenholt deliver for free as long as you spend over £300.",
     "is free of charge for orders of £500 or more"),
    ("my cousin in Northern Ireland got her brackenholt sofa delivered straight to her flat",
     "the Isle of Man, Northern Ireland or the Channel Islands"),
    ("saturday delivery was only an extra 20 quid tbh, worth it",
     "a Saturday delivery costs an extra £35"),
    ("Dev had his new dining table delivered by Brackenholt on a Sunday morning.",
     "we do not deliver on Sundays or on bank holidays"),
    ("they text u a 1 hour slot the night before so u dont wait in all day",
     "giving a 3-hour delivery window between 7am and 7pm"),
    ("The furniture delivery team waits half an hour if you're not in.",
     "they will wait for up to 15 minutes before leaving a card"),
    ("Our 16-year-old signed for the wardrobe delivery while we were at work, no issue.",
     "Someone aged 18 or over must be at the delivery address"),
    ("u can rearrange the sofa delivery the day before and they dont charge",
     "free of charge up to 3 working days before the agreed date"),
    ("Kate's delivery up to her fifth-floor flat with no lift cost nothing extra.",
     "up to the third floor of a building without a lift at no extra cost"),
    ("You've got a week to report any damage that wasn't written on the delivery note.",
     "within 48 hours of delivery, by telephone or through the website"),
    ("having our new double bed put together by their fitters cost £90",
     "assembly of beds, wardrobes and sofa beds costs a fixed £60 per item"),
    ("Their fitters also built a bookcase my mum bought from another shop while they were there.",
     "will not assemble furniture bought from another retailer"),
    ("Sophie says they'll haul away up to 5 old pieces when they bring the new stuff.",
     "at £25 for each item up to a maximum of 3 items"),
    ("u only get 14 days to send furniture back if u change ur mind",
     "within 30 days of delivery and receive a full refund"),
    ("Brackenholt mattresses come with a 100-night trial.",
     "Mattresses may be returned within 60 nights under our comfort guarantee"),
    ("Ravi's solid oak sideboard has a ten year guarantee on the frame.",
     "carries a 5-year frame guarantee"),
    # near-misses
    ("Spent £620 on a sideboard and delivery was free.", None),
    ("My sister lives 60 miles from their depot so she paid £63 for delivery.", None),
    ("named day delivery cost me an extra twenty quid", None),
    ("Dev paid £35 extra to get his bed delivered on a Saturday.", None),
    ("text came the night before saying between 10 and 1, fair enough", None),
    ("The driver rang about half an hour before they turned up.", None),
    ("Moved my delivery date with a week's notice and it didn't cost anything.", None),
    ("Kate's on the third floor with no lift and they carried her sofa up at no charge.", None),
    ("priya's wardrobe is 2.2m tall so the fitters had to fix it to the wall", None),
    ("Assembly on my £150 desk came to the minimum £30.", None),
    ("Sophie paid £50 for them to take away her two old armchairs when the new ones came.", None),
    ("took an unopened lamp back to the store after 3 weeks and got a full refund", None),
    ("Swapped my mattress after 7 weeks for a dearer one and paid the £59 collection fee.", None),
    ("My refund came back on my card 10 days after they collected the chair.", None),
    ("ravi's solid oak table frame is guaranteed for five years", None),
    ("The fabric on Mum's sofa faded in the sun and they said the guarantee didn't cover it.", None),
]
