"""An independent estate agent's sole agency agreement and terms for sellers; written blind."""
from __future__ import annotations

POLICY = """\
MARLOW & FINCH ESTATE AGENTS
SOLE AGENCY AGREEMENT AND TERMS OF BUSINESS FOR SELLERS

Effective from 3 March 2025 for all properties instructed at our Kelbury and Stanford Vale branches

1. Definitions

In this agreement "the Agent", "we" or "us" means Marlow & Finch Estate Agents Limited, trading from 22 Market Street, \
Kelbury and 5 The Parade, Stanford Vale, "the Seller" or "you" means every person named as an owner of the property on \
the signature page, and "the Property" means the property described on that page. "Sole Agency" means that the Agent \
is the only estate agent instructed to market the Property during the Sole Agency Period, and "the Sole Agency Period" \
means the period of 16 weeks beginning on the date on which this agreement is signed by the Seller.

A "Buyer Introduced by Us" means any person who has been sent details of the Property by us, has viewed the Property \
with us, or has otherwise been made aware by us that the Property is for sale, and it includes that person's spouse, \
civil partner or any company of which that person is a director. Where there is more than one Seller, each of them is \
jointly and severally responsible for our fee, and we may accept instructions from any one of them unless we have been \
told in writing that all instructions must come from every Seller.

2. Appointment and length of agreement

You appoint us as your sole agent to sell the Property for the Sole Agency Period, and after that period this \
agreement will continue until either you or we end it by giving the other at least 14 days' written notice, which may \
be given by email to the branch handling your sale. You may not instruct any other estate agent to market the Property \
during the Sole Agency Period, and if you do so you will be liable to pay our fee in accordance with section 4 as well \
as any fee you owe to the other agent.

If you decide to withdraw the Property from the market before the end of the Sole Agency Period, other than because \
of a death in the family, serious illness or a change in your circumstances that we agree is genuine, a withdrawal \
charge of £495 plus VAT will be payable to cover our marketing costs. No withdrawal charge is payable if you withdraw \
the Property after the Sole Agency Period has ended, provided that you have given notice in accordance with this \
section.

3. Our fee

Our fee under our Standard Package is 1.2% of the agreed sale price plus VAT at the prevailing rate, currently 20%, \
subject to a minimum fee of £2,750 plus VAT. Under our Premium Package, which adds a dedicated sales negotiator, \
drone photography and featured listings on the major property portals, the fee is 1.5% of the agreed sale price plus \
VAT, with the same minimum fee.

Where the sale price is above £750,000, the fee under either package is reduced by 0.2% on the whole of the price, \
so that a Standard Package sale at £800,000 is charged at 1% plus VAT. There is no charge for valuing the Property, \
preparing the sales particulars or erecting a For Sale board, unless the Seller withdraws the Property during the Sole \
Agency Period, in which case section 2 applies.

The asking price is chosen by you after considering our valuation, and you may change it at any time by telling us in \
writing, although each price change will be published on the portals within 2 working days and we recommend no more \
than one reduction in any 4-week period. We will not publish an asking price that is more than 10% above our written \
valuation unless you have signed a note confirming that you understand our advice.

4. When our fee becomes payable

Our fee becomes payable on completion of the sale if, during the Sole Agency Period, contracts are exchanged with a \
buyer introduced by us or by any other agent, or if, after the Sole Agency Period has ended, contracts are exchanged \
with a Buyer Introduced by Us during the Sole Agency Period. No fee is payable to us if you sell the Property \
privately, without the involvement of any estate agent, to a buyer who has never been introduced to the Property by us.

If this agreement has ended and you exchange contracts within 6 months of it ending with a Buyer Introduced by Us, our \
full fee will be payable, but no fee will be payable for any sale where contracts are exchanged after that 6-month \
period has passed. Our fee will be deducted from the sale proceeds by your conveyancing solicitor on the day of \
completion, and you irrevocably instruct your solicitor to pay our invoice from those proceeds before any balance is \
released to you.

5. Marketing the Property

Our fee includes professional photographs taken by our in-house photographer, a floor plan, a full-colour brochure of up \
to 8 pages and listings on the three largest property portals, and the Property will normally be live on the portals \
within 3 working days of the photographs being taken. A 360-degree virtual tour can be added for £95 plus VAT, and \
drone photography, which is included in the Premium Package, costs £150 plus VAT for Standard Package sellers.

You must provide a valid Energy Performance Certificate before marketing begins, and if you do not have one we will \
arrange one through our assessor for £85 plus VAT, which must be paid before the assessor visits. We will erect a For \
Sale board free of charge within 5 working days of the Property going live unless you tell us in writing that you do \
not want one, and we will remove it within 14 days of completion or withdrawal.

6. Viewings

All viewings will be accompanied by a member of our staff unless you have told us that you prefer to conduct viewings \
yourself, and viewings take place between 9am and 7pm Monday to Friday and between 10am and 4pm on Saturdays. We do \
not arrange viewings on Sundays or bank holidays, unless you have agreed in writing to allow them for a particular \
week.

We will give you at least 24 hours' notice of every viewing, except where you have given us written permission to \
show the Property at shorter notice, and we will send you written feedback from each viewer within 2 working days. \
Where we hold a set of keys, they will be kept in a coded key safe at the branch and will be released only to our own \
staff, never to buyers or to other agents, and we accept no liability for loss of or damage to the Property during a \
viewing other than where it is caused by our own negligence.

7. Offers

We will pass on to you every offer we receive for the Property, whatever its amount, in writing within 24 hours of \
receiving it, as required by the Estate Agents Act 1979, unless you have told us in writing not to pass on offers below \
a stated figure. Before we recommend any offer to you, we will check that the buyer can proceed by seeing a mortgage \
agreement in principle dated within the last 3 months or, for a cash buyer, proof of funds, and we will tell you if a \
buyer has asked us for any other service such as a mortgage appointment.

We will not accept any offer on your behalf, and the decision to accept or reject an offer is always yours. Once you \
have accepted an offer, we will continue to market the Property for 7 days unless you instruct us to mark it as sold \
subject to contract straight away, and we will then chase the progress of the sale with both solicitors at least once \
a week until exchange.

8. Additional services and referrals

We may offer to introduce you to a conveyancing solicitor, a mortgage adviser or a removal company, but you are under \
no obligation to use any of them, and your decision will not affect the way we market the Property or the way we deal \
with offers. Where you choose to use Castle Lane Conveyancing, to whom we refer sellers, we receive a referral fee of \
£150 including VAT for each completed sale, and where you use our mortgage partner, Kelbury Mortgage Services, we \
receive 25% of the commission that the lender pays to it, which is typically between £100 and £400.

If you ask us to look after the Property while you are away, for example by opening windows, collecting post and \
checking that it is presentable before viewings, we will visit once a week for £40 plus VAT per visit, up to a maximum \
of 8 visits, after which a new written agreement will be needed.

9. Your obligations

You confirm that you are the legal owner of the Property, or are authorised by every owner to sign this agreement, \
and you must tell us promptly about any matter that could affect a buyer's decision, such as a dispute with a \
neighbour, a planning issue or a problem with the title. Where the Property is leasehold, you must give us the \
length of the remaining lease, the ground rent and the service charge for the current year within 10 working days of \
signing this agreement, so that we can include them in the sales particulars as material information. Under the Money Laundering Regulations we must verify the \
identity of every Seller before the Property is marketed, and we charge £30 including VAT per Seller for the \
electronic check, which is not refundable even if the Property is later withdrawn.

You must keep the Property insured and reasonably presented throughout the marketing period, and where the Property \
is empty you must tell us in writing, after which we will carry out a visual check from the outside once a fortnight \
at no extra cost. You must not allow anyone to view the Property who has been introduced by another agent during the \
Sole Agency Period.

10. Ending this agreement

Either party may end this agreement by written notice in accordance with section 2, and we may end it immediately if \
you fail to provide the identification we need or if we reasonably believe that any information you have given us is \
false. Ending this agreement does not affect any fee that has already become payable, or that later becomes payable \
under section 4.

11. Complaints and redress

If you are unhappy with our service you should first contact the manager of the branch handling your sale, and if \
the matter is not resolved within 5 working days you may write to our Director, Mr James Finch, at the Kelbury \
branch. We will acknowledge a written complaint within 3 working days and send you our final response within 15 \
working days, and if you remain dissatisfied you may refer the matter to The Property Ombudsman free of charge within \
12 months of our final response.

We are members of The Property Ombudsman scheme and of Propertymark, we hold client money protection insurance for any \
deposits we hold, and we will not act for both the Seller and a buyer of the same Property in any circumstances.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("We're tied to Marlow & Finch as sole agents for the first 12 weeks.",
     "means the period of 16 weeks beginning on the date"),
    ("once the sole agency bit ends we can walk away with just a week's notice",
     "giving the other at least 14 days' written notice"),
    ("Aisha was told pulling out of Marlow & Finch early costs £250 plus VAT.",
     "charge of £495 plus VAT will be payable to cover our marketing costs"),
    ("Marlow & Finch's standard package is 1% plus VAT, so not bad.",
     "Our fee under our Standard Package is 1.2% of the agreed sale price"),
    ("their minimum fee is two grand + vat even if the flat sells cheap",
     "subject to a minimum fee of £2,750 plus VAT"),
    ("Marlow & Finch charged Colin £120 for the valuation visit.",
     "There is no charge for valuing the Property"),
    ("If another agent sells our house during the sole agency, Marlow & Finch get no fee.",
     "buyer introduced by us or by any other agent"),
    ("The agent's fee is due as soon as we exchange contracts.",
     "Our fee becomes payable on completion of the sale if, during"),
    ("ngl I have to pay marlow & finch myself by card a month after completion",
     "Our fee will be deducted from the sale proceeds by your conveyancing solicitor"),
    ("The professional photos from Marlow & Finch cost us an extra £120.",
     "Our fee includes professional photographs taken by our in-house photographer"),
    ("Dev reckons Marlow & Finch will start marketing now and give him four weeks to get the EPC.",
     "You must provide a valid Energy Performance Certificate before marketing begins"),
    ("the estate agents do viewings til 6pm on saturdays which suits us",
     "between 10am and 4pm on Saturdays"),
    ("They only have to give us two hours' warning before showing people round.",
     "We will give you at least 24 hours' notice of every viewing"),
    ("Tbh the agents only pass on offers that are close to the asking price.",
     "every offer we receive for the Property, whatever its amount"),
    ("My uncle says Marlow & Finch charged him and my aunt £50 each for the ID check.",
     "we charge £30 including VAT per Seller"),
    ("we've got 3 months after their final reply to go to the property ombudsman",
     "12 months of our final response"),
    # near-misses
    ("Sole agency with Marlow & Finch runs for sixteen weeks from the day we signed.", None),
    ("on a £300k sale their standard fee would be £3,600 + vat", None),
    ("Our flat's going for £190,000, so Marlow & Finch will charge their £2,750 minimum plus VAT.", None),
    ("Rosa sold her house privately to a neighbour, no agent involved, so Marlow & Finch got nothing.", None),
    ("We withdrew the house after the 16 weeks were up and paid no withdrawal charge.", None),
    ("the buyer they'd shown round bought 8 months after we ended the contract, no fee due", None),
    ("The premium package is 1.5% plus VAT and includes drone shots.", None),
    ("A virtual tour costs an extra £95 plus VAT with Marlow & Finch.", None),
    ("Nadia's Marlow & Finch For Sale board went up for free.", None),
    ("they booked a viewing for 6:30pm on a tuesday", None),
    ("We agreed in writing so Marlow & Finch could do Sunday viewings this week.", None),
    ("the agents always give us a day's notice before a viewing", None),
    ("Marlow & Finch emailed me the offer the same afternoon it came in.", None),
    ("Both me and my husband paid £30 each for the agent's ID check.", None),
    ("Our house sold at £850,000, so their standard fee works out at 1% plus VAT.", None),
    ("Mark got an acknowledgement of his complaint from Marlow & Finch two working days later.", None),
]
