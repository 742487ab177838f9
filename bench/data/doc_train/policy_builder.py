"""A small building firm's standard home renovation contract terms; written blind."""
from __future__ import annotations

POLICY = """\
PENNOCK AND DAUGHTERS BUILDING SERVICES LIMITED
HOME RENOVATION CONTRACT: STANDARD TERMS OF BUSINESS

Effective from 6 January 2025

1. About these terms

These terms govern every contract under which Pennock and Daughters Building Services Limited ("the Builder", "we" or "us"), of \
Unit 3, Tanyard Lane, Ashworth, carries out building, renovation, extension or refurbishment work ("the Works") at a domestic \
property for a customer ("the Client" or "you"), and they form part of the contract together with the Schedule of Works and the \
accepted Quotation. If there is any conflict between these terms and the Schedule of Works, the Schedule of Works will take \
priority, unless the conflict concerns payment, in which case section 3 will apply.

We are a member of the Northern Homebuilders Trade Association and all of our site supervisors hold a current construction skills \
card, and we carry public liability insurance of £5 million and employer's liability insurance of £10 million, copies of which are \
available on request.

2. Quotations and estimates

A Quotation is a fixed price for the work described in the Schedule of Works and remains open for acceptance for 60 days from its \
date of issue, whereas an Estimate is our best assessment of the likely cost and may change by up to 10% without further \
agreement, provided that we tell you the reason for the change in writing. Any figure described as a Provisional Sum, such as an \
allowance for floor tiles or sanitaryware you have not yet chosen, will be adjusted up or down to the actual cost once the item has \
been selected, and any amount by which your choice exceeds the allowance will be charged at cost plus 12% to cover handling.

All prices include VAT at the current rate, and if the rate of VAT changes before the Works are completed, the price of the work \
remaining will be adjusted accordingly. Quotations for work at properties more than 20 miles from our Ashworth yard include a \
travel supplement of £35 per working day, which will be shown as a separate line on the Quotation.

3. Deposit and payment schedule

On accepting a Quotation you must pay a deposit of 15% of the contract sum, or £2,500 if that is lower, and we will not book a \
start date until the deposit has been received in our account. For contracts with a value of less than £5,000, no deposit is \
required, and the whole contract sum is payable within 7 days of completion.

For larger contracts, stage payments will be requested at the points set out in the Schedule of Works, typically on completion of \
the foundations, on reaching wall plate level and on completion of first fix, and each stage invoice must be paid within 10 days of \
its date. A retention of 5% of the contract sum may be held back by you from the final invoice for a period of 3 months after \
practical completion, and it must be released at the end of that period unless you have notified us in writing of a defect that \
remains outstanding.

We accept payment by bank transfer only, and our staff will never ask you to pay cash to a member of the site team or tell you of a \
change to our bank details by email, so if you receive any such request you should telephone our office on the number given in the \
Quotation before making any payment. Late payments will attract interest at 4% a year above the Bank of England base rate, \
calculated daily, and we may stop work on site if any invoice remains unpaid 14 days after its due date, provided that we have \
given you at least 48 hours' written notice.

4. Cancellation

If you entered into this contract at your home or otherwise away from our premises, you may cancel it within 14 days of the day \
after the contract was made, without giving a reason, by writing to us or by email. If you have asked us in writing to begin the \
Works within that 14-day period and you later cancel, you must pay a proportionate amount for the work carried out up to the time \
you cancel, together with the cost of any materials ordered specifically for your project which cannot be returned.

After the cancellation period has ended, you may end the contract by giving us 7 days' written notice, but you will be responsible \
for paying for all work completed, for materials ordered, and for a cancellation charge of 10% of the value of the work not yet \
carried out to reflect our loss of profit and the cost of rescheduling our teams.

5. Planning, Building Regulations and shared walls

Unless the Schedule of Works states otherwise, you are responsible for obtaining planning permission, listed building consent and \
any consent required from your landlord or mortgage lender, and we will not begin any work requiring such consent until you have \
shown us written confirmation that it has been granted. We will submit the Building Regulations application or building notice to \
Ashworth District Council on your behalf and arrange inspections by the building control officer, and the council's fees, which \
are currently between £250 and £900 depending on the type of work, will be passed on to you at cost without any mark-up.

Where the Works involve a wall or boundary shared with a neighbouring property, you must serve the required party wall notices on \
your neighbours at least 2 months before the planned start date for work on a party wall, or at least 1 month before for \
excavations within 3 metres of a neighbour's foundations, and the cost of any party wall surveyor appointed by a neighbour will be \
your responsibility.

6. Working hours and conduct on site

Our normal working hours are 8am to 5.30pm, Monday to Friday, and 8am to 1pm on Saturdays, and no work will take place on Sundays \
or bank holidays unless there is an emergency, such as the need to make a roof watertight after a storm. Noisy work, including the \
use of breakers, disc cutters and concrete mixers, will not begin before 9am on any day, in line with the guidance issued by \
Ashworth District Council's environmental health team.

Our workers and subcontractors will not smoke or vape anywhere inside your home, will not play radios loud enough to be heard \
beyond the boundary of the property, and will wear identification badges at all times while on site. We will not bring dogs or \
other animals onto the site, and no person under the age of 16 will be allowed into a work area at any time, including children of \
the Client, unless accompanied by the site supervisor.

7. Your responsibilities and access

You must give us clear access to the parts of the property where the Works are to be carried out from 7.45am on each working day, \
together with access to a toilet, a water supply and an electricity supply, which we will use free of charge. If you are unable to \
provide a toilet, we will hire a portable toilet for the duration of the Works at a cost to you of £95 per week, which will be \
added to the final invoice.

You should remove furniture, carpets, curtains and personal belongings from the rooms where we are working before the start date, \
and while we will take reasonable care, we will not be responsible for any item left in a work area, other than damage caused by \
our negligence. For your own safety, you and members of your household must not enter any area that has been fenced off or marked \
as a work zone, and you must keep pets away from the work area at all times.

8. Variations and additional work

Any change to the Works that you request after accepting the Quotation will be treated as a Variation, and we will give you a \
written price for each Variation before carrying it out, except where the change is worth less than £150, in which case your \
verbal instruction to the site supervisor will be enough and the cost will be shown on the next stage invoice. Variations will be \
priced at the rates shown in the Quotation or, where no rate applies, at a day rate of £260 for a skilled tradesperson and £170 for \
a labourer, plus the cost of materials.

If we find unforeseen conditions, such as asbestos, unsound foundations, hidden drainage or rot, we will stop work in the affected \
area and tell you within 1 working day, and any material containing asbestos will only be removed by a licensed specialist \
contractor, never by our own staff.

9. Programme, delays and completion

We will give you a start date and an estimated completion date in writing at least 21 days before we begin, and we will keep you \
informed of progress through a weekly update from the site supervisor, normally sent by email every Friday afternoon. If the Works \
are delayed by more than 2 weeks for a reason within our control, you will be entitled to a reduction of £50 for each further \
working day of delay, up to a maximum of 5% of the contract sum, but no reduction will apply to delays caused by bad weather, \
variations you have requested, or a shortage of materials affecting the whole industry.

Practical completion will take place when the Works are finished apart from minor snagging items, and we will carry out a \
walk-round inspection with you within 5 working days of practical completion to agree a snagging list, which we will complete \
within 28 days.

10. Waste, skips and cleaning

We will arrange skips for all building waste, and where a skip has to be placed on the public road, we will obtain the skip permit \
from Ashworth District Council and include the permit fee in the contract sum. You must not put household rubbish, garden waste, \
paint or electrical items into our skips, and if you do, the cost of removing those items, which is charged at £40 per item for \
fridges and freezers and at cost for other items, will be added to your final invoice.

At the end of each working day, the site will be left tidy and secure, and on completion of the Works we will carry out a builder's \
clean of all areas in which we have worked, but a full professional clean, including windows and carpets, is not included unless \
it is listed in the Schedule of Works.

11. Guarantee and defects

We guarantee all of our workmanship for 2 years from the date of practical completion, and structural work, such as foundations, \
steel beams and load-bearing walls, is covered by an insurance-backed warranty for 10 years through the Northern Homebuilders \
Warranty Scheme, which will protect you if we cease trading. Materials supplied by us are covered by the manufacturers' guarantees, \
which we will pass on to you, but materials supplied by you, including tiles, sanitaryware and fittings you have bought yourself, \
are not covered by our guarantee, and we will charge £30 per hour for any time spent returning or replacing such materials if they \
turn out to be faulty or damaged.

You must tell us about any defect in writing within 14 days of discovering it, and we will inspect it within 10 working days and, \
if it is covered by the guarantee, put it right at no cost to you.

12. Complaints, disputes and general matters

If you have a complaint, you should raise it first with the site supervisor and, if it is not resolved within 5 working days, put \
it in writing to our director, Helen Pennock, who will reply within 14 days. If the complaint is still not resolved, either of us \
may refer it to the adjudication service run by the Northern Homebuilders Trade Association, whose fee of £120 will be shared \
equally between us, and this does not affect your right to go to court.

These terms are governed by the law of England and Wales, and our liability to you for loss of or damage to your property is \
limited to £1 million for any one event, except for death or personal injury caused by our negligence, where our liability is not \
limited.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The builder's quote stays open for us to accept for 90 days.",
     "remains open for acceptance for 60 days from its date of issue"),
    ("Dan's builder told him an estimate can creep up by a quarter without needing his say-so.",
     "may change by up to 10% without further agreement"),
    ("if we pick pricier tiles than the allowance they just charge the difference at cost, no markup",
     "will be charged at cost plus 12% to cover handling"),
    ("Our builder wants a 20% deposit on the extension before he'll book a start date.",
     "you must pay a deposit of 15% of the contract sum"),
    ("even my £3k bathroom job needed a deposit up front, annoying",
     "For contracts with a value of less than £5,000, no deposit is required"),
    ("Ravi says he's allowed to keep back 5% of the final bill for six months after completion.",
     "for a period of 3 months after practical completion"),
    ("paid the builder's lad cash on site for the first stage, they were fine with it",
     "We accept payment by bank transfer only"),
    ("After the cooling-off period you can end the building contract with just 48 hours' notice.",
     "you may end the contract by giving us 7 days' written notice"),
    ("Priya's builder adds 15% on top of the council's building control fees.",
     "will be passed on to you at cost without any mark-up"),
    ("the builders work til 4pm on saturdays so we cant have a lie in",
     "and 8am to 1pm on Saturdays"),
    ("The builders are allowed to start using the breaker at 8am.",
     "will not begin before 9am on any day"),
    ("no toilet for the builders so the hired portaloo is costing us £60 a week",
     "at a cost to you of £95 per week"),
    ("Gemma's builder says every change, even a £50 one, needs a written price first.",
     "except where the change is worth less than £150"),
    ("builder only has to tell us the start date a week before they begin tbh",
     "in writing at least 21 days before we begin"),
    ("My renovation workmanship is guaranteed for five years by the builder.",
     "We guarantee all of our workmanship for 2 years"),
    ("Marcus says the client has to pay the whole £120 fee if they go to adjudication.",
     "whose fee of £120 will be shared equally between us"),
    # near-misses
    ("Our quote from the builder is dated 1 May and we're accepting it on 20 June.", None),
    ("estimate went up 8% but the builder wrote to us explaining why, fair enough", None),
    ("The provisional sum for tiles went down because we chose cheaper ones.", None),
    ("We're only 12 miles from the Ashworth yard so there's no travel charge on our quote.", None),
    ("Kate's deposit on her £40,000 extension was £2,500.", None),
    ("my £4k porch job didnt need a deposit, just pay within a week of finishing", None),
    ("Paid the stage invoice nine days after it was dated.", None),
    ("rang the builder's office to check the bank details before paying by transfer, all legit", None),
    ("Tom cancelled within 14 days but had asked them to start, so he's paying for the work done.", None),
    ("builders turned up at 8 on saturday morning, bit early but fine", None),
    ("The builders came on a Sunday to make the roof watertight after the storm.", None),
    ("agreed a £100 change with the site foreman verbally, it'll be on the next invoice", None),
    ("Our skip's on the road and the permit fee is already in the builder's price.", None),
    ("Sophie's builder won't guarantee the tiles she bought herself.", None),
    ("the steel beam in our extension is covered for a decade under the warranty scheme", None),
    ("Jo's builder started the breaker at 9 sharp, not a minute before.", None),
]
