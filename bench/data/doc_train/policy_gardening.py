"""A garden maintenance company's domestic service agreement; written blind."""
from __future__ import annotations

POLICY = """\
GREENHOLLOW GARDEN SERVICES LTD
DOMESTIC GARDEN MAINTENANCE SERVICE AGREEMENT

Effective from 1 March 2025

1. About this agreement

This agreement sets out the terms on which Greenhollow Garden Services Ltd ("we", "us", "the Company"), of Unit 4, Millbrook Yard, Ashcombe, provides garden maintenance to domestic customers ("you", "the Customer") within our service area, which covers Ashcombe, Harling Cross, Stowbridge and any address within 12 miles of our yard. \
Addresses between 12 and 20 miles from the yard may be served at our discretion, in which case a travel supplement of £8.50 per visit is added to the visit charge, and we do not accept work at addresses more than 20 miles away. \
In this agreement, "Visit" means a single attendance by one or more of our gardeners on a scheduled day, "Plan" means the maintenance plan you have chosen under section 2, and "Garden" means the outdoor areas at your address that are listed on your booking form, which do not include roof terraces, balconies or communal areas unless they are named on the form.

This agreement begins on the date of your first Visit and continues until it is ended by either party in accordance with section 10. \
By signing the booking form or paying the first invoice you accept these terms, and no change to them is binding unless it is confirmed in writing by a member of our office team.

2. Maintenance plans

We offer three Plans. \
The Essential Plan provides one Visit every four weeks from March to October and one Visit every eight weeks from November to February, and is priced at £38 per Visit for gardens of up to 150 square metres. \
The Standard Plan provides one Visit every fortnight from March to October and one Visit every four weeks from November to February, and is priced at £34 per Visit for gardens of up to 150 square metres. \
The Premium Plan provides one Visit every week from April to September and one Visit every fortnight for the rest of the year, and is priced at £31 per Visit for gardens of up to 150 square metres.

For gardens larger than 150 square metres, an additional charge of £6 per Visit applies for each further 50 square metres or part of 50 square metres, up to a maximum garden size of 1,000 square metres, above which we will only work to a separate written quotation. \
Each Visit on any Plan lasts up to 90 minutes for one gardener, although on the Premium Plan we send two gardeners for Visits between 1 May and 31 August, with each of them working up to 75 minutes.

Each Visit includes mowing of lawns, edging, weeding of beds and borders, light pruning of shrubs below 2 metres in height and the removal of clippings, except that hedge trimming is only included on the Standard and Premium Plans and is limited to two trims a year, one in late May or June and one in September. \
Hedges taller than 2.5 metres, tree work of any kind and the pruning of fruit trees are not included in any Plan and are charged separately in accordance with section 4.

3. Visit days and times

Visits take place between 8am and 5pm, Monday to Friday, and we will tell you your regular Visit day when your Plan begins. \
Saturday Visits are available on the Premium Plan only, between 9am and 1pm, at no extra charge, and we do not work on Sundays or on bank holidays. \
Where your regular Visit day falls on a bank holiday, the Visit will be moved to the next working day unless you ask us to skip it, in which case the Visit is not charged.

You do not need to be at home during a Visit, provided that we can reach the Garden through a side gate or other access that does not require entry to your house, and you must leave any gate unlocked or give us a code or key before 8am on the day. \
Keys are kept in a locked safe at our yard, are labelled with a reference number rather than your address, and will be returned within 5 working days of the end of this agreement.

If we cannot reach the Garden because a gate is locked, a vehicle blocks the access or a dog is loose in the Garden, the Visit will count as completed and you will be charged 50% of the visit charge, unless you told us at least 24 hours beforehand. \
We ask that pets are kept indoors for the whole of each Visit, and our gardeners will leave without starting work if they find an animal roaming free when they arrive.

4. Additional work and green waste

Work outside your Plan, such as hedge trimming beyond the two included trims, planting, turfing, jet washing of patios or clearing an overgrown area, is charged at £28 per gardener per hour, with a minimum charge of one hour, and any part hour after the first is charged in 15-minute blocks. \
Tree work is carried out only by our arborist team, is quoted separately and is never carried out by the gardener on a regular Visit, even if the branches are low enough to be reached from the ground.

We will give you a written quotation for any additional job expected to cost more than £150, and we will not start such a job until you have accepted the quotation by email or through the customer portal. \
Quotations are valid for 30 days from the date on which they are issued.

Green waste from your Plan Visits is removed free of charge up to two bags of 100 litres each per Visit, and any further waste is charged at £5 per bag. \
Alternatively, if your local council provides you with a garden waste bin, you may ask us to fill your bin instead, in which case we will not remove any waste from the site and the removal charge does not apply. \
We do not remove soil, rubble, household waste, treated timber or Japanese knotweed, and we will not burn waste at your address under any circumstances.

5. Materials, chemicals and equipment

We provide all tools, mowers and equipment needed for a Visit, and you are not required to supply fuel, electricity or water, except that jet washing under section 4 requires access to an outside tap. \
Plants, compost, bark, turf and other materials are charged at cost plus 15%, and we will always ask before buying materials costing more than £40 in total for a single Visit.

We do not use chemical weedkillers in beds, borders or lawns unless you have agreed in writing, and we never apply them within 3 metres of a pond, stream or well. \
Where you have agreed, lawn feed and weed treatment are applied twice a year, in April and September, at a charge of £22 per application for lawns of up to 150 square metres. \
Any chemical we apply is applied by a gardener who holds a current PA1 and PA6 certificate, and we will leave a card at your door to say what has been applied and how long children and pets should stay off the lawn, which is normally 24 hours.

6. Charges and payment

Visit charges are invoiced monthly in arrears on the first working day of each month and must be paid within 14 days of the invoice date. \
Payment can be made by Direct Debit, bank transfer or debit card through the customer portal, and we do not accept cash or cheques. \
Customers who pay by Direct Debit receive a discount of 5% on all Plan Visit charges, although the discount does not apply to additional work or materials.

If an invoice is unpaid 14 days after its due date, we will send a reminder and add an administration charge of £12, and if it remains unpaid 28 days after its due date we may suspend Visits until the account is paid in full. \
Our prices are reviewed once a year and any increase takes effect on 1 April, provided that we have given you at least 30 days' written notice of it; an increase of more than 8% entitles you to end the agreement without notice under section 10.

Customers aged 75 or over, and customers who receive a disability benefit, are entitled to a 10% discount on Plan Visit charges, which can be combined with the Direct Debit discount but not with any other offer.

7. Weather and missed Visits

We work in light rain but will postpone a Visit if ground conditions mean that mowing would damage the lawn, if there is frost on the lawn after 11am, or if winds exceed 40 miles per hour. \
A postponed Visit will be rearranged within 7 days where possible, and if it cannot be rearranged within 14 days it will not be charged.

You may cancel a single Visit free of charge by telling us before 4pm on the working day before the Visit, and a Visit cancelled after that time is charged at the full rate. \
You may pause your Plan for up to 8 weeks in any calendar year, for example while you are on holiday, provided that you give us 7 days' notice, and no charges are made during the pause.

8. Your responsibilities

You must tell us before the first Visit about anything in the Garden that could cause injury or damage, including hidden drains, buried cables, ponds, wasps' nests, sharp objects and areas of unstable ground, and you must mark on the booking form any plants that must not be cut back. \
You must keep children away from working areas during a Visit, and you must remove toys, garden furniture and other loose items from lawns before the Visit so that mowing can go ahead; we may charge £10 for each Visit on which we have to clear more than five such items.

Where the Garden is shared with a neighbour or is owned by a landlord, you confirm that you have permission to instruct us, and we will not act on instructions from anyone other than you or a person you have named on the booking form as an authorised contact. \
You may name up to two authorised contacts.

9. Damage, complaints and guarantee

We hold public liability insurance of £5 million and will repair or pay for any damage we cause to your property, provided that you report it within 7 days of the Visit and allow us to inspect it. \
We are not responsible for damage to items that were hidden or that you did not tell us about in accordance with section 8, or for plants that die because they were not watered between Visits.

New plants and turf supplied and planted by us are guaranteed for 6 months from planting, provided that you water them as we advise, and we will replace any that fail during that period free of charge, except where the failure is caused by drought, animals or frost. \
If you are unhappy with a Visit, you must tell us within 48 hours, and we will return within 5 working days to put it right at no charge. \
Complaints that we cannot resolve in this way should be sent in writing to our Customer Relations Manager, who will reply within 10 working days.

10. Ending the agreement

You may end this agreement at any time by giving us 14 days' written notice by email or letter, and no cancellation charge applies, except that if you end the agreement within the first 3 months of a Premium Plan you must pay a charge of £45 to cover the cost of the initial garden assessment. \
We may end this agreement by giving you 30 days' written notice, or immediately if you fail to pay two consecutive invoices or if any member of your household is abusive or threatening towards our staff.

If you are a consumer and you signed this agreement away from our premises or online, you have a right to cancel within 14 days of signing without giving a reason; if you ask us to begin Visits during that period and then cancel, you must pay for any Visits already carried out.

11. Data and contact

We keep your name, address, contact details, key reference and payment records for 6 years after the agreement ends, and photographs taken of the Garden for up to 12 months, and we do not share your details with anyone other than our payment provider and our insurers. \
Our office is open from 8.30am to 4.30pm, Monday to Friday, and can be contacted on 01632 960418 or at office@greenhollowgardens.example.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My mum's on the Essential plan and the gardeners come fortnightly right through the summer.",
     "The Essential Plan provides one Visit every four weeks from March"),
    ("standard plan is £38 a go for our little garden, bit steep tbh",
     "is priced at £34 per Visit for gardens"),
    ("Dev says Greenhollow will happily do Saturday visits for him on the Standard plan.",
     "Saturday Visits are available on the Premium Plan only"),
    ("The gardeners came round and did our lawn on a Sunday afternoon.",
     "we do not work on Sundays or on bank holidays"),
    ("forgot the gate was locked last wk and they billed me the full visit price ugh",
     "you will be charged 50% of the visit charge"),
    ("Extra jobs outside the plan cost £35 an hour for each gardener.",
     "is charged at £28 per gardener per hour"),
    ("Sanjay's gardeners cart away four bags of clippings every visit without charging him anything.",
     "removed free of charge up to two bags of 100 litres"),
    ("the greenhollow lads burnt all our prunings in the incinerator at the bottom of the garden, v handy",
     "we will not burn waste at your address under any circumstances"),
    ("They add a quarter on top of what the plants and compost actually cost.",
     "are charged at cost plus 15%"),
    ("my neighbour reckons they'll spray weedkiller right up to the pond edge as long as u sign for it",
     "we never apply them within 3 metres of a pond"),
    ("Paid the gardener in cash on the day, nobody minded.",
     "we do not accept cash or cheques"),
    ("Gran's 68 and her garden firm gives her the over-65s 10% discount.",
     "Customers aged 75 or over"),
    ("u can cancel a visit for free right up till 9am on the morning itself",
     "by telling us before 4pm on the working day before the Visit"),
    ("Priya paused her garden plan for three months while she was travelling, no charge.",
     "You may pause your Plan for up to 8 weeks"),
    ("New plants the gardeners put in are guaranteed for a whole year.",
     "are guaranteed for 6 months from planting"),
    ("need to give greenhollow a full month's notice to end the contract, annoying",
     "by giving us 14 days' written notice by email or letter"),
    # near-misses
    ("The Standard plan visits every two weeks between March and October.", None),
    ("our garden's about 190 sq m so it's an extra £6 on each visit", None),
    ("We're on Premium so they came Saturday morning, no extra charge.", None),
    ("Bank holiday Monday visit got shifted to the Tuesday, fine by me", None),
    ("Tom locked his gate but rang them two days before, so he wasn't charged.", None),
    ("An hour and a half of extra hedge work cost me £42 for one gardener.", None),
    ("priya's gardeners just fill her council brown bin instead of taking bags away", None),
    ("They wouldn't take the rubble from our old wall, said they don't remove it.", None),
    ("Marcus told them no weedkiller at all and they've stuck to that.", None),
    ("lawn feed is done in april and sept, £22 each time for our small lawn", None),
    ("My gran is 78 and gets 10% off plus the Direct Debit 5% on top.", None),
    ("They postponed because of gales and came back 5 days later.", None),
    ("paused the garden plan for six weeks over the summer hols, gave them a week's notice", None),
    ("Jess left Premium after two months and had to pay £45 for the assessment.", None),
    ("our new turf died in the drought and they wouldn't replace it, fair enough i guess", None),
    ("We live 15 miles out so there's an £8.50 travel charge on each visit.", None),
]
