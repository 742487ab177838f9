"""A pawnbroker's pledge loan agreement key terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
HALDEN & PIKE PAWNBROKERS LIMITED
PLEDGE LOAN AGREEMENT - KEY TERMS AND CONDITIONS

Effective from 6 January 2025 for all pledge loans made on or after that date

1. Introduction and definitions

Halden & Pike Pawnbrokers Limited, trading from branches at 22 Cinder Lane, Brackenford, BK2 4HT and 9 Market Row, Easterleigh, EL5 \
1PA ("we", "us"), is authorised and regulated by the Financial Conduct Authority, and every pledge loan we make is a regulated credit \
agreement under the Consumer Credit Act 1974. In these terms, "Pledge" means the item or items you leave with us as security for the \
loan, "Pawn Receipt" means the document we give you when the loan is made, which is the only proof of your right to redeem the \
Pledge, "Redemption Period" means the period of 6 months starting on the date of the loan, and "Redeem" means repaying the loan and \
all interest due and collecting the Pledge. These key terms should be read together with the pre-contract information and the Pawn \
Receipt, and if there is any conflict between them, the Pawn Receipt will apply.

2. Who may borrow and what we accept

To take out a pledge loan you must be at least 18 years old and must be the legal owner of the item you are pledging. You must also \
show us one form of photographic identification, such as a passport or a photocard driving licence, together with proof of your \
address dated within the last 3 months, such as a utility bill or bank statement. We will not accept a Pledge from anyone who appears \
to be under the influence of alcohol or drugs, and we will not lend on any item that we reasonably suspect to be stolen, in which case \
we may inform the police without telling you first. We accept gold, silver and platinum jewellery, wristwatches, diamonds and other \
precious stones, and gold coins and bullion, but we do not accept electrical goods, mobile phones, clothing, handbags or vehicles as \
security for a loan.

3. Valuation and the amount we lend

Every Pledge is examined and valued in the branch while you wait, and gold is tested and weighed on scales that are inspected every 12 \
months by Trading Standards. The minimum loan is £30 and the maximum loan under any single agreement is £15,000, although loans of \
more than £5,000 must be approved by our head office in Brackenford, which may take up to 2 working days. We will lend between 50% and \
70% of our valuation of the Pledge, depending on the type of item and its condition, and you may always choose to borrow less than the \
amount offered. Loans of more than £1,000 will be paid only by bank transfer to an account in your own name, while loans of £1,000 or \
less may be paid in cash or by bank transfer, as you prefer.

Gold is valued by weight and purity using the gold price we publish at 10am on each working day, and we currently lend no less than \
£18 per gram for 9 carat gold and no less than £36 per gram for 18 carat gold, unless the item is damaged or contains parts that are \
not gold, such as springs, clasps or stones, whose weight is deducted before the loan is worked out. Watches are accepted only if they \
are in working order and, where a watch is valued at more than £1,500, only if you can produce the original box or papers or a service \
record dated within the last 5 years.

4. Interest and charges

Interest is charged at a fixed monthly rate of 6.5% of the loan amount for loans up to £1,000 and 4.9% for loans over £1,000, which \
for a loan of £500 taken over the full Redemption Period gives a representative APR of 112.4%. Interest is calculated daily, but a \
minimum of 1 month's interest is payable even if you Redeem within the first 30 days, and after that interest is charged only for the \
number of days the loan is actually outstanding. We do not charge an arrangement fee, a valuation fee or a storage fee, and there is \
no penalty for repaying early. A charge of £10 is made for each reminder letter sent under section 8, and you may make part payments \
of £10 or more at any time, each of which will be applied first to interest due and then to reduce the loan.

5. Redeeming your Pledge

You may Redeem at any time during the Redemption Period, and afterwards until the Pledge is sold or becomes ours under section 8, by \
paying the loan plus all interest due in cash, by debit card or by bank transfer, but we do not accept credit cards or cheques for \
redemption. The Pledge will only be released to the person named on the Pawn Receipt on presentation of the Pawn Receipt and \
photographic identification, unless that person has given written authority, signed in the presence of a member of our staff, for a \
named representative aged 18 or over to collect it. Redemption must take place at the branch where the Pledge was made, and items are \
returned only during branch opening hours, which are 9am to 5:30pm Monday to Friday and 9am to 1pm on Saturdays, with no collections \
in the final 30 minutes before closing. Where a Pledge consists of more than one item, you may Redeem individual items separately \
only with our agreement, and you will then need to repay at least the part of the loan shown against those items on your Pawn \
Receipt, together with the interest due on the whole loan up to that day, with the remaining items staying in pledge on the same \
terms.

6. Extending the loan

If you cannot Redeem by the end of the Redemption Period, you may extend the loan for a further 6 months by paying all interest due to \
that date, provided that the Pledge is still acceptable to us and the loan has not already been extended twice. Each extension is a \
new credit agreement, and we will give you new pre-contract information and a new Pawn Receipt at the time. We are not obliged to \
offer an extension, and we may refuse one if the market price of gold has fallen by more than 15% since the loan was made.

7. Lost Pawn Receipt

If you lose your Pawn Receipt, you must tell us as soon as possible and in any event before the end of the Redemption Period, and \
before the Pledge can be released you will need to complete a statutory declaration, which we will arrange at the branch for a fee of \
£25. We accept no responsibility if the Pledge is released to a person who presents your Pawn Receipt and matching identification \
before you have reported the receipt lost.

8. If you do not Redeem

We will write to you at least 14 days before the end of the Redemption Period to remind you of the date, and if the loan is not \
Redeemed or extended by that date, the rest of this section applies. Where the loan is £75 or less, ownership of the Pledge passes to \
us automatically at the end of the Redemption Period, and you will have no further right to it or to any money from its sale. Where \
the loan is more than £75, the Pledge remains yours until it is sold, and we will send you a notice of our intention to sell by \
recorded delivery at least 14 days before the sale, stating the estimated sale price. You may still Redeem at any time up to the end \
of the day before the sale by paying the loan and all interest due, together with any reminder charges. Sales take place at auction \
through Ellery & Dunne Auctioneers of Easterleigh, except that a Pledge with an estimated value of less than £250 may be sold in one of \
our own branches.

9. Proceeds of sale

Within 20 working days of selling a Pledge for which the loan was more than £75, we will write to you with details of the sale, \
including the price achieved, the auctioneer's commission of 15% and our own sale costs, which are capped at £40. If the sale raises \
more than the loan, interest and costs, we will pay the surplus to you, provided that you claim it within 3 years of the sale, except \
that a surplus of less than £5 will be paid only if you ask for it. If the sale raises less than the amount owed, you will owe us the \
shortfall, which we will ask you to repay within 28 days, and we may take action to recover it through the county court, but we will \
not charge any further interest on the shortfall.

10. Care and insurance of your Pledge

While we hold your Pledge it is stored in a locked safe at the branch where it was pledged, and it is insured against loss, theft, \
fire and damage at 1.5 times the loan amount, at no cost to you. If the Pledge is lost or damaged while in our care, we will pay you \
compensation equal to one and a half times the loan, less any interest owing, or, if you can show that the item was worth more, its \
actual replacement value up to a limit of £20,000. We are not responsible for normal wear, for damage to stones that were already \
loose at the time of pledging, or for watches that stop while in storage, and we do not wind, service or clean items.

11. Right to withdraw and complaints

You have the right to withdraw from this agreement within 14 days of the day after it was made, without giving a reason, by telling us \
by phone, in writing or in person, and you must then repay the loan within 30 days of telling us, together with interest at the daily \
rate for each day the loan was outstanding, after which we will return your Pledge. If you have a complaint, please ask to speak to \
the branch manager or write to our Compliance Officer at the Brackenford branch address, and we will send you a final response within \
8 weeks. If you are not satisfied with our response, you may refer your complaint to the Financial Ombudsman Service free of charge \
within 6 months of the date of our final response.

12. Your personal information

We keep copies of your identification and the details of every pledge for 6 years after the loan ends, as required by anti-money \
laundering regulations, and we will share them with the police only where we are legally required to do so or where we suspect that \
an item has been stolen. We do not carry out credit searches when you take out a pledge loan, and the loan is not reported to credit \
reference agencies unless a shortfall remains unpaid for more than 90 days after our request under section 9.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My cousin pawned her gold ring at Halden & Pike when she was 17.",
     "To take out a pledge loan you must be at least 18 years old"),
    ("pawnshop didnt even ask for ID lol, just weighed the chain and gave me cash",
     "show us one form of photographic identification"),
    ("Dan pawned his iPhone at Halden & Pike last week for £150.",
     "we do not accept electrical goods, mobile phones, clothing, handbags"),
    ("The smallest loan Halden & Pike will do is fifty quid.",
     "The minimum loan is £30 and the maximum loan"),
    ("got £2,000 in cash over the counter for my gold bracelet, no bank transfer needed",
     "Loans of more than £1,000 will be paid only by bank transfer"),
    ("Interest on my £400 pawn loan is 4.9% a month.",
     "6.5% of the loan amount for loans up to £1,000"),
    ("Mia says if u pay the pawn loan back in a week u only pay a week's interest",
     "minimum of 1 month's interest is payable even if you Redeem"),
    ("The pawnbroker charges a small storage fee for keeping your jewellery in the safe.",
     "We do not charge an arrangement fee, a valuation fee or a storage fee"),
    ("paid off my pawn loan on my credit card so i could get my watch back",
     "we do not accept credit cards or cheques for"),
    ("Halden & Pike are open till 4pm on Saturdays for collecting pledges.",
     "9am to 1pm on Saturdays"),
    ("Kev reckons you can keep extending a pawn loan as many times as you like if you pay the interest.",
     "the loan has not already been extended twice"),
    ("Gemma's £60 pawn loan ran out but the ring is still legally hers until they sell it.",
     "ownership of the Pledge passes to us automatically at the end"),
    ("they only have to give u a week's notice before selling ur stuff",
     "recorded delivery at least 14 days before the sale"),
    ("You've only got a year after the sale to claim any surplus money.",
     "provided that you claim it within 3 years of the sale"),
    ("My uncle says pawned items are only insured for the amount of the loan.",
     "fire and damage at 1.5 times the loan amount"),
    ("halden and pike ran a credit check on me before giving me the loan",
     "We do not carry out credit searches when you take out a pledge loan"),
    # near-misses
    ("My mum pawned her gold bracelet at 62 with no problems.", None),
    ("showed my passport and last month's council tax bill when i pawned my ring", None),
    ("Halden & Pike lent Josh £40 on a silver chain.", None),
    ("They lent me 60% of what they valued my watch at.", None),
    ("my £800 pawn loan was paid out in cash at the counter", None),
    ("Interest on Omar's £3,000 pawn loan is 4.9% a month.", None),
    ("repaid after 10 days and still paid a full month's interest, that's their minimum", None),
    ("No valuation fee when I pawned my engagement ring.", None),
    ("Redeemed my pledge with my debit card yesterday.", None),
    ("my brother picked up my ring for me with a letter I signed in front of the staff", None),
    ("The pawnbroker's open until half five on weekdays.", None),
    ("Extended my pawn loan once for another six months by paying the interest so far.", None),
    ("Leah's £200 pawn loan lapsed but she can still get the ring back before it's sold.", None),
    ("the sale notice came by recorded delivery 3 wks before the auction", None),
    ("Claimed the surplus from my sold necklace two years after the sale.", None),
    ("Priya pulled out of her pawn loan after 10 days without giving a reason.", None),
]
