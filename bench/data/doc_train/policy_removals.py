"""Terms and conditions of business of a domestic removals and storage company; written blind."""
from __future__ import annotations

POLICY = """\
HARBROOK & VALE REMOVALS LTD
TERMS AND CONDITIONS OF BUSINESS FOR DOMESTIC REMOVALS AND STORAGE

Effective from 1 March 2025

1. Definitions and scope

In these terms, "we", "us" and "the Company" mean Harbrook & Vale Removals Ltd, registered in England under company number 08815342 \
with its registered office at Unit 4, Tollgate Business Park, Dunmere DM3 7QP, and "you" or "the Customer" means the person named \
on the Quotation who has accepted it in accordance with section 2. "Goods" means the furniture, belongings and other items that we \
agree to pack, move or store for you, "Removal Day" means the date or dates agreed for collection and delivery, and "Quotation" means \
our written price for the work, which may be issued following a home survey, a video survey or an online inventory completed by you. \
These terms apply to all domestic removals within mainland England and Wales, and moves to Scotland, the Scottish islands or overseas \
are carried out under separate terms that we will send to you on request.

2. Quotations and acceptance

Every Quotation is based on the volume of Goods recorded at the survey, the addresses given and the access described to us, and \
remains open for acceptance for 28 days from the date of issue, after which we may revise the price without notice. You accept a \
Quotation by signing and returning the acceptance form, or by confirming in writing by email, and paying the booking deposit set out \
in section 9, and no booking is secured until both steps are complete. Where the volume of Goods on Removal Day exceeds the surveyed \
volume by more than 10%, or where you ask us to move items not listed on the inventory, we may charge for the additional volume at \
£38 per cubic metre, provided that we tell you of the extra charge before loading begins. The Quotation includes fuel, the crew and \
vehicle for one working day of up to 10 hours, standard transit cover under section 6 and the return of the vehicle to our depot, but \
does not include parking permits, congestion or clean air zone charges, ferry or bridge tolls, or the hire of any specialist lifting \
equipment, all of which will be added at cost.

3. Packing and materials

If you have chosen our full packing service, our packers will attend on the working day before Removal Day and will pack all Goods \
other than jewellery, cash, documents, medicines and items of sentimental value, which you must pack and carry yourself. If you pack \
the Goods yourself, you must use sturdy cartons, seal them with tape and label each one clearly with its contents and destination \
room, and we accept no liability for breakage of contents in cartons packed by you unless the carton itself shows signs of external \
damage caused by our crew. We will supply up to 40 standard cartons and 5 wardrobe cartons free of charge with every booking, and \
further materials may be bought from our depot at the prices in our current price list, with a minimum delivery charge of £15 for \
materials delivered separately. Used cartons in good condition may be returned to our depot within 3 months of Removal Day, and we \
will collect flattened cartons from your new address free of charge on one occasion, provided that you request the collection within \
6 weeks of the move.

4. Items we will not move

We will not pack, move or store any dangerous, flammable or illegal items, including gas bottles, paint, petrol, fireworks, \
ammunition or any firearm, and you must remove the fuel from lawnmowers and other garden machinery before Removal Day. We will not \
move live animals, pets, plants in pots larger than 60 centimetres across or perishable food in any quantity, except that we will \
transport houseplants in small pots at your risk and without cover. Pianos, safes, hot tubs and any single item weighing more than \
100 kilograms will only be moved if listed on the Quotation, and a specialist handling charge of £120 per item applies to each of \
them unless the item is moved only within the same building.

5. Access, parking and the customer's responsibilities

You must ensure that there is legal parking for our vehicle, which may be up to 18 metres long, within 20 metres of the entrance to \
each property, and where a parking suspension is required you must tell us at least 14 days before Removal Day so that we can apply \
for it on your behalf. If our crew have to carry Goods further than 20 metres, or up or down more than two flights of stairs where \
there is no working lift, an additional charge of £45 per crew member per hour may apply, unless the distance and stairs were \
recorded on the Quotation. You or a person aged 18 or over whom you have authorised in writing must be present at both addresses \
throughout loading and unloading, and must check each room and outbuilding before our crew leave. We do not disconnect or reconnect \
gas, plumbing or electrical appliances, and washing machines must be disconnected and drained by you at least 12 hours before our \
arrival. Our crew may dismantle and reassemble flat-pack furniture only where this was listed on the Quotation, and we will not take \
down curtains, blinds, light fittings or wall-mounted televisions under any circumstances.

6. Liability for loss or damage

Our liability for loss of or damage to Goods is limited to £50 per item and to £25,000 in total for any one removal, unless you have \
taken out our Extended Cover, in which case the limits set out in your cover schedule apply instead. Extended Cover must be arranged \
no later than 7 days before Removal Day, costs 1.5% of the declared value of the Goods with a minimum premium of £60, and is subject \
to an excess of £100 for each claim. We are not liable for damage to Goods that are inherently fragile, such as glass, ceramics or \
electrical equipment, unless they were packed by us, nor for mechanical or electrical breakdown of any appliance, nor for damage \
caused by wear and tear, moths, damp or changes in temperature. Any damage to your property, such as to walls, floors or doorframes, \
will be repaired at our cost where it was caused by our negligence, provided that you point it out to the crew leader before the \
crew leave the address.

7. Claims

Any loss or damage must be reported to us in writing within 7 days of delivery, with photographs of the item and of any packaging, \
and we will not consider a claim received after that time unless you could not reasonably have discovered the damage earlier, in \
which case the time limit is extended to 21 days. You must keep the damaged item and its packaging for inspection for at least 28 \
days after making your claim, and you must not carry out or arrange any repair before we have inspected the item or agreed in \
writing that no inspection is needed. We will respond to your claim within 10 working days and aim to settle accepted claims within \
30 days, and where an item can be repaired economically we may choose to pay for the repair rather than its replacement. Our payment \
to you will not take into account any loss of value resulting from the repair, or any indirect costs such as time off work, hotel \
bills or the cost of replacement hire.

8. Delays and changes to Removal Day

We will make every reasonable effort to arrive at the collection address between 8am and 9am on Removal Day, but we are not liable \
for delays caused by traffic, road closures, severe weather, breakdown or the late availability of keys at either address. If keys \
to the new property are not available by 3pm, we may, with your agreement, either wait at a charge of £90 per hour for the vehicle \
and crew, or store the Goods overnight in our secure depot for a fixed charge of £275, which includes redelivery the next working \
day. Where we are unable to complete a removal because of a delay for which you are responsible, such as a failure to complete the \
property purchase, you will pay all reasonable additional costs we incur. You may change Removal Day free of charge once, provided \
that you give us at least 10 working days' notice and the new date falls within 3 months of the original date, and any later change \
will be treated as a cancellation and a new booking.

9. Prices, deposits and payment

A booking deposit of 20% of the Quotation is payable when you accept the Quotation, and the balance must be paid in full no later \
than 3 working days before Removal Day by bank transfer or debit card. We do not accept cash or cheques, and a surcharge of 2% \
applies to payments made by credit card. Where additional charges arise on Removal Day under sections 2, 5 or 8, they must be paid \
within 7 days of the date of our invoice. Moves on a Saturday are charged at the weekday price plus 15%, and we do not carry out \
moves on Sundays, bank holidays or the period from 24 December to 1 January inclusive. If any sum remains unpaid 14 days after it \
falls due, we may charge interest at 4% a year above the Bank of England base rate and we may hold any Goods in our possession until \
the full amount has been paid.

10. Cancellation and postponement

You may cancel a booking by giving written notice to our office at any time before Removal Day. If you cancel more than 20 working \
days before Removal Day, we will refund your deposit in full less an administration fee of £40; if you cancel between 10 and 20 \
working days before, you will forfeit the deposit; and if you cancel fewer than 10 working days before, you must pay 50% of the \
Quotation, rising to 100% if you cancel within 48 hours of the agreed start time. You also have a statutory right to cancel within \
14 days of accepting the Quotation, and if you have asked us to start any packing or other work within that period, you will pay \
for the work already carried out.

11. Storage

Goods placed in our containerised storage at the Kestleford depot are charged at £28 per container per week, with each wooden \
container holding approximately 7.5 cubic metres, and charges are payable four weeks in advance by direct debit. The minimum storage \
period is 4 weeks, and you may end storage at any time after that by giving us 14 days' written notice. Access to stored Goods is by \
appointment only, on weekdays between 10am and 3pm, and each visit costs £65 because the container must be brought to our access \
bay, which requires at least 48 hours' notice. Goods in storage are covered under section 6 for up to 12 months, after which you \
must arrange your own insurance and provide us with a copy of the policy schedule. If storage charges are more than 60 days overdue, \
we will write to you at your last known address and, if the debt is not paid within a further 28 days, we may sell some or all of \
the Goods in accordance with the Torts (Interference with Goods) Act 1977 and recover the debt and our costs of sale from the \
proceeds.

12. Complaints

If you are not happy with our service, you should contact our Customer Relations Manager at Dunmere within 28 days of Removal Day, \
and we will acknowledge your complaint within 3 working days and send you a full response within 15 working days. If we cannot \
resolve your complaint, you may refer it to the independent conciliation service of our trade association, provided that you do so \
within 3 months of our final response.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Harbrook's quote is only good for a week, after that they can change the price.",
     "remains open for acceptance for 28 days from the date of issue"),
    ("my bro had more stuff than the survey said and they charged him £50 per cubic metre for the extra",
     "charge for the additional volume at £38 per cubic metre"),
    ("they only give u 20 free boxes max with a booking tbh, anything more u have to buy",
     "We will supply up to 40 standard cartons and 5 wardrobe cartons free of charge"),
    ("Tom said the removals firm added a £200 handling fee for his piano going to the new house.",
     "a specialist handling charge of £120 per item applies"),
    ("if u need a parking suspension u only have to let the movers know 3 days before",
     "at least 14 days before Removal Day so that we can apply"),
    ("My 16-year-old can be at the old house for loading as long as I give written permission.",
     "a person aged 18 or over whom you have authorised in writing"),
    ("no probs, the removal guys will unplug and disconnect the washing machine on the day",
     "We do not disconnect or reconnect gas, plumbing or electrical appliances"),
    ("Standard cover with the movers pays out up to £500 for each item that gets broken.",
     "limited to £50 per item and to £25,000 in total"),
    ("Priya's movers told her their extended cover has no excess at all on claims.",
     "to an excess of £100 for each claim"),
    ("u get a whole month after delivery to report any damage, no rush lol",
     "must be reported to us in writing within 7 days of delivery"),
    ("The removal van normally arrives at the old house between 7 and 8 in the morning.",
     "arrive at the collection address between 8am and 9am on Removal Day"),
    ("Marcus reckons if the keys are late they'll keep everything overnight in the depot for £150.",
     "for a fixed charge of £275, which includes redelivery"),
    ("paying the movers by credit card doesnt cost anything extra, same as debit",
     "a surcharge of 2% applies to payments made by credit card"),
    ("Cancelling more than 20 working days ahead gets you the full deposit back with no fee deducted.",
     "refund your deposit in full less an administration fee of £40"),
    ("my aunt pops into the storage depot on saturdays to get stuff from her container",
     "on weekdays between 10am and 3pm"),
    ("Jas was told she'd get a full reply to her complaint within 30 working days.",
     "send you a full response within 15 working days"),
    # near-misses
    ("The removals quote stays valid for four weeks from when they send it out.", None),
    ("survey said 30 cubic metres, we ended up with about 32 on the day and they didnt charge extra", None),
    ("Priya's piano only went between two flats in the same building, so there was no specialist handling fee.", None),
    ("I need to tell the movers about the parking suspension a fortnight before moving day.", None),
    ("my mum's going to be at the new place for the unloading, I've authorised her in writing", None),
    ("Had to drain the washing machine myself by 8pm the night before since the crew come at 8am.", None),
    ("Without extended cover the most they'll pay for any one item is fifty quid.", None),
    ("Extended cover is 1.5% of what you declare, minimum sixty pounds, and has to be sorted a week before.", None),
    ("Jo found hidden damage she couldnt have spotted sooner and reported it 19 days after delivery, they accepted it", None),
    ("The keys weren't ready till 4pm so the movers waited and charged £90 an hour.", None),
    ("balance for the move has to be paid 3 working days before by bank transfer, they dont take cash", None),
    ("My sister cancelled 25 working days before her move and got her deposit back minus forty pounds.", None),
    ("moving on a saturday costs 15% more than doing it on a weekday", None),
    ("Container storage is twenty-eight pounds a week and the minimum is four weeks.", None),
    ("Dev says each visit to his storage container costs £65 and you book at least two days ahead.", None),
    ("complaints go to the customer relations manager within four weeks of the move", None),
]
