"""A kitchen fitting company's supply-and-fit contract terms for domestic customers; written blind."""
from __future__ import annotations

POLICY = """\
HARROWDENE KITCHENS LIMITED
SUPPLY AND FIT CONTRACT: TERMS AND CONDITIONS FOR DOMESTIC CUSTOMERS

Effective from 1 March 2025

1. Definitions and scope

In these terms, "we", "us" and "the Company" mean Harrowdene Kitchens Limited, trading from the showroom at 14 Wharf Street, \
Millbrook, and "you" means the customer named on the Order Confirmation, who must be at least 18 years old and the owner or \
lawful occupier of the property where the work is to be carried out. The "Goods" are the cabinets, worktops, appliances, sinks, \
taps and accessories listed on the Order Confirmation, and the "Works" are the removal of your existing kitchen, the installation \
of the Goods and any associated plumbing, electrical, plastering and tiling work described in the Design Specification. These \
terms apply to every order for supply and fit placed on or after the effective date, whether the order is taken in the showroom, \
at your home or by telephone, but they do not apply to supply-only orders, which are covered by our separate Supply Only Terms.

Nothing in these terms affects your statutory rights as a consumer, including your rights under the Consumer Rights Act 2015, \
and where any part of these terms conflicts with those rights, your statutory rights will prevail.

2. Survey, design and quotation

Before we provide a quotation, one of our surveyors will visit your property to take measurements, and this survey is free of \
charge for properties within 25 miles of our Millbrook showroom, while a charge of £75 applies to properties further away, which \
will be deducted from the Contract Price if you place an order within 60 days of the survey. Following the survey, our designers \
will prepare a Design Specification and up to three revisions of the layout drawings without charge, after which any further \
redesign will be charged at £45 per hour.

Every quotation we issue is valid for 30 days from the date printed on it, unless it states otherwise, and after that period we \
may revise the prices to reflect changes in the cost of materials or labour. The quotation will set out the Contract Price, which \
includes VAT at the standard rate, the cost of the Goods, the labour for the Works and the removal of your old kitchen, but does \
not include the cost of any structural work, the relocation of gas supplies or the upgrading of your consumer unit, all of which \
will be quoted separately if they are needed.

3. Placing an order and paying a deposit

A contract is formed when you sign the Order Confirmation and pay a deposit of 25% of the Contract Price, and no Goods will be \
ordered from our suppliers until the deposit has cleared. Deposits may be paid by debit card, credit card or bank transfer, but \
we do not accept cash payments above £500 or payment by cheque for any part of the Contract Price.

If you have agreed to finance through our credit partner, Eastcombe Finance, the deposit may be reduced to 10% of the Contract \
Price, provided that the finance application has been approved in writing before the Order Confirmation is signed.

4. Your right to cancel

Where the contract was made at your home or otherwise away from our showroom, you have the legal right to cancel it within 14 \
days of the date you sign the Order Confirmation without giving any reason, and we will refund your deposit in full within 14 \
days of receiving your notice of cancellation. If you ask us to start the Works during the cancellation period and then cancel, \
you must pay for the work carried out up to the time you told us you wished to cancel.

Outside the cancellation period, or where the contract was made in our showroom, you may still cancel at any time before the \
Goods are delivered, but we will keep from your deposit the reasonable costs we have already incurred, including any restocking \
fee charged by our suppliers, which is normally 15% of the value of the cancelled items. Bespoke items, including made-to-measure \
worktops, painted cabinet doors and any item finished in a colour not shown in our standard range, cannot be cancelled once they \
have been ordered, and the full price of those items will remain payable.

5. Delivery of the Goods

We will deliver the Goods to your property on the date agreed with you, which will normally be between 6 and 10 weeks after the \
deposit has cleared, and we will confirm the exact date in writing at least 7 days beforehand. Deliveries take place on weekdays \
between 8am and 4pm, and deliveries on a Saturday can be arranged for an extra charge of £60, but we do not deliver on Sundays or \
on bank holidays.

You must make sure that there is a clear, dry and secure space at the property, such as a garage or spare room, large enough to \
store the Goods until fitting begins, and someone aged 18 or over must be present to sign for the delivery. You should check the \
delivery against the delivery note and tell us of any visible damage or missing items within 48 hours, after which we may assume \
the Goods were delivered complete and undamaged, although this does not affect your rights in respect of hidden defects.

6. Preparing for the Works

Before the fitting team arrives, you are responsible for emptying all cupboards and drawers in the existing kitchen, clearing the \
work area and removing any valuable or fragile items from neighbouring rooms. You must also ensure that the fitting team has \
access to a toilet, to running water and to a parking space within 50 metres of the property, and where parking is only available \
through a paid permit or a pay-and-display bay, you will be responsible for the cost of it.

If the fitting team cannot start on the agreed date because the kitchen has not been cleared or access is not available, we may \
charge a wasted visit fee of £150 and the start date will be rearranged for the next available slot, which may be several weeks \
later.

7. Carrying out the Works

Our fitters work from 8am to 5pm, Monday to Friday, and will not start noisy work such as drilling or cutting before 8.30am, \
unless you have agreed otherwise in writing. A typical kitchen installation takes between 5 and 10 working days, depending on the \
size of the kitchen and the amount of tiling and plastering, and the Design Specification will give an estimated duration for \
your project.

All electrical work will be carried out by an electrician registered with a competent person scheme, and all gas work will be \
carried out by an engineer on the Gas Safe Register, and we will give you the relevant certificates within 30 days of completion. \
Our fitters may use your electricity and water supply free of charge while carrying out the Works, but they will not smoke \
anywhere inside your property, and they will not play music in the property without your permission.

We will protect your floors and the routes through your home with dust sheets and floor protectors, and at the end of each \
working day the fitters will leave the work area safe and tidy, with a temporary water supply to a sink or tap wherever this is \
reasonably possible. Waste materials, including your old kitchen units and the packaging from the Goods, will be removed by us and \
disposed of at a licensed facility at no extra cost, except for old appliances, which we will only take away for a charge of £30 \
per item.

8. Changes to the Works

If you ask for any change to the Design Specification after the Order Confirmation has been signed, we will give you a written \
Variation Quote showing the effect on the Contract Price and on the timetable, and no change will be made until you have accepted \
the Variation Quote in writing or by email. A variation requested after the Goods have been ordered may be subject to an \
administration fee of £40 in addition to the cost of the change itself.

If, once the old kitchen has been removed, we discover a hidden problem that could not reasonably have been found at the survey, \
such as rotten joists, damp or wiring that does not meet current regulations, we will stop the affected work, explain the problem \
and give you a written quote for putting it right, and you may choose whether to go ahead with that extra work.

9. Payment

The Contract Price, less the deposit, is payable in two further instalments: 50% of the Contract Price when the Goods are \
delivered, and the remaining 25% within 7 days of completion of the Works. If any payment is overdue, we may charge interest at \
4% a year above the Bank of England base rate from the date payment was due until the date it is received, and we may suspend the \
Works after giving you 5 working days' written notice.

You may hold back no more than 5% of the Contract Price if a minor snagging item remains outstanding at completion, provided that \
you tell us in writing what the item is, and you must pay that sum within 7 days of the item being put right.

10. Guarantee

We guarantee our workmanship for 5 years from the date of completion, and during that period we will put right any defect in the \
installation free of charge, provided that the defect has not been caused by misuse, accidental damage, alterations made by anyone \
other than us, or failure to follow the care instructions we give you. Cabinet carcasses carry a manufacturer's guarantee of 15 \
years, hinges and drawer runners are guaranteed for 10 years, and appliances are covered by the manufacturer's own warranty, which \
is normally 2 years and must be registered with the manufacturer by you within 28 days of installation.

Solid wood and laminate worktops are guaranteed for 12 months, and quartz and granite worktops for 10 years, but no guarantee \
applies to any worktop that has been cut, drilled or modified by anyone other than our fitters. The guarantee is transferable to a \
new owner if you sell the property within the guarantee period, provided that you tell us the name of the new owner in writing \
within 3 months of the sale.

11. Complaints

If you are unhappy with any aspect of the Works, please contact our Customer Care team at the Millbrook showroom by email or by \
telephone, and we will acknowledge your complaint within 2 working days and aim to resolve it within 28 days. If we cannot resolve \
your complaint, you may refer it to the Sallowfield Home Improvement Ombudsman, which offers a free independent dispute resolution \
service to consumers, before taking any other action.

12. Liability and general terms

We will not be liable for any delay or failure caused by events beyond our reasonable control, such as severe weather, supplier \
shortages or illness affecting a specialist trade, but we will keep you informed and agree a new timetable with you as soon as \
possible. Our total liability to you under this contract will not exceed twice the Contract Price, except in the case of death or \
personal injury caused by our negligence, where no limit applies.

These terms are governed by the law of England and Wales, and no variation of them will be binding unless it is agreed in writing \
by a director of the Company.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Harrowdene charged me £75 for the measuring visit even though we're only 10 miles from Millbrook.",
     "free of charge for properties within 25 miles of our Millbrook showroom"),
    ("kitchen co only lets u have one free redraw of the layout, after that its £45 an hour",
     "up to three revisions of the layout drawings without charge"),
    ("My sister says her kitchen quote stays valid for three months from the date on it.",
     "is valid for 30 days from the date printed on it"),
    ("The deposit for a Harrowdene kitchen is a third of the total price.",
     "pay a deposit of 25% of the Contract Price"),
    ("paid the kitchen deposit with a cheque last wk, no probs",
     "payment by cheque for any part of the Contract Price"),
    ("Tom signed for his kitchen at home and reckons he has a full month to change his mind.",
     "within 14 days of the date you sign the Order Confirmation"),
    ("Cancelling units before delivery usually costs a 10% restocking fee from the supplier.",
     "which is normally 15% of the value of the cancelled items"),
    ("our new kitchen units are being delivered this sunday morning lol",
     "but we do not deliver on Sundays or on bank holidays"),
    ("Priya was told she had a week to report any damaged units from the delivery.",
     "tell us of any visible damage or missing items within 48 hours"),
    ("hadnt cleared the old kitchen so the fitters charged a £250 wasted visit fee, ugh",
     "charge a wasted visit fee of £150 and the start date"),
    ("Marcus reckons kitchen fitters can start drilling at 7am without asking anyone.",
     "will not start noisy work such as drilling or cutting before 8.30am"),
    ("the fitters are taking our old fridge freezer away for nothing with the old units tbh",
     "which we will only take away for a charge of £30"),
    ("The electrical certificate for the new kitchen arrives within three months of the job finishing.",
     "we will give you the relevant certificates within 30 days of completion"),
    ("Dad says he can hold back 10% of the kitchen price until the snags are fixed.",
     "You may hold back no more than 5% of the Contract Price"),
    ("ngl the workmanship guarantee on my kitchen is only 2 years",
     "We guarantee our workmanship for 5 years from the date of completion"),
    ("Laminate worktops from the kitchen firm come with a ten-year guarantee.",
     "Solid wood and laminate worktops are guaranteed for 12 months"),
    # near-misses
    ("The kitchen survey was free because we live about 20 miles from the Millbrook showroom.", None),
    ("on our second redraw of the kitchen layout and still havent paid a penny for design", None),
    ("My kitchen quote is dated 3 March, so it's still valid on 20 March.", None),
    ("Jo only paid a 10% deposit because her Eastcombe Finance loan was approved before she signed.", None),
    ("paid 300 quid of the kitchen deposit in cash, they were fine with it", None),
    ("Sam cancelled the kitchen he signed for at home ten days later and got the whole deposit back.", None),
    ("My sister couldn't cancel her painted cabinet doors once they'd been ordered.", None),
    ("kitchen delivery is on a saturday, cost us an extra £60 but worth it", None),
    ("Noticed a chipped door the evening of delivery and reported it the next morning.", None),
    ("told the fitters in writing they can start drilling at 7.30, suits me fine", None),
    ("The fitters took the old units and all the packaging away at no extra charge.", None),
    ("Ben's kitchen fit is estimated at 8 working days because of all the tiling.", None),
    ("paid half the kitchen price the day the units turned up", None),
    ("Lena's holding back 3% of the price until the wonky drawer is fixed, she emailed them about it.", None),
    ("Granite worktops from Harrowdene are guaranteed for a decade.", None),
    ("complained about the kitchen on monday and got a reply tuesday, fair play", None),
]
