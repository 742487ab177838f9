"""An electronics retailer's extended warranty plan terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
BRIGHTWELL ELECTRICALS LIMITED
CAREPLUS EXTENDED WARRANTY PLAN - TERMS AND CONDITIONS

Effective from 1 March 2025 for all plans purchased on or after that date

1. About these terms

These terms set out the cover provided under a CarePlus Extended Warranty Plan ("the Plan") sold by Brightwell Electricals Limited, \
whose registered office is at Unit 4, Kettleby Road Trading Estate, Marlowford, MF3 7QD ("Brightwell", "we", "us"), to the person \
named on the Plan certificate ("you"). The Plan is a service contract and not an insurance policy, and it is provided in addition to, \
and does not reduce, your statutory rights under the Consumer Rights Act 2015. In these terms, "Covered Product" means the single item \
identified by model and serial number on your Plan certificate, "Breakdown" means the failure of the Covered Product to operate as the \
manufacturer intended because of a mechanical or electrical fault arising during normal domestic use, and "Accidental Damage" means \
sudden and unforeseen physical damage caused by an external event, which is covered only where you have chosen the CarePlus Premier \
level described in section 3.

2. Eligibility and purchase

The Plan may only be bought for a Covered Product that was purchased new from a Brightwell store or from brightwell.co.uk within the \
previous 60 days, that cost between £50 and £4,000 including VAT, and that is used in the United Kingdom for domestic purposes only. \
You must be at least 18 years old and resident in the United Kingdom to buy a Plan, and only one Plan may be held on any Covered \
Product at a time. Products used for business, commercial, rental or educational purposes are not eligible, other than laptops and \
tablets used by a sole trader working from home, which may be covered provided that they are used by no more than one person. \
Refurbished and ex-display items bought from us are eligible on the same basis as new items, except that the eligibility window is \
reduced to 30 days from the date of purchase and the maximum term available is 3 years.

3. Levels of cover and prices

The Plan is available at two levels: CarePlus Standard, which covers Breakdown only, and CarePlus Premier, which covers both Breakdown \
and Accidental Damage. Plans run for either 3 years or 5 years, and the term begins on the day after the manufacturer's guarantee ends, \
which for most products means that the Plan starts 12 months after the date of purchase, unless the manufacturer's guarantee is \
longer, in which case the Plan begins on the day after that longer guarantee ends. Accidental Damage cover under CarePlus Premier is the \
one exception to this rule, because it starts on the day you buy the Plan and continues until the end of the term. The price of the \
Plan depends on the price band of the Covered Product: for products costing up to £300, a 3-year Standard Plan costs £49 and a 5-year \
Standard Plan costs £79; for products costing from £300.01 to £1,000, the prices are £99 and £149 respectively; and for products \
costing over £1,000, the prices are £179 and £259 respectively. Premier cover costs an additional 40% on top of the Standard price for \
the same band and term. You may pay the whole price in a single payment at the time of purchase or by 12 equal monthly instalments by \
Direct Debit, and no interest or arrangement fee is charged for paying monthly.

4. What is covered

If the Covered Product suffers a Breakdown during the term of the Plan, we will arrange for it to be repaired by one of our approved \
engineers, and the cost of parts, labour and, where the product has been collected from you, return delivery will be paid by us. \
There is no limit on the number of repairs during the term, but the total we will pay across all claims will not exceed the original \
purchase price of the Covered Product as shown on your receipt. Repairs to large domestic appliances, including washing machines, \
tumble dryers, dishwashers, fridges, freezers and range cookers, and to televisions with a screen size of 50 inches or more will be \
carried out in your home. All other products must be taken to a Brightwell store or sent to our repair centre in Ashcombe using a \
prepaid courier label, which we will email to you within 1 working day of your claim being accepted. The Plan also covers the remote \
control, power cable and charger supplied with the Covered Product, but it does not cover batteries, bulbs, filters, ink cartridges, \
drive belts or any other consumable item unless the failure of that item was caused by a Breakdown of the Covered Product itself.

5. Replacement

If we decide that a Covered Product cannot be repaired economically, or if the same fault has been repaired 3 times within any \
12-month period and then occurs again, we will replace it with a new product of the same or similar specification. Where an \
identical model is no longer available we will offer a replacement of equivalent specification, and if you prefer you may instead \
choose a Brightwell gift card to the value of the replacement, which must be used within 12 months of issue and cannot be exchanged \
for cash. A replacement product will not be of a higher specification than the original, and if the replacement costs less than you \
originally paid, the difference will not be refunded. Once a replacement has been supplied the Plan ends and the replacement is not \
covered by it, although you may buy a new Plan for the replacement within 60 days of delivery, and the faulty Covered Product becomes \
our property and must be handed to the delivery driver when the replacement arrives.

6. Making a claim

To make a claim you must contact our CarePlus claims line on 0330 555 0147, which is open from 8am to 8pm Monday to Friday and from \
9am to 5pm on Saturdays, or use the online claims form at any time, and you must report a Breakdown within 30 days of first noticing \
the fault. You will need to give us your Plan number, a description of the fault and, for Accidental Damage claims, an account of how \
the damage happened, and we may ask for photographs before we authorise a repair. We aim to arrange an engineer visit within 5 working \
days of your claim being accepted, and where an in-home repair has not been completed within 15 working days of the first visit \
because parts are unavailable, we will replace the Covered Product in accordance with section 5. For products sent to our repair \
centre, we aim to return the repaired item within 10 working days of receiving it. You, or another person aged 16 or over acting on \
your behalf, must be present for the whole of any in-home appointment, which will be offered in a morning slot of 8am to 1pm or an \
afternoon slot of 12 noon to 6pm. If you are not present at an agreed appointment and have not given us at least 24 hours' notice of \
cancellation, a missed appointment charge of £35 will be payable before a new appointment is booked. If a fridge or freezer has not \
been repaired within 48 hours of the first engineer visit, we will reimburse food spoilage up to £150 per claim on receipt of a list \
of the items lost.

7. Excess and claim limits

No excess is payable for Breakdown claims under either level of cover. Each accepted Accidental Damage claim under CarePlus Premier \
carries an excess of £25 for products costing up to £1,000 and £50 for products costing over £1,000, and the excess must be paid \
before the repair is arranged. Premier cover is limited to 2 Accidental Damage claims in any 12 consecutive months, and a claim that \
is declined or withdrawn does not count towards this limit.

8. What is not covered

The Plan does not cover cosmetic damage such as scratches, dents or discolouration that does not affect the way the product works, \
and it does not cover loss or theft in any circumstances. We will not pay for faults caused by misuse, neglect or the use of \
non-approved parts or accessories, or for damage caused by pets, pests, fire, flood or lightning, or for damage caused by liquid \
spillage unless you hold Premier cover. Routine servicing, cleaning and adjustment, software faults, viruses and loss of data are \
excluded, as is screen burn-in on televisions, other than on OLED televisions, for which burn-in is covered for the first 24 months \
of the Plan. Any repair carried out by anyone other than an approved engineer, or any attempt by you to open or repair the product \
yourself, will end cover for the fault concerned, and we will not reimburse the cost of any repair that you arrange without our \
written authorisation. We are not responsible for backing up data, and you should back up any data stored on a laptop, tablet, games \
console or camera before sending it to us, because the repair may require the storage to be wiped.

9. Transferring the Plan and moving home

You may transfer the Plan to a new owner of the Covered Product at no charge by notifying us in writing within 14 days of the change \
of ownership, and the new owner will take over the remaining term and any outstanding instalments. If you move home within the United \
Kingdom you must tell us your new address within 30 days of moving, and cover will continue, except that in the Channel Islands and \
the Isle of Man in-home repairs are not available and all products must be sent to our repair centre. The Plan cannot be transferred \
to a different product, even if the new product is the same model as the Covered Product.

10. Cancellation and refunds

You may cancel the Plan within 45 days of purchase and receive a full refund, provided that no claim has been made. After 45 days you \
may cancel at any time by calling us or by writing to Customer Relations, Brightwell Electricals, PO Box 2281, Marlowford, MF1 9ZX, and \
we will refund a proportion of the price paid for each full month of the term remaining, less an administration fee of £15, unless you \
are paying monthly, in which case your instalments will simply stop at the end of the month in which you cancel. We may cancel the Plan \
by giving you 30 days' written notice if two consecutive monthly instalments are missed, or immediately if you make a claim that is \
fraudulent, in which case no refund will be given.

11. Renewal

At the end of a 5-year term we may offer to renew your cover on a rolling annual basis for products that are less than 8 years old, at \
a price notified to you in writing at least 28 days before the renewal date. Renewal is never automatic, and you will not be charged \
for a further year unless you have accepted the renewal offer in writing or by phone.

12. Complaints and governing law

If you are unhappy with our service, please contact Customer Relations by phone, by email to careplus@brightwell.co.uk or in writing, \
and we will acknowledge your complaint within 3 working days and send you a final response within 8 weeks. If you are not satisfied \
with our final response, or if we have not responded within that time, you may refer your complaint to the Consumer Electronics \
Dispute Service free of charge within 6 months of the date of our final response. These terms are governed by the law of England and \
Wales, unless you live in Scotland or Northern Ireland, in which case the law of the country where you live will apply.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Bought my new telly at Brightwell about three months ago, so I can still add the CarePlus warranty to it.",
     "from brightwell.co.uk within the previous 60 days"),
    ("Tom's 16-year-old bought a CarePlus plan for his own laptop in store, totally fine apparently.",
     "You must be at least 18 years old and resident"),
    ("premier is only like 10% more than standard cover so might as well go for it",
     "Premier cover costs an additional 40% on top of the Standard price"),
    ("Paying for the warranty monthly by direct debit adds a small arrangement fee.",
     "no interest or arrangement fee is charged for paying monthly"),
    ("my dad says careplus caps u at 3 repairs for the whole plan, after that ur on ur own",
     "There is no limit on the number of repairs during the term"),
    ("Priya's 55-inch TV had to be couriered off for repair because they don't do TVs at home.",
     "to televisions with a screen size of 50 inches or more will be"),
    ("The gift card you can take instead of a replacement is valid for two years.",
     "which must be used within 12 months of issue"),
    ("rang the warranty claims line at 6pm on a saturday, they were still open",
     "9am to 5pm on Saturdays"),
    ("Marcus reckons you've got three months to report a fault to CarePlus after you spot it.",
     "you must report a Breakdown within 30 days of first noticing"),
    ("If the fridge breaks under the plan they'll pay up to £300 for food that's gone off.",
     "we will reimburse food spoilage up to £150 per claim"),
    ("standard careplus still has a £25 excess on breakdown claims tbh, bit annoying",
     "No excess is payable for Breakdown claims under either level of cover."),
    ("My brother was told OLED screen burn-in isn't covered at any point under the warranty plan.",
     "for which burn-in is covered for the first 24 months"),
    ("selling my dryer, brightwell charge £20 to move the warranty over to the buyer",
     "at no charge by notifying us in writing within 14 days"),
    ("You only get a full refund on the warranty plan if you cancel within a fortnight.",
     "You may cancel the Plan within 45 days of purchase"),
    ("Aisha's warranty just rolled onto a yearly renewal automatically after 5 years, she never agreed to it.",
     "Renewal is never automatic"),
    ("brightwell have up to 12 wks to send a final reply to a complaint",
     "send you a final response within 8 weeks"),
    # near-misses
    ("Bought my laptop from Brightwell seven weeks ago, so it's still eligible for CarePlus.", None),
    ("got an ex-display fridge from brightwell 25 days ago, can still put careplus on it", None),
    ("Premier on a £200 speaker for three years would cost about £69.", None),
    ("Sam's a sole trader working from home and his laptop is covered by the warranty plan.", None),
    ("The washing machine engineer came to our house to do the warranty repair.", None),
    ("Ravi's 43-inch telly had to go back to the store for its warranty repair.", None),
    ("careplus claims line opens at 8 in the morning on weekdays", None),
    ("Reported the dishwasher fault about three weeks after I first noticed it.", None),
    ("My sister's freezer was out for days and the warranty paid £120 towards the food she lost.", None),
    ("the accidental damage excess on my £1,500 laptop was £50 under premier", None),
    ("Jade's OLED got burn-in in the first year of her plan and it was fixed for free.", None),
    ("Sold my tumble dryer and wrote to Brightwell 10 days later, the buyer got the warranty free.", None),
    ("cancelled careplus after a month and got every penny back since i'd never claimed", None),
    ("Brightwell acknowledges complaints within three working days.", None),
    ("Dropped my tablet on the kitchen floor and my Premier cover paid for the repair.", None),
    ("my mum's 5 year warranty plan on her £700 tv was £149, paid monthly no interest", None),
]
