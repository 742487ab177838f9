"""Delivery, returns and warranty terms of a fictional UK online home-goods retailer, Ashby & Finch; written blind."""
from __future__ import annotations

POLICY = """\
Ashby & Finch Home Ltd: Delivery, Returns and Guarantee Terms
Version 4.2, effective from Monday 3 March 2025

1. About these terms

1.1 These terms explain how Ashby & Finch Home Ltd ("Ashby & Finch", "we", "us") delivers the furniture, homeware, \
kitchenware and small electrical goods that you order through our website, our mobile app or our Customer Service \
Team, how you can send back items you no longer want, and what our own product guarantee covers if something goes \
wrong after delivery. They apply to every order placed on or after 3 March 2025 and replace the version dated \
1 September 2023, which continues to govern orders placed before that date.

1.2 Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015 or the Consumer Contracts \
Regulations 2013, and where these terms appear to give you less \
than the law does, the law prevails. These terms apply only to customers buying as consumers for their own household; \
trade and business accounts are covered by our separate Trade Terms, which are available on request from the Trade \
Desk at our Leeds head office.

2. Delivery areas and charges

2.1 We deliver to addresses in England, Scotland and Wales, and to Northern Ireland for parcel-sized items only, but \
we are unable to deliver to the Channel Islands, the Isle of Man, British Forces (BFPO) addresses or any address \
outside the United Kingdom.

2.2 Standard parcel delivery to mainland UK addresses costs £4.95 per order, and standard delivery is free on orders \
of £50 or more, with the threshold calculated on the value of the goods after any discount codes or gift cards have \
been applied but before any delivery charges are added.

2.3 A surcharge of £25 applies to addresses in the Scottish Highlands and Islands, including postcodes beginning IV, \
KW, HS and ZE and postcodes PH17 to PH26, and this surcharge is payable even where standard delivery would otherwise \
be free, because our carriers charge us separately for these routes.

2.4 Next-day delivery costs £7.95 and is available for parcel-sized items marked "Next Day" on the product page, \
provided that you place your order before 8pm Monday to Friday, in which case we will deliver the following day, \
including on a Saturday for orders placed on a Friday; orders placed after that cut-off, or at any time over the \
weekend, will be delivered on the next available working day.

2.5 Two-person delivery of large items costs £39.99 per order, however many large items the order contains, except \
that it is free on orders where the large items together come to £1,000 or more.

3. Delivery days and times

3.1 We deliver Monday to Saturday between 7am and 7pm, and no deliveries are made on Sundays or on bank holidays, so \
an order that would otherwise arrive on one of those days will be brought to you on the next working day instead.

3.2 On the evening before your delivery we will send you a text message and an email giving a four-hour time slot, \
and on the morning of delivery this will be narrowed to a one-hour window; if you need to change the day, you can do so through the tracking page until 10pm on the evening \
before.

3.3 Standard parcels normally arrive within three to five working days of dispatch, and two-person deliveries are \
normally scheduled within 14 working days of your order, although made-to-order sofas, beds and headboards have a \
lead time of eight to ten weeks, which we will confirm to you in writing once the factory has accepted your order.

4. Large items and two-person delivery

4.1 Sofas, beds, mattresses, wardrobes, dining tables and any other items weighing more than 30kg are delivered by our \
own two-person crews, who operate from our distribution centres in Castleford and Daventry and who will carry the item \
to the room of your choice, unpack it and take the packaging away for recycling. Our crews cannot, however, carry \
items up more than three flights of stairs, lift items over balconies or through windows, or remove doors, banisters \
or window frames, so please measure your doorways and stairwells before you order.

4.2 Our crews will assemble beds and wardrobes for an additional £49 per item, which must be booked at least 48 hours \
before the delivery day, but they are not permitted to connect gas appliances, plumb in washing machines or \
dishwashers, or fix anything to a wall.

4.3 We will take away and recycle your old mattress or sofa for £30 per item, provided that it is of a similar size to \
the one we are delivering, that it is free of pests and that it has been brought down to the ground floor before the \
crew arrives. In line with the Waste Electrical and Electronic Equipment Regulations, we will also take back one old \
large electrical appliance free of charge when we deliver a new appliance of the same type.

5. Receiving your delivery

5.1 When you place a parcel order you can choose a safe place, such as a porch or a locked shed, or name a \
neighbour who may accept the parcel for you, and once the parcel has been left as you asked it becomes your \
responsibility.

5.2 For orders containing knives, blades, cleaning chemicals or other age-restricted products, the person accepting \
the delivery must be 18 or over and may be asked to show photo ID such as a passport or a driving licence, and the \
driver will not leave these items with a neighbour or in a safe place under any circumstances.

5.3 If nobody is available to receive a parcel and you have not chosen a safe place or a neighbour, our courier will \
make two delivery attempts on consecutive working days and will then take the parcel back to the local depot, where \
it will be held for seven days before being returned to us and refunded, less the original delivery charge.

5.4 If our two-person crew cannot complete a delivery because nobody is at home, because access to the property is \
blocked, or because the item will not fit through the doorway despite the measurements shown on the product page, we \
will charge a redelivery fee of £35 to bring it back on another day.

6. Click & Collect

6.1 You can collect most orders free of charge from our showrooms in Leeds (Kirkstall Road), York (Monks Cross), \
Harrogate (Station Parade) and Sheffield (Meadowhall), and we will send you a text message when your order is ready, \
which is usually within two working days.

6.2 Showrooms are open for collections from 9am to 5:30pm Monday to Saturday and from 10am to 4pm on Sundays, and any \
order that has not been collected within ten days of our ready-to-collect message will be cancelled and refunded \
in full.

6.3 Please bring your order number and either the payment card you used or your confirmation email. Someone else may \
collect on your behalf if you add their name to the order in the app, except that age-restricted items can only be \
handed to the person who placed the order, and only on production of photo ID.

7. Changing or cancelling an order

7.1 You may change or cancel an order free of charge at any time before it is dispatched by using My Account, and \
once an order has left our warehouse any cancellation will be treated as a return under section 8.

7.2 Made-to-order items can be cancelled without charge within 14 days of the date of your order, but after that \
period a cancellation charge of 20% of the price will apply, because the fabric will already have been cut and the \
frame built to your specification.

8. Returns

8.1 If you simply change your mind, you may return most items within 30 days of the date you received them, which \
replaces the 28-day period that applied under our previous terms, provided that the item is unused, in its original \
packaging and in a condition in which we can sell it again.

8.2 For orders placed between 1 November and 24 December 2025, the return period is extended so that items can be \
returned up to and including 31 January 2026, unless the normal 30-day period would end later, in which case the \
later date applies.

8.3 Items bought online may be returned to any of our four showrooms, where the customer service desk will inspect \
the item and process your refund on the spot, or you can post them back using the prepaid returns label in your \
account, which costs £3.50 and is deducted from your refund.

8.4 Returns sent by post must be addressed to our Returns Centre at Unit 7, Carr Hill Industrial Estate, Doncaster \
DN4 8QP, and should be sent by a tracked service, because we cannot accept responsibility for parcels that do not \
reach us.

8.5 For items that were delivered by a two-person crew, we will arrange a collection from your home for £39.99, and \
the item must be fully disassembled, back in its original packaging or suitably wrapped, and ready on the ground \
floor when the crew arrives.

8.6 The following items cannot be returned for a change of mind, although this does not affect your rights if they \
turn out to be faulty:
- mattresses, pillows, toppers and duvets once the hygiene seal has been removed;
- made-to-order or personalised items, including sofas upholstered in a fabric you chose;
- fabric cut to length and wallpaper from a roll that has been opened;
- gift cards and e-vouchers;
- flat-pack furniture that has already been assembled.

8.7 Large electrical appliances such as fridge freezers, washing machines and range cookers that have been unboxed \
but not installed may still be returned, but a restocking charge of 15% of the item price will be deducted from your \
refund to cover the cost of inspecting and repackaging them, and appliances that have been installed or used cannot \
be returned at all unless they are faulty.

9. Refunds

9.1 We will refund you within 14 days of the day we receive the returned item at our Returns Centre or, for returns \
made at a showroom, at the time you hand the item over.

9.2 Refunds are only ever made to the original payment method, and we cannot pay a refund in cash, onto a different \
card, or as store credit, even if you ask us to; if you paid with an Ashby & Finch gift card, the refund will be \
loaded back onto that gift card.

9.3 If you return an entire order within the return period we will refund the standard delivery charge, but not any \
premium paid for next-day or two-person delivery, and if you return only part of an order no delivery charge is \
refunded.

10. Faulty, damaged and incorrect items

10.1 Please check your delivery when it arrives and tell us about any damage, missing parts or incorrect items within \
48 hours, preferably with photographs sent through the app, so that we can put things right quickly; this request \
does not limit your legal right to reject faulty goods.

10.2 If an item develops a fault within 30 days of delivery you are entitled to a full refund, and if a fault appears \
after that but within six months, we will repair or replace the item at no cost to you, and will refund you if a \
repair or replacement is not possible or does not fix the problem.

11. The Ashby & Finch Guarantee

11.1 In addition to your statutory rights, every item sold by us at full price or in a promotion comes with our free \
Ashby & Finch Guarantee, which lasts for two years from delivery for furniture, homeware and small electricals and \
for ten years on the frames of sofas and beds, and which covers manufacturing defects and the failure of materials \
under normal domestic use.

11.2 Items bought from our Outlet pages, ex-display items sold in our showrooms, and clearance items marked \
"Final Sale" carry a reduced guarantee of 12 months from delivery, which covers the same defects but not the \
cosmetic marks described on the product page or on the showroom ticket.

11.3 The guarantee is personal to the original purchaser and cannot be transferred to anyone who later buys or is \
given the item, although if you bought the item as a present, the recipient may make a claim on your behalf by \
quoting your order number.

11.4 The guarantee does not cover:
- normal wear and tear, including the fading of fabric in direct sunlight and the natural softening of seat cushions;
- accidental damage, stains, pet damage and burns;
- items used in commercial premises, holiday lets or properties rented out as a business;
- damage caused by ignoring the care instructions or by repairs carried out by anyone other than our approved \
technicians;
- consumable parts such as light bulbs, filters and batteries.

11.5 To make a claim, contact our Aftercare Team on 0113 496 0750 between 8am and 8pm Monday to Friday or between \
9am and 5pm on Saturdays, or use the webchat on our website, and have your order number and photographs of the \
problem ready; where a home visit is needed, one of our technicians will normally attend within ten working days.

12. Finch Care Plus extended warranty

12.1 You can extend the cover on sofas, beds and large electrical appliances by buying Finch Care Plus, which adds a \
further three years to the Ashby & Finch Guarantee, includes accidental stains and spills, and costs 10% of the item \
price, with a minimum charge of £29 per item.

12.2 Finch Care Plus can be bought at checkout or added later through My Account up to 60 days after delivery, but it \
is available only to customers with a UK address, and it cannot be added to Outlet, ex-display or "Final Sale" items.

12.3 You may cancel Finch Care Plus within 30 days of buying it for a full refund of the premium, and after that a \
proportionate refund is available, less an administration fee of £15.

13. Contact and complaints

13.1 Our Customer Service Team can be reached on 0113 496 0700 from 8am to 8pm Monday to Friday, 9am to 5pm on \
Saturdays and 10am to 4pm on Sundays, or by email at help@ashbyfinch.co.uk at any time.

13.2 If you are unhappy with how we have handled an order, return or claim, please write to our Customer Relations \
Manager at 40 Wellington Street, Leeds LS1 4DL, who will acknowledge your complaint within two working days and aim to \
resolve it within 14 days. If we have not resolved your complaint within eight weeks, or you are unhappy with our \
final response, you may refer it free of charge to the Furniture and Home Improvement Ombudsman.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("fyi ashby & finch delivery is free once u spend 40 quid",
     "standard delivery is free on orders of £50 or more"),
    ("Next-day orders have to be in by 6pm.",
     "place your order before 8pm Monday to Friday"),
    ("Ashby and Finch deliver on Sundays as well as weekdays.",
     "no deliveries are made on Sundays or on bank holidays"),
    ("xmas presents from A&F can only go back till the 15th of jan, dont leave it late",
     "items can be returned up to and including 31 January 2026"),
    ("You get three weeks to send back stuff you don't want.",
     "return most items within 30 days of the date you received them"),
    ("Tom's courier told him they'll try delivering three times before it goes back to the depot.",
     "make two delivery attempts on consecutive working days"),
    ("Dev says anyone over 16 can sign for the knife and bleach deliveries.",
     "the delivery must be 18 or over and may be asked"),
    ("if u unbox a fridge n send it back they knock a quarter off ur refund, ugh",
     "a restocking charge of 15% of the item price"),
    ("cant take online orders back to the showroom, has to go by post apparently",
     "Items bought online may be returned to any of our four showrooms"),
    ("Sam got his Ashby & Finch refund as store credit instead of back on his card.",
     "Refunds are only ever made to the original payment method"),
    ("The guarantee stays with the sofa if you sell it on.",
     "cannot be transferred to anyone who later buys or is"),
    ("Priya said posted returns go to their warehouse in Wakefield.",
     "Returns Centre at Unit 7, Carr Hill Industrial Estate, Doncaster"),
    # near-misses
    ("got free delivery on a £55 order from ashby & finch, nice", None),
    ("Mark ordered at quarter to eight on a Tuesday evening and had it on the Wednesday.", None),
    ("Click and collect orders can be picked up on a Sunday afternoon.", None),
    ("they used to only give u 28 days for returns", None),
    ("Mum's A&F toaster died after 4 months and they swapped it for a new one for free.", None),
    ("Mattresses can't go back once the plastic's off, unless there's something wrong with them.", None),
    ("You've got about eight weeks after delivery to add the extended warranty.", None),
    ("Jo had to show her driving licence to pick up the carving knives at the York showroom.", None),
    ("shipping to my sister in Inverness was 25 quid extra bc highlands", None),
    ("My refund came through five days after they got the parcel back.", None),
    ("Leena bought her nephew's present in late November and returned it on 10 January with no hassle.", None),
    ("ex-display stuff only gets a 1 yr guarantee btw", None),
]
