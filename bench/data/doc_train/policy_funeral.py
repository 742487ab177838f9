"""A family funeral director's terms of business for arranging funerals; written blind."""
from __future__ import annotations

POLICY = """\
HARCOURT & LOWE FAMILY FUNERAL DIRECTORS
TERMS OF BUSINESS FOR FUNERAL ARRANGEMENTS

Effective from 1 April 2025

1. About these terms

These terms of business apply to every funeral arranged by Harcourt & Lowe Family Funeral Directors ("the Funeral \
Director", "we" or "us") from our main office at 14 Mill Lane, Ashbury St Clement, or from our branch at 3 Tanner's \
Row, Wenlow, and they form a binding contract with the person who signs the Arrangement Form ("the Client"), who is \
personally responsible for payment of our account whether or not that person is the executor of the estate of the \
deceased. Where two or more people sign the Arrangement Form, each of them is jointly and severally liable for the full \
amount due, unless we have agreed in writing to accept responsibility from one named person only.

We are members of the National Association of Funeral Directors and we follow its Code of Practice, a copy of which is \
available free of charge at either office during our opening hours of 9am to 5pm Monday to Friday and 10am to 1pm on \
Saturdays. Our 24-hour telephone line on 01632 480215 is staffed every day of the year, including bank holidays and \
Christmas Day, but it is used only for arranging for the deceased to be brought into our care and not for making or \
changing funeral arrangements, which must be done in person or by telephone during office hours.

2. Estimates and our price list

Before any arrangements are confirmed, we will give the Client a written estimate setting out our professional fees, \
the cost of any coffin or urn chosen and the third-party costs we expect to pay on the Client's behalf, and no funeral \
will be booked until the Client has signed that estimate or confirmed acceptance of it by email. Our standardised price \
list, published in accordance with the requirements of the Competition and Markets Authority, is displayed in both \
branches and on our website and shows a Simple Funeral at £1,895 and a Traditional Funeral at £3,450, in each case \
excluding disbursements as defined in section 4.

If the Client asks for changes after the estimate has been accepted, we will issue a revised estimate within 2 working \
days, and any change which increases the total by more than £150 must be confirmed by the Client in writing before we \
carry it out. Estimates remain valid for 28 days from the date of issue, after which we may revise them to reflect \
changes in third-party charges, other than our own professional fees, which are fixed for the whole of the period \
covered by the estimate.

3. Professional fees and what they include

Our professional fee for a Traditional Funeral covers collection of the deceased from any address within 25 miles of \
our Ashbury St Clement office during normal working hours, care of the deceased in our chapel of rest for up to 14 \
days, the services of a funeral director and four bearers on the day, and one hearse to the place of service and then \
on to the crematorium or cemetery. Collections from outside that radius are charged at £2.40 per mile for the whole \
round journey, and collections made between 8pm and 7am, or at any time on a Sunday or bank holiday, carry an \
out-of-hours supplement of £175.

Embalming, which we call hygienic treatment, is not included in the Simple Funeral and costs £195 when requested, \
although we will not carry it out without the written consent of the Client, and we will not carry it out where the \
deceased is to be repatriated abroad unless the receiving country requires it. Care of the deceased beyond the 14 days \
included in our fee is charged at £35 per day, except where the delay has been caused by a coroner's investigation, in \
which case no daily charge is made for the first 28 days.

Families may visit the deceased in our chapel of rest by appointment between 10am and 4pm on weekdays, with each visit \
lasting up to one hour, and up to six people may attend any single visit. Visits outside those hours, including on \
Saturdays, can be arranged for an additional charge of £60 per visit, provided that at least 24 hours' notice is given.

4. Disbursements

Disbursements are fees which we pay to third parties on the Client's behalf, such as crematorium or cemetery fees, the \
minister's or celebrant's fee, doctors' fees where applicable, newspaper notices, flowers and the cost of orders of \
service. We will pay disbursements up to a total of £1,500 from our own funds, but where the disbursements for a funeral \
are expected to exceed that amount, the Client must pay the excess to us no later than 7 days before the date of the \
funeral.

At Wenlow Crematorium the current cremation fee is £980 for a 40-minute service slot and £745 for an unattended early \
slot at 9:15am, and a double slot of 80 minutes can be booked for an additional £320. We will always pass on \
disbursements at the price charged to us and we do not add any commission or handling fee to them, except for printed \
orders of service produced by our own in-house team, which are charged at £2.10 per copy with a minimum order of 50 \
copies.

5. Coffins, urns and ashes

Every funeral in our price list includes our Ashbury veneered coffin, and the Client may upgrade to any coffin in our \
brochure by paying the difference between its listed price and £395, which is the value of the standard coffin. Clients \
may supply their own coffin provided that it is delivered to our Ashbury St Clement office at least 5 working days \
before the funeral and that it complies with the crematorium's rules, but in that case no reduction will be made to \
our professional fee.

Following a cremation, ashes will normally be ready for collection from the branch that arranged the funeral 3 working \
days after the service, and they are returned in a plain polymer container unless the Client has chosen an urn. We \
will keep ashes free of charge for 3 months after the cremation, after which a storage charge of £15 per month applies, \
and if ashes remain uncollected after 12 months we will write to the Client at the last known address giving 28 days' \
notice before scattering them in the Garden of Remembrance at Wenlow Crematorium.

We can deliver ashes by hand to any address within 15 miles of either branch for a fee of £45, but we do not send ashes \
by post or courier in any circumstances.

6. Vehicles and the funeral day

A limousine seating up to six passengers can be added to any funeral at £285, and a second limousine at £260, with \
each vehicle allowed up to three hours from leaving our premises to returning. If the funeral party asks a vehicle to \
wait beyond those three hours, we will charge £70 for each additional hour or part of an hour.

The cortege will leave from the family home or from our premises as the Client chooses, and the funeral director will \
walk ahead of the hearse for no more than 200 metres at the start of the journey unless the Client requests a longer \
walked distance in advance and the police have agreed. Pets may not travel in our vehicles, other than assistance dogs, \
which are welcome in any limousine.

Family members who wish to act as bearers may do so, provided that they are at least 18 years old and have attended a \
briefing with our staff before the service, and no reduction in our fee is made in that case.

7. Payment

On signing the Arrangement Form, the Client must pay a deposit of £500, which is deducted from our final account, \
except for the Simple Funeral, where the deposit is £250. Our final account will be sent within 5 working days after \
the funeral and must be paid in full within 28 days of the date of the invoice.

Where the account is to be paid from the estate of the deceased, we will accept payment direct from the deceased's bank \
or building society on production of the original invoice, and we will allow up to 8 weeks from the date of the funeral \
for that payment to arrive, provided that the Client has told us about the arrangement in writing before the funeral. \
If payment is not received by the due date, we may charge interest on the overdue amount at 4% per year above the Bank \
of England base rate, calculated daily, and we may add an administration charge of £30 for each reminder letter after \
the first.

We accept payment by bank transfer, debit card, credit card or cheque, but we do not accept payment in cash for any \
amount above £1,000, and a surcharge of 1.5% applies only where a business credit card is used. Clients who receive a \
Funeral Expenses Payment from the Department for Work and Pensions must still pay the deposit, and we will wait for the \
government payment for up to 10 weeks before we treat the balance as overdue.

8. Prepaid funeral plans

Where the deceased held a prepaid funeral plan sold by us through our partner provider, we will honour the services \
listed in that plan and no further professional fees will be charged for those services, although any disbursement not \
covered by the plan, and any extras requested by the family, must be paid by the Client in accordance with section 7. \
Plans bought from any other provider will be honoured only if that provider confirms in writing that it will pay us, \
and we may ask for the deposit described in section 7 until that confirmation has been received.

9. Cancellation and postponement

If the Client cancels the funeral after signing the Arrangement Form, we will charge for the work done and for any \
disbursements already committed, together with a cancellation fee of £250, except where the deceased is transferred to \
another funeral director at the request of the family within 48 hours of the Arrangement Form being signed, in which \
case only the collection charge and care charges at the rate in section 3 will be payable. Where the Client postpones a \
confirmed funeral by more than 7 days, we may charge an administration fee of £95 in addition to any charges imposed by \
the crematorium, cemetery or minister.

Where the Arrangement Form was signed away from our premises, for example at the Client's home, the Client has a right \
to cancel within 14 days under the Consumer Contracts Regulations 2013, but if the Client has asked us to begin work \
during that period, the Client must pay for the services provided up to the date of cancellation.

10. Complaints

If the Client is unhappy with any part of our service, the complaint should be made to our Managing Director, Mrs Helen \
Lowe, in writing at our Ashbury St Clement office, and we will acknowledge it within 3 working days and send a full \
response within 21 days. If the Client is still not satisfied, the complaint may be referred to the Funeral Arbitration \
Scheme, which the Client may use free of charge at any time up to 6 months after our final response.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The funeral directors' office in Ashbury stays open until 6pm on weekdays.",
     "during our opening hours of 9am to 5pm Monday to Friday"),
    ("my aunt says harcourt & lowe do a simple funeral for £1,695 before all the extra fees",
     "shows a Simple Funeral at £1,895 and a Traditional Funeral at £3,450"),
    ("The written estimate from the funeral directors holds good for three months.",
     "Estimates remain valid for 28 days from the date of issue"),
    ("Tom said the traditional funeral fee includes six bearers to carry the coffin on the day.",
     "the services of a funeral director and four bearers on the day"),
    ("they came for dad at 2am and the night call-out was only an extra £100 tbh",
     "carry an out-of-hours supplement of £175"),
    ("Keeping someone in the chapel of rest past the first fortnight costs £50 a day.",
     "is charged at £35 per day, except where the delay"),
    ("Priya's family got told ten of them can go in together to see her grandad at the chapel.",
     "up to six people may attend any single visit"),
    ("we have to pay the extra crematorium n flowers costs just 2 days before the funeral",
     "no later than 7 days before the date of the"),
    ("Jen reckons the funeral directors add 10% on top of whatever the crematorium charges.",
     "we do not add any commission or handling fee to them"),
    ("lol they'll look after mum's ashes for free for a whole year apparently",
     "will keep ashes free of charge for 3 months after the cremation"),
    ("Harcourt & Lowe are going to courier the ashes up to my brother in Leeds.",
     "we do not send ashes by post or courier in any circumstances"),
    ("Marcus said adding one limo for the family costs £185.",
     "A limousine seating up to six passengers can be added to any funeral at £285"),
    ("took our old spaniel Rufus in the funeral car with us, nobody minded at all",
     "Pets may not travel in our vehicles, other than assistance dogs"),
    ("My 16-year-old nephew can help carry the coffin as long as he goes to the briefing.",
     "provided that they are at least 18 years old"),
    ("Graham was told the funeral bill must be paid within 14 days of the invoice.",
     "must be paid in full within 28 days of the date of the invoice"),
    ("they're happy to take the whole £2k in cash ngl, made it easy",
     "we do not accept payment in cash for any"),
    # near-misses
    ("The Ashbury funeral office is open on Saturday mornings until 1pm.", None),
    ("The traditional funeral is £3,450 plus the third-party fees like the crematorium.", None),
    ("our funeral estimate is valid for four weeks from when they issued it", None),
    ("Nan died 30 miles from Ashbury so they charged us per mile for the collection trip.", None),
    ("mum's been in the chapel of rest 20 days bc of the coroner, no daily charge yet", None),
    ("My cousin visited grandad at the chapel on a Saturday and paid an extra £60 for it.", None),
    ("their own printed order of service booklets are two pound ten each, minimum fifty", None),
    ("Ravi's paying £15 a month because his dad's ashes have been with them over four months.", None),
    ("They can hand-deliver the ashes to my flat ten miles from Wenlow for £45.", None),
    ("the second limo is a bit cheaper than the first one, £260", None),
    ("Lena's guide dog rode in the funeral limo with the family, no problem.", None),
    ("The deposit for the simple funeral was only £250.", None),
    ("Sue told them in writing beforehand, so they'll wait eight weeks for her late husband's bank to pay.", None),
    ("paid the funeral bill on my own credit card and there was no surcharge", None),
    ("We pushed the funeral back by five days and they didn't charge any admin fee.", None),
    ("Dad's complaint can go to the arbitration scheme for free within six months of their final reply.", None),
]
